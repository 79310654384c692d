//! The room actor: one tokio task that owns the room (what it is doing, every seat, who is
//! connected) and is the only one to change it. Sessions and the lecturer's console send it
//! [`Command`]s; it answers a session on the session's own channel ([`ToSession`]), tells
//! every session what the room is doing through a `watch` of the [`RoomView`] (which holds
//! nobody's answers), and gives the console a [`Snapshot`] with the answers after every
//! change. Every change is written to the results file before it is acknowledged; a batch of
//! commands that arrived together is written once.

use std::collections::{BTreeMap, HashMap};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{mpsc, watch};

use crate::content::Library;
use crate::i18n::{Locale, match_tag};
use crate::store::now_unix;
use crate::store::versioned::save_versioned;
use crate::tui::room::{Phase, Refusal, RoomRequest, RoomView, Seat, Sheet};
use crate::tui::screens::join::{CODE_MAX, NAME_MAX};

use super::gradebook::Gradebook;
use super::results::{FORMAT, LiveAnswer, Participant, RoomFile};

/// A connection's number, given by the server.
pub type ConnId = u64;

/// What the lecturer's console asks of the room.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lecturer {
    /// Show the live question's ruling to everyone.
    Reveal,
    /// The next scenario (live).
    Next,
    /// The scenario before (live).
    Previous,
    /// Start the exam for everyone.
    StartExam,
    /// End the exam for everyone now.
    EndExam,
}

/// What a session or the console asks of the room.
#[derive(Debug)]
pub enum Command {
    /// A participant asks to join.
    Join {
        /// The connection asking.
        conn: ConnId,
        /// The code typed.
        code: String,
        /// The name typed.
        name: String,
        /// The language chosen.
        locale: Locale,
        /// Where the room answers this session.
        to: mpsc::UnboundedSender<ToSession>,
    },
    /// A joined participant's request.
    Request {
        /// The connection asking.
        conn: ConnId,
        /// What it asks.
        request: RoomRequest,
    },
    /// The connection is gone.
    Leave {
        /// The connection.
        conn: ConnId,
    },
    /// The lecturer's console.
    Lecturer(Lecturer),
}

/// What the room tells one session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ToSession {
    /// You are in: what the room does, and your seat.
    Joined(RoomView, Box<Seat>),
    /// You are not in.
    Refused(Refusal),
    /// Your live answer to a scenario has been dealt with: what the room now keeps.
    Recorded {
        /// The scenario.
        scenario: String,
        /// The answer kept, if any.
        kept: Option<Vec<usize>>,
    },
    /// Someone joined with your name on another connection (you, reconnecting): this one
    /// ends.
    Replaced,
}

/// One participant as the console sees them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Person {
    /// The name.
    pub name: String,
    /// The language chosen.
    pub locale: Locale,
    /// Whether they are connected now.
    pub connected: bool,
    /// Their answer to the live question on show, if any.
    pub live: Option<Vec<usize>>,
    /// Exam questions answered.
    pub answered: usize,
    /// Exam questions answered right.
    pub right: usize,
    /// Whether they handed the exam in.
    pub handed_in: bool,
}

/// What the console shows: the room, the people, and where the files are.
#[derive(Debug, Clone)]
pub struct Snapshot {
    /// What the room does.
    pub view: RoomView,
    /// Everyone who ever joined, by name.
    pub people: Vec<Person>,
    /// The right options of each scenario (empty where the engine cannot rule it).
    pub keys: Arc<Vec<Vec<usize>>>,
    /// The results file.
    pub results: PathBuf,
    /// The gradebook, once written.
    pub gradebook: Option<PathBuf>,
    /// Why the last write failed, if it did.
    pub problem: Option<String>,
}

/// What the room is set up with.
#[derive(Debug)]
pub struct Setup {
    /// The room's name (its identity, and its folder's).
    pub room: String,
    /// The code participants type.
    pub code: String,
    /// The room's scenarios (only them: every session gets a copy).
    pub library: Library,
    /// What the room does at first, unless the results file says otherwise.
    pub view: RoomView,
    /// The most participants connected at once.
    pub max: usize,
    /// The room's folder.
    pub dir: PathBuf,
    /// What the gradebook is built from.
    pub gradebook: Gradebook,
    /// The room as the results file left it, if it was there.
    pub resumed: Option<RoomFile>,
}

