//! Flag fall (6.8, 6.9): when a flag counts as fallen, who may call or claim it in
//! unsupervised games, loss unless the opponent cannot mate, and both flags down.

use shakmaty::Color;

use crate::laws::arbiter::Arbiter;
use crate::laws::claim::{Claim, Ground};
use crate::laws::clock::ClockTime;
use crate::laws::editions::BothFlagsRule;
use crate::laws::event::{ClockFault, Event, FlagCheck, Order};
use crate::laws::game_type::GameType;
use crate::laws::ruling::{Action, ClaimVerdict, GameResult, Score};
use crate::laws::step::{Arg, Step};

impl Arbiter {
    /// Marks a flag as down on the clock.
    fn flag_down(&mut self, side: Color) {
        if let Some(clock) = &mut self.clock {
            *clock.fallen.get_mut(side) = true;
            clock.remaining.get_mut(side).0 = 0;
        }
    }

    /// Time the arbiter took from a clock (for an absence, a penalty) has run it down to zero:
    /// the player's flag has fallen, and the arbiter, who sees it, rules on it as on any flag
    /// (6.9, with the moves the period asked for). `said` is the step that says why.
    pub(in crate::laws) fn flag_if_clock_emptied(&mut self, side: Color, said: &'static str) {
        let out = self
            .clock
            .as_ref()
            .is_some_and(|c| c.remaining.get(side).secs() == 0);
        if out && !self.ended {
            self.step(Step::new(said, &[]).side("side", side));
            self.on_flag(side);
        }
    }

    /// A flag falls and the arbiter sees it.
    pub(in crate::laws) fn on_flag(&mut self, side: Color) {
        if self.flag_not_conclusive(side) {
            return;
        }
        let a = self.arts();
        self.flag_down(side);
        let unsupervised = self.regime.is_unsupervised();
        if unsupervised && !self.rules.unsupervised.arbiter_calls_flag {
            let articles: Vec<&'static str> = a.unsupervised_arbiter_flag.into_iter().collect();
            self.step(Step::new("step-arbiter-does-not-call-flag", &articles).side("side", side));
            self.ruling.actions.push(Action::NoIntervention);
            return;
        }
        let mut articles = vec![a.flag_observed];
        if unsupervised {
            articles.extend(a.unsupervised_arbiter_flag);
        }
        self.step(Step::new("step-flag-observed", &articles).side("side", side));
        self.ruling.actions.push(Action::CallFlag(side));
        self.flag_result(side, false);
    }

    /// A claim on time as the claimant made it. With the clocks left running, where the
    /// edition asks the claimant's own flag to be up once they are stopped (2009 A4d2, 2014
    /// A.4c), it is judged only when they are stopped: at the first event that is not play on
    /// the board, or at the case's end ([`Self::settle_unstopped_flag_claim`]); `None` until
    /// then. Elsewhere stopping the
    /// clock is the claimant's choice, and the claim is judged at once.
    pub(in crate::laws) fn flag_claim_as_made(&mut self, claim: &Claim) -> Option<ClaimVerdict> {
        if claim.clock_stopped {
            return Some(self.flag_claim(claim.by));
        }
        let a = self.arts();
        if self.regime.is_unsupervised() && self.rules.unsupervised.claimant_needs_time {
            self.step(
                Step::new("step-flag-claim-clocks-running", &[a.unsupervised_flag])
                    .side("side", claim.by),
            );
            self.unstopped_flag_claim = Some(claim.by);
            return None;
        }
        let mut articles = vec![a.stop_clock];
        if self.regime.is_unsupervised() {
            articles.push(a.unsupervised_flag);
        }
        self.step(Step::new("step-flag-claim-clock-not-stopped", &articles).side("side", claim.by));
        Some(self.flag_claim(claim.by))
    }

