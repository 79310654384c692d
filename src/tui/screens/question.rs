//! The question screen, one question at a time: practice, review, the drill, and the review
//! of an exam's questions from its results. Selecting an option and answering are two acts
//! (a letter, an arrow or a click selects; Enter or a second click answers), so that no
//! key answers by accident; after the answer, the ruling stays until the learner moves on
//! with a key that never answers (n or Space). At the end, the session's score.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::content::Scenario;
use crate::i18n::Arg;
use crate::store::Mode;
use crate::tui::action::Action;
use crate::tui::app::{App, Screen};
use crate::tui::card::view::CardView;
use crate::tui::card::{CARD_KEYS, Card, Item, Tab, card_for};
use crate::tui::effect::Effect;
use crate::tui::keymap::{
    Binding, Does, KeyTable, LEFT_RIGHT, NEXT_PREVIOUS, OPTION_KEYS, UP_DOWN, keys_label,
};
use crate::tui::layout::{self, chrome};
use crate::tui::list;

/// Lines the text scrolls per page.
const PAGE: u16 = 5;

/// A session of questions one at a time.
#[derive(Debug, Clone)]
pub struct QuestionState {
    /// Practice, review or drill (exam review is review with a way back to the results).
    pub mode: Mode,
    /// The questions.
    pub items: Vec<Item>,
    /// The one on screen.
    pub index: usize,
    /// Its card.
    pub card: Card,
    /// Answers given right in this session.
    pub right: usize,
    /// Answers given in this session.
    pub answered: usize,
    /// Set once the last question is done: the session's summary is shown.
    pub finished: bool,
    /// Where Esc leads: the setup the session came from, the review entry, the results.
    pub back: Box<Screen>,
}

/// The keys of a question before it is answered, whether it has one right answer or more:
/// the timeline, moving between questions, scrolling, the board.
const BEFORE_ANSWER: &[Binding] = &[
    Binding::bar(
        LEFT_RIGHT,
        Does::Pair(Action::Left, Action::Right),
        "key-timeline",
    ),
    Binding::bar(
        NEXT_PREVIOUS,
        Does::Pair(Action::Next, Action::Previous),
        "key-next",
    ),
    Binding::bar(&[KeyCode::Esc], Does::Act(Action::Back), "key-back"),
    Binding::help(
        UP_DOWN,
        Does::Pair(Action::Up, Action::Down),
        "key-select-move",
    ),
];

/// The keys of a question with one right answer, before it is answered.
pub const KEYS: KeyTable = KeyTable {
    title_id: "help-section-question",
    groups: &[
        &[
            Binding::bar(OPTION_KEYS, Does::Choose, "key-select").high(),
            Binding::bar(&[KeyCode::Enter], Does::Act(Action::Confirm), "key-answer").high(),
        ],
        BEFORE_ANSWER,
        CARD_KEYS,
    ],
};

/// The keys of a question with several right answers, before it is answered.
pub const MULTI_KEYS: KeyTable = KeyTable {
    title_id: "help-section-question-multi",
    groups: &[
        &[
            Binding::bar(OPTION_KEYS, Does::Choose, "key-tick"),
            Binding::bar(
                &[KeyCode::Char(' ')],
                Does::Act(Action::Toggle),
                "key-tick-selected",
            ),
            Binding::bar(
                &[KeyCode::Enter],
                Does::Act(Action::Confirm),
                "key-answer-ticked",
            )
            .high(),
        ],
        BEFORE_ANSWER,
        CARD_KEYS,
    ],
};

/// The keys after the answer: the ruling stays until a key that never answers moves on.
pub const ANSWERED_KEYS: KeyTable = KeyTable {
    title_id: "help-section-answered",
    groups: &[
        &[
            Binding::bar(
                &[KeyCode::Char('n'), KeyCode::Char(' ')],
                Does::Act(Action::Next),
                "key-continue",
            )
            .high(),
            // The only way to the explanation, the contrast and the proof.
            Binding::bar(&[KeyCode::Tab], Does::Act(Action::NextTab), "key-tab").high(),
            Binding::bar(
                LEFT_RIGHT,
                Does::Pair(Action::Left, Action::Right),
                "key-timeline",
            )
            .low(),
            Binding::bar(&[KeyCode::Esc], Does::Act(Action::Back), "key-back"),
            Binding::help(
                UP_DOWN,
                Does::Pair(Action::Up, Action::Down),
                "key-scroll-line",
            ),
            Binding::help(
                &[KeyCode::Char('p')],
                Does::Act(Action::Previous),
                "key-previous",
            ),
            Binding::help(
                &[KeyCode::BackTab],
                Does::Act(Action::PreviousTab),
                "key-tab-back",
            ),
            Binding::help(
                &[KeyCode::Char('['), KeyCode::Char(']')],
                Does::Pair(Action::ProofBack, Action::ProofForward),
                "key-proof",
            ),
        ],
        CARD_KEYS,
    ],
};

