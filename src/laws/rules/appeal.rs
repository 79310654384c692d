//! An appeal against the arbiter's decision (2014 on 11.10, 2009 12.10): a player may
//! appeal unless the regulations of the event say otherwise, and signing the scoresheet does
//! not take the right away. In 2009 a decision on a quickplay-finish claim is final, and no
//! appeal lies against it. When the case states the ruling the arbiter gave, the engine
//! measures it against what the Laws give, and an appeal against a wrong ruling by the
//! player it went against is upheld.

use shakmaty::{ByColor, Color};

use crate::laws::arbiter::Arbiter;
use crate::laws::clock::ClockTime;
use crate::laws::event::ArbiterOrder;
use crate::laws::ruling::{GameResult, Obligation, Points};
use crate::laws::step::{Arg, Step};

/// What the case says the arbiter ruled (`arbiter-ruling`), and what the Laws gave at that
/// point, kept for an appeal against it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatedRuling {
    /// The result he ruled.
    pub result: GameResult,
    /// The time he gave each side over the case, where the case says.
    pub extra: ByColor<Option<ClockTime>>,
    /// The seconds the Laws gave each side by then.
    pub due: ByColor<u64>,
    /// The result the Laws gave by then (a result signed after it does not change what the
    /// appeal is measured against: signing takes no right of appeal away).
    pub due_result: GameResult,
    /// What he ordered the player having the move to do, where the case says, and that
    /// player.
    pub ordered: Option<(Option<Obligation>, Color)>,
    /// What the Laws oblige that player to do by then.
    pub due_order: Option<Obligation>,
}

/// Whether two orders on the board, or the absence of one, are the same.
fn same_order(a: Option<&Obligation>, b: Option<&Obligation>) -> bool {
    match (a, b) {
        (Some(x), Some(y)) => x.same_as(y),
        (x, y) => x.is_none() && y.is_none(),
    }
}

impl StatedRuling {
    /// Whether putting the Laws' order in place of his helps `side`: he bound `side` to
    /// something the Laws do not, or left free the opponent the Laws bind.
    fn order_helps(&self, side: Color) -> bool {
        let Some((ordered, bound)) = &self.ordered else {
            return false;
        };
        if same_order(ordered.as_ref(), self.due_order.as_ref()) {
            return false;
        }
        if *bound == side {
            ordered.is_some()
        } else {
            self.due_order.is_some()
        }
    }

    /// Whether giving the times the Laws give, instead of his, helps `side`: more time for
    /// him, or less for his opponent.
    fn time_helps(&self, side: Color) -> bool {
        let given = |s: Color| self.extra.get(s).map_or(*self.due.get(s), ClockTime::secs);
        self.due.get(side) > &given(side) || self.due.get(!side) < &given(!side)
    }
}

/// A result as a step's argument: the score, or the words for play going on.
fn stated(result: GameResult) -> Arg {
    match result {
        GameResult::Over(score) => Arg::Text(score.to_string()),
        GameResult::Continues | GameResult::Undecided => Arg::Message("ruling-said-continues"),
    }
}

/// A side's points as halves, for comparing two results for one player.
fn halves(points: Points) -> u8 {
    match points {
        Points::Zero => 0,
        Points::Half => 1,
        Points::One => 2,
    }
}

/// Whether replacing the arbiter's result `stated` by `correct` helps the appellant. Play
/// going on is better for him than any result short of a win; a result instead of play going
/// on helps him when it is his win, or a draw he claimed.
fn helps(side: Color, claimant: Option<Color>, stated: GameResult, correct: GameResult) -> bool {
    match (stated, correct) {
        (GameResult::Over(s), GameResult::Over(c)) => halves(c.of(side)) > halves(s.of(side)),
        (GameResult::Over(s), GameResult::Continues) => s.of(side) != Points::One,
        (GameResult::Continues, GameResult::Over(c)) => match c.of(side) {
            Points::One => true,
            Points::Half => claimant == Some(side),
            Points::Zero => false,
        },
        _ => false,
    }
}

