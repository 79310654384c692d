//! A participant's keys and clicks from the bytes their SSH client sends. A local terminal
//! hands crossterm its events; over SSH there is only the stream the client's terminal
//! writes, so it is read here with `vte` (the escape-sequence parser of alacritty, which
//! the `vt100` emulator builds on too) and turned into the same crossterm events, so that
//! the app's key tables handle them as they handle a local terminal's.
//!
//! Understood: printable text in UTF-8 (any script), Enter, Tab and Shift-Tab, Backspace,
//! Ctrl-letters, Esc, the arrows, Home and End, Page Up and Down, Insert and Delete, F1–F12
//! (in the xterm, VT220 and SS3 spellings terminals use), and SGR mouse reports. A lone Esc
//! is told from the start of a sequence by where the client's packet ends: a terminal sends
//! a whole sequence in one write, and a key press of Esc alone.

use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use vte::{Params, Parser, Perform};

/// The escape byte.
const ESC: u8 = 0x1b;

/// Reads the events out of a participant's byte stream, across packets.
pub struct InputParser {
    parser: Parser,
    sink: Sink,
}

impl std::fmt::Debug for InputParser {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("InputParser").finish_non_exhaustive()
    }
}

impl Default for InputParser {
    fn default() -> Self {
        Self::new()
    }
}

/// What the parser's callbacks collect.
#[derive(Default)]
struct Sink {
    events: Vec<Event>,
    /// The last sequence was `ESC O` (SS3): the next character names the key.
    ss3: bool,
}

impl InputParser {
    /// A parser at the start of a stream.
    pub fn new() -> Self {
        Self {
            parser: Parser::new(),
            sink: Sink::default(),
        }
    }

    /// The events in `bytes`, one packet of the stream.
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<Event> {
        self.parser.advance(&mut self.sink, bytes);
        // An escape at the very end of a packet began no sequence: it is the Esc key. (A
        // sequence's escape is never last: the terminal wrote the whole sequence at once.)
        // Two escapes at the end (Alt-Esc) are one Esc too.
        if bytes.last() == Some(&ESC) {
            self.parser = Parser::new();
            self.sink.ss3 = false;
            self.sink.key(KeyCode::Esc, KeyModifiers::NONE);
        }
        std::mem::take(&mut self.sink.events)
    }
}

impl Sink {
    fn key(&mut self, code: KeyCode, modifiers: KeyModifiers) {
        self.events.push(Event::Key(KeyEvent::new(code, modifiers)));
    }
}

impl Perform for Sink {
    fn print(&mut self, c: char) {
        if std::mem::take(&mut self.ss3) {
            if let Some(code) = ss3_key(c) {
                self.key(code, KeyModifiers::NONE);
            }
            return;
        }
        match c {
            '\x7f' => self.key(KeyCode::Backspace, KeyModifiers::NONE),
            c if c.is_uppercase() => self.key(KeyCode::Char(c), KeyModifiers::SHIFT),
            c => self.key(KeyCode::Char(c), KeyModifiers::NONE),
        }
    }

    fn execute(&mut self, byte: u8) {
        self.ss3 = false;
        match byte {
            b'\r' | b'\n' => self.key(KeyCode::Enter, KeyModifiers::NONE),
            b'\t' => self.key(KeyCode::Tab, KeyModifiers::NONE),
            0x08 => self.key(KeyCode::Backspace, KeyModifiers::NONE),
            // Ctrl-A to Ctrl-Z (less the ones above, which terminals send for those keys).
            0x01..=0x1a => {
                let letter = char::from(b'a' + byte - 1);
                self.key(KeyCode::Char(letter), KeyModifiers::CONTROL);
            }
            _ => {}
        }
    }

    fn csi_dispatch(&mut self, params: &Params, intermediates: &[u8], ignore: bool, action: char) {
        self.ss3 = false;
        if ignore {
            return;
        }
        let numbers: Vec<u16> = params
            .iter()
            .map(|p| p.first().copied().unwrap_or(0))
            .collect();
        if intermediates == b"<" {
            if let Some(event) = sgr_mouse(&numbers, action) {
                self.events.push(event);
            }
            return;
        }
        if !intermediates.is_empty() {
            return;
        }
        // The second number, where there is one, gives the modifiers as 1 + a bit set.
        let modifiers = modifiers(numbers.get(1).copied());
        let code = match action {
            'A' => Some(KeyCode::Up),
            'B' => Some(KeyCode::Down),
            'C' => Some(KeyCode::Right),
            'D' => Some(KeyCode::Left),
            'H' => Some(KeyCode::Home),
            'F' => Some(KeyCode::End),
            'Z' => {
                self.key(KeyCode::BackTab, KeyModifiers::SHIFT);
                return;
            }
            'P' => Some(KeyCode::F(1)),
            'Q' => Some(KeyCode::F(2)),
            'R' => Some(KeyCode::F(3)),
            'S' => Some(KeyCode::F(4)),
            '~' => numbers.first().and_then(|n| tilde_key(*n)),
            _ => None,
        };
        if let Some(code) = code {
            self.key(code, modifiers);
        }
    }

