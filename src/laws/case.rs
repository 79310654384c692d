//! A case: the facts of a game at one moment, and the events the arbiter must rule on.

use shakmaty::{ByColor, Color};

use super::clock::ClockTime;
use super::edition::Edition;
use super::event::Event;
use super::game_type::{GameType, Supervision};
use super::query::Query;
use super::time_control::TimeControl;

/// What the event regulations say on matters the Laws leave to the organiser.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[allow(clippy::struct_excessive_bools)]
pub struct Regulations {
    /// Default time in minutes (late arrival); when `None` the Laws' fallback applies.
    pub default_time_minutes: Option<u32>,
    /// No draw may be offered or agreed before this many moves by each player (9.1.1).
    pub no_draw_before_moves: Option<u32>,
    /// Draws may be agreed only with the arbiter's consent (9.1.1).
    pub draw_needs_arbiter_consent: bool,
    /// Devices may be kept switched off in a bag (2018/2023 11.3.2.1; the 2014 interim text).
    pub devices_in_bag_allowed: bool,
    /// The regulations set a lesser penalty than loss for a device (11.3.2.2).
    pub lesser_device_penalty: bool,
    /// Guidelines III (2014: App. G) were announced for the event.
    pub quickplay_announced: bool,
    /// The opponent of the player having the move must report to the arbiter before he
    /// leaves the playing area (2018 and 2023 11.2.4).
    pub report_before_leaving: bool,
    /// The team regulations let a captain advise his players to offer, accept or decline a
    /// draw (the Laws do not deal with captains; Olympiad-style regulations do).
    pub captain_may_advise_draws: bool,
    /// The regulations allow no appeal against the arbiter's decisions (the Laws let a
    /// player appeal unless they say otherwise).
    pub no_appeal: bool,
    /// Whether a clock that can add an increment was at hand in a quickplay finish (2014
    /// G.4, Guidelines III.4 "if possible"); `None`: the case does not say, and the player
    /// chooses between the request and the draw claim.
    pub increment_clock: Option<bool>,
}

/// What the earlier part of the game left on a player's record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Ledger {
    /// Completed illegal moves already penalised.
    pub illegal_moves: u32,
    /// Warnings received.
    pub warnings: u32,
    /// Incorrect draw claims made.
    pub incorrect_claims: u32,
}

/// The clocks as the case starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockSetup {
    /// White's time.
    pub white: ClockTime,
    /// Black's time.
    pub black: ClockTime,
    /// Whose clock runs.
    pub running: Option<Color>,
}

/// The facts and events of one case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    /// The edition of the Laws to apply.
    pub edition: Edition,
    /// The time control, if it matters.
    pub time_control: Option<TimeControl>,
    /// The game type, when no time control is given (or to insist on one).
    pub game_type: Option<GameType>,
    /// Supervision of a rapid or blitz game.
    pub supervision: Supervision,
    /// The event regulations.
    pub regulations: Regulations,
    /// The start position as FEN; `None` is the standard starting position.
    pub fen: Option<String>,
    /// Whether the game is Chess960.
    pub chess960: bool,
    /// The moves played from the start position, as SAN movetext.
    pub moves: String,
    /// The clocks, if they matter.
    pub clock: Option<ClockSetup>,
    /// Each player's record of earlier irregularities.
    pub history: ByColor<Ledger>,
    /// What happens, in order.
    pub events: Vec<Event>,
    /// A question about the rules themselves rather than the game.
    pub query: Option<Query>,
    /// Ask whether this side can still checkmate once the events are ruled on.
    pub ask_can_mate: Option<Color>,
}

impl Case {
    /// An empty case: standard start, no clock, no events, the given edition.
    pub fn new(edition: Edition) -> Self {
        Self {
            edition,
            time_control: None,
            game_type: None,
            supervision: Supervision::default(),
            regulations: Regulations::default(),
            fen: None,
            chess960: false,
            moves: String::new(),
            clock: None,
            history: ByColor::default(),
            events: Vec::new(),
            query: None,
            ask_can_mate: None,
        }
    }

    /// The game type: from the time control under the edition, else as stated.
    pub fn effective_game_type(&self) -> Option<GameType> {
        self.time_control
            .as_ref()
            .map(|tc| tc.game_type(self.edition))
            .or(self.game_type)
    }
}
