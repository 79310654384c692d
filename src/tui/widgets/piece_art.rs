//! Chess pieces as block art for squares with room: our own pixel drawings in four sizes,
//! drawn with half blocks (▀ ▄ █), so that a cell holds two square pixels and every
//! terminal font, the Linux console's included, can draw them.
//!
//! White and black pieces differ in fill as well as colour: in colour, white bodies carry a
//! dark contour that black ones lack (with 16 colours black bodies get a light one; on the
//! smallest squares, where a ring would fill the gaps of the drawing, the contour is a
//! shadow under the body); without colour, white pieces are drawn hollow and black ones
//! solid.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use shakmaty::Role;

use crate::tui::theme::ArtInk;

/// One drawing: rows of `#` (body) and `.` (nothing), all of one width.
type Drawing = [&'static str];

/// The drawings 6 pixels wide and high.
const MEDIUM: [&Drawing; 6] = [
    &["..##..", ".####.", "..##..", ".####.", "..##..", "######"],
    &["#.##.#", "######", ".####.", "..##..", ".####.", "######"],
    &["##..##", "######", ".####.", ".####.", ".####.", "######"],
    &["..##..", ".##.#.", ".#.##.", "..##..", ".####.", "######"],
    &["..###.", ".#####", "##.###", "#..###", ".#####", "######"],
    &["......", "..##..", ".####.", ".####.", "..##..", "######"],
];

/// The drawings 8 pixels wide and high.
const TALL: [&Drawing; 6] = [
    &[
        "...##...", "..####..", "...##...", ".######.", "########", "..####..", ".######.",
        "########",
    ],
    &[
        "#..##..#", "##.##.##", "########", ".######.", "..####..", "..####..", ".######.",
        "########",
    ],
    &[
        "##.##.##", "########", ".######.", "..####..", "..####..", "..####..", ".######.",
        "########",
    ],
    &[
        "...##...", "..####..", ".####.#.", ".###.##.", "..####..", "...##...", ".######.",
        "########",
    ],
    &[
        "...##...", "..#####.", ".#######", "###.####", "##..####", "....####", "..######",
        "########",
    ],
    &[
        "........", "...##...", "..####..", "...##...", "..####..", "...##...", ".######.",
        "########",
    ],
];

/// The drawings 10 pixels wide and high.
const LARGE: [&Drawing; 6] = [
    &[
        "....##....",
        "...####...",
        "....##....",
        ".########.",
        "##########",
        ".########.",
        "...####...",
        "..######..",
        ".########.",
        "##########",
    ],
    &[
        "#...##...#",
        "##..##..##",
        "##########",
        ".########.",
        "..######..",
        "...####...",
        "...####...",
        "..######..",
        ".########.",
        "##########",
    ],
    &[
        "##.####.##",
        "##.####.##",
        "##########",
        ".########.",
        "..######..",
        "..######..",
        "..######..",
        ".########.",
        ".########.",
        "##########",
    ],
    &[
        "....##....",
        "...####...",
        "..####.#..",
        "..###.##..",
        "..##.###..",
        "...####...",
        "....##....",
        "..######..",
        ".########.",
        "##########",
    ],
    &[
        "....##....",
        "...######.",
        "..########",
        ".###.#####",
        "#########.",
        "###..#####",
        ".....#####",
        "....######",
        "..########",
        "##########",
    ],
    &[
        "..........",
        "....##....",
        "...####...",
        "...####...",
        "....##....",
        "..######..",
        ".########.",
        "##########",
    ],
];

/// Every set of drawings, the largest first.
const SETS: [&[&Drawing; 6]; 3] = [&LARGE, &TALL, &MEDIUM];

/// The index of a role in the drawing tables.
fn index(role: Role) -> usize {
    match role {
        Role::King => 0,
        Role::Queen => 1,
        Role::Rook => 2,
        Role::Bishop => 3,
        Role::Knight => 4,
        Role::Pawn => 5,
    }
}

/// A drawing chosen for a square, with the ring its contour (if its ink has one) takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Art {
    /// The drawing.
    drawing: &'static Drawing,
    /// The contour's shape where the ink has a contour.
    ring: Ring,
}

/// The columns of pixels kept free on each side of a piece, and the rows above it, so that
/// pieces on neighbouring squares never touch: a strip of the square's colour stays between
/// them, rings included.
const MARGIN: usize = 1;

/// Whether `drawing` with `ring` round it fits a square `pixels` wide and high with the
/// [`MARGIN`] free beside and above it.
fn fits(drawing: &Drawing, ring: Ring, pixels: usize) -> bool {
    let w = drawing.first().map_or(0, |r| r.len());
    let h = drawing.len();
    let (ring_w, ring_h) = match ring {
        Ring::Around => (2, 2),
        Ring::Below => (0, 1),
        Ring::None => (0, 0),
    };
    w + ring_w + 2 * MARGIN <= pixels && h + ring_h + MARGIN <= pixels
}

