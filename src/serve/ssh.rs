//! The SSH side of the room (russh): a listener that refuses addresses connecting too often
//! and connections beyond a cap, and for each connection a handler that lets anyone in
//! ("none" authentication: the room code is asked in the app), opens one session channel
//! with a terminal, and refuses everything else SSH can do — a command, a subsystem such as
//! SFTP, forwarding of ports, agents or X11, a second channel. The session itself is in
//! [`super::session`].

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use russh::server::{Auth, ChannelOpenHandle, Config, Handler, Msg, Session, run_stream};
use russh::{Channel, ChannelId, MethodKind, MethodSet, Pty};
use tokio::net::TcpListener;
use tokio::sync::mpsc;

use crate::content::Library;
use crate::i18n::{Locale, match_tag};

use super::actor::RoomHandle;
use super::session::{self, FRAMES_QUEUED, Input, Start};

/// Limits on what a connection may do.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Connections an address may open per minute.
    pub per_minute: u32,
    /// Connections open at once, joined or not.
    pub connections: usize,
    /// Bytes of input a connection may send per second (more is dropped).
    pub bytes_per_second: usize,
}

/// The longest value of an environment variable taken (`LANG`, `TERM`, `COLORTERM`).
const ENV_MAX: usize = 64;

/// Inputs waiting for the session before more are dropped.
const INPUTS_QUEUED: usize = 64;

/// Counts the connections of each address in the last minute.
#[derive(Debug, Default)]
struct Attempts {
    by_address: HashMap<IpAddr, Vec<Instant>>,
}

impl Attempts {
    /// Whether `ip` may connect now (and counts it if so).
    fn allow(&mut self, ip: IpAddr, now: Instant, per_minute: u32) -> bool {
        let minute = Duration::from_mins(1);
        self.by_address.retain(|_, times| {
            times
                .last()
                .is_some_and(|t| now.duration_since(*t) < minute)
        });
        let times = self.by_address.entry(ip).or_default();
        times.retain(|t| now.duration_since(*t) < minute);
        if times.len() >= per_minute as usize {
            return false;
        }
        times.push(now);
        true
    }
}

/// What every connection shares.
#[derive(Debug)]
struct Shared {
    room: RoomHandle,
    library: Library,
    limits: Limits,
    open: AtomicUsize,
    next: AtomicU64,
}

/// Accepts connections on `listener` until the task is dropped or aborted.
pub async fn serve(
    listener: TcpListener,
    config: Arc<Config>,
    room: RoomHandle,
    library: Library,
    limits: Limits,
) {
    let shared = Arc::new(Shared {
        room,
        library,
        limits,
        open: AtomicUsize::new(0),
        next: AtomicU64::new(1),
    });
    let attempts = Arc::new(Mutex::new(Attempts::default()));
    loop {
        let Ok((stream, peer)) = listener.accept().await else {
            // Out of file handles, say: wait a moment rather than spin.
            tokio::time::sleep(Duration::from_millis(100)).await;
            continue;
        };
        let allowed = attempts
            .lock()
            .is_ok_and(|mut a| a.allow(peer.ip(), Instant::now(), limits.per_minute));
        if !allowed || shared.open.load(Ordering::Relaxed) >= limits.connections {
            drop(stream);
            continue;
        }
        let _ = stream.set_nodelay(true);
        shared.open.fetch_add(1, Ordering::Relaxed);
        let handler = Connection::new(Arc::clone(&shared), peer);
        let config = Arc::clone(&config);
        let shared = Arc::clone(&shared);
        tokio::spawn(async move {
            if let Ok(running) = run_stream(config, stream, handler).await {
                let _ = running.await;
            }
            shared.open.fetch_sub(1, Ordering::Relaxed);
        });
    }
}

