//! The question screen: board, clocks, game facts, timeline, question and options, and after
//! the answer the verdict with the ruling, explanation, contrast and proof. The card drawing
//! here is shared with the exam.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use shakmaty::Color;

use crate::content::Scenario;
use crate::i18n::{Arg, RulingText};
use crate::laws::GameType;
use crate::quiz::variant::{Variant, typical_control};
use crate::store::Mode;
use crate::tui::app::App;
use crate::tui::card::{Card, Tab};
use crate::tui::keymap::key_names;
use crate::tui::layout::{self, BoardColumn};
use crate::tui::settings::Orientation;
use crate::tui::widgets::board::Board;
use crate::tui::widgets::clock::ClockFace;
use crate::tui::widgets::contrast::contrast_lines;
use crate::tui::widgets::options::{Options, option_at, option_rows, texts_of};
use crate::tui::widgets::ruling::{edition_name, explanation_lines, proof_lines, ruling_lines};
use crate::tui::widgets::timeline::Timeline;
use crate::tui::wrap::hanging;

use super::results::ResultsState;

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

/// Where Esc leads from the question screen.
#[derive(Debug, Clone)]
pub enum Back {
    /// The home screen.
    Home,
    /// The review entry.
    Review,
    /// The exam's results.
    Results(Box<ResultsState>),
}

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
    /// Where Esc leads.
    pub back: Back,
}

impl QuestionState {
    /// A session over `items`, starting at `index`; `None` when there is nothing to ask.
    pub fn new(mode: Mode, items: Vec<Item>, index: usize, app: &App, back: Back) -> Option<Self> {
        let card = card_for(items.get(index)?, app)?;
        Some(Self {
            mode,
            items,
            index,
            card,
            right: 0,
            answered: 0,
            finished: false,
            back,
        })
    }

