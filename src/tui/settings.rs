//! The learner's settings: language, edition, piece set, board colours and orientation, and
//! what the terminal itself allows.

use crate::i18n::{LetterStyle, Locale};
use crate::laws::Edition;

use super::theme::{BoardColours, ColourDepth};

/// How pieces are drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PieceSet {
    /// Filled chess symbols for both sides, told apart by colour.
    #[default]
    Filled,
    /// Outline symbols for White and filled ones for Black, told apart by shape.
    Outline,
    /// The localized piece letters: upper case White, lower case Black.
    Letters,
}

impl PieceSet {
    /// Every set, in the order the setting cycles through them.
    pub const ALL: [PieceSet; 3] = [Self::Filled, Self::Outline, Self::Letters];

    /// The message id of its name.
    pub fn message_id(self) -> &'static str {
        match self {
            Self::Filled => "pieces-filled",
            Self::Outline => "pieces-outline",
            Self::Letters => "pieces-letters",
        }
    }
}

/// Which side is drawn at the bottom of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Orientation {
    /// White at the bottom, as diagrams are printed.
    #[default]
    White,
    /// Black at the bottom.
    Black,
    /// The side to move at the bottom, the way the arbiter looks at that player's decision.
    ToMove,
}

impl Orientation {
    /// Every orientation, in the order the setting cycles through them.
    pub const ALL: [Orientation; 3] = [Self::White, Self::Black, Self::ToMove];

    /// The message id of its name.
    pub fn message_id(self) -> &'static str {
        match self {
            Self::White => "orientation-white",
            Self::Black => "orientation-black",
            Self::ToMove => "orientation-to-move",
        }
    }
}

/// What the learner chose.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    /// The language of the interface and of the content, where written.
    pub locale: Locale,
    /// The edition to rule under, or `None` for each scenario's own.
    pub edition: Option<Edition>,
    /// How pieces are drawn.
    pub pieces: PieceSet,
    /// National or international piece letters.
    pub letters: LetterStyle,
    /// The board palette.
    pub colours: BoardColours,
    /// Which side is at the bottom.
    pub orientation: Orientation,
}

impl Settings {
    /// The defaults for a locale.
    pub fn new(locale: Locale) -> Self {
        Self {
            locale,
            edition: None,
            pieces: PieceSet::default(),
            letters: LetterStyle::National,
            colours: BoardColours::default(),
            orientation: Orientation::default(),
        }
    }
}

/// What the terminal can show, found once at start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Capabilities {
    /// Its colours.
    pub depth: ColourDepth,
    /// Whether it can draw the chess symbols: not on the Linux console (`TERM=linux`), whose
    /// font lacks them, nor when the user asked for letters (`--ascii`).
    pub glyphs: bool,
}

impl Capabilities {
    /// What the environment says, with `--ascii` given or not.
    pub fn detect(var: impl Fn(&str) -> Option<String>, ascii: bool) -> Self {
        let linux_console = var("TERM").is_some_and(|t| t == "linux");
        Self {
            depth: ColourDepth::detect(&var),
            glyphs: !ascii && !linux_console,
        }
    }

    /// The piece set actually drawn: letters where there are no symbols, and the outline
    /// set instead of the filled one where colour cannot tell the sides apart.
    pub fn pieces(self, chosen: PieceSet) -> PieceSet {
        match chosen {
            _ if !self.glyphs => PieceSet::Letters,
            PieceSet::Filled if self.depth == ColourDepth::None => PieceSet::Outline,
            other => other,
        }
    }
}

/// Where settings are kept between sessions. The progress store on disk will implement it;
/// until then [`SessionSettings`] keeps them for the session.
pub trait SettingsStore {
    /// Keeps the settings.
    fn save(&mut self, settings: &Settings);
}

/// Settings kept for one session only.
#[derive(Debug, Clone, Default)]
pub struct SessionSettings {
    /// The last settings saved.
    pub saved: Option<Settings>,
}

impl SettingsStore for SessionSettings {
    fn save(&mut self, settings: &Settings) {
        self.saved = Some(*settings);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_linux_console_and_ascii_get_letters() {
        let linux = |k: &str| (k == "TERM").then(|| "linux".to_owned());
        let caps = Capabilities::detect(linux, false);
        assert_eq!(caps.pieces(PieceSet::Filled), PieceSet::Letters);
        let xterm = |k: &str| (k == "TERM").then(|| "xterm-256color".to_owned());
        assert_eq!(
            Capabilities::detect(xterm, true).pieces(PieceSet::Outline),
            PieceSet::Letters
        );
        assert_eq!(
            Capabilities::detect(xterm, false).pieces(PieceSet::Filled),
            PieceSet::Filled
        );
    }

    #[test]
    fn without_colour_filled_pieces_become_outlines() {
        let caps = Capabilities {
            depth: ColourDepth::None,
            glyphs: true,
        };
        assert_eq!(caps.pieces(PieceSet::Filled), PieceSet::Outline);
        assert_eq!(caps.pieces(PieceSet::Letters), PieceSet::Letters);
    }
}
