//! The rapid-versus-blitz drill: every scenario whose ruling differs between rapid and
//! blitz, asked as written and then again under the other of the two game types.

use crate::content::Scenario;
use crate::laws::{Edition, GameType};

use super::variant::{Variant, has_game_type};

/// One question of the drill.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DrillQuestion<'a> {
    /// The scenario.
    pub scenario: &'a Scenario,
    /// The edition and game type it is ruled under.
    pub variant: Variant,
    /// For the second question of a pair: the game type the incident is now asked under.
    pub recast: Option<GameType>,
}

/// The drill over `scenarios`, each ruled under `edition` or its own: two questions per
/// incident whose right answer differs between rapid and blitz, in the order given.
pub fn drill<'a>(scenarios: &[&'a Scenario], edition: Option<Edition>) -> Vec<DrillQuestion<'a>> {
    let mut out = Vec::new();
    for &sc in scenarios.iter().filter(|sc| has_game_type(sc)) {
        let edition = edition.unwrap_or(sc.edition());
        let under = |gt| {
            Variant {
                edition,
                game_type: Some(gt),
            }
            .grade(sc)
            .ok()
            .map(|g| g.correct)
        };
        let (rapid, blitz) = (under(GameType::Rapid), under(GameType::Blitz));
        if rapid.is_none() || blitz.is_none() || rapid == blitz {
            continue;
        }
        let own = sc.case_for(edition).effective_game_type();
        let other = if own == Some(GameType::Blitz) {
            GameType::Rapid
        } else {
            GameType::Blitz
        };
        out.push(DrillQuestion {
            scenario: sc,
            variant: Variant::own(edition),
            recast: None,
        });
        out.push(DrillQuestion {
            scenario: sc,
            variant: Variant {
                edition,
                game_type: Some(other),
            },
            recast: Some(other),
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::Library;

    #[test]
    fn each_incident_that_differs_is_asked_twice_the_second_time_recast() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/tui");
        let lib = Library::load(false, &[dir]);
        let all: Vec<&Scenario> = lib.scenarios().collect();
        let questions = drill(&all, None);
        assert_eq!(questions.len(), 2);
        assert_eq!(questions[0].scenario.id, questions[1].scenario.id);
        assert_eq!(questions[0].recast, None);
        assert_eq!(questions[1].recast, Some(GameType::Rapid));
        assert_eq!(questions[1].variant.game_type, Some(GameType::Rapid));
    }
}
