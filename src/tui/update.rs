//! `update`: the model's answer to each action. No I/O: what must reach the outside world
//! (answers to keep, the exam in progress, settings to save, quitting) is returned as
//! effects, and the time is read from the model ([`App::now`]).

use std::time::Duration;

use crate::content::Scenario;
use crate::laws::GameType;
use crate::quiz::paper::Paper;
use crate::quiz::variant::{Variant, has_game_type};
use crate::store::{AnswerRecord, Mode};

use super::action::Action;
use super::app::{App, Screen};
use super::card::{Card, Tab};
use super::effect::Effect;
use super::layout::chrome;
use super::screens::exam::{self, Dialog, ExamState};
use super::screens::home::{self, Entry, HomeState};
use super::screens::present::PresentState;
use super::screens::question::{self, Back, Item, QuestionState};
use super::screens::results::{self, ResultsState};
use super::screens::review::{self, Choice, Queue, ReviewState};
use super::screens::settings::{self, SettingRow, SettingsState};
use super::screens::setup::{self, Field, MINUTES, QUESTIONS, SetupKind, SetupState};
use super::screens::stats::{self, StatsState};
use super::settings::PracticeOrder;

/// Lines the answer panel scrolls per page.
const PAGE: u16 = 5;

/// How much exam time may pass before the exam is saved again for the time alone (answers,
/// flags and moves between questions save it at once).
const SAVE_EVERY: Duration = Duration::from_secs(5);

/// Applies an action to the model and returns the effects for the event loop to carry out.
pub fn update(app: &mut App, action: Action) -> Vec<Effect> {
    match action {
        Action::Quit => {
            app.quit = true;
            let mut fx = Vec::new();
            // The time used since the last save is kept too.
            if let Screen::Exam(e) = &app.screen {
                fx.push(Effect::SaveExam(e.snapshot()));
            }
            fx.push(Effect::Quit);
            return fx;
        }
        Action::Resize(w, h) => {
            app.size = (w, h);
            return Vec::new();
        }
        Action::Help => {
            app.help = !app.help;
            return Vec::new();
        }
        _ if app.help && !matches!(action, Action::Tick(_)) => {
            app.help = false;
            return Vec::new();
        }
        _ => {}
    }
    let mut fx = Vec::new();
    let screen = std::mem::replace(&mut app.screen, Screen::Home(HomeState::default()));
    app.screen = match screen {
        Screen::Home(s) => on_home(app, s, action, &mut fx),
        Screen::Setup(s) => on_setup(app, s, action, &mut fx),
        Screen::Question(q) => on_question(app, *q, action, &mut fx),
        Screen::Exam(e) => on_exam(app, *e, action, &mut fx),
        Screen::Results(r) => on_results(app, *r, action),
        Screen::Settings(s) => on_settings(app, s, action, &mut fx),
        Screen::Review(r) => on_review(app, r, action),
        Screen::Stats(s) => on_stats(app, *s, action),
        Screen::Present(p) => on_present(app, *p, action),
    };
    fx
}

/// The body of the terminal, where screens draw.
fn body(app: &App) -> ratatui::layout::Rect {
    chrome(ratatui::layout::Rect::new(0, 0, app.size.0, app.size.1)).body
}

/// Moves `i` by `delta` within `0..n`, wrapping round.
fn wrap_step(i: usize, delta: isize, n: usize) -> usize {
    let n = isize::try_from(n.max(1)).unwrap_or(1);
    usize::try_from((isize::try_from(i).unwrap_or(0) + delta).rem_euclid(n)).unwrap_or(0)
}

