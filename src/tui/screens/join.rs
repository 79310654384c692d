//! Joining a seminar room (a session served by `arbiter-quiz serve`): the language (preset
//! from the one the participant's SSH client sends, and the screen speaks it at once), the
//! room code the lecturer gives out, and the participant's name, which is how the room knows
//! them again when they come back. Enter on the name asks the room; a refusal is said here,
//! and says nothing about the room.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Widget};

use crate::i18n::{Arg, Locale};
use crate::tui::action::Action;
use crate::tui::app::{App, Screen};
use crate::tui::effect::Effect;
use crate::tui::keymap::{Binding, Does, KeyTable, LEFT_RIGHT, TEXT_KEYS};
use crate::tui::layout::centred;
use crate::tui::room::{Refusal, RoomRequest};
use crate::tui::wrap::{ellipsis, hanging, pad};

/// The longest room code taken, in characters.
pub const CODE_MAX: usize = 16;

/// The longest name taken, in characters.
pub const NAME_MAX: usize = 40;

/// A field of the form.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Field {
    /// The language.
    Language,
    /// The room code.
    #[default]
    Code,
    /// The participant's name.
    Name,
}

impl Field {
    const ALL: [Field; 3] = [Self::Language, Self::Code, Self::Name];

    fn message_id(self) -> &'static str {
        match self {
            Self::Language => "language",
            Self::Code => "join-code",
            Self::Name => "join-name",
        }
    }
}

/// The join form.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct JoinState {
    /// The room code typed.
    pub code: String,
    /// The name typed.
    pub name: String,
    /// The field with the cursor.
    pub field: Field,
    /// Why the room refused the last try.
    pub error: Option<Refusal>,
    /// Whether the room has been asked and has not answered yet.
    pub asking: bool,
}

/// The keys of the join form.
pub const KEYS: KeyTable = KeyTable {
    title_id: "help-section-join",
    groups: &[&[
        Binding::bar(&[KeyCode::Enter], Does::Act(Action::Confirm), "key-join"),
        Binding::bar(
            &[KeyCode::Up, KeyCode::Down, KeyCode::BackTab, KeyCode::Tab],
            Does::Pair(Action::Up, Action::Down),
            "key-field",
        ),
        Binding::bar(
            LEFT_RIGHT,
            Does::Pair(Action::Left, Action::Right),
            "key-language",
        ),
        Binding::bar(&[KeyCode::Esc], Does::Act(Action::Quit), "key-leave-room"),
        Binding::help(TEXT_KEYS, Does::Text, "key-type"),
        Binding::help(&[KeyCode::Backspace], Does::Act(Action::Erase), "key-erase"),
    ]],
};

impl JoinState {
    /// The keys of the form.
    pub fn keys(&self) -> &'static KeyTable {
        &KEYS
    }

    /// The room refused: the form says why, and the code is typed again after a wrong one.
    pub fn refused(&mut self, why: Refusal) {
        self.asking = false;
        self.error = Some(why);
        match why {
            Refusal::WrongCode => {
                self.code.clear();
                self.field = Field::Code;
            }
            Refusal::BadName => self.field = Field::Name,
            Refusal::Full => {}
        }
    }

    /// The form's answer to an action.
    pub fn update(mut self, app: &mut App, action: Action, fx: &mut Vec<Effect>) -> Screen {
        if self.asking {
            return Screen::Join(self);
        }
        let at = Field::ALL
            .iter()
            .position(|f| *f == self.field)
            .unwrap_or(0);
        match action {
            Action::Up => self.field = Field::ALL[at.saturating_sub(1)],
            Action::Down => self.field = Field::ALL[(at + 1).min(Field::ALL.len() - 1)],
            Action::Left | Action::Right => {
                let all = Locale::ALL;
                let i = all
                    .iter()
                    .position(|l| *l == app.settings.locale)
                    .unwrap_or(0);
                let next = if action == Action::Right {
                    (i + 1) % all.len()
                } else {
                    (i + all.len() - 1) % all.len()
                };
                app.settings.locale = all[next];
                app.relocalize();
                self.field = Field::Language;
            }
            Action::Type(c) => {
                let (text, max) = match self.field {
                    Field::Code => (&mut self.code, CODE_MAX),
                    Field::Name => (&mut self.name, NAME_MAX),
                    Field::Language => return Screen::Join(self),
                };
                if text.chars().count() < max {
                    text.push(c);
                    self.error = None;
                }
            }
            Action::Erase => match self.field {
                Field::Code => {
                    self.code.pop();
                }
                Field::Name => {
                    self.name.pop();
                }
                Field::Language => {}
            },
            Action::Confirm => match self.field {
                Field::Language => self.field = Field::Code,
                Field::Code if self.name.trim().is_empty() => self.field = Field::Name,
                _ if self.code.trim().is_empty() => self.field = Field::Code,
                _ if self.name.trim().is_empty() => self.field = Field::Name,
                _ => {
                    self.asking = true;
                    self.error = None;
                    fx.push(Effect::Room(RoomRequest::Join {
                        code: self.code.trim().to_owned(),
                        name: self.name.trim().to_owned(),
                        locale: app.settings.locale,
                    }));
                }
            },
            _ => {}
        }
        Screen::Join(self)
    }
}

/// The title bar of the form.
pub fn title(app: &App) -> (String, String) {
    (app.loc.text("join-title", &[]), String::new())
}

