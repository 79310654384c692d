//! `[situation]`: the facts of the game, made into an engine case.

use shakmaty::{ByColor, Color};
use toml::Spanned;

use super::choose::{choose, side};
use super::problem::Problems;
use super::raw::{RawLedger, RawSituation};
use super::texts::Texts;
use crate::i18n::reason::time_control_error;
use crate::laws::clock::ClockTime;
use crate::laws::{Case, ClockSetup, Edition, Ledger, Regulations, TimeControl};

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

/// Reads a clock time (`2:31`).
pub fn clock_time(problems: &mut Problems, value: &Spanned<String>) -> Option<ClockTime> {
    match ClockTime::parse(value.get_ref()) {
        Ok(t) => Some(t),
        Err(_) => {
            problems.error(
                Some(value.span()),
                "content-bad-clock-time",
                &[("value", value.get_ref().clone())],
            );
            None
        }
    }
}

fn ledger(raw: Option<RawLedger>) -> Ledger {
    let r = raw.unwrap_or_default();
    Ledger {
        illegal_moves: r.illegal_moves,
        warnings: r.warnings,
        incorrect_claims: r.incorrect_claims,
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
        case.history = ByColor {
            white: ledger(h.white),
            black: ledger(h.black),
        };
    }
    if let Some(r) = &raw.regulations {
        case.regulations = Regulations {
            default_time_minutes: r.default_time,
            no_draw_before_moves: r.no_draw_before,
            draw_needs_arbiter_consent: r.draw_needs_arbiter_consent,
            devices_in_bag_allowed: r.devices_in_bag,
            lesser_device_penalty: r.lesser_device_penalty,
            quickplay_announced: r.quickplay_announced,
        };
    }
    let text = super::texts_of(problems, &raw.text);
    (case, text)
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
    let ceiling = ClockTime::from_secs(
        tc.classification_seconds() - 60 * u64::from(tc.bonus().seconds())
            + LONG_GAME_MOVES * u64::from(tc.bonus().seconds())
            + SLACK_SECS,
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
