//! The room's results file, `rooms/<room>/results.json` in the data folder: what the room is
//! doing and every participant's answers, written atomically after every change (through the
//! store's [`Versioned`] loader, so a damaged file is moved aside and a newer one left
//! alone). Starting `serve` again for the same room reads it back: the lecturer's place in
//! the pack or the exam's clock, and every seat, so that the room carries on where it was.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::store::versioned::{Damage, Encoding, LATEST, Versioned};
use crate::tui::room::{Phase, Sheet};

/// The format this version writes.
pub const FORMAT: u32 = 1;

/// The longest name a file may hold, in characters (names are checked on joining, so a
/// longer one was not written by the app).
const NAME_MAX: usize = crate::tui::screens::join::NAME_MAX;

/// One live answer as kept.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LiveAnswer {
    /// The options chosen.
    pub chosen: Vec<usize>,
    /// When it arrived (seconds since 1970, UTC).
    pub at: u64,
}

/// One participant as kept.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Participant {
    /// The language they chose (a locale tag).
    pub locale: String,
    /// Their live answers, by scenario id.
    pub live: BTreeMap<String, LiveAnswer>,
    /// Their exam paper.
    pub sheet: Sheet,
}

/// The whole file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomFile {
    /// The format number.
    pub format: u32,
    /// The room's name (its identity).
    pub room: String,
    /// The room's scenarios, in order.
    pub ids: Vec<String>,
    /// What the room is doing.
    pub phase: Phase,
    /// The participants, by name.
    pub participants: BTreeMap<String, Participant>,
}

impl Versioned for RoomFile {
    const FORMAT: u32 = FORMAT;
    const ENCODING: Encoding = Encoding::Json;

    /// Names the join screen could have taken, times a clock could have given, sheets no
    /// longer than the paper and options no higher than any question has.
    fn checked(self) -> Result<Self, Damage> {
        match self.phase {
            Phase::Live { index, .. } if index >= self.ids.len().max(1) => {
                return Err(Damage::value("phase.index", index));
            }
            Phase::ExamRunning { started, .. } | Phase::ExamEnded { started, .. }
                if started > LATEST =>
            {
                return Err(Damage::value("phase.started", started));
            }
            _ => {}
        }
        for (name, p) in &self.participants {
            if name.trim().is_empty() || name.chars().count() > NAME_MAX {
                return Err(Damage::value("participants", name));
            }
            if p.sheet.answers.len() > self.ids.len() || p.sheet.flagged.len() > self.ids.len() {
                return Err(Damage::Inconsistent);
            }
            let options = p
                .live
                .values()
                .flat_map(|a| &a.chosen)
                .chain(p.sheet.answers.iter().flatten());
            if let Some(bad) = options.copied().find(|i| *i >= 26) {
                return Err(Damage::value("chosen", bad));
            }
            if let Some(at) = p.sheet.handed_in.filter(|at| *at > LATEST) {
                return Err(Damage::value("handed_in", at));
            }
        }
        Ok(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::versioned::{Refusal, decode, encode};

    fn file() -> RoomFile {
        let mut participants = BTreeMap::new();
        participants.insert(
            "Ана".to_owned(),
            Participant {
                locale: "ru".into(),
                live: BTreeMap::from([(
                    "s1".to_owned(),
                    LiveAnswer {
                        chosen: vec![1],
                        at: 5,
                    },
                )]),
                sheet: Sheet::default(),
            },
        );
        RoomFile {
            format: FORMAT,
            room: "r".into(),
            ids: vec!["s1".into(), "s2".into()],
            phase: Phase::Live {
                index: 1,
                revealed: true,
            },
            participants,
        }
    }

    #[test]
    fn round_trips() {
        let f = file();
        let back: RoomFile = decode(&encode(&f).unwrap()).unwrap();
        assert_eq!(back, f);
    }

    #[test]
    fn values_the_app_never_writes_are_damage() {
        let mut f = file();
        f.phase = Phase::Live {
            index: 2,
            revealed: false,
        };
        let bytes = encode(&f).unwrap();
        assert!(matches!(
            decode::<RoomFile>(&bytes),
            Err(Refusal::Damaged(_))
        ));
        let mut f = file();
        if let Some(p) = f.participants.get_mut("Ана") {
            p.sheet.answers = vec![vec![0]; 3];
        }
        let bytes = encode(&f).unwrap();
        assert!(matches!(
            decode::<RoomFile>(&bytes),
            Err(Refusal::Damaged(_))
        ));
    }
}
