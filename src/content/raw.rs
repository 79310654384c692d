//! The files as written: serde structures that keep the byte span of every value the
//! validation may need to point at. Unknown keys are rejected here. The same structures
//! generate the JSON schema (`schema.rs`): each field's documentation becomes its
//! description, and a field whose value is a word of a vocabulary takes its words from that
//! vocabulary's table.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::Deserialize;
use toml::Spanned;

use super::events::RawEvent;
use super::scenario::{QuestionKind, Status};
use super::schema::{AnswerKey, ClockText, EditionText, EventEntry, TextsTable, Word};
use super::vocab::QueryKind;
pub use super::vocab::RawExpect;
use crate::laws::{GameType, Supervision};

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
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RawScenario {
    /// Stable id, unique across all packs: lower-case letters, digits and hyphens.
    #[schemars(with = "String", pattern("^[a-z0-9-]+$"))]
    pub id: Spanned<String>,
    /// Words to find the scenario by.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub topics: Vec<Spanned<String>>,
    /// Articles the ruling is expected to apply, e.g. `7.5.5`.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub articles: Vec<Spanned<String>>,
    /// The edition of the Laws for this scenario, overriding the pack's.
    #[schemars(with = "Option<EditionText>")]
    pub laws: Option<Spanned<String>>,
    /// The author's key: the letter of the right option, or a list of letters.
    #[schemars(with = "Option<AnswerKey>")]
    pub answer: Option<Spanned<toml::Value>>,
    /// 1 (easy), 2, or 3 (hard).
    #[schemars(with = "Option<u8>", range(min = 1, max = 3))]
    pub difficulty: Option<Spanned<i64>>,
    /// The facts of the game.
    #[serde(default)]
    #[schemars(with = "Option<RawSituation>")]
    pub situation: Option<Spanned<RawSituation>>,
    /// What happens, in order.
    #[serde(default)]
    #[schemars(with = "Vec<EventEntry>")]
    pub events: Vec<Spanned<RawEvent>>,
    /// The question.
    #[schemars(with = "RawQuestion")]
    pub question: Spanned<RawQuestion>,
    /// At least two options.
    #[serde(default)]
    #[schemars(with = "Vec<RawOption>", length(min = 2))]
    pub options: Vec<Spanned<RawOption>>,
    /// The explanation, per language, citing the articles.
    #[schemars(with = "Option<TextsTable>")]
    pub explanation: RawTexts,
    /// Whether the Laws settle the point (`settled`, the default) or the item is for
    /// discussion only (`discussion`, never drawn for an exam).
    #[schemars(with = "Option<Word<Status>>")]
    pub status: Option<Spanned<String>>,
    /// For a discussion item, the defensible readings, per language.
    #[schemars(with = "Option<TextsTable>")]
    pub readings: RawTexts,
    /// Where the scenario comes from.
    pub source: Option<String>,
    /// Notes for reviewers.
    pub notes: Option<String>,
}

/// `[situation]`.
#[derive(Debug, Deserialize, Default, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RawSituation {
    /// The time control: `3+2`, `90+30`, `60`, `40/90,30+30`, `15d5`.
    #[schemars(with = "Option<String>")]
    pub time_control: Option<Spanned<String>>,
    /// The game type, when no time control is given (both must agree if both are).
    #[schemars(with = "Option<Word<GameType>>")]
    pub game_type: Option<Spanned<String>>,
    /// Rapid and blitz only.
    #[schemars(with = "Option<Word<Supervision>>")]
    pub supervision: Option<Spanned<String>>,
    /// The position; leave out for the start position.
    #[schemars(with = "Option<String>")]
    pub fen: Option<Spanned<String>>,
    /// A Chess960 game (FEN with Chess960 castling).
    #[serde(default)]
    pub chess960: bool,
    /// Moves played from the position, in SAN.
    #[schemars(with = "Option<String>")]
    pub moves: Option<Spanned<String>>,
    /// The clocks.
    #[schemars(with = "Option<RawClock>")]
    pub clock: Option<Spanned<RawClock>>,
    /// The players' earlier record in this game.
    #[schemars(with = "Option<RawHistory>")]
    pub history: Option<Spanned<RawHistory>>,
    /// What the event regulations say.
    #[schemars(with = "Option<RawRegulations>")]
    pub regulations: Option<Spanned<RawRegulations>>,
    /// A description of the situation, per language.
    #[schemars(with = "Option<TextsTable>")]
    pub text: RawTexts,
}

/// `clock = { white = "2:31", black = "2:40", running = "white" }`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RawClock {
    /// White's clock.
    #[schemars(with = "ClockText")]
    pub white: Spanned<String>,
    /// Black's clock.
    #[schemars(with = "ClockText")]
    pub black: Spanned<String>,
    /// The side whose clock runs (default: the side to move).
    #[schemars(with = "Option<Word<shakmaty::Color>>")]
    pub running: Option<Spanned<String>>,
}

