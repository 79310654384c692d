//! The events an arbiter rules on, in the order they happen at the board.

use shakmaty::{ByColor, Color, Role, Square};

use super::adjourned::{ClockComplaint, Resume, Seal};
use super::claim::{Claim, Ground};
use super::clock::ClockTime;
use super::ruling::{GameResult, Obligation, Penalty, Score};
use super::time_control::TimeControl;

/// Something that happens during the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// A move made on the board (legal or not).
    Move(MoveEvent),
    /// The clock is pressed although no move was made (2018 on: 7.5.3).
    PressClock {
        /// Who pressed it.
        by: Color,
        /// Whose button he pressed: his own, or his opponent's.
        button: ClockButton,
    },
    /// A piece is touched; several touches in a turn are several events, in order.
    Touch {
        /// Who touched it.
        by: Color,
        /// The square of the touched piece.
        square: Square,
        /// Whether the player first announced that he was adjusting ("j'adoube").
        adjust: bool,
        /// What kind of contact it was.
        contact: Contact,
        /// When it came, compared with the touch before it.
        order: Order,
        /// What the arbiter found about the order, where the Laws leave it to his finding.
        finding: TouchFinding,
    },
    /// A player knocks over or displaces pieces.
    Displace {
        /// Who displaced them.
        by: Color,
        /// The penalty the arbiter chooses, if the case says.
        penalty: Option<PenaltyChoice>,
    },
    /// The pieces are set on the board by hand, not by a move: the arbiter restores a
    /// position wrongly, a player puts displaced pieces back on the wrong squares. Play goes
    /// on from them until it is found (`discover` of displaced pieces).
    SetPosition {
        /// Where every piece then stands.
        placement: shakmaty::Board,
    },
    /// A flag falls and the arbiter sees it (a flag the opponent claims is a [`Claim`]).
    Flag {
        /// Whose flag fell.
        side: Color,
        /// When it fell, compared with the event before it (a claim or a move of the same
        /// player).
        order: Order,
        /// What the arbiter checks before it counts: the period it marks, the moves made when
        /// it fell, a clock fault.
        check: FlagCheck,
    },
    /// Both flags are down.
    BothFlags {
        /// Which fell first, if it can be established (an electronic clock usually shows it).
        first: Option<Color>,
        /// The player whose claim of his opponent's flag brought them to light, if it was a
        /// claim and not the arbiter's own observation.
        claimed_by: Option<Color>,
    },
    /// A player's claim or complaint to the arbiter, whatever its ground.
    Claim(Claim),
    /// A draw offer.
    Offer(DrawOffer),
    /// A player answers a draw offer (or tries to take his own back).
    Answer {
        /// Who answers.
        by: Color,
        /// The answer.
        answer: OfferAnswer,
    },
    /// A player resigns.
    Resign {
        /// Who resigns.
        by: Color,
        /// `None` when he says he resigns; otherwise he made a gesture without a word (held
        /// out his hand, stopped the clocks, laid down his king), and this is what the
        /// arbiter establishes that it meant.
        gesture: Option<Gesture>,
    },
    /// An electronic device is found or heard.
    Device {
        /// Whose device (the player under suspicion when the owner is unknown).
        by: Color,
        /// How it came to light.
        finding: DeviceFinding,
        /// Whether it is established that the device is that player's.
        owner: DeviceOwner,
        /// Whether the arbiter had authorised the player to keep it (a doctor on call).
        permission: bool,
    },
    /// A player reaches the board after the scheduled start.
    Arrive {
        /// Who arrives.
        by: Color,
        /// Minutes after the scheduled start.
        minutes_late: u32,
        /// Minutes after the scheduled start that the session actually started: lateness
        /// counts from the start of the session.
        start_delay: u32,
        /// Whether the arbiter uses the power the Laws give him to decide otherwise.
        arbiter: Discretion,
    },
    /// An irregularity is discovered during the game.
    Discover(Irregularity),
    /// Once the promoted piece has touched the promotion square, the player who promoted
    /// wants another piece instead.
    PromotionSwap {
        /// Who promoted.
        by: Color,
    },
    /// A player stops recording his moves.
    StopRecording {
        /// Who stops.
        by: Color,
    },
    /// A rapid or blitz player asks to see the arbiter's scoresheet.
    ScoresheetRequest {
        /// Who asks.
        by: Color,
        /// Which request of this player in the game this is (1 for the first).
        nth: u32,
    },
    /// A player pauses the clock to call the arbiter.
    PauseClock {
        /// Who pauses it.
        by: Color,
        /// Why.
        reason: PauseReason,
    },
    /// A player restarts the clock while it is paused, before the arbiter said the game goes
    /// on.
    RestartClock {
        /// Who restarts it.
        by: Color,
        /// How long it ran before the arbiter stopped it again.
        elapsed: Option<ClockTime>,
    },
    /// The clocks show these times at this point.
    ClockReading {
        /// White's time.
        white: ClockTime,
        /// Black's time.
        black: ClockTime,
    },
    /// A player leaves the playing area, or the playing venue.
    Leave {
        /// Who leaves.
        by: Color,
        /// Where he goes.
        to: LeavePlace,
        /// Whether the arbiter allowed it.
        permission: bool,
        /// Whether he told the arbiter before leaving.
        reported: bool,
        /// The penalty the arbiter chooses, if the case says.
        penalty: Option<PenaltyChoice>,
    },
    /// A player uses notes, a source of information or advice, or analyses on another
    /// chessboard.
    Assistance {
        /// Who.
        by: Color,
        /// What he used.
        source: AidSource,
        /// The penalty the arbiter chooses, if the case says.
        penalty: Option<PenaltyChoice>,
    },
    /// A player refuses to let the arbiter inspect his clothes, bags or other items.
    RefuseInspection {
        /// Who refuses.
        by: Color,
        /// How the inspection he refused was to be made.
        inspection: InspectionManner,
        /// The penalty the arbiter chooses, if the case says.
        penalty: Option<PenaltyChoice>,
    },
    /// A player refuses to help the arbiter reconstruct the game (to check a claim, to
    /// restore a position).
    RefuseReconstruction {
        /// Who refuses.
        by: Color,
        /// Whether the reconstruction is to check a repetition or fifty-move claim.
        for_claim: bool,
        /// The penalty the arbiter chooses, if the case says.
        penalty: Option<PenaltyChoice>,
    },
    /// A player brings the game of chess into disrepute.
    Disrepute {
        /// Who.
        by: Color,
        /// The penalty the arbiter chooses, if the case says.
        penalty: Option<PenaltyChoice>,
    },
    /// A player smokes.
    Smoke {
        /// Who smokes.
        by: Color,
        /// Tobacco or an e-cigarette.
        kind: SmokeKind,
        /// Whether he does it in the section of the venue the arbiter set aside for smoking.
        designated_area: bool,
        /// The penalty the arbiter chooses, if the case says.
        penalty: Option<PenaltyChoice>,
    },
    /// A player distracts or annoys his opponent.
    Disturb {
        /// Who disturbs.
        by: Color,
        /// How.
        how: Disturbance,
        /// The penalty the arbiter chooses, if the case says.
        penalty: Option<PenaltyChoice>,
    },
    /// A player persistently refuses to comply with the Laws.
    PersistentRefusal {
        /// Who refuses.
        by: Color,
        /// The score the arbiter decides for the opponent.
        opponent_scores: OpponentScore,
    },
    /// Someone who is neither a player of the game nor the arbiter points out an
    /// irregularity.
    ThirdParty {
        /// Who speaks.
        who: Bystander,
        /// What he points out.
        about: Pointed,
        /// Whom he tells.
        told: Told,
        /// Whether the arbiter had allowed what he does (a photographer in the permitted
        /// minutes, a device with the arbiter's authority).
        permission: bool,
    },
    /// The players agree between themselves to correct an illegal move.
    PlayersCorrect,
    /// The game is disturbed from outside, through no fault of either player.
    ExternalDisturbance {
        /// The extra time the arbiter gives White, if any.
        extra_white: Option<ClockTime>,
        /// The extra time the arbiter gives Black, if any.
        extra_black: Option<ClockTime>,
    },
    /// The arbiter tells a player something.
    ArbiterRemark {
        /// The player he speaks to.
        to: Color,
        /// What he says.
        about: RemarkAbout,
    },
    /// Something a player does with his scoresheet.
    Scoresheet {
        /// Who.
        by: Color,
        /// What he does.
        act: RecordingAct,
        /// The penalty the arbiter chooses, if the case says.
        penalty: Option<PenaltyChoice>,
    },
    /// The players sign the scoresheets (or approve the result on electronic scoresheets)
    /// with this result.
    SignResult {
        /// The result they sign.
        result: Score,
        /// The one player who signs (or reports) it, when the players sign apart; `None` when
        /// both sign it.
        by: Option<Color>,
        /// Whether the arbiter decides otherwise.
        arbiter: Discretion,
    },
    /// Something that happens in a game with a visually disabled player on two boards
    /// (2009 App. E, 2014 on App. D).
    VisuallyDisabled {
        /// The player it concerns: the visually disabled player for his own acts and his
        /// assistant's, the sighted player for his, the player whose board shows the wrong
        /// move when the boards differ.
        by: Color,
        /// What happens.
        act: BlindAct,
        /// The square of the piece taken out of its hole or touched, for the acts that need
        /// one.
        square: Option<Square>,
        /// Whether the arbiter decided otherwise where the Laws let him (the rank names).
        arbiter: Discretion,
    },
    /// A quickplay-finish claim made with no arbiter present in the venue.
    UnattendedClaim {
        /// Who claims.
        by: Color,
        /// What the claim rests on.
        basis: ClaimBasis,
        /// What the arbiter decides when the claim reaches him, if the case says.
        decision: LaterDecision,
        /// What the claimant wrote down and handed in, and whether his opponent verified it.
        record: UnattendedRecord,
    },
    /// The player having the move seals it at the end of a session: the game is adjourned.
    Seal(Seal),
    /// An adjourned game resumes.
    Resume(Resume),
    /// On resumption a player says that the time used was set wrongly on a clock.
    ResumptionClocks(ClockComplaint),
    /// A player appeals against a decision of the arbiter.
    Appeal {
        /// Who appeals.
        by: Color,
    },
    /// The arbiter (rightly or wrongly) rules on the game at this point: he declares this
    /// result, or lets play go on. The engine compares it with what the Laws give.
    ArbiterRuling {
        /// What he rules: the game over with a score, or play goes on (never undecided).
        result: GameResult,
        /// The time he has given White over the case, where the case says.
        extra_white: Option<ClockTime>,
        /// The time he has given Black over the case, where the case says.
        extra_black: Option<ClockTime>,
        /// What he ordered the player having the move to do on the board, where the case
        /// says.
        ordered: Option<ArbiterOrder>,
    },
    /// A player who cannot move the pieces or use the clock himself has an assistant do it.
    Assistant {
        /// Whose assistant.
        by: Color,
        /// What the assistant does for him.
        duty: AssistantDuty,
        /// Whether the player has a disability (his clock is then not adjusted).
        disability: bool,
        /// Whether the arbiter accepts the assistant.
        accepted: bool,
    },
    /// Something one player says happened and the other denies, which nobody else can
    /// confirm: the arbiter cannot establish it, so he rules on what he can establish.
    Alleged(Box<Event>),
}

