//! Runs one target over many inputs: input `n` of a run is made from the seed, the target's
//! name and `n` alone, so any input can be made again by itself. Each run is caught if it
//! panics (an overflow is a panic in this build), each result is checked, and a watchdog on
//! the calling thread stops everything when one input runs longer than the time limit. A
//! finding is printed with the input and the command that reproduces it, and the input is
//! saved to a file.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use rand::RngExt;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::mutate::{Dictionary, mutate};
use super::targets::{Ctx, Target};

/// The message of the last panic, kept by the hook instead of printed.
static LAST_PANIC: Mutex<Option<String>> = Mutex::new(None);

/// Keeps panic messages (with their place) for the report instead of printing them.
pub fn quiet_panics() {
    std::panic::set_hook(Box::new(|info| {
        let place = info.location().map_or_else(String::new, |l| {
            format!(" at {}:{}:{}", l.file(), l.line(), l.column())
        });
        let message = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        if let Ok(mut last) = LAST_PANIC.lock() {
            *last = Some(format!("{message}{place}"));
        }
    }));
}

/// Whether this build panics on integer overflow (the fuzz profile, or a debug build); without
/// it a silent wrap would go unseen.
pub fn overflow_checks_on() -> bool {
    let max = std::hint::black_box(u8::MAX);
    catch_unwind(|| max + std::hint::black_box(1)).is_err()
}

/// A 64-bit mix (the finaliser of `SplitMix64`), to derive each input's generator.
fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// Input `n` of `target`'s run with `seed`.
pub fn input(target: &Target, seeds: &[Vec<u8>], dict: &Dictionary, seed: u64, n: u64) -> Vec<u8> {
    let name = target
        .name
        .bytes()
        .fold(0_u64, |h, b| mix(h ^ u64::from(b)));
    let mut rng = ChaCha8Rng::seed_from_u64(mix(mix(seed) ^ name) ^ mix(n));
    if seeds.is_empty() {
        return Vec::new();
    }
    let base = &seeds[rng.random_range(0..seeds.len())];
    mutate(&mut rng, base, seeds, dict)
}

/// What a run of one target found.
#[derive(Debug, Default)]
pub struct Tally {
    /// Inputs run.
    pub inputs: u64,
    /// Inputs the parser read (the rest it refused, as it should most of them).
    pub read: u64,
    /// Time taken.
    pub time: Duration,
    /// Inputs that panicked.
    pub panics: u64,
    /// Inputs whose result broke what the target must hold.
    pub broken: u64,
    /// The slowest input: its number and time.
    pub slowest: (u64, Duration),
    /// Distinct findings (by message), in the order met.
    pub findings: Vec<String>,
}

/// How to run and where to report.
pub struct Plan<'a> {
    /// The run's seed.
    pub seed: u64,
    /// The first input number.
    pub start: u64,
    /// How many inputs.
    pub count: u64,
    /// The longest an input may take before it counts as a hang.
    pub limit: Duration,
    /// Where inputs that found something are saved.
    pub findings: &'a Path,
}

/// Escapes an input for the terminal, cut after `max` bytes.
fn shown(input: &[u8], max: usize) -> String {
    let cut = input.len().min(max);
    let text: String = input[..cut].escape_ascii().to_string();
    if cut < input.len() {
        format!("{text}… ({} bytes in all)", input.len())
    } else {
        text
    }
}

/// Saves an input that found something, and prints how to run it again.
fn report(
    plan: &Plan<'_>,
    target: &Target,
    n: u64,
    kind: &str,
    why: &str,
    input: &[u8],
) -> PathBuf {
    let file = plan
        .findings
        .join(format!("{}-seed{}-input{n}.bin", target.name, plan.seed));
    let saved = std::fs::create_dir_all(plan.findings).and_then(|()| std::fs::write(&file, input));
    println!(
        "FINDING ({kind}) in `{}`, seed {}, input {n}: {why}",
        target.name, plan.seed
    );
    println!("  input: \"{}\"", shown(input, 600));
    match saved {
        Ok(()) => println!("  saved: {}", file.display()),
        Err(e) => println!("  not saved ({e})"),
    }
    println!(
        "  again: cargo run --profile fuzz --example fuzz -- --target {} --seed {} --start {n} --iterations 1",
        target.name, plan.seed
    );
    println!(
        "     or: cargo run --profile fuzz --example fuzz -- --target {} --replay {}",
        target.name,
        file.display()
    );
    file
}

/// Runs one input, catching a panic: whether it was read, or `Err((kind, why))` for a
/// finding.
pub fn run_one(ctx: &Ctx, target: &Target, input: &[u8]) -> Result<bool, (&'static str, String)> {
    match catch_unwind(AssertUnwindSafe(|| (target.run)(ctx, input))) {
        Ok(Ok(read)) => Ok(read),
        Ok(Err(why)) => Err(("broken", why)),
        Err(_) => {
            let why = LAST_PANIC
                .lock()
                .ok()
                .and_then(|mut m| m.take())
                .unwrap_or_default();
            Err(("panic", why))
        }
    }
}

