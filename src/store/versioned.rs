//! One loader for every file the app keeps (the progress, the exam in progress, the
//! settings). A missing file means a fresh start. A file from a newer version of the app is
//! left alone and never written. A damaged file, one that cannot be read as its format or
//! that holds a value this app never writes, is moved aside under a new name, reported, and
//! never overwritten. Reading and checking are pure ([`decode`]), so they can be fuzzed
//! without touching the disk.

#![warn(clippy::arithmetic_side_effects)]

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

use serde::Serialize;
use serde::de::DeserializeOwned;

use super::atomic::write_atomic;

/// The latest time (seconds since 1970) a kept file may name: the last second of the year
/// 9999, the last a four-digit date shows. A later one was not written by a clock.
pub const LATEST: u64 = 253_402_300_799;

/// How a kept file is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    /// JSON, pretty-printed (progress, exam).
    Json,
    /// TOML (settings, which people edit by hand).
    Toml,
}

/// A file the app keeps: its format number, its encoding, and what a value read from it must
/// satisfy to be one this app could have written.
pub trait Versioned: Sized + Serialize + DeserializeOwned {
    /// The format this version writes. A file with a higher number is left alone; bump it
    /// when a change would make an older version misread the file.
    const FORMAT: u32;
    /// How the file is written.
    const ENCODING: Encoding;

    /// The value as the app can use it: numbers clamped where a little drift is harmless
    /// (time used beyond the limit), or why the value cannot be one the app wrote.
    fn checked(self) -> Result<Self, Damage>;
}

/// Why a file is damaged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Damage {
    /// It cannot be read as its format: the reader's own message (with the line and column
    /// where it has them).
    Syntax(String),
    /// A key holds a value this app never writes.
    Value {
        /// The key, as written in the file.
        key: &'static str,
        /// The value found.
        value: String,
    },
    /// Its parts disagree (one list longer than another).
    Inconsistent,
}

impl Damage {
    /// A value the app never writes under `key`.
    pub fn value(key: &'static str, value: impl fmt::Display) -> Self {
        Self::Value {
            key,
            value: value.to_string(),
        }
    }
}

/// Why [`decode`] gave no value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The file was written by a newer version of the app, in this format.
    Newer(u32),
    /// The file is damaged.
    Damaged(Damage),
}

/// What loading found, beyond the data itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadNotice {
    /// The file was damaged; it was moved to `aside`, and the app starts afresh.
    MovedAside {
        /// Where the damaged file now is.
        aside: PathBuf,
        /// What was wrong with it.
        damage: Damage,
    },
    /// The file was written by a newer version (format shown); it is left untouched and
    /// nothing will be written to it this session.
    NewerFormat(u32),
    /// The file could not be read, or a damaged one could not be moved aside (permissions,
    /// disk); nothing will be written to it this session.
    Unreadable(String),
}

impl LoadNotice {
    /// Whether the app may write the file after this notice: only once a damaged file is
    /// safely aside.
    pub fn allows_writing(&self) -> bool {
        matches!(self, Self::MovedAside { .. })
    }
}

/// Reads and checks a file's bytes: the value, or why there is none.
pub fn decode<T: Versioned>(bytes: &[u8]) -> Result<T, Refusal> {
    let damaged = |why: String| Refusal::Damaged(Damage::Syntax(why));
    let value: T = match T::ENCODING {
        Encoding::Json => {
            let probe: serde_json::Value =
                serde_json::from_slice(bytes).map_err(|e| damaged(e.to_string()))?;
            check_format::<T>(probe.get("format").map(|f| (f.as_u64(), f.to_string())))?;
            serde_json::from_value(probe).map_err(|e| damaged(e.to_string()))?
        }
        Encoding::Toml => {
            let text = std::str::from_utf8(bytes).map_err(|e| damaged(e.to_string()))?;
            let probe: toml::Table =
                toml::from_str(text).map_err(|e| damaged(toml_why(text, &e)))?;
            check_format::<T>(probe.get("format").map(|f| {
                (
                    f.as_integer().and_then(|i| u64::try_from(i).ok()),
                    f.to_string(),
                )
            }))?;
            toml::from_str(text).map_err(|e| damaged(toml_why(text, &e)))?
        }
    };
    value.checked().map_err(Refusal::Damaged)
}

/// The format number as read (`None` when it is no whole number), and as written.
type FormatField = Option<(Option<u64>, String)>;

/// Refuses a newer format and a format number that never existed. A missing number is left
/// to the type: settings files older than their format number have none.
fn check_format<T: Versioned>(format: FormatField) -> Result<(), Refusal> {
    match format {
        Some((Some(n), _)) if n > u64::from(T::FORMAT) => {
            Err(Refusal::Newer(u32::try_from(n).unwrap_or(u32::MAX)))
        }
        Some((Some(n), _)) if n >= 1 => Ok(()),
        Some((_, written)) => Err(Refusal::Damaged(Damage::value("format", written))),
        None => Ok(()),
    }
}

/// A TOML error as one line, with the line and column it points at.
fn toml_why(text: &str, error: &toml::de::Error) -> String {
    let message = error.message().trim();
    match error.span() {
        Some(span) => {
            let before = text.get(..span.start).unwrap_or(text);
            let line = before.matches('\n').count().saturating_add(1);
            let column = before
                .rsplit('\n')
                .next()
                .map_or(0, |l| l.chars().count())
                .saturating_add(1);
            format!("{line}:{column}: {message}")
        }
        None => message.to_owned(),
    }
}

