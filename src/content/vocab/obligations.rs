//! What a player must now do on the board, as an option's `expect` names it
//! (`obligation = "capture d5 with e4"`) and as `rule --json` writes it.

use super::vocabulary;

vocabulary! {
    /// The forms of an obligation.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum ObligationForm as "obligation" {
        /// The piece (or pawn) on that square must move.
        Move = "move <square>",
        /// The piece on that square must be captured.
        Capture = "capture <square>",
        /// The piece on the first square must be captured with the piece on the second.
        CaptureWith = "capture <square> with <square>",
        /// The player must castle on the king's side.
        CastleKingside = "castle kingside",
        /// The player must castle on the queen's side.
        CastleQueenside = "castle queenside",
        /// The player must make a legal king move (castling on the other side included):
        /// the obligation of a king and rook touched for a castling that is illegal (4.4.3,
        /// 4.7.2). A king touched alone binds as any piece does, `move e1`: the same moves.
        KingMove = "king move",
        /// Any legal move.
        AnyMove = "any move",
        /// That move must be played: the move written with an incorrect claim, or a capture
        /// whose piece was released on its square with the captured piece left standing (4.7).
        Play = "play <move>",
        /// The piece on one of the two squares must move (or be captured, if they are the
        /// opponent's): whichever the arbiter finds was touched first, which the case has not
        /// established (`arbiter_decides` of a `touch`).
        FirstTouched = "first-touched <square> <square>",
        /// No obligation. It is checked like any other value: an option that says `none`
        /// matches only a ruling that leaves no obligation.
        None = "none",
    }
}