/// The handle the server and the console hold.
#[derive(Debug, Clone)]
pub struct RoomHandle {
    /// Commands to the room.
    pub commands: mpsc::UnboundedSender<Command>,
    /// What the room does, for sessions.
    pub view: watch::Receiver<RoomView>,
    /// What the console shows.
    pub snapshot: watch::Receiver<Arc<Snapshot>>,
}

/// The room's state inside the actor.
struct Room {
    setup: Setup,
    view: RoomView,
    participants: BTreeMap<String, Participant>,
    /// Who is connected: name by connection, and the way to them.
    conns: HashMap<ConnId, (String, mpsc::UnboundedSender<ToSession>)>,
    keys: Arc<Vec<Vec<usize>>>,
    option_counts: Vec<usize>,
    gradebook: Option<PathBuf>,
    problem: Option<String>,
}

/// Starts the room's task on the current tokio runtime.
pub fn spawn(setup: Setup) -> RoomHandle {
    let mut view = setup.view.clone();
    let mut participants = BTreeMap::new();
    if let Some(file) = &setup.resumed
        && file.ids == view.ids
    {
        view.phase = file.phase;
        participants.clone_from(&file.participants);
    }
    let keys: Vec<Vec<usize>> = view
        .ids
        .iter()
        .map(|id| {
            setup.library.scenario(id).map_or_else(Vec::new, |s| {
                let edition = view.edition.unwrap_or(s.edition());
                crate::quiz::grade::grade(s, edition).map_or_else(|_| Vec::new(), |g| g.correct)
            })
        })
        .collect();
    let option_counts = view
        .ids
        .iter()
        .map(|id| setup.library.scenario(id).map_or(0, |s| s.options.len()))
        .collect();
    let mut room = Room {
        view: view.clone(),
        participants,
        conns: HashMap::new(),
        keys: Arc::new(keys),
        option_counts,
        gradebook: None,
        problem: None,
        setup,
    };
    let (commands, rx) = mpsc::unbounded_channel();
    let (view_tx, view_rx) = watch::channel(view);
    let (snap_tx, snap_rx) = watch::channel(Arc::new(room.snapshot()));
    // The room's file is written at once, so that a room started and stopped is there to
    // resume.
    room.save();
    let _ = snap_tx.send(Arc::new(room.snapshot()));
    tokio::spawn(room.run(rx, view_tx, snap_tx));
    RoomHandle {
        commands,
        view: view_rx,
        snapshot: snap_rx,
    }
}

impl Room {
    /// The loop: a batch of commands (all that arrived together), one write, then the
    /// acknowledgements and the broadcasts. The exam ends by itself at its deadline.
    async fn run(
        mut self,
        mut rx: mpsc::UnboundedReceiver<Command>,
        view_tx: watch::Sender<RoomView>,
        snap_tx: watch::Sender<Arc<Snapshot>>,
    ) {
        loop {
            let deadline = match self.view.phase {
                Phase::ExamRunning {
                    started,
                    limit_secs,
                } => Some(started.saturating_add(limit_secs)),
                _ => None,
            };
            let first = match deadline {
                Some(at) => {
                    let wait = Duration::from_secs(at.saturating_sub(now_unix()));
                    tokio::select! {
                        c = rx.recv() => c,
                        () = tokio::time::sleep(wait) => {
                            self.end_exam();
                            self.after_change(&view_tx, &snap_tx, Vec::new());
                            continue;
                        }
                    }
                }
                None => rx.recv().await,
            };
            let Some(first) = first else { break };
            let mut batch = vec![first];
            while let Ok(more) = rx.try_recv() {
                batch.push(more);
            }
            let mut acks = Vec::new();
            for command in batch {
                self.handle(command, &mut acks);
            }
            self.after_change(&view_tx, &snap_tx, acks);
        }
    }

