//! The rule tables: one per edition, holding every number, switch and article number that
//! differs between the editions of the Laws. The engine reads rules only from here, so an
//! edition difference is always a value in a table, never a branch in the code.
//!
//! The values come from the editions matrix of the project's reference notes (the authentic
//! English texts of 2009, 2018 and 2023 and the verbatim quotations of 2014). Where a text is
//! ambiguous the chosen reading is documented on the value and marked with an
//! [`Interpretation`] so that explanations can say so.

mod adjournment;
mod articles;
mod blind;
mod claims;
mod conduct;
mod e2009;
mod e2014;
mod e2018;
mod e2023;
mod unattended;

pub use adjournment::{AdjournmentRules, ResumptionLimit};
pub use articles::{Articles, Chess960Castling, PieceMoves};
pub use blind::BlindRules;
pub use claims::{ClaimRules, Condition};
pub use conduct::ConductRules;
pub use e2009::E2009;
pub use e2014::E2014;
pub use e2018::E2018;
pub use e2023::E2023;
pub use unattended::UnattendedRules;

use super::edition::Edition;
use super::game_type::{ByRegime, GameType};

/// Every rule parameter of one edition.
#[derive(Debug)]
pub struct EditionRules {
    /// The edition this table describes.
    pub edition: Edition,
    /// Where rapid and blitz begin (A.1, B.1).
    pub classification: Classification,
    /// What a completed illegal move costs, per regime.
    pub illegal_moves: ByRegime<IllegalMoveRule>,
    /// Which acts besides a wrong move count as illegal moves.
    pub illegal_acts: IllegalActs,
    /// What an incorrect draw claim costs, per regime.
    pub incorrect_claim: ByRegime<TimeAward>,
    /// The extra rules of inadequately supervised rapid and blitz.
    pub unsupervised: Unsupervised,
    /// Draws that happen without a claim.
    pub automatic_draws: AutomaticDraws,
    /// Minimum number of moves each player must have made before a draw may be agreed.
    pub agreement_min_moves: u32,
    /// Whether a resignation is a draw when the opponent cannot checkmate (2023 5.1.2).
    pub resignation_drawn_if_unwinnable: bool,
    /// Default time (late arrival).
    pub default_time: DefaultTime,
    /// Colours found reversed.
    pub reversed_colours: ReversedColours,
    /// Mobile phones and other electronic devices.
    pub devices: DeviceRule,
    /// Quickplay finishes (2009 Art. 10, 2014 App. G, 2018/2023 Guidelines III).
    pub quickplay: Quickplay,
    /// Both flags down and the order unknown.
    pub both_flags: BothFlagsRule,
    /// When a player may stop recording.
    pub recording: Recording,
    /// How many times a rapid or blitz player may ask to see the arbiter's scoresheet.
    pub scoresheet_requests: Option<u32>,
    /// The grounds of a claim the edition knows, and when each may be made.
    pub claims: ClaimRules,
    /// The article numbers of this edition, by provision.
    pub articles: Articles,
    /// Conduct, recording, third parties and the penalty scale.
    pub conduct: ConductRules,
    /// Play with blind and visually disabled players (2009 App. E, 2014 on App. D).
    pub blind: BlindRules,
    /// A quickplay claim with no arbiter present (2009 App. D, 2018/2023 III.6); `None`
    /// where the text could not be checked (2014).
    pub unattended: UnattendedRules,
    /// Adjourned games (2009 guidelines, 2014 App. E, 2018/2023 Guidelines I).
    pub adjournment: AdjournmentRules,
}

impl EditionRules {
    /// The edition's rule table for an edition.
    pub fn of(edition: Edition) -> &'static Self {
        edition.rules()
    }

    /// Every article the engine can cite under this edition: the provisions of the article
    /// table and the per-regime penalty articles, sorted, without repeats.
    pub fn citable_articles(&self) -> Vec<&'static str> {
        let mut all = self.articles.all();
        all.extend(self.conduct.all());
        all.extend(self.blind.all());
        all.extend(self.unattended.all());
        all.extend(self.adjournment.all());
        for regime in super::game_type::Regime::ALL {
            all.extend(self.illegal_moves.get(regime).articles);
            all.extend(self.incorrect_claim.get(regime).articles);
        }
        all.sort_unstable();
        all.dedup();
        all
    }
}

/// The game-type bands of an edition, measured in seconds of base time plus 60 × increment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Classification {
    /// The blitz limit in seconds: 600 from 2014 ("10 minutes or less"), 900 in 2009
    /// ("less than 15 minutes").
    pub blitz_limit_seconds: u64,
    /// Whether a game exactly at the limit is blitz (2014 on) or already rapid (2009).
    pub blitz_limit_inclusive: bool,
    /// A game is rapid when its figure is above the blitz band and below this many seconds.
    pub rapid_below_seconds: u64,
}

