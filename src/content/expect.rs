//! What an option claims about the ruling, and whether a ruling bears it out.

use shakmaty::{CastlingSide, Color, Square};

use crate::laws::clock::ClockTime;
use crate::laws::ruling::{Action, Answer, ClaimVerdict, GameResult, Obligation, Party, Sanction};
use crate::laws::{GameType, Ruling, Score};

/// One claim about the ruling.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Part {
    /// The game ends with this score.
    Result(Score),
    /// The game goes on.
    Continues,
    /// The arbiter must decide facts the case does not give.
    Undecided,
    /// This many seconds are added to a side.
    Added(Color, u64),
    /// This many seconds are taken from a side.
    Removed(Color, u64),
    /// A side's clock shows this after the ruling.
    Clock(Color, ClockTime),
    /// The arbiter takes this action.
    Action(Action),
    /// Any `PawnBecomesQueen`, whatever the square.
    AnyPawnBecomesQueen,
    /// The player must do this (`None`: no obligation).
    Obligation(Option<Obligation>),
    /// The verdict on the claim.
    Claim(ClaimVerdict),
    /// This sanction is applied.
    Sanction(Sanction),
    /// What was asked is allowed (or not).
    Allowed(bool),
    /// The game type (of the case, or the answer to a query).
    GameType(GameType),
    /// The answer to a knowledge query is exactly this.
    Answer(Answer),
    /// The ruling cites these articles.
    Cites(Vec<String>),
}

/// The claims of one option: all parts hold, and the negated expectation (if any) does not.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Expect {
    /// Claims that must all hold.
    pub parts: Vec<Part>,
    /// An expectation that must not hold (true/false questions).
    pub not: Option<Box<Expect>>,
}

impl Expect {
    /// Whether the ruling bears out every claim.
    pub fn matches(&self, r: &Ruling) -> bool {
        self.parts.iter().all(|p| part_matches(p, r))
            && self.not.as_ref().is_none_or(|n| !n.matches(r))
    }

    /// The keys of claims about things the ruling does not decide at all (a claim verdict
    /// where nobody claimed, an answer where nothing was asked, ...): such a claim can never
    /// hold, so an option resting on it is a mistake of the author's, not a distractor.
    pub fn undecided(&self, r: &Ruling) -> Vec<&'static str> {
        let mut keys: Vec<&'static str> = self
            .parts
            .iter()
            .filter_map(|p| undecided_key(p, r))
            .collect();
        if let Some(n) = &self.not {
            keys.extend(n.undecided(r));
        }
        keys.dedup();
        keys
    }

    /// Whether the expectation claims nothing at all.
    pub fn is_empty(&self) -> bool {
        self.parts.is_empty() && self.not.as_ref().is_none_or(|n| n.is_empty())
    }
}

fn part_matches(part: &Part, r: &Ruling) -> bool {
    match part {
        Part::Result(score) => r.result == GameResult::Over(*score),
        Part::Continues => r.play_goes_on(),
        Part::Undecided => r.result == GameResult::Undecided,
        Part::Added(side, secs) => r.added.get(*side) == secs,
        Part::Removed(side, secs) => r.removed.get(*side) == secs,
        Part::Clock(side, time) => r.clocks.is_some_and(|c| c.get(*side) == time),
        Part::Action(action) => r.actions.contains(action),
        Part::AnyPawnBecomesQueen => r
            .actions
            .iter()
            .any(|a| matches!(a, Action::PawnBecomesQueen(_))),
        Part::Obligation(None) => r.obligation.is_none(),
        Part::Obligation(Some(o)) => r
            .obligation
            .as_ref()
            .is_some_and(|got| obligation_matches(o, got)),
        Part::Claim(verdict) => r.claim == Some(*verdict),
        Part::Sanction(s) => r.sanctions.contains(s),
        Part::Allowed(b) => r.allowed == Some(*b),
        Part::GameType(gt) => match &r.answer {
            Some(Answer::GameType(a)) => a == gt,
            _ => r.game_type == Some(*gt),
        },
        Part::Answer(a) => r.answer.as_ref() == Some(a),
        Part::Cites(articles) => {
            let cited = r.citations();
            articles.iter().all(|a| cited.contains(&a.as_str()))
        }
    }
}

