//! arbiter-quiz: train chess arbiters in the FIDE Laws of Chess.
//!
//! The crate is a library with a thin binary. [`laws`] is the rules engine: pure functions of
//! data that decide what a correct arbiter rules, citing the articles of the chosen edition.
//! Everything else (content, quiz, terminal UI, exports) is built on top of it.

pub mod cli;
pub mod commands;
pub mod content;
pub mod export;
pub mod i18n;
pub mod laws;
pub mod quiz;
pub mod serve;
pub mod store;
pub mod tui;
