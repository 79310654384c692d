//! What a correct arbiter rules: result, time, actions, obligations, claim verdict,
//! sanctions, the reasoning steps with their articles, and the board after each event.

use std::fmt;
use std::str::FromStr;

use shakmaty::{ByColor, CastlingSide, Color, Square};

use super::claim::ClaimOutcome;
use super::clock::ClockTime;
use super::edition::Edition;
use super::event::Bystander;
use super::game_type::{GameType, Supervision};
use super::mate::MateVerdict;
use super::step::Step;

/// A player's score in one game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Points {
    /// Lost.
    Zero,
    /// Drawn.
    Half,
    /// Won.
    One,
}

impl Points {
    fn text(self) -> &'static str {
        match self {
            Self::Zero => "0",
            Self::Half => "1/2",
            Self::One => "1",
        }
    }
}

/// The score of a finished game, White first (1-0, 0-1, 1/2-1/2, and the unusual scores the
/// Laws allow: 0-0 when both lose, 0-1/2 when a loser's opponent only draws).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Score {
    /// White's points.
    pub white: Points,
    /// Black's points.
    pub black: Points,
}

impl Score {
    /// White wins.
    pub const WHITE_WINS: Score = Score {
        white: Points::One,
        black: Points::Zero,
    };
    /// Black wins.
    pub const BLACK_WINS: Score = Score {
        white: Points::Zero,
        black: Points::One,
    };
    /// A draw.
    pub const DRAW: Score = Score {
        white: Points::Half,
        black: Points::Half,
    };
    /// Both lose.
    pub const BOTH_LOSE: Score = Score {
        white: Points::Zero,
        black: Points::Zero,
    };

    /// The side wins.
    pub fn win_for(side: Color) -> Score {
        match side {
            Color::White => Self::WHITE_WINS,
            Color::Black => Self::BLACK_WINS,
        }
    }

    /// The score in which `side` has `own` points and the opponent `opponent`.
    pub fn with(side: Color, own: Points, opponent: Points) -> Score {
        match side {
            Color::White => Score {
                white: own,
                black: opponent,
            },
            Color::Black => Score {
                white: opponent,
                black: own,
            },
        }
    }

    /// The side's points.
    pub fn of(self, side: Color) -> Points {
        match side {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// The same score with the colours swapped.
    #[must_use]
    pub fn mirrored(self) -> Score {
        Score {
            white: self.black,
            black: self.white,
        }
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.white.text(), self.black.text())
    }
}

impl FromStr for Score {
    type Err = String;

    /// Reads `1-0`, `0-1`, `1/2-1/2` (or `½-½`), `0-0`, `0-1/2`, `1/2-0`; `:` may replace `-`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim().replace('½', "1/2").replace(':', "-");
        let (w, b) = t
            .split_once('-')
            .ok_or_else(|| format!("{s:?} is not a result"))?;
        let points = |p: &str| match p.trim() {
            "0" => Ok(Points::Zero),
            "1/2" => Ok(Points::Half),
            "1" => Ok(Points::One),
            _ => Err(format!(
                "{s:?} is not a result (1-0, 0-1, 1/2-1/2, 0-0, 0-1/2)"
            )),
        };
        Ok(Score {
            white: points(w)?,
            black: points(b)?,
        })
    }
}

/// Where the game stands after the ruling.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum GameResult {
    /// Play goes on.
    #[default]
    Continues,
    /// The game is over with this score.
    Over(Score),
    /// The Laws leave the decision to the arbiter's judgement of facts the case does not
    /// give (for example which flag fell first), or the analyzer could not decide.
    Undecided,
}

