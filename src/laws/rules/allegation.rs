//! What one player says happened and the other denies, with nobody else to confirm it: a
//! "j'adoube" one says he said, a handshake one calls an agreement, a resignation one denies.
//! The Laws give the arbiter no presumption for either side; he rules on the facts he can
//! establish, so the alleged fact neither obliges, nor ends, nor penalises anything.
//!
//! A flag that is not established is the arbiter's own finding that it has not fallen (a
//! display he misread, a mechanical flag still hanging): the clock's indication is what
//! counts, so the ruling cites the article that makes it conclusive.

use shakmaty::Color;

use crate::laws::arbiter::Arbiter;
use crate::laws::claim::Ground;
use crate::laws::event::Event;
use crate::laws::ruling::ClaimVerdict;
use crate::laws::step::Step;

impl Arbiter {
    /// A fact the arbiter cannot establish: it changes nothing, and the ruling says so.
    pub(in crate::laws) fn on_alleged(&mut self, event: &Event) {
        let a = self.arts();
        let step = match event {
            // A flag counts only once seen or validly claimed (6.8), and the clock that shows it
            // still hanging is conclusive.
            Event::Flag { .. } | Event::BothFlags { .. } => Step::new(
                "step-flag-not-established",
                &[a.flag_observed, a.defective_clock],
            ),
            // A flag claimed that the arbiter finds has not fallen: the claim fails.
            Event::Claim(c) if c.ground == Ground::Flag => {
                self.ruling.claim = Some(ClaimVerdict::Rejected);
                Step::new(
                    "step-flag-not-established",
                    &[a.flag_observed, a.defective_clock],
                )
            }
            // The rule the alleged fact would have brought into play is the one not applied.
            Event::Resign { .. } => Step::new("step-not-established", &[a.resignation]),
            // A touch with "I adjust" said first: what is not established is an adjustment
            // the rule on adjusting would have let stand.
            Event::Touch { adjust: true, .. } => Step::new("step-not-established", &[a.adjust]),
            // A deliberate touch: the obligation to move (or capture) that piece.
            Event::Touch { by, square, .. } => {
                let own = self
                    .board
                    .setup()
                    .board
                    .piece_at(*square)
                    .is_none_or(|p| p.color == *by);
                let article = if own { a.touch_own } else { a.touch_opponent };
                Step::new("step-not-established", &[article])
            }
            _ => Step::new("step-not-established", &[]),
        };
        self.step(step);
        // A complaint about an offence alleged but not established is not upheld.
        if let Some((by, ground)) = conduct_ground(event) {
            self.conduct.not_established(by, ground);
        }
    }
}

/// The player and the ground of conduct an event alleges against him, if it is one a
/// complaint can rest on.
fn conduct_ground(event: &Event) -> Option<(Color, Ground)> {
    let ground = match event {
        Event::Assistance { .. } => Ground::Assistance,
        Event::Leave { .. } => Ground::Leaving,
        Event::Smoke { .. } => Ground::Smoking,
        Event::Disturb { .. } => Ground::Disturbance,
        Event::Device { .. } => Ground::Device,
        Event::Scoresheet { .. } | Event::StopRecording { .. } => Ground::Recording,
        _ => return None,
    };
    event.actor().map(|by| (by, ground))
}
