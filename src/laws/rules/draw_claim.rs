//! Draw claims under 9.2 (threefold repetition) and 9.3 (fifty moves): who may claim and
//! when, 9.4, the written move, a correct claim, and an incorrect one (9.5).

use shakmaty::Color;
use shakmaty::san::San;

use crate::laws::arbiter::Arbiter;
use crate::laws::event::{ClaimGround, ClaimMoment, DrawClaim};
use crate::laws::ruling::{Action, ClaimVerdict, Obligation, Score};
use crate::laws::step::{Arg, Step};

impl Arbiter {
    /// A draw claim.
    pub(in crate::laws) fn on_claim(&mut self, claim: &DrawClaim) {
        match claim.ground {
            ClaimGround::Threefold | ClaimGround::FiftyMoves => self.repetition_or_fifty(claim),
            ClaimGround::Quickplay => self.quickplay_claim(claim),
        }
    }

    fn claim_articles(&self, ground: ClaimGround, written: bool) -> Vec<&'static str> {
        let a = self.arts();
        match (ground, written) {
            (ClaimGround::Threefold, true) => vec![a.threefold_written, a.same_position],
            (ClaimGround::Threefold, false) => vec![a.threefold_appeared, a.same_position],
            (ClaimGround::FiftyMoves, true) => vec![a.fifty_written],
            (ClaimGround::FiftyMoves, false) => vec![a.fifty_completed],
            (ClaimGround::Quickplay, _) => vec![a.quickplay_claim],
        }
    }

    /// Whether `by` may claim now: he must have the move and not have made it, and must not
    /// have touched a piece this turn (9.4). A claim out of time is not admissible: no claim
    /// exists, so there is no penalty and no draw offer (editions matrix A2).
    fn claim_admissible(&mut self, claim: &DrawClaim) -> bool {
        let a = self.arts();
        // The right to claim belongs to the player having the move, in both ways of claiming.
        let articles = match claim.ground {
            ClaimGround::FiftyMoves => vec![a.fifty_written, a.fifty_completed],
            _ => vec![a.threefold_written, a.threefold_appeared],
        };
        if claim.moment != ClaimMoment::BeforeMoving || self.board.turn() != claim.by {
            self.step(
                Step::new("step-claim-not-having-the-move", &articles).side("side", claim.by),
            );
            self.ruling.claim = Some(ClaimVerdict::NotAdmissible);
            self.ruling.actions.push(Action::PlayOn);
            return false;
        }
        if *self.touched_this_turn.get(claim.by) {
            self.step(
                Step::new("step-claim-right-lost-by-touch", &[a.touch_forfeits_claim])
                    .side("side", claim.by),
            );
            self.ruling.claim = Some(ClaimVerdict::NotAdmissible);
            return false;
        }
        true
    }

    fn repetition_or_fifty(&mut self, claim: &DrawClaim) {
        let a = self.arts();
        if !self.claim_admissible(claim) {
            return;
        }
        let Some(record) = self.board.record().cloned() else {
            self.step(Step::new(
                "step-claim-on-illegal-position",
                &[a.claim_procedure],
            ));
            return;
        };
        let pos = record.position().clone();
        let mut written = None;
        if let Some(text) = &claim.written {
            let mv = text
                .replace('0', "O")
                .parse::<San>()
                .ok()
                .and_then(|s| s.to_move(&pos).ok());
            if let Some(mv) = mv {
                written = Some((text.clone(), mv));
            } else {
                self.step(
                    Step::new("step-claim-written-move-illegal", &[a.claim_incorrect])
                        .arg("move", Arg::Move(text.clone())),
                );
            }
        }
        self.ruling.actions.push(Action::PauseClocks);
        self.step(Step::new("step-claim-made", &[a.claim_procedure]).side("side", claim.by));
        let correct = if claim.ground == ClaimGround::Threefold {
            let now = record.occurrences(&pos);
            let after = written.as_ref().map(|(_, mv)| {
                let mut next = pos.clone();
                shakmaty::Position::play_unchecked(&mut next, *mv);
                record.occurrences(&next) + 1
            });
            let articles = self.claim_articles(ClaimGround::Threefold, written.is_some());
            let step = match after {
                Some(n) => Step::new("step-threefold-count-written", &articles)
                    .arg("now", Arg::Count(now as u64))
                    .arg("after", Arg::Count(n as u64)),
                None => {
                    Step::new("step-threefold-count", &articles).arg("now", Arg::Count(now as u64))
                }
            };
            self.step(step);
            let correct = now >= 3 || after.is_some_and(|n| n >= 3);
            if !correct {
                self.not_the_same_position(&record, written.as_ref().map(|(_, mv)| *mv));
            }
            correct
        } else {
            let halfmoves = u64::from(shakmaty::Position::halfmoves(&pos));
            let after = written
                .as_ref()
                .is_some_and(|(_, mv)| record.fifty_after(*mv));
            let articles = self.claim_articles(ClaimGround::FiftyMoves, written.is_some());
            self.step(Step::new("step-fifty-count", &articles).arg("plies", Arg::Count(halfmoves)));
            if let Some((text, mv)) = &written
                && halfmoves < 100
            {
                // Say what the written move does to the count: completes it, or starts it over.
                let id = if mv.is_zeroing() {
                    "step-fifty-written-resets"
                } else if after {
                    "step-fifty-written-completes"
                } else {
                    "step-fifty-written-short"
                };
                self.step(Step::new(id, &articles).arg("move", Arg::Move(text.clone())));
            }
            halfmoves >= 100 || after
        };
        if correct {
            self.step(Step::new("step-claim-correct", &[a.claim_correct]).side("side", claim.by));
            self.ruling.claim = Some(ClaimVerdict::Upheld);
            self.end(Score::DRAW);
        } else {
            self.incorrect_claim(claim.by, written.map(|(text, _)| text));
        }
    }

    /// A threefold claim that counts positions which only look the same: an en-passant right
    /// or a castling right lost since makes them different (9.2.2.1, 9.2.2.2; 2023 9.2.3.x).
    fn not_the_same_position(
        &mut self,
        record: &crate::laws::record::GameRecord,
        written: Option<shakmaty::Move>,
    ) {
        let a = self.arts();
        let (target, extra) = match written {
            Some(mv) => {
                let mut next = record.position().clone();
                shakmaty::Position::play_unchecked(&mut next, mv);
                (next, 1)
            }
            None => (record.position().clone(), 0),
        };
        let reasons = [
            (
                true,
                false,
                "step-threefold-not-same-en-passant",
                a.same_position_en_passant,
            ),
            (
                false,
                true,
                "step-threefold-not-same-castling",
                a.same_position_castling,
            ),
        ];
        if let Some((_, _, id, article)) = reasons.into_iter().find(|(ep, castling, _, _)| {
            record.occurrences_ignoring(&target, *ep, *castling) + extra >= 3
        }) {
            self.step(Step::new(id, &[article]));
        }
    }

    /// An incorrect claim: time to the opponent (9.5.3 and the rapid/blitz reductions), the
    /// written move must be played, and the claim stands as a draw offer (9.1.2.3).
    pub(in crate::laws) fn incorrect_claim(&mut self, by: Color, written: Option<String>) {
        let a = self.arts();
        let award = self.rules.incorrect_claim.get(self.regime);
        self.ledger.get_mut(by).incorrect_claims += 1;
        self.ruling.claim = Some(ClaimVerdict::Rejected);
        self.award(!by, award.seconds);
        self.step(
            Step::new("step-claim-incorrect", award.articles)
                .side("side", !by)
                .arg("seconds", Arg::Seconds(u64::from(award.seconds))),
        );
        if let Some(interpretation) = award.interpretation {
            let mut note = Step::new(interpretation.note, &[]);
            if let Some(literal) = interpretation.literal_seconds {
                note = note.arg("seconds", Arg::Seconds(u64::from(literal)));
            }
            self.step(note);
        }
        if let Some(text) = written {
            self.step(
                Step::new(
                    "step-claim-written-move-must-be-played",
                    &[a.claim_incorrect],
                )
                .arg("move", Arg::Move(text.clone())),
            );
            self.ruling.obligation = Some(Obligation::PlayMove(text));
        }
        self.step(Step::new("step-claim-is-draw-offer", &[a.claim_is_offer]).side("side", by));
        self.open_offer = Some(by);
        self.ruling.actions.push(Action::OfferStands(by));
        self.ruling.actions.push(Action::PlayOn);
    }
}
