//! `arbiter-quiz can-mate`: asks the mate analyzer whether a side can still checkmate, for one
//! position given as arguments or for every line of standard input. Standard output keeps
//! the machine-readable answers; with `--lang` each answer is also explained in that language
//! on standard error (the mating line in local notation, or why no mate exists).

use std::{
    io::{self, BufRead, BufReader, BufWriter, Write},
    process::ExitCode,
    time::{Duration, Instant},
};

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, EnPassantMode};

use crate::i18n::reason::{fen_error, position_error};
use crate::i18n::{LetterStyle, Localizer, Notation, RulingText};
use crate::laws::mate::{Analyzer, Limits, MateVerdict, Query, QueryError};
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

    fn explain_error(&self, error: &QueryError) {
        let detail = match error {
            QueryError::Fields => "mate-error-fields",
            QueryError::Fen(e) => fen_error(e),
            QueryError::Position(kinds, _) => position_error(*kinds),
        };
        let text = self
            .loc
            .explain("mate-error-line", &[("detail", detail.to_owned())]);
        eprintln!("  {text}");
    }
}

/// What one run of the command answers with.
struct Answerer<'a> {
    analyzer: Analyzer,
    limits: Limits,
    explainer: Option<Explainer<'a>>,
}

/// Runs the command; `position` holds the words of a FEN and optional side, or is empty to
/// read standard input. `hash_mb` sizes the analyzer's table.
pub(super) fn run(
    quick: bool,
    nodes: u64,
    hash_mb: usize,
    position: &[String],
    explain_in: Option<&Localizer>,
) -> ExitCode {
    let mut answerer = Answerer {
        analyzer: Analyzer::with_hash_mb(hash_mb),
        limits: Limits { quick, nodes },
        explainer: explain_in.map(|loc| Explainer {
            loc,
            notation: Notation::new(loc, LetterStyle::National),
        }),
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let outcome = if position.is_empty() {
        answer_stdin(&mut answerer, &mut out)
    } else {
        let line = position.join(" ");
        answerer.write_answer(&line, &mut out)
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

/// Longest an answer waits in the output buffer while further input lines are already at hand.
const FLUSH_INTERVAL: Duration = Duration::from_millis(20);

/// Answers every line of standard input; `Ok(false)` if some line was unreadable.
///
/// Each answer is flushed as soon as it is written, unless the next line has already arrived
/// (a file or a fast producer), in which case answers are flushed together, at the latest after
/// [`FLUSH_INTERVAL`]. A program that writes one line and waits for its answer gets it at once,
/// and a large file is not answered one system call per line.
fn answer_stdin(answerer: &mut Answerer<'_>, out: &mut impl Write) -> io::Result<bool> {
    let mut input = BufReader::with_capacity(1 << 16, io::stdin().lock());
    let mut all_fine = true;
    let mut buf = Vec::new();
    let mut last_flush = Instant::now();
    loop {
        buf.clear();
        if input.read_until(b'\n', &mut buf)? == 0 {
            return Ok(all_fine);
        }
        let line = String::from_utf8_lossy(&buf);
        all_fine &= answerer.write_answer(line.trim_end_matches(['\n', '\r']), out)?;
        if !input.buffer().contains(&b'\n') || last_flush.elapsed() >= FLUSH_INTERVAL {
            out.flush()?;
            last_flush = Instant::now();
        }
    }
}

impl Answerer<'_> {
    /// Writes the answer for one input line; `Ok(false)` if the line was unreadable.
    fn write_answer(&mut self, line: &str, out: &mut impl Write) -> io::Result<bool> {
        match self.answer(line) {
            Ok((text, finding)) => {
                writeln!(out, "{text}")?;
                if let Some(e) = &self.explainer {
                    out.flush()?;
                    e.explain(&finding);
                }
                Ok(true)
            }
            Err(reason) => {
                writeln!(out, "error {reason}")?;
                if let Some(e) = &self.explainer {
                    out.flush()?;
                    e.explain_error(&reason);
                }
                Ok(false)
            }
        }
    }

    /// The answer for one line: `winnable <moves>`, `unwinnable` or `undetermined`, and the
    /// finding behind it.
    fn answer(&mut self, line: &str) -> Result<(String, MateFinding), QueryError> {
        let Query {
            position: pos,
            side,
        } = Query::parse(line)?;
        let verdict = self.analyzer.analyse(&pos, side, &self.limits).verdict;
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
        let fen = Fen::from_position(&pos, EnPassantMode::Legal).to_string();
        Ok((text, MateFinding { side, verdict, fen }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answerer(limits: Limits) -> Answerer<'static> {
        Answerer {
            analyzer: Analyzer::default(),
            limits,
            explainer: None,
        }
    }

    fn answer(line: &str, limits: &Limits) -> Result<(String, MateFinding), QueryError> {
        answerer(*limits).answer(line)
    }

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
    fn honours_an_explicit_side_and_short_fens() {
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
        // Board and side to move are enough.
        assert_eq!(
            answer("8/8/4k3/8/8/3K4/3R4/8 w black", &full()).unwrap().0,
            "unwinnable"
        );
    }

    #[test]
    fn reports_unreadable_lines() {
        assert!(answer("", &full()).is_err());
        assert!(answer("not a fen at all", &full()).is_err());
        assert!(answer("8/8/8/8/8/8/8/8 w - - 0 1", &full()).is_err());
    }
}
