//! `arbiter-quiz review GAME.pgn [--laws E] [--json]`: every half-move of the games of a PGN
//! file as an arbiter sees it — could the player to move claim threefold repetition or fifty
//! moves, and did the game end by fivefold repetition, 75 moves, checkmate, stalemate or a
//! dead position — under the chosen edition of the Laws.
//!
//! The rules are [`crate::laws::review`]'s; this file reads the file, writes a readable
//! timeline in the user's language or one JSON object per half-move, and maps problems to
//! exit codes: 0 when every game was reviewed, 1 when a game could not be read (the others
//! are still reviewed), 2 when the file cannot be read or the output cannot be written.

use std::io::{self, BufWriter, Write};
use std::path::Path;
use std::process::ExitCode;

use serde::Serialize;
use shakmaty::Color;
use shakmaty::san::SanPlus;

use super::pgn::{MoveProblem, PgnGame, ReplayError, SyntaxProblem, parse_pgn, replay};
use crate::i18n::reason::record_error;
use crate::i18n::{Arg, LetterStyle, Localizer, Notation};
use crate::laws::Edition;
use crate::laws::editions::Fivefold;
use crate::laws::record::GameRecord;
use crate::laws::review::{Claim, PlyReport, review};

/// Runs the command on the file at `path` under `laws` (default: the edition in force), in
/// `localizer`'s language, writing to standard output and standard error.
pub fn run(localizer: &Localizer, path: &Path, laws: Option<Edition>, json: bool) -> ExitCode {
    let edition = laws.unwrap_or_default();
    let bytes = match std::fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) => {
            let args = [
                ("path", Arg::from(path.display().to_string())),
                ("reason", Arg::from(e.to_string())),
            ];
            eprintln!("{}", localizer.text("review-error-read", &args));
            return ExitCode::from(2);
        }
    };
    // PGN is ASCII in its moves; names and comments in other encodings must not stop a review.
    let text = String::from_utf8_lossy(&bytes);
    let games = parse_pgn(&text);
    if games.is_empty() {
        let args = [("path", Arg::from(path.display().to_string()))];
        eprintln!("{}", localizer.text("review-error-empty", &args));
        return ExitCode::from(1);
    }
    let mut out = BufWriter::new(io::stdout().lock());
    let style = TextStyle::new(localizer, edition);
    let format = if json {
        Format::Json
    } else {
        Format::Text(&style)
    };
    match write_review(&mut out, &games, edition, &format, localizer).and_then(|failed| {
        out.flush()?;
        Ok(failed)
    }) {
        Ok(false) => ExitCode::SUCCESS,
        Ok(true) => ExitCode::from(1),
        // The reader went away (`review game.pgn | head`): nothing is wrong with the game.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(2)
        }
    }
}

/// How the review is written.
enum Format<'a> {
    /// One JSON object per half-move.
    Json,
    /// A timeline for people, in this style.
    Text(&'a TextStyle<'a>),
}

/// Reviews every game in order, writing each one's report and sending the problems of the
/// games that cannot be read to standard error. Returns whether any game failed.
fn write_review(
    out: &mut impl Write,
    games: &[PgnGame],
    edition: Edition,
    format: &Format<'_>,
    localizer: &Localizer,
) -> io::Result<bool> {
    let mut failed = false;
    if let Format::Text(style) = format {
        style.write_heading(out)?;
    }
    for game in games {
        let record = match replay(game) {
            Ok(record) => record,
            Err(e) => {
                // Keep what was written so far in order with the message.
                out.flush()?;
                eprintln!("{}", error_text(localizer, game.number, &e));
                failed = true;
                continue;
            }
        };
        let reports = review(&record, edition);
        match format {
            Format::Json => {
                for report in &reports {
                    let line = serde_json::to_string(&JsonPly::new(game.number, report, &record))
                        .map_err(io::Error::other)?;
                    writeln!(out, "{line}")?;
                }
            }
            Format::Text(style) => style.write_game(out, game, &reports)?,
        }
    }
    Ok(failed)
}

/// The message for a game that cannot be reviewed.
fn error_text(localizer: &Localizer, game_number: usize, error: &ReplayError) -> String {
    let game = Arg::from(game_number.to_string());
    match error {
        ReplayError::Syntax(problem) => {
            let (id, line) = match *problem {
                SyntaxProblem::BadTag(line) => ("review-error-tag", line),
                SyntaxProblem::UnclosedComment(line) => ("review-error-comment", line),
                SyntaxProblem::UnclosedVariation(line) => ("review-error-variation", line),
            };
            let args = [("game", game), ("line", Arg::from(line.to_string()))];
            localizer.text(id, &args)
        }
        ReplayError::BadFen(reason) => {
            let (_, mut args) = record_error(reason);
            args.push(("game", game_number.to_string()));
            localizer.explain("review-error-fen", &args)
        }
        ReplayError::Variant(name) => {
            let args = [("game", game), ("variant", Arg::from(name.as_str()))];
            localizer.text("review-error-variant", &args)
        }
        ReplayError::Move {
            number,
            text,
            line,
            kind,
        } => {
            let id = match kind {
                MoveProblem::Unreadable => "review-error-unreadable",
                MoveProblem::Illegal => "review-error-illegal",
                MoveProblem::Ambiguous => "review-error-ambiguous",
            };
            let args = [
                ("game", game),
                ("number", Arg::from(number.as_str())),
                ("move", Arg::from(text.as_str())),
                ("line", Arg::from(line.to_string())),
            ];
            localizer.text(id, &args)
        }
    }
}

