//! The settings: language, edition, piece set and letters, board colours and orientation,
//! with a board that shows the choice at once; then the exam's questions, minutes and pass
//! mark, and the order of practice questions.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Widget};
use shakmaty::{Color, Square};

use crate::i18n::{Arg, LetterStyle, Locale};
use crate::laws::Edition;
use crate::tui::action::Action;
use crate::tui::app::{App, Screen};
use crate::tui::effect::Effect;
use crate::tui::keymap::{Binding, Does, ENDS, KeyTable, LEFT_RIGHT, UP_DOWN};
use crate::tui::layout::{centred, chrome};
use crate::tui::list;
use crate::tui::scene::Scene;
use crate::tui::settings::{Orientation, PieceSet, PracticeOrder, Settings};
use crate::tui::theme::BoardColours;
use crate::tui::widgets::board::Board;
use crate::tui::widgets::ruling::edition_name;

use super::setup::{MINUTES, QUESTIONS, nearest};
use crate::tui::wrap::{ellipsis, hanging, pad};

/// One row of the settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SettingRow {
    /// The language.
    Language,
    /// The edition to rule under.
    Edition,
    /// The piece set.
    Pieces,
    /// National or international letters.
    Letters,
    /// The board colours.
    Colours,
    /// The board orientation.
    Orientation,
    /// Questions on an exam paper.
    ExamQuestions,
    /// Minutes for an exam.
    ExamMinutes,
    /// The exam's pass mark.
    PassMark,
    /// The order of practice questions.
    PracticeOrder,
}

impl SettingRow {
    /// Every row, in order.
    pub const ALL: [SettingRow; 10] = [
        Self::Language,
        Self::Edition,
        Self::Pieces,
        Self::Letters,
        Self::Colours,
        Self::Orientation,
        Self::ExamQuestions,
        Self::ExamMinutes,
        Self::PassMark,
        Self::PracticeOrder,
    ];

    /// The rows about the display; the exam and practice rows follow under a heading.
    const DISPLAY: usize = 6;

    fn message_id(self) -> &'static str {
        match self {
            Self::Language => "language",
            Self::Edition => "settings-edition",
            Self::Pieces => "settings-pieces",
            Self::Letters => "piece-letters",
            Self::Colours => "settings-colours",
            Self::Orientation => "settings-orientation",
            Self::ExamQuestions => "settings-exam-questions",
            Self::ExamMinutes => "settings-exam-minutes",
            Self::PassMark => "settings-pass-mark",
            Self::PracticeOrder => "settings-practice-order",
        }
    }
}

/// The settings screen's state.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SettingsState {
    /// The row under the cursor.
    pub selected: usize,
}

/// The keys of the settings.
pub const KEYS: KeyTable = KeyTable {
    title_id: "help-section-settings",
    groups: &[&[
        Binding::bar(UP_DOWN, Does::Pair(Action::Up, Action::Down), "key-field"),
        Binding::bar(
            LEFT_RIGHT,
            Does::Pair(Action::Left, Action::Right),
            "key-value",
        ),
        Binding::bar(&[KeyCode::Enter], Does::Act(Action::Right), "key-value"),
        Binding::bar(&[KeyCode::Esc], Does::Act(Action::Back), "key-back"),
        Binding::help(ENDS, Does::Pair(Action::First, Action::Last), "key-ends"),
    ]],
};

impl SettingsState {
    /// The keys of the settings.
    pub fn keys(&self) -> &'static KeyTable {
        &KEYS
    }

    /// The settings' answer to an action: a change applies at once and is saved.
    pub fn update(mut self, app: &mut App, action: Action, fx: &mut Vec<Effect>) -> Screen {
        let n = SettingRow::ALL.len();
        if let Some(i) = list::step(self.selected, action, n) {
            self.selected = i;
            return Screen::Settings(self);
        }
        let delta = match action {
            Action::Back => return Screen::home(),
            Action::Left => -1,
            Action::Right | Action::Confirm => 1,
            Action::Click(x, y) => {
                let body = chrome(Rect::new(0, 0, app.size.0, app.size.1)).body;
                match row_at(body, x, y) {
                    Some(i) if i == self.selected => 1,
                    Some(i) => {
                        self.selected = i;
                        0
                    }
                    None => 0,
                }
            }
            _ => 0,
        };
        if delta != 0 {
            change(&mut app.settings, SettingRow::ALL[self.selected], delta);
            app.relocalize();
            fx.push(Effect::SaveSettings(app.settings));
        }
        Screen::Settings(self)
    }
}

