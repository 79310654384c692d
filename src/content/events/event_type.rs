//! The event types of `[[events]]`: each type's word, what it means, the keys it takes, and
//! the function that makes the engine's event of it. Adding an event type is one entry in
//! each of the three matches below and one reader in `read.rs`.

use shakmaty::Color;

use super::super::vocab::{
    Choices, DiscoverKind, FlagNotice, RuledResult, SignedResult, vocabulary,
};
use super::event_key::{EventKey as K, KeySpec, Value};
use super::fields::Fields;
use super::read;
use crate::content::problem::Problems;
use crate::content::vocab::PromotionPiece;
use crate::laws::Event;
use crate::laws::adjourned::{Absent, ClockComplaint, Envelope, SealRecord};
use crate::laws::claim::{AfterFlag, ClaimMoment, ClockAct, Evidence, Ground, QuickplayJudgement};
use crate::laws::event::{
    AidSource, AssistantDuty, BlindAct, Bystander, CastlingProcedure, ClaimBasis, ClockButton,
    ClockFault, Contact, CounterFault, DeviceFinding, DeviceOwner, Discretion, Disturbance,
    Gesture, InspectionManner, LaterDecision, LeavePlace, Notice, OfferAnswer, OfferMoment,
    OfferResponse, OpponentScore, Order, PauseReason, Pointed, PromotionAct, RecordingAct,
    RemarkAbout, SmokeKind, Told, TouchFinding, UnattendedRecord,
};
use crate::laws::ruling::Penalty;

