//! The learner's settings (language, edition, board, exam and practice), kept as a small
//! TOML file.

use std::path::Path;

use serde::{Deserialize, Serialize};

use super::atomic::write_atomic;

/// Settings the app remembers between sessions. Unknown or missing values fall back to the
/// defaults, so an older or hand-edited file never stops the app.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Language tag chosen in the app (`--lang` still wins).
    pub language: Option<String>,
    /// Edition of the Laws chosen in the app (a year).
    pub edition: Option<u16>,
    /// Piece set: `outline` or `letters` (`filled`, no longer offered, reads as `outline`).
    pub pieces: String,
    /// Piece letters in notation: `national` or `international`.
    pub letters: String,
    /// Colours: `auto`, `truecolor`, `256`, `16` or `none`.
    pub colours: String,
    /// Board orientation: `white` (White at the bottom), `black`, or `auto` (the side to move).
    pub orientation: String,
    /// Board colours: `wood`, `slate`, `green` or `grey`.
    pub board: String,
    /// Pass mark of an exam, in percent.
    pub pass_mark: u8,
    /// Questions in an exam.
    pub exam_questions: u32,
    /// Minutes for an exam.
    pub exam_minutes: u32,
    /// The order practice questions come in: `in-order` (as the packs have them) or
    /// `shuffled` (with the session's seed).
    pub practice_order: String,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
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

impl Settings {
    /// Reads the settings; a missing or unreadable file gives the defaults (and the error,
    /// for a message).
    pub fn load(path: &Path) -> (Self, Option<String>) {
        match std::fs::read_to_string(path) {
            Ok(text) => match toml::from_str(&text) {
                Ok(s) => (s, None),
                Err(e) => (
                    Self::default(),
                    Some(format!("{}: {}", path.display(), e.message())),
                ),
            },
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => (Self::default(), None),
            Err(e) => (Self::default(), Some(format!("{}: {e}", path.display()))),
        }
    }

    /// Writes the settings atomically.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        let text = toml::to_string_pretty(self).map_err(std::io::Error::other)?;
        write_atomic(path, text.as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_partial_files() {
        let dir = std::env::temp_dir().join(format!("aq-settings-{}", std::process::id()));
        let path = dir.join("settings.toml");
        let s = Settings {
            language: Some("ru".into()),
            pass_mark: 75,
            ..Settings::default()
        };
        s.save(&path).unwrap();
        assert_eq!(Settings::load(&path).0, s);
        std::fs::write(&path, "pieces = \"letters\"\n").unwrap();
        let (partial, err) = Settings::load(&path);
        assert_eq!(err, None);
        assert_eq!(partial.pieces, "letters");
        assert_eq!(partial.pass_mark, 80);
        std::fs::write(&path, "pass_mark = \"high\"\n").unwrap();
        assert!(Settings::load(&path).1.is_some());
        std::fs::remove_dir_all(dir).unwrap();
    }
}
