//! One question on screen: the scenario ruled under its variant, the option selected, the
//! answer, the step of the timeline, the tab of the ruling panel and the mate proof. The
//! practice, review, drill and exam screens and the presenter all show cards; how a card is
//! laid out and drawn is in [`view`].

pub mod view;

use std::time::Duration;

use crate::content::{Library, Scenario};
use crate::laws::mate::MateVerdict;
use crate::laws::{CaseError, GameType};
use crate::quiz::contrast::Contrast;
use crate::quiz::grade::{Graded, is_right};
use crate::quiz::variant::Variant;
use crate::store::{AnswerRecord, Mode};

use ratatui::crossterm::event::KeyCode;

use super::action::Action;
use super::app::App;
use super::keymap::{Binding, Does, ENDS, PAGES};
use super::scene::Scene;

/// The keys of a card on every screen that shows one to answer: its text scrolls, the
/// timeline goes to its first or last step, the board turns round.
pub const CARD_KEYS: &[Binding] = &[
    Binding::help(
        PAGES,
        Does::Pair(Action::ScrollUp, Action::ScrollDown),
        "key-scroll",
    ),
    Binding::help(
        ENDS,
        Does::Pair(Action::First, Action::Last),
        "key-timeline-ends",
    ),
    Binding::help(&[KeyCode::Char('f')], Does::Act(Action::Flip), "key-flip"),
];

/// One question of a session: the scenario, the variant it is asked under, and an answer
/// already given (exam review).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    /// The scenario's id.
    pub id: String,
    /// Edition and game type.
    pub variant: Variant,
    /// For the drill: the game type the incident is asked under again.
    pub recast: Option<GameType>,
    /// The answer given earlier, shown at once with the ruling (exam review).
    pub given: Option<Vec<usize>>,
}

impl Item {
    /// A scenario as written, under `edition` or its own.
    pub fn own(scenario: &Scenario, edition: Option<crate::laws::Edition>) -> Self {
        Self {
            id: scenario.id.clone(),
            variant: Variant::own(edition.unwrap_or(scenario.edition())),
            recast: None,
            given: None,
        }
    }
}

/// A card for an item, revealed at once when the item has an earlier answer.
pub fn card_for(item: &Item, app: &App) -> Option<Card> {
    let scenario = app.library.scenario(&item.id)?;
    let mut card = Card::new(scenario, item.variant, item.recast);
    if let Some(given) = &item.given {
        card.answer = Some(given.clone());
        card.picked.clone_from(given);
        card.reveal(scenario);
    }
    Some(card)
}

/// The tabs of the panel shown after answering.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tab {
    /// The engine's ruling: result, time, obligations, steps with their articles.
    Ruling,
    /// The author's explanation.
    Explanation,
    /// The same case under the other game types and editions.
    Contrast,
    /// The mate proof: the helpmate line or the reason there is none.
    Proof,
}

impl Tab {
    /// The message id of the tab's title.
    pub fn message_id(self) -> &'static str {
        match self {
            Self::Ruling => "tab-ruling",
            Self::Explanation => "tab-explanation",
            Self::Contrast => "tab-contrast",
            Self::Proof => "tab-proof",
        }
    }
}

/// One question and everything the learner did with it.
#[derive(Debug, Clone)]
pub struct Card {
    /// The scenario's id.
    pub scenario: String,
    /// The edition and game type it is ruled under.
    pub variant: Variant,
    /// For the drill's second question: the game type the same incident is now asked under.
    pub recast: Option<GameType>,
    /// The engine's ruling and the options it bears out, or why the case could not be ruled.
    pub graded: Result<Graded, CaseError>,
    /// The option selected (none until the learner selects one: nothing is preselected).
    pub cursor: Option<usize>,
    /// Options ticked so far (questions with several answers, and exam answers).
    pub picked: Vec<usize>,
    /// The options given as the answer, once answered.
    pub answer: Option<Vec<usize>>,
    /// Whether the ruling and the right answer are shown (practice: once answered; exam:
    /// once submitted).
    pub revealed: bool,
    /// The step of the timeline shown: 0 the start, then each event, then the ruling.
    pub step: usize,
    /// The tab of the answer panel.
    pub tab: Tab,
    /// How far the text is scrolled: the question and its options before the answer, the
    /// answer panel after it.
    pub scroll: u16,
    /// Moves of the proof line played on the board.
    pub proof_ply: usize,
    /// The contrast across game types and editions, worked out once answered.
    pub contrast: Option<Contrast>,
    /// Whether the learner turned the board round.
    pub flipped: bool,
    /// Time spent on the question.
    pub elapsed: Duration,
}

impl Card {
    /// A card for `scenario` under `variant`, ruled at once.
    pub fn new(scenario: &Scenario, variant: Variant, recast: Option<GameType>) -> Self {
        let graded = variant.grade(scenario);
        Self {
            scenario: scenario.id.clone(),
            variant,
            recast,
            graded,
            cursor: None,
            picked: Vec::new(),
            answer: None,
            revealed: false,
            step: 0,
            tab: Tab::Ruling,
            scroll: 0,
            proof_ply: 0,
            contrast: None,
            flipped: false,
            elapsed: Duration::ZERO,
        }
    }

