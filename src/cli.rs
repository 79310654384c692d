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
pub enum Command {
    /// Decide whether a side can still checkmate by any series of legal moves (the test behind
    /// dead positions and flag falls).
    ///
    /// Prints `winnable` followed by a mating line in UCI, `unwinnable`, or `undetermined`
    /// when the search budget runs out. Without a FEN it reads standard input, one position a
    /// line (a FEN of 4 or 6 fields, optionally followed by `white` or `black`; any further
    /// words are ignored), and prints one answer a line, or `error <reason>` for a line it
    /// cannot read.
    CanMate {
        /// Only try to prove that the side cannot mate: much faster, and answers `undetermined`
        /// instead of `winnable`.
        #[arg(long)]
        quick: bool,
        /// Node budget of the helpmate search.
        #[arg(long, value_name = "N", default_value_t = 500_000)]
        nodes: u64,
        /// The position as FEN (quoted or not), optionally followed by the side asked about,
        /// `white` or `black`; the default is the side not to move (the side with time left
        /// when the other flags).
        #[arg(value_name = "FEN [white|black]", num_args = 0..)]
        position: Vec<String>,
    },
}
