//! Command-line definitions (clap). Parsing only; the commands live in [`crate::commands`].

mod help;
mod parse_error;

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{FromArgMatches, Parser, Subcommand, ValueEnum};

use crate::i18n::{Localizer, negotiate_from_env};
use crate::laws::Edition;

/// Reads the command line in the language it asks for (`--lang`, else the environment):
/// the help, the version and any error are printed here, in that language, and come back as
/// the exit code to end with.
pub fn parse(args: impl IntoIterator<Item = OsString>) -> Result<Cli, ExitCode> {
    let args: Vec<String> = args
        .into_iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let lang = args.iter().enumerate().find_map(|(i, a)| {
        a.strip_prefix("--lang=")
            .or_else(|| (a == "--lang").then(|| args.get(i + 1).map(String::as_str))?)
            .filter(|tag| crate::i18n::match_tag(tag).is_some())
    });
    let loc = Localizer::new(negotiate_from_env(lang, None));
    let cmd = help::localized_command(&loc);
    let parsed = cmd
        .clone()
        .try_get_matches_from(&args)
        .and_then(|m| Cli::from_arg_matches(&m));
    match parsed {
        Ok(cli) => Ok(cli),
        Err(e) if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) => {
            // Printing help can only fail on a closed standard output, which is no error
            // of the user's.
            let _ = e.print();
            Err(ExitCode::SUCCESS)
        }
        Err(e) => {
            eprintln!("{}", parse_error::describe(&e, &cmd, &args, &loc));
            Err(ExitCode::from(2))
        }
    }
}

/// Train chess arbiters in the FIDE Laws of Chess.
#[derive(Debug, Parser)]
#[command(name = "arbiter-quiz", version, about)]
pub struct Cli {
    /// What to do; without a subcommand the terminal app opens.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Language of the interface and of all output (en, uz, uz-Cyrl, mn, bg, zh-Hans, hy, ru).
    #[arg(long, global = true, value_name = "LOCALE", value_parser = known_locale)]
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
    /// Open the presenter mode for a projector: one scenario at a time with a large board,
    /// the options and then the ruling shown on a key press (with --pack, that pack first).
    #[arg(long)]
    pub present: bool,
}

/// The subcommands of `arbiter-quiz`.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Check scenario packs: report every problem with its place, and grade every scenario
    /// through the rules engine. Exit code 0 when clean, 1 when any scenario has an error,
    /// 2 for usage or file-system errors.
    Check {
        /// Pack folders, folders of packs, or scenario files (default: the built-in packs).
        paths: Vec<PathBuf>,
        /// Also list the articles of an edition (with --laws; default 2018 and 2023) that fewer
        /// than two scenarios of that edition apply.
        #[arg(long)]
        coverage: bool,
    },
    /// Print the engine's ruling on one scenario file: result, time, obligations, claim
    /// verdict, the articles applied and the reasoning step by step.
    Rule {
        /// The scenario file.
        file: PathBuf,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Decide whether a side can still checkmate by any series of legal moves (the test behind
    /// dead positions and flag falls).
    ///
    /// Prints `winnable` followed by a mating line in UCI, `unwinnable`, or `undetermined`
    /// when the search budget runs out. Without a FEN it reads standard input, one position a
    /// line (a FEN of 2 to 6 fields, optionally followed by `white` or `black`; any further
    /// words are ignored), and prints one answer a line, as soon as the line is read, or
    /// `error <reason>` for a line it cannot read.
    CanMate {
        /// Only try to prove that the side cannot mate: much faster, and answers `undetermined`
        /// instead of `winnable`.
        #[arg(long)]
        quick: bool,
        /// Node budget of the helpmate search.
        #[arg(long, value_name = "N", default_value_t = 500_000)]
        nodes: u64,
        /// Size of the search's transposition table in megabytes, 1 to 4096 (memory stays
        /// within it whatever the node budget).
        #[arg(long, value_name = "MB", default_value_t = crate::laws::mate::DEFAULT_HASH_MB,
              value_parser = hash_megabytes)]
        hash: usize,
        /// The position as FEN (quoted or not), optionally followed by the side asked about,
        /// `white` or `black`; the default is the side not to move (the side with time left
        /// when the other flags).
        #[arg(value_name = "FEN [white|black]", num_args = 0..)]
        position: Vec<String>,
    },
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
    /// Your statistics from the progress file: accuracy by topic, article (weakest first),
    /// game type and edition of the Laws, and streaks.
    Stats {
        /// Print JSON instead of tables.
        #[arg(long)]
        json: bool,
    },
    /// Export a pack or a seeded exam for a seminar: a printable paper and a separate answer
    /// key computed by the rules engine (HTML to print from a browser, and Markdown), and a
    /// gradebook and your recorded answers as CSV.
    ///
    /// The same --seed gives the same exam on every machine. Exit code 0 when everything was
    /// written, 1 when the engine could not rule on a question (its key says so), 2 for usage
    /// or file-system errors.
    #[command(group = clap::ArgGroup::new("what").required(true).multiple(true).args(["pack", "exam"]))]
    Export(ExportArgs),
    /// Run a seminar room: an SSH server that gives every participant the app in their own
    /// language (`ssh -p PORT anyname@this-host`), and this terminal the lecturer's console.
    ///
    /// A live round goes through a pack (--pack) scenario by scenario: the room answers, the
    /// lecturer reveals the ruling. An exam (--exam N --seed S) gives everyone the same paper
    /// under one deadline (--minutes). Every answer is kept in the room's results file in
    /// the data folder; running the same command again resumes the room.
    #[command(group = clap::ArgGroup::new("what").required(true).multiple(true).args(["pack", "exam"]))]
    Serve(ServeArgs),
}

