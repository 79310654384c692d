//! Benchmark of the mate analyzer on the Chess Unwinnability Analyzer's (CHA's) data sets.
//!
//! ```sh
//! cargo run --release --example cha_bench -- ../shared/data/cha [SETS...] [OPTIONS]
//! ```
//!
//! SETS are any of `vector` (the 1,803 test vectors, both sides each, at `--nodes`, 10,000,000
//! by default as in CHA's own test), `unfair` (the 88,387 unfair time-outs, quick mode),
//! `lichess` (both of `lichess-quick` and `lichess-full`: the 30,000 lichess time-outs, quick
//! mode and full mode at the default budget) and `ashlar` (CHA's full-mode verdicts on 1,362
//! positions); all of them by default. `--hash MB` sizes the analyzer's table, `--vectors FILE`
//! reads the test vectors from another file, `--top K` lists the K slowest questions of a set.
//!
//! For each set it prints how many questions were decided (winnable, unwinnable) and left
//! undetermined, how many verdicts are wrong (a mating line that does not replay, or a verdict
//! that contradicts the data), the wall-clock and processor time, the peak memory of the
//! process during the set (`VmHWM`), and the longest mating line. A wrong verdict is printed
//! loudly and makes the process exit with status 1.
//!
//! `--compare PATH` instead reads an output file of CHA (lines such as `winnable e2e4 ... nodes
//! 120 time 35 (FEN white)`, `unwinnable nodes ... (FEN)` or `undetermined ...`), asks our
//! analyzer each question it lists (with `--quick`, in quick mode; else at `--nodes`), and
//! lists every question on which the two disagree.

use std::{
    fs::File,
    io::{BufRead, BufReader},
    path::{Path, PathBuf},
    process::ExitCode,
    time::{Duration, Instant},
};

use arbiter_quiz::laws::mate::{Analyzer, DEFAULT_HASH_MB, Limits, MateVerdict, Query};
use clap::Parser;
use shakmaty::{Chess, Color, Position};

/// Command line of the benchmark.
#[derive(Debug, Parser)]
struct Args {
    /// Folder of CHA's data files.
    #[arg(default_value = "../shared/data/cha")]
    dir: PathBuf,
    /// Data sets to run: vector, unfair, lichess, lichess-quick, lichess-full, ashlar.
    sets: Vec<String>,
    /// Node budget for the test vectors and for --compare.
    #[arg(long, default_value_t = 10_000_000)]
    nodes: u64,
    /// Size of the analyzer's table in megabytes.
    #[arg(long, default_value_t = DEFAULT_HASH_MB)]
    hash: usize,
    /// Test vectors from this file instead of the data folder's.
    #[arg(long)]
    vectors: Option<PathBuf>,
    /// List this many of the slowest questions of each set.
    #[arg(long, default_value_t = 0)]
    top: usize,
    /// Compare with this output file of CHA instead of running the data sets.
    #[arg(long)]
    compare: Option<PathBuf>,
    /// With --compare: ask in quick mode.
    #[arg(long)]
    quick: bool,
}