/// The title bar's text.
pub fn title(app: &App) -> (String, String) {
    (app.loc.text("home-settings", &[]), String::new())
}

/// Steps `value` through `all` by `delta`, wrapping round.
fn cycle<T: Copy + PartialEq>(all: &[T], value: T, delta: isize) -> T {
    let n = isize::try_from(all.len()).unwrap_or(1);
    let i = all.iter().position(|v| *v == value).unwrap_or(0);
    let next = (isize::try_from(i).unwrap_or(0) + delta).rem_euclid(n);
    all[usize::try_from(next).unwrap_or(0)]
}

/// The pass marks to choose from, in percent.
pub const PASS_MARKS: [u64; 11] = [50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100];

/// Steps `value` through the numbers of `all` by `delta`, from the one nearest to it (a value
/// written into the file by hand need not be in the list).
fn step_number(all: &[u64], value: u64, delta: isize) -> u64 {
    let at = nearest(all.iter().copied(), value);
    let n = isize::try_from(all.len()).unwrap_or(1).max(1);
    let next = (isize::try_from(at).unwrap_or(0) + delta).rem_euclid(n);
    all.get(usize::try_from(next).unwrap_or(0))
        .copied()
        .unwrap_or(value)
}

/// Changes the setting of `row` by `delta` steps.
fn change(settings: &mut Settings, row: SettingRow, delta: isize) {
    match row {
        SettingRow::Language => settings.locale = cycle(&Locale::ALL, settings.locale, delta),
        SettingRow::Edition => {
            let mut all = vec![None];
            all.extend(Edition::ALL.map(Some));
            settings.edition = cycle(&all, settings.edition, delta);
        }
        SettingRow::Pieces => settings.pieces = cycle(&PieceSet::ALL, settings.pieces, delta),
        SettingRow::Letters => {
            settings.letters = cycle(
                &[LetterStyle::National, LetterStyle::International],
                settings.letters,
                delta,
            );
        }
        SettingRow::Colours => {
            settings.colours = cycle(&BoardColours::ALL, settings.colours, delta);
        }
        SettingRow::Orientation => {
            settings.orientation = cycle(&Orientation::ALL, settings.orientation, delta);
        }
        SettingRow::ExamQuestions => {
            let all = QUESTIONS.map(|q| u64::try_from(q).unwrap_or(u64::MAX));
            let next = step_number(&all, u64::from(settings.exam.questions), delta);
            settings.exam.questions = u32::try_from(next).unwrap_or(settings.exam.questions);
        }
        SettingRow::ExamMinutes => {
            let next = step_number(&MINUTES, u64::from(settings.exam.minutes), delta);
            settings.exam.minutes = u32::try_from(next).unwrap_or(settings.exam.minutes);
        }
        SettingRow::PassMark => {
            let next = step_number(&PASS_MARKS, u64::from(settings.exam.pass_mark), delta);
            settings.exam.pass_mark = u8::try_from(next).unwrap_or(settings.exam.pass_mark);
        }
        SettingRow::PracticeOrder => {
            settings.order = cycle(&PracticeOrder::ALL, settings.order, delta);
        }
    }
}

/// Rows from one setting to the next: a blank row between them where the body is tall.
fn spacing(body: Rect) -> u16 {
    if body.height >= 34 { 2 } else { 1 }
}

/// The row of setting `i` within the form, from its top: the display settings, then a blank
/// row and a heading, then the exam and practice settings.
fn row_offset(i: usize, spacing: u16) -> u16 {
    let i = u16::try_from(i).unwrap_or(u16::MAX);
    let display = u16::try_from(SettingRow::DISPLAY).unwrap_or(0);
    if i < display {
        i * spacing
    } else {
        display * spacing + 2 + (i - display) * spacing
    }
}

/// The form's box.
fn form_area(body: Rect) -> Rect {
    let s = spacing(body);
    let rows = row_offset(SettingRow::ALL.len() - 1, s) + 1;
    centred(body, 76.min(body.width), (rows + 6).min(body.height))
}

/// The row under a click, if any.
fn row_at(body: Rect, x: u16, y: u16) -> Option<usize> {
    let inner = form_area(body).inner(ratatui::layout::Margin::new(2, 1));
    if !inner.contains((x, y).into()) {
        return None;
    }
    let s = spacing(body);
    (0..SettingRow::ALL.len()).find(|i| inner.y + row_offset(*i, s) == y)
}

