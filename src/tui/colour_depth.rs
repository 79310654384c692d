//! How many colours a terminal shows, read from the environment values of one session (a
//! pure function of them, so that each terminal served over SSH gets its own answer), and
//! the nearest entry of the 256-colour palette for a 24-bit colour.

/// How many colours the terminal can show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColourDepth {
    /// 24-bit colour.
    True,
    /// The xterm 256-colour palette: 16 system colours, a 6×6×6 cube and 24 greys.
    Palette256,
    /// The 16 ANSI colours only (the Linux console, plain `xterm`, `vt100`-likes).
    Sixteen,
    /// No colour at all: `NO_COLOR` is set (<https://no-color.org>), or `TERM=dumb`.
    None,
}

/// Terminal programs known to draw 24-bit colour although they do not say so in
/// `COLORTERM` (`TERM_PROGRAM` values; Apple's Terminal is not one of them).
const TRUECOLOR_PROGRAMS: [&str; 5] = ["iTerm.app", "WezTerm", "vscode", "ghostty", "Hyper"];

/// `TERM` values (or their prefixes before `-`) of terminals that draw 24-bit colour.
const TRUECOLOR_TERMS: [&str; 6] = [
    "xterm-kitty",
    "alacritty",
    "foot",
    "wezterm",
    "xterm-ghostty",
    "contour",
];

impl ColourDepth {
    /// The depth the environment tells of, in this order: `NO_COLOR` (non-empty) or
    /// `TERM=dumb` mean none; `COLORTERM=truecolor`/`24bit`, a `TERM` naming direct colour
    /// or a truecolor terminal, a known `TERM_PROGRAM` or Windows Terminal (`WT_SESSION`)
    /// mean 24-bit; a `TERM` with `256` in it means the 256-colour palette; anything else
    /// (`linux`, `xterm`, `vt100`, `screen`, unset) means 16 colours.
    pub fn detect(var: impl Fn(&str) -> Option<String>) -> Self {
        if var("NO_COLOR").is_some_and(|v| !v.is_empty()) {
            return Self::None;
        }
        let term = var("TERM").unwrap_or_default();
        if term == "dumb" {
            return Self::None;
        }
        let colorterm = var("COLORTERM").unwrap_or_default();
        let program = var("TERM_PROGRAM").unwrap_or_default();
        if matches!(colorterm.as_str(), "truecolor" | "24bit")
            || term.ends_with("-direct")
            || term.contains("truecolor")
            || TRUECOLOR_TERMS.iter().any(|t| term == *t)
            || TRUECOLOR_PROGRAMS.contains(&program.as_str())
            || var("WT_SESSION").is_some_and(|v| !v.is_empty())
        {
            Self::True
        } else if term.contains("256") {
            Self::Palette256
        } else {
            Self::Sixteen
        }
    }

    /// The depth a setting asks for (`auto`, `truecolor`, `256`, `16`, `none`), with what
    /// the environment said; `NO_COLOR` wins over any setting.
    pub fn with_setting(detected: Self, setting: &str) -> Self {
        match setting {
            _ if detected == Self::None => Self::None,
            "truecolor" => Self::True,
            "256" => Self::Palette256,
            "16" => Self::Sixteen,
            "none" => Self::None,
            _ => detected,
        }
    }
}

/// The levels of each channel in the palette's 6×6×6 cube (entries 16 to 231).
const CUBE: [u8; 6] = [0, 95, 135, 175, 215, 255];

/// The entry of the 256-colour palette nearest to a 24-bit colour, among the cube and the
/// grey ramp (entries 232 to 255, `8 + 10·i`); the 16 system colours are left out because
/// every terminal sets them differently.
pub fn nearest_256(rgb: (u8, u8, u8)) -> u8 {
    let distance = |a: (u8, u8, u8)| {
        let d = |x: u8, y: u8| (i32::from(x) - i32::from(y)).pow(2);
        d(a.0, rgb.0) + d(a.1, rgb.1) + d(a.2, rgb.2)
    };
    let level = |v: u8| {
        (0u8..6)
            .min_by_key(|&i| (i32::from(CUBE[usize::from(i)]) - i32::from(v)).abs())
            .unwrap_or(0)
    };
    let (r, g, b) = (level(rgb.0), level(rgb.1), level(rgb.2));
    let cube_entry = 16 + 36 * r + 6 * g + b;
    let cube_rgb = (
        CUBE[usize::from(r)],
        CUBE[usize::from(g)],
        CUBE[usize::from(b)],
    );
    let grey = (0u8..24)
        .min_by_key(|&i| distance((8 + 10 * i, 8 + 10 * i, 8 + 10 * i)))
        .unwrap_or(0);
    let grey_value = 8 + 10 * grey;
    if distance((grey_value, grey_value, grey_value)) < distance(cube_rgb) {
        232 + grey
    } else {
        cube_entry
    }
}

