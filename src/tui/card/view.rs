//! How a card is laid out and drawn. Left, the board column: board, clocks and timeline.
//! Right, the text column, which keeps a blank column at the terminal's edge:
//!
//! - before the answer, one reading pane — the game facts, the events (where the timeline
//!   cannot list them in full, so that what the question refers to is told before it), the
//!   question and the options. On a small terminal it drops its rules and blank lines
//!   first, then scrolls, with a sign at the top or bottom while there is more; the option
//!   selected is always scrolled into view, and one not in view cannot be answered;
//! - after the answer, the question and the options marked right and wrong, the verdict,
//!   the tabs, and the answer panel, which scrolls the same way.
//!
//! The views and the mouse both go through [`CardView`], so a click lands on what is drawn.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use shakmaty::Color;

use crate::content::Scenario;
use crate::i18n::{Arg, RulingText};
use crate::laws::time_control::Bonus;
use crate::laws::{GameType, TimeControl};
use crate::quiz::variant::typical_control;
use crate::tui::app::App;
use crate::tui::layout::{self, BoardColumn};
use crate::tui::scene::Scene;
use crate::tui::settings::Orientation;
use crate::tui::widgets::board::Board;
use crate::tui::widgets::clock::ClockFace;
use crate::tui::widgets::contrast::contrast_lines;
use crate::tui::widgets::options::{Options, texts_of};
use crate::tui::widgets::ruling::{edition_name, explanation_lines, proof_lines, ruling_lines};
use crate::tui::widgets::scroll::{Scrolled, Window, scroll_to, window};
use crate::tui::widgets::timeline::Timeline;
use crate::tui::wrap::{ellipsis, hanging, wrap_at_most};

use super::{Card, Tab};

/// The fewest rows the answer panel is given before the question and options above it are
/// shortened.
const PANEL_MIN: usize = 6;

/// The text before the answer, as one list of lines, with where each option is in it.
#[derive(Debug, Clone, Default)]
pub struct Reading {
    /// Every line.
    pub lines: Vec<Line<'static>>,
    /// Each option's first line and number of lines.
    pub options: Vec<(usize, usize)>,
}

/// The parts of the text column after the answer.
#[derive(Debug, Clone, Default)]
pub struct Answered {
    /// The question and the options, marked, as they fit.
    pub head: Vec<Line<'static>>,
    /// The verdict line.
    pub verdict: Rect,
    /// The tab bar.
    pub tabs: Rect,
    /// The answer panel.
    pub panel: Rect,
}

/// One card laid out on the screen.
pub struct CardView<'a> {
    card: &'a Card,
    scenario: &'a Scenario,
    app: &'a App,
    /// The board column, when there is a board.
    pub column: Option<BoardColumn>,
    /// The text column.
    pub text: Rect,
}

impl<'a> CardView<'a> {
    /// `card` laid out in `body`, leaving `sheet_rows` under the text column (the exam's
    /// answer sheet).
    pub fn new(
        card: &'a Card,
        scenario: &'a Scenario,
        app: &'a App,
        body: Rect,
        sheet_rows: u16,
    ) -> Self {
        let (column, right) = layout::question(body, Card::has_board(scenario));
        let text = Rect {
            height: right.height.saturating_sub(sheet_rows),
            ..right
        };
        Self {
            card,
            scenario,
            app,
            column,
            text,
        }
    }

    /// Where the exam's answer sheet goes: under the text column.
    pub fn sheet(&self, sheet_rows: u16) -> Rect {
        Rect::new(self.text.x, self.text.bottom(), self.text.width, sheet_rows)
    }

