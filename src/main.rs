//! Command-line entry point: parse the arguments, dispatch, map the outcome to an exit code.

use std::process::ExitCode;

fn main() -> ExitCode {
    match arbiter_quiz::cli::parse(std::env::args_os()) {
        Ok(cli) => arbiter_quiz::commands::run(&cli),
        Err(code) => code,
    }
}
