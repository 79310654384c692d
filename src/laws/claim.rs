//! A claim: any request or complaint a player brings to the arbiter, whatever it rests on.
//! Draw claims, touch-move, illegal moves, a flag, a device, the set-up, the clock, recording,
//! an increment, the opponent's conduct (disturbance, outside help, leaving, smoking): one
//! event with a ground, examined in one way (is it admissible, then is it founded) and
//! answered with one verdict.

use shakmaty::{ByColor, Color, Square};

use super::clock::ClockTime;
use super::event::{DeviceFinding, Discretion, FlagCheck, Irregularity, OfferResponse, Order};
use super::ruling::ClaimVerdict;
use super::time_control::TimeControl;

/// What a claim rests on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ground {
    /// Threefold repetition (9.2).
    Threefold,
    /// Fifty moves (9.3).
    FiftyMoves,
    /// Quickplay finish: under two minutes and the opponent cannot win by normal means or
    /// makes no effort to (2009 10.2, 2014 G.5, Guidelines III.5).
    Quickplay,
    /// A request for an increment with under two minutes left (2014 G.4, Guidelines III.4).
    Increment,
    /// The opponent must move or capture a piece he touched, or moved another (Article 4).
    TouchMove,
    /// The opponent made an illegal move, or an act treated as one (7.5).
    IllegalMove,
    /// The opponent's flag has fallen: a win on time (6.8, 6.9).
    Flag,
    /// The opponent has an electronic device (2009 12.3b, 2014 11.3b, 11.3.2).
    Device,
    /// The pieces were set up wrongly at the start.
    WrongSetup,
    /// The board is wrongly oriented.
    WrongOrientation,
    /// The game began with the colours reversed.
    ReversedColours,
    /// The clock is set wrongly.
    WrongClockSetting,
    /// The times last set on the clock were wrong (typed wrongly when it was replaced or its
    /// times restored).
    WrongClockTimes,
    /// The opponent moved the chessclock from where the arbiter placed it.
    ClockPlacement,
    /// Pieces stand displaced from their squares, or the opponent knocked them over.
    DisplacedPieces,
    /// The opponent stopped recording his moves.
    Recording,
    /// The opponent handled the clock improperly.
    ClockHandling,
    /// The opponent adjusted pieces when he was not allowed to.
    Adjust,
    /// The opponent distracts or annoys the claimant.
    Disturbance,
    /// The opponent uses notes, a source of information or advice, or another chessboard.
    Assistance,
    /// The opponent left the playing area or the venue without leave.
    Leaving,
    /// The opponent smokes where it is not allowed.
    Smoking,
}

impl Ground {
    /// Whether the claim asks for a draw and so counts as a draw offer when it is incorrect
    /// (9.1.2.3; in 2009 also the quickplay claim, 9.1b(3)); the increment request is one by
    /// its own article.
    pub fn is_draw_claim(self) -> bool {
        matches!(
            self,
            Ground::Threefold | Ground::FiftyMoves | Ground::Quickplay | Ground::Increment
        )
    }

    /// Whether the claim rests on an offence of the opponent's conduct, which the arbiter
    /// weighs against what the case has established of that conduct.
    pub fn is_conduct(self) -> bool {
        matches!(
            self,
            Ground::Device
                | Ground::Recording
                | Ground::Disturbance
                | Ground::Assistance
                | Ground::Leaving
                | Ground::Smoking
        )
    }
}

/// How the opponent handled the clock, in a `clock-handling` complaint.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ClockAct {
    /// He pressed the clock without making a move.
    #[default]
    WithoutMove,
    /// He pressed it with the other hand than the one he moved with.
    OtherHand,
    /// He keeps his finger on the clock or hovers over it.
    FingerOnClock,
    /// He pressed it forcibly, picked it up or knocked it over.
    Forcibly,
    /// He pressed it only a while after making his move.
    Late,
    /// He pressed his opponent's button, not his own.
    OpponentsButton,
}

/// When the claim was made relative to the claimant's move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ClaimMoment {
    /// With the move, before making any move on the board.
    #[default]
    BeforeMoving,
    /// After making his move on the board, before pressing the clock.
    AfterMoving,
    /// After making his move and pressing the clock.
    AfterPressing,
}

/// What a claim rests on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Evidence {
    /// The game itself: the board, the clock of the game, the scoresheets (the default).
    #[default]
    Game,
    /// Only what a demonstration board, a monitor or a screen in the hall shows, which no
    /// claim may rest on (2018 and 2023 6.12.2; 2014 6.13; 2009 6.14).
    Display,
}

/// What the arbiter finds about a postponed quickplay-finish claim once the claimant's flag
/// has fallen (2009 10.2b, 2014 G.5, Guidelines III.5.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum AfterFlag {
    /// The case does not say: decided by the material where it settles it, else left to him.
    #[default]
    Pending,
    /// The opponent could not win by normal means, or was not making the effort to: drawn.
    Draw,
    /// The opponent was trying to win by normal means and could: the flag decides (6.9).
    Lost,
}

/// The arbiter's judgement of a claim whose facts the Laws leave to him: a quickplay-finish
/// claim, whether to grant an increment request, whether the conduct complained of happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QuickplayJudgement {
    /// He agrees: the opponent cannot win by normal means or makes no effort to (for a
    /// request: he grants it).
    Agree,
    /// He postpones his decision; `award` says whether he gives the opponent extra time.
    Postpone {
        /// Whether the opponent receives the extra time the Laws allow.
        award: bool,
    },
    /// He rejects the claim (for a request: he refuses it).
    Reject,
}

