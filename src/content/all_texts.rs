//! Every text of the content, for the two things done to all of them: showing their moves in
//! one reader's notation, and checking their wording (tests, glossary).
//!
//! The library, a pack or a scenario is shown to one reader at a time (one session, one
//! export, one `rule`), who calls `show_moves` once with that reader's notation and then
//! looks texts up as usual.

use super::library::Library;
use super::pack::Pack;
use super::scenario::Scenario;
use super::texts::Texts;
use crate::i18n::Notation;

impl Library {
    /// Every text of every pack and scenario, with where it comes from (the scenario's
    /// file, or the pack's id for its title and description).
    pub fn texts(&self) -> impl Iterator<Item = (&str, &Texts)> {
        self.packs.iter().flat_map(|pack| {
            let own = pack.texts().map(move |t| (pack.id.as_str(), t));
            let scenarios = pack
                .scenarios
                .iter()
                .flat_map(|s| s.texts().map(move |t| (s.file.as_str(), t)));
            own.chain(scenarios)
        })
    }

    /// Writes the moves of every text of every pack in `notation`.
    pub fn show_moves(&mut self, notation: &Notation) {
        for pack in &mut self.packs {
            pack.show_moves(notation);
        }
    }
}

impl Pack {
    /// The pack's own texts: its title and description.
    pub fn texts(&self) -> impl Iterator<Item = &Texts> {
        [&self.title, &self.description].into_iter()
    }

    /// Writes the moves of the pack's title, description and scenarios in `notation`.
    pub fn show_moves(&mut self, notation: &Notation) {
        for texts in [&mut self.title, &mut self.description] {
            texts.show_moves(notation);
        }
        for scenario in &mut self.scenarios {
            scenario.show_moves(notation);
        }
    }
}

impl Scenario {
    /// The scenario's texts: situation, events, question, options and explanation.
    pub fn texts(&self) -> impl Iterator<Item = &Texts> {
        [&self.situation]
            .into_iter()
            .chain(&self.event_texts)
            .chain([&self.question.text])
            .chain(self.options.iter().map(|o| &o.text))
            .chain([&self.explanation])
    }

    /// Writes the moves of every text of the scenario in `notation`.
    pub fn show_moves(&mut self, notation: &Notation) {
        let options = self.options.iter_mut().map(|o| &mut o.text);
        [&mut self.situation]
            .into_iter()
            .chain(&mut self.event_texts)
            .chain([&mut self.question.text])
            .chain(options)
            .chain([&mut self.explanation])
            .for_each(|texts| texts.show_moves(notation));
    }
}
