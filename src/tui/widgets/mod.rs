//! The widgets the screens are made of: board (with its piece art), clocks (with their big
//! digits), timeline,
//! options, and the texts of the ruling and contrast panels.

pub mod big_text;
pub mod board;
pub mod clock;
pub mod contrast;
pub mod digits;
pub mod options;
pub mod piece_art;
pub mod ruling;
pub mod timeline;
