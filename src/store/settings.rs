//! The learner's settings (language, edition, board, exam and practice), kept as a small
//! TOML file that people may also edit by hand. A key the app does not know or a value it
//! never writes makes the file damaged: it is moved aside and reported, never overwritten
//! by the defaults.

#![warn(clippy::arithmetic_side_effects)]

use std::path::Path;

use serde::{Deserialize, Serialize};

use super::versioned::{Damage, Encoding, LoadNotice, Versioned, load_versioned, save_versioned};
use crate::i18n::match_tag;
use crate::laws::Edition;

/// The file format this version writes; a file with a higher number is left alone. Files
/// written before the number was kept have none and read as format 1.
pub const FORMAT: u32 = 1;

/// Piece sets, as the file spells them.
/// (`filled`, no longer offered, is still read: it reads as `outline`.)
pub const PIECES: [&str; 3] = ["filled", "outline", "letters"];
/// Piece letters in notation, as the file spells them.
pub const LETTERS: [&str; 2] = ["national", "international"];
/// Colour depths, as the file spells them.
pub const COLOURS: [&str; 5] = ["auto", "truecolor", "256", "16", "none"];
/// Board orientations, as the file spells them.
pub const ORIENTATIONS: [&str; 3] = ["white", "black", "auto"];
/// Board palettes, as the file spells them.
pub const BOARDS: [&str; 4] = ["wood", "slate", "green", "grey"];
/// Orders of practice questions, as the file spells them.
pub const PRACTICE_ORDERS: [&str; 2] = ["in-order", "shuffled"];

/// The longest exam, in minutes: a day.
pub const MAX_EXAM_MINUTES: u32 = 24 * 60;
/// The most questions an exam may have.
pub const MAX_EXAM_QUESTIONS: u32 = 1000;

/// Settings the app remembers between sessions. Missing values fall back to the defaults,
/// so an older file still reads.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// The file format ([`FORMAT`]).
    pub format: u32,
    /// Language tag chosen in the app (`--lang` still wins).
    pub language: Option<String>,
    /// Edition of the Laws chosen in the app (a year).
    pub edition: Option<u16>,
    /// Piece set: one of [`PIECES`].
    pub pieces: String,
    /// Piece letters in notation: one of [`LETTERS`].
    pub letters: String,
    /// Colours: one of [`COLOURS`].
    pub colours: String,
    /// Board orientation: one of [`ORIENTATIONS`] (`auto`: the side to move at the bottom).
    pub orientation: String,
    /// Board colours: one of [`BOARDS`].
    pub board: String,
    /// Pass mark of an exam, in percent.
    pub pass_mark: u8,
    /// Questions in an exam, 1 to [`MAX_EXAM_QUESTIONS`].
    pub exam_questions: u32,
    /// Minutes for an exam, 1 to [`MAX_EXAM_MINUTES`].
    pub exam_minutes: u32,
    /// The order practice questions come in: one of [`PRACTICE_ORDERS`] (`shuffled`: with
    /// the session's seed).
    pub practice_order: String,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            format: FORMAT,
            language: None,
            edition: None,
            pieces: "outline".into(),
            letters: "national".into(),
            colours: "auto".into(),
            orientation: "white".into(),
            board: "wood".into(),
            pass_mark: 80,
            exam_questions: 20,
            exam_minutes: 30,
            practice_order: "in-order".into(),
        }
    }
}

impl Versioned for Settings {
    const FORMAT: u32 = FORMAT;
    const ENCODING: Encoding = Encoding::Toml;

    fn checked(self) -> Result<Self, Damage> {
        let words: [(&'static str, &String, &[&str]); 6] = [
            ("pieces", &self.pieces, &PIECES),
            ("letters", &self.letters, &LETTERS),
            ("colours", &self.colours, &COLOURS),
            ("orientation", &self.orientation, &ORIENTATIONS),
            ("board", &self.board, &BOARDS),
            ("practice_order", &self.practice_order, &PRACTICE_ORDERS),
        ];
        if let Some((key, value, _)) = words
            .iter()
            .find(|(_, value, spellings)| !spellings.contains(&value.as_str()))
        {
            return Err(Damage::value(key, format!("\"{value}\"")));
        }
        if let Some(tag) = &self.language
            && match_tag(tag).is_none()
        {
            return Err(Damage::value("language", format!("\"{tag}\"")));
        }
        if let Some(year) = self.edition
            && !Edition::ALL.iter().any(|e| e.year() == year)
        {
            return Err(Damage::value("edition", year));
        }
        if self.pass_mark > 100 {
            return Err(Damage::value("pass_mark", self.pass_mark));
        }
        if !(1..=MAX_EXAM_QUESTIONS).contains(&self.exam_questions) {
            return Err(Damage::value("exam_questions", self.exam_questions));
        }
        if !(1..=MAX_EXAM_MINUTES).contains(&self.exam_minutes) {
            return Err(Damage::value("exam_minutes", self.exam_minutes));
        }
        Ok(self)
    }
}

impl Settings {
    /// Reads the settings: the defaults when there is no usable file. A damaged file is
    /// moved aside and a newer one left alone, both with a notice; after a notice, the file
    /// may be written only if [`LoadNotice::allows_writing`].
    pub fn load(path: &Path) -> (Self, Option<LoadNotice>) {
        let (settings, notice) = load_versioned(path);
        (settings.unwrap_or_default(), notice)
    }

