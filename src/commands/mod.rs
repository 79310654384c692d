//! The subcommands, one file each, and the dispatcher that maps their outcome to an exit code.

mod can_mate;
mod check;
mod diagnostics;
mod export;
mod json;
pub mod pgn;
mod review;
mod rule;
mod serve;
mod stats;
mod stdout;

use std::process::ExitCode;

use crate::cli::{Cli, Command};
use crate::i18n::{Localizer, negotiate_from_env};

/// Runs the command the user asked for and returns the process exit code.
pub fn run(cli: &Cli) -> ExitCode {
    let loc = Localizer::new(negotiate_from_env(cli.lang.as_deref(), None));
    match &cli.command {
        None => crate::tui::run(cli),
        Some(Command::Check { paths, coverage }) => {
            check::run(&loc, paths, &cli.content, *coverage, cli.laws)
        }
        Some(Command::Rule { file, json }) => rule::run(&loc, file, cli.laws, *json),
        Some(Command::CanMate {
            quick,
            nodes,
            hash,
            position,
        }) => can_mate::run(
            *quick,
            *nodes,
            *hash,
            position,
            cli.lang.as_ref().map(|_| &loc),
        ),
        Some(Command::Review { game, json }) => review::run(&loc, game, cli.laws, *json),
        Some(Command::Stats { json }) => stats::run(&loc, *json),
        Some(Command::Export(args)) => export::run(&loc, args, &cli.content, cli.laws, cli.seed),
        Some(Command::Serve(args)) => serve::run(&loc, cli, args),
    }
}
