//! Colours and text styles: the board palettes in 24-bit colour, their 16-colour fallback,
//! and a colourless theme for `NO_COLOR`, where modifiers and marks carry every meaning.

use ratatui::style::{Color, Modifier, Style};

/// How many colours the terminal can show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColourDepth {
    /// 24-bit colour (`COLORTERM=truecolor` or `24bit`).
    True,
    /// The 16 ANSI colours, which every colour terminal has.
    Sixteen,
    /// No colour at all: `NO_COLOR` is set (<https://no-color.org>).
    None,
}

impl ColourDepth {
    /// The depth the environment asks for: `NO_COLOR` (non-empty) first, then `COLORTERM`.
    pub fn detect(var: impl Fn(&str) -> Option<String>) -> Self {
        if var("NO_COLOR").is_some_and(|v| !v.is_empty()) {
            Self::None
        } else if var("COLORTERM").is_some_and(|v| v == "truecolor" || v == "24bit") {
            Self::True
        } else {
            Self::Sixteen
        }
    }
}

/// The colours of the board squares, a setting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum BoardColours {
    /// Brown wood, the colours most boards at tournaments have.
    #[default]
    Wood,
    /// Blue-grey.
    Slate,
    /// Green and cream, as on many printed diagrams.
    Green,
    /// Greys only.
    Grey,
}

impl BoardColours {
    /// Every palette, in the order the setting cycles through them.
    pub const ALL: [BoardColours; 4] = [Self::Wood, Self::Slate, Self::Green, Self::Grey];

    /// The key it is saved under.
    pub fn key(self) -> &'static str {
        match self {
            Self::Wood => "wood",
            Self::Slate => "slate",
            Self::Green => "green",
            Self::Grey => "grey",
        }
    }

    /// The message id of its name.
    pub fn message_id(self) -> &'static str {
        match self {
            Self::Wood => "colours-wood",
            Self::Slate => "colours-slate",
            Self::Green => "colours-green",
            Self::Grey => "colours-grey",
        }
    }

    /// Light and dark squares in 24-bit colour. The tones are mid-light and mid-dark rather
    /// than the usual cream and brown, so that white and black glyphs both stand out on both.
    fn rgb(self) -> ((u8, u8, u8), (u8, u8, u8)) {
        match self {
            Self::Wood => ((205, 170, 125), (150, 105, 65)),
            Self::Slate => ((150, 170, 190), (85, 110, 140)),
            Self::Green => ((185, 195, 150), (105, 140, 85)),
            Self::Grey => ((175, 175, 175), (115, 115, 115)),
        }
    }

    /// Light and dark squares among the 16 ANSI colours.
    fn ansi(self) -> (Color, Color) {
        match self {
            Self::Wood => (Color::Yellow, Color::Red),
            Self::Slate => (Color::Cyan, Color::Blue),
            Self::Green => (Color::Gray, Color::Green),
            Self::Grey => (Color::Gray, Color::DarkGray),
        }
    }
}

/// Every colour and style the interface uses, for one terminal and one palette.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Theme {
    /// The terminal's colours.
    pub depth: ColourDepth,
    /// The board palette.
    pub board: BoardColours,
}

impl Theme {
    /// Whether colours are shown at all.
    pub fn has_colour(self) -> bool {
        self.depth != ColourDepth::None
    }

    fn pick(self, rgb: (u8, u8, u8), ansi: Color) -> Option<Color> {
        match self.depth {
            ColourDepth::True => Some(Color::Rgb(rgb.0, rgb.1, rgb.2)),
            ColourDepth::Sixteen => Some(ansi),
            ColourDepth::None => None,
        }
    }

    fn fg(self, rgb: (u8, u8, u8), ansi: Color) -> Style {
        self.pick(rgb, ansi)
            .map_or_else(Style::new, |c| Style::new().fg(c))
    }

    /// The background of a square.
    pub fn square(self, light: bool) -> Style {
        let (l, d) = self.board.rgb();
        let (al, ad) = self.board.ansi();
        let c = if light {
            self.pick(l, al)
        } else {
            self.pick(d, ad)
        };
        c.map_or_else(Style::new, |c| Style::new().bg(c))
    }