fn on_home(app: &mut App, mut s: HomeState, action: Action, fx: &mut Vec<Effect>) -> Screen {
    if s.resume {
        return on_resume(app, s, action, fx);
    }
    let n = Entry::ALL.len();
    let entry = match action {
        Action::Up => {
            s.selected = wrap_step(s.selected, -1, n);
            None
        }
        Action::Down => {
            s.selected = wrap_step(s.selected, 1, n);
            None
        }
        Action::First => {
            s.selected = 0;
            None
        }
        Action::Last => {
            s.selected = n - 1;
            None
        }
        Action::Confirm => Entry::ALL.get(s.selected).copied(),
        Action::Open(e) => Some(e),
        Action::Click(x, y) => home::entry_at(body(app), x, y).and_then(|i| {
            s.selected = i;
            Entry::ALL.get(i).copied()
        }),
        _ => None,
    };
    let Some(entry) = entry else {
        return Screen::Home(s);
    };
    s.selected = Entry::ALL.iter().position(|e| *e == entry).unwrap_or(0);
    s.notice = None;
    app.notices.clear();
    match entry {
        Entry::Practice => Screen::Setup(SetupState::new(SetupKind::Practice, app)),
        Entry::Exam if app.resume.is_some() => {
            s.resume = true;
            Screen::Home(s)
        }
        Entry::Exam => Screen::Setup(SetupState::new(SetupKind::Exam, app)),
        Entry::Drill => Screen::Setup(SetupState::new(SetupKind::Drill, app)),
        Entry::Present => Screen::Setup(SetupState::new(SetupKind::Present, app)),
        Entry::Review => Screen::Review(ReviewState::default()),
        Entry::Stats => Screen::Stats(Box::new(StatsState::new(app))),
        Entry::Settings => Screen::Settings(SettingsState::default()),
        Entry::Help => {
            app.help = true;
            Screen::Home(s)
        }
        Entry::Quit => {
            app.quit = true;
            fx.push(Effect::Quit);
            Screen::Home(s)
        }
    }
}

/// The offer to resume the exam left unfinished: resume it, hand it in as it is, discard
/// it, or decide later (the exam entry asks again).
fn on_resume(app: &mut App, mut s: HomeState, action: Action, fx: &mut Vec<Effect>) -> Screen {
    match action {
        Action::Back => s.resume = false,
        Action::Discard => {
            app.resume = None;
            s.resume = false;
            fx.push(Effect::DiscardExam);
        }
        // The paper's questions are looked up in the library, which may still be loading.
        Action::Confirm | Action::Submit if !app.loading => {
            let exam = app
                .resume
                .take()
                .and_then(|saved| ExamState::resume(&saved, app));
            s.resume = false;
            let Some(exam) = exam else {
                // Not one of its questions is left in the library: nothing to resume.
                s.notice = Some("resume-gone");
                fx.push(Effect::DiscardExam);
                return Screen::Home(s);
            };
            if action == Action::Submit {
                return submit(app, exam, fx);
            }
            return Screen::Exam(Box::new(exam));
        }
        _ => {}
    }
    Screen::Home(s)
}

/// A scenario as written, under the settings' edition or its own.
fn own_item(app: &App, scenario: &Scenario) -> Item {
    Item {
        id: scenario.id.clone(),
        variant: Variant::own(app.settings.edition.unwrap_or(scenario.edition())),
        recast: None,
        given: None,
    }
}

fn on_setup(app: &mut App, mut s: SetupState, action: Action, fx: &mut Vec<Effect>) -> Screen {
    let n = s.fields().len();
    match action {
        Action::Back => return Screen::Home(HomeState::default()),
        Action::Up => s.field = wrap_step(s.field, -1, n),
        Action::Down => s.field = wrap_step(s.field, 1, n),
        Action::Left => s.change(-1, &app.library),
        Action::Right => s.change(1, &app.library),
        Action::Digit(d) if s.current() == Field::Seed => {
            s.seed = s
                .seed
                .checked_mul(10)
                .and_then(|v| v.checked_add(u64::from(d)))
                .unwrap_or(s.seed);
        }
        Action::Erase if s.current() == Field::Seed => s.seed /= 10,
        Action::Confirm => return start(app, s, fx),
        Action::Click(x, y) => {
            if let Some(i) = setup::field_at(&s, body(app), x, y) {
                if s.fields()[i] == Field::Start {
                    return start(app, s, fx);
                }
                if s.field == i {
                    s.change(1, &app.library);
                }
                s.field = i;
            }
        }
        _ => {}
    }
    Screen::Setup(s)
}

