//! Scenario content: the TOML format of packs and scenarios, loading (built-in and from
//! folders), and diagnostics with file, line and column. See `docs/content-format.md`.

mod all_texts;
mod choose;
pub mod events;
pub mod expect;
mod library;
mod pack;
pub mod problem;
mod question;
mod raw;
pub mod reference;
mod scenario;
mod scenario_file;
pub mod schema;
mod situation;
mod text_lint;
mod texts;
pub mod vocab;

pub use expect::{Expect, Part};
pub use library::{Library, parsing_here};
pub use pack::{Origin, Pack};
pub use problem::{Problem, Severity};
pub use scenario::{Choice, Question, QuestionKind, Scenario, Spans, Status};
pub use scenario_file::PackContext;
pub use texts::{Localized, Texts};

/// Turns a raw text table into [`Texts`], reporting a language the app does not have (its
/// text would never be shown).
fn texts_of(problems: &mut problem::Problems, raw: &raw::RawTexts) -> Texts {
    let mut out = std::collections::BTreeMap::new();
    for (lang, text) in raw.iter().flat_map(toml::Spanned::get_ref) {
        if choose::language(problems, Severity::Warning, lang, text.span()) {
            out.insert(lang.clone(), text.get_ref().clone());
        }
    }
    Texts::new(out)
}

/// Parses one scenario file on its own (for tests and the `rule` command).
pub fn parse_scenario(
    file: &str,
    text: &str,
    pack: &PackContext<'_>,
) -> (Option<Scenario>, Vec<Problem>) {
    let (s, p) = scenario_file::scenario(file, text, pack);
    (s, p.list)
}

/// Reads an `expect` table written on its own as TOML (`{ result = "1-0" }`), as an option of
/// a scenario would hold it: for tools that build expectations, such as the JSON of
/// `rule --json`.
pub fn read_expect(text: &str) -> (Option<Expect>, Vec<Problem>) {
    #[derive(serde::Deserialize)]
    struct Holder {
        expect: toml::Spanned<raw::RawExpect>,
    }
    let file = format!("expect = {text}\n");
    let mut problems = problem::Problems::new("expect", file.as_str().into());
    match toml::from_str::<Holder>(&file) {
        Ok(h) => {
            let e = question::expect(&mut problems, &h.expect);
            let ok = !problems.has_errors();
            (ok.then_some(e), problems.list)
        }
        Err(err) => {
            scenario_file::toml_error(&mut problems, &err);
            (None, problems.list)
        }
    }
}