    /// Writes the file, then sends the acknowledgements, the view and the snapshot.
    fn after_change(
        &mut self,
        view_tx: &watch::Sender<RoomView>,
        snap_tx: &watch::Sender<Arc<Snapshot>>,
        acks: Vec<(mpsc::UnboundedSender<ToSession>, ToSession)>,
    ) {
        self.save();
        for (to, message) in acks {
            let _ = to.send(message);
        }
        view_tx.send_if_modified(|v| {
            let changed = *v != self.view;
            if changed {
                v.clone_from(&self.view);
            }
            changed
        });
        let _ = snap_tx.send(Arc::new(self.snapshot()));
    }

    fn handle(
        &mut self,
        command: Command,
        acks: &mut Vec<(mpsc::UnboundedSender<ToSession>, ToSession)>,
    ) {
        match command {
            Command::Join {
                conn,
                code,
                name,
                locale,
                to,
            } => {
                let answer = match self.join(conn, &code, &name, locale, &to) {
                    Ok(seat) => ToSession::Joined(self.view.clone(), Box::new(seat)),
                    Err(why) => ToSession::Refused(why),
                };
                acks.push((to, answer));
            }
            Command::Request { conn, request } => {
                let Some((name, to)) = self.conns.get(&conn).cloned() else {
                    return;
                };
                if let Some(ack) = self.request(&name, request) {
                    acks.push((to, ack));
                }
            }
            Command::Leave { conn } => {
                self.conns.remove(&conn);
            }
            Command::Lecturer(l) => self.lecturer(l),
        }
    }

    /// Lets a participant in, or says why not. The code is compared in full whatever its
    /// length, and a wrong one is answered like any other (the session slows the next try).
    fn join(
        &mut self,
        conn: ConnId,
        code: &str,
        name: &str,
        locale: Locale,
        to: &mpsc::UnboundedSender<ToSession>,
    ) -> Result<Seat, Refusal> {
        if !same_code(code, &self.setup.code) {
            return Err(Refusal::WrongCode);
        }
        let name = name.trim();
        if !valid_name(name) {
            return Err(Refusal::BadName);
        }
        // The same name on another connection is the same person coming back: the old
        // connection is let go.
        let old: Vec<ConnId> = self
            .conns
            .iter()
            .filter(|(c, (n, _))| n == name && **c != conn)
            .map(|(c, _)| *c)
            .collect();
        let connected = self.conns.len() - old.len();
        if connected >= self.setup.max && !self.conns.contains_key(&conn) {
            return Err(Refusal::Full);
        }
        for c in old {
            if let Some((_, tx)) = self.conns.remove(&c) {
                let _ = tx.send(ToSession::Replaced);
            }
        }
        self.conns.insert(conn, (name.to_owned(), to.clone()));
        let p = self.participants.entry(name.to_owned()).or_default();
        locale.tag().clone_into(&mut p.locale);
        Ok(Seat {
            name: name.to_owned(),
            live: p
                .live
                .iter()
                .map(|(id, a)| (id.clone(), a.chosen.clone()))
                .collect(),
            sheet: p.sheet.clone(),
        })
    }

    /// A joined participant's request; the acknowledgement, for live answers.
    fn request(&mut self, name: &str, request: RoomRequest) -> Option<ToSession> {
        let now = now_unix();
        let n = self.view.ids.len();
        let counts = self.option_counts.clone();
        let p = self.participants.get_mut(name)?;
        match request {
            RoomRequest::Answer { scenario, chosen } => {
                let open = match self.view.phase {
                    Phase::Live {
                        index,
                        revealed: false,
                    } => self.view.ids.get(index) == Some(&scenario),
                    _ => false,
                };
                let options = self.view.ids.iter().position(|id| *id == scenario);
                let chosen = options.and_then(|i| valid_choice(chosen, counts[i]));
                if let (true, Some(chosen)) = (open, chosen) {
                    if chosen.is_empty() {
                        p.live.remove(&scenario);
                    } else {
                        p.live
                            .insert(scenario.clone(), LiveAnswer { chosen, at: now });
                    }
                }
                let kept = p.live.get(&scenario).map(|a| a.chosen.clone());
                Some(ToSession::Recorded { scenario, kept })
            }
            RoomRequest::Sheet(sheet) | RoomRequest::HandIn(sheet) => {
                let running = matches!(self.view.phase, Phase::ExamRunning { .. });
                if !running || p.sheet.handed_in.is_some() {
                    return None;
                }
                let handing_in = sheet.handed_in.is_some();
                p.sheet = valid_sheet(sheet, n, &counts);
                if handing_in {
                    p.sheet.handed_in = Some(now);
                }
                None
            }
            RoomRequest::Join { .. } => None,
        }
    }