/// The art for a square `pixels` pixels high (twice its rows, as wide as that in
/// columns), if one fits with its margin: the largest drawing that does, with a ring all
/// round where there is room for it and a shadow under the body where there is not; `None`
/// on squares too small for any (where one glyph is clearer). Without colour white pieces
/// are hollow, which needs 8 pixels, and there is no ring.
pub fn drawing(role: Role, pixels: u16, colour: bool) -> Option<Art> {
    let pixels = usize::from(pixels);
    SETS.iter().find_map(|set| {
        let drawing = set[index(role)];
        // Every role of a set is sized alike: a set fits when its widest and tallest do.
        let fit = |ring| set.iter().all(|d| fits(d, ring, pixels));
        let ring = if !colour {
            (pixels >= 8 && fit(Ring::None)).then_some(Ring::None)
        } else if fit(Ring::Around) {
            Some(Ring::Around)
        } else {
            fit(Ring::Below).then_some(Ring::Below)
        };
        ring.map(|ring| Art { drawing, ring })
    })
}

/// What a pixel of the square shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Pixel {
    /// The square.
    Empty,
    /// The piece's body.
    Body,
    /// The ring around it.
    Contour,
}

/// The ring drawn around a body.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ring {
    /// None.
    None,
    /// Every pixel beside the body.
    Around,
    /// Only the pixels under the body: a shadow, for drawings that fill their square.
    Below,
}

/// The pixels of a square `width` × `height` pixels with `drawing` standing on its bottom
/// edge (one pixel above it where there is room, or where the shadow needs it), centred,
/// with its `ring`, and its body hollowed out when `hollow`.
fn pixels(drawing: &Drawing, width: u16, height: u16, ring: Ring, hollow: bool) -> Vec<Vec<Pixel>> {
    let (w, h) = (usize::from(width), usize::from(height));
    let art_h = drawing.len();
    let art_w = drawing.first().map_or(0, |r| r.len());
    let mut grid = vec![vec![Pixel::Empty; w]; h];
    let below = usize::from(h > art_h + 1 || ring == Ring::Below);
    let top = h.saturating_sub(art_h + below);
    let left = w.saturating_sub(art_w) / 2;
    for (r, row) in drawing.iter().enumerate() {
        for (c, ch) in row.bytes().enumerate() {
            if ch == b'#'
                && let Some(cell) = grid.get_mut(top + r).and_then(|g| g.get_mut(left + c))
            {
                *cell = Pixel::Body;
            }
        }
    }
    let body = |g: &[Vec<Pixel>], r: usize, c: usize| {
        g.get(r).and_then(|row| row.get(c)) == Some(&Pixel::Body)
    };
    let neighbours = |r: usize, c: usize| {
        [
            (r.wrapping_sub(1), c),
            (r + 1, c),
            (r, c.wrapping_sub(1)),
            (r, c + 1),
        ]
    };
    let before = grid.clone();
    for r in 0..h {
        for c in 0..w {
            let touching = neighbours(r, c)
                .iter()
                .filter(|(nr, nc)| body(&before, *nr, *nc))
                .count();
            let under = r > 0 && body(&before, r - 1, c);
            match (before[r][c], ring) {
                (Pixel::Empty, Ring::Around) if touching > 0 => grid[r][c] = Pixel::Contour,
                (Pixel::Empty, Ring::Below) if under => grid[r][c] = Pixel::Contour,
                // A body pixel with body on all four sides is inside: hollowed, only the
                // outline stays.
                (Pixel::Body, _) if hollow && touching == 4 => grid[r][c] = Pixel::Empty,
                _ => {}
            }
        }
    }
    grid
}

