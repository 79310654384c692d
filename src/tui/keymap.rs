//! From terminal events to actions: a pure function of the screen and the key, and the table
//! of keys per screen that the help overlay and the key bar show, with the names of keys
//! that are words (Enter, Space…) in the reader's language.

use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEventKind,
};

use crate::i18n::Localizer;

use super::action::Action;
use super::app::{App, Screen};
use super::screens::home::Entry;
use super::screens::setup::Field;

/// Which set of keys applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Context {
    /// The home menu.
    Home,
    /// The offer to resume an unfinished exam, over the home menu.
    Resume,
    /// A setup form; `seed` when the seed row has the cursor (digits type into it).
    Setup {
        /// Whether digits go to the seed.
        seed: bool,
    },
    /// A question before it is answered.
    Question,
    /// A question after it is answered.
    Answered,
    /// The exam.
    Exam,
    /// A dialog over the exam.
    Dialog,
    /// The exam's results.
    Results,
    /// The settings.
    Settings,
    /// The end of a session.
    Summary,
    /// The review entry.
    Review,
    /// The statistics.
    Stats,
    /// The presenter.
    Present,
}

/// A key and what it does, for the help overlay.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Binding {
    /// The keys, as shown.
    pub keys: &'static str,
    /// The message id of what they do.
    pub message_id: &'static str,
}

const fn b(keys: &'static str, message_id: &'static str) -> Binding {
    Binding { keys, message_id }
}

/// The context of the screen on show.
pub fn context(app: &App) -> Context {
    match &app.screen {
        Screen::Home(h) if h.resume => Context::Resume,
        Screen::Home(_) => Context::Home,
        Screen::Setup(s) => Context::Setup {
            seed: s.current() == Field::Seed,
        },
        Screen::Question(q) if q.finished => Context::Summary,
        Screen::Question(q) if q.card.revealed => Context::Answered,
        Screen::Question(_) => Context::Question,
        Screen::Exam(e) if e.dialog.is_some() => Context::Dialog,
        Screen::Exam(_) => Context::Exam,
        Screen::Results(_) => Context::Results,
        Screen::Settings(_) => Context::Settings,
        Screen::Review(_) => Context::Review,
        Screen::Stats(_) => Context::Stats,
        Screen::Present(_) => Context::Present,
    }
}

/// The message id of the name of a key that is a word.
fn key_name_id(key: &str) -> Option<&'static str> {
    Some(match key {
        "Enter" => "keyname-enter",
        "Esc" => "keyname-esc",
        "Space" => "keyname-space",
        "Tab" => "keyname-tab",
        "PgUp" => "keyname-pgup",
        "PgDn" => "keyname-pgdn",
        "Home" => "keyname-home",
        "End" => "keyname-end",
        "Backspace" => "keyname-backspace",
        _ => return None,
    })
}

