//! Reasons the engine reports as data (an unreadable FEN, an impossible position, a move that
//! names no move, a malformed time control) turned into Fluent message ids with their
//! arguments, and the wording of such messages whose arguments are themselves words to look up.

use shakmaty::fen::ParseFenError;
use shakmaty::{Color, PositionErrorKinds};

use super::{Arg, Localizer};
use crate::laws::CaseError;
use crate::laws::move_error::MoveError;
use crate::laws::record::RecordError;
use crate::laws::time_control::{
    MAX_BONUS_SECS, MAX_MINUTES, MAX_MOVES, MAX_PERIODS, TimeControlError,
};

/// A message's arguments as plain text. Arguments named `side` (`white`/`black`), `what`,
/// `detail` and `why` hold words to look up rather than words to show; see
/// [`Localizer::explain`].
pub type Args = Vec<(&'static str, String)>;

/// The Fluent id of the sentence for `error`, and its arguments: `content-bad-fen`,
/// `content-illegal-position`, `content-bad-move` or `content-impossible-event`, each with
/// a `detail`.
pub fn case_error(error: &CaseError) -> (&'static str, Args) {
    match error {
        CaseError::Record(e) => record_error(e),
        CaseError::Event { index, reason } => {
            let mut args = move_error(reason);
            args.push(("event", (index + 1).to_string()));
            ("content-impossible-event", args)
        }
    }
}

/// The Fluent id of the sentence for `error` and its arguments, as [`case_error`].
pub fn record_error(error: &RecordError) -> (&'static str, Args) {
    match error {
        RecordError::BadFen(e) => ("content-bad-fen", vec![("detail", fen_error(e).into())]),
        RecordError::IllegalPosition(kinds) => (
            "content-illegal-position",
            vec![("detail", position_error(*kinds).into())],
        ),
        RecordError::BadMove {
            number,
            san,
            reason,
            ..
        } => {
            let mut args = move_error(reason);
            args.push(("number", number.clone()));
            args.push(("move", san.clone()));
            ("content-bad-move", args)
        }
    }
}

/// The `detail` of an unreadable FEN: which part of it is wrong.
pub fn fen_error(error: &ParseFenError) -> &'static str {
    match error {
        ParseFenError::InvalidFen => "fen-error-fields",
        ParseFenError::InvalidBoard => "fen-error-board",
        ParseFenError::InvalidTurn => "fen-error-turn",
        ParseFenError::InvalidCastling => "fen-error-castling",
        ParseFenError::InvalidEpSquare => "fen-error-ep",
        ParseFenError::InvalidHalfmoveClock => "fen-error-halfmoves",
        ParseFenError::InvalidFullmoves => "fen-error-fullmoves",
        ParseFenError::InvalidPocket | ParseFenError::InvalidRemainingChecks => "fen-error-variant",
    }
}

/// The `detail` of an impossible position: the first of its faults, in the order a reader
/// would look for them.
pub fn position_error(kinds: PositionErrorKinds) -> &'static str {
    const ORDER: [(PositionErrorKinds, &str); 10] = [
        (PositionErrorKinds::EMPTY_BOARD, "position-error-empty"),
        (
            PositionErrorKinds::MISSING_KING,
            "position-error-missing-king",
        ),
        (PositionErrorKinds::TOO_MANY_KINGS, "position-error-kings"),
        (
            PositionErrorKinds::PAWNS_ON_BACKRANK,
            "position-error-backrank",
        ),
        (
            PositionErrorKinds::OPPOSITE_CHECK,
            "position-error-opposite-check",
        ),
        (
            PositionErrorKinds::IMPOSSIBLE_CHECK,
            "position-error-impossible-check",
        ),
        (
            PositionErrorKinds::INVALID_CASTLING_RIGHTS,
            "position-error-castling",
        ),
        (PositionErrorKinds::INVALID_EP_SQUARE, "position-error-ep"),
        (
            PositionErrorKinds::TOO_MUCH_MATERIAL,
            "position-error-material",
        ),
        (PositionErrorKinds::VARIANT, "position-error-variant"),
    ];
    ORDER
        .iter()
        .find(|(kind, _)| kinds.contains(*kind))
        .map_or("position-error-variant", |(_, id)| id)
}

