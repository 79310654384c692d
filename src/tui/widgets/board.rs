//! The chessboard: squares twice as wide as tall so that they look square, the largest size
//! that fits, coordinates that turn with the board, pieces as block art where a square has
//! room and as one glyph where it has not, and the marked squares (last move, check, touched
//! piece, illegal move) drawn as characters in their corners as well as in colour.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::widgets::Widget;
use shakmaty::{Color, File, Piece, Rank, Role, Square};

use crate::i18n::Notation;
use crate::tui::scene::Scene;
use crate::tui::settings::PieceSet;
use crate::tui::theme::{SquareMark, Theme};
use crate::tui::widgets::piece_art;

/// The largest board square height (rows) drawn; wider boards only spread the pieces out.
/// A projector gets the largest: 16 × 8 cells a square.
const MAX_SQUARE: u16 = 8;

/// A board to draw.
pub struct Board<'a> {
    /// The picture.
    pub scene: &'a Scene,
    /// The side drawn at the bottom.
    pub bottom: Color,
    /// How the pieces are drawn.
    pub pieces: PieceSet,
    /// The letters, for the letters set.
    pub notation: &'a Notation,
    /// The colours.
    pub theme: Theme,
}

/// The rows of one square that fit `area` (its width is twice that), with the rank labels on
/// the left and the file labels below; 0 when not even the smallest board fits.
pub fn square_size(width: u16, height: u16) -> u16 {
    (1..=MAX_SQUARE)
        .rev()
        .find(|&h| 16 * h + 2 <= width && 8 * h < height)
        .unwrap_or(0)
}

/// The columns and rows a board with squares `h` rows high takes, labels included.
pub fn board_extent(h: u16) -> (u16, u16) {
    (16 * h + 2, 8 * h + 1)
}

/// The square shown at display column `col` and row `row` (0 at the top left) when `bottom`
/// is the side at the bottom. Flipping only ever happens here and in [`display_of`].
pub fn square_at(col: u8, row: u8, bottom: Color) -> Square {
    let (file, rank) = match bottom {
        Color::White => (col, 7 - row),
        Color::Black => (7 - col, row),
    };
    Square::from_coords(File::new(u32::from(file)), Rank::new(u32::from(rank)))
}

/// The display column and row of `square`; the inverse of [`square_at`].
pub fn display_of(square: Square, bottom: Color) -> (u8, u8) {
    let (file, rank) = (square.file() as u8, square.rank() as u8);
    match bottom {
        Color::White => (file, 7 - rank),
        Color::Black => (7 - file, rank),
    }
}

/// The glyph of a piece in a set (the letters set uses [`Notation::board_letter`]).
///
/// The filled pawn U+265F is also an emoji, drawn two cells wide by some fonts; the text
/// presentation selector U+FE0E asks for the plain symbol, which most terminals honour.
pub fn glyph(piece: Piece, set: PieceSet, notation: &Notation) -> String {
    let filled = |role| match role {
        Role::King => "♚",
        Role::Queen => "♛",
        Role::Rook => "♜",
        Role::Bishop => "♝",
        Role::Knight => "♞",
        Role::Pawn => "♟\u{FE0E}",
    };
    let outline = |role| match role {
        Role::King => "♔",
        Role::Queen => "♕",
        Role::Rook => "♖",
        Role::Bishop => "♗",
        Role::Knight => "♘",
        Role::Pawn => "♙",
    };
    match set {
        PieceSet::Outline if piece.color.is_white() => outline(piece.role).to_owned(),
        PieceSet::Outline => filled(piece.role).to_owned(),
        PieceSet::Letters => notation.board_letter(piece.role, piece.color).to_owned(),
    }
}