    fn timeline(&self) -> Timeline<'a> {
        Timeline {
            labels: step_labels(self.card, self.scenario, self.app),
            current: self.card.step,
            theme: self.app.theme(),
            loc: &self.app.loc,
        }
    }

    /// Whether the text column must tell the events: there is a timeline, and it cannot list
    /// every step in full.
    fn tells_events(&self) -> bool {
        !self.scenario.case.events.is_empty()
            && self
                .column
                .is_some_and(|c| !self.timeline().lists_all(c.timeline))
    }

    /// The events, numbered as the timeline numbers its steps, the one on the board marked.
    fn event_lines(&self) -> Vec<Line<'static>> {
        let t = self.app.theme();
        let labels = step_labels(self.card, self.scenario, self.app);
        let mut out = vec![Line::styled(
            self.app.loc.text("events-heading", &[]),
            t.title(),
        )];
        for (k, label) in labels
            .iter()
            .enumerate()
            .skip(1)
            .take(self.scenario.case.events.len())
        {
            let style = if k == self.card.step {
                t.selected()
            } else {
                Style::new()
            };
            out.extend(hanging(
                Span::styled(format!("{}. ", k + 1), style),
                label,
                self.text.width,
                style,
            ));
        }
        out
    }

    fn options(&self) -> Options<'a> {
        let card = self.card;
        Options {
            texts: texts_of(self.scenario, self.app.lang()),
            untranslated: "",
            cursor: (!card.revealed).then_some(card.cursor).flatten(),
            picked: &card.picked,
            multi: self.scenario.question.multi,
            answer: card.answer.as_deref(),
            correct: card
                .graded
                .as_ref()
                .ok()
                .filter(|_| card.revealed)
                .map(|g| g.correct.as_slice()),
            theme: self.app.theme(),
        }
    }

    /// The text before the answer: as spacious as the column allows (rules and blank lines
    /// between its parts, blank lines between the options), else compact (and then it
    /// scrolls).
    pub fn reading(&self) -> Reading {
        let t = self.app.theme();
        let width = self.text.width;
        let untranslated = self.app.loc.text("untranslated", &[]);
        let facts = facts_lines(self.card, self.scenario, self.app, width);
        let events = if self.tells_events() {
            self.event_lines()
        } else {
            Vec::new()
        };
        let question = question_lines(self.card, self.scenario, self.app, width);
        let options = Options {
            untranslated: &untranslated,
            ..self.options()
        };
        let rule = Line::styled("─".repeat(usize::from(width)), t.border());
        let assemble = |spacious: bool, spaced: bool| {
            let mut lines = facts.clone();
            if spacious && !lines.is_empty() {
                lines.push(rule.clone());
            }
            if !events.is_empty() {
                lines.extend(events.iter().cloned());
                if spacious {
                    lines.push(Line::raw(""));
                }
            }
            lines.extend(question.iter().cloned());
            if spacious {
                lines.push(Line::raw(""));
            }
            let (option_lines, places) = options.lines(width, spaced);
            let top = lines.len();
            lines.extend(option_lines);
            Reading {
                lines,
                options: places.into_iter().map(|(y, h)| (top + y, h)).collect(),
            }
        };
        let height = usize::from(self.text.height);
        let mut reading = Reading::default();
        for (spacious, spaced) in [(true, true), (true, false), (false, false)] {
            reading = assemble(spacious, spaced);
            if reading.lines.len() <= height {
                break;
            }
        }
        reading
    }

    /// The lines of the reading pane on screen.
    pub fn reading_window(&self, reading: &Reading) -> Window {
        window(
            reading.lines.len(),
            usize::from(self.text.height),
            usize::from(self.card.scroll),
        )
    }

    /// Whether option `i` is in view before the answer (an option out of view is scrolled
    /// into view rather than answered).
    pub fn option_in_view(&self, i: usize) -> bool {
        let reading = self.reading();
        reading
            .options
            .get(i)
            .is_some_and(|(y, h)| self.reading_window(&reading).shows(*y, *h))
    }

    /// The scroll position that brings option `i` into view.
    pub fn scroll_to_option(&self, i: usize) -> u16 {
        let reading = self.reading();
        let Some(&(y, h)) = reading.options.get(i) else {
            return self.card.scroll;
        };
        let s = scroll_to(
            reading.lines.len(),
            usize::from(self.text.height),
            usize::from(self.card.scroll),
            y,
            h,
        );
        u16::try_from(s).unwrap_or(u16::MAX)
    }

    /// The option under a click before the answer, if any.
    pub fn option_at(&self, x: u16, y: u16) -> Option<usize> {
        if self.card.revealed || !self.text.contains((x, y).into()) {
            return None;
        }
        let reading = self.reading();
        let line = self
            .reading_window(&reading)
            .line_at(usize::from(y - self.text.y))?;
        reading
            .options
            .iter()
            .position(|(top, h)| line >= *top && line < top + h)
    }

    /// The question's lines cut to at most two rows (the last resort of a crowded screen).
    fn short_question(&self) -> Vec<Line<'static>> {
        if self.card.recast.is_some() {
            let mut lines = question_lines(self.card, self.scenario, self.app, self.text.width);
            lines.truncate(2);
            return lines;
        }
        let q = self.scenario.question.text.text(self.app.lang());
        wrap_at_most(q, self.text.width, 2)
            .into_iter()
            .map(|l| Line::styled(l, Style::new().add_modifier(Modifier::BOLD)))
            .collect()
    }

    /// The text column after the answer: the question and the options as fully as the
    /// answer panel leaves room for.
    pub fn answered(&self) -> Answered {
        let t = self.app.theme();
        let width = self.text.width;
        let untranslated = self.app.loc.text("untranslated", &[]);
        let options = Options {
            untranslated: &untranslated,
            ..self.options()
        };
        let facts = facts_lines(self.card, self.scenario, self.app, width);
        let question = question_lines(self.card, self.scenario, self.app, width);
        let (full, _) = options.lines(width, false);
        let compact = options.compact_lines(width);
        let rule = Line::styled("─".repeat(usize::from(width)), t.border());
        let height = usize::from(self.text.height);
        let mut head = Vec::new();
        for level in 0..=4 {
            head.clear();
            match level {
                0 => head.extend(facts.iter().cloned()),
                1..=3 => head.extend(facts.iter().take(2).cloned()),
                _ => {}
            }
            if level <= 1 && !head.is_empty() {
                head.push(rule.clone());
            }
            if level < 4 {
                head.extend(question.iter().cloned());
            } else {
                head.extend(self.short_question());
            }
            if level <= 1 {
                head.push(Line::raw(""));
            }
            head.extend(if level <= 2 { &full } else { &compact }.iter().cloned());
            if level <= 1 {
                head.push(Line::raw(""));
            }
            if head.len() + 2 + PANEL_MIN <= height {
                break;
            }
        }
        let text = self.text;
        let y = text.y
            + u16::try_from(head.len())
                .unwrap_or(u16::MAX)
                .min(text.height);
        let row = |y: u16| {
            Rect::new(
                text.x,
                y.min(text.bottom()),
                width,
                u16::from(y < text.bottom()),
            )
        };
        let panel_top = (y + 2).min(text.bottom());
        Answered {
            head,
            verdict: row(y),
            tabs: row(y + 1),
            panel: Rect::new(text.x, panel_top, width, text.bottom() - panel_top),
        }
    }

    /// The lines of the answer panel's tab. Where the timeline cannot list the events in
    /// full, the ruling tab tells them after the ruling, so that no step is cut short.
    pub fn panel_lines(&self, width: u16) -> Vec<Line<'static>> {
        let app = self.app;
        let card = self.card;
        let t = app.theme();
        let loc = &app.loc;
        let rt = RulingText::new(loc, &app.notation);
        match (&card.graded, card.tab) {
            (Err(e), _) => hanging(
                Span::raw(""),
                &loc.text(
                    "ruling-failed",
                    &[("reason", Arg::from(loc.describe_case_error(e)))],
                ),
                width,
                t.wrong(),
            ),
            (Ok(g), Tab::Ruling) => {
                let mut lines = ruling_lines(&g.ruling, &rt, loc, t, width);
                if self.tells_events() {
                    lines.push(Line::raw(""));
                    lines.extend(self.event_lines());
                }
                lines
            }
            (Ok(_), Tab::Explanation) => {
                explanation_lines(self.scenario, app.lang(), loc, t, width)
            }
            (Ok(_), Tab::Contrast) => card.contrast.as_ref().map_or_else(Vec::new, |c| {
                contrast_lines(c, self.scenario, card.variant, &rt, loc, t, width)
            }),
            (Ok(g), Tab::Proof) => proof_lines(&g.ruling, card.proof_ply, &rt, loc, t, width),
        }
    }

    /// The most the text can scroll: the answer panel after the answer, the reading pane
    /// before it.
    pub fn max_scroll(&self) -> u16 {
        let (total, height) = if self.card.revealed {
            let panel = self.answered().panel;
            (self.panel_lines(panel.width).len(), panel.height)
        } else {
            (self.reading().lines.len(), self.text.height)
        };
        let max = crate::tui::widgets::scroll::max_scroll(total, usize::from(height));
        u16::try_from(max).unwrap_or(u16::MAX)
    }

    /// The spans of the tab bar, each with the tab it names (separators name none).
    fn tab_spans(&self, width: u16) -> Vec<(Span<'static>, Option<Tab>)> {
        let t = self.app.theme();
        let card = self.card;
        let names: Vec<String> = card
            .tabs()
            .iter()
            .map(|tab| self.app.loc.text(tab.message_id(), &[]))
            .collect();
        // Names are padded with a space on each side when the bar has room for it.
        let plain: usize = names
            .iter()
            .map(|n| Line::raw(n.as_str()).width() + 1)
            .sum();
        let padded = plain + 2 * names.len() <= usize::from(width);
        // Too long even without the padding: each name is cut to an equal share, with "…".
        let share = (usize::from(width) + 1) / names.len().max(1);
        let names: Vec<String> = if plain > usize::from(width) + 1 {
            names
                .iter()
                .map(|n| ellipsis(n, share.saturating_sub(1)))
                .collect()
        } else {
            names
        };
        let mut spans = Vec::new();
        for (i, (tab, name)) in card.tabs().into_iter().zip(names).enumerate() {
            if i > 0 {
                spans.push((Span::styled("│", t.border()), None));
            }
            let name = if padded { format!(" {name} ") } else { name };
            let style = if tab == card.tab {
                t.selected()
            } else {
                t.dim()
            };
            spans.push((Span::styled(name, style), Some(tab)));
        }
        spans
    }

    /// The tab under a click after the answer, if any.
    pub fn tab_at(&self, x: u16, y: u16) -> Option<Tab> {
        let area = self.answered().tabs;
        if !self.card.revealed || !area.contains((x, y).into()) {
            return None;
        }
        let mut left = area.x;
        for (span, tab) in self.tab_spans(area.width) {
            let right = left + u16::try_from(span.width()).unwrap_or(0);
            if x >= left && x < right {
                return tab;
            }
            left = right;
        }
        None
    }

    /// The lines through a window, with the signs of more in the reader's language.
    fn scrolled<'l>(&self, lines: &'l [Line<'static>], window: Window) -> Scrolled<'l> {
        Scrolled {
            lines,
            window,
            more: self.app.loc.text("panel-more", &[]),
            theme: self.app.theme(),
        }
    }

    /// Draws the card.
    pub fn render(&self, buf: &mut Buffer) {
        if let Some(column) = self.column {
            render_board_column(self.card, self.scenario, self.app, column, buf);
        }
        if self.card.revealed {
            self.render_answered(buf);
        } else {
            let reading = self.reading();
            let window = self.reading_window(&reading);
            (&self.scrolled(&reading.lines, window)).render(self.text, buf);
        }
    }

    fn render_answered(&self, buf: &mut Buffer) {
        let answered = self.answered();
        let text = self.text;
        for (line, y) in answered.head.iter().zip(text.y..answered.verdict.y) {
            line.render(Rect::new(text.x, y, text.width, 1), buf);
        }
        verdict_line(self.card, self.app).render(answered.verdict, buf);
        let spans: Vec<Span> = self
            .tab_spans(answered.tabs.width)
            .into_iter()
            .map(|(s, _)| s)
            .collect();
        Line::from(spans).render(answered.tabs, buf);
        let panel = answered.panel;
        let lines = self.panel_lines(panel.width);
        let window = window(
            lines.len(),
            usize::from(panel.height),
            usize::from(self.card.scroll),
        );
        (&self.scrolled(&lines, window)).render(panel, buf);
    }
}