impl Classification {
    /// The game type of a control with the given classification figure.
    pub fn classify(&self, seconds: u64) -> GameType {
        let blitz = if self.blitz_limit_inclusive {
            seconds <= self.blitz_limit_seconds
        } else {
            seconds < self.blitz_limit_seconds
        };
        if blitz {
            GameType::Blitz
        } else if seconds < self.rapid_below_seconds {
            GameType::Rapid
        } else {
            GameType::Standard
        }
    }
}

/// A reading the engine chose where the text allows more than one. The message id explains
/// the choice to the user; the literal value is kept so that explanations can show it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Interpretation {
    /// Fluent message id of the note that explains the reading.
    pub note: &'static str,
    /// The award in seconds a literal reading would give, where the ambiguity is about time.
    pub literal_seconds: Option<u32>,
}

/// When a completed illegal move can still be acted upon.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Window {
    /// Whenever it is found during the game (standard play, 7.5.1).
    AnyTime,
    /// Only before the opponent makes his next move; afterwards it stands and only the
    /// players' own agreement can correct it (unsupervised rapid and blitz).
    BeforeOpponentMoves,
}

/// Who sets the illegal-move rule in motion.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Initiative {
    /// The arbiter acts on what he sees, and the opponent may also claim.
    ArbiterOrClaim,
    /// Only the opponent's claim; the arbiter steps in himself only when both kings are in
    /// check or a promotion was not completed (2009 A4c).
    ClaimOrIllegalPosition,
    /// Only the opponent's claim (2009 B3c).
    ClaimOnly,
}

/// The illegal-move rule of one regime.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IllegalMoveRule {
    /// Seconds added to the opponent for an illegal move that does not lose.
    pub award_seconds: u32,
    /// The illegal move by the same player that loses the game (3 in 2009, 2 from 2014; 1
    /// where the first one loses). The game is drawn instead when the opponent cannot mate.
    pub losing_count: u32,
    /// When the move can still be acted on.
    pub window: Window,
    /// Who may act.
    pub initiative: Initiative,
    /// The articles that set the penalty in this regime, in citation order.
    pub articles: &'static [&'static str],
    /// The reading chosen where the text is ambiguous.
    pub interpretation: Option<Interpretation>,
}

/// Time given to the opponent as a penalty, with the articles that set it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TimeAward {
    /// Seconds added to the opponent's clock.
    pub seconds: u32,
    /// The articles that set the amount.
    pub articles: &'static [&'static str],
    /// The reading chosen where the text is ambiguous.
    pub interpretation: Option<Interpretation>,
}

/// Acts that the Laws treat as illegal moves although no illegal move was played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(clippy::struct_excessive_bools)]
pub struct IllegalActs {
    /// Pressing the clock without making a move (2018 on: 7.5.3).
    pub clock_without_move: bool,
    /// Using two hands for one move, once the clock is pressed (2018 on: 7.5.4).
    pub two_hands: bool,
    /// A pawn left unpromoted on the last rank is replaced by a queen (2014 on); in 2009 the
    /// position is reinstated and the pawn must still be moved.
    pub unpromoted_pawn_becomes_queen: bool,
}

/// What happens to an illegal position in an unsupervised game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IllegalPositionRule {
    /// The arbiter waits for the next move to be completed; if the position is still illegal
    /// the game is drawn (2014 A.4d, 2018 A.4.4, 2023 A.5.4).
    WaitThenDraw,
    /// The arbiter intervenes himself, if possible, and the illegal-move rule applies (2009
    /// rapid, A4c).
    ArbiterIntervenes,
    /// The arbiter does not step in; only a claim before the claimant's own move (2009 blitz:
    /// A4c switched off by B3b).
    ClaimOnly,
}

/// The rules of rapid and blitz games without adequate supervision that are not illegal-move
/// penalties.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(clippy::struct_excessive_bools)]
pub struct Unsupervised {
    /// Once each player has completed this many moves, no claim about set-up, orientation or
    /// clock setting is admitted (2009: 3, A4a; 2014 on: 10).
    pub claim_limit_moves: u32,
    /// Whether the arbiter calls a flag fall he sees (2009: no, only a claim counts, A4d1;
    /// 2014: may, editions matrix A7; 2018/2023: shall, A.4.5/A.5.5).
    pub arbiter_calls_flag: bool,
    /// Whether a flag claim succeeds only while the claimant's own flag is still up (2009
    /// A4d2, 2014 A.4c).
    pub claimant_needs_time: bool,
    /// Whether both flags down makes a draw (2009 A4d3).
    pub both_flags_draw: bool,
    /// Whether the arbiter enforces touch-move only when a player asks (2009 A4b).
    pub touch_move_on_request_only: bool,
    /// Whether an illegal move that stands in rapid may still be corrected by the players'
    /// own agreement (2014 A.4b, 2018 A.4.2, 2023 A.5.2); 2009 says so of blitz only (B3c),
    /// not of rapid (A4c).
    pub agreement_corrects_in_rapid: bool,
    /// Whether a misplaced rook loses its castling after the move limit (2014 on; 2009 A4a
    /// speaks only of king and queen set up the wrong way round).
    pub misplaced_rook_rule: bool,
    /// Whether a wrong clock setting may still be corrected after the move limit when the
    /// schedule would otherwise suffer (2014 on; 2009 A4a has no such exception).
    pub schedule_exception: bool,
    /// Both kings in check or an unpromoted pawn, per game type (rapid, blitz).
    pub illegal_position_rapid: IllegalPositionRule,
    /// The same for blitz.
    pub illegal_position_blitz: IllegalPositionRule,
}

