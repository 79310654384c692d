//! The words of a `claim-no-arbiter` event: what the claim rests on and what the arbiter
//! decides when it reaches him.

use super::vocabulary;
use crate::laws::event::{ClaimBasis, LaterDecision};

vocabulary! {
    impl ClaimBasis as "claim basis" {
        /// The opponent cannot win by normal means.
        CannotWin = "cannot-win",
        /// The opponent is making no effort to win by normal means.
        NoEffort = "no-effort",
    }
}

vocabulary! {
    impl LaterDecision as "later decision" {
        /// The case does not say: the result waits for the arbiter (the default).
        Pending = "pending",
        /// The arbiter agrees with the claim: the game is drawn.
        Draw = "draw",
        /// The arbiter does not agree with the claim: it is rejected, and the result of the
        /// game the claim ended is his to decide (`undecided`: the Laws fix none).
        Rejected = "rejected",
    }
}