/// The bytes a value is written as.
pub fn encode<T: Versioned>(value: &T) -> io::Result<Vec<u8>> {
    match T::ENCODING {
        Encoding::Json => serde_json::to_vec_pretty(value).map_err(io::Error::other),
        Encoding::Toml => toml::to_string_pretty(value)
            .map(String::into_bytes)
            .map_err(io::Error::other),
    }
}

/// Writes a value to `path` atomically.
pub fn save_versioned<T: Versioned>(path: &Path, value: &T) -> io::Result<()> {
    write_atomic(path, &encode(value)?)
}

/// Reads the file at `path`: the value (`None` when there is no usable file) and what there
/// is to tell. A damaged file is moved aside before this returns, so nothing the app writes
/// later can overwrite it; whether the app may write the file at all is
/// [`LoadNotice::allows_writing`].
pub fn load_versioned<T: Versioned>(path: &Path) -> (Option<T>, Option<LoadNotice>) {
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return (None, None),
        Err(e) => return (None, Some(LoadNotice::Unreadable(e.to_string()))),
    };
    match decode(&bytes) {
        Ok(value) => (Some(value), None),
        Err(Refusal::Newer(format)) => (None, Some(LoadNotice::NewerFormat(format))),
        Err(Refusal::Damaged(damage)) => {
            let aside = aside_name(path);
            match std::fs::rename(path, &aside) {
                Ok(()) => (None, Some(LoadNotice::MovedAside { aside, damage })),
                Err(e) => (None, Some(LoadNotice::Unreadable(e.to_string()))),
            }
        }
    }
}

/// Where a kept file's data is written back: nowhere when it is kept in memory only, and
/// not at all when loading found a file that may not be written (newer, or unreadable).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Destination {
    path: Option<PathBuf>,
    read_only: bool,
}

impl Destination {
    /// The file at `path`, as loading left it (`notice` is what loading told).
    pub fn after_load(path: &Path, notice: Option<&LoadNotice>) -> Self {
        Self {
            path: Some(path.to_path_buf()),
            read_only: !notice.is_none_or(LoadNotice::allows_writing),
        }
    }

    /// Whether nothing will be written.
    pub fn is_read_only(&self) -> bool {
        self.read_only
    }

    /// Writes the value `value` gives to the file (atomically), unless the data is kept in
    /// memory only or the file may not be written; `value` is only asked for when it is.
    pub fn save<T: Versioned>(&self, value: impl FnOnce() -> T) -> io::Result<()> {
        match &self.path {
            Some(path) if !self.read_only => save_versioned(path, &value()),
            _ => Ok(()),
        }
    }
}

/// A name beside `path` for its damaged copy that no other file has: `<name>.damaged-<time>`,
/// with `-2`, `-3`... when a copy was already set aside in the same second.
fn aside_name(path: &Path) -> PathBuf {
    let stamp = super::date::now_unix();
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let first = path.with_file_name(format!("{name}.damaged-{stamp}"));
    if !first.exists() {
        return first;
    }
    (2..1000_u32)
        .map(|n| path.with_file_name(format!("{name}.damaged-{stamp}-{n}")))
        .find(|candidate| !candidate.exists())
        .unwrap_or(first)
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;

    use super::*;

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Sample {
        format: u32,
        count: u32,
    }

    impl Versioned for Sample {
        const FORMAT: u32 = 2;
        const ENCODING: Encoding = Encoding::Json;
        fn checked(self) -> Result<Self, Damage> {
            if self.count > 10 {
                return Err(Damage::value("count", self.count));
            }
            Ok(self)
        }
    }

    /// A fresh folder, removed when the guard drops, and the file's path in it.
    fn temp(name: &str) -> (tempfile::TempDir, std::path::PathBuf) {
        let dir = tempfile::Builder::new()
            .prefix(&format!("aq-versioned-{name}-"))
            .tempdir()
            .unwrap();
        let path = dir.path().join("sample.json");
        (dir, path)
    }

    #[test]
    fn reads_refuses_newer_and_names_the_damage() {
        assert_eq!(
            decode::<Sample>(br#"{"format": 2, "count": 3}"#),
            Ok(Sample {
                format: 2,
                count: 3
            })
        );
        assert_eq!(
            decode::<Sample>(br#"{"format": 3, "anything": true}"#),
            Err(Refusal::Newer(3))
        );
        assert!(matches!(
            decode::<Sample>(br#"{"format": 99999999999999999999, "count": 1}"#),
            Err(Refusal::Damaged(Damage::Value { key: "format", .. }))
        ));
        assert_eq!(
            decode::<Sample>(br#"{"format": 0, "count": 1}"#),
            Err(Refusal::Damaged(Damage::value("format", 0)))
        );
        assert_eq!(
            decode::<Sample>(br#"{"format": 1, "count": 11}"#),
            Err(Refusal::Damaged(Damage::value("count", 11)))
        );
        assert!(matches!(
            decode::<Sample>(b"{\"format\": 1, \"count\": 4294967296}"),
            Err(Refusal::Damaged(Damage::Syntax(_)))
        ));
    }

    #[test]
    fn damaged_copies_never_overwrite_each_other() {
        let (_dir, path) = temp("aside");
        let mut asides = Vec::new();
        for text in ["{ one", "{ two", "{ three"] {
            std::fs::write(&path, text).unwrap();
            let (none, notice) = load_versioned::<Sample>(&path);
            assert!(none.is_none());
            let Some(LoadNotice::MovedAside { aside, .. }) = notice else {
                panic!("not moved aside: {notice:?}")
            };
            assert_eq!(std::fs::read_to_string(&aside).unwrap(), text);
            asides.push(aside);
        }
        asides.sort();
        asides.dedup();
        assert_eq!(asides.len(), 3, "each damaged copy has a name of its own");
        assert!(!path.exists());
    }
}
