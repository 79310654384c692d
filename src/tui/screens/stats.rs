//! The learner's statistics: overall accuracy, streaks and study days, then accuracy by
//! topic and by article of an edition ("A.1 (2018)"; weakest first), by game type and by
//! edition, each with a bar. One column that scrolls on a small terminal; two side by side
//! on a wide one.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

use crate::i18n::Arg;
use crate::store::stats::{Stats, Tally, compute};
use crate::tui::action::Action;
use crate::tui::app::{App, Screen};
use crate::tui::keymap::{Binding, Does, ENDS, KeyTable, SCROLL};
use crate::tui::layout::{centred, chrome};
use crate::tui::widgets::ruling::edition_name;
use crate::tui::wrap::hanging;

/// Cells of an accuracy bar.
const BAR: u8 = 12;

/// From this width on, the tables stand in two columns.
const TWO_COLUMNS: u16 = 120;

/// The statistics screen's state: the figures, worked out when it opened, and the scroll.
#[derive(Debug, Clone, PartialEq)]
pub struct StatsState {
    /// The statistics of every answer so far.
    pub stats: Stats,
    /// Rows scrolled.
    pub scroll: u16,
}

impl StatsState {
    /// The statistics of the learner's answers.
    pub fn new(app: &App) -> Self {
        Self {
            stats: compute(&app.progress.answers, &app.zone),
            scroll: 0,
        }
    }
}

/// Lines scrolled per page.
const PAGE: u16 = 5;

/// The keys of the statistics.
pub const KEYS: KeyTable = KeyTable {
    title_id: "help-section-stats",
    groups: &[
        SCROLL,
        &[
            Binding::bar(ENDS, Does::Pair(Action::First, Action::Last), "key-ends"),
            Binding::bar(&[KeyCode::Esc], Does::Act(Action::Back), "key-back"),
        ],
    ],
};

impl StatsState {
    /// The keys of the statistics.
    pub fn keys(&self) -> &'static KeyTable {
        &KEYS
    }

    /// The statistics' answer to an action: scrolling, and back.
    pub fn update(mut self, app: &App, action: Action) -> Screen {
        let body = chrome(Rect::new(0, 0, app.size.0, app.size.1)).body;
        let max = max_scroll(&self, app, body);
        self.scroll = match action {
            Action::Back => return Screen::home(),
            Action::Up => self.scroll.saturating_sub(1),
            Action::Down => self.scroll + 1,
            Action::ScrollUp => self.scroll.saturating_sub(PAGE),
            Action::ScrollDown => self.scroll + PAGE,
            Action::First => 0,
            Action::Last => max,
            _ => self.scroll,
        }
        .min(max);
        Screen::Stats(Box::new(self))
    }
}

/// The title bar's text.
pub fn title(app: &App) -> (String, String) {
    (app.loc.text("home-stats", &[]), String::new())
}

/// Accuracy in whole percent, as the locale writes a percentage.
fn percent(app: &App, tally: Tally) -> String {
    // Accuracy is between 0 and 1, so the rounded percentage fits any integer type.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let value = (tally.accuracy() * 100.0).round() as u32;
    app.loc
        .text("stats-percent", &[("percent", Arg::from(value))])
}

/// `text` cut or padded to exactly `width` columns.
fn fit(text: &str, width: usize) -> String {
    if text.width() <= width {
        return format!("{text}{}", " ".repeat(width - text.width()));
    }
    let mut out = String::new();
    let mut used = 0;
    for c in text.chars() {
        let w = c.width().unwrap_or(0);
        if used + w + 1 > width {
            break;
        }
        out.push(c);
        used += w;
    }
    out.push('…');
    format!("{out}{}", " ".repeat(width.saturating_sub(used + 1)))
}

/// The tables of one column, each with its title: their names, bars and figures line up.
fn tables(app: &App, groups: &[(&str, Vec<(String, Tally)>)], width: u16) -> Vec<Line<'static>> {
    let all = || groups.iter().flat_map(|(_, rows)| rows.iter());
    let count_w = all().map(|(_, v)| count(*v).width()).max().unwrap_or(0);
    let percent_w = all()
        .map(|(_, v)| percent(app, *v).width())
        .max()
        .unwrap_or(0);
    let numbers = 2 + usize::from(BAR) + 2 + count_w + 2 + percent_w;
    let longest = all().map(|(n, _)| n.width()).max().unwrap_or(0);
    let name_w = longest
        .min(usize::from(width).saturating_sub(numbers + 2))
        .max(8);
    let mut out = Vec::new();
    for (title, rows) in groups.iter().filter(|(_, rows)| !rows.is_empty()) {
        out.push(Line::styled(app.loc.text(title, &[]), app.theme().title()));
        for (name, tally) in rows {
            out.push(row(app, name, *tally, (name_w, count_w, percent_w)));
        }
        out.push(Line::raw(""));
    }
    out
}

/// Right answers out of answers, as a table shows them.
fn count(tally: Tally) -> String {
    format!("{}/{}", tally.right, tally.attempts)
}