/// The text of every step of the timeline: the start, each event in the author's narration
/// (or the engine's words), and the ruling once answered.
pub fn step_labels(card: &Card, scenario: &Scenario, app: &App) -> Vec<String> {
    let loc = &app.loc;
    let rt = RulingText::new(loc, &app.notation);
    let lang = app.lang();
    let mut labels = vec![loc.text("timeline-start", &[])];
    for (i, event) in scenario.case.events.iter().enumerate() {
        let narration = scenario
            .event_texts
            .get(i)
            .and_then(|t| t.get(lang))
            .filter(|l| !l.text.is_empty());
        labels.push(match narration {
            Some(l) if l.fallback => format!("{} {}", l.text, loc.text("untranslated", &[])),
            Some(l) => l.text.to_owned(),
            None => rt.event(event),
        });
    }
    if card.revealed {
        labels.push(loc.text("timeline-ruling", &[]));
    }
    labels
}

/// The side at the bottom of the board.
pub fn bottom_side(card: &Card, app: &App, turn: Color) -> Color {
    let side = match app.settings.orientation {
        Orientation::White => Color::White,
        Orientation::Black => Color::Black,
        Orientation::ToMove => turn,
    };
    if card.flipped { !side } else { side }
}

/// The facts lines: time control and game type, edition, move, and the situation (for the
/// drill's second question the situation is not repeated: it names the other game type).
pub fn facts_lines(card: &Card, scenario: &Scenario, app: &App, width: u16) -> Vec<Line<'static>> {
    let t = app.theme();
    let loc = &app.loc;
    let rt = RulingText::new(loc, &app.notation);
    let case = card.variant.case(scenario);
    let mut extra = None;
    let mut first: Vec<Span> = Vec::new();
    let game_type = card
        .graded
        .as_ref()
        .ok()
        .and_then(|g| g.ruling.game_type)
        .or_else(|| case.effective_game_type());
    match (&case.time_control, game_type) {
        (Some(tc), Some(gt)) => {
            // The stopwatch is not in the Linux console's font.
            let watch = t.symbols().watch;
            first.push(Span::styled(format!("{watch}{tc} → "), t.dim()));
            first.push(Span::styled(rt.game_type(gt), t.title()));
        }
        (None, Some(gt)) => first.push(Span::styled(rt.game_type(gt), t.title())),
        _ => {}
    }
    if matches!(game_type, Some(GameType::Rapid | GameType::Blitz)) {
        let id = match case.supervision {
            crate::laws::Supervision::Supervised => "supervision-supervised",
            crate::laws::Supervision::Unsupervised => "supervision-unsupervised",
        };
        let supervision = loc.text(id, &[]);
        let used: usize = first.iter().map(Span::width).sum();
        if used + 3 + Line::raw(supervision.as_str()).width() <= usize::from(width) {
            first.push(Span::styled(format!(" · {supervision}"), t.dim()));
        } else {
            // Too long for one line: the supervision goes on a line of its own.
            extra = Some(Line::styled(supervision, t.dim()));
        }
    }
    let mut second = vec![Span::styled(
        edition_name(loc, card.variant.edition.year()),
        t.key(),
    )];
    let mut turn_line = None;
    if Card::has_board(scenario)
        && let Some(scene) = card.scene(scenario)
    {
        let to_move = if scene.is_checkmate() {
            "facts-checkmate"
        } else if scene.turn().is_white() {
            "to-move-white"
        } else {
            "to-move-black"
        };
        let turn = format!(
            "{} · {}",
            loc.text("facts-move", &[("number", Arg::from(scene.move_number()))]),
            loc.text(to_move, &[])
        );
        let used: usize = second.iter().map(Span::width).sum();
        if used + 3 + Line::raw(turn.as_str()).width() <= usize::from(width) {
            second.push(Span::styled(format!(" · {turn}"), t.dim()));
        } else {
            // Who is to move must never be cut off: it gets a line of its own.
            turn_line = Some(Line::styled(turn, t.dim()));
        }
    }
    let mut out = Vec::new();
    if !first.is_empty() {
        out.push(Line::from(first));
    }
    out.extend(extra);
    out.push(Line::from(second));
    out.extend(turn_line);
    if !scenario.status.examinable() {
        out.extend(hanging(
            Span::raw(""),
            &loc.text("discussion-tag", &[]),
            width,
            t.accent(),
        ));
    }
    if card.recast.is_none()
        && let Some(situation) = scenario.situation.get(app.lang())
        && !situation.text.is_empty()
    {
        let mut text = situation.text.to_owned();
        if situation.fallback {
            text = format!("{text} {}", loc.text("untranslated", &[]));
        }
        out.extend(hanging(Span::raw(""), &text, width, t.aside()));
    }
    out
}

