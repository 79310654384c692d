//! Scenario content: the TOML format of packs and scenarios, loading (built-in and from
//! folders), and diagnostics with file, line and column. See `docs/content-format.md`.

mod all_texts;
mod choose;
mod events;
pub mod expect;
mod library;
mod pack;
pub mod problem;
mod question;
mod raw;
mod scenario;
mod scenario_file;
mod situation;
mod text_lint;
mod texts;

pub use events::EVENT_TYPES;
pub use expect::{Expect, Part};
pub use library::Library;
pub use pack::{Origin, Pack};
pub use problem::{Problem, Severity};
pub use question::query_names;
pub use scenario::{Choice, Question, QuestionKind, Scenario, Spans};
pub use scenario_file::PackContext;
pub use texts::{Localized, Texts};

/// Turns a raw text table into [`Texts`].
fn texts_of(raw: &raw::RawTexts) -> Texts {
    Texts::new(
        raw.as_ref()
            .map(|t| {
                t.get_ref()
                    .iter()
                    .map(|(k, v)| (k.clone(), v.get_ref().clone()))
                    .collect()
            })
            .unwrap_or_default(),
    )
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
