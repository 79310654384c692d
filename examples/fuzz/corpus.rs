//! The seeds the mutations start from: the library's scenario files and the test fixtures as
//! they are on disk (read in a fixed order, so that a seed and an input number name the same
//! input on every run of the same tree), the strings of each kind found in them (FENs, moves,
//! time controls, clock readings), the review fixtures' PGN, and progress, exam and settings
//! files made by the store itself.

use std::path::{Path, PathBuf};

use arbiter_quiz::laws::Edition;
use arbiter_quiz::store::versioned::encode;
use arbiter_quiz::store::{AnswerRecord, ExamRecord, History, Mode, Progress, SavedExam, Settings};

/// Every file under `dir` whose name ends in `ext`, sorted.
fn files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == ext) {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The seeds of every kind, read from the project at `root`.
pub struct Corpus {
    /// Scenario files (`pack.toml` left out).
    pub scenarios: Vec<Vec<u8>>,
    /// FENs.
    pub fens: Vec<Vec<u8>>,
    /// A FEN, a newline, one move as written in an event or in movetext.
    pub moves: Vec<Vec<u8>>,
    /// A FEN, a newline, the movetext of a situation.
    pub movetexts: Vec<Vec<u8>>,
    /// PGN files.
    pub pgns: Vec<Vec<u8>>,
    /// Time controls.
    pub controls: Vec<Vec<u8>>,
    /// Clock readings.
    pub clocks: Vec<Vec<u8>>,
    /// Progress files.
    pub progress: Vec<Vec<u8>>,
    /// Saved exams.
    pub exams: Vec<Vec<u8>>,
    /// Files of exams handed in.
    pub history: Vec<Vec<u8>>,
    /// Settings files.
    pub settings: Vec<Vec<u8>>,
}

/// The value of each `key = "..."` line of a TOML text (inline tables included).
fn values<'a>(text: &'a str, key: &str) -> Vec<&'a str> {
    let mut out = Vec::new();
    let needle = format!("{key} = \"");
    let mut rest = text;
    while let Some(at) = rest.find(&needle) {
        let after = &rest[at + needle.len()..];
        match after.find('"') {
            Some(end) => {
                out.push(&after[..end]);
                rest = &after[end..];
            }
            None => break,
        }
    }
    out
}

/// The usual start position.
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

impl Corpus {
    /// Reads the seeds under `root` (the project folder).
    pub fn read(root: &Path) -> Self {
        let mut toml: Vec<(PathBuf, String)> = Vec::new();
        for dir in ["content", "tests/fixtures"] {
            for p in files(&root.join(dir), "toml") {
                if p.file_name().is_some_and(|n| n == "pack.toml") {
                    continue;
                }
                if let Ok(text) = std::fs::read_to_string(&p) {
                    toml.push((p, text));
                }
            }
        }
        let texts = || toml.iter().map(|(_, t)| t.as_str());
        let mut fens: Vec<String> = texts()
            .flat_map(|t| values(t, "fen"))
            .map(str::to_owned)
            .collect();
        fens.push(START.to_owned());
        fens.sort();
        fens.dedup();
        let movetexts_alone: Vec<&str> = texts().flat_map(|t| values(t, "moves")).collect();
        let mut written: Vec<&str> = texts().flat_map(|t| values(t, "move")).collect();
        written.extend(movetexts_alone.iter().flat_map(|m| m.split_whitespace()));
        written.sort_unstable();
        written.dedup();
        // Each move with a FEN of the library, paired in turn so that every move and every FEN
        // appear; which goes with which does not matter to a fuzzer.
        let moves = written
            .iter()
            .enumerate()
            .map(|(i, m)| format!("{}\n{m}", fens[i % fens.len()]).into_bytes())
            .collect();
        let movetexts = toml
            .iter()
            .flat_map(|(_, t)| {
                let fen = values(t, "fen").first().copied().unwrap_or(START);
                values(t, "moves")
                    .into_iter()
                    .map(move |m| format!("{fen}\n{m}").into_bytes())
            })
            .collect();
        let mut controls: Vec<String> = texts()
            .flat_map(|t| values(t, "time_control"))
            .map(str::to_owned)
            .chain(
                [
                    "3+2",
                    "90+30",
                    "40/90,30+30",
                    "15d5",
                    "60",
                    "40/120,20/60,30+30",
                ]
                .map(String::from),
            )
            .collect();
        controls.sort();
        controls.dedup();
        let mut clocks: Vec<String> = ["white", "black", "spent", "time"]
            .iter()
            .flat_map(|k| texts().flat_map(move |t| values(t, k)))
            .filter(|v| {
                v.bytes()
                    .all(|b| b.is_ascii_digit() || b == b':' || b == b'.')
            })
            .map(str::to_owned)
            .collect();
        clocks.sort();
        clocks.dedup();
        let mut pgns: Vec<Vec<u8>> = files(&root.join("tests/fixtures/review"), "pgn")
            .iter()
            .filter_map(|p| std::fs::read(p).ok())
            .collect();
        // The library's games as PGN too, with their FEN tags.
        pgns.extend(toml.iter().flat_map(|(_, t)| {
            let fen = values(t, "fen").first().map(|f| (*f).to_owned());
            values(t, "moves").into_iter().map(move |m| {
                let tag = fen
                    .as_ref()
                    .map_or_else(String::new, |f| format!("[SetUp \"1\"]\n[FEN \"{f}\"]\n"));
                format!("[Event \"fuzz\"]\n{tag}\n{m} *\n").into_bytes()
            })
        }));
        Self {
            scenarios: toml.into_iter().map(|(_, t)| t.into_bytes()).collect(),
            fens: fens.into_iter().map(String::into_bytes).collect(),
            moves,
            movetexts,
            pgns,
            controls: controls.into_iter().map(String::into_bytes).collect(),
            clocks: clocks.into_iter().map(String::into_bytes).collect(),
            progress: progress_files(),
            exams: exam_files(),
            history: history_files(),
            settings: settings_files(),
        }
    }
}