/// How fivefold repetition is counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fivefold {
    /// The position recurs on five consecutive alternate moves by each player (2014 9.6a):
    /// read as the position standing 4, 8, 12 and 16 plies earlier (editions matrix A3).
    Consecutive,
    /// The position has appeared at least five times (2018 on).
    AtLeastFive,
}

/// Draws that need no claim.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AutomaticDraws {
    /// Fivefold repetition, where it exists (2014 on).
    pub fivefold: Option<Fivefold>,
    /// The 75-move rule, where it exists (2014 on).
    pub seventy_five: bool,
    /// Whether a checkmate or stalemate ends the game only when the move that made it kept
    /// Articles 4.2-4.7 too, not Article 3 alone (2014 on 5.1a/5.2a, 2018 5.1.1/5.2.1; 2009
    /// asks only a legal move).
    pub ending_needs_touch_move_kept: bool,
}

/// The default time when the regulations name none.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DefaultTime {
    /// Minutes of default time when the regulations are silent (zero in every edition; for
    /// 2014 unconfirmed, chosen as its neighbours say, editions matrix A4).
    pub when_silent_minutes: u32,
    /// Whether the arbiter may decide otherwise (not in 2009 6.6a).
    pub arbiter_may_relent: bool,
}

/// Colours found reversed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReversedColours {
    /// The game continues unless the arbiter decides otherwise (2009 7.2, 2014 7.3).
    Continue,
    /// Replayed with the right colours if fewer than this many moves have been made by each
    /// player, otherwise continued (2018 and 2023 7.3: ten).
    ReplayBelow(u32),
}

/// What makes a device a loss.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeviceTrigger {
    /// The device makes a sound (2009 12.3b; a switched-off phone is allowed).
    Sound,
    /// The player evidently has it in the venue or on his person (2014 on).
    Possession,
}

/// Mobile phones and electronic devices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DeviceRule {
    /// What makes the offence.
    pub trigger: DeviceTrigger,
    /// Whether the opponent scores only a draw when he cannot win (2009 12.3b).
    pub opponent_draws_if_unwinnable: bool,
    /// Whether regulations may let a switched-off device be kept in a bag (2018 11.3.2.1,
    /// 2023 11.3.2.1; in 2014 only under the interim text of October 2014, editions matrix
    /// A9, applied when the regulations say so).
    pub bag_possible: bool,
    /// Whether the loss needs the device on the player's person (2018 and 2023 11.3.2.2);
    /// in 2014 a device the player evidently brought into the venue loses wherever it is
    /// found (11.3b).
    pub loss_only_on_person: bool,
}

/// Quickplay finishes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(clippy::struct_excessive_bools)]
pub struct Quickplay {
    /// Whether the rules apply only when announced before the event (2014 on).
    pub needs_announcement: bool,
    /// Whether games with an increment are covered (2009: yes, editions matrix A10).
    pub with_increment: bool,
    /// Whether blitz is covered: 2009 supervised blitz only (B2, B3b); never from 2014.
    pub supervised_blitz: bool,
    /// Whether a player may ask for an increment (2014 G.4, III.4).
    pub increment_request: bool,
    /// Seconds per move of the increment granted on request.
    pub requested_increment_seconds: u32,
    /// Seconds the opponent receives (postponement, rejection, granted increment); never
    /// reduced by the one-minute rules of rapid and blitz (editions matrix A5).
    pub award_seconds: u32,
    /// Seconds on the claimant's clock below which he may claim or request.
    pub threshold_seconds: u32,
    /// Whether a quickplay claim counts as a draw offer (2009 9.1b(3) names 10.2; from 2014
    /// 9.1b(3) / 9.1.2.3 name only 9.2 and 9.3).
    pub claim_is_offer: bool,
}

/// Both flags down and it cannot be told which fell first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BothFlagsRule {
    /// A main-text article for every game: continue in an earlier period, draw in the last
    /// (2009 and 2014 6.11).
    EveryGame,
    /// Only Guidelines III, for games without increment where they were announced; otherwise
    /// the arbiter decides from the clock (2018, 2023; editions matrix A8).
    GuidelinesOnly,
}

/// When a player may stop recording (8.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Recording {
    /// Below this many seconds left in the period, recording may stop...
    pub relief_below_seconds: u64,
    /// ...unless the increment is at least this many seconds.
    pub increment_at_least: u32,
}
