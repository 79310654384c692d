//! Board diagrams for printed papers: an inline SVG drawn here (squares, coordinates, the
//! last move, kings in check, the side to move) with the pieces as Unicode chess symbols from
//! the system's fonts, and a plain-text board for Markdown. No image files, no web fonts.

use std::fmt::Write as _;

use shakmaty::{Color, File, Rank, Role, Setup, Square};

use super::paper::Board;
use crate::i18n::Localizer;

/// Side of one square in SVG units.
const SQUARE: u32 = 40;
/// Room left of the board for the rank numbers.
const LEFT: u32 = 18;
/// Room above the board.
const TOP: u32 = 4;
/// Room right of the board for the side-to-move mark.
const RIGHT: u32 = 22;
/// Room below the board for the file letters.
const BOTTOM: u32 = 20;

/// Fonts that have the chess symbols drawn as pieces, most common first; the text
/// presentation selector (U+FE0E) after each symbol keeps colour-emoji fonts out.
const PIECE_FONTS: &str = "'DejaVu Sans','Noto Sans Symbols 2','Segoe UI Symbol','Apple Symbols','Arial Unicode MS',serif";

/// The squares of kings attacked by the other side, in any position, legal or not (the
/// illegal positions arbiters are asked about can have both kings in check).
pub fn checks(setup: &Setup) -> Vec<Square> {
    let board = &setup.board;
    let mut out = Vec::new();
    for color in [Color::White, Color::Black] {
        for king in board.kings() & board.by_color(color) {
            if board.attacks_to(king, !color, board.occupied()).any() {
                out.push(king);
            }
        }
    }
    out
}

/// The chess symbol of a piece drawn filled (the black pieces' symbols).
fn solid(role: Role) -> char {
    match role {
        Role::King => '♚',
        Role::Queen => '♛',
        Role::Rook => '♜',
        Role::Bishop => '♝',
        Role::Knight => '♞',
        Role::Pawn => '♟',
    }
}

/// The chess symbol of a piece drawn in outline (the white pieces' symbols).
fn outline(role: Role) -> char {
    match role {
        Role::King => '♔',
        Role::Queen => '♕',
        Role::Rook => '♖',
        Role::Bishop => '♗',
        Role::Knight => '♘',
        Role::Pawn => '♙',
    }
}

/// The top-left corner of a square, White at the bottom.
fn corner(square: Square) -> (u32, u32) {
    let file = u32::from(square.file());
    let rank = u32::from(square.rank());
    (LEFT + file * SQUARE, TOP + (7 - rank) * SQUARE)
}

/// The board as an inline SVG element, White at the bottom, titled for screen readers
/// with the side to move and the FEN.
pub fn svg(board: &Board, loc: &Localizer) -> String {
    let width = LEFT + 8 * SQUARE + RIGHT;
    let height = TOP + 8 * SQUARE + BOTTOM;
    let to_move = loc.text(
        if board.setup.turn.is_white() {
            "to-move-white"
        } else {
            "to-move-black"
        },
        &[],
    );
    let title = super::html::escape(&format!("{to_move}. FEN: {}", board.fen));
    let mut out = String::new();
    let _ = write!(
        out,
        r#"<svg class="diagram" viewBox="0 0 {width} {height}" role="img" aria-label="{title}"><title>{title}</title>"#
    );
    // Light squares as one rectangle, dark squares on top: fills print even when the
    // browser leaves background colours out.
    let _ = write!(
        out,
        r##"<rect x="{LEFT}" y="{TOP}" width="{side}" height="{side}" fill="#ffffff"/>"##,
        side = 8 * SQUARE
    );
    for square in Square::ALL {
        if square.is_dark() {
            let (x, y) = corner(square);
            let _ = write!(
                out,
                r##"<rect x="{x}" y="{y}" width="{SQUARE}" height="{SQUARE}" fill="#c4c4c4"/>"##
            );
        }
    }
    if let Some((from, to)) = board.last_move {
        for square in [from, to] {
            let (x, y) = corner(square);
            // A tint for colour printers and an inner frame for black-and-white ones.
            let _ = write!(
                out,
                r##"<rect x="{}" y="{}" width="{}" height="{}" fill="#f2d64b" fill-opacity="0.7" stroke="#6b5400" stroke-width="2"/>"##,
                x + 1,
                y + 1,
                SQUARE - 2,
                SQUARE - 2
            );
        }
    }
    for &square in &board.checks {
        let (x, y) = corner(square);
        let _ = write!(
            out,
            r##"<circle cx="{}" cy="{}" r="{}" fill="#e53935" fill-opacity="0.35" stroke="#b71c1c" stroke-width="2.5"/>"##,
            x + SQUARE / 2,
            y + SQUARE / 2,
            SQUARE / 2 - 2
        );
    }
    let _ = write!(
        out,
        r#"<rect x="{LEFT}" y="{TOP}" width="{side}" height="{side}" fill="none" stroke="black" stroke-width="1.5"/>"#,
        side = 8 * SQUARE
    );
    let _ = write!(
        out,
        r#"<g font-family="{PIECE_FONTS}" font-size="36" text-anchor="middle" dominant-baseline="central">"#
    );
    for square in Square::ALL {
        let Some(piece) = board.setup.board.piece_at(square) else {
            continue;
        };
        let (x, y) = corner(square);
        let (cx, cy) = (x + SQUARE / 2, y + SQUARE / 2);
        match piece.color {
            // A white piece is the filled shape in white under the outline in black, so it
            // stays white on a dark square.
            Color::White => {
                let _ = write!(
                    out,
                    r#"<text x="{cx}" y="{cy}" fill="white">{}&#xFE0E;</text><text x="{cx}" y="{cy}" fill="black">{}&#xFE0E;</text>"#,
                    solid(piece.role),
                    outline(piece.role)
                );
            }
            Color::Black => {
                let _ = write!(
                    out,
                    r#"<text x="{cx}" y="{cy}" fill="black">{}&#xFE0E;</text>"#,
                    solid(piece.role)
                );
            }
        }
    }
    out.push_str("</g>");
    out.push_str(
        r##"<g font-family="sans-serif" font-size="13" fill="#333333" text-anchor="middle">"##,
    );
    for file in File::ALL {
        let x = LEFT + u32::from(file) * SQUARE + SQUARE / 2;
        let _ = write!(
            out,
            r#"<text x="{x}" y="{}">{}</text>"#,
            TOP + 8 * SQUARE + 15,
            file.char()
        );
    }
    for rank in Rank::ALL {
        let y = TOP + (7 - u32::from(rank)) * SQUARE + SQUARE / 2 + 4;
        let _ = write!(
            out,
            r#"<text x="{}" y="{y}">{}</text>"#,
            LEFT / 2,
            rank.char()
        );
    }
    out.push_str("</g>");
    // The side to move: a white or black disc beside its own back rank.
    let (fill, y) = if board.setup.turn.is_white() {
        ("white", TOP + 8 * SQUARE - SQUARE / 2)
    } else {
        ("black", TOP + SQUARE / 2)
    };
    let _ = write!(
        out,
        r#"<circle cx="{}" cy="{y}" r="7" fill="{fill}" stroke="black" stroke-width="1.5"/>"#,
        LEFT + 8 * SQUARE + RIGHT / 2
    );
    out.push_str("</svg>");
    out
}

