//! One sentence for each event of a case, in the reader's language and piece letters, for
//! events the scenario's author did not narrate (printed papers, timelines).

use shakmaty::{Color, Role};

use super::{Arg, RulingText};
use crate::laws::claim::Ground;
use crate::laws::event::{Event, OfferAnswer};

impl RulingText<'_> {
    /// The event as a sentence: "White plays Сf1-b6 and presses the clock."
    pub fn event(&self, event: &Event) -> String {
        let side = |c: Color| ("side", Arg::from(self.side(c)));
        let loc = self.loc;
        match event {
            Event::Move(m) => {
                let id = if m.pressed_clock {
                    "event-move"
                } else {
                    "event-move-unpressed"
                };
                loc.text(
                    id,
                    &[side(m.by), ("move", Arg::from(self.written_move(&m.mv)))],
                )
            }
            Event::PressClock { by } => loc.text("event-press-clock", &[side(*by)]),
            Event::Touch { by, square, adjust } => loc.text(
                if *adjust {
                    "event-adjust"
                } else {
                    "event-touch"
                },
                &[side(*by), ("square", Arg::from(square.to_string()))],
            ),
            Event::Displace { by } => loc.text("event-displace", &[side(*by)]),
            Event::Flag { side: s, .. } => loc.text("event-flag", &[side(*s)]),
            Event::BothFlags { .. } => loc.text("event-both-flags", &[]),
            Event::Claim(c) => loc.text(claim_message(c.ground), &[side(c.by)]),
            Event::Offer(o) => loc.text("event-offer", &[side(o.by)]),
            Event::Answer { by, answer } => loc.text(
                match answer {
                    OfferAnswer::Accept => "event-offer-accepted",
                    OfferAnswer::Decline => "event-offer-declined",
                    OfferAnswer::Withdraw => "event-offer-withdrawn",
                },
                &[side(*by)],
            ),
            Event::Resign { by } => loc.text("event-resign", &[side(*by)]),
            Event::Device { by, .. } => loc.text("event-device", &[side(*by)]),
            Event::Arrive { by, minutes_late } => loc.text(
                "event-arrive",
                &[side(*by), ("count", Arg::from(*minutes_late))],
            ),
            Event::Discover(_) => loc.text("event-discover", &[]),
            Event::StopRecording { by } => loc.text("event-stop-recording", &[side(*by)]),
            Event::PromotionSwap { by } => loc.text("event-promotion-swap", &[side(*by)]),
            Event::ScoresheetRequest { by, .. } => {
                loc.text("event-scoresheet-request", &[side(*by)])
            }
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

/// The sentence of a claim of each ground.
fn claim_message(ground: Ground) -> &'static str {
    match ground {
        Ground::Threefold => "event-claim-threefold",
        Ground::FiftyMoves => "event-claim-fifty",
        Ground::Quickplay => "event-claim-quickplay",
        Ground::Increment => "event-increment-request",
        Ground::TouchMove => "event-touch-move-claim",
        Ground::IllegalMove => "event-illegal-move-claim",
        Ground::Flag => "event-claim-flag",
        Ground::Device => "event-claim-device",
        Ground::WrongSetup => "event-claim-wrong-setup",
        Ground::WrongOrientation => "event-claim-wrong-orientation",
        Ground::ReversedColours => "event-claim-reversed-colours",
        Ground::WrongClockSetting => "event-claim-wrong-clock-setting",
        Ground::DisplacedPieces => "event-claim-displaced-pieces",
        Ground::Recording => "event-claim-recording",
        Ground::ClockHandling => "event-claim-clock-handling",
        Ground::Adjust => "event-claim-adjust",
        Ground::Disturbance => "event-claim-disturbance",
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