/// Draws the form: a box with the three fields, the cursor on one of them, and under them
/// what happens next or why the room refused.
pub fn render(state: &JoinState, app: &App, body: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let loc = &app.loc;
    let width = 64.min(body.width);
    let inner_width = width.saturating_sub(4);
    let labels: Vec<String> = Field::ALL
        .iter()
        .map(|f| loc.text(f.message_id(), &[]))
        .collect();
    let label_width = labels
        .iter()
        .map(|l| Line::raw(l.as_str()).width())
        .max()
        .unwrap_or(0)
        + 2;
    let mut lines = hanging(
        Span::raw(""),
        &loc.text("join-intro", &[]),
        inner_width,
        Style::new(),
    );
    lines.push(Line::raw(""));
    let value_width = usize::from(inner_width).saturating_sub(label_width + 2);
    for (field, label) in Field::ALL.iter().zip(&labels) {
        let on = *field == state.field;
        let value = match field {
            Field::Language => format!("‹ {} ›", app.settings.locale.native_name()),
            Field::Code => state.code.clone(),
            Field::Name => state.name.clone(),
        };
        let caret = if on && *field != Field::Language {
            "▏"
        } else {
            ""
        };
        let shown = ellipsis(&format!("{value}{caret}"), value_width);
        let pointer = t.symbols().pointer(on);
        let style = if on { t.selected() } else { Style::new() };
        lines.push(Line::from(vec![
            Span::styled(pointer, t.accent()),
            Span::styled(pad(label, label_width), t.dim()),
            Span::styled(pad(&shown, value_width), style),
        ]));
    }
    lines.push(Line::raw(""));
    let (text, style) = match (state.asking, state.error) {
        (true, _) => (loc.text("join-asking", &[]), t.accent()),
        (false, Some(why)) => (loc.text(why.message_id(), &[]), t.wrong()),
        (false, None) => (
            loc.text(
                "join-hint",
                &[(
                    "max",
                    Arg::from(match state.field {
                        Field::Name => NAME_MAX,
                        _ => CODE_MAX,
                    }),
                )],
            ),
            t.dim(),
        ),
    };
    lines.extend(hanging(Span::raw(""), &text, inner_width, style));
    let height = u16::try_from(lines.len() + 2)
        .unwrap_or(u16::MAX)
        .min(body.height);
    let area = centred(body, width, height);
    let block = Block::bordered()
        .border_style(t.border_focus())
        .title(Span::styled(
            format!(" {} ", loc.text("join-title", &[])),
            t.title(),
        ));
    let inner = block.inner(area).inner(ratatui::layout::Margin::new(1, 0));
    block.render(area, buf);
    for (line, y) in lines.into_iter().zip(inner.y..inner.bottom()) {
        line.render(Rect::new(inner.x, y, inner.width, 1), buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::Library;
    use crate::tui::settings::{Capabilities, Settings};
    use crate::tui::theme::ColourDepth;

    fn app() -> App {
        let caps = Capabilities {
            depth: ColourDepth::None,
            glyphs: true,
            console: false,
        };
        App::new(Library::default(), Settings::new(Locale::En), caps, 1)
    }

    fn run(app: &mut App, state: JoinState, actions: &[Action]) -> (JoinState, Vec<Effect>) {
        let mut fx = Vec::new();
        let mut screen = Screen::Join(state);
        for a in actions {
            let Screen::Join(s) = screen else {
                panic!("left the form")
            };
            screen = s.update(app, *a, &mut fx);
        }
        let Screen::Join(s) = screen else {
            panic!("left the form")
        };
        (s, fx)
    }

    #[test]
    fn typing_the_code_and_name_then_enter_asks_the_room() {
        let mut a = app();
        let mut actions: Vec<Action> = "4711".chars().map(Action::Type).collect();
        actions.push(Action::Confirm);
        actions.extend("Ана Ли".chars().map(Action::Type));
        actions.push(Action::Erase);
        actions.push(Action::Type('и'));
        actions.push(Action::Confirm);
        let (s, fx) = run(&mut a, JoinState::default(), &actions);
        assert!(s.asking);
        assert_eq!(
            fx,
            [Effect::Room(RoomRequest::Join {
                code: "4711".into(),
                name: "Ана Ли".into(),
                locale: Locale::En
            })]
        );
        // While the room is asked, keys do nothing.
        let (again, fx) = run(&mut a, s, &[Action::Confirm]);
        assert!(again.asking && fx.is_empty());
    }

    #[test]
    fn the_language_changes_the_screen_at_once() {
        let mut a = app();
        let (s, _) = run(&mut a, JoinState::default(), &[Action::Up, Action::Right]);
        assert_eq!(s.field, Field::Language);
        assert_ne!(a.settings.locale, Locale::En);
        assert_eq!(a.loc.locale(), a.settings.locale);
    }

    #[test]
    fn fields_take_no_more_than_their_length() {
        let mut a = app();
        let actions: Vec<Action> = std::iter::repeat_n(Action::Type('x'), 100).collect();
        let (s, _) = run(&mut a, JoinState::default(), &actions);
        assert_eq!(s.code.chars().count(), CODE_MAX);
    }

    #[test]
    fn a_wrong_code_is_typed_again() {
        let mut s = JoinState {
            code: "1".into(),
            name: "x".into(),
            field: Field::Name,
            error: None,
            asking: true,
        };
        s.refused(Refusal::WrongCode);
        assert!(s.code.is_empty() && !s.asking);
        assert_eq!(s.field, Field::Code);
        assert_eq!(s.name, "x");
    }
}
