//! Incidents of the chessclock: a player pausing it to call the arbiter, with or without a
//! valid reason (6.11.2-6.11.4; 2009 and 2014 6.12b-d); a clock with an evident defect
//! (6.10.1; 2009 and 2014 6.10a); a wrong setting or move counter put right, with the times
//! the arbiter sets (6.10.2; 6.10b); a flag falling on a move made but not completed (6.2.1,
//! 6.3.1, 6.4); a flag falling at the moment of a claim or a move, settled by what the clock
//! shows; and the delay of a delay clock.

#![warn(clippy::arithmetic_side_effects)]

use shakmaty::{ByColor, Color};

use crate::laws::arbiter::Arbiter;
use crate::laws::clock::ClockTime;
use crate::laws::event::{CounterFault, Event, OfferAnswer, OfferResponse, PauseReason};
use crate::laws::move_error::MoveError;
use crate::laws::ruling::{Action, GameResult, Sanction};
use crate::laws::step::{Arg, Step};
use crate::laws::time_control::{Bonus, TimeControl};

/// Which came first: a flag fall or the event it is said to coincide with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::laws) enum FirstOf {
    /// The event (a claim, a move) came first: the clock still showed time.
    Event,
    /// The flag fell first: the clock showed it down.
    Flag,
    /// The case gives no clock to read it from.
    Unknown,
}

/// The milliseconds `control` has given a player once he has completed `moves` moves: the
/// first period, each later period whose move count the earlier ones have reached, and the
/// increment of every move.
fn allotted(control: &TimeControl, moves: u32) -> u64 {
    allotted_apart(control, moves, moves)
}

/// As [`allotted`], with the periods reached by `moves` and the increments given for
/// `increments` moves (a counter set wrong moves the periods, not the increments).
fn allotted_apart(control: &TimeControl, moves: u32, increments: u32) -> u64 {
    let mut total: u64 = 0;
    let mut counted: u64 = 0;
    for (i, period) in control.periods().iter().enumerate() {
        if i > 0 && u64::from(moves) < counted {
            break;
        }
        total = total.saturating_add(ClockTime::from_mins(u64::from(period.minutes)).0);
        match period.moves {
            Some(m) => counted = counted.saturating_add(u64::from(m)),
            None => break,
        }
    }
    total.saturating_add(ClockTime::from_secs(control.increments_over(increments)).0)
}

impl Arbiter {
    /// A player pauses the clock to call the arbiter. A valid reason (a piece missing for a
    /// promotion, displaced pieces, any matter needing the arbiter) is what the Laws allow;
    /// without one the player is penalised. Either way the arbiter's finding on the reason
    /// is the article that makes him decide it (6.11.4; 2009 and 2014 6.12d).
    pub(in crate::laws) fn on_pause_clock(&mut self, by: Color, reason: PauseReason) {
        let a = self.arts();
        if let Some(clock) = &mut self.clock {
            clock.pause();
        }
        self.ruling.actions.push(Action::PauseClocks);
        let (id, articles): (&'static str, Vec<&'static str>) = match reason {
            PauseReason::PromotionPiece => (
                "step-pause-for-promotion-piece",
                vec![a.stop_clock, a.stop_clock_unjustified, a.clock_restart],
            ),
            PauseReason::DisplacedPieces => (
                "step-pause-for-displaced-pieces",
                vec![a.displaced_pause, a.stop_clock, a.stop_clock_unjustified],
            ),
            PauseReason::Assistance => (
                "step-pause-for-assistance",
                vec![a.stop_clock, a.stop_clock_unjustified, a.clock_restart],
            ),
            // The arbiter's duty to players who need medical attention (2014 on) is what
            // makes the pause valid; 2009 names no such duty, and its general one to the
            // competition covers it.
            PauseReason::Medical => {
                let c = self.rules.conduct;
                (
                    "step-pause-for-medical",
                    vec![
                        a.stop_clock,
                        c.medical_attention.unwrap_or(c.players_not_disturbed),
                        a.stop_clock_unjustified,
                        a.clock_restart,
                    ],
                )
            }
            PauseReason::NoValidReason => (
                "step-pause-without-reason",
                vec![a.stop_clock, a.stop_clock_unjustified, a.penalties],
            ),
        };
        self.step(Step::new(id, &articles).side("side", by));
        let valid = reason != PauseReason::NoValidReason;
        self.ruling.allowed = Some(valid);
        if valid {
            if let Some(clock) = &mut self.clock {
                clock.resume();
            }
        } else {
            self.ruling.sanctions.push(Sanction::Discretionary(by));
        }
    }

