//! `arbiter-quiz can-mate`: asks the mate analyzer whether a side can still checkmate, for one
//! position given as arguments or for every line of standard input. Standard output keeps
//! the machine-readable answers; with `--lang` each answer is also explained in that language
//! on standard error (the mating line in local notation, or why no mate exists).

use std::{
    io::{self, BufRead, BufWriter, IsTerminal, Write},
    process::ExitCode,
};

use shakmaty::fen::{Fen, ParseFenError};
use shakmaty::{CastlingMode, Color, Position, PositionErrorKinds};

use crate::i18n::reason::{fen_error, position_error};
use crate::i18n::{LetterStyle, Localizer, Notation, RulingText};
use crate::laws::mate::{Limits, MateVerdict, can_mate, lenient_position};
use crate::laws::ruling::MateFinding;

/// Explains answers in a language, on standard error.
struct Explainer<'a> {
    loc: &'a Localizer,
    notation: Notation,
}

impl Explainer<'_> {
    fn explain(&self, finding: &MateFinding) {
        eprintln!(
            "  {}",
            RulingText::new(self.loc, &self.notation).mate(finding)
        );
    }

    fn explain_error(&self, error: &LineError) {
        let detail = match error {
            LineError::Fields => "mate-error-fields",
            LineError::Fen(e) => fen_error(e),
            LineError::Position(kinds, _) => position_error(*kinds),
        };
        let text = self
            .loc
            .explain("mate-error-line", &[("detail", detail.to_owned())]);
        eprintln!("  {text}");
    }
}

/// Why an input line holds no position to analyse. Standard output names it in fixed English
/// words, part of the line protocol; the explainer words it in the reader's language.
#[derive(Debug)]
enum LineError {
    /// Fewer than the four fields of a FEN.
    Fields,
    /// The FEN cannot be read.
    Fen(ParseFenError),
    /// The FEN gives a position that cannot stand on a board: its faults, and shakmaty's
    /// English words for them.
    Position(PositionErrorKinds, String),
}

impl std::fmt::Display for LineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Fields => f.write_str("expected a FEN of 4 or 6 fields"),
            Self::Fen(e) => write!(f, "invalid FEN: {e}"),
            Self::Position(_, words) => f.write_str(words),
        }
    }
}

/// Runs the command; `position` holds the words of a FEN and optional side, or is empty to
/// read standard input.
pub(super) fn run(
    quick: bool,
    nodes: u64,
    position: &[String],
    explain_in: Option<&Localizer>,
) -> ExitCode {
    let limits = Limits { quick, nodes };
    let explainer = explain_in.map(|loc| Explainer {
        loc,
        notation: Notation::new(loc, LetterStyle::National),
    });
    let explainer = explainer.as_ref();
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let outcome = if position.is_empty() {
        answer_stdin(&limits, &mut out, explainer)
    } else {
        let line = position.join(" ");
        write_answer(&line, &limits, &mut out, explainer)
    };
    let outcome = outcome.and_then(|ok| out.flush().map(|()| ok));
    match outcome {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        // A reader that stops early (`| head`) is not a failure of ours.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("arbiter-quiz can-mate: {e}");
            ExitCode::from(1)
        }
    }
}

/// Answers every line of standard input; `Ok(false)` if some line was unreadable.
fn answer_stdin(
    limits: &Limits,
    out: &mut impl Write,
    explainer: Option<&Explainer<'_>>,
) -> io::Result<bool> {
    let stdin = io::stdin();
    let interactive = stdin.is_terminal();
    let mut input = stdin.lock();
    let mut all_fine = true;
    let mut buf = Vec::new();
    loop {
        buf.clear();
        if input.read_until(b'\n', &mut buf)? == 0 {
            return Ok(all_fine);
        }
        let line = String::from_utf8_lossy(&buf);
        all_fine &= write_answer(line.trim_end_matches(['\n', '\r']), limits, out, explainer)?;
        if interactive {
            out.flush()?;
        }
    }
}

/// Writes the answer for one input line; `Ok(false)` if the line was unreadable.
fn write_answer(
    line: &str,
    limits: &Limits,
    out: &mut impl Write,
    explainer: Option<&Explainer<'_>>,
) -> io::Result<bool> {
    match answer(line, limits) {
        Ok((text, finding)) => {
            writeln!(out, "{text}")?;
            if let Some(e) = explainer {
                out.flush()?;
                e.explain(&finding);
            }
            Ok(true)
        }
        Err(reason) => {
            writeln!(out, "error {reason}")?;
            if let Some(e) = explainer {
                out.flush()?;
                e.explain_error(&reason);
            }
            Ok(false)
        }
    }
}

/// The answer for one line: `winnable <moves>`, `unwinnable` or `undetermined`, and the
/// finding behind it.
fn answer(line: &str, limits: &Limits) -> Result<(String, MateFinding), LineError> {
    let words: Vec<&str> = line.split_whitespace().collect();
    if words.len() < 4 {
        return Err(LineError::Fields);
    }
    let has_clocks = words.len() >= 6 && words[4..6].iter().all(|w| w.parse::<u32>().is_ok());
    let fields = if has_clocks { 6 } else { 4 };
    let fen: Fen = words[..fields].join(" ").parse().map_err(LineError::Fen)?;
    let pos = lenient_position(fen.into_setup())
        .map_err(|e| LineError::Position(e.kinds(), e.to_string()))?;
    let side = match words.get(fields).copied() {
        Some("white") => Color::White,
        Some("black") => Color::Black,
        _ => !pos.turn(),
    };
    let verdict = can_mate(&pos, side, limits);
    let text = match &verdict {
        MateVerdict::Winnable(line) => {
            let mut text = "winnable".to_owned();
            for m in line {
                text.push(' ');
                text.push_str(&m.to_uci(CastlingMode::Standard).to_string());
            }
            text
        }
        MateVerdict::Unwinnable(_) => "unwinnable".to_owned(),
        MateVerdict::Undetermined => "undetermined".to_owned(),
    };
    let fen = Fen::from_position(&pos, shakmaty::EnPassantMode::Legal).to_string();
    Ok((text, MateFinding { side, verdict, fen }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn full() -> Limits {
        Limits::default()
    }

    #[test]
    fn answers_the_side_not_to_move_by_default() {
        assert_eq!(
            answer("8/8/4k3/8/8/3K4/8/8 w - - 0 1", &full()).unwrap().0,
            "unwinnable"
        );
        let text = answer("8/8/4k3/8/8/3K4/3R4/8 b - - 0 1 xyz123", &full())
            .unwrap()
            .0;
        assert!(text.starts_with("winnable "), "{text}");
    }

    #[test]
    fn honours_an_explicit_side_and_four_field_fens() {
        assert_eq!(
            answer("8/8/4k3/8/8/3K4/3R4/8 w - - black", &full())
                .unwrap()
                .0,
            "unwinnable"
        );
        let quick = Limits {
            quick: true,
            ..Limits::default()
        };
        assert_eq!(
            answer("8/8/4k3/8/8/3K4/3R4/8 w - - white", &quick)
                .unwrap()
                .0,
            "undetermined"
        );
    }

    #[test]
    fn reports_unreadable_lines() {
        assert!(answer("", &full()).is_err());
        assert!(answer("not a fen at all", &full()).is_err());
        assert!(answer("8/8/8/8/8/8/8/8 w - - 0 1", &full()).is_err());
    }
}