impl Event {
    /// A deliberate touch of the piece on `square`, after any touch before it.
    pub fn touch(by: Color, square: Square) -> Self {
        Self::Touch {
            by,
            square,
            adjust: false,
            contact: Contact::Deliberate,
            order: Order::After,
            finding: TouchFinding::NotEstablished,
        }
    }

    /// A flag fall the arbiter sees, after the event before it.
    pub fn flag(side: Color) -> Self {
        Self::Flag {
            side,
            order: Order::After,
            check: FlagCheck::default(),
        }
    }

    /// A flag fall the event brings to the arbiter, seen or claimed: whose flag, and when it
    /// fell compared with the event before it.
    pub fn flag_fall(&self) -> Option<(Color, Order)> {
        match self {
            Self::Flag { side, order, .. } => Some((*side, *order)),
            Self::Claim(c) if c.ground == Ground::Flag => Some((!c.by, c.order)),
            _ => None,
        }
    }

    /// The player the event is about, where there is one.
    pub fn actor(&self) -> Option<Color> {
        match self {
            Self::Move(m) => Some(m.by),
            Self::PressClock { by, .. }
            | Self::Touch { by, .. }
            | Self::Displace { by, .. }
            | Self::Resign { by, .. }
            | Self::Device { by, .. }
            | Self::Arrive { by, .. }
            | Self::StopRecording { by }
            | Self::PromotionSwap { by }
            | Self::ScoresheetRequest { by, .. }
            | Self::Answer { by, .. }
            | Self::Leave { by, .. }
            | Self::Assistance { by, .. }
            | Self::RefuseInspection { by, .. }
            | Self::RefuseReconstruction { by, .. }
            | Self::Disrepute { by, .. }
            | Self::Smoke { by, .. }
            | Self::Disturb { by, .. }
            | Self::PersistentRefusal { by, .. }
            | Self::Scoresheet { by, .. }
            | Self::PauseClock { by, .. }
            | Self::RestartClock { by, .. }
            | Self::VisuallyDisabled { by, .. }
            | Self::UnattendedClaim { by, .. }
            | Self::Appeal { by }
            | Self::Assistant { by, .. } => Some(*by),
            Self::Flag { side, .. } => Some(*side),
            Self::Claim(c) => Some(c.by),
            Self::Offer(o) => Some(o.by),
            Self::ArbiterRemark { to, .. } => Some(*to),
            Self::Seal(s) => Some(s.by),
            Self::ResumptionClocks(c) => Some(c.by),
            Self::Alleged(e) => e.actor(),
            Self::BothFlags { .. }
            | Self::Discover(_)
            | Self::ClockReading { .. }
            | Self::ThirdParty { .. }
            | Self::ExternalDisturbance { .. }
            | Self::PlayersCorrect
            | Self::ArbiterRuling { .. }
            | Self::Resume(_)
            | Self::SetPosition { .. } => None,
            Self::SignResult { by, .. } => *by,
        }
    }
}

