//! One sentence for each event of a case, in the reader's language and piece letters, for
//! events the scenario's author did not narrate (printed papers, timelines).

use shakmaty::{Color, Role};

use super::{Arg, RulingText};
use crate::content::vocab::Vocabulary;
use crate::laws::GameResult;
use crate::laws::adjourned::{Absent, Envelope, SealRecord};
use crate::laws::event::{
    AssistantDuty, CastlingProcedure, ClockButton, Contact, Event, LeavePlace, OfferAnswer, Order,
    PauseReason,
};

/// The sentence of a player leaving.
fn leave_id(to: LeavePlace) -> &'static str {
    match to {
        LeavePlace::WithinVenue => "event-leave-playing-area",
        LeavePlace::OutsideVenue => "event-leave-venue",
    }
}

/// The Fluent id of an event's sentence chosen by vocabulary values: the prefix, then each
/// value as authors spell it (`event-scoresheet` + `move-in-advance`), so that a word added to
/// a vocabulary needs only its message, never a line here.
fn value_id(prefix: &str, keys: &[&str]) -> String {
    let mut id = prefix.to_owned();
    for key in keys {
        id.push('-');
        id.push_str(key);
    }
    id
}

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
                    (CastlingProcedure::RookMisplaced, _) => "event-castle-rook-misplaced",
                    (CastlingProcedure::KingFirst, true) => "event-move",
                    (CastlingProcedure::KingFirst, false) => "event-move-unpressed",
                };
                loc.text(
                    id,
                    &[side(m.by), ("move", Arg::from(self.written_move(&m.mv)))],
                )
            }
            Event::PressClock { by, button } => match button {
                ClockButton::Own => loc.text("event-press-clock", &[side(*by)]),
                ClockButton::Opponents => loc.text("event-press-opponents-button", &[side(*by)]),
            },
            Event::Touch {
                by,
                square,
                adjust,
                contact,
                order,
                ..
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
            Event::Displace { by, .. } => loc.text("event-displace", &[side(*by)]),
            Event::SetPosition { placement } => loc.text(
                "event-set-position",
                &[("position", Arg::from(placement.to_string()))],
            ),
            Event::Flag { side: s, order, .. } => loc.text(
                if *order == Order::After {
                    "event-flag"
                } else {
                    "event-flag-same-moment"
                },
                &[side(*s)],
            ),
            Event::BothFlags {
                claimed_by: None, ..
            } => loc.text("event-both-flags", &[]),
            Event::BothFlags {
                claimed_by: Some(by),
                ..
            } => loc.text("event-both-flags-claimed", &[side(*by)]),
            Event::Claim(c) => match event.flag_fall() {
                Some((s, order)) if order != Order::After => {
                    loc.text("event-flag-same-moment", &[side(s)])
                }
                _ => loc.text(&value_id("event-claim", &[c.ground.key()]), &[side(c.by)]),
            },
            Event::Offer(o) => loc.text("event-offer", &[side(o.by)]),
            Event::Answer { by, answer } => loc.text(
                match answer {
                    OfferAnswer::Accept => "event-offer-accepted",
                    OfferAnswer::Decline => "event-offer-declined",
                    OfferAnswer::Withdraw => "event-offer-withdrawn",
                },
                &[side(*by)],
            ),
            Event::Resign { by, gesture } => match gesture {
                None => loc.text("event-resign", &[side(*by)]),
                Some(g) => loc.text(&value_id("event-gesture", &[g.key()]), &[side(*by)]),
            },
            Event::Device { by, .. } => loc.text("event-device", &[side(*by)]),
            Event::Arrive {
                by, minutes_late, ..
            } => loc.text(
                "event-arrive",
                &[side(*by), ("count", Arg::from(*minutes_late))],
            ),
            Event::Discover(_) => loc.text("event-discover", &[]),
            Event::StopRecording { by } => loc.text("event-stop-recording", &[side(*by)]),
            Event::PromotionSwap { by } => loc.text("event-promotion-swap", &[side(*by)]),
            Event::ScoresheetRequest { by, .. } => {
                loc.text("event-scoresheet-request", &[side(*by)])
            }
            Event::RestartClock { by, .. } => loc.text("event-restart-clock", &[side(*by)]),
            Event::PauseClock { by, reason } => loc.text(
                match reason {
                    PauseReason::NoValidReason => "event-pause-clock-no-reason",
                    PauseReason::Medical => "event-pause-clock-medical",
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
            Event::ThirdParty {
                who, about, told, ..
            } => loc.text(
                &value_id("event-third-party", &[told.key(), about.key()]),
                &[("who", Arg::from(loc.text(who.message_id(), &[])))],
            ),
            Event::ExternalDisturbance { .. } => loc.text("event-external-disturbance", &[]),
            Event::PlayersCorrect => loc.text("event-players-correct", &[]),
            Event::SignResult {
                result, by: None, ..
            } => loc.text(
                "event-sign-result",
                &[("result", Arg::from(self.score(*result)))],
            ),
            Event::SignResult {
                result,
                by: Some(by),
                ..
            } => loc.text(
                "event-sign-result-one",
                &[side(*by), ("result", Arg::from(self.score(*result)))],
            ),
            Event::Leave { by, to, .. } => loc.text(leave_id(*to), &[side(*by)]),
            Event::Assistance { by, source, .. } => {
                loc.text(&value_id("event-assistance", &[source.key()]), &[side(*by)])
            }
            Event::RefuseInspection { by, .. } => loc.text("event-refuse-inspection", &[side(*by)]),
            Event::RefuseReconstruction { by, .. } => {
                loc.text("event-refuse-reconstruction", &[side(*by)])
            }
            Event::Disrepute { by, .. } => loc.text("event-disrepute", &[side(*by)]),
            Event::Smoke { by, kind, .. } => {
                loc.text(&value_id("event-smoke", &[kind.key()]), &[side(*by)])
            }
            Event::Disturb { by, how, .. } => {
                loc.text(&value_id("event-disturb", &[how.key()]), &[side(*by)])
            }
            Event::PersistentRefusal { by, .. } => {
                loc.text("event-persistent-refusal", &[side(*by)])
            }
            Event::ArbiterRemark { to, about } => loc.text(
                &value_id("event-arbiter-remark", &[about.key()]),
                &[side(*to)],
            ),
            Event::Scoresheet { by, act, .. } => {
                loc.text(&value_id("event-scoresheet", &[act.key()]), &[side(*by)])
            }
            Event::UnattendedClaim { by, basis, .. } => loc.text(
                &value_id("event-unattended-claim", &[basis.key()]),
                &[side(*by)],
            ),
            Event::VisuallyDisabled {
                by, act, square, ..
            } => {
                let square = (
                    "square",
                    Arg::from(square.map(|s| s.to_string()).unwrap_or_default()),
                );
                loc.text(&value_id("event-blind", &[act.key()]), &[side(*by), square])
            }
            Event::Seal(seal) => match seal.board_move.as_ref().or(seal.written.as_ref()) {
                Some(mv) if seal.record == SealRecord::Readable => loc.text(
                    "event-seal",
                    &[side(seal.by), ("move", Arg::from(self.written_move(mv)))],
                ),
                _ => loc.text("event-seal-unreadable", &[side(seal.by)]),
            },
            Event::Resume(r) => match (r.envelope, r.absent) {
                (Envelope::Missing | Envelope::PositionLost, _) => {
                    loc.text("event-resume-envelope-missing", &[])
                }
                (Envelope::TimesMissing, _) => loc.text("event-resume-times-missing", &[]),
                (Envelope::Intact, Absent::Nobody) => loc.text("event-resume", &[]),
                (Envelope::Intact, Absent::Player(c)) => {
                    loc.text("event-resume-absent", &[side(c)])
                }
                (Envelope::Intact, Absent::Both) => loc.text("event-resume-both-absent", &[]),
            },
            Event::ResumptionClocks(c) => loc.text("event-resumption-clocks", &[side(c.by)]),
            Event::Appeal { by } => loc.text("event-appeal", &[side(*by)]),
            Event::ArbiterRuling {
                result: GameResult::Over(result),
                ..
            } => loc.text(
                "event-arbiter-ruling",
                &[("result", Arg::from(self.score(*result)))],
            ),
            Event::ArbiterRuling { .. } => loc.text("event-arbiter-ruling-continues", &[]),
            Event::Assistant { by, duty, .. } => loc.text(
                match duty {
                    AssistantDuty::Moves => "event-assistant-moves",
                    AssistantDuty::Clock => "event-assistant-clock",
                },
                &[side(*by)],
            ),
            Event::Alleged(e) => loc.text("event-alleged", &[("event", Arg::from(self.event(e)))]),
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
    use crate::laws::claim::Ground;
    use crate::laws::event::MoveEvent;
    use crate::laws::event::{
        AidSource, BlindAct, ClaimBasis, Disturbance, Pointed, RecordingAct, RemarkAbout,
        SmokeKind, Told,
    };

    /// Every word of the vocabularies that choose an event's sentence has that sentence in
    /// every locale, so adding a word without its message fails here.
    #[test]
    fn every_vocabulary_word_has_its_event_sentence() {
        fn ids<V: Vocabulary>(prefix: &str) -> Vec<String> {
            V::ALL
                .iter()
                .map(|v| value_id(prefix, &[v.key()]))
                .collect()
        }
        let mut all = Vec::new();
        all.extend(ids::<BlindAct>("event-blind"));
        all.extend(ids::<RecordingAct>("event-scoresheet"));
        all.extend(ids::<Disturbance>("event-disturb"));
        all.extend(ids::<SmokeKind>("event-smoke"));
        all.extend(ids::<AidSource>("event-assistance"));
        all.extend(ids::<RemarkAbout>("event-arbiter-remark"));
        all.extend(ids::<Ground>("event-claim"));
        all.extend(ids::<ClaimBasis>("event-unattended-claim"));
        for told in Told::ALL {
            for about in Pointed::ALL {
                all.push(value_id("event-third-party", &[told.key(), about.key()]));
            }
        }
        for locale in Locale::ALL {
            let loc = Localizer::new(locale);
            for id in &all {
                assert!(loc.is_translated(id), "{locale:?} has no message {id}");
            }
        }
    }

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
