//! What a seminar handout holds, worked out once and rendered by every format: the header
//! (title, seed, edition, language, date), and for each question what the participants see
//! (facts, situation, board, clocks, moves, events, the question and its lettered options)
//! and what only the lecturer's key shows (the options the engine finds correct, its ruling,
//! the explanation and the articles).
//!
//! Everything here is text in the reader's language, already looked up; the renderers only
//! lay it out. Building a handout does no I/O and reads no clock, so the same scenarios,
//! seed, edition, language and date always give the same handout.

use shakmaty::fen::Fen;
use shakmaty::{ByColor, CastlingMode, Color, Setup, Square};

use crate::content::{Pack, Scenario, Texts};
use crate::i18n::{Arg, Locale, Localizer, Notation, RulingText};
use crate::laws::event::Event;
use crate::laws::record::{GameRecord, parse_position};
use crate::laws::ruling::Frame;
use crate::laws::{Edition, GameType, Supervision};
use crate::quiz::grade::grade;

/// A text in the reader's language, or the English fallback, marked as such.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Text {
    /// The text.
    pub text: String,
    /// Whether it is English shown because the author wrote no translation.
    pub fallback: bool,
}

impl Text {
    /// The text of `texts` in `lang`, if there is any text at all.
    fn of(texts: &Texts, lang: &str) -> Option<Self> {
        texts
            .get(lang)
            .filter(|l| !l.text.trim().is_empty())
            .map(|l| Self {
                text: l.text.to_owned(),
                fallback: l.fallback,
            })
    }

    /// A text the app wrote itself (never a fallback).
    fn own(text: String) -> Self {
        Self {
            text,
            fallback: false,
        }
    }
}

/// Where the questions come from.
#[derive(Debug, Clone, Copy)]
pub enum Origin<'a> {
    /// Every scenario of a pack, in the pack's order.
    Pack(&'a Pack),
    /// An exam drawn with a seed, from every pack or from one.
    Exam {
        /// The pack drawn from, if only one.
        pack: Option<&'a Pack>,
        /// The seed.
        seed: u64,
    },
}

/// What the command asks for, besides the scenarios.
#[derive(Debug, Clone, Copy)]
pub struct Request<'a> {
    /// Where the questions come from.
    pub origin: Origin<'a>,
    /// The edition every question is ruled under; `None` for each scenario's own.
    pub edition: Option<Edition>,
    /// The date printed in the header (ISO).
    pub date: &'a str,
}

/// A whole handout: the participants' paper and the lecturer's key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Handout {
    /// The title: the pack's, or "Examination paper".
    pub title: Text,
    /// The pack an exam was drawn from, if only one.
    pub drawn_from: Option<Text>,
    /// The seed of an exam.
    pub seed: Option<u64>,
    /// The edition every question is ruled under; `None` when each has its own.
    pub edition: Option<Edition>,
    /// The language of the handout.
    pub locale: Locale,
    /// The date in the header (ISO).
    pub date: String,
    /// The questions, numbered from 1.
    pub items: Vec<Item>,
}

/// One question with its key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    /// Its number on the paper, from 1.
    pub number: usize,
    /// The scenario's id (on the key only: on the paper it could give the answer away).
    pub scenario: String,
    /// The scenario's pack.
    pub pack: String,
    /// The edition it is ruled under.
    pub edition: Edition,
    /// The scenario's topics.
    pub topics: Vec<String>,
    /// Short facts: time control and game type, supervision, edition, move, side to move.
    pub facts: Vec<String>,
    /// The author's description of the situation.
    pub situation: Option<Text>,
    /// The board when the incident begins, for questions about a position.
    pub board: Option<Board>,
    /// The clocks when the incident begins.
    pub clocks: Option<Clocks>,
    /// The moves played so far, in the reader's notation.
    pub moves: Option<String>,
    /// What happens, in order.
    pub events: Vec<Happening>,
    /// The question.
    pub question: Text,
    /// Whether several options may be correct.
    pub multi: bool,
    /// The options, lettered a, b, c... in order.
    pub options: Vec<Text>,
    /// What the lecturer's key says.
    pub key: Key,
}

impl Item {
    /// The key's line naming the articles the ruling applies, when it applies any.
    pub fn articles_line(&self, loc: &Localizer) -> Option<String> {
        (!self.key.articles.is_empty()).then(|| {
            loc.text(
                "export-articles",
                &[("list", Arg::from(loc.list(&self.key.articles)))],
            )
        })
    }

    /// The key's line naming the scenario and its pack, so a lecturer can open the file.
    pub fn origin_line(&self, loc: &Localizer) -> String {
        loc.text(
            "export-scenario",
            &[
                ("id", Arg::from(self.scenario.clone())),
                ("pack", Arg::from(self.pack.clone())),
            ],
        )
    }
}