    fn lecturer(&mut self, l: Lecturer) {
        let n = self.view.ids.len();
        match (l, self.view.phase) {
            (Lecturer::Reveal, Phase::Live { index, .. }) => {
                self.view.phase = Phase::Live {
                    index,
                    revealed: true,
                };
                self.write_gradebook();
            }
            (Lecturer::Next, Phase::Live { index, .. }) if index + 1 < n => {
                self.view.phase = Phase::Live {
                    index: index + 1,
                    revealed: false,
                };
            }
            (Lecturer::Previous, Phase::Live { index, .. }) if index > 0 => {
                self.view.phase = Phase::Live {
                    index: index - 1,
                    revealed: false,
                };
            }
            (Lecturer::StartExam, Phase::ExamWaiting) => {
                self.view.phase = Phase::ExamRunning {
                    started: now_unix(),
                    limit_secs: self.setup.gradebook.limit_secs,
                };
            }
            (Lecturer::EndExam, Phase::ExamRunning { .. }) => self.end_exam(),
            _ => {}
        }
    }

    /// Ends the exam: every paper not handed in is handed in as it stands, and the
    /// gradebook is written.
    fn end_exam(&mut self) {
        let Phase::ExamRunning {
            started,
            limit_secs,
        } = self.view.phase
        else {
            return;
        };
        let now = now_unix().min(started.saturating_add(limit_secs));
        for p in self.participants.values_mut() {
            if p.sheet.handed_in.is_none() {
                p.sheet.handed_in = Some(now);
            }
        }
        self.view.phase = Phase::ExamEnded {
            started,
            limit_secs,
        };
        self.write_gradebook();
    }

    /// Writes the gradebook with every participant's answers, in the lecturer's language.
    fn write_gradebook(&mut self) {
        let exam = !matches!(self.view.phase, Phase::Live { .. });
        let columns: Vec<(String, Vec<Vec<usize>>)> = self
            .participants
            .iter()
            .map(|(name, p)| {
                let answers = if exam {
                    p.sheet.answers.clone()
                } else {
                    self.view
                        .ids
                        .iter()
                        .map(|id| p.live.get(id).map(|a| a.chosen.clone()).unwrap_or_default())
                        .collect()
                };
                (name.clone(), answers)
            })
            .collect();
        let path = self.setup.dir.join("gradebook.csv");
        match self
            .setup
            .gradebook
            .write(&self.setup.library, &self.view, &columns, &path)
        {
            Ok(()) => self.gradebook = Some(path),
            Err(e) => self.problem = Some(format!("{}: {e}", path.display())),
        }
    }

    /// The file as the room stands.
    fn file(&self) -> RoomFile {
        RoomFile {
            format: FORMAT,
            room: self.setup.room.clone(),
            ids: self.view.ids.clone(),
            phase: self.view.phase,
            participants: self.participants.clone(),
        }
    }

    /// Writes the results file (atomically); a failure is shown on the console and the room
    /// goes on, keeping everything in memory for the next write.
    fn save(&mut self) {
        let path = self.setup.dir.join(super::RESULTS);
        match save_versioned(&path, &self.file()) {
            Ok(()) => {
                if self
                    .problem
                    .as_deref()
                    .is_some_and(|p| p.starts_with("results"))
                {
                    self.problem = None;
                }
            }
            Err(e) => self.problem = Some(format!("results: {}: {e}", path.display())),
        }
    }

