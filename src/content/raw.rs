//! The files as written: serde structures that keep the byte span of every value the
//! validation may need to point at. Unknown keys are rejected here.

use std::collections::BTreeMap;

use serde::Deserialize;
use toml::Spanned;

/// A text per language, as a table (`text.en = "..."`).
pub type RawTexts = Option<Spanned<BTreeMap<String, Spanned<String>>>>;

/// `pack.toml`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawPack {
    pub id: Spanned<String>,
    pub title: RawTexts,
    pub description: RawTexts,
    pub laws: Option<Spanned<String>>,
    #[serde(default)]
    pub languages: Vec<Spanned<String>>,
    pub source: Option<String>,
    pub licence: Option<String>,
    pub notes: Option<String>,
    pub order: Option<i64>,
}

/// A scenario file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawScenario {
    pub id: Spanned<String>,
    #[serde(default)]
    pub topics: Vec<Spanned<String>>,
    #[serde(default)]
    pub articles: Vec<Spanned<String>>,
    pub laws: Option<Spanned<String>>,
    pub answer: Option<Spanned<toml::Value>>,
    pub difficulty: Option<Spanned<i64>>,
    #[serde(default)]
    pub situation: Option<Spanned<RawSituation>>,
    #[serde(default)]
    pub events: Vec<Spanned<RawEvent>>,
    pub question: Spanned<RawQuestion>,
    #[serde(default)]
    pub options: Vec<Spanned<RawOption>>,
    pub explanation: RawTexts,
    pub source: Option<String>,
    pub notes: Option<String>,
}

/// `[situation]`.
#[derive(Debug, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct RawSituation {
    pub time_control: Option<Spanned<String>>,
    pub game_type: Option<Spanned<String>>,
    pub supervision: Option<Spanned<String>>,
    pub fen: Option<Spanned<String>>,
    #[serde(default)]
    pub chess960: bool,
    pub moves: Option<Spanned<String>>,
    pub clock: Option<Spanned<RawClock>>,
    pub history: Option<Spanned<RawHistory>>,
    pub regulations: Option<Spanned<RawRegulations>>,
    pub text: RawTexts,
}

/// `clock = { white = "2:31", black = "2:40", running = "white" }`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawClock {
    pub white: Spanned<String>,
    pub black: Spanned<String>,
    pub running: Option<Spanned<String>>,
}

/// `[situation.history]`: each player's earlier record.
#[derive(Debug, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct RawHistory {
    pub white: Option<RawLedger>,
    pub black: Option<RawLedger>,
}

/// One player's earlier illegal moves, warnings and incorrect claims.
#[derive(Debug, Deserialize, Default, Clone, Copy)]
#[serde(deny_unknown_fields)]
pub struct RawLedger {
    #[serde(default)]
    pub illegal_moves: u32,
    #[serde(default)]
    pub warnings: u32,
    #[serde(default)]
    pub incorrect_claims: u32,
}

/// `[situation.regulations]`.
#[derive(Debug, Deserialize, Default)]
#[serde(deny_unknown_fields)]
#[allow(clippy::struct_excessive_bools)]
pub struct RawRegulations {
    pub default_time: Option<u32>,
    pub no_draw_before: Option<u32>,
    #[serde(default)]
    pub draw_needs_arbiter_consent: bool,
    #[serde(default)]
    pub devices_in_bag: bool,
    #[serde(default)]
    pub lesser_device_penalty: bool,
    #[serde(default)]
    pub quickplay_announced: bool,
}