/// A move made on the board.
// Each flag is a separate fact of how the move was carried out (the clock pressed, two
// hands, castling announced, a captured pawn left), which any combination may describe; no
// two of them are states of one thing.
#[allow(clippy::struct_excessive_bools)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveEvent {
    /// Who moves.
    pub by: Color,
    /// The move: SAN (`Nf3`, `exd6`, `O-O`, `e8=Q`), long algebraic for moves that may be
    /// illegal (`Bf1-b6`, `e7-e8`), or UCI (`f1b6`).
    pub mv: String,
    /// Whether the player pressed his clock afterwards, completing the move.
    pub pressed_clock: bool,
    /// Whether he used both hands (castling, capturing or promoting with two hands).
    pub two_hands: bool,
    /// What was put on the promotion square, for a pawn reaching the last rank.
    pub promotion: PromotionAct,
    /// Who notices the move if it is illegal.
    pub noticed: Notice,
    /// Thinking time spent on the move, taken from the mover's clock.
    pub spent: Option<ClockTime>,
    /// For castling, how the king and rook were handled.
    pub castling: CastlingProcedure,
    /// Whether the player said beforehand that he was about to castle.
    pub announced: bool,
    /// For a promotion whose piece was exchanged on the square, the piece that touched the
    /// promotion square first (the choice was final then).
    pub promotion_touched: Option<Role>,
    /// For a capture, the captured piece (or the pawn taken en passant) was left on the
    /// board: no capture was made.
    pub captured_left: bool,
    /// The player moved one of his opponent's pieces (the move names its squares).
    pub opponents_piece: bool,
}

