//! The game is over: the endings that need no claim (checkmate, stalemate, dead position,
//! fivefold repetition, 75 moves), looked for in the position a case starts from and after
//! every move of its history as well as after every change the events make, and what the
//! arbiter says of anything that happens once the game has ended.

use shakmaty::{Color, Position};

use crate::laws::arbiter::Arbiter;
use crate::laws::board::Board;
use crate::laws::claim::{Claim, Ground};
use crate::laws::event::{Event, Irregularity};
use crate::laws::mate::{self, Limits, MateVerdict};
use crate::laws::record::GameRecord;
use crate::laws::ruling::{ClaimVerdict, Score};
use crate::laws::step::{Arg, Step};

/// An ending that needs no claim.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ending {
    /// The side checkmated its opponent.
    Checkmate(Color),
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// The same position for the fifth time (2014 on).
    Fivefold,
    /// 75 moves by each player without a pawn move or a capture (2014 on).
    SeventyFive,
    /// Neither side can checkmate by any series of legal moves.
    Dead,
}

impl Arbiter {
    /// Looks for an ending in the position the case starts from and after each move of its
    /// history. The first one found ended the game there: the reasoning says when, and every
    /// event of the case is then ruled against a finished game.
    pub(in crate::laws) fn history_ending(&mut self) {
        let Board::Legal(record) = &self.board else {
            // An illegal position stands on the board: it is ruled on as such.
            return;
        };
        let record = record.clone();
        let plies = record.plies().len();
        // Whatever followed a dead position is dead too (a mate reachable later would be
        // reachable from it), so if the last position is not dead no earlier one was. When it
        // is, the earliest dead position is found walking back.
        let dead_from = is_dead(record.position()).then(|| {
            let mut first = plies;
            while first > 0 && is_dead(position_at(&record, first - 1)) {
                first -= 1;
            }
            first
        });
        let mut prefix = GameRecord::new(record.start().clone(), record.castling_mode());
        for ply in 0..=plies {
            if ply > 0 && prefix.play(record.plies()[ply - 1].mv).is_err() {
                return;
            }
            let dead = dead_from.is_some_and(|d| ply >= d);
            if let Some(ending) = self.ending_of(&prefix, dead) {
                self.record_history_ending(&record, ply, ending);
                return;
            }
        }
        self.note_rules_missing_in_edition();
    }

    /// Ends the game if the board, just changed, shows a mate, a stalemate, a fivefold
    /// repetition, the 75th move or a dead position. Returns whether the game ended.
    pub(in crate::laws) fn automatic_ending(&mut self) -> bool {
        let Board::Legal(record) = &self.board else {
            return false;
        };
        let record = record.clone();
        let dead = is_dead(record.position());
        let ending = self.ending_of(&record, dead);
        // A mate or stalemate made by a move that broke touch-move (a piece other than the one
        // touched, or the promotion piece changed) ends nothing yet: the opponent may claim
        // the breach, and the move is then replaced.
        if let (Some(Ending::Checkmate(_) | Ending::Stalemate), true, Some(breach)) = (
            ending,
            self.rules.automatic_draws.ending_needs_touch_move_kept,
            self.touch_breach.as_ref(),
        ) {
            let offender = breach.offender;
            let a = self.arts();
            let article = match ending {
                Some(Ending::Stalemate) => a.stalemate,
                _ => a.checkmate,
            };
            self.step(
                Step::new(
                    "step-ending-awaits-touch-move-claim",
                    &[article, a.touch_claim_lost],
                )
                .side("side", offender),
            );
            return false;
        }
        match ending {
            Some(ending) => self.announce(ending, &record, true),
            None => self.note_rules_missing_in_edition(),
        }
        self.ended
    }