    /// A player restarts the clock the arbiter (or a claimant) paused, before the arbiter said
    /// the game goes on: only the arbiter decides when it restarts (6.11.3; 2009 and 2014
    /// 6.12c). He pauses it again and may penalise the player (12.9; 2009 13.4). Time that
    /// ran on the opponent's clock was nobody's thinking time, and the arbiter gives it back
    /// by his best judgement (7.1; 2009 6.13); the player's own time that ran is his loss.
    pub(in crate::laws) fn on_restart_clock(&mut self, by: Color, elapsed: Option<ClockTime>) {
        let a = self.arts();
        self.ruling.actions.push(Action::PauseClocks);
        self.step(
            Step::new("step-restart-clock", &[a.clock_restart, a.penalties]).side("side", by),
        );
        self.ruling.allowed = Some(false);
        self.ruling.sanctions.push(Sanction::Discretionary(by));
        let ran = self
            .clock
            .as_ref()
            .and_then(|c| c.running)
            .unwrap_or_else(|| self.board.turn());
        if let Some(time) = elapsed.filter(|t| t.secs() > 0) {
            if ran == by {
                self.step(
                    Step::new(
                        "step-restart-clock-own-time",
                        &[a.clocks_after_irregularity],
                    )
                    .side("side", by)
                    .arg("time", Arg::Clock(time)),
                );
            } else {
                self.step(
                    Step::new(
                        "step-restart-clock-time-back",
                        &[a.clocks_after_irregularity],
                    )
                    .side("side", ran)
                    .arg("time", Arg::Clock(time)),
                );
                self.award_time(ran, time);
            }
        }
        self.ruling.actions.push(Action::PlayOn);
    }

    /// A clock with an evident defect: the arbiter replaces it and sets the times on the new
    /// clock by his best judgement (a later `clock` event gives them).
    pub(in crate::laws) fn defective_clock_replaced(&mut self) {
        let a = self.arts();
        self.step(Step::new(
            "step-defective-clock-replaced",
            &[a.defective_clock],
        ));
        self.ruling.actions.push(Action::PauseClocks);
        self.ruling.actions.push(Action::ReplaceClock);
    }

    /// The clock shows times it should not through no defect of its own (never started, or
    /// reset when knocked over): the arbiter installs the setting and sets the times by his
    /// best judgement (6.10.2; 2009 and 2014 6.10b), which a later `clock` event gives.
    pub(in crate::laws) fn clock_times_set(&mut self, id: &'static str, why: &'static str) {
        let a = self.arts();
        self.step(Step::new(id, &[why, a.wrong_clock_setting]));
        self.ruling.actions.push(Action::PauseClocks);
        self.ruling.actions.push(Action::CorrectClockSetting);
        self.ruling.actions.push(Action::PlayOn);
    }

