//! `arbiter-quiz stats [--json]`: the learner's statistics from the progress file, as
//! localized tables or as JSON.

use std::fmt::Write as _;
use std::process::ExitCode;

use unicode_width::UnicodeWidthStr;

use super::stdout;
use crate::i18n::{Arg, Localizer};
use crate::store::local_zone;
use crate::store::stats::{Stats, Tally, compute};
use crate::store::{AnswerRecord, LoadNotice, Progress};

/// Runs the command.
pub fn run(loc: &Localizer, json: bool) -> ExitCode {
    let answers = match recorded_answers(loc) {
        Ok(a) => a,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    let stats = compute(&answers, &local_zone());
    if json {
        match serde_json::to_string_pretty(&stats) {
            Ok(text) => stdout::line(text),
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::FAILURE;
            }
        }
    } else {
        stdout::put(tables(&stats, loc));
    }
    ExitCode::SUCCESS
}

/// The answers in the progress file (none when there is no data folder or no file yet).
/// A damaged or newer file is reported on standard error and read as empty, as the app does;
/// a file that cannot be read at all is an error, given as a message.
pub fn recorded_answers(loc: &Localizer) -> Result<Vec<AnswerRecord>, String> {
    let Some(path) = crate::store::paths::progress_file() else {
        return Ok(Vec::new());
    };
    let (progress, notice) = Progress::load(&path);
    match notice {
        None => {}
        Some(LoadNotice::MovedAside { aside, .. }) => eprintln!(
            "{}",
            loc.text(
                "progress-moved-aside",
                &[("path", Arg::from(aside.display().to_string()))]
            )
        ),
        Some(LoadNotice::NewerFormat(format)) => eprintln!(
            "{}",
            loc.text("progress-newer", &[("format", Arg::from(format))])
        ),
        Some(LoadNotice::Unreadable(reason)) => {
            return Err(loc.text(
                "progress-unreadable",
                &[
                    ("path", Arg::from(path.display().to_string())),
                    ("reason", Arg::from(reason)),
                ],
            ));
        }
    }
    Ok(progress.answers)
}

/// Accuracy in whole percent, as the locale writes a percentage.
fn percent(loc: &Localizer, tally: Tally) -> String {
    // Accuracy is between 0 and 1, so the rounded percentage fits any integer type.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let value = (tally.accuracy() * 100.0).round() as u32;
    loc.text("stats-percent", &[("percent", Arg::from(value))])
}

/// The statistics as text: a summary, then one table per grouping.
fn tables(stats: &Stats, loc: &Localizer) -> String {
    let mut out = String::new();
    if stats.overall.attempts == 0 {
        let _ = writeln!(out, "{}", loc.text("stats-none", &[]));
        return out;
    }
    let _ = writeln!(
        out,
        "{}",
        loc.text(
            "stats-overall",
            &[
                ("right", Arg::from(stats.overall.right)),
                ("count", Arg::from(stats.overall.attempts)),
                ("percent", Arg::from(percent(loc, stats.overall))),
            ],
        )
    );
    let _ = writeln!(
        out,
        "{}",
        loc.text(
            "stats-streaks",
            &[
                ("current", Arg::from(stats.current_streak)),
                ("best", Arg::from(stats.best_streak)),
            ],
        )
    );
    let _ = writeln!(
        out,
        "{}",
        loc.text(
            "stats-days",
            &[("count", Arg::from(stats.study_days_in_a_row))]
        )
    );
    let topics: Vec<(String, Tally)> = stats
        .by_topic
        .iter()
        .map(|(k, v)| (loc.topic(k), *v))
        .collect();
    table(&mut out, loc, "stats-by-topic", &topics);
    table(&mut out, loc, "stats-by-article", &stats.weakest_articles);
    let game_types: Vec<(String, Tally)> = stats
        .by_game_type
        .iter()
        .map(|(k, v)| (loc.text(&format!("game-type-{k}"), &[]), *v))
        .collect();
    table(&mut out, loc, "stats-by-game-type", &game_types);
    let editions: Vec<(String, Tally)> = stats
        .by_edition
        .iter()
        .map(|(year, v)| {
            let name = loc.attr("laws-edition", "short", &[("year", Arg::from(*year))]);
            (name, *v)
        })
        .collect();
    table(&mut out, loc, "stats-by-edition", &editions);
    out
}

/// One table: a title line, a header, then a row per entry with right answers, answers and
/// accuracy, the columns aligned by display width (Chinese characters take two columns).
fn table(out: &mut String, loc: &Localizer, title: &str, rows: &[(String, Tally)]) {
    if rows.is_empty() {
        return;
    }
    let header = [
        loc.text("stats-col-right", &[]),
        loc.text("stats-col-answers", &[]),
        loc.text("stats-col-accuracy", &[]),
    ];
    let cells: Vec<[String; 3]> = rows
        .iter()
        .map(|(_, t)| {
            [
                t.right.to_string(),
                t.attempts.to_string(),
                percent(loc, *t),
            ]
        })
        .collect();
    let label_width = rows.iter().map(|(l, _)| l.width()).max().unwrap_or(0);
    let widths: Vec<usize> = (0..3)
        .map(|c| {
            cells
                .iter()
                .map(|row| row[c].width())
                .chain([header[c].width()])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let _ = writeln!(out, "\n{}", loc.text(title, &[]));
    let line = |label: &str, values: &[String]| {
        let mut s = format!("  {label}{}", " ".repeat(label_width - label.width()));
        for (value, width) in values.iter().zip(&widths) {
            let _ = write!(s, "  {}{value}", " ".repeat(width - value.width()));
        }
        s.trim_end().to_owned()
    };
    let _ = writeln!(out, "{}", line("", &header));
    for ((label, _), values) in rows.iter().zip(&cells) {
        let _ = writeln!(out, "{}", line(label, values));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Locale;
    use crate::store::Mode;

    fn answer(article: &str, right: bool, game_type: &str) -> AnswerRecord {
        AnswerRecord {
            scenario: format!("s-{article}"),
            pack: "p".into(),
            chosen: vec![0],
            right,
            seconds: 10,
            mode: Mode::Practice,
            edition: 2018,
            at: 1_795_305_600,
            topics: vec!["illegal-move".into()],
            articles: vec![article.into()],
            game_type: Some(game_type.into()),
        }
    }

    #[test]
    fn tables_are_localized_and_aligned() {
        let stats = compute(
            &[
                answer("7.5.5", false, "blitz"),
                answer("6.9", true, "rapid"),
                answer("6.9", true, "rapid"),
            ],
            &crate::store::TimeZone::UTC,
        );
        let text = tables(&stats, &Localizer::new(Locale::ZhHans));
        assert!(text.contains("快棋"), "{text}");
        let rows: Vec<&str> = text.lines().filter(|l| l.starts_with("  ")).collect();
        assert!(rows.len() >= 8, "{text}");
        let article_rows: Vec<&str> = rows
            .iter()
            .copied()
            .filter(|l| l.trim_start().starts_with(['6', '7']))
            .collect();
        assert!(
            article_rows[0].trim_start().starts_with("7.5.5"),
            "weakest first"
        );
        let ru = tables(&stats, &Localizer::new(Locale::Ru));
        assert!(!ru.contains("stats-"), "{ru}");
    }

    #[test]
    fn nothing_recorded_says_so() {
        let text = tables(
            &compute(&[], &crate::store::TimeZone::UTC),
            &Localizer::new(Locale::En),
        );
        assert_eq!(text.lines().count(), 1);
    }
}
