//! Knowledge queries as authors name them (`query` of the question), the keys of the
//! question each one reads, and the `expect` key its answer is claimed with.

use super::expect_keys::ExpectKey;
use super::{Need, vocabulary};
use crate::laws::query::Query;
use crate::laws::{GameType, Supervision, TimeControl};

vocabulary! {
    /// A key of the question that a query reads.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum QueryInput as "query input" {
        /// The time control asked about.
        TimeControl = "time_control",
        /// The game type asked about.
        GameType = "game_type",
        /// The supervision asked about (default `unsupervised`).
        Supervision = "supervision",
    }
}

vocabulary! {
    /// A knowledge query.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum QueryKind as "query" {
        /// The game type a time control makes.
        GameType = "game-type",
        /// The band of time that makes a game rapid.
        RapidRange = "rapid-range",
        /// The band of time that makes a game blitz.
        BlitzRange = "blitz-range",
        /// The time a first illegal move gives the opponent.
        IllegalMovePenalty = "illegal-move-penalty",
        /// Which illegal move by the same player loses.
        IllegalMovesToLose = "illegal-moves-to-lose",
        /// The time an incorrect draw claim gives the opponent.
        IncorrectClaimPenalty = "incorrect-claim-penalty",
        /// The time left below which a player may stop recording (`"0:00"` for a time control
        /// whose increment of 30 seconds or more leaves no relief).
        RecordingRelief = "recording-relief",
        /// The moves each player must have made before a draw may be agreed.
        AgreementMinMoves = "agreement-min-moves",
        /// The default time when the regulations say nothing.
        DefaultTime = "default-time",
        /// Who decides where the clock stands.
        ClockPlacement = "clock-placement",
        /// Who decides whether rapid or blitz games are played under full supervision (for
        /// the `game_type` given, rapid or blitz; for both when none is given).
        RegimeChoice = "regime-choice",
        /// How often a rapid or blitz player may ask to see the arbiter's scoresheet.
        ScoresheetRequests = "scoresheet-requests",
        /// Moves by each player without a pawn move or capture for a fifty-move claim.
        FiftyMoveCount = "fifty-move-count",
        /// Moves by each player without a pawn move or capture for the automatic draw.
        SeventyFiveMoveCount = "seventy-five-move-count",
        /// Occurrences of a position for the automatic draw.
        FivefoldCount = "fivefold-count",
        /// Occurrences of a position for a repetition claim.
        ThreefoldCount = "threefold-count",
        /// The time below which a quickplay-finish claim or increment request may be made.
        QuickplayThreshold = "quickplay-threshold",
        /// The time the opponent receives when such a claim is rejected.
        QuickplayAward = "quickplay-award",
        /// Moves by each player after which set-up and clock claims end in unsupervised games.
        UnsupervisedMoveLimit = "unsupervised-move-limit",
        /// Whether the arbiter calls a flag fall he sees in an unsupervised game.
        ArbiterCallsFlag = "arbiter-calls-flag",
        /// Whether the pawn may be removed and the new piece placed in any order when
        /// promoting.
        PromotionAnyOrder = "promotion-any-order",
    }
}

/// What a query reads from the question, already read.
#[derive(Debug, Clone, Copy)]
pub struct QueryInputs<'a> {
    /// The time control, if given.
    pub time_control: Option<&'a TimeControl>,
    /// The game type, if given.
    pub game_type: Option<GameType>,
    /// The supervision (default unsupervised).
    pub supervision: Supervision,
}

