//! What an option claims about the ruling, whether a ruling bears it out, and the words of
//! each part: read from an `expect` and written back (by `rule --json`) from the same tables.

use shakmaty::{CastlingSide, Color, Square};

use super::problem::did_you_mean;
use super::vocab::{
    ActionForm, ExpectKey, ObligationForm, ResultWord, SanctionForm, Vocabulary, result_words,
    template,
};
use crate::laws::clock::ClockTime;
use crate::laws::event::Bystander;
use crate::laws::ruling::{
    Action, Answer, ClaimVerdict, GameResult, Obligation, Party, Penalty, Sanction,
};
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
    /// The arbiter's stated ruling is (or is not) the one the Laws give.
    ArbiterRight(bool),
    /// An appeal against it is (or is not) upheld.
    Upheld(bool),
    /// The game type (of the case, or the answer to a query).
    GameType(GameType),
    /// The answer to a knowledge query is exactly this.
    Answer(Answer),
    /// The position the case ends in keeps exactly these castling rights (canonical
    /// letters, empty for none).
    Castling(String),
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
            .map(ExpectKey::key)
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
        Part::Obligation(Some(o)) => r.obligation.as_ref().is_some_and(|got| o.same_as(got)),
        Part::Claim(verdict) => r.claim == Some(*verdict),
        Part::Sanction(s) => r.sanctions.contains(s),
        Part::Allowed(b) => r.allowed == Some(*b),
        Part::ArbiterRight(b) => r.arbiter_right == Some(*b),
        Part::Upheld(b) => r.upheld == Some(*b),
        Part::GameType(gt) => match &r.answer {
            Some(Answer::GameType(a)) => a == gt,
            _ => r.game_type == Some(*gt),
        },
        Part::Answer(a) => r.answer.as_ref() == Some(a),
        Part::Castling(rights) => r
            .frames
            .last()
            .is_some_and(|f| same_castling_rights(&f.fen, rights)),
        Part::Cites(articles) => {
            let cited = r.citations();
            articles.iter().all(|a| cited.contains(&a.as_str()))
        }
    }
}

/// The `expect` key of a part the ruling leaves undecided, if it does.
fn undecided_key(part: &Part, r: &Ruling) -> Option<ExpectKey> {
    match part {
        Part::Claim(_) if r.claim.is_none() => Some(ExpectKey::Claim),
        Part::Allowed(_) if r.allowed.is_none() => Some(ExpectKey::Allowed),
        Part::ArbiterRight(_) if r.arbiter_right.is_none() => Some(ExpectKey::ArbiterRight),
        Part::Upheld(_) if r.upheld.is_none() => Some(ExpectKey::Upheld),
        Part::Clock(..) if r.clocks.is_none() => Some(ExpectKey::Clocks),
        Part::Castling(_) if r.castling_rights().is_none() => Some(ExpectKey::Castling),
        Part::GameType(_) if r.game_type.is_none() && r.answer.is_none() => {
            Some(ExpectKey::GameType)
        }
        Part::Answer(a) if r.answer.is_none() => Some(match a {
            Answer::Seconds(_) => ExpectKey::Time,
            Answer::Count(_) => ExpectKey::Count,
            Answer::Who(_) => ExpectKey::Who,
            Answer::Range { .. } => ExpectKey::Range,
            Answer::Yes(_) => ExpectKey::Yes,
            Answer::GameType(_) => ExpectKey::GameType,
        }),
        _ => None,
    }
}

/// Why a value of an `expect` cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExpectError {
    /// The Fluent id of the explanation (`expect-error-*`), shown after the key and value in
    /// the author's language.
    pub id: &'static str,
    /// What the author probably meant, when the value is close to one the key takes.
    pub suggestion: Option<String>,
}

impl ExpectError {
    fn new(id: &'static str) -> Self {
        Self {
            id,
            suggestion: None,
        }
    }
}

/// The form of vocabulary `V` that `text` has, with the words in its holes.
fn read_form<'a, V: Vocabulary>(
    text: &'a str,
    error: &'static str,
) -> Result<(V, Vec<&'a str>), ExpectError> {
    for form in V::ALL {
        if let Some(args) = template::holes(form.key(), text) {
            return Ok((*form, args));
        }
    }
    Err(ExpectError {
        id: error,
        suggestion: template::suggestion(V::ALL.iter().map(|f| f.key()), text),
    })
}