    /// Writes the settings atomically, in this version's format.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        let current = Self {
            format: FORMAT,
            ..self.clone()
        };
        save_versioned(path, &current)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::versioned::{Refusal, decode};

    /// A fresh folder, removed when the guard drops, and the file's path in it.
    fn temp(name: &str) -> (tempfile::TempDir, std::path::PathBuf) {
        let dir = tempfile::Builder::new()
            .prefix(&format!("aq-settings-{name}-"))
            .tempdir()
            .unwrap();
        let path = dir.path().join("settings.toml");
        (dir, path)
    }

    fn damage(text: &str) -> Damage {
        match decode::<Settings>(text.as_bytes()) {
            Err(Refusal::Damaged(d)) => d,
            other => panic!("{text:?} read as {other:?}"),
        }
    }

    #[test]
    fn round_trip_and_partial_files() {
        let (_dir, path) = temp("round-trip");
        let s = Settings {
            language: Some("ru".into()),
            pass_mark: 75,
            ..Settings::default()
        };
        s.save(&path).unwrap();
        assert_eq!(Settings::load(&path), (s, None));
        std::fs::write(&path, "pieces = \"letters\"\n").unwrap();
        let (partial, notice) = Settings::load(&path);
        assert_eq!(notice, None);
        assert_eq!(partial.pieces, "letters");
        assert_eq!(partial.pass_mark, 80);
        assert_eq!(partial.format, FORMAT);
    }

    #[test]
    fn typos_and_bad_values_are_damage() {
        let Damage::Syntax(why) = damage("language = \"ru\"\npass_mark = \"eighty\"\n") else {
            panic!("a string for a number is a syntax error")
        };
        assert!(why.starts_with("2:13:"), "{why}");
        let Damage::Syntax(why) = damage("langauge = \"ru\"\n") else {
            panic!("an unknown key is a syntax error")
        };
        assert!(why.starts_with("1:1:") && why.contains("langauge"), "{why}");
        assert_eq!(
            damage("pieces = \"outlien\""),
            Damage::value("pieces", "\"outlien\"")
        );
        assert_eq!(
            damage("language = \"xx-YY\""),
            Damage::value("language", "\"xx-YY\"")
        );
        assert_eq!(damage("edition = 2010"), Damage::value("edition", 2010));
        assert_eq!(damage("pass_mark = 200"), Damage::value("pass_mark", 200));
        assert_eq!(damage("exam_minutes = 0"), Damage::value("exam_minutes", 0));
        assert_eq!(
            damage("exam_questions = 4294967295"),
            Damage::value("exam_questions", 4_294_967_295_u32)
        );
        assert_eq!(damage("format = -1"), Damage::value("format", -1));
        assert!(matches!(damage("\u{0}"), Damage::Syntax(_)));
    }

    #[test]
    fn a_damaged_file_is_kept_aside_and_a_newer_one_left_alone() {
        let (_dir, path) = temp("damaged");
        let typo = "language = \"ru\"\npass_mark = \"eighty\"\n";
        std::fs::write(&path, typo).unwrap();
        let (settings, notice) = Settings::load(&path);
        assert_eq!(settings, Settings::default());
        let Some(LoadNotice::MovedAside { aside, .. }) = notice else {
            panic!("not moved aside: {notice:?}")
        };
        assert_eq!(std::fs::read_to_string(&aside).unwrap(), typo);
        assert!(!path.exists());
        let newer = "format = 2\nfuture_key = true\n";
        std::fs::write(&path, newer).unwrap();
        let (_, notice) = Settings::load(&path);
        assert_eq!(notice, Some(LoadNotice::NewerFormat(2)));
        assert!(!notice.unwrap().allows_writing());
        assert_eq!(std::fs::read_to_string(&path).unwrap(), newer);
    }
}
