//! What the board and clocks show at one step of a scenario: the start, each event as it
//! happened, the ruling, or a position of the mate proof.
//!
//! Before the learner answers, the timeline must not give the ruling away: the engine's
//! frame after an illegal move already has the position restored and the penalty on the
//! clock. So each event is shown as it happened, on top of the engine's frame before it
//! (what the board looked like once the earlier events were ruled on); the engine's frame
//! after the last event is the separate "ruling" step, shown only after the answer.
//!
//! Each event step also marks the squares it concerns: the pieces touched in the turn so
//! far, and both squares of an illegal move.

use shakmaty::fen::Fen;
use shakmaty::{ByColor, CastlingMode, Color, Move, Position, Setup, Square};

use crate::laws::board::{Resolved, legal_from_setup, play_raw, resolve};
use crate::laws::clock::ClockTime;
use crate::laws::event::Event;
use crate::laws::ruling::Frame;
use crate::laws::{Case, Ruling};
use crate::tui::theme::SquareMark;

/// The picture of one moment.
#[derive(Debug, Clone)]
pub struct Scene {
    /// The pieces, possibly in an illegal position.
    pub setup: Setup,
    /// The move just made, for highlighting.
    pub last_move: Option<(Square, Square)>,
    /// Kings standing in check.
    pub checks: Vec<Square>,
    /// Squares the step's events concern (touched pieces, an illegal move's squares).
    pub marks: Vec<(Square, SquareMark)>,
    /// The clocks, if the case has them.
    pub clocks: Option<ByColor<ClockTime>>,
    /// The side whose clock runs.
    pub running: Option<Color>,
    /// Flags that are down.
    pub fallen: ByColor<bool>,
    /// Time the ruling added to each side, shown on the clocks at the ruling step.
    pub added: ByColor<u64>,
    /// Time the ruling took from each side.
    pub removed: ByColor<u64>,
}

impl Scene {
    /// A position with nothing else: no clocks, no marks but the kings in check.
    pub fn still(setup: Setup) -> Self {
        Self {
            checks: checks(&setup),
            setup,
            last_move: None,
            marks: Vec::new(),
            clocks: None,
            running: None,
            fallen: ByColor::default(),
            added: ByColor::default(),
            removed: ByColor::default(),
        }
    }

    /// An engine frame as it stands.
    pub fn of_frame(frame: &Frame) -> Option<Self> {
        let setup = setup_of(&frame.fen)?;
        let checks = checks(&setup);
        Some(Self {
            setup,
            last_move: frame.last_move,
            checks,
            marks: Vec::new(),
            clocks: frame.clocks,
            running: frame.running,
            fallen: frame.fallen,
            added: ByColor::default(),
            removed: ByColor::default(),
        })
    }

    /// The ruling's final frame with the time it added and removed.
    pub fn of_ruling(ruling: &Ruling) -> Option<Self> {
        let mut scene = Self::of_frame(ruling.frames.last()?)?;
        scene.added = ruling.added;
        scene.removed = ruling.removed;
        Some(scene)
    }

    /// The last of `events` as it happened on the board of `before` (the engine's frame
    /// before it), with the pieces touched since the last move marked (the earlier events
    /// tell which).
    pub fn as_happened(before: &Frame, events: &[Event], case: &Case) -> Option<Self> {
        let (event, earlier) = events.split_last()?;
        let mut scene = Self::of_frame(before)?;
        let turn_so_far = earlier
            .iter()
            .rev()
            .take_while(|e| !matches!(e, Event::Move(_) | Event::PressClock { .. }));
        for e in std::iter::once(event).chain(turn_so_far) {
            if let Event::Touch { square, .. } = e {
                scene.marks.push((*square, SquareMark::Touched));
            }
        }
        match event {
            Event::Move(m) => {
                let mode = if case.chess960 {
                    CastlingMode::Chess960
                } else {
                    CastlingMode::Standard
                };
                let legal = legal_from_setup(scene.setup.clone(), mode).ok();
                let Ok(resolved) = resolve(&scene.setup, legal.as_ref(), m.by, &m.mv) else {
                    return Some(scene);
                };
                match (resolved, legal) {
                    (Resolved::Legal(mv), Some(pos)) => {
                        // The move ends the turn: its touches are spent.
                        scene.marks.clear();
                        scene.last_move = squares_of(mv);
                        let mut pos = pos;
                        pos.play_unchecked(mv);
                        scene.setup = pos.to_setup(shakmaty::EnPassantMode::Legal);
                    }
                    (Resolved::Illegal(raw), _) => {
                        scene.setup.turn = m.by;
                        play_raw(&mut scene.setup, &raw);
                        scene.last_move = Some((raw.from, raw.to));
                        scene.marks.clear();
                        scene.marks.push((raw.from, SquareMark::Illegal));
                        scene.marks.push((raw.to, SquareMark::Illegal));
                    }
                    (Resolved::Legal(_), None) => {}
                }
                if m.pressed_clock {
                    scene.running = Some(!m.by);
                }
                scene.checks = checks(&scene.setup);
            }
            Event::Flag { side, .. } => *scene.fallen.get_mut(*side) = true,
            Event::BothFlags { .. } => scene.fallen = ByColor::new_with(|_| true),
            Event::ClockReading { white, black } => {
                scene.clocks = Some(ByColor {
                    white: *white,
                    black: *black,
                });
            }
            _ => {}
        }
        Some(scene)
    }