impl MoveEvent {
    /// A normal move, completed by pressing the clock, noticed by the arbiter if illegal.
    pub fn new(by: Color, mv: impl Into<String>) -> Self {
        Self {
            by,
            mv: mv.into(),
            pressed_clock: true,
            two_hands: false,
            promotion: PromotionAct::AsWritten,
            noticed: Notice::Arbiter,
            spent: None,
            castling: CastlingProcedure::KingFirst,
            announced: false,
            promotion_touched: None,
            captured_left: false,
            opponents_piece: false,
        }
    }
}

/// What happened on the promotion square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PromotionAct {
    /// The piece named in the move was put there.
    #[default]
    AsWritten,
    /// No new piece was put there: the pawn stands on the last rank.
    NoPiece,
    /// A rook was put there upside down (announced as a queen or not): it is a rook.
    UpsideDownRook,
    /// The piece named in the move was put on the square before the pawn was taken off the
    /// board.
    PieceFirst,
    /// The piece named in the move was put there, but of the opponent's colour.
    WrongColour,
    /// The piece named in the move was put on the last rank but the pawn was left where it
    /// stood: a piece added to the board, no move of the pawn.
    PawnLeft,
    /// The pawn was lifted off the board without first being put on the promotion square,
    /// and the new piece put straight there.
    PawnNotPlaced,
}

/// What an assistant does for a player who cannot do it himself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AssistantDuty {
    /// He moves the pieces (4.9).
    Moves,
    /// He presses the clock (6.2.6; 2014 6.2e).
    Clock,
}

/// Whose button of the clock a player pressed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ClockButton {
    /// His own: this stops his clock and starts his opponent's.
    #[default]
    Own,
    /// His opponent's: this stops the opponent's clock, if it runs, and starts his own.
    Opponents,
}

/// What kind of contact a touch was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Contact {
    /// Deliberate: with the intention of moving or capturing, or any contact not excepted.
    #[default]
    Deliberate,
    /// Clearly accidental (a sleeve brushing a piece): no obligation.
    Accidental,
    /// "J'adoube" said only after the piece was touched: too late to make it an adjustment.
    AdjustSaidAfter,
}

/// When a touch (or a flag fall) came, compared with the event before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Order {
    /// After it.
    #[default]
    After,
    /// At the same moment (king and rook grasped together).
    SameTime,
    /// One came first, but it cannot be established which.
    Unknown,
}

/// What the arbiter found about the order of two touches of the player's own pieces that both
/// could move, which the Laws do not deem (4.3.1 asks for the first touched; 4.3.3 settles
/// only own against the opponent's pieces).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TouchFinding {
    /// He has not established it (yet).
    #[default]
    NotEstablished,
    /// He finds that the touch before this one came first.
    EarlierFirst,
    /// He finds that this touch came first.
    ThisFirst,
}

/// How a player handled king and rook when castling.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum CastlingProcedure {
    /// The king first (or off the board, as Chess960 recommends), then the rook.
    #[default]
    KingFirst,
    /// The rook first, then the king.
    RookFirst,
    /// Only the king was moved; the rook was left where it stood.
    KingOnly,
    /// Only the rook was moved; the king was left where it stood.
    RookOnly,
    /// The king went to its castling square, but the rook was put on another square than
    /// its own castling square.
    RookMisplaced,
}

/// How a clock's move counter came to show the wrong count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum CounterFault {
    /// A press counted twice or not at all: the clock gave (or withheld) that press's
    /// increment with the count.
    #[default]
    Press,
    /// The counter was set to the wrong number (at the start, after a correction): the
    /// increments followed the moves actually made, only the periods followed the counter.
    Setting,
}

