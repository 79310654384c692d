//! The subcommands, one file each, and the dispatcher that maps their outcome to an exit code.

mod pgn;
mod review;

use std::process::ExitCode;

use crate::cli::{Cli, Command};

/// Runs the command the user asked for and returns the process exit code.
pub fn run(cli: &Cli) -> ExitCode {
    match &cli.command {
        None => ExitCode::SUCCESS,
        Some(Command::Review { game, json }) => review::run(cli, game, *json),
    }
}
