//! The `.ftl` files and the glossary of every locale, embedded in the binary so that it runs
//! with no files beside it.
//!
//! The top-level `i18n/` folder holds one folder per locale, named by its tag (`i18n/ru/`,
//! `i18n/uz-Cyrl/`), with one file per area of the app (`common.ftl`, `notation.ftl`, …).
//! Cargo rebuilds when an embedded file changes, but on stable Rust it cannot notice a new
//! file; the i18n tests compare this embedded copy with the folder and say so.

use include_dir::{Dir, include_dir};

use super::Locale;

/// The whole `i18n/` folder as it was when the crate was compiled.
static I18N: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/i18n");

/// One embedded Fluent file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FtlFile {
    /// The file name within its locale folder, such as `common.ftl`.
    pub name: &'static str,
    /// The file's text.
    pub source: &'static str,
}

/// The Fluent files of `locale`, sorted by name.
///
/// Files that are not valid UTF-8 or do not end in `.ftl` are left out; the i18n tests
/// reject them.
pub fn ftl_files(locale: Locale) -> Vec<FtlFile> {
    let Some(dir) = I18N.get_dir(locale.tag()) else {
        return Vec::new();
    };
    let mut files: Vec<FtlFile> = dir
        .files()
        .filter_map(|file| {
            let path = file.path();
            let is_ftl = path.extension().is_some_and(|ext| ext == "ftl");
            let name = path.file_name()?.to_str()?;
            is_ftl.then_some(FtlFile {
                name,
                source: file.contents_utf8()?,
            })
        })
        .collect();
    files.sort_by_key(|file| file.name);
    files
}

/// The text of `locale`'s glossary (`glossary.toml`, see [`crate::i18n::Glossary`]), if it
/// has one.
pub fn glossary_source(locale: Locale) -> Option<&'static str> {
    I18N.get_file(format!("{}/glossary.toml", locale.tag()))?
        .contents_utf8()
}

/// The path (relative to `i18n/`) and bytes of every embedded file, in any folder, for
/// checking the embedded copy against the folder on disk.
pub fn all_files() -> Vec<(&'static str, &'static [u8])> {
    let mut files = Vec::new();
    collect(&I18N, &mut files);
    files.sort_unstable();
    files
}

/// Adds the files of `dir` and of its subfolders to `out`.
fn collect(dir: &'static Dir<'static>, out: &mut Vec<(&'static str, &'static [u8])>) {
    for file in dir.files() {
        if let Some(path) = file.path().to_str() {
            out.push((path, file.contents()));
        }
    }
    for sub in dir.dirs() {
        collect(sub, out);
    }
}