    /// The ending the position of `record` shows under this edition, checkmate first (a mate
    /// on the 75th move stands) and a dead position last; `dead` says whether the position
    /// was found dead.
    fn ending_of(&self, record: &GameRecord, dead: bool) -> Option<Ending> {
        let pos = record.position();
        let draws = self.rules.automatic_draws;
        let a = self.arts();
        if pos.is_checkmate() {
            Some(Ending::Checkmate(!pos.turn()))
        } else if pos.is_stalemate() {
            Some(Ending::Stalemate)
        } else if draws
            .fivefold
            .filter(|_| a.fivefold.is_some())
            .is_some_and(|rule| record.fivefold(rule))
        {
            Some(Ending::Fivefold)
        } else if draws.seventy_five && a.seventy_five.is_some() && record.seventy_five() {
            Some(Ending::SeventyFive)
        } else if dead {
            Some(Ending::Dead)
        } else {
            None
        }
    }

    /// The ending the history reached at `ply` (0: the start position): when it happened,
    /// what it was, and that the moves played after it do not count.
    fn record_history_ending(&mut self, record: &GameRecord, ply: usize, ending: Ending) {
        let articles = self.ending_articles(ending, record, false);
        let when = match ply.checked_sub(1) {
            None => Step::new("step-game-over-at-start", &articles),
            Some(last) => {
                let before = position_at(record, last);
                let number = if before.turn().is_white() {
                    format!("{}.", before.fullmoves())
                } else {
                    format!("{}...", before.fullmoves())
                };
                Step::new("step-game-over-after-move", &articles)
                    .arg("number", Arg::Text(number))
                    .arg("move", Arg::Move(record.plies()[last].san.san.to_string()))
            }
        };
        self.step(when);
        let mut prefix = GameRecord::new(record.start().clone(), record.castling_mode());
        for p in &record.plies()[..ply] {
            if prefix.play(p.mv).is_err() {
                break;
            }
        }
        self.announce(ending, &prefix, ply > 0);
        let later = record.plies().len() - ply;
        if later > 0 {
            self.step(
                Step::new("step-moves-after-game-end", &articles)
                    .arg("count", Arg::Count(later as u64)),
            );
        }
    }

