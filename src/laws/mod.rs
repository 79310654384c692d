//! The rules engine: what a correct arbiter rules under a given edition of the FIDE Laws.
//!
//! Pure functions of data: no I/O, no terminal, no user-interface text. It depends on
//! shakmaty only and imports nothing else of this crate.
pub mod mate;
pub mod edition;
pub mod editions;
pub mod game_type;
pub mod time_control;
pub mod clock;
pub mod movetext;
pub mod record;
pub mod ruling;
pub mod step;
pub mod case;
pub mod event;
pub mod query;
pub mod board;
