//! Results as CSV for spreadsheets: a gradebook template for the paper (one row per question
//! with its correct letters and articles, one empty column per participant) and the
//! learner's own recorded answers.
//!
//! Both start with a byte order mark: without it spreadsheet programs read CSV files in the
//! system's legacy code page and turn Cyrillic, Armenian and Chinese into mojibake. Lines
//! end in CRLF, as RFC 4180 and spreadsheets expect.

use std::io;

use super::paper::Handout;
use crate::i18n::{Arg, Localizer};
use crate::store::{AnswerRecord, Mode, TimeZone, iso_minute};

/// The byte order mark that tells spreadsheets the file is UTF-8.
pub const BOM: char = '\u{FEFF}';

/// A CSV writer into memory with our settings.
fn writer() -> csv::Writer<Vec<u8>> {
    csv::WriterBuilder::new()
        .terminator(csv::Terminator::CRLF)
        .from_writer(Vec::new())
}

/// The written rows as text, after the byte order mark.
fn finish(writer: csv::Writer<Vec<u8>>) -> io::Result<String> {
    let bytes = writer
        .into_inner()
        .map_err(csv::IntoInnerError::into_error)?;
    let body = String::from_utf8(bytes).map_err(io::Error::other)?;
    Ok(format!("{BOM}{body}"))
}

/// A participant's column of the gradebook: its heading and, for each question of the
/// paper in order, the options they gave (empty where they gave none).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Column {
    /// The heading: the participant's name, or "Participant n" on a blank template.
    pub heading: String,
    /// The options given, by question.
    pub answers: Vec<Vec<usize>>,
}

/// The gradebook template: a header row, then one row per question: number, scenario,
/// pack, edition, correct letters, articles, topics, and `participants` empty columns for
/// the letters each participant gave.
pub fn gradebook(h: &Handout, loc: &Localizer, participants: usize) -> io::Result<String> {
    let blank: Vec<Column> = (1..=participants)
        .map(|n| Column {
            heading: loc.text("csv-participant", &[("number", Arg::from(n))]),
            answers: Vec::new(),
        })
        .collect();
    filled(h, loc, &blank)
}

/// The gradebook with each participant's letters in their column (a seminar room's, written
/// by `serve`); when anyone gave an answer, a last row counts each participant's right
/// answers.
pub fn filled(h: &Handout, loc: &Localizer, columns: &[Column]) -> io::Result<String> {
    let mut w = writer();
    let mut header: Vec<String> = [
        "csv-number",
        "csv-scenario",
        "csv-pack",
        "csv-edition",
        "csv-correct",
        "csv-articles",
        "csv-topics",
    ]
    .iter()
    .map(|id| loc.text(id, &[]))
    .collect();
    let fixed = header.len();
    header.extend(columns.iter().map(|c| c.heading.clone()));
    w.write_record(&header)?;
    for (k, item) in h.items.iter().enumerate() {
        let mut row = vec![
            item.number.to_string(),
            item.scenario.clone(),
            item.pack.clone(),
            item.edition.to_string(),
            item.key.letters(),
            item.key.articles.join(", "),
            item.topics.join(", "),
        ];
        row.extend(
            columns
                .iter()
                .map(|c| given(c, k).map(|a| letters(a)).unwrap_or_default()),
        );
        w.write_record(&row)?;
    }
    if columns
        .iter()
        .any(|c| c.answers.iter().any(|a| !a.is_empty()))
    {
        let mut row = vec![loc.text("csv-score", &[])];
        row.resize(fixed, String::new());
        row.extend(columns.iter().map(|c| {
            let right = h
                .items
                .iter()
                .enumerate()
                .filter(|(k, item)| {
                    given(c, *k)
                        .is_some_and(|a| !item.key.correct.is_empty() && *a == item.key.correct)
                })
                .count();
            format!("{right}/{}", h.items.len())
        }));
        w.write_record(&row)?;
    }
    finish(w)
}

/// The options `c` gave to question `k`, if any.
fn given(c: &Column, k: usize) -> Option<&Vec<usize>> {
    c.answers.get(k).filter(|a| !a.is_empty())
}

