//! Writes Uzbek Cyrillic text in the Latin script, line by line, by the official 1995 rules
//! (`oʻ`, `gʻ` with U+02BB, the tutuq belgisi as U+02BC), for translators who write the
//! `uz-Cyrl` text first and take the `uz` text from it, so that the two never drift.
//!
//! `cargo run --example uz_latin < cyrillic.txt > latin.txt`. Move markup (`{Nf3}`) and
//! article numbers pass through unchanged.

use std::io::{self, BufRead, Write};

use arbiter_quiz::i18n::uzbek_cyrillic_to_latin;

fn main() -> io::Result<()> {
    let stdin = io::stdin();
    let mut out = io::BufWriter::new(io::stdout().lock());
    for line in stdin.lock().lines() {
        writeln!(out, "{}", uzbek_cyrillic_to_latin(&line?))?;
    }
    out.flush()
}
