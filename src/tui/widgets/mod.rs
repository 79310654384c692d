//! The widgets the screens are made of: board (with its piece art), clocks (with their big
//! digits), big letters, the key bar, timeline, options, scrolling text, and the texts of the ruling and
//! contrast panels. They take plain data (texts, the theme, the localizer), never the model
//! or a screen.

pub mod big_text;
pub mod board;
pub mod clock;
pub mod contrast;
pub mod digits;
pub mod key_bar;
pub mod options;
pub mod piece_art;
pub mod ruling;
pub mod scroll;
pub mod timeline;