/// Options as the letters a paper prints, `a, c`.
fn letters(chosen: &[usize]) -> String {
    chosen
        .iter()
        .map(|&i| crate::content::Scenario::letter(i).to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The learner's recorded answers, oldest first: when (UTC), scenario, pack, the number of
/// the question on this paper if it is on it, mode, edition, the letters given, right (1) or
/// wrong (0), seconds taken, game type, topics and articles.
pub fn answers(records: &[AnswerRecord], h: &Handout, loc: &Localizer) -> io::Result<String> {
    let mut w = writer();
    let header: Vec<String> = [
        "csv-when",
        "csv-scenario",
        "csv-pack",
        "csv-on-paper",
        "csv-mode",
        "csv-edition",
        "csv-given",
        "csv-right",
        "csv-seconds",
        "csv-game-type",
        "csv-topics",
        "csv-articles",
    ]
    .iter()
    .map(|id| loc.text(id, &[]))
    .collect();
    w.write_record(&header)?;
    for a in records {
        let on_paper = h
            .items
            .iter()
            .find(|i| i.scenario == a.scenario)
            .map(|i| i.number.to_string())
            .unwrap_or_default();
        let mode = match a.mode {
            Mode::Practice => "export-mode-practice",
            Mode::Exam => "export-mode-exam",
            Mode::Review => "export-mode-review",
            Mode::Drill => "export-mode-drill",
        };
        let game_type = a
            .game_type
            .as_deref()
            .map(|gt| loc.text(&format!("game-type-{gt}"), &[]))
            .unwrap_or_default();
        w.write_record([
            when(a.at),
            a.scenario.clone(),
            a.pack.clone(),
            on_paper,
            loc.text(mode, &[]),
            a.edition.to_string(),
            letters(&a.chosen),
            u8::from(a.right).to_string(),
            a.seconds.to_string(),
            game_type,
            a.topics.join(", "),
            a.articles.join(", "),
        ])?;
    }
    finish(w)
}

/// A time as `2026-05-09 14:03` (UTC), which spreadsheets read as a date and time.
fn when(unix: u64) -> String {
    iso_minute(unix, &TimeZone::UTC)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::{Library, Scenario};
    use crate::export::paper::{Origin, Request};
    use crate::i18n::{LetterStyle, Locale, Notation};

    fn handout(locale: Locale) -> (Handout, Localizer) {
        let lib = Library::built_in();
        let pack = lib.pack("uz-2018").unwrap();
        let loc = Localizer::new(locale);
        let notation = Notation::new(&loc, LetterStyle::National);
        let request = Request {
            origin: Origin::Pack(pack),
            edition: None,
            date: "2026-05-09",
        };
        let scenarios: Vec<&Scenario> = pack.scenarios.iter().take(4).collect();
        (Handout::build(&request, &scenarios, &loc, &notation), loc)
    }

    fn read(text: &str) -> Vec<Vec<String>> {
        let body = text.strip_prefix(BOM).expect("a byte order mark first");
        csv::ReaderBuilder::new()
            .has_headers(false)
            .from_reader(body.as_bytes())
            .records()
            .map(|r| r.unwrap().iter().map(str::to_owned).collect())
            .collect()
    }

    #[test]
    fn the_gradebook_round_trips_with_a_bom() {
        let (h, loc) = handout(Locale::Hy);
        let text = gradebook(&h, &loc, 3).unwrap();
        assert!(text.starts_with('\u{FEFF}'));
        assert!(text.contains("\r\n"));
        let rows = read(&text);
        assert_eq!(rows.len(), 1 + h.items.len());
        assert_eq!(rows[0].len(), 7 + 3);
        assert!(
            rows[0][1]
                .chars()
                .any(|c| ('\u{0530}'..='\u{058F}').contains(&c))
        );
        for (row, item) in rows[1..].iter().zip(&h.items) {
            assert_eq!(row[0], item.number.to_string());
            assert_eq!(row[1], item.scenario);
            assert_eq!(row[4], item.key.letters());
            assert!(!row[4].is_empty());
            assert_eq!(row[5], item.key.articles.join(", "));
            assert!(row[7..].iter().all(String::is_empty));
        }
    }

    #[test]
    fn recorded_answers_round_trip() {
        let (h, loc) = handout(Locale::ZhHans);
        let on_paper = h.items[1].scenario.clone();
        let records = [AnswerRecord {
            scenario: on_paper,
            pack: "uz-2018".into(),
            chosen: vec![0, 2],
            right: false,
            seconds: 42,
            mode: Mode::Exam,
            edition: 2018,
            at: 1_795_305_600 + 14 * 3600 + 3 * 60,
            topics: vec!["flag-fall".into()],
            articles: vec!["6.9".into(), "A.4.3".into()],
            game_type: Some("rapid".into()),
        }];
        let text = answers(&records, &h, &loc).unwrap();
        let rows = read(&text);
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[1][0], "2026-11-22 14:03");
        assert_eq!(rows[1][3], "2");
        assert_eq!(rows[1][6], "a, c");
        assert_eq!(rows[1][7], "0");
        assert_eq!(rows[1][9], "快棋");
        assert_eq!(rows[1][11], "6.9, A.4.3");
        let empty = answers(&[], &h, &loc).unwrap();
        assert_eq!(read(&empty).len(), 1, "a header even with nothing recorded");
    }
}
