//! The subcommands, one file each, and the dispatcher that maps their outcome to an exit code.

mod pgn;
mod review;

use std::process::ExitCode;

use crate::cli::{Cli, Command};
use crate::i18n::{Localizer, negotiate_from_env};

/// Runs the command the user asked for and returns the process exit code.
pub fn run(cli: &Cli) -> ExitCode {
    let loc = Localizer::new(negotiate_from_env(cli.lang.as_deref(), None));
    match &cli.command {
        None => ExitCode::SUCCESS,
        Some(Command::Review { game, json }) => review::run(&loc, game, cli.laws, *json),
    }
}