/// Keys as written in the tables (`"↑↓ Enter"`), with the names that are words in the
/// reader's language; letters, digits and arrows stay as they are on the keyboard.
pub fn key_names(keys: &str, loc: &Localizer) -> String {
    keys.split(' ')
        .map(|k| key_name_id(k).map_or_else(|| k.to_owned(), |id| loc.text(id, &[])))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The keys of a context, most used first (the key bar shows the first few).
pub fn bindings(context: Context) -> &'static [Binding] {
    match context {
        Context::Home => {
            const {
                &[
                    b("↑↓ Enter", "key-open"),
                    b("1–9", "key-entry"),
                    b("q", "key-quit"),
                ]
            }
        }
        Context::Resume => {
            const {
                &[
                    b("Enter", "resume-resume"),
                    b("s", "resume-hand-in"),
                    b("x", "resume-discard"),
                    b("Esc", "resume-later"),
                ]
            }
        }
        Context::Review => {
            const {
                &[
                    b("↑↓ Enter", "key-open"),
                    b("1–3", "key-entry"),
                    b("Esc", "key-back"),
                ]
            }
        }
        Context::Stats => {
            const {
                &[
                    b("↑↓ PgUp PgDn", "key-scroll"),
                    b("Home End", "key-ends"),
                    b("Esc", "key-back"),
                ]
            }
        }
        Context::Present => {
            const {
                &[
                    b("Space PgDn", "key-reveal"),
                    b("Backspace PgUp", "key-conceal"),
                    b("n p", "key-scenario"),
                    b("←→", "key-timeline"),
                    b("f", "key-flip"),
                    b("Esc", "key-back"),
                ]
            }
        }
        Context::Setup { seed: false } => {
            const {
                &[
                    b("↑↓", "key-field"),
                    b("←→", "key-value"),
                    b("Enter", "key-start"),
                    b("Esc", "key-back"),
                ]
            }
        }
        Context::Setup { seed: true } => {
            const {
                &[
                    b("0–9 ⌫", "key-seed"),
                    b("←→", "key-value"),
                    b("Enter", "key-start"),
                    b("Esc", "key-back"),
                ]
            }
        }
        Context::Question => {
            const {
                &[
                    b("1–9 a–e", "key-answer"),
                    b("↑↓ Enter", "key-cursor"),
                    b("Space", "key-tick"),
                    b("←→", "key-timeline"),
                    b("f", "key-flip"),
                    b("n p", "key-next"),
                    b("Esc", "key-back"),
                ]
            }
        }
        Context::Answered => {
            const {
                &[
                    b("Enter n", "key-continue"),
                    b("Tab", "key-tab"),
                    b("PgUp PgDn", "key-scroll"),
                    b("←→", "key-timeline"),
                    b("[ ]", "key-proof"),
                    b("f", "key-flip"),
                    b("Esc", "key-back"),
                ]
            }
        }
        Context::Exam => {
            const {
                &[
                    b("1–9 a–e", "key-pick"),
                    b("n p", "key-next"),
                    b("m", "key-flag"),
                    b("s", "key-submit"),
                    b("←→", "key-timeline"),
                    b("f", "key-flip"),
                    b("Esc", "key-leave"),
                ]
            }
        }
        Context::Dialog => const { &[b("Enter", "key-confirm"), b("Esc", "key-cancel")] },
        Context::Results => {
            const {
                &[
                    b("↑↓", "key-row"),
                    b("Enter", "key-review"),
                    b("Esc", "key-home"),
                ]
            }
        }
        Context::Settings => {
            const {
                &[
                    b("↑↓", "key-field"),
                    b("←→ Enter", "key-value"),
                    b("Esc", "key-back"),
                ]
            }
        }
        Context::Summary => const { &[b("Enter Esc", "key-home")] },
    }
}

/// The action an event asks for in the current screen, if any.
pub fn action(app: &App, event: &Event) -> Option<Action> {
    match event {
        Event::Key(key) if key.kind != KeyEventKind::Release => {
            if app.help {
                return Some(Action::Help);
            }
            key_action(context(app), *key)
        }
        Event::Mouse(m) => match m.kind {
            MouseEventKind::Down(MouseButton::Left) => Some(Action::Click(m.column, m.row)),
            MouseEventKind::ScrollUp => Some(Action::ScrollUp),
            MouseEventKind::ScrollDown => Some(Action::ScrollDown),
            _ => None,
        },
        Event::Resize(w, h) => Some(Action::Resize(*w, *h)),
        _ => None,
    }
}

/// The option a digit or letter names: `1`–`9`, `a`–`e`.
fn option_key(c: char) -> Option<usize> {
    match c {
        '1'..='9' => Some(c as usize - '1' as usize),
        'a'..='e' => Some(c as usize - 'a' as usize),
        _ => None,
    }
}

