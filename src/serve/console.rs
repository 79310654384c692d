//! The lecturer's console, the terminal `serve` runs in (often on the projector): how to
//! connect and the host key's fingerprint, who is connected, and what the room does. In a
//! live round the scenario is shown as in presenter mode, with how many have answered; the
//! distribution over the options stays hidden until the reveal (or until the lecturer shows
//! it with a key, when the screen is not projected), then the ruling and the tally with the
//! right options marked. In an exam, each participant's progress, the time left, and at the
//! end the scores and where the gradebook is.

use std::sync::atomic::Ordering;
use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEventKind, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};
use unicode_width::UnicodeWidthStr;

use crate::content::{Library, Scenario};
use crate::i18n::{Arg, Locale};
use crate::store::now_unix;
use crate::tui::app::App;
use crate::tui::card::Item;
use crate::tui::keymap::keys_label;
use crate::tui::layout::chrome;
use crate::tui::room::{Phase, time_left};
use crate::tui::screens::present::{self, PresentState, Stage};
use crate::tui::screens::results::exam_time;
use crate::tui::settings::{Capabilities, Settings};
use crate::tui::terminal;
use crate::tui::wrap::{ellipsis, pad, wrap};

use super::Running;
use super::actor::{Command, Lecturer, RoomHandle, Snapshot};

/// What a console key does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Does {
    /// Asks the room.
    Room(Lecturer),
    /// Shows or hides the distribution before the reveal.
    Tally,
    /// Stops serving (the room stays on disk, to resume).
    Quit,
}

/// When a console key works: what the room must be doing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum When {
    /// In a live round.
    Live,
    /// In an exam that has not started.
    ExamWaiting,
    /// In an exam under way.
    ExamRunning,
    /// Whatever the room does.
    Always,
}

impl When {
    /// Whether a key of this kind works while the room is in `phase`.
    pub fn holds(self, phase: Phase) -> bool {
        match self {
            Self::Live => matches!(phase, Phase::Live { .. }),
            Self::ExamWaiting => phase == Phase::ExamWaiting,
            Self::ExamRunning => matches!(phase, Phase::ExamRunning { .. }),
            Self::Always => true,
        }
    }
}

/// One key of the console: the keys, what they do, when, and the message id.
#[derive(Debug, Clone, Copy)]
pub struct ConsoleKey {
    /// The keys.
    pub keys: &'static [KeyCode],
    /// What they do.
    pub does: Does,
    /// When they work (and the key bar shows them).
    pub when: When,
    /// What the key bar calls them.
    pub message_id: &'static str,
}

/// Every key of the console; the key bar, the hint under the scenario and the dispatch all
/// come from here.
pub const KEYS: [ConsoleKey; 7] = [
    ConsoleKey {
        keys: &[KeyCode::Char('r'), KeyCode::Char(' ')],
        does: Does::Room(Lecturer::Reveal),
        when: When::Live,
        message_id: "console-key-reveal",
    },
    ConsoleKey {
        keys: &[KeyCode::Char('n'), KeyCode::PageDown],
        does: Does::Room(Lecturer::Next),
        when: When::Live,
        message_id: "console-key-next",
    },
    ConsoleKey {
        keys: &[KeyCode::Char('p'), KeyCode::PageUp],
        does: Does::Room(Lecturer::Previous),
        when: When::Live,
        message_id: "console-key-previous",
    },
    ConsoleKey {
        keys: &[KeyCode::Char('t')],
        does: Does::Tally,
        when: When::Live,
        message_id: "console-key-tally",
    },
    ConsoleKey {
        keys: &[KeyCode::Char('s')],
        does: Does::Room(Lecturer::StartExam),
        when: When::ExamWaiting,
        message_id: "console-key-start",
    },
    ConsoleKey {
        keys: &[KeyCode::Char('e')],
        does: Does::Room(Lecturer::EndExam),
        when: When::ExamRunning,
        message_id: "console-key-end",
    },
    ConsoleKey {
        keys: &[KeyCode::Char('q')],
        does: Does::Quit,
        when: When::Always,
        message_id: "console-key-quit",
    },
];

/// The keys that work while the room is in `phase`.
fn keys_for(phase: Phase) -> impl Iterator<Item = &'static ConsoleKey> {
    KEYS.iter().filter(move |k| k.when.holds(phase))
}