/// One half-move as a JSON object: the fields of DESIGN §6 and the details behind them.
#[derive(Debug, Serialize)]
#[allow(clippy::struct_excessive_bools)]
struct JsonPly {
    /// The game's place in the file, from 1.
    game: usize,
    /// The half-move's place in the game, from 1.
    ply: usize,
    /// The move number on the scoresheet.
    move_number: u32,
    /// `white` or `black`: who made the move.
    side: &'static str,
    /// The move in SAN.
    san: String,
    /// The move in UCI.
    uci: String,
    /// The position after the move.
    fen: String,
    /// Half-moves since the last capture or pawn move.
    halfmove_clock: u32,
    /// How often the position after the move has stood on the board, this time included.
    repetitions: usize,
    /// The player to move can claim threefold repetition, as the position stands or by
    /// writing a move.
    can_claim_threefold: bool,
    /// `position` (as it stands, 9.2.2) or `move` (by writing one, 9.2.1); null if no claim.
    threefold_claim: Option<&'static str>,
    /// A move the player could write for the claim, in SAN.
    threefold_claim_move: Option<String>,
    /// The player to move can claim the fifty-move rule, as it stands or by writing a move.
    can_claim_fifty: bool,
    /// `position` (9.3.2) or `move` (9.3.1); null if no claim.
    fifty_claim: Option<&'static str>,
    /// A move the player could write for the claim, in SAN.
    fifty_claim_move: Option<String>,
    /// Drawn by fivefold repetition under the chosen edition.
    fivefold: bool,
    /// Drawn by the 75-move rule under the chosen edition.
    seventy_five: bool,
    /// The move gave checkmate.
    checkmate: bool,
    /// The move gave stalemate.
    stalemate: bool,
    /// Neither side has mating material (classic material test).
    insufficient_material: bool,
    /// A dead position proven by the mate oracle's quick mode.
    dead: bool,
    /// The game had already ended by an earlier move.
    after_the_end: bool,
}

impl JsonPly {
    /// The object for one report of game number `game`, played in `record`.
    fn new(game: usize, report: &PlyReport, record: &GameRecord) -> Self {
        let claim = |claim: Option<Claim>| match claim {
            None => (None, None),
            Some(Claim::AsItStands) => (Some("position"), None),
            Some(Claim::ByMove(mv)) => (
                Some("move"),
                Some(SanPlus::from_move(report.after.clone(), mv).to_string()),
            ),
        };
        let (threefold_claim, threefold_claim_move) = claim(report.threefold_claim);
        let (fifty_claim, fifty_claim_move) = claim(report.fifty_claim);
        Self {
            game,
            ply: report.ply,
            move_number: report.move_number,
            side: side_name(report.side),
            san: report.san.to_string(),
            uci: report.mv.to_uci(record.castling_mode()).to_string(),
            fen: report.fen(),
            halfmove_clock: report.halfmove_clock,
            repetitions: report.repetitions,
            can_claim_threefold: report.can_claim_threefold(),
            threefold_claim,
            threefold_claim_move,
            can_claim_fifty: report.can_claim_fifty(),
            fifty_claim,
            fifty_claim_move,
            fivefold: report.fivefold,
            seventy_five: report.seventy_five,
            checkmate: report.checkmate,
            stalemate: report.stalemate,
            insufficient_material: report.insufficient_material,
            dead: report.dead,
            after_the_end: report.after_the_end,
        }
    }
}

/// The colour's name in JSON.
fn side_name(side: Color) -> &'static str {
    match side {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// What the timeline is written with: the user's language, its notation and the edition.
struct TextStyle<'a> {
    /// The user's messages.
    localizer: &'a Localizer,
    /// Moves in the user's piece letters.
    notation: Notation,
    /// The edition whose articles are cited.
    edition: Edition,
}

impl<'a> TextStyle<'a> {
    /// The style of `localizer`'s language, citing `edition`.
    fn new(localizer: &'a Localizer, edition: Edition) -> Self {
        Self {
            localizer,
            notation: Notation::new(localizer, LetterStyle::National),
            edition,
        }
    }

    /// A message of the user's language.
    fn text(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        self.localizer.text(id, args)
    }

