//! One sentence for each event of a case, in the reader's language and piece letters, for
//! events the scenario's author did not narrate (printed papers, timelines).

use shakmaty::{Color, Role};

use super::{Arg, RulingText};
use crate::laws::adjourned::{Absent, Envelope, SealRecord};
use crate::laws::claim::Ground;
use crate::laws::event::{
    AidSource, BlindAct, CastlingProcedure, ClaimBasis, Contact, Disturbance, Event, LeavePlace,
    OfferAnswer, Order, PauseReason, Pointed, RecordingAct, RemarkAbout, SmokeKind, Told,
};

/// The sentence of a third party's remark, by what he points out and whom he tells.
fn third_party_id(about: Pointed, told: Told) -> &'static str {
    match (told, about) {
        (Told::Players, Pointed::Flag) => "event-third-party-players-flag",
        (Told::Players, Pointed::IllegalMove) => "event-third-party-players-illegal-move",
        (Told::Players, Pointed::Other) => "event-third-party-players-other",
        (Told::Arbiter, Pointed::Flag) => "event-third-party-arbiter-flag",
        (Told::Arbiter, Pointed::IllegalMove) => "event-third-party-arbiter-illegal-move",
        (Told::Arbiter, Pointed::Other) => "event-third-party-arbiter-other",
        (_, Pointed::Device) => "event-third-party-device",
    }
}

/// The sentence of a player leaving.
fn leave_id(to: LeavePlace) -> &'static str {
    match to {
        LeavePlace::WithinVenue => "event-leave-playing-area",
        LeavePlace::OutsideVenue => "event-leave-venue",
    }
}

/// The sentence of a player getting help.
fn assistance_id(source: AidSource) -> &'static str {
    match source {
        AidSource::Notes => "event-assistance-notes",
        AidSource::Information => "event-assistance-information",
        AidSource::Advice => "event-assistance-advice",
        AidSource::OtherBoard => "event-assistance-other-board",
    }
}

/// The sentence of a player smoking.
fn smoke_id(kind: SmokeKind) -> &'static str {
    match kind {
        SmokeKind::Tobacco => "event-smoke-tobacco",
        SmokeKind::ECigarette => "event-smoke-e-cigarette",
    }
}

/// The sentence of a player disturbing his opponent.
fn disturb_id(how: Disturbance) -> &'static str {
    match how {
        Disturbance::Noise => "event-disturb-noise",
        Disturbance::Talking => "event-disturb-talking",
        Disturbance::Behaviour => "event-disturb-behaviour",
        Disturbance::DrawOffers => "event-disturb-draw-offers",
    }
}

/// The sentence of the arbiter's remark.
fn remark_id(about: RemarkAbout) -> &'static str {
    match about {
        RemarkAbout::MoveCount => "event-arbiter-remark-move-count",
        RemarkAbout::OpponentMoved => "event-arbiter-remark-opponent-moved",
        RemarkAbout::ClockNotPressed => "event-arbiter-remark-clock-not-pressed",
        RemarkAbout::Flag => "event-arbiter-remark-flag",
    }
}

/// The sentence of something done with a scoresheet.
fn scoresheet_id(act: RecordingAct) -> &'static str {
    match act {
        RecordingAct::MoveInAdvance => "event-scoresheet-move-in-advance",
        RecordingAct::MoveBeforeRecording => "event-scoresheet-move-before-recording",
        RecordingAct::OfferNotMarked => "event-scoresheet-offer-not-marked",
        RecordingAct::NotesOnScoresheet => "event-scoresheet-notes-on-scoresheet",
        RecordingAct::ElectronicDefect => "event-scoresheet-electronic-defect",
        RecordingAct::NonAlgebraic => "event-scoresheet-non-algebraic",
        RecordingAct::Hidden => "event-scoresheet-hidden",
    }
}