/// One row of a table: the name, a bar, right out of answers, and the accuracy, in columns
/// of the widths given.
fn row(app: &App, name: &str, tally: Tally, widths: (usize, usize, usize)) -> Line<'static> {
    let t = app.theme();
    let (name_w, count_w, percent_w) = widths;
    let (count, pct) = (count(tally), percent(app, tally));
    let accuracy = tally.accuracy();
    // A share of the bar's cells: between 0 and BAR, so the cast cannot lose anything.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let filled = (accuracy * f64::from(BAR)).round() as usize;
    let style = if accuracy >= 0.8 {
        t.right()
    } else if accuracy >= 0.5 {
        t.accent()
    } else {
        t.wrong()
    };
    Line::from(vec![
        Span::raw(format!("  {}  ", fit(name, name_w))),
        Span::styled("█".repeat(filled), style),
        Span::styled("░".repeat(usize::from(BAR) - filled), t.dim()),
        Span::raw(format!("  {count:>count_w$}  ")),
        Span::styled(format!("{pct:>percent_w$}"), style),
    ])
}

/// The screen's lines: the summary and the tables, in one column or two (the articles on
/// the right).
pub fn columns(
    state: &StatsState,
    app: &App,
    width: u16,
) -> (Vec<Line<'static>>, Vec<Line<'static>>) {
    let loc = &app.loc;
    let t = app.theme();
    let s = &state.stats;
    let two = width >= TWO_COLUMNS;
    let column = if two { (width - 4) / 2 } else { width };
    let mut left = Vec::new();
    let bold = Style::new().add_modifier(Modifier::BOLD);
    left.extend(hanging(
        Span::raw(""),
        &loc.text(
            "stats-overall",
            &[
                ("right", Arg::from(s.overall.right)),
                ("count", Arg::from(s.overall.attempts)),
                ("percent", Arg::from(percent(app, s.overall))),
            ],
        ),
        column,
        bold,
    ));
    for text in [
        loc.text(
            "stats-streaks",
            &[
                ("current", Arg::from(s.current_streak)),
                ("best", Arg::from(s.best_streak)),
            ],
        ),
        loc.text("stats-days", &[("count", Arg::from(s.study_days_in_a_row))]),
    ] {
        left.extend(hanging(Span::raw(""), &text, column, t.dim()));
    }
    left.push(Line::raw(""));
    let mut topics: Vec<(String, Tally)> =
        s.by_topic.iter().map(|(k, v)| (loc.topic(k), *v)).collect();
    topics.sort_by(|a, b| {
        a.1.accuracy()
            .total_cmp(&b.1.accuracy())
            .then(b.1.attempts.cmp(&a.1.attempts))
            .then(a.0.cmp(&b.0))
    });
    let game_types: Vec<(String, Tally)> = s
        .by_game_type
        .iter()
        .map(|(k, v)| (loc.text(&format!("game-type-{k}"), &[]), *v))
        .collect();
    let editions: Vec<(String, Tally)> = s
        .by_edition
        .iter()
        .map(|(year, v)| (edition_name(loc, *year), *v))
        .collect();
    let mut groups = vec![
        ("stats-by-topic-weakest", topics),
        ("stats-by-game-type", game_types),
        ("stats-by-edition", editions),
    ];
    let articles = ("stats-by-article", s.weakest_articles.clone());
    if two {
        left.extend(tables(app, &groups, column));
        (left, tables(app, &[articles], column))
    } else {
        groups.push(articles);
        left.extend(tables(app, &groups, column));
        (left, Vec::new())
    }
}

/// The area the lines are drawn in.
fn area(body: Rect) -> Rect {
    Rect::new(
        body.x + 2,
        body.y + 1,
        body.width.saturating_sub(4),
        body.height.saturating_sub(1),
    )
}

/// The most the screen can scroll in `body`.
pub fn max_scroll(state: &StatsState, app: &App, body: Rect) -> u16 {
    let a = area(body);
    let (left, right) = columns(state, app, a.width);
    let rows = u16::try_from(left.len().max(right.len())).unwrap_or(u16::MAX);
    rows.saturating_sub(a.height)
}

/// Draws the statistics.
pub fn render(state: &StatsState, app: &App, body: Rect, buf: &mut Buffer) {
    let t = app.theme();
    if state.stats.overall.attempts == 0 {
        let text = app.loc.text("stats-none", &[]);
        let lines = hanging(Span::raw(""), &text, 60.min(body.width), t.dim());
        let h = u16::try_from(lines.len()).unwrap_or(1);
        let r = centred(body, 60, h);
        for (y, line) in (r.y..r.bottom()).zip(lines) {
            line.render(Rect::new(r.x, y, r.width, 1), buf);
        }
        return;
    }
    let a = area(body);
    let (left, right) = columns(state, app, a.width);
    let scroll = state.scroll.min(max_scroll(state, app, body));
    let column = if right.is_empty() {
        a.width
    } else {
        (a.width - 4) / 2
    };
    for (x, lines) in [(a.x, left), (a.x + column + 4, right)] {
        for (y, line) in (a.y..a.bottom()).zip(lines.into_iter().skip(usize::from(scroll))) {
            line.render(Rect::new(x, y, column, 1), buf);
        }
    }
    let max = max_scroll(state, app, body);
    // The row above the tables says on which side there is more.
    let symbols = t.symbols();
    let arrows = match (scroll > 0, scroll < max) {
        (true, true) => Some(format!("{}{}", symbols.less, symbols.more)),
        (true, false) => Some(symbols.less.to_owned()),
        (false, true) => Some(symbols.more.to_owned()),
        (false, false) => None,
    };
    if let Some(arrows) = arrows {
        let more = format!("{arrows} {}", app.loc.text("panel-more", &[]));
        let w = u16::try_from(more.width()).unwrap_or(0);
        Line::styled(more, t.key()).render(
            Rect::new(body.right().saturating_sub(w + 2), body.y, w, 1),
            buf,
        );
    }
}
