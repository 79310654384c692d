//! The parsers under test, each with its seeds and what it must hold on any input besides not
//! panicking: what it reads must print back the same (clock readings, time controls, kept
//! files), stay within its bounds, and agree with the rest of the app (a scenario `check`
//! accepts grades; a move read as legal is legal; a review covers every half-move).

use arbiter_quiz::commands::pgn::{parse_pgn, replay};
use arbiter_quiz::content::{PackContext, parse_scenario};
use arbiter_quiz::i18n::{LetterStyle, Locale, Localizer, Notation, RulingText};
use arbiter_quiz::laws::board::{Resolved, legal_from_setup, play_raw, resolve};
use arbiter_quiz::laws::clock::{Clock, ClockTime};
use arbiter_quiz::laws::mate::{Limits, MateVerdict, can_mate, lenient_position};
use arbiter_quiz::laws::movetext::san_token_spans;
use arbiter_quiz::laws::record::{GameRecord, parse_position};
use arbiter_quiz::laws::review::review;
use arbiter_quiz::laws::time_control::{MAX_BONUS_SECS, MAX_MINUTES, MAX_PERIODS, TimeControl};
use arbiter_quiz::laws::{Edition, GameType};
use arbiter_quiz::quiz::grade::grade;
use arbiter_quiz::store::history::File as HistoryFile;
use arbiter_quiz::store::progress::File;
use arbiter_quiz::store::versioned::{Versioned, decode, encode};
use arbiter_quiz::store::{
    AnswerRecord, Mode, Progress, SavedExam, Settings, TimeZone, iso_date, stats,
};
use arbiter_quiz::tui::settings::{Capabilities, Settings as AppSettings};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Color, Position};

use super::corpus::Corpus;

/// What every run shares: the words to explain diagnostics and rulings with.
pub struct Ctx {
    loc: Localizer,
    languages: Vec<String>,
}

impl Ctx {
    /// English, as `check` speaks by default.
    pub fn new() -> Self {
        Self {
            loc: Localizer::new(Locale::En),
            languages: vec!["en".to_owned()],
        }
    }
}

/// What a run found: whether the input was read (and so went on to what lies behind the
/// parser), or what it broke without panicking.
pub type Outcome = Result<bool, String>;

/// One parser under test.
pub struct Target {
    /// Its name on the command line.
    pub name: &'static str,
    /// What it reads.
    pub about: &'static str,
    /// Its seeds.
    pub seeds: fn(&Corpus) -> &[Vec<u8>],
    /// One run on one input.
    pub run: fn(&Ctx, &[u8]) -> Outcome,
}

/// Every target, in the order a full run takes them.
pub const TARGETS: [Target; 11] = [
    Target {
        name: "clock",
        about: "clock readings (ClockTime::parse), printed and read again, set on a clock",
        seeds: |c| &c.clocks,
        run: clock,
    },
    Target {
        name: "time-control",
        about: "time controls, printed and read again, classified, played out on a clock",
        seeds: |c| &c.controls,
        run: time_control,
    },
    Target {
        name: "fen",
        about: "FENs, strict and lenient, and the can-mate oracle on what they set up",
        seeds: |c| &c.fens,
        run: fen,
    },
    Target {
        name: "san",
        about: "one written move against a position: SAN, UCI and the arbiter's raw moves",
        seeds: |c| &c.moves,
        run: san,
    },
    Target {
        name: "movetext",
        about: "a situation's movetext, replayed, with the spans diagnostics point at",
        seeds: |c| &c.movetexts,
        run: movetext,
    },
    Target {
        name: "pgn",
        about: "PGN files, split, replayed and reviewed under two editions",
        seeds: |c| &c.pgns,
        run: pgn,
    },
    Target {
        name: "scenario",
        about: "scenario files: parsed, checked, replayed, graded and worded in four editions",
        seeds: |c| &c.scenarios,
        run: scenario,
    },
    Target {
        name: "progress",
        about: "progress files, read, written back, scheduled and counted",
        seeds: |c| &c.progress,
        run: progress,
    },
    Target {
        name: "exam",
        about: "saved exams, read, written back and shown",
        seeds: |c| &c.exams,
        run: exam,
    },
    Target {
        name: "history",
        about: "files of exams handed in, read, written back and shown",
        seeds: |c| &c.history,
        run: history,
    },
    Target {
        name: "settings",
        about: "settings files, read, written back and applied",
        seeds: |c| &c.settings,
        run: settings,
    },
];

