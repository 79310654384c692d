//! A player who cannot move the pieces or use the clock himself (an injured arm, a
//! disability) may bring an assistant acceptable to the arbiter to do it (4.9 and 6.2.6; 2014
//! 4.9 and 6.2e; 2009 6.7d for the clock). For the clock the arbiter adjusts the player's time
//! equitably, by his judgement, but from 2014 not for a player with a disability. 2009 has no
//! article on an assistant who moves the pieces: the arbiter decides by analogy with its
//! scoring assistant (8.1), as its Preface asks for cases the Laws do not regulate.

use shakmaty::Color;

use crate::laws::arbiter::Arbiter;
use crate::laws::event::AssistantDuty;
use crate::laws::ruling::Action;
use crate::laws::step::Step;

impl Arbiter {
    /// `by` has an assistant do `duty` for him.
    pub(in crate::laws) fn on_assistant(
        &mut self,
        by: Color,
        duty: AssistantDuty,
        disability: bool,
        accepted: bool,
    ) {
        let c = self.rules.conduct;
        let article = match duty {
            AssistantDuty::Moves => c.move_assistant,
            AssistantDuty::Clock => c.clock_assistant,
        };
        let Some(article) = article else {
            self.step(
                Step::new("step-assistant-by-analogy", &[c.scoring_assistant]).side("side", by),
            );
            self.ruling.allowed = Some(accepted);
            return;
        };
        if !accepted {
            self.step(Step::new("step-assistant-not-accepted", &[article]).side("side", by));
            self.ruling.allowed = Some(false);
            return;
        }
        // The arbiter adjusts the clock for an assistant who presses it, except (from 2014)
        // for a player with a disability.
        let (id, adjusted) = match (duty, disability && c.disability_not_adjusted) {
            (AssistantDuty::Moves, _) => ("step-assistant-moves", false),
            (AssistantDuty::Clock, false) => ("step-assistant-clock-adjusted", true),
            (AssistantDuty::Clock, true) => ("step-assistant-clock-disability", false),
        };
        self.step(Step::new(id, &[article]).side("side", by));
        if adjusted {
            self.ruling.actions.push(Action::AdjustClock(by));
        }
        self.ruling.allowed = Some(true);
    }
}
