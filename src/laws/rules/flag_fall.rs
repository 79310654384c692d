//! Flag fall (6.8, 6.9): when a flag counts as fallen, who may call or claim it in
//! unsupervised games, loss unless the opponent cannot mate, and both flags down.

use shakmaty::Color;

use crate::laws::arbiter::Arbiter;
use crate::laws::editions::BothFlagsRule;
use crate::laws::event::FlagNotice;
use crate::laws::game_type::GameType;
use crate::laws::ruling::{Action, GameResult, Score};
use crate::laws::step::Step;

impl Arbiter {
    /// A flag falls and is noticed.
    pub(in crate::laws) fn on_flag(&mut self, side: Color, noticed: FlagNotice) {
        let a = self.arts();
        if let Some(clock) = &mut self.clock {
            *clock.fallen.get_mut(side) = true;
            clock.remaining.get_mut(side).0 = 0;
        }
        let unsupervised = self.regime.is_unsupervised();
        let u = self.rules.unsupervised;
        match noticed {
            FlagNotice::Arbiter if unsupervised && !u.arbiter_calls_flag => {
                let articles: Vec<&'static str> = a.unsupervised_arbiter_flag.into_iter().collect();
                self.step(
                    Step::new("step-arbiter-does-not-call-flag", &articles).side("side", side),
                );
                self.ruling.actions.push(Action::NoIntervention);
                return;
            }
            FlagNotice::Arbiter => {
                let mut articles = vec![a.flag_observed];
                if unsupervised {
                    articles.extend(a.unsupervised_arbiter_flag);
                }
                self.step(Step::new("step-flag-observed", &articles).side("side", side));
                self.ruling.actions.push(Action::CallFlag(side));
            }
            FlagNotice::Claim => {
                let claimant = !side;
                if unsupervised
                    && u.claimant_needs_time
                    && self.clock.as_ref().is_some_and(|c| c.flag_down(claimant))
                {
                    if u.both_flags_draw {
                        self.step(Step::new(
                            "step-both-flags-draw-unsupervised",
                            &[a.unsupervised_both_flags.unwrap_or(a.unsupervised_flag)],
                        ));
                        self.end(Score::DRAW);
                    } else {
                        self.step(
                            Step::new("step-flag-claim-own-flag-down", &[a.unsupervised_flag])
                                .side("side", claimant),
                        );
                    }
                    return;
                }
                let mut articles = vec![a.flag_observed];
                if unsupervised {
                    articles.push(a.unsupervised_flag);
                }
                self.step(Step::new("step-flag-claimed", &articles).side("side", claimant));
                self.ruling.actions.push(Action::PauseClocks);
            }
        }
        if self.postponed_quickplay == Some(side) {
            self.decide_postponed_claim(side);
            return;
        }
        // A claim without adequate supervision has its own draw clause (A.5.3, 2014 A.4c);
        // a flag the arbiter calls is ruled under 6.9 alone.
        let mut articles = vec![a.flag_result];
        if unsupervised && noticed == FlagNotice::Claim {
            articles.push(a.unsupervised_flag);
        }
        self.lose_unless_unwinnable(side, &articles);
    }

    /// Both flags are down.
    pub(in crate::laws) fn on_both_flags(&mut self, first: Option<Color>) {
        let a = self.arts();
        // 2009 A4d3: without adequate supervision both flags down is a draw, even when the
        // clock shows which fell first (flags count only as players claim them, A4d1).
        if self.regime.is_unsupervised() && self.rules.unsupervised.both_flags_draw {
            self.step(Step::new(
                "step-both-flags-draw-unsupervised",
                &[a.unsupervised_both_flags.unwrap_or(a.unsupervised_flag)],
            ));
            self.end(Score::DRAW);
            return;
        }
        if let Some(first) = first {
            self.step(
                Step::new("step-both-flags-first-known", &[a.flag_observed]).side("side", first),
            );
            self.on_flag(first, crate::laws::event::FlagNotice::Arbiter);
            return;
        }
        let guidelines_apply = self.regs.quickplay_announced
            && self.game_type() != GameType::Blitz
            && self
                .clock
                .as_ref()
                .and_then(|c| c.control())
                .is_none_or(crate::laws::time_control::TimeControl::has_no_bonus);
        let rule_applies = match self.rules.both_flags {
            BothFlagsRule::EveryGame => true,
            BothFlagsRule::GuidelinesOnly => guidelines_apply,
        };
        if !rule_applies {
            self.step(Step::new(
                "step-both-flags-arbiter-decides",
                &[a.flag_observed, a.quickplay_exclusion],
            ));
            self.ruling.result = GameResult::Undecided;
            return;
        }
        let last_period = self
            .clock
            .as_ref()
            .is_none_or(|c| c.in_last_period(Color::White) && c.in_last_period(Color::Black));
        if last_period {
            self.step(Step::new(
                "step-both-flags-last-period",
                &[a.both_flags_draw],
            ));
            self.end(Score::DRAW);
        } else {
            self.step(Step::new(
                "step-both-flags-earlier-period",
                &[a.both_flags_continue],
            ));
            self.ruling.actions.push(Action::PlayOn);
        }
    }
}
