//! Choosing what to practise or present (pack, topic, article, game type, edition), the
//! exam's paper (pack, edition, questions, time, seed), or the drill's pack and edition.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Widget};

use crate::content::Library;
use crate::i18n::{Arg, Localizer};
use crate::laws::{Edition, GameType};
use crate::quiz::filter::{self, Filter};
use crate::tui::app::App;
use crate::tui::layout::centred;
use crate::tui::settings::PracticeOrder;
use crate::tui::widgets::ruling::edition_name;
use crate::tui::wrap::{ellipsis, hanging, pad};

/// Question counts an exam can have.
pub const QUESTIONS: [usize; 5] = [5, 10, 20, 30, 40];

/// Exam lengths in minutes.
pub const MINUTES: [u64; 7] = [5, 10, 15, 20, 30, 45, 60];

/// The place among `choices` of the value closest to `wanted`.
pub fn nearest(choices: impl Iterator<Item = u64>, wanted: u64) -> usize {
    choices
        .enumerate()
        .min_by_key(|(_, c)| c.abs_diff(wanted))
        .map_or(0, |(i, _)| i)
}

/// What the setup is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetupKind {
    /// Practice.
    Practice,
    /// An exam.
    Exam,
    /// The rapid-versus-blitz drill.
    Drill,
    /// Presenting scenarios to a room.
    Present,
}

impl SetupKind {
    /// The message id of its name, the form's title.
    pub fn message_id(self) -> &'static str {
        match self {
            Self::Practice => "home-practice",
            Self::Exam => "home-exam",
            Self::Drill => "home-drill",
            Self::Present => "home-present",
        }
    }
}

/// One row of the form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// The pack.
    Pack,
    /// The topic.
    Topic,
    /// The article.
    Article,
    /// The game type.
    GameType,
    /// The edition to rule under.
    Edition,
    /// The number of exam questions.
    Questions,
    /// The exam's time.
    Minutes,
    /// The paper's seed.
    Seed,
    /// The start button.
    Start,
}

impl Field {
    /// The message id of the row's label.
    fn message_id(self) -> &'static str {
        match self {
            Self::Pack => "setup-pack",
            Self::Topic => "setup-topic",
            Self::Article => "setup-article",
            Self::GameType => "setup-game-type",
            Self::Edition => "settings-edition",
            Self::Questions => "setup-questions",
            Self::Minutes => "setup-minutes",
            Self::Seed => "setup-seed",
            Self::Start => "setup-start",
        }
    }
}

/// The form's state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetupState {
    /// What it is for.
    pub kind: SetupKind,
    /// The row under the cursor.
    pub field: usize,
    /// 0 for every pack, else the pack's place in the library plus one.
    pub pack: usize,
    /// 0 for every topic, else the topic's place in the list plus one.
    pub topic: usize,
    /// 0 for every article, else its place plus one.
    pub article: usize,
    /// 0 for any game type, else its place in [`GameType::ALL`] plus one.
    pub game_type: usize,
    /// 0 for each scenario's own edition, else its place in [`Edition::ALL`] plus one.
    pub edition: usize,
    /// Place in [`QUESTIONS`].
    pub questions: usize,
    /// Place in [`MINUTES`].
    pub minutes: usize,
    /// The exam paper's seed.
    pub seed: u64,
}

impl SetupState {
    /// A form for `kind`, starting from the settings' edition, `pack` if given, and `seed`.
    pub fn new(kind: SetupKind, app: &App) -> Self {
        let edition = app
            .settings
            .edition
            .and_then(|e| Edition::ALL.iter().position(|x| *x == e))
            .map_or(0, |i| i + 1);
        let pack = app
            .pack
            .as_ref()
            .and_then(|id| app.library.packs.iter().position(|p| p.id == *id))
            .map_or(0, |i| i + 1);
        Self {
            kind,
            field: 0,
            pack,
            topic: 0,
            article: 0,
            game_type: 0,
            edition,
            questions: nearest(
                QUESTIONS
                    .iter()
                    .map(|q| u64::try_from(*q).unwrap_or(u64::MAX)),
                u64::from(app.settings.exam.questions),
            ),
            minutes: nearest(
                MINUTES.iter().copied(),
                u64::from(app.settings.exam.minutes),
            ),
            seed: app.seed,
        }
    }