/// What a key press does while the room is in `phase`.
pub fn lookup(code: KeyCode, phase: Phase) -> Option<Does> {
    let code = match code {
        KeyCode::Char(c) => KeyCode::Char(c.to_ascii_lowercase()),
        other => other,
    };
    keys_for(phase)
        .find(|k| k.keys.contains(&code))
        .map(|k| k.does)
}

/// The key that does `does`.
fn key_of(does: Does) -> Option<&'static ConsoleKey> {
    KEYS.iter().find(|k| k.does == does)
}

/// The console's state.
#[derive(Debug)]
pub struct Console {
    /// The lecturer's app: language, theme, the room's scenarios.
    pub app: App,
    /// The live scenario as the presenter shows it.
    pub present: Option<PresentState>,
    /// Whether the distribution shows before the reveal.
    pub tally: bool,
    /// How to connect.
    pub address: String,
    /// The host key's fingerprint.
    pub fingerprint: String,
    /// The room code.
    pub code: String,
    /// The room's name.
    pub name: String,
    /// What there is to tell about the room's file.
    pub notices: Vec<String>,
}

impl Console {
    /// The console of a running room.
    pub fn new(running: &Running, library: Library, locale: Locale, caps: Capabilities) -> Self {
        let mut app = App::new(library, Settings::new(locale), caps, 0);
        let view = running.room.view.borrow().clone();
        let items: Vec<Item> = view
            .ids
            .iter()
            .filter_map(|id| app.library.scenario(id))
            .map(|s| Item::own(s, view.edition))
            .collect();
        let present = matches!(view.phase, Phase::Live { .. })
            .then(|| PresentState::new(items, &app))
            .flatten();
        app.now = now_unix();
        let host = if running.addr.ip().is_unspecified() {
            app.loc.text("console-this-host", &[])
        } else {
            running.addr.ip().to_string()
        };
        Self {
            address: format!("ssh -p {} {host}", running.addr.port()),
            fingerprint: running.fingerprint.clone(),
            code: running.code.clone(),
            name: running.name.clone(),
            notices: running.notices.clone(),
            present,
            tally: false,
            app,
        }
    }

    /// Follows the room: the scenario on show and whether its ruling is revealed.
    pub fn follow(&mut self, snap: &Snapshot) {
        let Phase::Live { index, revealed } = snap.view.phase else {
            return;
        };
        let Some(p) = &mut self.present else { return };
        if p.index != index {
            p.go(index, false, &self.app);
            p.stage = Stage::Options;
            self.tally = false;
        }
        match (revealed, p.stage) {
            (true, Stage::Ruling) | (false, Stage::Options) => {}
            (true, _) => {
                p.stage = Stage::Options;
                p.reveal(&self.app);
            }
            (false, _) => {
                if p.stage == Stage::Ruling {
                    p.conceal(&self.app);
                }
                p.stage = Stage::Options;
            }
        }
    }
}

/// Runs the console on the terminal until the lecturer quits or a signal arrives.
pub fn run(console: &mut Console, running: &Running) -> std::io::Result<()> {
    let mut session = terminal::Session::start()?;
    let mut snapshot = running.room.snapshot.clone();
    while !session.stop.load(Ordering::Relaxed) {
        let snap = snapshot.borrow_and_update().clone();
        console.follow(&snap);
        console.app.now = now_unix();
        if let Ok(size) = session.terminal.size() {
            console.app.size = (size.width, size.height);
        }
        session
            .terminal
            .draw(|f| render(console, &snap, f.area(), f.buffer_mut()))?;
        if !event::poll(Duration::from_millis(100))? {
            continue;
        }
        let Event::Key(key) = event::read()? else {
            continue;
        };
        if key.kind == KeyEventKind::Release {
            continue;
        }
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            break;
        }
        if console.press(key.code, snap.view.phase, &running.room) {
            break;
        }
    }
    Ok(())
}

impl Console {
    /// A key pressed on the console while the room is in `phase`: the room is asked, or
    /// the distribution shown or hidden. `true` when the lecturer stops serving.
    pub fn press(&mut self, code: KeyCode, phase: Phase, room: &RoomHandle) -> bool {
        match lookup(code, phase) {
            Some(Does::Room(l)) => {
                let _ = room.commands.send(Command::Lecturer(l));
                false
            }
            Some(Does::Tally) => {
                self.tally = !self.tally;
                false
            }
            Some(Does::Quit) => true,
            None => false,
        }
    }
}