fn main() -> ExitCode {
    let args = Args::parse();
    if let Some(path) = &args.compare {
        let limits = Limits {
            quick: args.quick,
            nodes: args.nodes,
        };
        return compare(path, &limits, &mut Analyzer::with_hash_mb(args.hash));
    }
    let wanted = |name: &str| {
        args.sets.is_empty()
            || args
                .sets
                .iter()
                .any(|s| s == name || (s == "lichess" && name.starts_with("lichess-")))
    };
    let full = Limits {
        quick: false,
        nodes: args.nodes,
    };
    let quick = Limits {
        quick: true,
        ..Limits::default()
    };
    let mut wrong = 0;
    if wanted("vector") {
        let path = args
            .vectors
            .clone()
            .unwrap_or_else(|| args.dir.join("test-vector.txt"));
        wrong += run_set(
            &format!("test vectors, {} nodes", args.nodes),
            &path,
            &full,
            args.hash,
            args.top,
            vector_questions,
        );
    }
    if wanted("unfair") {
        wrong += run_set(
            "unfair time-outs, quick",
            &args.dir.join("unfair-2022.txt"),
            &quick,
            args.hash,
            args.top,
            |line| game_question(line, Some(false)),
        );
    }
    let lichess = args.dir.join("lichess-30K-games.txt");
    if wanted("lichess-quick") {
        wrong += run_set(
            "lichess time-outs, quick",
            &lichess,
            &quick,
            args.hash,
            args.top,
            |line| game_question(line, None),
        );
    }
    if wanted("lichess-full") {
        wrong += run_set(
            "lichess time-outs, full",
            &lichess,
            &Limits::default(),
            args.hash,
            args.top,
            |line| game_question(line, None),
        );
    }
    if wanted("ashlar") {
        wrong += run_set(
            "ashlar, CHA's full verdicts",
            &args.dir.join("../ashlar/ambrona-unwinnability.tsv"),
            &Limits::default(),
            args.hash,
            args.top,
            ashlar_questions,
        );
    }
    if wrong > 0 {
        println!("!!!!! {wrong} WRONG verdicts !!!!!");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}

/// One question of a data set, with the answer the data expects, if it says.
struct Question {
    text: String,
    pos: Chess,
    side: Color,
    expected: Option<bool>,
}

/// The lines of a data file, one at a time; a missing file ends the benchmark with a message.
fn lines(path: &Path) -> impl Iterator<Item = String> {
    let file = File::open(path).unwrap_or_else(|e| {
        eprintln!("cannot read {}: {e}", path.display());
        std::process::exit(2)
    });
    BufReader::new(file).lines().map_while(Result::ok)
}

/// The two questions of a test-vector line (`WB FEN`, `W- FEN`, ...).
fn vector_questions(line: &str) -> Vec<Question> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Vec::new();
    }
    let Some((label, fen)) = line.split_once(' ') else {
        return Vec::new();
    };
    let Ok(query) = Query::parse(fen) else {
        println!("unreadable: {line}");
        return Vec::new();
    };
    let mut marks = label.chars();
    let answers = [marks.next() == Some('W'), marks.next() == Some('B')];
    [Color::White, Color::Black]
        .into_iter()
        .zip(answers)
        .map(|(side, expected)| Question {
            text: format!("{line} {side}"),
            pos: query.position.clone(),
            side,
            expected: Some(expected),
        })
        .collect()
}

/// The question of a game line (`FEN game-id`): can the side not to move mate?
fn game_question(line: &str, expected: Option<bool>) -> Vec<Question> {
    match Query::parse(line) {
        Ok(query) => vec![Question {
            text: line.to_owned(),
            pos: query.position,
            side: query.side,
            expected,
        }],
        Err(_) if line.trim().is_empty() => Vec::new(),
        Err(e) => {
            println!("unreadable ({e}): {line}");
            Vec::new()
        }
    }
}

/// The two questions of an ashlar line, with CHA's full verdicts as expectations.
fn ashlar_questions(line: &str) -> Vec<Question> {
    let fields: Vec<&str> = line.split('\t').collect();
    if fields.len() < 5 || fields[0] == "fen" {
        return Vec::new();
    }
    let Ok(query) = Query::parse(fields[0]) else {
        println!("unreadable: {line}");
        return Vec::new();
    };
    [(Color::White, fields[1]), (Color::Black, fields[2])]
        .into_iter()
        .map(|(side, theirs)| Question {
            text: format!("{} {side}", fields[0]),
            pos: query.position.clone(),
            side,
            expected: match theirs {
                "WINNABLE" => Some(true),
                "UNWINNABLE" => Some(false),
                _ => None,
            },
        })
        .collect()
}

