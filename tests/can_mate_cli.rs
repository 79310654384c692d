//! End-to-end tests of `arbiter-quiz can-mate`: argument and standard-input modes, output
//! format, exit codes.

// The helpers below are test code too: a panic is exactly how they should report trouble.
#![allow(clippy::unwrap_used)]

use std::{
    io::Write,
    process::{Command, Output, Stdio},
};

use shakmaty::{CastlingMode, Chess, Color, Position, fen::Fen, uci::UciMove};

fn run(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter-quiz"))
        .arg("can-mate")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn lines(output: &Output) -> Vec<String> {
    String::from_utf8(output.stdout.clone())
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect()
}

/// Replays a `winnable` answer and checks it ends in mate by `side`.
fn assert_mating_answer(fen: &str, side: Color, answer: &str) {
    let mut words = answer.split_whitespace();
    assert_eq!(words.next(), Some("winnable"), "{answer}");
    let mut pos: Chess = fen
        .parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap();
    for word in words {
        let m = word.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
        pos.play_unchecked(m);
    }
    assert!(pos.is_checkmate(), "{answer} does not mate");
    assert_eq!(pos.turn(), !side);
}

#[test]
fn one_position_from_the_arguments() {
    let fen = "8/8/4k3/8/8/3K4/3R4/8 b - - 0 1";
    let out = run(&fen.split(' ').collect::<Vec<_>>(), "");
    assert!(out.status.success());
    let answer = lines(&out);
    assert_eq!(answer.len(), 1);
    assert_mating_answer(fen, Color::White, &answer[0]);

    let out = run(&[fen, "black"], "");
    assert!(out.status.success());
    assert_eq!(lines(&out), ["unwinnable"]);
}

#[test]
fn standard_input_line_by_line_with_errors() {
    let input = "8/8/4k3/8/8/3K4/8/8 w - - 0 1 gameid\n\
                 this is not a fen\n\
                 8/8/4k3/8/8/3K4/3R4/8 w - - white\n";
    let out = run(&["--quick"], input);
    assert_eq!(out.status.code(), Some(1));
    let answers = lines(&out);
    assert_eq!(answers.len(), 3);
    assert_eq!(answers[0], "unwinnable");
    assert!(answers[1].starts_with("error "), "{}", answers[1]);
    assert_eq!(answers[2], "undetermined");
}

#[test]
fn all_fine_input_exits_zero() {
    let out = run(&["--nodes", "100000"], "8/8/4k3/8/8/3K4/3R4/8 b - - 0 1\n");
    assert!(out.status.success());
    assert_mating_answer(
        "8/8/4k3/8/8/3K4/3R4/8 b - - 0 1",
        Color::White,
        &lines(&out)[0],
    );
}

#[test]
fn usage_errors_exit_two() {
    let out = run(&["--nodes", "many"], "");
    assert_eq!(out.status.code(), Some(2));
}