/// A move error as a `detail` with the arguments it needs (`move`, `square`, `side`).
pub fn move_error(error: &MoveError) -> Args {
    let side = |c: Color| ("side", c.to_string());
    let square = |s: &shakmaty::Square| ("square", s.to_string());
    let written = |t: &String| ("move", t.clone());
    let (id, mut args): (&str, Args) = match error {
        MoveError::Unreadable(t) => ("move-error-unreadable", vec![written(t)]),
        MoveError::NoKingToCastle(c) => ("move-error-no-king-to-castle", vec![side(*c)]),
        MoveError::NoSuchPiece { by, text } => {
            ("move-error-no-such-piece", vec![side(*by), written(text)])
        }
        MoveError::AmbiguousIllegal(t) => ("move-error-ambiguous-illegal", vec![written(t)]),
        MoveError::EmptySquare(s) => ("move-error-empty-square", vec![square(s)]),
        MoveError::NotOwnPiece { square: s, by } => {
            ("move-error-not-own-piece", vec![square(s), side(*by)])
        }
        MoveError::WrongPiece(s) => ("move-error-wrong-piece", vec![square(s)]),
        MoveError::NoMovement(s) => ("move-error-no-movement", vec![square(s)]),
        MoveError::NothingToOrder => ("move-error-nothing-to-order", vec![]),
        MoveError::ClockNotRunning(c) => ("move-error-clock-not-running", vec![side(*c)]),
        MoveError::FlagAfterMoves(n) => (
            "move-error-flag-after-moves",
            vec![("count", n.to_string())],
        ),
        MoveError::NoUnnoticedIllegalMove => ("move-error-no-unnoticed-illegal-move", vec![]),
        MoveError::NotCastling(t) => ("move-error-not-castling", vec![written(t)]),
        MoveError::NotAPromotion(t) => ("move-error-not-a-promotion", vec![written(t)]),
        MoveError::NotACapture(t) => ("move-error-not-a-capture", vec![written(t)]),
        MoveError::NothingToTouch(s) => ("move-error-nothing-to-touch", vec![square(s)]),
        MoveError::NoPromotion(c) => ("move-error-no-promotion", vec![side(*c)]),
        MoveError::Illegal(t) => ("move-error-illegal", vec![written(t)]),
        MoveError::Ambiguous(t) => ("move-error-ambiguous", vec![written(t)]),
        MoveError::NotAdjourned => ("move-error-not-adjourned", vec![]),
        MoveError::NotBeforeIllegalMove(n) => (
            "move-error-not-before-illegal-move",
            vec![("count", n.to_string())],
        ),
        MoveError::NoIllegalMoveToCorrect => ("move-error-no-illegal-move-to-correct", vec![]),
    };
    args.insert(0, ("detail", id.to_owned()));
    args
}

/// A malformed time control as a `detail` with its arguments (`part`, the number or period
/// at fault; `max`, the bound it broke).
pub fn time_control_error(error: &TimeControlError) -> Args {
    let (id, value, max) = match error {
        TimeControlError::Empty => ("tc-error-empty", None, None),
        TimeControlError::BadNumber(s) => ("tc-error-number", Some(s), None),
        TimeControlError::MissingMinutes(s) => ("tc-error-minutes", Some(s), None),
        TimeControlError::ConflictingBonus => ("tc-error-bonus", None, None),
        TimeControlError::LastPeriodCounted => ("tc-error-last-period", None, None),
        TimeControlError::EarlierPeriodUncounted => ("tc-error-earlier-period", None, None),
        TimeControlError::NoTime => ("tc-error-no-time", None, None),
        TimeControlError::TooManyPeriods => {
            ("tc-error-periods", None, Some(MAX_PERIODS.to_string()))
        }
        TimeControlError::TooManyMoves(s) => {
            ("tc-error-moves", Some(s), Some(MAX_MOVES.to_string()))
        }
        TimeControlError::TooMuchTime => ("tc-error-too-long", None, Some(MAX_MINUTES.to_string())),
        TimeControlError::BonusTooLarge(s) => (
            "tc-error-bonus-too-large",
            Some(s),
            Some(MAX_BONUS_SECS.to_string()),
        ),
    };
    let mut args = vec![("detail", id.to_owned())];
    if let Some(v) = value {
        args.push(("part", v.clone()));
    }
    if let Some(m) = max {
        args.push(("max", m));
    }
    args
}

impl Localizer {
    /// Why the engine could not rule on a case, as one sentence in this language.
    pub fn describe_case_error(&self, error: &CaseError) -> String {
        let (id, args) = case_error(error);
        self.explain(id, &args)
    }

