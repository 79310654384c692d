//! `arbiter-quiz check [PATH...]`: load packs, report every problem with its place, grade
//! every scenario through the engine, and end with one summary line.

use std::path::PathBuf;
use std::process::ExitCode;

use super::diagnostics::Reporter;
use super::stdout;
use crate::content::Library;
use crate::i18n::{Arg, Localizer};
use crate::laws::Edition;
use crate::quiz::audit::check_library;
use crate::quiz::coverage::{article_counts, gaps};
use crate::quiz::reuse::{LIMIT, overused};
use crate::tui::wrap::wrap;

/// How many scenarios of an edition should apply each article it has (issue 17: three, so
/// that a paper can draw a question on it without always showing the same case).
const COVERAGE_TARGET: usize = 3;

/// Runs the command; `coverage` asks for the coverage report (of the `laws` edition, or of
/// every edition) and the positions reused by too many scenarios.
pub fn run(
    loc: &Localizer,
    paths: &[PathBuf],
    extra: &[PathBuf],
    coverage: bool,
    laws: Option<Edition>,
) -> ExitCode {
    let lib = if paths.is_empty() {
        Library::for_check(crate::store::paths::packs_dir().as_deref(), extra)
    } else {
        if let Some(missing) = paths.iter().find(|p| !p.exists()) {
            eprintln!(
                "{}",
                loc.text(
                    "content-unreadable",
                    &[(
                        "reason",
                        Arg::from(format!("{}: not found", missing.display()))
                    )]
                )
            );
            return ExitCode::from(2);
        }
        let all: Vec<PathBuf> = paths.iter().chain(extra).cloned().collect();
        Library::load(false, &all)
    };
    let (problems, tally) = check_library(&lib);
    let reporter = Reporter::new(loc);
    for p in &problems {
        eprint!("{}", reporter.render(p));
    }
    stdout::line(loc.text(
        "check-summary",
        &[
            ("packs", Arg::from(tally.packs)),
            ("scenarios", Arg::from(tally.scenarios)),
            ("errors", Arg::from(tally.errors)),
            ("warnings", Arg::from(tally.warnings)),
        ],
    ));
    if coverage {
        let editions = laws.map_or(Edition::ALL.to_vec(), |e| vec![e]);
        for e in editions {
            coverage_report(loc, &lib, e);
        }
        let reused = overused(&lib, LIMIT);
        stdout::line(loc.text(
            "check-reuse",
            &[
                ("count", Arg::from(reused.len())),
                ("limit", Arg::from(LIMIT)),
            ],
        ));
        for fixture in reused {
            let count = loc.text(
                "check-reuse-count",
                &[("count", Arg::from(fixture.files.len()))],
            );
            stdout::line(format_args!("  {} ({count})", fixture.epd));
            for file in &fixture.files {
                stdout::line(format_args!("    {file}"));
            }
        }
    }
    if tally.errors > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// The coverage of one edition: a summary line, then the articles applied by fewer than the
/// target number of scenarios, grouped by how many apply them and wrapped to the terminal.
fn coverage_report(loc: &Localizer, lib: &Library, edition: Edition) {
    let total = article_counts(lib, edition).len();
    let gaps = gaps(lib, edition, COVERAGE_TARGET);
    stdout::line(loc.text(
        "check-coverage",
        &[
            ("edition", Arg::from(edition.to_string())),
            ("count", Arg::from(gaps.len())),
            ("total", Arg::from(total)),
            ("target", Arg::from(COVERAGE_TARGET)),
        ],
    ));
    for n in 0..COVERAGE_TARGET {
        let articles: Vec<&str> = gaps
            .iter()
            .filter(|(_, count)| *count == n)
            .map(|(article, _)| *article)
            .collect();
        if articles.is_empty() {
            continue;
        }
        let group = loc.text(
            "check-coverage-group",
            &[
                ("count", Arg::from(n)),
                ("articles", Arg::from(articles.join(", "))),
            ],
        );
        for (i, row) in wrap(&group, 92).iter().enumerate() {
            let indent = if i == 0 { "  " } else { "      " };
            stdout::line(format_args!("{indent}{row}"));
        }
    }
}