    /// The scenario, looked up in the library.
    pub fn scenario<'a>(&self, library: &'a Library) -> Option<&'a Scenario> {
        library.scenario(&self.scenario)
    }

    /// Whether the answer given is right (`None` before answering or without a ruling).
    pub fn right(&self) -> Option<bool> {
        let graded = self.graded.as_ref().ok()?;
        self.answer.as_ref().map(|a| is_right(graded, a))
    }

    /// The number of timeline steps: the start, each event, and the ruling once revealed.
    pub fn steps(&self, scenario: &Scenario) -> usize {
        1 + scenario.case.events.len() + usize::from(self.revealed)
    }

    /// Whether the last step is the ruling.
    pub fn at_ruling(&self, scenario: &Scenario) -> bool {
        self.revealed && self.step == scenario.case.events.len() + 1
    }

    /// Reveals the ruling: the timeline jumps to it, and the contrast is worked out.
    pub fn reveal(&mut self, scenario: &Scenario) {
        self.revealed = true;
        self.step = scenario.case.events.len() + 1;
        self.tab = Tab::Ruling;
        self.scroll = 0;
        if self.contrast.is_none() {
            self.contrast = Some(Contrast::of(scenario));
        }
    }

    /// Hides the ruling again (the presenter steps back): the timeline leaves the ruling
    /// step, and the answer panel starts over on the ruling tab.
    pub fn conceal(&mut self, scenario: &Scenario) {
        self.revealed = false;
        self.step = self.step.min(scenario.case.events.len());
        self.tab = Tab::Ruling;
        self.scroll = 0;
        self.proof_ply = 0;
    }

    /// The tabs available: the proof only where the ruling examined mating chances.
    pub fn tabs(&self) -> Vec<Tab> {
        let mut tabs = vec![Tab::Ruling, Tab::Explanation, Tab::Contrast];
        if self
            .graded
            .as_ref()
            .is_ok_and(|g| !g.ruling.mate.is_empty())
        {
            tabs.push(Tab::Proof);
        }
        tabs
    }

    /// The mating line of the first finding that has one, with its start position.
    pub fn proof_line(&self) -> Option<(&str, &[shakmaty::Move])> {
        let graded = self.graded.as_ref().ok()?;
        graded.ruling.mate.iter().find_map(|f| match &f.verdict {
            MateVerdict::Winnable(line) => Some((f.fen.as_str(), line.as_slice())),
            _ => None,
        })
    }

    /// Whether the board shows the mate line (the proof tab is open and there is a line).
    pub fn proof_on_board(&self) -> bool {
        self.revealed && self.tab == Tab::Proof && self.proof_line().is_some()
    }

    /// What the board and clocks show now.
    pub fn scene(&self, scenario: &Scenario) -> Option<Scene> {
        let graded = self.graded.as_ref().ok()?;
        if self.proof_on_board()
            && let Some((fen, line)) = self.proof_line()
        {
            return Scene::of_line(fen, line, self.proof_ply);
        }
        let frames = &graded.ruling.frames;
        let events = &scenario.case.events;
        match self.step {
            0 => Scene::of_frame(frames.first()?),
            k if k <= events.len() => {
                Scene::as_happened(frames.get(k - 1)?, &events[..k], &scenario.case)
            }
            _ => Scene::of_ruling(&graded.ruling),
        }
    }

    /// Ticks option `i` if it is not ticked, unticks it if it is.
    pub fn toggle(&mut self, i: usize) {
        if let Some(k) = self.picked.iter().position(|p| *p == i) {
            self.picked.remove(k);
        } else {
            self.picked.push(i);
            self.picked.sort_unstable();
        }
    }

    /// The answer `chosen` to this card, as the progress store keeps it.
    pub fn record(
        &self,
        scenario: &Scenario,
        chosen: Vec<usize>,
        right: bool,
        mode: Mode,
        at: u64,
    ) -> AnswerRecord {
        let ruling = self.graded.as_ref().ok().map(|g| &g.ruling);
        AnswerRecord {
            scenario: scenario.id.clone(),
            pack: scenario.pack.clone(),
            chosen,
            right,
            seconds: u32::try_from(self.elapsed.as_secs()).unwrap_or(u32::MAX),
            mode,
            edition: self.variant.edition.year(),
            at,
            topics: scenario.topics.clone(),
            articles: ruling.map_or_else(Vec::new, |r| {
                r.citations().into_iter().map(str::to_owned).collect()
            }),
            game_type: ruling
                .and_then(|r| r.game_type)
                .map(|gt| gt.key().to_owned()),
        }
    }

    /// Timeline and board keys, the same before and after the answer, in the exam and in the
    /// presenter; true when the action was one of them.
    pub fn step_action(&mut self, scenario: &Scenario, action: Action) -> bool {
        // With the mate line on the board, the arrows walk that line rather than the timeline.
        let proof = self
            .proof_on_board()
            .then(|| self.proof_line())
            .flatten()
            .map(|(_, line)| line.len());
        let steps = self.steps(scenario);
        let (at, last) = match proof {
            Some(plies) => (&mut self.proof_ply, plies),
            None => (&mut self.step, steps - 1),
        };
        match action {
            Action::Left => *at = at.saturating_sub(1),
            Action::Right => *at = (*at + 1).min(last),
            Action::First => *at = 0,
            Action::Last => *at = last,
            Action::Flip => self.flipped = !self.flipped,
            _ => return false,
        }
        true
    }

    /// Whether the scenario has a board to show: a knowledge question without position,
    /// moves or events has none.
    pub fn has_board(scenario: &Scenario) -> bool {
        let case = &scenario.case;
        case.query.is_none()
            || case.fen.is_some()
            || !case.moves.trim().is_empty()
            || !case.events.is_empty()
    }
}