/// Something the arbiter does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    /// The position before the irregularity is put back on the board.
    RestorePosition,
    /// The unpromoted pawn on this square is replaced by a queen of its colour.
    PawnBecomesQueen(Square),
    /// The illegal move stands; only the players' own agreement could still correct it.
    IllegalMoveStands,
    /// The game is cancelled and a new game played.
    NewGame,
    /// The position is moved to a correctly placed board and play goes on.
    TransferToCorrectBoard,
    /// The arbiter sets the correct time control on the clock and adjusts it.
    CorrectClockSetting,
    /// The clock setting is left as it is.
    KeepClockSetting,
    /// Castling is no longer allowed for this side (its king was misplaced).
    NoCastling(Color),
    /// Castling with the rook on this square is not allowed (it was misplaced).
    NoCastlingWithRook(Square),
    /// The player restores the displaced pieces on his own time.
    RestoreOnOwnTime(Color),
    /// The clocks are paused.
    PauseClocks,
    /// A clock with an evident defect is replaced.
    ReplaceClock,
    /// The arbiter waits until the next move is completed.
    WaitForNextMove,
    /// Both clocks are set to add this many seconds per move.
    SetIncrement(u32),
    /// The arbiter declares the flag fall he observed.
    CallFlag(Color),
    /// The arbiter does not intervene.
    NoIntervention,
    /// A draw offer by this side stands until the opponent answers it (an offer, or an
    /// incorrect claim, which counts as one: 9.1.2.3, 2009 9.1b(3)).
    OfferStands(Color),
    /// The game continues.
    PlayOn,
    /// The arbiter replaces an electronic scoresheet that has an evident defect.
    ReplaceScoresheet,
    /// The arbiter gives a player who need not record a scoresheet, at his request.
    ProvideScoresheet,
    /// The arbiter adjusts this player's clock in an equitable way, for the time an
    /// assistant who presses the clock or keeps score for him costs.
    AdjustClock(Color),
    /// With two boards that differ and scoresheets that agree, this player, who wrote the
    /// right move but made another, sets his board to the move on the scoresheets.
    AdjustBoardToScoresheets(Color),
    /// With two boards and two scoresheets that differ, the moves are taken back to where
    /// the scoresheets agree and the arbiter readjusts the clocks.
    RetraceToAgreement,
}

/// What a player must now do on the board.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Obligation {
    /// Move the piece on this square (the first touched piece that can move).
    MovePiece(Square),
    /// Capture the piece on this square.
    CapturePiece(Square),
    /// Capture the piece on `target` with the piece on `piece`.
    CaptureWith {
        /// The capturing piece.
        piece: Square,
        /// The piece to capture.
        target: Square,
    },
    /// Castle on this side.
    Castle(CastlingSide),
    /// Make a legal king move (castling on the other side included).
    KingMove,
    /// Any legal move.
    AnyLegalMove,
    /// Play the move written with the claim (SAN).
    PlayMove(String),
    /// Move the pawn on this square (2009: an incomplete promotion is taken back and the
    /// touched pawn must still move).
    MovePawn(Square),
    /// Move (or, if they are the opponent's, capture) one of the pieces on these two squares:
    /// the one the arbiter finds was touched first, which the case has not established.
    FirstTouched(Square, Square),
}

impl Obligation {
    /// Whether two obligations ask the same of the player: a pawn that must move is the piece
    /// on its square that must move, whichever way it is put.
    pub fn same_as(&self, other: &Obligation) -> bool {
        match (self, other) {
            (
                Obligation::MovePiece(x) | Obligation::MovePawn(x),
                Obligation::MovePiece(y) | Obligation::MovePawn(y),
            ) => x == y,
            _ => self == other,
        }
    }
}

/// The arbiter's answer to a claim.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ClaimVerdict {
    /// The claim is correct.
    Upheld,
    /// The claim is examined and found incorrect.
    Rejected,
    /// No valid claim was made (wrong moment, right already lost); it is not examined.
    NotAdmissible,
    /// The arbiter postpones his decision (quickplay finish).
    Postponed,
}

impl ClaimVerdict {
    /// Every verdict.
    pub const ALL: [ClaimVerdict; 4] = [
        ClaimVerdict::Upheld,
        ClaimVerdict::Rejected,
        ClaimVerdict::NotAdmissible,
        ClaimVerdict::Postponed,
    ];

    /// The lower-case key used in files and JSON.
    pub fn key(self) -> &'static str {
        match self {
            Self::Upheld => "upheld",
            Self::Rejected => "rejected",
            Self::NotAdmissible => "not-admissible",
            Self::Postponed => "postponed",
        }
    }
}

