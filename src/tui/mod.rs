//! The terminal app, in the Elm architecture: a model ([`app::App`], one state per screen),
//! actions made from keys and clicks through one key table per screen ([`keymap`],
//! [`input`]), an `update` that changes the model and returns effects without doing I/O
//! ([`update`], which hands each action to the screen on show), and views that are pure
//! functions of the model ([`screens`], [`widgets`]). Each screen's file holds its state,
//! its keys, its update and its view. The event loop here is the only part that touches the
//! terminal, the clock and the learner's files.

pub mod action;
pub mod app;
pub mod card;
pub mod colour_depth;
pub mod effect;
pub mod input;
pub mod keyboard;
pub mod keymap;
pub mod layout;
pub mod list;
pub mod persist;
pub mod room;
pub mod scene;
pub mod screens;
pub mod settings;
pub mod symbols;
pub mod terminal;
pub mod theme;
pub mod update;
pub mod widgets;
pub mod wrap;

use std::process::ExitCode;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use ratatui::crossterm::event;

use crate::cli::Cli;
use crate::content::Library;
use crate::i18n::negotiate_from_env;
use crate::store::{self, paths};

use self::action::Action;
use self::app::App;
use self::persist::Files;
use self::screens::setup::{SetupKind, SetupState};
use self::settings::{Capabilities, Settings};

/// How often the loop wakes to let time pass (exam countdown, time per question).
const TICK: Duration = Duration::from_millis(250);

/// How often the loop looks whether the packs have been read.
const LOADING_POLL: Duration = Duration::from_millis(5);

/// Builds the session the command line and the saved settings ask for (language, edition,
/// seed, pieces, colours, exam and practice defaults) on the given library; the command line
/// wins. With `--present` it opens on the presenter's setup.
pub fn app_for(
    cli: &Cli,
    env: impl Fn(&str) -> Option<String>,
    saved: &store::Settings,
    library: Library,
) -> App {
    let locale = negotiate_from_env(cli.lang.as_deref(), saved.language.as_deref());
    let mut settings = Settings::from_stored(saved, locale);
    if cli.laws.is_some() {
        settings.edition = cli.laws;
    }
    let caps = Capabilities::detect(env, cli.ascii, &saved.colours);
    let seed = cli.seed.unwrap_or_else(clock_seed);
    let mut app = App::new(library, settings, caps, seed);
    app.pack.clone_from(&cli.pack);
    if cli.present {
        app.screen = app::Screen::Setup(SetupState::new(SetupKind::Present, &app));
    }
    app
}

/// A seed for when none was given: the clock's microseconds, kept to six digits so that a
/// lecturer can read it out.
fn clock_seed() -> u64 {
    let micros = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_micros());
    u64::try_from(micros % 1_000_000).unwrap_or(0)
}

/// Runs the app on the terminal until the learner quits or a signal arrives.
///
/// The packs are read on a separate thread, so the first frame does not wait for them: with
/// hundreds of scenarios reading takes longer than the 30 ms the first frame is allowed.
pub fn run(cli: &Cli) -> ExitCode {
    let folders = cli.content.clone();
    let mut loader = Some(std::thread::spawn(move || {
        Library::for_app(paths::packs_dir().as_deref(), &folders)
    }));
    let mut files = Files::from_env();
    let mut app = app_for(
        cli,
        |k| std::env::var(k).ok(),
        files.settings(),
        Library::default(),
    );
    app.loading = true;
    app.now = store::now_unix();
    app.zone = store::local_zone();
    files.attach(&mut app);
    let mut session = match terminal::Session::start() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("arbiter-quiz: {e}");
            return ExitCode::from(2);
        }
    };
    if let Ok(size) = session.terminal.size() {
        app.size = (size.width, size.height);
    }
    let mut last = Instant::now();
    while !app.quit && !session.stop.load(Ordering::Relaxed) {
        if let Err(e) = session
            .terminal
            .draw(|frame| screens::view::render(&app, frame))
        {
            drop(session);
            eprintln!("arbiter-quiz: {e}");
            return ExitCode::from(2);
        }
        if loader
            .as_ref()
            .is_some_and(std::thread::JoinHandle::is_finished)
            && let Some(handle) = loader.take()
        {
            // A loader that panicked leaves the app without packs rather than without a
            // terminal; the home screen says there are none.
            app.set_library(handle.join().unwrap_or_default());
            continue;
        }
        let timeout = if loader.is_some() {
            LOADING_POLL
        } else {
            TICK.saturating_sub(last.elapsed())
        };
        let mut actions = Vec::new();
        match event::poll(timeout) {
            Ok(true) => match event::read() {
                Ok(ev) => actions.extend(input::action(&app, &ev)),
                // The terminal is gone (its window closed, the session killed): stop rather
                // than spin on a dead input.
                Err(e) => {
                    drop(session);
                    eprintln!("arbiter-quiz: {e}");
                    return ExitCode::from(2);
                }
            },
            Ok(false) => {}
            Err(e) => {
                drop(session);
                eprintln!("arbiter-quiz: {e}");
                return ExitCode::from(2);
            }
        }
        if last.elapsed() >= TICK {
            actions.push(Action::Tick(last.elapsed()));
            last = Instant::now();
        }
        app.now = store::now_unix();
        for action in actions {
            for effect in update::update(&mut app, action) {
                files.carry_out(&effect);
            }
        }
    }
    if !app.quit {
        // A signal ended the loop: quitting still keeps the exam on screen as it stands.
        for effect in update::update(&mut app, Action::Quit) {
            files.carry_out(&effect);
        }
    }
    drop(session);
    // Problems with the learner's files are told once the terminal is the shell's again.
    for problem in files.messages(&app.loc) {
        eprintln!("arbiter-quiz: {problem}");
    }
    ExitCode::SUCCESS
}
