//! The `export` and `stats` commands run as a user runs them: the binary, a data folder of
//! its own (`ARBITER_QUIZ_HOME`), files written and read back.

// A test binary: a failed expectation is a failed test, with its message.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use std::path::Path;
use std::process::{Command, Output};

/// A fresh folder under the system's temporary folder for one test.
fn temp(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(&format!("aq-export-{name}-"))
        .tempdir()
        .unwrap()
}

/// Runs the binary with `home` as its data folder, in English unless `--lang` says otherwise.
fn run(home: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbiter-quiz"))
        .args(args)
        .env("ARBITER_QUIZ_HOME", home)
        .env("LANG", "C.UTF-8")
        .env_remove("LANGUAGE")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("SOURCE_DATE_EPOCH", "1795305600")
        .output()
        .expect("the binary runs")
}

/// The files of a folder, by name, with their bytes.
fn files(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut out: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            (
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read(e.path()).unwrap(),
            )
        })
        .collect();
    out.sort();
    out
}

mod export_cli {
    use super::*;

    #[test]
    fn a_seeded_exam_is_the_same_file_for_file_twice() {
        let home_dir = temp("twice");
        let home = home_dir.path().to_path_buf();
        let first = home.join("first");
        let second = home.join("second");
        for out in [&first, &second] {
            let o = run(
                &home,
                &[
                    "export",
                    "--exam",
                    "5",
                    "--seed",
                    "7",
                    "--format",
                    "all",
                    "--out",
                    out.to_str().unwrap(),
                ],
            );
            assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
            let stdout = String::from_utf8_lossy(&o.stdout);
            assert!(stdout.contains("Seed 7"), "{stdout}");
        }
        let a = files(&first);
        let names: Vec<&str> = a.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(
            names,
            [
                "answers.csv",
                "key.html",
                "key.md",
                "paper.html",
                "paper.md",
                "results.csv"
            ]
        );
        assert_eq!(a, files(&second), "the same seed gives the same files");
        let paper = String::from_utf8(a[3].1.clone()).unwrap();
        assert_eq!(paper.matches("<section class=\"q\"").count(), 5);
        assert!(paper.contains("Seed 7") && paper.contains("2026-11-22"));
        let results = &a[5].1;
        assert!(results.starts_with("\u{FEFF}".as_bytes()), "a BOM first");
        assert_eq!(String::from_utf8_lossy(results).lines().count(), 1 + 5);
    }

    #[test]
    fn another_language_is_the_same_paper_in_other_words() {
        let home_dir = temp("lang");
        let home = home_dir.path().to_path_buf();
        let (en, ru) = (home.join("en"), home.join("ru"));
        for (out, lang) in [(&en, "en"), (&ru, "ru")] {
            let o = run(
                &home,
                &[
                    "export",
                    "--exam",
                    "6",
                    "--seed",
                    "42",
                    "--format",
                    "csv",
                    "--lang",
                    lang,
                    "--out",
                    out.to_str().unwrap(),
                ],
            );
            assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        }
        let column = |dir: &Path| -> Vec<String> {
            let text = std::fs::read_to_string(dir.join("results.csv")).unwrap();
            text.lines()
                .skip(1)
                .map(|l| l.split(',').nth(1).unwrap().to_owned())
                .collect()
        };
        assert_eq!(
            column(&en),
            column(&ru),
            "the same scenarios in the same order"
        );
        let header = std::fs::read_to_string(ru.join("results.csv")).unwrap();
        assert!(header.contains("Сценарий"), "{header}");
    }

    #[test]
    fn a_discussion_item_is_keyed_with_its_readings_and_never_drawn_for_an_exam() {
        let home_dir = temp("discussion");
        let home = home_dir.path().to_path_buf();
        let valid = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/valid");
        let content = valid.to_str().unwrap();
        let pack = home.join("pack");
        let o = run(
            &home,
            &[
                "--content",
                content,
                "export",
                "--pack",
                "sample",
                "--format",
                "md",
                "--out",
                pack.to_str().unwrap(),
            ],
        );
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let key = std::fs::read_to_string(pack.join("key.md")).unwrap();
        assert!(key.contains("sample-claim-after-moving"), "{key}");
        assert!(
            key.contains("**Discussion item (not for exams). The readings**: "),
            "{key}"
        );
        assert!(key.contains("some federations key a late claim"), "{key}");
        for seed in ["1", "2", "3"] {
            let exam = home.join(format!("exam-{seed}"));
            let o = run(
                &home,
                &[
                    "--content",
                    content,
                    "export",
                    "--exam",
                    "20",
                    "--pack",
                    "sample",
                    "--seed",
                    seed,
                    "--format",
                    "md",
                    "--out",
                    exam.to_str().unwrap(),
                ],
            );
            assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
            let key = std::fs::read_to_string(exam.join("key.md")).unwrap();
            assert!(key.contains("sample-threefold-written"), "{key}");
            assert!(!key.contains("sample-claim-after-moving"), "{key}");
            assert!(!key.contains("The readings:"), "{key}");
        }
    }

