//! Claims resting on the opponent's conduct (a device, recording, disturbance, outside help,
//! leaving, smoking), and the record of what the case established of that conduct.
//!
//! The arbiter weighs such a claim on the evidence, in this order: what the claim itself states
//! of the facts (the device's finding, his own judgement of what he saw); then what the events
//! before it established (an offence of the opponent upholds it, the same conduct found allowed
//! rejects it); failing both, the facts are as the claimant states them. Offences are noted as
//! the rules find them; a disturbance is also any act another rule penalised as distracting the
//! opponent, and a draw offer repeated soon after the opponent declined the last one.

use shakmaty::{ByColor, Color};

use crate::laws::arbiter::Arbiter;
use crate::laws::claim::{Claim, Ground, QuickplayJudgement};
use crate::laws::event::{DeviceFinding, DrawOffer};
use crate::laws::ruling::{ClaimVerdict, Sanction};
use crate::laws::step::Step;

/// How many of his own moves a player must let pass after his offer was declined before an
/// offer of his no longer counts as repeating it (the engine's reading of "unreasonable
/// offers", 11.5: three).
const REPEAT_WITHIN_MOVES: u32 = 3;

/// What the case established of one side's conduct under one ground.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Finding {
    /// He committed the offence.
    Offence,
    /// What he did was found allowed.
    Allowed,
    /// It was alleged, and the arbiter could not establish it.
    NotEstablished,
}

/// The conduct established so far, and what the conduct rules need to know of the draw offers.
#[derive(Debug, Clone, Default)]
pub(in crate::laws) struct ConductRecord {
    /// Each finding, by its side and ground, in order.
    findings: Vec<(Color, Ground, Finding)>,
    /// The article each offence broke, by its side and ground, the latest last: a complaint
    /// upheld on the finding cites it.
    broken: Vec<(Color, Ground, &'static str)>,
    /// Each side's last declined offer: the moves each player had made when it was declined.
    pub declined_at: ByColor<Option<u32>>,
    /// Who has been found to refuse persistently to comply with the Laws.
    pub refused: ByColor<bool>,
}

impl ConductRecord {
    /// Notes an offence, and the article it broke.
    pub fn note(&mut self, by: Color, ground: Ground, article: &'static str) {
        self.add(by, ground, Finding::Offence);
        self.broken.push((by, ground, article));
    }

    /// The article the latest offence of this side and ground broke.
    pub fn broken_article(&self, by: Color, ground: Ground) -> Option<&'static str> {
        self.broken
            .iter()
            .rev()
            .find(|(c, g, _)| *c == by && *g == ground)
            .map(|(_, _, a)| *a)
    }

    /// Notes conduct of this ground found allowed.
    pub fn clear(&mut self, by: Color, ground: Ground) {
        self.add(by, ground, Finding::Allowed);
    }

    /// Notes an offence alleged that the arbiter could not establish.
    pub fn not_established(&mut self, by: Color, ground: Ground) {
        self.add(by, ground, Finding::NotEstablished);
    }

    /// Whether the latest word on this side and ground is an allegation not established.
    pub fn only_alleged(&self, by: Color, ground: Ground) -> bool {
        self.findings
            .iter()
            .rev()
            .find(|(c, g, _)| *c == by && *g == ground)
            .is_some_and(|(_, _, f)| *f == Finding::NotEstablished)
    }

    fn add(&mut self, by: Color, ground: Ground, finding: Finding) {
        if !self.findings.contains(&(by, ground, finding)) {
            self.findings.push((by, ground, finding));
        }
    }

