//! Benchmark of the mate analyzer on the Chess Unwinnability Analyzer's data sets.
//!
//! Run with `cargo run --release --example cha_bench -- ../shared/data/cha [parts]`, where
//! parts is any of `vector`, `unfair`, `lichess` (or only `lichess-quick` or `lichess-full`),
//! `ashlar` (default: all), and optionally `nodes=N` to change the test vectors' node budget
//! (10,000,000 by default, as in CHA's own test). It prints, per data
//! set, how many verdicts are right, wrong and undetermined, and how fast the analysis runs.
//! A wrong verdict (or a mating line that does not replay) is printed loudly and makes the
//! process exit with status 1.

use std::{
    fs,
    path::{Path, PathBuf},
    process::ExitCode,
    time::{Duration, Instant},
};

use arbiter_quiz::laws::mate::{Limits, MateVerdict, can_mate_with_stats, lenient_position};
use shakmaty::{Chess, Color, Position, fen::Fen};

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let dir = PathBuf::from(
        args.next()
            .unwrap_or_else(|| "../shared/data/cha".to_owned()),
    );
    let mut parts: Vec<String> = args.collect();
    // `nodes=N` overrides the test vectors' budget (handy for quick experiments).
    let mut vector_nodes = 10_000_000;
    parts.retain(|p| match p.strip_prefix("nodes=").map(str::parse) {
        Some(Ok(n)) => {
            vector_nodes = n;
            false
        }
        _ => true,
    });
    let wanted = |name: &str| parts.is_empty() || parts.iter().any(|p| p == name);
    let mut wrong = 0;
    if wanted("vector") {
        wrong += test_vector(&dir.join("test-vector.txt"), vector_nodes);
    }
    if wanted("unfair") {
        unfair(&dir.join("unfair-2022.txt"));
    }
    let (quick, full) = (wanted("lichess-quick"), wanted("lichess-full"));
    if wanted("lichess") || quick || full {
        let both = wanted("lichess");
        lichess(
            &dir.join("lichess-30K-games.txt"),
            both || quick,
            both || full,
        );
    }
    if wanted("ashlar") {
        wrong += ashlar(&dir.join("../ashlar/ambrona-unwinnability.tsv"));
    }
    if wrong > 0 {
        println!("!!!!! {wrong} WRONG verdicts !!!!!");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}

/// The text of a data file; a missing file ends the benchmark with a message.
fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| {
        eprintln!("cannot read {}: {e}", path.display());
        std::process::exit(2)
    })
}

fn load(fen: &str) -> Option<Chess> {
    let setup = fen.parse::<Fen>().ok()?.into_setup();
    lenient_position(setup).ok()
}