impl Board<'_> {
    /// The strongest mark of `square`: check, then the event's own marks, then the last move.
    fn mark(&self, square: Square) -> Option<SquareMark> {
        if self.scene.checks.contains(&square) {
            return Some(SquareMark::Check);
        }
        let event = self
            .scene
            .marks
            .iter()
            .filter(|(s, _)| *s == square)
            .map(|(_, m)| *m)
            .max();
        event.or_else(|| {
            self.scene
                .last_move
                .is_some_and(|(a, b)| a == square || b == square)
                .then_some(SquareMark::LastMove)
        })
    }

    /// The characters in the corners of a marked square.
    fn corner_marks(&self, mark: SquareMark) -> [&'static str; 4] {
        let symbols = self.theme.symbols();
        match mark {
            SquareMark::LastMove => ["┌", "┐", "└", "┘"],
            SquareMark::Check => ["+"; 4],
            SquareMark::Touched => [symbols.touched; 4],
            SquareMark::Illegal => [symbols.illegal; 4],
        }
    }

    /// Draws one piece as a glyph (or letters) in the middle of its square.
    fn draw_glyph(
        &self,
        piece: Piece,
        square: Rect,
        base: Style,
        mark: Option<SquareMark>,
        buf: &mut Buffer,
    ) {
        let theme = self.theme;
        let text = glyph(piece, self.pieces, self.notation);
        let width = if self.pieces == PieceSet::Letters {
            u16::try_from(unicode_width::UnicodeWidthStr::width(text.as_str())).unwrap_or(1)
        } else {
            1
        };
        let gx = square.x + square.width.saturating_sub(width) / 2;
        let gy = square.y + square.height / 2;
        let mut style = base.patch(theme.piece(piece.color.is_white()));
        if square.height == 1 && mark.is_some() {
            style = style.add_modifier(Modifier::UNDERLINED);
        }
        if self.pieces == PieceSet::Letters {
            buf.set_stringn(gx, gy, &text, usize::from(square.width), style);
        } else {
            buf[(gx, gy)].set_symbol(&text).set_style(style);
        }
        if square.height == 1 && mark == Some(SquareMark::Check) && width == 1 {
            buf[(square.x + 1, gy)]
                .set_symbol("+")
                .set_style(base.patch(theme.mark()));
        }
    }
}