    /// Judges a claim on time left waiting for the clocks to be stopped (see
    /// [`Self::flag_claim_as_made`]) when `next` comes. Play on the board (a touch, a move, a
    /// press of the clock) leaves them running and the claim waiting. The claimant's own flag
    /// falling first makes it fail, and that event is answered by it (true). Any other event,
    /// or the end of the case, stops the clocks with his flag still up.
    pub(in crate::laws) fn settle_unstopped_flag_claim(&mut self, next: Option<&Event>) -> bool {
        let Some(by) = self.unstopped_flag_claim else {
            return false;
        };
        if matches!(
            next,
            Some(Event::Move(_) | Event::Touch { .. } | Event::PressClock { .. })
        ) {
            return false;
        }
        self.unstopped_flag_claim = None;
        let a = self.arts();
        let own_fell = matches!(
            next,
            Some(Event::Flag { side, order: Order::After, .. }) if *side == by
        );
        let id = if own_fell {
            self.flag_down(by);
            "step-flag-claim-own-fell-before-stop"
        } else {
            "step-flag-claim-stopped-in-time"
        };
        self.step(Step::new(id, &[a.unsupervised_flag]).side("side", by));
        let verdict = self.flag_claim(by);
        self.record_verdict(by, Ground::Flag, verdict);
        own_fell
    }

    /// The claimant says that the opponent's flag has fallen, and so claims the game (6.8: a
    /// valid claim makes the flag count as fallen). Where the edition asks it of claims in
    /// games without adequate supervision, his own flag must still be up (2009 A4d2, 2014
    /// A.4c); in 2009 both flags down is then a draw (A4d3), in 2014 the both-flags rule of
    /// 6.11 applies.
    pub(in crate::laws) fn flag_claim(&mut self, claimant: Color) -> ClaimVerdict {
        let a = self.arts();
        let side = !claimant;
        if self.flag_not_conclusive(side) {
            return ClaimVerdict::Rejected;
        }
        self.flag_on_unpressed_move(side);
        self.flag_down(side);
        let both_found = std::mem::take(&mut self.both_flags_claimed);
        let both_first = self.both_flags_first.take();
        let unsupervised = self.regime.is_unsupervised();
        let u = self.rules.unsupervised;
        if unsupervised
            && u.claimant_needs_time
            && self.clock.as_ref().is_some_and(|c| c.flag_down(claimant))
        {
            if u.both_flags_draw {
                // The claim fails (A4d2) and both flags down is a draw (A4d3).
                self.step(Step::new(
                    "step-both-flags-draw-unsupervised",
                    &[
                        a.unsupervised_flag,
                        a.unsupervised_both_flags.unwrap_or(a.unsupervised_flag),
                    ],
                ));
                self.end(Score::DRAW);
            } else {
                self.step(
                    Step::new("step-flag-claim-own-flag-down", &[a.unsupervised_flag])
                        .side("side", claimant),
                );
                // The failed claim still shows the arbiter both flags down: the general
                // both-flags rule decides (2014 6.11b), on which fell first if the clock shows
                // it.
                self.on_both_flags(both_first, Some(claimant));
            }
            return ClaimVerdict::Rejected;
        }
        let mut articles = vec![a.flag_observed];
        if unsupervised {
            articles.push(a.unsupervised_flag);
        }
        if both_found {
            // The claim shows the arbiter both flags down: they count together, and the
            // both-flags rule decides, whoever claimed.
            self.step(Step::new("step-flag-claim-both-down", &articles).side("side", claimant));
            self.on_both_flags(both_first, Some(claimant));
            return if self.ruling.result == GameResult::Over(Score::win_for(claimant)) {
                ClaimVerdict::Upheld
            } else {
                ClaimVerdict::Rejected
            };
        }
        // Without adequate supervision 2009 and 2014 make stopping the clocks part of the
        // claim (A4d2, A.4c); elsewhere the claimant may pause it to call the arbiter.
        let id = if unsupervised && u.claimant_needs_time {
            "step-flag-claimed-stopping"
        } else {
            "step-flag-claimed"
        };
        self.step(Step::new(id, &articles).side("side", claimant));
        self.ruling.actions.push(Action::PauseClocks);
        if self.flag_result(side, true) {
            ClaimVerdict::Upheld
        } else {
            ClaimVerdict::Rejected
        }
    }