    /// The rows of the form.
    pub fn fields(&self) -> &'static [Field] {
        match self.kind {
            SetupKind::Practice | SetupKind::Present => &[
                Field::Pack,
                Field::Topic,
                Field::Article,
                Field::GameType,
                Field::Edition,
                Field::Start,
            ],
            SetupKind::Exam => &[
                Field::Pack,
                Field::Edition,
                Field::Questions,
                Field::Minutes,
                Field::Seed,
                Field::Start,
            ],
            SetupKind::Drill => &[Field::Pack, Field::Edition, Field::Start],
        }
    }

    /// The row under the cursor.
    pub fn current(&self) -> Field {
        self.fields()[self.field.min(self.fields().len() - 1)]
    }

    /// The pack chosen, if one.
    pub fn pack_id<'a>(&self, library: &'a Library) -> Option<&'a str> {
        self.pack
            .checked_sub(1)
            .and_then(|i| library.packs.get(i))
            .map(|p| p.id.as_str())
    }

    /// The edition chosen, or `None` for each scenario's own.
    pub fn edition(&self) -> Option<Edition> {
        self.edition
            .checked_sub(1)
            .and_then(|i| Edition::ALL.get(i).copied())
    }

    /// The filter the form makes.
    pub fn filter(&self, library: &Library) -> Filter {
        let pack = self.pack_id(library);
        let nth = |list: Vec<String>, i: usize| i.checked_sub(1).and_then(|i| list.get(i).cloned());
        match self.kind {
            SetupKind::Practice | SetupKind::Present => Filter {
                pack: pack.map(str::to_owned),
                topic: nth(filter::topics(library, pack), self.topic),
                article: nth(filter::articles(library, pack), self.article),
                game_type: self
                    .game_type
                    .checked_sub(1)
                    .and_then(|i| GameType::ALL.get(i).copied()),
            },
            SetupKind::Exam | SetupKind::Drill => Filter {
                pack: pack.map(str::to_owned),
                ..Filter::default()
            },
        }
    }

    /// How many choices a row has.
    fn choices(&self, field: Field, library: &Library) -> usize {
        let pack = self.pack_id(library);
        match field {
            Field::Pack => library.packs.len() + 1,
            Field::Topic => filter::topics(library, pack).len() + 1,
            Field::Article => filter::articles(library, pack).len() + 1,
            Field::GameType => GameType::ALL.len() + 1,
            Field::Edition => Edition::ALL.len() + 1,
            Field::Questions => QUESTIONS.len(),
            Field::Minutes => MINUTES.len(),
            Field::Seed | Field::Start => 1,
        }
    }

    /// Moves the value of the current row by `delta`, wrapping round.
    pub fn change(&mut self, delta: isize, library: &Library) {
        let field = self.current();
        let n = self.choices(field, library);
        let step = |v: &mut usize| {
            let n = isize::try_from(n).unwrap_or(1).max(1);
            let next = (isize::try_from(*v).unwrap_or(0) + delta).rem_euclid(n);
            *v = usize::try_from(next).unwrap_or(0);
        };
        match field {
            Field::Pack => {
                step(&mut self.pack);
                self.topic = 0;
                self.article = 0;
            }
            Field::Topic => step(&mut self.topic),
            Field::Article => step(&mut self.article),
            Field::GameType => step(&mut self.game_type),
            Field::Edition => step(&mut self.edition),
            Field::Questions => step(&mut self.questions),
            Field::Minutes => step(&mut self.minutes),
            Field::Seed => {
                self.seed = if delta < 0 {
                    self.seed.saturating_sub(1)
                } else {
                    self.seed.saturating_add(1)
                };
            }
            Field::Start => {}
        }
    }

    /// The text of a row's value.
    fn value(&self, field: Field, library: &Library, loc: &Localizer, lang: &str) -> String {
        let pack = self.pack_id(library);
        let all = || loc.text("setup-all", &[]);
        let nth = |list: Vec<String>, i: usize| {
            i.checked_sub(1)
                .and_then(|i| list.get(i).cloned())
                .unwrap_or_else(all)
        };
        match field {
            Field::Pack => self
                .pack
                .checked_sub(1)
                .and_then(|i| library.packs.get(i))
                .map_or_else(all, |p| match p.title.get(lang) {
                    Some(t) if t.fallback => {
                        format!("{} {}", t.text, loc.text("untranslated", &[]))
                    }
                    Some(t) => t.text.to_owned(),
                    None => String::new(),
                }),
            Field::Topic => self
                .topic
                .checked_sub(1)
                .and_then(|i| filter::topics(library, pack).get(i).map(|t| loc.topic(t)))
                .unwrap_or_else(all),
            Field::Article => nth(filter::articles(library, pack), self.article),
            Field::GameType => self
                .game_type
                .checked_sub(1)
                .and_then(|i| GameType::ALL.get(i))
                .map_or_else(all, |gt| loc.text(&format!("game-type-{}", gt.key()), &[])),
            Field::Edition => self.edition().map_or_else(
                || loc.text("edition-own", &[]),
                |e| edition_name(loc, e.year()),
            ),
            Field::Questions => QUESTIONS[self.questions.min(QUESTIONS.len() - 1)].to_string(),
            Field::Minutes => loc.text(
                "minutes",
                &[(
                    "count",
                    Arg::from(MINUTES[self.minutes.min(MINUTES.len() - 1)]),
                )],
            ),
            Field::Seed => self.seed.to_string(),
            Field::Start => String::new(),
        }
    }
}

