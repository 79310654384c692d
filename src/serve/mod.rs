//! The seminar room, `arbiter-quiz serve`: an SSH server in the lecturer's terminal that
//! gives every participant their own session of the app (in their own language), a room
//! actor that owns what the room does and every answer, and the lecturer's console.
//!
//! - [`ssh`]: the listener and the SSH handler (nothing but the app is reachable);
//! - [`session`]: one participant's app on their channel, with [`input`] reading their keys;
//! - [`actor`]: the room, its results file ([`results`]) and gradebook ([`gradebook`]);
//! - [`console`]: the lecturer's screen;
//! - [`host_key`]: the server's key, made once and kept.
//!
//! A room's identity is its name: `--room NAME`, or made from the mode, the pack, the exam's
//! size and seed, and the room code. Starting `serve` again with the same name (the same
//! options) resumes the room from its results file.

pub mod actor;
pub mod console;
pub mod gradebook;
pub mod host_key;
pub mod input;
pub mod results;
pub mod session;
pub mod ssh;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

use tokio::net::TcpListener;
use tokio::task::JoinHandle;

use crate::content::{Library, Pack, Scenario};
use crate::i18n::{Arg, Locale, Localizer};
use crate::laws::Edition;
use crate::quiz::paper::Paper;
use crate::store::LoadNotice;
use crate::store::versioned::load_versioned;
use crate::tui::room::{Phase, RoomView};

use self::actor::{RoomHandle, Setup};
use self::gradebook::Gradebook;
use self::results::RoomFile;

/// The name of the results file in the room's folder.
pub const RESULTS: &str = "results.json";

/// What the lecturer asked for.
#[derive(Debug, Clone)]
pub struct Options {
    /// Where to listen.
    pub listen: SocketAddr,
    /// The code participants type to join.
    pub code: String,
    /// The room's name, if given; otherwise made from the other options.
    pub room: Option<String>,
    /// The pack of a live room, or the pack an exam is drawn from.
    pub pack: Option<String>,
    /// An exam of this many questions, instead of a live round.
    pub exam: Option<u16>,
    /// The exam's seed.
    pub seed: u64,
    /// The exam's length in minutes.
    pub minutes: u64,
    /// The edition every question is ruled under (`--laws`), if one.
    pub edition: Option<Edition>,
    /// The most participants at once.
    pub max: usize,
    /// Connections an address may open per minute.
    pub per_minute: u32,
    /// The lecturer's language.
    pub locale: Locale,
    /// The data folder (rooms and the host key are kept in it).
    pub data: PathBuf,
    /// The exam's pass mark, in percent.
    pub pass_mark: u8,
}

/// A room being served.
#[derive(Debug)]
pub struct Running {
    /// The address it listens on.
    pub addr: SocketAddr,
    /// The room.
    pub room: RoomHandle,
    /// The host key's fingerprint.
    pub fingerprint: String,
    /// The room's name.
    pub name: String,
    /// The room code.
    pub code: String,
    /// What there is to tell the lecturer about the room's file (resumed, moved aside...).
    pub notices: Vec<String>,
    /// The room's scenarios.
    pub library: Library,
    server: JoinHandle<()>,
}

impl Running {
    /// Stops listening and ends every connection (the room's file is already written).
    pub fn stop(self) {
        self.server.abort();
    }
}

/// The room's name when none is given: the mode, the pack, the exam's size and seed, and the
/// code, in characters any file system takes.
pub fn room_name(options: &Options) -> String {
    let raw = match (&options.room, options.exam) {
        (Some(name), _) => name.clone(),
        (None, Some(n)) => format!(
            "exam-{}-{n}-{}-{}",
            options.pack.as_deref().unwrap_or("all"),
            options.seed,
            options.code
        ),
        (None, None) => format!(
            "live-{}-{}",
            options.pack.as_deref().unwrap_or("all"),
            options.code
        ),
    };
    raw.chars()
        .take(96)
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.') {
                c
            } else {
                '_'
            }
        })
        .collect::<String>()
        .trim_start_matches('.')
        .to_owned()
}

