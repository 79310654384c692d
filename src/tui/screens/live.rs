//! A live round in a seminar room, as a participant sees it: the scenario the lecturer has on
//! show, with the board, clocks, timeline, question and options as everywhere in the app.
//! Before the reveal, a letter (or Enter on the option selected, or a click) gives the answer
//! and sends it to the room; another letter changes it until the lecturer reveals. The line
//! under the options says what the room has: nothing yet, the answer on its way, or the
//! answer kept. At the reveal the card turns to right or wrong, the engine's ruling with its
//! articles, and the explanation, contrast and proof tabs. The lecturer moves the room on.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::content::{Library, Scenario};
use crate::i18n::Arg;
use crate::quiz::variant::Variant;
use crate::tui::action::Action;
use crate::tui::app::{App, Screen};
use crate::tui::card::view::CardView;
use crate::tui::card::{CARD_KEYS, Card};
use crate::tui::effect::Effect;
use crate::tui::keymap::{Binding, Does, KeyTable, LEFT_RIGHT, OPTION_KEYS, UP_DOWN};
use crate::tui::layout::chrome;
use crate::tui::list;
use crate::tui::room::{Room, RoomRequest};
use crate::tui::wrap::{hanging, wrap};

/// The most rows under the text column for the line about the answer (it wraps where the
/// column is narrow, as beside a board at 80 columns).
const STATUS_ROWS: u16 = 3;

/// Lines the text scrolls per page.
const PAGE: u16 = 5;

/// The live question on a participant's screen.
#[derive(Debug, Clone)]
pub struct LiveState {
    /// Which of the room's scenarios, from 0.
    pub index: usize,
    /// Its card: `picked` holds the answer given, `revealed` follows the room.
    pub card: Card,
}

/// The keys of the timeline and the board, before and after the reveal.
const STEPS: &[Binding] = &[Binding::bar(
    LEFT_RIGHT,
    Does::Pair(Action::Left, Action::Right),
    "key-timeline",
)];

/// The keys before the reveal, for a question with one right answer.
pub const KEYS: KeyTable = KeyTable {
    title_id: "help-section-live",
    groups: &[
        &[
            Binding::bar(OPTION_KEYS, Does::Choose, "key-pick"),
            Binding::help(
                &[KeyCode::Enter],
                Does::Act(Action::Confirm),
                "key-pick-selected",
            ),
            Binding::help(
                UP_DOWN,
                Does::Pair(Action::Up, Action::Down),
                "key-select-move",
            ),
        ],
        STEPS,
        CARD_KEYS,
    ],
};

/// The keys before the reveal, for a question with several right answers.
pub const MULTI_KEYS: KeyTable = KeyTable {
    title_id: "help-section-live-multi",
    groups: &[
        &[
            Binding::bar(OPTION_KEYS, Does::Choose, "key-tick"),
            Binding::bar(
                &[KeyCode::Char(' '), KeyCode::Enter],
                Does::Act(Action::Toggle),
                "key-tick-selected",
            ),
            Binding::help(
                UP_DOWN,
                Does::Pair(Action::Up, Action::Down),
                "key-select-move",
            ),
        ],
        STEPS,
        CARD_KEYS,
    ],
};

/// The keys after the reveal: the tabs of the ruling, scrolling, the timeline.
pub const REVEALED_KEYS: KeyTable = KeyTable {
    title_id: "help-section-live-revealed",
    groups: &[
        &[
            Binding::bar(&[KeyCode::Tab], Does::Act(Action::NextTab), "key-tab"),
            Binding::bar(
                UP_DOWN,
                Does::Pair(Action::Up, Action::Down),
                "key-scroll-line",
            ),
            Binding::help(
                &[KeyCode::BackTab],
                Does::Act(Action::PreviousTab),
                "key-tab-back",
            ),
        ],
        STEPS,
        CARD_KEYS,
    ],
};

impl LiveState {
    /// The room's scenario `index`, with the participant's earlier answer, revealed or not
    /// as the room is; `None` when the scenario is not in the session's library.
    pub fn new(index: usize, revealed: bool, app: &App) -> Option<Self> {
        let room = app.room.as_deref()?;
        let id = room.view.ids.get(index)?;
        let scenario = app.library.scenario(id)?;
        let variant = Variant::own(room.view.edition.unwrap_or(scenario.edition()));
        let mut card = Card::new(scenario, variant, None);
        if let Some(given) = room.live_answer(id) {
            card.picked.clone_from(given);
            card.cursor = given.first().copied();
        }
        let mut live = Self { index, card };
        live.set_revealed(revealed, room, &app.library);
        Some(live)
    }