vocabulary! {
    /// The type of an `[[events]]` entry.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum EventType as "event type" {
        /// A move is made on the board: the piece is released on its square (4.7). A piece
        /// put on a square and not let go of is only touched: write a `touch`, then the move
        /// the player finally releases.
        Move = "move",
        /// The player presses his clock: without a move (an illegal act from 2018, improper
        /// handling before), or completing a move he made earlier with `pressed_clock =
        /// false`, legal or illegal.
        PressClock = "press-clock",
        /// A piece is touched; `adjust = true` means the player said "I adjust" first.
        /// Several touches are several events; `contact` says whether a touch was clearly
        /// accidental or "I adjust" came too late, and `order` when it came compared with the
        /// touch before it.
        Touch = "touch",
        /// The opponent claims that touch-move binds the player who touched: the same as a
        /// `claim` with `ground = "touch-move"`.
        TouchMoveClaim = "touch-move-claim",
        /// A player knocks over or displaces pieces.
        Displace = "displace",
        /// The pieces are set on the board by hand, not by a move, as `placement` says: the
        /// arbiter restores a position wrongly, a player puts displaced pieces back on the
        /// wrong squares. Play goes on from them, with the side to move and the move number
        /// as they were, until a `discover what = "displaced-pieces"` finds it and the
        /// position before is reinstated.
        SetPosition = "set-position",
        /// That side's flag falls; the arbiter sees it, or the opponent claims it. With `order`,
        /// it fell at the moment of that player's claim or move just before it.
        Flag = "flag",
        /// Both flags are down.
        BothFlags = "both-flags",
        /// A player's claim or complaint to the arbiter, whatever it rests on: `ground` says
        /// what (see "Claims"), and only the keys of that ground may be given.
        Claim = "claim",
        /// A player's complaint to the arbiter: the same as a `claim`, with the same keys (the
        /// name earlier versions of the format gave to complaints about conduct).
        Complaint = "complaint",
        /// A draw offer.
        Offer = "offer",
        /// A player answers the draw offer that stands (an offer, or a claim that counts as
        /// one), or the player who made it tries to take it back.
        OfferResponse = "offer-response",
        /// A player resigns; with `gesture`, he did not say so, and the arbiter establishes
        /// what his silent gesture meant.
        Resign = "resign",
        /// A phone or other electronic device comes to light.
        Device = "device",
        /// A player reaches the board so many minutes after the scheduled start.
        Arrive = "arrive",
        /// An irregularity is found.
        Discover = "discover",
        /// A player with under two minutes asks for an increment (quickplay finish): the same
        /// as a `claim` with `ground = "increment"`, the opponent's refusal and the arbiter's
        /// decision given by `opponent_accepts` and `arbiter_grants`.
        IncrementRequest = "increment-request",
        /// A player stops recording his moves (is he allowed to?), judged on the clocks as
        /// they read at that point: the situation's `clock`, or the last `clock` event
        /// before it.
        StopRecording = "stop-recording",
        /// The player who has just promoted a pawn wants to exchange the new piece for
        /// another, after it has touched the promotion square (the previous event or move
        /// must be his promotion).
        PromotionSwap = "promotion-swap",
        /// A rapid or blitz player asks to see the arbiter's scoresheet, for the nth time.
        ScoresheetRequest = "scoresheet-request",
        /// The opponent claims that the last move was illegal: the same as a `claim` with
        /// `ground = "illegal-move"`.
        IllegalMoveClaim = "illegal-move-claim",
        /// A player pauses the clock to call the arbiter, with or without a valid reason.
        PauseClock = "pause-clock",
        /// A player restarts the clock while it is paused, before the arbiter has said the
        /// game goes on (after a `pause-clock`, a claim or the arbiter's intervention).
        RestartClock = "restart-clock",
        /// The clocks show these times at this point.
        Clock = "clock",
        /// A player leaves the playing area or the venue.
        Leave = "leave",
        /// A player uses notes, a source of information or advice, or analyses on another
        /// chessboard.
        Assistance = "assistance",
        /// A player refuses to let the arbiter inspect his clothes, bags or other items.
        RefuseInspection = "refuse-inspection",
        /// A player refuses to help the arbiter reconstruct the game: to check a repetition
        /// or fifty-move claim, or to restore a position.
        RefuseReconstruction = "refuse-reconstruction",
        /// A player smokes (tobacco or an e-cigarette).
        Smoke = "smoke",
        /// A player brings the game of chess into disrepute (a pre-arranged result, playing
        /// drunk, abuse): an offence the arbiter penalises, also once the game is over.
        Disrepute = "disrepute",
        /// A player distracts or annoys his opponent.
        Disturb = "disturb",
        /// A player persistently refuses to comply with the Laws (both players: two events).
        PersistentRefusal = "persistent-refusal",
        /// Someone who is neither a player of the game nor its arbiter points out an
        /// irregularity, or uses a phone in the venue.
        ThirdParty = "third-party",
        /// The game is disturbed from outside, through no fault of either player (noise, an
        /// alarm, a failing light, a spectator's ringing phone): `extra_white` and
        /// `extra_black` give the extra time the arbiter decides to add (left out: none).
        ExternalDisturbance = "external-disturbance",
        /// The players agree between themselves to correct an illegal move that stands in a
        /// game without adequate supervision (the opponent has already moved): they may,
        /// without the arbiter (2018 A.4.2, 2023 A.5.2, 2014 A.4b, 2009 B3c).
        PlayersCorrect = "players-correct",
        /// The arbiter tells a player something (was he allowed to?).
        ArbiterRemark = "arbiter-remark",
        /// A player does something with his scoresheet.
        Scoresheet = "scoresheet",
        /// The players sign the scoresheets (or approve electronic ones) with a result; with
        /// `by`, one player signs (or reports to the arbiter) the result he gives, and two such
        /// events with different results are results that differ.
        SignResult = "sign-result",
        /// Something happens in a game with a visually disabled player on two boards: `act`
        /// says what, `square` names the piece for the acts about one.
        VisuallyDisabled = "visually-disabled",
        /// With no arbiter present in the venue, a player with under two minutes claims a
        /// draw (quickplay finish): `basis` says why, `decision` what the arbiter later
        /// decides (2009 D1, 2014 G.6, 2018 and 2023 III.6; the 2014 text could not be read
        /// here, so G.6 is cited whole, as the same procedure). The claim ends the game and
        /// leaves the arbiter a record: `position_written = false` says the claimant did not
        /// write down the final position, `scoresheet_submitted = false` that he handed in no
        /// up-to-date scoresheet (which a `no-effort` claim needs); either way the arbiter
        /// cannot uphold the claim. `verified = false` says the opponent would not verify
        /// them, which does not void it.
        UnattendedClaim = "claim-no-arbiter",
        /// The player having the move seals it at the end of a session (the game is
        /// adjourned): `written` is what he wrote on his scoresheet, `record = "unreadable"`
        /// says its meaning cannot be established. A second `seal` by the same player is a
        /// change of the sealed move.
        Seal = "seal",
        /// The adjourned game resumes: who is absent at the agreed time and how late he comes
        /// (`minutes_late` left out: he does not come), and whether the envelope is there.
        Resume = "resume",
        /// On resumption, a player says that the time used was set wrongly on a clock.
        ResumptionClocks = "resumption-clocks",
        /// A player appeals against a decision of the arbiter (to the appeals committee the
        /// regulations set up), during the game or after it, signed scoresheet or not.
        Appeal = "appeal",
        /// The arbiter rules on the game at this point, rightly or wrongly: `result` is the
        /// result he declares, or `continues`. The engine says whether the Laws give the same
        /// (`arbiter_right`), and an `appeal` after it is measured against it (`upheld`).
        ArbiterRuling = "arbiter-ruling",
        /// A player who cannot move the pieces or use the clock himself has an assistant do
        /// it: `duty` says which, `disability` whether he has a disability (his clock is then
        /// not adjusted), `accepted = false` that the arbiter does not accept the assistant.
        Assistant = "assistant",
    }
}