/// The text of a row's value.
fn value(app: &App, row: SettingRow) -> String {
    let loc = &app.loc;
    let s = &app.settings;
    match row {
        SettingRow::Language => s.locale.native_name().to_owned(),
        SettingRow::Edition => s.edition.map_or_else(
            || loc.text("edition-own", &[]),
            |e| edition_name(loc, e.year()),
        ),
        SettingRow::Pieces => {
            let name = loc.text(s.pieces.message_id(), &[]);
            if app.pieces() == s.pieces {
                name
            } else {
                let drawn = loc.text(app.pieces().message_id(), &[]);
                loc.text(
                    "settings-pieces-forced",
                    &[("chosen", Arg::from(name)), ("drawn", Arg::from(drawn))],
                )
            }
        }
        SettingRow::Letters => {
            let letters = app.notation.letters();
            match s.letters {
                LetterStyle::National => {
                    loc.text("piece-letters-national", &[("letters", Arg::from(letters))])
                }
                LetterStyle::International => loc.text(
                    "piece-letters-international",
                    &[("letters", Arg::from(letters))],
                ),
            }
        }
        SettingRow::Colours => loc.text(s.colours.message_id(), &[]),
        SettingRow::Orientation => loc.text(s.orientation.message_id(), &[]),
        SettingRow::ExamQuestions => s.exam.questions.to_string(),
        SettingRow::ExamMinutes => loc.text("minutes", &[("count", Arg::from(s.exam.minutes))]),
        SettingRow::PassMark => {
            loc.text("stats-percent", &[("percent", Arg::from(s.exam.pass_mark))])
        }
        SettingRow::PracticeOrder => loc.text(s.order.message_id(), &[]),
    }
}

/// Draws the settings.
pub fn render(state: &SettingsState, app: &App, body: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let loc = &app.loc;
    let area = form_area(body);
    let block = Block::bordered()
        .border_style(t.border_focus())
        .title(Span::styled(
            format!(" {} ", loc.text("home-settings", &[])),
            t.title(),
        ));
    block.render(area, buf);
    let inner = area.inner(ratatui::layout::Margin::new(2, 1));
    let label_width = SettingRow::ALL
        .iter()
        .map(|r| Line::raw(loc.text(r.message_id(), &[])).width())
        .max()
        .unwrap_or(0)
        + 2;
    let preview_width = 20;
    let text_width = inner.width.saturating_sub(preview_width);
    let spacing = spacing(body);
    Line::styled(loc.text("settings-study", &[]), t.title()).render(
        Rect::new(
            inner.x,
            inner.y + row_offset(SettingRow::DISPLAY, spacing) - 1,
            inner.width,
            1,
        ),
        buf,
    );
    for (i, row) in SettingRow::ALL.iter().enumerate() {
        let y = inner.y + row_offset(i, spacing);
        if y >= inner.bottom() {
            break;
        }
        let selected = i == state.selected;
        let arrows = if selected { t.key() } else { t.dim() };
        Line::from(vec![
            Span::styled(pad(&loc.text(row.message_id(), &[]), label_width), t.dim()),
            Span::styled(format!("{} ", t.symbols().prev), arrows),
            Span::styled(
                ellipsis(
                    &value(app, *row),
                    usize::from(text_width).saturating_sub(label_width + 4),
                ),
                if selected { t.selected() } else { Style::new() },
            ),
            Span::styled(format!(" {}", t.symbols().cursor), arrows),
        ])
        .render(Rect::new(inner.x, y, text_width, 1), buf);
    }
    let top = inner.y + row_offset(SettingRow::ALL.len() - 1, spacing) + 2;
    let note = Rect::new(
        inner.x,
        top,
        inner.width,
        inner.bottom().saturating_sub(top),
    );
    for (line, y) in hanging(
        Span::raw(""),
        &loc.text("settings-note", &[]),
        note.width,
        t.dim(),
    )
    .into_iter()
    .zip(note.y..note.bottom().min(inner.bottom()))
    {
        line.render(Rect::new(note.x, y, note.width, 1), buf);
    }
    let mut scene = Scene::still(
        "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"
            .parse::<shakmaty::fen::Fen>()
            .map(shakmaty::fen::Fen::into_setup)
            .unwrap_or_default(),
    );
    scene.last_move = Some((Square::F8, Square::C5));
    let bottom = match app.settings.orientation {
        Orientation::Black => Color::Black,
        Orientation::White | Orientation::ToMove => Color::White,
    };
    let board = Board {
        scene: &scene,
        bottom,
        pieces: app.pieces(),
        notation: &app.notation,
        theme: t,
    };
    (&board).render(
        Rect::new(inner.right().saturating_sub(18), inner.y, 18, 9),
        buf,
    );
}
