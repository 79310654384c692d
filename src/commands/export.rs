//! `arbiter-quiz export (--pack ID | --exam N) [--seed S] [--format F] [--out DIR]`: a
//! seminar's printable paper and answer key, and its CSV gradebook, written into a folder.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use super::diagnostics::Reporter;
use super::stdout;
use crate::cli::{ExportArgs, Format};
use crate::content::{Library, Scenario};
use crate::export::{Handout, Origin, Request, csv, html, markdown};
use crate::i18n::{Arg, LetterStyle, Localizer, Notation};
use crate::laws::Edition;
use crate::quiz::paper::Paper;
use crate::store::{TimeZone, iso_date, local_zone, now_unix, write_atomic};

/// Runs the command.
pub fn run(
    loc: &Localizer,
    args: &ExportArgs,
    extra: &[PathBuf],
    laws: Option<Edition>,
    seed: Option<u64>,
) -> ExitCode {
    let notation = Notation::new(loc, LetterStyle::National);
    let mut lib = Library::for_app(crate::store::paths::packs_dir().as_deref(), extra);
    lib.show_moves(&notation);
    let reporter = Reporter::new(loc);
    for p in &lib.problems {
        eprint!("{}", reporter.render(p));
    }
    let pack = match &args.pack {
        Some(id) => match lib.pack(id) {
            Some(p) => Some(p),
            None => {
                let ids: Vec<&str> = lib.packs.iter().map(|p| p.id.as_str()).collect();
                eprintln!(
                    "{}",
                    loc.text(
                        "export-unknown-pack",
                        &[
                            ("id", Arg::from(id.clone())),
                            ("choices", Arg::from(ids.join(", "))),
                        ],
                    )
                );
                return ExitCode::from(2);
            }
        },
        None => None,
    };
    let candidates: Vec<&Scenario> = match pack {
        Some(p) => p.scenarios.iter().collect(),
        None => lib.scenarios().collect(),
    };
    let (origin, scenarios) = match (args.exam, pack) {
        (Some(size), _) => {
            let seed = seed.unwrap_or_else(|| {
                let chosen = clock_seed();
                eprintln!(
                    "{}",
                    loc.text("export-seed-chosen", &[("seed", Arg::from(chosen))])
                );
                chosen
            });
            let paper = Paper::draw(&candidates, usize::from(size), seed);
            let drawn: Vec<&Scenario> = paper
                .ids
                .iter()
                .filter_map(|id| candidates.iter().copied().find(|s| s.id == *id))
                .collect();
            (Origin::Exam { pack, seed }, drawn)
        }
        (None, Some(p)) => (Origin::Pack(p), candidates),
        // clap requires --pack or --exam.
        (None, None) => return ExitCode::from(2),
    };
    if scenarios.is_empty() {
        eprintln!("{}", loc.text("export-no-scenarios", &[]));
        return ExitCode::from(2);
    }
    let date = iso_date(build_time(), &paper_zone());
    let request = Request {
        origin,
        edition: laws,
        date: &date,
    };
    let handout = Handout::build(&request, &scenarios, loc, &notation);
    let files = match render(&handout, loc, args) {
        Ok(files) => files,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    for (name, text) in &files {
        let path = args.out.join(name);
        if let Err(e) = write_atomic(&path, text.as_bytes()) {
            eprintln!("{}", write_failed(loc, &path, &e));
            return ExitCode::from(2);
        }
        stdout::line(loc.text(
            "export-wrote",
            &[("path", Arg::from(path.display().to_string()))],
        ));
    }
    if let Some(seed) = handout.seed {
        stdout::line(loc.text("export-seed", &[("seed", Arg::from(seed))]));
    }
    let unruled = handout
        .items
        .iter()
        .filter(|i| i.key.failure.is_some() || i.key.correct.is_empty())
        .count();
    if unruled > 0 {
        eprintln!(
            "{}",
            loc.text("export-unruled", &[("count", Arg::from(unruled))])
        );
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}

/// The files of the chosen format, by name.
fn render(
    handout: &Handout,
    loc: &Localizer,
    args: &ExportArgs,
) -> Result<Vec<(&'static str, String)>, String> {
    let mut files = Vec::new();
    let all = args.format == Format::All;
    if all || args.format == Format::Html {
        files.push(("paper.html", html::paper(handout, loc)));
        files.push(("key.html", html::key(handout, loc)));
    }
    if all || args.format == Format::Md {
        files.push(("paper.md", markdown::paper(handout, loc)));
        files.push(("key.md", markdown::key(handout, loc)));
    }
    if all || args.format == Format::Csv {
        // Without a readable progress file the gradebook is still worth writing.
        let answers = super::stats::recorded_answers(loc).unwrap_or_else(|message| {
            eprintln!("{message}");
            Vec::new()
        });
        let gradebook = csv::gradebook(handout, loc, args.participants);
        files.push(("results.csv", gradebook.map_err(|e| e.to_string())?));
        let mine = csv::answers(&answers, handout, loc);
        files.push(("answers.csv", mine.map_err(|e| e.to_string())?));
    }
    Ok(files)
}

/// The message for a file that could not be written.
fn write_failed(loc: &Localizer, path: &Path, e: &std::io::Error) -> String {
    loc.text(
        "export-write-failed",
        &[
            ("path", Arg::from(path.display().to_string())),
            ("reason", Arg::from(e.to_string())),
        ],
    )
}

/// The time for the date in the header: `SOURCE_DATE_EPOCH` when set (the reproducible-
/// builds convention, so that a paper can be made again byte for byte), else now.
fn build_time() -> u64 {
    std::env::var("SOURCE_DATE_EPOCH")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or_else(now_unix)
}

/// The zone the paper's date is in: the lecturer's own, but UTC under
/// `SOURCE_DATE_EPOCH`, so that a paper made again elsewhere is the same byte for byte.
fn paper_zone() -> TimeZone {
    if std::env::var_os("SOURCE_DATE_EPOCH").is_some() {
        TimeZone::UTC
    } else {
        local_zone()
    }
}

/// A seed from the clock when none is given: below a million, so that it is easy to read
/// out to a room and type in again.
fn clock_seed() -> u64 {
    let micros = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_micros());
    u64::try_from(micros % 1_000_000).unwrap_or(0)
}
