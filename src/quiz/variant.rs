//! The same scenario under another edition of the Laws or another game type: the case the
//! contrast panel and the rapid-versus-blitz drill rule on.

use crate::content::Scenario;
use crate::laws::{Case, CaseError, Edition, GameType, TimeControl};

use super::grade::{Graded, grade_case};

/// Which edition and game type a scenario is ruled under.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Variant {
    /// The edition of the Laws.
    pub edition: Edition,
    /// A game type to impose, or `None` for the scenario's own time control.
    pub game_type: Option<GameType>,
}

impl Variant {
    /// The scenario as written, under `edition`.
    pub fn own(edition: Edition) -> Self {
        Self {
            edition,
            game_type: None,
        }
    }

    /// The case to rule on.
    ///
    /// A game type is imposed through a typical time control of that type (90+30, 15+10,
    /// 3+2), which every edition classifies the same way, so that clocks with an increment
    /// keep one; a case without a time control gets the game type itself.
    pub fn case(self, scenario: &Scenario) -> Case {
        let mut case = scenario.case_for(self.edition);
        if let Some(gt) = self.game_type {
            if case.time_control.is_some() {
                case.time_control = Some(typical_control(gt));
            } else {
                case.game_type = Some(gt);
            }
        }
        case
    }

    /// Grades the scenario's options under this variant.
    pub fn grade(self, scenario: &Scenario) -> Result<Graded, CaseError> {
        grade_case(scenario, &self.case(scenario))
    }
}

/// A time control every edition puts in `game_type`.
pub fn typical_control(game_type: GameType) -> TimeControl {
    match game_type {
        GameType::Standard => TimeControl::sudden_death(90, 30),
        GameType::Rapid => TimeControl::sudden_death(15, 10),
        GameType::Blitz => TimeControl::sudden_death(3, 2),
    }
}

/// Whether imposing another game type on the scenario means anything: it has a time
/// control or a game type, and asks about the game rather than a rule of a time control.
pub fn has_game_type(scenario: &Scenario) -> bool {
    scenario.case.query.is_none() && scenario.case.effective_game_type().is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typical_controls_make_their_type_in_every_edition() {
        for e in Edition::ALL {
            for gt in GameType::ALL {
                assert_eq!(typical_control(gt).game_type(e), gt, "{e} {gt}");
            }
        }
    }
}