    /// The times last set on the clock are found wrong during the game (typed wrongly when a
    /// clock was replaced or its times restored): the arbiter pauses the clocks and puts each
    /// wrong time right by his best judgement (6.10.2; 2009 and 2014 6.10b), adding or taking
    /// the difference between what was set and what should have been. The time used since
    /// stays used: only the error is corrected.
    pub(in crate::laws) fn wrong_clock_times(&mut self, right: ByColor<Option<ClockTime>>) {
        let a = self.arts();
        // Each side's error: what should have been set against what was, where both are known.
        let errors: Vec<(Color, ClockTime, ClockTime)> = [Color::White, Color::Black]
            .into_iter()
            .filter_map(|side| {
                let right = (*right.get(side))?;
                let set = *self.times_set?.get(side);
                (right != set).then_some((side, set, right))
            })
            .collect();
        let known = self.times_set.is_some();
        if known && errors.is_empty() {
            self.step(Step::new(
                "step-wrong-clock-times-right",
                &[a.wrong_clock_setting],
            ));
            self.ruling.actions.push(Action::PlayOn);
            return;
        }
        self.ruling.actions.push(Action::PauseClocks);
        self.step(Step::new(
            "step-wrong-clock-times",
            &[a.wrong_clock_setting],
        ));
        self.ruling.actions.push(Action::CorrectClockSetting);
        for (side, set, right) in errors {
            if right > set {
                let more = ClockTime(right.0.saturating_sub(set.0));
                self.step(
                    Step::new("step-wrong-clock-times-added", &[a.wrong_clock_setting])
                        .side("side", side)
                        .arg("time", Arg::Clock(more)),
                );
                self.award_time(side, more);
            } else {
                let less = ClockTime(set.0.saturating_sub(right.0));
                self.step(
                    Step::new("step-wrong-clock-times-taken", &[a.wrong_clock_setting])
                        .side("side", side)
                        .arg("time", Arg::Clock(less)),
                );
                self.deduct(side, less.secs());
            }
            // What is set right now is the standard a later finding is measured against.
            if let Some(times) = &mut self.times_set {
                *times.get_mut(side) = right;
            }
        }
        self.ruling.actions.push(Action::PlayOn);
    }

    /// Black's clock was started at the start of the game instead of White's (White's clock
    /// starts the game: 6.6; 2009 6.5). The arbiter pauses the clocks and puts the times right
    /// by his best judgement, as for any clock found wrong during the game (6.10.2; 2009 and
    /// 2014 6.10b): the time that ran on Black's clock was White's thinking time.
    pub(in crate::laws) fn wrong_clock_started(&mut self, elapsed: Option<ClockTime>) {
        let a = self.arts();
        self.ruling.actions.push(Action::PauseClocks);
        let Some(elapsed) = elapsed else {
            self.step(Step::new(
                "step-wrong-clock-started",
                &[a.clock_start, a.wrong_clock_setting],
            ));
            self.ruling.actions.push(Action::PlayOn);
            return;
        };
        self.step(
            Step::new(
                "step-wrong-clock-started-moved",
                &[a.clock_start, a.wrong_clock_setting],
            )
            .arg("time", Arg::Clock(elapsed)),
        );
        self.award_time(Color::Black, elapsed);
        // A White who came late has already lost the minutes since the start: only the part
        // of the elapsed time not yet charged is taken from him.
        let elapsed_ms = elapsed.secs().saturating_mul(1000);
        let charged = self.white_start_charged_ms;
        self.white_start_charged_ms = charged.max(elapsed_ms);
        let owed = elapsed_ms.saturating_sub(charged) / 1000;
        if owed > 0 {
            self.deduct(Color::White, owed);
        }
        if charged > 0 {
            self.step(Step::new(
                "step-wrong-clock-late-white-charged-once",
                &[a.clock_start],
            ));
        }
        self.ruling.actions.push(Action::PlayOn);
    }

    /// In mid-game the clock of the player who does not have the move was running. The arbiter
    /// pauses the clocks and puts the times right by his best judgement (6.10.2 with 7.1; 2014
    /// 6.10b with 7.1; 2009 6.10b with 6.13): the time that ran was the thinking time of the
    /// player having the move.
    pub(in crate::laws) fn wrong_clock_running(&mut self, elapsed: Option<ClockTime>) {
        let a = self.arts();
        let to_move = self.board.turn();
        self.ruling.actions.push(Action::PauseClocks);
        let step = |id| {
            Step::new(id, &[a.wrong_clock_setting, a.clocks_after_irregularity])
                .side("side", to_move)
        };
        match elapsed {
            Some(time) => {
                self.step(step("step-wrong-clock-running-time").arg("time", Arg::Clock(time)));
                self.award_time(!to_move, time);
                self.deduct(to_move, time.secs());
            }
            None => self.step(step("step-wrong-clock-running")),
        }
        if let Some(clock) = &mut self.clock {
            clock.running = Some(to_move);
        }
        self.ruling.actions.push(Action::PlayOn);
    }