/// Starts what the setup form describes, or stays on it when nothing matches.
fn start(app: &mut App, s: SetupState, fx: &mut Vec<Effect>) -> Screen {
    let edition = s.edition();
    let filter = s.filter(&app.library);
    let mut chosen = filter.select(&app.library, edition);
    let variant_of = |sc: &Scenario| Variant::own(edition.unwrap_or(sc.edition()));
    let item = |sc: &&Scenario| Item {
        id: sc.id.clone(),
        variant: variant_of(sc),
        recast: None,
        given: None,
    };
    let screen = match s.kind {
        SetupKind::Practice => {
            if app.settings.order == PracticeOrder::Shuffled {
                let order = Paper::order(&chosen, app.seed);
                chosen.sort_by_key(|sc| order.iter().position(|id| *id == sc.id));
            }
            let items = chosen.iter().map(item).collect();
            QuestionState::new(Mode::Practice, items, 0, app, Back::Home)
                .map(|q| Screen::Question(Box::new(q)))
        }
        SetupKind::Present => PresentState::new(chosen.iter().map(item).collect(), app)
            .map(|p| Screen::Present(Box::new(p))),
        SetupKind::Exam => {
            let size = QUESTIONS[s.questions.min(QUESTIONS.len() - 1)];
            let minutes = MINUTES[s.minutes.min(MINUTES.len() - 1)];
            let paper = Paper::draw(&chosen, size, s.seed);
            app.seed = s.seed;
            (!paper.ids.is_empty()).then(|| {
                let exam = ExamState::new(paper, edition, Duration::from_secs(minutes * 60), app);
                fx.push(Effect::SaveExam(exam.snapshot()));
                Screen::Exam(Box::new(exam))
            })
        }
        SetupKind::Drill => {
            let items = drill_items(&chosen, |sc| variant_of(sc).edition);
            QuestionState::new(Mode::Drill, items, 0, app, Back::Home)
                .map(|q| Screen::Question(Box::new(q)))
        }
    };
    screen.unwrap_or(Screen::Setup(s))
}

/// The drill: each scenario whose ruling differs between rapid and blitz, asked as written
/// and then again under the other of the two.
pub fn drill_items(
    scenarios: &[&Scenario],
    edition_of: impl Fn(&Scenario) -> crate::laws::Edition,
) -> Vec<Item> {
    let mut items = Vec::new();
    for sc in scenarios.iter().filter(|sc| has_game_type(sc)) {
        let edition = edition_of(sc);
        let under = |gt| {
            Variant {
                edition,
                game_type: Some(gt),
            }
            .grade(sc)
            .ok()
            .map(|g| g.correct)
        };
        let (rapid, blitz) = (under(GameType::Rapid), under(GameType::Blitz));
        if rapid.is_none() || blitz.is_none() || rapid == blitz {
            continue;
        }
        let own = sc.case_for(edition).effective_game_type();
        let other = if own == Some(GameType::Blitz) {
            GameType::Rapid
        } else {
            GameType::Blitz
        };
        let first = Variant::own(edition);
        items.push(Item {
            id: sc.id.clone(),
            variant: first,
            recast: None,
            given: None,
        });
        items.push(Item {
            id: sc.id.clone(),
            variant: Variant {
                edition,
                game_type: Some(other),
            },
            recast: Some(other),
            given: None,
        });
    }
    items
}

