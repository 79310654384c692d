//! The keys as one vocabulary: every screen (and every state of a screen) has one table of
//! which keys do what, and everything about keys is derived from those tables — the action a
//! key asks for, the key bar, the help overlay and the list of every screen's keys — so a
//! key that works is always shown and a key that is shown always works. The tables live
//! with their screens; this file holds their types, the lookup and the keys' names.

use ratatui::crossterm::event::KeyCode;

use ratatui::style::Style;
use ratatui::text::{Line, Span};

use crate::i18n::Localizer;

use super::action::Action;
use super::theme::Theme;
use super::wrap::{hanging, pad};

/// What a row of a table makes of the key pressed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Does {
    /// The same action, whichever key of the row it was.
    Act(Action),
    /// Two actions that go together (up and down, next and previous): the keys at even
    /// places of the row ask for the first, those at odd places for the second.
    Pair(Action, Action),
    /// Option (or entry) n, counted from 0: the digit 1 or the letter a is 0.
    Choose,
    /// The key's digit, typed into a number field.
    Digit,
    /// Any printable character, typed into a text field; the row's keys are
    /// [`TEXT_KEYS`], which only name it.
    Text,
}

/// How much the key bar needs a row. When the bar is too narrow for every row (a long
/// language at 80 columns), the least needed give way first, and a row the screen cannot do
/// without is shortened rather than dropped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Need {
    /// Only the help overlay shows the row.
    HelpOnly,
    /// A convenience the bar drops first.
    Low,
    /// A row the bar shows while there is room.
    Normal,
    /// The act the screen is for or the only way to what it hides (answer, hand in, the
    /// other tabs, go on): always on the bar.
    High,
}

/// One row of a key table: keys, what they do, and the message id that says so.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Binding {
    /// The keys, in the order they are shown.
    pub keys: &'static [KeyCode],
    /// What they do.
    pub does: Does,
    /// The message id of what they do, as the key bar and the help say it.
    pub message_id: &'static str,
    /// How much the key bar needs the row (the help overlay shows every row).
    pub need: Need,
}

impl Binding {
    /// A row the key bar shows while there is room.
    pub const fn bar(keys: &'static [KeyCode], does: Does, message_id: &'static str) -> Self {
        Self {
            keys,
            does,
            message_id,
            need: Need::Normal,
        }
    }

    /// A row only the help overlay shows.
    pub const fn help(keys: &'static [KeyCode], does: Does, message_id: &'static str) -> Self {
        Self {
            keys,
            does,
            message_id,
            need: Need::HelpOnly,
        }
    }

    /// The same row, always on the key bar.
    #[must_use]
    pub const fn high(self) -> Self {
        Self {
            need: Need::High,
            ..self
        }
    }

    /// The same row, the first the key bar drops.
    #[must_use]
    pub const fn low(self) -> Self {
        Self {
            need: Need::Low,
            ..self
        }
    }

    /// The action this row makes of `code`, if the key is one of its keys.
    fn action(&self, code: KeyCode) -> Option<Action> {
        if self.does == Does::Text {
            return match code {
                KeyCode::Char(c) if !c.is_control() => Some(Action::Type(c)),
                _ => None,
            };
        }
        let place = self.keys.iter().position(|k| *k == code)?;
        match self.does {
            Does::Act(action) => Some(action),
            Does::Pair(even, odd) => Some(if place % 2 == 0 { even } else { odd }),
            Does::Choose => option_index(code).map(Action::Choose),
            Does::Text => None,
            Does::Digit => match code {
                KeyCode::Char(c) => c
                    .to_digit(10)
                    .and_then(|d| u8::try_from(d).ok())
                    .map(Action::Digit),
                _ => None,
            },
        }
    }
}

/// The keys of one screen in one state: groups of rows, so that states that share keys
/// (a question before its answer with one right option or several) share the rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeyTable {
    /// The message id of the heading the list of every screen's keys gives it.
    pub title_id: &'static str,
    /// Its rows, most used first (the key bar shows the first that fit).
    pub groups: &'static [&'static [Binding]],
}

impl KeyTable {
    /// Every row, in order.
    pub fn rows(&self) -> impl Iterator<Item = &'static Binding> {
        self.groups.iter().flat_map(|g| g.iter())
    }

    /// The action `code` asks for in this table.
    pub fn lookup(&self, code: KeyCode) -> Option<Action> {
        self.rows().find_map(|b| b.action(code))
    }

    /// Whether the table has a text field's row, which takes every printable key as typed.
    pub fn takes_text(&self) -> bool {
        self.rows().any(|b| b.does == Does::Text)
    }
}

