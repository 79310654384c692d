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

/// The drawings for squares 6 pixels (3 rows) high: 6 wide and 5 high, the shadow under.
const SMALL: [&Drawing; 6] = [
    &["..##..", ".####.", "..##..", ".####.", ".####."],
    &[".#..#.", "#.##.#", ".####.", "..##..", ".####."],
    &["#.##.#", "######", ".####.", ".####.", ".####."],
    &["..##..", ".##.#.", ".#.##.", "..##..", ".####."],
    &["..##..", ".####.", "##.##.", "..###.", ".####."],
    &["......", "..##..", ".####.", "..##..", ".####."],
];

/// The drawings for squares 8 pixels (4 rows) high: 6 wide, 7 high.
const MEDIUM: [&Drawing; 6] = [
    &[
        "..##..", ".####.", "..##..", ".####.", ".####.", "..##..", "######",
    ],
    &[
        "#.##.#", "######", ".####.", ".####.", "..##..", ".####.", "######",
    ],
    &[
        "##..##", "######", ".####.", ".####.", ".####.", ".####.", "######",
    ],
    &[
        "..##..", ".##.#.", ".#.##.", ".####.", "..##..", ".####.", "######",
    ],
    &[
        "..###.", ".#####", "##.###", "#..###", "..####", ".#####", "######",
    ],
    &[
        "......", "..##..", ".####.", "..##..", "..##..", ".####.", "######",
    ],
];

/// The drawings for squares 10 pixels (5 rows) high: 8 wide, 9 high.
const TALL: [&Drawing; 6] = [
    &[
        "...##...", "..####..", "...##...", ".######.", "########", ".######.", "..####..",
        ".######.", "########",
    ],
    &[
        "#..##..#", "##.##.##", "########", ".######.", "..####..", "...##...", "..####..",
        ".######.", "########",
    ],
    &[
        "##.##.##", "########", ".######.", "..####..", "..####..", "..####..", "..####..",
        ".######.", "########",
    ],
    &[
        "...##...", "..####..", ".####.#.", ".###.##.", "..####..", "...##...", "..####..",
        ".######.", "########",
    ],
    &[
        "...##...", "..#####.", ".#######", "###.####", "#######.", "##..####", "....####",
        "..######", "########",
    ],
    &[
        "........", "...##...", "..####..", "...##...", "..####..", "...##...", "..####..",
        ".######.", "########",
    ],
];

/// The drawings for squares 12 pixels (6 rows) high and more: 10 wide, 11 high.
const LARGE: [&Drawing; 6] = [
    &[
        "....##....",
        "...####...",
        "....##....",
        ".########.",
        "##########",
        ".########.",
        "..######..",
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
        "...####...",
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
        "...#######",
        "..########",
        "##########",
    ],
    &[
        "..........",
        "....##....",
        "...####...",
        "...####...",
        "....##....",
        "...####...",
        "...####...",
        "..######..",
        ".########.",
        "##########",
    ],
];

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

/// The drawing for a square `pixels` pixels high (twice its rows), if one fits: the largest
/// that does, or `None` below 6 pixels (where one glyph is clearer). Without colour, white
/// pieces are hollow, which needs 8 pixels.
pub fn drawing(role: Role, pixels: u16, colour: bool) -> Option<&'static Drawing> {
    let set = match pixels {
        12.. => &LARGE,
        10..=11 => &TALL,
        8..=9 => &MEDIUM,
        6..=7 if colour => &SMALL,
        _ => return None,
    };
    Some(set[index(role)])
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

/// Draws `drawing` into the square at `area` (two pixels a row), over the square's own
/// style `base`, in the colours `ink`; `hollow` draws the outline only.
pub fn draw(
    drawing: &Drawing,
    area: Rect,
    base: Style,
    ink: ArtInk,
    hollow: bool,
    buf: &mut Buffer,
) {
    let height = area.height * 2;
    let ring = match ink.contour {
        None => Ring::None,
        Some(_) if height < 8 => Ring::Below,
        Some(_) => Ring::Around,
    };
    let grid = pixels(drawing, area.width, height, ring, hollow);
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
    fn each_drawing_is_a_rectangle_that_fits_its_square() {
        for (set, square) in [(&SMALL, 6), (&MEDIUM, 8), (&TALL, 10), (&LARGE, 12)] {
            for d in set {
                let w = d[0].len();
                assert!(
                    d.iter()
                        .all(|r| r.len() == w && r.bytes().all(|b| b == b'#' || b == b'.'))
                );
                assert!(w <= square && d.len() <= square, "{d:?}");
            }
            // Every piece looks different from every other.
            for (i, a) in set.iter().enumerate() {
                for b in &set[i + 1..] {
                    assert_ne!(a, b);
                }
            }
        }
    }

    #[test]
    fn sizes_follow_the_square() {
        assert!(drawing(Role::King, 4, true).is_none());
        assert_eq!(drawing(Role::King, 6, true), Some(SMALL[0]));
        assert!(drawing(Role::King, 6, false).is_none());
        assert_eq!(drawing(Role::Pawn, 9, false), Some(MEDIUM[5]));
        assert_eq!(drawing(Role::Pawn, 10, false), Some(TALL[5]));
        assert_eq!(drawing(Role::Rook, 16, true), Some(LARGE[2]));
    }

    #[test]
    fn white_and_black_differ_in_fill_not_only_in_colour() {
        for role in ROLES {
            let d = drawing(role, 8, true).unwrap_or_default();
            let solid = pixels(d, 8, 8, Ring::None, false);
            let hollow = pixels(d, 8, 8, Ring::None, true);
            let ringed = pixels(d, 8, 8, Ring::Around, false);
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
    fn the_smallest_drawings_get_a_shadow_instead_of_a_ring() {
        let d = drawing(Role::Rook, 6, true).unwrap_or_default();
        let shadowed = pixels(d, 6, 6, Ring::Below, false);
        // The crenellations stay open, the shadow lies under the base.
        assert_eq!(shadowed[0][1], Pixel::Empty);
        assert_eq!(shadowed[5][1..5], [Pixel::Contour; 4]);
    }

    #[test]
    fn the_art_is_drawn_in_half_blocks_inside_its_square() {
        let area = Rect::new(2, 1, 8, 4);
        let mut buf = Buffer::empty(Rect::new(0, 0, 12, 6));
        let ink = ArtInk {
            fill: Some(Color::White),
            contour: Some(Color::Black),
        };
        draw(
            MEDIUM[5],
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
        // The pawn's base is white on its bottom row, its contour dark above its end.
        assert_eq!(buf[(5, 4)].symbol(), "█");
        assert_eq!(buf[(5, 4)].fg, Color::White);
        assert_eq!(buf[(3, 4)].symbol(), "▀");
        assert_eq!(
            (buf[(3, 4)].fg, buf[(3, 4)].bg),
            (Color::Black, Color::White)
        );
    }
}
