//! Colours and text styles for every terminal: the board palettes in 24-bit colour, the
//! same palettes on the 256-colour palette, a board designed for the 16 ANSI colours (whose
//! pieces stand on a chip of their side's colour, so that a piece's look follows its side and
//! never its square), and a colourless theme for `NO_COLOR`, where reverse video, modifiers
//! and marks carry every meaning.

use ratatui::style::{Color, Modifier, Style};

pub use super::colour_depth::ColourDepth;
use super::colour_depth::nearest_256;
use super::symbols::{Glyphs, Symbols};

/// What a board square is marked as, besides its colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum SquareMark {
    /// A square of the last move.
    LastMove,
    /// A piece touched in the current turn.
    Touched,
    /// A square of an illegal move, or a piece the event concerns.
    Illegal,
    /// A king in check.
    Check,
}

/// The colours of one piece drawn as block art.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ArtInk {
    /// The body; `None` where there is no colour (the body is drawn in the terminal's ink).
    pub fill: Option<Color>,
    /// The ring around the body that keeps it apart from a square of a close colour.
    pub contour: Option<Color>,
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

    /// Light and dark squares on the 256-colour palette, chosen by eye among the entries
    /// near the 24-bit tones (the nearest by distance can turn a hue: wood's dark square
    /// would come out pink).
    fn palette256(self) -> (u8, u8) {
        match self {
            Self::Wood => (180, 137),
            Self::Slate => (109, 60),
            Self::Green => (144, 65),
            Self::Grey => (145, 243),
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
    /// The symbols the terminal's font can draw.
    pub glyphs: Glyphs,
}

/// The squares of the board designed for 16 colours: cyan and blue, both among the eight
/// colours a Linux console can put behind text, apart in hue and lightness, and neither of
/// them black or light grey — the two chips the pieces stand on (see [`Theme::piece`]).
const SIXTEEN_SQUARES: (Color, Color) = (Color::Cyan, Color::Blue);

impl Theme {
    /// Whether colours are shown at all.
    pub fn has_colour(self) -> bool {
        self.depth != ColourDepth::None
    }

    /// The symbols to draw marks with.
    pub fn symbols(self) -> &'static Symbols {
        self.glyphs.symbols()
    }

    /// A 24-bit colour as this terminal shows it: itself, its nearest palette entry, or the
    /// given one of the 16 ANSI colours.
    fn pick(self, rgb: (u8, u8, u8), ansi: Color) -> Option<Color> {
        match self.depth {
            ColourDepth::True => Some(Color::Rgb(rgb.0, rgb.1, rgb.2)),
            ColourDepth::Palette256 => Some(Color::Indexed(nearest_256(rgb))),
            ColourDepth::Sixteen => Some(ansi),
            ColourDepth::None => None,
        }
    }

    fn fg(self, rgb: (u8, u8, u8), ansi: Color) -> Style {
        self.pick(rgb, ansi)
            .map_or_else(Style::new, |c| Style::new().fg(c))
    }

    fn bg(self, rgb: (u8, u8, u8), ansi: Color) -> Option<Style> {
        self.pick(rgb, ansi).map(|c| Style::new().bg(c))
    }

    /// The background of a square. Without colour the dark squares are drawn in reverse
    /// video: a solid tone that never hides a piece, unlike a shading pattern.
    pub fn square(self, light: bool) -> Style {
        let (l, d) = self.board.rgb();
        let (al, ad) = SIXTEEN_SQUARES;
        let (pl, pd) = self.board.palette256();
        let style = match (self.depth, light) {
            (ColourDepth::Palette256, true) => Some(Style::new().bg(Color::Indexed(pl))),
            (ColourDepth::Palette256, false) => Some(Style::new().bg(Color::Indexed(pd))),
            (_, true) => self.bg(l, al),
            (_, false) => self.bg(d, ad),
        };
        style.unwrap_or_else(|| {
            if light {
                Style::new()
            } else {
                Style::new().add_modifier(Modifier::REVERSED)
            }
        })
    }

    /// The background of a marked square (without colour: the square as it is, the marks
    /// in its corners say the rest).
    pub fn marked(self, mark: SquareMark, light: bool) -> Style {
        let (rgb, ansi) = match (mark, light) {
            (SquareMark::LastMove, true) => ((215, 205, 95), Color::Yellow),
            (SquareMark::LastMove, false) => ((170, 160, 50), Color::Yellow),
            (SquareMark::Touched, true) => ((100, 170, 240), Color::Green),
            (SquareMark::Touched, false) => ((55, 120, 210), Color::Green),
            (SquareMark::Illegal, true) => ((215, 140, 215), Color::Magenta),
            (SquareMark::Illegal, false) => ((170, 95, 170), Color::Magenta),
            (SquareMark::Check, _) => ((215, 75, 65), Color::Red),
        };
        self.bg(rgb, ansi).unwrap_or_else(|| self.square(light))
    }

    /// The ink of a piece drawn as one glyph or letters, to lay over its square. With colours to spare white pieces are
    /// white and black pieces black. With 16 colours no square colour lets both inks read
    /// in every palette, so each piece stands on a chip of its side: white pieces are black
    /// letters on light grey, black pieces bold white letters on black — the same on every
    /// square, and apart by fill as well as by the letter's case.
    pub fn piece(self, white: bool) -> Style {
        match self.depth {
            ColourDepth::Sixteen if white => Style::new().fg(Color::Black).bg(Color::Gray),
            ColourDepth::Sixteen => Style::new()
                .fg(Color::White)
                .bg(Color::Black)
                .add_modifier(Modifier::BOLD),
            // Bold black is drawn grey by many terminals; only light ink is made bold.
            _ if white => self
                .fg((255, 255, 255), Color::White)
                .add_modifier(Modifier::BOLD),
            _ => self.fg((0, 0, 0), Color::Black),
        }
    }

    /// The colours of a piece drawn as block art: white pieces white with a dark contour
    /// (which keeps them apart from light squares), black pieces black; with 16 colours the
    /// black ones get a white contour too, since no square colour is far from both.
    pub fn art(self, white: bool) -> ArtInk {
        let dark = self.pick((30, 30, 30), Color::Black);
        let light = self.pick((255, 255, 255), Color::White);
        let black = self.pick((10, 10, 10), Color::Black);
        let (fill, contour) = match (self.depth, white) {
            (ColourDepth::None, _) => (None, None),
            (_, true) => (light, dark),
            (ColourDepth::Sixteen, false) => (black, light),
            (_, false) => (black, None),
        };
        ArtInk { fill, contour }
    }

    /// The marks drawn in the corners of marked squares.
    pub fn mark(self) -> Style {
        let style = match self.depth {
            ColourDepth::Sixteen => Style::new().fg(Color::Black),
            _ => self.fg((40, 40, 40), Color::Black),
        };
        style.add_modifier(Modifier::BOLD)
    }

    /// Board coordinates and other quiet text. With 16 colours it is the console's normal
    /// grey: its dark grey on black is too faint to read (about 3:1).
    pub fn dim(self) -> Style {
        self.fg((140, 140, 140), Color::Gray)
    }

    /// A narration set apart from the rest (a scenario's introduction): quiet and italic,
    /// but upright with 16 colours, since the Linux console draws no italics.
    pub fn aside(self) -> Style {
        match self.depth {
            ColourDepth::Sixteen => self.dim(),
            _ => self.dim().add_modifier(Modifier::ITALIC),
        }
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
    use crate::tui::colour_depth::rgb_of_256;

    const MARKS: [SquareMark; 4] = [
        SquareMark::LastMove,
        SquareMark::Touched,
        SquareMark::Illegal,
        SquareMark::Check,
    ];

    fn theme(depth: ColourDepth) -> Theme {
        Theme {
            depth,
            board: BoardColours::Wood,
            glyphs: Glyphs::Full,
        }
    }

    #[test]
    fn without_colour_nothing_is_coloured_and_dark_squares_are_reversed() {
        let t = theme(ColourDepth::None);
        for style in [
            t.square(true),
            t.square(false),
            t.piece(true),
            t.marked(SquareMark::Check, true),
            t.marked(SquareMark::LastMove, false),
            t.title(),
        ] {
            assert_eq!(style.fg, None);
            assert_eq!(style.bg, None);
        }
        assert!(t.square(false).add_modifier.contains(Modifier::REVERSED));
        assert!(!t.square(true).add_modifier.contains(Modifier::REVERSED));
    }

    #[test]
    fn the_256_colour_board_stays_close_to_the_truecolor_one() {
        for board in BoardColours::ALL {
            let t = Theme {
                depth: ColourDepth::Palette256,
                board,
                glyphs: Glyphs::Full,
            };
            for light in [true, false] {
                let Some(Color::Indexed(i)) = t.square(light).bg else {
                    panic!("{board:?} has no palette colour");
                };
                assert!(
                    i >= 16,
                    "{board:?} uses a system colour, which every terminal sets its own way"
                );
                let near = rgb_of_256(i).unwrap_or_default();
                let want = if light { board.rgb().0 } else { board.rgb().1 };
                let far = [
                    near.0.abs_diff(want.0),
                    near.1.abs_diff(want.1),
                    near.2.abs_diff(want.2),
                ];
                assert!(
                    far.iter().all(|d| *d <= 40),
                    "{board:?} {light}: {near:?} vs {want:?}"
                );
            }
        }
    }

    #[test]
    fn sixteen_colours_never_give_red_and_yellow_squares() {
        let t = theme(ColourDepth::Sixteen);
        let squares = [t.square(true).bg, t.square(false).bg];
        assert_eq!(squares, [Some(Color::Cyan), Some(Color::Blue)]);
        assert_eq!(t.art(false).contour, Some(Color::White));
    }

    #[test]
    fn marks_differ_from_each_other_and_from_the_squares() {
        for depth in [
            ColourDepth::True,
            ColourDepth::Palette256,
            ColourDepth::Sixteen,
        ] {
            let t = theme(depth);
            for light in [true, false] {
                let mut seen = vec![t.square(light).bg];
                for m in MARKS {
                    let bg = t.marked(m, light).bg;
                    assert!(!seen.contains(&bg), "{depth:?} {m:?} {light}");
                    seen.push(bg);
                }
            }
        }
    }

    #[test]
    fn black_ink_is_never_bold() {
        // With 16 colours black pieces are light ink on a black chip, which may be bold.
        for depth in [ColourDepth::True, ColourDepth::Palette256] {
            let t = theme(depth);
            let black = t.piece(false);
            assert!(!black.add_modifier.contains(Modifier::BOLD), "{depth:?}");
        }
    }

    #[test]
    fn with_sixteen_colours_a_piece_looks_the_same_on_every_square_and_the_sides_differ() {
        let t = theme(ColourDepth::Sixteen);
        let white = t.piece(true);
        let black = t.piece(false);
        // Each side's chip and ink are its own, whatever the square under it.
        assert_ne!(white.bg, black.bg);
        assert_ne!(white.fg, black.fg);
        assert_ne!(
            white.add_modifier.contains(Modifier::BOLD),
            black.add_modifier.contains(Modifier::BOLD)
        );
        for light in [true, false] {
            let mut under = vec![t.square(light)];
            under.extend(MARKS.map(|m| t.marked(m, light)));
            for square in under {
                for piece in [white, black] {
                    let drawn = square.patch(piece);
                    assert_eq!((drawn.fg, drawn.bg), (piece.fg, piece.bg));
                    // The chip stands apart from the square it is on.
                    assert_ne!(drawn.bg, square.bg, "{square:?}");
                }
            }
        }
    }

    #[test]
    fn quiet_text_reads_on_the_linux_console() {
        let t = theme(ColourDepth::Sixteen);
        for style in [t.dim(), t.aside()] {
            assert_ne!(style.fg, Some(Color::DarkGray));
            assert!(!style.add_modifier.contains(Modifier::ITALIC));
        }
        assert!(
            theme(ColourDepth::True)
                .aside()
                .add_modifier
                .contains(Modifier::ITALIC)
        );
    }
}
