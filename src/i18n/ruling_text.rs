//! Turning the engine's rulings into sentences of the reader's language: each step with its
//! arguments, the result, time, actions, obligations, claim verdicts, sanctions and answers.

use std::time::Duration;

use shakmaty::san::San;
use shakmaty::{CastlingSide, Color, Role};

use super::{Arg, Localizer, Notation};
use crate::laws::clock::ClockTime;
use crate::laws::mate::MateVerdict;
use crate::laws::ruling::{
    Action, Answer, ClaimVerdict, GameResult, MateFinding, Obligation, Party, Points, Sanction,
    Score,
};
use crate::laws::step::{self, Step};
use crate::laws::{GameType, Ruling};

/// Writes rulings in one language and notation.
pub struct RulingText<'a> {
    // Visible to the rest of `i18n` so that the event sentences (`event_text.rs`) can live
    // in a file of their own.
    pub(super) loc: &'a Localizer,
    pub(super) notation: &'a Notation,
}

impl<'a> RulingText<'a> {
    /// A writer for a localizer and a notation.
    pub fn new(loc: &'a Localizer, notation: &'a Notation) -> Self {
        Self { loc, notation }
    }

    /// A side's name.
    pub fn side(&self, side: Color) -> String {
        self.loc.text(
            if side.is_white() {
                "side-white"
            } else {
                "side-black"
            },
            &[],
        )
    }

    /// A duration of seconds, written out ("2 minutes").
    pub fn seconds(&self, secs: u64) -> String {
        self.loc.duration(Duration::from_secs(secs))
    }

    /// A game type's name.
    pub fn game_type(&self, gt: GameType) -> String {
        self.loc.text(&format!("game-type-{}", gt.key()), &[])
    }

    /// A piece's name, for sentences.
    pub fn role(&self, role: Role) -> String {
        let key = match role {
            Role::King => "piece-king",
            Role::Queen => "piece-queen",
            Role::Rook => "piece-rook",
            Role::Bishop => "piece-bishop",
            Role::Knight => "piece-knight",
            Role::Pawn => "piece-pawn",
        };
        self.loc.text(key, &[])
    }

    /// A SAN move in the reader's letters; a move written out from square to square, as an
    /// illegal one may be (`Bf1-b6`), gets the reader's piece letter; anything else is shown
    /// as written.
    pub fn san(&self, text: &str) -> String {
        if let Ok(s) = text.replace('0', "O").parse::<San>() {
            return self.notation.san(&s);
        }
        let mut chars = text.chars();
        let role = chars.next().and_then(|c| match c {
            'K' => Some(Role::King),
            'Q' => Some(Role::Queen),
            'R' => Some(Role::Rook),
            'B' => Some(Role::Bishop),
            'N' => Some(Role::Knight),
            _ => None,
        });
        let rest = chars.as_str();
        match role {
            Some(role) if rest.starts_with(|c: char| ('a'..='h').contains(&c)) => {
                format!("{}{rest}", self.notation.letter(role))
            }
            _ => text.to_owned(),
        }
    }

