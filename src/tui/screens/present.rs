//! Presenter mode, for a lecturer with a projector: one scenario at a time with the largest
//! board and clocks that fit, the situation and the question; a key shows the options,
//! another the ruling (the right option, the summary and the articles). Nothing is answered
//! or recorded. Each press of Space, Enter or Page Down (what a presentation clicker sends)
//! shows the next step, then the next scenario; Backspace and Page Up step back.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::content::Scenario;
use crate::i18n::{Arg, RulingText};
use crate::tui::action::Action;
use crate::tui::app::{App, Screen};
use crate::tui::card::view::{facts_lines, question_lines, render_board_column};
use crate::tui::card::{Card, Item, card_for};
use crate::tui::keymap::{Binding, Does, ENDS, KeyTable, LEFT_RIGHT, NEXT_PREVIOUS, keys_label};
use crate::tui::layout;
use crate::tui::widgets::digits;
use crate::tui::widgets::options::{Options, option_rows, texts_of};
use crate::tui::widgets::ruling::{edition_name, explanation_lines};
use crate::tui::wrap::hanging;

/// How much of a scenario is on show.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Stage {
    /// The board, the situation and the question.
    Question,
    /// The options as well.
    Options,
    /// The ruling as well.
    Ruling,
}

/// The presenter's state.
#[derive(Debug, Clone)]
pub struct PresentState {
    /// The scenarios, in the order shown.
    pub items: Vec<Item>,
    /// The one on show.
    pub index: usize,
    /// Its card (never answered).
    pub card: Card,
    /// How much of it is on show.
    pub stage: Stage,
}

impl PresentState {
    /// A presentation of `items`; `None` when there is nothing to show.
    pub fn new(items: Vec<Item>, app: &App) -> Option<Self> {
        let card = card_for(items.first()?, app)?;
        Some(Self {
            items,
            index: 0,
            card,
            stage: Stage::Question,
        })
    }

    /// Shows scenario `index` from its first step, or at its ruling when `at_ruling` (the
    /// way back from the next scenario); nothing happens when there is no such scenario.
    pub fn go(&mut self, index: usize, at_ruling: bool, app: &App) {
        let Some(mut card) = self.items.get(index).and_then(|i| card_for(i, app)) else {
            return;
        };
        self.stage = if at_ruling {
            if let Some(scenario) = card.scenario(&app.library) {
                card.reveal(scenario);
            }
            Stage::Ruling
        } else {
            Stage::Question
        };
        self.index = index;
        self.card = card;
    }

    /// Shows the next step: the options, the ruling, then the next scenario.
    pub fn reveal(&mut self, app: &App) {
        match self.stage {
            Stage::Question => self.stage = Stage::Options,
            Stage::Options => {
                if let Some(scenario) = self.card.scenario(&app.library) {
                    self.card.reveal(scenario);
                }
                self.stage = Stage::Ruling;
            }
            Stage::Ruling => self.go(self.index + 1, false, app),
        }
    }

    /// Hides the last step shown: the ruling, the options, then back to the ruling of the
    /// scenario before.
    pub fn conceal(&mut self, app: &App) {
        match self.stage {
            Stage::Ruling => {
                if let Some(scenario) = self.card.scenario(&app.library) {
                    self.card.conceal(scenario);
                }
                self.stage = Stage::Options;
            }
            Stage::Options => self.stage = Stage::Question,
            Stage::Question => {
                if let Some(before) = self.index.checked_sub(1) {
                    self.go(before, true, app);
                }
            }
        }
    }
}