/// The keys of the penalty the arbiter chooses for an offence.
const PENALTY: KeySpec = KeySpec::optional(K::Penalty, word::<Penalty>());
const PENALTY_TIME: KeySpec = KeySpec::optional(K::PenaltyTime, Value::Clock);
const OPPONENT_SCORES: KeySpec =
    KeySpec::default(K::OpponentScores, word::<OpponentScore>(), "win");
const ARBITER_DECIDES: KeySpec =
    KeySpec::default(K::ArbiterDecides, word::<Discretion>(), "as-written");

const BY: KeySpec = KeySpec::required(K::By, Value::Side);

const fn word<V: crate::content::vocab::Vocabulary>() -> Value {
    Value::Word(Choices::of::<V>())
}

impl EventType {
    /// The keys the type takes besides `type` and `text`, in the order the documentation
    /// lists them.
    pub fn takes(self) -> &'static [KeySpec] {
        match self {
            EventType::Move => {
                const {
                    &[
                        BY,
                        KeySpec::required(K::Move, Value::Move),
                        KeySpec::default(K::PressedClock, Value::Bool, "true"),
                        KeySpec::default(K::TwoHands, Value::Bool, "false"),
                        KeySpec::default(K::Promotion, word::<PromotionAct>(), "as-written"),
                        KeySpec::default(K::Noticed, word::<Notice>(), "arbiter"),
                        KeySpec::optional(K::Spent, Value::Clock),
                        KeySpec::default(K::Castling, word::<CastlingProcedure>(), "king-first"),
                        KeySpec::default(K::Announced, Value::Bool, "false"),
                        KeySpec::optional(K::PromotionTouched, word::<PromotionPiece>()),
                        KeySpec::default(K::CapturedLeft, Value::Bool, "false"),
                        KeySpec::default(K::OpponentsPiece, Value::Bool, "false"),
                    ]
                }
            }
            EventType::Touch => {
                const {
                    &[
                        BY,
                        KeySpec::required(K::Square, Value::Square),
                        KeySpec::default(K::Adjust, Value::Bool, "false"),
                        KeySpec::default(K::Contact, word::<Contact>(), "deliberate"),
                        KeySpec::default(K::Order, word::<Order>(), "after"),
                        KeySpec::default(
                            K::ArbiterDecides,
                            word::<TouchFinding>(),
                            "not-established",
                        ),
                    ]
                }
            }
            EventType::Flag => {
                const {
                    &[
                        KeySpec::required(K::Side, Value::Side),
                        KeySpec::default(K::Noticed, word::<FlagNotice>(), "arbiter"),
                        KeySpec::default(K::Order, word::<Order>(), "after"),
                        KeySpec::optional(K::Period, Value::Count),
                        KeySpec::default(K::MovesEstablished, Value::Bool, "true"),
                        KeySpec::optional(K::MovesAtFall, Value::Count),
                        KeySpec::optional(K::ClockFault, word::<ClockFault>()),
                    ]
                }
            }
            EventType::BothFlags => {
                const {
                    &[
                        KeySpec::default(K::First, word::<Option<Color>>(), "unknown"),
                        KeySpec::optional(K::ClaimedBy, Value::Side),
                    ]
                }
            }
            EventType::Claim | EventType::Complaint => {
                const {
                    &[
                        BY,
                        KeySpec::required(K::Ground, word::<Ground>()),
                        KeySpec::optional(K::Written, Value::Move),
                        KeySpec::default(K::Moment, word::<ClaimMoment>(), "before-moving"),
                        KeySpec::optional(K::Judgement, word::<QuickplayJudgement>()),
                        KeySpec::default(K::Response, word::<OfferResponse>(), "none"),
                        KeySpec::default(K::Examined, Value::Bool, "true"),
                        KeySpec::default(K::MovesEstablished, Value::Bool, "true"),
                        KeySpec::optional(K::Finding, word::<DeviceFinding>()),
                        KeySpec::optional(K::Act, word::<ClockAct>()),
                        KeySpec::optional(K::KingMisplaced, Value::Side),
                        KeySpec::optional(K::RookMisplaced, Value::Square),
                        KeySpec::default(K::ScheduleAtRisk, Value::Bool, "false"),
                        KeySpec::optional(K::ClockSetting, Value::TimeControl),
                        KeySpec::optional(K::ClockSide, Value::Side),
                        KeySpec::optional(K::Counted, Value::Count),
                        KeySpec::default(K::Order, word::<Order>(), "after"),
                        ARBITER_DECIDES,
                        KeySpec::default(K::AfterFlag, word::<AfterFlag>(), "pending"),
                        KeySpec::default(K::Evidence, word::<Evidence>(), "game"),
                        KeySpec::default(K::StoppedClock, Value::Bool, "true"),
                        KeySpec::optional(K::White, Value::Clock),
                        KeySpec::optional(K::Black, Value::Clock),
                    ]
                }
            }
            EventType::OfferResponse => {
                const { &[BY, KeySpec::required(K::Response, word::<OfferAnswer>())] }
            }
            EventType::Offer => {
                const {
                    &[
                        BY,
                        KeySpec::default(K::Moment, word::<OfferMoment>(), "after-moving"),
                        KeySpec::default(K::Response, word::<OfferResponse>(), "none"),
                        KeySpec::default(K::Conditional, Value::Bool, "false"),
                        KeySpec::default(K::ArbiterConsents, Value::Bool, "false"),
                        KeySpec::optional(K::Disturbed, Value::Bool),
                    ]
                }
            }
            EventType::Device => {
                const {
                    &[
                        BY,
                        KeySpec::required(K::Finding, word::<DeviceFinding>()),
                        KeySpec::default(K::Owner, word::<DeviceOwner>(), "player"),
                        KeySpec::default(K::Permission, Value::Bool, "false"),
                    ]
                }
            }
            EventType::Arrive => {
                const {
                    &[
                        BY,
                        KeySpec::required(K::MinutesLate, Value::Count),
                        KeySpec::default(K::StartDelay, Value::Count, "0"),
                        ARBITER_DECIDES,
                    ]
                }
            }
            EventType::Leave => {
                const {
                    &[
                        BY,
                        KeySpec::required(K::Leaves, word::<LeavePlace>()),
                        KeySpec::default(K::Permission, Value::Bool, "false"),
                        KeySpec::default(K::Reported, Value::Bool, "false"),
                        PENALTY,
                        PENALTY_TIME,
                        OPPONENT_SCORES,
                    ]
                }
            }
            EventType::Assistance => {
                const {
                    &[
                        BY,
                        KeySpec::required(K::Source, word::<AidSource>()),
                        PENALTY,
                        PENALTY_TIME,
                        OPPONENT_SCORES,
                    ]
                }
            }
            EventType::RefuseInspection => {
                const {
                    &[
                        BY,
                        KeySpec::default(K::Inspection, word::<InspectionManner>(), "proper"),
                        PENALTY,
                        PENALTY_TIME,
                        OPPONENT_SCORES,
                    ]
                }
            }
            EventType::RefuseReconstruction => {
                const {
                    &[
                        BY,
                        KeySpec::default(K::ForClaim, Value::Bool, "false"),
                        PENALTY,
                        PENALTY_TIME,
                        OPPONENT_SCORES,
                    ]
                }
            }
            EventType::SetPosition => {
                const { &[KeySpec::required(K::Placement, Value::Placement)] }
            }
            EventType::Disrepute | EventType::Displace => {
                const { &[BY, PENALTY, PENALTY_TIME, OPPONENT_SCORES] }
            }
            EventType::Smoke => {
                const {
                    &[
                        BY,
                        KeySpec::default(K::Kind, word::<SmokeKind>(), "tobacco"),
                        KeySpec::default(K::InSmokingArea, Value::Bool, "false"),
                        PENALTY,
                        PENALTY_TIME,
                        OPPONENT_SCORES,
                    ]
                }
            }
            EventType::Disturb => {
                const {
                    &[
                        BY,
                        KeySpec::default(K::How, word::<Disturbance>(), "behaviour"),
                        PENALTY,
                        PENALTY_TIME,
                        OPPONENT_SCORES,
                    ]
                }
            }
            EventType::PersistentRefusal => const { &[BY, OPPONENT_SCORES] },
            EventType::Resign => const { &[BY, KeySpec::optional(K::Gesture, word::<Gesture>())] },
            EventType::ThirdParty => {
                const {
                    &[
                        KeySpec::required(K::Who, word::<Bystander>()),
                        KeySpec::required(K::About, word::<Pointed>()),
                        KeySpec::default(K::Told, word::<Told>(), "players"),
                        KeySpec::default(K::Permission, Value::Bool, "false"),
                    ]
                }
            }
            EventType::ExternalDisturbance => {
                const {
                    &[
                        KeySpec::optional(K::ExtraWhite, Value::Clock),
                        KeySpec::optional(K::ExtraBlack, Value::Clock),
                    ]
                }
            }
            EventType::ArbiterRemark => {
                const {
                    &[
                        KeySpec::required(K::To, Value::Side),
                        KeySpec::required(K::About, word::<RemarkAbout>()),
                    ]
                }
            }
            EventType::Scoresheet => {
                const {
                    &[
                        BY,
                        KeySpec::required(K::Act, word::<RecordingAct>()),
                        PENALTY,
                        PENALTY_TIME,
                        OPPONENT_SCORES,
                    ]
                }
            }
            EventType::SignResult => {
                const {
                    &[
                        KeySpec::required(K::Result, word::<SignedResult>()),
                        ARBITER_DECIDES,
                        KeySpec::optional(K::By, Value::Side),
                    ]
                }
            }
            EventType::ArbiterRuling => {
                const {
                    &[
                        KeySpec::required(K::Result, word::<RuledResult>()),
                        KeySpec::optional(K::ExtraWhite, Value::Clock),
                        KeySpec::optional(K::ExtraBlack, Value::Clock),
                        KeySpec::optional(K::Ordered, Value::Obligation),
                    ]
                }
            }
            EventType::UnattendedClaim => {
                const {
                    &[
                        BY,
                        KeySpec::required(K::Basis, word::<ClaimBasis>()),
                        KeySpec::default(K::Decision, word::<LaterDecision>(), "pending"),
                        KeySpec::default(K::PositionWritten, Value::Bool, "true"),
                        KeySpec::default(K::ScoresheetSubmitted, Value::Bool, "true"),
                        KeySpec::default(K::Verified, Value::Bool, "true"),
                    ]
                }
            }
            EventType::VisuallyDisabled => {
                const {
                    &[
                        BY,
                        KeySpec::required(K::Act, word::<BlindAct>()),
                        KeySpec::optional(K::Square, Value::Square),
                        ARBITER_DECIDES,
                    ]
                }
            }
            EventType::Discover => {
                const {
                    &[
                        KeySpec::required(K::What, word::<DiscoverKind>()),
                        KeySpec::optional(K::KingMisplaced, Value::Side),
                        KeySpec::optional(K::RookMisplaced, Value::Square),
                        KeySpec::default(K::ScheduleAtRisk, Value::Bool, "false"),
                        KeySpec::optional(K::ClockSetting, Value::TimeControl),
                        KeySpec::optional(K::ClockSide, Value::Side),
                        KeySpec::optional(K::Counted, Value::Count),
                        KeySpec::optional(K::IdentifiablePlies, Value::Count),
                        ARBITER_DECIDES,
                        KeySpec::optional(K::Elapsed, Value::Clock),
                        KeySpec::default(K::CounterFault, word::<CounterFault>(), "press"),
                        KeySpec::optional(K::White, Value::Clock),
                        KeySpec::optional(K::Black, Value::Clock),
                    ]
                }
            }
            EventType::IncrementRequest => {
                const {
                    &[
                        BY,
                        KeySpec::default(K::OpponentAccepts, Value::Bool, "false"),
                        KeySpec::default(K::ArbiterGrants, Value::Bool, "true"),
                    ]
                }
            }
            EventType::ScoresheetRequest => {
                const { &[BY, KeySpec::default(K::Nth, Value::Count, "1")] }
            }
            EventType::PauseClock => {
                const { &[BY, KeySpec::required(K::Reason, word::<PauseReason>())] }
            }
            EventType::RestartClock => const { &[BY, KeySpec::optional(K::Elapsed, Value::Clock)] },
            EventType::Clock => {
                const {
                    &[
                        KeySpec::required(K::White, Value::Clock),
                        KeySpec::required(K::Black, Value::Clock),
                    ]
                }
            }
            EventType::Seal => {
                const {
                    &[
                        BY,
                        KeySpec::required(K::Written, Value::Move),
                        KeySpec::default(K::Record, word::<SealRecord>(), "readable"),
                        KeySpec::optional(K::BoardMove, Value::Move),
                        KeySpec::default(K::StoppedClock, Value::Bool, "true"),
                        KeySpec::default(K::MinutesEarly, Value::Count, "0"),
                    ]
                }
            }
            EventType::Resume => {
                const {
                    &[
                        KeySpec::default(K::Absent, word::<Absent>(), "nobody"),
                        KeySpec::optional(K::MinutesLate, Value::Count),
                        KeySpec::default(K::Envelope, word::<Envelope>(), "intact"),
                        KeySpec::default(K::ReplySealed, Value::Bool, "false"),
                        ARBITER_DECIDES,
                    ]
                }
            }
            EventType::ResumptionClocks => {
                const {
                    &[
                        BY,
                        KeySpec::default(K::BeforeFirstMove, Value::Bool, "true"),
                        KeySpec::default(K::Established, Value::Bool, "true"),
                        ARBITER_DECIDES,
                    ]
                }
            }
            EventType::PlayersCorrect => &[],
            EventType::PressClock => {
                const {
                    &[
                        BY,
                        KeySpec::default(K::Button, word::<ClockButton>(), "own"),
                    ]
                }
            }
            EventType::TouchMoveClaim
            | EventType::StopRecording
            | EventType::PromotionSwap
            | EventType::IllegalMoveClaim
            | EventType::Appeal => &[BY],
            EventType::Assistant => {
                const {
                    &[
                        BY,
                        KeySpec::required(K::Duty, word::<AssistantDuty>()),
                        KeySpec::default(K::Disability, Value::Bool, "false"),
                        KeySpec::default(K::Accepted, Value::Bool, "true"),
                    ]
                }
            }
        }
    }

    /// The engine's event, from keys already checked against [`EventType::keys`].
    pub fn read(self, f: &Fields, problems: &mut Problems) -> Option<Event> {
        match self {
            EventType::Move => read::move_event(f),
            EventType::PressClock => Some(Event::PressClock {
                by: f.need(K::By)?,
                button: f.word(K::Button)?,
            }),
            EventType::Touch => read::touch(f, problems),
            EventType::TouchMoveClaim => read::claim_of(f, Ground::TouchMove),
            EventType::Displace => Some(Event::Displace {
                by: f.need(K::By)?,
                penalty: read::penalty(f, problems, EventType::Displace).ok()?,
            }),
            EventType::SetPosition => Some(Event::SetPosition {
                placement: f.need(K::Placement)?,
            }),
            EventType::Flag => read::flag(f, problems),
            EventType::BothFlags => Some(Event::BothFlags {
                first: f.word(K::First)?,
                claimed_by: f.given(K::ClaimedBy),
            }),
            EventType::Claim | EventType::Complaint => read::claim(f, problems),
            EventType::Offer => read::offer(f),
            EventType::OfferResponse => Some(Event::Answer {
                by: f.need(K::By)?,
                answer: f.word(K::Response)?,
            }),
            EventType::Resign => Some(Event::Resign {
                by: f.need(K::By)?,
                gesture: f.word_if_given(K::Gesture),
            }),
            EventType::Device => read::device(f),
            EventType::Arrive => read::arrive(f, problems),
            EventType::Discover => read::discover(f, problems),
            EventType::IncrementRequest => read::increment_request(f),
            EventType::StopRecording => Some(Event::StopRecording { by: f.need(K::By)? }),
            EventType::PromotionSwap => Some(Event::PromotionSwap { by: f.need(K::By)? }),
            EventType::ScoresheetRequest => read::scoresheet_request(f),
            EventType::IllegalMoveClaim => read::claim_of(f, Ground::IllegalMove),
            EventType::PauseClock => Some(Event::PauseClock {
                by: f.need(K::By)?,
                reason: f.word(K::Reason)?,
            }),
            EventType::RestartClock => Some(Event::RestartClock {
                by: f.need(K::By)?,
                elapsed: f.given(K::Elapsed),
            }),
            EventType::Clock => read::clock(f),
            EventType::Leave => read::leave(f, problems),
            EventType::Assistance => read::assistance(f, problems),
            EventType::RefuseInspection => read::refuse_inspection(f, problems),
            EventType::RefuseReconstruction => Some(Event::RefuseReconstruction {
                by: f.need(K::By)?,
                for_claim: f.need(K::ForClaim)?,
                penalty: read::penalty(f, problems, EventType::RefuseReconstruction).ok()?,
            }),
            EventType::Disrepute => Some(Event::Disrepute {
                by: f.need(K::By)?,
                penalty: read::penalty(f, problems, EventType::Disrepute).ok()?,
            }),
            EventType::Smoke => read::smoke(f, problems),
            EventType::Disturb => read::disturb(f, problems),
            EventType::PersistentRefusal => Some(Event::PersistentRefusal {
                by: f.need(K::By)?,
                opponent_scores: f.word(K::OpponentScores)?,
            }),
            EventType::ThirdParty => read::third_party(f, problems),
            EventType::PlayersCorrect => Some(Event::PlayersCorrect),
            EventType::ExternalDisturbance => Some(Event::ExternalDisturbance {
                extra_white: f.given(K::ExtraWhite),
                extra_black: f.given(K::ExtraBlack),
            }),
            EventType::ArbiterRemark => Some(Event::ArbiterRemark {
                to: f.need(K::To)?,
                about: f.word(K::About)?,
            }),
            EventType::Scoresheet => read::scoresheet(f, problems),
            EventType::SignResult => read::sign_result(f),
            EventType::VisuallyDisabled => read::visually_disabled(f, problems),
            EventType::UnattendedClaim => Some(Event::UnattendedClaim {
                by: f.need(K::By)?,
                basis: f.word(K::Basis)?,
                decision: f.word(K::Decision)?,
                record: UnattendedRecord {
                    position_written: f.need(K::PositionWritten)?,
                    scoresheet_submitted: f.need(K::ScoresheetSubmitted)?,
                    verified: f.need(K::Verified)?,
                },
            }),
            EventType::Seal => read::seal(f, problems),
            EventType::Resume => read::resume(f, problems),
            EventType::ResumptionClocks => Some(Event::ResumptionClocks(ClockComplaint {
                by: f.need(K::By)?,
                before_first_move: f.need(K::BeforeFirstMove)?,
                established: f.need(K::Established)?,
                arbiter: f.word(K::ArbiterDecides)?,
            })),
            EventType::Appeal => Some(Event::Appeal { by: f.need(K::By)? }),
            EventType::ArbiterRuling => Some(Event::ArbiterRuling {
                result: f.word::<RuledResult>(K::Result)?.result(),
                extra_white: f.given(K::ExtraWhite),
                extra_black: f.given(K::ExtraBlack),
                ordered: f.given(K::Ordered),
            }),
            EventType::Assistant => Some(Event::Assistant {
                by: f.need(K::By)?,
                duty: f.word(K::Duty)?,
                disability: f.need(K::Disability)?,
                accepted: f.need(K::Accepted)?,
            }),
        }
    }
}