/// Why a player paused the clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PauseReason {
    /// The piece he needs for a promotion is not at the board.
    PromotionPiece,
    /// Pieces were displaced and the position must be put right with the arbiter.
    DisplacedPieces,
    /// Another matter for which he needs the arbiter (a claim, the opponent's conduct).
    Assistance,
    /// No valid reason (to think, to unsettle the opponent).
    NoValidReason,
    /// A player needs medical attention (the one who pauses, or his opponent).
    Medical,
}

/// Who notices an illegal move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Notice {
    /// The arbiter sees it at once.
    #[default]
    Arbiter,
    /// The opponent claims it at once, before making his own move.
    Claim,
    /// Nobody notices at the time; a later event may bring it up.
    Later,
}

/// When a draw offer was made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum OfferMoment {
    /// After making a move, before pressing the clock: the moment the Laws prescribe.
    #[default]
    AfterMoving,
    /// On his own time before making a move.
    BeforeMoving,
    /// While the opponent's clock runs.
    OpponentsTime,
}

/// The answer to a draw offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum OfferResponse {
    /// Accepted.
    Accepted,
    /// Declined (orally or by touching a piece to move it).
    Declined,
    /// No answer yet.
    #[default]
    None,
}

/// What a player says to a draw offer that stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OfferAnswer {
    /// The opponent accepts it.
    Accept,
    /// The opponent declines it orally.
    Decline,
    /// The player who offered tries to take the offer back.
    Withdraw,
}

/// A draw offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DrawOffer {
    /// Who offers.
    pub by: Color,
    /// When.
    pub moment: OfferMoment,
    /// The opponent's answer.
    pub response: OfferResponse,
    /// Whether the player attached a condition to it ("a draw, if you do not take my pawn").
    pub conditional: bool,
    /// Whether the arbiter gave the consent that the regulations require for a draw
    /// agreement (9.1.1).
    pub arbiter_consents: bool,
    /// What the arbiter finds when he considers whether the offer distracted or annoyed the
    /// opponent (11.5); `None` where the case leaves it open.
    pub disturbed: Option<bool>,
}

/// What the arbiter checks before a fallen flag counts: whether the clock's indication is
/// conclusive at all (6.10; a clock with an evident defect or a wrong setting is not), and in
/// a control of several periods whether the player had made the moves the period required
/// when it fell (6.4; 2009 6.3), or, when the scoresheets cannot show it, that the next move
/// opens the following period (8.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct FlagCheck {
    /// The period (counted from 1) whose time the flag marks, where the clock drops a flag
    /// at the end of every period (a mechanical clock); `None`: the period the moves put the
    /// player in.
    pub period: Option<u8>,
    /// The scoresheets cannot be brought up to date to show how many moves were made.
    pub moves_unknown: bool,
    /// The moves the player had completed when the flag fell, where the clock shows a flag
    /// seen or claimed only some moves later; `None`: the moves made by now.
    pub moves_at_fall: Option<u32>,
    /// A fault of the clock the arbiter finds when he looks at the flag.
    pub fault: Option<ClockFault>,
}

/// A fault that makes a clock's indication of a flag inconclusive.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockFault {
    /// An evident defect: it failed to register a press, its display froze, it counted
    /// wrongly.
    Defect,
    /// It was set wrongly (a missing increment, a wrong time): the flag shows the wrong
    /// setting, not the player's time.
    WrongSetting,
    /// It had been running on the wrong side (restarted so after a pause, pressed back): the
    /// time that ran out was not the player's own thinking time.
    WrongSide,
}

/// What the arbiter establishes that a silent gesture meant (a hand held out, the clocks
/// stopped, the king laid down): only a declared resignation ends the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Gesture {
    /// He meant to resign, and says so when asked.
    Resignation,
    /// He meant to offer a draw.
    DrawOffer,
    /// Nothing the Laws give effect to (greeting a friend, stretching his hand).
    Nothing,
}

/// How a device came to light.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeviceFinding {
    /// It made a sound (rang, beeped).
    Rang,
    /// It is found on the player (switched off and silent).
    OnPerson,
    /// It is found on the player switched on, though it made no sound.
    SwitchedOn,
    /// It is in the player's bag, switched off.
    InBag,
    /// It is found in another place of the playing venue (the toilets, a rest room), not on
    /// the player.
    InVenue,
    /// The player used the bag that holds his switched-off device without the arbiter's
    /// permission.
    BagUsed,
    /// It rang or made a sound in the player's bag, where the regulations allow a device
    /// only completely switched off.
    BagRang,
    /// It was found switched on, silent, in the player's bag, where the regulations allow a
    /// device only completely switched off.
    BagOn,
    /// It rang at the board before the game began.
    RangBeforeStart,
    /// He has or uses it outside the playing venue.
    OutsideVenue,
    /// What was found is no electronic device at all (foam earplugs, a paper notebook
    /// mistaken for a tablet).
    NotElectronic,
}

