//! Draw offers and agreements (9.1, 5.2.3) as events in time: an offer is made at some
//! moment, stands until the opponent accepts it, declines it orally or by touching a piece to
//! move it, or the game ends (2009 9.1b(1), 2018 and 2023 9.1.2.1), cannot be withdrawn, and
//! is answered by its own event, and takes no condition (a condition attached to it is void);
//! the regulations and the minimum of one move each decide
//! whether an acceptance is a valid agreement. An incorrect draw claim stands as an offer too.

use shakmaty::Color;

use crate::laws::arbiter::Arbiter;
use crate::laws::event::{DrawOffer, OfferAnswer, OfferMoment, OfferResponse};
use crate::laws::ruling::{Action, Sanction, Score};
use crate::laws::step::{Arg, Step};

/// How an offer ended without an answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lapse {
    /// The offeree touched a piece with intent to move or capture it.
    Touch,
    /// The offeree made a move.
    Move,
}

impl Arbiter {
    /// A draw offer, and its answer when the scenario gives it with the offer.
    pub(in crate::laws) fn on_offer(&mut self, offer: DrawOffer) {
        let a = self.arts();
        let by = offer.by;
        // An offer "after his move" by the player who has still to move is one made before
        // it: he has made no move this turn (an illegal move on the board, not yet completed,
        // is a move made).
        let moment = match offer.moment {
            OfferMoment::AfterMoving
                if self.board.turn() == by && self.unfinished_illegal != Some(by) =>
            {
                OfferMoment::BeforeMoving
            }
            other => other,
        };
        match moment {
            OfferMoment::AfterMoving => {
                self.step(Step::new("step-offer-proper-moment", &[a.draw_offer]).side("side", by));
            }
            OfferMoment::BeforeMoving => {
                self.step(
                    Step::new("step-offer-other-moment", &[a.draw_offer, a.distraction])
                        .side("side", by),
                );
            }
            OfferMoment::OpponentsTime => {
                self.step(
                    Step::new(
                        "step-offer-on-opponents-time",
                        &[a.draw_offer, a.distraction, a.penalties],
                    )
                    .side("side", by),
                );
                if offer.disturbed.is_none() {
                    self.ruling.sanctions.push(Sanction::Discretionary(by));
                }
            }
        }
        match offer.disturbed {
            Some(true) => {
                self.step(
                    Step::new("step-offer-found-disturbing", &[a.distraction, a.penalties])
                        .side("side", by),
                );
                self.ruling.sanctions.push(Sanction::Discretionary(by));
            }
            Some(false) => {
                self.step(
                    Step::new("step-offer-found-not-disturbing", &[a.distraction]).side("side", by),
                );
            }
            None => {}
        }
        if offer.arbiter_consents && self.regs.draw_needs_arbiter_consent {
            self.draw_consent = true;
            self.step(Step::new(
                "step-offer-arbiter-consents",
                &[a.draw_regulations],
            ));
        }
        if offer.conditional {
            // No condition can be attached to an offer (2009 and 2014 9.1b(1), 2018 and 2023
            // 9.1.2.1): the condition is void, and the offer stands without it.
            self.step(Step::new("step-offer-condition-void", &[a.draw_offer]).side("side", by));
        }
        let bars = self.agreement_bars();
        // Regulations under 9.1.1 forbid the offer itself, not only the agreement: such an
        // offer has no effect, and nothing stands for the opponent to answer.
        let forbidden = bars
            .iter()
            .any(|s| s.articles.contains(&a.draw_regulations));
        self.ruling.allowed = Some(bars.is_empty());
        for step in bars {
            self.step(step);
        }
        self.open_offer = Some(by);
        self.lapsed_offer = None;
        match offer.response {
            OfferResponse::Accepted => self.on_answer(!by, OfferAnswer::Accept),
            OfferResponse::Declined => self.on_answer(!by, OfferAnswer::Decline),
            OfferResponse::None if forbidden => self.open_offer = None,
            OfferResponse::None => {
                self.step(Step::new("step-offer-stands", &[a.draw_offer]).side("side", !by));
                self.ruling.actions.push(Action::OfferStands(by));
            }
        }
    }

    /// Whether an offer made to `by` stands (the last offer, or one his own claim crossed).
    pub(in crate::laws) fn offer_to(&self, by: Color) -> bool {
        self.open_offer == Some(!by) || self.crossed_offer == Some(!by)
    }

