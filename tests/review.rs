//! The `review` command end to end: the binary run on the PGN files of
//! `tests/fixtures/review/`, its JSON Lines, its timeline in two languages, and its messages and
//! exit codes for files it cannot review.

// A test binary: a failed expectation is a failed test, with its message.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use std::path::PathBuf;
use std::process::{Command, Output};

use serde_json::Value;

/// A fixture of `tests/fixtures/review/`.
fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/review")
        .join(name)
}

/// Runs the binary with `args`, with no locale from the environment.
fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbiter-quiz"))
        .args(args)
        .env_remove("LANGUAGE")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .output()
        .expect("the binary runs")
}

fn review(file: &str, extra: &[&str]) -> Output {
    let path = fixture(file);
    let mut args = vec!["review", path.to_str().unwrap()];
    args.extend_from_slice(extra);
    run(&args)
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).unwrap()
}

/// The JSON objects of a `--json` run.
fn json_lines(output: &Output) -> Vec<Value> {
    stdout(output)
        .lines()
        .map(|line| serde_json::from_str(line).expect("every line is one JSON object"))
        .collect()
}

/// The object of game `game`, half-move `ply`.
fn ply(lines: &[Value], game: u64, ply: u64) -> &Value {
    lines
        .iter()
        .find(|v| v["game"] == game && v["ply"] == ply)
        .unwrap_or_else(|| panic!("no game {game} ply {ply}"))
}