/// The width of the room's column on a console `width` wide: on a wide screen what leaves
/// the presenter room for a board of two-row squares (79 columns), at most 44; on a
/// narrow one a third.
fn side_width(width: u16) -> u16 {
    if width >= 110 {
        width.saturating_sub(79).clamp(30, 44)
    } else {
        width / 3
    }
}

/// Draws the console: the title, the scenario or the exam's table on the left, the room on
/// the right, the keys at the bottom.
pub fn render(console: &Console, snap: &Snapshot, area: Rect, buf: &mut Buffer) {
    let app = &console.app;
    let t = app.theme();
    let c = chrome(area);
    let phase = snap.view.phase;
    let title = app.loc.text(
        "console-title",
        &[("room", Arg::from(console.name.clone()))],
    );
    Line::styled(format!(" {title}"), t.title()).render(c.top, buf);
    let side = side_width(c.body.width);
    let left = Rect::new(c.body.x, c.body.y, c.body.width - side, c.body.height);
    let right = Rect::new(left.right(), c.body.y, side, c.body.height);
    match (&console.present, phase) {
        (Some(p), Phase::Live { index, revealed }) => {
            if let Some(hint) = present::render_scenario(p, app, left, buf) {
                next_step(app, revealed, index + 1 < snap.view.ids.len()).render(hint, buf);
            }
        }
        _ => exam_table(snap, app, left, buf),
    }
    let block = Block::bordered().border_style(t.border());
    let inner = block.inner(right);
    block.render(right, buf);
    Paragraph::new(side_lines(console, snap, inner.width, inner.height)).render(inner, buf);
    key_bar(app, phase, c.bottom.width).render(c.bottom, buf);
}

/// The hint under the scenario: the key that takes the room its next step (the reveal, then
/// the next scenario).
fn next_step(app: &App, revealed: bool, more: bool) -> Line<'static> {
    let t = app.theme();
    let does = match (revealed, more) {
        (false, _) => Does::Room(Lecturer::Reveal),
        (true, true) => Does::Room(Lecturer::Next),
        (true, false) => return Line::default(),
    };
    let Some(k) = key_of(does) else {
        return Line::default();
    };
    Line::from(vec![
        Span::styled(format!("{} ", keys_label(k.keys, &app.loc)), t.key()),
        Span::styled(app.loc.text(k.message_id, &[]), t.dim()),
    ])
}

/// The key bar: the keys that work now. Where they do not fit, each row shows only its
/// first key, then rows give way from the end — but never the one that stops serving.
fn key_bar(app: &App, phase: Phase, width: u16) -> Line<'static> {
    let t = app.theme();
    let rows: Vec<&ConsoleKey> = keys_for(phase).collect();
    let spans_of = |k: &ConsoleKey, all: bool| {
        let keys = if all {
            k.keys
        } else {
            &k.keys[..1.min(k.keys.len())]
        };
        [
            Span::styled(format!(" {} ", keys_label(keys, &app.loc)), t.key()),
            Span::styled(format!("{} ", app.loc.text(k.message_id, &[])), t.dim()),
        ]
    };
    let width = usize::from(width);
    let line_of = |rows: &[&ConsoleKey], all: bool| {
        Line::from(
            rows.iter()
                .flat_map(|k| spans_of(k, all))
                .collect::<Vec<_>>(),
        )
    };
    for all in [true, false] {
        let line = line_of(&rows, all);
        if line.width() <= width {
            return line;
        }
    }
    let mut kept = rows;
    while kept.len() > 1 && line_of(&kept, false).width() > width {
        let at = kept.iter().rposition(|k| k.does != Does::Quit).unwrap_or(0);
        kept.remove(at);
    }
    line_of(&kept, false)
}

/// The letters of options with the reader's list separator.
fn letters(options: &[usize], app: &App) -> String {
    app.loc
        .list(options.iter().map(|i| Scenario::letter(*i).to_string()))
}

/// `text` in lines of at most `width` columns, cut anywhere (a fingerprint, a path: words
/// without spaces that must be read whole).
fn chunks(text: &str, width: u16) -> Vec<String> {
    let width = usize::from(width.max(2));
    let mut out = vec![String::new()];
    for c in text.chars() {
        let mut one = [0; 4];
        let w = c.encode_utf8(&mut one).width();
        if out.last().is_some_and(|l| l.width() + w > width) {
            out.push(String::new());
        }
        if let Some(last) = out.last_mut() {
            last.push(c);
        }
    }
    out
}

