//! The seminar room end to end on loopback: rooms started on ephemeral ports, participants
//! connecting with an SSH client and a terminal emulator (vt100), keys sent as terminals send
//! them, and what their screens and the room's files show.
//!
//! Run them with `cargo test --test serve`.

// A test binary: a failed expectation is a failed test, with its message.
#![allow(clippy::expect_used, clippy::unwrap_used)]

#[path = "support/participant.rs"]
mod participant;

use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::Duration;

use arbiter_quiz::content::Library;
use arbiter_quiz::i18n::Locale;
use arbiter_quiz::serve::actor::{Command, Lecturer, Snapshot};
use arbiter_quiz::serve::results::RoomFile;
use arbiter_quiz::serve::{Options, RESULTS, Running, start};
use participant::Participant;

/// How long a screen may take to show what it should (generous: CI machines are slow).
const SHOWS: Duration = Duration::from_secs(10);

/// The built-in packs, read once for every test.
fn library() -> &'static Library {
    static LIBRARY: OnceLock<Library> = OnceLock::new();
    LIBRARY.get_or_init(Library::built_in)
}

/// A fresh data folder for one test.
fn data_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("aq-serve-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// A room's options on an ephemeral loopback port.
fn options(data: &Path, exam: Option<u16>) -> Options {
    Options {
        listen: "127.0.0.1:0".parse().unwrap(),
        code: "4711".into(),
        room: None,
        pack: Some("uz-2018".into()),
        exam,
        seed: 7,
        minutes: 5,
        edition: None,
        max: 10,
        per_minute: 100,
        locale: Locale::En,
        data: data.to_path_buf(),
        pass_mark: 80,
    }
}

/// The room's snapshot once `ok` holds for it.
async fn snapshot_when(running: &Running, ok: impl Fn(&Snapshot) -> bool) -> Snapshot {
    let mut rx = running.room.snapshot.clone();
    let snap = tokio::time::timeout(SHOWS, rx.wait_for(|s| ok(s)))
        .await
        .expect("the room got there in time")
        .expect("the room is running");
    (**snap).clone()
}

fn lecturer(running: &Running, l: Lecturer) {
    running.room.commands.send(Command::Lecturer(l)).unwrap();
}

fn results(data: &Path, running_name: &str) -> RoomFile {
    let bytes = std::fs::read(data.join("rooms").join(running_name).join(RESULTS)).unwrap();
    serde_json::from_slice(&bytes).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_round_two_languages_a_wrong_code_and_the_reveal() {
    let data = data_dir("live");
    let running = start(&options(&data, None), library()).await.unwrap();
    let mut en = Participant::connect(running.addr, "a", "en_GB.UTF-8", 100, 32)
        .await
        .unwrap();
    let mut ru = Participant::connect(running.addr, "b", "ru_RU.UTF-8", 100, 32)
        .await
        .unwrap();
    assert!(
        en.wait_for("Room code", SHOWS).await.is_some(),
        "{}",
        en.text()
    );
    assert!(
        ru.wait_for("Код зала", SHOWS).await.is_some(),
        "{}",
        ru.text()
    );

    // A wrong code: refused, and the room knows nothing of the name.
    let mut stranger = Participant::connect(running.addr, "c", "en_US.UTF-8", 100, 32)
        .await
        .unwrap();
    stranger.wait_for("Room code", SHOWS).await.unwrap();
    stranger.join("1234", "Mallory").await;
    assert!(
        stranger.wait_for("not this room", SHOWS).await.is_some(),
        "{}",
        stranger.text()
    );

    en.join("4711", "Ann Lee").await;
    ru.join("4711", "Борис").await;
    en.wait_for("Question 1 of 23", SHOWS).await.unwrap();
    ru.wait_for("Вопрос 1 из 23", SHOWS).await.unwrap();
    en.keys(b"a").await;
    ru.keys(b"b").await;
    assert!(
        en.wait_for("Your answer a is in", SHOWS).await.is_some(),
        "{}",
        en.text()
    );
    assert!(
        ru.wait_for("Ваш ответ b принят", SHOWS).await.is_some(),
        "{}",
        ru.text()
    );
    // Nobody sees anyone else's answer before the reveal.
    assert!(!en.text().contains("Борис"));
    assert!(!ru.text().contains("Ann Lee"));

    let snap = snapshot_when(&running, |s| {
        s.people.iter().filter(|p| p.live.is_some()).count() == 2
    })
    .await;
    let names: Vec<&str> = snap.people.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(
        names,
        ["Ann Lee", "Борис"],
        "the stranger is not in the room"
    );
    assert_eq!(snap.keys[0], [0], "uz18-q01's key is a");

    lecturer(&running, Lecturer::Reveal);
    assert!(
        en.wait_for("The lecturer has revealed", SHOWS)
            .await
            .is_some()
    );
    assert!(ru.wait_for("Лектор показал решение", SHOWS).await.is_some());
    assert!(
        en.text().contains("6.5"),
        "the ruling's article:\n{}",
        en.text()
    );
    let file = results(&data, &running.name);
    assert_eq!(
        file.participants["Ann Lee"].live["uz18-q01-clock-placement"].chosen,
        [0]
    );
    assert_eq!(
        file.participants["Борис"].live["uz18-q01-clock-placement"].chosen,
        [1]
    );
    let gradebook = std::fs::read_to_string(snap.results.with_file_name("gradebook.csv")).unwrap();
    assert!(
        gradebook.contains("uz18-q01-clock-placement,uz-2018,2018,a,6.5,clock,a,b"),
        "{gradebook}"
    );

    lecturer(&running, Lecturer::Next);
    en.wait_for("Question 2 of 23", SHOWS).await.unwrap();
    running.stop();
    let _ = std::fs::remove_dir_all(data);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_participant_reconnects_and_the_room_survives_a_restart() {
    let data = data_dir("resume");
    let opts = options(&data, None);
    let running = start(&opts, library()).await.unwrap();
    let mut p = Participant::connect(running.addr, "x", "en_GB.UTF-8", 100, 32)
        .await
        .unwrap();
    p.wait_for("Room code", SHOWS).await.unwrap();
    p.join("4711", "Dana").await;
    p.wait_for("Question 1 of 23", SHOWS).await.unwrap();
    p.keys(b"c").await;
    p.wait_for("Your answer c is in", SHOWS).await.unwrap();
    p.disconnect().await;
    snapshot_when(&running, |s| s.people.iter().all(|p| !p.connected)).await;

    // Back with the same name: the answer is there.
    let mut again = Participant::connect(running.addr, "x", "en_GB.UTF-8", 100, 32)
        .await
        .unwrap();
    again.wait_for("Room code", SHOWS).await.unwrap();
    again.join("4711", "Dana").await;
    assert!(
        again.wait_for("Your answer c is in", SHOWS).await.is_some(),
        "{}",
        again.text()
    );
    lecturer(&running, Lecturer::Next);
    again.wait_for("Question 2 of 23", SHOWS).await.unwrap();
    again.keys(b"a").await;
    again.wait_for("Your answer a is in", SHOWS).await.unwrap();

    // The server goes away without warning; its file has every answer.
    let name = running.name.clone();
    running.stop();
    let file = results(&data, &name);
    assert_eq!(file.participants["Dana"].live.len(), 2);

    // Started again with the same options, the room is where it was.
    let running = start(&opts, library()).await.unwrap();
    assert_eq!(running.name, name);
    let snap = snapshot_when(&running, |s| !s.people.is_empty()).await;
    assert_eq!(
        snap.view.phase,
        arbiter_quiz::tui::room::Phase::Live {
            index: 1,
            revealed: false
        }
    );
    let mut back = Participant::connect(running.addr, "x", "en_GB.UTF-8", 100, 32)
        .await
        .unwrap();
    back.wait_for("Room code", SHOWS).await.unwrap();
    back.join("4711", "Dana").await;
    assert!(back.wait_for("Question 2 of 23", SHOWS).await.is_some());
    assert!(
        back.wait_for("Your answer a is in", SHOWS).await.is_some(),
        "{}",
        back.text()
    );
    running.stop();
    let _ = std::fs::remove_dir_all(data);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_exam_fills_the_gradebook_and_nothing_but_the_app_is_served() {
    let data = data_dir("exam");
    let running = start(&options(&data, Some(3)), library()).await.unwrap();
    let mut p = Participant::connect(running.addr, "x", "en_GB.UTF-8", 120, 40)
        .await
        .unwrap();
    p.wait_for("Room code", SHOWS).await.unwrap();
    p.join("4711", "Eve").await;
    assert!(
        p.wait_for("has not started", SHOWS).await.is_some(),
        "{}",
        p.text()
    );
    lecturer(&running, Lecturer::StartExam);
    p.wait_for("Question 1/3 · seed 7", SHOWS).await.unwrap();
    p.keys(b"b").await;
    snapshot_when(&running, |s| {
        s.people.first().is_some_and(|p| p.answered == 1)
    })
    .await;
    lecturer(&running, Lecturer::EndExam);
    let snap = snapshot_when(&running, |s| s.gradebook.is_some()).await;
    assert!(snap.people[0].handed_in);
    let gradebook = std::fs::read_to_string(snap.gradebook.unwrap()).unwrap();
    let rows: Vec<&str> = gradebook.lines().collect();
    assert_eq!(
        rows.len(),
        1 + 3 + 1,
        "header, three questions, score:\n{gradebook}"
    );
    assert!(rows[0].ends_with(",Eve"), "{gradebook}");
    assert!(rows[1].ends_with(",b"), "{gradebook}");
    assert!(rows[4].starts_with("Score,"), "{gradebook}");
    assert!(
        p.wait_for("Exam results", SHOWS).await.is_some(),
        "{}",
        p.text()
    );

    // A command instead of the app: refused, and the channel closed.
    let config = std::sync::Arc::new(russh::client::Config::default());
    let mut h = russh::client::connect(config, running.addr, participant::Client)
        .await
        .unwrap();
    assert!(h.authenticate_none("x").await.unwrap().success());
    let mut channel = h.channel_open_session().await.unwrap();
    channel.exec(true, "cat /etc/passwd").await.unwrap();
    let mut refused = false;
    while let Ok(Some(msg)) = tokio::time::timeout(SHOWS, channel.wait()).await {
        match msg {
            russh::ChannelMsg::Failure => refused = true,
            russh::ChannelMsg::Data { .. } => panic!("a command got output"),
            russh::ChannelMsg::Close => break,
            _ => {}
        }
    }
    assert!(refused);
    // A second channel on the same connection is refused too.
    assert!(h.channel_open_session().await.is_err());
    running.stop();
    let _ = std::fs::remove_dir_all(data);
}
