//! The seminar room end to end on loopback: rooms started on ephemeral ports, participants
//! connecting with an SSH client and a terminal emulator (vt100), keys sent as terminals send
//! them, and what their screens and the room's files show.
//!
//! Run them with `cargo test --test serve`.

// A test binary: a failed expectation is a failed test, with its message.
#![allow(clippy::expect_used, clippy::unwrap_used)]

#[path = "support/participant.rs"]
mod participant;

use std::path::Path;
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
fn data_dir(test: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(&format!("aq-serve-{test}-"))
        .tempdir()
        .unwrap()
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
    let data_dir = data_dir("live");
    let data = data_dir.path().to_path_buf();
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
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_participant_reconnects_and_the_room_survives_a_restart() {
    let data_dir = data_dir("resume");
    let data = data_dir.path().to_path_buf();
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
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_exam_fills_the_gradebook_and_nothing_but_the_app_is_served() {
    let data_dir = data_dir("exam");
    let data = data_dir.path().to_path_buf();
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
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_address_connecting_too_often_is_turned_away_and_another_is_not() {
    let data_dir = data_dir("rate");
    let data = data_dir.path().to_path_buf();
    let running = start(
        &Options {
            per_minute: 3,
            ..options(&data, None)
        },
        library(),
    )
    .await
    .unwrap();
    let mut kept = Vec::new();
    for user in ["a", "b", "c"] {
        let mut p = Participant::connect(running.addr, user, "en_GB.UTF-8", 100, 32)
            .await
            .unwrap();
        assert!(p.wait_for("Room code", SHOWS).await.is_some());
        kept.push(p);
    }
    // The fourth within the minute is dropped before SSH says a word.
    let fourth = tokio::time::timeout(
        SHOWS,
        Participant::connect(running.addr, "d", "en_GB.UTF-8", 100, 32),
    )
    .await
    .expect("refused at once, not left hanging");
    assert!(fourth.is_err(), "a fourth connection in a minute got in");
    // Another machine (another loopback address) is not held to the first one's count.
    let mut other = Participant::connect_from([127, 0, 0, 2].into(), running.addr, "e", "ru_RU")
        .await
        .unwrap();
    assert!(
        other.wait_for("Код зала", SHOWS).await.is_some(),
        "{}",
        other.text()
    );
    // Those already in are not disturbed.
    kept[0].join("4711", "Ann").await;
    assert!(kept[0].wait_for("Question 1 of 23", SHOWS).await.is_some());
    running.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_room_turns_the_next_away_but_lets_a_member_back() {
    let data_dir = data_dir("full");
    let data = data_dir.path().to_path_buf();
    let running = start(
        &Options {
            max: 2,
            ..options(&data, None)
        },
        library(),
    )
    .await
    .unwrap();
    let mut ann = Participant::connect(running.addr, "a", "en_GB.UTF-8", 100, 32)
        .await
        .unwrap();
    let mut bo = Participant::connect(running.addr, "b", "en_GB.UTF-8", 100, 32)
        .await
        .unwrap();
    for (p, name) in [(&mut ann, "Ann"), (&mut bo, "Bo")] {
        p.wait_for("Room code", SHOWS).await.unwrap();
        p.join("4711", name).await;
        assert!(
            p.wait_for("Question 1 of 23", SHOWS).await.is_some(),
            "{}",
            p.text()
        );
    }
    let mut third = Participant::connect(running.addr, "c", "en_GB.UTF-8", 100, 32)
        .await
        .unwrap();
    third.wait_for("Room code", SHOWS).await.unwrap();
    third.join("4711", "Cy").await;
    assert!(
        third.wait_for("The room is full", SHOWS).await.is_some(),
        "{}",
        third.text()
    );
    let snap = snapshot_when(&running, |s| s.people.len() == 2).await;
    assert!(snap.people.iter().all(|p| p.name != "Cy"));
    // Ann's laptop reconnects while the room is full: she is a member, she gets her seat.
    ann.keys(b"c").await;
    ann.wait_for("Your answer c is in", SHOWS).await.unwrap();
    let mut again = Participant::connect(running.addr, "a", "en_GB.UTF-8", 100, 32)
        .await
        .unwrap();
    again.wait_for("Room code", SHOWS).await.unwrap();
    again.join("4711", "Ann").await;
    assert!(
        again.wait_for("Your answer c is in", SHOWS).await.is_some(),
        "{}",
        again.text()
    );
    let snap = snapshot_when(&running, |s| {
        s.people.iter().filter(|p| p.connected).count() == 2
    })
    .await;
    assert_eq!(snap.people.len(), 2);
    running.stop();
}

/// The text of a drawn buffer, row by row.
fn buffer_text(buf: &ratatui::buffer::Buffer) -> String {
    let area = buf.area;
    (area.y..area.bottom())
        .map(|y| {
            (area.x..area.right())
                .map(|x| buf[(x, y)].symbol())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn t_shows_the_lecturer_the_answers_before_the_reveal_and_the_room_sees_none() {
    use arbiter_quiz::serve::console::{Console, render};
    use arbiter_quiz::tui::settings::Capabilities;
    use ratatui::crossterm::event::KeyCode;

    let data_dir = data_dir("tally");
    let data = data_dir.path().to_path_buf();
    let running = start(&options(&data, None), library()).await.unwrap();
    let mut ann = Participant::connect(running.addr, "a", "en_GB.UTF-8", 100, 32)
        .await
        .unwrap();
    let mut bo = Participant::connect(running.addr, "b", "ru_RU.UTF-8", 100, 32)
        .await
        .unwrap();
    ann.wait_for("Room code", SHOWS).await.unwrap();
    bo.wait_for("Код зала", SHOWS).await.unwrap();
    ann.join("4711", "Ann").await;
    bo.join("4711", "Борис").await;
    ann.wait_for("Question 1 of 23", SHOWS).await.unwrap();
    bo.wait_for("Вопрос 1 из 23", SHOWS).await.unwrap();
    ann.keys(b"a").await;
    bo.keys(b"b").await;
    ann.wait_for("Your answer a is in", SHOWS).await.unwrap();
    bo.wait_for("Ваш ответ b принят", SHOWS).await.unwrap();
    let snap = snapshot_when(&running, |s| {
        s.people.iter().filter(|p| p.live.is_some()).count() == 2
    })
    .await;

    let caps = Capabilities::detect(|_| None, false, "auto");
    let mut console = Console::new(&running, running.library.clone(), Locale::En, caps);
    let area = ratatui::layout::Rect::new(0, 0, 120, 40);
    let draw = |console: &Console, snap: &Snapshot| {
        let mut buf = ratatui::buffer::Buffer::empty(area);
        render(console, snap, area, &mut buf);
        buffer_text(&buf)
    };
    console.follow(&snap);
    let hidden = draw(&console, &snap);
    assert!(hidden.contains("The answers stay hidden"), "{hidden}");
    assert!(!hidden.contains("50%"), "{hidden}");

    assert!(!console.press(KeyCode::Char('t'), snap.view.phase, &running.room));
    let shown = draw(&console, &snap);
    assert!(shown.contains("1 · 50%"), "a and b, one each:\n{shown}");
    assert!(
        !shown.contains("Right:"),
        "the key is not told yet:\n{shown}"
    );
    // The room is not told: the reveal has not happened, nobody sees the others' answers.
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(
        running.room.view.borrow().phase,
        arbiter_quiz::tui::room::Phase::Live {
            index: 0,
            revealed: false
        }
    );
    for p in [&ann, &bo] {
        let text = p.text();
        assert!(!text.contains("50%") && !text.contains('█'), "{text}");
    }
    assert!(!ann.text().contains("Борис") && !bo.text().contains("Ann"));

    assert!(!console.press(KeyCode::Char('t'), snap.view.phase, &running.room));
    assert!(draw(&console, &snap).contains("The answers stay hidden"));
    // The reveal key, through the same dispatch, reveals to the room.
    assert!(!console.press(KeyCode::Char('r'), snap.view.phase, &running.room));
    assert!(
        ann.wait_for("The lecturer has revealed", SHOWS)
            .await
            .is_some()
    );
    let snap = snapshot_when(&running, |s| {
        matches!(
            s.view.phase,
            arbiter_quiz::tui::room::Phase::Live { revealed: true, .. }
        )
    })
    .await;
    console.follow(&snap);
    let revealed = draw(&console, &snap);
    assert!(revealed.contains("Right: 1 of 2"), "{revealed}");
    assert!(console.press(KeyCode::Char('q'), snap.view.phase, &running.room));
    running.stop();
}

/// A small deterministic generator of hostile input (xorshift), so that a failure repeats.
struct Noise(u64);

impl Noise {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        usize::try_from(self.next() % n as u64).unwrap()
    }

    /// One packet: random bytes, a mutated escape sequence, invalid UTF-8, or a piece of
    /// a known sequence with bytes flipped.
    fn packet(&mut self) -> Vec<u8> {
        const SEQUENCES: [&[u8]; 12] = [
            b"\x1b[A",
            b"\x1b[<0;65535;65535M",
            b"\x1b[99999999999;99999999999H",
            b"\x1b]0;title without end",
            b"\x1bP1;2|payload",
            b"\x1b[1;5;7;9;11;13;15;17;19;21;23;25;27;29;31;33~",
            b"\x1bO",
            b"\xff\xfe\xc0\x80\x80\xed\xa0\x80",
            b"\x1b[200~pasted\x1b[201~",
            b"\r\r\r\t\x7f\x03\x1a",
            "Ж中ʻ".as_bytes(),
            b"\x1b[<64;1;1M\x1b[<65;1;1M\x1b[<0;3;9m",
        ];
        match self.below(4) {
            0 => (0..self.below(512))
                .map(|_| self.next().to_le_bytes()[0])
                .collect(),
            1 => {
                let mut s = SEQUENCES[self.below(SEQUENCES.len())].to_vec();
                for _ in 0..self.below(3) {
                    let at = self.below(s.len());
                    s[at] ^= self.next().to_le_bytes()[0];
                }
                s
            }
            2 => (0..self.below(64))
                .flat_map(|_| SEQUENCES[self.below(SEQUENCES.len())].to_vec())
                .collect(),
            _ => {
                let cut = self.below(8);
                SEQUENCES[self.below(SEQUENCES.len())]
                    .iter()
                    .copied()
                    .take(cut)
                    .collect()
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_bytes_and_window_sizes_neither_crash_nor_stall_the_room() {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};

    // A panic in a session's task would be caught by tokio and go unseen: count the panics
    // on the runtime's worker threads (a failing test panics on its own thread instead).
    static PANICS: AtomicUsize = AtomicUsize::new(0);
    let before = PANICS.load(Ordering::Relaxed);
    let default = Arc::new(std::panic::take_hook());
    std::panic::set_hook(Box::new(move |info| {
        if std::thread::current()
            .name()
            .is_some_and(|n| n.starts_with("tokio"))
        {
            PANICS.fetch_add(1, Ordering::Relaxed);
        }
        default(info);
    }));

    let data_dir = data_dir("hostile");
    let data = data_dir.path().to_path_buf();
    let running = start(&options(&data, None), library()).await.unwrap();
    let mut good = Participant::connect(running.addr, "g", "en_GB.UTF-8", 100, 32)
        .await
        .unwrap();
    good.wait_for("Room code", SHOWS).await.unwrap();
    good.join("4711", "Gita").await;
    good.wait_for("Question 1 of 23", SHOWS).await.unwrap();

    let storm = async {
        let mut hostile = Vec::new();
        for i in 0..4u64 {
            let p = Participant::connect(running.addr, "h", "en_GB.UTF-8", 100, 32)
                .await
                .unwrap();
            hostile.push((p, Noise(0x9e37_79b9_7f4a_7c15 ^ (i + 1))));
        }
        // Two of them join first, so that the noise reaches the live question too.
        for (k, (p, _)) in hostile.iter_mut().enumerate().take(2) {
            p.wait_for("Room code", SHOWS).await.unwrap();
            p.join("4711", &format!("H{k}")).await;
        }
        // A paste of a quarter of a megabyte (sixty seconds of the input budget), on each.
        let paste: Vec<u8> = "paste Вставка 粘贴 ".repeat(10_000).into_bytes();
        for (p, _) in &hostile {
            p.send(&paste).await;
        }
        let sizes = [
            (0, 0),
            (10_000, 10_000),
            (1, 1),
            (u32::MAX, u32::MAX),
            (80, 24),
        ];
        for round in 0..150 {
            for (p, noise) in &mut hostile {
                p.send(&noise.packet()).await;
                if round % 10 == 0 {
                    let (c, r) = sizes[noise.below(sizes.len())];
                    p.resize(c, r).await;
                }
            }
        }
        hostile
    };
    let hostile = tokio::time::timeout(Duration::from_mins(1), storm)
        .await
        .expect("the server takes the storm in bounded time");

    // The room goes on: the good participant answers, the lecturer reveals, a newcomer
    // gets in.
    good.keys(b"a").await;
    assert!(
        good.wait_for("Your answer a is in", SHOWS).await.is_some(),
        "{}",
        good.text()
    );
    lecturer(&running, Lecturer::Reveal);
    assert!(
        good.wait_for("The lecturer has revealed", SHOWS)
            .await
            .is_some(),
        "{}",
        good.text()
    );
    let mut late = Participant::connect(running.addr, "l", "hy_AM.UTF-8", 100, 32)
        .await
        .unwrap();
    assert!(late.wait_for("Լսարանի կոդը", SHOWS).await.is_some());
    // Whatever the noise typed, no name with a control character got into the room.
    let snap = snapshot_when(&running, |s| s.people.iter().any(|p| p.name == "Gita")).await;
    assert!(
        snap.people
            .iter()
            .all(|p| arbiter_quiz::serve::actor::valid_name(&p.name)),
        "{:?}",
        snap.people
    );
    drop(hostile);
    let _ = std::panic::take_hook();
    assert_eq!(
        PANICS.load(Ordering::Relaxed),
        before,
        "a session panicked on hostile input"
    );
    running.stop();
}
