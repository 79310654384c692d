//! The arbiter's rules, one topic per file, each an `impl` on the arbiter's state: moves, the
//! endings that need no claim, illegal moves, touch-move and adjusting, flags, claims of every
//! ground and their admissibility, draw claims, offers, resignation, devices, late arrival,
//! irregularities, quickplay finishes, clock handling, disturbance and recording.

mod adjusting;
mod arrival;
mod claim;
mod clock_handling;
mod devices;
mod disturbance;
mod draw_claim;
mod draw_offer;
mod ending;
mod flag_fall;
mod illegal_move;
mod irregularity;
mod moves;
mod quickplay;
mod recording;
mod resignation;
mod touch_move;

pub(super) use draw_offer::Lapse;
