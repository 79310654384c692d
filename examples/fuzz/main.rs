//! A seeded, reproducible fuzz harness for every parser of the app: scenario files, FENs,
//! written moves and movetext, PGN, time controls, clock readings, and the progress, exam,
//! exam history and settings files. Each target starts from the project's own files (the library, the test
//! fixtures) and the store's own output, and mutates them at the byte, token and line level.
//!
//! Run it with overflow checks on, so that a silent wrap is a finding (the `fuzz` profile is
//! the release profile with overflow checks), at low priority on a shared machine:
//!
//! ```text
//! nice -n 10 cargo run --profile fuzz --example fuzz -- --seed 1 --iterations 1000000
//! ```
//!
//! `--target clock,fen` runs some targets only (`--list` names them); `--timeout-ms` sets the
//! time after which one input counts as a hang (2000 by default). Every finding, a panic (an
//! overflow is one here), a result that breaks what the target must hold, or a hang, is
//! printed with its input and two ways to run it again: `--seed S --start N --iterations 1`
//! makes input N of seed S again, and `--replay FILE` runs the input saved under
//! `target/fuzz-findings/`. The process exits with 1 when anything was found, 3 on a hang.

mod corpus;
mod mutate;
mod runner;
mod targets;

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::Parser;

use corpus::Corpus;
use mutate::Dictionary;
use runner::{Plan, Tally, overflow_checks_on, quiet_panics};
use targets::{Ctx, TARGETS, Target};

/// The command line.
#[derive(Debug, Parser)]
#[command(about = "Fuzz the parsers of arbiter-quiz, reproducibly")]
struct Args {
    /// The run's seed: the same seed makes the same inputs.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Inputs per target.
    #[arg(long, default_value_t = 1_000_000)]
    iterations: u64,
    /// The number of the first input (to make one input again).
    #[arg(long, default_value_t = 0)]
    start: u64,
    /// The targets to run, comma-separated (default: all).
    #[arg(long, value_delimiter = ',')]
    target: Vec<String>,
    /// Milliseconds one input may take before it counts as a hang.
    #[arg(long, default_value_t = 2000)]
    timeout_ms: u64,
    /// Runs the input saved in this file (with one `--target`) instead of making inputs.
    #[arg(long)]
    replay: Option<PathBuf>,
    /// Prints the inputs instead of running them (to look at what the mutations make).
    #[arg(long)]
    show: bool,
    /// Names the targets and what each reads.
    #[arg(long)]
    list: bool,
    /// The project folder, whose files are the seeds.
    #[arg(long, default_value = env!("CARGO_MANIFEST_DIR"))]
    root: PathBuf,
    /// Where inputs that found something are saved.
    #[arg(long, default_value = "target/fuzz-findings")]
    findings: PathBuf,
}

fn main() -> ExitCode {
    let args = Args::parse();
    if args.list {
        for t in &TARGETS {
            println!("{:<14} {}", t.name, t.about);
        }
        return ExitCode::SUCCESS;
    }
    let chosen: Vec<&'static Target> = TARGETS
        .iter()
        .filter(|t| args.target.is_empty() || args.target.iter().any(|n| n == t.name))
        .collect();
    if chosen.len() < args.target.len() {
        eprintln!("unknown target among {:?}; --list names them", args.target);
        return ExitCode::from(2);
    }
    quiet_panics();
    if !overflow_checks_on() {
        eprintln!(
            "warning: this build does not check for overflow, so a silent wrap goes unseen; \
             run with --profile fuzz"
        );
    }
    if let Some(file) = &args.replay {
        return replay(&chosen, file);
    }
    let corpus = Corpus::read(&args.root);
    let plan = Plan {
        seed: args.seed,
        start: args.start,
        count: args.iterations,
        limit: Duration::from_millis(args.timeout_ms),
        findings: &args.findings,
    };
    println!(
        "seed {}, inputs {}..{} per target, {} ms per input at most",
        args.seed,
        args.start,
        args.start.saturating_add(args.iterations),
        args.timeout_ms
    );
    let mut tallies: Vec<(&Target, usize, Tally)> = Vec::new();
    for target in chosen {
        let seeds = (target.seeds)(&corpus);
        let dict = Dictionary::of(seeds);
        if args.show {
            for n in args.start..args.start.saturating_add(args.iterations) {
                let input = runner::input(target, seeds, &dict, args.seed, n);
                println!("{} {n}: {}", target.name, input.escape_ascii());
            }
            continue;
        }
        let tally = runner::run(target, seeds, &dict, &plan);
        println!(
            "{:<14} {:>9} inputs in {:>7.1} s  read {:>9}  panics {}  broken {}",
            target.name,
            tally.inputs,
            tally.time.as_secs_f64(),
            tally.read,
            tally.panics,
            tally.broken
        );
        tallies.push((target, seeds.len(), tally));
    }
    if args.show {
        return ExitCode::SUCCESS;
    }
    summary(&tallies)
}

/// Prints the table of the run; the exit status says whether anything was found.
// Counts of inputs stay far below 2^52, where a float starts to round them.
#[allow(clippy::cast_precision_loss)]
fn summary(tallies: &[(&Target, usize, Tally)]) -> ExitCode {
    println!();
    println!(
        "| target | seeds | inputs | read | seconds | inputs/s | slowest input | panics | broken |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    let mut found = 0;
    for (target, seeds, t) in tallies {
        let rate = t.inputs as f64 / t.time.as_secs_f64().max(1e-9);
        println!(
            "| {} | {seeds} | {} | {:.1} % | {:.1} | {rate:.0} | #{} ({:.1} ms) | {} | {} |",
            target.name,
            t.inputs,
            t.read as f64 * 100.0 / (t.inputs.max(1) as f64),
            t.time.as_secs_f64(),
            t.slowest.0,
            t.slowest.1.as_secs_f64() * 1000.0,
            t.panics,
            t.broken
        );
        found += t.findings.len();
    }
    if found == 0 {
        println!("\nnothing found");
        ExitCode::SUCCESS
    } else {
        println!("\n{found} distinct findings (above, each with its input)");
        ExitCode::FAILURE
    }
}

/// Runs one saved input through the chosen target.
fn replay(chosen: &[&'static Target], file: &PathBuf) -> ExitCode {
    let [target] = chosen else {
        eprintln!("--replay needs exactly one --target");
        return ExitCode::from(2);
    };
    let input = match std::fs::read(file) {
        Ok(bytes) => bytes,
        Err(e) => {
            eprintln!("{}: {e}", file.display());
            return ExitCode::from(2);
        }
    };
    match runner::run_one(&Ctx::new(), target, &input) {
        Ok(read) => {
            let how = if read { "read" } else { "refused" };
            println!(
                "`{}` on {}: {how}, nothing found",
                target.name,
                file.display()
            );
            ExitCode::SUCCESS
        }
        Err((kind, why)) => {
            println!("`{}` on {}: {kind}: {why}", target.name, file.display());
            ExitCode::FAILURE
        }
    }
}
