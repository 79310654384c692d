//! `arbiter-quiz serve`: starts the room (see [`crate::serve`]) on a tokio runtime and runs
//! the lecturer's console in this terminal until the lecturer quits.

use std::process::ExitCode;

use crate::cli::{Cli, ServeArgs};
use crate::content::Library;
use crate::i18n::{Arg, Localizer};
use crate::serve::console::{self, Console};
use crate::serve::{self, Options};
use crate::store::{self, paths};
use crate::tui::settings::Capabilities;

/// Runs the command.
pub fn run(loc: &Localizer, cli: &Cli, args: &ServeArgs) -> ExitCode {
    let Some(data) = paths::data_dir() else {
        eprintln!("{}", loc.text("serve-no-data-folder", &[]));
        return ExitCode::from(2);
    };
    let seed = match (args.exam, cli.seed) {
        (Some(_), None) => {
            eprintln!("{}", loc.text("serve-needs-seed", &[]));
            return ExitCode::from(2);
        }
        (_, seed) => seed.unwrap_or(0),
    };
    let saved = store::Settings::default();
    let options = Options {
        listen: args.listen,
        code: args.room_code.clone(),
        room: args.room.clone(),
        pack: args.pack.clone(),
        exam: args.exam,
        seed,
        minutes: args.minutes,
        edition: cli.laws,
        max: usize::try_from(args.max).unwrap_or(100),
        per_minute: 20,
        locale: loc.locale(),
        data,
        pass_mark: saved.pass_mark,
    };
    let library = Library::for_app(paths::packs_dir().as_deref(), &cli.content);
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => {
            eprintln!("arbiter-quiz: {e}");
            return ExitCode::from(2);
        }
    };
    let running = match runtime.block_on(serve::start(&options, &library)) {
        Ok(r) => r,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    let caps = Capabilities::detect(|k| std::env::var(k).ok(), cli.ascii, &saved.colours);
    let mut console = Console::new(&running, running.library.clone(), loc.locale(), caps);
    let outcome = {
        let _guard = runtime.enter();
        console::run(&mut console, &running)
    };
    let results = running.room.snapshot.borrow().results.clone();
    running.stop();
    runtime.shutdown_timeout(std::time::Duration::from_secs(2));
    println!(
        "{}",
        loc.text(
            "serve-stopped",
            &[("path", Arg::from(results.display().to_string()))]
        )
    );
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("arbiter-quiz: {e}");
            ExitCode::from(2)
        }
    }
}