    /// Moves to question `index`, if it exists.
    pub fn go(&mut self, index: usize, app: &App) {
        if let Some(card) = self.items.get(index).and_then(|i| card_for(i, app)) {
            self.index = index;
            self.card = card;
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

/// Where the parts of a card go.
#[derive(Debug, Clone, Copy, Default)]
pub struct CardLayout {
    /// The board column, when there is a board.
    pub column: Option<BoardColumn>,
    /// The game facts.
    pub facts: Rect,
    /// The question.
    pub question: Rect,
    /// The options.
    pub options: Rect,
    /// Whether options are cut to one row each to leave room for the answer panel.
    pub compact: bool,
    /// The verdict line.
    pub verdict: Rect,
    /// The tab bar.
    pub tabs: Rect,
    /// The answer panel.
    pub panel: Rect,
    /// The exam's answer sheet.
    pub sheet: Rect,
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

/// The facts lines: time control and game type, edition, move, and the situation.
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
    if let Some(situation) = scenario.situation.get(app.lang())
        && !situation.text.is_empty()
    {
        let mut text = situation.text.to_owned();
        if situation.fallback {
            text = format!("{text} {}", loc.text("untranslated", &[]));
        }
        out.extend(hanging(
            Span::raw(""),
            &text,
            width,
            t.dim().add_modifier(Modifier::ITALIC),
        ));
    }
    out
}

/// The question's own lines: the drill's new game type first, then the text.
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
    if let Some(q) = scenario.question.text.get(app.lang()) {
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
    if scenario.question.multi {
        out.push(Line::styled(loc.text("question-multi", &[]), t.dim()));
    }
    out
}

/// Lays a card out in `body`, leaving `sheet_rows` at the bottom for the exam's sheet.
pub fn card_layout(
    card: &Card,
    scenario: &Scenario,
    app: &App,
    body: Rect,
    sheet_rows: u16,
) -> CardLayout {
    let (column, right) = layout::question(body, Card::has_board(scenario));
    let right = Rect::new(
        right.x,
        right.y,
        right.width,
        right.height.saturating_sub(sheet_rows),
    );
    let sheet = Rect::new(right.x, right.bottom(), right.width, sheet_rows);
    let width = right.width;
    let mut facts_h = u16::try_from(facts_lines(card, scenario, app, width).len()).unwrap_or(0);
    let question_h = u16::try_from(question_lines(card, scenario, app, width).len()).unwrap_or(0);
    let texts = texts_of(scenario, app.lang());
    let untranslated = app.loc.text("untranslated", &[]);
    let full_options: u16 = option_rows(&texts, &untranslated, width, false)
        .iter()
        .map(|(_, h)| *h)
        .sum();
    let n_options = u16::try_from(texts.len()).unwrap_or(0);
    let mut compact = false;
    if card.revealed {
        let fixed = question_h + 1 + 2 + 6;
        if facts_h + fixed + full_options > right.height {
            facts_h = facts_h.min(2);
        }
        if facts_h + fixed + full_options > right.height {
            compact = true;
        }
    }
    let mut y = right.y;
    let facts = Rect::new(right.x, y, width, facts_h);
    y += facts_h + 1;
    let question = Rect::new(
        right.x,
        y,
        width,
        question_h.min(right.bottom().saturating_sub(y)),
    );
    y += question.height + 1;
    let options_h = if card.revealed {
        if compact { n_options } else { full_options }
    } else {
        right.bottom().saturating_sub(y)
    };
    let options = Rect::new(
        right.x,
        y,
        width,
        options_h.min(right.bottom().saturating_sub(y)),
    );
    y += options.height;
    let (verdict, tabs, panel) = if card.revealed {
        let verdict = Rect::new(right.x, (y + 1).min(right.bottom()), width, 1);
        let tabs = Rect::new(right.x, (y + 2).min(right.bottom()), width, 1);
        let top = (y + 3).min(right.bottom());
        (
            verdict,
            tabs,
            Rect::new(right.x, top, width, right.bottom() - top),
        )
    } else {
        (Rect::default(), Rect::default(), Rect::default())
    };
    CardLayout {
        column,
        facts,
        question,
        options,
        compact,
        verdict,
        tabs,
        panel,
        sheet,
    }
}

/// The lines of the answer panel's current tab.
pub fn panel_lines(card: &Card, scenario: &Scenario, app: &App, width: u16) -> Vec<Line<'static>> {
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
        (Ok(g), Tab::Ruling) => ruling_lines(&g.ruling, &rt, loc, t, width),
        (Ok(_), Tab::Explanation) => explanation_lines(scenario, app.lang(), loc, t, width),
        (Ok(_), Tab::Contrast) => card.contrast.as_ref().map_or_else(Vec::new, |c| {
            contrast_lines(c, scenario, card.variant, app, width)
        }),
        (Ok(g), Tab::Proof) => proof_lines(&g.ruling, card.proof_ply, &rt, loc, t, width),
    }
}

/// The most the panel can scroll.
pub fn max_scroll(card: &Card, scenario: &Scenario, app: &App, panel: Rect) -> u16 {
    let n = u16::try_from(panel_lines(card, scenario, app, panel.width).len()).unwrap_or(u16::MAX);
    n.saturating_sub(panel.height)
}

/// The option under a click, if any.
pub fn option_clicked(
    card: &Card,
    scenario: &Scenario,
    app: &App,
    body: Rect,
    sheet_rows: u16,
    x: u16,
    y: u16,
) -> Option<usize> {
    let l = card_layout(card, scenario, app, body, sheet_rows);
    if !l.options.contains((x, y).into()) {
        return None;
    }
    if l.compact {
        return Some(usize::from(y - l.options.y)).filter(|i| *i < scenario.options.len());
    }
    let texts = texts_of(scenario, app.lang());
    option_at(
        &texts,
        &app.loc.text("untranslated", &[]),
        l.options,
        y - l.options.y,
    )
}

/// Draws a card into `body`; the exam leaves `sheet_rows` for its sheet and draws it itself.
pub fn render_card(
    card: &Card,
    scenario: &Scenario,
    app: &App,
    body: Rect,
    sheet_rows: u16,
    buf: &mut Buffer,
) {
    let t = app.theme();
    let loc = &app.loc;
    let l = card_layout(card, scenario, app, body, sheet_rows);
    if let Some(column) = l.column {
        render_board_column(card, scenario, app, column, buf);
    }
    for (y, line) in
        (l.facts.y..l.facts.bottom()).zip(facts_lines(card, scenario, app, l.facts.width))
    {
        line.render(Rect::new(l.facts.x, y, l.facts.width, 1), buf);
    }
    let rule_y = l.facts.bottom();
    if rule_y < l.question.y {
        Line::styled("─".repeat(usize::from(l.facts.width)), t.border())
            .render(Rect::new(l.facts.x, rule_y, l.facts.width, 1), buf);
    }
    for (y, line) in (l.question.y..l.question.bottom()).zip(question_lines(
        card,
        scenario,
        app,
        l.question.width,
    )) {
        line.render(Rect::new(l.question.x, y, l.question.width, 1), buf);
    }
    let texts = texts_of(scenario, app.lang());
    let untranslated = loc.text("untranslated", &[]);
    let correct = card
        .graded
        .as_ref()
        .ok()
        .filter(|_| card.revealed)
        .map(|g| g.correct.as_slice());
    if l.compact {
        render_compact_options(
            &texts,
            card.answer.as_deref().unwrap_or(&[]),
            correct,
            app,
            l.options,
            buf,
        );
    } else {
        let options = Options {
            texts,
            untranslated: &untranslated,
            cursor: (!card.revealed).then_some(card.cursor),
            picked: &card.picked,
            multi: scenario.question.multi,
            answer: card.answer.as_deref(),
            correct,
            theme: t,
        };
        (&options).render(l.options, buf);
    }
    if card.revealed {
        render_verdict(card, app, l.verdict, buf);
        render_tabs(card, app, l.tabs, buf);
        let lines = panel_lines(card, scenario, app, l.panel.width);
        let max = u16::try_from(lines.len())
            .unwrap_or(u16::MAX)
            .saturating_sub(l.panel.height);
        let scroll = card.scroll.min(max);
        for (y, line) in
            (l.panel.y..l.panel.bottom()).zip(lines.into_iter().skip(usize::from(scroll)))
        {
            line.render(Rect::new(l.panel.x, y, l.panel.width, 1), buf);
        }
        if scroll < max {
            let more = format!("{} {}", t.symbols().more, loc.text("panel-more", &[]));
            let w = u16::try_from(Line::raw(more.clone()).width()).unwrap_or(0);
            Line::styled(more, t.key()).render(
                Rect::new(l.verdict.right().saturating_sub(w), l.verdict.y, w, 1),
                buf,
            );
        }
    }
}

/// Options cut to one row each (ending in "…" where cut), after the answer on a crowded
/// screen: the right ones ticked, a wrong one `chosen` crossed.
pub fn render_compact_options(
    texts: &[(String, bool)],
    chosen: &[usize],
    correct: Option<&[usize]>,
    app: &App,
    area: Rect,
    buf: &mut Buffer,
) {
    let t = app.theme();
    for (i, (text, _)) in texts.iter().enumerate() {
        let y = area.y + u16::try_from(i).unwrap_or(0);
        if y >= area.bottom() {
            break;
        }
        let chosen = chosen.contains(&i);
        let right = correct.is_some_and(|c| c.contains(&i));
        let (mark, style) = match (right, chosen) {
            (true, _) => (t.symbols().right, t.right()),
            (false, true) => (t.symbols().wrong, t.wrong()),
            _ => (" ", t.dim()),
        };
        let room = usize::from(area.width).saturating_sub(8);
        let line = Line::from(vec![
            Span::styled(format!("   {mark} "), style),
            Span::styled(format!("{}) ", Scenario::letter(i)), t.key()),
            Span::styled(crate::tui::wrap::ellipsis(text, room), style),
        ]);
        line.render(Rect::new(area.x, y, area.width, 1), buf);
    }
}

/// "Right" or "Wrong, the answer is b".
fn render_verdict(card: &Card, app: &App, area: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let loc = &app.loc;
    let letters = |v: &[usize]| loc.list(v.iter().map(|i| Scenario::letter(*i).to_string()));
    let correct = card
        .graded
        .as_ref()
        .map(|g| letters(&g.correct))
        .unwrap_or_default();
    let line = match (card.right(), &card.answer) {
        (Some(true), _) => Line::styled(
            format!("{} {}", t.symbols().right, loc.text("verdict-right", &[])),
            t.right(),
        ),
        (Some(false), Some(_)) => Line::from(vec![
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
    };
    line.render(area, buf);
}

/// The tab bar's spans, each with the tab it names (separators name none).
fn tab_spans(card: &Card, app: &App, width: u16) -> Vec<(Span<'static>, Option<Tab>)> {
    let t = app.theme();
    let names: Vec<String> = card
        .tabs()
        .iter()
        .map(|tab| app.loc.text(tab.message_id(), &[]))
        .collect();
    // Names are padded with a space on each side when the bar has room for it.
    let plain: usize = names
        .iter()
        .map(|n| Line::raw(n.as_str()).width() + 1)
        .sum();
    let padded = plain + 2 * names.len() <= usize::from(width);
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

/// The tab under column `x` of the tab bar.
pub fn tab_at(card: &Card, app: &App, area: Rect, x: u16) -> Option<Tab> {
    let mut left = area.x;
    for (span, tab) in tab_spans(card, app, area.width) {
        let right = left + u16::try_from(span.width()).unwrap_or(0);
        if x >= left && x < right {
            return tab;
        }
        left = right;
    }
    None
}

/// The tab bar of the answer panel.
fn render_tabs(card: &Card, app: &App, area: Rect, buf: &mut Buffer) {
    let spans: Vec<Span> = tab_spans(card, app, area.width)
        .into_iter()
        .map(|(s, _)| s)
        .collect();
    Line::from(spans).render(area, buf);
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
    let bonus = case
        .time_control
        .as_ref()
        .map(crate::laws::TimeControl::bonus)
        .unwrap_or_default();
    if scene.clocks.is_some() {
        for (side, area) in [(!bottom, column.top_clock), (bottom, column.bottom_clock)] {
            let face = ClockFace {
                name: rt.side(side),
                time: scene.clocks.map(|c| *c.get(side)),
                running: scene.running == Some(side),
                fallen: *scene.fallen.get(side),
                bonus,
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
    let mut labels = vec![loc.text("timeline-start", &[])];
    labels.extend(scenario.case.events.iter().map(|e| rt.event(e)));
    if card.revealed {
        labels.push(loc.text("timeline-ruling", &[]));
    }
    let narration = card
        .step
        .checked_sub(1)
        .and_then(|i| scenario.event_texts.get(i))
        .and_then(|texts| texts.get(app.lang()))
        .map(|l| (l.text.to_owned(), l.fallback));
    let timeline = Timeline {
        labels,
        current: card.step,
        narration,
        theme: t,
        loc,
    };
    (&timeline).render(column.timeline, buf);
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
    render_card(&state.card, scenario, app, body, 0, buf);
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
                &[("key", Arg::from(key_names("Enter", loc)))],
            ),
            t.dim(),
        ),
    ];
    for (y, line) in (inner.y..inner.bottom()).zip(lines) {
        line.centered()
            .render(Rect::new(inner.x, y, inner.width, 1), buf);
    }
}

/// The question screen's title: mode and place in the session.
pub fn title(state: &QuestionState, app: &App) -> (String, String) {
    let loc = &app.loc;
    let id = match state.mode {
        Mode::Practice => "home-practice",
        Mode::Review => "mode-review",
        Mode::Drill => "home-drill",
        Mode::Exam => "home-exam",
    };
    let left = loc.text(id, &[]);
    let right = loc.text(
        "session-progress",
        &[
            ("index", Arg::from(state.index + 1)),
            ("total", Arg::from(state.items.len())),
            ("right", Arg::from(state.right)),
            ("answered", Arg::from(state.answered)),
        ],
    );
    (left, right)
}