/// The action a key asks for in a context.
pub fn key_action(context: Context, key: KeyEvent) -> Option<Action> {
    if key.modifiers.contains(KeyModifiers::CONTROL) && matches!(key.code, KeyCode::Char('c' | 'C'))
    {
        return Some(Action::Quit);
    }
    let common = match key.code {
        KeyCode::Char('?') | KeyCode::F(1) => Some(Action::Help),
        KeyCode::Up | KeyCode::Char('k') => Some(Action::Up),
        KeyCode::Down | KeyCode::Char('j') => Some(Action::Down),
        KeyCode::Left => Some(Action::Left),
        KeyCode::Right => Some(Action::Right),
        KeyCode::Esc => Some(Action::Back),
        KeyCode::Home => Some(Action::First),
        KeyCode::End => Some(Action::Last),
        _ => None,
    };
    // Contexts with a card on screen: n, p and f move between cards and turn the board.
    let card = matches!(
        context,
        Context::Question | Context::Answered | Context::Exam | Context::Present
    );
    let specific = match (context, key.code) {
        (Context::Home, KeyCode::Char('q')) => Some(Action::Quit),
        (Context::Home, KeyCode::Char(c @ '1'..='9')) => Entry::ALL
            .get(c as usize - '1' as usize)
            .map(|e| Action::Open(*e)),
        (Context::Resume, KeyCode::Char('x')) => Some(Action::Discard),
        (Context::Review, KeyCode::Char(c @ '1'..='3')) => {
            Some(Action::Choose(c as usize - '1' as usize))
        }
        (Context::Present, KeyCode::Char(' ') | KeyCode::Enter | KeyCode::PageDown) => {
            Some(Action::Reveal)
        }
        (Context::Present, KeyCode::Backspace | KeyCode::PageUp) => Some(Action::Conceal),
        (Context::Setup { seed: true }, KeyCode::Char(c)) if c.is_ascii_digit() => {
            u8::try_from(c.to_digit(10).unwrap_or(0))
                .ok()
                .map(Action::Digit)
        }
        (Context::Setup { .. }, KeyCode::Backspace) => Some(Action::Erase),
        (Context::Question | Context::Exam, KeyCode::Char(c)) if option_key(c).is_some() => {
            option_key(c).map(Action::Choose)
        }
        (Context::Question | Context::Exam, KeyCode::Char(' ')) => Some(Action::Toggle),
        (Context::Answered, KeyCode::Enter | KeyCode::Char(' '))
        | (Context::Exam, KeyCode::Tab) => Some(Action::Next),
        (_, KeyCode::Char('n')) if card => Some(Action::Next),
        (Context::Exam, KeyCode::BackTab) => Some(Action::Previous),
        (_, KeyCode::Char('p')) if card => Some(Action::Previous),
        (_, KeyCode::Char('f')) if card => Some(Action::Flip),
        (Context::Answered, KeyCode::Tab) => Some(Action::NextTab),
        (Context::Answered, KeyCode::BackTab) => Some(Action::PreviousTab),
        (Context::Answered | Context::Stats, KeyCode::PageUp) => Some(Action::ScrollUp),
        (Context::Answered | Context::Stats, KeyCode::PageDown) => Some(Action::ScrollDown),
        (Context::Answered, KeyCode::Char('[')) => Some(Action::ProofBack),
        (Context::Answered, KeyCode::Char(']')) => Some(Action::ProofForward),
        (Context::Exam, KeyCode::Char('m')) => Some(Action::Flag),
        (Context::Exam | Context::Resume, KeyCode::Char('s')) => Some(Action::Submit),
        (Context::Dialog, KeyCode::Char('n')) => Some(Action::Back),
        (_, KeyCode::Enter) | (Context::Dialog, KeyCode::Char('y')) => Some(Action::Confirm),
        _ => None,
    };
    specific.or(common)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every context.
    const CONTEXTS: [Context; 14] = [
        Context::Home,
        Context::Resume,
        Context::Setup { seed: false },
        Context::Setup { seed: true },
        Context::Question,
        Context::Answered,
        Context::Exam,
        Context::Dialog,
        Context::Results,
        Context::Settings,
        Context::Summary,
        Context::Review,
        Context::Stats,
        Context::Present,
    ];

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    #[test]
    fn numbers_and_letters_choose_options() {
        assert_eq!(
            key_action(Context::Question, key(KeyCode::Char('3'))),
            Some(Action::Choose(2))
        );
        assert_eq!(
            key_action(Context::Question, key(KeyCode::Char('b'))),
            Some(Action::Choose(1))
        );
        assert_eq!(
            key_action(Context::Question, key(KeyCode::Char('f'))),
            Some(Action::Flip)
        );
    }

    #[test]
    fn ctrl_c_quits_everywhere() {
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        for c in [
            Context::Home,
            Context::Question,
            Context::Exam,
            Context::Dialog,
        ] {
            assert_eq!(key_action(c, ctrl_c), Some(Action::Quit));
        }
    }

    #[test]
    fn digits_type_the_seed_only_on_its_row() {
        let seven = key(KeyCode::Char('7'));
        assert_eq!(
            key_action(Context::Setup { seed: true }, seven),
            Some(Action::Digit(7))
        );
        assert_eq!(key_action(Context::Setup { seed: false }, seven), None);
    }

    #[test]
    fn every_context_has_keys_to_show() {
        for c in CONTEXTS {
            assert!(!bindings(c).is_empty());
        }
    }

    #[test]
    fn key_names_that_are_words_are_translated() {
        let ru = Localizer::new(crate::i18n::Locale::Ru);
        let en = Localizer::new(crate::i18n::Locale::En);
        assert_eq!(key_names("↑↓ Enter", &en), "↑↓ Enter");
        let text = key_names("Space PgDn", &ru);
        assert!(!text.contains("Space"), "{text}");
        assert_eq!(key_names("n p", &ru), "n p");
    }

    #[test]
    fn the_presenter_steps_with_a_clicker() {
        assert_eq!(
            key_action(Context::Present, key(KeyCode::PageDown)),
            Some(Action::Reveal)
        );
        assert_eq!(
            key_action(Context::Present, key(KeyCode::PageUp)),
            Some(Action::Conceal)
        );
        assert_eq!(key_action(Context::Present, key(KeyCode::Char('b'))), None);
    }
}
