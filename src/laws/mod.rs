//! The rules engine: what a correct arbiter rules under a given edition of the FIDE Laws.
//!
//! Pure functions of data: no I/O, no terminal, no user-interface text. It depends on
//! shakmaty only and imports nothing else of this crate.
pub mod adjourned;
mod arbiter;
pub mod board;
pub mod breach;
pub mod case;
pub mod claim;
pub mod clock;
pub mod decide;
pub mod edition;
pub mod editions;
pub mod event;
pub mod game_type;
pub mod mate;
pub mod move_error;
pub mod movetext;
pub mod query;
pub mod record;
pub mod review;
mod rules;
pub mod ruling;
pub mod step;
pub mod time_control;

pub use case::{Case, ClockSetup, Ledger, Regulations};
pub use decide::{CaseError, decide};
pub use edition::Edition;
pub use event::Event;
pub use game_type::{GameType, Regime, Supervision};
pub use ruling::{GameResult, Ruling, Score};
pub use time_control::TimeControl;
#[cfg(test)]
mod tests;