/// Whether a device is known to be the player's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum DeviceOwner {
    /// It is established that it is the player's.
    #[default]
    Player,
    /// Nobody can say whose it is.
    Unknown,
}

/// Whether the arbiter uses a power the Laws give him to decide otherwise ("unless the
/// arbiter decides otherwise": late arrival, a signed result).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Discretion {
    /// He lets the rule take its course.
    #[default]
    Default,
    /// He decides otherwise.
    Otherwise,
}

/// Where a player goes when he leaves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LeavePlace {
    /// Out of the playing area to another place of the venue (toilets, rest rooms, the
    /// refreshment or smoking area).
    WithinVenue,
    /// Out of the playing venue altogether.
    OutsideVenue,
}

/// What a player used for help.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AidSource {
    /// Notes, written before or during the game.
    Notes,
    /// A source of information: a book, a printout, a screen.
    Information,
    /// Advice from another person.
    Advice,
    /// Analysis on another chessboard.
    OtherBoard,
    /// His team captain's advice on a draw offer (to offer, accept or decline one), which
    /// the regulations of a team event may permit, and nothing else.
    CaptainDrawAdvice,
}

/// How an inspection of a player was to be made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum InspectionManner {
    /// As the Laws provide: in private, by a person of the player's gender.
    #[default]
    Proper,
    /// By a person of the other gender.
    OtherGender,
    /// Not in private.
    InPublic,
}

/// What is smoked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SmokeKind {
    /// Tobacco.
    #[default]
    Tobacco,
    /// An electronic cigarette.
    ECigarette,
}

/// How a player disturbs his opponent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Disturbance {
    /// A source of noise (tapping, a beeping watch, rustling).
    Noise,
    /// Talking to the opponent.
    Talking,
    /// Any other behaviour that distracts or annoys (staring, standing over the board).
    #[default]
    Behaviour,
    /// Repeated or unreasonable draw offers.
    DrawOffers,
}

/// The score the arbiter gives the opponent of a player who loses by a penalty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum OpponentScore {
    /// The opponent wins.
    #[default]
    Win,
    /// The opponent draws.
    Draw,
    /// The opponent scores nothing either.
    Loss,
}

/// The step of the penalty scale the arbiter chooses for an offence, with what it needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PenaltyChoice {
    /// The step.
    pub penalty: Penalty,
    /// For a time penalty, how much time.
    pub time: Option<ClockTime>,
    /// For a game declared lost, the opponent's score.
    pub opponent_scores: OpponentScore,
}

/// Someone at the venue who is neither a player of the game nor its arbiter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Bystander {
    /// A spectator.
    Spectator,
    /// A team-mate of one of the players.
    TeamMate,
    /// A team captain.
    Captain,
    /// A player of another game.
    OtherPlayer,
    /// An official of the event: the arbiter himself, a deputy, an organiser.
    Official,
    /// A player of the event whose own game has finished: he counts as a spectator.
    FinishedPlayer,
}

impl Bystander {
    /// The Fluent id of the person as the subject of a sentence ("A spectator").
    pub fn message_id(self) -> &'static str {
        match self {
            Bystander::Spectator => "bystander-spectator",
            Bystander::TeamMate => "bystander-team-mate",
            Bystander::Captain => "bystander-captain",
            Bystander::OtherPlayer => "bystander-other-player",
            Bystander::Official => "bystander-official",
            Bystander::FinishedPlayer => "bystander-finished-player",
        }
    }
}

/// What a third party points out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pointed {
    /// A fallen flag.
    Flag,
    /// An illegal move.
    IllegalMove,
    /// Something else about the game.
    Other,
    /// Not a remark: his own phone or other communication device is used, or rings, in the
    /// venue.
    Device,
    /// Not a remark: he disturbs the game (a camera flash, talking or analysing aloud beside
    /// the board).
    Disturbance,
    /// Not a remark: he signals or advises one of the players.
    Signals,
    /// Not a remark: he offers (or accepts) a draw in a player's name.
    DrawOffer,
    /// Not a remark: he enters the playing area.
    Access,
    /// He knocks over or displaces pieces on the board.
    DisplacedPieces,
}

/// Whom a third party tells.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Told {
    /// Only the arbiter.
    Arbiter,
    /// The players (or says it aloud at the board).
    #[default]
    Players,
}

/// What the arbiter tells a player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RemarkAbout {
    /// How many moves have been completed.
    MoveCount,
    /// That his opponent has completed a move.
    OpponentMoved,
    /// That he has not pressed his clock.
    ClockNotPressed,
    /// That a flag has fallen.
    Flag,
    /// An explanation of a point of the Laws, which the player asked for.
    LawExplanation,
    /// That the player could now make a claim (a repetition, a flag, an illegal move).
    PossibleClaim,
    /// Anything about the position on the board: a check, a threat, a piece left hanging.
    Position,
}

