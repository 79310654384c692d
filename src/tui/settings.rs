//! The learner's settings: language, edition, piece set, board colours and orientation, the
//! exam's defaults and the practice order, and what the terminal itself allows.

use crate::i18n::{LetterStyle, Locale};
use crate::laws::Edition;
use crate::store;

use super::symbols::Glyphs;
use super::theme::{BoardColours, ColourDepth};

/// How pieces are drawn on squares too small for block art. Both sets tell the sides apart
/// by shape as well as colour (a set of filled symbols for both sides, told apart by colour
/// alone, was dropped for that reason).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PieceSet {
    /// Outline symbols for White and filled ones for Black.
    #[default]
    Outline,
    /// The localized piece letters: upper case White, lower case Black.
    Letters,
}

impl PieceSet {
    /// Every set, in the order the setting cycles through them.
    pub const ALL: [PieceSet; 2] = [Self::Outline, Self::Letters];

    /// The message id of its name.
    pub fn message_id(self) -> &'static str {
        match self {
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

/// The order practice questions come in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PracticeOrder {
    /// As the packs have them: by pack, then by file name.
    #[default]
    InOrder,
    /// Shuffled with the session's seed, so the same seed gives the same order.
    Shuffled,
}

impl PracticeOrder {
    /// Both orders, in the order the setting cycles through them.
    pub const ALL: [PracticeOrder; 2] = [Self::InOrder, Self::Shuffled];

    /// The message id of its name.
    pub fn message_id(self) -> &'static str {
        match self {
            Self::InOrder => "order-in-order",
            Self::Shuffled => "order-shuffled",
        }
    }

    /// The key it is saved under.
    fn key(self) -> &'static str {
        match self {
            Self::InOrder => "in-order",
            Self::Shuffled => "shuffled",
        }
    }
}

/// What an exam is unless its setup says otherwise.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExamDefaults {
    /// Questions on the paper.
    pub questions: u32,
    /// Minutes allowed.
    pub minutes: u32,
    /// The pass mark in percent.
    pub pass_mark: u8,
}