/// The keys of the presenter: what a presentation clicker sends steps forward and back.
pub const KEYS: KeyTable = KeyTable {
    title_id: "help-section-present",
    groups: &[&[
        Binding::bar(
            &[KeyCode::Char(' '), KeyCode::Enter, KeyCode::PageDown],
            Does::Act(Action::Reveal),
            "key-reveal",
        ),
        Binding::bar(
            &[KeyCode::Backspace, KeyCode::PageUp],
            Does::Act(Action::Conceal),
            "key-conceal",
        ),
        Binding::bar(
            NEXT_PREVIOUS,
            Does::Pair(Action::Next, Action::Previous),
            "key-scenario",
        ),
        Binding::bar(
            LEFT_RIGHT,
            Does::Pair(Action::Left, Action::Right),
            "key-timeline",
        ),
        Binding::bar(&[KeyCode::Char('f')], Does::Act(Action::Flip), "key-flip"),
        Binding::bar(&[KeyCode::Esc], Does::Act(Action::Back), "key-back"),
        Binding::help(
            ENDS,
            Does::Pair(Action::First, Action::Last),
            "key-timeline-ends",
        ),
    ]],
};

impl PresentState {
    /// The keys of the presenter.
    pub fn keys(&self) -> &'static KeyTable {
        &KEYS
    }

    /// The presenter's answer to an action.
    pub fn update(mut self, app: &App, action: Action) -> Screen {
        match action {
            Action::Back => return Screen::home(),
            Action::Reveal => self.reveal(app),
            Action::Conceal => self.conceal(app),
            Action::Next => self.go(self.index + 1, false, app),
            Action::Previous => {
                if let Some(before) = self.index.checked_sub(1) {
                    self.go(before, false, app);
                }
            }
            _ => {
                if let Some(scenario) = app.library.scenario(&self.card.scenario) {
                    self.card.step_action(scenario, action);
                }
            }
        }
        Screen::Present(Box::new(self))
    }
}

/// The title bar: presenter mode, and which scenario of how many, and the edition.
pub fn title(state: &PresentState, app: &App) -> (String, String) {
    (app.loc.text("home-present", &[]), facts(state, app))
}

/// Which scenario of how many, and the edition.
fn facts(state: &PresentState, app: &App) -> String {
    app.loc.text(
        "present-title",
        &[
            ("index", Arg::from(state.index + 1)),
            ("total", Arg::from(state.items.len())),
            (
                "edition",
                Arg::from(edition_name(&app.loc, state.card.variant.edition.year())),
            ),
        ],
    )
}

/// The ruling as a room needs it: the right options, the articles (before the summary, so
/// that a small terminal still shows them) and the summary.
fn ruling_lines(card: &Card, app: &App, width: u16) -> Vec<Line<'static>> {
    let t = app.theme();
    let loc = &app.loc;
    let rt = RulingText::new(loc, &app.notation);
    let Ok(graded) = &card.graded else {
        let reason = card
            .graded
            .as_ref()
            .err()
            .map_or_else(String::new, |e| loc.describe_case_error(e));
        return hanging(
            Span::raw(""),
            &loc.text("ruling-failed", &[("reason", Arg::from(reason))]),
            width,
            t.wrong(),
        );
    };
    let letters = graded
        .correct
        .iter()
        .map(|i| Scenario::letter(*i).to_string())
        .collect::<Vec<_>>()
        .join(", ");
    let mut out = vec![Line::styled(
        format!(
            "✓ {}",
            loc.text("verdict-answer", &[("answer", Arg::from(letters))])
        ),
        t.right(),
    )];
    let ruling = &graded.ruling;
    let cited = ruling.citations();
    if !cited.is_empty() {
        let text = format!(
            "{} · {}",
            edition_name(loc, ruling.edition.year()),
            loc.text(
                "ruling-articles",
                &[("list", Arg::from(rt.articles(&cited)))]
            )
        );
        out.extend(hanging(Span::raw(""), &text, width, t.key()));
    }
    let bold = Style::new().add_modifier(Modifier::BOLD);
    for line in rt.summary(ruling) {
        out.extend(hanging(Span::styled("• ", t.accent()), &line, width, bold));
    }
    out
}