/// One `[[events]]` entry: every key any event type takes; the validation checks which keys
/// belong to the event's `type`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawEvent {
    #[serde(rename = "type")]
    pub kind: Spanned<String>,
    pub by: Option<Spanned<String>>,
    pub side: Option<Spanned<String>>,
    #[serde(rename = "move")]
    pub mv: Option<Spanned<String>>,
    pub pressed_clock: Option<Spanned<bool>>,
    pub two_hands: Option<Spanned<bool>>,
    pub promotion: Option<Spanned<String>>,
    pub noticed: Option<Spanned<String>>,
    pub spent: Option<Spanned<String>>,
    pub square: Option<Spanned<String>>,
    pub adjust: Option<Spanned<bool>>,
    pub first: Option<Spanned<String>>,
    pub ground: Option<Spanned<String>>,
    pub written: Option<Spanned<String>>,
    pub moment: Option<Spanned<String>>,
    pub judgement: Option<Spanned<String>>,
    pub response: Option<Spanned<String>>,
    pub finding: Option<Spanned<String>>,
    pub minutes_late: Option<Spanned<u32>>,
    pub what: Option<Spanned<String>>,
    pub king_misplaced: Option<Spanned<String>>,
    pub rook_misplaced: Option<Spanned<String>>,
    pub schedule_at_risk: Option<Spanned<bool>>,
    pub opponent_accepts: Option<Spanned<bool>>,
    pub arbiter_grants: Option<Spanned<bool>>,
    pub nth: Option<Spanned<u32>>,
    pub white: Option<Spanned<String>>,
    pub black: Option<Spanned<String>>,
    pub text: RawTexts,
}

impl RawEvent {
    /// The keys this entry sets, besides `type` and `text`, with their spans.
    pub fn present(&self) -> Vec<(&'static str, std::ops::Range<usize>)> {
        let mut out = Vec::new();
        macro_rules! key {
            ($field:ident, $name:literal) => {
                if let Some(v) = &self.$field {
                    out.push(($name, v.span()));
                }
            };
        }
        key!(by, "by");
        key!(side, "side");
        key!(mv, "move");
        key!(pressed_clock, "pressed_clock");
        key!(two_hands, "two_hands");
        key!(promotion, "promotion");
        key!(noticed, "noticed");
        key!(spent, "spent");
        key!(square, "square");
        key!(adjust, "adjust");
        key!(first, "first");
        key!(ground, "ground");
        key!(written, "written");
        key!(moment, "moment");
        key!(judgement, "judgement");
        key!(response, "response");
        key!(finding, "finding");
        key!(minutes_late, "minutes_late");
        key!(what, "what");
        key!(king_misplaced, "king_misplaced");
        key!(rook_misplaced, "rook_misplaced");
        key!(schedule_at_risk, "schedule_at_risk");
        key!(opponent_accepts, "opponent_accepts");
        key!(arbiter_grants, "arbiter_grants");
        key!(nth, "nth");
        key!(white, "white");
        key!(black, "black");
        out
    }
}

/// `[question]`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawQuestion {
    pub kind: Option<Spanned<String>>,
    #[serde(default)]
    pub multi: bool,
    pub side: Option<Spanned<String>>,
    pub query: Option<Spanned<String>>,
    pub time_control: Option<Spanned<String>>,
    pub game_type: Option<Spanned<String>>,
    pub supervision: Option<Spanned<String>>,
    pub text: RawTexts,
}

/// One `[[options]]` entry.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawOption {
    pub text: RawTexts,
    pub expect: Option<Spanned<RawExpect>>,
}

/// Times per side: `{ white = "1:00", black = "2:00" }`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawSides {
    pub white: Option<Spanned<String>>,
    pub black: Option<Spanned<String>>,
}

/// A band of minutes: `{ above = 10, below = 60 }`, `{ from = 15, below = 60 }`, `{ to = 10 }`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawRange {
    pub above: Option<u64>,
    pub from: Option<u64>,
    pub below: Option<u64>,
    pub to: Option<u64>,
}

/// What an option claims the ruling is.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawExpect {
    pub result: Option<Spanned<String>>,
    pub add_time: Option<Spanned<RawSides>>,
    pub remove_time: Option<Spanned<RawSides>>,
    pub clocks: Option<Spanned<RawSides>>,
    pub actions: Option<Spanned<Vec<Spanned<String>>>>,
    pub obligation: Option<Spanned<String>>,
    pub claim: Option<Spanned<String>>,
    pub sanction: Option<Spanned<String>>,
    pub allowed: Option<bool>,
    pub game_type: Option<Spanned<String>>,
    pub time: Option<Spanned<String>>,
    pub count: Option<u64>,
    pub yes: Option<bool>,
    pub who: Option<Spanned<String>>,
    pub range: Option<Spanned<RawRange>>,
    pub can_mate: Option<bool>,
    pub cites: Option<Spanned<Vec<Spanned<String>>>>,
    pub not: Option<Box<Spanned<RawExpect>>>,
}
