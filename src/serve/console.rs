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
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

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

use super::Running;
use super::actor::{Command, Lecturer, Snapshot};

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

/// One key of the console: the keys, what they do, in which mode, and the message id.
#[derive(Debug, Clone, Copy)]
pub struct ConsoleKey {
    /// The keys.
    pub keys: &'static [KeyCode],
    /// What they do.
    pub does: Does,
    /// Whether they work in a live room (else in an exam room).
    pub live: Option<bool>,
    /// What the key bar calls them.
    pub message_id: &'static str,
}

/// Every key of the console; the key bar and the dispatch both come from here.
pub const KEYS: [ConsoleKey; 7] = [
    ConsoleKey {
        keys: &[KeyCode::Char('r'), KeyCode::Char(' ')],
        does: Does::Room(Lecturer::Reveal),
        live: Some(true),
        message_id: "console-key-reveal",
    },
    ConsoleKey {
        keys: &[KeyCode::Char('n'), KeyCode::PageDown],
        does: Does::Room(Lecturer::Next),
        live: Some(true),
        message_id: "console-key-next",
    },
    ConsoleKey {
        keys: &[KeyCode::Char('p'), KeyCode::PageUp],
        does: Does::Room(Lecturer::Previous),
        live: Some(true),
        message_id: "console-key-previous",
    },
    ConsoleKey {
        keys: &[KeyCode::Char('t')],
        does: Does::Tally,
        live: Some(true),
        message_id: "console-key-tally",
    },
    ConsoleKey {
        keys: &[KeyCode::Char('s')],
        does: Does::Room(Lecturer::StartExam),
        live: Some(false),
        message_id: "console-key-start",
    },
    ConsoleKey {
        keys: &[KeyCode::Char('e')],
        does: Does::Room(Lecturer::EndExam),
        live: Some(false),
        message_id: "console-key-end",
    },
    ConsoleKey {
        keys: &[KeyCode::Char('q')],
        does: Does::Quit,
        live: None,
        message_id: "console-key-quit",
    },
];

/// The keys that work in a room of this kind.
fn keys_for(live: bool) -> impl Iterator<Item = &'static ConsoleKey> {
    KEYS.iter()
        .filter(move |k| k.live.is_none_or(|l| l == live))
}

/// What a key press does in a room of this kind.
pub fn lookup(code: KeyCode, live: bool) -> Option<Does> {
    let code = match code {
        KeyCode::Char(c) => KeyCode::Char(c.to_ascii_lowercase()),
        other => other,
    };
    keys_for(live)
        .find(|k| k.keys.contains(&code))
        .map(|k| k.does)
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
    let live = matches!(running.room.view.borrow().phase, Phase::Live { .. });
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
        match lookup(key.code, live) {
            Some(Does::Room(l)) => {
                let _ = running.room.commands.send(Command::Lecturer(l));
            }
            Some(Does::Tally) => console.tally = !console.tally,
            Some(Does::Quit) => break,
            None => {}
        }
    }
    Ok(())
}

/// Draws the console: the title, the scenario or the exam's table on the left, the room on
/// the right, the keys at the bottom.
pub fn render(console: &Console, snap: &Snapshot, area: Rect, buf: &mut Buffer) {
    let app = &console.app;
    let t = app.theme();
    let c = chrome(area);
    let live = matches!(snap.view.phase, Phase::Live { .. });
    let title = app.loc.text(
        "console-title",
        &[("room", Arg::from(console.name.clone()))],
    );
    Line::styled(format!(" {title}"), t.title()).render(c.top, buf);
    let side = if c.body.width >= 110 {
        44
    } else {
        c.body.width / 3
    };
    let left = Rect::new(c.body.x, c.body.y, c.body.width - side, c.body.height);
    let right = Rect::new(left.right(), c.body.y, side, c.body.height);
    match (&console.present, live) {
        (Some(p), true) => present::render(p, app, left, buf),
        _ => exam_table(snap, app, left, buf),
    }
    let block = Block::bordered().border_style(t.border());
    let inner = block.inner(right);
    block.render(right, buf);
    Paragraph::new(side_lines(console, snap))
        .wrap(Wrap { trim: false })
        .render(inner, buf);
    let mut spans = Vec::new();
    for k in keys_for(live) {
        spans.push(Span::styled(
            format!(" {} ", keys_label(k.keys, &app.loc)),
            t.key(),
        ));
        spans.push(Span::styled(
            format!("{} ", app.loc.text(k.message_id, &[])),
            t.dim(),
        ));
    }
    Line::from(spans).render(c.bottom, buf);
}

/// The letters of options with the reader's list separator.
fn letters(options: &[usize], app: &App) -> String {
    app.loc
        .list(options.iter().map(|i| Scenario::letter(*i).to_string()))
}