    /// The edition line, and what the edition lacks or reads its own way.
    fn write_heading(&self, out: &mut impl Write) -> io::Result<()> {
        let year = [("year", Arg::from(self.edition.year()))];
        let laws = self.localizer.attr("laws-edition", "short", &year);
        writeln!(
            out,
            "{}",
            self.text("review-laws", &[("laws", Arg::from(laws))])
        )?;
        let rules = self.edition.rules();
        if rules.automatic_draws.fivefold.is_none() && !rules.automatic_draws.seventy_five {
            writeln!(out, "{}", self.text("review-no-automatic-draws", &[]))?;
        }
        if rules.automatic_draws.fivefold == Some(Fivefold::Consecutive) {
            let article = rules.articles.fivefold.unwrap_or_default();
            let args = [("article", Arg::from(article))];
            writeln!(out, "{}", self.text("review-fivefold-consecutive", &args))?;
        }
        Ok(())
    }

    /// One game: its heading, then one line per half-move.
    fn write_game(
        &self,
        out: &mut impl Write,
        game: &PgnGame,
        reports: &[PlyReport],
    ) -> io::Result<()> {
        writeln!(out)?;
        let number = Arg::from(game.number.to_string());
        let heading = match (game.tag("White"), game.tag("Black")) {
            (Some(white), Some(black)) => self.text(
                "review-game-players",
                &[
                    ("number", number),
                    ("white", Arg::from(white)),
                    ("black", Arg::from(black)),
                ],
            ),
            _ => self.text("review-game", &[("number", number)]),
        };
        writeln!(out, "{heading}")?;
        if let Some(fen) = game.tag("FEN") {
            writeln!(
                out,
                "{}",
                self.text("review-start", &[("fen", Arg::from(fen))])
            )?;
        }
        if reports.is_empty() {
            writeln!(out, "{}", self.text("review-no-moves", &[]))?;
        }
        for report in reports {
            self.write_ply(out, report)?;
        }
        Ok(())
    }

    /// One half-move: number, move in the reader's letters, then every flag that holds.
    fn write_ply(&self, out: &mut impl Write, report: &PlyReport) -> io::Result<()> {
        let dots = if report.side.is_white() { "." } else { "..." };
        let label = format!(
            "{}{dots} {}",
            report.move_number,
            self.notation.san_plus(&report.san)
        );
        let flags = self.flags(report);
        if flags.is_empty() {
            writeln!(out, "{label}")
        } else {
            let width = label.chars().count();
            let pad = " ".repeat(16usize.saturating_sub(width) + 1);
            writeln!(out, "{label}{pad}{}", flags.join(" · "))
        }
    }

    /// The texts of the flags that hold after this half-move, in the order an arbiter acts
    /// on them: what ended the game first, then the claims open to the player to move.
    fn flags(&self, report: &PlyReport) -> Vec<String> {
        let articles = &self.edition.rules().articles;
        let mut flags = Vec::new();
        if report.after_the_end {
            flags.push(self.text("review-after-end", &[]));
        }
        let article = |article: &'static str| ("article", Arg::from(article));
        if report.checkmate {
            let result = self.text(
                match report.side {
                    Color::White => "result-white-wins",
                    Color::Black => "result-black-wins",
                },
                &[],
            );
            let args = [("result", Arg::from(result)), article(articles.checkmate)];
            flags.push(self.text("review-checkmate", &args));
        }
        if report.stalemate {
            flags.push(self.text("review-stalemate", &[article(articles.stalemate)]));
        }
        if report.dead {
            flags.push(self.text("review-dead", &[article(articles.dead_position)]));
        }
        if report.fivefold {
            let args = [article(articles.fivefold.unwrap_or_default())];
            flags.push(self.text("review-fivefold", &args));
        }
        if report.seventy_five {
            let args = [article(articles.seventy_five.unwrap_or_default())];
            flags.push(self.text("review-seventy-five", &args));
        }
        let side = self.text(
            match report.to_move() {
                Color::White => "side-white",
                Color::Black => "side-black",
            },
            &[],
        );
        let claims = [
            (
                report.threefold_claim,
                ("review-threefold-now", articles.threefold_appeared),
                ("review-threefold-move", articles.threefold_written),
            ),
            (
                report.fifty_claim,
                ("review-fifty-now", articles.fifty_completed),
                ("review-fifty-move", articles.fifty_written),
            ),
        ];
        for (claim, (now_id, now_article), (move_id, move_article)) in claims {
            match claim {
                None => {}
                Some(Claim::AsItStands) => {
                    let args = [
                        ("side", Arg::from(side.as_str())),
                        ("count", Arg::from(report.repetitions)),
                        article(now_article),
                    ];
                    flags.push(self.text(now_id, &args));
                }
                Some(Claim::ByMove(mv)) => {
                    let written = self.notation.line(&report.after, &[mv]);
                    let args = [
                        ("side", Arg::from(side.as_str())),
                        ("move", Arg::from(written)),
                        article(move_article),
                    ];
                    flags.push(self.text(move_id, &args));
                }
            }
        }
        flags
    }
}