/// The `expect` key of a part the ruling leaves undecided, if it does.
fn undecided_key(part: &Part, r: &Ruling) -> Option<&'static str> {
    match part {
        Part::Claim(_) if r.claim.is_none() => Some("claim"),
        Part::Allowed(_) if r.allowed.is_none() => Some("allowed"),
        Part::Clock(..) if r.clocks.is_none() => Some("clocks"),
        Part::GameType(_) if r.game_type.is_none() && r.answer.is_none() => Some("game_type"),
        Part::Answer(a) if r.answer.is_none() => Some(match a {
            Answer::Seconds(_) => "time",
            Answer::Count(_) => "count",
            Answer::Who(_) => "who",
            Answer::Range { .. } => "range",
            Answer::Yes(_) => "yes",
            Answer::GameType(_) => "game_type",
        }),
        _ => None,
    }
}

/// "move e7" accepts a pawn that must move as well as a piece.
fn obligation_matches(claimed: &Obligation, got: &Obligation) -> bool {
    match (claimed, got) {
        (Obligation::MovePiece(a), Obligation::MovePawn(b)) => a == b,
        _ => claimed == got,
    }
}

/// Why a value of an `expect` cannot be read: the Fluent id of the explanation
/// (`expect-error-*`), shown after the key and value in the author's language.
pub type ExpectError = &'static str;

/// Reads an obligation as authors write it: `move g1`, `capture d5`, `capture d5 with e4`,
/// `castle kingside`, `king move`, `any move`, `play Nc6`, `none`.
pub fn parse_obligation(text: &str) -> Result<Option<Obligation>, ExpectError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let square = |s: &str| s.parse::<Square>().map_err(|_| "expect-error-square");
    Ok(Some(match words.as_slice() {
        ["none"] => return Ok(None),
        ["move", sq] => Obligation::MovePiece(square(sq)?),
        ["capture", sq] => Obligation::CapturePiece(square(sq)?),
        ["capture", target, "with", piece] => Obligation::CaptureWith {
            piece: square(piece)?,
            target: square(target)?,
        },
        ["castle", "kingside"] => Obligation::Castle(CastlingSide::KingSide),
        ["castle", "queenside"] => Obligation::Castle(CastlingSide::QueenSide),
        ["king", "move"] => Obligation::KingMove,
        ["any", "move"] => Obligation::AnyLegalMove,
        ["play", mv] => Obligation::PlayMove((*mv).to_owned()),
        _ => return Err("expect-error-obligation"),
    }))
}

/// Reads a side: `white` or `black`.
pub fn parse_side(text: &str) -> Result<Color, ExpectError> {
    match text.trim() {
        "white" => Ok(Color::White),
        "black" => Ok(Color::Black),
        _ => Err("expect-error-side"),
    }
}

/// The action keys authors write, with what they take after the key.
pub const ACTION_KEYS: [&str; 16] = [
    "restore-position",
    "pawn-becomes-queen",
    "illegal-move-stands",
    "new-game",
    "transfer-to-correct-board",
    "correct-clock-setting",
    "keep-clock-setting",
    "no-castling",
    "no-castling-with-rook",
    "restore-on-own-time",
    "pause-clocks",
    "wait-for-next-move",
    "set-increment",
    "call-flag",
    "no-intervention",
    "play-on",
];

