//! The chessboard: squares twice as wide as tall so that they look square, the largest size
//! that fits, coordinates that turn with the board, and last-move and check marks drawn as
//! characters as well as colours.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::widgets::Widget;
use shakmaty::{Color, File, Piece, Rank, Role, Square};

use crate::i18n::Notation;
use crate::tui::scene::Scene;
use crate::tui::settings::PieceSet;
use crate::tui::theme::Theme;

/// The largest board square height (rows) drawn; wider boards only spread the pieces out.
const MAX_SQUARE: u16 = 5;

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
        PieceSet::Filled | PieceSet::Outline => filled(piece.role).to_owned(),
        PieceSet::Letters => notation.board_letter(piece.role, piece.color).to_owned(),
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
        let no_colour = !theme.has_colour();
        for row in 0..8u8 {
            for col in 0..8u8 {
                let square = square_at(col, row, self.bottom);
                let light = square.is_light();
                let last = self
                    .scene
                    .last_move
                    .is_some_and(|(a, b)| a == square || b == square);
                let check = self.scene.checks.contains(&square);
                let base = if check {
                    theme.check()
                } else if last {
                    theme.last_move(light)
                } else {
                    theme.square(light)
                };
                let x = x0 + u16::from(col) * w;
                let y = top + u16::from(row) * h;
                let fill = if no_colour && !light { "░" } else { " " };
                for dy in 0..h {
                    for dx in 0..w {
                        buf[(x + dx, y + dy)].set_symbol(fill).set_style(base);
                    }
                }
                let mark = theme.mark().add_modifier(Modifier::BOLD);
                if h >= 2 && (last || check) {
                    let corners = if check {
                        ["+", "+", "+", "+"]
                    } else {
                        ["┌", "┐", "└", "┘"]
                    };
                    let spots = [
                        (x, y),
                        (x + w - 1, y),
                        (x, y + h - 1),
                        (x + w - 1, y + h - 1),
                    ];
                    for (symbol, (cx, cy)) in corners.iter().zip(spots) {
                        buf[(cx, cy)].set_symbol(symbol).set_style(base.patch(mark));
                    }
                }
                let gy = y + h / 2;
                match self.scene.setup.board.piece_at(square) {
                    Some(piece) => {
                        let text = glyph(piece, self.pieces, self.notation);
                        let width = if self.pieces == PieceSet::Letters {
                            u16::try_from(text.chars().count()).unwrap_or(1)
                        } else {
                            1
                        };
                        let gx = x + (w.saturating_sub(width)) / 2;
                        let mut style = base.patch(theme.piece(piece.color.is_white()));
                        if h == 1 && (last || check) {
                            style = style.add_modifier(Modifier::UNDERLINED);
                        }
                        if self.pieces == PieceSet::Letters {
                            buf.set_stringn(gx, gy, &text, usize::from(w), style);
                        } else {
                            buf[(gx, gy)].set_symbol(&text).set_style(style);
                        }
                        if h == 1 && check && width == 1 {
                            buf[(x + 1, gy)].set_symbol("+").set_style(base.patch(mark));
                        }
                    }
                    None if h == 1 && last => {
                        buf[(x, gy)].set_symbol("·").set_style(base.patch(mark));
                    }
                    None => {}
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