/// Whether a verdict is wrong: a mating line that is illegal or does not end in a mate by
/// `side`, or a verdict the data contradicts.
fn is_wrong(pos: &Chess, side: Color, verdict: &MateVerdict, expected: Option<bool>) -> bool {
    match verdict {
        MateVerdict::Undetermined => false,
        MateVerdict::Winnable(line) => {
            let mut current = pos.clone();
            for m in line {
                if !current.is_legal(*m) {
                    return true;
                }
                current.play_unchecked(*m);
            }
            !(current.is_checkmate() && current.turn() != side) || expected == Some(false)
        }
        MateVerdict::Unwinnable(_) => expected == Some(true),
    }
}

/// Counts of one data set.
#[derive(Default)]
struct Tally {
    questions: usize,
    winnable: usize,
    unwinnable: usize,
    wrong: usize,
    /// Decided by CHA (ashlar) but not by us, and the other way round.
    only_theirs: usize,
    only_ours: usize,
    nodes: u64,
    longest: usize,
    plies: usize,
    slowest: Vec<(Duration, u64, String)>,
}

/// Runs every question of a data file with an analyzer whose table takes at most `hash_mb`
/// megabytes and prints the set's figures; returns the wrong count.
fn run_set(
    name: &str,
    path: &Path,
    limits: &Limits,
    hash_mb: usize,
    top: usize,
    questions: impl Fn(&str) -> Vec<Question>,
) -> usize {
    println!("== {name} ({}) ==", path.display());
    // Each set starts from a fresh analyzer, as a fresh process would.
    let mut analyzer = Analyzer::with_hash_mb(hash_mb);
    reset_peak_memory();
    let mut tally = Tally::default();
    let (wall, cpu) = (Instant::now(), cpu_time());
    for line in lines(path) {
        for q in questions(&line) {
            let started = Instant::now();
            let analysis = analyzer.analyse(&q.pos, q.side, limits);
            let took = started.elapsed();
            tally.questions += 1;
            tally.nodes += analysis.nodes;
            match &analysis.verdict {
                MateVerdict::Winnable(line) => {
                    tally.winnable += 1;
                    tally.longest = tally.longest.max(line.len());
                    tally.plies += line.len();
                }
                MateVerdict::Unwinnable(_) => tally.unwinnable += 1,
                MateVerdict::Undetermined => {
                    if q.expected.is_some() {
                        println!("undetermined, {} nodes: {}", analysis.nodes, q.text);
                    }
                }
            }
            match (q.expected, analysis.verdict.can_mate()) {
                (Some(_), None) => tally.only_theirs += 1,
                (None, Some(_)) => tally.only_ours += 1,
                _ => {}
            }
            if is_wrong(&q.pos, q.side, &analysis.verdict, q.expected) {
                tally.wrong += 1;
                println!("WRONG!!! {:?} for {}", analysis.verdict, q.text);
            }
            if top > 0 {
                tally.slowest.push((took, analysis.nodes, q.text));
                if tally.slowest.len() > 4 * top {
                    tally.slowest.sort_by_key(|s| std::cmp::Reverse(s.0));
                    tally.slowest.truncate(top);
                }
            }
        }
    }
    let (wall, cpu) = (wall.elapsed(), cpu_time().saturating_sub(cpu));
    report(&tally, wall, cpu, top);
    tally.wrong
}