/// The board as lines of text for Markdown: ranks 8 to 1 with their numbers, `·` for an
/// empty square, files below.
pub fn text(board: &Board) -> String {
    let mut out = String::new();
    for rank in Rank::ALL.into_iter().rev() {
        let _ = write!(out, "{} ", rank.char());
        for file in File::ALL {
            let square = Square::from_coords(file, rank);
            let symbol = board
                .setup
                .board
                .piece_at(square)
                .map_or('·', |p| match p.color {
                    Color::White => outline(p.role),
                    Color::Black => solid(p.role),
                });
            let _ = write!(out, " {symbol}");
        }
        out.push('\n');
    }
    out.push_str("   a b c d e f g h\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Locale;
    use shakmaty::fen::Fen;

    fn board(fen: &str, last_move: Option<(Square, Square)>) -> Board {
        let setup = fen.parse::<Fen>().unwrap().into_setup();
        let checks = checks(&setup);
        Board {
            fen: fen.to_owned(),
            setup,
            last_move,
            checks,
        }
    }

    #[test]
    fn the_svg_has_every_piece_the_last_move_and_the_coordinates() {
        let b = board(
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
            Some((Square::E7, Square::E5)),
        );
        let svg = svg(&b, &Localizer::new(Locale::En));
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        // 16 black pieces once, 16 white pieces twice (fill and outline).
        assert_eq!(svg.matches("&#xFE0E;").count(), 16 + 32);
        assert_eq!(svg.matches(r##"stroke="#6b5400""##).count(), 2);
        assert!(svg.contains("White to move. FEN: rnbqkbnr"));
        assert!(svg.contains(">h</text>") && svg.contains(">8</text>"));
        assert!(
            !svg.contains("http"),
            "no namespace or link is needed inline"
        );
    }

    #[test]
    fn both_kings_in_check_are_marked() {
        let b = board("4k3/8/8/8/8/8/4R3/4K2r w - - 0 1", None);
        let mut c = b.checks.clone();
        c.sort();
        assert_eq!(c, [Square::E1, Square::E8]);
        let svg = svg(&b, &Localizer::new(Locale::Ru));
        assert_eq!(svg.matches("<circle").count(), 2 + 1);
    }

    #[test]
    fn the_text_board_reads_from_rank_eight() {
        let b = board("4k3/8/8/8/8/8/8/4K3 b - - 0 1", None);
        let text = text(&b);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 9);
        assert_eq!(lines[0], "8  · · · · ♚ · · ·");
        assert_eq!(lines[7], "1  · · · · ♔ · · ·");
    }
}
