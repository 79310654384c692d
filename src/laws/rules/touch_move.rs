//! Touch-move and adjusting (4.2–4.8): what a deliberate touch obliges the player to do, and
//! the opponent's claim when he does something else.

use shakmaty::{CastlingSide, Color, Move, Piece, Position, Role, Square};

use crate::laws::arbiter::{Arbiter, Binding, BoundMove, TouchBreach};
use crate::laws::board::Board;
use crate::laws::event::{Contact, Order, TouchFinding};
use crate::laws::move_error::MoveError;
use crate::laws::ruling::{Action, ClaimVerdict, Obligation, Sanction};
use crate::laws::step::{Arg, Step};

/// Whether `mv` captures the piece standing on `target` (en passant included).
fn captures(mv: Move, target: Square) -> bool {
    match mv {
        Move::EnPassant { from, to } => Square::from_coords(to.file(), from.rank()) == target,
        Move::Normal {
            capture: Some(_),
            to,
            ..
        } => to == target,
        _ => false,
    }
}

impl Arbiter {
    /// A piece is touched: deliberately, clearly by accident, or with "j'adoube" said too
    /// late; `order` places it against the touch before it when that is not plain, and
    /// `finding` is what the arbiter established about it where the Laws deem no order.
    pub(in crate::laws) fn on_touch(
        &mut self,
        by: Color,
        square: Square,
        adjust: bool,
        contact: Contact,
        order: (Order, TouchFinding),
    ) -> Result<(), MoveError> {
        let (order, finding) = order;
        let a = self.arts();
        let turn = self.board.turn();
        let Some(piece) = self.board.setup().board.piece_at(square) else {
            self.step(Step::new("step-touch-empty-square", &[]).arg("square", Arg::Square(square)));
            return Ok(());
        };
        if contact == Contact::Accidental {
            // 4.2.2 (2014 and 2009: 4.3, "with the intention" / "deliberately"): only
            // deliberate contact obliges.
            self.accidental_contact = true;
            self.step(
                Step::new("step-touch-accidental", &[a.deliberate_contact])
                    .side("side", by)
                    .arg("square", Arg::Square(square)),
            );
            return Ok(());
        }
        let adjust = if contact == Contact::AdjustSaidAfter {
            if by == turn {
                // "J'adoube" must come first (4.2.1); a touch before it is contact that counts
                // as intent (4.2.2).
                self.step(
                    Step::new(
                        "step-adjust-said-too-late",
                        &[a.adjust, a.deliberate_contact],
                    )
                    .side("side", by)
                    .arg("square", Arg::Square(square)),
                );
                false
            } else {
                true
            }
        } else {
            adjust
        };
        if adjust {
            self.adjusted = Some((by, by == turn));
            if by == turn {
                self.step(Step::new("step-adjust-announced", &[a.adjust]).side("side", by));
                self.ruling.allowed = Some(true);
            } else {
                let articles: Vec<&'static str> =
                    a.adjust_own_time.into_iter().chain([a.adjust]).collect();
                self.step(Step::new("step-adjust-out-of-turn", &articles).side("side", by));
                self.ruling.allowed = Some(false);
                self.ruling.sanctions.push(Sanction::Discretionary(by));
            }
            return Ok(());
        }
        if by != turn {
            self.step(
                Step::new(
                    "step-touch-not-having-the-move",
                    &[a.touch_move_scope, a.distraction],
                )
                .side("side", by),
            );
            return Ok(());
        }
        if order != Order::After && self.touches.is_empty() {
            return Err(MoveError::NothingToOrder);
        }
        self.touches.push((square, piece));
        *self.touched_this_turn.get_mut(by) = true;
        self.step(
            Step::new("step-touch-deliberate", &[a.deliberate_contact])
                .side("side", by)
                .arg("square", Arg::Square(square))
                .arg("role", Arg::Role(piece.role))
                .side("owner", piece.color),
        );
        if order != Order::After {
            self.order_last_two_touches(by, order, finding)?;
        }
        if self.offer_to(by) {
            self.close_offer_to(by, Some(super::draw_offer::Lapse::Touch));
            self.step(Step::new("step-offer-declined-by-touch", &[a.draw_offer]).side("side", by));
        }
        if let Some((obligation, articles)) = self.touch_obligation(by) {
            if articles.contains(&a.castling_illegal) {
                self.name_castling_breach(by);
            }
            self.step(self.obligation_step(&obligation, &articles, by));
            self.ruling.obligation = Some(obligation);
        }
        Ok(())
    }