/// The server's configuration: the host key, "none" authentication only, keepalives so that
/// a participant whose network went away is noticed, and no idle limit shorter than a
/// seminar.
pub fn config(key: russh::keys::PrivateKey) -> Config {
    Config {
        methods: MethodSet::from(&[MethodKind::None][..]),
        auth_rejection_time: Duration::from_secs(1),
        auth_rejection_time_initial: Some(Duration::ZERO),
        keys: vec![key],
        inactivity_timeout: Some(Duration::from_hours(3)),
        keepalive_interval: Some(Duration::from_secs(15)),
        keepalive_max: 4,
        max_auth_attempts: 3,
        nodelay: true,
        ..Config::default()
    }
}

/// One connection.
struct Connection {
    shared: Arc<Shared>,
    conn: u64,
    /// The session channel, once opened.
    channel: Option<ChannelId>,
    size: (u16, u16),
    term: Option<String>,
    lang: Option<Locale>,
    colorterm: Option<String>,
    /// Where the client's bytes go, once the session runs.
    inputs: Option<mpsc::Sender<Input>>,
    /// Input allowed in the current second, and when that second began.
    budget: (usize, Instant),
}

impl Connection {
    fn new(shared: Arc<Shared>, _peer: SocketAddr) -> Self {
        let conn = shared.next.fetch_add(1, Ordering::Relaxed);
        Self {
            budget: (shared.limits.bytes_per_second, Instant::now()),
            shared,
            conn,
            channel: None,
            size: (80, 24),
            term: None,
            lang: None,
            colorterm: None,
            inputs: None,
        }
    }

    /// Whether the request is for our channel.
    fn ours(&self, channel: ChannelId) -> bool {
        self.channel == Some(channel)
    }

    /// Starts the app on the channel.
    fn start(&mut self, channel: ChannelId, session: &Session) {
        if self.inputs.is_some() {
            return;
        }
        let (inputs, rx) = mpsc::channel(INPUTS_QUEUED);
        let (out, mut frames) = mpsc::channel::<Vec<u8>>(FRAMES_QUEUED);
        let start = Start {
            conn: self.conn,
            room: self.shared.room.clone(),
            library: self.shared.library.clone(),
            locale: self.lang.unwrap_or(Locale::En),
            size: self.size,
            term: self.term.clone(),
            colorterm: self.colorterm.clone(),
        };
        let handle = session.handle();
        tokio::spawn(async move {
            while let Some(frame) = frames.recv().await {
                if handle.data(channel, frame).await.is_err() {
                    break;
                }
            }
            // The session has ended: the client is told, and its ssh returns.
            let _ = handle.exit_status_request(channel, 0).await;
            let _ = handle.eof(channel).await;
            let _ = handle.close(channel).await;
        });
        tokio::spawn(session::run(start, rx, out));
        self.inputs = Some(inputs);
    }
}

/// The widest window taken, in columns: a full-screen terminal on a 4K display in a small
/// font. A client claiming more is drawn at this width (each session keeps two screens of
/// cells, so the size a client claims must not be what decides the server's memory).
const COLS_MAX: u32 = 500;

/// The tallest window taken, in rows.
const ROWS_MAX: u32 = 200;

/// A window size as the app takes it.
fn cells(cols: u32, rows: u32) -> (u16, u16) {
    let clamp = |n: u32, max: u32| u16::try_from(n.clamp(1, max)).unwrap_or(1);
    (clamp(cols, COLS_MAX), clamp(rows, ROWS_MAX))
}

impl Handler for Connection {
    type Error = russh::Error;

    async fn auth_none(&mut self, _user: &str) -> Result<Auth, Self::Error> {
        Ok(Auth::Accept)
    }

    async fn channel_open_session(
        &mut self,
        channel: Channel<Msg>,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        // One channel per connection; dropping the reply refuses another.
        if self.channel.is_none() {
            self.channel = Some(channel.id());
            reply.accept().await;
        }
        Ok(())
    }

    async fn pty_request(
        &mut self,
        channel: ChannelId,
        term: &str,
        col_width: u32,
        row_height: u32,
        _pix_width: u32,
        _pix_height: u32,
        _modes: &[(Pty, u32)],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if !self.ours(channel) {
            return session.channel_failure(channel);
        }
        self.size = cells(col_width, row_height);
        self.term = Some(term.chars().take(ENV_MAX).collect());
        session.channel_success(channel)
    }