impl Widget for &Board<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let h = square_size(area.width, area.height);
        if h == 0 {
            return;
        }
        let w = 2 * h;
        let (bw, bh) = board_extent(h);
        let left = area.x + (area.width - bw) / 2;
        let top = area.y + (area.height - bh) / 2;
        let x0 = left + 2;
        let theme = self.theme;
        let colour = theme.has_colour();
        for row in 0..8u8 {
            for col in 0..8u8 {
                let square = square_at(col, row, self.bottom);
                let light = square.is_light();
                let mark = self.mark(square);
                let base = mark.map_or_else(|| theme.square(light), |m| theme.marked(m, light));
                let cell = Rect::new(x0 + u16::from(col) * w, top + u16::from(row) * h, w, h);
                for p in cell.positions() {
                    buf[p].set_symbol(" ").set_style(base);
                }
                let piece = self.scene.setup.board.piece_at(square);
                match piece {
                    Some(p) => match piece_art::drawing(p.role, 2 * h, colour) {
                        Some(art) => {
                            let white = p.color.is_white();
                            let hollow = !colour && white;
                            piece_art::draw(art, cell, base, theme.art(white), hollow, buf);
                        }
                        None => self.draw_glyph(p, cell, base, mark, buf),
                    },
                    None if h == 1 && mark.is_some() => {
                        buf[(cell.x, cell.y)]
                            .set_symbol("·")
                            .set_style(base.patch(theme.mark()));
                    }
                    None => {}
                }
                if let Some(mark) = mark.filter(|_| h >= 2) {
                    let spots = [
                        (cell.x, cell.y),
                        (cell.right() - 1, cell.y),
                        (cell.x, cell.bottom() - 1),
                        (cell.right() - 1, cell.bottom() - 1),
                    ];
                    for (symbol, (cx, cy)) in self.corner_marks(mark).iter().zip(spots) {
                        buf[(cx, cy)]
                            .set_symbol(symbol)
                            .set_style(base.patch(theme.mark()));
                    }
                }
            }
        }
        let dim = theme.dim();
        for i in 0..8u8 {
            let rank_sq = square_at(0, i, self.bottom);
            let label = (rank_sq.rank().char()).to_string();
            buf.set_string(left, top + u16::from(i) * h + h / 2, label, dim);
            let file_sq = square_at(i, 0, self.bottom);
            let label = file_sq.file().char().to_string();
            buf.set_string(x0 + u16::from(i) * w + (w - 1) / 2, top + 8 * h, label, dim);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{LetterStyle, Locale, Localizer};
    use crate::tui::colour_depth::ColourDepth;
    use crate::tui::symbols::Glyphs;
    use crate::tui::theme::BoardColours;
    use ratatui::style::Color as Ink;

    /// Draws the start position with `marks`, squares `h` rows high, in `depth`.
    fn drawn(depth: ColourDepth, h: u16, marks: &[(Square, SquareMark)]) -> (Buffer, Theme) {
        let mut scene = Scene::still(shakmaty::Setup::default());
        scene.marks = marks.to_vec();
        scene.last_move = Some((Square::E2, Square::E4));
        let theme = Theme {
            depth,
            board: BoardColours::Wood,
            glyphs: Glyphs::Full,
        };
        let notation = Notation::new(&Localizer::new(Locale::En), LetterStyle::National);
        let board = Board {
            scene: &scene,
            bottom: Color::White,
            pieces: PieceSet::Outline,
            notation: &notation,
            theme,
        };
        let (w, bh) = board_extent(h);
        let mut buf = Buffer::empty(Rect::new(0, 0, w, bh));
        (&board).render(buf.area, &mut buf);
        (buf, theme)
    }

    /// The top left cell of `square` on a board drawn by [`drawn`].
    fn corner(square: Square, h: u16) -> (u16, u16) {
        let (col, row) = display_of(square, Color::White);
        (2 + u16::from(col) * 2 * h, u16::from(row) * h)
    }

    #[test]
    fn marked_squares_carry_their_colour_and_their_corner_marks() {
        let h = 2;
        let marks = [
            (Square::E1, SquareMark::Touched),
            (Square::H1, SquareMark::Touched),
            (Square::B1, SquareMark::Illegal),
        ];
        let (buf, theme) = drawn(ColourDepth::True, h, &marks);
        for (square, mark, symbol) in [
            (Square::E1, SquareMark::Touched, "•"),
            (Square::B1, SquareMark::Illegal, "×"),
            (Square::E4, SquareMark::LastMove, "┌"),
        ] {
            let (x, y) = corner(square, h);
            let cell = &buf[(x, y)];
            assert_eq!(
                cell.bg,
                theme
                    .marked(mark, square.is_light())
                    .bg
                    .unwrap_or(Ink::Reset),
                "{square}"
            );
            assert_eq!(cell.symbol(), symbol, "{square}");
        }
        let (x, y) = corner(Square::D1, h);
        assert_eq!(
            buf[(x, y)].bg,
            theme.square(Square::D1.is_light()).bg.unwrap_or(Ink::Reset)
        );
        assert_eq!(buf[(x, y)].symbol(), " ");
    }

    #[test]
    fn without_colour_dark_squares_are_reversed_and_never_shaded() {
        let h = 2;
        let (buf, _) = drawn(ColourDepth::None, h, &[]);
        for square in [Square::A1, Square::B1, Square::D5, Square::E5] {
            let (x, y) = corner(square, h);
            let cell = &buf[(x + 1, y + 1)];
            assert_eq!(
                cell.modifier.contains(Modifier::REVERSED),
                !square.is_light(),
                "{square}"
            );
            assert_eq!((cell.fg, cell.bg), (Ink::Reset, Ink::Reset));
        }
        assert!(buf.content().iter().all(|c| c.symbol() != "░"));
        // The pieces stand on the reversed squares as glyphs: a1's rook is there.
        let (x, y) = corner(Square::A1, h);
        assert_eq!(buf[(x + 1, y + 1)].symbol(), "♖");
    }

    #[test]
    fn big_squares_get_block_art_and_small_ones_glyphs() {
        let art = |buf: &Buffer| {
            buf.content()
                .iter()
                .filter(|c| ["▀", "▄", "█"].contains(&c.symbol()))
                .count()
        };
        // Three rows leave no room for a drawing with its margin: glyphs.
        for h in [2, 3] {
            let (small, _) = drawn(ColourDepth::True, h, &[]);
            assert_eq!(art(&small), 0, "{h}");
        }
        for h in [4, 5, 6, 8] {
            let (big, _) = drawn(ColourDepth::True, h, &[]);
            assert!(art(&big) > 32 * usize::from(h), "{h}");
            assert!(big.content().iter().all(|c| c.symbol() != "♖"));
        }
        let (plain, _) = drawn(ColourDepth::None, 4, &[]);
        assert!(art(&plain) > 0);
    }

    /// Neighbouring pieces never merge into one shape: on every square the first and last
    /// columns and the top half row stay the square's, in every size with art and in
    /// every colour depth.
    #[test]
    fn block_art_keeps_a_margin_inside_every_square() {
        for depth in [
            ColourDepth::True,
            ColourDepth::Palette256,
            ColourDepth::Sixteen,
            ColourDepth::None,
        ] {
            for h in 4..=MAX_SQUARE {
                let (buf, _) = drawn(depth, h, &[]);
                for square in Square::ALL {
                    let (x, y) = corner(square, h);
                    for dy in 0..h {
                        for dx in [0, 2 * h - 1] {
                            let cell = buf[(x + dx, y + dy)].symbol();
                            assert!(
                                !["▀", "▄", "█"].contains(&cell),
                                "{depth:?} {h} {square}: {dx},{dy}"
                            );
                        }
                    }
                    for dx in 0..2 * h {
                        let cell = buf[(x + dx, y)].symbol();
                        assert!(!["▀", "█"].contains(&cell), "{depth:?} {h} {square}: top");
                    }
                }
            }
        }
    }

    #[test]
    fn white_art_wears_a_dark_contour_black_art_does_not() {
        let h = 4;
        let (buf, theme) = drawn(ColourDepth::True, h, &[]);
        let ink_in = |square: Square| {
            let (x, y) = corner(square, h);
            let mut inks = std::collections::HashSet::new();
            for dy in 0..h {
                for dx in 0..2 * h {
                    let c = &buf[(x + dx, y + dy)];
                    if c.symbol() != " " {
                        inks.insert(c.fg);
                    }
                }
            }
            inks
        };
        let white = theme.art(true);
        let black = theme.art(false);
        let w = ink_in(Square::B1);
        assert!(w.contains(&white.fill.unwrap_or(Ink::Reset)));
        assert!(w.contains(&white.contour.unwrap_or(Ink::Reset)));
        assert_eq!(black.contour, None);
        assert_eq!(ink_in(Square::B8).len(), 1);
    }

    #[test]
    fn with_sixteen_colours_a_pieces_look_follows_its_side_never_its_square() {
        for h in [1, 2] {
            let marks = [
                (Square::E1, SquareMark::Touched),
                (Square::B8, SquareMark::Illegal),
            ];
            let (buf, _) = drawn(ColourDepth::Sixteen, h, &marks);
            let mut looks = [
                std::collections::HashSet::new(),
                std::collections::HashSet::new(),
            ];
            for square in Square::ALL {
                let Some(piece) = Scene::still(shakmaty::Setup::default())
                    .setup
                    .board
                    .piece_at(square)
                else {
                    continue;
                };
                let (x, y) = corner(square, h);
                let (gx, gy) = (x + (2 * h - 1) / 2, y + h / 2);
                let cell = &buf[(gx, gy)];
                assert_ne!(cell.symbol(), " ", "{square}");
                looks[usize::from(piece.color.is_white())].insert((
                    cell.fg,
                    cell.bg,
                    cell.modifier.contains(Modifier::BOLD),
                ));
            }
            // One look per side on light, dark and marked squares alike (a marked square only
            // underlines it), and two sides apart.
            assert_eq!(looks[0].len(), 1, "{h}: {:?}", looks[0]);
            assert_eq!(looks[1].len(), 1, "{h}: {:?}", looks[1]);
            assert_ne!(looks[0], looks[1]);
        }
    }

    #[test]
    fn flipping_is_a_bijection_and_its_own_inverse() {
        for bottom in [Color::White, Color::Black] {
            let mut seen = std::collections::HashSet::new();
            for row in 0..8 {
                for col in 0..8 {
                    let sq = square_at(col, row, bottom);
                    assert!(seen.insert(sq));
                    assert_eq!(display_of(sq, bottom), (col, row));
                }
            }
            assert_eq!(seen.len(), 64);
        }
        assert_eq!(square_at(0, 0, Color::White), Square::A8);
        assert_eq!(square_at(0, 0, Color::Black), Square::H1);
    }

    #[test]
    fn squares_grow_with_the_area_and_stay_twice_as_wide() {
        assert_eq!(square_size(34, 17), 2);
        assert_eq!(square_size(33, 17), 1);
        assert_eq!(square_size(17, 8), 0);
        assert_eq!(square_size(200, 100), MAX_SQUARE);
        let (w, h) = board_extent(3);
        assert_eq!((w - 2) / 8, 2 * ((h - 1) / 8));
    }
}
