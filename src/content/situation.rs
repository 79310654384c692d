//! `[situation]`: the facts of the game, made into an engine case. Every number is checked
//! against a bound before the engine does arithmetic with it: clock readings against
//! [`ClockTime::MAX`], time controls against their bounds, counts against [`MAX_COUNT`].

use shakmaty::{ByColor, Color};
use toml::Spanned;

use super::choose::{choose, side};
use super::problem::Problems;
use super::raw::{RawLedger, RawSituation};
use super::texts::Texts;
use crate::i18n::reason::time_control_error;
use crate::laws::clock::{ClockTime, ClockTimeError};
use crate::laws::time_control::{MAX_MINUTES, MAX_MOVES};
use crate::laws::{Case, ClockSetup, Edition, Ledger, Regulations, Ruling, TimeControl};

/// Reads a time control, pointing at it when it is wrong.
pub fn time_control(problems: &mut Problems, value: &Spanned<String>) -> Option<TimeControl> {
    match value.get_ref().parse::<TimeControl>() {
        Ok(tc) => Some(tc),
        Err(e) => {
            let mut args = time_control_error(&e);
            args.push(("value", value.get_ref().clone()));
            problems.error(Some(value.span()), "content-bad-time-control", &args);
            None
        }
    }
}

/// The most a player's earlier illegal moves, warnings or incorrect claims may number: a
/// game where the arbiter counted more has long been decided.
pub const MAX_COUNT: u32 = 100;

/// Reads a clock time (`2:31`), at most [`ClockTime::MAX`].
pub fn clock_time(problems: &mut Problems, value: &Spanned<String>) -> Option<ClockTime> {
    match ClockTime::parse(value.get_ref()) {
        Ok(t) => Some(t),
        Err(ClockTimeError::Malformed(_)) => {
            problems.error(
                Some(value.span()),
                "content-bad-clock-time",
                &[("value", value.get_ref().clone())],
            );
            None
        }
        Err(ClockTimeError::TooLong(_)) => {
            problems.error(
                Some(value.span()),
                "content-clock-time-too-long",
                &[
                    ("value", value.get_ref().clone()),
                    ("max", ClockTime::MAX.to_string()),
                ],
            );
            None
        }
    }
}

/// `value` of `key`, if it is at most `max`; otherwise reported at `span`.
pub fn at_most<T: Copy + Into<u64> + ToString>(
    problems: &mut Problems,
    span: Option<std::ops::Range<usize>>,
    key: &str,
    value: T,
    max: T,
) -> Option<T> {
    if value.into() <= max.into() {
        return Some(value);
    }
    problems.error(
        span,
        "content-number-too-large",
        &[
            ("key", key.to_owned()),
            ("value", value.to_string()),
            ("max", max.to_string()),
        ],
    );
    None
}

/// One player's earlier record, each count at most [`MAX_COUNT`] (a larger one is reported
/// at `span` and read as the bound).
fn ledger(
    problems: &mut Problems,
    span: &std::ops::Range<usize>,
    side: &str,
    raw: Option<RawLedger>,
) -> Ledger {
    let r = raw.unwrap_or_default();
    let mut count = |key: &str, n: u32| {
        at_most(
            problems,
            Some(span.clone()),
            &format!("{side}.{key}"),
            n,
            MAX_COUNT,
        )
        .unwrap_or(MAX_COUNT)
    };
    Ledger {
        illegal_moves: count("illegal_moves", r.illegal_moves),
        warnings: count("warnings", r.warnings),
        incorrect_claims: count("incorrect_claims", r.incorrect_claims),
    }
}

