//! The terminal interface without a terminal: every screen rendered to `TestBackend` and
//! compared with its snapshot (English and Russian, 80×24 and 160×48, letters piece set so
//! that the pieces read in plain text), and whole sessions driven key by key.
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
use arbiter_quiz::tui::keymap::{context, key_action};
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

/// A session in `locale` on a terminal of `size`, drawing pieces as letters.
fn app(locale: Locale, size: (u16, u16)) -> App {
    let mut settings = Settings::new(locale);
    settings.pieces = PieceSet::Letters;
    let caps = Capabilities {
        depth: ColourDepth::True,
        glyphs: true,
    };
    let mut app = App::new(library(), settings, caps, 42);
    update(&mut app, Action::Resize(size.0, size.1));
    app
}

/// The screen as text.
fn screen(app: &App) -> TestBackend {
    let mut terminal = Terminal::new(TestBackend::new(app.size.0, app.size.1)).unwrap();
    terminal.draw(|f| view::render(app, f)).unwrap();
    terminal.backend().clone()
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
            typed(a, "]]");
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
            press(a, KeyCode::Char('5'));
        });
        check("help", |a| {
            press(a, KeyCode::Char('1'));
            press(a, KeyCode::Enter);
            press(a, KeyCode::Char('?'));
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
        a.settings.pieces = PieceSet::Filled;
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
        // The mistake waits in the review queue.
        assert_eq!(a.mistakes, ["fx-can-mate-rook"]);
        press(&mut a, KeyCode::Char('3'));
        assert_eq!(question(&a).mode, Mode::Review);
        let fx = press(&mut a, KeyCode::Char('a'));
        assert_eq!(answers(&fx), [("fx-can-mate-rook".into(), true)]);
        assert!(a.mistakes.is_empty());
    }

    #[test]
    fn an_exam_taken_to_the_end() {
        let mut a = app(Locale::En, (80, 24));
        press(&mut a, KeyCode::Char('2'));
        let fx = press(&mut a, KeyCode::Enter);
        assert!(fx.is_empty());
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
                assert!(matches!(fx[0], Effect::ExamAnswer { .. }), "{fx:?}");
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
        press(&mut a, KeyCode::Char('5'));
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
}
