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
use crate::quiz::coverage::gaps;
use crate::quiz::reuse::{LIMIT, overused};

/// Runs the command; `coverage` asks for the coverage report (of the `laws` edition, or of
/// 2018 and 2023) and the fixtures reused by too many scenarios.
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
        let editions = laws.map_or(vec![Edition::E2018, Edition::E2023], |e| vec![e]);
        for e in editions {
            let gaps = gaps(&lib, e, 2);
            stdout::line(loc.text(
                "check-coverage",
                &[
                    ("edition", Arg::from(e.to_string())),
                    ("count", Arg::from(gaps.len())),
                ],
            ));
            for (article, n) in gaps {
                let count = loc.text("check-coverage-count", &[("count", Arg::from(n))]);
                stdout::line(format_args!("  {article:<10} {count}"));
            }
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
                "check-coverage-count",
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