/// Makes the case (without events) from a situation; the board itself is checked later by
/// building it.
pub fn case(
    problems: &mut Problems,
    raw: Option<&Spanned<RawSituation>>,
    edition: Edition,
) -> (Case, Texts) {
    let mut case = Case::new(edition);
    let Some(raw) = raw else {
        return (case, Texts::default());
    };
    let raw = raw.get_ref();
    case.time_control = raw
        .time_control
        .as_ref()
        .and_then(|v| time_control(problems, v));
    case.game_type = raw.game_type.as_ref().and_then(|v| choose(problems, v));
    if let (Some(tc), Some(gt), Some(v)) = (&case.time_control, case.game_type, &raw.game_type)
        && tc.game_type(edition) != gt
    {
        problems.error(
            Some(v.span()),
            "content-game-type-mismatch",
            &[
                ("control", tc.to_string()),
                ("type", gt.key().to_owned()),
                ("actual", tc.game_type(edition).key().to_owned()),
                ("edition", edition.to_string()),
            ],
        );
    }
    if let Some(v) = &raw.supervision {
        case.supervision = choose(problems, v).unwrap_or_default();
    }
    case.fen = raw.fen.as_ref().map(|f| f.get_ref().clone());
    case.chess960 = raw.chess960;
    case.moves = raw
        .moves
        .as_ref()
        .map(|m| m.get_ref().clone())
        .unwrap_or_default();
    if let Some(clock) = &raw.clock {
        let c = clock.get_ref();
        let white = clock_time(problems, &c.white);
        let black = clock_time(problems, &c.black);
        let running = c.running.as_ref().and_then(|r| side(problems, r));
        if let (Some(white), Some(black)) = (white, black) {
            case.clock = Some(ClockSetup {
                white,
                black,
                running,
            });
            if let Some(tc) = &case.time_control {
                check_possible(problems, clock, tc, white, black);
            }
        }
    }
    if let Some(h) = &raw.history {
        let (span, h) = (h.span(), h.get_ref());
        case.history = ByColor {
            white: ledger(problems, &span, "white", h.white),
            black: ledger(problems, &span, "black", h.black),
        };
    }
    if let Some(r) = &raw.regulations {
        let (span, r) = (r.span(), r.get_ref());
        let mut bounded = |key, value: Option<u32>, max| {
            value.and_then(|v| at_most(problems, Some(span.clone()), key, v, max))
        };
        case.regulations = Regulations {
            default_time_minutes: bounded("default_time", r.default_time, MAX_MINUTES),
            no_draw_before_moves: bounded("no_draw_before", r.no_draw_before, MAX_MOVES),
            draw_needs_arbiter_consent: r.draw_needs_arbiter_consent,
            devices_in_bag_allowed: r.devices_in_bag,
            lesser_device_penalty: r.lesser_device_penalty,
            quickplay_announced: r.quickplay_announced,
            report_before_leaving: r.report_before_leaving,
            captain_may_advise_draws: r.captain_may_advise_draws,
            no_appeal: r.no_appeal,
            increment_clock: r.increment_clock,
        };
    }
    let text = super::texts_of(problems, &raw.text);
    (case, text)
}

/// Warns when the clock said to run belongs to the side that does not have the move. The
/// one reason the format can state for it is a game that the position or the moves had
/// already ended (mate, stalemate, a dead position...): the last move needed no press of the
/// clock. A move made on the board but not yet completed by pressing the clock is written
/// not in `moves` but as a `move` event with `pressed_clock = false`, so that the mover is
/// still the side to move, and his clock runs, when the situation starts.
pub fn check_running(
    problems: &mut Problems,
    raw: Option<&Spanned<RawSituation>>,
    case: &Case,
    ruling: &Ruling,
) {
    let Some(running) = raw
        .and_then(|s| s.get_ref().clock.as_ref())
        .and_then(|c| c.get_ref().running.as_ref())
    else {
        return;
    };
    let Some(said) = case.clock.and_then(|c| c.running) else {
        return;
    };
    if ruling.over_before_events() {
        return;
    }
    // A clock running on the wrong side is the very irregularity these events put right.
    let wrong_side = Some(crate::laws::event::ClockFault::WrongSide);
    let put_right = case.events.iter().any(|e| match e {
        crate::laws::Event::Discover(
            crate::laws::event::Irregularity::WrongClockRunning { .. }
            | crate::laws::event::Irregularity::WrongClockStarted { .. },
        ) => true,
        crate::laws::Event::Flag { check, .. } => check.fault == wrong_side,
        crate::laws::Event::Claim(claim) => claim.flag_check.fault == wrong_side,
        _ => false,
    });
    if put_right {
        return;
    }
    if let Ok(to_move) = crate::laws::decide::side_to_move(case)
        && to_move != said
    {
        problems.warning(
            Some(running.span()),
            "content-clock-runs-for-side-not-to-move",
            &[("side", said.to_string())],
        );
    }
}

