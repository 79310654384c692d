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
        // A broken file is one `check` objects to: most with an error, some (a running clock
        // that contradicts the side to move) with a warning only.
        assert!(
            tally.errors + tally.warnings > 0,
            "{}: nothing reported",
            dir.display()
        );
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
    assert_eq!(sample.scenarios.len(), 7);
    assert!(lib.pack("uz-2018").is_some(), "built-in packs load too");
    assert!(lib.has_errors());
}

#[test]
fn valid_packs_check_clean_and_grade_as_keyed() {
    let lib = Library::load(false, &[fixtures("valid")]);
    let (problems, tally) = check_library(&lib);
    assert_eq!(tally.errors, 0, "{problems:#?}");
    assert_eq!(tally.scenarios, 7);
}

#[test]
fn a_discussion_item_loads_with_its_readings_in_every_language() {
    use arbiter_quiz::content::Status;
    let lib = Library::load(false, &[fixtures("valid")]);
    let item = lib.scenario("sample-claim-after-moving").unwrap();
    assert_eq!(item.status, Status::Discussion);
    assert!(item.readings.text("ru").contains("9.5.3"));
    assert!(!item.readings.get("ru").unwrap().fallback);
    let settled = lib.scenario("sample-threefold-written").unwrap();
    assert_eq!(settled.status, Status::Settled);
    assert!(settled.readings.is_empty());
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

/// The library as `check content/` reads it (with the text checks: move markup, glossary)
/// has no error and no warning, so a helper's new texts cannot land with a bare move in them.
#[test]
fn built_in_library_checks_clean() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
    let lib = Library::load(false, std::slice::from_ref(&dir));
    let (problems, tally) = check_library(&lib);
    assert_eq!(
        (tally.errors, tally.warnings),
        (0, 0),
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
fn check_reads_several_files_of_one_pack_as_that_pack_once() {
    let out = Command::new(env!("CARGO_BIN_EXE_arbiter-quiz"))
        .args([
            "--lang",
            "en",
            "check",
            "04-true-false.toml",
            "01-flag.toml",
        ])
        .current_dir(fixtures("valid").join("sample"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stdout}{stderr}");
    assert!(stdout.contains("1 pack, 2 scenarios:"), "{stdout}");
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

/// A file generated from the code: the committed copy must be what the code generates now.
/// `UPDATE_DOCS=1 cargo test --test content` writes it.
fn generated(path: &str, text: &str) {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    if std::env::var_os("UPDATE_DOCS").is_some() {
        std::fs::write(&file, text).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&file).unwrap_or_default();
    assert!(
        committed == text,
        "{path} differs from what the vocabulary tables generate; run \
         `UPDATE_DOCS=1 cargo test --test content` and commit the result"
    );
}

#[test]
fn the_json_schema_is_generated_from_the_tables() {
    generated(
        "docs/scenario.schema.json",
        &arbiter_quiz::content::schema::scenario_schema(),
    );
}

#[test]
fn the_vocabulary_tables_of_the_guide_are_generated() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/content-format.md");
    let doc = std::fs::read_to_string(path).unwrap();
    let filled = arbiter_quiz::content::reference::fill(&doc).unwrap();
    generated("docs/content-format.md", &filled);
}

/// Every word of the format the guide quotes in its sections on events, questions and
/// options is a word of the format: a renamed or removed word cannot linger in the prose.
#[test]
fn the_guide_quotes_no_word_the_format_lacks() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/content-format.md");
    let doc = std::fs::read_to_string(path).unwrap();
    let start = doc.find("## 5. Events").unwrap();
    let end = doc.find("## 8. Texts").unwrap();
    let known = arbiter_quiz::content::reference::known_words();
    let schema: serde_json::Value =
        serde_json::from_str(&arbiter_quiz::content::schema::scenario_schema()).unwrap();
    let mut keys = std::collections::BTreeSet::new();
    collect_keys(&schema, &mut keys);
    let looks_like_a_word = |w: &str| {
        let kebab = w.contains('-')
            && w.split('-')
                .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_lowercase()));
        let snake = w.contains('_')
            && w.split('_')
                .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_lowercase()));
        kebab || snake
    };
    let prose: String = doc[start..end]
        .split("```")
        .step_by(2)
        .collect::<Vec<_>>()
        .join("");
    let mut unknown = Vec::new();
    for quoted in prose.split('`').skip(1).step_by(2) {
        for word in quoted.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_')) {
            if looks_like_a_word(word) && !known.contains(word) && !keys.contains(word) {
                unknown.push(word.to_owned());
            }
        }
    }
    assert!(
        unknown.is_empty(),
        "the guide quotes words the format lacks: {unknown:?}"
    );
}