    fn snapshot(&self) -> Snapshot {
        let live_id = match self.view.phase {
            Phase::Live { index, .. } => self.view.ids.get(index),
            _ => None,
        };
        let connected: Vec<&String> = self.conns.values().map(|(n, _)| n).collect();
        let people = self
            .participants
            .iter()
            .map(|(name, p)| {
                let right = p
                    .sheet
                    .answers
                    .iter()
                    .zip(self.keys.iter())
                    .filter(|(a, k)| !a.is_empty() && a == k)
                    .count();
                Person {
                    name: name.clone(),
                    locale: match_tag(&p.locale).unwrap_or(Locale::En),
                    connected: connected.contains(&name),
                    live: live_id
                        .and_then(|id| p.live.get(id))
                        .map(|a| a.chosen.clone()),
                    answered: p.sheet.answers.iter().filter(|a| !a.is_empty()).count(),
                    right,
                    handed_in: p.sheet.handed_in.is_some(),
                }
            })
            .collect();
        Snapshot {
            view: self.view.clone(),
            people,
            keys: Arc::clone(&self.keys),
            results: self.setup.dir.join(super::RESULTS),
            gradebook: self.gradebook.clone(),
            problem: self.problem.clone(),
        }
    }
}

/// Whether the code typed is the room's, comparing every byte whatever the first
/// difference, so that the time taken says nothing about how much of it was right.
fn same_code(typed: &str, code: &str) -> bool {
    let (a, b) = (typed.trim().as_bytes(), code.as_bytes());
    let mut diff = u8::from(a.len() != b.len());
    for i in 0..a.len().max(b.len()) {
        diff |= a.get(i).copied().unwrap_or(0) ^ b.get(i).copied().unwrap_or(0);
    }
    diff == 0 && a.len() <= CODE_MAX
}

/// Whether a name can be a participant's: not empty, no longer than the join screen takes,
/// no control characters.
pub fn valid_name(name: &str) -> bool {
    !name.is_empty() && name.chars().count() <= NAME_MAX && !name.chars().any(char::is_control)
}

/// The options chosen, if each is one of the question's; sorted, each once.
fn valid_choice(mut chosen: Vec<usize>, options: usize) -> Option<Vec<usize>> {
    chosen.sort_unstable();
    chosen.dedup();
    chosen.iter().all(|i| *i < options).then_some(chosen)
}

/// A sheet as a participant's app sent it, held to the paper: no more answers or flags than
/// questions, no option a question does not have.
fn valid_sheet(mut sheet: Sheet, n: usize, counts: &[usize]) -> Sheet {
    sheet.answers.truncate(n);
    sheet.flagged.truncate(n);
    sheet.answers = sheet
        .answers
        .into_iter()
        .zip(counts)
        .map(|(a, &c)| valid_choice(a, c).unwrap_or_default())
        .collect();
    sheet.current = sheet.current.min(n.saturating_sub(1));
    sheet
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_compare_in_full() {
        assert!(same_code("4711", "4711"));
        assert!(same_code(" 4711 ", "4711"));
        assert!(!same_code("471", "4711"));
        assert!(!same_code("47110", "4711"));
        assert!(!same_code("", "4711"));
    }

    #[test]
    fn names_and_choices_are_checked() {
        assert!(valid_name("Ана Ли"));
        assert!(!valid_name(""));
        assert!(!valid_name("a\u{1b}[2J"));
        assert!(!valid_name(&"x".repeat(NAME_MAX + 1)));
        assert_eq!(valid_choice(vec![2, 0, 2], 3), Some(vec![0, 2]));
        assert_eq!(valid_choice(vec![3], 3), None);
        let sheet = Sheet {
            answers: vec![vec![9], vec![1], vec![0]],
            flagged: vec![true; 5],
            current: 7,
            handed_in: None,
        };
        let s = valid_sheet(sheet, 2, &[3, 3]);
        assert_eq!(s.answers, [vec![], vec![1]]);
        assert_eq!(s.flagged.len(), 2);
        assert_eq!(s.current, 1);
    }
}
