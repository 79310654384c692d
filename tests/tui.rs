//! The terminal interface without a terminal: every screen rendered to `TestBackend` and
//! compared with its snapshot (English and Russian at 80×24 and 160×48, Chinese and
//! Armenian at 80×24; letters piece set so that the pieces read in plain text), the styles
//! that carry meaning checked cell by cell, and whole sessions driven key by key, some of
//! them over the learner's files in a temporary folder, stopped and started again.
//!
//! The scenarios come from `tests/fixtures/tui/`, never from the built-in packs, which change
//! as content is written — except for the test that every built-in question shows every
//! option, which is about the built-in packs.

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
use arbiter_quiz::tui::input::{active_keys, key_action};
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
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The fixture packs of `names` (folders of `tests/fixtures/tui/`).
fn packs(names: &[&str]) -> Library {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/tui");
    let paths: Vec<PathBuf> = names.iter().map(|n| dir.join(n)).collect();
    let lib = Library::load(false, &paths);
    assert!(lib.problems.is_empty(), "{:?}", lib.problems);
    lib
}

/// The four questions most tests play through.
fn library() -> Library {
    packs(&["arbiter-basics", "english-only"])
}

/// A question with long texts, two events and little time, and one with several answers.
fn crowded() -> Library {
    packs(&["crowded", "several-answers"])
}

/// The model's time in the tests: 2026-11-22, 10:00 UTC.
const NOW: u64 = 1_795_341_600;

/// A day in seconds.
const DAY: u64 = 86_400;

/// A session over `library` in `locale` on a terminal of `size`, drawing pieces as letters,
/// at [`NOW`].
fn app_with(library: Library, locale: Locale, size: (u16, u16)) -> App {
    let mut settings = Settings::new(locale);
    settings.pieces = PieceSet::Letters;
    let caps = Capabilities {
        depth: ColourDepth::True,
        glyphs: true,
        console: false,
    };
    let mut app = App::new(library, settings, caps, 42);
    app.now = NOW;
    update(&mut app, Action::Resize(size.0, size.1));
    app
}

/// A session over the four fixture questions.
fn app(locale: Locale, size: (u16, u16)) -> App {
    app_with(library(), locale, size)
}

/// A folder of its own for a test's files, empty.
fn temp_home(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(&format!("aq-tui-{name}-"))
        .tempdir()
        .unwrap()
}

/// Presses a key and carries its effects out on the files, as the event loop does.
fn press_saving(app: &mut App, files: &mut Files, code: KeyCode) {
    for effect in press(app, code) {
        files.carry_out(&effect);
    }
}

/// Opens practice from home, asking again the questions answered right before, and starts.
fn start_practice(app: &mut App) {
    press(app, KeyCode::Char('1'));
    let Screen::Setup(setup) = &app.screen else {
        panic!("no practice setup: {:?}", app.screen)
    };
    if !setup.include_right {
        // Two rows up from the top: the row of the questions answered right.
        press(app, KeyCode::Up);
        press(app, KeyCode::Up);
        press(app, KeyCode::Right);
    }
    press(app, KeyCode::Enter);
}

/// A practice session over the four fixture questions: each key of `keys` selects an
/// option, Enter answers with it, n moves on; at the end, back to the menu.
fn practise(app: &mut App, keys: &str) -> Vec<Effect> {
    start_practice(app);
    let mut fx = Vec::new();
    for c in keys.chars() {
        press(app, KeyCode::Char(c));
        fx.extend(press(app, KeyCode::Enter));
        press(app, KeyCode::Char('n'));
    }
    // The summary, then the practice setup, then the menu.
    press(app, KeyCode::Enter);
    press(app, KeyCode::Esc);
    assert!(matches!(app.screen, Screen::Home(_)), "{:?}", app.screen);
    fx
}

/// The screen drawn.
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

/// One row of a buffer as text (the cells a wide character covers are left out).
fn row(buf: &Buffer, y: u16) -> String {
    let mut out = String::new();
    let mut x = 0;
    while x < buf.area.width {
        let symbol = buf[(x, y)].symbol();
        out.push_str(symbol);
        x += u16::try_from(unicode_width::UnicodeWidthStr::width(symbol).max(1)).unwrap();
    }
    out
}

/// The row of the option selected, if a row shows one: the cursor, a mark, the letter.
fn selected_row(rows: &[String]) -> Option<&String> {
    rows.iter().skip(1).find(|l| {
        let chars: Vec<char> = l.chars().collect();
        chars.windows(6).any(|w| {
            w[0] == '›' && w[1] == ' ' && w[3] == ' ' && w[4].is_ascii_lowercase() && w[5] == ')'
        })
    })
}

/// Every row of the screen.
fn rows(app: &App) -> Vec<String> {
    let b = screen(app);
    (0..app.size.1).map(|y| row(b.buffer(), y)).collect()
}