/// The message of what happens in a game with a visually disabled player.
fn blind_id(act: BlindAct) -> &'static str {
    match act {
        BlindAct::FeelsPiece => "event-blind-feels-piece",
        BlindAct::LiftsPiece => "event-blind-lifts-piece",
        BlindAct::SightedTouches => "event-blind-sighted-touches",
        BlindAct::SlipCorrected => "event-blind-slip-corrected",
        BlindAct::SlipCorrectedLate => "event-blind-slip-corrected-late",
        BlindAct::BoardsDifferScoresAgree => "event-blind-boards-differ-scores-agree",
        BlindAct::BoardsDifferScoresDiffer => "event-blind-boards-differ-scores-differ",
        BlindAct::SpecialClock => "event-blind-special-clock",
        BlindAct::BrailleScore => "event-blind-braille-score",
        BlindAct::DeviceScore => "event-blind-device-score",
        BlindAct::AssistantInformsUnasked => "event-blind-assistant-informs-unasked",
        BlindAct::AssistantInformsAsked => "event-blind-assistant-informs-asked",
        BlindAct::AssistantMakesMove => "event-blind-assistant-makes-move",
        BlindAct::AssistantClaimsFlag => "event-blind-assistant-claims-flag",
        BlindAct::AssistantReportsTouch => "event-blind-assistant-reports-touch",
        BlindAct::SightedAssistant => "event-blind-sighted-assistant",
        BlindAct::SightedAssistantKeepsScore => "event-blind-sighted-assistant-keeps-score",
        BlindAct::DemandsTwoBoards => "event-blind-demands-two-boards",
        BlindAct::ClockBeforeAnnouncing => "event-blind-clock-before-announcing",
    }
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
            Event::Claim(c) => match event.flag_fall() {
                Some((s, order)) if order != Order::After => {
                    loc.text("event-flag-same-moment", &[side(s)])
                }
                _ => loc.text(claim_message(c.ground), &[side(c.by)]),
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
            Event::Resign { by } => loc.text("event-resign", &[side(*by)]),
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
            Event::ThirdParty { who, about, told } => loc.text(
                third_party_id(*about, *told),
                &[("who", Arg::from(loc.text(who.message_id(), &[])))],
            ),
            Event::ExternalDisturbance { .. } => loc.text("event-external-disturbance", &[]),
            Event::PlayersCorrect => loc.text("event-players-correct", &[]),
            Event::SignResult { result, .. } => loc.text(
                "event-sign-result",
                &[("result", Arg::from(self.score(*result)))],
            ),
            Event::Leave { by, to, .. } => loc.text(leave_id(*to), &[side(*by)]),
            Event::Assistance { by, source, .. } => loc.text(assistance_id(*source), &[side(*by)]),
            Event::RefuseInspection { by, .. } => loc.text("event-refuse-inspection", &[side(*by)]),
            Event::Smoke { by, kind, .. } => loc.text(smoke_id(*kind), &[side(*by)]),
            Event::Disturb { by, how, .. } => loc.text(disturb_id(*how), &[side(*by)]),
            Event::PersistentRefusal { by, .. } => {
                loc.text("event-persistent-refusal", &[side(*by)])
            }
            Event::ArbiterRemark { to, about } => loc.text(remark_id(*about), &[side(*to)]),
            Event::Scoresheet { by, act, .. } => loc.text(scoresheet_id(*act), &[side(*by)]),
            Event::UnattendedClaim { by, basis, .. } => loc.text(
                match basis {
                    ClaimBasis::CannotWin => "event-unattended-claim-cannot-win",
                    ClaimBasis::NoEffort => "event-unattended-claim-no-effort",
                },
                &[side(*by)],
            ),
            Event::VisuallyDisabled { by, act, square } => {
                let square = (
                    "square",
                    Arg::from(square.map(|s| s.to_string()).unwrap_or_default()),
                );
                loc.text(blind_id(*act), &[side(*by), square])
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
                (Envelope::Intact, Absent::Nobody) => loc.text("event-resume", &[]),
                (Envelope::Intact, Absent::Player(c)) => {
                    loc.text("event-resume-absent", &[side(c)])
                }
                (Envelope::Intact, Absent::Both) => loc.text("event-resume-both-absent", &[]),
            },
            Event::ResumptionClocks(c) => loc.text("event-resumption-clocks", &[side(c.by)]),
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
        Ground::Assistance => "event-claim-assistance",
        Ground::Leaving => "event-claim-leaving",
        Ground::Smoking => "event-claim-smoking",
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
