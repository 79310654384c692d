//! Complaints about the opponent's conduct, and the record of the offences they rest on.
//!
//! A complaint is a claim whose ground is an offence of conduct: the arbiter upholds it when
//! the case has established that offence by the opponent (an event of the case, ruled
//! before the complaint), and rejects it otherwise. Offences are noted as the rules find
//! them; a disturbance is also any act another rule penalised as distracting the opponent,
//! and a draw offer repeated soon after the opponent declined the last one.

use shakmaty::{ByColor, Color};

use crate::laws::arbiter::Arbiter;
use crate::laws::event::{ComplaintGround, DrawOffer, OfferResponse};
use crate::laws::ruling::{ClaimVerdict, Sanction};
use crate::laws::step::Step;

/// How many of his own moves a player must let pass after his offer was declined before an
/// offer of his no longer counts as repeating it (the engine's reading of "unreasonable
/// offers", 11.5: three).
const REPEAT_WITHIN_MOVES: u32 = 3;

/// The offences of conduct established so far, and what the complaint rules need to know of
/// the draw offers.
#[derive(Debug, Clone, Default)]
pub(in crate::laws) struct ConductRecord {
    /// Each offence, by its offender and ground, in order.
    offences: Vec<(Color, ComplaintGround)>,
    /// Each side's last declined offer: the moves he had made when he offered.
    declined_at: ByColor<Option<u32>>,
    /// Who has been found to refuse persistently to comply with the Laws.
    pub refused: ByColor<bool>,
}

impl ConductRecord {
    /// Notes an offence.
    pub fn note(&mut self, by: Color, ground: ComplaintGround) {
        if !self.offences.contains(&(by, ground)) {
            self.offences.push((by, ground));
        }
    }

    /// Whether `by` committed an offence of this ground.
    pub fn committed(&self, by: Color, ground: ComplaintGround) -> bool {
        self.offences.contains(&(by, ground))
    }
}

impl Arbiter {
    /// After any event: a side that the event's reasoning penalised for distracting the
    /// opponent (an unfounded claim, an offer on the opponent's time, too many scoresheet
    /// requests...) has disturbed him.
    pub(in crate::laws) fn note_disturbances(
        &mut self,
        steps_before: usize,
        sanctions_before: usize,
    ) {
        let distraction = self.arts().distraction;
        let cites = self.ruling.steps[steps_before..]
            .iter()
            .any(|s| s.articles.contains(&distraction));
        if !cites {
            return;
        }
        let offenders: Vec<Color> = self.ruling.sanctions[sanctions_before..]
            .iter()
            .filter_map(|s| match s {
                Sanction::Discretionary(c) => Some(*c),
                _ => None,
            })
            .collect();
        for by in offenders {
            self.conduct.note(by, ComplaintGround::Disturbance);
        }
    }

    /// After a draw offer: an offer made within a few moves of the same player's declined
    /// offer repeats it, which may distract the opponent (11.5).
    pub(in crate::laws) fn note_offer(&mut self, offer: DrawOffer) {
        if self.ended {
            return;
        }
        let by = offer.by;
        let made = self.moves_by_each();
        if let Some(at) = *self.conduct.declined_at.get(by)
            && made.saturating_sub(at) <= REPEAT_WITHIN_MOVES
        {
            let a = self.arts();
            self.step(
                Step::new("step-offer-repeated", &[a.draw_offer, a.distraction]).side("side", by),
            );
            self.ruling.allowed = Some(false);
            self.conduct.note(by, ComplaintGround::Disturbance);
            self.penalisable(by, None);
        }
        *self.conduct.declined_at.get_mut(by) = match offer.response {
            OfferResponse::Declined => Some(made),
            OfferResponse::Accepted | OfferResponse::None => *self.conduct.declined_at.get(by),
        };
    }

    /// A player complains to the arbiter that his opponent committed an offence.
    pub(in crate::laws) fn on_complaint(&mut self, by: Color, ground: ComplaintGround) {
        let c = self.rules.conduct;
        let a = self.arts();
        let article = match ground {
            ComplaintGround::Disturbance => a.distraction,
            ComplaintGround::Device => a.devices_forbidden,
            ComplaintGround::Assistance => c.assistance,
            ComplaintGround::Leaving => c.leave_playing_area,
            ComplaintGround::Smoking => c.smoking,
            ComplaintGround::Recording => c.record_before_next,
        };
        if self.conduct.committed(!by, ground) {
            self.step(Step::new("step-complaint-upheld", &[article]).side("side", !by));
            self.ruling.claim = Some(ClaimVerdict::Upheld);
        } else {
            self.step(Step::new("step-complaint-rejected", &[article]).side("side", !by));
            self.ruling.claim = Some(ClaimVerdict::Rejected);
        }
    }
}