/// `text` wrapped to `width`, every line in `style`.
fn wrapped(text: &str, width: u16, style: Style) -> Vec<Line<'static>> {
    wrap(text, width)
        .into_iter()
        .map(|l| Line::styled(l, style))
        .collect()
}

/// The distribution of the live answers over `options` options, a bar each as wide as the
/// column allows (a full bar is everyone who answered), with the count and the share; the
/// right options marked once `revealed`.
fn tally_lines(
    app: &App,
    answered: &[&Vec<usize>],
    options: usize,
    key: &[usize],
    revealed: bool,
    width: u16,
) -> Vec<Line<'static>> {
    let t = app.theme();
    let total = answered.len();
    (0..options)
        .map(|i| {
            let n = answered.iter().filter(|a| a.contains(&i)).count();
            // Rounded to the nearest, so that a room split in three reads 33% and 67%.
            let percent = (n * 200 + total).checked_div(2 * total).unwrap_or(0);
            let figures = format!(" {n} · {percent}%");
            let bar_width = usize::from(width).saturating_sub(4 + figures.width());
            let bar = "█".repeat((n * bar_width).checked_div(total).unwrap_or(0));
            let right = revealed && key.contains(&i);
            let mark = if right { t.symbols().right } else { " " };
            let style = if right { t.right() } else { Style::new() };
            Line::from(vec![
                Span::styled(format!("{mark} {} ", Scenario::letter(i)), style),
                Span::styled(bar, style),
                Span::styled(figures, style.add_modifier(Modifier::BOLD)),
            ])
        })
        .collect()
}