    /// Without adequate supervision the clock setting is no longer changed once each player
    /// has made the moves of the limit, unless (from 2014) the schedule would suffer (A.4.1.1;
    /// 2023 A.5.1.1; 2009 A4a). True, with the step that says so, when the setting stands.
    pub(in crate::laws) fn clock_setting_kept(&mut self, schedule_at_risk: bool) -> bool {
        let u = self.rules.unsupervised;
        let moves = self.moves_by_each();
        let past_limit = self.regime.is_unsupervised() && moves >= u.claim_limit_moves;
        if !past_limit || (schedule_at_risk && u.schedule_exception) {
            return false;
        }
        let id = if u.schedule_exception {
            "step-clock-setting-kept-after-limit"
        } else {
            "step-clock-setting-kept-after-limit-always"
        };
        let a = self.arts();
        self.step(
            Step::new(id, &[a.unsupervised_clock_setting])
                .arg("count", Arg::Count(u64::from(u.claim_limit_moves)))
                .arg("moves", Arg::Count(u64::from(moves))),
        );
        self.ruling.actions.push(Action::KeepClockSetting);
        true
    }

    /// The arbiter installs the right setting and adjusts the times and the move counter:
    /// each player keeps the time he has used, and gets what the right setting would have
    /// given him by now instead of what the wrong one gave.
    pub(in crate::laws) fn adjust_clock_setting(
        &mut self,
        setting: Option<&TimeControl>,
        only: Option<Color>,
        counted: Option<u32>,
        fault: CounterFault,
    ) {
        let a = self.arts();
        let Some(clock) = &self.clock else {
            self.step(Step::new(
                "step-clock-adjust-no-times",
                &[a.wrong_clock_setting],
            ));
            return;
        };
        let Some(right) = clock.control().cloned() else {
            return;
        };
        let made = clock.moves;
        let wrong = setting.cloned().unwrap_or_else(|| right.clone());
        // A setting wrong on one side only: the other side's clock gave what it should.
        for side in [Color::White, Color::Black]
            .into_iter()
            .filter(|s| only.is_none_or(|o| o == *s))
        {
            let moves = *made.get(side);
            let by_counter = counted.unwrap_or(moves);
            let should = allotted(&right, moves);
            let increments = match fault {
                CounterFault::Press => by_counter,
                CounterFault::Setting => moves,
            };
            // What the arbiter added at a period's flag is on the clock as well.
            let gave = allotted_apart(&wrong, by_counter, increments)
                .saturating_add(*self.period_given.get(side));
            let step = |id, ms: u64| {
                Step::new(id, &[a.wrong_clock_setting])
                    .side("side", side)
                    .arg("time", Arg::Clock(ClockTime(ms)))
                    .arg("count", Arg::Count(u64::from(moves)))
            };
            // With the right setting only the counter erred: the steps say so.
            let (add, remove) = if setting.is_none() {
                ("step-counter-adjust-add", "step-counter-adjust-remove")
            } else {
                ("step-clock-adjust-add", "step-clock-adjust-remove")
            };
            if should > gave {
                let more = should.saturating_sub(gave);
                self.step(step(add, more));
                self.award_time(side, ClockTime(more));
            } else if gave > should {
                let less = gave.saturating_sub(should);
                self.step(step(remove, less));
                self.deduct(side, less.checked_div(1000).unwrap_or(0));
            }
        }
        if counted.is_some_and(|c| c != made.white || c != made.black) {
            self.step(
                Step::new("step-clock-adjust-counter", &[a.wrong_clock_setting])
                    .arg("count", Arg::Count(u64::from(made.white))),
            );
        }
    }

