//! The terminal interface without a terminal: every screen rendered to `TestBackend` and
//! compared with its snapshot (English and Russian, 80×24 and 160×48, letters piece set so
//! that the pieces read in plain text), and whole sessions driven key by key, some of them
//! over the learner's files in a temporary folder, stopped and started again.
//!
//! The scenarios come from `tests/fixtures/tui/`, never from the built-in packs, which change
//! as content is written.

// A test binary: a failed expectation is a failed test, with its message.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use std::path::PathBuf;
use std::time::Duration;

use arbiter_quiz::content::Library;
use arbiter_quiz::i18n::Locale;
use arbiter_quiz::store::Mode;
use arbiter_quiz::tui::action::Action;
use arbiter_quiz::tui::app::{App, Screen};
use arbiter_quiz::tui::card::Tab;
use arbiter_quiz::tui::effect::Effect;
use arbiter_quiz::tui::keymap::{Context, context, key_action};
use arbiter_quiz::tui::persist::Files;
use arbiter_quiz::tui::screens::home::HomeState;
use arbiter_quiz::tui::screens::present::Stage;
use arbiter_quiz::tui::screens::review::Queue;
use arbiter_quiz::tui::screens::view;
use arbiter_quiz::tui::settings::{Capabilities, PieceSet, Settings};
use arbiter_quiz::tui::theme::ColourDepth;
use arbiter_quiz::tui::update::update;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The fixture packs.
fn library() -> Library {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/tui");
    let lib = Library::load(false, &[dir]);
    assert!(lib.problems.is_empty(), "{:?}", lib.problems);
    lib
}

/// The model's time in the tests: 2026-11-22, 10:00 UTC.
const NOW: u64 = 1_795_341_600;

/// A day in seconds.
const DAY: u64 = 86_400;

/// A session in `locale` on a terminal of `size`, drawing pieces as letters, at [`NOW`].
fn app(locale: Locale, size: (u16, u16)) -> App {
    let mut settings = Settings::new(locale);
    settings.pieces = PieceSet::Letters;
    let caps = Capabilities {
        depth: ColourDepth::True,
        glyphs: true,
    };
    let mut app = App::new(library(), settings, caps, 42);
    app.now = NOW;
    update(&mut app, Action::Resize(size.0, size.1));
    app
}

/// A folder of its own for a test's files, empty.
fn temp_home(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("aq-tui-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Presses a key and carries its effects out on the files, as the event loop does.
fn press_saving(app: &mut App, files: &mut Files, code: KeyCode) {
    for effect in press(app, code) {
        files.carry_out(&effect);
    }
}

/// A practice session over the four fixture questions: `keys` answers them in turn.
fn practise(app: &mut App, keys: &str) -> Vec<Effect> {
    press(app, KeyCode::Char('1'));
    press(app, KeyCode::Enter);
    let mut fx = Vec::new();
    for c in keys.chars() {
        fx.extend(press(app, KeyCode::Char(c)));
        press(app, KeyCode::Enter);
    }
    press(app, KeyCode::Enter);
    fx
}

/// The screen as text.
fn screen(app: &App) -> TestBackend {
    let mut terminal = Terminal::new(TestBackend::new(app.size.0, app.size.1)).unwrap();
    terminal.draw(|f| view::render(app, f)).unwrap();
    terminal.backend().clone()
}

/// Everything on a drawn screen, as one string.
fn text(backend: &TestBackend) -> String {
    backend
        .buffer()
        .content()
        .iter()
        .map(ratatui::buffer::Cell::symbol)
        .collect()
}

/// Presses a key the way the event loop would, returning the effects.
fn press(app: &mut App, code: KeyCode) -> Vec<Effect> {
    let key = KeyEvent::new(code, KeyModifiers::NONE);
    match key_action(context(app), key) {
        Some(action) => update(app, action),
        None => Vec::new(),
    }
}

/// Presses each character of `keys` in turn.
fn typed(app: &mut App, keys: &str) -> Vec<Effect> {
    keys.chars()
        .flat_map(|c| press(app, KeyCode::Char(c)))
        .collect()
}

fn question(app: &App) -> &arbiter_quiz::tui::screens::question::QuestionState {
    match &app.screen {
        Screen::Question(q) => q,
        other => panic!("not on a question: {other:?}"),
    }
}

fn answers(effects: &[Effect]) -> Vec<(String, bool)> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::RecordAnswer(a) => Some((a.scenario.clone(), a.right)),
            _ => None,
        })
        .collect()
}

mod tui_snapshots {
    use super::*;

    const SIZES: [(u16, u16); 2] = [(80, 24), (160, 48)];
    const LOCALES: [Locale; 2] = [Locale::En, Locale::Ru];

    /// Renders the state `setup` leads to in every locale and size and checks the snapshots.
    fn check(name: &str, setup: impl Fn(&mut App)) {
        for locale in LOCALES {
            for size in SIZES {
                let mut a = app(locale, size);
                setup(&mut a);
                let snapshot = format!("{name}_{locale}_{}x{}", size.0, size.1);
                insta::assert_snapshot!(snapshot, screen(&a));
            }
        }
    }

    #[test]
    fn home() {
        check("home", |_| {});
    }

    #[test]
    fn practice_setup() {
        check("practice_setup", |a| {
            press(a, KeyCode::Char('1'));
        });
    }

