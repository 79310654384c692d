//! The learner's files as the app meets them: a settings file with a typo is kept aside and
//! told on the first screen, and the next change of a setting writes a new file instead of
//! overwriting it; every setting the app can write is one the store reads back.

// A test binary: a failed expectation is a failed test, with its message.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use std::path::{Path, PathBuf};

use arbiter_quiz::content::Library;
use arbiter_quiz::i18n::{LetterStyle, Locale};
use arbiter_quiz::laws::Edition;
use arbiter_quiz::store::versioned::decode;
use arbiter_quiz::store::{self, paths};
use arbiter_quiz::tui::action::Action;
use arbiter_quiz::tui::app::App;
use arbiter_quiz::tui::input::key_action;
use arbiter_quiz::tui::persist::Files;
use arbiter_quiz::tui::screens::view;
use arbiter_quiz::tui::settings::{Capabilities, Orientation, PieceSet, PracticeOrder, Settings};
use arbiter_quiz::tui::theme::{BoardColours, ColourDepth};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// A folder of its own for a test's files, empty.
fn temp_home(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(&format!("aq-store-{name}-"))
        .tempdir()
        .unwrap()
}

/// The app started on the files in `home`, in English, on a 100×30 terminal.
fn started(home: &Path) -> (App, Files) {
    let mut files = Files::open(Some(home), Some(home));
    let caps = Capabilities {
        depth: ColourDepth::True,
        glyphs: true,
        console: false,
    };
    let settings = Settings::from_stored(files.settings(), Locale::En);
    let mut app = App::new(Library::default(), settings, caps, 1);
    arbiter_quiz::tui::update::update(&mut app, Action::Resize(100, 30));
    files.attach(&mut app);
    (app, files)
}

/// Presses a key and carries its effects out on the files, as the event loop does.
fn press(app: &mut App, files: &mut Files, code: KeyCode) {
    let key = KeyEvent::new(code, KeyModifiers::NONE);
    if let Some(action) = key_action(app, key) {
        for effect in arbiter_quiz::tui::update::update(app, action) {
            files.carry_out(&effect);
        }
    }
}

/// Everything on the drawn screen, as one string with the rows joined.
fn screen_text(app: &App) -> String {
    let mut terminal = Terminal::new(TestBackend::new(app.size.0, app.size.1)).unwrap();
    terminal.draw(|f| view::render(app, f)).unwrap();
    let buffer = terminal.backend().buffer().clone();
    buffer
        .content()
        .chunks(usize::from(app.size.0))
        .map(|row| {
            row.iter()
                .map(ratatui::buffer::Cell::symbol)
                .collect::<String>()
        })
        .map(|row| row.trim().to_owned())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The files in `home` whose name starts with `prefix`.
fn named(home: &Path, prefix: &str) -> Vec<PathBuf> {
    std::fs::read_dir(home)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with(prefix))
        })
        .collect()
}

#[test]
fn a_settings_file_with_a_typo_is_kept_aside_told_at_once_and_never_overwritten() {
    let home_dir = temp_home("typo");
    let home = home_dir.path().to_path_buf();
    let typo = "language = \"ru\"\npass_mark = \"eighty\"\n";
    std::fs::write(home.join(paths::SETTINGS), typo).unwrap();
    let (mut app, mut files) = started(&home);
    // Kept aside before anything could be written over it.
    let aside = named(&home, "settings.toml.damaged-");
    assert_eq!(aside.len(), 1, "{aside:?}");
    assert_eq!(std::fs::read_to_string(&aside[0]).unwrap(), typo);
    // Told on the first screen, with the place of the typo and where the file is now.
    assert_eq!(app.notices.len(), 1, "{:?}", app.notices);
    assert!(app.notices[0].contains("2:13"), "{}", app.notices[0]);
    let shown = screen_text(&app);
    assert!(shown.contains("settings file could not be used"), "{shown}");
    // The next change writes a settings file of its own; the damaged copy stays as it was.
    press(&mut app, &mut files, KeyCode::Char('7'));
    press(&mut app, &mut files, KeyCode::Right);
    assert!(app.notices.is_empty(), "told once, then out of the way");
    let written = std::fs::read_to_string(home.join(paths::SETTINGS)).unwrap();
    assert!(written.contains("format = 1"), "{written}");
    assert_eq!(std::fs::read_to_string(&aside[0]).unwrap(), typo);
    // And it is told again once the terminal is the shell's.
    let loc = arbiter_quiz::i18n::Localizer::new(Locale::En);
    assert!(files.messages(&loc)[0].contains(&aside[0].display().to_string()));
}

#[test]
fn a_settings_file_of_a_newer_version_is_never_written() {
    let home_dir = temp_home("newer");
    let home = home_dir.path().to_path_buf();
    let newer = "format = 9\nlanguage = \"bg\"\nhologram = true\n";
    std::fs::write(home.join(paths::SETTINGS), newer).unwrap();
    let (mut app, mut files) = started(&home);
    assert!(app.notices[0].contains("format 9"), "{:?}", app.notices);
    press(&mut app, &mut files, KeyCode::Char('7'));
    press(&mut app, &mut files, KeyCode::Right);
    assert_eq!(
        std::fs::read_to_string(home.join(paths::SETTINGS)).unwrap(),
        newer
    );
}

#[test]
fn every_setting_the_app_writes_reads_back() {
    let base = store::Settings::default();
    for pieces in PieceSet::ALL {
        for orientation in Orientation::ALL {
            for colours in BoardColours::ALL {
                for order in PracticeOrder::ALL {
                    for letters in [LetterStyle::National, LetterStyle::International] {
                        for edition in Edition::ALL.map(Some).into_iter().chain([None]) {
                            let mut s = Settings::new(Locale::UzCyrl);
                            s.pieces = pieces;
                            s.orientation = orientation;
                            s.colours = colours;
                            s.order = order;
                            s.letters = letters;
                            s.edition = edition;
                            let stored = s.to_stored(&base);
                            let text = toml::to_string(&stored).unwrap();
                            let read = decode::<store::Settings>(text.as_bytes());
                            assert_eq!(read.as_ref(), Ok(&stored), "{text}");
                            assert_eq!(Settings::from_stored(&stored, Locale::UzCyrl), s);
                        }
                    }
                }
            }
        }
    }
    for colours in store::settings::COLOURS {
        let stored = store::Settings {
            colours: colours.to_owned(),
            ..base.clone()
        };
        let text = toml::to_string(&stored).unwrap();
        assert!(decode::<store::Settings>(text.as_bytes()).is_ok(), "{text}");
    }
}
