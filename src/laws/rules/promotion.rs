//! How a promotion was carried out on the board: the new piece put on the square before the
//! pawn was taken off (any order is allowed: 4.6.2; 2014 4.6b; in 2009 the promotion counts
//! once both are done, 4.6c), and a piece exchanged for another after it had touched the
//! promotion square, when the choice was already final (4.4.4; 2009 and 2014 4.4d).

use shakmaty::san::San;
use shakmaty::{Color, Move, Role};

use super::moves::with_promotion;
use crate::laws::arbiter::{Arbiter, Binding, TouchBreach};
use crate::laws::event::MoveEvent;
use crate::laws::ruling::Obligation;
use crate::laws::step::{Arg, Step};

impl Arbiter {
    /// The new piece was put on the promotion square before the pawn was removed: a proper
    /// way of promoting.
    pub(in crate::laws) fn promotion_piece_first(&mut self, by: Color) {
        let a = self.arts();
        self.step(
            Step::new(
                "step-promotion-piece-first",
                &[a.promotion_procedure, a.promotion_made],
            )
            .side("side", by),
        );
    }

    /// The pawn was lifted off without first being put on the promotion square: the pawn
    /// need not be placed on the square of arrival (4.6.1; 2014 4.6a), and in 2009 the move
    /// is made once the new piece is released there (4.6c). A promotion like any other.
    pub(in crate::laws) fn promotion_pawn_not_placed(&mut self, by: Color) {
        let a = self.arts();
        let article = a.promotion_pawn_not_placed.unwrap_or(a.promotion_made);
        self.step(Step::new("step-promotion-pawn-not-placed", &[article]).side("side", by));
    }

    /// The player put `first` on the promotion square and then exchanged it for the piece
    /// the move names. The choice was final once `first` touched the square: unless that is
    /// the piece now standing there, the move breaks touch-move, and the opponent may claim
    /// (the promotion must then be to `first`).
    pub(in crate::laws) fn promotion_piece_changed(
        &mut self,
        ev: &MoveEvent,
        mv: Move,
        first: Role,
    ) {
        let a = self.arts();
        let Some(pos) = self.board.position() else {
            return;
        };
        if mv.promotion() == Some(first) {
            return;
        }
        let meant = with_promotion(mv, first);
        let written = San::from_move(pos, meant).to_string();
        self.step(
            Step::new("step-promotion-piece-changed", &[a.promotion_choice])
                .side("side", ev.by)
                .arg("role", Arg::Role(first))
                .arg("move", Arg::Move(written.clone())),
        );
        self.step(
            Step::new(
                "step-touch-move-breach-made",
                &[a.promotion_choice, a.touch_claim_lost],
            )
            .side("side", ev.by),
        );
        self.touch_breach = Some(TouchBreach {
            binding: Binding::WrittenWithClaim,
            answered: false,
            offender: ev.by,
            before: self.board.clone(),
            obligation: Obligation::PlayMove(written),
            articles: vec![a.promotion_choice],
            clock_before: self
                .clock
                .as_ref()
                .map(crate::laws::clock::Clock::before_press),
        });
    }
}