/// The keys of a `claim` event besides `by`, `ground` and `text` that belong to each ground;
/// on another they would change nothing, so they are an error there. A ground not named here
/// takes none.
pub fn claim_keys(ground: Ground) -> &'static [K] {
    match ground {
        Ground::Threefold | Ground::FiftyMoves => &[
            K::Written,
            K::Moment,
            K::Response,
            K::Examined,
            K::MovesEstablished,
            K::Evidence,
            K::StoppedClock,
        ],
        Ground::Quickplay => &[
            K::Moment,
            K::Judgement,
            K::Response,
            K::Examined,
            K::AfterFlag,
            K::StoppedClock,
        ],
        Ground::Increment => &[K::Moment, K::Judgement, K::Response],
        Ground::Device => &[K::Finding],
        Ground::ClockHandling => &[K::Act],
        Ground::WrongSetup => &[K::KingMisplaced, K::RookMisplaced],
        Ground::WrongClockSetting => {
            &[K::ScheduleAtRisk, K::ClockSetting, K::ClockSide, K::Counted]
        }
        Ground::WrongClockTimes => &[K::White, K::Black],
        Ground::Flag => &[K::Order, K::Evidence, K::StoppedClock],
        Ground::Disturbance | Ground::Assistance | Ground::Leaving | Ground::Smoking => {
            &[K::Judgement]
        }
        Ground::ReversedColours => &[K::ArbiterDecides],
        Ground::IllegalMove => &[K::Evidence],
        // Most grounds are the bare complaint: a new one takes no keys until it lists them.
        _ => &[],
    }
}