fn on_question(
    app: &mut App,
    mut q: QuestionState,
    action: Action,
    fx: &mut Vec<Effect>,
) -> Screen {
    let back = |q: QuestionState| match q.back {
        Back::Home => Screen::Home(HomeState::default()),
        Back::Review => Screen::Review(ReviewState::default()),
        Back::Results(r) => Screen::Results(r),
    };
    if q.finished {
        return match action {
            Action::Confirm | Action::Back | Action::Next => back(q),
            _ => Screen::Question(Box::new(q)),
        };
    }
    if action == Action::Back {
        return back(q);
    }
    let Some(scenario) = q.card.scenario(&app.library) else {
        return back(q);
    };
    let n_options = scenario.options.len();
    let multi = scenario.question.multi;
    if common_card_action(&mut q.card, scenario, action) {
        return Screen::Question(Box::new(q));
    }
    if !q.card.revealed {
        let chosen = match action {
            Action::Tick(d) => {
                q.card.elapsed += d;
                None
            }
            Action::Up => {
                q.card.cursor = wrap_step(q.card.cursor, -1, n_options);
                None
            }
            Action::Down => {
                q.card.cursor = wrap_step(q.card.cursor, 1, n_options);
                None
            }
            Action::Choose(i) if i < n_options => {
                q.card.cursor = i;
                if multi {
                    toggle(&mut q.card.picked, i);
                    None
                } else {
                    Some(vec![i])
                }
            }
            Action::Toggle if multi => {
                toggle(&mut q.card.picked, q.card.cursor);
                None
            }
            Action::Confirm if multi => Some(q.card.picked.clone()).filter(|p| !p.is_empty()),
            Action::Toggle | Action::Confirm => Some(vec![q.card.cursor]),
            Action::Next => {
                advance(app, &mut q, 1);
                None
            }
            Action::Previous => {
                advance(app, &mut q, -1);
                None
            }
            Action::Click(x, y) => {
                let clicked = question::option_clicked(&q.card, scenario, app, body(app), 0, x, y);
                match clicked {
                    Some(i) if multi => {
                        toggle(&mut q.card.picked, i);
                        q.card.cursor = i;
                        None
                    }
                    Some(i) => Some(vec![i]),
                    None => None,
                }
            }
            _ => None,
        };
        if let Some(chosen) = chosen {
            answer(app, &mut q, chosen, fx);
        }
        return Screen::Question(Box::new(q));
    }
    match action {
        Action::Next | Action::Confirm => advance(app, &mut q, 1),
        Action::Previous => advance(app, &mut q, -1),
        Action::NextTab | Action::PreviousTab => {
            let tabs = q.card.tabs();
            let i = tabs.iter().position(|t| *t == q.card.tab).unwrap_or(0);
            let delta = if action == Action::NextTab { 1 } else { -1 };
            q.card.tab = tabs[wrap_step(i, delta, tabs.len())];
            q.card.scroll = 0;
        }
        Action::ScrollUp | Action::Up => {
            let step = if action == Action::Up { 1 } else { PAGE };
            q.card.scroll = q.card.scroll.saturating_sub(step);
        }
        Action::ScrollDown | Action::Down => {
            let step = if action == Action::Down { 1 } else { PAGE };
            let l = question::card_layout(&q.card, scenario, app, body(app), 0);
            let max = question::max_scroll(&q.card, scenario, app, l.panel);
            q.card.scroll = (q.card.scroll + step).min(max);
        }
        Action::ProofBack | Action::ProofForward => {
            if let Some(len) = q.card.proof_line().map(|(_, l)| l.len()) {
                q.card.tab = Tab::Proof;
                q.card.proof_ply = if action == Action::ProofForward {
                    (q.card.proof_ply + 1).min(len)
                } else {
                    q.card.proof_ply.saturating_sub(1)
                };
            }
        }
        Action::Click(x, y) => {
            let l = question::card_layout(&q.card, scenario, app, body(app), 0);
            if l.tabs.contains((x, y).into())
                && let Some(tab) = question::tab_at(&q.card, app, l.tabs, x)
            {
                q.card.tab = tab;
                q.card.scroll = 0;
            }
        }
        _ => {}
    }
    Screen::Question(Box::new(q))
}

/// Timeline and board keys, the same before and after the answer and in the exam; true when
/// the action was one of them.
fn common_card_action(card: &mut Card, scenario: &Scenario, action: Action) -> bool {
    // With the mate line on the board, the arrows walk that line rather than the timeline.
    if let Some(plies) = card
        .proof_on_board()
        .then(|| card.proof_line())
        .flatten()
        .map(|(_, l)| l.len())
    {
        match action {
            Action::Left => card.proof_ply = card.proof_ply.saturating_sub(1),
            Action::Right => card.proof_ply = (card.proof_ply + 1).min(plies),
            Action::First => card.proof_ply = 0,
            Action::Last => card.proof_ply = plies,
            Action::Flip => card.flipped = !card.flipped,
            _ => return false,
        }
        return true;
    }
    let last = card.steps(scenario) - 1;
    match action {
        Action::Flip => card.flipped = !card.flipped,
        Action::Left => card.step = card.step.saturating_sub(1),
        Action::Right => card.step = (card.step + 1).min(last),
        Action::First => card.step = 0,
        Action::Last => card.step = last,
        _ => return false,
    }
    true
}

