//! The terminal's lifecycle: raw mode, the alternate screen and mouse reporting on the way
//! in, and all of it undone on every way out: a normal quit, an error, a panic (through a
//! panic hook installed before anything else can panic) and SIGTERM or SIGHUP (a watcher
//! thread sets a flag the event loop checks, and ends the process itself if the loop cannot
//! answer, as happens when the terminal has gone away).

use std::io::{self, Stdout, stdout};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};

/// The terminal the app draws on.
pub type Term = Terminal<CrosstermBackend<Stdout>>;

/// Puts the terminal back as the shell had it; safe to call more than once.
pub fn restore() {
    // Raw mode first: it has the widest effect if anything after it fails.
    let _ = disable_raw_mode();
    let _ = execute!(stdout(), DisableMouseCapture, LeaveAlternateScreen);
    let _ = execute!(stdout(), ratatui::crossterm::cursor::Show);
}

/// Restores the terminal before the panic message is printed, so that it is readable. A
/// panic while a scenario file is parsed is caught there and reported as a problem of that
/// file: the app goes on, so the terminal is left as it is.
fn install_panic_hook() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if crate::content::parsing_here() {
            return;
        }
        restore();
        previous(info);
    }));
}

/// Owns the terminal while the app runs; dropping it restores the terminal.
pub struct Session {
    /// The terminal.
    pub terminal: Term,
    /// Set by SIGTERM, SIGHUP or SIGINT sent from outside (Ctrl-C itself arrives as a key).
    pub stop: Arc<AtomicBool>,
}

impl Session {
    /// Takes over the terminal.
    pub fn start() -> io::Result<Self> {
        install_panic_hook();
        let stop = Arc::new(AtomicBool::new(false));
        register_signals(&stop)?;
        enable_raw_mode()?;
        let entered = execute!(stdout(), EnterAlternateScreen, EnableMouseCapture)
            .and_then(|()| Terminal::new(CrosstermBackend::new(stdout())));
        match entered {
            Ok(terminal) => Ok(Self { terminal, stop }),
            Err(e) => {
                restore();
                Err(e)
            }
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        restore();
    }
}

/// How long the event loop gets to leave by itself after a termination signal.
#[cfg(unix)]
const GRACE: std::time::Duration = std::time::Duration::from_millis(300);

/// Makes the termination signals set `stop`, so that the event loop can leave and restore the
/// terminal. A watcher thread receives them: when the terminal itself is gone, reading input
/// can spin inside crossterm and never return to the loop, so after a short grace period the
/// watcher restores what it can and ends the process. Every answer is already on disk (the
/// store writes atomically as answers are given), so nothing is lost.
#[cfg(unix)]
fn register_signals(stop: &Arc<AtomicBool>) -> io::Result<()> {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    use signal_hook::iterator::Signals;
    let mut signals = Signals::new([SIGTERM, SIGHUP, SIGINT])?;
    let stop = Arc::clone(stop);
    std::thread::spawn(move || {
        if let Some(signal) = signals.forever().next() {
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
            std::thread::sleep(GRACE);
            restore();
            std::process::exit(128 + signal);
        }
    });
    Ok(())
}

/// Elsewhere the console delivers Ctrl-C as a key and there is no SIGTERM to catch.
#[cfg(not(unix))]
fn register_signals(_stop: &Arc<AtomicBool>) -> io::Result<()> {
    Ok(())
}