/// A step of the arbiter's scale of penalties (2018 and 2023 12.9.1-12.9.9, 2014 12.9a-h,
/// 2009 13.4a-g). Each edition's table says which steps it has and under which number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Penalty {
    /// A warning.
    Warning,
    /// More time for the opponent.
    TimeToOpponent,
    /// Less time for the offender.
    TimeOff,
    /// The opponent's points in the game raised to the most the game can give.
    PointsToOpponent,
    /// The offender's points in the game reduced.
    PointsReduced,
    /// The game declared lost by the offender (the arbiter decides the opponent's score).
    GameLost,
    /// A fine announced in advance.
    Fine,
    /// Exclusion from one or more rounds.
    Exclusion,
    /// Expulsion from the competition.
    Expulsion,
}

impl Penalty {
    /// Every step, in the order of the 2018 and 2023 scale.
    pub const ALL: [Penalty; 9] = [
        Penalty::Warning,
        Penalty::TimeToOpponent,
        Penalty::TimeOff,
        Penalty::PointsToOpponent,
        Penalty::PointsReduced,
        Penalty::GameLost,
        Penalty::Fine,
        Penalty::Exclusion,
        Penalty::Expulsion,
    ];

    /// The Fluent id of the step as a noun phrase ("a warning").
    pub fn message_id(self) -> &'static str {
        match self {
            Penalty::Warning => "penalty-warning",
            Penalty::TimeToOpponent => "penalty-time-to-opponent",
            Penalty::TimeOff => "penalty-time-off",
            Penalty::PointsToOpponent => "penalty-points-to-opponent",
            Penalty::PointsReduced => "penalty-points-reduced",
            Penalty::GameLost => "penalty-game-lost",
            Penalty::Fine => "penalty-fine",
            Penalty::Exclusion => "penalty-exclusion",
            Penalty::Expulsion => "penalty-expulsion",
        }
    }
}

/// A penalty beyond the time and the result themselves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Sanction {
    /// The arbiter may penalise the player at his discretion: the Laws fix no penalty, so he
    /// chooses from his scale (12.9; 2009 13.4).
    Discretionary(Color),
    /// This step of the scale is applied to the player: the one the Laws fix, or the one the
    /// case says the arbiter chose.
    Applied(Color, Penalty),
    /// The arbiter may expel this person from the playing venue (12.7; 2009 13.7a).
    Expel(Bystander),
}

/// A fact answered by a knowledge query.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// A game type.
    GameType(GameType),
    /// A number of seconds.
    Seconds(u64),
    /// A count (moves, requests, occurrences).
    Count(u64),
    /// Yes or no.
    Yes(bool),
    /// Who decides or acts.
    Who(Party),
    /// A band of time, in seconds of base time plus 60 × increment.
    Range {
        /// Lower bound, if any.
        min: Option<u64>,
        /// Whether the lower bound itself is inside.
        min_inclusive: bool,
        /// Upper bound, if any.
        max: Option<u64>,
        /// Whether the upper bound itself is inside.
        max_inclusive: bool,
    },
}

/// Someone at the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Party {
    /// The arbiter.
    Arbiter,
    /// The player with White.
    White,
    /// The player with Black.
    Black,
    /// The organiser, through the event regulations.
    Regulations,
}

/// A finding of the "can this side still checkmate?" oracle that the ruling relied on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MateFinding {
    /// The side whose mating chances were examined.
    pub side: Color,
    /// The analyzer's verdict, with its line or reason.
    pub verdict: MateVerdict,
    /// The position examined, as FEN.
    pub fen: String,
}

/// The board and clocks after an event, for stepping through a scenario.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame {
    /// The board as it stands (possibly an illegal position), as FEN.
    pub fen: String,
    /// The move just made, from and to, for highlighting.
    pub last_move: Option<(Square, Square)>,
    /// The clocks, if known.
    pub clocks: Option<ByColor<ClockTime>>,
    /// The side whose clock runs.
    pub running: Option<Color>,
    /// Flags that are down.
    pub fallen: ByColor<bool>,
}

