//! What the arbiter must not tell the players (2014 on 12.6, 2009 13.6): the number of
//! moves completed (unless a flag has fallen and the scoresheets are being brought up to
//! date), that the opponent has completed a move, or that the player has not pressed his
//! clock; and, where only a player's claim counts (2009 unsupervised games, A4d1), a fallen
//! flag. An explanation of a point of the Laws that the player asked for is his right (2014
//! on, 11.9).

use shakmaty::Color;

use crate::laws::arbiter::Arbiter;
use crate::laws::event::RemarkAbout;
use crate::laws::step::Step;

impl Arbiter {
    /// The arbiter tells `to` something; the ruling says whether he was allowed to.
    pub(in crate::laws) fn on_arbiter_remark(&mut self, to: Color, about: RemarkAbout) {
        let silent = self.rules.conduct.arbiter_silent;
        let a = self.arts();
        let (id, articles, allowed): (&str, Vec<&'static str>, bool) = match about {
            RemarkAbout::MoveCount => {
                // A flag that marked the end of a period counts too: the next period's time
                // is on the clock again, but 8.5 has come into play (12.6's exception).
                let flag_down = self.flag_fell
                    || self
                        .clock
                        .as_ref()
                        .is_some_and(|c| c.flag_down(Color::White) || c.flag_down(Color::Black));
                if flag_down {
                    ("step-remark-move-count-after-flag", vec![silent], true)
                } else {
                    ("step-remark-move-count", vec![silent], false)
                }
            }
            // A point of the Laws, asked for: the player's right (2014 on); 2009 names no
            // such right, but nothing forbids it and the arbiter's duty covers it.
            RemarkAbout::LawExplanation => {
                let c = self.rules.conduct;
                let article = c.law_explanation.unwrap_or(c.arbiter_duty);
                ("step-remark-law-explanation", vec![article], true)
            }
            // Pointing a player to his own claim is intervening where no article lets him.
            RemarkAbout::PossibleClaim => ("step-remark-possible-claim", vec![silent], false),
            RemarkAbout::Position => ("step-remark-position", vec![silent], false),
            RemarkAbout::OpponentMoved => ("step-remark-opponent-moved", vec![silent], false),
            RemarkAbout::ClockNotPressed => ("step-remark-clock-not-pressed", vec![silent], false),
            RemarkAbout::Flag => {
                let both_down = self
                    .clock
                    .as_ref()
                    .is_some_and(|c| c.flag_down(Color::White) && c.flag_down(Color::Black));
                let refrains = self.regime.is_unsupervised()
                    && !self.rules.unsupervised.arbiter_calls_flag
                    && !both_down;
                let own = a.unsupervised_arbiter_flag.unwrap_or(a.unsupervised_flag);
                if refrains {
                    ("step-remark-flag-refrain", vec![own], false)
                } else if self.regime.is_unsupervised() {
                    ("step-remark-flag-allowed", vec![a.flag_observed, own], true)
                } else {
                    ("step-remark-flag-allowed", vec![a.flag_observed], true)
                }
            }
        };
        self.step(Step::new(id, &articles).side("side", to));
        self.ruling.allowed = Some(allowed);
    }
}