/// `Err(why)` unless `holds`.
fn ensure(holds: bool, why: impl FnOnce() -> String) -> Result<(), String> {
    if holds { Ok(()) } else { Err(why()) }
}

fn clock(_: &Ctx, input: &[u8]) -> Outcome {
    let text = String::from_utf8_lossy(input);
    let Ok(t) = ClockTime::parse(&text) else {
        return Ok(false);
    };
    ensure(t <= ClockTime::MAX, || {
        format!("beyond the cap: {text:?} read as {t:?}")
    })?;
    // Printed, a reading shows tenths below ten seconds and whole seconds above.
    let shown = if t.0 < 10_000 {
        t
    } else {
        ClockTime::from_secs(t.secs())
    };
    let again = ClockTime::parse(&t.to_string());
    ensure(again == Ok(shown), || {
        format!("does not print back: {text:?} read as {t:?}, printed {t}, read as {again:?}")
    })?;
    let mut c = Clock::showing(t, t, Some(Color::White), None);
    c.elapse(t.0 / 2);
    c.add(Color::White, t);
    c.remove(Color::Black, ClockTime::MAX);
    c.press(Color::White);
    ensure(
        c.flag_down(Color::Black) && c.flag_down(Color::White) != (t.0 > 0),
        || format!("flags wrong: {text:?}, then {c:?}"),
    )?;
    Ok(true)
}

fn time_control(_: &Ctx, input: &[u8]) -> Outcome {
    let text = String::from_utf8_lossy(input);
    let Ok(tc) = text.parse::<TimeControl>() else {
        return Ok(false);
    };
    ensure(
        tc.periods().len() <= MAX_PERIODS
            && tc.main_seconds() <= u64::from(MAX_MINUTES) * 60
            && tc.max_bonus_seconds() <= MAX_BONUS_SECS,
        || format!("beyond the bounds: {text:?} read as {tc:?}"),
    )?;
    let again = tc.to_string().parse::<TimeControl>();
    ensure(again.as_ref() == Ok(&tc), || {
        format!("does not print back: {text:?} read as {tc:?}, printed {tc}, read as {again:?}")
    })?;
    for edition in Edition::ALL {
        let _: GameType = tc.game_type(edition);
    }
    // Every period played out without time passing: the clock must show exactly what the
    // control gives, worked out here in a type that cannot overflow.
    let counted: u32 = tc.periods().iter().filter_map(|p| p.moves).sum();
    let presses = counted + 2;
    let mut c = Clock::start(tc.clone());
    for _ in 0..presses {
        c.press(Color::White);
        c.press(Color::Black);
    }
    let main = u128::from(tc.main_seconds()) * 1000;
    // Each move earns the increment of the period it is made in; past the counted periods,
    // the last period's.
    let mut bonus: u128 = 0;
    let mut move_no: u128 = 0;
    for p in tc.periods() {
        let here = p.moves.map_or(u128::from(presses) - move_no, u128::from);
        bonus += u128::from(p.bonus.increment()) * 1000 * here;
        move_no += here;
    }
    let want = main + bonus;
    let got = u128::from(c.remaining.white.0);
    ensure(got == want && c.in_last_period(Color::White), || {
        format!("clock wrong: {text:?}, after {presses} presses White shows {got} ms, not {want}")
    })?;
    Ok(true)
}

