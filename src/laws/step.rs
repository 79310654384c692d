//! A step of an arbiter's reasoning: a message id, its arguments, and the articles it
//! applies. The engine speaks no language; the interface turns steps into sentences.

use shakmaty::{Color, Role, Square};

use super::clock::ClockTime;
use super::edition::Edition;
use super::game_type::GameType;

/// A value a step's message refers to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// A side: White or Black.
    Side(Color),
    /// A number of seconds (time added, thresholds).
    Seconds(u64),
    /// A count (moves, illegal moves, occurrences).
    Count(u64),
    /// A move in SAN, to be shown in the reader's notation.
    Move(String),
    /// A square.
    Square(Square),
    /// A kind of piece.
    Role(Role),
    /// A game type.
    GameType(GameType),
    /// An edition of the Laws.
    Edition(Edition),
    /// A clock reading.
    Clock(ClockTime),
    /// Another message, by id (a reason, a note).
    Message(&'static str),
    /// Text shown as it is (a time control, a FEN).
    Text(String),
}

/// One step of a ruling's reasoning.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    /// The Fluent message id of the step (`illegal-move-award`, ...).
    pub id: &'static str,
    /// Named arguments of the message.
    pub args: Vec<(&'static str, Arg)>,
    /// The articles this step applies, in the edition's numbering.
    pub articles: Vec<&'static str>,
}

impl Step {
    /// A step with no arguments; an article named twice (two provisions that one edition
    /// states in a single article) is cited once.
    pub fn new(id: &'static str, articles: &[&'static str]) -> Self {
        let mut cited: Vec<&'static str> = Vec::with_capacity(articles.len());
        for article in articles {
            if !cited.contains(article) {
                cited.push(article);
            }
        }
        Self {
            id,
            args: Vec::new(),
            articles: cited,
        }
    }

    /// Adds a named argument.
    #[must_use]
    pub fn arg(mut self, name: &'static str, value: Arg) -> Self {
        self.args.push((name, value));
        self
    }

    /// Adds a side argument.
    #[must_use]
    pub fn side(self, name: &'static str, side: Color) -> Self {
        self.arg(name, Arg::Side(side))
    }

    /// The argument of that name, if any.
    pub fn get(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }
}
