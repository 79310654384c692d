//! The arbiter's rules, one topic per file, each an `impl` on the arbiter's state: moves, the
//! endings that need no claim, illegal moves, touch-move and adjusting, how castling and
//! promotion were carried out, clock incidents and clock handling, flags, claims of every ground
//! and their admissibility, draw claims, offers, resignation, devices, late arrival,
//! irregularities, quickplay finishes, recording and scoresheets, the conduct of the players and
//! the claims resting on it, third parties, what the arbiter may say, the scale of penalties,
//! adjourned games, what a player alleges but the arbiter cannot establish, and appeals.

mod adjournment;
mod adjusting;
mod allegation;
mod appeal;
mod arbiter_remark;
mod arrival;
mod assistant;
mod blind_play;
mod castling_procedure;
mod claim;
mod clock_handling;
mod clock_incident;
mod clock_placement;
mod conduct;
mod conduct_claim;
mod devices;
mod draw_claim;
mod draw_offer;
mod ending;
mod external_disturbance;
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
mod turn_sequence;
mod unattended_claim;

pub(super) use adjournment::Adjournment;
pub(super) use appeal::StatedRuling;
pub(super) use clock_incident::FirstOf;
pub(super) use conduct_claim::ConductRecord;
pub(super) use draw_offer::Lapse;
pub(super) use turn_sequence::TurnStart;