    /// The arbiter finds, on looking at the flag, that the clock's indication is not
    /// conclusive (6.10.1; 2009 and 2014 6.10): an evident defect gets the clock replaced, a
    /// wrong setting corrected (6.10.2), and the flag counts for nothing. True when so; the
    /// times come from the case's next `clock` or `discover` event.
    fn flag_not_conclusive(&mut self, side: Color) -> bool {
        let Some(fault) = self.flag_check.fault else {
            return false;
        };
        self.flag_check = FlagCheck::default();
        let a = self.arts();
        // A setting kept after the move limit keeps its flag too.
        if fault == ClockFault::WrongSetting && self.clock_setting_kept(false) {
            return false;
        }
        match fault {
            ClockFault::Defect => {
                self.step(
                    Step::new(
                        "step-flag-clock-defect",
                        &[a.flag_observed, a.defective_clock],
                    )
                    .side("side", side),
                );
                self.defective_clock_replaced();
            }
            ClockFault::WrongSide => {
                self.step(
                    Step::new(
                        "step-flag-clock-wrong-side",
                        &[a.wrong_clock_setting, a.clocks_after_irregularity],
                    )
                    .side("side", side),
                );
                self.ruling.actions.push(Action::PauseClocks);
            }
            ClockFault::WrongSetting => {
                self.step(
                    Step::new(
                        "step-flag-clock-wrong-setting",
                        &[a.defective_clock, a.wrong_clock_setting],
                    )
                    .side("side", side),
                );
                self.ruling.actions.push(Action::PauseClocks);
                self.ruling.actions.push(Action::CorrectClockSetting);
            }
        }
        self.ruling.actions.push(Action::PlayOn);
        true
    }

    /// What a fallen flag decides: a postponed quickplay claim of that player, nothing when
    /// it only marks the end of a period whose moves were made, or the loss unless the
    /// opponent cannot mate (6.9). False when the player has not overstepped his time.
    fn flag_result(&mut self, side: Color, claimed: bool) -> bool {
        self.flag_fell = true;
        if let Some((claimant, finding)) = self.postponed_quickplay
            && claimant == side
        {
            self.decide_postponed_claim(side, finding);
            return true;
        }
        if self.period_met(side) {
            self.both_update_after_flag();
            return false;
        }
        let a = self.arts();
        // A claim without adequate supervision has its own draw clause (A.5.3, 2014 A.4c);
        // a flag the arbiter calls is ruled under 6.9 alone.
        let mut articles = vec![a.flag_result];
        if self.regime.is_unsupervised() && claimed {
            articles.push(a.unsupervised_flag);
        }
        self.lose_unless_unwinnable(side, &articles);
        true
    }

    /// Neither player records any more (both stopped under 8.4), and a flag has fallen while
    /// the game goes on: the arbiter pauses the clock and both players bring their scoresheets
    /// up to date, from his or the opponent's scoresheet (8.5.1; 2009 and 2014 8.5a).
    fn both_update_after_flag(&mut self) {
        if !(self.stopped_recording.white && self.stopped_recording.black) {
            return;
        }
        let c = self.rules.conduct;
        self.step(Step::new(
            "step-record-both-update-after-flag",
            &[c.both_update_after_flag],
        ));
        if let Some(clock) = &mut self.clock {
            clock.pause();
        }
        self.ruling.actions.push(Action::PauseClocks);
    }