/// The rows of a table as a list: each row's keys in a column, then what they do, wrapped
/// under itself within `width` columns (the help overlay, and the keys listed in dialogs).
pub fn key_lines<'a>(
    rows: impl Iterator<Item = &'a Binding>,
    loc: &Localizer,
    theme: Theme,
    width: u16,
) -> Vec<Line<'static>> {
    let rows: Vec<(String, &Binding)> = rows.map(|b| (keys_label(b.keys, loc), b)).collect();
    let key_width = rows
        .iter()
        .map(|(k, _)| Line::raw(k.as_str()).width())
        .max()
        .unwrap_or(0)
        + 2;
    let mut lines = Vec::new();
    for (name, b) in rows {
        lines.extend(hanging(
            Span::styled(pad(&name, key_width), theme.key()),
            &loc.text(b.message_id, &[]),
            width,
            Style::new(),
        ));
    }
    lines
}

/// Keys that choose an option or a menu entry: digits 1–9, letters a–e.
pub const OPTION_KEYS: &[KeyCode] = &[
    KeyCode::Char('1'),
    KeyCode::Char('2'),
    KeyCode::Char('3'),
    KeyCode::Char('4'),
    KeyCode::Char('5'),
    KeyCode::Char('6'),
    KeyCode::Char('7'),
    KeyCode::Char('8'),
    KeyCode::Char('9'),
    KeyCode::Char('a'),
    KeyCode::Char('b'),
    KeyCode::Char('c'),
    KeyCode::Char('d'),
    KeyCode::Char('e'),
];

/// The digits 1–9, for menu entries.
pub const NUMBER_KEYS: &[KeyCode] = OPTION_KEYS.split_at(9).0;

/// The digits 0–9.
pub const DIGIT_KEYS: &[KeyCode] = &[
    KeyCode::Char('0'),
    KeyCode::Char('1'),
    KeyCode::Char('2'),
    KeyCode::Char('3'),
    KeyCode::Char('4'),
    KeyCode::Char('5'),
    KeyCode::Char('6'),
    KeyCode::Char('7'),
    KeyCode::Char('8'),
    KeyCode::Char('9'),
];

/// Up and down a list, with the vi keys.
pub const UP_DOWN: &[KeyCode] = &[
    KeyCode::Up,
    KeyCode::Down,
    KeyCode::Char('k'),
    KeyCode::Char('j'),
];

/// What a text field's row lists as its keys: any character typed. `Null` is a key no
/// terminal sends; it stands for them all, and is named as such in the reader's language.
pub const TEXT_KEYS: &[KeyCode] = &[KeyCode::Null];

/// A page up and down.
pub const PAGES: &[KeyCode] = &[KeyCode::PageUp, KeyCode::PageDown];

/// Left and right.
pub const LEFT_RIGHT: &[KeyCode] = &[KeyCode::Left, KeyCode::Right];

/// To the first and the last.
pub const ENDS: &[KeyCode] = &[KeyCode::Home, KeyCode::End];

/// Next and previous question or scenario.
pub const NEXT_PREVIOUS: &[KeyCode] = &[KeyCode::Char('n'), KeyCode::Char('p')];

/// The option or entry a digit or letter names: `1`–`9` and `a`–`z` from 0.
fn option_index(code: KeyCode) -> Option<usize> {
    match code {
        KeyCode::Char(c @ '1'..='9') => Some(c as usize - '1' as usize),
        KeyCode::Char(c @ 'a'..='z') => Some(c as usize - 'a' as usize),
        _ => None,
    }
}

/// The name of one key, and whether it is a word to translate (its message id).
fn key_name(code: KeyCode) -> (String, Option<&'static str>) {
    let word = |id: &'static str| (String::new(), Some(id));
    match code {
        KeyCode::Up => ("↑".into(), None),
        KeyCode::Down => ("↓".into(), None),
        KeyCode::Left => ("←".into(), None),
        KeyCode::Right => ("→".into(), None),
        KeyCode::Enter => word("keyname-enter"),
        KeyCode::Esc => word("keyname-esc"),
        KeyCode::Char(' ') => word("keyname-space"),
        KeyCode::Tab => word("keyname-tab"),
        KeyCode::BackTab => word("keyname-backtab"),
        KeyCode::PageUp => word("keyname-pgup"),
        KeyCode::PageDown => word("keyname-pgdn"),
        KeyCode::Home => word("keyname-home"),
        KeyCode::End => word("keyname-end"),
        KeyCode::Backspace => word("keyname-backspace"),
        KeyCode::F(n) => (format!("F{n}"), None),
        KeyCode::Null => word("keyname-text"),
        KeyCode::Char(c) => (c.to_string(), None),
        other => (format!("{other:?}"), None),
    }
}

/// Whether a key is an arrow (arrows side by side are written without a space: ↑↓).
fn is_arrow(code: KeyCode) -> bool {
    matches!(
        code,
        KeyCode::Up | KeyCode::Down | KeyCode::Left | KeyCode::Right
    )
}