impl Default for ExamDefaults {
    fn default() -> Self {
        let stored = store::Settings::default();
        Self {
            questions: stored.exam_questions,
            minutes: stored.exam_minutes,
            pass_mark: stored.pass_mark,
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
    /// The exam's questions, minutes and pass mark.
    pub exam: ExamDefaults,
    /// The order of practice questions.
    pub order: PracticeOrder,
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
            exam: ExamDefaults::default(),
            order: PracticeOrder::default(),
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
    /// Whether it is the Linux console (`TERM=linux`), whose fonts hold at most 512
    /// characters: Latin, Cyrillic and Greek, but not Armenian or Chinese.
    pub console: bool,
}

impl Capabilities {
    /// What the environment says, with `--ascii` given or not, and the colours setting kept
    /// on disk (`auto`, `truecolor`, `16` or `none`; `NO_COLOR` always wins).
    pub fn detect(var: impl Fn(&str) -> Option<String>, ascii: bool, colours: &str) -> Self {
        let linux_console = var("TERM").is_some_and(|t| t == "linux");
        let depth = ColourDepth::with_setting(ColourDepth::detect(&var), colours);
        Self {
            depth,
            glyphs: !ascii && !linux_console,
            console: linux_console,
        }
    }

    /// Whether the terminal can draw the letters of `locale`'s script.
    pub fn draws_script_of(self, locale: Locale) -> bool {
        !self.console || !matches!(locale, Locale::Hy | Locale::ZhHans)
    }

    /// The symbols the interface may draw: the console's set where chess symbols are
    /// missing, since those fonts lack ✓ ✗ ⚑ ⏱ as well.
    pub fn glyph_set(self) -> Glyphs {
        if self.glyphs {
            Glyphs::Full
        } else {
            Glyphs::Console
        }
    }

    /// The piece set actually drawn: letters where there are no symbols.
    pub fn pieces(self, chosen: PieceSet) -> PieceSet {
        if self.glyphs {
            chosen
        } else {
            PieceSet::Letters
        }
    }
}

impl Settings {
    /// The settings kept on disk, read into these (unknown values keep the defaults), for a
    /// session in `locale`.
    pub fn from_stored(stored: &store::Settings, locale: Locale) -> Self {
        let mut s = Self::new(locale);
        s.edition = stored
            .edition
            .and_then(|y| Edition::ALL.into_iter().find(|e| e.year() == y));
        // "filled" (a set no longer offered) and anything unknown give the symbols.
        s.pieces = match stored.pieces.as_str() {
            "letters" => PieceSet::Letters,
            _ => PieceSet::Outline,
        };
        s.letters = if stored.letters == "international" {
            LetterStyle::International
        } else {
            LetterStyle::National
        };
        s.orientation = match stored.orientation.as_str() {
            "black" => Orientation::Black,
            "auto" => Orientation::ToMove,
            _ => Orientation::White,
        };
        s.colours = BoardColours::ALL
            .into_iter()
            .find(|c| c.key() == stored.board)
            .unwrap_or_default();
        s.exam = ExamDefaults {
            questions: stored.exam_questions,
            minutes: stored.exam_minutes,
            pass_mark: stored.pass_mark.min(100),
        };
        s.order = PracticeOrder::ALL
            .into_iter()
            .find(|o| o.key() == stored.practice_order)
            .unwrap_or_default();
        s
    }

    /// These settings written into the ones on disk, keeping what the app does not change.
    pub fn to_stored(self, base: &store::Settings) -> store::Settings {
        store::Settings {
            language: Some(self.locale.tag().to_owned()),
            edition: self.edition.map(Edition::year),
            pieces: match self.pieces {
                PieceSet::Outline => "outline",
                PieceSet::Letters => "letters",
            }
            .to_owned(),
            letters: match self.letters {
                LetterStyle::National => "national",
                LetterStyle::International => "international",
            }
            .to_owned(),
            orientation: match self.orientation {
                Orientation::White => "white",
                Orientation::Black => "black",
                Orientation::ToMove => "auto",
            }
            .to_owned(),
            board: self.colours.key().to_owned(),
            pass_mark: self.exam.pass_mark,
            exam_questions: self.exam.questions,
            exam_minutes: self.exam.minutes,
            practice_order: self.order.key().to_owned(),
            ..base.clone()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_linux_console_and_ascii_get_letters() {
        let linux = |k: &str| (k == "TERM").then(|| "linux".to_owned());
        let caps = Capabilities::detect(linux, false, "auto");
        assert_eq!(caps.pieces(PieceSet::Outline), PieceSet::Letters);
        let xterm = |k: &str| (k == "TERM").then(|| "xterm-256color".to_owned());
        assert_eq!(
            Capabilities::detect(xterm, true, "auto").pieces(PieceSet::Outline),
            PieceSet::Letters
        );
        assert_eq!(
            Capabilities::detect(xterm, false, "auto").pieces(PieceSet::Outline),
            PieceSet::Outline
        );
    }

    #[test]
    fn settings_survive_the_round_trip_through_the_file() {
        let mut s = Settings::new(Locale::Hy);
        s.edition = Some(Edition::E2014);
        s.pieces = PieceSet::Outline;
        s.letters = LetterStyle::International;
        s.orientation = Orientation::ToMove;
        s.colours = BoardColours::Green;
        s.exam.minutes = 45;
        s.exam.pass_mark = 70;
        s.order = PracticeOrder::Shuffled;
        let base = store::Settings {
            colours: "16".into(),
            ..store::Settings::default()
        };
        let stored = s.to_stored(&base);
        assert_eq!(stored.colours, "16");
        assert_eq!(stored.exam_minutes, 45);
        assert_eq!(stored.practice_order, "shuffled");
        assert_eq!(stored.language.as_deref(), Some("hy"));
        assert_eq!(Settings::from_stored(&stored, Locale::Hy), s);
    }

    #[test]
    fn the_colours_setting_yields_to_no_color() {
        let no_color = |k: &str| (k == "NO_COLOR").then(|| "1".to_owned());
        assert_eq!(
            Capabilities::detect(no_color, false, "truecolor").depth,
            ColourDepth::None
        );
        let plain = |_: &str| None;
        assert_eq!(
            Capabilities::detect(plain, false, "truecolor").depth,
            ColourDepth::True
        );
    }

    #[test]
    fn the_console_set_goes_with_the_letters() {
        let linux = |k: &str| (k == "TERM").then(|| "linux".to_owned());
        let caps = Capabilities::detect(linux, false, "auto");
        assert_eq!(caps.glyph_set(), Glyphs::Console);
        assert_eq!(caps.depth, ColourDepth::Sixteen);
        let xterm = |k: &str| (k == "TERM").then(|| "xterm-256color".to_owned());
        assert_eq!(
            Capabilities::detect(xterm, false, "auto").glyph_set(),
            Glyphs::Full
        );
        assert_eq!(
            Capabilities::detect(xterm, false, "auto").depth,
            ColourDepth::Palette256
        );
        assert_eq!(
            Capabilities::detect(xterm, true, "auto").glyph_set(),
            Glyphs::Console
        );
    }
}