    #[test]
    fn exam_setup() {
        check("exam_setup", |a| {
            press(a, KeyCode::Char('2'));
        });
    }

    #[test]
    fn question_before_the_answer() {
        check("question", |a| {
            press(a, KeyCode::Char('1'));
            press(a, KeyCode::Enter);
        });
    }

    #[test]
    fn question_timeline_at_the_illegal_move() {
        check("question_timeline", |a| {
            press(a, KeyCode::Char('1'));
            press(a, KeyCode::Enter);
            press(a, KeyCode::Right);
        });
    }

    #[test]
    fn ruling_after_a_wrong_answer() {
        check("ruling", |a| {
            press(a, KeyCode::Char('1'));
            press(a, KeyCode::Enter);
            press(a, KeyCode::Char('c'));
        });
    }

    #[test]
    fn explanation_and_contrast() {
        check("explanation", |a| {
            press(a, KeyCode::Char('1'));
            press(a, KeyCode::Enter);
            press(a, KeyCode::Char('b'));
            press(a, KeyCode::Tab);
        });
        check("contrast", |a| {
            press(a, KeyCode::Char('1'));
            press(a, KeyCode::Enter);
            press(a, KeyCode::Char('b'));
            press(a, KeyCode::Tab);
            press(a, KeyCode::Tab);
        });
    }

    #[test]
    fn mate_proof_walked_on_the_board() {
        check("proof", |a| {
            press(a, KeyCode::Char('1'));
            press(a, KeyCode::Enter);
            press(a, KeyCode::Char('b'));
            press(a, KeyCode::Enter);
            press(a, KeyCode::Char('a'));
            // ] twice, then ← once: the arrows walk the mate line too.
            typed(a, "]]]");
            press(a, KeyCode::Left);
        });
    }

    #[test]
    fn knowledge_question_without_a_board() {
        check("knowledge", |a| {
            press(a, KeyCode::Char('1'));
            press(a, KeyCode::Enter);
            typed(a, "nn");
        });
    }

    #[test]
    fn untranslated_content_is_marked() {
        check("untranslated", |a| {
            press(a, KeyCode::Char('1'));
            press(a, KeyCode::Enter);
            typed(a, "nnn");
        });
    }

    #[test]
    fn exam_and_its_dialog() {
        check("exam", |a| {
            press(a, KeyCode::Char('2'));
            press(a, KeyCode::Enter);
            typed(a, "bm");
        });
        check("exam_submit", |a| {
            press(a, KeyCode::Char('2'));
            press(a, KeyCode::Enter);
            typed(a, "bs");
        });
    }

    #[test]
    fn exam_results() {
        check("results", |a| {
            press(a, KeyCode::Char('2'));
            press(a, KeyCode::Enter);
            typed(a, "bs");
            press(a, KeyCode::Enter);
        });
    }

    #[test]
    fn settings_and_help() {
        check("settings", |a| {
            press(a, KeyCode::Char('7'));
        });
        check("help", |a| {
            press(a, KeyCode::Char('1'));
            press(a, KeyCode::Enter);
            press(a, KeyCode::Char('?'));
        });
    }

    #[test]
    fn review_entry_with_questions_due() {
        check("review_due", |a| {
            practise(a, "bbbb");
            press(a, KeyCode::Char('3'));
        });
    }

    #[test]
    fn review_entry_with_nothing_due_and_cram() {
        check("review_nothing_due", |a| {
            practise(a, "babb");
            press(a, KeyCode::Char('3'));
        });
        check("review_cram", |a| {
            practise(a, "bbbb");
            a.now += 3600;
            press(a, KeyCode::Char('3'));
            press(a, KeyCode::Char('1'));
            press(a, KeyCode::Char('a'));
            press(a, KeyCode::Enter);
            press(a, KeyCode::Enter);
            press(a, KeyCode::Down);
            press(a, KeyCode::Down);
        });
    }

    #[test]
    fn statistics() {
        check("stats", |a| {
            practise(a, "bbbb");
            a.now += DAY;
            practise(a, "babb");
            press(a, KeyCode::Char('6'));
        });
    }

    #[test]
    fn presenter_steps() {
        let start = |a: &mut App| {
            press(a, KeyCode::Char('5'));
            press(a, KeyCode::Enter);
        };
        check("present_question", |a| start(a));
        check("present_options", |a| {
            start(a);
            press(a, KeyCode::Char(' '));
        });
        check("present_ruling", |a| {
            start(a);
            press(a, KeyCode::Char(' '));
            press(a, KeyCode::PageDown);
        });
    }

    #[test]
    fn resume_prompt() {
        check("resume", |a| {
            press(a, KeyCode::Char('2'));
            press(a, KeyCode::Enter);
            typed(a, "bnm");
            let Screen::Exam(exam) = &a.screen else {
                panic!("no exam")
            };
            let saved = exam.snapshot();
            a.screen = Screen::Home(HomeState::default());
            a.offer_resume(saved);
        });
    }

    #[test]
    fn a_terminal_too_small_gets_a_message() {
        for locale in LOCALES {
            let mut a = app(locale, (60, 20));
            press(&mut a, KeyCode::Char('1'));
            insta::assert_snapshot!(format!("too_small_{locale}"), screen(&a));
        }
    }

