//! The room's gradebook: the CSV `export` writes for a paper (one row per question with its
//! key and articles), with a column of each participant's answers and a row of their scores,
//! in the lecturer's language. Written at each reveal of a live round and when the exam ends.

use std::io;
use std::path::Path;

use crate::content::{Library, Scenario};
use crate::export::csv::{Column, filled};
use crate::export::{Handout, Origin, Request};
use crate::i18n::{LetterStyle, Locale, Localizer, Notation};
use crate::laws::Edition;
use crate::store::{iso_date, local_zone, now_unix, write_atomic};
use crate::tui::room::RoomView;

/// What the gradebook is made from, besides the answers.
#[derive(Debug, Clone)]
pub struct Gradebook {
    /// The lecturer's language.
    pub locale: Locale,
    /// The pack the room uses, or the exam is drawn from.
    pub pack: Option<String>,
    /// For an exam room, its seed.
    pub seed: Option<u64>,
    /// The edition every question is ruled under, if one is.
    pub edition: Option<Edition>,
    /// The exam's length in seconds.
    pub limit_secs: u64,
}

impl Gradebook {
    /// Writes the gradebook of the room's questions with `columns` (name, answers by
    /// question) to `path`, atomically.
    pub fn write(
        &self,
        library: &Library,
        view: &RoomView,
        columns: &[(String, Vec<Vec<usize>>)],
        path: &Path,
    ) -> io::Result<()> {
        let loc = Localizer::new(self.locale);
        let notation = Notation::new(&loc, LetterStyle::National);
        let mut library = library.clone();
        library.show_moves(&notation);
        let pack = self.pack.as_deref().and_then(|id| library.pack(id));
        let origin = match (self.seed, pack) {
            (Some(seed), pack) => Origin::Exam { pack, seed },
            (None, Some(pack)) => Origin::Pack(pack),
            (None, None) => return Err(io::Error::other("no pack")),
        };
        let scenarios: Vec<&Scenario> = view
            .ids
            .iter()
            .filter_map(|id| library.scenario(id))
            .collect();
        let date = iso_date(now_unix(), &local_zone());
        let request = Request {
            origin,
            edition: self.edition,
            date: &date,
        };
        let handout = Handout::build(&request, &scenarios, &loc, &notation);
        let columns: Vec<Column> = columns
            .iter()
            .map(|(name, answers)| Column {
                heading: name.clone(),
                answers: answers.clone(),
            })
            .collect();
        write_atomic(path, filled(&handout, &loc, &columns)?.as_bytes())
    }
}