/// The 24-bit colour of a 256-palette entry above 15 (the cube and the greys).
pub fn rgb_of_256(index: u8) -> Option<(u8, u8, u8)> {
    match index {
        0..=15 => None,
        16..=231 => {
            let i = index - 16;
            Some((
                CUBE[usize::from(i / 36)],
                CUBE[usize::from(i / 6 % 6)],
                CUBE[usize::from(i % 6)],
            ))
        }
        _ => {
            let v = 8 + 10 * (index - 232);
            Some((v, v, v))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(vars: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<String> {
        move |k: &str| {
            vars.iter()
                .find(|(n, _)| *n == k)
                .map(|(_, v)| (*v).to_owned())
        }
    }

    #[test]
    fn every_kind_of_terminal_gets_its_depth() {
        let cases: [(&[(&str, &str)], ColourDepth); 14] = [
            (
                &[("COLORTERM", "truecolor"), ("TERM", "xterm-256color")],
                ColourDepth::True,
            ),
            (&[("COLORTERM", "24bit")], ColourDepth::True),
            (&[("TERM", "xterm-direct")], ColourDepth::True),
            (&[("TERM", "xterm-kitty")], ColourDepth::True),
            (
                &[("TERM", "xterm-256color"), ("TERM_PROGRAM", "iTerm.app")],
                ColourDepth::True,
            ),
            (&[("WT_SESSION", "5e1f")], ColourDepth::True),
            (&[("TERM", "xterm-256color")], ColourDepth::Palette256),
            (
                &[("TERM", "tmux-256color"), ("COLORTERM", "yes")],
                ColourDepth::Palette256,
            ),
            (
                &[
                    ("TERM", "xterm-256color"),
                    ("TERM_PROGRAM", "Apple_Terminal"),
                ],
                ColourDepth::Palette256,
            ),
            (&[("TERM", "linux")], ColourDepth::Sixteen),
            (&[("TERM", "xterm")], ColourDepth::Sixteen),
            (&[("TERM", "vt100")], ColourDepth::Sixteen),
            (&[], ColourDepth::Sixteen),
            (&[("TERM", "dumb")], ColourDepth::None),
        ];
        for (vars, want) in cases {
            let vars: &'static [(&'static str, &'static str)] = Box::leak(vars.to_vec().into());
            assert_eq!(ColourDepth::detect(env(vars)), want, "{vars:?}");
        }
    }

    #[test]
    fn no_color_wins_over_everything() {
        assert_eq!(
            ColourDepth::detect(env(&[("NO_COLOR", "1"), ("COLORTERM", "truecolor")])),
            ColourDepth::None
        );
        assert_eq!(
            ColourDepth::detect(env(&[("NO_COLOR", ""), ("COLORTERM", "24bit")])),
            ColourDepth::True
        );
        assert_eq!(
            ColourDepth::with_setting(ColourDepth::None, "truecolor"),
            ColourDepth::None
        );
        assert_eq!(
            ColourDepth::with_setting(ColourDepth::Sixteen, "256"),
            ColourDepth::Palette256
        );
        assert_eq!(
            ColourDepth::with_setting(ColourDepth::Palette256, "auto"),
            ColourDepth::Palette256
        );
    }

    #[test]
    fn the_nearest_palette_entry_is_close() {
        assert_eq!(nearest_256((0, 0, 0)), 16);
        assert_eq!(nearest_256((255, 255, 255)), 231);
        assert_eq!(nearest_256((215, 175, 135)), 180);
        assert_eq!(nearest_256((128, 128, 128)), 244);
        for rgb in [
            (205, 170, 125),
            (85, 110, 140),
            (60, 70, 95),
            (230, 190, 110),
        ] {
            let near = rgb_of_256(nearest_256(rgb)).unwrap_or_default();
            let off = |a: u8, b: u8| a.abs_diff(b);
            assert!(
                off(near.0, rgb.0) <= 25 && off(near.1, rgb.1) <= 25 && off(near.2, rgb.2) <= 25,
                "{rgb:?} -> {near:?}"
            );
        }
    }
}