/// Checks a verdict against the expectation; a winnable line must replay to a mate by `side`.
fn judge(pos: &Chess, side: Color, verdict: &MateVerdict, expected: Option<bool>) -> Judgement {
    match verdict {
        MateVerdict::Undetermined => Judgement::Undetermined,
        MateVerdict::Winnable(line) => {
            let mut current = pos.clone();
            for m in line {
                if !current.is_legal(*m) {
                    return Judgement::Wrong;
                }
                current.play_unchecked(*m);
            }
            let mates = current.is_checkmate() && current.turn() != side;
            if mates && expected != Some(false) {
                Judgement::Right
            } else {
                Judgement::Wrong
            }
        }
        MateVerdict::Unwinnable(_) => {
            if expected == Some(true) {
                Judgement::Wrong
            } else {
                Judgement::Right
            }
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Judgement {
    Right,
    Wrong,
    Undetermined,
}

fn test_vector(path: &Path, nodes: u64) -> usize {
    println!("== test vectors ({}, {nodes} nodes) ==", path.display());
    let text = read(path);
    let limits = Limits {
        quick: false,
        nodes,
    };
    let (mut right, mut wrong, mut undetermined, mut total) = (0, 0, 0, 0u64);
    let mut max = (Duration::ZERO, String::new());
    let start = Instant::now();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') || line.len() < 4 {
            continue;
        }
        let (label, fen) = line.split_at(2);
        let Some(pos) = load(fen.trim()) else {
            println!("unreadable: {line}");
            continue;
        };
        let mut chars = label.chars();
        let expect_white = chars.next() == Some('W');
        let expect_black = chars.next() == Some('B');
        for (side, expected) in [(Color::White, expect_white), (Color::Black, expect_black)] {
            let t = Instant::now();
            let analysis = can_mate_with_stats(&pos, side, &limits);
            let took = t.elapsed();
            total += analysis.nodes;
            if took > max.0 {
                max = (took, format!("{label} {} {side}", fen.trim()));
            }
            match judge(&pos, side, &analysis.verdict, Some(expected)) {
                Judgement::Right => right += 1,
                Judgement::Undetermined => {
                    undetermined += 1;
                    println!(
                        "undetermined nodes {} ({label} {} {side})",
                        analysis.nodes,
                        fen.trim()
                    );
                }
                Judgement::Wrong => {
                    wrong += 1;
                    println!(
                        "WRONG!!! {:?} for {side} in {label} {}",
                        analysis.verdict,
                        fen.trim()
                    );
                }
            }
        }
    }
    let elapsed = start.elapsed();
    println!(
        "decided {right} of {} (wrong {wrong}, undetermined {undetermined}); nodes {total}; \
         time {:.1} s; slowest {:.2} s ({})",
        right + wrong + undetermined,
        elapsed.as_secs_f64(),
        max.0.as_secs_f64(),
        max.1
    );
    wrong
}

/// Positions of a file of `FEN game-id` lines, with the side that did not move.
fn game_positions(path: &Path) -> Vec<(Chess, Color)> {
    let text = read(path);
    let mut positions = Vec::new();
    for line in text.lines() {
        let fields: Vec<&str> = line.split_whitespace().collect();
        if fields.len() < 4 {
            continue;
        }
        let fen = fields[..fields.len().min(6)].join(" ");
        match load(&fen) {
            Some(pos) => {
                let side = !pos.turn();
                positions.push((pos, side));
            }
            None => println!("unreadable: {line}"),
        }
    }
    positions
}

struct Timing {
    unwinnable: usize,
    winnable: usize,
    total: Duration,
    max: Duration,
    count: usize,
}

fn timed(positions: &[(Chess, Color)], limits: &Limits) -> Timing {
    let mut timing = Timing {
        unwinnable: 0,
        winnable: 0,
        total: Duration::ZERO,
        max: Duration::ZERO,
        count: 0,
    };
    for (pos, side) in positions {
        let t = Instant::now();
        let verdict = can_mate_with_stats(pos, *side, limits).verdict;
        let took = t.elapsed();
        timing.total += took;
        timing.max = timing.max.max(took);
        timing.count += 1;
        match verdict {
            MateVerdict::Unwinnable(_) => timing.unwinnable += 1,
            MateVerdict::Winnable(ref line) => {
                timing.winnable += 1;
                if judge(pos, *side, &verdict, None) != Judgement::Right {
                    println!("WRONG!!! mating line does not replay: {line:?}");
                }
            }
            MateVerdict::Undetermined => {}
        }
    }
    timing
}

fn report(name: &str, t: &Timing) {
    let secs = t.total.as_secs_f64();
    #[allow(clippy::cast_precision_loss)]
    let (rate, mean) = (t.count as f64 / secs, secs * 1e6 / t.count as f64);
    println!(
        "{name}: {} positions, unwinnable {}, winnable {}, undetermined {}; {rate:.0} positions/s, \
         mean {mean:.1} µs, max {} µs",
        t.count,
        t.unwinnable,
        t.winnable,
        t.count - t.unwinnable - t.winnable,
        t.max.as_micros()
    );
}

fn unfair(path: &Path) {
    println!("== unfair time-outs ({}) ==", path.display());
    let positions = game_positions(path);
    let t = timed(
        &positions,
        &Limits {
            quick: true,
            ..Limits::default()
        },
    );
    report("quick", &t);
    println!(
        "unwinnable for the side not to move: {} of {}",
        t.unwinnable,
        positions.len()
    );
}

fn lichess(path: &Path, quick: bool, full: bool) {
    println!("== lichess time-outs ({}) ==", path.display());
    let positions = game_positions(path);
    if quick {
        report(
            "quick",
            &timed(
                &positions,
                &Limits {
                    quick: true,
                    ..Limits::default()
                },
            ),
        );
    }
    if full {
        report("full", &timed(&positions, &Limits::default()));
    }
}

fn ashlar(path: &Path) -> usize {
    println!("== ashlar CHA verdicts ({}) ==", path.display());
    let text = read(path);
    let (mut agree, mut ours_only, mut theirs_only, mut wrong) = (0, 0, 0, 0);
    for line in text.lines().skip(1) {
        let fields: Vec<&str> = line.split('\t').collect();
        if fields.len() < 5 {
            continue;
        }
        let Some(pos) = load(fields[0]) else {
            println!("unreadable: {line}");
            continue;
        };
        for (side, theirs) in [(Color::White, fields[1]), (Color::Black, fields[2])] {
            let expected = match theirs {
                "WINNABLE" => Some(true),
                "UNWINNABLE" => Some(false),
                _ => None,
            };
            let verdict = can_mate_with_stats(&pos, side, &Limits::default()).verdict;
            match (
                judge(&pos, side, &verdict, expected),
                expected,
                verdict.can_mate(),
            ) {
                (Judgement::Wrong, ..) => {
                    wrong += 1;
                    println!("WRONG!!! {verdict:?} for {side} in {}", fields[0]);
                }
                (_, Some(_), Some(_)) | (_, None, None) => agree += 1,
                (_, Some(_), None) => theirs_only += 1,
                (_, None, Some(_)) => ours_only += 1,
            }
        }
    }
    println!(
        "agree {agree}, decided only by CHA {theirs_only}, decided only by us {ours_only}, \
         wrong {wrong}"
    );
    wrong
}
