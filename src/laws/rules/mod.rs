//! The arbiter's rules, one topic per file, each an `impl` on the arbiter's state: moves, the
//! endings that need no claim, illegal moves, touch-move, how castling and promotion were
//! carried out, clock incidents, flags, claims, offers, resignation, devices, late arrival,
//! irregularities, quickplay finishes, recording and scoresheets, the conduct of the players
//! and complaints about it, third parties, what the arbiter may say, and the scale of
//! penalties.

mod arbiter_remark;
mod arrival;
mod castling_procedure;
mod clock_incident;
mod complaint;
mod conduct;
mod devices;
mod draw_claim;
mod draw_offer;
mod ending;
mod flag_fall;
mod illegal_move;
mod irregularity;
mod moves;
mod penalties;
mod promotion;
mod quickplay;
mod recording;
mod resignation;
mod scoresheet;
mod third_party;
mod touch_move;

pub(super) use clock_incident::FirstOf;
pub(super) use complaint::ConductRecord;