    /// The last two touches came at the same moment, or in an order nobody can establish:
    /// puts them in the order the Laws deem. One's own piece counts as touched before the
    /// opponent's (4.3.3; 2009 and 2014 4.3c); king and rook together are the castling
    /// intention (4.4.1; 2009 and 2014 4.4a and 4.4c). Between two of one's own pieces (or two
    /// of the opponent's) the Laws deem no order, which matters only when both could be moved
    /// (or captured): then the arbiter establishes the order as a fact, and the case says what
    /// he found (or that he has not yet).
    fn order_last_two_touches(
        &mut self,
        by: Color,
        order: Order,
        finding: TouchFinding,
    ) -> Result<(), MoveError> {
        let a = self.arts();
        let n = self.touches.len();
        let (Some(&(s1, p1)), Some(&(s2, p2))) = (
            n.checked_sub(2).and_then(|i| self.touches.get(i)),
            n.checked_sub(1).and_then(|i| self.touches.get(i)),
        ) else {
            return Err(MoveError::NothingToOrder);
        };
        let swap = |arbiter: &mut Arbiter| {
            if let (Some(i), Some(j)) = (n.checked_sub(2), n.checked_sub(1)) {
                arbiter.touches.swap(i, j);
            }
        };
        if p1.color != p2.color {
            if p1.color != by {
                swap(self);
            }
            let own = if p1.color == by { s1 } else { s2 };
            self.step(
                Step::new("step-touch-order-own-first", &[a.touch_both])
                    .side("side", by)
                    .arg("square", Arg::Square(own)),
            );
            return Ok(());
        }
        let roles = [p1.role, p2.role];
        if p1.color == by && roles.contains(&Role::King) && roles.contains(&Role::Rook) {
            if p1.role != Role::King {
                swap(self);
            }
            let id = if order == Order::SameTime {
                "step-king-and-rook-together"
            } else {
                "step-king-and-rook-order-unknown"
            };
            self.step(Step::new(id, &[a.king_then_rook]).side("side", by));
            return Ok(());
        }
        // Two pieces of one colour: "the first that can be moved (captured)" is the same
        // piece whichever came first unless both qualify.
        let Some(pos) = self.board.position() else {
            return Ok(());
        };
        let moves = pos.legal_moves();
        let usable = |sq: Square| {
            if p1.color == by {
                moves.iter().any(|m| m.from() == Some(sq))
            } else {
                moves.iter().any(|m| captures(*m, sq))
            }
        };
        match (usable(s1), usable(s2)) {
            (true, true) => {
                self.touch_order_found(by, (s1, s2), p1.color == by, finding);
                Ok(())
            }
            (false, true) => {
                swap(self);
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// Two of the player's own pieces (or two of the opponent's), both usable, touched in an
    /// order the Laws do not deem: 4.3.1 (4.3a) binds him to the first, which is a fact for
    /// the arbiter to establish. With his finding the touches are put in that order; without
    /// it the obligation stays open between the two.
    fn touch_order_found(
        &mut self,
        by: Color,
        (s1, s2): (Square, Square),
        own: bool,
        finding: TouchFinding,
    ) {
        let a = self.arts();
        let article = if own { a.touch_own } else { a.touch_opponent };
        let first = match finding {
            TouchFinding::NotEstablished => {
                self.touch_order_open = Some((s1, s2));
                self.step(
                    Step::new(
                        "step-touch-order-to-establish",
                        &[a.touch_own, a.touch_opponent],
                    )
                    .side("side", by)
                    .arg("square", Arg::Square(s1))
                    .arg("other", Arg::Square(s2)),
                );
                return;
            }
            TouchFinding::EarlierFirst => s1,
            TouchFinding::ThisFirst => {
                let n = self.touches.len();
                if let (Some(i), Some(j)) = (n.checked_sub(2), n.checked_sub(1)) {
                    self.touches.swap(i, j);
                }
                s2
            }
        };
        self.step(
            Step::new("step-touch-order-found", &[article])
                .side("side", by)
                .arg("square", Arg::Square(first)),
        );
    }

    /// What the touches of this turn oblige `by` to do, with the articles that say so.
    pub(in crate::laws) fn touch_obligation(
        &self,
        by: Color,
    ) -> Option<(Obligation, Vec<&'static str>)> {
        let a = self.arts();
        // The move written down with an incorrect draw claim must be made in accordance with
        // Article 4 (9.5.3, 2009/2014 9.5b): it binds as a touch does, whatever he touches.
        if let Some(bound) = &self.written_move
            && bound.by == by
            && self.board.turn() == by
        {
            // The written move binds through the touch-move rule for one's own piece, which
            // 9.5.3 names; the released piece binds through 4.7 alone.
            let articles = match bound.why {
                Binding::WrittenWithClaim => vec![a.claim_incorrect, a.touch_own],
                Binding::Released => vec![a.released_piece],
            };
            return Some((Obligation::PlayMove(bound.san.clone()), articles));
        }
        // The arbiter has not established which of two usable pieces came first: the first
        // must move (or be captured), whichever it was.
        if let Some((s1, s2)) = self.touch_order_open
            && self.board.turn() == by
        {
            let own = self
                .touches
                .iter()
                .any(|(sq, p)| *sq == s1 && p.color == by);
            let article = if own { a.touch_own } else { a.touch_opponent };
            return Some((Obligation::FirstTouched(s1, s2), vec![article]));
        }
        let (obligation, article) = self.touch_rule(by)?;
        // Rook then king: 4.4.2 sends the player back to 4.3.1, which then decides.
        let mut articles = vec![article];
        if article == a.rook_then_king && matches!(obligation, Obligation::MovePiece(_)) {
            articles.push(a.touch_own);
        }
        // Nothing touched can be moved or captured: the rule of what was touched comes first,
        // then 4.5 frees the player.
        if article == a.nothing_movable {
            let own = self.touches.iter().any(|(_, p)| p.color == by);
            let theirs = self.touches.iter().any(|(_, p)| p.color != by);
            let kind = match (own, theirs) {
                (true, true) => a.touch_both,
                (false, true) => a.touch_opponent,
                _ => a.touch_own,
            };
            articles.insert(0, kind);
        }
        Some((obligation, articles))
    }

    /// The obligation of this turn's touches and the article that states it.
    fn touch_rule(&self, by: Color) -> Option<(Obligation, &'static str)> {
        let a = self.arts();
        let pos = self.board.position()?;
        if self.touches.is_empty() || pos.turn() != by {
            return None;
        }
        let moves = pos.legal_moves();
        let can_move = |sq: Square| moves.iter().any(|m| m.from() == Some(sq) && !m.is_castle());
        let capturable = |sq: Square| moves.iter().any(|m| captures(*m, sq));
        let own: Vec<(Square, Piece)> = self
            .touches
            .iter()
            .copied()
            .filter(|(_, p)| p.color == by)
            .collect();
        let theirs: Vec<(Square, Piece)> = self
            .touches
            .iter()
            .copied()
            .filter(|(_, p)| p.color != by)
            .collect();

        if let [(s1, p1), (s2, p2), ..] = own.as_slice()
            && self.touches[0].1.color == by
            && s1.rank() == s2.rank()
        {
            if p1.role == Role::King && p2.role == Role::Rook {
                let side = if s2.file() > s1.file() {
                    CastlingSide::KingSide
                } else {
                    CastlingSide::QueenSide
                };
                if moves
                    .iter()
                    .any(|m| m.castling_side() == Some(side) && m.to() == *s2)
                {
                    return Some((Obligation::Castle(side), a.king_then_rook));
                }
                // 4.4.3 itself frees the player when the king has no legal move.
                if moves.iter().any(|m| m.role() == Role::King) {
                    return Some((Obligation::KingMove, a.castling_illegal));
                }
                return Some((Obligation::AnyLegalMove, a.castling_illegal));
            }
            if p1.role == Role::Rook && p2.role == Role::King {
                // No castling on that side this move; the first touched piece that can move
                // must move (4.3.1), the rook before the king.
                if can_move(*s1) {
                    return Some((Obligation::MovePiece(*s1), a.rook_then_king));
                }
                let king_can_move = moves
                    .iter()
                    .any(|m| m.from() == Some(*s2) && !(m.is_castle() && m.to() == *s1));
                if king_can_move {
                    return Some((Obligation::MovePiece(*s2), a.rook_then_king));
                }
                return Some((Obligation::AnyLegalMove, a.nothing_movable));
            }
        }
        if theirs.is_empty() {
            let first = own.iter().find(|(sq, p)| {
                can_move(*sq) || p.role == Role::King && moves.iter().any(|m| m.from() == Some(*sq))
            });
            return Some(match first {
                Some((sq, _)) => (Obligation::MovePiece(*sq), a.touch_own),
                None => (Obligation::AnyLegalMove, a.nothing_movable),
            });
        }
        if own.is_empty() {
            return Some(match theirs.iter().find(|(sq, _)| capturable(*sq)) {
                Some((sq, _)) => (Obligation::CapturePiece(*sq), a.touch_opponent),
                None => (Obligation::AnyLegalMove, a.nothing_movable),
            });
        }
        let (piece, _) = own[0];
        let (target, _) = theirs[0];
        if moves
            .iter()
            .any(|m| m.from() == Some(piece) && captures(*m, target))
        {
            return Some((Obligation::CaptureWith { piece, target }, a.touch_both));
        }
        for (sq, p) in &self.touches {
            if p.color == by && can_move(*sq) {
                return Some((Obligation::MovePiece(*sq), a.touch_both));
            }
            if p.color != by && capturable(*sq) {
                return Some((Obligation::CapturePiece(*sq), a.touch_both));
            }
        }
        Some((Obligation::AnyLegalMove, a.nothing_movable))
    }

    /// Whether a move meets an obligation.
    pub(in crate::laws) fn satisfies(&self, obligation: &Obligation, mv: Move) -> bool {
        let first_rook = self
            .touches
            .first()
            .filter(|(_, p)| p.role == Role::Rook)
            .map(|(sq, _)| *sq);
        match obligation {
            Obligation::MovePiece(sq) | Obligation::MovePawn(sq) => {
                mv.from() == Some(*sq) && !(mv.is_castle() && Some(mv.to()) == first_rook)
            }
            Obligation::CapturePiece(target) => captures(mv, *target),
            Obligation::FirstTouched(s1, s2) => self.touches.iter().any(|(sq, p)| {
                (sq == s1 || sq == s2)
                    && if p.color == self.board.turn() {
                        mv.from() == Some(*sq)
                    } else {
                        captures(mv, *sq)
                    }
            }),
            Obligation::CaptureWith { piece, target } => {
                mv.from() == Some(*piece) && captures(mv, *target)
            }
            Obligation::Castle(side) => mv.castling_side() == Some(*side),
            Obligation::KingMove => mv.role() == Role::King,
            Obligation::AnyLegalMove => true,
            Obligation::PlayMove(text) => self.board.position().is_some_and(|pos| {
                text.parse::<shakmaty::san::San>()
                    .ok()
                    .and_then(|s| s.to_move(pos).ok())
                    == Some(mv)
            }),
        }
    }

    /// The player who promoted wants another piece once the promoted one has touched the
    /// promotion square: the choice is already final (2009/2014 4.4d, 2018/2023 4.4.4).
    pub(in crate::laws) fn on_promotion_swap(&mut self, by: Color) -> Result<(), MoveError> {
        let promoted = match &self.board {
            Board::Legal(record) => record
                .plies()
                .last()
                .is_some_and(|p| p.mv.is_promotion() && record.previous_position().turn() == by),
            Board::Raw(_) => false,
        };
        if !promoted {
            return Err(MoveError::NoPromotion(by));
        }
        let a = self.arts();
        self.step(Step::new("step-promotion-choice-final", &[a.promotion_choice]).side("side", by));
        self.ruling.allowed = Some(false);
        self.swap_attempt = Some(by);
        Ok(())
    }

    /// The opponent claims that touch-move binds the offender: either the offender already
    /// made another move (it is taken back and the obligation enforced), or he touched and has
    /// not moved yet (the claim confirms the obligation, which the arbiter enforces).
    pub(in crate::laws) fn touch_move_claim(&mut self, by: Color) -> ClaimVerdict {
        let a = self.arts();
        let offender = !by;
        if self.swap_attempt == Some(offender) {
            self.step(
                Step::new("step-promotion-swap-claim-upheld", &[a.promotion_choice])
                    .side("side", offender),
            );
            return ClaimVerdict::Upheld;
        }
        if self
            .touch_breach
            .as_ref()
            .is_some_and(|b| b.offender == offender && b.answered)
        {
            self.touch_breach = None;
            self.step(Step::new("step-touch-claim-lost", &[a.touch_claim_lost]).side("side", by));
            return ClaimVerdict::NotAdmissible;
        }
        let breach = self.touch_breach.take();
        let pending = if breach.is_none() && self.board.turn() == offender {
            self.touch_obligation(offender)
        } else {
            None
        };
        if breach.as_ref().is_some_and(|b| b.offender == offender) || pending.is_some() {
            self.note_touch_move_on_request();
            // Asked, the arbiter now acts.
            self.ruling.actions.retain(|x| *x != Action::NoIntervention);
        }
        match (breach, pending) {
            (Some(breach), _) if breach.offender == offender => {
                let words = breach_words(&breach.obligation, breach.binding);
                self.take_back_breach(breach, words.enforced, &[]);
                ClaimVerdict::Upheld
            }
            (other, Some((Obligation::AnyLegalMove, articles))) => {
                self.touch_breach = other;
                self.step(
                    Step::new("step-touch-claim-nothing-binds", &articles).side("side", offender),
                );
                ClaimVerdict::Rejected
            }
            (other, Some((obligation, articles))) => {
                self.touch_breach = other;
                self.step(
                    Step::new(
                        breach_words(&obligation, self.binding()).before_move,
                        &articles,
                    )
                    .side("side", offender),
                );
                // The obligation is said again only if the reasoning last stated another.
                let step = self.obligation_step(&obligation, &articles, offender);
                let said = self
                    .ruling
                    .steps
                    .iter()
                    .rev()
                    .find(|s| s.id.starts_with("step-obligation-"));
                if said != Some(&step) {
                    self.step(step);
                }
                self.ruling.obligation = Some(obligation);
                ClaimVerdict::Upheld
            }
            (other, None) => {
                self.touch_breach = other;
                // A contact that was clearly accidental obliged nothing (4.2.2).
                let articles: &[&'static str] = if self.accidental_contact {
                    &[a.deliberate_contact, a.touch_move_scope]
                } else {
                    &[a.touch_move_scope]
                };
                self.step(Step::new("step-touch-claim-unfounded", articles).side("side", by));
                ClaimVerdict::Rejected
            }
        }
    }

    /// The breaching move is taken back and the obligation it broke enforced; `said` is the
    /// step that says why (a claim upheld, or the arbiter acting on what he saw, with `duty`
    /// cited before the articles of the obligation).
    fn take_back_breach(&mut self, breach: TouchBreach, said: &'static str, duty: &[&'static str]) {
        self.board = breach.before;
        self.last_move = None;
        self.ruling.actions.push(Action::RestorePosition);
        let cited: Vec<&'static str> = duty.iter().chain(&breach.articles).copied().collect();
        self.step(Step::new(said, &cited).side("side", breach.offender));
        // Taken back, the bound move is owed again.
        if let Obligation::PlayMove(text) = &breach.obligation {
            self.written_move = Some(BoundMove {
                by: breach.offender,
                san: text.clone(),
                why: breach.binding,
            });
        }
        self.state_obligation(&breach.obligation, &breach.articles, breach.offender);
        self.ruling.obligation = Some(breach.obligation);
        if let Some(clock) = &mut self.clock {
            clock.running = Some(breach.offender);
            if let Some(before) = breach.clock_before {
                clock.take_back_press(before);
            }
        }
    }

    /// The arbiter himself sees a breach of touch-move that nobody claimed. He sees that the
    /// Laws are observed (2014 on 12.1, 2009 13.1), so he takes the breaching move back and
    /// enforces the obligation, or, before the move, requires the move the touch obliges;
    /// in 2009 unsupervised rapid and blitz he rules on Article 4 only when a player asks
    /// (A4b). A breach the opponent has already answered with his own move is past: the
    /// arbiter no longer takes two moves back for it.
    pub(in crate::laws) fn touch_breach_seen(&mut self) {
        let a = self.arts();
        let duty = self.rules.conduct.arbiter_duty;
        if let Some(on_request) = a.unsupervised_touch.filter(|_| {
            self.rules.unsupervised.touch_move_on_request_only && self.regime.is_unsupervised()
        }) {
            self.step(Step::new(
                "step-touch-seen-on-request-only",
                &[on_request, duty],
            ));
            if !self.ruling.actions.contains(&Action::NoIntervention) {
                self.ruling.actions.push(Action::NoIntervention);
            }
            self.ruling.allowed = Some(false);
            return;
        }
        let plies = |board: &Board| board.record().map_or(0, |r| r.plies().len());
        if let Some(breach) = self.touch_breach.take() {
            let offender = breach.offender;
            if plies(&self.board) == plies(&breach.before).saturating_add(1) {
                self.take_back_breach(breach, "step-touch-seen-enforced", &[duty]);
                self.ruling.allowed = Some(false);
                return;
            }
            self.step(
                Step::new("step-touch-seen-after-reply", &[duty, a.touch_claim_lost])
                    .side("side", offender),
            );
            self.ruling.actions.push(Action::PlayOn);
            return;
        }
        let turn = self.board.turn();
        match self.touch_obligation(turn) {
            Some((Obligation::AnyLegalMove, articles)) => {
                self.step(Step::new("step-touch-seen-nothing-binds", &articles).side("side", turn));
            }
            Some((obligation, articles)) => {
                let cited: Vec<&'static str> =
                    [duty].into_iter().chain(articles.iter().copied()).collect();
                self.step(Step::new("step-touch-seen-before-move", &cited).side("side", turn));
                self.state_obligation(&obligation, &articles, turn);
                self.ruling.obligation = Some(obligation);
            }
            None => {
                self.step(Step::new(
                    "step-touch-seen-no-breach",
                    &[duty, a.touch_move_scope],
                ));
                self.ruling.allowed = Some(true);
            }
        }
    }

    /// 2009 A4b: without adequate supervision the arbiter rules on Article 4 only when a
    /// player asks; said once.
    fn note_touch_move_on_request(&mut self) {
        let a = self.arts();
        if let Some(article) = a.unsupervised_touch.filter(|_| {
            self.rules.unsupervised.touch_move_on_request_only && self.regime.is_unsupervised()
        }) && !self
            .ruling
            .steps
            .iter()
            .any(|s| s.id == "step-touch-move-on-request")
        {
            self.step(Step::new("step-touch-move-on-request", &[article]));
        }
    }

    /// States what `side` must now do.
    fn state_obligation(
        &mut self,
        obligation: &Obligation,
        articles: &[&'static str],
        side: Color,
    ) {
        self.step(self.obligation_step(obligation, articles, side));
    }
}

/// How the reasoning names a breach of an obligation: when it is made, when a claim enforces
/// it, and when the claim comes before the move. The written move of an incorrect draw claim
/// binds as a touch does, but is named for what it is.
pub(super) struct BreachWords {
    /// The breaching move is made.
    pub made: &'static str,
    /// The claim takes it back and enforces the obligation.
    pub enforced: &'static str,
    /// The claim comes before the offender has moved.
    pub before_move: &'static str,
}

/// The words for a breach of `obligation`.
pub(super) fn breach_words(obligation: &Obligation, binding: Binding) -> BreachWords {
    match obligation {
        Obligation::PlayMove(_) if binding == Binding::Released => BreachWords {
            made: "step-released-move-breach-made",
            enforced: "step-released-move-enforced",
            before_move: "step-released-move-claim-before-move",
        },
        Obligation::PlayMove(_) => BreachWords {
            made: "step-written-move-breach-made",
            enforced: "step-written-move-enforced",
            before_move: "step-written-move-claim-before-move",
        },
        _ => BreachWords {
            made: "step-touch-move-breach-made",
            enforced: "step-touch-move-enforced",
            before_move: "step-touch-move-claim-before-move",
        },
    }
}

impl Arbiter {
    /// The step that states what `side` must now do.
    fn obligation_step(
        &self,
        obligation: &Obligation,
        articles: &[&'static str],
        side: Color,
    ) -> Step {
        let id = match obligation {
            Obligation::KingMove if !self.castling_possible() => "step-obligation-king-move-only",
            Obligation::PlayMove(_) if self.binding() == Binding::Released => {
                "step-obligation-play-released-move"
            }
            other => obligation_message(other),
        };
        let mut step = Step::new(id, articles).side("side", side);
        if let Some(square) = obligation_square(obligation) {
            step = step.arg("square", Arg::Square(square));
        }
        if let Obligation::FirstTouched(first, other) = obligation {
            step = step
                .arg("square", Arg::Square(*first))
                .arg("other", Arg::Square(*other));
        }
        step
    }

    /// Why the move a player is bound to binds him (an incorrect claim's, unless a piece he
    /// released made it).
    pub(in crate::laws) fn binding(&self) -> Binding {
        self.written_move
            .as_ref()
            .map_or(Binding::WrittenWithClaim, |b| b.why)
    }

    /// Whether the player to move has a legal castling in the present position: only then
    /// may the king move that an illegal castling obliges be a castling on the other side.
    pub(in crate::laws) fn castling_possible(&self) -> bool {
        self.board
            .position()
            .is_some_and(|p| p.legal_moves().iter().any(|m| m.is_castle()))
    }
}

impl Arbiter {
    /// The king and then a rook were touched to castle, and that castling is illegal: which
    /// rule of 3.8 stops it, as a step of its own (4.4.3 then obliges another king move).
    fn name_castling_breach(&mut self, by: Color) {
        let (Some(pos), [(king, _), (rook, _), ..]) =
            (self.board.position(), self.touches.as_slice())
        else {
            return;
        };
        let raw = crate::laws::board::RawMove {
            from: *king,
            to: *rook,
            role: Role::King,
            promotion: None,
            rook: Some((*rook, *rook)),
            captured_left: false,
        };
        let Some(why) = crate::laws::breach::breach(pos, self.board.record(), raw) else {
            return;
        };
        let article = why.article(self.arts());
        self.step(
            Step::new("step-castling-breaks", &[article])
                .side("side", by)
                .arg("rule", Arg::Message(why.message_id())),
        );
    }
}

/// The reasoning step that states an obligation.
pub(super) fn obligation_message(obligation: &Obligation) -> &'static str {
    match obligation {
        Obligation::MovePiece(_) | Obligation::MovePawn(_) => "step-obligation-move-piece",
        Obligation::CapturePiece(_) => "step-obligation-capture-piece",
        Obligation::CaptureWith { .. } => "step-obligation-capture-with",
        Obligation::Castle(_) => "step-obligation-castle",
        Obligation::KingMove => "step-obligation-king-move",
        Obligation::AnyLegalMove => "step-obligation-any-move",
        Obligation::PlayMove(_) => "step-obligation-play-move",
        Obligation::FirstTouched(..) => "step-obligation-first-touched",
    }
}

/// The square an obligation names, if any.
pub(super) fn obligation_square(obligation: &Obligation) -> Option<Square> {
    match obligation {
        Obligation::MovePiece(sq) | Obligation::MovePawn(sq) | Obligation::CapturePiece(sq) => {
            Some(*sq)
        }
        Obligation::CaptureWith { piece, .. } => Some(*piece),
        _ => None,
    }
}
