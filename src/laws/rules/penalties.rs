//! The arbiter's scale of penalties (2018 and 2023 12.9, 2014 12.9, 2009 13.4): an offence
//! whose penalty the Laws leave to him opens the whole scale of the edition; the step he
//! chooses, when the case says, is applied with its effect on the clocks or the result.

use shakmaty::Color;

use crate::laws::arbiter::Arbiter;
use crate::laws::clock::ClockTime;
use crate::laws::event::{OpponentScore, PenaltyChoice};
use crate::laws::ruling::{Penalty, Points, Sanction, Score};
use crate::laws::step::{Arg, Step};

impl Arbiter {
    /// `by` committed an offence whose penalty the Laws leave to the arbiter: every step of
    /// the edition's scale is open to him. When the case says which one he chose, it is
    /// applied.
    pub(in crate::laws) fn penalisable(&mut self, by: Color, choice: Option<PenaltyChoice>) {
        // The scale is said once per player, however many offences he commits.
        let said = self
            .ruling
            .steps
            .iter()
            .any(|s| s.id == "step-penalty-open" && s.get("side") == Some(&Arg::Side(by)));
        if !said {
            // The whole scale is open: its head article, then each step of it.
            let scale: Vec<&'static str> = std::iter::once(self.arts().penalties)
                .chain(self.rules.conduct.scale.iter().map(|(_, a)| *a))
                .collect();
            self.step(Step::new("step-penalty-open", &scale).side("side", by));
        }
        self.may_penalise(by);
        if let Some(choice) = choice {
            self.apply_penalty(by, choice);
        }
    }

    /// The arbiter gives `by` the penalty he chose, if the edition's scale has it.
    pub(in crate::laws) fn apply_penalty(&mut self, by: Color, choice: PenaltyChoice) {
        let name = Arg::Message(choice.penalty.message_id());
        let Some(article) = self.rules.conduct.article_of(choice.penalty) else {
            self.step(
                Step::new("step-penalty-not-in-edition", &[self.arts().penalties])
                    .arg("penalty", name)
                    .arg("edition", Arg::Edition(self.rules.edition)),
            );
            return;
        };
        let seconds = choice.time.map(ClockTime::secs);
        match (choice.penalty, seconds) {
            (Penalty::TimeToOpponent, Some(secs)) => {
                self.step(
                    Step::new("step-penalty-time-to-opponent", &[article])
                        .side("side", !by)
                        .arg("seconds", Arg::Seconds(secs)),
                );
                self.award(!by, u32::try_from(secs).unwrap_or(u32::MAX));
            }
            (Penalty::TimeOff, Some(secs)) => {
                self.step(
                    Step::new("step-penalty-time-off", &[article])
                        .side("side", by)
                        .arg("seconds", Arg::Seconds(secs)),
                );
                self.deduct(by, secs);
                // Time taken off down to nothing leaves his flag fallen, which the arbiter
                // sees as he sets the clock.
                self.flag_if_clock_emptied(by, "step-penalty-time-off-ran-out");
            }
            (Penalty::GameLost | Penalty::Expulsion, _) => {
                let id = if choice.penalty == Penalty::GameLost {
                    "step-penalty-game-lost"
                } else {
                    "step-penalty-expulsion"
                };
                self.step(Step::new(id, &[article]).side("side", by));
                self.lose_by_penalty(by, choice.opponent_scores, &[article]);
            }
            _ => {
                self.step(
                    Step::new("step-penalty-applied", &[article])
                        .side("side", by)
                        .arg("penalty", name),
                );
            }
        }
        self.ruling
            .sanctions
            .push(Sanction::Applied(by, choice.penalty));
    }

    /// Once the game is over, the points penalties chosen during it change its score: the
    /// offender's points are reduced by one step (a win to a draw, a draw to a loss), or the
    /// opponent's raised to the most the game gives (the offender's then fall to nothing, as a
    /// game's points never exceed its maximum: 10.2). A game the arbiter declared lost keeps
    /// the scores he decided.
    pub(in crate::laws) fn apply_points_penalties(&mut self) {
        let crate::laws::ruling::GameResult::Over(before) = self.ruling.result else {
            return;
        };
        // A game the arbiter declared lost carries the scores he decided for it.
        if self.ruling.sanctions.iter().any(|s| {
            matches!(
                s,
                Sanction::Applied(_, Penalty::GameLost | Penalty::Expulsion)
            )
        }) {
            return;
        }
        let mut score = before;
        let mut article = None;
        for sanction in &self.ruling.sanctions {
            let Sanction::Applied(by, penalty) = *sanction else {
                continue;
            };
            let own = score.of(by);
            score = match penalty {
                Penalty::PointsReduced => Score::with(
                    by,
                    if own == Points::One {
                        Points::Half
                    } else {
                        Points::Zero
                    },
                    score.of(!by),
                ),
                Penalty::PointsToOpponent => Score::with(by, Points::Zero, Points::One),
                _ => continue,
            };
            article = self.rules.conduct.article_of(penalty);
        }
        if let (true, Some(article)) = (score != before, article) {
            self.step(
                Step::new("step-points-penalty-result", &[article])
                    .arg("result", Arg::Text(score.to_string())),
            );
            self.ruling.result = crate::laws::ruling::GameResult::Over(score);
        }
    }

    /// `by` loses the game by a penalty; the arbiter decides the opponent's score.
    pub(in crate::laws) fn lose_by_penalty(
        &mut self,
        by: Color,
        opponent: OpponentScore,
        articles: &[&'static str],
    ) {
        let (points, id) = match opponent {
            OpponentScore::Win => (Points::One, "step-opponent-scores-win"),
            OpponentScore::Draw => (Points::Half, "step-opponent-scores-draw"),
            OpponentScore::Loss => (Points::Zero, "step-opponent-scores-loss"),
        };
        self.step(Step::new(id, articles).side("side", !by));
        self.end(Score::with(by, Points::Zero, points));
    }
}