    fn esc_dispatch(&mut self, intermediates: &[u8], _ignore: bool, byte: u8) {
        self.ss3 = false;
        if !intermediates.is_empty() {
            return;
        }
        match byte {
            b'O' => self.ss3 = true,
            // Alt with a letter: the app acts on no Alt key, but it is a key all the same.
            b' '..=b'~' => self.key(KeyCode::Char(char::from(byte)), KeyModifiers::ALT),
            _ => {}
        }
    }
}

/// The key an SS3 sequence (`ESC O x`) names: the arrows and Home and End in the
/// application cursor mode, F1–F4, and the keypad's Enter.
fn ss3_key(c: char) -> Option<KeyCode> {
    Some(match c {
        'A' => KeyCode::Up,
        'B' => KeyCode::Down,
        'C' => KeyCode::Right,
        'D' => KeyCode::Left,
        'H' => KeyCode::Home,
        'F' => KeyCode::End,
        'P' => KeyCode::F(1),
        'Q' => KeyCode::F(2),
        'R' => KeyCode::F(3),
        'S' => KeyCode::F(4),
        'M' => KeyCode::Enter,
        _ => return None,
    })
}

/// The key of a VT220-style sequence `CSI n ~`.
fn tilde_key(n: u16) -> Option<KeyCode> {
    Some(match n {
        1 | 7 => KeyCode::Home,
        2 => KeyCode::Insert,
        3 => KeyCode::Delete,
        4 | 8 => KeyCode::End,
        5 => KeyCode::PageUp,
        6 => KeyCode::PageDown,
        11..=15 => KeyCode::F(u8::try_from(n - 10).ok()?),
        17..=21 => KeyCode::F(u8::try_from(n - 11).ok()?),
        23 | 24 => KeyCode::F(u8::try_from(n - 12).ok()?),
        _ => return None,
    })
}

/// The modifiers of xterm's `1;m` parameter: m - 1 is a bit set of Shift, Alt and Ctrl.
fn modifiers(param: Option<u16>) -> KeyModifiers {
    let bits = param.map_or(0, |m| m.saturating_sub(1));
    let mut out = KeyModifiers::NONE;
    if bits & 1 != 0 {
        out |= KeyModifiers::SHIFT;
    }
    if bits & 2 != 0 {
        out |= KeyModifiers::ALT;
    }
    if bits & 4 != 0 {
        out |= KeyModifiers::CONTROL;
    }
    out
}

