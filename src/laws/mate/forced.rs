//! Forced-move progress: while the side to move has exactly one legal move, every series of
//! legal moves starts with it, so playing it changes nothing about what is reachable.
//!
//! A forced line that reaches checkmate or stalemate settles the question, and one that comes
//! back to a position it already passed through loops for ever without a mate.

use shakmaty::{Chess, Color, EnPassantMode, Move, Position};

use super::UnwinnableReason;

/// Longest forced line we follow; a forced line without repetition is far shorter in practice
/// (each forced move is a check evasion or a lone king step).
const MAX_FORCED_PLIES: usize = 512;

/// Where the forced moves lead.
#[derive(Debug, Clone)]
pub(super) enum Forced {
    /// The forced line ends in a checkmate by the side asked about.
    Mate(Vec<Move>),
    /// The forced line proves that the side can never mate; with the number of plies played.
    Dead(UnwinnableReason, u64),
    /// The first position with a real choice, and the forced moves that led there.
    Open(Chess, Vec<Move>),
}

/// Plays forced moves from `pos` until a choice, a terminal position or a repetition.
pub(super) fn forced_progress(pos: &Chess, side: Color) -> Forced {
    let mut current = pos.clone();
    let mut line = Vec::new();
    let mut seen: Vec<Chess> = Vec::new();
    loop {
        let moves = current.legal_moves();
        match moves.len() {
            0 => {
                let plies = line.len() as u64;
                return if !current.is_check() {
                    Forced::Dead(UnwinnableReason::ForcedStalemate, plies)
                } else if current.turn() == side {
                    Forced::Dead(UnwinnableReason::ForcedOpponentMate, plies)
                } else {
                    Forced::Mate(line)
                };
            }
            1 if line.len() < MAX_FORCED_PLIES => {
                if seen.iter().any(|earlier| same_position(earlier, &current)) {
                    return Forced::Dead(UnwinnableReason::ForcedRepetition, line.len() as u64);
                }
                seen.push(current.clone());
                let m = moves[0];
                current.play_unchecked(m);
                line.push(m);
            }
            _ => return Forced::Open(current, line),
        }
    }
}

/// Position identity in the sense of the repetition rule: pieces, side to move, castling and
/// en passant rights.
pub(super) fn same_position(a: &Chess, b: &Chess) -> bool {
    a.turn() == b.turn()
        && a.board() == b.board()
        && a.castles().castling_rights() == b.castles().castling_rights()
        && a.ep_square(EnPassantMode::Legal) == b.ep_square(EnPassantMode::Legal)
}

#[cfg(test)]
mod tests {
    use shakmaty::Color::{Black, White};

    use super::*;
    use crate::laws::mate::test_support::position;

    #[test]
    fn a_position_with_choice_is_left_alone() {
        let pos = position("8/8/4k3/8/8/3K4/3R4/8 w - - 0 1");
        assert!(matches!(forced_progress(&pos, White), Forced::Open(_, line) if line.is_empty()));
    }

    #[test]
    fn forced_capture_into_stalemate() {
        // White must take the checking queen (Kxg1), after which the black king on a8 has no
        // move: a flag-fall position in which neither side can ever mate.
        let pos = position("k7/P7/1PP5/8/8/8/6PP/6qK w - - 0 1");
        for side in [White, Black] {
            assert!(matches!(
                forced_progress(&pos, side),
                Forced::Dead(UnwinnableReason::ForcedStalemate, 1)
            ));
        }
    }

    #[test]
    fn stalemate_and_mates_are_terminal() {
        let stalemate = position("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assert!(matches!(
            forced_progress(&stalemate, White),
            Forced::Dead(UnwinnableReason::ForcedStalemate, 0)
        ));
        let mated = position("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
        assert!(matches!(forced_progress(&mated, White), Forced::Mate(line) if line.is_empty()));
        assert!(matches!(
            forced_progress(&mated, Black),
            Forced::Dead(UnwinnableReason::ForcedOpponentMate, 0)
        ));
    }
}
