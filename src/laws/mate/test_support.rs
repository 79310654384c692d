//! Helpers for the analyzer's unit tests: position parsing, replaying a claimed mating line,
//! and a brute-force helpmate search to check verdicts against.

use shakmaty::{CastlingMode, Chess, Color, FromSetup, Move, Position, PositionError, fen::Fen};

/// Parses a FEN, accepting the same unusual positions the command accepts.
pub(crate) fn position(fen: &str) -> Chess {
    let setup = fen.parse::<Fen>().unwrap().into_setup();
    Chess::from_setup(setup, CastlingMode::Standard)
        .or_else(PositionError::ignore_too_much_material)
        .or_else(PositionError::ignore_impossible_check)
        .unwrap()
}

/// Panics unless `line` is legal from `pos` and ends with `winner` checkmating.
pub(crate) fn assert_mates(pos: &Chess, winner: Color, line: &[Move]) {
    let mut current = pos.clone();
    for (i, m) in line.iter().enumerate() {
        assert!(
            current.is_legal(*m),
            "move {i} ({m:?}) is illegal in the line {line:?}"
        );
        current.play_unchecked(*m);
    }
    assert!(
        current.is_checkmate(),
        "the line {line:?} does not end in checkmate"
    );
    assert_eq!(
        current.turn(),
        !winner,
        "the line {line:?} ends with the wrong side mated"
    );
}

/// A helpmate by `winner` of at most `plies` moves, by exhaustive search.
pub(crate) fn brute_force_mate(pos: &Chess, winner: Color, plies: u32) -> Option<Vec<Move>> {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return (pos.is_check() && pos.turn() != winner).then(Vec::new);
    }
    if plies == 0 {
        return None;
    }
    moves.iter().find_map(|m| {
        let mut child = pos.clone();
        child.play_unchecked(*m);
        brute_force_mate(&child, winner, plies - 1).map(|mut rest| {
            rest.insert(0, *m);
            rest
        })
    })
}

/// Whether no position within `plies` moves of `pos` is a mate by `winner` and every line
/// of that length ends in a terminal position first (so nothing lies beyond).
pub(crate) fn brute_force_dead(pos: &Chess, winner: Color, plies: u32) -> bool {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return !(pos.is_check() && pos.turn() != winner);
    }
    plies > 0
        && moves.iter().all(|m| {
            let mut child = pos.clone();
            child.play_unchecked(*m);
            brute_force_dead(&child, winner, plies - 1)
        })
}