impl QueryKind {
    /// The keys of the question this query reads; any other is a mistake.
    pub fn inputs(self) -> &'static [(QueryInput, Need)] {
        const REQUIRED: Need = Need::Required;
        const OPTIONAL: Need = Need::Optional(None);
        match self {
            QueryKind::GameType => &[(QueryInput::TimeControl, REQUIRED)],
            QueryKind::RecordingRelief => &[(QueryInput::TimeControl, OPTIONAL)],
            QueryKind::RegimeChoice => &[(QueryInput::GameType, OPTIONAL)],
            QueryKind::IllegalMovePenalty
            | QueryKind::IllegalMovesToLose
            | QueryKind::IncorrectClaimPenalty => &[
                (QueryInput::GameType, REQUIRED),
                (QueryInput::Supervision, OPTIONAL),
            ],
            QueryKind::RapidRange
            | QueryKind::BlitzRange
            | QueryKind::AgreementMinMoves
            | QueryKind::DefaultTime
            | QueryKind::ClockPlacement
            | QueryKind::ScoresheetRequests
            | QueryKind::FiftyMoveCount
            | QueryKind::SeventyFiveMoveCount
            | QueryKind::FivefoldCount
            | QueryKind::ThreefoldCount
            | QueryKind::QuickplayThreshold
            | QueryKind::QuickplayAward
            | QueryKind::UnsupervisedMoveLimit
            | QueryKind::ArbiterCallsFlag
            | QueryKind::PromotionAnyOrder => &[],
        }
    }

    /// The `expect` key an option claims the answer with.
    pub fn answer(self) -> ExpectKey {
        match self {
            QueryKind::GameType => ExpectKey::GameType,
            QueryKind::RapidRange | QueryKind::BlitzRange => ExpectKey::Range,
            QueryKind::IllegalMovePenalty
            | QueryKind::IncorrectClaimPenalty
            | QueryKind::RecordingRelief
            | QueryKind::DefaultTime
            | QueryKind::QuickplayThreshold
            | QueryKind::QuickplayAward => ExpectKey::Time,
            QueryKind::IllegalMovesToLose
            | QueryKind::AgreementMinMoves
            | QueryKind::ScoresheetRequests
            | QueryKind::FiftyMoveCount
            | QueryKind::SeventyFiveMoveCount
            | QueryKind::FivefoldCount
            | QueryKind::ThreefoldCount
            | QueryKind::UnsupervisedMoveLimit => ExpectKey::Count,
            QueryKind::ClockPlacement | QueryKind::RegimeChoice => ExpectKey::Who,
            QueryKind::ArbiterCallsFlag | QueryKind::PromotionAnyOrder => ExpectKey::Yes,
        }
    }

    /// The engine's query, from the inputs; `None` when a required one is missing (the
    /// reader has reported it).
    pub fn query(self, inputs: QueryInputs<'_>) -> Option<Query> {
        let QueryInputs {
            time_control,
            game_type,
            supervision,
        } = inputs;
        Some(match self {
            QueryKind::GameType => Query::GameType(time_control?.clone()),
            QueryKind::RapidRange => Query::RapidRange,
            QueryKind::BlitzRange => Query::BlitzRange,
            QueryKind::IllegalMovePenalty => Query::IllegalMovePenalty(game_type?, supervision),
            QueryKind::IllegalMovesToLose => Query::IllegalMovesToLose(game_type?, supervision),
            QueryKind::IncorrectClaimPenalty => {
                Query::IncorrectClaimPenalty(game_type?, supervision)
            }
            QueryKind::RecordingRelief => Query::RecordingRelief(time_control.cloned()),
            QueryKind::AgreementMinMoves => Query::AgreementMinMoves,
            QueryKind::DefaultTime => Query::DefaultTime,
            QueryKind::ClockPlacement => Query::ClockPlacement,
            QueryKind::RegimeChoice => Query::RegimeChoice(game_type),
            QueryKind::ScoresheetRequests => Query::ScoresheetRequests,
            QueryKind::FiftyMoveCount => Query::FiftyMoveCount,
            QueryKind::SeventyFiveMoveCount => Query::SeventyFiveMoveCount,
            QueryKind::FivefoldCount => Query::FivefoldCount,
            QueryKind::ThreefoldCount => Query::ThreefoldCount,
            QueryKind::QuickplayThreshold => Query::QuickplayThreshold,
            QueryKind::QuickplayAward => Query::QuickplayAward,
            QueryKind::UnsupervisedMoveLimit => Query::UnsupervisedMoveLimit,
            QueryKind::ArbiterCallsFlag => Query::ArbiterCallsFlag,
            QueryKind::PromotionAnyOrder => Query::PromotionAnyOrder,
        })
    }
}