    #[test]
    fn without_colour_the_board_is_still_readable() {
        let mut a = app(Locale::En, (80, 24));
        a.caps.depth = ColourDepth::None;
        a.settings.pieces = PieceSet::Outline;
        press(&mut a, KeyCode::Char('1'));
        press(&mut a, KeyCode::Enter);
        press(&mut a, KeyCode::Right);
        insta::assert_snapshot!("no_color_question", screen(&a));
    }
}

mod tui_sessions {
    use super::*;

    #[test]
    fn a_practice_session_played_to_the_end() {
        let mut a = app(Locale::En, (80, 24));
        press(&mut a, KeyCode::Char('1'));
        press(&mut a, KeyCode::Enter);
        assert_eq!(question(&a).items.len(), 4);
        // The illegal move in blitz: one minute for Black, option b.
        let fx = press(&mut a, KeyCode::Char('b'));
        assert_eq!(answers(&fx), [("fx-illegal-blitz".into(), true)]);
        assert!(question(&a).card.revealed);
        // The timeline ends on the ruling, with the minute on Black's clock.
        let card = &question(&a).card;
        let scenario = a.library.scenario("fx-illegal-blitz").unwrap().clone();
        assert!(card.at_ruling(&scenario));
        let scene = card.scene(&scenario).unwrap();
        assert_eq!(scene.added.black, 60);
        press(&mut a, KeyCode::Left);
        let scene = question(&a).card.scene(&scenario).unwrap();
        assert_eq!(
            scene.last_move,
            Some((shakmaty::Square::F1, shakmaty::Square::B6))
        );
        press(&mut a, KeyCode::Enter);
        // Can Black mate? Yes, and the proof is there to walk.
        let fx = typed(&mut a, "2");
        assert_eq!(answers(&fx), [("fx-can-mate-rook".into(), false)]);
        assert!(question(&a).card.tabs().contains(&Tab::Proof));
        typed(&mut a, "]]]");
        assert_eq!(question(&a).card.tab, Tab::Proof);
        assert_eq!(question(&a).card.proof_ply, 3);
        press(&mut a, KeyCode::Enter);
        // The game type of 10+5, by arrow and Enter.
        press(&mut a, KeyCode::Down);
        let fx = press(&mut a, KeyCode::Enter);
        assert_eq!(answers(&fx), [("fx-game-type-10-5".into(), true)]);
        press(&mut a, KeyCode::Enter);
        let fx = press(&mut a, KeyCode::Char('2'));
        assert_eq!(answers(&fx), [("fx-flag-lone-knight".into(), true)]);
        press(&mut a, KeyCode::Enter);
        assert!(question(&a).finished);
        assert_eq!((question(&a).right, question(&a).answered), (3, 4));
        press(&mut a, KeyCode::Enter);
        assert!(matches!(a.screen, Screen::Home(_)));
        // The mistake waits in the review queue, due at once.
        assert_eq!(a.progress.missed(), ["fx-can-mate-rook"]);
        press(&mut a, KeyCode::Char('3'));
        press(&mut a, KeyCode::Char('1'));
        assert_eq!(question(&a).mode, Mode::Review);
        assert_eq!(question(&a).items.len(), 1);
        let fx = press(&mut a, KeyCode::Char('a'));
        assert_eq!(answers(&fx), [("fx-can-mate-rook".into(), true)]);
        assert!(a.progress.missed().is_empty());
    }

    #[test]
    fn an_exam_taken_to_the_end() {
        let mut a = app(Locale::En, (80, 24));
        press(&mut a, KeyCode::Char('2'));
        let fx = press(&mut a, KeyCode::Enter);
        assert!(matches!(fx[..], [Effect::SaveExam(_)]), "{fx:?}");
        let Screen::Exam(exam) = &a.screen else {
            panic!("no exam")
        };
        assert_eq!(exam.paper.seed, 42);
        let paper = exam.paper.ids.clone();
        assert_eq!(paper.len(), 4);
        // Answer every question right but the last, flag one, leave one blank.
        let right = |id: &str| match id {
            "fx-illegal-blitz" | "fx-game-type-10-5" | "fx-flag-lone-knight" => 'b',
            _ => 'a',
        };
        for (i, id) in paper.iter().enumerate() {
            if i < 3 {
                let fx = press(&mut a, KeyCode::Char(right(id)));
                assert!(matches!(fx[..], [Effect::SaveExam(_)]), "{fx:?}");
            }
            if i == 1 {
                press(&mut a, KeyCode::Char('m'));
            }
            press(&mut a, KeyCode::Char('n'));
        }
        // Past the last question the submit dialog opens, listing the unanswered one.
        let Screen::Exam(exam) = &a.screen else {
            panic!("no exam")
        };
        assert_eq!(exam.unanswered(), [4]);
        assert!(exam.flagged[1]);
        assert!(exam.dialog.is_some());
        assert!(format!("{}", screen(&a)).contains("not answered: 4"));
        let fx = press(&mut a, KeyCode::Enter);
        assert_eq!(answers(&fx).len(), 3);
        let Screen::Results(results) = &a.screen else {
            panic!("no results")
        };
        assert_eq!((results.score.right, results.score.total), (3, 4));
        assert!(!results.score.passed(results.pass), "75 % is below 80 %");
        // Every question can be reviewed, with the answer given.
        typed(&mut a, "j");
        press(&mut a, KeyCode::Enter);
        assert!(question(&a).card.revealed);
        assert_eq!(question(&a).index, 1);
        press(&mut a, KeyCode::Esc);
        assert!(matches!(a.screen, Screen::Results(_)));
        press(&mut a, KeyCode::Esc);
        assert!(matches!(a.screen, Screen::Home(_)));
    }