/// A board position to draw.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    /// The position as FEN.
    pub fen: String,
    /// The pieces and the side to move (possibly an illegal position).
    pub setup: Setup,
    /// The last move's squares, to highlight.
    pub last_move: Option<(Square, Square)>,
    /// Kings standing in check.
    pub checks: Vec<Square>,
}

/// The clocks as the incident begins.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Clocks {
    /// The readings.
    pub time: ByColor<crate::laws::clock::ClockTime>,
    /// The side whose clock runs.
    pub running: Option<Color>,
    /// Flags that are down.
    pub fallen: ByColor<bool>,
}

/// One event, told in the reader's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Happening {
    /// The author's narration in the reader's language, or the app's own sentence.
    pub text: String,
    /// The author's English narration, when it exists but was not translated: it may hold
    /// details the app's sentence lacks, so it is printed too, marked as English.
    pub english: Option<String>,
}

/// The lecturer's key to one question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Key {
    /// Indices of the options the engine's ruling bears out.
    pub correct: Vec<usize>,
    /// The ruling in short sentences: result, time, obligations, claims...
    pub summary: Vec<String>,
    /// The mate analysis the ruling used: a mating line or why there is none.
    pub proof: Vec<String>,
    /// The articles the ruling applies, in the edition's numbering.
    pub articles: Vec<String>,
    /// For a discussion item, the defensible readings.
    pub readings: Option<Text>,
    /// The author's explanation.
    pub explanation: Option<Text>,
    /// Why the engine could not rule, when it could not.
    pub failure: Option<String>,
}

impl Key {
    /// The author's notes in the order the key prints them, each with the message id of its
    /// label: a discussion item's readings, then the explanation.
    pub fn notes(&self) -> impl Iterator<Item = (&'static str, &Text)> {
        [
            ("export-readings", self.readings.as_ref()),
            ("export-explanation", self.explanation.as_ref()),
        ]
        .into_iter()
        .filter_map(|(label, note)| note.map(|n| (label, n)))
    }

    /// The correct letters as data, "b" or "a, c" in every language (the CSV gradebook);
    /// empty when no option is correct.
    pub fn letters(&self) -> String {
        self.letter_list().join(", ")
    }

    /// The correct letters for a reader, with the locale's list separator ("a、c").
    pub fn letters_in(&self, loc: &Localizer) -> String {
        loc.list(self.letter_list())
    }

    fn letter_list(&self) -> Vec<String> {
        self.correct
            .iter()
            .map(|&i| Scenario::letter(i).to_string())
            .collect()
    }
}

/// The label of message `id` ending as a label before a list does (`The engine’s ruling:`,
/// `引擎的裁决：`).
pub fn heading(loc: &Localizer, id: &str) -> String {
    let (label, separator) = label(loc, id);
    format!("{label}{}", separator.trim_end())
}

/// The label of message `id` and what the locale puts between a label and its value:
/// `("Explanation", ": ")`, `("解析", "：")`, `("Բացատրություն", "՝ ")`.
pub fn label(loc: &Localizer, id: &str) -> (String, String) {
    let words = loc.text(id, &[]);
    let joined = loc.label(&words);
    let separator = joined.strip_prefix(&words).unwrap_or(": ").to_owned();
    (words, separator)
}

impl Handout {
    /// Builds the handout for `scenarios` (in the order given) in `loc`'s language.
    pub fn build(
        request: &Request<'_>,
        scenarios: &[&Scenario],
        loc: &Localizer,
        notation: &Notation,
    ) -> Self {
        let lang = loc.locale().tag();
        let (title, drawn_from, seed) = match request.origin {
            Origin::Pack(pack) => (pack_title(pack, lang), None, None),
            Origin::Exam { pack, seed } => (
                Text::own(loc.text("export-exam-title", &[])),
                pack.map(|p| pack_title(p, lang)),
                Some(seed),
            ),
        };
        let writer = RulingText::new(loc, notation);
        let items = scenarios
            .iter()
            .enumerate()
            .map(|(i, s)| item(i + 1, s, request.edition, loc, notation, &writer))
            .collect();
        Self {
            title,
            drawn_from,
            seed,
            edition: request.edition,
            locale: loc.locale(),
            date: request.date.to_owned(),
            items,
        }
    }
}

/// A pack's title, or its id when it has none.
fn pack_title(pack: &Pack, lang: &str) -> Text {
    Text::of(&pack.title, lang).unwrap_or_else(|| Text::own(pack.id.clone()))
}