/// Ticks `i` if it is not ticked, unticks it if it is.
fn toggle(picked: &mut Vec<usize>, i: usize) {
    if let Some(k) = picked.iter().position(|p| *p == i) {
        picked.remove(k);
    } else {
        picked.push(i);
        picked.sort_unstable();
    }
}

/// Moves to the next (or previous) question; past the last one the session is finished.
fn advance(app: &App, q: &mut QuestionState, delta: isize) {
    let next = isize::try_from(q.index).unwrap_or(0) + delta;
    if next < 0 {
        return;
    }
    let next = usize::try_from(next).unwrap_or(0);
    if next >= q.items.len() {
        q.finished = true;
        return;
    }
    q.go(next, app);
}

/// The learner answers the question on screen.
fn answer(app: &mut App, q: &mut QuestionState, chosen: Vec<usize>, fx: &mut Vec<Effect>) {
    let Some(scenario) = app.library.scenario(&q.card.scenario) else {
        return;
    };
    let mut chosen = chosen;
    chosen.sort_unstable();
    chosen.dedup();
    q.card.picked.clone_from(&chosen);
    q.card.answer = Some(chosen.clone());
    q.card.reveal(scenario);
    let Some(right) = q.card.right() else { return };
    q.answered += 1;
    q.right += usize::from(right);
    let answer = record(scenario, &q.card, chosen, right, q.mode, app.now);
    keep(app, answer, fx);
}

/// Records an answer in the model's copy of the progress and asks for it to be kept on
/// disk, so that both stay the same.
fn keep(app: &mut App, answer: AnswerRecord, fx: &mut Vec<Effect>) {
    // A copy in memory has no file, so recording in it cannot fail.
    let _ = app.progress.record(answer.clone());
    fx.push(Effect::RecordAnswer(answer));
}