    #[test]
    fn the_countdown_hands_the_paper_in() {
        let mut a = app(Locale::En, (80, 24));
        press(&mut a, KeyCode::Char('2'));
        press(&mut a, KeyCode::Enter);
        update(&mut a, Action::Tick(Duration::from_mins(1)));
        assert!(matches!(a.screen, Screen::Exam(_)));
        update(&mut a, Action::Tick(Duration::from_hours(1)));
        let Screen::Results(results) = &a.screen else {
            panic!("no results")
        };
        assert_eq!(results.score.right, 0);
        assert!(results.time_up);
        let shown = text(&screen(&a));
        assert!(shown.contains("Time ran out"), "{shown}");
    }

    #[test]
    fn an_answered_knowledge_question_shows_the_engines_answer() {
        let mut a = app(Locale::En, (120, 40));
        press(&mut a, KeyCode::Char('1'));
        press(&mut a, KeyCode::Enter);
        typed(&mut a, "nn");
        press(&mut a, KeyCode::Char('a'));
        let shown = text(&screen(&a));
        assert!(shown.contains("Answer:"), "{shown}");
        assert!(!shown.contains("The game continues"), "{shown}");
    }

    #[test]
    fn the_seed_on_screen_gives_the_same_paper() {
        let paper = |seed: &str| {
            let mut a = app(Locale::En, (80, 24));
            press(&mut a, KeyCode::Char('2'));
            for _ in 0..4 {
                press(&mut a, KeyCode::Down);
            }
            for _ in 0..2 {
                press(&mut a, KeyCode::Backspace);
            }
            typed(&mut a, seed);
            press(&mut a, KeyCode::Enter);
            match &a.screen {
                Screen::Exam(e) => (e.paper.seed, e.paper.ids.clone()),
                other => panic!("{other:?}"),
            }
        };
        let (seed, first) = paper("1234");
        assert_eq!(seed, 1234);
        assert_eq!(paper("1234").1, first);
    }

    #[test]
    fn the_drill_asks_again_under_the_other_game_type() {
        let mut a = app(Locale::En, (80, 24));
        press(&mut a, KeyCode::Char('4'));
        press(&mut a, KeyCode::Enter);
        let q = question(&a);
        assert_eq!(q.items.len(), 2);
        assert_eq!(q.items[1].recast, Some(arbiter_quiz::laws::GameType::Rapid));
        let fx = press(&mut a, KeyCode::Char('b'));
        assert_eq!(answers(&fx), [("fx-illegal-blitz".into(), true)]);
        press(&mut a, KeyCode::Enter);
        assert!(format!("{}", screen(&a)).contains("The same incident"));
        let fx = press(&mut a, KeyCode::Char('c'));
        assert_eq!(answers(&fx), [("fx-illegal-blitz".into(), true)]);
    }

    #[test]
    fn settings_change_at_once_and_ask_to_be_saved() {
        let mut a = app(Locale::En, (80, 24));
        press(&mut a, KeyCode::Char('7'));
        let fx = press(&mut a, KeyCode::Right);
        assert_eq!(a.settings.locale, Locale::Uz);
        assert_eq!(a.loc.locale(), Locale::Uz);
        assert!(matches!(fx[..], [Effect::SaveSettings(s)] if s.locale == Locale::Uz));
        press(&mut a, KeyCode::Left);
        press(&mut a, KeyCode::Down);
        press(&mut a, KeyCode::Right);
        assert_eq!(a.settings.edition, Some(arbiter_quiz::laws::Edition::E2009));
        press(&mut a, KeyCode::Esc);
        assert!(matches!(a.screen, Screen::Home(_)));
    }

    #[test]
    fn the_mouse_answers_and_opens() {
        let mut a = app(Locale::En, (80, 24));
        // The first menu entry sits in the menu box, inside its frame.
        update(&mut a, Action::Click(6, 6));
        assert!(matches!(a.screen, Screen::Setup(_)));
        press(&mut a, KeyCode::Enter);
        let text = format!("{}", screen(&a));
        let row = text
            .lines()
            .position(|l| l.contains("b) Black receives one extra minute"))
            .unwrap();
        let fx = update(&mut a, Action::Click(60, u16::try_from(row).unwrap()));
        assert_eq!(answers(&fx), [("fx-illegal-blitz".into(), true)]);
    }

    #[test]
    fn every_size_draws_and_resizing_redraws() {
        let mut a = app(Locale::Ru, (80, 24));
        press(&mut a, KeyCode::Char('1'));
        press(&mut a, KeyCode::Enter);
        press(&mut a, KeyCode::Char('a'));
        for w in (20..=220).step_by(17) {
            for h in (8..=70).step_by(7) {
                update(&mut a, Action::Resize(w, h));
                let text = format!("{}", screen(&a));
                assert_eq!(text.lines().count(), usize::from(h));
            }
        }
    }

