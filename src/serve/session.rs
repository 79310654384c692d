//! One participant's session: the app itself (its own [`App`], in its own language) drawn
//! by ratatui's crossterm backend into a writer that hands each frame to the SSH channel,
//! fed with the keys and clicks parsed from the bytes the client sends, and following the
//! room. It runs as one tokio task per connection; the SSH handler only passes it bytes and
//! window sizes.

use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use ratatui::backend::CrosstermBackend;
use ratatui::layout::Rect;
use ratatui::{Terminal, TerminalOptions, Viewport};
use tokio::sync::mpsc;

use crate::content::Library;
use crate::i18n::Locale;
use crate::store::now_unix;
use crate::tui::action::Action;
use crate::tui::app::App;
use crate::tui::room::{self, Refusal, RoomRequest};
use crate::tui::screens::view;
use crate::tui::settings::{Capabilities, Settings};
use crate::tui::{input, update};

use super::actor::{Command, ConnId, RoomHandle, ToSession};
use super::input::InputParser;

/// What the SSH handler passes on.
#[derive(Debug)]
pub enum Input {
    /// Bytes the client sent.
    Bytes(Vec<u8>),
    /// The client's window has this many columns and rows.
    Resize(u16, u16),
}

/// How often time passes for the app (the exam's countdown).
const TICK: Duration = Duration::from_secs(1);

/// Wrong room codes a connection may type before it is closed.
const WRONG_CODES: u32 = 5;

/// How long a wrong code is held before the refusal is shown, per wrong code so far.
const WRONG_CODE_DELAY: Duration = Duration::from_secs(1);

/// Frames waiting for the channel before the session stops queueing and redraws in full
/// once the client reads again.
pub const FRAMES_QUEUED: usize = 32;

/// Switches the client's terminal to the app's screen: the alternate screen, no cursor,
/// clicks and the wheel reported in SGR form.
const ENTER: &[u8] = b"\x1b[?1049h\x1b[?25l\x1b[?1000h\x1b[?1006h";

/// And back, as the connection ends.
const LEAVE: &[u8] = b"\x1b[?1006l\x1b[?1000l\x1b[?25h\x1b[?1049l";

/// A writer into the SSH channel: what the backend writes is gathered and sent as one
/// message at each flush (one frame). When the client does not read, frames are dropped
/// rather than queued without end, and the next frame is drawn in full.
pub struct ChannelWriter {
    buf: Vec<u8>,
    to: mpsc::Sender<Vec<u8>>,
    /// Set when a frame was dropped, until the session draws a full one.
    dropped: Arc<AtomicBool>,
}

impl ChannelWriter {
    /// A writer sending into `to`, setting `dropped` when it drops a frame.
    pub fn new(to: mpsc::Sender<Vec<u8>>, dropped: Arc<AtomicBool>) -> Self {
        Self {
            buf: Vec::new(),
            to,
            dropped,
        }
    }
}

impl Write for ChannelWriter {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.buf.extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if self.buf.is_empty() {
            return Ok(());
        }
        // A closed connection is no error here: the session ends when its input does, and an
        // error would only be printed on the lecturer's console by the terminal's clean-up.
        if let Err(mpsc::error::TrySendError::Full(_)) =
            self.to.try_send(std::mem::take(&mut self.buf))
        {
            self.dropped.store(true, Ordering::Relaxed);
        }
        Ok(())
    }
}

/// What a session starts with.
pub struct Start {
    /// The connection's number.
    pub conn: ConnId,
    /// The room.
    pub room: RoomHandle,
    /// The room's scenarios.
    pub library: Library,
    /// The language the client's `LANG` asks for.
    pub locale: Locale,
    /// The client's window.
    pub size: (u16, u16),
    /// The client's `TERM` (and `COLORTERM`, if it sent one).
    pub term: Option<String>,
    /// Whether `COLORTERM` says the terminal has true colour.
    pub colorterm: Option<String>,
}

