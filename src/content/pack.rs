//! A pack: `pack.toml` (id, titles, default edition, languages, source, licence) and its
//! scenarios.

use std::sync::Arc;

use super::problem::{Problems, Severity};
use super::raw::RawPack;
use super::scenario::Scenario;
use super::scenario_file::toml_error;
use super::texts::Texts;
use super::texts_of;
use crate::laws::Edition;

/// Where a pack came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Origin {
    /// Built into the binary.
    BuiltIn,
    /// Read from a folder on disk.
    Folder(std::path::PathBuf),
}

/// A loaded pack.
#[derive(Debug, Clone)]
pub struct Pack {
    /// Stable id.
    pub id: String,
    /// Title per language.
    pub title: Texts,
    /// Description per language.
    pub description: Texts,
    /// Default edition of its scenarios.
    pub laws: Edition,
    /// Languages every text of the pack is written in.
    pub languages: Vec<String>,
    /// Where the material comes from.
    pub source: Option<String>,
    /// Licence of the content.
    pub licence: Option<String>,
    /// Notes for authors and reviewers.
    pub notes: Option<String>,
    /// Sort key among packs.
    pub order: i64,
    /// Where it was loaded from.
    pub origin: Origin,
    /// Its scenarios, in file-name order.
    pub scenarios: Vec<Scenario>,
}

/// Reads `pack.toml`.
pub fn pack_meta(file: &str, text: &str, origin: Origin) -> (Option<Pack>, Problems) {
    let mut problems = Problems::new(file, Arc::from(text));
    let raw: RawPack = match toml::from_str(text) {
        Ok(r) => r,
        Err(e) => {
            toml_error(&mut problems, &e);
            return (None, problems);
        }
    };
    // Built-in packs are checked by `check` (in CI), which reads them as a folder.
    if origin != Origin::BuiltIn {
        super::text_lint::check(&mut problems, text);
    }
    let id = super::choose::id(&mut problems, &raw.id);
    let laws = super::choose::edition(&mut problems, raw.laws.as_ref(), Edition::default());
    let mut languages = Vec::new();
    for l in &raw.languages {
        if super::choose::language(&mut problems, Severity::Error, l.get_ref(), l.span()) {
            languages.push(l.get_ref().clone());
        }
    }
    if !languages.iter().any(|l| l == "en") {
        problems.error(Some(raw.id.span()), "content-pack-needs-english", &[]);
    }
    let title = texts_of(&mut problems, &raw.title);
    if title.is_empty() {
        problems.error(
            Some(raw.id.span()),
            "content-text-missing",
            &[("what", "title".into())],
        );
    }
    for lang in &languages {
        if !title.is_empty() && !title.has(lang) {
            problems.error(
                raw.title.as_ref().map(toml::Spanned::span),
                "content-text-language-missing",
                &[("what", "title".into()), ("lang", lang.clone())],
            );
        }
    }
    if problems.has_errors() {
        return (None, problems);
    }
    let pack = Pack {
        id,
        title,
        description: texts_of(&mut problems, &raw.description),
        laws,
        languages,
        source: raw.source,
        licence: raw.licence,
        notes: raw.notes,
        order: raw.order.unwrap_or(100),
        origin,
        scenarios: Vec::new(),
    };
    (Some(pack), problems)
}