/// The word of vocabulary `V` that `text` is.
fn read_word<V: Vocabulary>(text: &str, error: &'static str) -> Result<V, ExpectError> {
    V::parse(text).ok_or_else(|| ExpectError {
        id: error,
        suggestion: did_you_mean(text.trim(), V::keys()).map(str::to_owned),
    })
}

fn hole_square(arg: Option<&&str>) -> Result<Square, ExpectError> {
    arg.and_then(|a| a.parse().ok())
        .ok_or(ExpectError::new("expect-error-square"))
}

/// Reads a side: `white` or `black`.
pub fn parse_side(text: &str) -> Result<Color, ExpectError> {
    read_word(text, "expect-error-side")
}

fn hole_side(arg: Option<&&str>) -> Result<Color, ExpectError> {
    parse_side(arg.copied().unwrap_or_default())
}

/// Reads an obligation as authors write it: `move g1`, `capture d5`, `capture d5 with e4`,
/// `castle kingside`, `king move`, `any move`, `play Nc6`, `none`.
pub fn parse_obligation(text: &str) -> Result<Option<Obligation>, ExpectError> {
    let (form, args) = read_form::<ObligationForm>(text, "expect-error-obligation")?;
    let first = args.first();
    Ok(Some(match form {
        ObligationForm::None => return Ok(None),
        ObligationForm::Move => Obligation::MovePiece(hole_square(first)?),
        ObligationForm::Capture => Obligation::CapturePiece(hole_square(first)?),
        ObligationForm::CaptureWith => Obligation::CaptureWith {
            target: hole_square(first)?,
            piece: hole_square(args.get(1))?,
        },
        ObligationForm::CastleKingside => Obligation::Castle(CastlingSide::KingSide),
        ObligationForm::CastleQueenside => Obligation::Castle(CastlingSide::QueenSide),
        ObligationForm::KingMove => Obligation::KingMove,
        ObligationForm::AnyMove => Obligation::AnyLegalMove,
        ObligationForm::Play => Obligation::PlayMove(first.copied().unwrap_or_default().to_owned()),
        ObligationForm::FirstTouched => {
            Obligation::FirstTouched(hole_square(first)?, hole_square(args.get(1))?)
        }
    }))
}

/// An obligation as authors write it (`none` for no obligation); [`parse_obligation`] reads
/// it back (a pawn that must move reads back as "the piece on that square must move", which
/// it matches).
pub fn write_obligation(o: Option<&Obligation>) -> String {
    let square = |s: &Square| s.to_string();
    let (form, args) = match o {
        None => (ObligationForm::None, vec![]),
        Some(Obligation::MovePiece(s) | Obligation::MovePawn(s)) => {
            (ObligationForm::Move, vec![square(s)])
        }
        Some(Obligation::CapturePiece(s)) => (ObligationForm::Capture, vec![square(s)]),
        Some(Obligation::CaptureWith { piece, target }) => (
            ObligationForm::CaptureWith,
            vec![square(target), square(piece)],
        ),
        Some(Obligation::Castle(CastlingSide::KingSide)) => {
            (ObligationForm::CastleKingside, vec![])
        }
        Some(Obligation::Castle(CastlingSide::QueenSide)) => {
            (ObligationForm::CastleQueenside, vec![])
        }
        Some(Obligation::KingMove) => (ObligationForm::KingMove, vec![]),
        Some(Obligation::AnyLegalMove) => (ObligationForm::AnyMove, vec![]),
        Some(Obligation::PlayMove(m)) => (ObligationForm::Play, vec![m.clone()]),
        Some(Obligation::FirstTouched(a, b)) => {
            (ObligationForm::FirstTouched, vec![square(a), square(b)])
        }
    };
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    template::fill(form.key(), &args)
}

