//! A complaint that the opponent handled the clock improperly (2009 6.7, 2014 6.2, 2018 and
//! 2023 6.2.2-6.2.4): pressed without a move (an illegal move from 2018, 7.5.3), with the
//! other hand or a finger kept on it, forcibly; or pressed late, which is his own time. And a
//! player who presses his opponent's button: each player presses his own clock (6.2.1; 2014
//! 6.2a, 2009 6.7a), so this is improper handling, but no clock pressed without a move.

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
            // Pressing with the other hand, or keeping a finger on the button, is handling the
            // clock improperly, which the handling rule makes penalisable.
            ClockAct::OtherHand => (
                "step-clock-other-hand",
                vec![a.same_hand, a.clock_handling, a.penalties],
            ),
            ClockAct::FingerOnClock => (
                "step-clock-finger-on-it",
                vec![a.same_hand, a.clock_handling, a.penalties],
            ),
            ClockAct::Forcibly => ("step-clock-forcibly", vec![a.clock_handling, a.penalties]),
            ClockAct::OpponentsButton => (
                "step-clock-opponents-button",
                vec![a.move_completed, a.clock_handling, a.penalties],
            ),
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
        if self.opponents_button == Some(offender) {
            // What he pressed was his opponent's button: that starts his own clock, it does
            // not pass his turn, so it is no clock pressed without a move.
            let a = self.arts();
            self.step(
                Step::new(
                    "step-opponents-button-no-illegal-move",
                    &[a.move_completed, a.clock_handling],
                )
                .side("side", offender),
            );
            return ClaimVerdict::Rejected;
        }
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

    /// A player presses his opponent's button. Where the opponent has made his move and not
    /// pressed yet, this completes that move on the clock for him: the opponent's clock stops
    /// and the presser's own clock runs. Where the opponent has not moved yet, the arbiter
    /// starts the opponent's clock again, since the presser cannot end his opponent's turn.
    /// Where the presser's own clock runs, the button pressed is a stopped one and nothing
    /// happens. The first two are improper handling the arbiter may penalise.
    pub(in crate::laws) fn on_press_opponents_button(&mut self, by: Color) {
        let a = self.arts();
        let opponent = !by;
        let running = self.clock.as_ref().and_then(|c| c.running);
        let step = if self.unpressed == Some(opponent) {
            self.unpressed = None;
            self.press(opponent);
            "step-pressed-opponents-button-after-move"
        } else if running == Some(opponent) || (running.is_none() && self.board.turn() == opponent)
        {
            "step-pressed-opponents-button-before-move"
        } else {
            self.step(Step::new("step-pressed-stopped-button", &[]).side("side", by));
            return;
        };
        self.step(
            Step::new(step, &[a.move_completed, a.clock_handling, a.penalties]).side("side", by),
        );
        self.opponents_button = Some(by);
        self.may_penalise(by);
    }
}
