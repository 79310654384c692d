//! Standard output for the commands: a reader that stops early (`| head`) closes the pipe,
//! and that must end the output quietly rather than panic as `println!` would.

use std::fmt::Display;
use std::io::Write;

/// Writes `text` as it is.
pub fn put(text: impl Display) {
    let mut out = std::io::stdout().lock();
    // A failed write means nobody reads any more; there is nothing left to tell them.
    let _ = write!(out, "{text}").and_then(|()| out.flush());
}

/// Writes `text` and a line break.
pub fn line(text: impl Display) {
    put(format_args!("{text}\n"));
}
