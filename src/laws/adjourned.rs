//! The events of an adjourned game: the move sealed at the end of a session, the
//! resumption (who is there, whether the envelope is), and a clock time that a player says
//! was set wrongly when play resumed.

use shakmaty::Color;

use super::event::Discretion;

/// A player seals his move: writes it on his scoresheet, puts both scoresheets in the
/// envelope, seals it and stops the clock.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seal {
    /// Who seals.
    pub by: Color,
    /// The move as written on the scoresheet (SAN, or the starting square too), if it can be
    /// read at all.
    pub written: Option<String>,
    /// Whether what he wrote can be read as a move.
    pub record: SealRecord,
    /// A move he made on the board after the arbiter told him to seal, if he did.
    pub board_move: Option<String>,
    /// Whether he stopped the clock once the envelope was sealed (a later seal by the same
    /// player is then a change that comes too late).
    pub stopped_clock: bool,
    /// Minutes before the nominal end of the session at which he adjourned (0: at its end).
    pub minutes_early: u32,
}

/// Whether the written sealed move can be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SealRecord {
    /// It is written so that it can be read (it may still be ambiguous or illegal).
    #[default]
    Readable,
    /// It is written so that its true meaning cannot be established.
    Unreadable,
}

/// The resumption of an adjourned game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Resume {
    /// Who is not at the board at the agreed time.
    pub absent: Absent,
    /// How many minutes late the absent player arrives (`None`: he does not come).
    pub minutes_late: Option<u32>,
    /// Whether the envelope can be found, and the position.
    pub envelope: Envelope,
    /// With the sealer absent, whether his opponent seals his reply in a fresh envelope and
    /// starts the absent player's clock.
    pub reply_sealed: bool,
    /// Whether the arbiter uses his power to decide otherwise about a late player.
    pub arbiter: Discretion,
}

/// Who is absent when the game is to resume.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Absent {
    /// Both players are present.
    #[default]
    Nobody,
    /// This player is absent.
    Player(Color),
    /// Neither player is present.
    Both,
}

/// The state of the envelope at resumption.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Envelope {
    /// It is there, as sealed.
    #[default]
    Intact,
    /// It is missing; the adjourned position is known.
    Missing,
    /// It is missing and the adjourned position cannot be re-established.
    PositionLost,
    /// It is there with the sealed move, but the time used by each player was never written
    /// on it and cannot be re-established: the arbiter sets the clocks.
    TimesMissing,
}

/// A player says, on resumption, that the time used was wrongly set on a clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockComplaint {
    /// Who points it out.
    pub by: Color,
    /// Whether he does so before making his first move of the resumed session.
    pub before_first_move: bool,
    /// Whether the error can be established.
    pub established: bool,
    /// Whether the arbiter decides to correct it anyway (the consequences would be too
    /// severe).
    pub arbiter: Discretion,
}