/// `[situation.history]`: each player's earlier record.
#[derive(Debug, Deserialize, Default, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RawHistory {
    /// White's record.
    pub white: Option<RawLedger>,
    /// Black's record.
    pub black: Option<RawLedger>,
}

/// One player's earlier illegal moves, warnings and incorrect claims.
#[derive(Debug, Deserialize, Default, Clone, Copy, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RawLedger {
    /// Illegal moves completed earlier in the game.
    #[serde(default)]
    pub illegal_moves: u32,
    /// Warnings received earlier.
    #[serde(default)]
    pub warnings: u32,
    /// Incorrect draw claims made earlier.
    #[serde(default)]
    pub incorrect_claims: u32,
}

/// `[situation.regulations]`.
#[derive(Debug, Deserialize, Default, JsonSchema)]
#[serde(deny_unknown_fields)]
#[allow(clippy::struct_excessive_bools)]
pub struct RawRegulations {
    /// Default time in minutes; when absent, the Laws' own default applies.
    pub default_time: Option<u32>,
    /// No draw before each player has made this many moves.
    pub no_draw_before: Option<u32>,
    /// A draw by agreement needs the arbiter's consent.
    #[serde(default)]
    pub draw_needs_arbiter_consent: bool,
    /// Switched-off devices are allowed in a bag.
    #[serde(default)]
    pub devices_in_bag: bool,
    /// The regulations set a lesser penalty than loss for devices.
    #[serde(default)]
    pub lesser_device_penalty: bool,
    /// The quickplay-finish guidelines (2014: Appendix G) were announced.
    #[serde(default)]
    pub quickplay_announced: bool,
    /// The player not having the move must report to the arbiter before leaving the playing
    /// area (2018 and 2023 11.2.4).
    #[serde(default)]
    pub report_before_leaving: bool,
    /// The team regulations let a captain advise his players on draw offers (and on nothing
    /// else).
    #[serde(default)]
    pub captain_may_advise_draws: bool,
    /// The regulations allow no appeal against the arbiter's decisions.
    #[serde(default)]
    pub no_appeal: bool,
    /// Whether a clock that can add an increment was at hand in a quickplay finish (2014
    /// G.4, Guidelines III.4 "if possible"): `false`, the request for an increment cannot be
    /// granted and the draw claim is open; `true`, the request applies and the draw claim
    /// gives way to it; left out, the player may choose either.
    pub increment_clock: Option<bool>,
}

/// `[question]`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RawQuestion {
    /// The kind of question.
    #[schemars(with = "Option<Word<QuestionKind>>")]
    pub kind: Option<Spanned<String>>,
    /// Several options may be right ("select all that apply").
    #[serde(default)]
    pub multi: bool,
    /// The side asked about in a can-mate question.
    #[schemars(with = "Option<Word<shakmaty::Color>>")]
    pub side: Option<Spanned<String>>,
    /// The knowledge query of a knowledge question.
    #[schemars(with = "Option<Word<QueryKind>>")]
    pub query: Option<Spanned<String>>,
    /// The time control a query asks about.
    #[schemars(with = "Option<String>")]
    pub time_control: Option<Spanned<String>>,
    /// The game type a query asks about.
    #[schemars(with = "Option<Word<GameType>>")]
    pub game_type: Option<Spanned<String>>,
    /// The supervision a query asks about.
    #[schemars(with = "Option<Word<Supervision>>")]
    pub supervision: Option<Spanned<String>>,
    /// The question, per language.
    #[schemars(with = "Option<TextsTable>")]
    pub text: RawTexts,
}

/// One `[[options]]` entry.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RawOption {
    /// The option, per language.
    #[schemars(with = "Option<TextsTable>")]
    pub text: RawTexts,
    /// What the ruling must be for the option to be right.
    #[schemars(with = "Option<RawExpect>")]
    pub expect: Option<Spanned<RawExpect>>,
}

/// Times per side: `{ white = "1:00", black = "2:00" }`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RawSides {
    /// White's time.
    #[schemars(with = "Option<ClockText>")]
    pub white: Option<Spanned<String>>,
    /// Black's time.
    #[schemars(with = "Option<ClockText>")]
    pub black: Option<Spanned<String>>,
}

/// A band of minutes: `{ above = 10, below = 60 }`, `{ from = 15, below = 60 }`, `{ to = 10 }`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RawRange {
    /// Lower bound, not included.
    pub above: Option<u64>,
    /// Lower bound, included.
    pub from: Option<u64>,
    /// Upper bound, not included.
    pub below: Option<u64>,
    /// Upper bound, included.
    pub to: Option<u64>,
}
