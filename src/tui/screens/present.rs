//! Presenter mode, for a lecturer with a projector: one scenario at a time with the largest
//! board and clocks that fit, the situation and the question; a key shows the options,
//! another the ruling (the right option, the summary and the articles). Nothing is answered
//! or recorded. Each press of Space, Enter or Page Down (what a presentation clicker sends)
//! shows the next step, then the next scenario; Backspace and Page Up step back.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::content::Scenario;
use crate::i18n::{Arg, Localizer, RulingText};
use crate::tui::app::App;
use crate::tui::card::Card;
use crate::tui::keymap::key_names;
use crate::tui::layout::BoardColumn;
use crate::tui::widgets::big_text::BigText;
use crate::tui::widgets::board::board_extent;
use crate::tui::widgets::clock::BIG_ROWS;
use crate::tui::widgets::options::{Options, option_rows, texts_of};
use crate::tui::widgets::ruling::{edition_name, explanation_lines};
use crate::tui::wrap::hanging;

use super::question::{
    Item, card_for, facts_lines, question_lines, render_board_column, render_compact_options,
};

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

/// The title bar's right side: which scenario of how many, and the edition.
pub fn title(state: &PresentState, app: &App) -> String {
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

/// The letters of options (`b, d`).
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
    let loc = &app.loc;
    let rt = RulingText::new(loc, &app.notation);
    let untranslated = loc.text("untranslated", &[]);
    let mut labels = vec![loc.text("timeline-start", &[])];
    for (i, event) in scenario.case.events.iter().enumerate() {
        let told = scenario
            .event_texts
            .get(i)
            .and_then(|texts| texts.get(app.lang()))
            .filter(|l| !l.text.is_empty());
        labels.push(match told {
            Some(l) if l.fallback => format!("{} {untranslated}", l.text),
            Some(l) => l.text.to_owned(),
            None => rt.event(event),
        });
    }
    if card.revealed {
        labels.push(loc.text("timeline-ruling", &[]));
    }
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

/// The question as the room reads it: in big letters when they fit in `rows`, in bold
/// otherwise (and always for scripts the big font lacks).
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

/// Draws the presenter's screen: on the left the board, as large as the height allows,
/// with the clocks; on the right the facts, the steps in the scenario's words, the question
/// in big letters, then the options and the ruling as they are revealed. What does not fit
/// gives way in this order: the facts, the steps, the big letters; the explanation comes
/// last and is cut short on a small terminal.
pub fn render(state: &PresentState, app: &App, body: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let loc = &app.loc;
    let card = &state.card;
    let Some(scenario) = card.scenario(&app.library) else {
        return;
    };
    let (column, right) = match board_column(body).filter(|_| Card::has_board(scenario)) {
        Some((column, right)) => (Some(column), right),
        None => (None, body.inner(ratatui::layout::Margin::new(2, 0))),
    };
    if let Some(column) = column {
        render_board_column(card, scenario, app, column, buf);
    }
    let width = right.width;
    let hint_row = right.bottom().saturating_sub(1);
    let room = hint_row.saturating_sub(right.y + 1);
    let count = |lines: &[Line<'_>]| u16::try_from(lines.len()).unwrap_or(u16::MAX);
    let texts = texts_of(scenario, app.lang());
    let untranslated = loc.text("untranslated", &[]);
    let revealed = state.stage == Stage::Ruling;
    let ruling = if revealed {
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
    let after_h = count(&ruling) + gap(count(&explanation)) + count(&explanation);
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
        });
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
    if state.stage >= Stage::Options && !compact && used + spaced_extra <= room {
        options_h += spaced_extra;
    }
    let mut y = right.y;
    let put = |lines: Vec<Line<'static>>, y: &mut u16, buf: &mut Buffer| {
        for line in lines {
            if *y >= hint_row {
                return;
            }
            line.render(Rect::new(right.x, *y, width, 1), buf);
            *y += 1;
        }
    };
    if show_facts {
        put(facts, &mut y, buf);
        Line::styled("─".repeat(usize::from(width)), t.border())
            .render(Rect::new(right.x, y, width, 1), buf);
        y += 1;
    }
    if show_events {
        put(events, &mut y, buf);
        y += 1;
    }
    match question {
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
        let area = Rect::new(right.x, y, width, options_h.min(hint_row.saturating_sub(y)));
        let correct = card
            .graded
            .as_ref()
            .ok()
            .filter(|_| revealed)
            .map(|g| g.correct.as_slice());
        if compact {
            render_compact_options(&texts, &[], correct, app, area, buf);
        } else {
            let options = Options {
                texts,
                untranslated: &untranslated,
                cursor: None,
                picked: &[],
                multi: false,
                answer: None,
                correct,
                theme: t,
            };
            (&options).render(area, buf);
        }
        y = area.bottom() + 1;
        // The author's explanation follows the ruling as far as the screen has room (a
        // projector has it); the last line shown says when some is left out.
        let mut after = ruling;
        if let Some(big) = verdict.filter(|_| !after.is_empty()) {
            let area = Rect::new(
                right.x,
                y,
                width,
                big.height().min(hint_row.saturating_sub(y)),
            );
            big.draw(area, t.right(), buf);
            y += big.height() + 1;
            after.remove(0);
        }
        if revealed {
            after.push(Line::raw(""));
            after.extend(explanation);
        }
        let rows = usize::from(hint_row.saturating_sub(y));
        if after.len() > rows && rows > 0 {
            after.truncate(rows - 1);
            after.push(Line::styled("…", t.dim()));
        }
        put(after, &mut y, buf);
    }
    let (keys, id) = match state.stage {
        Stage::Question => ("Space", "present-show-options"),
        Stage::Options => ("Space", "present-show-ruling"),
        Stage::Ruling if state.index + 1 < state.items.len() => ("Space", "present-next"),
        Stage::Ruling => ("Esc", "present-end"),
    };
    Line::from(vec![
        Span::styled(format!("{} ", key_names(keys, loc)), t.key()),
        Span::styled(loc.text(id, &[]), t.dim()),
    ])
    .render(Rect::new(right.x, hint_row, width, 1), buf);
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