/// Runs the session until the participant leaves, the connection drops, or the room lets
/// the connection go; `out` carries the frames to the channel.
pub async fn run(start: Start, mut inputs: mpsc::Receiver<Input>, out: mpsc::Sender<Vec<u8>>) {
    let Start {
        conn,
        mut room,
        library,
        locale,
        size,
        term,
        colorterm,
    } = start;
    let var = |name: &str| match name {
        "TERM" => term.clone(),
        "COLORTERM" => colorterm.clone(),
        _ => None,
    };
    let caps = Capabilities::detect(var, false, "auto");
    // A served session draws no paper of its own: the room's is the only one.
    let mut app = App::new(library, Settings::new(locale), caps, conn);
    app.now = now_unix();
    room::start(&mut app);
    let (to_me, mut from_room) = mpsc::unbounded_channel();
    let _ = out.try_send(ENTER.to_vec());
    let dropped = Arc::new(AtomicBool::new(false));
    let writer = ChannelWriter::new(out.clone(), Arc::clone(&dropped));
    let rect = Rect::new(0, 0, size.0, size.1);
    let Ok(mut terminal) = Terminal::with_options(
        CrosstermBackend::new(writer),
        TerminalOptions {
            viewport: Viewport::Fixed(rect),
        },
    ) else {
        return;
    };
    let _ = update::update(&mut app, Action::Resize(size.0, size.1));
    let mut parser = InputParser::new();
    let mut wrong_codes = 0;
    let mut tick = tokio::time::interval(TICK);
    let mut last = Instant::now();
    let mut joined = false;
    loop {
        if dropped.swap(false, Ordering::Relaxed) {
            let _ = terminal.clear();
        }
        if terminal.draw(|f| view::render(&app, f)).is_err() {
            break;
        }
        let mut actions = Vec::new();
        tokio::select! {
            input = inputs.recv() => match input {
                Some(Input::Bytes(bytes)) => {
                    for event in parser.feed(&bytes) {
                        actions.extend(input::action(&app, &event));
                    }
                }
                Some(Input::Resize(w, h)) => {
                    let _ = terminal.resize(Rect::new(0, 0, w, h));
                    actions.push(Action::Resize(w, h));
                }
                None => break,
            },
            changed = room.view.changed(), if joined => {
                if changed.is_err() {
                    break;
                }
                let view = room.view.borrow_and_update().clone();
                app.now = now_unix();
                let fx = room::changed(&mut app, view);
                send(&room, conn, &to_me, room::requests(&mut app, fx));
            }
            message = from_room.recv() => match message {
                Some(ToSession::Joined(view, seat)) => {
                    joined = true;
                    room.view.mark_unchanged();
                    let fx = room::joined(&mut app, view, *seat);
                    send(&room, conn, &to_me, room::requests(&mut app, fx));
                }
                Some(ToSession::Refused(why)) => {
                    if why == Refusal::WrongCode {
                        wrong_codes += 1;
                        if wrong_codes >= WRONG_CODES {
                            break;
                        }
                        tokio::time::sleep(WRONG_CODE_DELAY * wrong_codes).await;
                    }
                    room::refused(&mut app, why);
                }
                Some(ToSession::Recorded { scenario, kept }) => {
                    room::recorded(&mut app, &scenario, kept);
                }
                Some(ToSession::Replaced) | None => break,
            },
            _ = tick.tick() => {
                actions.push(Action::Tick(last.elapsed()));
                last = Instant::now();
            }
        }
        app.now = now_unix();
        for action in actions {
            let fx = update::update(&mut app, action);
            send(&room, conn, &to_me, room::requests(&mut app, fx));
        }
        if app.quit {
            break;
        }
    }
    let _ = room.commands.send(Command::Leave { conn });
    drop(terminal);
    let _ = out.send(LEAVE.to_vec()).await;
}

/// Carries the app's requests to the room.
fn send(
    room: &RoomHandle,
    conn: ConnId,
    to_me: &mpsc::UnboundedSender<ToSession>,
    requests: Vec<RoomRequest>,
) {
    for request in requests {
        let command = match request {
            RoomRequest::Join { code, name, locale } => Command::Join {
                conn,
                code,
                name,
                locale,
                to: to_me.clone(),
            },
            other => Command::Request {
                conn,
                request: other,
            },
        };
        let _ = room.commands.send(command);
    }
}
