//! Content loading and `check`: every broken file in `tests/fixtures/broken/` gets its
//! expected diagnostic at its expected place, nothing panics, and valid packs keep loading.

#![allow(clippy::unwrap_used)]

use std::path::{Path, PathBuf};
use std::process::Command;

use arbiter_quiz::content::Library;
use arbiter_quiz::quiz::audit::check_library;

fn fixtures(kind: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(kind)
}

/// Each broken case: a pack folder with an `expected` file holding
/// `<message id> [line:col|line:] [an argument value]`.
#[test]
fn every_broken_file_gets_its_diagnostic() {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(fixtures("broken"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    assert!(dirs.len() >= 15, "expected a folder of broken cases");
    for dir in dirs {
        let expected = std::fs::read_to_string(dir.join("expected")).unwrap();
        let mut words = expected.split_whitespace();
        let id = words.next().unwrap();
        let place = words.next();
        let arg = words.next();
        let with_built_in = dir.ends_with("shadow");
        let lib = Library::load(with_built_in, std::slice::from_ref(&dir));
        let (problems, tally) = check_library(&lib);
        assert!(tally.errors > 0, "{}: no error reported", dir.display());
        let found = problems.iter().any(|p| {
            p.id == id
                && place.is_none_or(|pl| {
                    let (line, col) = pl.split_once(':').unwrap();
                    p.line_col().is_some_and(|(l, c)| {
                        l.to_string() == line && (col.is_empty() || c.to_string() == col)
                    })
                })
                && arg.is_none_or(|a| p.args.iter().any(|(_, v)| v.contains(a)))
        });
        assert!(
            found,
            "{}: expected {id} at {place:?} with {arg:?}, got {:#?}",
            dir.display(),
            problems
                .iter()
                .map(|p| (p.id, p.line_col(), &p.args))
                .collect::<Vec<_>>()
        );
    }
}

#[test]
fn broken_files_do_not_stop_the_rest_from_loading() {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(fixtures("broken"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir() && !p.ends_with("shadow"))
        .collect();
    paths.push(fixtures("valid"));
    let lib = Library::load(true, &paths);
    let sample = lib.pack("sample").expect("the valid pack loads");
    assert_eq!(sample.scenarios.len(), 6);
    assert!(lib.pack("uz-2018").is_some(), "built-in packs load too");
    assert!(lib.has_errors());
}

#[test]
fn valid_packs_check_clean_and_grade_as_keyed() {
    let lib = Library::load(false, &[fixtures("valid")]);
    let (problems, tally) = check_library(&lib);
    assert_eq!(tally.errors, 0, "{problems:#?}");
    assert_eq!(tally.scenarios, 6);
}

#[test]
fn exam_practice_packs_written_blind_grade_as_their_writers_keyed_them() {
    let lib = Library::load(false, &[fixtures("exam-practice")]);
    let (problems, tally) = check_library(&lib);
    assert!(tally.scenarios >= 180, "{} scenarios", tally.scenarios);
    assert_eq!(
        (tally.errors, tally.warnings),
        (0, 0),
        "{:#?}",
        problems
            .iter()
            .map(|p| (&p.file, p.id, &p.args))
            .collect::<Vec<_>>()
    );
}

#[test]
fn built_in_library_checks_clean() {
    let lib = Library::built_in();
    let (problems, tally) = check_library(&lib);
    assert_eq!(
        tally.errors,
        0,
        "{:#?}",
        problems
            .iter()
            .map(|p| (&p.file, p.id, &p.args))
            .collect::<Vec<_>>()
    );
    assert!(tally.scenarios >= 1);
}

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_arbiter-quiz"))
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn check_command_reports_place_and_exit_codes() {
    let bad = fixtures("broken").join("bad-fen");
    let (code, stdout, stderr) = run(&["--lang", "en", "check", bad.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(stderr.contains("s.toml:4:7: error:"), "{stderr}");
    assert!(stdout.contains("1 pack, 0 scenarios: 1 error,"), "{stdout}");
    let (code, _, _) = run(&["check", "/nonexistent/folder"]);
    assert_eq!(code, 2);
    let (code, stdout, _) = run(&["--lang", "en", "check", fixtures("valid").to_str().unwrap()]);
    assert_eq!(code, 0, "{stdout}");
}

#[test]
fn check_refuses_a_clock_reading_that_would_wrap_in_every_language() {
    let bad = fixtures("broken").join("clock-overflow");
    let (code, _, stderr) = run(&["--lang", "en", "check", bad.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(stderr.contains("s.toml:5:19: error:"), "{stderr}");
    assert!(
        stderr.contains("307445734561825861:01") && stderr.contains("24:00:00"),
        "{stderr}"
    );
    let (code, _, stderr) = run(&["--lang", "ru", "check", bad.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(
        stderr.contains("больше, чем могут показать часы"),
        "{stderr}"
    );
}

#[test]
fn check_takes_a_bare_file_name_in_the_current_folder() {
    let out = Command::new(env!("CARGO_BIN_EXE_arbiter-quiz"))
        .args(["--lang", "en", "check", "04-true-false.toml"])
        .current_dir(fixtures("valid").join("sample"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(stdout.contains("1 pack, 1 scenario:"), "{stdout}");
}

#[test]
fn rule_command_prints_the_ruling_and_json() {
    let file = fixtures("valid").join("sample").join("04-true-false.toml");
    let (code, stdout, _) = run(&["--lang", "en", "rule", file.to_str().unwrap()]);
    assert_eq!(code, 0);
    assert!(
        stdout.contains("Black receives 1 minute extra."),
        "{stdout}"
    );
    assert!(stdout.contains("A.3"), "{stdout}");
    let (_, stdout, _) = run(&["--lang", "ru", "rule", file.to_str().unwrap()]);
    assert!(stdout.contains("Верно\n"), "{stdout}");
    // The pack has no Bulgarian: its English text is shown and marked as such.
    let (_, stdout, _) = run(&["--lang", "bg", "rule", file.to_str().unwrap()]);
    let mark = arbiter_quiz::i18n::Localizer::new(arbiter_quiz::i18n::Locale::Bg)
        .text("untranslated", &[]);
    assert!(stdout.contains(&format!("True {mark}\n")), "{stdout}");
    let (code, stdout, _) = run(&[
        "--lang",
        "en",
        "rule",
        file.to_str().unwrap(),
        "--laws",
        "2018",
        "--json",
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(v["edition"], 2018);
    assert_eq!(v["added_seconds"]["black"], 120);
    assert_eq!(v["correct_options"][0], "a");
}

/// Every text of a scenario, for counting the languages it is written in.
fn texts(s: &arbiter_quiz::content::Scenario) -> Vec<&arbiter_quiz::content::Texts> {
    let mut all = vec![&s.question.text, &s.explanation];
    all.extend(s.options.iter().map(|o| &o.text));
    all.extend(s.event_texts.iter().filter(|t| !t.is_empty()));
    if !s.situation.is_empty() {
        all.push(&s.situation);
    }
    all
}

#[test]
fn the_built_in_library_meets_its_size_and_language_targets() {
    let lib = Library::built_in();
    let scenarios: Vec<_> = lib.scenarios().collect();
    assert!(scenarios.len() >= 200, "{} scenarios", scenarios.len());
    let all_locales = ["en", "uz", "uz-Cyrl", "mn", "bg", "zh-Hans", "hy", "ru"];
    let core = scenarios
        .iter()
        .filter(|s| {
            texts(s)
                .iter()
                .all(|t| all_locales.iter().all(|l| t.has(l)))
        })
        .count();
    assert!(core >= 40, "{core} scenarios in all eight locales");
    let uz = lib.pack("uz-2018").expect("the Uzbek test pack");
    assert_eq!(uz.scenarios.len(), 23);
    for s in &uz.scenarios {
        assert!(
            texts(s).iter().all(|t| t.has("uz") && t.has("uz-Cyrl")),
            "{}",
            s.id
        );
    }
    for s in &scenarios {
        assert!(
            texts(s).iter().all(|t| t.has("en")),
            "{} lacks English",
            s.id
        );
        assert!(!s.explanation.is_empty(), "{} has no explanation", s.id);
    }
}

#[test]
fn every_citable_article_of_2018_and_2023_is_exercised_twice() {
    let lib = Library::built_in();
    for edition in [
        arbiter_quiz::laws::Edition::E2018,
        arbiter_quiz::laws::Edition::E2023,
    ] {
        let gaps = arbiter_quiz::quiz::coverage::gaps(&lib, edition, 2);
        assert!(gaps.is_empty(), "{edition}: {gaps:?}");
    }
}