/// A clock cannot show more than the control ever gives: every period, an increment for each
/// move of a long game, and a few minutes of awards.
fn check_possible(
    problems: &mut Problems,
    clock: &Spanned<super::raw::RawClock>,
    tc: &TimeControl,
    white: ClockTime,
    black: ClockTime,
) {
    const SLACK_SECS: u64 = 10 * 60;
    const LONG_GAME_MOVES: u64 = 200;
    let bonuses = LONG_GAME_MOVES.saturating_mul(tc.max_bonus_seconds().into());
    let ceiling = ClockTime::from_secs(
        tc.main_seconds()
            .saturating_add(bonuses)
            .saturating_add(SLACK_SECS),
    );
    for (side_color, time, value) in [
        (Color::White, white, &clock.get_ref().white),
        (Color::Black, black, &clock.get_ref().black),
    ] {
        if time > ceiling {
            problems.error(
                Some(value.span()),
                "content-impossible-clock",
                &[
                    ("side", side_color.to_string()),
                    ("time", time.to_string()),
                    ("control", tc.to_string()),
                ],
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::content::{PackContext, parse_scenario};
    use crate::laws::Edition;

    /// The ids of what loading a two-option scenario with this situation and these
    /// events reports.
    fn reported(situation: &str, events: &str) -> Vec<&'static str> {
        let text = format!(
            "id = \"t\"\n[situation]\ntime_control = \"90+30\"\n{situation}\n{events}\n\
             [question]\ntext.en = \"?\"\n\
             [[options]]\ntext.en = \"a\"\nexpect = {{ result = \"continues\" }}\n\
             [[options]]\ntext.en = \"b\"\nexpect = {{ result = \"1-0\" }}\n\
             [explanation]\nen = \"x\"\n"
        );
        let languages = vec!["en".to_owned()];
        let pack = PackContext {
            id: "test",
            laws: Edition::E2023,
            languages: &languages,
            replay: true,
        };
        parse_scenario("t.toml", &text, &pack)
            .1
            .into_iter()
            .map(|p| p.id)
            .collect()
    }

    const WARNING: &str = "content-clock-runs-for-side-not-to-move";

    #[test]
    fn the_clock_of_the_side_without_the_move_is_reported() {
        let after_nf3 = "moves = \"1. e4 e5 2. Nf3\"";
        let clock = |running: &str| {
            format!("{after_nf3}\nclock = {{ white = \"80:00\", black = \"85:00\"{running} }}")
        };
        assert!(reported(&clock(", running = \"white\""), "").contains(&WARNING));
        assert!(!reported(&clock(", running = \"black\""), "").contains(&WARNING));
        // Left out, the running clock is the side to move's.
        assert!(!reported(&clock(""), "").contains(&WARNING));
    }

    #[test]
    fn a_move_not_yet_pressed_is_an_event_and_raises_nothing() {
        let situation = "moves = \"1. e4 e5\"\n\
                         clock = { white = \"80:00\", black = \"85:00\", running = \"white\" }";
        let events = "[[events]]\ntype = \"move\"\nby = \"white\"\nmove = \"Nf3\"\n\
                      pressed_clock = false";
        assert!(!reported(situation, events).contains(&WARNING));
    }

    #[test]
    fn a_game_the_last_move_ended_may_leave_the_movers_clock_running() {
        // Fool's mate: Black mated with his last move and need not press the clock.
        let mate = "moves = \"1. f3 e5 2. g4 Qh4#\"\n\
                    clock = { white = \"88:00\", black = \"89:00\", running = \"black\" }";
        assert!(!reported(mate, "").contains(&WARNING));
        // The same clock one move earlier, with the game going on, is a slip.
        let going_on = "moves = \"1. f3 e5 2. g4\"\n\
                        clock = { white = \"88:00\", black = \"89:00\", running = \"white\" }";
        assert!(reported(going_on, "").contains(&WARNING));
    }
}
