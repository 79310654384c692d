//! A complaint that the opponent handled the clock improperly (2009 6.7, 2014 6.2, 2018 and
//! 2023 6.2.2-6.2.4): pressed without a move (an illegal move from 2018, 7.5.3), with the
//! other hand or a finger kept on it, forcibly; or pressed late, which is his own time.

use shakmaty::Color;

use crate::laws::arbiter::{Arbiter, IllegalKind};
use crate::laws::claim::ClockAct;
use crate::laws::ruling::ClaimVerdict;
use crate::laws::step::Step;

impl Arbiter {
    /// The claimant complains of how his opponent handled the clock.
    pub(in crate::laws) fn clock_handling_claim(
        &mut self,
        claimant: Color,
        act: Option<ClockAct>,
    ) -> ClaimVerdict {
        let a = self.arts();
        let offender = !claimant;
        let (id, articles) = match act.unwrap_or_default() {
            ClockAct::WithoutMove => return self.press_without_move_claim(claimant),
            ClockAct::Late => {
                self.step(
                    Step::new(
                        "step-clock-pressed-late",
                        &[a.move_completed, a.press_after_move],
                    )
                    .side("side", offender),
                );
                return ClaimVerdict::Rejected;
            }
            ClockAct::OtherHand => ("step-clock-other-hand", vec![a.same_hand, a.penalties]),
            ClockAct::FingerOnClock => ("step-clock-finger-on-it", vec![a.same_hand, a.penalties]),
            ClockAct::Forcibly => ("step-clock-forcibly", vec![a.clock_handling, a.penalties]),
        };
        self.step(Step::new(id, &articles).side("side", offender));
        self.may_penalise(offender);
        ClaimVerdict::Upheld
    }

    /// The opponent pressed the clock without moving: the press of the case, or one made as
    /// the complaint is brought. From 2018 it is an illegal move and the complaint is a claim
    /// of one; before, it is improper handling of the clock, which the arbiter may penalise.
    fn press_without_move_claim(&mut self, claimant: Color) -> ClaimVerdict {
        let offender = !claimant;
        let known = self.clock_misuse == Some(offender)
            || self.acted_illegal == Some(offender)
            || self
                .pending
                .as_ref()
                .is_some_and(|p| p.offender == offender && p.kind == IllegalKind::ClockWithoutMove);
        if !known && self.board.turn() == offender {
            self.on_press_clock(offender);
        }
        if self.rules.illegal_acts.clock_without_move {
            return self.illegal_move_claim(claimant);
        }
        let a = self.arts();
        self.step(
            Step::new(
                "step-clock-without-move-claim-upheld",
                &[a.clock_handling, a.penalties],
            )
            .side("side", offender),
        );
        ClaimVerdict::Upheld
    }
}