    #[test]
    fn ctrl_c_and_q_quit() {
        let mut a = app(Locale::En, (80, 24));
        press(&mut a, KeyCode::Char('1'));
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        let action = key_action(context(&a), ctrl_c).unwrap();
        let fx = update(&mut a, action);
        assert_eq!(fx, [Effect::Quit]);
        assert!(a.quit);
        let mut b = app(Locale::En, (80, 24));
        assert_eq!(press(&mut b, KeyCode::Char('q')), [Effect::Quit]);
    }

    /// Starts an exam with the files kept in `home` and answers the first question with b.
    fn exam_begun(home: &std::path::Path) -> Vec<String> {
        let mut files = Files::open(Some(home), Some(home));
        let mut a = app(Locale::En, (80, 24));
        files.attach(&mut a);
        press_saving(&mut a, &mut files, KeyCode::Char('2'));
        press_saving(&mut a, &mut files, KeyCode::Enter);
        press_saving(&mut a, &mut files, KeyCode::Char('b'));
        let Screen::Exam(exam) = &a.screen else {
            panic!("no exam")
        };
        // The app is killed here: nothing more is written.
        exam.paper.ids.clone()
    }

    /// The app started again on the files in `home`.
    fn restarted(home: &std::path::Path) -> (App, Files) {
        let mut files = Files::open(Some(home), Some(home));
        let mut a = app(Locale::En, (80, 24));
        files.attach(&mut a);
        (a, files)
    }

    #[test]
    fn an_exam_survives_the_app_being_killed() {
        let home = temp_home("killed");
        let (mut a, mut files) = restarted(&home);
        press_saving(&mut a, &mut files, KeyCode::Char('2'));
        press_saving(&mut a, &mut files, KeyCode::Enter);
        let paper = match &a.screen {
            Screen::Exam(e) => e.paper.ids.clone(),
            other => panic!("{other:?}"),
        };
        press_saving(&mut a, &mut files, KeyCode::Char('b'));
        press_saving(&mut a, &mut files, KeyCode::Char('n'));
        press_saving(&mut a, &mut files, KeyCode::Char('m'));
        press_saving(&mut a, &mut files, KeyCode::Char('a'));
        for effect in update(&mut a, Action::Tick(Duration::from_secs(61))) {
            files.carry_out(&effect);
        }
        // Killed: no quit, no hand-in, nothing written after the last effect.
        drop(a);
        drop(files);
        assert!(home.join("exam.json").exists());

        let (mut a, mut files) = restarted(&home);
        assert_eq!(context(&a), Context::Resume);
        let prompt = format!("{}", screen(&a));
        assert!(prompt.contains("2 of 4"), "{prompt}");
        press_saving(&mut a, &mut files, KeyCode::Enter);
        let Screen::Exam(exam) = &a.screen else {
            panic!("not resumed: {:?}", a.screen)
        };
        assert_eq!(exam.paper.ids, paper);
        assert_eq!(exam.paper.seed, 42);
        assert_eq!(exam.answer(0), Some(&[1][..]));
        assert_eq!(exam.answer(1), Some(&[0][..]));
        assert_eq!(exam.flagged, [false, true, false, false]);
        assert_eq!(exam.current, 1);
        assert_eq!(exam.used, Duration::from_secs(61));
        assert_eq!(exam.unanswered(), [3, 4]);
        // Handed in, the answers are kept and the saved exam is gone.
        press_saving(&mut a, &mut files, KeyCode::Char('s'));
        press_saving(&mut a, &mut files, KeyCode::Enter);
        assert!(matches!(a.screen, Screen::Results(_)));
        assert!(!home.join("exam.json").exists());
        drop(files);
        let (a, _) = restarted(&home);
        assert_eq!(a.progress.answers.len(), 2);
        assert!(a.progress.answers.iter().all(|r| r.mode == Mode::Exam));
        assert!(a.resume.is_none());
        assert_eq!(context(&a), Context::Home);
    }

    #[test]
    fn the_unfinished_exam_can_be_handed_in_put_off_or_discarded() {
        let home = temp_home("prompt");
        exam_begun(&home);
        let (mut a, mut files) = restarted(&home);
        press_saving(&mut a, &mut files, KeyCode::Char('s'));
        let Screen::Results(results) = &a.screen else {
            panic!("not handed in: {:?}", a.screen)
        };
        assert_eq!(results.rows.iter().filter(|r| r.given.is_some()).count(), 1);
        assert_eq!(a.progress.answers.len(), 1);
        drop(files);

        exam_begun(&home);
        let (mut a, mut files) = restarted(&home);
        // Later: the prompt closes, and the exam entry opens it again.
        press_saving(&mut a, &mut files, KeyCode::Esc);
        assert_eq!(context(&a), Context::Home);
        assert!(format!("{}", screen(&a)).contains("Exam (unfinished)"));
        press_saving(&mut a, &mut files, KeyCode::Char('2'));
        assert_eq!(context(&a), Context::Resume);
        press_saving(&mut a, &mut files, KeyCode::Char('x'));
        assert!(a.resume.is_none());
        assert!(!home.join("exam.json").exists());
        press_saving(&mut a, &mut files, KeyCode::Char('2'));
        assert!(matches!(a.screen, Screen::Setup(_)));
        // Leaving an exam on purpose forgets it too.
        press_saving(&mut a, &mut files, KeyCode::Enter);
        assert!(home.join("exam.json").exists());
        press_saving(&mut a, &mut files, KeyCode::Esc);
        press_saving(&mut a, &mut files, KeyCode::Enter);
        assert!(!home.join("exam.json").exists());
    }