    /// The articles under which an ending ends the game; `by_move` adds the one that makes a
    /// game-ending move complete without pressing the clock.
    fn ending_articles(
        &self,
        ending: Ending,
        record: &GameRecord,
        by_move: bool,
    ) -> Vec<&'static str> {
        let a = self.arts();
        let mut articles = match ending {
            Ending::Checkmate(_) => vec![a.checkmate],
            Ending::Stalemate => vec![a.stalemate],
            Ending::Fivefold => a.fivefold.into_iter().chain([a.same_position]).collect(),
            Ending::SeventyFive => a.seventy_five.into_iter().collect(),
            Ending::Dead => [Some(a.dead_position), a.dead_position_draw]
                .into_iter()
                .flatten()
                .collect(),
        };
        // A mate on the 75th move stands: the 75-move rule itself gives mate precedence.
        if let (Ending::Checkmate(_), true, Some(art)) = (
            ending,
            self.rules.automatic_draws.seventy_five && record.seventy_five(),
            a.seventy_five,
        ) {
            articles.push(art);
        }
        if by_move {
            articles.push(a.game_ending_move);
        }
        articles
    }

    /// Says what ended the game and ends it; `by_move` says whether a move brought it about.
    fn announce(&mut self, ending: Ending, record: &GameRecord, by_move: bool) {
        let articles = self.ending_articles(ending, record, by_move);
        let (step, score) = match ending {
            Ending::Checkmate(winner) => (
                Step::new("step-checkmate", &articles).side("side", winner),
                Score::win_for(winner),
            ),
            Ending::Stalemate => (
                Step::new("step-stalemate", &articles).side("side", record.position().turn()),
                Score::DRAW,
            ),
            Ending::Fivefold => (Step::new("step-fivefold", &articles), Score::DRAW),
            Ending::SeventyFive => (Step::new("step-seventy-five-moves", &articles), Score::DRAW),
            Ending::Dead => (Step::new("step-dead-position", &articles), Score::DRAW),
        };
        self.step(step);
        self.end(score);
        self.ended_under = self.ending_articles(ending, record, false);
    }

    /// A position repeated five times, or 75 moves without a pawn move or capture, under an
    /// edition that has no automatic draw for it (2009): the game goes on, and only a claim
    /// under the threefold or fifty-move rule can end it. Said once per case.
    fn note_rules_missing_in_edition(&mut self) {
        let Some(record) = self.board.record() else {
            return;
        };
        let a = self.arts();
        let draws = self.rules.automatic_draws;
        let repeated = draws.fivefold.is_none() && record.occurrences(record.position()) >= 5;
        let seventy_five = !draws.seventy_five && record.seventy_five();
        let notes = [
            (
                repeated,
                "step-no-fivefold-in-edition",
                [a.threefold_written, a.threefold_appeared],
            ),
            (
                seventy_five,
                "step-no-seventy-five-in-edition",
                [a.fifty_written, a.fifty_completed],
            ),
        ];
        for (applies, id, articles) in notes {
            if applies && !self.ruling.steps.iter().any(|s| s.id == id) {
                self.step(Step::new(id, &articles));
            }
        }
    }

    /// Something happens after the game has ended: it changes nothing, and the step cites
    /// the articles under which the game ended.
    pub(in crate::laws) fn after_game_end(&mut self, event: &Event) {
        let a = self.arts();
        let mut articles = self.ended_under.clone();
        let id = match event {
            Event::Move(_) => "step-move-after-game-end",
            Event::Flag { .. }
            | Event::BothFlags { .. }
            | Event::Claim(Claim {
                ground: Ground::Flag,
                ..
            }) => {
                // A flag counts only once it is seen or claimed (6.8), and 6.9 itself gives
                // way to a result reached under 5.1 and 5.2.
                // Where only a claim makes a flag count (2009 rapid and blitz without
                // adequate supervision, A4d1), that rule says so.
                let claim_only = a.unsupervised_arbiter_flag.filter(|_| {
                    self.regime.is_unsupervised() && !self.rules.unsupervised.arbiter_calls_flag
                });
                for article in [a.flag_observed, a.flag_result]
                    .into_iter()
                    .chain(claim_only)
                {
                    if !articles.contains(&article) {
                        articles.push(article);
                    }
                }
                "step-flag-after-game-end"
            }
            Event::Resign { .. } => "step-resignation-after-game-end",
            // 7.5.1 reinstates a position only when the illegal move is found during the game.
            Event::Discover(Irregularity::IllegalMove { .. }) => {
                articles.push(a.illegal_restore);
                "step-illegal-move-found-after-game-end"
            }
            Event::Offer(_) | Event::Answer { .. } => "step-offer-after-game-end",
            // Like the arbiter's own finding, the claim of an illegal move reaches only moves
            // found during the game.
            Event::Claim(Claim {
                ground: Ground::IllegalMove,
                ..
            }) => {
                articles.push(a.illegal_restore);
                "step-claim-after-game-end"
            }
            // The quickplay claim is one made before the claimant's flag falls (2009 10.2,
            // 2014 G.5, III.5): its own article says it comes too late.
            Event::Claim(Claim {
                ground: Ground::Quickplay,
                ..
            }) => {
                articles.push(a.quickplay_claim);
                "step-claim-after-game-end"
            }
            Event::Claim(_) => "step-claim-after-game-end",
            _ => "step-event-after-game-end",
        };
        let mut step = Step::new(id, &articles);
        if let Some(side) = event.actor() {
            step = step.side("side", side);
        }
        if let Event::Move(m) = event {
            step = step.arg("move", Arg::Move(m.mv.clone()));
        }
        self.step(step);
        // A claim against a finished game is not examined.
        if let Event::Claim(c) = event {
            self.record_verdict(c.by, c.ground, ClaimVerdict::NotAdmissible);
        }
    }
}

/// The position after `ply` half-moves of the record (0: the start position).
fn position_at(record: &GameRecord, ply: usize) -> &shakmaty::Chess {
    match ply.checked_sub(1) {
        None => record.start(),
        Some(i) => &record.plies()[i].after,
    }
}

/// A dead position: the quick analysis proves that neither side can mate.
fn is_dead(pos: &shakmaty::Chess) -> bool {
    let quick = Limits {
        quick: true,
        nodes: 20_000,
    };
    [Color::White, Color::Black].iter().all(|&side| {
        matches!(
            mate::can_mate(pos, side, &quick),
            MateVerdict::Unwinnable(_)
        )
    })
}