/// The keys of a session's summary.
pub const SUMMARY_KEYS: KeyTable = KeyTable {
    title_id: "help-section-summary",
    groups: &[&[Binding::bar(
        &[KeyCode::Enter, KeyCode::Esc],
        Does::Act(Action::Back),
        "key-back",
    )]],
};

impl QuestionState {
    /// A session over `items`, starting at `index`, Esc leading to `back`; `None` when
    /// there is nothing to ask.
    pub fn new(
        mode: Mode,
        items: Vec<Item>,
        index: usize,
        app: &App,
        back: Screen,
    ) -> Option<Self> {
        let card = card_for(items.get(index)?, app)?;
        Some(Self {
            mode,
            items,
            index,
            card,
            right: 0,
            answered: 0,
            finished: false,
            back: Box::new(back),
        })
    }

    /// Moves to question `index`, if it exists.
    pub fn go(&mut self, index: usize, app: &App) {
        if let Some(card) = self.items.get(index).and_then(|i| card_for(i, app)) {
            self.index = index;
            self.card = card;
        }
    }

    /// The keys that work now.
    pub fn keys(&self, app: &App) -> &'static KeyTable {
        let multi = self
            .card
            .scenario(&app.library)
            .is_some_and(|s| s.question.multi);
        match (self.finished, self.card.revealed, multi) {
            (true, _, _) => &SUMMARY_KEYS,
            (false, true, _) => &ANSWERED_KEYS,
            (false, false, true) => &MULTI_KEYS,
            (false, false, false) => &KEYS,
        }
    }

    /// The card on screen laid out.
    fn view<'a>(&'a self, scenario: &'a Scenario, app: &'a App) -> CardView<'a> {
        let body = chrome(Rect::new(0, 0, app.size.0, app.size.1)).body;
        CardView::new(&self.card, scenario, app, body, 0)
    }

    /// The question screen's answer to an action.
    pub fn update(mut self, app: &mut App, action: Action, fx: &mut Vec<Effect>) -> Screen {
        if self.finished || action == Action::Back {
            return if matches!(action, Action::Back | Action::Confirm) {
                *self.back
            } else {
                Screen::Question(Box::new(self))
            };
        }
        let Some(scenario) = app.library.scenario(&self.card.scenario).cloned() else {
            return *self.back;
        };
        if let Action::Tick(d) = action {
            if !self.card.revealed {
                self.card.elapsed += d;
            }
        } else if !self.card.step_action(&scenario, action) {
            if self.card.revealed {
                self.after(app, &scenario, action);
            } else {
                self.before(app, &scenario, action, fx);
            }
        }
        Screen::Question(Box::new(self))
    }

    /// Before the answer: selecting, ticking, answering, scrolling, moving on unanswered.
    fn before(&mut self, app: &mut App, scenario: &Scenario, action: Action, fx: &mut Vec<Effect>) {
        let n = scenario.options.len();
        let multi = scenario.question.multi;
        match action {
            Action::Up | Action::Down => {
                self.card.cursor = list::moved(self.card.cursor, action, n);
                self.bring_into_view(scenario, app);
            }
            Action::Choose(i) if i < n => {
                if multi {
                    self.card.toggle(i);
                }
                self.card.cursor = Some(i);
                self.bring_into_view(scenario, app);
            }
            Action::Toggle => {
                if let Some(i) = self.card.cursor {
                    if self.view(scenario, app).option_in_view(i) {
                        self.card.toggle(i);
                    } else {
                        self.bring_into_view(scenario, app);
                    }
                }
            }
            Action::Confirm if multi && !self.card.picked.is_empty() => {
                let picked = self.card.picked.clone();
                self.answer(app, scenario, picked, fx);
            }
            Action::Confirm if multi => {}
            Action::Confirm => {
                if let Some(i) = self.card.cursor {
                    if self.view(scenario, app).option_in_view(i) {
                        self.answer(app, scenario, vec![i], fx);
                    } else {
                        self.bring_into_view(scenario, app);
                    }
                }
            }
            Action::ScrollUp | Action::ScrollDown => self.scroll(scenario, app, action),
            Action::Next => self.advance(app, 1),
            Action::Previous => self.advance(app, -1),
            Action::Click(x, y) => match self.view(scenario, app).option_at(x, y) {
                Some(i) if multi => {
                    self.card.toggle(i);
                    self.card.cursor = Some(i);
                }
                // A second click on the option selected answers with it.
                Some(i) if self.card.cursor == Some(i) => {
                    self.answer(app, scenario, vec![i], fx);
                }
                Some(i) => self.card.cursor = Some(i),
                None => {}
            },
            _ => {}
        }
    }

    /// After the answer: the tabs, scrolling the panel, the proof, moving on.
    fn after(&mut self, app: &App, scenario: &Scenario, action: Action) {
        match action {
            Action::Next => self.advance(app, 1),
            Action::Previous => self.advance(app, -1),
            Action::NextTab | Action::PreviousTab => {
                let tabs = self.card.tabs();
                let i = tabs.iter().position(|t| *t == self.card.tab).unwrap_or(0);
                let move_by = if action == Action::NextTab {
                    Action::Down
                } else {
                    Action::Up
                };
                self.card.tab = tabs[list::step(i, move_by, tabs.len()).unwrap_or(0)];
                self.card.scroll = 0;
            }
            Action::Up | Action::Down | Action::ScrollUp | Action::ScrollDown => {
                self.scroll(scenario, app, action);
            }
            Action::ProofBack | Action::ProofForward => {
                if let Some(len) = self.card.proof_line().map(|(_, l)| l.len()) {
                    self.card.tab = Tab::Proof;
                    self.card.proof_ply = if action == Action::ProofForward {
                        (self.card.proof_ply + 1).min(len)
                    } else {
                        self.card.proof_ply.saturating_sub(1)
                    };
                }
            }
            Action::Click(x, y) => {
                if let Some(tab) = self.view(scenario, app).tab_at(x, y) {
                    self.card.tab = tab;
                    self.card.scroll = 0;
                }
            }
            _ => {}
        }
    }

    /// Scrolls the text a line (the arrows) or a page (the page keys).
    fn scroll(&mut self, scenario: &Scenario, app: &App, action: Action) {
        let step = if matches!(action, Action::Up | Action::Down) {
            1
        } else {
            PAGE
        };
        let max = self.view(scenario, app).max_scroll();
        self.card.scroll = if matches!(action, Action::Up | Action::ScrollUp) {
            self.card.scroll.saturating_sub(step)
        } else {
            (self.card.scroll + step).min(max)
        };
    }

    /// Scrolls the text so that the option selected is in view.
    fn bring_into_view(&mut self, scenario: &Scenario, app: &App) {
        if let Some(i) = self.card.cursor {
            self.card.scroll = self.view(scenario, app).scroll_to_option(i);
        }
    }

    /// Moves to the next (or previous) question; past the last one the session is finished.
    fn advance(&mut self, app: &App, delta: isize) {
        let next = isize::try_from(self.index).unwrap_or(0) + delta;
        let Ok(next) = usize::try_from(next) else {
            return;
        };
        if next >= self.items.len() {
            self.finished = true;
            return;
        }
        self.go(next, app);
    }

    /// The learner answers the question on screen.
    fn answer(
        &mut self,
        app: &mut App,
        scenario: &Scenario,
        chosen: Vec<usize>,
        fx: &mut Vec<Effect>,
    ) {
        let mut chosen = chosen;
        chosen.sort_unstable();
        chosen.dedup();
        self.card.picked.clone_from(&chosen);
        self.card.answer = Some(chosen.clone());
        self.card.reveal(scenario);
        let Some(right) = self.card.right() else {
            return;
        };
        self.answered += 1;
        self.right += usize::from(right);
        let answer = self
            .card
            .record(scenario, chosen, right, self.mode, app.now);
        // A copy in memory has no file, so recording in it cannot fail.
        let _ = app.progress.record(answer.clone());
        fx.push(Effect::RecordAnswer(answer));
    }
}