    /// The offer made to `by` is over: answered, or lapsed by his touch or move (`lapse`).
    pub(in crate::laws) fn close_offer_to(&mut self, by: Color, lapse: Option<Lapse>) {
        if self.crossed_offer == Some(!by) {
            self.crossed_offer = None;
            self.ruling
                .actions
                .retain(|x| *x != Action::OfferStands(!by));
            self.lapsed_offer = lapse.map(|l| (!by, l));
        }
        if self.open_offer == Some(!by) {
            self.close_offer(lapse);
        }
    }

    /// The offer that stood is over: answered, lapsed by the offeree's touch or move (`lapse`),
    /// or ended with the game. It no longer stands in the ruling either.
    pub(in crate::laws) fn close_offer(&mut self, lapse: Option<Lapse>) {
        if let Some(by) = self.open_offer.take() {
            self.ruling
                .actions
                .retain(|x| *x != Action::OfferStands(by));
            self.lapsed_offer = lapse.map(|l| (by, l));
        }
    }

    /// What keeps the players from agreeing a draw now, as the steps that say so: the event
    /// regulations (9.1.1), and the one move each of 5.2.3 (2018 on).
    fn agreement_bars(&self) -> Vec<Step> {
        let a = self.arts();
        let moves = self.moves_by_each();
        let mut bars = Vec::new();
        // 9.1.1 lets the regulations bar an agreement before a number of moves "without the
        // consent of the arbiter": where they ask for his consent, his consent lifts both bars.
        let consented = self.regs.draw_needs_arbiter_consent && self.draw_consent;
        if let Some(min) = self.regs.no_draw_before_moves
            && moves < min
            && !consented
        {
            bars.push(
                Step::new("step-offer-barred-by-regulations", &[a.draw_regulations])
                    .arg("count", Arg::Count(u64::from(min)))
                    .arg("moves", Arg::Count(u64::from(moves))),
            );
        }
        if self.regs.draw_needs_arbiter_consent && !self.draw_consent {
            bars.push(Step::new(
                "step-offer-needs-arbiter-consent",
                &[a.draw_regulations],
            ));
        }
        let min = self.rules.agreement_min_moves;
        if min > 0 && moves < min {
            bars.push(
                Step::new("step-agreement-too-early", &[a.agreement])
                    .arg("count", Arg::Count(u64::from(min))),
            );
        }
        bars
    }

    /// A player answers a draw offer, or the one who made it tries to take it back.
    pub(in crate::laws) fn on_answer(&mut self, by: Color, answer: OfferAnswer) {
        let a = self.arts();
        if answer == OfferAnswer::Withdraw {
            if self.open_offer == Some(by) {
                self.step(
                    Step::new("step-offer-cannot-be-withdrawn", &[a.draw_offer]).side("side", by),
                );
                if !self.ruling.actions.contains(&Action::OfferStands(by)) {
                    self.ruling.actions.push(Action::OfferStands(by));
                }
            } else {
                self.step(Step::new("step-no-offer-stands", &[a.draw_offer]).side("side", by));
            }
            return;
        }
        if !self.offer_to(by) {
            let id = match self.lapsed_offer {
                Some((offerer, Lapse::Touch)) if offerer == !by => "step-offer-lapsed-by-touch",
                Some((offerer, Lapse::Move)) if offerer == !by => "step-offer-lapsed-by-move",
                _ => "step-no-offer-stands",
            };
            self.step(Step::new(id, &[a.draw_offer]).side("side", by));
            self.ruling.actions.push(Action::PlayOn);
            return;
        }
        self.close_offer_to(by, None);
        if answer == OfferAnswer::Decline {
            // A later offer of the same player is weighed against this refusal (11.5).
            *self.conduct.declined_at.get_mut(!by) = Some(self.moves_by_each());
            self.step(Step::new("step-offer-declined", &[a.draw_offer]).side("side", by));
            self.ruling.actions.push(Action::PlayOn);
            return;
        }
        let bars = self.agreement_bars();
        if bars.is_empty() {
            // The offer was still valid when accepted (it stands until answered), and the
            // agreement ends the game.
            self.step(Step::new(
                "step-offer-accepted",
                &[a.draw_offer, a.agreement],
            ));
            self.end(Score::DRAW);
        } else {
            let mut barred_by: Vec<&'static str> =
                bars.iter().flat_map(|s| s.articles.clone()).collect();
            barred_by.dedup();
            self.step(Step::new("step-agreement-not-valid", &barred_by));
            self.ruling.actions.push(Action::PlayOn);
        }
    }
}