/// The room's scenarios as a library of one pack (each session gets a copy, so it holds
/// only these) and what the room does at first.
fn room_library(
    options: &Options,
    library: &Library,
    loc: &Localizer,
) -> Result<(Library, RoomView), String> {
    let pack = match &options.pack {
        Some(id) => Some(library.pack(id).ok_or_else(|| {
            let ids: Vec<&str> = library.packs.iter().map(|p| p.id.as_str()).collect();
            loc.text(
                "export-unknown-pack",
                &[
                    ("id", Arg::from(id.clone())),
                    ("choices", Arg::from(ids.join(", "))),
                ],
            )
        })?),
        None => None,
    };
    let candidates: Vec<&Scenario> = match pack {
        Some(p) => p.scenarios.iter().collect(),
        None => library.scenarios().collect(),
    };
    let (ids, phase) = match options.exam {
        Some(n) => (
            Paper::draw(&candidates, usize::from(n), options.seed).ids,
            Phase::ExamWaiting,
        ),
        None if pack.is_some() => (
            candidates.iter().map(|s| s.id.clone()).collect(),
            Phase::Live {
                index: 0,
                revealed: false,
            },
        ),
        None => return Err(loc.text("serve-needs-pack", &[])),
    };
    if ids.is_empty() {
        return Err(loc.text("export-no-scenarios", &[]));
    }
    let Some(template) = pack.or_else(|| library.packs.first()) else {
        return Err(loc.text("export-no-scenarios", &[]));
    };
    let mut one: Pack = template.clone();
    if pack.is_none() {
        "exam".clone_into(&mut one.id);
    }
    one.scenarios = ids
        .iter()
        .filter_map(|id| {
            candidates
                .iter()
                .find(|s| s.id == *id)
                .map(|s| (*s).clone())
        })
        .collect();
    let mut room_library = Library::default();
    room_library.packs.push(one);
    let view = RoomView {
        ids,
        edition: options.edition,
        seed: options.seed,
        pass_mark: options.pass_mark,
        phase,
    };
    Ok((room_library, view))
}

/// Starts the room on the current tokio runtime: reads its file if it is there, makes or
/// reads the host key, binds the address and accepts participants. The error is a message
/// in the lecturer's language.
pub async fn start(options: &Options, library: &Library) -> Result<Running, String> {
    let loc = Localizer::new(options.locale);
    let (library, view) = room_library(options, library, &loc)?;
    let name = room_name(options);
    let dir = options.data.join("rooms").join(&name);
    let (resumed, notice) = load_versioned::<RoomFile>(&dir.join(RESULTS));
    let mut notices = Vec::new();
    match &notice {
        None => {}
        Some(LoadNotice::MovedAside { aside, .. }) => notices.push(loc.text(
            "serve-file-aside",
            &[("path", Arg::from(aside.display().to_string()))],
        )),
        Some(other) => {
            return Err(loc.text(
                "serve-file-unusable",
                &[
                    ("path", Arg::from(dir.join(RESULTS).display().to_string())),
                    ("reason", Arg::from(format!("{other:?}"))),
                ],
            ));
        }
    }
    if let Some(file) = &resumed {
        notices.push(loc.text(
            "serve-resumed",
            &[("count", Arg::from(file.participants.len()))],
        ));
    }
    let key_path = options.data.join("serve").join("host_key");
    let key = host_key::load_or_create(&key_path).map_err(|e| {
        loc.text(
            "serve-host-key-failed",
            &[
                ("path", Arg::from(key_path.display().to_string())),
                ("reason", Arg::from(e.to_string())),
            ],
        )
    })?;
    let fingerprint = host_key::fingerprint(&key);
    let listener = TcpListener::bind(options.listen).await.map_err(|e| {
        loc.text(
            "serve-bind-failed",
            &[
                ("addr", Arg::from(options.listen.to_string())),
                ("reason", Arg::from(e.to_string())),
            ],
        )
    })?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    let room = actor::spawn(Setup {
        room: name.clone(),
        code: options.code.clone(),
        library: library.clone(),
        view,
        max: options.max,
        dir,
        gradebook: Gradebook {
            locale: options.locale,
            pack: options.pack.clone(),
            seed: options.exam.map(|_| options.seed),
            edition: options.edition,
            limit_secs: options.minutes.saturating_mul(60),
        },
        resumed,
    });
    let limits = ssh::Limits {
        per_minute: options.per_minute,
        connections: options.max.saturating_mul(2).saturating_add(16),
        bytes_per_second: 4096,
    };
    let server = tokio::spawn(ssh::serve(
        listener,
        Arc::new(ssh::config(key)),
        room.clone(),
        library.clone(),
        limits,
    ));
    Ok(Running {
        addr,
        room,
        fingerprint,
        name,
        code: options.code.clone(),
        notices,
        library,
        server,
    })
}