/// Whether the position `fen` keeps the castling rights `expected` names. Both are read as
/// the rooks they leave free to castle, so `KQ` and the file letters of the same rooks
/// (`HA`, or `FA` in a Chess960 position whose outer rooks stand on f1 and a1) are one claim;
/// letters that name no rook of the position are compared as written.
fn same_castling_rights(fen: &str, expected: &str) -> bool {
    let rooks = |text: &str| {
        text.parse::<shakmaty::fen::Fen>()
            .ok()
            .map(|f| f.as_setup().castling_rights)
    };
    let mut fields: Vec<&str> = fen.split(' ').collect();
    let Some(got) = fields.get(2).copied() else {
        return false;
    };
    let written = if expected.is_empty() { "-" } else { expected };
    if let Some(field) = fields.get_mut(2) {
        *field = written;
    }
    match (rooks(fen), rooks(&fields.join(" "))) {
        (Some(have), Some(want)) => have == want,
        _ => crate::content::question::castling_rights(got).as_deref() == Some(expected),
    }
}

/// Reads an action: `restore-position`, `pawn-becomes-queen e8`, `no-castling white`,
/// `set-increment 5`, `call-flag black`, ...
pub fn parse_action(text: &str) -> Result<Part, ExpectError> {
    let (form, args) = read_form::<ActionForm>(text, "expect-error-action")?;
    let arg = args.first();
    let action = match form {
        ActionForm::RestorePosition => Action::RestorePosition,
        ActionForm::AnyPawnBecomesQueen => return Ok(Part::AnyPawnBecomesQueen),
        ActionForm::PawnBecomesQueen => Action::PawnBecomesQueen(hole_square(arg)?),
        ActionForm::IllegalMoveStands => Action::IllegalMoveStands,
        ActionForm::NewGame => Action::NewGame,
        ActionForm::TransferToCorrectBoard => Action::TransferToCorrectBoard,
        ActionForm::CorrectClockSetting => Action::CorrectClockSetting,
        ActionForm::KeepClockSetting => Action::KeepClockSetting,
        ActionForm::NoCastling => Action::NoCastling(hole_side(arg)?),
        ActionForm::NoCastlingWithRook => Action::NoCastlingWithRook(hole_square(arg)?),
        ActionForm::RestoreOnOwnTime => Action::RestoreOnOwnTime(hole_side(arg)?),
        ActionForm::PauseClocks => Action::PauseClocks,
        ActionForm::ReplaceClock => Action::ReplaceClock,
        ActionForm::WaitForNextMove => Action::WaitForNextMove,
        ActionForm::SetIncrement => Action::SetIncrement(
            arg.and_then(|a| a.parse().ok())
                .ok_or(ExpectError::new("expect-error-action-seconds"))?,
        ),
        ActionForm::CallFlag => Action::CallFlag(hole_side(arg)?),
        ActionForm::NoIntervention => Action::NoIntervention,
        ActionForm::OfferStands => Action::OfferStands(hole_side(arg)?),
        ActionForm::PlayOn => Action::PlayOn,
        ActionForm::ReplaceScoresheet => Action::ReplaceScoresheet,
        ActionForm::ProvideScoresheet => Action::ProvideScoresheet,
        ActionForm::AdjustClock => Action::AdjustClock(hole_side(arg)?),
        ActionForm::AdjustBoardToScoresheets => Action::AdjustBoardToScoresheets(hole_side(arg)?),
        ActionForm::RetraceToAgreement => Action::RetraceToAgreement,
    };
    Ok(Part::Action(action))
}