    /// The check the arbiter makes as soon as a flag falls before the last period (6.4;
    /// 2009 6.3): a flag that marks the end of a period whose moves the player had made
    /// oversteps nothing (a mechanical clock drops its flag at the end of every period), and
    /// scoresheets that cannot show the moves were not made leave the player in time, his
    /// next move the first of the following period (8.6). True when the game goes on.
    fn period_met(&mut self, side: Color) -> bool {
        let check = std::mem::take(&mut self.flag_check);
        let Some(clock) = &self.clock else {
            return false;
        };
        let Some(control) = clock.control() else {
            return false;
        };
        let periods = control.periods();
        let made_now = *clock.moves.get(side);
        // A flag seen or claimed some moves after it fell is judged on the moves made when
        // it fell: it counts once it is seen (6.8), and the moves since cannot undo it.
        let made = check.moves_at_fall.map_or(made_now, |m| m.min(made_now));
        // The period the flag marks, counted from 0: the one given, else the one a move
        // counter found wrong later had put the player in (its flag at that period's end is
        // the evident defect of 6.10.1), else the one the moves made (when it fell) put him in.
        let by_counter = self.counter_found.get(side).filter(|c| *c < made);
        let marked = match (check.period, check.moves_at_fall) {
            (Some(p), _) => usize::from(p.saturating_sub(1)),
            (None, _) if let Some(c) = by_counter => control.period_of_move(c.saturating_add(1)),
            (None, Some(_)) => control.period_of_move(made.saturating_add(1)),
            (None, None) => *clock.period.get(side),
        };
        let Some(next) = marked.checked_add(1).and_then(|n| periods.get(n)) else {
            return false;
        };
        let next_minutes = next.minutes;
        let required = periods
            .iter()
            .take(marked.saturating_add(1))
            .filter_map(|p| p.moves)
            .fold(0_u32, u32::saturating_add);
        let a = self.arts();
        let period_no = u64::try_from(marked).unwrap_or(u64::MAX).saturating_add(1);
        let counted = |id| {
            Step::new(id, &[a.flag_period_check, a.period_moves])
                .side("side", side)
                .arg("period", Arg::Count(period_no))
                .arg("moves", Arg::Count(u64::from(required)))
        };
        let goes_on = if check.moves_unknown {
            self.step(
                Step::new(
                    "step-flag-moves-unknown",
                    &[a.flag_period_check, a.moves_unknown],
                )
                .side("side", side),
            );
            true
        } else if made >= required {
            self.step(counted("step-flag-period-met"));
            true
        } else {
            if made < made_now {
                self.step(
                    Step::new(
                        "step-flag-fell-earlier",
                        // What the clock shows of when the flag fell is conclusive.
                        &[a.defective_clock, a.flag_observed, a.flag_period_check],
                    )
                    .side("side", side)
                    .arg("moves", Arg::Count(u64::from(made))),
                );
            }
            // The moves the period asked for were not all made: that is why the flag loses.
            self.step(counted("step-flag-period-not-met"));
            false
        };
        if goes_on {
            // The flag marked the end of a period, not of the player's time: the next
            // period's time is his, and the game goes on.
            if let Some(clock) = &mut self.clock {
                *clock.fallen.get_mut(side) = false;
                let time = ClockTime::from_mins(u64::from(next_minutes));
                clock.add(side, time);
                let given = self.period_given.get_mut(side);
                *given = given.saturating_add(time.0);
            }
            self.ruling.actions.push(Action::PlayOn);
        }
        goes_on
    }

    /// Both flags are down; `claimant`: the player whose claim on time showed them to the
    /// arbiter.
    pub(in crate::laws) fn on_both_flags(&mut self, first: Option<Color>, claimant: Option<Color>) {
        self.flag_fell = true;
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
                // The clock's indication is what shows the order, and it is conclusive.
                Step::new(
                    "step-both-flags-first-known",
                    &[a.flag_observed, a.defective_clock],
                )
                .side("side", first),
            );
            if claimant == Some(!first) {
                // The claim brought the opponent's flag to him: it decides as a claimed flag.
                // The claimant's own flag, fallen first, is one the arbiter now sees.
                if !self.flag_not_conclusive(first) {
                    self.flag_down(first);
                    self.flag_result(first, true);
                }
            } else {
                self.on_flag(first);
            }
            return;
        }
        let guidelines_apply = self.regs.quickplay_announced
            && self.game_type() != GameType::Blitz
            && self
                .clock
                .as_ref()
                .and_then(|c| c.control())
                .is_none_or(|tc| tc.final_bonus() == crate::laws::time_control::Bonus::None);
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
            // Play goes on into the next period, whose time each clock now shows.
            if let Some(clock) = &mut self.clock
                && let Some(control) = clock.control().cloned()
            {
                for side in [Color::White, Color::Black] {
                    let next = clock
                        .period
                        .get(side)
                        .checked_add(1)
                        .and_then(|n| control.periods().get(n));
                    if let Some(next) = next {
                        *clock.fallen.get_mut(side) = false;
                        clock.add(side, ClockTime::from_mins(u64::from(next.minutes)));
                    }
                }
            }
            self.ruling.actions.push(Action::PlayOn);
        }
    }
}