/// A scenario's question in the reader's language, marked where it is the English fallback
/// (for lists of questions: the results, the review entry).
pub fn question_text(scenario: &Scenario, app: &App) -> String {
    scenario
        .question
        .text
        .get(app.lang())
        .map_or_else(String::new, |q| {
            if q.fallback {
                format!("{} {}", q.text, app.loc.text("untranslated", &[]))
            } else {
                q.text.to_owned()
            }
        })
}

/// The question's own lines: the text (for the drill's second question, the new game type
/// in its place), then how to answer a question with several right options.
pub fn question_lines(
    card: &Card,
    scenario: &Scenario,
    app: &App,
    width: u16,
) -> Vec<Line<'static>> {
    let t = app.theme();
    let loc = &app.loc;
    let rt = RulingText::new(loc, &app.notation);
    let mut out = Vec::new();
    if let Some(gt) = card.recast {
        let text = loc.text(
            "drill-recast",
            &[
                ("type", Arg::from(rt.game_type(gt))),
                ("control", Arg::from(typical_control(gt).to_string())),
            ],
        );
        out.extend(hanging(
            Span::styled(format!("{} ", t.symbols().swap), t.accent()),
            &text,
            width,
            t.accent(),
        ));
    }
    // The drill's second question is told by the line above: the author's text may name
    // the game type the incident was first set in.
    if card.recast.is_none()
        && let Some(q) = scenario.question.text.get(app.lang())
    {
        let mut text = q.text.to_owned();
        if q.fallback {
            text = format!("{text} {}", loc.text("untranslated", &[]));
        }
        out.extend(hanging(
            Span::raw(""),
            &text,
            width,
            Style::new().add_modifier(Modifier::BOLD),
        ));
    }
    if scenario.question.multi && !card.revealed {
        out.extend(hanging(
            Span::raw(""),
            &loc.text("question-multi", &[]),
            width,
            t.dim(),
        ));
    }
    out
}