/// An SGR mouse report, `CSI < b ; x ; y M` (press) or `m` (release), with 1-based cells.
fn sgr_mouse(numbers: &[u16], action: char) -> Option<Event> {
    let [button, x, y] = numbers else {
        return None;
    };
    let column = x.checked_sub(1)?;
    let row = y.checked_sub(1)?;
    let kind = match (button & 0b1100_0011, button & 32 != 0, action) {
        (64, _, _) => MouseEventKind::ScrollUp,
        (65, _, _) => MouseEventKind::ScrollDown,
        (0, false, 'M') => MouseEventKind::Down(MouseButton::Left),
        (0, false, 'm') => MouseEventKind::Up(MouseButton::Left),
        (0, true, _) => MouseEventKind::Drag(MouseButton::Left),
        (2, false, 'M') => MouseEventKind::Down(MouseButton::Right),
        (1, false, 'M') => MouseEventKind::Down(MouseButton::Middle),
        _ => MouseEventKind::Moved,
    };
    Some(Event::Mouse(MouseEvent {
        kind,
        column,
        row,
        modifiers: KeyModifiers::NONE,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(bytes: &[u8]) -> Vec<(KeyCode, KeyModifiers)> {
        InputParser::new()
            .feed(bytes)
            .into_iter()
            .filter_map(|e| match e {
                Event::Key(k) => Some((k.code, k.modifiers)),
                _ => None,
            })
            .collect()
    }

    fn codes(bytes: &[u8]) -> Vec<KeyCode> {
        keys(bytes).into_iter().map(|(c, _)| c).collect()
    }

    #[test]
    fn text_in_any_script_comes_as_characters() {
        assert_eq!(
            codes("aЖ中ʻ?".as_bytes()),
            ['a', 'Ж', '中', 'ʻ', '?'].map(KeyCode::Char)
        );
        assert_eq!(keys(b"A"), [(KeyCode::Char('A'), KeyModifiers::SHIFT)]);
    }

    #[test]
    fn a_character_split_between_packets_is_whole() {
        let mut p = InputParser::new();
        let bytes = "Ж".as_bytes();
        assert!(p.feed(&bytes[..1]).is_empty());
        let events = p.feed(&bytes[1..]);
        assert!(matches!(&events[..], [Event::Key(k)] if k.code == KeyCode::Char('Ж')));
    }

    #[test]
    fn control_keys() {
        assert_eq!(
            codes(b"\r\t\x7f\x08"),
            [
                KeyCode::Enter,
                KeyCode::Tab,
                KeyCode::Backspace,
                KeyCode::Backspace
            ]
        );
        assert_eq!(keys(b"\x03"), [(KeyCode::Char('c'), KeyModifiers::CONTROL)]);
    }

    #[test]
    fn cursor_and_editing_keys_in_every_spelling() {
        assert_eq!(
            codes(b"\x1b[A\x1b[B\x1b[C\x1b[D"),
            [KeyCode::Up, KeyCode::Down, KeyCode::Right, KeyCode::Left]
        );
        assert_eq!(codes(b"\x1bOA\x1bOD"), [KeyCode::Up, KeyCode::Left]);
        assert_eq!(
            codes(b"\x1b[5~\x1b[6~\x1b[H\x1b[F\x1b[1~\x1b[4~\x1b[3~"),
            [
                KeyCode::PageUp,
                KeyCode::PageDown,
                KeyCode::Home,
                KeyCode::End,
                KeyCode::Home,
                KeyCode::End,
                KeyCode::Delete
            ]
        );
        assert_eq!(
            codes(b"\x1bOP\x1b[11~\x1b[15~\x1b[24~"),
            [KeyCode::F(1), KeyCode::F(1), KeyCode::F(5), KeyCode::F(12)]
        );
        assert_eq!(keys(b"\x1b[Z"), [(KeyCode::BackTab, KeyModifiers::SHIFT)]);
        assert_eq!(keys(b"\x1b[1;5A"), [(KeyCode::Up, KeyModifiers::CONTROL)]);
    }

    #[test]
    fn a_lone_escape_is_the_esc_key_and_a_sequence_is_not() {
        assert_eq!(codes(b"\x1b"), [KeyCode::Esc]);
        assert_eq!(codes(b"a\x1b"), [KeyCode::Char('a'), KeyCode::Esc]);
        assert_eq!(codes(b"\x1b\x1b"), [KeyCode::Esc]);
        let mut p = InputParser::new();
        assert_eq!(p.feed(b"\x1b").len(), 1);
        // The parser starts afresh after the lone escape.
        let next = p.feed(b"b");
        assert!(matches!(&next[..], [Event::Key(k)] if k.code == KeyCode::Char('b')));
        assert_eq!(keys(b"\x1bx"), [(KeyCode::Char('x'), KeyModifiers::ALT)]);
    }

    #[test]
    fn sgr_mouse_reports() {
        let events =
            InputParser::new().feed(b"\x1b[<0;10;5M\x1b[<0;10;5m\x1b[<64;1;1M\x1b[<65;1;1M");
        let kinds: Vec<(MouseEventKind, u16, u16)> = events
            .into_iter()
            .filter_map(|e| match e {
                Event::Mouse(m) => Some((m.kind, m.column, m.row)),
                _ => None,
            })
            .collect();
        assert_eq!(
            kinds,
            [
                (MouseEventKind::Down(MouseButton::Left), 9, 4),
                (MouseEventKind::Up(MouseButton::Left), 9, 4),
                (MouseEventKind::ScrollUp, 0, 0),
                (MouseEventKind::ScrollDown, 0, 0),
            ]
        );
        assert!(InputParser::new().feed(b"\x1b[<0;0;5M").is_empty());
    }

    #[test]
    fn garbage_never_panics() {
        let mut p = InputParser::new();
        let mut state = 7u32;
        for _ in 0..2000 {
            let bytes: Vec<u8> = (0..16)
                .map(|_| {
                    state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
                    state.to_be_bytes()[1]
                })
                .collect();
            let _ = p.feed(&bytes);
        }
    }
}
