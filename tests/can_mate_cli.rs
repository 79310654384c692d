//! End-to-end tests of `arbiter-quiz can-mate`: argument and standard-input modes, output
//! format, exit codes.

// The helpers below are test code too: a panic is exactly how they should report trouble.
#![allow(clippy::unwrap_used)]

use std::{
    io::{BufRead, BufReader, Write},
    process::{Command, Output, Stdio},
    sync::mpsc,
    thread,
    time::Duration,
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

/// Replays a `winnable` answer and checks it ends in mate by `side` (a FEN of 2 to 6 fields).
fn assert_mating_answer(fen: &str, side: Color, answer: &str) {
    let mut words = answer.split_whitespace();
    assert_eq!(words.next(), Some("winnable"), "{answer}");
    let mut pos: Chess = Fen::from_ascii(fen.as_bytes())
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
fn a_sealed_wall_is_opened_by_a_bishop_sacrifice() {
    // Every pawn of the side asked about has an enemy pawn in front of it, and its bishop cannot
    // pass the wall: it mates only after giving the bishop up to a pawn that has stepped forward,
    // so that its own pawn taking back reaches a free file. The second position is the first
    // with the board turned over and the colours swapped.
    for (fen, side, name) in [
        (
            "1k6/p1p1p1p1/P1P1P1P1/2p3p1/8/2P5/4B1P1/4K3 w - - 0 1",
            Color::White,
            "white",
        ),
        (
            "4k3/4b1p1/2p5/8/2P3P1/p1p1p1p1/P1P1P1P1/1K6 b - - 0 1",
            Color::Black,
            "black",
        ),
    ] {
        let out = run(&[fen, name], "");
        assert!(out.status.success());
        assert_mating_answer(fen, side, &lines(&out)[0]);
        // Quick mode proves nothing here, as there is nothing to prove.
        assert_eq!(lines(&run(&["--quick", fen, name], "")), ["undetermined"]);
    }
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

#[test]
fn short_fens_take_the_default_fields() {
    // Board and side to move only, as in two lines of CHA's test vectors.
    let fen = "8/8/4k3/8/8/3K4/3R4/8 b";
    let out = run(&[fen], "");
    assert!(out.status.success());
    assert_mating_answer(fen, Color::White, &lines(&out)[0]);
    let input = "Bb2kb2/bKp1p1p1/1pP1P1P1/pP6/6P1/P7/8/8 b\n8/8/4k3/8/8/3K4/8/8 w -\n";
    let out = run(&[], input);
    assert!(out.status.success());
    let answers = lines(&out);
    assert_mating_answer(
        "Bb2kb2/bKp1p1p1/1pP1P1P1/pP6/6P1/P7/8/8 b",
        Color::White,
        &answers[0],
    );
    assert_eq!(answers[1], "unwinnable");
}

#[test]
fn a_line_is_answered_before_the_next_is_written() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter-quiz"))
        .args(["can-mate", "--quick"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    // The answers are read on another thread, so that a missing one fails the test after a
    // while instead of blocking it.
    let (sender, answers) = mpsc::channel();
    let reader = thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            if sender.send(line.unwrap()).is_err() {
                break;
            }
        }
    });
    let wait = Duration::from_secs(20);
    stdin.write_all(b"8/8/4k3/8/8/3K4/8/8 w - - 0 1\n").unwrap();
    stdin.flush().unwrap();
    let first = answers.recv_timeout(wait);
    stdin
        .write_all(b"4k3/8/8/1p1p1p1p/pP1P1P1P/P7/8/4K3 w - - 0 1\n")
        .unwrap();
    stdin.flush().unwrap();
    let second = answers.recv_timeout(wait);
    if first.is_err() || second.is_err() {
        child.kill().unwrap();
    }
    assert_eq!(
        first.as_deref(),
        Ok("unwinnable"),
        "no answer while stdin is open"
    );
    assert_eq!(second.as_deref(), Ok("unwinnable"));
    drop(stdin);
    assert!(child.wait().unwrap().success());
    reader.join().unwrap();
}

#[test]
fn a_bad_table_size_is_refused_in_the_readers_language() {
    for size in ["0", "4097", "lots"] {
        let out = run(&["--hash", size, "8/8/4k3/8/8/3K4/8/8 w"], "");
        assert_eq!(out.status.code(), Some(2), "--hash {size}");
        let message = String::from_utf8(out.stderr).unwrap();
        assert!(message.contains("--hash"), "{message}");
    }
    let out = run(
        &["--lang", "ru", "--hash", "0", "8/8/4k3/8/8/3K4/8/8 w"],
        "",
    );
    let message = String::from_utf8(out.stderr).unwrap();
    assert!(
        message.contains("недопустимое") && message.contains("мегабайт"),
        "{message}"
    );
    let out = run(&["--hash", "8", "8/8/4k3/8/8/3K4/3R4/8 b"], "");
    assert!(out.status.success());
    assert_mating_answer("8/8/4k3/8/8/3K4/3R4/8 b", Color::White, &lines(&out)[0]);
}