/// Draws `art` into the square at `area` (two pixels a row), over the square's own style
/// `base`, in the colours `ink`; `hollow` draws the outline only.
pub fn draw(art: Art, area: Rect, base: Style, ink: ArtInk, hollow: bool, buf: &mut Buffer) {
    let height = area.height * 2;
    let ring = match ink.contour {
        None => Ring::None,
        Some(_) => art.ring,
    };
    let grid = pixels(art.drawing, area.width, height, ring, hollow);
    let colour = |p: Pixel| match p {
        Pixel::Empty => None,
        Pixel::Body => Some(ink.fill),
        Pixel::Contour => Some(ink.contour),
    };
    let with_fg = |c: Option<Color>| c.map_or(base, |c| base.fg(c));
    for row in 0..area.height {
        for col in 0..area.width {
            let (r, c) = (usize::from(row) * 2, usize::from(col));
            let top = grid[r][c];
            let bottom = grid[r + 1][c];
            let (symbol, style) = match (colour(top), colour(bottom)) {
                (None, None) => continue,
                (Some(a), None) => ("▀", with_fg(a)),
                (None, Some(b)) => ("▄", with_fg(b)),
                (Some(a), Some(b)) if a == b || top == bottom => ("█", with_fg(a)),
                (Some(a), Some(b)) => {
                    let style = with_fg(a);
                    ("▀", b.map_or(style, |b| style.bg(b)))
                }
            };
            buf[(area.x + col, area.y + row)]
                .set_symbol(symbol)
                .set_style(style);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROLES: [Role; 6] = [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ];

    #[test]
    fn each_drawing_is_a_rectangle_and_each_piece_of_a_set_its_own() {
        for set in SETS {
            for d in set {
                let w = d[0].len();
                assert!(
                    d.iter()
                        .all(|r| r.len() == w && r.bytes().all(|b| b == b'#' || b == b'.'))
                );
            }
            for (i, a) in set.iter().enumerate() {
                for b in &set[i + 1..] {
                    assert_ne!(a, b);
                }
            }
        }
    }

    #[test]
    fn sizes_follow_the_square() {
        let of = |pixels, colour| drawing(Role::Rook, pixels, colour).map(|a| (a.drawing, a.ring));
        assert_eq!(of(6, true), None);
        assert_eq!(of(8, true), Some((MEDIUM[2], Ring::Below)));
        assert_eq!(of(8, false), Some((MEDIUM[2], Ring::None)));
        assert_eq!(of(10, true), Some((TALL[2], Ring::Below)));
        assert_eq!(of(12, true), Some((LARGE[2], Ring::Below)));
        assert_eq!(of(14, true), Some((LARGE[2], Ring::Around)));
        assert_eq!(of(16, true), Some((LARGE[2], Ring::Around)));
    }

    /// Whatever the square, ring and fill, the pixels beside and above a piece stay the
    /// square's: two pieces side by side or one above the other never merge.
    #[test]
    fn every_piece_keeps_a_margin_inside_its_square() {
        for pixels in 6..=16u16 {
            for colour in [true, false] {
                for role in ROLES {
                    let Some(art) = drawing(role, pixels, colour) else {
                        continue;
                    };
                    for (ring, hollow) in
                        [(art.ring, false), (Ring::None, false), (Ring::None, true)]
                    {
                        let grid = super::pixels(art.drawing, pixels, pixels, ring, hollow);
                        let n = usize::from(pixels);
                        let edge = (0..n)
                            .flat_map(|r| [(r, 0), (r, n - 1)])
                            .chain((0..n).map(|c| (0, c)));
                        for (r, c) in edge {
                            assert_eq!(
                                grid[r][c],
                                Pixel::Empty,
                                "{role:?} {pixels} {ring:?}: ({r}, {c})"
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn white_and_black_differ_in_fill_not_only_in_colour() {
        for role in ROLES {
            let d = drawing(role, 12, true)
                .map(|a| a.drawing)
                .unwrap_or_default();
            let solid = pixels(d, 12, 12, Ring::None, false);
            let hollow = pixels(d, 12, 12, Ring::None, true);
            let ringed = pixels(d, 12, 12, Ring::Below, false);
            let count = |g: &[Vec<Pixel>], p| g.iter().flatten().filter(|x| **x == p).count();
            assert!(
                count(&hollow, Pixel::Body) < count(&solid, Pixel::Body),
                "{role:?}"
            );
            assert!(count(&ringed, Pixel::Contour) > 0, "{role:?}");
            assert_eq!(count(&ringed, Pixel::Body), count(&solid, Pixel::Body));
        }
    }

    #[test]
    fn where_a_ring_has_no_room_the_contour_is_a_shadow() {
        let art = drawing(Role::Rook, 8, true).unwrap_or(Art {
            drawing: &[],
            ring: Ring::None,
        });
        assert_eq!(art.ring, Ring::Below);
        let shadowed = pixels(art.drawing, 8, 8, Ring::Below, false);
        // The crenellations stay open, the shadow lies under the base.
        assert_eq!(shadowed[1][3], Pixel::Empty);
        assert_eq!(shadowed[7][1..7], [Pixel::Contour; 6]);
    }

    #[test]
    fn the_art_is_drawn_in_half_blocks_inside_its_square() {
        let area = Rect::new(2, 1, 8, 4);
        let mut buf = Buffer::empty(Rect::new(0, 0, 12, 6));
        let ink = ArtInk {
            fill: Some(Color::White),
            contour: Some(Color::Black),
        };
        let art = Art {
            drawing: MEDIUM[5],
            ring: Ring::Below,
        };
        draw(
            art,
            area,
            Style::new().bg(Color::Yellow),
            ink,
            false,
            &mut buf,
        );
        let mut inked = 0;
        for y in 0..6 {
            for x in 0..12 {
                let cell = &buf[(x, y)];
                if cell.symbol() != " " {
                    assert!(area.contains((x, y).into()));
                    assert!(["▀", "▄", "█"].contains(&cell.symbol()));
                    inked += 1;
                }
            }
        }
        assert!(inked >= 12);
        // The pawn's base is white on its bottom row over its dark shadow, one column in
        // from the square's edges; the square's own first and last columns stay bare.
        for x in 3..9 {
            assert_eq!(buf[(x, 4)].symbol(), "▀");
            assert_eq!(
                (buf[(x, 4)].fg, buf[(x, 4)].bg),
                (Color::White, Color::Black)
            );
        }
        for y in 1..5 {
            assert_eq!(buf[(2, y)].symbol(), " ");
            assert_eq!(buf[(9, y)].symbol(), " ");
        }
    }
}