    #[test]
    fn quitting_during_an_exam_keeps_the_time_used() {
        let mut a = app(Locale::En, (80, 24));
        press(&mut a, KeyCode::Char('2'));
        press(&mut a, KeyCode::Enter);
        update(&mut a, Action::Tick(Duration::from_secs(3)));
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        let action = key_action(context(&a), ctrl_c).unwrap();
        let fx = update(&mut a, action);
        let [Effect::SaveExam(saved), Effect::Quit] = &fx[..] else {
            panic!("{fx:?}")
        };
        assert_eq!(saved.used_ms, 3000);
    }

    #[test]
    fn review_brings_back_what_is_due_and_cram_ignores_the_schedule() {
        let mut a = app(Locale::En, (80, 24));
        press(&mut a, KeyCode::Char('3'));
        assert!(format!("{}", screen(&a)).contains("Nothing to review yet"));
        press(&mut a, KeyCode::Enter);
        assert!(matches!(a.screen, Screen::Review(_)));
        press(&mut a, KeyCode::Esc);
        // One mistake: it is due at once, missed and not reviewed since.
        practise(&mut a, "bbbb");
        let queue = Queue::of(&a);
        assert_eq!(queue.due, ["fx-can-mate-rook"]);
        assert_eq!(queue.missed, ["fx-can-mate-rook"]);
        assert_eq!(queue.answered.len(), 4);
        press(&mut a, KeyCode::Char('3'));
        press(&mut a, KeyCode::Char('1'));
        assert_eq!(question(&a).mode, Mode::Review);
        assert_eq!(question(&a).items.len(), 1);
        let fx = press(&mut a, KeyCode::Char('a'));
        assert_eq!(answers(&fx), [("fx-can-mate-rook".into(), true)]);
        press(&mut a, KeyCode::Enter);
        press(&mut a, KeyCode::Enter);
        assert!(matches!(a.screen, Screen::Review(_)));
        // Nothing is due now; the screen says when the next question is.
        let queue = Queue::of(&a);
        assert!(queue.due.is_empty());
        let next = queue.next.unwrap();
        assert!(next >= NOW + DAY);
        let date = arbiter_quiz::store::iso_date(next, &a.zone);
        assert!(format!("{}", screen(&a)).contains(&date), "{date}");
        press(&mut a, KeyCode::Char('1'));
        assert!(matches!(a.screen, Screen::Review(_)));
        assert!(format!("{}", screen(&a)).contains("cram instead"));
        // Cram asks every question answered, due or not.
        press(&mut a, KeyCode::Char('3'));
        assert_eq!(question(&a).items.len(), 4);
        press(&mut a, KeyCode::Esc);
        // Once the day comes, it is due again.
        a.now = next;
        assert!(!Queue::of(&a).due.is_empty());
        // A miss in review comes back within minutes.
        a.now = NOW;
        press(&mut a, KeyCode::Char('3'));
        let id = question(&a).card.scenario.clone();
        let wrong = if id == "fx-can-mate-rook" { 'b' } else { 'a' };
        let fx = press(&mut a, KeyCode::Char(wrong));
        assert_eq!(answers(&fx), [(id, false)]);
        press(&mut a, KeyCode::Esc);
        assert!(matches!(a.screen, Screen::Review(_)));
        assert!(Queue::of(&a).due.is_empty());
        assert!(format!("{}", screen(&a)).contains("in 10 minutes"));
    }

    #[test]
    fn statistics_come_from_the_answers_and_scroll() {
        let mut a = app(Locale::En, (80, 24));
        press(&mut a, KeyCode::Char('6'));
        assert!(format!("{}", screen(&a)).contains("No answers recorded yet"));
        press(&mut a, KeyCode::Esc);
        practise(&mut a, "bbbb");
        a.now += DAY;
        practise(&mut a, "babb");
        press(&mut a, KeyCode::Char('6'));
        let Screen::Stats(stats) = &a.screen else {
            panic!("no statistics")
        };
        let s = &stats.stats;
        assert_eq!((s.overall.right, s.overall.attempts), (7, 8));
        assert_eq!((s.current_streak, s.best_streak), (6, 6));
        assert_eq!(s.study_days_in_a_row, 2);
        let text = format!("{}", screen(&a));
        assert!(text.contains("Illegal moves"), "{text}");
        assert!(text.contains("By topic, weakest first"), "{text}");
        let max = arbiter_quiz::tui::screens::stats::max_scroll(
            stats,
            &a,
            ratatui::layout::Rect::new(0, 1, 80, 22),
        );
        assert!(max > 0);
        let scroll = |a: &App| match &a.screen {
            Screen::Stats(s) => s.scroll,
            other => panic!("{other:?}"),
        };
        press(&mut a, KeyCode::End);
        assert_eq!(scroll(&a), max);
        press(&mut a, KeyCode::Down);
        assert_eq!(scroll(&a), max);
        press(&mut a, KeyCode::Home);
        assert_eq!(scroll(&a), 0);
        press(&mut a, KeyCode::PageDown);
        assert_eq!(scroll(&a), 5.min(max));
        assert!(format!("{}", screen(&a)).contains("By article, weakest first"));
    }

