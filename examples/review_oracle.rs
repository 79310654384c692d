//! Acceptance check of `arbiter-quiz review` against python-chess: replays every game of the
//! python-chess JSONL oracles (see `../shared/data/README.md`) through the same per-ply
//! analysis as the command and compares, after every half-move, the FEN and the flags
//! `canClaimThreefold`, `canClaimFifty`, `isFivefoldRepetition`, `isSeventyFiveMoves`,
//! `isCheckmate`, `isStalemate` and `isInsufficientMaterial`.
//!
//! ```text
//! cargo run --release --example review_oracle -- ../shared/data/python-chess
//! ```
//!
//! Takes JSONL files or folders of them; prints games, plies and mismatches per file, the
//! first mismatches in detail, and the time taken; exits 1 on any mismatch, 2 when the data
//! cannot be read.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use arbiter_quiz::laws::Edition;
use arbiter_quiz::laws::record::{GameRecord, parse_position};
use arbiter_quiz::laws::review::{PlyReport, review};
use serde_json::Value;
use shakmaty::CastlingMode;

/// How many mismatches to describe in full; the counts cover all of them.
const SHOWN: usize = 20;

/// An oracle field and how to read the same fact from our report.
type Flag = (&'static str, fn(&PlyReport) -> bool);

/// The oracle's flags that the review must reproduce.
const FLAGS: [Flag; 7] = [
    ("canClaimThreefold", PlyReport::can_claim_threefold),
    ("canClaimFifty", PlyReport::can_claim_fifty),
    ("isFivefoldRepetition", |r| r.fivefold),
    ("isSeventyFiveMoves", |r| r.seventy_five),
    ("isCheckmate", |r| r.checkmate),
    ("isStalemate", |r| r.stalemate),
    ("isInsufficientMaterial", |r| r.insufficient_material),
];

/// The totals of one file.
#[derive(Debug, Default)]
struct Tally {
    games: usize,
    plies: usize,
    mismatches: usize,
    dead: usize,
    /// How often the oracle says each of [`FLAGS`] holds: shows what the comparison covers.
    held: [usize; FLAGS.len()],
    time: Duration,
}

fn main() -> ExitCode {
    let args: Vec<PathBuf> = std::env::args_os().skip(1).map(PathBuf::from).collect();
    if args.is_empty() {
        eprintln!("usage: review_oracle DIR_OR_JSONL...");
        return ExitCode::from(2);
    }
    let files = match jsonl_files(&args) {
        Ok(files) if !files.is_empty() => files,
        Ok(_) => {
            eprintln!("no .jsonl files found");
            return ExitCode::from(2);
        }
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let started = Instant::now();
    let mut total = Tally::default();
    let mut shown = 0;
    println!(
        "{:<40} {:>6} {:>7} {:>10} {:>6} {:>9}",
        "file", "games", "plies", "mismatches", "dead", "ms"
    );
    for file in &files {
        let tally = match check_file(file, &mut shown) {
            Ok(tally) => tally,
            Err(e) => {
                eprintln!("{}: {e}", file.display());
                return ExitCode::from(2);
            }
        };
        let name = file.file_name().map_or_else(
            || file.display().to_string(),
            |n| n.to_string_lossy().into(),
        );
        println!(
            "{:<40} {:>6} {:>7} {:>10} {:>6} {:>9.1}",
            name,
            tally.games,
            tally.plies,
            tally.mismatches,
            tally.dead,
            tally.time.as_secs_f64() * 1e3
        );
        total.games += tally.games;
        total.plies += tally.plies;
        total.mismatches += tally.mismatches;
        total.dead += tally.dead;
        total.time += tally.time;
        for (sum, count) in total.held.iter_mut().zip(tally.held) {
            *sum += count;
        }
    }
    let wall = started.elapsed();
    println!(
        "{:<40} {:>6} {:>7} {:>10} {:>6} {:>9.1}",
        "total",
        total.games,
        total.plies,
        total.mismatches,
        total.dead,
        total.time.as_secs_f64() * 1e3
    );
    #[allow(clippy::cast_precision_loss)]
    let per_ply = total.time.as_secs_f64() * 1e6 / total.plies.max(1) as f64;
    println!(
        "{} files; review time {:.1} ms ({per_ply:.1} µs per ply, dead-position test included); \
         wall time {:.1} ms",
        files.len(),
        total.time.as_secs_f64() * 1e3,
        wall.as_secs_f64() * 1e3
    );
    let held: Vec<String> = FLAGS
        .iter()
        .zip(total.held)
        .map(|((name, _), count)| format!("{name} {count}"))
        .collect();
    println!("plies where the oracle's flag is true: {}", held.join(", "));
    if total.mismatches == 0 {
        println!("no mismatches");
        ExitCode::SUCCESS
    } else {
        println!("{} mismatches", total.mismatches);
        ExitCode::FAILURE
    }
}

/// The JSONL files named, folders expanded (sorted by name).
fn jsonl_files(args: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let mut files = Vec::new();
    for arg in args {
        if arg.is_dir() {
            let entries = std::fs::read_dir(arg).map_err(|e| format!("{}: {e}", arg.display()))?;
            let mut found: Vec<PathBuf> = entries
                .filter_map(Result::ok)
                .map(|entry| entry.path())
                .filter(|path| path.extension().is_some_and(|ext| ext == "jsonl"))
                .collect();
            found.sort();
            files.extend(found);
        } else {
            files.push(arg.clone());
        }
    }
    Ok(files)
}

/// Checks every game of one file, printing the first mismatches in full.
fn check_file(path: &Path, shown: &mut usize) -> Result<Tally, String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let mut tally = Tally::default();
    for (index, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let game: Value =
            serde_json::from_str(line).map_err(|e| format!("line {}: {e}", index + 1))?;
        let label = format!("{}:{}", path.display(), index + 1);
        let (record, moves) = replay(&game).map_err(|e| format!("{label}: {e}"))?;
        let started = Instant::now();
        let reports = review(&record, Edition::E2023);
        tally.time += started.elapsed();
        tally.games += 1;
        tally.plies += moves.len();
        if reports.len() != moves.len() {
            tally.mismatches += 1;
            eprintln!(
                "{label}: {} plies reviewed of {}",
                reports.len(),
                moves.len()
            );
        }
        for (report, expected) in reports.iter().zip(moves) {
            tally.dead += usize::from(report.dead);
            for (count, (name, _)) in tally.held.iter_mut().zip(FLAGS) {
                *count += usize::from(expected[name].as_bool() == Some(true));
            }
            let problems = compare(report, expected);
            if problems.is_empty() {
                continue;
            }
            tally.mismatches += 1;
            if *shown < SHOWN {
                *shown += 1;
                eprintln!(
                    "{label} ply {} ({}{} {}): {}",
                    report.ply,
                    report.move_number,
                    if report.side.is_white() { "." } else { "..." },
                    report.san,
                    problems.join("; ")
                );
            }
        }
    }
    Ok(tally)
}

/// The game's record, built from its start position and SAN moves, and its oracle entries.
fn replay(game: &Value) -> Result<(GameRecord, &[Value]), String> {
    let moves = game["moves"]
        .as_array()
        .ok_or("no \"moves\" array")?
        .as_slice();
    let mut record = match game["startFen"].as_str() {
        Some(fen) => {
            let start = parse_position(fen, CastlingMode::Standard).map_err(|e| e.to_string())?;
            GameRecord::new(start, CastlingMode::Standard)
        }
        None => GameRecord::standard(),
    };
    for entry in moves {
        let san = entry["san"].as_str().ok_or("a move without \"san\"")?;
        record.play_san(san).map_err(|e| e.to_string())?;
    }
    Ok((record, moves))
}

/// What differs between our report and the oracle's entry for the same ply.
fn compare(report: &PlyReport, expected: &Value) -> Vec<String> {
    let mut problems = Vec::new();
    let fen = report.fen();
    if expected["fenAfter"].as_str() != Some(fen.as_str()) {
        problems.push(format!("fen {fen} expected {}", expected["fenAfter"]));
    }
    for (name, ours) in FLAGS {
        let theirs = expected[name].as_bool();
        if theirs != Some(ours(report)) {
            problems.push(format!("{name} {} expected {theirs:?}", ours(report)));
        }
    }
    problems
}