#[test]
fn every_ply_of_every_game_as_json() {
    let output = review("good.pgn", &["--json"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(stderr(&output).is_empty());
    let lines = json_lines(&output);
    // 18 half-moves in game 1 (variations and comments skipped), 2 in game 2, 2 in game 3.
    assert_eq!(lines.len(), 22);
    let fields = [
        "ply",
        "san",
        "fen",
        "can_claim_threefold",
        "can_claim_fifty",
        "fivefold",
        "seventy_five",
        "checkmate",
        "stalemate",
        "insufficient_material",
        "dead",
        "move_number",
        "side",
    ];
    for line in &lines {
        for field in fields {
            assert!(line.get(field).is_some(), "{field} missing in {line}");
        }
    }

    let castle = ply(&lines, 1, 7);
    assert_eq!(castle["san"], "O-O");
    assert_eq!(castle["move_number"], 4);
    assert_eq!(castle["side"], "white");

    // After 9. Ng5 Black may write 9... Nf6, the third occurrence (9.2.1) ...
    let before = ply(&lines, 1, 17);
    assert_eq!(before["san"], "Ng5");
    assert_eq!(before["can_claim_threefold"], true);
    assert_eq!(before["threefold_claim"], "move");
    assert_eq!(before["threefold_claim_move"], "Nf6");
    assert_eq!(before["repetitions"], 2);
    // ... and after it White may claim as the position stands (9.2.2).
    let after = ply(&lines, 1, 18);
    assert_eq!(after["side"], "black");
    assert_eq!(after["can_claim_threefold"], true);
    assert_eq!(after["threefold_claim"], "position");
    assert_eq!(after["repetitions"], 3);
    assert_eq!(
        after["fen"],
        "r1bq1rk1/pppp1ppp/2n2n2/2b1p1N1/2B1P3/8/PPPP1PPP/RNBQ1RK1 w - - 16 10"
    );
    assert!(
        lines[..16]
            .iter()
            .all(|v| v["can_claim_threefold"] == false)
    );

    // Game 2 starts from its FEN with the clock at 98.
    let first = ply(&lines, 2, 1);
    assert_eq!(first["move_number"], 59);
    assert_eq!(first["side"], "black");
    assert_eq!(first["halfmove_clock"], 99);
    assert_eq!(first["can_claim_fifty"], true);
    assert_eq!(first["fifty_claim"], "move");
    let mate = ply(&lines, 2, 2);
    assert_eq!(mate["san"], "Ra8#");
    assert_eq!(mate["checkmate"], true);
    // Checkmate ends the game: nothing is left to claim.
    assert_eq!(mate["can_claim_fifty"], false);
    assert_eq!(mate["dead"], false);

    // Game 3 is Chess960: castling moves the king onto its rook in UCI.
    let castle = ply(&lines, 3, 1);
    assert_eq!(castle["san"], "O-O");
    assert_eq!(castle["uci"], "b1h1");
    assert_eq!(
        castle["fen"],
        "rk5r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 b kq - 1 1"
    );
}

#[test]
fn the_timeline_cites_the_articles_of_the_chosen_edition() {
    let output = review("good.pgn", &["--lang", "en"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.starts_with("Laws applied: FIDE Laws 2023\n"), "{text}");
    assert!(text.contains("Game 1: Karimov, A. – Petrova, E."), "{text}");
    assert!(text.contains(
        "Black can claim a draw by writing 9... Nf6, which brings the same position for the \
         third time (9.2.1)"
    ));
    assert!(
        text.contains("White can claim a draw: the same position has now appeared 3 times (9.2.2)")
    );
    assert!(text.contains("(9.3.1)"), "{text}");
    assert!(text.contains("Checkmate: White wins (5.1.1)"), "{text}");

    let output = review("good.pgn", &["--lang", "en", "--laws", "2009"]);
    let text = stdout(&output);
    assert!(
        text.contains("no fivefold-repetition rule and no 75-move rule"),
        "{text}"
    );
    assert!(text.contains("(9.2a)") && text.contains("(9.2b)") && text.contains("(5.1a)"));
}

#[test]
fn the_timeline_speaks_the_users_language() {
    let output = review("good.pgn", &["--lang", "ru"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.starts_with("Применяются: Правила ФИДЕ 2023"), "{text}");
    // Russian piece letters, castling with zeros.
    assert!(text.contains("9... Кf6"), "{text}");
    assert!(text.contains("4. 0-0\n"), "{text}");
    assert!(text.contains("Белые могут потребовать ничью"), "{text}");
    assert!(text.contains("Мат: победа белых (5.1.1)"), "{text}");
}

#[test]
fn a_wrong_move_is_named_with_its_game_and_number() {
    let output = review("bad-move.pgn", &["--json", "--lang", "en"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stderr(&output).trim(),
        "game 2, move 5...: Nxe5 is illegal in this position (line 12)"
    );
    // The game before it is still reviewed.
    let lines = json_lines(&output);
    assert_eq!(lines.len(), 4);
    assert!(lines.iter().all(|v| v["game"] == 1));
}

#[test]
fn errors_follow_the_language_too() {
    let output = review("bad-move.pgn", &["--lang", "ru"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr(&output).contains("партия 2, ход 5...: ход Nxe5 невозможен в этой позиции"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn a_file_that_is_not_a_game() {
    let output = review("not-a-game.pgn", &["--lang", "en"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stderr(&output).trim(),
        "game 1, move 1.: Shopping is not a move in algebraic notation (line 1)"
    );
    assert!(stdout(&output).lines().all(|l| !l.contains("Shopping")));

    let output = review("unclosed-comment.pgn", &["--lang", "en", "--json"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stderr(&output).trim(),
        "game 1, line 3: the comment that opens here is never closed"
    );
    assert!(stdout(&output).is_empty());

    let output = review("empty.pgn", &["--lang", "en"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(stderr(&output).contains("contains no game"));
}

#[test]
fn unreadable_files_and_bad_usage_exit_with_two() {
    let output = review("no-such-file.pgn", &["--lang", "en"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).starts_with("cannot read "),
        "{}",
        stderr(&output)
    );
    assert!(stderr(&output).contains("no-such-file.pgn"));

    // A folder is not a file.
    let output = run(&["review", fixture("").to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));

    let output = run(&["review"]);
    assert_eq!(output.status.code(), Some(2));
    let output = review("good.pgn", &["--laws", "1999"]);
    assert_eq!(output.status.code(), Some(2));
}