    /// Shows or hides the ruling as the room does; the answer shown marked is the one given.
    pub fn set_revealed(&mut self, revealed: bool, room: &Room, library: &Library) {
        if revealed == self.card.revealed {
            return;
        }
        let Some(scenario) = library.scenario(&self.card.scenario) else {
            return;
        };
        if revealed {
            let given = room
                .live_answer(&self.card.scenario)
                .cloned()
                .filter(|a| !a.is_empty());
            self.card.answer = given;
            self.card.reveal(scenario);
        } else {
            self.card.answer = None;
            self.card.conceal(scenario);
        }
    }

    /// Whether the question has several right answers.
    fn multi(&self, app: &App) -> bool {
        self.card
            .scenario(&app.library)
            .is_some_and(|s| s.question.multi)
    }

    /// The keys that work now.
    pub fn keys(&self, app: &App) -> &'static KeyTable {
        match (self.card.revealed, self.multi(app)) {
            (true, _) => &REVEALED_KEYS,
            (false, true) => &MULTI_KEYS,
            (false, false) => &KEYS,
        }
    }

    /// The card laid out on the participant's screen.
    fn view<'a>(&'a self, scenario: &'a Scenario, app: &'a App) -> CardView<'a> {
        let body = chrome(Rect::new(0, 0, app.size.0, app.size.1)).body;
        laid_out(self, scenario, app, body).0
    }

    /// The live question's answer to an action.
    pub fn update(mut self, app: &mut App, action: Action, fx: &mut Vec<Effect>) -> Screen {
        let Some(scenario) = app.library.scenario(&self.card.scenario).cloned() else {
            return Screen::Live(Box::new(self));
        };
        if let Action::Tick(d) = action {
            self.card.elapsed += d;
            return Screen::Live(Box::new(self));
        }
        if self.card.step_action(&scenario, action) {
            return Screen::Live(Box::new(self));
        }
        if self.card.revealed {
            self.after(&scenario, app, action);
        } else {
            self.before(&scenario, app, action, fx);
        }
        Screen::Live(Box::new(self))
    }

    /// Before the reveal: selecting, picking (which answers), scrolling.
    fn before(&mut self, scenario: &Scenario, app: &App, action: Action, fx: &mut Vec<Effect>) {
        let n = scenario.options.len();
        match action {
            Action::Up | Action::Down => {
                self.card.cursor = list::moved(self.card.cursor, action, n);
                self.bring_into_view(scenario, app);
            }
            Action::Choose(i) if i < n => self.pick(scenario, app, i, fx),
            Action::Confirm | Action::Toggle => {
                if let Some(i) = self.card.cursor {
                    if self.view(scenario, app).option_in_view(i) {
                        self.pick(scenario, app, i, fx);
                    } else {
                        self.bring_into_view(scenario, app);
                    }
                }
            }
            Action::Click(x, y) => {
                if let Some(i) = self.view(scenario, app).option_at(x, y) {
                    self.pick(scenario, app, i, fx);
                }
            }
            Action::ScrollUp | Action::ScrollDown => self.scroll(scenario, app, action, PAGE),
            _ => {}
        }
    }

    /// After the reveal: the tabs and scrolling.
    fn after(&mut self, scenario: &Scenario, app: &App, action: Action) {
        match action {
            Action::NextTab | Action::PreviousTab => {
                let tabs = self.card.tabs();
                let i = tabs.iter().position(|t| *t == self.card.tab).unwrap_or(0);
                let by = if action == Action::NextTab {
                    Action::Down
                } else {
                    Action::Up
                };
                self.card.tab = tabs[list::step(i, by, tabs.len()).unwrap_or(0)];
                self.card.scroll = 0;
            }
            Action::Up | Action::Down => self.scroll(scenario, app, action, 1),
            Action::ScrollUp | Action::ScrollDown => self.scroll(scenario, app, action, PAGE),
            Action::Click(x, y) => {
                if let Some(tab) = self.view(scenario, app).tab_at(x, y) {
                    self.card.tab = tab;
                    self.card.scroll = 0;
                }
            }
            _ => {}
        }
    }

    /// Gives option `i` as the answer (with several right answers, ticks or unticks it) and
    /// sends the answer to the room.
    fn pick(&mut self, scenario: &Scenario, app: &App, i: usize, fx: &mut Vec<Effect>) {
        if scenario.question.multi {
            self.card.toggle(i);
        } else {
            self.card.picked = vec![i];
        }
        self.card.cursor = Some(i);
        self.bring_into_view(scenario, app);
        fx.push(Effect::Room(RoomRequest::Answer {
            scenario: self.card.scenario.clone(),
            chosen: self.card.picked.clone(),
        }));
    }

    fn scroll(&mut self, scenario: &Scenario, app: &App, action: Action, step: u16) {
        let max = self.view(scenario, app).max_scroll();
        self.card.scroll = if matches!(action, Action::Up | Action::ScrollUp) {
            self.card.scroll.saturating_sub(step)
        } else {
            (self.card.scroll + step).min(max)
        };
    }

    fn bring_into_view(&mut self, scenario: &Scenario, app: &App) {
        if let Some(i) = self.card.cursor {
            self.card.scroll = self.view(scenario, app).scroll_to_option(i);
        }
    }
}