/// Reads an action: `restore-position`, `pawn-becomes-queen e8`, `no-castling white`,
/// `set-increment 5`, `call-flag black`, ...
pub fn parse_action(text: &str) -> Result<Part, ExpectError> {
    let mut words = text.split_whitespace();
    let key = words.next().unwrap_or_default();
    let arg = words.next();
    let side = || parse_side(arg.unwrap_or_default());
    let square = || {
        arg.unwrap_or_default()
            .parse::<Square>()
            .map_err(|_| "expect-error-action-square")
    };
    let action = match key {
        "restore-position" => Action::RestorePosition,
        "pawn-becomes-queen" if arg.is_none() => return Ok(Part::AnyPawnBecomesQueen),
        "pawn-becomes-queen" => Action::PawnBecomesQueen(square()?),
        "illegal-move-stands" => Action::IllegalMoveStands,
        "new-game" => Action::NewGame,
        "transfer-to-correct-board" => Action::TransferToCorrectBoard,
        "correct-clock-setting" => Action::CorrectClockSetting,
        "keep-clock-setting" => Action::KeepClockSetting,
        "no-castling" => Action::NoCastling(side()?),
        "no-castling-with-rook" => Action::NoCastlingWithRook(square()?),
        "restore-on-own-time" => Action::RestoreOnOwnTime(side()?),
        "pause-clocks" => Action::PauseClocks,
        "wait-for-next-move" => Action::WaitForNextMove,
        "set-increment" => Action::SetIncrement(
            arg.and_then(|a| a.parse().ok())
                .ok_or("expect-error-action-seconds")?,
        ),
        "call-flag" => Action::CallFlag(side()?),
        "no-intervention" => Action::NoIntervention,
        "offer-stands" => Action::OfferStands(side()?),
        "play-on" => Action::PlayOn,
        _ => return Err("expect-error-action"),
    };
    Ok(Part::Action(action))
}

/// Reads a sanction: `warning white` or `penalty black` (at the arbiter's discretion).
pub fn parse_sanction(text: &str) -> Result<Sanction, ExpectError> {
    match text.split_whitespace().collect::<Vec<_>>().as_slice() {
        ["warning", side] => Ok(Sanction::Warning(parse_side(side)?)),
        ["penalty", side] => Ok(Sanction::Discretionary(parse_side(side)?)),
        _ => Err("expect-error-sanction"),
    }
}

/// Reads a result: `1-0`, `0-1`, `1/2-1/2`, `0-0`, `0-1/2`, `1/2-0`, `continues`, `undecided`.
pub fn parse_result(text: &str) -> Result<Part, ExpectError> {
    match text.trim() {
        "continues" => Ok(Part::Continues),
        "undecided" => Ok(Part::Undecided),
        other => other
            .parse::<Score>()
            .map(Part::Result)
            .map_err(|_| "expect-error-result"),
    }
}

/// Reads a claim verdict: `upheld`, `rejected`, `not-admissible`, `postponed`.
pub fn parse_claim(text: &str) -> Result<ClaimVerdict, ExpectError> {
    [
        ClaimVerdict::Upheld,
        ClaimVerdict::Rejected,
        ClaimVerdict::NotAdmissible,
        ClaimVerdict::Postponed,
    ]
    .into_iter()
    .find(|v| v.key() == text.trim())
    .ok_or("expect-error-claim")
}

/// Reads a party: `arbiter`, `white`, `black`, `regulations`.
pub fn parse_party(text: &str) -> Result<Party, ExpectError> {
    match text.trim() {
        "arbiter" => Ok(Party::Arbiter),
        "white" => Ok(Party::White),
        "black" => Ok(Party::Black),
        "regulations" => Ok(Party::Regulations),
        _ => Err("expect-error-party"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_obligations_as_authors_write_them() {
        assert_eq!(
            parse_obligation("move g1"),
            Ok(Some(Obligation::MovePiece(Square::G1)))
        );
        assert_eq!(
            parse_obligation("capture d5 with e4"),
            Ok(Some(Obligation::CaptureWith {
                piece: Square::E4,
                target: Square::D5
            }))
        );
        assert_eq!(parse_obligation("none"), Ok(None));
        assert!(parse_obligation("move z9").is_err());
        assert!(parse_obligation("dance").is_err());
    }

    #[test]
    fn reads_actions_and_sanctions() {
        assert_eq!(
            parse_action("call-flag black"),
            Ok(Part::Action(Action::CallFlag(Color::Black)))
        );
        assert_eq!(
            parse_action("pawn-becomes-queen"),
            Ok(Part::AnyPawnBecomesQueen)
        );
        assert!(parse_action("call-flag purple").is_err());
        assert_eq!(
            parse_sanction("penalty white"),
            Ok(Sanction::Discretionary(Color::White))
        );
        assert_eq!(parse_result("continues"), Ok(Part::Continues));
        assert!(parse_result("2-0").is_err());
    }
}
