//! Measures the time from a cold session to its first frame: negotiate the language, build
//! the model and draw the home screen into a terminal backend that writes to nowhere. Two
//! numbers: with every pack read before the first frame, and as the app starts, which reads
//! the packs on a thread and draws at once. The target is 30 ms.
//!
//! ```sh
//! cargo run --release --example first_frame -- --content tests/fixtures/tui
//! ```

use std::time::{Duration, Instant};

use arbiter_quiz::cli::Cli;
use arbiter_quiz::content::Library;
use arbiter_quiz::tui::{app_for, screens::view};
use clap::Parser;
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;

/// Runs the measured work once and returns how long it took; `read` says whether the packs
/// are read first.
fn once(cli: &Cli, size: (u16, u16), read: bool) -> Duration {
    let start = Instant::now();
    let library = if read {
        Library::for_app(None, &cli.content)
    } else {
        Library::default()
    };
    let mut app = app_for(
        cli,
        |k| std::env::var(k).ok(),
        &arbiter_quiz::store::Settings::default(),
        library,
    );
    app.size = size;
    let backend = CrosstermBackend::new(std::io::sink());
    let Ok(mut terminal) = Terminal::with_options(
        backend,
        ratatui::TerminalOptions {
            viewport: ratatui::Viewport::Fixed(ratatui::layout::Rect::new(0, 0, size.0, size.1)),
        },
    ) else {
        return Duration::MAX;
    };
    if terminal.draw(|f| view::render(&app, f)).is_err() {
        return Duration::MAX;
    }
    start.elapsed()
}

fn main() {
    let cli =
        Cli::parse_from(std::iter::once("arbiter-quiz".to_owned()).chain(std::env::args().skip(1)));
    let library = Library::for_app(None, &cli.content);
    println!(
        "library: {} packs, {} scenarios",
        library.packs.len(),
        library.scenarios().count()
    );
    for (read, how) in [(true, "packs read first"), (false, "as the app starts")] {
        for size in [(80, 24), (160, 48)] {
            let mut times: Vec<Duration> = (0..30).map(|_| once(&cli, size, read)).collect();
            times.sort_unstable();
            println!(
                "{}x{}, {how}: first frame in {:.2} ms (median of 30), {:.2} ms (slowest)",
                size.0,
                size.1,
                times[times.len() / 2].as_secs_f64() * 1000.0,
                times[times.len() - 1].as_secs_f64() * 1000.0,
            );
        }
    }
}