impl DiscoverKind {
    /// The keys of a `discover` event that belong to this irregularity besides `what`; on
    /// another they would change nothing without a word.
    pub fn takes(self) -> &'static [K] {
        match self {
            DiscoverKind::WrongSetup => &[K::KingMisplaced, K::RookMisplaced],
            DiscoverKind::WrongClockSetting => {
                &[K::ScheduleAtRisk, K::ClockSetting, K::ClockSide, K::Counted]
            }
            DiscoverKind::MoveCounter => &[K::Counted, K::CounterFault, K::ClockSide],
            DiscoverKind::ReversedColours => &[K::ArbiterDecides],
            DiscoverKind::IllegalMove => &[K::IdentifiablePlies, K::ArbiterDecides],
            DiscoverKind::DisplacedPieces => &[K::IdentifiablePlies],
            DiscoverKind::WrongClockStarted | DiscoverKind::WrongClockRunning => &[K::Elapsed],
            DiscoverKind::WrongClockTimes => &[K::White, K::Black],
            DiscoverKind::WrongOrientation
            | DiscoverKind::IllegalPosition
            | DiscoverKind::DefectiveClock
            | DiscoverKind::ClockNotStarted
            | DiscoverKind::ClockTimesLost
            | DiscoverKind::TouchMove => &[],
        }
    }
}