fn report(t: &Tally, wall: Duration, cpu: Duration, top: usize) {
    let decided = t.winnable + t.unwinnable;
    #[allow(clippy::cast_precision_loss)]
    let (per_question, mean_line) = (
        wall.as_secs_f64() * 1e6 / t.questions.max(1) as f64,
        t.plies as f64 / t.winnable.max(1) as f64,
    );
    println!(
        "decided {decided} of {} (winnable {}, unwinnable {}), undetermined {}; wrong {}",
        t.questions,
        t.winnable,
        t.unwinnable,
        t.questions - decided,
        t.wrong
    );
    if t.only_theirs > 0 || (t.only_ours > 0 && t.only_ours < decided) {
        println!(
            "decided by the data only {}, by us only {}",
            t.only_theirs, t.only_ours
        );
    }
    println!(
        "wall {:.2} s, cpu {:.2} s, {per_question:.1} µs per question; nodes {}; peak memory {}; \
         longest line {} plies (mean {mean_line:.1})",
        wall.as_secs_f64(),
        cpu.as_secs_f64(),
        t.nodes,
        peak_memory().map_or_else(
            || "unknown".to_owned(),
            |kb| format!("{:.1} MB", kb / 1024.0)
        ),
        t.longest
    );
    let mut slowest = t.slowest.clone();
    slowest.sort_by_key(|s| std::cmp::Reverse(s.0));
    for (took, nodes, text) in slowest.iter().take(top) {
        println!("  {:8.3} s {nodes:>10} nodes  {text}", took.as_secs_f64());
    }
}

/// Asks our analyzer every question of a CHA output file and lists the disagreements.
fn compare(path: &Path, limits: &Limits, analyzer: &mut Analyzer) -> ExitCode {
    println!("== compare with {} ==", path.display());
    let (mut agree, mut only_theirs, mut only_ours, mut contradictions, mut wrong) =
        (0, 0, 0, 0, 0);
    for line in lines(path) {
        let Some((theirs, input)) = cha_answer(&line) else {
            continue;
        };
        let Ok(query) = Query::parse(input) else {
            println!("unreadable: {line}");
            continue;
        };
        let verdict = analyzer
            .analyse(&query.position, query.side, limits)
            .verdict;
        if is_wrong(&query.position, query.side, &verdict, None) {
            wrong += 1;
            println!("WRONG!!! {verdict:?} for {input}");
        }
        let ours = verdict.can_mate();
        let word = |v: Option<bool>| match v {
            Some(true) => "winnable",
            Some(false) => "unwinnable",
            None => "undetermined",
        };
        match (theirs, ours) {
            (a, b) if a == b => {
                agree += 1;
                continue;
            }
            (Some(_), Some(_)) => contradictions += 1,
            (Some(_), None) => only_theirs += 1,
            (None, Some(_)) => only_ours += 1,
            (None, None) => unreachable!("equal verdicts are counted above"),
        }
        println!("CHA {:<12} ours {:<12} {input}", word(theirs), word(ours));
    }
    println!(
        "agree {agree}; decided by CHA only {only_theirs}, by us only {only_ours}; \
         contradictions {contradictions}; wrong lines {wrong}"
    );
    if contradictions + wrong > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// CHA's verdict on an output line, and the question it echoes in parentheses (a test-vector
/// label in front of the FEN is dropped).
fn cha_answer(line: &str) -> Option<(Option<bool>, &str)> {
    let verdict = match line.split_whitespace().next()? {
        "winnable" => Some(true),
        "unwinnable" => Some(false),
        "undetermined" => None,
        _ => return None,
    };
    let open = line.find('(')?;
    let close = line.rfind(')')?;
    let mut input = line.get(open + 1..close)?.trim();
    if let Some((label, rest)) = input.split_once(' ')
        && label.len() == 2
        && label.chars().all(|c| matches!(c, 'W' | 'B' | '-'))
    {
        input = rest;
    }
    Some((verdict, input))
}

/// Resets the kernel's record of the process's peak memory, so that each set reports its own.
fn reset_peak_memory() {
    // Writing 5 to clear_refs resets VmHWM (Linux 4.0 and later); elsewhere the figure stays
    // the peak of the whole run.
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

/// The process's peak resident memory in kilobytes (`VmHWM`), where the system tells it.
fn peak_memory() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Processor time the process has used so far (from /proc/self/schedstat; zero elsewhere).
fn cpu_time() -> Duration {
    std::fs::read_to_string("/proc/self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .map_or(Duration::ZERO, Duration::from_nanos)
}