    async fn env_request(
        &mut self,
        channel: ChannelId,
        name: &str,
        value: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if !self.ours(channel) || value.len() > ENV_MAX {
            return session.channel_failure(channel);
        }
        match name {
            // The first of these the client sends that names one of our languages.
            "LANG" | "LC_ALL" | "LC_MESSAGES" | "LANGUAGE" => {
                if self.lang.is_none() {
                    self.lang = value.split(':').find_map(match_tag);
                }
            }
            "COLORTERM" => self.colorterm = Some(value.to_owned()),
            _ => return session.channel_failure(channel),
        }
        session.channel_success(channel)
    }

    async fn shell_request(
        &mut self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if !self.ours(channel) {
            return session.channel_failure(channel);
        }
        session.channel_success(channel)?;
        self.start(channel, session);
        Ok(())
    }

    async fn exec_request(
        &mut self,
        channel: ChannelId,
        _data: &[u8],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        refuse_command(channel, session)
    }

    async fn subsystem_request(
        &mut self,
        channel: ChannelId,
        _name: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        refuse_command(channel, session)
    }

    async fn x11_request(
        &mut self,
        channel: ChannelId,
        _single_connection: bool,
        _x11_auth_protocol: &str,
        _x11_auth_cookie: &str,
        _x11_screen_number: u32,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }

    async fn agent_request(
        &mut self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<bool, Self::Error> {
        session.channel_failure(channel)?;
        Ok(false)
    }

    async fn tcpip_forward(
        &mut self,
        _address: &str,
        _port: &mut u32,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        Ok(false)
    }

    async fn window_change_request(
        &mut self,
        channel: ChannelId,
        col_width: u32,
        row_height: u32,
        _pix_width: u32,
        _pix_height: u32,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.ours(channel) {
            self.size = cells(col_width, row_height);
            if let Some(inputs) = &self.inputs {
                let _ = inputs.try_send(Input::Resize(self.size.0, self.size.1));
            }
        }
        Ok(())
    }

    async fn data(
        &mut self,
        channel: ChannelId,
        data: &[u8],
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if !self.ours(channel) {
            return Ok(());
        }
        let now = Instant::now();
        if now.duration_since(self.budget.1) >= Duration::from_secs(1) {
            self.budget = (self.shared.limits.bytes_per_second, now);
        }
        let take = data.len().min(self.budget.0);
        self.budget.0 -= take;
        if let (Some(inputs), true) = (&self.inputs, take > 0) {
            // A client typing faster than the session reads loses the excess.
            let _ = inputs.try_send(Input::Bytes(data[..take].to_vec()));
        }
        Ok(())
    }

    async fn channel_eof(
        &mut self,
        channel: ChannelId,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.ours(channel) {
            self.inputs = None;
        }
        Ok(())
    }

    async fn channel_close(
        &mut self,
        channel: ChannelId,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.ours(channel) {
            self.inputs = None;
        }
        Ok(())
    }
}

/// Refuses a request to run a command or a subsystem on a channel and closes it: the room
/// serves the app and nothing else, so a client asking for a shell command or `sftp` is told
/// no at once instead of waiting on an open channel.
fn refuse_command(channel: ChannelId, session: &mut Session) -> Result<(), russh::Error> {
    session.channel_failure(channel)?;
    session.close(channel)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_connecting_too_often_is_refused_for_a_minute() {
        let mut a = Attempts::default();
        let ip: IpAddr = [10, 0, 0, 7].into();
        let other: IpAddr = [10, 0, 0, 8].into();
        let t0 = Instant::now();
        assert!((0..3).all(|_| a.allow(ip, t0, 3)));
        assert!(!a.allow(ip, t0, 3));
        assert!(a.allow(other, t0, 3));
        assert!(a.allow(ip, t0 + Duration::from_secs(61), 3));
    }

    #[test]
    fn window_sizes_are_held_to_what_a_terminal_has() {
        assert_eq!(cells(0, 5_000_000), (1, 200));
        assert_eq!(cells(10_000, 10_000), (500, 200));
        assert_eq!(cells(120, 40), (120, 40));
    }
}