    /// The clock was set right but its move counter credited the players (or `only` one of
    /// them) with `counted` moves: the arbiter pauses the clock, puts the counter right and
    /// adjusts the times by his best judgement (6.10.2; 2009 and 2014 6.10b), so that each
    /// player has what the right count would have given him by now.
    pub(in crate::laws) fn move_counter_corrected(
        &mut self,
        counted: u32,
        fault: CounterFault,
        only: Option<Color>,
    ) {
        let a = self.arts();
        // The true count the step names: that of a player the counter got wrong (when one
        // side has moved once more than the other, the counter may be right for him).
        let made = self.clock.as_ref().map_or_else(
            || self.moves_by_each(),
            |c| match only {
                Some(side) => *c.moves.get(side),
                None if c.moves.white == counted => c.moves.black,
                None => c.moves.white,
            },
        );
        let count = |n: u32| Arg::Count(u64::from(n));
        self.ruling.actions.push(Action::PauseClocks);
        let agrees = |c: &crate::laws::clock::Clock, side: Color| *c.moves.get(side) == counted;
        if self.clock.as_ref().is_some_and(|c| match only {
            Some(side) => agrees(c, side),
            None => agrees(c, Color::White) && agrees(c, Color::Black),
        }) {
            self.step(
                Step::new("step-move-counter-right", &[a.defective_clock])
                    .arg("counted", count(counted)),
            );
            return;
        }
        let step = match only {
            Some(side) => Step::new("step-move-counter-corrected-side", &[a.wrong_clock_setting])
                .side("side", side),
            None => Step::new("step-move-counter-corrected", &[a.wrong_clock_setting]),
        };
        self.step(
            step.arg("counted", count(counted))
                .arg("count", count(made)),
        );
        self.ruling.actions.push(Action::CorrectClockSetting);
        // The next period's time the arbiter put on at a flag the counter caused was the
        // first part of this correction: the ruling reports it with the rest.
        for side in [Color::White, Color::Black] {
            if only.is_none_or(|o| o == side) {
                let given = self.period_given.get(side).checked_div(1000).unwrap_or(0);
                let added = self.ruling.added.get_mut(side);
                *added = added.saturating_add(given);
            }
        }
        self.adjust_clock_setting(None, only, Some(counted), fault);
    }

    /// Adds a time of the ruling to a side, to the millisecond.
    pub(in crate::laws) fn award_time(&mut self, side: Color, time: ClockTime) {
        let seconds = time.secs();
        *self.ruling.added.get_mut(side) = self.ruling.added.get(side).saturating_add(seconds);
        if let Some(clock) = &mut self.clock {
            clock.add(side, time);
        }
    }

    /// A flag falls while its owner's last move stands on the board without the clock
    /// pressed: the move is not completed until the press (6.2.1, 6.2.2), so the moves of the
    /// period were not made in time (6.3.1), which is what the arbiter checks once a flag
    /// falls (6.4). Called for a flag the arbiter sees and for a claim on time alike.
    pub(in crate::laws) fn flag_on_unpressed_move(&mut self, side: Color) {
        if self.unpressed != Some(side) {
            return;
        }
        let a = self.arts();
        let mut articles = vec![
            a.move_completed,
            a.press_after_move,
            a.period_moves,
            a.flag_check,
        ];
        // Older editions say both of the first two in one article.
        articles.dedup();
        self.step(Step::new("step-flag-move-not-completed", &articles).side("side", side));
    }

    /// A flag cannot fall on a clock that is not running and still shows time.
    pub(in crate::laws) fn flag_possible(&self, side: Color) -> Result<(), MoveError> {
        // A flag cannot have fallen after moves the player has not made yet.
        if let (Some(at_fall), Some(clock)) = (self.flag_check.moves_at_fall, &self.clock)
            && at_fall > *clock.moves.get(side)
        {
            return Err(MoveError::FlagAfterMoves(*clock.moves.get(side)));
        }
        match &self.clock {
            Some(clock)
                if clock.running != Some(side)
                    && !clock.flag_down(side)
                    && clock.running.is_some() =>
            {
                Err(MoveError::ClockNotRunning(side))
            }
            _ => Ok(()),
        }
    }

