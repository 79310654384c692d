//! One case across game types and editions: which options would be right under each, so the
//! learner sees where the ruling changes.

use crate::content::Scenario;
use crate::laws::{Edition, GameType, Ruling};

use super::variant::{Variant, has_game_type};

/// The ruling of one variant.
#[derive(Debug, Clone)]
pub struct Cell {
    /// The variant.
    pub variant: Variant,
    /// The options right under it (empty when none is), or `None` when the case cannot be
    /// ruled under it.
    pub correct: Option<Vec<usize>>,
    /// The ruling, when there is one.
    pub ruling: Option<Ruling>,
}

/// The scenario under every edition and, where it has one, every game type.
#[derive(Debug, Clone)]
pub struct Contrast {
    /// The rows: `None` for the scenario's own time control (the only row of a question
    /// that has no game type), then each game type.
    pub rows: Vec<Option<GameType>>,
    /// The cells, row by row, each row in the order of [`Edition::ALL`].
    pub cells: Vec<Cell>,
}

impl Contrast {
    /// Rules the scenario under every variant.
    pub fn of(scenario: &Scenario) -> Self {
        let mut rows = vec![None];
        if has_game_type(scenario) {
            rows.extend(GameType::ALL.map(Some));
        }
        let cells = rows
            .iter()
            .flat_map(|gt| {
                Edition::ALL.map(|edition| {
                    let variant = Variant {
                        edition,
                        game_type: *gt,
                    };
                    match variant.grade(scenario) {
                        Ok(g) => Cell {
                            variant,
                            correct: Some(g.correct),
                            ruling: Some(g.ruling),
                        },
                        Err(_) => Cell {
                            variant,
                            correct: None,
                            ruling: None,
                        },
                    }
                })
            })
            .collect();
        Self { rows, cells }
    }

    /// The cell of a variant.
    pub fn cell(&self, game_type: Option<GameType>, edition: Edition) -> Option<&Cell> {
        self.cells
            .iter()
            .find(|c| c.variant.game_type == game_type && c.variant.edition == edition)
    }

    /// The distinct answers, each with the variants that give it, in first-seen order.
    pub fn groups(&self) -> Vec<(Option<Vec<usize>>, Vec<&Cell>)> {
        let mut out: Vec<(Option<Vec<usize>>, Vec<&Cell>)> = Vec::new();
        for cell in &self.cells {
            if let Some((_, cells)) = out.iter_mut().find(|(c, _)| *c == cell.correct) {
                cells.push(cell);
            } else {
                out.push((cell.correct.clone(), vec![cell]));
            }
        }
        out
    }

    /// Whether the answer is the same everywhere.
    pub fn uniform(&self) -> bool {
        self.groups().len() <= 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::Library;

    #[test]
    fn an_illegal_move_costs_more_outside_blitz() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/tui");
        let lib = Library::load(false, &[dir]);
        let s = lib.scenario("fx-illegal-blitz").unwrap();
        let c = Contrast::of(s);
        assert_eq!(c.rows.len(), 4);
        assert_eq!(c.cells.len(), 16);
        let blitz = c.cell(Some(GameType::Blitz), Edition::E2018).unwrap();
        assert_eq!(blitz.correct, Some(vec![1]));
        let rapid = c.cell(Some(GameType::Rapid), Edition::E2018).unwrap();
        assert_eq!(rapid.correct, Some(vec![2]));
        assert!(!c.uniform());
    }
}
