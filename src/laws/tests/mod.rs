//! Engine tests, per topic and per edition, written from the reference digests of the Laws.

mod adjournment;
mod appeals;
mod blind_play;
mod citations;
mod claim_grounds;
mod claims;
mod clock_incidents;
mod conduct;
mod flags;
mod game_over;
mod illegal_moves;
mod irregularities;
mod penalties;
mod procedures;
mod scoresheets;
mod symmetry;
mod third_parties;
mod touch_move;
mod touches;
mod unattended;
mod uzbek_2018;

use shakmaty::Color;

use super::case::{Case, ClockSetup};
use super::clock::ClockTime;
use super::edition::Edition;
use super::event::{Event, MoveEvent};
pub use super::game_type::Supervision;
use super::ruling::{GameResult, Ruling, Score};

/// A case under an edition with a time control.
pub fn case(edition: Edition, control: &str) -> Case {
    let mut c = Case::new(edition);
    c.time_control = Some(control.parse().unwrap());
    c
}

/// A case from a FEN.
pub fn fen_case(edition: Edition, control: &str, fen: &str) -> Case {
    let mut c = case(edition, control);
    c.fen = Some(fen.to_owned());
    c
}

/// The same case with clocks.
pub fn with_clock(mut c: Case, white: &str, black: &str) -> Case {
    c.clock = Some(ClockSetup {
        white: ClockTime::parse(white).unwrap(),
        black: ClockTime::parse(black).unwrap(),
        running: None,
    });
    c
}

/// A completed move.
pub fn mv(by: Color, text: &str) -> Event {
    Event::Move(MoveEvent::new(by, text))
}

/// The ruling of a case, which must be decidable.
pub fn rule(c: &Case) -> Ruling {
    super::decide(c).unwrap()
}

/// The ruling's score, panicking if the game goes on.
pub fn score(r: &Ruling) -> Score {
    match r.result {
        GameResult::Over(s) => s,
        other => panic!("expected a finished game, got {other:?}: {:#?}", r.steps),
    }
}

/// Whether the ruling cites an article.
pub fn cites(r: &Ruling, article: &str) -> bool {
    r.citations().contains(&article)
}
