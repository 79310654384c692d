//! Presenter mode, for a lecturer with a projector: one scenario at a time with the largest
//! board and clocks that fit, the situation and the question; a key shows the options,
//! another the ruling (the right option, the summary and the articles). Nothing is answered
//! or recorded. Each press of Space, Enter or Page Down (what a presentation clicker sends)
//! shows the next step, then the next scenario; Backspace and Page Up step back. At the
//! ruling, the ruling and the explanation scroll with the arrows where the screen cuts them.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::content::Scenario;
use crate::i18n::{Arg, Localizer, RulingText};
use crate::tui::action::Action;
use crate::tui::app::{App, Screen};
use crate::tui::card::view::{facts_lines, question_lines, render_board_column, step_labels};
use crate::tui::card::{Card, Item, card_for};
use crate::tui::keymap::{
    Binding, Does, ENDS, KeyTable, LEFT_RIGHT, NEXT_PREVIOUS, UP_DOWN, keys_label,
};
use crate::tui::layout::{BoardColumn, chrome};
use crate::tui::widgets::big_text::BigText;
use crate::tui::widgets::board::board_extent;
use crate::tui::widgets::clock::BIG_ROWS;
use crate::tui::widgets::options::{Options, option_rows, texts_of};
use crate::tui::widgets::ruling::{edition_name, explanation_lines};
use crate::tui::widgets::scroll::{self, Scrolled, window};
use crate::tui::wrap::{ellipsis, hanging};

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

/// The presenter's step forward: what a presentation clicker sends.
const REVEAL: &[Binding] = &[Binding::bar(
    &[KeyCode::Char(' '), KeyCode::Enter, KeyCode::PageDown],
    Does::Act(Action::Reveal),
    "key-reveal",
)
.high()];

/// And its step back.
const CONCEAL: &[Binding] = &[Binding::bar(
    &[KeyCode::Backspace, KeyCode::PageUp],
    Does::Act(Action::Conceal),
    "key-conceal",
)];

/// The ruling and the explanation scroll where the screen cuts them.
const SCROLL: &[Binding] = &[Binding::bar(
    UP_DOWN,
    Does::Pair(Action::Up, Action::Down),
    "key-scroll-line",
)];

/// The other scenarios, the timeline, the board, the way out.
const WALK: &[Binding] = &[
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
];

/// The keys of the presenter while all it shows fits the screen.
pub const KEYS: KeyTable = KeyTable {
    title_id: "help-section-present",
    groups: &[REVEAL, CONCEAL, WALK],
};

/// The keys of the presenter when the screen cuts the ruling: the same, and the arrows
/// scroll it (second on the key bar, where it is seen).
pub const RULING_KEYS: KeyTable = KeyTable {
    title_id: "help-section-present-ruling",
    groups: &[REVEAL, SCROLL, CONCEAL, WALK],
};

