//! Command-line entry point: parse the arguments, dispatch, map the outcome to an exit code.

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let cli = arbiter_quiz::cli::Cli::parse();
    arbiter_quiz::commands::run(&cli)
}
