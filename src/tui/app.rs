//! The model: everything the interface knows, one state per screen, the learner's answers
//! (a copy in memory that the views read; the event loop keeps the file), and the
//! per-session localizer (there is no global locale, so one process could serve many
//! sessions).

use crate::content::Library;
use crate::i18n::{Arg, Locale, Localizer, Notation};
use crate::store::{ExamRecord, Progress, SavedExam, TimeZone};

use super::room::Room;
use super::screens::exam::ExamState;
use super::screens::history::HistoryState;
use super::screens::home::HomeState;
use super::screens::join::JoinState;
use super::screens::live::LiveState;
use super::screens::lobby::LobbyState;
use super::screens::present::PresentState;
use super::screens::question::QuestionState;
use super::screens::results::ResultsState;
use super::screens::review::ReviewState;
use super::screens::settings::SettingsState;
use super::screens::setup::SetupState;
use super::screens::stats::StatsState;
use super::settings::{Capabilities, PieceSet, Settings};
use super::theme::Theme;

/// The screen on show, with its state.
#[derive(Debug, Clone)]
pub enum Screen {
    /// The home menu.
    Home(HomeState),
    /// Choosing what to practise, the exam's paper, or the drill.
    Setup(SetupState),
    /// One question at a time: practice, review, drill, and exam review.
    Question(Box<QuestionState>),
    /// The exam.
    Exam(Box<ExamState>),
    /// The exam's score and review list.
    Results(Box<ResultsState>),
    /// The exams handed in before.
    History(HistoryState),
    /// The settings.
    Settings(SettingsState),
    /// What is due for review, and the cram choices.
    Review(ReviewState),
    /// The learner's statistics.
    Stats(Box<StatsState>),
    /// One scenario at a time for a room, revealed step by step.
    Present(Box<PresentState>),
    /// A seminar room's join form (a session served by `arbiter-quiz serve`).
    Join(JoinState),
    /// A seminar room's live question.
    Live(Box<LiveState>),
    /// A seminar room's lobby, where a participant waits.
    Lobby(LobbyState),
}

impl Screen {
    /// The home screen, as every screen's way back leads to it.
    pub fn home() -> Self {
        Self::Home(HomeState::default())
    }
}

/// The help overlay: the keys of the screen underneath, or of every screen.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Help {
    /// Whether it lists the keys of every screen (the home screen's Help entry).
    pub all: bool,
    /// Rows scrolled.
    pub scroll: u16,
}

/// The whole state of one session of the app.
#[derive(Debug)]
pub struct App {
    /// The session's language.
    pub loc: Localizer,
    /// Moves and board letters in that language.
    pub notation: Notation,
    /// The packs.
    pub library: Library,
    /// The learner's settings.
    pub settings: Settings,
    /// What the terminal can show.
    pub caps: Capabilities,
    /// The screen on show.
    pub screen: Screen,
    /// The keys, shown over the screen.
    pub help: Option<Help>,
    /// The terminal's columns and rows.
    pub size: (u16, u16),
    /// The seed the next exam paper is drawn with (`--seed`, or one picked at start).
    pub seed: u64,
    /// The pack to offer first (`--pack`).
    pub pack: Option<String>,
    /// Every answer and the review schedule, in memory: `update` records answers here as it
    /// asks the event loop to record them in the file, so both stay the same.
    pub progress: Progress,
    /// The time (seconds since 1970, UTC) as the event loop last read it; `update` never
    /// reads the clock itself.
    pub now: u64,
    /// The learner's time zone, which dates and study days are shown in: the computer's,
    /// set by the event loop like `now` (UTC until then, so tests choose their own).
    pub zone: TimeZone,
    /// An exam left unfinished (when the app last ended, or left on purpose), to resume or
    /// hand in.
    pub resume: Option<SavedExam>,
    /// The exams handed in, oldest first: a copy in memory, as with the answers.
    pub history: Vec<ExamRecord>,
    /// Set when the app should end.
    pub quit: bool,
    /// Whether the packs are still being read.
    pub loading: bool,
    /// What went wrong with the learner's files at start (a damaged settings file moved
    /// aside, say), shown on the home screen until an entry is opened.
    pub notices: Vec<String>,
    /// Said on the title bar until the first key when the terminal cannot draw the
    /// language's script (Armenian or Chinese on the Linux console): in English, which it
    /// can draw, suggesting another terminal or English.
    pub script_notice: Option<String>,
    /// The seminar room this session is in, once joined (sessions served by
    /// `arbiter-quiz serve`; see [`super::room`]).
    pub room: Option<Box<Room>>,
}

impl App {
    /// A session on the home screen.
    pub fn new(mut library: Library, settings: Settings, caps: Capabilities, seed: u64) -> Self {
        let loc = Localizer::new(settings.locale);
        let notation = Notation::new(&loc, settings.letters);
        library.show_moves(&notation);
        let mut app = Self {
            loc,
            notation,
            library,
            settings,
            caps,
            screen: Screen::Home(HomeState::default()),
            help: None,
            size: super::layout::MIN_SIZE,
            seed,
            pack: None,
            progress: Progress::in_memory(),
            now: 0,
            zone: TimeZone::UTC,
            resume: None,
            history: Vec::new(),
            quit: false,
            loading: false,
            notices: Vec::new(),
            script_notice: None,
            room: None,
        };
        app.check_script();
        app
    }

    /// Sets the notice that the terminal cannot draw the language's script, or clears it.
    fn check_script(&mut self) {
        let locale = self.settings.locale;
        self.script_notice = (!self.caps.draws_script_of(locale)).then(|| {
            Localizer::new(Locale::En).text(
                "console-script",
                &[("language", Arg::from(locale.english_name()))],
            )
        });
    }

    /// Takes the packs once they have been read (the event loop reads them on a thread, so
    /// that the first frame does not wait for them). A setup form opened before then
    /// (`--present`) is made again, so that it finds the pack `--pack` named.
    pub fn set_library(&mut self, mut library: Library) {
        library.show_moves(&self.notation);
        self.library = library;
        self.loading = false;
        if let Screen::Setup(s) = &self.screen {
            self.screen = Screen::Setup(SetupState::new(s.kind, self));
        }
    }

    /// Offers an exam left unfinished: the home screen asks whether to resume it.
    pub fn offer_resume(&mut self, exam: SavedExam) {
        self.resume = Some(exam);
        if let Screen::Home(h) = &mut self.screen {
            h.resume = true;
        }
    }

    /// Builds the localizer and notation again after the language or letters changed, and
    /// shows the moves in the content's texts in the new notation.
    pub fn relocalize(&mut self) {
        if self.loc.locale() != self.settings.locale {
            self.loc = Localizer::new(self.settings.locale);
            self.check_script();
        }
        self.notation = Notation::new(&self.loc, self.settings.letters);
        self.library.show_moves(&self.notation);
    }

    /// The colours in use.
    pub fn theme(&self) -> Theme {
        Theme {
            depth: self.caps.depth,
            board: self.settings.colours,
            glyphs: self.caps.glyph_set(),
        }
    }

    /// The piece set drawn.
    pub fn pieces(&self) -> PieceSet {
        self.caps.pieces(self.settings.pieces)
    }

    /// The language tag content texts are looked up in.
    pub fn lang(&self) -> &'static str {
        self.settings.locale.tag()
    }
}