/// A player's claim or complaint to the arbiter. The facts it rests on are the case's
/// events before it; the optional fields carry the facts only the claim itself states.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Claim {
    /// Who claims.
    pub by: Color,
    /// What the claim rests on.
    pub ground: Ground,
    /// When a draw claim or increment request was made.
    pub moment: ClaimMoment,
    /// The move written on the scoresheet and declared, not played (SAN), for a threefold
    /// or fifty-move claim.
    pub written: Option<String>,
    /// The arbiter's judgement, for a quickplay claim, an increment request.
    pub judgement: Option<QuickplayJudgement>,
    /// The opponent's answer to the draw offer the claim makes.
    pub response: OfferResponse,
    /// How the opponent's device came to light, for a device claim.
    pub finding: Option<DeviceFinding>,
    /// How the opponent handled the clock, for a clock-handling complaint.
    pub act: Option<ClockAct>,
    /// The side whose king stood on a wrong square at the start, for a set-up claim.
    pub king_misplaced: Option<Color>,
    /// The square of a rook that stood on a wrong square at the start, for a set-up claim.
    pub rook_misplaced: Option<Square>,
    /// Whether keeping the wrong clock setting would seriously hurt the event's schedule.
    pub schedule_at_risk: bool,
    /// The setting the clock had, for a clock-setting claim that gives it.
    pub clock_setting: Option<TimeControl>,
    /// The one side of the clock that had `clock_setting`, where only one had it.
    pub clock_side: Option<Color>,
    /// The moves each player had completed by the clock's wrong move counter.
    pub counted: Option<u32>,
    /// For a draw claim, what the arbiter could examine of it.
    pub examination: Examination,
    /// For a claim that the clock times were set wrongly, the times that should have been
    /// set, for each side the claimant says was wrong.
    pub right_times: ByColor<Option<ClockTime>>,
    /// For a claim on time, when the flag fell compared with the event before the claim (a
    /// claim or a move of the player whose flag it is).
    pub order: Order,
    /// For a claim on time, what the arbiter checks before the flag counts: the period it
    /// marks, the moves made when it fell, a clock fault.
    pub flag_check: FlagCheck,
    /// On a colours claim, whether the arbiter decides otherwise (2009 7.2, 2014 7.3).
    pub arbiter: Discretion,
    /// On a quickplay-finish claim he postpones, what he finds once the claimant's flag
    /// falls.
    pub after_flag: AfterFlag,
    /// What the claim rests on.
    pub evidence: Evidence,
    /// Whether the claimant stopped the clock as he claimed; when he did not, his time ran on
    /// until the arbiter stopped it (and, where the edition asks his own flag to be up once
    /// the clocks are stopped, a flag claim is judged only then: 2009 A4d2, 2014 A.4c).
    pub clock_stopped: bool,
}

impl Claim {
    /// A claim with nothing but its claimant and ground.
    pub fn new(by: Color, ground: Ground) -> Self {
        Self {
            by,
            ground,
            moment: ClaimMoment::BeforeMoving,
            written: None,
            judgement: None,
            response: OfferResponse::None,
            finding: None,
            act: None,
            king_misplaced: None,
            rook_misplaced: None,
            schedule_at_risk: false,
            clock_setting: None,
            clock_side: None,
            counted: None,
            right_times: ByColor::new_with(|_| None),
            examination: Examination::default(),
            order: Order::After,
            flag_check: FlagCheck::default(),
            arbiter: Discretion::Default,
            after_flag: AfterFlag::Pending,
            evidence: Evidence::Game,
            clock_stopped: true,
        }
    }

    /// The irregularity a set-up, orientation, colours, clock-setting or displaced-pieces
    /// claim says was found.
    pub fn irregularity(&self) -> Option<Irregularity> {
        Some(match self.ground {
            Ground::WrongSetup => Irregularity::WrongSetup {
                king_misplaced: self.king_misplaced,
                rook_misplaced: self.rook_misplaced,
            },
            Ground::WrongOrientation => Irregularity::WrongOrientation,
            Ground::ReversedColours => Irregularity::ReversedColours {
                arbiter: self.arbiter,
            },
            Ground::WrongClockSetting => Irregularity::WrongClockSetting {
                schedule_at_risk: self.schedule_at_risk,
                setting: self.clock_setting.clone(),
                side: self.clock_side,
                counted: self.counted,
            },
            Ground::WrongClockTimes => Irregularity::WrongClockTimes {
                right: self.right_times,
            },
            Ground::DisplacedPieces => Irregularity::DisplacedPieces { identifiable: None },
            _ => return None,
        })
    }
}

/// What the arbiter could examine of a draw claim.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Examination {
    /// Whether he examined it before the opponent accepted the draw offer it makes; `false`:
    /// the acceptance came first, and the claim was never examined.
    pub examined: bool,
    /// For a threefold or fifty-move claim, whether he can establish the moves it rests on;
    /// when he cannot, the claim is not proven.
    pub moves_established: bool,
}

impl Default for Examination {
    /// Examined, on moves the scoresheets establish.
    fn default() -> Self {
        Self {
            examined: true,
            moves_established: true,
        }
    }
}

/// A claim of the case and the arbiter's verdict on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClaimOutcome {
    /// Who claimed.
    pub by: Color,
    /// What the claim rested on.
    pub ground: Ground,
    /// The verdict.
    pub verdict: ClaimVerdict,
}