/// The right-hand column: how to connect, the room's state, the tally, the people.
fn side_lines(console: &Console, snap: &Snapshot) -> Vec<Line<'static>> {
    let app = &console.app;
    let t = app.theme();
    let loc = &app.loc;
    let mut lines = vec![
        Line::styled(loc.text("console-connect", &[]), t.dim()),
        Line::styled(console.address.clone(), t.accent()),
        Line::from(vec![
            Span::styled(format!("{} ", loc.text("console-code", &[])), t.dim()),
            Span::styled(console.code.clone(), t.title()),
        ]),
        Line::styled(loc.text("console-fingerprint", &[]), t.dim()),
        Line::raw(console.fingerprint.clone()),
    ];
    for notice in &console.notices {
        lines.push(Line::styled(notice.clone(), t.accent()));
    }
    if let Some(problem) = &snap.problem {
        lines.push(Line::styled(problem.clone(), t.wrong()));
    }
    lines.push(Line::raw(""));
    let connected = snap.people.iter().filter(|p| p.connected).count();
    match snap.view.phase {
        Phase::Live { index, revealed } => {
            let answered: Vec<&Vec<usize>> =
                snap.people.iter().filter_map(|p| p.live.as_ref()).collect();
            lines.push(Line::styled(
                loc.text(
                    "console-answered",
                    &[
                        ("count", Arg::from(answered.len())),
                        ("total", Arg::from(connected)),
                    ],
                ),
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
                let most = (0..options)
                    .map(|i| answered.iter().filter(|a| a.contains(&i)).count())
                    .max()
                    .unwrap_or(0)
                    .max(1);
                for i in 0..options {
                    let n = answered.iter().filter(|a| a.contains(&i)).count();
                    let bar = "█".repeat(n * 16 / most);
                    let right = revealed && key.contains(&i);
                    let mark = if right { t.symbols().right } else { " " };
                    let style = if right { t.right() } else { Style::new() };
                    lines.push(Line::from(vec![
                        Span::styled(format!("{mark} {} ", Scenario::letter(i)), style),
                        Span::styled(bar, style),
                        Span::raw(format!(" {n}")),
                    ]));
                }
                if revealed {
                    let right = answered.iter().filter(|a| ***a == key).count();
                    lines.push(Line::styled(
                        loc.text(
                            "console-right",
                            &[
                                ("count", Arg::from(right)),
                                ("total", Arg::from(answered.len())),
                                ("answer", Arg::from(letters(&key, app))),
                            ],
                        ),
                        t.right(),
                    ));
                }
            } else {
                lines.push(Line::styled(loc.text("console-tally-hidden", &[]), t.dim()));
            }
        }
        Phase::ExamWaiting => {
            lines.push(Line::styled(
                loc.text("console-exam-waiting", &[]),
                t.title(),
            ));
        }
        Phase::ExamRunning { .. } => {
            let left = time_left(snap.view.phase, app.now).unwrap_or_default();
            lines.push(Line::styled(
                loc.text("lobby-time-left", &[("time", Arg::from(exam_time(left)))]),
                t.title(),
            ));
        }
        Phase::ExamEnded { .. } => {
            lines.push(Line::styled(loc.text("console-exam-over", &[]), t.title()));
        }
    }
    if let Some(path) = &snap.gradebook {
        lines.push(Line::styled(
            loc.text(
                "console-gradebook",
                &[("path", Arg::from(path.display().to_string()))],
            ),
            t.dim(),
        ));
    }
    lines.push(Line::raw(""));
    lines.push(Line::styled(
        loc.text(
            "console-people",
            &[
                ("count", Arg::from(connected)),
                ("total", Arg::from(snap.people.len())),
            ],
        ),
        t.dim(),
    ));
    if matches!(snap.view.phase, Phase::Live { .. }) {
        for p in &snap.people {
            let dot = if p.connected { "●" } else { "○" };
            let done = if p.live.is_some() {
                t.symbols().right
            } else {
                " "
            };
            lines.push(Line::from(vec![
                Span::styled(
                    format!("{dot} "),
                    if p.connected { t.right() } else { t.dim() },
                ),
                Span::raw(format!("{done} {} ", p.name)),
                Span::styled(format!("({})", p.locale.tag()), t.dim()),
            ]));
        }
    }
    lines
}

/// The exam's table: each participant's progress (answered of all, handed in), and once the
/// exam is over their score.
fn exam_table(snap: &Snapshot, app: &App, area: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let loc = &app.loc;
    let total = snap.view.ids.len();
    let over = matches!(snap.view.phase, Phase::ExamEnded { .. });
    let width = usize::from(area.width).saturating_sub(4);
    let name_width = snap
        .people
        .iter()
        .map(|p| p.name.chars().count())
        .max()
        .unwrap_or(0)
        .clamp(8, 24);
    let mut lines = vec![Line::styled(
        loc.text("console-exam-heading", &[("total", Arg::from(total))]),
        t.title(),
    )];
    lines.push(Line::raw(""));
    for p in &snap.people {
        let dot = if p.connected { "●" } else { "○" };
        let bar_width = width.saturating_sub(name_width + 24).min(40);
        let filled = (p.answered * bar_width).checked_div(total).unwrap_or(0);
        let bar = format!(
            "{}{}",
            "█".repeat(filled),
            "░".repeat(bar_width.saturating_sub(filled))
        );
        let name: String = p.name.chars().take(name_width).collect();
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
            Span::raw(format!("{name:<name_width$} ")),
            Span::styled(bar, t.accent()),
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
    use super::*;

    #[test]
    fn keys_work_only_in_their_kind_of_room() {
        assert_eq!(
            lookup(KeyCode::Char('r'), true),
            Some(Does::Room(Lecturer::Reveal))
        );
        assert_eq!(
            lookup(KeyCode::Char('R'), true),
            lookup(KeyCode::Char('r'), true)
        );
        assert_eq!(lookup(KeyCode::Char('r'), false), None);
        assert_eq!(
            lookup(KeyCode::Char('s'), false),
            Some(Does::Room(Lecturer::StartExam))
        );
        assert_eq!(lookup(KeyCode::Char('q'), false), Some(Does::Quit));
        let spelled: Vec<&KeyCode> = KEYS.iter().flat_map(|k| k.keys).collect();
        let mut unique = spelled.clone();
        unique.dedup();
        assert_eq!(spelled.len(), unique.len(), "no key does two things");
    }
}