/// The right-hand column: how to connect, the room's state, the tally, the people. On a
/// short screen the gradebook's path gives way first (to its file name), then the host
/// key's fingerprint, then people at the end of the list (counted in a last line).
fn side_lines(console: &Console, snap: &Snapshot, width: u16, height: u16) -> Vec<Line<'static>> {
    let app = &console.app;
    let t = app.theme();
    let loc = &app.loc;
    let mut connect = wrapped(&loc.text("console-connect", &[]), width, t.dim());
    connect.extend(wrapped(&console.address, width, t.accent()));
    connect.push(Line::from(vec![
        Span::styled(format!("{} ", loc.text("console-code", &[])), t.dim()),
        Span::styled(console.code.clone(), t.title()),
    ]));
    let mut fingerprint = wrapped(&loc.text("console-fingerprint", &[]), width, t.dim());
    fingerprint.extend(
        chunks(&console.fingerprint, width)
            .into_iter()
            .map(Line::raw),
    );
    let mut notices = Vec::new();
    for notice in &console.notices {
        notices.extend(wrapped(notice, width, t.accent()));
    }
    if let Some(problem) = &snap.problem {
        notices.extend(wrapped(problem, width, t.wrong()));
    }
    let connected = snap.people.iter().filter(|p| p.connected).count();
    let mut status = vec![Line::raw("")];
    match snap.view.phase {
        Phase::Live { index, revealed } => {
            let answered: Vec<&Vec<usize>> =
                snap.people.iter().filter_map(|p| p.live.as_ref()).collect();
            status.extend(wrapped(
                &loc.text(
                    "console-answered",
                    &[
                        ("count", Arg::from(answered.len())),
                        ("total", Arg::from(connected)),
                    ],
                ),
                width,
                t.title(),
            ));
            let options = snap
                .view
                .ids
                .get(index)
                .and_then(|id| app.library.scenario(id))
                .map_or(0, |s| s.options.len());
            let key = snap.keys.get(index).cloned().unwrap_or_default();
            if revealed || console.tally {
                status.extend(tally_lines(app, &answered, options, &key, revealed, width));
                if revealed {
                    let right = answered.iter().filter(|a| ***a == key).count();
                    status.extend(wrapped(
                        &loc.text(
                            "console-right",
                            &[
                                ("count", Arg::from(right)),
                                ("total", Arg::from(answered.len())),
                                ("answer", Arg::from(letters(&key, app))),
                            ],
                        ),
                        width,
                        t.right(),
                    ));
                }
            } else {
                status.extend(wrapped(
                    &loc.text("console-tally-hidden", &[]),
                    width,
                    t.dim(),
                ));
            }
        }
        Phase::ExamWaiting => status.extend(wrapped(
            &loc.text("console-exam-waiting", &[]),
            width,
            t.title(),
        )),
        Phase::ExamRunning { .. } => {
            let left = time_left(snap.view.phase, app.now).unwrap_or_default();
            status.extend(wrapped(
                &loc.text("lobby-time-left", &[("time", Arg::from(exam_time(left)))]),
                width,
                t.title(),
            ));
        }
        Phase::ExamEnded { .. } => {
            status.extend(wrapped(
                &loc.text("console-exam-over", &[]),
                width,
                t.title(),
            ));
        }
    }
    let gradebook_text = |path: &str| loc.text("console-gradebook", &[("path", Arg::from(path))]);
    let mut gradebook: Vec<Line<'static>> = snap
        .gradebook
        .as_ref()
        .map(|path| {
            chunks(&gradebook_text(&path.display().to_string()), width)
                .into_iter()
                .map(|l| Line::styled(l, t.dim()))
                .collect()
        })
        .unwrap_or_default();
    let mut people = vec![Line::raw("")];
    people.extend(wrapped(
        &loc.text(
            "console-people",
            &[
                ("count", Arg::from(connected)),
                ("total", Arg::from(snap.people.len())),
            ],
        ),
        width,
        t.dim(),
    ));
    let heading = people.len();
    if matches!(snap.view.phase, Phase::Live { .. }) {
        for p in &snap.people {
            let dot = if p.connected { "●" } else { "○" };
            let done = if p.live.is_some() {
                t.symbols().right
            } else {
                " "
            };
            let tag = format!(" ({})", p.locale.tag());
            let name_width = usize::from(width).saturating_sub(4 + tag.width());
            people.push(Line::from(vec![
                Span::styled(
                    format!("{dot} "),
                    if p.connected { t.right() } else { t.dim() },
                ),
                Span::raw(format!("{done} {}", ellipsis(&p.name, name_width))),
                Span::styled(tag, t.dim()),
            ]));
        }
    }
    let height = usize::from(height);
    // The rows of everything but the parts that give way.
    let fixed = connect.len() + notices.len() + status.len() + people.len();
    if fixed + fingerprint.len() + gradebook.len() > height
        && let Some(name) = snap.gradebook.as_ref().and_then(|p| p.file_name())
    {
        gradebook = wrapped(&gradebook_text(&name.to_string_lossy()), width, t.dim());
    }
    if fixed + fingerprint.len() + gradebook.len() > height {
        fingerprint.clear();
    }
    let above = fixed - people.len() + fingerprint.len() + gradebook.len();
    if above + people.len() > height {
        let room = height.saturating_sub(above + heading + 1);
        let hidden = people.len() - heading - room;
        people.truncate(heading + room);
        people.push(Line::styled(
            loc.text("console-more", &[("count", Arg::from(hidden))]),
            t.dim(),
        ));
    }
    [connect, fingerprint, notices, status, gradebook, people].concat()
}