/// Something a player does with his scoresheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecordingAct {
    /// He writes his move before making it, without claiming a draw.
    MoveInAdvance,
    /// He makes a move before recording his previous one.
    MoveBeforeRecording,
    /// He replies to the opponent's move before recording it, then records both: allowed,
    /// so long as his own previous move is recorded before he makes another.
    ReplyBeforeRecording,
    /// He asks the arbiter for a scoresheet to record his moves on.
    AsksForScoresheet,
    /// He does not mark a draw offer on the scoresheet.
    OfferNotMarked,
    /// He writes the draw-offer sign on his scoresheet without offering a draw.
    MarkWithoutOffer,
    /// He writes on the scoresheet what does not belong there.
    NotesOnScoresheet,
    /// His electronic scoresheet has an evident defect.
    ElectronicDefect,
    /// He records in a notation other than algebraic.
    NonAlgebraic,
    /// He keeps his scoresheet out of the arbiter's sight.
    Hidden,
    /// He moves a piece after a flag has fallen without first bringing his scoresheet up to
    /// date, having stopped recording under the five-minute relief.
    NotUpdatedAfterFlag,
    /// He refuses to sign the scoresheets at the end of the game.
    RefusesToSign,
    /// His scoresheet is not legible.
    Illegible,
    /// He records in algebraic notation with the piece letters of his own language.
    NationalLetters,
    /// He cannot keep score himself and an assistant the arbiter accepts writes his moves.
    ScoringAssistant,
    /// He writes the clock times beside his moves, which the scoresheet is for.
    ClockTimes,
    /// He takes his opponent's scoresheet to bring his own up to date, returning it before
    /// he moves.
    BorrowsOpponents,
    /// He records his moves somewhere else than on the prescribed scoresheet.
    OtherPaper,
    /// He keeps his scoresheet after the game (takes it away instead of handing it in).
    Kept,
}

/// An irregularity discovered during the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Irregularity {
    /// The initial position was set up wrongly.
    WrongSetup {
        /// The side whose king stood on a wrong square, if any.
        king_misplaced: Option<Color>,
        /// A rook that stood on a wrong square, by its present square, if any.
        rook_misplaced: Option<Square>,
    },
    /// The board was placed with a dark corner square on the players' right.
    WrongOrientation,
    /// The players started with the wrong colours.
    ReversedColours {
        /// Whether the arbiter uses his power to decide otherwise (2009 7.2, 2014 7.3:
        /// the game goes on unless he does).
        arbiter: Discretion,
    },
    /// The clock was set wrongly from the start.
    WrongClockSetting {
        /// Whether keeping the wrong setting would seriously affect the event schedule.
        schedule_at_risk: bool,
        /// The setting the clock had, where the case gives it (the event's control is the
        /// right one).
        setting: Option<TimeControl>,
        /// The one side whose clock had that setting, the other's being right; `None` when
        /// both had it.
        side: Option<Color>,
        /// The moves each player had completed by the clock's move counter, where it was
        /// wrong.
        counted: Option<u32>,
    },
    /// The clock has an evident defect (a frozen display, a dead battery).
    DefectiveClock,
    /// At the start of the game the clock of the player with the black pieces was started
    /// instead of White's.
    WrongClockStarted {
        /// The time that ran on Black's clock before it was found, where the case gives it.
        elapsed: Option<ClockTime>,
    },
    /// During the game the clock of the player who does not have the move is found running
    /// (restarted on the wrong side after a pause, or pressed back by mistake).
    WrongClockRunning {
        /// The time that ran on that clock before it was found, where the case gives it.
        elapsed: Option<ClockTime>,
    },
    /// The clock was never started at the start of the game.
    ClockNotStarted,
    /// The clock lost the times it showed (knocked over and reset, switched off).
    ClockTimesLost,
    /// The times last set on the clock (the case's starting clock or its last reading) are
    /// found wrong during the game: somebody, often the arbiter himself after replacing a
    /// clock, typed a wrong time.
    WrongClockTimes {
        /// The times that should have been set, for each side whose time was wrong.
        right: ByColor<Option<ClockTime>>,
    },
    /// The clock was set right, but its move counter missed or added moves.
    MoveCounter {
        /// The moves the counter credited to each player (to `side` alone, when given).
        counted: u32,
        /// How the counter went wrong, which decides whether the increments went with it.
        fault: CounterFault,
        /// The one side whose count went wrong, the other's being right; `None`: both.
        side: Option<Color>,
    },
    /// An illegal move made earlier in the game, which nobody noticed at the time, is found
    /// by the arbiter.
    IllegalMove {
        /// When the position just before it can no longer be determined, the half-moves of
        /// the game after which the last identifiable position stood.
        identifiable: Option<u32>,
        /// What the arbiter decides about the clocks of the restored position, where the case
        /// says: leave the times as they are, or set new ones.
        clocks: Option<Discretion>,
    },
    /// Pieces are found displaced from their squares.
    DisplacedPieces {
        /// When the position just before the displacement cannot be determined: the
        /// half-moves of the game after which the last identifiable position stood.
        identifiable: Option<u32>,
    },
    /// The position on the board is illegal (both kings in check, an unpromoted pawn).
    IllegalPosition,
    /// The arbiter himself sees a breach of touch-move (no claim by the opponent).
    TouchMove,
}