/// Draws the presenter's screen.
pub fn render(state: &PresentState, app: &App, body: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let loc = &app.loc;
    let card = &state.card;
    let Some(scenario) = card.scenario(&app.library) else {
        return;
    };
    let (column, right) = layout::question(body, Card::has_board(scenario));
    if let Some(column) = column {
        render_board_column(card, scenario, app, column, buf);
    }
    let right = Rect {
        x: right.x + 1,
        width: right.width.saturating_sub(2),
        ..right
    };
    let width = right.width;
    let mut y = right.y;
    if right.height >= 30 {
        let counter = format!("{}/{}", state.index + 1, state.items.len());
        digits::draw(buf, right.x, y, &counter, t.title());
        y += digits::ROWS + 1;
    }
    let hint_row = right.bottom().saturating_sub(1);
    let texts = texts_of(scenario, app.lang());
    let untranslated = loc.text("untranslated", &[]);
    let revealed = state.stage == Stage::Ruling;
    let ruling = if revealed {
        ruling_lines(card, app, width)
    } else {
        Vec::new()
    };
    let ruling_rows = u16::try_from(ruling.len()).unwrap_or(u16::MAX);
    let facts = facts_lines(card, scenario, app, width);
    let question = question_lines(card, scenario, app, width);
    let count = |lines: &[Line<'_>]| u16::try_from(lines.len()).unwrap_or(u16::MAX);
    // On a terminal too small for everything, the facts and then the question give way to
    // the options and the ruling: by then the room has read them.
    let tight_options = option_rows(&texts, &untranslated, width, false)
        .last()
        .map_or(0, |(top, h)| top + h);
    let answer_rows = match state.stage {
        Stage::Question => 0,
        Stage::Options => tight_options,
        Stage::Ruling => tight_options + 1 + ruling_rows,
    };
    let room = hint_row.saturating_sub(y + 1);
    let with_facts = count(&facts) + 1 + count(&question) + 1 + answer_rows <= room;
    let with_question = with_facts || count(&question) + 1 + answer_rows <= room;
    let mut lines = Vec::new();
    if with_facts {
        lines.extend(facts);
        lines.push(Line::styled("─".repeat(usize::from(width)), t.border()));
    }
    if with_question {
        lines.extend(question);
        lines.push(Line::raw(""));
    }
    for line in lines {
        if y >= right.bottom() {
            return;
        }
        line.render(Rect::new(right.x, y, width, 1), buf);
        y += 1;
    }
    if state.stage >= Stage::Options {
        let available = hint_row.saturating_sub(y + 1);
        let rows = |spaced| {
            option_rows(&texts, &untranslated, width, spaced)
                .last()
                .map_or(0, |(top, h)| top + h)
        };
        // The options keep a blank row between them unless the ruling needs the room; the
        // ruling takes what is left, cut short on a small terminal.
        let options_rows = if rows(true) + 1 + ruling_rows <= available {
            rows(true)
        } else {
            rows(false)
        };
        let area = Rect::new(right.x, y, width, options_rows.min(available));
        let options = Options {
            texts,
            untranslated: &untranslated,
            cursor: None,
            picked: &[],
            multi: false,
            answer: None,
            correct: card
                .graded
                .as_ref()
                .ok()
                .filter(|_| revealed)
                .map(|g| g.correct.as_slice()),
            theme: t,
        };
        (&options).render(area, buf);
        y = area.bottom() + 1;
        // The author's explanation follows where the screen has room left (a projector
        // does); it never pushes the question or the options off a small one.
        let explanation = if revealed {
            let mut lines = vec![Line::raw("")];
            lines.extend(explanation_lines(scenario, app.lang(), loc, t, width));
            lines
        } else {
            Vec::new()
        };
        for line in ruling.into_iter().chain(explanation) {
            if y >= hint_row {
                break;
            }
            line.render(Rect::new(right.x, y, width, 1), buf);
            y += 1;
        }
    }
    let (keys, id) = match state.stage {
        Stage::Question => (KeyCode::Char(' '), "present-show-options"),
        Stage::Options => (KeyCode::Char(' '), "present-show-ruling"),
        Stage::Ruling if state.index + 1 < state.items.len() => {
            (KeyCode::Char(' '), "present-next")
        }
        Stage::Ruling => (KeyCode::Esc, "present-end"),
    };
    Line::from(vec![
        Span::styled(format!("{} ", keys_label(&[keys], loc)), t.key()),
        Span::styled(loc.text(id, &[]), t.dim()),
    ])
    .render(Rect::new(right.x, hint_row, width, 1), buf);
}