    #[test]
    fn the_presenter_reveals_step_by_step_and_records_nothing() {
        let mut a = app(Locale::En, (160, 48));
        let mut fx = press(&mut a, KeyCode::Char('5'));
        fx.extend(press(&mut a, KeyCode::Enter));
        let state = |a: &App| match &a.screen {
            Screen::Present(p) => (p.index, p.stage),
            other => panic!("{other:?}"),
        };
        assert_eq!(state(&a), (0, Stage::Question));
        let option = "Black receives one extra minute";
        assert!(!format!("{}", screen(&a)).contains(option));
        fx.extend(press(&mut a, KeyCode::Char('b')));
        assert_eq!(state(&a), (0, Stage::Question), "no answers here");
        fx.extend(press(&mut a, KeyCode::Char(' ')));
        assert_eq!(state(&a), (0, Stage::Options));
        assert!(format!("{}", screen(&a)).contains(option));
        fx.extend(press(&mut a, KeyCode::Enter));
        assert_eq!(state(&a), (0, Stage::Ruling));
        // The right option is ticked (the verdict itself may be drawn in big letters).
        assert!(format!("{}", screen(&a)).contains("✓ b)"));
        fx.extend(press(&mut a, KeyCode::PageDown));
        assert_eq!(state(&a), (1, Stage::Question));
        fx.extend(press(&mut a, KeyCode::PageUp));
        assert_eq!(state(&a), (0, Stage::Ruling));
        for _ in 0..3 {
            fx.extend(press(&mut a, KeyCode::Backspace));
        }
        assert_eq!(state(&a), (0, Stage::Question));
        fx.extend(typed(&mut a, "nnnnp"));
        assert_eq!(state(&a), (2, Stage::Question));
        fx.extend(press(&mut a, KeyCode::Right));
        let Screen::Present(p) = &a.screen else {
            panic!("no presenter")
        };
        assert_eq!(p.card.step, 0, "a question without events has one step");
        assert!(fx.is_empty(), "{fx:?}");
        press(&mut a, KeyCode::Esc);
        assert!(matches!(a.screen, Screen::Home(_)));
    }

    #[test]
    fn present_on_the_command_line_opens_the_presenter_on_the_pack() {
        use clap::Parser;
        let cli = arbiter_quiz::cli::Cli::try_parse_from([
            "arbiter-quiz",
            "--present",
            "--pack",
            "tui-fixture-en",
            "--seed",
            "7",
        ])
        .unwrap();
        let saved = arbiter_quiz::store::Settings::default();
        // The packs are read after the first frame: the form finds the pack once they are.
        let mut a = arbiter_quiz::tui::app_for(&cli, |_| None, &saved, Library::default());
        a.set_library(library());
        let Screen::Setup(setup) = &a.screen else {
            panic!("{:?}", a.screen)
        };
        assert_eq!(setup.pack_id(&a.library), Some("tui-fixture-en"));
        update(&mut a, Action::Resize(80, 24));
        press(&mut a, KeyCode::Enter);
        let Screen::Present(p) = &a.screen else {
            panic!("{:?}", a.screen)
        };
        assert_eq!(p.items.len(), 1);
    }

    #[test]
    fn exam_defaults_and_practice_order_are_settings() {
        let home = temp_home("settings");
        let (mut a, mut files) = restarted(&home);
        press_saving(&mut a, &mut files, KeyCode::Char('7'));
        for _ in 0..6 {
            press_saving(&mut a, &mut files, KeyCode::Down);
        }
        for _ in 0..4 {
            press_saving(&mut a, &mut files, KeyCode::Right);
            press_saving(&mut a, &mut files, KeyCode::Down);
        }
        let exam = a.settings.exam;
        assert_eq!((exam.questions, exam.minutes, exam.pass_mark), (30, 45, 85));
        assert_eq!(
            a.settings.order,
            arbiter_quiz::tui::settings::PracticeOrder::Shuffled
        );
        drop(files);
        let stored = Files::open(Some(&home), Some(&home)).settings().clone();
        assert_eq!(stored.pass_mark, 85);
        assert_eq!(stored.practice_order, "shuffled");
        press(&mut a, KeyCode::Esc);
        // The exam's setup starts from them, and the paper is marked by the pass mark.
        press(&mut a, KeyCode::Char('2'));
        press(&mut a, KeyCode::Enter);
        let Screen::Exam(e) = &a.screen else {
            panic!("no exam")
        };
        assert_eq!(e.pass.0, 85);
        assert_eq!(e.limit, Duration::from_mins(45));
        press(&mut a, KeyCode::Esc);
        press(&mut a, KeyCode::Enter);
        // Practice comes shuffled with the seed: the same order as a paper of every question.
        press(&mut a, KeyCode::Char('1'));
        assert!(format!("{}", screen(&a)).contains("shuffled with seed 42"));
        press(&mut a, KeyCode::Enter);
        let order: Vec<String> = question(&a).items.iter().map(|i| i.id.clone()).collect();
        let all: Vec<&arbiter_quiz::content::Scenario> = a.library.scenarios().collect();
        assert_eq!(order, arbiter_quiz::quiz::paper::Paper::order(&all, 42));
    }