    #[test]
    fn an_unknown_pack_is_a_usage_error_that_lists_the_packs() {
        let home_dir = temp("unknown");
        let home = home_dir.path().to_path_buf();
        let o = run(&home, &["export", "--pack", "no-such-pack", "--out", "x"]);
        assert_eq!(o.status.code(), Some(2));
        let stderr = String::from_utf8_lossy(&o.stderr);
        assert!(stderr.contains("illegal-moves"), "{stderr}");
        let o = run(&home, &["export", "--out", "x"]);
        assert_eq!(o.status.code(), Some(2), "--pack or --exam is required");
    }
}

mod stats_cli {
    use super::*;

    /// A progress file with four answers over two days.
    const PROGRESS: &str = r#"{
  "format": 1,
  "answers": [
    {"scenario": "a", "pack": "p", "chosen": [1], "right": true, "seconds": 30,
     "mode": "practice", "edition": 2023, "at": 1795305600,
     "topics": ["illegal-move"], "articles": ["7.5.5"], "game_type": "blitz"},
    {"scenario": "b", "pack": "p", "chosen": [0], "right": false, "seconds": 50,
     "mode": "exam", "edition": 2018, "at": 1795305700,
     "topics": ["flag-fall"], "articles": ["6.9"], "game_type": "rapid"},
    {"scenario": "c", "pack": "p", "chosen": [2], "right": true, "seconds": 20,
     "mode": "practice", "edition": 2023, "at": 1795392000,
     "topics": ["illegal-move"], "articles": ["7.5.5", "A.4.2"], "game_type": "rapid"},
    {"scenario": "d", "pack": "p", "chosen": [0], "right": true, "seconds": 10,
     "mode": "review", "edition": 2023, "at": 1795392100,
     "topics": ["flag-fall"], "articles": ["6.9"], "game_type": "standard"}
  ],
  "cards": {}
}"#;

    #[test]
    fn stats_as_json_from_a_progress_file() {
        let home_dir = temp("stats");
        let home = home_dir.path().to_path_buf();
        std::fs::write(home.join("progress.json"), PROGRESS).unwrap();
        let o = run(&home, &["stats", "--json"]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        assert_eq!(v["overall"]["attempts"], 4);
        assert_eq!(v["overall"]["right"], 3);
        assert_eq!(v["by_topic"]["illegal-move"]["right"], 2);
        // One row per article per edition: 6.9 of 2018 and of 2023 apart.
        assert_eq!(v["by_article"]["6.9 (2018)"]["attempts"], 1);
        assert_eq!(v["by_article"]["6.9 (2023)"]["attempts"], 1);
        assert_eq!(v["by_game_type"]["rapid"]["attempts"], 2);
        assert_eq!(v["by_edition"]["2018"]["right"], 0);
        assert_eq!(v["weakest_articles"][0][0], "6.9 (2018)");
        assert_eq!(v["current_streak"], 2);
        assert_eq!(v["best_streak"], 2);
        assert_eq!(v["study_days_in_a_row"], 2);

        let o = run(&home, &["stats", "--lang", "hy"]);
        assert!(o.status.success());
        let text = String::from_utf8(o.stdout).unwrap();
        assert!(text.contains("Ըստ թեմաների"), "{text}");
        // Topics are named in the reader's language.
        assert!(text.contains("Անհնարին քայլեր"), "{text}");
        assert!(!text.contains("illegal-move"), "{text}");

        // The recorded answers come out in the CSV export too.
        let out = home.join("out");
        let o = run(
            &home,
            &[
                "export",
                "--pack",
                "flag-fall",
                "--format",
                "csv",
                "--out",
                out.to_str().unwrap(),
            ],
        );
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let answers = std::fs::read_to_string(out.join("answers.csv")).unwrap();
        assert_eq!(answers.lines().count(), 1 + 4);
        assert!(answers.contains("2026-11-22 00:01"), "{answers}");
    }

    #[test]
    fn no_progress_yet_is_not_an_error() {
        let home_dir = temp("empty");
        let home = home_dir.path().to_path_buf();
        let o = run(&home, &["stats"]);
        assert!(o.status.success());
        assert!(String::from_utf8_lossy(&o.stdout).contains("No answers"));
    }
}
