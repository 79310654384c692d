//! Draw claims under 9.2 (threefold repetition) and 9.3 (fifty moves), once admitted (who may
//! claim and when, 9.4, is decided with every other claim in `claim.rs`): the written move, a
//! correct claim, and an incorrect one (9.5), which stands as a draw offer (9.1.2.3).

use shakmaty::Color;
use shakmaty::san::San;

use crate::laws::arbiter::{Arbiter, Binding, BoundMove};
use crate::laws::claim::{Claim, Ground};
use crate::laws::ruling::{Action, ClaimVerdict, Obligation, Score};
use crate::laws::step::{Arg, Step};

impl Arbiter {
    /// The articles of a claim on `ground`; a move written on the scoresheet for it is the
    /// one exception to the ban on writing moves in advance (8.1.2; 2014 8.1a, 2009 8.1).
    fn claim_articles(&self, ground: Ground, written: bool) -> Vec<&'static str> {
        let a = self.arts();
        let in_advance = self.rules.conduct.record_in_advance;
        match (ground, written) {
            (Ground::Threefold, true) => vec![a.threefold_written, a.same_position, in_advance],
            (Ground::Threefold, false) => vec![a.threefold_appeared, a.same_position],
            (Ground::FiftyMoves, true) => vec![a.fifty_written, in_advance],
            _ => vec![a.fifty_completed],
        }
    }

    /// A threefold or fifty-move claim, already admitted (9.2, 9.3, 9.4): the written move
    /// is read, the positions or moves counted, and the claim upheld or found incorrect.
    pub(in crate::laws) fn repetition_or_fifty(&mut self, claim: &Claim) -> Option<ClaimVerdict> {
        let a = self.arts();
        let Some(record) = self.board.record().cloned() else {
            self.step(Step::new(
                "step-claim-on-illegal-position",
                &[a.claim_procedure],
            ));
            return None;
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
                // The article that lets him claim on a written move asks for one he could
                // play; this one he cannot.
                let on_written = if claim.ground == Ground::Threefold {
                    a.threefold_written
                } else {
                    a.fifty_written
                };
                self.step(
                    Step::new(
                        "step-claim-written-move-illegal",
                        &[on_written, a.claim_incorrect],
                    )
                    .arg("move", Arg::Move(text.clone())),
                );
            }
        }
        // The claimant or the arbiter stops the clock (9.5.1; 2009 and 2014 9.5): left running
        // by the claimant, it runs on until the arbiter does, and a flag may fall meanwhile.
        self.ruling.actions.push(Action::PauseClocks);
        let made = if claim.clock_stopped {
            Step::new("step-claim-made", &[a.claim_procedure])
        } else {
            Step::new(
                "step-claim-made-clock-running",
                &[a.claim_procedure, a.stop_clock],
            )
        };
        self.step(made.side("side", claim.by));
        // The arbiter rules on the moves he can establish: a claim whose moves cannot be
        // shown (a player stopped recording, the scoresheets disagree) is not proven.
        if !claim.examination.moves_established {
            let articles = self.claim_articles(claim.ground, written.is_some());
            self.step(
                Step::new("step-claim-moves-not-established", &articles).side("side", claim.by),
            );
            return Some(self.incorrect_claim(claim.by, written.map(|(text, _)| text)));
        }
        let correct = if claim.ground == Ground::Threefold {
            let now = record.occurrences(&pos);
            let after = written.as_ref().map(|(_, mv)| {
                let mut next = pos.clone();
                shakmaty::Position::play_unchecked(&mut next, *mv);
                record.occurrences(&next) + 1
            });
            let articles = self.claim_articles(Ground::Threefold, written.is_some());
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
            let articles = self.claim_articles(Ground::FiftyMoves, written.is_some());
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
            self.end(Score::DRAW);
            Some(ClaimVerdict::Upheld)
        } else {
            Some(self.incorrect_claim(claim.by, written.map(|(text, _)| text)))
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
    fn incorrect_claim(&mut self, by: Color, written: Option<String>) -> ClaimVerdict {
        let a = self.arts();
        let award = self.rules.incorrect_claim.get(self.regime);
        self.ledger.get_mut(by).incorrect_claims += 1;
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
            self.written_move = Some(BoundMove {
                by,
                san: text.clone(),
                why: Binding::WrittenWithClaim,
            });
            self.ruling.obligation = Some(Obligation::PlayMove(text));
        }
        self.step(Step::new("step-claim-is-draw-offer", &[a.claim_is_offer]).side("side", by));
        // The opponent's own offer was neither accepted nor declined by the claim: it still
        // stands beside the claimant's.
        if self.open_offer == Some(!by) {
            self.crossed_offer = Some(!by);
            self.step(
                Step::new("step-claim-leaves-offer-standing", &[a.draw_offer]).side("side", by),
            );
        }
        self.open_offer = Some(by);
        self.lapsed_offer = None;
        self.ruling.actions.push(Action::OfferStands(by));
        self.ruling.actions.push(Action::PlayOn);
        ClaimVerdict::Rejected
    }
}
