//! `arbiter-quiz check [PATH...]`: load packs, report every problem with its place, grade
//! every scenario through the engine, and end with one summary line.

use std::path::PathBuf;
use std::process::ExitCode;

use super::diagnostics::Reporter;
use crate::content::Library;
use crate::i18n::{Arg, Localizer};
use crate::quiz::audit::check_library;

/// Runs the command.
pub fn run(loc: &Localizer, paths: &[PathBuf], extra: &[PathBuf]) -> ExitCode {
    let lib = if paths.is_empty() {
        Library::for_app(extra)
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
    println!(
        "{}",
        loc.text(
            "check-summary",
            &[
                ("packs", Arg::from(tally.packs)),
                ("scenarios", Arg::from(tally.scenarios)),
                ("errors", Arg::from(tally.errors)),
                ("warnings", Arg::from(tally.warnings)),
            ],
        )
    );
    if tally.errors > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