    /// A flag said to fall at the very moment of `event` (a claim or a move of the same
    /// player): the clock's indication is conclusive (6.10.1), so what it shows for that
    /// player says which came first.
    pub(in crate::laws) fn flag_or_event_first(
        &mut self,
        event: &Event,
        side: Color,
    ) -> Result<FirstOf, MoveError> {
        // A resignation or a draw agreed ends the game at once (5.1.2, 5.2.3; 2009 5.1b,
        // 5.2c), and a flag counts only once seen or claimed (6.8), with those endings
        // excepted from the loss on time (6.9): the act stands, whichever flag it was.
        let ended_by = match event {
            Event::Resign { by, gesture: None } => Some(("step-flag-at-resignation", *by)),
            Event::Answer {
                by,
                answer: OfferAnswer::Accept,
            } => Some(("step-flag-at-agreement", *by)),
            Event::Offer(o) if o.response == OfferResponse::Accepted => {
                Some(("step-flag-at-agreement", !o.by))
            }
            _ => None,
        };
        if let Some((id, by)) = ended_by {
            let a = self.arts();
            self.step(
                Step::new(id, &[a.flag_observed, a.flag_result])
                    .side("side", side)
                    .side("player", by),
            );
            return Ok(FirstOf::Event);
        }
        let spent = match event {
            Event::Claim(c) if c.by == side => ClockTime::ZERO,
            Event::Move(m) if m.by == side => m.spent.unwrap_or(ClockTime::ZERO),
            _ => return Err(MoveError::NothingToOrder),
        };
        let what = match event {
            Event::Claim(_) => "simultaneous-claim",
            _ => "simultaneous-move",
        };
        let a = self.arts();
        let Some(left) = self.remaining(side) else {
            self.step(
                Step::new("step-flag-or-event-unknown", &[a.defective_clock])
                    .side("side", side)
                    .arg("what", Arg::Message(what)),
            );
            self.ruling.result = GameResult::Undecided;
            self.close();
            return Ok(FirstOf::Unknown);
        };
        let left_then = ClockTime(left.0.saturating_sub(spent.0));
        let first = if left_then > ClockTime::ZERO {
            self.step(
                Step::new(
                    "step-event-before-flag",
                    &[a.defective_clock, a.flag_observed],
                )
                .side("side", side)
                .arg("what", Arg::Message(what))
                .arg("time", Arg::Clock(left_then)),
            );
            FirstOf::Event
        } else {
            self.step(
                Step::new("step-flag-before-event", &[a.defective_clock])
                    .side("side", side)
                    .arg("what", Arg::Message(what)),
            );
            FirstOf::Flag
        };
        Ok(first)
    }

    /// The main time a move took on a delay clock: the delay is used up first (6.3.2; 2014
    /// 6.3b, 2009 6.2b).
    pub(in crate::laws) fn note_delay(&mut self, by: Color, spent: ClockTime) {
        let Some(control) = self.clock.as_ref().and_then(|c| c.control().cloned()) else {
            return;
        };
        let period = self.clock.as_ref().map_or(0, |c| *c.period.get(by));
        let Bonus::Delay(delay) = control.bonus_in(period) else {
            return;
        };
        let a = self.arts();
        let delay = ClockTime::from_secs(u64::from(delay));
        let main = ClockTime(spent.0.saturating_sub(delay.0));
        self.step(
            Step::new("step-delay-used", &[a.delay])
                .side("side", by)
                .arg("time", Arg::Clock(spent))
                .arg("delay", Arg::Clock(delay))
                .arg("main", Arg::Clock(main)),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_time_a_control_has_given_counts_periods_and_increments() {
        let tc: TimeControl = "40/90,30+30".parse().unwrap();
        assert_eq!(allotted(&tc, 0), ClockTime::from_mins(90).0);
        // 90 minutes and 39 increments of 30 seconds; then the 30 minutes of the second
        // period arrive with the 40th move.
        assert_eq!(allotted(&tc, 39), 6_570_000);
        assert_eq!(allotted(&tc, 40), 8_400_000);
        let flat: TimeControl = "90".parse().unwrap();
        assert_eq!(allotted(&flat, 25), ClockTime::from_mins(90).0);
        let delay: TimeControl = "25d5".parse().unwrap();
        assert_eq!(allotted(&delay, 10), ClockTime::from_mins(25).0);
    }
}