/// One question and its key.
fn item(
    number: usize,
    scenario: &Scenario,
    edition: Option<Edition>,
    loc: &Localizer,
    notation: &Notation,
    writer: &RulingText<'_>,
) -> Item {
    let lang = loc.locale().tag();
    let edition = edition.unwrap_or(scenario.edition());
    let case = scenario.case_for(edition);
    let graded = grade(scenario, edition);
    let ruling = graded.as_ref().ok().map(|g| &g.ruling);
    let start = ruling.and_then(|r| r.frames.first());
    let board = start.filter(|_| positioned(scenario)).and_then(board_of);
    let mut facts = Vec::new();
    let game_type = ruling
        .and_then(|r| r.game_type)
        .or_else(|| case.effective_game_type());
    match (&case.time_control, game_type) {
        (Some(tc), Some(gt)) => facts.push(format!("{tc} → {}", writer.game_type(gt))),
        (None, Some(gt)) => facts.push(writer.game_type(gt)),
        _ => {}
    }
    if matches!(game_type, Some(GameType::Rapid | GameType::Blitz)) {
        let id = match case.supervision {
            Supervision::Supervised => "supervision-supervised",
            Supervision::Unsupervised => "supervision-unsupervised",
        };
        facts.push(loc.text(id, &[]));
    }
    facts.push(loc.attr(
        "laws-edition",
        "short",
        &[("year", Arg::from(edition.year()))],
    ));
    if let Some(b) = &board {
        facts.push(loc.text(
            "facts-move",
            &[("number", Arg::from(b.setup.fullmoves.get()))],
        ));
        facts.push(loc.text(
            if b.setup.turn.is_white() {
                "to-move-white"
            } else {
                "to-move-black"
            },
            &[],
        ));
    }
    let events = scenario
        .case
        .events
        .iter()
        .enumerate()
        .map(|(i, e)| happening(e, scenario.event_texts.get(i), lang, writer))
        .collect();
    let key = match &graded {
        Ok(g) => Key {
            correct: g.correct.clone(),
            summary: writer.summary(&g.ruling),
            proof: g.ruling.mate.iter().map(|m| writer.mate(m)).collect(),
            articles: g
                .ruling
                .citations()
                .into_iter()
                .map(str::to_owned)
                .collect(),
            readings: Text::of(&scenario.readings, lang),
            explanation: Text::of(&scenario.explanation, lang),
            failure: None,
        },
        Err(e) => Key {
            correct: Vec::new(),
            summary: Vec::new(),
            proof: Vec::new(),
            articles: Vec::new(),
            readings: Text::of(&scenario.readings, lang),
            explanation: Text::of(&scenario.explanation, lang),
            failure: Some(e.to_string()),
        },
    };
    Item {
        number,
        scenario: scenario.id.clone(),
        pack: scenario.pack.clone(),
        edition,
        topics: scenario.topics.clone(),
        facts,
        situation: Text::of(&scenario.situation, lang),
        clocks: start.and_then(clocks_of),
        moves: moves_of(scenario, notation).filter(|_| board.is_some()),
        board,
        events,
        question: Text::of(&scenario.question.text, lang)
            .unwrap_or_else(|| Text::own(String::new())),
        multi: scenario.question.multi,
        options: scenario
            .options
            .iter()
            .map(|o| Text::of(&o.text, lang).unwrap_or_else(|| Text::own(String::new())))
            .collect(),
        key,
    }
}

/// Whether a scenario is about a position, so that its paper shows a board: it sets one up,
/// has moves played, or something happens on the board. Questions about the rules alone,
/// a late arrival or a ringing phone get no diagram of the starting position.
fn positioned(scenario: &Scenario) -> bool {
    let case = &scenario.case;
    case.fen.is_some()
        || !case.moves.trim().is_empty()
        || case.ask_can_mate.is_some()
        || case.events.iter().any(|e| {
            matches!(
                e,
                Event::Move(_)
                    | Event::Touch { .. }
                    | Event::Displace { .. }
                    | Event::Claim(_)
                    | Event::Discover(_)
            )
        })
}

/// The board of an engine frame.
fn board_of(frame: &Frame) -> Option<Board> {
    let setup = frame.fen.parse::<Fen>().ok()?.into_setup();
    let checks = super::diagram::checks(&setup);
    Some(Board {
        fen: frame.fen.clone(),
        setup,
        last_move: frame.last_move,
        checks,
    })
}

/// The clocks of an engine frame, if the case has clocks.
fn clocks_of(frame: &Frame) -> Option<Clocks> {
    frame.clocks.map(|time| Clocks {
        time,
        running: frame.running,
        fallen: frame.fallen,
    })
}