impl Arbiter {
    /// A player appeals against a decision of the arbiter.
    pub(in crate::laws) fn on_appeal(&mut self, by: Color) {
        let c = self.rules.conduct;
        if self.regs.no_appeal {
            self.step(Step::new("step-appeal-excluded", &[c.appeal]).side("side", by));
            self.ruling.allowed = Some(false);
            return;
        }
        // 2009 12.10 itself names the exception: a decision on a quickplay-finish claim is
        // final (10.2d).
        if let Some(final_decision) = c.quickplay_decision_final
            && self.quickplay_decided
        {
            self.step(
                Step::new("step-appeal-quickplay-final", &[final_decision, c.appeal])
                    .side("side", by),
            );
            self.ruling.allowed = Some(false);
            return;
        }
        // Signing the result is no waiver: the edition's article on the signed result is
        // cited with the appeal when the players have already signed.
        let signed = self.signed.white.is_some() || self.signed.black.is_some();
        let articles: &[&'static str] = if signed {
            &[c.appeal, c.signed_result]
        } else {
            &[c.appeal]
        };
        self.step(Step::new("step-appeal-allowed", articles).side("side", by));
        self.ruling.allowed = Some(true);
        let (Some(stated), Some(right)) = (self.stated_ruling.clone(), self.ruling.arbiter_right)
        else {
            return;
        };
        let claimant = self.ruling.claims.last().map(|c| c.by);
        // A wrong result decides the appeal; with the result right, the time he gave does.
        let upheld = !right
            && if stated.result == stated.due_result {
                stated.time_helps(by) || stated.order_helps(by)
            } else {
                helps(by, claimant, stated.result, stated.due_result)
            };
        // The committee puts the Laws' result in place of the arbiter's, signed or not.
        if upheld {
            self.ruling.result = stated.due_result;
        }
        let id = match (right, upheld) {
            (true, _) => "step-appeal-rejected",
            (false, true) => "step-appeal-upheld",
            (false, false) => "step-appeal-no-grievance",
        };
        self.step(Step::new(id, &[c.appeal]).side("side", by));
        self.ruling.upheld = Some(upheld);
    }

    /// The case says what the arbiter ruled at this point: the engine compares it with the
    /// result the Laws give for the events so far, and with the time they give each side
    /// where the case says what he gave. The engine's own ruling goes on from the Laws'
    /// result, whatever the arbiter said, so that an appeal can restore it.
    pub(in crate::laws) fn on_arbiter_ruling(
        &mut self,
        result: GameResult,
        extra: ByColor<Option<ClockTime>>,
        ordered: Option<ArbiterOrder>,
    ) {
        let duty = self.rules.conduct.arbiter_duty;
        let due = self.ruling.added;
        let correct = self.ruling.result;
        let due_order = self.ruling.obligation.clone();
        // An order names the piece it binds: its owner is the player bound, whoever the
        // arbiter thought had the move; an order without a square binds the player having it.
        let setup = self.board.setup();
        let bound = ordered
            .as_ref()
            .and_then(|o| o.0.as_ref())
            .and_then(super::touch_move::obligation_square)
            .and_then(|sq| setup.board.color_at(sq))
            .unwrap_or(setup.turn);
        self.stated_ruling = Some(StatedRuling {
            result,
            extra,
            due,
            due_result: correct,
            ordered: ordered.clone().map(|o| (o.0, bound)),
            due_order: due_order.clone(),
        });
        if correct == GameResult::Undecided {
            self.step(
                Step::new("step-arbiter-ruling-unknown", &[duty]).arg("stated", stated(result)),
            );
            self.ruling.arbiter_right = None;
            return;
        }
        let mut right = result == correct;
        let step = if right {
            Step::new("step-arbiter-ruling-right", &[duty])
        } else {
            Step::new("step-arbiter-ruling-wrong", &[duty]).arg("correct", stated(correct))
        };
        self.step(step.arg("stated", stated(result)));
        for side in [Color::White, Color::Black] {
            let Some(given) = extra.get(side) else {
                continue;
            };
            if given.secs() != *due.get(side) {
                right = false;
                self.step(
                    Step::new("step-arbiter-time-wrong", &[duty])
                        .side("side", side)
                        .arg("stated", Arg::Seconds(given.secs()))
                        .arg("correct", Arg::Seconds(*due.get(side))),
                );
            }
        }
        if let Some(ArbiterOrder(ordered)) = ordered
            && !same_order(ordered.as_ref(), due_order.as_ref())
        {
            right = false;
            let id = if due_order.is_some() {
                "step-arbiter-order-wrong"
            } else {
                "step-arbiter-order-needless"
            };
            self.step(Step::new(id, &[duty]).side("side", bound));
        }
        self.ruling.arbiter_right = Some(right);
    }
}