    /// Message `id` with `args`, where the arguments that name words are first looked up:
    /// `side` (`white`, `black`) becomes the side's name, `what` the name of a part of a
    /// scenario, the lists of option letters (`options`, `key`, `engine`, given as data,
    /// `a, c`) take this locale's separator (`a、c`), and `detail`, then `why`, the message
    /// they name, worded with the same arguments. So one sentence can carry a reason the
    /// engine gave as data.
    pub fn explain(&self, id: &str, args: &[(&'static str, String)]) -> String {
        let mut words: Vec<(&str, String)> = args
            .iter()
            .map(|(name, value)| {
                let value = match *name {
                    "side" => match value.as_str() {
                        "white" => self.text("side-white", &[]),
                        "black" => self.text("side-black", &[]),
                        _ => value.clone(),
                    },
                    "what" => self.text(&format!("what-{}", value.replace(' ', "-")), &[]),
                    "options" | "key" | "engine" => self.list(value.split(", ")),
                    _ => value.clone(),
                };
                (*name, value)
            })
            .collect();
        for nested in ["detail", "why"] {
            if let Some(i) = words.iter().position(|(name, _)| *name == nested) {
                let worded = self.text(&words[i].1, &as_args(&words));
                words[i].1 = worded;
            }
        }
        self.text(id, &as_args(&words))
    }
}

fn as_args<'a>(words: &'a [(&'a str, String)]) -> Vec<(&'a str, Arg<'a>)> {
    words
        .iter()
        .map(|(name, value)| (*name, Arg::from(value.as_str())))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Locale;
    use shakmaty::Square;

    #[test]
    fn a_move_error_is_worded_in_the_readers_language() {
        let (id, args) = case_error(&CaseError::Event {
            index: 2,
            reason: MoveError::NoSuchPiece {
                by: Color::Black,
                text: "Nf3".to_owned(),
            },
        });
        let en = Localizer::new(Locale::En).explain(id, &args);
        assert!(en.contains("Nf3") && en.contains("Black"), "{en}");
        let ru = Localizer::new(Locale::Ru).explain(id, &args);
        assert!(
            ru.contains("Nf3") && ru.to_lowercase().contains("чёрн"),
            "{ru}"
        );
        assert!(!ru.contains("move-error") && !ru.contains("black"), "{ru}");
    }

    #[test]
    fn lists_of_option_letters_take_the_readers_separator() {
        let args = [("key", "a, c".to_owned()), ("engine", "b".to_owned())];
        let zh = Localizer::new(Locale::ZhHans).explain("check-key-disagrees", &args);
        assert!(zh.contains("a、c") && !zh.contains("a, c"), "{zh}");
        let en = Localizer::new(Locale::En).explain("check-key-disagrees", &args);
        assert!(en.contains("a, c"), "{en}");
    }

    #[test]
    fn the_first_fault_of_a_position_is_named() {
        let kinds = PositionErrorKinds::EMPTY_BOARD | PositionErrorKinds::MISSING_KING;
        assert_eq!(position_error(kinds), "position-error-empty");
        assert_eq!(
            position_error(PositionErrorKinds::OPPOSITE_CHECK),
            "position-error-opposite-check"
        );
    }

    #[test]
    fn every_reason_id_has_an_english_message() {
        let loc = Localizer::new(Locale::En);
        let fen = [
            ParseFenError::InvalidFen,
            ParseFenError::InvalidBoard,
            ParseFenError::InvalidPocket,
            ParseFenError::InvalidTurn,
            ParseFenError::InvalidCastling,
            ParseFenError::InvalidEpSquare,
            ParseFenError::InvalidRemainingChecks,
            ParseFenError::InvalidHalfmoveClock,
            ParseFenError::InvalidFullmoves,
        ]
        .map(|e| fen_error(&e));
        let positions = PositionErrorKinds::all().iter().map(position_error);
        let moves = [
            MoveError::Unreadable("x".into()),
            MoveError::NoKingToCastle(Color::White),
            MoveError::NoSuchPiece {
                by: Color::White,
                text: "Nf3".into(),
            },
            MoveError::AmbiguousIllegal("Nd2".into()),
            MoveError::EmptySquare(Square::A1),
            MoveError::NotOwnPiece {
                square: Square::A1,
                by: Color::White,
            },
            MoveError::WrongPiece(Square::A1),
            MoveError::NoMovement(Square::A1),
            MoveError::NothingToOrder,
            MoveError::ClockNotRunning(Color::White),
            MoveError::FlagAfterMoves(38),
            MoveError::NoUnnoticedIllegalMove,
            MoveError::NotCastling("Nf3".into()),
            MoveError::NotAPromotion("Nf3".into()),
            MoveError::NotACapture("Nf3".into()),
            MoveError::NothingToTouch(Square::A1),
            MoveError::NoPromotion(Color::White),
            MoveError::Illegal("Ke3".into()),
            MoveError::Ambiguous("Nd2".into()),
            MoveError::NotAdjourned,
            MoveError::NotBeforeIllegalMove(3),
            MoveError::NoIllegalMoveToCorrect,
        ]
        .map(|e| move_error(&e)[0].1.clone());
        let clocks = [
            TimeControlError::Empty,
            TimeControlError::BadNumber("x".into()),
            TimeControlError::MissingMinutes("40/".into()),
            TimeControlError::ConflictingBonus,
            TimeControlError::LastPeriodCounted,
            TimeControlError::EarlierPeriodUncounted,
            TimeControlError::NoTime,
            TimeControlError::TooManyPeriods,
            TimeControlError::TooManyMoves("501".into()),
            TimeControlError::TooMuchTime,
            TimeControlError::BonusTooLarge("601".into()),
        ]
        .map(|e| time_control_error(&e)[0].1.clone());
        let ids: Vec<String> = fen
            .iter()
            .map(|s| (*s).to_owned())
            .chain(positions.map(str::to_owned))
            .chain(moves)
            .chain(clocks)
            .collect();
        for id in ids {
            assert!(loc.is_translated(&id), "{id} has no English message");
        }
    }
}