/// Presses a key the way the event loop would, returning the effects.
fn press(app: &mut App, code: KeyCode) -> Vec<Effect> {
    let key = KeyEvent::new(code, KeyModifiers::NONE);
    match key_action(app, key) {
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

/// What every frame must be, whatever the screen: below the minimum size, the message that
/// says how to quit; otherwise the app's name on the first row, the key bar with the help
/// key at the end of the last row, and a blank last column between them (no text runs to
/// the terminal's edge or past a frame).
fn assert_frame(app: &App, what: &str) {
    let b = screen(app);
    let buf = b.buffer();
    let (w, h) = app.size;
    let all = text(&b);
    let loc = &app.loc;
    if w < 80 || h < 23 {
        let quit = loc.text("too-small-quit", &[("key", "q".into())]);
        let shown: String = all.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(
            shown.contains(&quit),
            "{what} {w}x{h}: no way out shown\n{b}"
        );
        return;
    }
    assert!(
        row(buf, 0).contains(&loc.text("app-title", &[])),
        "{what} {w}x{h}: no title bar\n{b}"
    );
    let last = row(buf, h - 1);
    assert!(
        last.trim_end().ends_with(&loc.text("key-help", &[])),
        "{what} {w}x{h}: the key bar is not on the last row\n{b}"
    );
    for y in 1..h - 1 {
        assert_eq!(
            buf[(w - 1, y)].symbol(),
            " ",
            "{what} {w}x{h}: row {y} runs to the right edge\n{b}"
        );
    }
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
    fn question_with_an_option_selected() {
        check("question_selected", |a| {
            press(a, KeyCode::Char('1'));
            press(a, KeyCode::Enter);
            press(a, KeyCode::Char('c'));
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
            press(a, KeyCode::Enter);
        });
    }

    #[test]
    fn explanation_and_contrast() {
        check("explanation", |a| {
            press(a, KeyCode::Char('1'));
            press(a, KeyCode::Enter);
            press(a, KeyCode::Char('b'));
            press(a, KeyCode::Enter);
            press(a, KeyCode::Tab);
        });
        check("contrast", |a| {
            press(a, KeyCode::Char('1'));
            press(a, KeyCode::Enter);
            press(a, KeyCode::Char('b'));
            press(a, KeyCode::Enter);
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
            press(a, KeyCode::Char('n'));
            press(a, KeyCode::Char('a'));
            press(a, KeyCode::Enter);
            // ] three times, then ← once: the arrows walk the mate line too.
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
    fn exam_and_its_dialogs() {
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
        check("exam_leave", |a| {
            press(a, KeyCode::Char('2'));
            press(a, KeyCode::Enter);
            typed(a, "b");
            press(a, KeyCode::Esc);
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
    fn past_exams() {
        check("history", |a| {
            press(a, KeyCode::Char('2'));
            press(a, KeyCode::Enter);
            typed(a, "bs");
            press(a, KeyCode::Enter);
            press(a, KeyCode::Esc);
            press(a, KeyCode::Char('2'));
            press(a, KeyCode::Up);
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
        check("help_every_screen", |a| {
            press(a, KeyCode::Char('8'));
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
            press(a, KeyCode::Char('n'));
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

    /// Chinese and Armenian: a crowded question before and after the answer, at the size
    /// of a small terminal, where wide characters and long words wrap.
    #[test]
    fn chinese_and_armenian_screens() {
        for locale in [Locale::ZhHans, Locale::Hy] {
            let mut a = app_with(crowded(), locale, (80, 24));
            start_practice(&mut a);
            insta::assert_snapshot!(format!("crowded_question_{locale}_80x24"), screen(&a));
            press(&mut a, KeyCode::Char('b'));
            press(&mut a, KeyCode::Enter);
            insta::assert_snapshot!(format!("crowded_ruling_{locale}_80x24"), screen(&a));
            let mut a = app_with(crowded(), locale, (80, 24));
            press(&mut a, KeyCode::Char('1'));
            insta::assert_snapshot!(format!("practice_setup_{locale}_80x24"), screen(&a));
        }
    }
}

/// Where meaning is carried by colour, the colours are checked cell by cell against the
/// theme: the option selected, right and wrong marks, a running clock, low time, and the
/// exam's last minute.
mod styles {
    use super::*;

    /// The cell of the first occurrence of `needle` on screen.
    fn find(buf: &Buffer, needle: &str) -> (u16, u16) {
        for y in 0..buf.area.height {
            let line = row(buf, y);
            if let Some(byte) = line.find(needle) {
                let x = line[..byte].chars().count();
                return (u16::try_from(x).unwrap(), y);
            }
        }
        panic!("{needle:?} is not on screen")
    }

    #[test]
    fn the_option_selected_stands_out_and_nothing_is_selected_at_first() {
        let mut a = app(Locale::En, (80, 24));
        start_practice(&mut a);
        let theme = a.theme();
        let drawn = screen(&a);
        let (x, y) = find(drawn.buffer(), "Black receives one extra minute");
        assert_ne!(drawn.buffer()[(x, y)].bg, theme.selected().bg.unwrap());
        assert_eq!(selected_row(&rows(&a)), None, "an option is preselected");
        press(&mut a, KeyCode::Char('b'));
        let drawn = screen(&a);
        let (x, y) = find(drawn.buffer(), "Black receives one extra minute");
        assert_eq!(drawn.buffer()[(x, y)].bg, theme.selected().bg.unwrap());
        assert_eq!(drawn.buffer()[(x - 7, y)].symbol(), "›");
        // The other options are not marked.
        let (x, y) = find(drawn.buffer(), "White loses the game");
        assert_ne!(drawn.buffer()[(x, y)].bg, theme.selected().bg.unwrap());
    }

    /// On the Linux console (16 colours, no italics, a faint dark grey) every piece stands on
    /// its side's chip, whichever square it is on, and no text is dark grey or italic: before
    /// the answer (the introduction) and after it (the options set back, the key bar).
    #[test]
    fn on_the_linux_console_pieces_follow_their_side_and_quiet_text_reads() {
        use ratatui::style::{Color, Modifier};
        for locale in [Locale::Ru, Locale::Bg, Locale::En] {
            let mut a = app(locale, (80, 24));
            a.caps.depth = ColourDepth::Sixteen;
            a.caps.glyphs = false;
            start_practice(&mut a);
            for answered in [false, true] {
                if answered {
                    press(&mut a, KeyCode::Char('b'));
                    press(&mut a, KeyCode::Enter);
                }
                let drawn = screen(&a);
                let buf = drawn.buffer();
                let (mut white, mut black) = (0, 0);
                for (i, cell) in buf.content().iter().enumerate() {
                    let (x, y) = buf.pos_of(i);
                    let letter = cell.symbol().chars().any(char::is_alphanumeric);
                    // The board column: below the title bar (blue), left of the options
                    // (the one selected is blue).
                    let on_board = y > 0 && x < 36;
                    assert!(
                        !(letter && cell.fg == Color::DarkGray),
                        "{locale} {answered}: dark grey text\n{drawn}"
                    );
                    assert!(
                        !cell.modifier.contains(Modifier::ITALIC),
                        "{locale} {answered}: italics\n{drawn}"
                    );
                    // A letter on a bare square would take the square's colour.
                    assert!(
                        !(on_board && letter && matches!(cell.bg, Color::Cyan | Color::Blue)),
                        "{locale} {answered}: a piece off its chip\n{drawn}"
                    );
                    match (cell.bg, letter) {
                        (Color::Gray, true) => {
                            assert_eq!(cell.fg, Color::Black);
                            white += 1;
                        }
                        (Color::Black, true) => {
                            assert_eq!(cell.fg, Color::White);
                            assert!(cell.modifier.contains(Modifier::BOLD));
                            black += 1;
                        }
                        _ => {}
                    }
                }
                assert!(white > 0 && black > 0, "{locale}: {white} {black}\n{drawn}");
            }
        }
    }

    /// On the Linux console, whose font has no Armenian or Chinese, the title bar says so
    /// once, in English, until the first key; in a script the console draws, or in a
    /// terminal that draws every script, nothing is said.
    #[test]
    fn the_linux_console_says_once_that_it_cannot_draw_the_script() {
        use arbiter_quiz::tui::settings::Capabilities;
        let console = Capabilities {
            depth: ColourDepth::Sixteen,
            glyphs: false,
            console: true,
        };
        for (locale, caps, said) in [
            (Locale::Hy, console, true),
            (Locale::ZhHans, console, true),
            (Locale::Ru, console, false),
            (Locale::Mn, console, false),
            (
                Locale::Hy,
                Capabilities {
                    console: false,
                    ..console
                },
                false,
            ),
        ] {
            let mut settings = Settings::new(locale);
            settings.pieces = PieceSet::Letters;
            let mut a = App::new(library(), settings, caps, 42);
            update(&mut a, Action::Resize(80, 24));
            let title = rows(&a).remove(0);
            let english = arbiter_quiz::i18n::Localizer::new(Locale::En);
            let notice = english.text(
                "console-script",
                &[("language", locale.english_name().into())],
            );
            let head: String = notice.chars().take(34).collect();
            assert_eq!(title.contains(&head), said, "{locale}: {title}");
            // Nothing the console cannot draw; where it is cut, the advice (first) stays.
            assert!(
                title.chars().all(|c| c.is_ascii() || c == '…') || !said,
                "{locale}: {title}"
            );
            press(&mut a, KeyCode::Down);
            assert!(!rows(&a).remove(0).contains(&head), "{locale}: said twice");
        }
    }

    #[test]
    fn right_and_wrong_are_green_and_red() {
        let mut a = app(Locale::En, (120, 40));
        start_practice(&mut a);
        press(&mut a, KeyCode::Char('c'));
        press(&mut a, KeyCode::Enter);
        let theme = a.theme();
        let drawn = screen(&a);
        let buf = drawn.buffer();
        let (x, y) = find(buf, "✓ b)");
        assert_eq!(buf[(x, y)].fg, theme.right().fg.unwrap());
        let (x, y) = find(buf, "✗ c)");
        assert_eq!(buf[(x, y)].fg, theme.wrong().fg.unwrap());
        let (x, y) = find(buf, "Black receives two extra minutes");
        assert_eq!(buf[(x, y)].fg, theme.wrong().fg.unwrap());
        let (x, y) = find(buf, "✗ Wrong");
        assert_eq!(buf[(x, y)].fg, theme.wrong().fg.unwrap());
    }

    #[test]
    fn a_running_clock_is_marked_and_low_time_is_red() {
        let mut a = app_with(crowded(), Locale::En, (80, 24));
        start_practice(&mut a);
        let theme = a.theme();
        let drawn = screen(&a);
        let buf = drawn.buffer();
        // Black's clock runs with twelve seconds left; White's stands at 1:05.
        let (x, y) = find(buf, "0:12");
        assert_eq!(buf[(x, y)].fg, theme.wrong().fg.unwrap());
        assert!(
            buf[(x, y)]
                .modifier
                .contains(ratatui::style::Modifier::UNDERLINED)
        );
        assert!(row(buf, y).contains('▶'));
        let (x, y) = find(buf, "1:05");
        assert_ne!(buf[(x, y)].fg, theme.wrong().fg.unwrap());
        assert!(
            !buf[(x, y)]
                .modifier
                .contains(ratatui::style::Modifier::UNDERLINED)
        );
        assert!(!row(buf, y).contains('▶'));
    }

    #[test]
    fn the_exam_countdown_turns_red_in_its_last_minute() {
        let mut a = app(Locale::En, (80, 24));
        press(&mut a, KeyCode::Char('2'));
        press(&mut a, KeyCode::Enter);
        let theme = a.theme();
        let countdown = |a: &App| {
            let drawn = screen(a);
            let (x, y) = find(drawn.buffer(), a.theme().symbols().watch.trim_end());
            drawn.buffer()[(x + 2, y)].fg
        };
        assert_eq!(countdown(&a), theme.accent().fg.unwrap());
        let Screen::Exam(e) = &a.screen else {
            panic!("no exam")
        };
        let almost = e.limit.checked_sub(Duration::from_secs(59)).unwrap();
        update(&mut a, Action::Tick(almost));
        assert_eq!(countdown(&a), theme.wrong().fg.unwrap());
    }
}

mod tui_sessions {
    use super::*;

    #[test]
    fn a_practice_session_played_to_the_end() {
        let mut a = app(Locale::En, (80, 24));
        start_practice(&mut a);
        assert_eq!(question(&a).items.len(), 4);
        // The illegal move in blitz: one minute for Black, option b.
        press(&mut a, KeyCode::Char('b'));
        let fx = press(&mut a, KeyCode::Enter);
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
        press(&mut a, KeyCode::Char('n'));
        // Can Black mate? Yes, and the proof is there to walk.
        press(&mut a, KeyCode::Char('2'));
        let fx = press(&mut a, KeyCode::Enter);
        assert_eq!(answers(&fx), [("fx-can-mate-rook".into(), false)]);
        assert!(question(&a).card.tabs().contains(&Tab::Proof));
        typed(&mut a, "]]]");
        assert_eq!(question(&a).card.tab, Tab::Proof);
        assert_eq!(question(&a).card.proof_ply, 3);
        press(&mut a, KeyCode::Char(' '));
        // The game type of 10+5, by arrows and Enter: the first Down selects a).
        press(&mut a, KeyCode::Down);
        press(&mut a, KeyCode::Down);
        let fx = press(&mut a, KeyCode::Enter);
        assert_eq!(answers(&fx), [("fx-game-type-10-5".into(), true)]);
        press(&mut a, KeyCode::Char('n'));
        press(&mut a, KeyCode::Char('2'));
        let fx = press(&mut a, KeyCode::Enter);
        assert_eq!(answers(&fx), [("fx-flag-lone-knight".into(), true)]);
        press(&mut a, KeyCode::Char('n'));
        assert!(question(&a).finished);
        assert_eq!((question(&a).right, question(&a).answered), (3, 4));
        // The session ends where it began: the practice setup.
        press(&mut a, KeyCode::Enter);
        assert!(matches!(a.screen, Screen::Setup(_)));
        press(&mut a, KeyCode::Esc);
        assert!(matches!(a.screen, Screen::Home(_)));
        // The mistake waits in the review queue, due at once.
        assert_eq!(a.progress.missed(), ["fx-can-mate-rook"]);
        press(&mut a, KeyCode::Char('3'));
        press(&mut a, KeyCode::Char('1'));
        assert_eq!(question(&a).mode, Mode::Review);
        assert_eq!(question(&a).items.len(), 1);
        press(&mut a, KeyCode::Char('a'));
        let fx = press(&mut a, KeyCode::Enter);
        assert_eq!(answers(&fx), [("fx-can-mate-rook".into(), true)]);
        assert!(a.progress.missed().is_empty());
    }

    #[test]
    fn selecting_is_not_answering_and_the_ruling_stays_until_asked_to_go() {
        let mut a = app(Locale::En, (80, 24));
        start_practice(&mut a);
        // Nothing is selected: Enter and Space answer nothing.
        assert_eq!(question(&a).card.cursor, None);
        assert!(press(&mut a, KeyCode::Enter).is_empty());
        assert!(press(&mut a, KeyCode::Char(' ')).is_empty());
        // A letter selects; Space still answers nothing in a question with one answer.
        assert!(press(&mut a, KeyCode::Char('c')).is_empty());
        assert!(press(&mut a, KeyCode::Char(' ')).is_empty());
        assert_eq!(question(&a).card.cursor, Some(2));
        assert!(!question(&a).card.revealed);
        press(&mut a, KeyCode::Char('b'));
        let fx = press(&mut a, KeyCode::Enter);
        assert_eq!(answers(&fx), [("fx-illegal-blitz".into(), true)]);
        // A second Enter does not skip the ruling.
        press(&mut a, KeyCode::Enter);
        assert_eq!(question(&a).index, 0);
        assert!(question(&a).card.revealed);
        press(&mut a, KeyCode::Char(' '));
        assert_eq!(question(&a).index, 1);
    }

    #[test]
    fn a_click_selects_and_a_second_click_answers() {
        let mut a = app(Locale::En, (80, 24));
        // The first menu entry sits in the menu box, inside its frame.
        update(&mut a, Action::Click(6, 6));
        assert!(matches!(a.screen, Screen::Setup(_)));
        press(&mut a, KeyCode::Enter);
        let shown = rows(&a);
        let y = shown
            .iter()
            .position(|l| l.contains("b) Black receives one extra minute"))
            .unwrap();
        let y = u16::try_from(y).unwrap();
        assert!(update(&mut a, Action::Click(60, y)).is_empty());
        assert_eq!(question(&a).card.cursor, Some(1));
        let fx = update(&mut a, Action::Click(60, y));
        assert_eq!(answers(&fx), [("fx-illegal-blitz".into(), true)]);
    }

    #[test]
    fn space_ticks_only_where_there_are_several_answers() {
        let mut a = app_with(crowded(), Locale::En, (120, 40));
        start_practice(&mut a);
        press(&mut a, KeyCode::Char('n'));
        assert_eq!(question(&a).card.scenario, "fx-several-answers");
        // Letters tick; Space ticks the option selected; Enter answers with the ticks.
        press(&mut a, KeyCode::Char('a'));
        press(&mut a, KeyCode::Down);
        press(&mut a, KeyCode::Down);
        press(&mut a, KeyCode::Char(' '));
        assert_eq!(question(&a).card.picked, [0, 2]);
        assert!(!question(&a).card.revealed);
        let fx = press(&mut a, KeyCode::Enter);
        assert_eq!(answers(&fx), [("fx-several-answers".into(), true)]);
    }

    #[test]
    fn letters_work_in_cyrillic_and_armenian_keyboard_layouts() {
        for (locale, b) in [(Locale::Ru, 'и'), (Locale::Bg, 'б'), (Locale::Hy, 'բ')] {
            let mut a = app(locale, (80, 24));
            start_practice(&mut a);
            press(&mut a, KeyCode::Char(b));
            assert_eq!(question(&a).card.cursor, Some(1), "{locale}");
            let fx = press(&mut a, KeyCode::Enter);
            assert_eq!(
                answers(&fx),
                [("fx-illegal-blitz".into(), true)],
                "{locale}"
            );
        }
        // ЙЦУКЕН: т is the key of n.
        let mut a = app(Locale::Ru, (80, 24));
        start_practice(&mut a);
        press(&mut a, KeyCode::Char('т'));
        assert_eq!(question(&a).index, 1);
    }

    #[test]
    fn an_option_out_of_view_is_scrolled_into_view_before_it_can_be_answered() {
        let mut a = app_with(crowded(), Locale::Ru, (80, 23));
        start_practice(&mut a);
        let shown = rows(&a).join("\n");
        assert!(
            !shown.contains("d)"),
            "the test needs d) out of view:\n{shown}"
        );
        assert!(shown.contains('↓'), "no sign of more below:\n{shown}");
        // Selecting d) brings it into view.
        press(&mut a, KeyCode::Char('d'));
        let shown = rows(&a).join("\n");
        let selected = selected_row(&rows(&a)).cloned().unwrap_or_default();
        assert!(selected.contains("d)"), "{shown}");
        assert!(shown.contains('↑'), "no sign of more above:\n{shown}");
        // Scrolled away again, Enter brings it back rather than answering.
        press(&mut a, KeyCode::PageUp);
        press(&mut a, KeyCode::PageUp);
        press(&mut a, KeyCode::PageUp);
        assert!(!rows(&a).join("\n").contains("d)"));
        assert!(press(&mut a, KeyCode::Enter).is_empty());
        assert!(rows(&a).join("\n").contains("d)"));
        let fx = press(&mut a, KeyCode::Enter);
        assert_eq!(answers(&fx), [("fx-crowded-claim".into(), false)]);
    }

    #[test]
    fn the_events_are_told_before_the_options_when_the_timeline_has_no_room() {
        /// Every page of the text column, from the top down.
        fn pages(a: &mut App) -> String {
            let mut out = String::new();
            for _ in 0..8 {
                out.push_str(&rows(a).join("\n"));
                press(a, KeyCode::PageDown);
            }
            out
        }
        let mut a = app_with(crowded(), Locale::En, (80, 23));
        start_practice(&mut a);
        let first = rows(&a).join("\n");
        assert!(first.contains("What happened:"), "{first}");
        let all = pages(&mut a);
        let at = |needle: &str| {
            all.find(needle)
                .unwrap_or_else(|| panic!("{needle}: {all}"))
        };
        assert!(at("What happened:") < at("With twelve seconds left"));
        assert!(at("With twelve seconds left") < at("The claim was wrong"));
        assert!(at("The claim was wrong") < at("a) The arbiter gives"));
        // After the answer, the ruling tab tells them too, so no step is cut short.
        press(&mut a, KeyCode::Char('b'));
        press(&mut a, KeyCode::Enter);
        assert!(pages(&mut a).contains("What happened:"));
        // Where the timeline lists them, they are not told twice.
        let mut a = app(Locale::En, (160, 48));
        start_practice(&mut a);
        let shown = rows(&a).join("\n");
        assert!(!shown.contains("What happened:"), "{shown}");
    }

    #[test]
    fn tab_names_too_long_for_the_bar_are_cut_not_dropped() {
        let mut a = app(Locale::Hy, (80, 24));
        start_practice(&mut a);
        press(&mut a, KeyCode::Char('n'));
        press(&mut a, KeyCode::Char('a'));
        press(&mut a, KeyCode::Enter);
        assert_eq!(
            question(&a).card.tabs().len(),
            4,
            "the mate question has a proof tab"
        );
        let bar = rows(&a)
            .into_iter()
            .find(|l| l.matches('│').count() >= 3)
            .expect("a tab bar");
        assert_eq!(bar.matches('│').count(), 3, "{bar}");
        assert!(bar.contains('…'), "{bar}");
    }

    #[test]
    fn practice_picks_up_where_it_left_off_and_leaves_out_what_was_answered_right() {
        let mut a = app(Locale::En, (80, 24));
        start_practice(&mut a);
        // Two questions answered (the second wrongly), then back to the setup.
        press(&mut a, KeyCode::Char('b'));
        press(&mut a, KeyCode::Enter);
        press(&mut a, KeyCode::Char('n'));
        press(&mut a, KeyCode::Char('b'));
        press(&mut a, KeyCode::Enter);
        press(&mut a, KeyCode::Esc);
        let Screen::Setup(setup) = &a.screen else {
            panic!("Esc did not return to the setup: {:?}", a.screen)
        };
        assert!(setup.include_right, "the choices are kept");
        // Again, leaving out what was answered right: after the question practised last,
        // round to the one missed.
        press(&mut a, KeyCode::Left);
        let shown = rows(&a).join("\n");
        assert!(
            shown.contains("1 answered right last time is left out"),
            "{shown}"
        );
        assert!(shown.contains("picks up after the question you practised last"));
        press(&mut a, KeyCode::Enter);
        let order: Vec<&str> = question(&a).items.iter().map(|i| i.id.as_str()).collect();
        assert_eq!(
            order,
            [
                "fx-game-type-10-5",
                "fx-flag-lone-knight",
                "fx-can-mate-rook"
            ]
        );
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
        assert!(fx.iter().any(|e| matches!(e, Effect::RecordExam(_))));
        let Screen::Results(results) = &a.screen else {
            panic!("no results")
        };
        assert_eq!((results.score.right, results.score.total), (3, 4));
        assert!(!results.score.passed(results.pass), "75 % is below 80 %");
        // Every question can be reviewed, with the answer given; the title says which.
        typed(&mut a, "j");
        press(&mut a, KeyCode::Enter);
        assert!(question(&a).card.revealed);
        assert_eq!(question(&a).index, 1);
        let title = rows(&a)[0].clone();
        assert!(title.contains("Question 2/4"), "{title}");
        assert!(!title.contains("right"), "{title}");
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
        let shown = rows(&a).join(" ");
        assert!(shown.contains("Time ran out"), "{shown}");
        assert!(
            shown.contains("time used 30:00"),
            "one time format: {shown}"
        );
    }

    #[test]
    fn leaving_an_exam_keeps_it_for_later() {
        let mut a = app(Locale::En, (80, 24));
        press(&mut a, KeyCode::Char('2'));
        press(&mut a, KeyCode::Enter);
        press(&mut a, KeyCode::Char('b'));
        press(&mut a, KeyCode::Esc);
        // The dialog offers to leave (keeping it), to hand it in, or to stay.
        let dialog = rows(&a).join("\n");
        assert!(dialog.contains("keep the exam for later"), "{dialog}");
        assert!(dialog.contains("hand the paper in now"), "{dialog}");
        press(&mut a, KeyCode::Char('n'));
        assert!(matches!(&a.screen, Screen::Exam(e) if e.dialog.is_none()));
        press(&mut a, KeyCode::Esc);
        let fx = press(&mut a, KeyCode::Enter);
        assert!(matches!(a.screen, Screen::Home(_)));
        assert!(matches!(fx[..], [Effect::SaveExam(_)]), "{fx:?}");
        assert!(!fx.contains(&Effect::DiscardExam));
        assert!(rows(&a).join("\n").contains("Exam (unfinished)"));
        // The exam entry offers it again, with its answer.
        press(&mut a, KeyCode::Char('2'));
        press(&mut a, KeyCode::Enter);
        let Screen::Exam(exam) = &a.screen else {
            panic!("not resumed: {:?}", a.screen)
        };
        assert_eq!(exam.answer(0), Some(&[1][..]));
        // Handing in from the leave dialog asks first, with the unanswered questions.
        press(&mut a, KeyCode::Esc);
        press(&mut a, KeyCode::Char('s'));
        assert!(rows(&a).join("\n").contains("not answered"));
        press(&mut a, KeyCode::Enter);
        assert!(matches!(a.screen, Screen::Results(_)));
        assert!(a.resume.is_none());
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
    fn the_drill_asks_again_under_the_other_game_type_without_contradicting_itself() {
        let mut a = app(Locale::En, (80, 24));
        press(&mut a, KeyCode::Char('4'));
        // The setup counts the drill's questions, not the scenarios.
        let setup = rows(&a).join(" ");
        assert!(setup.contains("1 incident is ruled differently"), "{setup}");
        assert!(setup.contains("2 questions"), "{setup}");
        press(&mut a, KeyCode::Enter);
        let q = question(&a);
        assert_eq!(q.items.len(), 2);
        assert_eq!(q.items[1].recast, Some(arbiter_quiz::laws::GameType::Rapid));
        let first = rows(&a).join(" ");
        assert!(
            first.contains("A blitz game in a club tournament."),
            "{first}"
        );
        press(&mut a, KeyCode::Char('b'));
        let fx = press(&mut a, KeyCode::Enter);
        assert_eq!(answers(&fx), [("fx-illegal-blitz".into(), true)]);
        press(&mut a, KeyCode::Char('n'));
        // The second question is rapid throughout: facts, text and clock; the situation,
        // which says blitz, is not repeated.
        let second = rows(&a).join(" ");
        assert!(second.contains("The same incident"), "{second}");
        assert!(second.contains("15+10 → Rapid"), "{second}");
        assert!(!second.contains("blitz game"), "{second}");
        assert!(!second.contains("What does the arbiter do?"), "{second}");
        assert!(second.contains("Which answer is right now?"), "{second}");
        assert!(second.contains("+10 s"), "{second}");
        press(&mut a, KeyCode::Char('c'));
        let fx = press(&mut a, KeyCode::Enter);
        assert_eq!(answers(&fx), [("fx-illegal-blitz".into(), true)]);
        // Esc returns to the drill's setup.
        press(&mut a, KeyCode::Esc);
        assert!(
            matches!(&a.screen, Screen::Setup(s) if s.kind == arbiter_quiz::tui::screens::setup::SetupKind::Drill)
        );
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
    fn every_size_draws_and_resizing_redraws() {
        let mut a = app(Locale::Ru, (80, 24));
        start_practice(&mut a);
        press(&mut a, KeyCode::Char('a'));
        press(&mut a, KeyCode::Enter);
        for w in (20..=220).step_by(17) {
            for h in (8..=70).step_by(7) {
                update(&mut a, Action::Resize(w, h));
                assert_frame(&a, "ruling");
            }
        }
        for size in [(79, 23), (80, 22), (80, 23), (80, 24)] {
            update(&mut a, Action::Resize(size.0, size.1));
            assert_frame(&a, "ruling");
        }
    }

    #[test]
    fn below_the_minimum_only_quitting_works() {
        let mut a = app(Locale::En, (80, 24));
        start_practice(&mut a);
        update(&mut a, Action::Resize(80, 22));
        let before = format!("{:?}", a.screen);
        for code in [
            KeyCode::Esc,
            KeyCode::Enter,
            KeyCode::Char('b'),
            KeyCode::Char('n'),
        ] {
            assert!(press(&mut a, code).is_empty());
        }
        update(&mut a, Action::Click(40, 10));
        assert_eq!(
            format!("{:?}", a.screen),
            before,
            "a key acted on the hidden screen"
        );
        assert_eq!(press(&mut a, KeyCode::Char('q')), [Effect::Quit]);
    }

    #[test]
    fn ctrl_c_and_q_quit() {
        let mut a = app(Locale::En, (80, 24));
        press(&mut a, KeyCode::Char('1'));
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        let action = key_action(&a, ctrl_c).unwrap();
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

    /// The app started again on the files in `home`, `later` seconds after [`NOW`].
    fn restarted_at(home: &std::path::Path, later: u64) -> (App, Files) {
        let mut files = Files::open(Some(home), Some(home));
        let mut a = app(Locale::En, (80, 24));
        a.now = NOW + later;
        files.attach(&mut a);
        (a, files)
    }

    /// The app started again on the files in `home`.
    fn restarted(home: &std::path::Path) -> (App, Files) {
        restarted_at(home, 0)
    }

    #[test]
    fn an_exam_survives_the_app_being_killed() {
        let home_dir = temp_home("killed");
        let home = home_dir.path().to_path_buf();
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
        assert!(matches!(&a.screen, Screen::Home(h) if h.resume));
        let prompt = format!("{}", screen(&a));
        // The count may wrap between "2 of" and "4 answered" (a number keeps its word).
        assert!(
            prompt.contains("2 of") && prompt.contains("4 answered"),
            "{prompt}"
        );
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
        // Handed in, the answers are kept, the exam joins the past exams, and the exam in
        // progress is gone.
        press_saving(&mut a, &mut files, KeyCode::Char('s'));
        press_saving(&mut a, &mut files, KeyCode::Enter);
        assert!(matches!(a.screen, Screen::Results(_)));
        assert!(!home.join("exam.json").exists());
        drop(files);
        let (a, _) = restarted(&home);
        assert_eq!(a.progress.answers.len(), 2);
        assert!(a.progress.answers.iter().all(|r| r.mode == Mode::Exam));
        assert!(a.resume.is_none());
        assert_eq!(a.history.len(), 1);
        assert!(matches!(&a.screen, Screen::Home(h) if !h.resume));
    }

    #[test]
    fn the_exam_clock_runs_on_while_the_app_is_closed() {
        let home_dir = temp_home("wall-clock");
        let home = home_dir.path().to_path_buf();
        exam_begun(&home);
        // Ten minutes later the exam has ten minutes less.
        let (mut a, mut files) = restarted_at(&home, 600);
        let prompt = rows(&a).join(" ");
        assert!(prompt.contains("20:00 left"), "{prompt}");
        press_saving(&mut a, &mut files, KeyCode::Enter);
        let Screen::Exam(exam) = &a.screen else {
            panic!("not resumed: {:?}", a.screen)
        };
        assert_eq!(exam.used, Duration::from_mins(10));
        drop(files);
        // An hour later its time is up: resuming hands it in as it is.
        let home_dir = temp_home("wall-clock-over");
        let home = home_dir.path().to_path_buf();
        exam_begun(&home);
        let (mut a, mut files) = restarted_at(&home, 3600);
        assert!(
            rows(&a)
                .join(" ")
                .contains("time ran out while the app was closed")
        );
        press_saving(&mut a, &mut files, KeyCode::Enter);
        let Screen::Results(results) = &a.screen else {
            panic!("not handed in: {:?}", a.screen)
        };
        assert!(results.time_up);
        assert_eq!(results.rows.iter().filter(|r| r.given.is_some()).count(), 1);
    }

    #[test]
    fn the_exam_clock_follows_the_wall_clock_while_the_app_runs() {
        let mut a = app(Locale::En, (80, 24));
        press(&mut a, KeyCode::Char('2'));
        press(&mut a, KeyCode::Enter);
        // The machine slept for ten minutes: one tick of a quarter second, ten minutes on
        // the wall clock.
        a.now += 600;
        update(&mut a, Action::Tick(Duration::from_millis(250)));
        let Screen::Exam(exam) = &a.screen else {
            panic!("no exam")
        };
        assert_eq!(exam.used, Duration::from_mins(10));
        assert!(rows(&a)[0].contains("20:00"), "{}", rows(&a)[0]);
    }

    #[test]
    fn past_exams_can_be_opened_again() {
        let home_dir = temp_home("history");
        let home = home_dir.path().to_path_buf();
        let (mut a, mut files) = restarted(&home);
        press_saving(&mut a, &mut files, KeyCode::Char('2'));
        press_saving(&mut a, &mut files, KeyCode::Enter);
        press_saving(&mut a, &mut files, KeyCode::Char('b'));
        press_saving(&mut a, &mut files, KeyCode::Char('s'));
        press_saving(&mut a, &mut files, KeyCode::Enter);
        let Screen::Results(first) = &a.screen else {
            panic!("no results")
        };
        let score = first.score;
        press_saving(&mut a, &mut files, KeyCode::Esc);
        drop(files);
        // After a restart, the exam setup leads to the list, and the list to the results.
        let (mut a, _) = restarted(&home);
        press(&mut a, KeyCode::Char('2'));
        assert!(rows(&a).join(" ").contains("Past exams (1)"));
        press(&mut a, KeyCode::Up);
        press(&mut a, KeyCode::Enter);
        assert!(matches!(a.screen, Screen::History(_)));
        let list = rows(&a).join("\n");
        assert!(list.contains("2026-11-22"), "{list}");
        assert!(
            list.contains(&format!("{}/{}", score.right, score.total)),
            "{list}"
        );
        press(&mut a, KeyCode::Enter);
        let Screen::Results(again) = &a.screen else {
            panic!("no results: {:?}", a.screen)
        };
        assert_eq!(again.score, score);
        press(&mut a, KeyCode::Esc);
        assert!(matches!(a.screen, Screen::History(_)));
        press(&mut a, KeyCode::Esc);
        assert!(matches!(a.screen, Screen::Setup(_)));
    }

    #[test]
    fn the_unfinished_exam_can_be_handed_in_put_off_or_discarded() {
        let home_dir = temp_home("prompt");
        let home = home_dir.path().to_path_buf();
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
        assert!(matches!(&a.screen, Screen::Home(h) if !h.resume));
        assert!(format!("{}", screen(&a)).contains("Exam (unfinished)"));
        press_saving(&mut a, &mut files, KeyCode::Char('2'));
        assert!(matches!(&a.screen, Screen::Home(h) if h.resume));
        press_saving(&mut a, &mut files, KeyCode::Char('x'));
        assert!(a.resume.is_none());
        assert!(!home.join("exam.json").exists());
        press_saving(&mut a, &mut files, KeyCode::Char('2'));
        assert!(matches!(a.screen, Screen::Setup(_)));
        // Leaving an exam on purpose keeps it.
        press_saving(&mut a, &mut files, KeyCode::Enter);
        assert!(home.join("exam.json").exists());
        press_saving(&mut a, &mut files, KeyCode::Esc);
        press_saving(&mut a, &mut files, KeyCode::Enter);
        assert!(home.join("exam.json").exists());
        assert!(a.resume.is_some());
    }

    #[test]
    fn quitting_during_an_exam_keeps_the_time_used() {
        let mut a = app(Locale::En, (80, 24));
        press(&mut a, KeyCode::Char('2'));
        press(&mut a, KeyCode::Enter);
        update(&mut a, Action::Tick(Duration::from_secs(3)));
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        let action = key_action(&a, ctrl_c).unwrap();
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
        press(&mut a, KeyCode::Char('a'));
        let fx = press(&mut a, KeyCode::Enter);
        assert_eq!(answers(&fx), [("fx-can-mate-rook".into(), true)]);
        press(&mut a, KeyCode::Char('n'));
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
        press(&mut a, KeyCode::Char(wrong));
        let fx = press(&mut a, KeyCode::Enter);
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
        // Each article is named with its edition: the illegal move is a 2018 scenario.
        assert!(
            s.by_article.contains_key("7.5.5 (2018)"),
            "{:?}",
            s.by_article
        );
        assert!(s.by_article.keys().all(|k| k.ends_with(')')));
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
        assert!(format!("{}", screen(&a)).contains("(2018)"));
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

    /// Armenian and Chinese, which the big font lacks, are never left as one small line:
    /// the question is set in bold on the big text's spaced lines, its letters spaced where
    /// they fit, and the right answer's letter is drawn big beside its label.
    #[test]
    fn the_presenter_sets_scripts_the_big_font_lacks_large() {
        let script = |c: char| {
            ('\u{0530}'..='\u{058F}').contains(&c) || ('\u{4E00}'..='\u{9FFF}').contains(&c)
        };
        for (locale, head) in [
            (Locale::Hy, "Պ ա հ ա ն ջ ը"),
            (Locale::ZhHans, "这一要求不成立"),
        ] {
            let mut a = app_with(crowded(), locale, (160, 48));
            press(&mut a, KeyCode::Char('5'));
            press(&mut a, KeyCode::Enter);
            let shown = rows(&a);
            let y = shown
                .iter()
                .position(|r| r.contains(head))
                .unwrap_or_else(|| panic!("{locale}: {head} not set spaced\n{}", shown.join("\n")));
            // The rows around it belong to its big line: no other text of the question there.
            for near in [y - 1, y + 1] {
                assert!(
                    !shown[near].chars().any(script),
                    "{locale}: row {near}\n{}",
                    shown.join("\n")
                );
            }
            // The ruling of this crowded scenario needs a projector's room for big letters.
            update(&mut a, Action::Resize(240, 70));
            press(&mut a, KeyCode::Char(' '));
            press(&mut a, KeyCode::PageDown);
            let shown = rows(&a);
            let label = a.loc.text("verdict-answer", &[("answer", "b".into())]);
            let first: String = label.chars().take(2).collect();
            let first = match locale {
                Locale::Hy => first
                    .chars()
                    .map(String::from)
                    .collect::<Vec<_>>()
                    .join(" "),
                _ => first,
            };
            let y = shown
                .iter()
                .position(|r| r.contains(&first))
                .unwrap_or_else(|| panic!("{locale}: no verdict\n{}", shown.join("\n")));
            let after = shown[y].split(&first).nth(1).unwrap_or_default();
            assert!(
                ["█", "▀", "▄"].iter().any(|b| after.contains(b)) && shown[y - 1].contains('█'),
                "{locale}: the answer is not big\n{}",
                shown.join("\n")
            );
        }
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
        let home_dir = temp_home("settings");
        let home = home_dir.path().to_path_buf();
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
        press(&mut a, KeyCode::Char('s'));
        press(&mut a, KeyCode::Enter);
        press(&mut a, KeyCode::Esc);
        // Practice comes shuffled with the seed: the same order as a paper of every question.
        press(&mut a, KeyCode::Char('1'));
        assert!(format!("{}", screen(&a)).contains("shuffled with seed 42"));
        press(&mut a, KeyCode::Enter);
        let order: Vec<String> = question(&a).items.iter().map(|i| i.id.clone()).collect();
        let all: Vec<&arbiter_quiz::content::Scenario> = a.library.scenarios().collect();
        assert_eq!(order, arbiter_quiz::quiz::paper::Paper::order(&all, 42));
    }

    #[test]
    fn every_screen_keeps_its_frame_at_every_size() {
        /// How a test reaches a screen.
        type Reach = fn(&mut App);
        let setups: [(&str, Reach); 9] = [
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
            ("exam", |a| {
                typed(a, "2");
                press(a, KeyCode::Enter);
                typed(a, "bm");
            }),
            ("results", |a| {
                typed(a, "2");
                press(a, KeyCode::Enter);
                typed(a, "bs");
                press(a, KeyCode::Enter);
            }),
            ("question", |a| {
                start_practice(a);
                press(a, KeyCode::Char('c'));
            }),
            ("help", |a| {
                typed(a, "8");
            }),
        ];
        for (name, setup) in setups {
            for locale in [Locale::ZhHans, Locale::Hy] {
                let mut a = app(locale, (80, 24));
                setup(&mut a);
                for w in (80..=250).step_by(17).chain([80]) {
                    for h in (23..=70).step_by(7).chain([24]) {
                        update(&mut a, Action::Resize(w, h));
                        assert_frame(&a, &format!("{name} {locale}"));
                    }
                }
            }
        }
    }
}

/// The keys: every key a screen handles is in its help, the Help entry of the menu lists
/// every screen's keys, and the key bar shows what fits of the same table.
mod keys {
    use super::*;
    use arbiter_quiz::tui::keymap::{Does, keys_label};
    use arbiter_quiz::tui::screens::help::ALL;

    /// The help overlay's whole text, scrolled through from top to bottom.
    fn help_text(a: &mut App) -> String {
        let mut seen = String::new();
        for _ in 0..200 {
            seen.push_str(&rows(a).join("\n"));
            let Some(help) = a.help else { break };
            update(a, Action::ScrollDown);
            if a.help == Some(help) {
                break;
            }
        }
        seen
    }

    /// At 80 columns, in every language, the key bar keeps the key each screen needs most:
    /// after an answer Tab (the only way to the explanation, the contrast and the proof) and
    /// going on, in the exam handing in and picking; and it names no tab the question lacks.
    #[test]
    fn the_key_bar_keeps_the_key_the_screen_needs_most_in_every_language() {
        type Reach = fn(&mut App);
        /// Keys with the message id of their row.
        type Needed = &'static [(KeyCode, &'static str)];
        let setups: [(&str, Reach, Needed); 3] = [
            (
                "answered",
                |a| {
                    start_practice(a);
                    typed(a, "b");
                    press(a, KeyCode::Enter);
                },
                &[
                    (KeyCode::Tab, "key-tab"),
                    (KeyCode::Char('n'), "key-continue"),
                ],
            ),
            (
                "exam",
                |a| {
                    typed(a, "2");
                    press(a, KeyCode::Enter);
                },
                &[
                    (KeyCode::Char('s'), "key-submit"),
                    (KeyCode::Char('a'), "key-pick"),
                ],
            ),
            (
                "question",
                start_practice,
                &[
                    (KeyCode::Enter, "key-answer"),
                    (KeyCode::Char('a'), "key-select"),
                ],
            ),
        ];
        for locale in Locale::ALL {
            for height in [23, 24] {
                for (name, setup, needed) in setups {
                    let mut a = app(locale, (80, height));
                    setup(&mut a);
                    let table = active_keys(&a);
                    let bar = rows(&a).pop().unwrap();
                    for (code, id) in needed {
                        let binding = table
                            .rows()
                            .find(|b| b.keys.contains(code) && b.message_id == *id)
                            .unwrap_or_else(|| panic!("{name}: no row {id}"));
                        let keys = keys_label(binding.keys, &a.loc);
                        let text = a.loc.text(id, &[]);
                        let head: String = text.chars().take(3).collect();
                        assert!(
                            bar.contains(&format!(" {keys} {head}")),
                            "{locale} {name} 80x{height}: {keys} {text} dropped\n{bar}"
                        );
                    }
                    let proof = a.loc.text("tab-proof", &[]).to_lowercase();
                    assert!(
                        !bar.to_lowercase().contains(&proof),
                        "{locale} {name}: the bar promises a proof\n{bar}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_help_shows_every_key_the_screen_handles() {
        /// How a test reaches a screen.
        type Reach = fn(&mut App);
        let setups: [(&str, Reach); 6] = [
            ("home", |_| {}),
            ("question", start_practice),
            ("answered", |a| {
                start_practice(a);
                typed(a, "b");
                press(a, KeyCode::Enter);
            }),
            ("exam", |a| {
                typed(a, "2");
                press(a, KeyCode::Enter);
            }),
            ("exam dialog", |a| {
                typed(a, "2");
                press(a, KeyCode::Enter);
                press(a, KeyCode::Esc);
            }),
            ("setup", |a| {
                typed(a, "2");
            }),
        ];
        for (name, setup) in setups {
            let mut a = app(Locale::En, (120, 40));
            setup(&mut a);
            let table = active_keys(&a);
            press(&mut a, KeyCode::Char('?'));
            let shown = help_text(&mut a);
            for binding in table.rows() {
                let keys = keys_label(binding.keys, &a.loc);
                let what = a.loc.text(binding.message_id, &[]);
                assert!(
                    shown.contains(&keys) && shown.contains(&what),
                    "{name}: {keys} ({what}) not in the help:\n{shown}"
                );
            }
        }
    }

    /// At 80x24, Armenian: the help's headings wrap rather than being cut at the frame, the
    /// menu's longest entry keeps a margin before its frame, and the presenter marks what
    /// gave way above the question with "↑".
    #[test]
    fn small_screens_cut_nothing_silently() {
        let mut a = app(Locale::Hy, (80, 24));
        let menu = rows(&a);
        for entry in ["Արագ շախմատ և կայծակնային խաղ", "ժամկետը եկած՝ 0"]
        {
            let row = menu.iter().find(|r| r.contains(entry)).unwrap();
            let after = row.split(entry).nth(1).unwrap_or_default();
            assert!(
                after.starts_with("  "),
                "{entry}: no margin before the frame\n{row}"
            );
        }
        press(&mut a, KeyCode::Char('8'));
        // Each row of the overlay, between its frames, joined: a cut heading would not be
        // found whole.
        let shown: String = help_text(&mut a)
            .lines()
            .map(|r| r.split('│').nth(1).unwrap_or_default().trim().to_owned())
            .collect::<Vec<_>>()
            .join(" ");
        for table in ALL {
            let title = a.loc.text(table.title_id, &[]);
            assert!(shown.contains(&title), "{title} cut:\n{shown}");
        }
        for locale in [Locale::Hy, Locale::Ru] {
            let mut a = app_with(crowded(), locale, (80, 24));
            typed(&mut a, "5");
            press(&mut a, KeyCode::Enter);
            press(&mut a, KeyCode::Char(' '));
            let shown = rows(&a);
            let less = a.theme().symbols().less;
            assert!(
                shown
                    .iter()
                    .any(|r| r.contains(&format!("{less} ")) && r.trim_end().ends_with('…')),
                "{locale}: nothing says what is above\n{}",
                shown.join("\n")
            );
        }
    }

    #[test]
    fn the_help_entry_lists_every_screens_keys() {
        let mut a = app(Locale::En, (100, 30));
        press(&mut a, KeyCode::Char('8'));
        assert!(a.help.is_some_and(|h| h.all));
        let shown = help_text(&mut a);
        for table in ALL {
            let title = a.loc.text(table.title_id, &[]);
            assert!(shown.contains(&title), "{title} missing:\n{shown}");
        }
        for needle in ["k j", "Tab Shift-Tab", "Enter y", "Esc n"] {
            assert!(shown.contains(needle), "{needle} missing");
        }
    }

    #[test]
    fn every_key_in_a_table_does_what_the_table_says() {
        for table in ALL {
            // A text field's row names "any letter" rather than a key of its own.
            for binding in table.rows().filter(|b| b.does != Does::Text) {
                for &code in binding.keys {
                    assert!(table.lookup(code).is_some(), "{}: {code:?}", table.title_id);
                }
            }
            // One key, one meaning within a table.
            let mut seen = Vec::new();
            for binding in table.rows() {
                for code in binding.keys {
                    assert!(!seen.contains(code), "{}: {code:?} twice", table.title_id);
                    seen.push(*code);
                }
            }
        }
    }
}

/// Every built-in question in every language, at 80×23 and 80×24: each option can be
/// selected, is then drawn on screen, and Enter answers with it; where not every option fits
/// at first, the screen says there is more below.
mod every_question {
    use super::*;
    use arbiter_quiz::tui::card::{Card, Item};
    use arbiter_quiz::tui::screens::question::QuestionState;

    #[test]
    fn every_option_of_every_built_in_question_is_shown_before_it_can_be_answered() {
        let library = Library::built_in();
        let base = app_with(library.clone(), Locale::En, (80, 24));
        let cards: Vec<(Item, Card)> = library
            .scenarios()
            .map(|sc| {
                let item = Item::own(sc, None);
                let mut card = arbiter_quiz::tui::card::card_for(&item, &base).unwrap();
                // Worked out once here rather than at every answer below.
                card.contrast = Some(arbiter_quiz::quiz::contrast::Contrast::of(sc));
                (item, card)
            })
            .collect();
        let mut failures = Vec::new();
        for locale in Locale::ALL {
            for size in [(80, 23), (80, 24)] {
                let mut a = app_with(library.clone(), locale, size);
                for (item, card) in &cards {
                    let n = library.scenario(&item.id).unwrap().options.len();
                    if n == 0 {
                        continue;
                    }
                    let fresh = || QuestionState {
                        mode: Mode::Practice,
                        items: vec![item.clone()],
                        index: 0,
                        card: card.clone(),
                        right: 0,
                        answered: 0,
                        finished: false,
                        back: Box::new(Screen::home()),
                    };
                    a.screen = Screen::Question(Box::new(fresh()));
                    let first = rows(&a).join("\n");
                    let hidden: Vec<usize> = (0..n)
                        .filter(|i| {
                            let letter = arbiter_quiz::content::Scenario::letter(*i);
                            !first.contains(&format!("{letter})"))
                        })
                        .collect();
                    if !hidden.is_empty() && !first.contains('↓') {
                        failures.push(format!("{} {locale} {size:?}: hidden, no sign", item.id));
                    }
                    // Each option out of view is drawn once selected; the last one is
                    // answered with Enter (it is the one most often out of view).
                    for &i in hidden.iter().chain([n - 1].iter()) {
                        a.screen = Screen::Question(Box::new(fresh()));
                        let letter = arbiter_quiz::content::Scenario::letter(i);
                        update(&mut a, Action::Choose(i));
                        let drawn = selected_row(&rows(&a))
                            .is_some_and(|l| l.contains(&format!("{letter})")));
                        if !drawn {
                            failures.push(format!(
                                "{} {locale} {size:?}: {letter}) selected, not drawn",
                                item.id
                            ));
                        }
                    }
                    update(&mut a, Action::Confirm);
                    if question(&a).card.answer.as_deref() != Some(&[n - 1][..]) {
                        failures.push(format!("{} {locale} {size:?}: not answered", item.id));
                    }
                }
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
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

/// The presenter's ruling on a small screen: the arrows scroll it to the end of the
/// explanation and back, and the key bar offers them only while there is more to see.
mod presenter_scroll {
    use super::*;

    #[test]
    fn a_ruling_the_screen_cuts_scrolls_with_the_arrows() {
        let mut a = app(Locale::En, (80, 24));
        typed(&mut a, "5");
        press(&mut a, KeyCode::Enter);
        typed(&mut a, "  ");
        let Screen::Present(p) = &a.screen else {
            panic!("not presenting")
        };
        assert_eq!(p.stage, Stage::Ruling);
        let explanation = a
            .library
            .scenario(&p.card.scenario)
            .unwrap()
            .explanation
            .text("en")
            .to_owned();
        let more = a.theme().symbols().more;
        let top = rows(&a).join("\n");
        // The explanation's last word that the first screen does not show.
        let last = explanation
            .split_whitespace()
            .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
            .rfind(|w| !w.is_empty() && !top.contains(w))
            .unwrap()
            .to_owned();
        assert!(top.contains(more), "{top}");
        assert_eq!(active_keys(&a).title_id, "help-section-present-ruling");
        assert!(
            top.contains("scroll a line"),
            "the key bar offers the arrows:\n{top}"
        );
        for _ in 0..200 {
            press(&mut a, KeyCode::Down);
        }
        let end = rows(&a).join("\n");
        assert!(
            end.contains(&last),
            "the explanation's end is reached:\n{end}"
        );
        for _ in 0..200 {
            press(&mut a, KeyCode::Up);
        }
        assert_eq!(
            rows(&a).join("\n"),
            top,
            "and the arrows bring the top back"
        );
        update(&mut a, Action::Resize(200, 60));
        assert_eq!(active_keys(&a).title_id, "help-section-present");
        let whole = rows(&a).join("\n");
        assert!(whole.contains(&last) && !whole.contains(more), "{whole}");
    }
}

/// Every locale: the main screens draw at 80×23 with their frame, and with the pseudo-locale
/// (which rewrites every letter of every message) no word of the English interface is left
/// on the screens that show no scenario text — so nothing there bypasses Fluent.
mod every_locale {
    use std::collections::BTreeSet;

    use super::*;
    use arbiter_quiz::i18n::Localizer;

    /// Opens a screen from home by its menu key (and the help overlay for '?'), with the
    /// message id of what its title bar says.
    fn screens() -> Vec<(&'static str, Vec<KeyCode>, &'static str)> {
        vec![
            ("home", vec![], "app-title"),
            ("practise", vec![KeyCode::Char('1')], "home-practice"),
            ("exam", vec![KeyCode::Char('2')], "home-exam"),
            ("review", vec![KeyCode::Char('3')], "mode-review"),
            ("stats", vec![KeyCode::Char('6')], "home-stats"),
            ("settings", vec![KeyCode::Char('7')], "home-settings"),
            ("help", vec![KeyCode::Char('?')], "help-title"),
        ]
    }

    #[test]
    fn main_screens_draw_in_every_locale() {
        for locale in Locale::ALL {
            for (name, keys, title) in screens() {
                let mut a = app(locale, (80, 23));
                for k in keys {
                    press(&mut a, k);
                }
                assert_frame(&a, &format!("{name} {locale}"));
                let title = a.loc.text(title, &[]);
                let shown = rows(&a).join("\n");
                assert!(shown.contains(&title), "{locale} {name}: {title} not shown");
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
        for (name, keys, _) in screens() {
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