    fn arg(&self, a: &step::Arg) -> Arg<'static> {
        match a {
            step::Arg::Side(c) => Arg::from(self.side(*c)),
            step::Arg::Seconds(s) => Arg::from(self.seconds(*s)),
            step::Arg::Count(n) => Arg::from(*n),
            step::Arg::Move(m) => Arg::from(self.san(m)),
            step::Arg::Square(sq) => Arg::from(sq.to_string()),
            step::Arg::Role(r) => Arg::from(self.role(*r).to_lowercase()),
            step::Arg::GameType(gt) => Arg::from(self.game_type(*gt)),
            step::Arg::Edition(e) => Arg::from(e.to_string()),
            step::Arg::Clock(t) => Arg::from(t.to_string()),
            step::Arg::Message(id) => Arg::from(self.loc.text(id, &[])),
            step::Arg::Text(t) => Arg::from(t.clone()),
        }
    }

    /// One step of the reasoning as a sentence.
    pub fn step(&self, step: &Step) -> String {
        let args: Vec<(&str, Arg<'static>)> =
            step.args.iter().map(|(n, a)| (*n, self.arg(a))).collect();
        self.loc.text(step.id, &args)
    }

    /// A list of articles ("7.5.1, 7.5.5, A.3"; "7.5.1、7.5.5、A.3" in Chinese).
    pub fn articles(&self, articles: &[&str]) -> String {
        self.loc.list(articles)
    }

    /// A score as a scoresheet writes it (1-0, ½-½, 0-½ ...).
    pub fn score(&self, score: Score) -> String {
        let p = |points: Points| match points {
            Points::Zero => "0",
            Points::Half => "½",
            Points::One => "1",
        };
        format!("{}-{}", p(score.white), p(score.black))
    }

    /// The result in words and figures.
    pub fn result(&self, result: GameResult) -> String {
        match result {
            GameResult::Continues => self.loc.text("ruling-continues", &[]),
            GameResult::Undecided => self.loc.text("ruling-undecided", &[]),
            GameResult::Over(score) => {
                let words = match score {
                    Score::WHITE_WINS => self.loc.text("result-white-wins", &[]),
                    Score::BLACK_WINS => self.loc.text("result-black-wins", &[]),
                    Score::DRAW => self.loc.text("result-draw", &[]),
                    Score::BOTH_LOSE => self.loc.text("result-both-lose", &[]),
                    _ => String::new(),
                };
                let figures = self.score(score);
                let text = if words.is_empty() {
                    figures
                } else {
                    self.loc.text(
                        "result-figures-words",
                        &[("figures", Arg::from(figures)), ("words", Arg::from(words))],
                    )
                };
                self.loc
                    .text("ruling-result", &[("result", Arg::from(text))])
            }
        }
    }

    /// What the arbiter does.
    pub fn action(&self, a: &Action) -> String {
        let side = |c: Color| ("side", Arg::from(self.side(c)));
        let square = |s: shakmaty::Square| ("square", Arg::from(s.to_string()));
        match *a {
            Action::RestorePosition => self.loc.text("action-restore-position", &[]),
            Action::PawnBecomesQueen(s) => self.loc.text("action-pawn-becomes-queen", &[square(s)]),
            Action::IllegalMoveStands => self.loc.text("action-illegal-move-stands", &[]),
            Action::NewGame => self.loc.text("action-new-game", &[]),
            Action::TransferToCorrectBoard => {
                self.loc.text("action-transfer-to-correct-board", &[])
            }
            Action::CorrectClockSetting => self.loc.text("action-correct-clock-setting", &[]),
            Action::KeepClockSetting => self.loc.text("action-keep-clock-setting", &[]),
            Action::NoCastling(c) => self.loc.text("action-no-castling", &[side(c)]),
            Action::NoCastlingWithRook(s) => {
                self.loc.text("action-no-castling-with-rook", &[square(s)])
            }
            Action::RestoreOnOwnTime(c) => self.loc.text("action-restore-on-own-time", &[side(c)]),
            Action::PauseClocks => self.loc.text("action-pause-clocks", &[]),
            Action::ReplaceClock => self.loc.text("action-replace-clock", &[]),
            Action::WaitForNextMove => self.loc.text("action-wait-for-next-move", &[]),
            Action::SetIncrement(s) => self.loc.text(
                "action-set-increment",
                &[("time", Arg::from(self.seconds(u64::from(s))))],
            ),
            Action::CallFlag(c) => self.loc.text("action-call-flag", &[side(c)]),
            Action::NoIntervention => self.loc.text("action-no-intervention", &[]),
            Action::OfferStands(c) => self.loc.text("action-offer-stands", &[side(c)]),
            Action::PlayOn => self.loc.text("action-play-on", &[]),
            Action::ReplaceScoresheet => self.loc.text("action-replace-scoresheet", &[]),
            Action::ProvideScoresheet => self.loc.text("action-provide-scoresheet", &[]),
            Action::AdjustClock(c) => self.loc.text("action-adjust-clock", &[side(c)]),
            Action::AdjustBoardToScoresheets(c) => self
                .loc
                .text("action-adjust-board-to-scoresheets", &[side(c)]),
            Action::RetraceToAgreement => self.loc.text("action-retrace-to-agreement", &[]),
        }
    }

    /// What the player must do.
    pub fn obligation(&self, o: &Obligation) -> String {
        let square = |s: shakmaty::Square| ("square", Arg::from(s.to_string()));
        match o {
            Obligation::MovePiece(s) => self.loc.text("obligation-move-piece", &[square(*s)]),
            Obligation::MovePawn(s) => self.loc.text("obligation-move-pawn", &[square(*s)]),
            Obligation::CapturePiece(s) => self.loc.text("obligation-capture-piece", &[square(*s)]),
            Obligation::CaptureWith { piece, target } => self.loc.text(
                "obligation-capture-with",
                &[square(*piece), ("target", Arg::from(target.to_string()))],
            ),
            Obligation::Castle(CastlingSide::KingSide) => {
                self.loc.text("obligation-castle-kingside", &[])
            }
            Obligation::Castle(CastlingSide::QueenSide) => {
                self.loc.text("obligation-castle-queenside", &[])
            }
            Obligation::KingMove => self.loc.text("obligation-king-move", &[]),
            Obligation::AnyLegalMove => self.loc.text("obligation-any-move", &[]),
            Obligation::PlayMove(m) => self
                .loc
                .text("obligation-play-move", &[("move", Arg::from(self.san(m)))]),
            Obligation::FirstTouched(s, other) => self.loc.text(
                "obligation-first-touched",
                &[square(*s), ("other", Arg::from(other.to_string()))],
            ),
        }
    }

    /// The verdict on a claim.
    pub fn claim(&self, c: ClaimVerdict) -> String {
        self.loc.text(&format!("claim-{}", c.key()), &[])
    }

    /// A sanction.
    pub fn sanction(&self, s: &Sanction) -> String {
        match *s {
            Sanction::Discretionary(c) => self.loc.text(
                "sanction-discretionary",
                &[("side", Arg::from(self.side(c)))],
            ),
            Sanction::Applied(c, p) => self.loc.text(
                "sanction-applied",
                &[
                    ("side", Arg::from(self.side(c))),
                    ("penalty", Arg::from(self.loc.text(p.message_id(), &[]))),
                ],
            ),
            Sanction::Expel(who) => self.loc.text(
                "sanction-expel",
                &[("who", Arg::from(self.loc.text(who.message_id(), &[])))],
            ),
        }
    }

    /// The answer to a knowledge query.
    pub fn answer(&self, a: &Answer) -> String {
        let minutes = |secs: u64| self.seconds(secs);
        match a {
            Answer::GameType(gt) => self.game_type(*gt),
            Answer::Seconds(s) => self.seconds(*s),
            Answer::Count(n) => n.to_string(),
            Answer::Yes(true) => self.loc.text("yes", &[]),
            Answer::Yes(false) => self.loc.text("no", &[]),
            Answer::Who(p) => self.loc.text(
                match p {
                    Party::Arbiter => "who-arbiter",
                    Party::White => "who-white",
                    Party::Black => "who-black",
                    Party::Regulations => "who-regulations",
                },
                &[],
            ),
            Answer::Range {
                min,
                min_inclusive,
                max,
                max_inclusive,
            } => {
                let low = min.map(|m| {
                    let id = if *min_inclusive {
                        "range-at-least"
                    } else {
                        "range-more-than"
                    };
                    self.loc.text(id, &[("value", Arg::from(minutes(m)))])
                });
                let high = max.map(|m| {
                    let id = if *max_inclusive {
                        "range-at-most"
                    } else {
                        "range-less-than"
                    };
                    self.loc.text(id, &[("value", Arg::from(minutes(m)))])
                });
                match (low, high) {
                    (Some(l), Some(h)) => self.loc.text(
                        "range-band",
                        &[("from", Arg::from(l)), ("to", Arg::from(h))],
                    ),
                    (Some(x), None) | (None, Some(x)) => x,
                    (None, None) => String::new(),
                }
            }
        }
    }

    /// A mate finding: the line in the reader's notation, or the reason none exists.
    pub fn mate(&self, finding: &MateFinding) -> String {
        match &finding.verdict {
            MateVerdict::Winnable(line) => {
                let line = crate::laws::record::parse_position(
                    &finding.fen,
                    shakmaty::CastlingMode::Standard,
                )
                .map(|pos| self.notation.line(&pos, line))
                .unwrap_or_default();
                self.loc.text("mate-winnable", &[("line", Arg::from(line))])
            }
            MateVerdict::Unwinnable(reason) => self.loc.text(reason.message_id(), &[]),
            MateVerdict::Undetermined => self.loc.text("mate-undetermined", &[]),
        }
    }

    /// The short summary lines of a ruling: result, time, clocks, actions, obligation,
    /// claim, sanctions, permission, answer.
    pub fn summary(&self, r: &Ruling) -> Vec<String> {
        // "The game continues" is said only of a game that does: not of one replaced by a new
        // game, nor of a question answered without one.
        let mut out = if r.result == GameResult::Continues && !r.play_goes_on() {
            Vec::new()
        } else {
            vec![self.result(r.result)]
        };
        for side in [Color::White, Color::Black] {
            let added = *r.added.get(side);
            if added > 0 {
                out.push(self.loc.text(
                    "ruling-added",
                    &[
                        ("side", Arg::from(self.side(side))),
                        ("time", Arg::from(self.seconds(added))),
                    ],
                ));
            }
            let removed = *r.removed.get(side);
            if removed > 0 {
                out.push(self.loc.text(
                    "ruling-removed",
                    &[
                        ("side", Arg::from(self.side(side))),
                        ("time", Arg::from(self.seconds(removed))),
                    ],
                ));
            }
        }
        // With several claims in one case, each verdict says whose claim it was, so that a
        // later void claim does not read as the fate of an earlier upheld one.
        if r.claims.len() > 1 {
            out.extend(r.claims.iter().map(|c| {
                self.loc.text(
                    "ruling-claim-of",
                    &[
                        ("side", Arg::from(self.side(c.by))),
                        ("verdict", Arg::from(self.claim(c.verdict))),
                    ],
                )
            }));
        } else if let Some(c) = r.claim {
            out.push(self.claim(c));
        }
        out.extend(
            r.actions
                .iter()
                .filter(|a| **a != Action::PlayOn)
                .map(|a| self.action(a)),
        );
        if let Some(o) = &r.obligation {
            out.push(self.obligation(o));
        }
        out.extend(r.sanctions.iter().map(|s| self.sanction(s)));
        match r.allowed {
            Some(true) => out.push(self.loc.text("ruling-allowed", &[])),
            Some(false) => out.push(self.loc.text("ruling-not-allowed", &[])),
            None => {}
        }
        match r.arbiter_right {
            Some(true) => out.push(self.loc.text("ruling-arbiter-right", &[])),
            Some(false) => out.push(self.loc.text("ruling-arbiter-wrong", &[])),
            None => {}
        }
        match r.upheld {
            Some(true) => out.push(self.loc.text("ruling-appeal-upheld", &[])),
            Some(false) => out.push(self.loc.text("ruling-appeal-rejected", &[])),
            None => {}
        }
        if let Some(a) = &r.answer {
            out.push(
                self.loc
                    .text("ruling-answer", &[("answer", Arg::from(self.answer(a)))]),
            );
        }
        if let Some(clocks) = r.clocks {
            out.push(self.loc.text(
                "ruling-clocks",
                &[
                    ("white", Arg::from(clock(clocks.white))),
                    ("black", Arg::from(clock(clocks.black))),
                ],
            ));
        }
        out
    }
}