fn fen(_: &Ctx, input: &[u8]) -> Outcome {
    let text = String::from_utf8_lossy(input);
    for mode in [CastlingMode::Standard, CastlingMode::Chess960] {
        if let Ok(pos) = parse_position(&text, mode) {
            let record = GameRecord::new(pos, mode);
            let _ = record.moves_completed_by_each();
        }
    }
    let Ok(fen) = Fen::from_ascii(input) else {
        return Ok(false);
    };
    let Ok(pos) = lenient_position(fen.into_setup()) else {
        return Ok(false);
    };
    // Quick mode always; the full search (which gives mating lines to check) now and then.
    let limits = if input.len().is_multiple_of(16) {
        Limits {
            quick: false,
            nodes: 20_000,
        }
    } else {
        Limits {
            quick: true,
            nodes: 10_000,
        }
    };
    for side in [Color::White, Color::Black] {
        if let MateVerdict::Winnable(line) = can_mate(&pos, side, &limits) {
            let mut p: Chess = pos.clone();
            for m in &line {
                ensure(p.is_legal(*m), || {
                    format!("illegal mating line: {text:?}, for {side}")
                })?;
                p.play_unchecked(*m);
            }
            ensure(p.is_checkmate() && p.turn() != side, || {
                format!("mating line does not mate: {text:?}, for {side}")
            })?;
        }
    }
    Ok(true)
}

/// A FEN on the first line (the start position when it is not one), the rest after it.
fn position_and_rest(input: &[u8]) -> (Chess, CastlingMode, String) {
    let text = String::from_utf8_lossy(input);
    let (first, rest) = text.split_once('\n').unwrap_or(("", &text));
    let mode = if first.contains("960") {
        CastlingMode::Chess960
    } else {
        CastlingMode::Standard
    };
    let pos = parse_position(first, mode).unwrap_or_default();
    (pos, mode, rest.to_owned())
}

fn san(_: &Ctx, input: &[u8]) -> Outcome {
    let (pos, mode, written) = position_and_rest(input);
    let mut record = GameRecord::new(pos.clone(), mode);
    let mut read = false;
    if let Ok(mv) = record.play_san(&written) {
        ensure(pos.is_legal(mv), || {
            format!("illegal SAN move: {written:?} read as {mv:?}")
        })?;
        read = true;
    }
    let setup = pos.to_setup(shakmaty::EnPassantMode::Legal);
    for by in [Color::White, Color::Black] {
        if let Ok(Resolved::Legal(mv)) = resolve(&setup, Some(&pos), by, &written) {
            ensure(pos.is_legal(mv) && pos.turn() == by, || {
                format!("illegal resolved move: {written:?} by {by} as {mv:?}")
            })?;
        }
        // A move that breaks the rules is played as made, as the engine does with one.
        if let Ok(Resolved::Illegal(raw)) = resolve(&setup, None, by, &written) {
            let mut after = setup.clone();
            play_raw(&mut after, &raw);
            let _ = legal_from_setup(after, mode);
            read = true;
        }
    }
    Ok(read)
}

fn movetext(_: &Ctx, input: &[u8]) -> Outcome {
    let (pos, mode, text) = position_and_rest(input);
    for (token, span) in san_token_spans(&text) {
        ensure(text.get(span.clone()).is_some(), || {
            format!("span outside the text: {text:?}, token {token:?} at {span:?}")
        })?;
    }
    let mut record = GameRecord::new(pos, mode);
    let read = record.play_movetext(&text).is_ok();
    let _ = record.move_number_label();
    Ok(read)
}

fn pgn(_: &Ctx, input: &[u8]) -> Outcome {
    let text = String::from_utf8_lossy(input);
    let mut read = false;
    for game in parse_pgn(&text) {
        let Ok(record) = replay(&game) else {
            continue;
        };
        read = true;
        for edition in [Edition::E2009, Edition::E2023] {
            let reports = review(&record, edition);
            ensure(reports.len() == record.plies().len(), || {
                format!(
                    "review short: game {}, {} half-moves, {} reviewed",
                    game.number,
                    record.plies().len(),
                    reports.len()
                )
            })?;
        }
    }
    Ok(read)
}

fn scenario(ctx: &Ctx, input: &[u8]) -> Outcome {
    let text = String::from_utf8_lossy(input);
    let pack = PackContext {
        id: "fuzz",
        laws: Edition::E2023,
        languages: &ctx.languages,
        replay: true,
    };
    let (scenario, problems) = parse_scenario("fuzz.toml", &text, &pack);
    for p in &problems {
        let _ = p.line_col();
        let _ = ctx.loc.explain(p.id, &p.args);
    }
    let Some(s) = scenario else {
        return Ok(false);
    };
    // What `check` accepts, the app must be able to grade under the scenario's edition.
    let own = grade(&s, s.edition());
    ensure(own.is_ok(), || format!("accepted but not graded: {own:?}"))?;
    let notation = Notation::new(&ctx.loc, LetterStyle::National);
    let words = RulingText::new(&ctx.loc, &notation);
    for edition in Edition::ALL {
        if let Ok(graded) = grade(&s, edition) {
            let _ = words.summary(&graded.ruling);
            for step in &graded.ruling.steps {
                let _ = words.step(step);
            }
        }
    }
    Ok(true)
}