    /// Whether `by` committed an offence of this ground: `Some(true)` when one is established,
    /// `Some(false)` when his conduct of this kind was found allowed and nothing else,
    /// `None` when the case has established nothing of it.
    pub fn committed(&self, by: Color, ground: Ground) -> Option<bool> {
        let found = |f: Finding| self.findings.contains(&(by, ground, f));
        if found(Finding::Offence) {
            Some(true)
        } else if found(Finding::Allowed) || found(Finding::NotEstablished) {
            Some(false)
        } else {
            None
        }
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
            self.conduct
                .note(by, Ground::Disturbance, self.arts().distraction);
        }
    }

    /// After a draw offer: an offer made within a few moves of the same player's declined
    /// offer (`declined_before`, the number of his moves then) repeats it, which may distract
    /// the opponent (11.5); a first offer, or one made later, was examined and found his
    /// right, so a complaint resting on it alone fails.
    pub(in crate::laws) fn note_offer(&mut self, offer: DrawOffer, declined_before: Option<u32>) {
        if self.ended {
            return;
        }
        let by = offer.by;
        let made = self.moves_by_each();
        match declined_before {
            Some(at) if made.saturating_sub(at) <= REPEAT_WITHIN_MOVES => {
                let a = self.arts();
                self.step(
                    Step::new(
                        "step-offer-repeated",
                        &self.with_infraction(&[a.draw_offer, a.distraction]),
                    )
                    .side("side", by),
                );
                self.ruling.allowed = Some(false);
                self.conduct.note(by, Ground::Disturbance, a.distraction);
                self.penalisable(by, None);
            }
            // Another disturbance of his already on record is not answered by a proper offer.
            _ if self.conduct.committed(by, Ground::Disturbance).is_some() => {}
            _ => self.conduct.clear(by, Ground::Disturbance),
        }
    }

    /// A claim resting on an offence of the opponent's conduct, weighed on the evidence; `None`
    /// when the verdict depends on a fact the case does not give.
    pub(in crate::laws) fn conduct_claim(&mut self, claim: &Claim) -> Option<ClaimVerdict> {
        let offender = !claim.by;
        let article = self.conduct_article(claim.ground);
        // What the claim states of the facts comes first.
        if claim.ground == Ground::Device
            && let Some(finding) = claim.finding
        {
            return Some(self.device_claim(claim.by, finding));
        }
        if claim.judgement == Some(QuickplayJudgement::Reject) {
            self.step(Step::new("step-complaint-rejected", &[article]).side("side", offender));
            return Some(ClaimVerdict::Rejected);
        }
        if claim.judgement.is_none() {
            match self.conduct.committed(offender, claim.ground) {
                Some(true) => {
                    // The article the offence found broke, not the one the ground suggests.
                    let broken = self
                        .conduct
                        .broken_article(offender, claim.ground)
                        .unwrap_or(article);
                    self.step(
                        Step::new("step-complaint-upheld", &self.with_infraction(&[broken]))
                            .side("side", offender),
                    );
                    return Some(ClaimVerdict::Upheld);
                }
                Some(false) => {
                    let id = if self.conduct.only_alleged(offender, claim.ground) {
                        "step-complaint-not-established"
                    } else {
                        "step-complaint-rejected"
                    };
                    self.step(Step::new(id, &[article]).side("side", offender));
                    return Some(ClaimVerdict::Rejected);
                }
                None => {}
            }
        }
        // Nothing before it: the facts are as the claimant states them.
        match claim.ground {
            Ground::Device => Some(self.device_claim(claim.by, DeviceFinding::OnPerson)),
            Ground::Recording => self.recording_claim(claim.by),
            _ => {
                self.step(
                    Step::new("step-complaint-upheld", &self.with_infraction(&[article]))
                        .side("side", offender),
                );
                self.conduct.note(offender, claim.ground, article);
                self.penalisable(offender, None);
                Some(ClaimVerdict::Upheld)
            }
        }
    }

    /// The article a claim of conduct rests on.
    fn conduct_article(&self, ground: Ground) -> &'static str {
        let c = self.rules.conduct;
        let a = self.arts();
        match ground {
            Ground::Device => a.devices_forbidden,
            Ground::Assistance => c.assistance,
            Ground::Leaving => c.leave_playing_area,
            Ground::Smoking => c.smoking,
            Ground::Recording => c.record_before_next,
            _ => a.distraction,
        }
    }
}
