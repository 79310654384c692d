//! Load on a seminar room, on loopback only: a room served by a child process (so that its
//! memory is its own), N simulated participants connecting with the russh client in eight
//! languages, joining, answering the live question, then the lecturer's reveal. Measured:
//! the time from the reveal to each participant's screen (parsed with vt100) showing the
//! ruling, and the server's resident memory per session (RSS after everyone answered minus
//! RSS before anyone connected, over N).
//!
//! `cargo run --release --example room_load -- 10 30 60 100` (the default counts). The
//! clients run on the same machine as the server, so the figures include their load too.

// An example: a failed expectation ends it with its message.
#![allow(clippy::expect_used, clippy::unwrap_used)]

// The tests' participant: the example uses what a load needs of it, not the hostile parts.
#[path = "../tests/support/participant.rs"]
#[allow(dead_code)]
mod participant;

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command as Process, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use arbiter_quiz::content::Library;
use arbiter_quiz::i18n::Locale;
use arbiter_quiz::serve::actor::{Command, Lecturer};
use arbiter_quiz::serve::{Options, start};
use participant::Participant;

/// How long any one step may take before the run is called failed.
const STEP: Duration = Duration::from_mins(1);

/// The terminal each participant has.
const COLS: u16 = 120;
const ROWS: u16 = 36;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("server") {
        server(&args[1]);
        return;
    }
    let counts: Vec<usize> = if args.is_empty() {
        vec![10, 30, 60, 100]
    } else {
        args.iter()
            .map(|a| a.parse().expect("a number of participants"))
            .collect()
    };
    println!(
        "participants  p50 ms  p95 ms  max ms  server RSS before MB  after MB  per session MB"
    );
    for n in counts {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(round(n));
    }
}

/// The child: serves a live room on an ephemeral loopback port and takes the lecturer's
/// commands from its standard input, one a line.
fn server(data: &str) {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let library = Library::built_in();
        let options = Options {
            listen: "127.0.0.1:0".parse().unwrap(),
            code: "4711".into(),
            room: Some(format!("load-{}", std::process::id())),
            pack: Some("uz-2018".into()),
            exam: None,
            seed: 1,
            minutes: 30,
            edition: None,
            max: 1000,
            per_minute: 100_000,
            locale: Locale::En,
            data: data.into(),
            pass_mark: 80,
        };
        let running = start(&options, &library).await.unwrap();
        drop(library);
        println!("addr {}", running.addr);
        let mut snap = running.room.snapshot.clone();
        let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
        std::thread::spawn(move || {
            for line in std::io::stdin().lock().lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        while let Some(line) = rx.recv().await {
            let mut words = line.split_whitespace();
            match words.next() {
                Some("answered") => {
                    let n: usize = words.next().and_then(|w| w.parse().ok()).unwrap_or(0);
                    let _ = snap
                        .wait_for(|s| s.people.iter().filter(|p| p.live.is_some()).count() >= n)
                        .await;
                    println!("ok");
                }
                Some("reveal") => {
                    let _ = running
                        .room
                        .commands
                        .send(Command::Lecturer(Lecturer::Reveal));
                    println!("ok");
                }
                _ => break,
            }
        }
        running.stop();
    });
}

/// The child process and its pipes.
struct Server {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Server {
    fn spawn(data: &std::path::Path) -> (Self, std::net::SocketAddr) {
        let mut child = Process::new(std::env::current_exe().unwrap())
            .arg("server")
            .arg(data)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let mut line = String::new();
        stdout.read_line(&mut line).unwrap();
        let addr = line.trim().strip_prefix("addr ").unwrap().parse().unwrap();
        (
            Self {
                child,
                stdin,
                stdout,
            },
            addr,
        )
    }

    /// Sends a command and waits for its "ok".
    fn ask(&mut self, command: &str) {
        writeln!(self.stdin, "{command}").unwrap();
        let mut line = String::new();
        self.stdout.read_line(&mut line).unwrap();
    }

    /// The child's resident memory in MB (Linux; `None` elsewhere).
    fn rss_mb(&self) -> Option<f64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).ok()?;
        let kb: f64 = status
            .lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))?
            .split_whitespace()
            .next()?
            .parse()
            .ok()?;
        Some(kb / 1024.0)
    }
}

/// One round with `n` participants.
async fn round(n: usize) {
    let data = std::env::temp_dir().join(format!("aq-room-load-{}-{n}", std::process::id()));
    let (mut server, addr) = Server::spawn(&data);
    // Let the child settle (the packs read, the listener up) before the first reading.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let before = server.rss_mb();
    let limit = Arc::new(tokio::sync::Semaphore::new(8));
    let mut joining = Vec::new();
    for i in 0..n {
        let limit = Arc::clone(&limit);
        joining.push(tokio::spawn(async move {
            let _permit = limit.acquire().await.unwrap();
            let locale = Locale::ALL[i % Locale::ALL.len()];
            let lang = format!("{}.UTF-8", locale.tag().replace('-', "_"));
            let mut p = Participant::connect(addr, "p", &lang, COLS, ROWS)
                .await
                .unwrap();
            p.wait_for("4711", Duration::ZERO).await;
            // The join form is up when its caret is.
            p.wait_for("▏", STEP).await.expect("the join form");
            p.join("4711", &format!("p{i}")).await;
            p.wait_for("a)", STEP).await.expect("the live question");
            p
        }));
    }
    let mut people = Vec::new();
    for j in joining {
        people.push(j.await.unwrap());
    }
    for (i, p) in people.iter().enumerate() {
        let letter = [b'a', b'b', b'c', b'd'][i % 4];
        p.send(&[letter]).await;
    }
    server.ask(&format!("answered {n}"));
    let after = server.rss_mb();
    let revealed_at = Instant::now();
    server.ask("reveal");
    let mut waiting = Vec::new();
    for mut p in people {
        waiting.push(tokio::spawn(async move {
            let seen = p.wait_for("✓ a)", STEP).await;
            (seen, p)
        }));
    }
    let mut latencies = Vec::new();
    let mut people = Vec::new();
    for w in waiting {
        let (seen, p) = w.await.unwrap();
        let seen = seen.expect("the ruling on every screen");
        latencies.push(seen.duration_since(revealed_at).as_secs_f64() * 1000.0);
        people.push(p);
    }
    latencies.sort_by(f64::total_cmp);
    // The nearest rank at or below the percentile.
    let at = |percent: usize| latencies[(latencies.len() - 1) * percent / 100];
    let per = match (before, after) {
        (Some(b), Some(a)) => format!(
            "{:.2}",
            (a - b) / f64::from(u32::try_from(n).unwrap_or(u32::MAX))
        ),
        _ => "n/a".into(),
    };
    println!(
        "{n:>12}  {:>6.1}  {:>6.1}  {:>6.1}  {:>20}  {:>8}  {per:>14}",
        at(50),
        at(95),
        at(100),
        before.map_or("n/a".into(), |b| format!("{b:.1}")),
        after.map_or("n/a".into(), |a| format!("{a:.1}")),
    );
    for p in people {
        p.disconnect().await;
    }
    let _ = writeln!(server.stdin, "quit");
    let _ = server.child.wait();
    let _ = std::fs::remove_dir_all(data);
}