fn clock(t: ClockTime) -> String {
    t.to_string()
}

#[cfg(test)]
mod tests {
    use super::RulingText;
    use crate::i18n::{LetterStyle, Locale, Localizer, Notation};
    use crate::laws::breach::Breach;

    #[test]
    fn a_move_written_from_square_to_square_gets_the_readers_piece_letter() {
        let loc = Localizer::new(Locale::Ru);
        let notation = Notation::new(&loc, LetterStyle::default());
        let text = RulingText::new(&loc, &notation);
        assert_eq!(text.san("Bf1-b6"), "Сf1-b6");
        assert_eq!(text.san("e5-d6"), "e5-d6");
        assert_eq!(text.san("Nf3"), "Кf3");
        assert_eq!(text.san("Bishop"), "Bishop");
    }

    #[test]
    fn every_rule_a_move_can_break_and_every_chess960_way_has_a_message() {
        let ways = [
            "chess960-castling-double-move",
            "chess960-castling-transposition",
            "chess960-castling-king-only",
            "chess960-castling-rook-only",
        ];
        for locale in Locale::ALL {
            let loc = Localizer::new(locale);
            for id in Breach::ALL.map(Breach::message_id).into_iter().chain(ways) {
                assert!(loc.is_translated(id), "{locale} lacks {id}");
            }
        }
    }
}