/// The options of `arbiter-quiz serve`.
#[derive(Debug, clap::Args)]
pub struct ServeArgs {
    /// The address and port to listen on.
    #[arg(long, value_name = "ADDR", default_value = "0.0.0.0:2222")]
    pub listen: std::net::SocketAddr,
    /// The code participants type to join (letters and digits, up to 16).
    #[arg(long, value_name = "CODE", value_parser = room_code)]
    pub room_code: String,
    /// The room's name, which resuming finds it by (made from the other options unless
    /// given).
    #[arg(long, value_name = "NAME")]
    pub room: Option<String>,
    /// A live round through this pack; with --exam, draw from this pack only.
    #[arg(long, value_name = "ID")]
    pub pack: Option<String>,
    /// An exam of N questions, drawn with --seed.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub exam: Option<u16>,
    /// The exam's length in minutes.
    #[arg(long, value_name = "N", default_value_t = 30, value_parser = clap::value_parser!(u64).range(1..=600))]
    pub minutes: u64,
    /// The most participants connected at once.
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = clap::value_parser!(u64).range(1..=1000))]
    pub max: u64,
}

/// The options of `arbiter-quiz export`.
#[derive(Debug, clap::Args)]
pub struct ExportArgs {
    /// Export every scenario of this pack in order; with --exam, draw from this pack only.
    #[arg(long, value_name = "ID")]
    pub pack: Option<String>,
    /// Draw an exam of N questions with --seed (without one, a seed is chosen and printed so
    /// that the same paper can be drawn again).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub exam: Option<u16>,
    /// What to write: paper.html and key.html, paper.md and key.md, results.csv and
    /// answers.csv, or all of them.
    #[arg(long, value_enum, default_value_t = Format::All)]
    pub format: Format,
    /// The folder to write into; it is created if needed.
    #[arg(long, value_name = "DIR", default_value = ".")]
    pub out: PathBuf,
    /// Empty columns in results.csv for the answers of this many participants.
    #[arg(long, value_name = "N", default_value_t = 10)]
    pub participants: usize,
}

/// The file formats of `export`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// paper.html and key.html.
    Html,
    /// paper.md and key.md.
    Md,
    /// results.csv (gradebook) and answers.csv (your recorded answers).
    Csv,
    /// Every format.
    All,
}

/// Accepts a room code a participant can type: 1 to 16 letters or digits.
fn room_code(text: &str) -> Result<String, String> {
    let ok = (1..=16).contains(&text.chars().count()) && text.chars().all(char::is_alphanumeric);
    if ok {
        Ok(text.to_owned())
    } else {
        Err("1 to 16 letters or digits".to_owned())
    }
}

/// Accepts a table size the analyzer takes: a whole number of megabytes from 1 to
/// [`MAX_HASH_MB`](crate::laws::mate::MAX_HASH_MB).
fn hash_megabytes(text: &str) -> Result<usize, String> {
    let max = crate::laws::mate::MAX_HASH_MB;
    match text.parse::<usize>() {
        Ok(mb) if (1..=max).contains(&mb) => Ok(mb),
        _ => Err(format!("not a size from 1 to {max}")),
    }
}

/// Accepts a language the app speaks (`ru`, `ru_RU.UTF-8`, `uz-Cyrl`...) and refuses others
/// with the list, rather than silently falling back to English.
fn known_locale(text: &str) -> Result<String, String> {
    match crate::i18n::match_tag(text) {
        Some(_) => Ok(text.to_owned()),
        None => {
            let tags: Vec<&str> = crate::i18n::Locale::ALL.iter().map(|l| l.tag()).collect();
            Err(format!(
                "not a language of the app; choose one of {}",
                tags.join(", ")
            ))
        }
    }
}