/// The engine's decision on a case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ruling {
    /// The edition applied.
    pub edition: Edition,
    /// The game type the time control makes, if known.
    pub game_type: Option<GameType>,
    /// Supervision of a rapid or blitz game.
    pub supervision: Supervision,
    /// The result.
    pub result: GameResult,
    /// Seconds added to each side's clock by the ruling.
    pub added: ByColor<u64>,
    /// Seconds taken from each side's clock by the ruling.
    pub removed: ByColor<u64>,
    /// The clocks after the ruling, if the case gave them.
    pub clocks: Option<ByColor<ClockTime>>,
    /// What the arbiter does, in order.
    pub actions: Vec<Action>,
    /// What the player to move must now do.
    pub obligation: Option<Obligation>,
    /// The verdict on the last claim.
    pub claim: Option<ClaimVerdict>,
    /// Every claim of the case with its verdict, in order.
    pub claims: Vec<ClaimOutcome>,
    /// Penalties other than time and result.
    pub sanctions: Vec<Sanction>,
    /// For events that ask whether something is allowed (stopping recording, adjusting).
    pub allowed: Option<bool>,
    /// Whether the ruling the case says the arbiter gave (`arbiter-ruling`) is what the Laws
    /// give.
    pub arbiter_right: Option<bool>,
    /// Whether an appeal against that ruling is to be upheld.
    pub upheld: Option<bool>,
    /// The answer to a knowledge query.
    pub answer: Option<Answer>,
    /// The mating-possibility findings the ruling used.
    pub mate: Vec<MateFinding>,
    /// The reasoning, in order.
    pub steps: Vec<Step>,
    /// The board after the start and after each event.
    pub frames: Vec<Frame>,
}

impl Ruling {
    /// An empty ruling for an edition.
    pub fn new(edition: Edition, game_type: Option<GameType>, supervision: Supervision) -> Self {
        Self {
            edition,
            game_type,
            supervision,
            result: GameResult::Continues,
            added: ByColor::default(),
            removed: ByColor::default(),
            clocks: None,
            actions: Vec::new(),
            obligation: None,
            claim: None,
            claims: Vec::new(),
            sanctions: Vec::new(),
            allowed: None,
            arbiter_right: None,
            upheld: None,
            answer: None,
            mate: Vec::new(),
            steps: Vec::new(),
            frames: Vec::new(),
        }
    }

    /// Whether the position or the moves of the case had already ended the game before its
    /// first event (mate, stalemate, a dead position, fivefold, 75 moves): a game-ending
    /// move needs no press of the clock, so either clock may still be running.
    pub fn over_before_events(&self) -> bool {
        self.steps.iter().any(|s| {
            matches!(
                s.id,
                "step-game-over-at-start" | "step-game-over-after-move"
            )
        })
    }

    /// Whether this game goes on: nothing ended it, no new game replaces it, and the case was
    /// not a question answered without a game (where "the game continues" means nothing).
    pub fn play_goes_on(&self) -> bool {
        self.result == GameResult::Continues
            && !self.actions.contains(&Action::NewGame)
            && self.answer.is_none()
    }

    /// The castling rights of the position the case ends in, as the castling field of its
    /// FEN (`KQkq`, `-`), or `None` when no position was recorded.
    pub fn castling_rights(&self) -> Option<&str> {
        self.frames.last()?.fen.split(' ').nth(2)
    }

    /// Every article the reasoning applied, in first-use order, without repeats.
    pub fn citations(&self) -> Vec<&'static str> {
        let mut out: Vec<&'static str> = Vec::new();
        for step in &self.steps {
            for a in &step.articles {
                if !out.contains(a) {
                    out.push(a);
                }
            }
        }
        out
    }

    /// The final score, if the game is over.
    pub fn score(&self) -> Option<Score> {
        match self.result {
            GameResult::Over(s) => Some(s),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_read_and_print() {
        for s in ["1-0", "0-1", "1/2-1/2", "0-0", "0-1/2", "1/2-0"] {
            assert_eq!(s.parse::<Score>().unwrap().to_string(), s);
        }
        assert_eq!("½-½".parse::<Score>(), Ok(Score::DRAW));
        assert_eq!("1:0".parse::<Score>(), Ok(Score::WHITE_WINS));
        assert!("2-0".parse::<Score>().is_err());
        assert_eq!(Score::WHITE_WINS.mirrored(), Score::BLACK_WINS);
    }
}