/// "Right" or "Wrong, the answer is b".
/// The bonus `side`'s next move earns under `control` in the position shown: the period of a
/// control whose bonus starts later is told by the move number.
fn next_bonus(control: Option<&TimeControl>, scene: &Scene, side: Color) -> Bonus {
    let Some(control) = control else {
        return Bonus::None;
    };
    let made = scene.setup.fullmoves.get().saturating_sub(1)
        + u32::from(side == Color::White && scene.setup.turn == Color::Black);
    control.bonus_in(control.period_of_move(made.saturating_add(1)))
}

fn verdict_line(card: &Card, app: &App) -> Line<'static> {
    let t = app.theme();
    let loc = &app.loc;
    let letters = |v: &[usize]| loc.list(v.iter().map(|i| Scenario::letter(*i).to_string()));
    let correct = card
        .graded
        .as_ref()
        .map(|g| letters(&g.correct))
        .unwrap_or_default();
    match (card.right(), &card.answer) {
        (Some(true), _) => Line::styled(
            format!("{} {}", t.symbols().right, loc.text("verdict-right", &[])),
            t.right(),
        ),
        (Some(false), Some(a)) if !a.is_empty() => Line::from(vec![
            Span::styled(
                format!("{} {}", t.symbols().wrong, loc.text("verdict-wrong", &[])),
                t.wrong(),
            ),
            Span::raw(" "),
            Span::raw(loc.text("verdict-answer", &[("answer", Arg::from(correct))])),
        ]),
        _ => Line::from(vec![
            Span::styled(
                format!(
                    "{} {}",
                    t.symbols().blank,
                    loc.text("verdict-unanswered", &[])
                ),
                t.accent(),
            ),
            Span::raw(" "),
            Span::raw(loc.text("verdict-answer", &[("answer", Arg::from(correct))])),
        ]),
    }
}