/// The moves of the scenario's game in the reader's notation, with move numbers.
fn moves_of(scenario: &Scenario, notation: &Notation) -> Option<String> {
    let case = &scenario.case;
    if case.moves.trim().is_empty() {
        return None;
    }
    let mode = if case.chess960 {
        CastlingMode::Chess960
    } else {
        CastlingMode::Standard
    };
    let start = match &case.fen {
        Some(fen) => parse_position(fen, mode).ok()?,
        None => shakmaty::Chess::default(),
    };
    let mut record = GameRecord::new(start.clone(), mode);
    record.play_movetext(&case.moves).ok()?;
    let moves: Vec<shakmaty::Move> = record.plies().iter().map(|p| p.mv).collect();
    Some(notation.line(&start, &moves))
}

/// An event as the paper tells it: the author's narration in the reader's language; else
/// the app's sentence, with the author's English narration beside it if there is one.
fn happening(
    event: &Event,
    narration: Option<&Texts>,
    lang: &str,
    writer: &RulingText<'_>,
) -> Happening {
    match narration.and_then(|t| Text::of(t, lang)) {
        Some(Text {
            text,
            fallback: false,
        }) => Happening {
            text,
            english: None,
        },
        Some(Text {
            text,
            fallback: true,
        }) => Happening {
            text: writer.event(event),
            english: Some(text),
        },
        None => Happening {
            text: writer.event(event),
            english: None,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::Library;
    use crate::i18n::LetterStyle;
    use crate::quiz::paper::Paper;

    fn library() -> Library {
        Library::built_in()
    }

    fn exam(lib: &Library, locale: Locale, seed: u64) -> Handout {
        let all: Vec<&Scenario> = lib.scenarios().collect();
        let paper = Paper::draw(&all, 6, seed);
        let chosen: Vec<&Scenario> = paper.ids.iter().filter_map(|id| lib.scenario(id)).collect();
        let loc = Localizer::new(locale);
        let notation = Notation::new(&loc, LetterStyle::National);
        let request = Request {
            origin: Origin::Exam { pack: None, seed },
            edition: None,
            date: "2026-05-09",
        };
        Handout::build(&request, &chosen, &loc, &notation)
    }

    #[test]
    fn the_same_seed_gives_the_same_handout() {
        let lib = library();
        let a = exam(&lib, Locale::Ru, 7);
        let b = exam(&lib, Locale::Ru, 7);
        assert_eq!(a, b);
        assert_eq!(a.items.len(), 6);
        assert_ne!(a, exam(&lib, Locale::Ru, 8));
    }

    #[test]
    fn the_key_is_the_engines() {
        let lib = library();
        let handout = exam(&lib, Locale::En, 11);
        for item in &handout.items {
            let scenario = lib.scenario(&item.scenario).unwrap();
            let graded = grade(scenario, item.edition).unwrap();
            assert_eq!(item.key.correct, graded.correct, "{}", item.scenario);
            assert!(!item.key.correct.is_empty(), "{}", item.scenario);
            assert!(!item.key.summary.is_empty());
            assert!(!item.key.articles.is_empty(), "{}", item.scenario);
        }
    }

    #[test]
    fn untranslated_texts_fall_back_to_english_and_say_so() {
        let lib = library();
        let pack = lib.pack("illegal-moves").unwrap();
        let loc = Localizer::new(Locale::Hy);
        let notation = Notation::new(&loc, LetterStyle::National);
        let request = Request {
            origin: Origin::Pack(pack),
            edition: Some(Edition::E2023),
            date: "2026-05-09",
        };
        // The library is translated throughout: one scenario keeps only its English question.
        let mut english_only = pack.scenarios[0].clone();
        let en = english_only
            .question
            .text
            .written()
            .iter()
            .filter(|(lang, _)| *lang == "en")
            .map(|(lang, text)| (lang.clone(), text.clone()))
            .collect();
        english_only.question.text = crate::content::Texts::new(en);
        let scenarios: Vec<&Scenario> = std::iter::once(&english_only)
            .chain(pack.scenarios.iter().skip(1))
            .collect();
        let handout = Handout::build(&request, &scenarios, &loc, &notation);
        let translated = handout
            .items
            .iter()
            .filter(|i| !i.question.fallback)
            .count();
        let english = handout.items.iter().filter(|i| i.question.fallback).count();
        assert!(translated > 0 && english > 0, "{translated} {english}");
        assert!(handout.items.iter().all(|i| i.edition == Edition::E2023));
        let told = handout.items.iter().flat_map(|i| &i.events);
        for event in told {
            assert!(!event.text.starts_with("event-"), "{}", event.text);
            assert!(!event.text.is_empty());
        }
    }

    #[test]
    fn letters_are_joined() {
        let key = Key {
            correct: vec![0, 2],
            summary: Vec::new(),
            proof: Vec::new(),
            articles: Vec::new(),
            readings: None,
            explanation: None,
            failure: None,
        };
        assert_eq!(key.letters(), "a, c");
    }
}
