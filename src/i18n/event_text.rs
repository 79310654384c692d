//! One sentence for each event of a case, in the reader's language and piece letters, for
//! events the scenario's author did not narrate (printed papers, timelines).

use shakmaty::{Color, Role};

use super::{Arg, RulingText};
use crate::laws::event::{CastlingProcedure, ClaimGround, Contact, Event, Order, PauseReason};

impl RulingText<'_> {
    /// The event as a sentence: "White plays Сf1-b6 and presses the clock."
    pub fn event(&self, event: &Event) -> String {
        let side = |c: Color| ("side", Arg::from(self.side(c)));
        let loc = self.loc;
        match event {
            Event::Move(m) => {
                let id = match (m.castling, m.pressed_clock) {
                    (CastlingProcedure::RookFirst, _) => "event-castle-rook-first",
                    (CastlingProcedure::KingOnly, _) => "event-castle-king-only",
                    (CastlingProcedure::RookOnly, _) => "event-castle-rook-only",
                    (CastlingProcedure::KingFirst, true) => "event-move",
                    (CastlingProcedure::KingFirst, false) => "event-move-unpressed",
                };
                loc.text(
                    id,
                    &[side(m.by), ("move", Arg::from(self.written_move(&m.mv)))],
                )
            }
            Event::PressClock { by } => loc.text("event-press-clock", &[side(*by)]),
            Event::Touch {
                by,
                square,
                adjust,
                contact,
                order,
            } => {
                let id = match (adjust, contact, order) {
                    (true, _, _) => "event-adjust",
                    (_, Contact::Accidental, _) => "event-touch-accidental",
                    (_, Contact::AdjustSaidAfter, _) => "event-adjust-said-after",
                    (_, _, Order::SameTime) => "event-touch-same-time",
                    (_, _, Order::Unknown) => "event-touch-order-unknown",
                    (_, Contact::Deliberate, Order::After) => "event-touch",
                };
                loc.text(id, &[side(*by), ("square", Arg::from(square.to_string()))])
            }
            Event::TouchMoveClaim { by } => loc.text("event-touch-move-claim", &[side(*by)]),
            Event::Displace { by } => loc.text("event-displace", &[side(*by)]),
            Event::Flag { side: s, order, .. } => loc.text(
                if *order == Order::After {
                    "event-flag"
                } else {
                    "event-flag-same-moment"
                },
                &[side(*s)],
            ),
            Event::BothFlags { .. } => loc.text("event-both-flags", &[]),
            Event::Claim(c) => loc.text(
                match c.ground {
                    ClaimGround::Threefold => "event-claim-threefold",
                    ClaimGround::FiftyMoves => "event-claim-fifty",
                    ClaimGround::Quickplay => "event-claim-quickplay",
                },
                &[side(c.by)],
            ),
            Event::Offer(o) => loc.text("event-offer", &[side(o.by)]),
            Event::Resign { by } => loc.text("event-resign", &[side(*by)]),
            Event::Device { by, .. } => loc.text("event-device", &[side(*by)]),
            Event::Arrive { by, minutes_late } => loc.text(
                "event-arrive",
                &[side(*by), ("count", Arg::from(*minutes_late))],
            ),
            Event::Discover(_) => loc.text("event-discover", &[]),
            Event::IncrementRequest { by, .. } => loc.text("event-increment-request", &[side(*by)]),
            Event::StopRecording { by } => loc.text("event-stop-recording", &[side(*by)]),
            Event::PromotionSwap { by } => loc.text("event-promotion-swap", &[side(*by)]),
            Event::ScoresheetRequest { by, .. } => {
                loc.text("event-scoresheet-request", &[side(*by)])
            }
            Event::IllegalMoveClaim { by } => loc.text("event-illegal-move-claim", &[side(*by)]),
            Event::PauseClock { by, reason } => loc.text(
                match reason {
                    PauseReason::NoValidReason => "event-pause-clock-no-reason",
                    PauseReason::PromotionPiece
                    | PauseReason::DisplacedPieces
                    | PauseReason::Assistance => "event-pause-clock",
                },
                &[side(*by)],
            ),
            Event::ClockReading { white, black } => loc.text(
                "event-clock-reading",
                &[
                    ("white", Arg::from(white.to_string())),
                    ("black", Arg::from(black.to_string())),
                ],
            ),
        }
    }

    /// A move as a scenario writes it, in the reader's letters. SAN goes through the
    /// notation; the long form arbiters use for illegal moves (`Bf1-b6`) keeps its squares
    /// and only has its piece letter replaced, since it may not be a move SAN can express.
    pub fn written_move(&self, text: &str) -> String {
        let role = match text.chars().next() {
            Some('K') => Some(Role::King),
            Some('Q') => Some(Role::Queen),
            Some('R') => Some(Role::Rook),
            Some('B') => Some(Role::Bishop),
            Some('N') => Some(Role::Knight),
            _ => None,
        };
        if text.contains('-') && !text.starts_with(['O', '0']) {
            return match (role, text.get(1..)) {
                (Some(r), Some(rest)) => format!("{}{rest}", self.notation.letter(r)),
                _ => text.to_owned(),
            };
        }
        self.san(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{LetterStyle, Locale, Localizer, Notation};
    use crate::laws::event::MoveEvent;

    #[test]
    fn events_read_in_the_readers_letters() {
        let loc = Localizer::new(Locale::Ru);
        let notation = Notation::new(&loc, LetterStyle::National);
        let rt = RulingText::new(&loc, &notation);
        let text = rt.event(&Event::Move(MoveEvent::new(Color::White, "Bf1-b6")));
        assert!(text.contains("Сf1-b6"), "{text}");
        assert!(!text.starts_with("event-"), "{text}");
        assert_eq!(rt.written_move("Nf3"), "Кf3");
        assert_eq!(rt.written_move("O-O"), "0-0");
        assert_eq!(rt.written_move("e7-e8"), "e7-e8");
    }
}