/// An action as authors write it; [`parse_action`] reads it back.
pub fn write_action(a: Action) -> String {
    let (form, arg) = match a {
        Action::RestorePosition => (ActionForm::RestorePosition, None),
        Action::PawnBecomesQueen(s) => (ActionForm::PawnBecomesQueen, Some(s.to_string())),
        Action::IllegalMoveStands => (ActionForm::IllegalMoveStands, None),
        Action::NewGame => (ActionForm::NewGame, None),
        Action::TransferToCorrectBoard => (ActionForm::TransferToCorrectBoard, None),
        Action::CorrectClockSetting => (ActionForm::CorrectClockSetting, None),
        Action::KeepClockSetting => (ActionForm::KeepClockSetting, None),
        Action::NoCastling(c) => (ActionForm::NoCastling, Some(c.key().to_owned())),
        Action::NoCastlingWithRook(s) => (ActionForm::NoCastlingWithRook, Some(s.to_string())),
        Action::RestoreOnOwnTime(c) => (ActionForm::RestoreOnOwnTime, Some(c.key().to_owned())),
        Action::PauseClocks => (ActionForm::PauseClocks, None),
        Action::ReplaceClock => (ActionForm::ReplaceClock, None),
        Action::WaitForNextMove => (ActionForm::WaitForNextMove, None),
        Action::SetIncrement(n) => (ActionForm::SetIncrement, Some(n.to_string())),
        Action::CallFlag(c) => (ActionForm::CallFlag, Some(c.key().to_owned())),
        Action::NoIntervention => (ActionForm::NoIntervention, None),
        Action::OfferStands(c) => (ActionForm::OfferStands, Some(c.key().to_owned())),
        Action::PlayOn => (ActionForm::PlayOn, None),
        Action::ReplaceScoresheet => (ActionForm::ReplaceScoresheet, None),
        Action::ProvideScoresheet => (ActionForm::ProvideScoresheet, None),
        Action::AdjustClock(c) => (ActionForm::AdjustClock, Some(c.key().to_owned())),
        Action::AdjustBoardToScoresheets(c) => (
            ActionForm::AdjustBoardToScoresheets,
            Some(c.key().to_owned()),
        ),
        Action::RetraceToAgreement => (ActionForm::RetraceToAgreement, None),
    };
    template::fill(
        form.key(),
        arg.as_slice()
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>()
            .as_slice(),
    )
}

/// Reads a sanction: `penalty black` (at the arbiter's discretion), a step of the scale such
/// as `warning white` or `game-lost black`, or `expel spectator`.
pub fn parse_sanction(text: &str) -> Result<Sanction, ExpectError> {
    let (form, args) = read_form::<SanctionForm>(text, "expect-error-sanction")?;
    let first = args.first().copied().unwrap_or_default();
    let last = args.last().copied().unwrap_or_default();
    let error = || ExpectError::new("expect-error-sanction");
    Ok(match form {
        SanctionForm::Penalty => Sanction::Discretionary(parse_side(last)?),
        SanctionForm::Step => {
            Sanction::Applied(parse_side(last)?, Penalty::parse(first).ok_or_else(error)?)
        }
        SanctionForm::Expel => Sanction::Expel(Bystander::parse(first).ok_or_else(error)?),
    })
}

/// A sanction as authors write it; [`parse_sanction`] reads it back.
pub fn write_sanction(s: Sanction) -> String {
    match s {
        Sanction::Discretionary(c) => template::fill(SanctionForm::Penalty.key(), &[c.key()]),
        Sanction::Applied(c, p) => template::fill(SanctionForm::Step.key(), &[p.key(), c.key()]),
        Sanction::Expel(who) => template::fill(SanctionForm::Expel.key(), &[who.key()]),
    }
}

/// Reads a result: `1-0`, `0-1`, `1/2-1/2`, `0-0`, `0-1/2`, `1/2-0`, `continues`, `undecided`.
pub fn parse_result(text: &str) -> Result<Part, ExpectError> {
    if let Some(word) = ResultWord::parse(text) {
        return Ok(match word {
            ResultWord::Continues => Part::Continues,
            ResultWord::Undecided => Part::Undecided,
        });
    }
    text.trim().parse::<Score>().map(Part::Result).map_err(|_| {
        let words = result_words();
        ExpectError {
            id: "expect-error-result",
            suggestion: did_you_mean(text.trim(), words.iter().map(String::as_str))
                .map(str::to_owned),
        }
    })
}

/// The result of a ruling as authors write it, which [`parse_result`] reads back and which
/// matches the ruling; `None` when no result word holds: a query answered without a game,
/// or a new game that replaces this one.
pub fn write_result(r: &Ruling) -> Option<String> {
    match r.result {
        GameResult::Continues if !r.play_goes_on() => None,
        GameResult::Continues => Some(ResultWord::Continues.key().to_owned()),
        GameResult::Undecided => Some(ResultWord::Undecided.key().to_owned()),
        GameResult::Over(score) => Some(score.to_string()),
    }
}