fn collect_keys(v: &serde_json::Value, out: &mut std::collections::BTreeSet<String>) {
    match v {
        serde_json::Value::Object(map) => {
            if let Some(serde_json::Value::Object(props)) = map.get("properties") {
                out.extend(props.keys().cloned());
            }
            map.values().for_each(|x| collect_keys(x, out));
        }
        serde_json::Value::Array(items) => items.iter().for_each(|x| collect_keys(x, out)),
        _ => {}
    }
}

/// The words the format has: every word of its vocabularies and every key of its tables.
fn words_of_the_format() -> std::collections::BTreeSet<String> {
    let schema: serde_json::Value =
        serde_json::from_str(&arbiter_quiz::content::schema::scenario_schema()).unwrap();
    let mut words = arbiter_quiz::content::reference::known_words();
    collect_keys(&schema, &mut words);
    words
}

/// A pack that misspells every word of the format once: each misspelling is answered with a
/// "did you mean" naming the word, at its place.
#[test]
fn every_misspelt_word_gets_a_did_you_mean() {
    let lib = Library::load(false, &[fixtures("vocabulary/misspelt")]);
    let (problems, _) = check_library(&lib);
    let without: Vec<_> = problems
        .iter()
        .filter(|p| p.arg("suggestion").is_none() || p.line_col().is_none())
        .map(|p| (&p.file, p.line_col(), p.id, &p.args))
        .collect();
    assert!(without.is_empty(), "no did-you-mean: {without:#?}");
    let suggested: std::collections::BTreeSet<String> = problems
        .iter()
        .filter_map(|p| p.arg("suggestion"))
        .flat_map(str::split_whitespace)
        .map(str::to_owned)
        .collect();
    let editions = arbiter_quiz::laws::Edition::ALL.map(|e| e.to_string());
    let languages = arbiter_quiz::i18n::Locale::ALL.map(|l| l.tag().to_owned());
    let missing: Vec<String> = words_of_the_format()
        .into_iter()
        .filter(|w| !is_example_value(w))
        .chain(editions)
        .chain(languages)
        .filter(|w| !suggested.contains(w))
        .collect();
    assert!(
        missing.is_empty(),
        "never misspelt in the fixture: {missing:?}"
    );
}

/// The values that fill the holes of templates (`white`, `e8`, `Nf3`, `5`) are examples, not
/// words of their own.
fn is_example_value(w: &str) -> bool {
    w.starts_with('<')
        || w.parse::<shakmaty::Square>().is_ok()
        || w.parse::<u32>().is_ok()
        || w == "Nf3"
}

/// Every string and key written anywhere in a TOML value, split into words.
fn written_words(v: &toml::Value, out: &mut std::collections::BTreeSet<String>) {
    match v {
        toml::Value::String(s) => out.extend(s.split_whitespace().map(str::to_owned)),
        toml::Value::Array(items) => items.iter().for_each(|x| written_words(x, out)),
        toml::Value::Table(t) => {
            for (k, x) in t {
                out.insert(k.clone());
                written_words(x, out);
            }
        }
        _ => {}
    }
}

/// A pack that uses every event type with every key it takes and every word of each key,
/// every question kind and query, and every key and word of an `expect`, checks clean.
#[test]
fn a_pack_using_every_word_of_the_format_checks_clean() {
    use arbiter_quiz::content::events::{EventType, Value};
    use arbiter_quiz::content::vocab::Vocabulary;
    let dir = fixtures("vocabulary/every-word");
    let lib = Library::load(false, std::slice::from_ref(&dir));
    let (problems, tally) = check_library(&lib);
    assert_eq!(
        (tally.errors, tally.warnings),
        (0, 0),
        "{:#?}",
        problems
            .iter()
            .map(|p| (&p.file, p.line_col(), p.id, &p.args))
            .collect::<Vec<_>>()
    );
    let mut words = std::collections::BTreeSet::new();
    let mut used = std::collections::BTreeSet::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        let file: toml::Table = toml::from_str(&text).unwrap();
        written_words(&toml::Value::Table(file.clone()), &mut words);
        for e in file
            .get("events")
            .and_then(toml::Value::as_array)
            .into_iter()
            .flatten()
        {
            let kind = e["type"].as_str().unwrap().to_owned();
            for (k, v) in e.as_table().unwrap() {
                used.insert((kind.clone(), k.clone(), v.as_str().unwrap_or("").to_owned()));
                used.insert((kind.clone(), k.clone(), String::new()));
            }
        }
    }
    let mut unused = Vec::new();
    for kind in EventType::ALL {
        // `complaint` is the older spelling of `claim`: the claim's words cover its keys.
        if *kind == EventType::Complaint {
            continue;
        }
        for spec in kind.takes() {
            let mut values = vec![String::new()];
            if let Value::Word(c) = spec.value {
                values.extend((c.keys)().into_iter().map(str::to_owned));
            }
            for v in values {
                let item = (kind.key().to_owned(), spec.key.key().to_owned(), v);
                if !used.contains(&item) {
                    unused.push(item);
                }
            }
        }
    }
    assert!(unused.is_empty(), "events never written so: {unused:?}");
    let missing: Vec<String> = words_of_the_format()
        .into_iter()
        .filter(|w| !words.contains(w) && !is_example_value(w))
        .collect();
    assert!(missing.is_empty(), "words the pack never uses: {missing:?}");
}