    #[test]
    fn the_new_screens_draw_at_every_size() {
        /// How a test reaches a screen.
        type Reach = fn(&mut App);
        let setups: [(&str, Reach); 5] = [
            ("present", |a| {
                typed(a, "5");
                press(a, KeyCode::Enter);
                typed(a, "nn  ");
            }),
            ("stats", |a| {
                practise(a, "bbbb");
                typed(a, "6");
            }),
            ("review", |a| {
                practise(a, "bbbb");
                typed(a, "3");
            }),
            ("settings", |a| {
                typed(a, "7");
            }),
            ("resume", |a| {
                typed(a, "2");
                press(a, KeyCode::Enter);
                let Screen::Exam(exam) = &a.screen else {
                    panic!("no exam")
                };
                let saved = exam.snapshot();
                a.screen = Screen::Home(HomeState::default());
                a.offer_resume(saved);
            }),
        ];
        for (name, setup) in setups {
            let mut a = app(Locale::ZhHans, (80, 24));
            setup(&mut a);
            for w in (80..=250).step_by(17) {
                for h in (24..=70).step_by(7) {
                    update(&mut a, Action::Resize(w, h));
                    let text = format!("{}", screen(&a));
                    assert_eq!(text.lines().count(), usize::from(h), "{name} {w}x{h}");
                }
            }
        }
    }
}

/// The presenter in big letters: at every size and step, in a script its font draws (en, ru)
/// and one it does not (hy), the text keeps off the right edge and the key bar stays.
mod presenter_sizes {
    use super::*;

    #[test]
    fn the_presenter_keeps_its_margin_at_every_size_and_step() {
        for locale in [Locale::En, Locale::Ru, Locale::Hy] {
            for steps in ["", " ", "  ", "n  "] {
                let mut a = app(locale, (80, 24));
                typed(&mut a, "5");
                press(&mut a, KeyCode::Enter);
                typed(&mut a, steps);
                for w in (80..=230).step_by(30) {
                    for h in (24..=66).step_by(6) {
                        update(&mut a, Action::Resize(w, h));
                        let backend = screen(&a);
                        let buf = backend.buffer();
                        for y in 1..h - 1 {
                            assert_eq!(
                                buf[(w - 1, y)].symbol(),
                                " ",
                                "{locale:?} {steps:?} {w}x{h} row {y}"
                            );
                        }
                        let keys: String = (0..w).map(|x| buf[(x, h - 1)].symbol()).collect();
                        assert!(!keys.trim().is_empty(), "{locale:?} {w}x{h}");
                    }
                }
            }
        }
    }
}

/// Every locale: the main screens draw at 80×24 without panicking, and with the pseudo-locale
/// (which rewrites every letter of every message) no word of the English interface is left on
/// the screens that show no scenario text — so nothing there bypasses Fluent.
mod every_locale {
    use std::collections::BTreeSet;

    use super::*;
    use arbiter_quiz::i18n::Localizer;

    /// Opens a screen from home by its menu key (and the help overlay for '?').
    fn screens() -> Vec<(&'static str, Vec<KeyCode>)> {
        vec![
            ("home", vec![]),
            ("practise", vec![KeyCode::Char('1')]),
            ("exam", vec![KeyCode::Char('2')]),
            ("review", vec![KeyCode::Char('3')]),
            ("stats", vec![KeyCode::Char('6')]),
            ("settings", vec![KeyCode::Char('7')]),
            ("help", vec![KeyCode::Char('?')]),
        ]
    }

    #[test]
    fn main_screens_draw_in_every_locale() {
        for locale in Locale::ALL {
            for (name, keys) in screens() {
                let mut a = app(locale, (80, 24));
                for k in keys {
                    press(&mut a, k);
                }
                let shown = text(&screen(&a));
                assert!(!shown.trim().is_empty(), "{locale} {name} is blank");
            }
        }
    }

    /// English words of the interface: every word of five letters or more in the English
    /// message files.
    fn english_words() -> BTreeSet<String> {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("i18n/en");
        let mut words = BTreeSet::new();
        for file in ["ui.ftl", "common.ftl"] {
            let ftl = std::fs::read_to_string(dir.join(file)).unwrap();
            for line in ftl.lines().filter(|l| !l.trim_start().starts_with('#')) {
                let value = line.split_once('=').map_or(line, |(_, v)| v);
                for w in value.split(|c: char| !c.is_ascii_alphabetic()) {
                    if w.len() >= 5 && !w.starts_with(char::is_uppercase) || w.len() >= 6 {
                        words.insert(w.to_owned());
                    }
                }
            }
        }
        words
    }

    #[test]
    fn no_interface_text_bypasses_fluent() {
        let english = english_words();
        // Words that come from the fixture packs' data (titles, topics) are not interface.
        let data: String = {
            let lib = library();
            lib.packs
                .iter()
                .flat_map(|p| {
                    p.title
                        .written()
                        .values()
                        .chain(p.description.written().values())
                        .cloned()
                })
                .collect::<Vec<_>>()
                .join(" ")
        };
        for (name, keys) in screens() {
            let mut a = app(Locale::En, (160, 48));
            a.loc = Localizer::pseudo();
            for k in keys {
                press(&mut a, k);
            }
            let shown = text(&screen(&a));
            let leaked: Vec<&String> = english
                .iter()
                .filter(|w| shown.contains(w.as_str()) && !data.contains(w.as_str()))
                .collect();
            assert!(
                leaked.is_empty(),
                "{name}: English left on screen: {leaked:?}\n{shown}"
            );
        }
    }
}