/// The answer as the progress store keeps it.
fn record(
    scenario: &Scenario,
    card: &Card,
    chosen: Vec<usize>,
    right: bool,
    mode: Mode,
    at: u64,
) -> AnswerRecord {
    let ruling = card.graded.as_ref().ok().map(|g| &g.ruling);
    AnswerRecord {
        scenario: scenario.id.clone(),
        pack: scenario.pack.clone(),
        chosen,
        right,
        seconds: u32::try_from(card.elapsed.as_secs()).unwrap_or(u32::MAX),
        mode,
        edition: card.variant.edition.year(),
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

fn on_exam(app: &mut App, mut e: ExamState, action: Action, fx: &mut Vec<Effect>) -> Screen {
    if let Some(dialog) = e.dialog {
        return match (action, dialog) {
            (Action::Confirm, Dialog::Submit) => submit(app, e, fx),
            (Action::Confirm, Dialog::Leave) => {
                fx.push(Effect::DiscardExam);
                Screen::Home(HomeState::default())
            }
            (Action::Back, _) => {
                e.dialog = None;
                Screen::Exam(Box::new(e))
            }
            (Action::Tick(d), _) => tick_exam(app, e, d, fx),
            _ => Screen::Exam(Box::new(e)),
        };
    }
    let n = e.paper.ids.len();
    match action {
        Action::Tick(d) => return tick_exam(app, e, d, fx),
        Action::Back => e.dialog = Some(Dialog::Leave),
        Action::Submit => e.dialog = Some(Dialog::Submit),
        Action::Next | Action::Previous => {
            let delta = if action == Action::Next { 1 } else { -1 };
            let next = isize::try_from(e.current).unwrap_or(0) + delta;
            if let Ok(next) = usize::try_from(next)
                && next < n
            {
                e.current = next;
                e.ensure(next, app);
                fx.push(Effect::SaveExam(e.snapshot()));
            } else if action == Action::Next {
                e.dialog = Some(Dialog::Submit);
            }
        }
        Action::Flag => {
            if let Some(f) = e.flagged.get_mut(e.current) {
                *f = !*f;
                fx.push(Effect::SaveExam(e.snapshot()));
            }
        }
        Action::Click(x, y) => {
            if let Some(i) = exam::sheet_area(&e, app, body(app))
                .and_then(|sheet| exam::sheet_cell_at(&e, sheet, x, y))
            {
                e.current = i;
                e.ensure(i, app);
                fx.push(Effect::SaveExam(e.snapshot()));
            } else if let Some(i) = exam_option_at(app, &e, x, y) {
                pick(app, &mut e, i, fx);
            }
        }
        _ => {
            let Some(card) = e.card_mut() else {
                return Screen::Exam(Box::new(e));
            };
            let Some(scenario) = app.library.scenario(&card.scenario) else {
                return Screen::Exam(Box::new(e));
            };
            let n_options = scenario.options.len();
            if common_card_action(card, scenario, action) {
                return Screen::Exam(Box::new(e));
            }
            match action {
                Action::Up => card.cursor = wrap_step(card.cursor, -1, n_options),
                Action::Down => card.cursor = wrap_step(card.cursor, 1, n_options),
                Action::Choose(i) if i < n_options => {
                    card.cursor = i;
                    pick(app, &mut e, i, fx);
                }
                Action::Toggle | Action::Confirm => {
                    let i = card.cursor;
                    pick(app, &mut e, i, fx);
                }
                _ => {}
            }
        }
    }
    Screen::Exam(Box::new(e))
}

/// The option of the exam question under a click.
fn exam_option_at(app: &App, e: &ExamState, x: u16, y: u16) -> Option<usize> {
    let card = e.card()?;
    let scenario = card.scenario(&app.library)?;
    let b = body(app);
    let (_, right) = super::layout::question(b, Card::has_board(scenario));
    let (rows, _) = e.sheet_rows(b, right.width);
    question::option_clicked(card, scenario, app, b, rows, x, y)
}

/// Picks option `i` of the exam question on screen: the answer for a single-answer
/// question, a tick for the others; the exam is saved at once.
fn pick(app: &App, e: &mut ExamState, i: usize, fx: &mut Vec<Effect>) {
    let Some(card) = e.card_mut() else { return };
    let multi = app
        .library
        .scenario(&card.scenario)
        .is_some_and(|s| s.question.multi);
    if multi {
        toggle(&mut card.picked, i);
    } else {
        card.picked = vec![i];
    }
    card.cursor = i;
    fx.push(Effect::SaveExam(e.snapshot()));
}

/// Time passes in the exam: the card on screen counts it, and at zero the paper is handed in.
fn tick_exam(app: &mut App, mut e: ExamState, d: Duration, fx: &mut Vec<Effect>) -> Screen {
    e.used += d;
    if let Some(card) = e.card_mut() {
        card.elapsed += d;
    }
    if e.remaining().is_zero() {
        return submit(app, e, fx);
    }
    if e.used.saturating_sub(e.saved_used) >= SAVE_EVERY {
        e.saved_used = e.used;
        fx.push(Effect::SaveExam(e.snapshot()));
    }
    Screen::Exam(Box::new(e))
}

/// Hands the exam in: marks it, records every answer, forgets the saved exam (after the
/// answers are kept, so that a crash in between loses nothing), shows the results.
fn submit(app: &mut App, mut e: ExamState, fx: &mut Vec<Effect>) -> Screen {
    let results = ResultsState::mark(&mut e, app);
    for (row, card) in results.rows.iter().zip(&e.cards) {
        if let (Some(given), Some(card), Some(scenario)) =
            (&row.given, card, app.library.scenario(&row.id))
        {
            let answer = record(
                scenario,
                card,
                given.clone(),
                row.right,
                Mode::Exam,
                app.now,
            );
            keep(app, answer, fx);
        }
    }
    fx.push(Effect::DiscardExam);
    Screen::Results(Box::new(results))
}

fn on_results(app: &mut App, mut r: ResultsState, action: Action) -> Screen {
    let n = r.rows.len();
    match action {
        Action::Back => return Screen::Home(HomeState::default()),
        Action::Up | Action::ScrollUp => r.selected = r.selected.saturating_sub(1),
        Action::Down | Action::ScrollDown => r.selected = (r.selected + 1).min(n.saturating_sub(1)),
        Action::First => r.selected = 0,
        Action::Last => r.selected = n.saturating_sub(1),
        Action::Confirm => return review(app, r),
        Action::Click(_, y) => {
            if let Some(i) = results::row_at(&r, body(app), y) {
                if r.selected == i {
                    return review(app, r);
                }
                r.selected = i;
            }
        }
        _ => {}
    }
    Screen::Results(Box::new(r))
}

/// Opens the review of the selected exam question, with a way back to the results.
fn review(app: &App, r: ResultsState) -> Screen {
    let items = r.items();
    let index = r.selected;
    let kept = r.clone();
    match QuestionState::new(Mode::Exam, items, index, app, Back::Results(Box::new(r))) {
        Some(q) => Screen::Question(Box::new(q)),
        None => Screen::Results(Box::new(kept)),
    }
}

fn on_settings(
    app: &mut App,
    mut state: SettingsState,
    action: Action,
    fx: &mut Vec<Effect>,
) -> Screen {
    let n = SettingRow::ALL.len();
    let delta = match action {
        Action::Back => return Screen::Home(HomeState::default()),
        Action::Up => {
            state.selected = wrap_step(state.selected, -1, n);
            0
        }
        Action::Down => {
            state.selected = wrap_step(state.selected, 1, n);
            0
        }
        Action::Left => -1,
        Action::Right | Action::Confirm => 1,
        Action::Click(x, y) => match settings::row_at(body(app), x, y) {
            Some(i) if i == state.selected => 1,
            Some(i) => {
                state.selected = i;
                0
            }
            None => 0,
        },
        _ => 0,
    };
    if delta != 0 {
        settings::change(&mut app.settings, SettingRow::ALL[state.selected], delta);
        app.relocalize();
        fx.push(Effect::SaveSettings(app.settings));
    }
    Screen::Settings(state)
}

fn on_review(app: &App, mut s: ReviewState, action: Action) -> Screen {
    let n = Choice::ALL.len();
    let choice = match action {
        Action::Back => return Screen::Home(HomeState::default()),
        Action::Up => {
            s.selected = wrap_step(s.selected, -1, n);
            None
        }
        Action::Down => {
            s.selected = wrap_step(s.selected, 1, n);
            None
        }
        Action::Confirm => Some(s.selected),
        Action::Choose(i) if i < n => Some(i),
        Action::Click(x, y) => review::choice_at(body(app), x, y).filter(|i| *i < n),
        _ => None,
    };
    let Some(i) = choice else {
        s.notice = None;
        return Screen::Review(s);
    };
    s.selected = i;
    let queue = Queue::of(app);
    let items: Vec<Item> = queue
        .of_choice(Choice::ALL[i])
        .iter()
        .filter_map(|id| app.library.scenario(id))
        .map(|sc| own_item(app, sc))
        .collect();
    match QuestionState::new(Mode::Review, items, 0, app, Back::Review) {
        Some(q) => Screen::Question(Box::new(q)),
        None => {
            s.notice = Some(if Choice::ALL[i] == Choice::Due {
                "review-nothing-due-now"
            } else {
                "review-empty"
            });
            Screen::Review(s)
        }
    }
}

fn on_stats(app: &App, mut s: StatsState, action: Action) -> Screen {
    let max = stats::max_scroll(&s, app, body(app));
    s.scroll = match action {
        Action::Back => return Screen::Home(HomeState::default()),
        Action::Up => s.scroll.saturating_sub(1),
        Action::Down => s.scroll + 1,
        Action::ScrollUp => s.scroll.saturating_sub(PAGE),
        Action::ScrollDown => s.scroll + PAGE,
        Action::First => 0,
        Action::Last => max,
        _ => s.scroll,
    }
    .min(max);
    Screen::Stats(Box::new(s))
}

fn on_present(app: &App, mut p: PresentState, action: Action) -> Screen {
    match action {
        Action::Back => return Screen::Home(HomeState::default()),
        Action::Reveal => p.reveal(app),
        Action::Conceal => p.conceal(app),
        Action::Next => p.go(p.index + 1, false, app),
        Action::Previous => {
            if let Some(before) = p.index.checked_sub(1) {
                p.go(before, false, app);
            }
        }
        _ => {
            if let Some(scenario) = p.card.scenario(&app.library) {
                common_card_action(&mut p.card, scenario, action);
            }
        }
    }
    Screen::Present(Box::new(p))
}