impl PresentState {
    /// The keys of the presenter: the arrows scroll only where there is more to see.
    pub fn keys(&self, app: &App) -> &'static KeyTable {
        let body = chrome(Rect::new(0, 0, app.size.0, app.size.1)).body;
        if max_scroll(self, app, body) > 0 {
            &RULING_KEYS
        } else {
            &KEYS
        }
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
            Action::Up | Action::ScrollUp => self.card.scroll = self.card.scroll.saturating_sub(1),
            Action::Down | Action::ScrollDown => {
                let body = chrome(Rect::new(0, 0, app.size.0, app.size.1)).body;
                let max = max_scroll(&self, app, body);
                self.card.scroll = self.card.scroll.saturating_add(1).min(max);
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

/// The letters of options, with the reader's list separator (`b, d`; `b、d`).
fn letters_of(options: &[usize], loc: &Localizer) -> String {
    loc.list(options.iter().map(|i| Scenario::letter(*i).to_string()))
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
    let mut out = vec![Line::styled(
        format!(
            "{} {}",
            t.symbols().right,
            loc.text(
                "verdict-answer",
                &[("answer", Arg::from(letters_of(&graded.correct, loc)))]
            )
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

/// The narrowest the presenter's text column gets beside the board.
const TEXT_MIN: u16 = 42;

/// The presenter's board column: the largest board that fits the height with a clock row
/// above and below (big clocks where there is room), leaving the text column its width.
fn board_column(body: Rect) -> Option<(BoardColumn, Rect)> {
    let h = (1..=8).rev().find(|&h| {
        let (bw, bh) = board_extent(h);
        // One column before the board, one after it, one at the right edge.
        bh + 2 <= body.height && bw + 3 + TEXT_MIN <= body.width
    })?;
    let (bw, bh) = board_extent(h);
    let clock_rows = if bh + 2 * BIG_ROWS <= body.height {
        BIG_ROWS
    } else {
        1
    };
    let top = body.y + (body.height - bh - 2 * clock_rows) / 2;
    let x = body.x + 1;
    let column = BoardColumn {
        top_clock: Rect::new(x, top, bw, clock_rows),
        board: Rect::new(x, top + clock_rows, bw, bh),
        bottom_clock: Rect::new(x, top + clock_rows + bh, bw, clock_rows),
        timeline: Rect::default(),
        big_clocks: clock_rows == BIG_ROWS,
    };
    let left = bw + 2;
    let text = Rect::new(
        body.x + left,
        body.y,
        body.width.saturating_sub(left + 1),
        body.height,
    );
    Some((column, text))
}

/// The steps as a list: the start, each event in the scenario's own narration where it has
/// one (the engine's sentence otherwise), and the ruling once shown; the step on the board
/// is highlighted.
fn event_lines(card: &Card, scenario: &Scenario, app: &App, width: u16) -> Vec<Line<'static>> {
    let t = app.theme();
    let labels = step_labels(card, scenario, app);
    let cursor = t.symbols().cursor;
    let mut out = Vec::new();
    for (i, label) in labels.iter().enumerate() {
        let (mark, style) = if i == card.step {
            (format!("{cursor} {}. ", i + 1), t.selected())
        } else {
            (format!("  {}. ", i + 1), Style::new())
        };
        out.extend(hanging(Span::styled(mark, style), label, width, style));
    }
    out
}

/// The question as the room reads it: in big letters when they fit in `rows` (words in a
/// script the big font lacks set in spaced bold on the big lines), in bold otherwise.
enum Question {
    /// Big letters.
    Big(BigText),
    /// Bold lines.
    Bold(Vec<Line<'static>>),
}

impl Question {
    fn height(&self) -> u16 {
        match self {
            Self::Big(b) => b.height(),
            Self::Bold(lines) => u16::try_from(lines.len()).unwrap_or(u16::MAX),
        }
    }
}

/// The presenter's screen laid out: the board column, and in the text column each part
/// with the rows it gets.
struct Plan {
    /// The board and its clocks, when the scenario has a board and the screen room for it.
    column: Option<BoardColumn>,
    /// The text column.
    right: Rect,
    /// The row of the hint at the foot of the text column.
    hint_row: u16,
    /// The first row when the facts or the steps gave way: "↑" and the start of what is
    /// left out, so that the room sees there is more above.
    above: Option<Line<'static>>,
    /// The game facts, where they fit.
    facts: Option<Vec<Line<'static>>>,
    /// The steps, where they fit.
    events: Option<Vec<Line<'static>>>,
    /// The question.
    question: Question,
    /// The options once shown, as drawn (a line each where the screen is small).
    options: Vec<Line<'static>>,
    /// The rows the options get.
    options_rows: u16,
    /// The right answer in big letters, at the ruling where they fit.
    verdict: Option<BigText>,
    /// The ruling (without its first line when the big letters say it) and the explanation.
    after: Vec<Line<'static>>,
    /// Where they go; they scroll there when cut.
    after_area: Rect,
}

/// Lays out the presenter's screen: on the left the board, as large as the height allows,
/// with the clocks; on the right the facts, the steps in the scenario's words, the question
/// in big letters, then the options and the ruling as they are revealed. What does not fit
/// gives way in this order: the facts, the steps, the big letters; the ruling and the
/// explanation come last and scroll on a small terminal.
fn plan(state: &PresentState, scenario: &Scenario, app: &App, body: Rect) -> Plan {
    let t = app.theme();
    let loc = &app.loc;
    let card = &state.card;
    let (column, right) = match board_column(body).filter(|_| Card::has_board(scenario)) {
        Some((column, right)) => (Some(column), right),
        None => (None, body.inner(ratatui::layout::Margin::new(2, 0))),
    };
    let width = right.width;
    let hint_row = right.bottom().saturating_sub(1);
    let room = hint_row.saturating_sub(right.y + 1);
    let count = |lines: &[Line<'_>]| u16::try_from(lines.len()).unwrap_or(u16::MAX);
    let texts = texts_of(scenario, app.lang());
    let untranslated = loc.text("untranslated", &[]);
    let revealed = state.stage == Stage::Ruling;
    let mut after = if revealed {
        ruling_lines(card, app, width)
    } else {
        Vec::new()
    };
    let options_rows = |spaced| {
        option_rows(&texts, &untranslated, width, spaced)
            .last()
            .map_or(0, |(top, h)| top + h)
    };
    let bold = question_lines(card, scenario, app, width);
    let bold_h = count(&bold);
    let gap = |rows: u16| u16::from(rows > 0);
    let explanation = if revealed {
        explanation_lines(scenario, app.lang(), loc, t, width)
    } else {
        Vec::new()
    };
    // What must be seen besides the question: the options once shown, the ruling and the
    // explanation once revealed; on a small screen the options shrink to a line each for
    // them. Then, in order, while they fit: the steps, the facts, big letters, and a blank
    // row between the options.
    let mut options_h = match state.stage {
        Stage::Question => 0,
        _ => options_rows(false),
    };
    let after_h = count(&after) + gap(count(&explanation)) + count(&explanation);
    let one_line_each = u16::try_from(texts.len()).unwrap_or(u16::MAX);
    let compact =
        revealed && bold_h + 1 + options_h + 1 + after_h > room && options_h > one_line_each;
    if compact {
        options_h = one_line_each;
    }
    let mut fixed = gap(options_h) + options_h + gap(after_h) + after_h;
    let events = event_lines(card, scenario, app, width);
    let show_events = !scenario.case.events.is_empty() && fixed + bold_h + count(&events) < room;
    if show_events {
        fixed += count(&events) + 1;
    }
    let facts = facts_lines(card, scenario, app, width);
    let show_facts = fixed + bold_h + count(&facts) < room;
    if show_facts {
        fixed += count(&facts) + 1;
    }
    // What gave way is announced on the first row, which the rest then does without.
    let left_out = if show_facts { &events } else { &facts };
    let above = (!show_facts || (!show_events && !scenario.case.events.is_empty()))
        .then(|| left_out.first())
        .flatten()
        .map(|first| {
            let text: String = first.spans.iter().map(|s| s.content.as_ref()).collect();
            let less = t.symbols().less;
            let room = usize::from(width).saturating_sub(Line::raw(less).width() + 1);
            // It always ends in "…": the lines after it are left out too.
            let mut shown = ellipsis(text.trim(), room.saturating_sub(1));
            if !shown.ends_with('…') {
                shown.push('…');
            }
            Line::styled(format!("{less} {shown}"), t.dim())
        });
    if above.is_some() {
        fixed += 1;
    }
    // At the ruling the right answer comes in big letters first, where the rows left over
    // hold them and a blank row in place of its line; then the question, if they still do.
    let verdict = card
        .graded
        .as_ref()
        .ok()
        .filter(|_| revealed)
        .and_then(|g| {
            let text = loc.text(
                "verdict-answer",
                &[("answer", Arg::from(letters_of(&g.correct, loc)))],
            );
            BigText::fit(&text, width, room.saturating_sub(fixed + bold_h))
        })
        .filter(|_| !after.is_empty());
    let verdict_rows = verdict.as_ref().map_or(0, BigText::height);
    let question = scenario
        .question
        .text
        .get(app.lang())
        .filter(|q| !q.fallback && card.recast.is_none() && !scenario.question.multi)
        .and_then(|q| BigText::fit(q.text, width, room.saturating_sub(fixed + verdict_rows)))
        .map_or(Question::Bold(bold), Question::Big);
    let spaced_extra = options_rows(true).saturating_sub(options_h);
    let used = fixed + verdict_rows + question.height();
    let spaced = state.stage >= Stage::Options && !compact && used + spaced_extra <= room;
    if spaced {
        options_h += spaced_extra;
    }
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
    let options = match state.stage {
        Stage::Question => Vec::new(),
        _ if compact => options.compact_lines(width),
        _ => options.lines(width, spaced).0,
    };
    // The rows taken above the ruling, as `render` draws them: lines stop at the hint row,
    // big letters are drawn whole.
    let lines_from = |y: u16, rows: u16| {
        if y >= hint_row {
            y
        } else {
            (y + rows).min(hint_row)
        }
    };
    let mut y = right.y + u16::from(above.is_some());
    if show_facts {
        y = lines_from(y, count(&facts)) + 1;
    }
    if show_events {
        y = lines_from(y, count(&events)) + 1;
    }
    y = match &question {
        Question::Big(big) => y + big.height(),
        Question::Bold(lines) => lines_from(y, count(lines)),
    };
    if state.stage >= Stage::Options {
        y += 1 + options_h.min(hint_row.saturating_sub(y + 1)) + 1;
    }
    if let Some(big) = &verdict {
        y += big.height() + 1;
        after.remove(0);
    }
    if revealed {
        after.push(Line::raw(""));
        after.extend(explanation);
    }
    let after_area = Rect::new(right.x, y, width, hint_row.saturating_sub(y));
    Plan {
        column,
        right,
        hint_row,
        above,
        facts: show_facts.then_some(facts),
        events: show_events.then_some(events),
        question,
        options,
        options_rows: options_h,
        verdict,
        after,
        after_area,
    }
}

/// The most the ruling and the explanation can scroll on a screen of `body`.
pub fn max_scroll(state: &PresentState, app: &App, body: Rect) -> u16 {
    let Some(scenario) = state.card.scenario(&app.library) else {
        return 0;
    };
    let plan = plan(state, scenario, app, body);
    let max = scroll::max_scroll(plan.after.len(), usize::from(plan.after_area.height));
    u16::try_from(max).unwrap_or(u16::MAX)
}

/// Draws the presenter's screen as [`plan`] lays it out, with the hint of the key that
/// shows the next step at its foot.
pub fn render(state: &PresentState, app: &App, body: Rect, buf: &mut Buffer) {
    let Some(hint) = render_scenario(state, app, body, buf) else {
        return;
    };
    let t = app.theme();
    let loc = &app.loc;
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
    .render(hint, buf);
}

/// Draws the scenario as the presenter shows it, leaving the hint's row empty: the row,
/// for whoever drives the screen (the presenter, or a seminar room's console with keys of
/// its own) to say what the next key does. `None` when the scenario is not in the library.
pub fn render_scenario(
    state: &PresentState,
    app: &App,
    body: Rect,
    buf: &mut Buffer,
) -> Option<Rect> {
    let t = app.theme();
    let loc = &app.loc;
    let card = &state.card;
    let scenario = card.scenario(&app.library)?;
    let plan = plan(state, scenario, app, body);
    if let Some(column) = plan.column {
        render_board_column(card, scenario, app, column, buf);
    }
    let (right, hint_row) = (plan.right, plan.hint_row);
    let width = right.width;
    let mut y = right.y;
    if let Some(above) = plan.above {
        above.render(Rect::new(right.x, y, width, 1), buf);
        y += 1;
    }
    let put = |lines: Vec<Line<'static>>, y: &mut u16, buf: &mut Buffer| {
        for line in lines {
            if *y >= hint_row {
                return;
            }
            line.render(Rect::new(right.x, *y, width, 1), buf);
            *y += 1;
        }
    };
    if let Some(facts) = plan.facts {
        put(facts, &mut y, buf);
        Line::styled("─".repeat(usize::from(width)), t.border())
            .render(Rect::new(right.x, y, width, 1), buf);
        y += 1;
    }
    if let Some(events) = plan.events {
        put(events, &mut y, buf);
        y += 1;
    }
    match plan.question {
        Question::Big(big) => {
            let area = Rect::new(
                right.x,
                y,
                width,
                big.height().min(hint_row.saturating_sub(y)),
            );
            big.draw(area, Style::new().add_modifier(Modifier::BOLD), buf);
            y += big.height();
        }
        Question::Bold(lines) => put(lines, &mut y, buf),
    }
    if state.stage >= Stage::Options {
        y += 1;
        let rows = plan.options_rows.min(hint_row.saturating_sub(y));
        for (line, row) in plan.options.into_iter().zip(y..y + rows) {
            line.render(Rect::new(right.x, row, width, 1), buf);
        }
        y += rows + 1;
        if let Some(big) = plan.verdict {
            let area = Rect::new(
                right.x,
                y,
                width,
                big.height().min(hint_row.saturating_sub(y)),
            );
            big.draw(area, t.right(), buf);
        }
        // The author's explanation follows the ruling; where the screen cuts them, they
        // scroll, with a sign of more above or below.
        let scrolled = Scrolled {
            lines: &plan.after,
            window: window(
                plan.after.len(),
                usize::from(plan.after_area.height),
                usize::from(card.scroll),
            ),
            more: loc.text("panel-more", &[]),
            theme: t,
        };
        (&scrolled).render(plan.after_area, buf);
    }
    Some(Rect::new(right.x, hint_row, width, 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::layout::chrome;
    use crate::tui::widgets::board::square_size;

    fn column_at(width: u16, height: u16) -> (BoardColumn, Rect) {
        board_column(chrome(Rect::new(0, 0, width, height)).body)
            .unwrap_or_else(|| panic!("no board at {width}x{height}"))
    }

    #[test]
    fn a_projector_gets_the_largest_board_and_the_text_its_column() {
        for (w, h, squares) in [(80, 24, 2), (120, 40, 4), (160, 48, 5), (200, 60, 6)] {
            let (column, text) = column_at(w, h);
            assert_eq!(
                square_size(column.board.width, column.board.height),
                squares,
                "{w}x{h}"
            );
            assert!(text.width >= TEXT_MIN, "{w}x{h}");
            assert!(column.board.right() < text.x, "{w}x{h}");
            assert!(text.right() < w, "a margin at the right edge, {w}x{h}");
            assert!(column.bottom_clock.bottom() < h, "{w}x{h}");
        }
        assert!(column_at(200, 60).0.big_clocks);
    }
}