    /// The position after `ply` moves of a mate proof line played from `fen`.
    pub fn of_line(fen: &str, line: &[Move], ply: usize) -> Option<Self> {
        let mut pos = crate::laws::record::parse_position(fen, CastlingMode::Standard).ok()?;
        let mut last = None;
        for &mv in line.iter().take(ply) {
            if !pos.is_legal(mv) {
                break;
            }
            last = squares_of(mv);
            pos.play_unchecked(mv);
        }
        let mut scene = Self::still(pos.to_setup(shakmaty::EnPassantMode::Legal));
        scene.last_move = last;
        Some(scene)
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.setup.turn
    }

    /// The move number of the side to move.
    pub fn move_number(&self) -> u32 {
        self.setup.fullmoves.get()
    }

    /// Whether the side to move is checkmated (in a legal position).
    pub fn is_checkmate(&self) -> bool {
        legal_from_setup(self.setup.clone(), CastlingMode::Standard).is_ok_and(|p| p.is_checkmate())
    }
}

/// The squares a move goes from and to (for castling: king's square and rook's square).
fn squares_of(mv: Move) -> Option<(Square, Square)> {
    Some((mv.from()?, mv.to()))
}

/// Reads a FEN into a setup, legal or not.
fn setup_of(fen: &str) -> Option<Setup> {
    fen.parse::<Fen>().ok().map(Fen::into_setup)
}

/// The squares of kings attacked by the other side, in any position, legal or not (both
/// kings can stand in check in the illegal positions arbiters are asked about).
pub fn checks(setup: &Setup) -> Vec<Square> {
    let board = &setup.board;
    let mut out = Vec::new();
    for color in [Color::White, Color::Black] {
        for king in board.kings() & board.by_color(color) {
            if board.attacks_to(king, !color, board.occupied()).any() {
                out.push(king);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::laws::event::MoveEvent;
    use crate::laws::{Edition, decide};

    #[test]
    fn an_illegal_move_is_shown_as_made_and_the_ruling_restores_it() {
        let mut case = Case::new(Edition::E2018);
        case.moves = "1. e4 e5 2. Nf3 Nc6".into();
        case.events
            .push(Event::Move(MoveEvent::new(Color::White, "Bf1-b6")));
        let ruling = decide(&case).unwrap();
        let made = Scene::as_happened(&ruling.frames[0], &case.events[..1], &case).unwrap();
        assert_eq!(made.last_move, Some((Square::F1, Square::B6)));
        assert_eq!(
            made.marks,
            [
                (Square::F1, SquareMark::Illegal),
                (Square::B6, SquareMark::Illegal)
            ]
        );
        assert!(made.setup.board.piece_at(Square::B6).is_some());
        assert_eq!(made.running, Some(Color::Black));
        let ruled = Scene::of_ruling(&ruling).unwrap();
        assert!(ruled.setup.board.piece_at(Square::B6).is_none());
        assert!(ruled.setup.board.piece_at(Square::F1).is_some());
    }

    #[test]
    fn touched_pieces_stay_marked_until_the_move() {
        let mut case = Case::new(Edition::E2018);
        case.moves = "1. e4 e5".into();
        let touch = |square| Event::touch(Color::White, square);
        case.events.push(touch(Square::E1));
        case.events.push(touch(Square::H1));
        case.events
            .push(Event::Move(MoveEvent::new(Color::White, "Ke2")));
        let ruling = decide(&case).unwrap();
        let second = Scene::as_happened(&ruling.frames[1], &case.events[..2], &case).unwrap();
        let mut marked: Vec<Square> = second.marks.iter().map(|(s, _)| *s).collect();
        marked.sort();
        assert_eq!(marked, [Square::E1, Square::H1]);
        assert!(second.marks.iter().all(|(_, m)| *m == SquareMark::Touched));
        let moved = Scene::as_happened(&ruling.frames[2], &case.events[..3], &case).unwrap();
        assert!(moved.marks.is_empty());
        assert_eq!(moved.last_move, Some((Square::E1, Square::E2)));
    }

    #[test]
    fn the_end_of_a_mate_line_is_checkmate() {
        let mated = setup_of("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1").unwrap();
        let scene = Scene::still(mated);
        assert!(scene.is_checkmate());
        let mut free = scene.clone();
        free.setup.board.discard_piece_at(Square::G7);
        assert!(!free.is_checkmate());
    }

    #[test]
    fn both_kings_in_check_are_both_marked() {
        let setup = setup_of("4k3/8/8/8/8/8/4R3/4K2r w - - 0 1").unwrap();
        let mut c = checks(&setup);
        c.sort();
        assert_eq!(c, [Square::E1, Square::E8]);
    }

    #[test]
    fn a_proof_line_is_walked_move_by_move() {
        let fen = "7k/8/6K1/8/8/8/8/1Q6 w - - 0 1";
        let pos = crate::laws::record::parse_position(fen, CastlingMode::Standard).unwrap();
        let mv = pos
            .legal_moves()
            .into_iter()
            .find(|m| m.to() == Square::B8)
            .unwrap();
        let s = Scene::of_line(fen, &[mv], 1).unwrap();
        assert_eq!(s.last_move, Some((Square::B1, Square::B8)));
        assert_eq!(s.checks, [Square::H8]);
        assert_eq!(Scene::of_line(fen, &[mv], 0).unwrap().last_move, None);
    }
}
