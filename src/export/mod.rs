//! Seminar exports: a pack or a seeded exam as a printable paper and a separate answer key
//! (self-contained HTML for the browser's print, and Markdown), and results as CSV.
//!
//! [`paper::Handout`] works out what the paper and the key hold, in the reader's language,
//! with the key computed by the rules engine; [`html`], [`markdown`] and [`csv`] render it,
//! and [`diagram`] draws the boards. The builders return strings and do no I/O: the `export`
//! command writes the files.

pub mod csv;
pub mod diagram;
pub mod html;
pub mod markdown;
pub mod paper;

pub use paper::{Handout, Origin, Request};