    /// The background of a square of the last move.
    pub fn last_move(self, light: bool) -> Style {
        let rgb = if light {
            (215, 205, 95)
        } else {
            (170, 160, 50)
        };
        self.pick(rgb, Color::LightYellow).map_or_else(
            || Style::new().add_modifier(Modifier::UNDERLINED),
            |c| Style::new().bg(c),
        )
    }

    /// The background of a king in check.
    pub fn check(self) -> Style {
        self.pick((215, 75, 65), Color::LightRed).map_or_else(
            || Style::new().add_modifier(Modifier::REVERSED),
            |c| Style::new().bg(c),
        )
    }

    /// A piece of one colour: white pieces bright, black pieces black, both bold.
    pub fn piece(self, white: bool) -> Style {
        let style = if white {
            self.fg((255, 255, 255), Color::White)
        } else {
            self.fg((0, 0, 0), Color::Black)
        };
        style.add_modifier(Modifier::BOLD)
    }

    /// The marks drawn in the corners of highlighted squares.
    pub fn mark(self) -> Style {
        self.fg((40, 40, 40), Color::Black)
    }

    /// Board coordinates and other quiet text.
    pub fn dim(self) -> Style {
        self.fg((140, 140, 140), Color::DarkGray)
    }

    /// Headings and the app's name.
    pub fn title(self) -> Style {
        self.fg((230, 190, 110), Color::Yellow)
            .add_modifier(Modifier::BOLD)
    }

    /// Key names in hints.
    pub fn key(self) -> Style {
        self.fg((120, 190, 230), Color::Cyan)
            .add_modifier(Modifier::BOLD)
    }

    /// The selected row of a list.
    pub fn selected(self) -> Style {
        match self.depth {
            ColourDepth::None => Style::new().add_modifier(Modifier::REVERSED),
            _ => self
                .pick((60, 70, 95), Color::Blue)
                .map_or_else(Style::new, |c| Style::new().bg(c))
                .add_modifier(Modifier::BOLD),
        }
    }

    /// A right answer.
    pub fn right(self) -> Style {
        self.fg((110, 200, 110), Color::Green)
            .add_modifier(Modifier::BOLD)
    }

    /// A wrong answer, a fallen flag, low time.
    pub fn wrong(self) -> Style {
        self.fg((235, 95, 85), Color::LightRed)
            .add_modifier(Modifier::BOLD)
    }

    /// Time added or taken by a ruling, flags and other things to notice.
    pub fn accent(self) -> Style {
        self.fg((240, 200, 80), Color::LightYellow)
            .add_modifier(Modifier::BOLD)
    }

    /// Frames of panels.
    pub fn border(self) -> Style {
        self.fg((95, 100, 115), Color::DarkGray)
    }

    /// The frame of the panel that has the focus.
    pub fn border_focus(self) -> Style {
        self.fg((150, 160, 185), Color::Gray)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_color_wins_over_colorterm() {
        let env = |vars: &'static [(&'static str, &'static str)]| {
            move |k: &str| {
                vars.iter()
                    .find(|(n, _)| *n == k)
                    .map(|(_, v)| (*v).to_owned())
            }
        };
        assert_eq!(
            ColourDepth::detect(env(&[("NO_COLOR", "1"), ("COLORTERM", "truecolor")])),
            ColourDepth::None
        );
        assert_eq!(
            ColourDepth::detect(env(&[("NO_COLOR", ""), ("COLORTERM", "24bit")])),
            ColourDepth::True
        );
        assert_eq!(ColourDepth::detect(env(&[])), ColourDepth::Sixteen);
    }

    #[test]
    fn without_colour_nothing_is_coloured() {
        let t = Theme {
            depth: ColourDepth::None,
            board: BoardColours::Wood,
        };
        for style in [
            t.square(true),
            t.piece(true),
            t.check(),
            t.last_move(false),
            t.title(),
        ] {
            assert_eq!(style.fg, None);
            assert_eq!(style.bg, None);
        }
        assert!(t.check().add_modifier.contains(Modifier::REVERSED));
    }
}