/// Draws the question screen.
pub fn render(state: &QuestionState, app: &App, body: Rect, buf: &mut Buffer) {
    if state.finished {
        render_summary(state, app, body, buf);
        return;
    }
    let Some(scenario) = state.card.scenario(&app.library) else {
        return;
    };
    CardView::new(&state.card, scenario, app, body, 0).render(buf);
}

/// The end of a session: how many were right.
fn render_summary(state: &QuestionState, app: &App, body: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let loc = &app.loc;
    let area = layout::centred(body, 60, 7);
    let block = ratatui::widgets::Block::bordered().border_style(t.border_focus());
    let inner = block.inner(area);
    block.render(area, buf);
    let lines = [
        Line::styled(loc.text("session-done", &[]), t.title()),
        Line::raw(""),
        Line::raw(loc.text(
            "session-score",
            &[
                ("right", Arg::from(state.right)),
                ("answered", Arg::from(state.answered)),
            ],
        )),
        Line::raw(""),
        Line::styled(
            loc.text(
                "session-back",
                &[("key", Arg::from(keys_label(&[KeyCode::Enter], loc)))],
            ),
            t.dim(),
        ),
    ];
    for (y, line) in (inner.y..inner.bottom()).zip(lines) {
        line.centered()
            .render(Rect::new(inner.x, y, inner.width, 1), buf);
    }
}

/// The question screen's title: mode and place in the session (with the score so far,
/// except in the review of an exam, which was marked already).
pub fn title(state: &QuestionState, app: &App) -> (String, String) {
    let loc = &app.loc;
    let id = match state.mode {
        Mode::Practice => "home-practice",
        Mode::Review => "mode-review",
        Mode::Drill => "home-drill",
        Mode::Exam => "exam-results",
    };
    let left = loc.text(id, &[]);
    let place = [
        ("index", Arg::from(state.index + 1)),
        ("total", Arg::from(state.items.len())),
        ("right", Arg::from(state.right)),
        ("answered", Arg::from(state.answered)),
    ];
    let right = if state.mode == Mode::Exam {
        loc.text("session-place", &place[..2])
    } else {
        loc.text("session-progress", &place)
    };
    (left, right)
}
