//! Command-line definitions (clap). Parsing only; the commands live in [`crate::commands`].

use std::path::PathBuf;

use clap::{Parser, Subcommand};

use crate::laws::Edition;

/// Train chess arbiters in the FIDE Laws of Chess.
#[derive(Debug, Parser)]
#[command(name = "arbiter-quiz", version, about)]
pub struct Cli {
    /// What to do; without a subcommand the terminal app opens.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Language of the interface and of all output (en, uz, uz-Cyrl, mn, bg, zh-Hans, hy, ru).
    #[arg(long, global = true, value_name = "LOCALE")]
    pub lang: Option<String>,
    /// Edition of the FIDE Laws to apply: 2009, 2014, 2018 or 2023.
    #[arg(long, global = true, value_name = "EDITION")]
    pub laws: Option<Edition>,
    /// Open this pack directly.
    #[arg(long, value_name = "ID")]
    pub pack: Option<String>,
    /// Load the scenario packs of this folder too (may be given more than once).
    #[arg(long, global = true, value_name = "DIR")]
    pub content: Vec<PathBuf>,
    /// Seed for drawing exam papers: the same seed gives the same paper.
    #[arg(long, global = true, value_name = "N")]
    pub seed: Option<u64>,
    /// Draw pieces as letters only (for terminals without chess symbols).
    #[arg(long)]
    pub ascii: bool,
}

/// The subcommands of `arbiter-quiz`.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Review every move of the games in a PGN file as an arbiter: after each move, could the
    /// player to move claim threefold repetition or fifty moves (as the position stands or by
    /// writing a move), and did the game end by fivefold repetition, 75 moves, checkmate,
    /// stalemate or a dead position under the chosen edition of the Laws (--laws, default
    /// 2023)?
    ///
    /// Exit code 0 when every game was reviewed, 1 when a game has an unreadable or illegal
    /// move (the other games are still reviewed), 2 when the file cannot be read.
    Review {
        /// The PGN file: one or more games, from the standard position or a FEN tag; Chess960
        /// with the tag Variant "Chess960". Comments, NAGs and variations are skipped.
        #[arg(value_name = "GAME.pgn")]
        game: PathBuf,
        /// Print one JSON object per move (JSON Lines) instead of the timeline.
        #[arg(long)]
        json: bool,
    },
}