/// What happens in a game with a visually disabled player on two boards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BlindAct {
    /// The visually disabled player feels a piece on his board that stays in its hole.
    FeelsPiece,
    /// The visually disabled player takes a piece out of its securing hole.
    LiftsPiece,
    /// The sighted player touches a piece on his normal board.
    SightedTouches,
    /// A slip of the tongue in announcing a move, corrected at once, before the opponent's
    /// clock is started.
    SlipCorrected,
    /// A slip of the tongue that the player tries to correct after the opponent's clock has
    /// been started.
    SlipCorrectedLate,
    /// The two boards show different positions and the two scoresheets agree.
    BoardsDifferScoresAgree,
    /// The two boards show different positions and the scoresheets differ as well.
    BoardsDifferScoresDiffer,
    /// The visually disabled player uses a clock made for visually disabled players.
    SpecialClock,
    /// The visually disabled player keeps score in Braille.
    BrailleScore,
    /// The visually disabled player records the moves on a recording device.
    DeviceScore,
    /// His assistant tells him the times or the number of moves without being asked.
    AssistantInformsUnasked,
    /// His assistant tells him the times or the number of moves at his request.
    AssistantInformsAsked,
    /// His assistant makes a move on the opponent's board.
    AssistantMakesMove,
    /// His assistant claims that the opponent's flag has fallen.
    AssistantClaimsFlag,
    /// His assistant tells the arbiter that the sighted player touched a piece.
    AssistantReportsTouch,
    /// His assistant carries out the formalities of an adjournment for him: writes the
    /// sealed move on his scoresheet and seals it in the envelope.
    AssistantSeals,
    /// The visually disabled player has no assistant; the sighted player uses one to make
    /// and announce the moves.
    SightedAssistant,
    /// The sighted player's assistant keeps his score and starts the clocks.
    SightedAssistantKeepsScore,
    /// A player demands that the game be played on two boards.
    DemandsTwoBoards,
    /// The opponent's clock is started for the visually disabled player (by him or his
    /// assistant) before his move has been announced.
    ClockBeforeAnnouncing,
    /// The visually disabled player plays without an assistant against a hearing-impaired
    /// opponent.
    NoAssistantHearingImpaired,
    /// A player announces the ranks in other words than the German numbers (eins, zwei...),
    /// which are used unless the arbiter decides otherwise.
    RankNames,
}

impl BlindAct {
    /// Whether the act names the square of a piece.
    pub fn needs_square(self) -> bool {
        matches!(
            self,
            Self::LiftsPiece | Self::SightedTouches | Self::AssistantReportsTouch
        )
    }

    /// Whether the act may name the square of a piece: those that need one, and a piece felt
    /// in its hole (which binds nothing, wherever it stands).
    pub fn takes_square(self) -> bool {
        self.needs_square() || self == Self::FeelsPiece
    }

    /// Whether the act rests on a decision the Laws leave to the arbiter (`arbiter_decides`).
    pub fn takes_discretion(self) -> bool {
        self == Self::RankNames
    }
}

/// What a quickplay-finish claim made with no arbiter present rests on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClaimBasis {
    /// The opponent cannot win by normal means.
    CannotWin,
    /// The opponent is making no effort to win by normal means.
    NoEffort,
}

/// What the arbiter decides on a claim made in his absence, once it reaches him.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LaterDecision {
    /// The case does not say: the result waits for him.
    Pending,
    /// He agrees with the claim: the game is drawn.
    Draw,
    /// He does not agree: the claim is rejected, and the result of the game it ended is his
    /// to decide.
    Rejected,
}

/// The record a claim made with no arbiter present leaves for him (2009 D1, 2014 G.6,
/// Guidelines III.6.1.1 and III.6.1.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UnattendedRecord {
    /// The claimant wrote down the final position.
    pub position_written: bool,
    /// He handed in an up-to-date scoresheet (asked of a claim that the opponent makes no
    /// effort to win).
    pub scoresheet_submitted: bool,
    /// The opponent verified what he wrote down and handed in.
    pub verified: bool,
}

impl Default for UnattendedRecord {
    /// The procedure followed: position written, scoresheet handed in, both verified.
    fn default() -> Self {
        Self {
            position_written: true,
            scoresheet_submitted: true,
            verified: true,
        }
    }
}

/// What the arbiter ordered the player having the move to do on the board: the obligation he
/// imposed, or none (the player may make any legal move).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArbiterOrder(pub Option<Obligation>);