/// The exam's table: each participant's progress (answered of all, handed in), and once the
/// exam is over their score against the pass mark.
fn exam_table(snap: &Snapshot, app: &App, area: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let loc = &app.loc;
    let total = snap.view.ids.len();
    let over = matches!(snap.view.phase, Phase::ExamEnded { .. });
    let width = usize::from(area.width).saturating_sub(4);
    let name_width = snap
        .people
        .iter()
        .map(|p| p.name.width())
        .max()
        .unwrap_or(0)
        .clamp(8, 24);
    let heading = if over {
        loc.text(
            "console-exam-scores",
            &[
                ("total", Arg::from(total)),
                ("mark", Arg::from(snap.view.pass_mark)),
            ],
        )
    } else {
        loc.text("console-exam-heading", &[("total", Arg::from(total))])
    };
    let mut lines = vec![Line::styled(ellipsis(&heading, width), t.title())];
    lines.push(Line::raw(""));
    for p in &snap.people {
        let dot = if p.connected { "●" } else { "○" };
        let bar_width = width.saturating_sub(name_width + 24).min(40);
        let (done, style) = if over {
            (p.right, t.right())
        } else {
            (p.answered, t.accent())
        };
        let filled = (done * bar_width).checked_div(total).unwrap_or(0);
        let bar = format!(
            "{}{}",
            "█".repeat(filled),
            "░".repeat(bar_width.saturating_sub(filled))
        );
        let status = if over {
            let percent = (p.right * 100).checked_div(total).unwrap_or(0);
            let pass = percent >= usize::from(snap.view.pass_mark);
            Span::styled(
                loc.text(
                    "console-score",
                    &[
                        ("right", Arg::from(p.right)),
                        ("total", Arg::from(total)),
                        ("percent", Arg::from(percent)),
                    ],
                ),
                if pass { t.right() } else { t.wrong() },
            )
        } else if p.handed_in {
            Span::styled(loc.text("console-handed-in", &[]), t.right())
        } else {
            Span::raw(format!("{}/{total}", p.answered))
        };
        lines.push(Line::from(vec![
            Span::styled(
                format!("{dot} "),
                if p.connected { t.right() } else { t.dim() },
            ),
            Span::raw(format!(
                "{} ",
                pad(&ellipsis(&p.name, name_width), name_width)
            )),
            Span::styled(bar, style),
            Span::raw(" "),
            status,
        ]));
    }
    let block = Block::bordered().border_style(t.border());
    let inner = block.inner(area);
    block.render(area, buf);
    Paragraph::new(lines).render(inner, buf);
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;
    use std::path::PathBuf;
    use std::sync::Arc;

    use super::*;
    use crate::serve::actor::Person;
    use crate::tui::room::RoomView;

    const LIVE: Phase = Phase::Live {
        index: 0,
        revealed: false,
    };
    const RUNNING: Phase = Phase::ExamRunning {
        started: 0,
        limit_secs: 60,
    };

    #[test]
    fn keys_work_only_while_the_room_does_what_they_are_for() {
        assert_eq!(
            lookup(KeyCode::Char('r'), LIVE),
            Some(Does::Room(Lecturer::Reveal))
        );
        assert_eq!(
            lookup(KeyCode::Char('R'), LIVE),
            lookup(KeyCode::Char('r'), LIVE)
        );
        assert_eq!(lookup(KeyCode::Char('r'), Phase::ExamWaiting), None);
        assert_eq!(
            lookup(KeyCode::Char('s'), Phase::ExamWaiting),
            Some(Does::Room(Lecturer::StartExam))
        );
        assert_eq!(lookup(KeyCode::Char('s'), RUNNING), None, "started once");
        assert_eq!(
            lookup(KeyCode::Char('e'), RUNNING),
            Some(Does::Room(Lecturer::EndExam))
        );
        assert_eq!(lookup(KeyCode::Char('e'), Phase::ExamWaiting), None);
        assert_eq!(lookup(KeyCode::Char('q'), RUNNING), Some(Does::Quit));
        let spelled: Vec<&KeyCode> = KEYS.iter().flat_map(|k| k.keys).collect();
        let unique: HashSet<&KeyCode> = spelled.iter().copied().collect();
        assert_eq!(spelled.len(), unique.len(), "no key does two things");
    }

    fn app(locale: Locale) -> App {
        App::new(
            Library::default(),
            Settings::new(locale),
            Capabilities::detect(|_| None, false, "auto"),
            0,
        )
    }

    #[test]
    fn the_key_bar_fits_and_always_says_how_to_stop() {
        for locale in Locale::ALL {
            let app = app(locale);
            for width in [40, 60, 80, 120] {
                let bar = key_bar(&app, LIVE, width);
                let text: String = bar.spans.iter().map(|s| s.content.as_ref()).collect();
                assert!(
                    bar.width() <= usize::from(width),
                    "{locale:?} {width}: {text}"
                );
                let quit = app.loc.text("console-key-quit", &[]);
                assert!(text.contains(&quit), "{locale:?} {width}: {text}");
            }
            let wide = key_bar(&app, LIVE, 200);
            let text: String = wide.spans.iter().map(|s| s.content.as_ref()).collect();
            assert!(text.contains(&app.loc.text("console-key-tally", &[])));
            let exam = key_bar(&app, RUNNING, 200);
            let text: String = exam.spans.iter().map(|s| s.content.as_ref()).collect();
            assert!(!text.contains(&app.loc.text("console-key-start", &[])));
        }
    }

    fn console(locale: Locale) -> Console {
        Console {
            app: app(locale),
            present: None,
            tally: false,
            address: "ssh -p 2222 192.168.1.20".into(),
            fingerprint: "SHA256:SkjS4ESgggunkdg8ShjyXjIo5SK9Ev+lZW+BLqs2pPw".into(),
            code: "4711".into(),
            name: "live-uz-2018-4711".into(),
            notices: Vec::new(),
        }
    }

    fn snapshot(phase: Phase, people: Vec<Person>) -> Snapshot {
        Snapshot {
            view: RoomView {
                ids: (0..10).map(|i| format!("s{i}")).collect(),
                edition: None,
                seed: 7,
                pass_mark: 80,
                phase,
            },
            people,
            keys: Arc::new(vec![vec![1]; 10]),
            results: PathBuf::from("/data/rooms/r/results.json"),
            gradebook: Some(PathBuf::from(
                "/a/long/data/folder/rooms/live-uz/gradebook.csv",
            )),
            problem: None,
        }
    }

    fn person(name: &str, right: usize) -> Person {
        Person {
            name: name.into(),
            locale: Locale::Ru,
            connected: true,
            live: Some(vec![right % 3]),
            answered: 10,
            right,
            handed_in: true,
        }
    }

    #[test]
    fn a_short_room_column_keeps_the_count_of_people_it_cannot_list() {
        let people: Vec<Person> = (0..30).map(|i| person(&format!("P{i:02}"), i)).collect();
        let snap = snapshot(LIVE, people);
        let c = console(Locale::En);
        let lines = side_lines(&c, &snap, 26, 20);
        assert!(lines.len() <= 20, "{}", lines.len());
        let text: Vec<String> = lines.iter().map(ToString::to_string).collect();
        assert!(text.iter().any(|l| l.contains("P00")), "{text:#?}");
        assert!(text.last().is_some_and(|l| l.contains("more")), "{text:#?}");
        assert!(text.iter().any(|l| l.contains("4711")), "the code stays");
        // With room to spare, everything is there, the fingerprint whole.
        let tall = side_lines(&c, &snap, 26, 60);
        let joined: String = tall.iter().map(ToString::to_string).collect();
        assert!(joined.contains(&c.fingerprint), "{joined}");
        assert!(joined.contains("P29"));
    }

    #[test]
    fn the_tally_fills_the_column_and_gives_counts_and_shares() {
        let c = console(Locale::En);
        let answers = [vec![0], vec![1], vec![1], vec![1]];
        let answered: Vec<&Vec<usize>> = answers.iter().collect();
        let lines = tally_lines(&c.app, &answered, 3, &[1], true, 40);
        let text: Vec<String> = lines.iter().map(ToString::to_string).collect();
        assert!(text[1].contains(" 3 · 75%"), "{text:?}");
        let thirds = [vec![0], vec![1], vec![1]];
        let split: Vec<&Vec<usize>> = thirds.iter().collect();
        let thirds = tally_lines(&c.app, &split, 2, &[1], false, 40);
        assert!(thirds[1].to_string().ends_with(" 2 · 67%"), "{}", thirds[1]);
        assert!(text[2].contains(" 0 · 0%"), "{text:?}");
        assert!(lines.iter().all(|l| l.width() <= 40));
        let bar = |l: &Line<'_>| l.spans[1].content.chars().count();
        assert_eq!(bar(&lines[1]), 3 * bar(&lines[0]), "bars follow the counts");
        let all = vec![vec![1]; 4];
        let everyone: Vec<&Vec<usize>> = all.iter().collect();
        let lines = tally_lines(&c.app, &everyone, 3, &[1], true, 40);
        assert_eq!(lines[1].width(), 40, "everyone's choice fills the column");
    }

    #[test]
    fn names_in_any_script_line_up_in_the_exam_table() {
        let c = console(Locale::ZhHans);
        let snap = snapshot(
            Phase::ExamEnded {
                started: 0,
                limit_secs: 60,
            },
            vec![person("王芳", 9), person("Ольга", 3), person("Bold", 10)],
        );
        let area = Rect::new(0, 0, 76, 10);
        let mut buf = Buffer::empty(area);
        exam_table(&snap, &c.app, area, &mut buf);
        let bar_starts: Vec<u16> = (3..6)
            .map(|y| {
                (0..area.width)
                    .find(|&x| matches!(buf[(x, y)].symbol(), "█" | "░"))
                    .unwrap_or(0)
            })
            .collect();
        assert!(bar_starts[0] > 0, "{buf:?}");
        assert!(
            bar_starts.iter().all(|x| *x == bar_starts[0]),
            "{bar_starts:?}"
        );
        assert_eq!(buf[(area.width - 1, 3)].symbol(), "│", "the border stays");
    }
}