/// The title bar: the room, and which question of how many.
pub fn title(state: &LiveState, app: &App) -> (String, String) {
    let total = app.room.as_ref().map_or(0, |r| r.view.ids.len());
    let name = app.room.as_ref().map_or("", |r| r.seat.name.as_str());
    (
        app.loc.text("live-title", &[]),
        app.loc.text(
            "live-facts",
            &[
                ("index", Arg::from(state.index + 1)),
                ("total", Arg::from(total)),
                ("name", Arg::from(name.to_owned())),
            ],
        ),
    )
}

/// The card laid out in `body` with the line about the answer under its text column,
/// wrapped to the column's width, and that line.
fn laid_out<'a>(
    state: &'a LiveState,
    scenario: &'a Scenario,
    app: &'a App,
    body: Rect,
) -> (CardView<'a>, Vec<Line<'static>>) {
    let one = CardView::new(&state.card, scenario, app, body, 1);
    let mut lines = status(state, app, one.text.width);
    lines.truncate(usize::from(STATUS_ROWS));
    let rows = u16::try_from(lines.len()).unwrap_or(1).max(1);
    let view = if rows == 1 {
        one
    } else {
        CardView::new(&state.card, scenario, app, body, rows)
    };
    (view, lines)
}

/// The line about the answer, wrapped to `width`: what the room has of it, or that the
/// ruling is shown.
fn status(state: &LiveState, app: &App, width: u16) -> Vec<Line<'static>> {
    let t = app.theme();
    let loc = &app.loc;
    let letters = |v: &[usize]| loc.list(v.iter().map(|i| Scenario::letter(*i).to_string()));
    let room = app.room.as_deref();
    let id = &state.card.scenario;
    let kept = room
        .and_then(|r| r.seat.live.get(id))
        .filter(|a| !a.is_empty());
    let on_the_way = room.and_then(|r| r.unrecorded.get(id));
    let plain = |text: String, style| {
        wrap(&text, width)
            .into_iter()
            .map(|l| Line::styled(l, style))
            .collect()
    };
    if state.card.revealed {
        return plain(loc.text("live-revealed", &[]), t.dim());
    }
    match (on_the_way, kept) {
        (Some(a), _) if !a.is_empty() => plain(
            loc.text("live-sending", &[("answer", Arg::from(letters(a)))]),
            t.accent(),
        ),
        (None, Some(a)) => hanging(
            Span::styled(format!("{} ", t.symbols().right), t.right()),
            &loc.text("live-kept", &[("answer", Arg::from(letters(a)))]),
            width,
            Style::new(),
        ),
        _ => plain(loc.text("live-no-answer", &[]), t.dim()),
    }
}

/// Draws the live question and the line about the answer under it.
pub fn render(state: &LiveState, app: &App, body: Rect, buf: &mut Buffer) {
    let Some(scenario) = state.card.scenario(&app.library) else {
        return;
    };
    let (view, lines) = laid_out(state, scenario, app, body);
    view.render(buf);
    let rows = u16::try_from(lines.len()).unwrap_or(1);
    let sheet = view.sheet(rows);
    for (line, y) in lines.into_iter().zip(sheet.y..sheet.bottom()) {
        line.render(Rect::new(sheet.x, y, sheet.width, 1), buf);
    }
}