/// Reads a kept file, writes it back and reads that again: the same value, or a finding.
fn round_trip<T: Versioned + PartialEq + std::fmt::Debug>(
    input: &[u8],
) -> Result<Option<T>, String> {
    let Ok(value) = decode::<T>(input) else {
        return Ok(None);
    };
    let bytes = encode(&value).map_err(|e| format!("read but not written: {e}"))?;
    let again = decode::<T>(&bytes);
    ensure(again.as_ref() == Ok(&value), || {
        format!("does not write back: read as {value:?}, written, read as {again:?}")
    })?;
    Ok(Some(value))
}

fn progress(_: &Ctx, input: &[u8]) -> Outcome {
    let Some(file) = round_trip::<File>(input)? else {
        return Ok(false);
    };
    let mut p = Progress::from_file(file);
    let _ = stats::compute(&p.answers, &ulaanbaatar());
    let _ = p.missed();
    for now in [0, 1_795_341_600, arbiter_quiz::store::versioned::LATEST] {
        let _ = p.due(now);
    }
    let ids: Vec<String> = p.cards.keys().take(3).cloned().collect();
    for (i, id) in ids.into_iter().enumerate() {
        let answer = AnswerRecord {
            scenario: id,
            pack: "p".into(),
            chosen: vec![0],
            right: i % 2 == 0,
            seconds: 20,
            mode: Mode::Review,
            edition: 2023,
            at: arbiter_quiz::store::versioned::LATEST,
            topics: Vec::new(),
            articles: Vec::new(),
            game_type: None,
        };
        p.record(answer).map_err(|e| format!("not recorded: {e}"))?;
    }
    Ok(true)
}

fn exam(_: &Ctx, input: &[u8]) -> Outcome {
    let Some(e) = round_trip::<SavedExam>(input)? else {
        return Ok(false);
    };
    ensure(e.answered() <= e.ids.len(), || {
        format!("exam counts wrong: {e:?}")
    })?;
    // The wall clock may say anything: the time used and left stay within the limit.
    for now in [
        0,
        e.started,
        arbiter_quiz::store::versioned::LATEST,
        u64::MAX,
    ] {
        ensure(
            e.used_at(now) <= e.limit_ms() && e.remaining_ms(now) <= e.limit_ms(),
            || format!("exam time beyond its limit at {now}: {e:?}"),
        )?;
    }
    let _ = iso_date(e.started, &ulaanbaatar());
    Ok(true)
}

fn history(_: &Ctx, input: &[u8]) -> Outcome {
    let Some(file) = round_trip::<HistoryFile>(input)? else {
        return Ok(false);
    };
    for e in &file.exams {
        ensure(
            e.answers.len() == e.ids.len()
                && e.used_ms <= e.limit_secs.saturating_mul(1000)
                && e.started <= e.handed_in,
            || format!("exam handed in out of bounds: {e:?}"),
        )?;
        let _ = iso_date(e.handed_in, &ulaanbaatar());
    }
    Ok(true)
}

fn settings(_: &Ctx, input: &[u8]) -> Outcome {
    let Some(s) = round_trip::<Settings>(input)? else {
        return Ok(false);
    };
    let applied = AppSettings::from_stored(&s, Locale::Bg);
    let back = AppSettings::from_stored(&applied.to_stored(&s), Locale::Bg);
    ensure(back == applied, || {
        format!("settings drift: {s:?} applied as {applied:?}, again as {back:?}")
    })?;
    let _ = Capabilities::detect(|_| None, false, &s.colours);
    Ok(true)
}

/// A zone eight hours east of UTC, where a learner's day and the UTC day differ most.
fn ulaanbaatar() -> TimeZone {
    TimeZone::fixed(jiff::tz::offset(8))
}