/// The form's box within the body.
fn form_area(body: Rect) -> Rect {
    centred(
        body,
        84.min(body.width.saturating_sub(4)),
        17.min(body.height),
    )
}

/// The row under a click, if any.
pub fn field_at(state: &SetupState, body: Rect, x: u16, y: u16) -> Option<usize> {
    let inner = form_area(body).inner(ratatui::layout::Margin::new(2, 1));
    if !inner.contains((x, y).into()) {
        return None;
    }
    let row = usize::from(y - inner.y);
    (row.is_multiple_of(2) && row / 2 < state.fields().len()).then_some(row / 2)
}

/// Draws the form.
pub fn render(state: &SetupState, app: &App, body: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let loc = &app.loc;
    let title_id = state.kind.message_id();
    let area = form_area(body);
    let block = Block::bordered()
        .border_style(t.border_focus())
        .title(Span::styled(
            format!(" {} ", loc.text(title_id, &[])),
            t.title(),
        ));
    block.render(area, buf);
    let inner = area.inner(ratatui::layout::Margin::new(2, 1));
    let label_width = state
        .fields()
        .iter()
        .map(|f| u16::try_from(Line::raw(loc.text(f.message_id(), &[])).width()).unwrap_or(0))
        .max()
        .unwrap_or(0)
        + 2;
    for (i, field) in state.fields().iter().enumerate() {
        let y = inner.y + 2 * u16::try_from(i).unwrap_or(0);
        if y >= inner.bottom() {
            break;
        }
        let selected = i == state.field;
        let row = Rect::new(inner.x, y, inner.width, 1);
        if *field == Field::Start {
            let text = format!("  {} {}  ", loc.text("setup-start", &[]), t.symbols().on);
            let style = if selected { t.selected() } else { t.key() };
            let w = u16::try_from(Line::raw(text.clone()).width()).unwrap_or(0);
            Line::styled(text, style).render(
                Rect::new(inner.x + label_width, y, w.min(inner.width), 1),
                buf,
            );
            continue;
        }
        let label = loc.text(field.message_id(), &[]);
        let room = usize::from(inner.width.saturating_sub(label_width + 4));
        let value = ellipsis(&state.value(*field, &app.library, loc, app.lang()), room);
        let value_style = if selected { t.selected() } else { Style::new() };
        let arrows = if selected { t.key() } else { t.dim() };
        let line = Line::from(vec![
            Span::styled(pad(&label, usize::from(label_width)), t.dim()),
            Span::styled(format!("{} ", t.symbols().prev), arrows),
            Span::styled(value, value_style),
            Span::styled(format!(" {}", t.symbols().cursor), arrows),
        ]);
        line.render(row, buf);
    }
    let edition = state.edition();
    let chosen = state.filter(&app.library).select(&app.library, edition);
    let count = chosen.len();
    let footer = match state.kind {
        SetupKind::Exam => {
            // Discussion items are never drawn for an exam.
            let available = chosen.iter().filter(|s| s.status.examinable()).count();
            let n = QUESTIONS[state.questions.min(QUESTIONS.len() - 1)].min(available);
            loc.text(
                "setup-exam-summary",
                &[("count", Arg::from(n)), ("available", Arg::from(available))],
            )
        }
        SetupKind::Practice if app.settings.order == PracticeOrder::Shuffled => format!(
            "{} {}",
            loc.text("setup-matching", &[("count", Arg::from(count))]),
            loc.text(
                "setup-shuffled",
                &[("seed", Arg::from(app.seed.to_string()))]
            )
        ),
        _ => loc.text("setup-matching", &[("count", Arg::from(count))]),
    };
    let footer_area = Rect::new(inner.x, area.bottom().saturating_sub(4), inner.width, 3);
    let style = if count == 0 { t.wrong() } else { t.accent() };
    for (line, y) in hanging(Span::raw(""), &footer, footer_area.width, style)
        .into_iter()
        .zip(footer_area.y..footer_area.bottom())
    {
        line.render(Rect::new(footer_area.x, y, footer_area.width, 1), buf);
    }
}
