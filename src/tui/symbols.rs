//! The symbols the interface draws besides letters (ticks, crosses, flags, bullets, arrows),
//! in two sets: the full one, and one a Linux console font can draw (`TERM=linux`, or
//! `--ascii`), whose fonts have the box-drawing and block characters but none of ✓ ✗ ⚑ ⏱.
//! Every view takes its symbols from here, through the theme.

/// Which symbols the terminal's font can draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Glyphs {
    /// Any symbol, chess pieces included.
    #[default]
    Full,
    /// Only what a console font has: ASCII, box drawing, block elements.
    Console,
}

/// One set of symbols; each is one column wide.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Symbols {
    /// A right answer.
    pub right: &'static str,
    /// A wrong answer.
    pub wrong: &'static str,
    /// A fallen flag, and a question flagged for later.
    pub flag: &'static str,
    /// The time control, before it (empty where there is no stopwatch), with its space.
    pub watch: &'static str,
    /// A chosen option, an answered question.
    pub chosen: &'static str,
    /// A right option not chosen, an unanswered question.
    pub open: &'static str,
    /// An unticked box of a question with several answers.
    pub unticked: &'static str,
    /// A ticked box.
    pub ticked: &'static str,
    /// A step back, a clock that does not run.
    pub back: &'static str,
    /// A step on, the clock that runs.
    pub on: &'static str,
    /// The cursor in a list, and the arrow to the next value of a setting.
    pub cursor: &'static str,
    /// The arrow to the previous value of a setting.
    pub prev: &'static str,
    /// A question left unanswered.
    pub blank: &'static str,
    /// The drill's change of game type.
    pub swap: &'static str,
    /// More below.
    pub more: &'static str,
    /// More above.
    pub less: &'static str,
    /// The corners of a square whose piece was touched.
    pub touched: &'static str,
    /// The corners of a square of an illegal move.
    pub illegal: &'static str,
}

/// The full set.
const FULL: Symbols = Symbols {
    right: "✓",
    wrong: "✗",
    flag: "⚑",
    // A clock face rather than ⏱ (U+23F1), which many fonts draw over the next cell.
    watch: "◷ ",
    chosen: "●",
    open: "○",
    unticked: "☐",
    ticked: "☒",
    back: "◀",
    on: "▶",
    cursor: "›",
    prev: "‹",
    blank: "–",
    swap: "⇄",
    more: "↓",
    less: "↑",
    touched: "•",
    illegal: "×",
};

/// The console set: ASCII where the console font has nothing better.
const CONSOLE: Symbols = Symbols {
    right: "+",
    wrong: "x",
    flag: "!",
    watch: "",
    chosen: "*",
    open: "o",
    unticked: "-",
    ticked: "X",
    back: "<",
    on: ">",
    cursor: ">",
    prev: "<",
    blank: "-",
    swap: "~",
    more: "v",
    less: "^",
    touched: "*",
    illegal: "x",
};

impl Symbols {
    /// The three columns before a row of a list: the cursor between spaces, or blanks.
    pub fn pointer(&self, on: bool) -> String {
        if on {
            format!(" {} ", self.cursor)
        } else {
            "   ".to_owned()
        }
    }
}

impl Glyphs {
    /// Its symbols.
    pub fn symbols(self) -> &'static Symbols {
        match self {
            Self::Full => &FULL,
            Self::Console => &CONSOLE,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use unicode_width::UnicodeWidthStr;

    fn all(s: &Symbols) -> [&'static str; 13] {
        [
            s.right, s.wrong, s.flag, s.chosen, s.open, s.unticked, s.ticked, s.back, s.on,
            s.cursor, s.swap, s.more, s.less,
        ]
    }

    #[test]
    fn both_sets_are_one_column_and_the_console_one_is_ascii() {
        for set in [Glyphs::Full, Glyphs::Console] {
            for s in all(set.symbols()) {
                assert_eq!(s.width(), 1, "{s}");
            }
        }
        for s in all(Glyphs::Console.symbols()) {
            assert!(s.is_ascii(), "{s}");
        }
        assert!(Glyphs::Console.symbols().watch.is_empty());
    }

    #[test]
    fn each_console_answer_mark_says_one_thing() {
        let c = Glyphs::Console.symbols();
        let s = [
            c.right, c.wrong, c.flag, c.chosen, c.open, c.unticked, c.ticked,
        ];
        for (i, a) in s.iter().enumerate() {
            for b in &s[i + 1..] {
                assert_ne!(a, b);
            }
        }
    }
}