/// The character of a key that is a digit or a letter.
fn alnum(code: KeyCode) -> Option<char> {
    match code {
        KeyCode::Char(c) if c.is_ascii_alphanumeric() => Some(c),
        _ => None,
    }
}

/// The keys of a row as the key bar and the help write them: arrows side by side (`↑↓`),
/// runs of three or more digits or letters as a range (`1–9 a–e`), and the names of keys
/// that are words in the reader's language.
pub fn keys_label(keys: &[KeyCode], loc: &Localizer) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < keys.len() {
        let code = keys[i];
        if let Some(first) = alnum(code) {
            // The longest run of consecutive characters from here.
            let mut end = i;
            while let (Some(a), Some(b)) = (
                keys.get(end).copied().and_then(alnum),
                keys.get(end + 1).copied().and_then(alnum),
            ) {
                if u32::from(b) != u32::from(a) + 1 {
                    break;
                }
                end += 1;
            }
            if end - i >= 2 {
                let last = alnum(keys[end]).unwrap_or(first);
                out.push(format!("{first}–{last}"));
                i = end + 1;
                continue;
            }
        }
        let (name, word) = key_name(code);
        let name = word.map_or(name, |id| loc.text(id, &[]));
        match out.last_mut() {
            Some(last) if is_arrow(code) && i > 0 && is_arrow(keys[i - 1]) => last.push_str(&name),
            _ => out.push(name),
        }
        i += 1;
    }
    out.join(" ")
}

/// The keys that work everywhere: the help, and Ctrl-C (handled before any table).
pub const GLOBAL: KeyTable = KeyTable {
    title_id: "help-section-global",
    groups: &[&[Binding::help(
        &[KeyCode::Char('?'), KeyCode::F(1)],
        Does::Act(Action::Help),
        "key-help",
    )]],
};

/// The keys of a text that scrolls: a line with the arrows, a page with Page Up and Down.
pub const SCROLL: &[Binding] = &[
    Binding::bar(
        UP_DOWN,
        Does::Pair(Action::Up, Action::Down),
        "key-scroll-line",
    ),
    Binding::bar(
        PAGES,
        Does::Pair(Action::ScrollUp, Action::ScrollDown),
        "key-scroll",
    ),
];

/// The keys of the help overlay: it scrolls, and any other key closes it.
pub const HELP: KeyTable = KeyTable {
    title_id: "help-title",
    groups: &[SCROLL],
};

/// The keys while the terminal is too small to show the app: only quitting.
pub const TOO_SMALL: KeyTable = KeyTable {
    title_id: "help-section-too-small",
    groups: &[&[Binding::bar(
        &[KeyCode::Char('q')],
        Does::Act(Action::Quit),
        "key-quit",
    )]],
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Locale;

    #[test]
    fn a_row_makes_its_action_of_each_of_its_keys() {
        const TABLE: KeyTable = KeyTable {
            title_id: "x",
            groups: &[&[
                Binding::bar(OPTION_KEYS, Does::Choose, "key-select"),
                Binding::bar(DIGIT_KEYS, Does::Digit, "key-seed"),
                Binding::bar(&[KeyCode::Enter], Does::Act(Action::Confirm), "key-answer"),
                Binding::bar(UP_DOWN, Does::Pair(Action::Up, Action::Down), "key-row"),
            ]],
        };
        let table = TABLE;
        assert_eq!(table.lookup(KeyCode::Char('3')), Some(Action::Choose(2)));
        assert_eq!(table.lookup(KeyCode::Char('b')), Some(Action::Choose(1)));
        assert_eq!(table.lookup(KeyCode::Char('0')), Some(Action::Digit(0)));
        assert_eq!(table.lookup(KeyCode::Enter), Some(Action::Confirm));
        assert_eq!(table.lookup(KeyCode::Char('f')), None);
        assert_eq!(table.lookup(KeyCode::Char('k')), Some(Action::Up));
        assert_eq!(table.lookup(KeyCode::Down), Some(Action::Down));
    }

    #[test]
    fn keys_are_named_as_the_keyboard_and_the_language_say() {
        let en = Localizer::new(Locale::En);
        let ru = Localizer::new(Locale::Ru);
        assert_eq!(keys_label(OPTION_KEYS, &en), "1–9 a–e");
        assert_eq!(keys_label(UP_DOWN, &en), "↑↓ k j");
        assert_eq!(keys_label(&[KeyCode::Left, KeyCode::Right], &en), "←→");
        assert_eq!(
            keys_label(&[KeyCode::Char('n'), KeyCode::Char(' ')], &en),
            "n Space"
        );
        let text = keys_label(&[KeyCode::Char(' '), KeyCode::PageDown], &ru);
        assert!(!text.contains("Space"), "{text}");
        assert_eq!(
            keys_label(&[KeyCode::Char('['), KeyCode::Char(']')], &ru),
            "[ ]"
        );
    }
}
