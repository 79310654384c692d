//! A simulated seminar participant for the `serve` tests and the load example: an SSH client
//! (russh) with a terminal of a given size and language, whose screen is the `vt100`
//! emulator's reading of everything the server sent. Keys are sent as a terminal sends them.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use russh::client::{self, Handle};
use russh::keys::PublicKeyOrCertificate;
use russh::{ChannelMsg, Disconnect};
use tokio::sync::watch;

/// The client side's handler: any host key is taken (the tests make their own).
pub struct Client;

impl client::Handler for Client {
    type Error = russh::Error;

    async fn check_server_key(
        &mut self,
        _key: &PublicKeyOrCertificate,
    ) -> Result<bool, Self::Error> {
        Ok(true)
    }
}

/// One participant's terminal.
pub struct Participant {
    handle: Handle<Client>,
    writer: russh::ChannelWriteHalf<client::Msg>,
    screen: Arc<Mutex<vt100::Parser>>,
    frames: watch::Receiver<u64>,
}

impl Participant {
    /// Connects to `addr` as user `user` with a `cols`×`rows` terminal and `LANG=lang`, and
    /// asks for the app (a shell).
    pub async fn connect(
        addr: std::net::SocketAddr,
        user: &str,
        lang: &str,
        cols: u16,
        rows: u16,
    ) -> Result<Self, russh::Error> {
        let stream = tokio::net::TcpStream::connect(addr).await?;
        Self::over(stream, user, lang, cols, rows).await
    }

    /// As [`Participant::connect`], from the local address `from` (another loopback address
    /// is another machine to the server).
    pub async fn connect_from(
        from: std::net::IpAddr,
        addr: std::net::SocketAddr,
        user: &str,
        lang: &str,
    ) -> Result<Self, russh::Error> {
        let socket = tokio::net::TcpSocket::new_v4()?;
        socket.bind((from, 0).into())?;
        let stream = socket.connect(addr).await?;
        Self::over(stream, user, lang, 100, 32).await
    }

    /// The SSH session over `stream`.
    async fn over(
        stream: tokio::net::TcpStream,
        user: &str,
        lang: &str,
        cols: u16,
        rows: u16,
    ) -> Result<Self, russh::Error> {
        let config = Arc::new(client::Config {
            nodelay: true,
            ..client::Config::default()
        });
        let mut handle = client::connect_stream(config, stream, Client).await?;
        if !handle.authenticate_none(user).await?.success() {
            return Err(russh::Error::NotAuthenticated);
        }
        let channel = handle.channel_open_session().await?;
        channel
            .request_pty(false, "xterm-256color", cols.into(), rows.into(), 0, 0, &[])
            .await?;
        channel.set_env(false, "LANG", lang).await?;
        channel.request_shell(false).await?;
        let (mut reader, writer) = channel.split();
        let screen = Arc::new(Mutex::new(vt100::Parser::new(rows, cols, 0)));
        let (frame_tx, frames) = watch::channel(0u64);
        let parser = Arc::clone(&screen);
        tokio::spawn(async move {
            while let Some(msg) = reader.wait().await {
                match msg {
                    ChannelMsg::Data { data } => {
                        if let Ok(mut p) = parser.lock() {
                            p.process(&data);
                        }
                        frame_tx.send_modify(|n| *n += 1);
                    }
                    ChannelMsg::Close | ChannelMsg::Eof => break,
                    _ => {}
                }
            }
        });
        Ok(Self {
            handle,
            writer,
            screen,
            frames,
        })
    }

    /// Sends bytes as typed.
    pub async fn send(&self, bytes: &[u8]) {
        let _ = self.writer.data_bytes(bytes.to_vec()).await;
    }

    /// Tells the server the window is now `cols`×`rows` (the emulator keeps its size: what
    /// matters is what the server makes of it).
    pub async fn resize(&self, cols: u32, rows: u32) {
        let _ = self.writer.window_change(cols, rows, 0, 0).await;
    }

    /// Types text, then waits a little for the server to take it in.
    pub async fn keys(&self, bytes: &[u8]) {
        self.send(bytes).await;
        tokio::time::sleep(Duration::from_millis(30)).await;
    }

    /// The screen's text, row by row.
    pub fn text(&self) -> String {
        self.screen
            .lock()
            .map(|p| p.screen().contents())
            .unwrap_or_default()
    }

    /// Waits until the screen shows `needle`: the moment it did, or `None` after `limit`.
    pub async fn wait_for(&mut self, needle: &str, limit: Duration) -> Option<Instant> {
        let deadline = tokio::time::Instant::now() + limit;
        loop {
            if self.text().contains(needle) {
                return Some(Instant::now());
            }
            match tokio::time::timeout_at(deadline, self.frames.changed()).await {
                Ok(Ok(())) => {}
                _ => return self.text().contains(needle).then(Instant::now),
            }
        }
    }

    /// Joins the room with `code` and `name`: the code, Enter, the name, Enter.
    pub async fn join(&self, code: &str, name: &str) {
        self.keys(code.as_bytes()).await;
        self.keys(b"\r").await;
        self.keys(name.as_bytes()).await;
        self.keys(b"\r").await;
    }

    /// Drops the connection, as a closed laptop lid would.
    pub async fn disconnect(self) {
        let _ = self
            .handle
            .disconnect(Disconnect::ByApplication, "", "en")
            .await;
    }
}