/// Reads a claim verdict: `upheld`, `rejected`, `not-admissible`, `postponed`.
pub fn parse_claim(text: &str) -> Result<ClaimVerdict, ExpectError> {
    read_word(text, "expect-error-claim")
}

/// Reads a party: `arbiter`, `white`, `black`, `regulations`.
pub fn parse_party(text: &str) -> Result<Party, ExpectError> {
    read_word(text, "expect-error-party")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn castling_rights_are_read_in_any_order_and_bad_ones_refused() {
        use crate::content::question::castling_rights;
        assert_eq!(
            castling_rights("qK").as_deref(),
            castling_rights("Kq").as_deref()
        );
        assert_eq!(castling_rights(" - ").as_deref(), Some(""));
        assert_eq!(castling_rights("HAha").as_deref(), Some("AHah"));
        for bad in ["", "KK", "Kx", "K q", "--", "KQkq-"] {
            assert_eq!(castling_rights(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn castling_rights_match_by_the_rooks_they_name() {
        // Chess960: Black's rooks on a8 and f8 are the outer ones, so `kq` and `fa` agree.
        let fen = "rk3r2/ppp2ppp/2n2n2/3pp3/3PP3/2N2N2/PPP2PPP/R1K2R2 w fa - 0 9";
        assert!(same_castling_rights(fen, "kq"));
        assert!(same_castling_rights(fen, "af"));
        assert!(!same_castling_rights(fen, "k"));
        assert!(!same_castling_rights(fen, ""));
        let standard = "r3k2r/8/8/8/8/8/8/R3K2R b KQ - 0 1";
        assert!(same_castling_rights(standard, "HA"));
        assert!(same_castling_rights(standard, "QK"));
        assert!(!same_castling_rights(standard, "KQkq"));
        assert!(same_castling_rights("4k3/8/8/8/8/8/8/4K3 w - - 0 1", ""));
    }

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

    /// Each form of an action, obligation or sanction, filled with example values, reads as
    /// a value that is written back as the same words.
    #[test]
    fn every_form_reads_and_writes_the_same_words() {
        for form in ActionForm::ALL {
            let text = template::example(form.key());
            match parse_action(&text) {
                Ok(Part::Action(a)) => assert_eq!(write_action(a), text),
                Ok(Part::AnyPawnBecomesQueen) => assert_eq!(*form, ActionForm::AnyPawnBecomesQueen),
                other => panic!("{text}: {other:?}"),
            }
        }
        for form in ObligationForm::ALL {
            let text = template::example(form.key());
            let o = parse_obligation(&text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
            assert_eq!(write_obligation(o.as_ref()), text);
        }
        for form in SanctionForm::ALL {
            let text = template::example(form.key());
            let s = parse_sanction(&text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
            assert_eq!(write_sanction(s), text);
        }
        for word in result_words() {
            assert!(parse_result(&word).is_ok(), "{word}");
        }
    }

    #[test]
    fn a_misspelt_value_comes_with_the_word_meant() {
        let e = parse_action("restore-positon").unwrap_err();
        assert_eq!(e.suggestion.as_deref(), Some("restore-position"));
        let e = parse_action("ofer-stands black").unwrap_err();
        assert_eq!(e.suggestion.as_deref(), Some("offer-stands black"));
        let e = parse_claim("uphled").unwrap_err();
        assert_eq!(e.suggestion.as_deref(), Some("upheld"));
        let e = parse_obligation("captrue d5 with e4").unwrap_err();
        assert_eq!(e.suggestion.as_deref(), Some("capture d5 with e4"));
        assert_eq!(parse_action("dance").unwrap_err().suggestion, None);
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
        assert_eq!(
            parse_sanction("game-lost black"),
            Ok(Sanction::Applied(Color::Black, Penalty::GameLost))
        );
        assert_eq!(
            parse_sanction("expel team-mate"),
            Ok(Sanction::Expel(Bystander::TeamMate))
        );
        assert!(parse_sanction("expel white").is_err());
        assert_eq!(parse_result("continues"), Ok(Part::Continues));
        assert!(parse_result("2-0").is_err());
    }
}