/// The number of the input being run, with `IDLE` between inputs, and when it started.
const IDLE: u64 = u64::MAX;

/// Runs `plan.count` inputs of `target` on a worker thread, watching for hangs.
pub fn run(
    target: &'static Target,
    seeds: &[Vec<u8>],
    dict: &Dictionary,
    plan: &Plan<'_>,
) -> Tally {
    let current = AtomicU64::new(IDLE);
    let started_ns = AtomicU64::new(0);
    let epoch = Instant::now();
    std::thread::scope(|scope| {
        let worker = scope.spawn(|| {
            let ctx = Ctx::new();
            let mut tally = Tally::default();
            let began = Instant::now();
            for n in plan.start..plan.start.saturating_add(plan.count) {
                let data = input(target, seeds, dict, plan.seed, n);
                let t0 = Instant::now();
                started_ns.store(nanos(epoch.elapsed()), Ordering::Relaxed);
                current.store(n, Ordering::Release);
                let outcome = run_one(&ctx, target, &data);
                current.store(IDLE, Ordering::Release);
                let took = t0.elapsed();
                if took > tally.slowest.1 {
                    tally.slowest = (n, took);
                }
                tally.inputs += 1;
                tally.read += u64::from(outcome == Ok(true));
                if let Err((kind, why)) = outcome {
                    if kind == "panic" {
                        tally.panics += 1;
                    } else {
                        tally.broken += 1;
                    }
                    // Each distinct finding is told once, with the first input that shows it.
                    let what = if kind == "panic" {
                        why.as_str()
                    } else {
                        why.split_once(": ").map_or(why.as_str(), |(what, _)| what)
                    };
                    let key = format!("{kind}: {what}");
                    if !tally.findings.contains(&key) {
                        report(plan, target, n, kind, &why, &data);
                        tally.findings.push(key);
                    }
                }
            }
            tally.time = began.elapsed();
            tally
        });
        // The watchdog: a run cannot be stopped from outside, so a hang ends the process.
        while !worker.is_finished() {
            std::thread::sleep(Duration::from_millis(20));
            let n = current.load(Ordering::Acquire);
            let since = nanos(epoch.elapsed()).saturating_sub(started_ns.load(Ordering::Relaxed));
            if n != IDLE && Duration::from_nanos(since) > plan.limit {
                let data = input(target, seeds, dict, plan.seed, n);
                let why = format!("still running after {} ms", plan.limit.as_millis());
                report(plan, target, n, "hang", &why, &data);
                std::process::exit(3);
            }
        }
        worker.join().unwrap_or_default()
    })
}

/// A duration in whole nanoseconds, saturating.
fn nanos(d: Duration) -> u64 {
    u64::try_from(d.as_nanos()).unwrap_or(u64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::corpus::Corpus;

    /// A target with a wrap in it: the sum of its bytes in a byte.
    const WRAPS: Target = Target {
        name: "wraps",
        about: "adds its bytes up in a u8",
        seeds: |c| &c.clocks,
        run: |_, input| {
            let sum = input.iter().fold(0_u8, |s, b| s + std::hint::black_box(*b));
            if sum == 7 {
                Err("seven: found".into())
            } else {
                Ok(true)
            }
        },
    };

    #[test]
    fn a_wrap_is_a_panic_and_a_broken_result_is_told() {
        quiet_panics();
        assert!(overflow_checks_on());
        let ctx = Ctx::new();
        let Err(("panic", why)) = run_one(&ctx, &WRAPS, &[200, 100]) else {
            panic!("the overflow went unseen")
        };
        assert!(
            why.contains("overflow") && why.contains("runner.rs"),
            "{why}"
        );
        assert_eq!(
            run_one(&ctx, &WRAPS, &[3, 4]),
            Err(("broken", "seven: found".into()))
        );
        assert_eq!(run_one(&ctx, &WRAPS, &[1]), Ok(true));
    }

    #[test]
    fn an_input_is_made_again_from_its_seed_and_number() {
        let corpus = Corpus::read(Path::new(env!("CARGO_MANIFEST_DIR")));
        for target in &crate::targets::TARGETS {
            let seeds = (target.seeds)(&corpus);
            assert!(!seeds.is_empty(), "{} has no seeds", target.name);
            let dict = Dictionary::of(seeds);
            let make = |n| input(target, seeds, &dict, 9, n);
            assert_eq!(make(12_345), make(12_345));
            assert!(
                (0..20)
                    .map(make)
                    .collect::<std::collections::BTreeSet<_>>()
                    .len()
                    > 10
            );
        }
    }
}
