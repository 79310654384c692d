//! Command-line definitions (clap). Parsing only; the commands live in [`crate::commands`].

use clap::{Parser, Subcommand};

/// Train chess arbiters in the FIDE Laws of Chess.
#[derive(Debug, Parser)]
#[command(name = "arbiter-quiz", version, about)]
pub struct Cli {
    /// What to do; without a subcommand the terminal app opens.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands of `arbiter-quiz`.
#[derive(Debug, Subcommand)]
pub enum Command {}
