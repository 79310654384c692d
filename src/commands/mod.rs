//! The subcommands, one file each, and the dispatcher that maps their outcome to an exit code.

use std::process::ExitCode;

use crate::cli::Cli;

/// Runs the command the user asked for and returns the process exit code.
pub fn run(cli: &Cli) -> ExitCode {
    match &cli.command {
        None => ExitCode::SUCCESS,
        Some(command) => match *command {},
    }
}
