//! From a terminal event to an action: a key is looked up in the key table of the screen on
//! show (or of the help overlay, or of the too-small message, where only quitting works),
//! then in the keys that work everywhere; a letter typed in another keyboard layout is read
//! as the Latin key it sits on. Mouse clicks and the wheel, and resizes, pass as they are.

use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEventKind,
};
use ratatui::layout::Rect;

use super::action::Action;
use super::app::{App, Screen};
use super::keyboard::latin_key;
use super::keymap::{GLOBAL, HELP, KeyTable, TOO_SMALL};
use super::layout::too_small;

/// The key table of the screen on show.
pub fn keys(app: &App) -> &'static KeyTable {
    match &app.screen {
        Screen::Home(s) => s.keys(),
        Screen::Setup(s) => s.keys(),
        Screen::Question(s) => s.keys(app),
        Screen::Exam(s) => s.keys(app),
        Screen::Results(s) => s.keys(),
        Screen::History(s) => s.keys(),
        Screen::Settings(s) => s.keys(),
        Screen::Review(s) => s.keys(),
        Screen::Stats(s) => s.keys(),
        Screen::Present(s) => s.keys(app),
        Screen::Join(s) => s.keys(),
        Screen::Live(s) => s.keys(app),
        Screen::Lobby(s) => s.keys(),
    }
}

/// Whether the terminal is too small for the app (then only quitting works).
fn cramped(app: &App) -> bool {
    too_small(Rect::new(0, 0, app.size.0, app.size.1))
}

/// The key table that applies now: the too-small message's, the help overlay's, or the
/// screen's.
pub fn active_keys(app: &App) -> &'static KeyTable {
    if cramped(app) {
        &TOO_SMALL
    } else if app.help.is_some() {
        &HELP
    } else {
        keys(app)
    }
}

/// The action an event asks for now, if any.
pub fn action(app: &App, event: &Event) -> Option<Action> {
    match event {
        Event::Key(key) if key.kind != KeyEventKind::Release => key_action(app, *key),
        Event::Mouse(m) if !cramped(app) => match m.kind {
            MouseEventKind::Down(MouseButton::Left) if app.help.is_some() => Some(Action::Help),
            MouseEventKind::Down(MouseButton::Left) => Some(Action::Click(m.column, m.row)),
            MouseEventKind::ScrollUp => Some(Action::ScrollUp),
            MouseEventKind::ScrollDown => Some(Action::ScrollDown),
            _ => None,
        },
        Event::Resize(w, h) => Some(Action::Resize(*w, *h)),
        _ => None,
    }
}

/// The action a key asks for now. Ctrl-C quits everywhere; with the help open, a key that
/// does not scroll it closes it.
pub fn key_action(app: &App, key: KeyEvent) -> Option<Action> {
    let locale = app.settings.locale;
    // A letter of another layout, read as the Latin key it sits on.
    let latin = match key.code {
        KeyCode::Char(c) => latin_key(c, locale).map(KeyCode::Char),
        _ => None,
    };
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        let c_key = |code: KeyCode| matches!(code, KeyCode::Char('c' | 'C'));
        return (c_key(key.code) || latin.is_some_and(c_key)).then_some(Action::Quit);
    }
    if key.modifiers.contains(KeyModifiers::ALT) {
        return None;
    }
    let table = active_keys(app);
    // A text field takes the character as typed, capitals and all.
    if let KeyCode::Char(c) = key.code
        && app.help.is_none()
        && !cramped(app)
        && table.takes_text()
    {
        return Some(Action::Type(c));
    }
    // Shift gives capitals; the tables name keys by their small letters.
    let code = match key.code {
        KeyCode::Char(c) if c.is_ascii_uppercase() => KeyCode::Char(c.to_ascii_lowercase()),
        other => other,
    };
    let found = table
        .lookup(code)
        .or_else(|| latin.and_then(|l| table.lookup(l)));
    if cramped(app) {
        return found;
    }
    if app.help.is_some() {
        return Some(found.unwrap_or(Action::Help));
    }
    found.or_else(|| GLOBAL.lookup(code))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::Library;
    use crate::i18n::Locale;
    use crate::tui::settings::{Capabilities, Settings};
    use crate::tui::theme::ColourDepth;

    fn app(locale: Locale) -> App {
        let caps = Capabilities {
            depth: ColourDepth::None,
            glyphs: true,
            console: false,
        };
        let mut app = App::new(Library::default(), Settings::new(locale), caps, 1);
        app.size = (80, 24);
        app
    }

    fn key(c: char) -> KeyEvent {
        KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE)
    }

    #[test]
    fn a_russian_layout_works_the_latin_keys() {
        let a = app(Locale::Ru);
        // й is the key of q, which quits from the home menu.
        assert_eq!(key_action(&a, key('й')), Some(Action::Quit));
        assert_eq!(key_action(&a, key('2')), Some(Action::Choose(1)));
        let ctrl = KeyEvent::new(KeyCode::Char('с'), KeyModifiers::CONTROL);
        assert_eq!(key_action(&a, ctrl), Some(Action::Quit));
    }

    #[test]
    fn a_terminal_too_small_only_quits() {
        let mut a = app(Locale::En);
        a.size = (60, 20);
        assert_eq!(key_action(&a, key('q')), Some(Action::Quit));
        assert_eq!(key_action(&a, key('1')), None);
        assert_eq!(
            key_action(&a, KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE)),
            None
        );
        let click = Event::Mouse(ratatui::crossterm::event::MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column: 3,
            row: 3,
            modifiers: KeyModifiers::NONE,
        });
        assert_eq!(action(&a, &click), None);
    }

    #[test]
    fn the_help_scrolls_and_any_other_key_closes_it() {
        let mut a = app(Locale::En);
        a.help = Some(crate::tui::app::Help::default());
        assert_eq!(
            key_action(&a, KeyEvent::new(KeyCode::Down, KeyModifiers::NONE)),
            Some(Action::Down)
        );
        assert_eq!(key_action(&a, key('x')), Some(Action::Help));
    }
}