/// Every word of the format, and every key of its tables, appears in the guide.
#[test]
fn the_guide_names_every_word_of_the_format() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/content-format.md");
    let doc = std::fs::read_to_string(path).unwrap();
    let quoted: std::collections::BTreeSet<&str> = doc
        .split('`')
        .flat_map(|q| q.split(|c: char| c.is_whitespace() || "\"=[]{}.,".contains(c)))
        .collect();
    let missing: Vec<String> = words_of_the_format()
        .into_iter()
        .filter(|w| !quoted.contains(w.as_str()) && !is_example_value(w))
        .collect();
    assert!(missing.is_empty(), "the guide never names: {missing:?}");
}

/// Every key of the guide's TOML examples for scenarios, and every word they give a key of
/// the format, is a word of the format (the example of `pack.toml` in section 2 excepted).
#[test]
fn the_guide_s_examples_write_only_words_of_the_format() {
    fn walk(v: &toml::Value, words: &std::collections::BTreeSet<String>, out: &mut Vec<String>) {
        // Keys whose values are the author's own text, not words of the format.
        const FREE: [&str; 10] = [
            "text",
            "explanation",
            "id",
            "topics",
            "articles",
            "source",
            "notes",
            "move",
            "moves",
            "written",
        ];
        let is_locale = |w: &str| arbiter_quiz::i18n::Locale::ALL.iter().any(|l| l.tag() == w);
        match v {
            toml::Value::Table(t) => {
                for (k, x) in t {
                    if !words.contains(k) && !is_locale(k) {
                        out.push(k.clone());
                    }
                    if !FREE.contains(&k.as_str()) {
                        walk(x, words, out);
                    }
                }
            }
            toml::Value::Array(items) => items.iter().for_each(|x| walk(x, words, out)),
            toml::Value::String(s) => out.extend(
                s.split_whitespace()
                    .filter(|w| {
                        w.contains('-')
                            && w.bytes().any(|b| b.is_ascii_lowercase())
                            && w.bytes().all(|b| b.is_ascii_lowercase() || b == b'-')
                    })
                    .filter(|w| !words.contains(*w))
                    .map(str::to_owned),
            ),
            _ => {}
        }
    }
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/content-format.md");
    let doc = std::fs::read_to_string(path).unwrap();
    let words = words_of_the_format();
    let mut unknown = Vec::new();
    for (i, block) in doc.split("```toml\n").enumerate().skip(1) {
        let toml_text = block.split("```").next().unwrap();
        if toml_text.contains("# pack.toml") {
            continue;
        }
        let table: toml::Table =
            toml::from_str(toml_text).unwrap_or_else(|e| panic!("example {i} is not TOML: {e}"));
        walk(&toml::Value::Table(table), &words, &mut unknown);
    }
    assert!(unknown.is_empty(), "the examples write: {unknown:?}");
}

/// Every reasoning step (and every message a step names) of every ruling of the library and
/// the fixture packs has a message in every language: no step reaches a reader as an id.
#[test]
fn every_step_of_the_packs_is_worded_in_every_language() {
    use arbiter_quiz::i18n::{Locale, Localizer};
    use arbiter_quiz::laws::step::Arg;
    let lib = Library::load(
        true,
        &[fixtures("vocabulary/every-word"), fixtures("exam-practice")],
    );
    let mut ids = std::collections::BTreeSet::new();
    for s in lib.scenarios() {
        if let Ok(r) = arbiter_quiz::laws::decide(&s.case) {
            for step in &r.steps {
                ids.insert(step.id);
                for (_, arg) in &step.args {
                    if let Arg::Message(id) = arg {
                        ids.insert(*id);
                    }
                }
            }
        }
    }
    assert!(ids.len() > 150, "{} step ids", ids.len());
    for locale in Locale::ALL {
        let loc = Localizer::new(locale);
        let missing: Vec<&&str> = ids.iter().filter(|id| !loc.is_translated(id)).collect();
        assert!(missing.is_empty(), "{locale}: {missing:?}");
    }
}
