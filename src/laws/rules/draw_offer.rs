//! Draw offers and agreements (9.1, 5.2.3): when an offer is made, what the regulations and
//! the minimum of one move each allow, and the answer.

use crate::laws::arbiter::Arbiter;
use crate::laws::event::{DrawOffer, OfferMoment, OfferResponse};
use crate::laws::ruling::{Action, Sanction, Score};
use crate::laws::step::{Arg, Step};

impl Arbiter {
    /// A draw offer and its answer.
    pub(in crate::laws) fn on_offer(&mut self, offer: DrawOffer) {
        let a = self.arts();
        let by = offer.by;
        let moves = self.moves_by_each();
        match offer.moment {
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
                self.ruling.sanctions.push(Sanction::Discretionary(by));
            }
        }
        let mut permitted = true;
        let mut barred_by: Vec<&'static str> = Vec::new();
        if let Some(min) = self.regs.no_draw_before_moves
            && moves < min
        {
            self.step(
                Step::new("step-offer-barred-by-regulations", &[a.draw_regulations])
                    .arg("count", Arg::Count(u64::from(min)))
                    .arg("moves", Arg::Count(u64::from(moves))),
            );
            permitted = false;
            barred_by.push(a.draw_regulations);
        }
        if self.regs.draw_needs_arbiter_consent {
            self.step(Step::new(
                "step-offer-needs-arbiter-consent",
                &[a.draw_regulations],
            ));
            permitted = false;
            barred_by.push(a.draw_regulations);
        }
        let min = self.rules.agreement_min_moves;
        if min > 0 && moves < min {
            self.step(
                Step::new("step-agreement-too-early", &[a.agreement])
                    .arg("count", Arg::Count(u64::from(min))),
            );
            permitted = false;
            barred_by.push(a.agreement);
        }
        self.ruling.allowed = Some(permitted);
        match offer.response {
            OfferResponse::Accepted if permitted => {
                self.step(Step::new("step-offer-accepted", &[a.agreement]));
                self.end(Score::DRAW);
            }
            OfferResponse::Accepted => {
                barred_by.dedup();
                self.step(Step::new("step-agreement-not-valid", &barred_by));
                self.ruling.actions.push(Action::PlayOn);
            }
            OfferResponse::Declined => {
                self.step(Step::new("step-offer-declined", &[a.draw_offer]).side("side", !by));
                self.ruling.actions.push(Action::PlayOn);
            }
            OfferResponse::None => {
                self.step(Step::new("step-offer-stands", &[a.draw_offer]).side("side", !by));
                self.open_offer = Some(by);
                self.ruling.actions.push(Action::OfferStands(by));
            }
        }
    }
}