/// The board, both clocks and the timeline.
pub fn render_board_column(
    card: &Card,
    scenario: &Scenario,
    app: &App,
    column: BoardColumn,
    buf: &mut Buffer,
) {
    let t = app.theme();
    let loc = &app.loc;
    let Some(scene) = card.scene(scenario) else {
        let reason = card
            .graded
            .as_ref()
            .err()
            .map_or_else(String::new, |e| loc.describe_case_error(e));
        let text = loc.text("ruling-failed", &[("reason", Arg::from(reason))]);
        for (y, line) in (column.board.y..column.board.bottom()).zip(hanging(
            Span::raw(""),
            &text,
            column.board.width,
            t.wrong(),
        )) {
            line.render(Rect::new(column.board.x, y, column.board.width, 1), buf);
        }
        return;
    };
    let bottom = bottom_side(card, app, scene.turn());
    let board = Board {
        scene: &scene,
        bottom,
        pieces: app.pieces(),
        notation: &app.notation,
        theme: t,
    };
    (&board).render(column.board, buf);
    let rt = RulingText::new(loc, &app.notation);
    let case = card.variant.case(scenario);
    if scene.clocks.is_some() {
        for (side, area) in [(!bottom, column.top_clock), (bottom, column.bottom_clock)] {
            let face = ClockFace {
                name: rt.side(side),
                time: scene.clocks.map(|c| *c.get(side)),
                running: scene.running == Some(side),
                fallen: *scene.fallen.get(side),
                bonus: next_bonus(case.time_control.as_ref(), &scene, side),
                added: *scene.added.get(side),
                removed: *scene.removed.get(side),
                theme: t,
                loc,
            };
            (&face).render(area, buf);
        }
    } else {
        for (side, area) in [(!bottom, column.top_clock), (bottom, column.bottom_clock)] {
            let y = area.y + area.height / 2;
            Line::styled(format!("  {}", rt.side(side)), t.dim())
                .render(Rect::new(area.x, y, area.width, 1), buf);
        }
    }
    if card.proof_on_board()
        && let Some((_, line)) = card.proof_line()
    {
        // The timeline would name a step the board no longer shows: say where in the mate
        // line it is instead.
        let text = loc.text(
            "proof-walk",
            &[
                ("ply", Arg::from(card.proof_ply)),
                ("plies", Arg::from(line.len())),
            ],
        );
        for (line, y) in hanging(Span::raw(" "), &text, column.timeline.width, t.accent())
            .into_iter()
            .zip(column.timeline.y..column.timeline.bottom())
        {
            line.render(
                Rect::new(column.timeline.x, y, column.timeline.width, 1),
                buf,
            );
        }
        return;
    }
    // The same view as the text column uses, for the same step texts.
    let view = CardView {
        card,
        scenario,
        app,
        column: Some(column),
        text: Rect::default(),
    };
    (&view.timeline()).render(column.timeline, buf);
}