/// Progress files as the store writes them: empty, and with answers and review states.
fn progress_files() -> Vec<Vec<u8>> {
    let answer = |i: u64, mode, edition: Edition| AnswerRecord {
        scenario: format!("s-{}", i % 4),
        pack: "p".into(),
        chosen: vec![usize::try_from(i % 3).unwrap_or(0)],
        right: !i.is_multiple_of(3),
        seconds: u32::try_from(i * 7 % 200).unwrap_or(0),
        mode,
        edition: edition.year(),
        at: 1_795_341_600 + i * 40_000,
        topics: vec!["clock".into(), "illegal-move".into()],
        articles: vec!["7.5.5".into(), "A.4.2".into()],
        game_type: i.is_multiple_of(2).then(|| "blitz".into()),
    };
    let modes = [Mode::Practice, Mode::Exam, Mode::Review, Mode::Drill];
    let mut out = Vec::new();
    for n in [0, 1, 6] {
        let mut progress = Progress::in_memory();
        for i in 0..n {
            let edition = Edition::ALL[usize::try_from(i).unwrap_or(0) % Edition::ALL.len()];
            // In memory: recording only updates the schedule.
            let _ = progress.record(answer(
                i,
                modes[usize::try_from(i).unwrap_or(0) % 4],
                edition,
            ));
        }
        out.extend(encode(&progress.file()).ok());
    }
    out
}

/// Saved exams as the store writes them.
fn exam_files() -> Vec<Vec<u8>> {
    let exam = |n: usize, edition| SavedExam {
        format: arbiter_quiz::store::exam::FORMAT,
        seed: 42,
        ids: (0..n).map(|i| format!("s-{i}")).collect(),
        edition,
        answers: (0..n)
            .map(|i| if i % 2 == 0 { vec![i % 4] } else { vec![] })
            .collect(),
        flagged: (0..n).map(|i| i % 3 == 0).collect(),
        current: n.saturating_sub(1),
        limit_secs: 1800,
        used_ms: 61_000,
        pass_mark: 80,
        started: 1_795_341_600,
    };
    [exam(1, None), exam(5, Some(2018)), exam(20, Some(2009))]
        .iter()
        .filter_map(|e| encode(e).ok())
        .collect()
}

/// Files of exams handed in as the store writes them: none, one, and three.
fn history_files() -> Vec<Vec<u8>> {
    let record = |n: usize, time_up| ExamRecord {
        seed: 7,
        ids: (0..n).map(|i| format!("s-{i}")).collect(),
        edition: n.is_multiple_of(2).then_some(2023),
        answers: (0..n).map(|i| vec![i % 4]).collect(),
        flagged: (0..n).map(|i| i % 2 == 0).collect(),
        limit_secs: 600,
        used_ms: if time_up { 600_000 } else { 245_000 },
        pass_mark: 70,
        started: 1_795_341_600,
        handed_in: 1_795_341_600 + 600,
        time_up,
    };
    [
        vec![],
        vec![record(3, false)],
        vec![record(1, true), record(4, false), record(10, true)],
    ]
    .into_iter()
    .filter_map(|exams| {
        let mut history = History::in_memory();
        for exam in exams {
            // In memory: adding only keeps it.
            let _ = history.add(exam);
        }
        encode(&history.file()).ok()
    })
    .collect()
}

/// Settings files: the defaults, every key changed, and an older file without a format.
fn settings_files() -> Vec<Vec<u8>> {
    let changed = Settings {
        language: Some("uz-Cyrl".into()),
        edition: Some(2014),
        pieces: "outline".into(),
        letters: "international".into(),
        colours: "16".into(),
        orientation: "auto".into(),
        board: "slate".into(),
        pass_mark: 65,
        exam_questions: 40,
        exam_minutes: 45,
        practice_order: "shuffled".into(),
        ..Settings::default()
    };
    let mut out: Vec<Vec<u8>> = [Settings::default(), changed]
        .iter()
        .filter_map(|s| encode(s).ok())
        .collect();
    out.push(b"language = \"ru\"\npieces = \"letters\"\npass_mark = 75\n".to_vec());
    out
}
