//! Rulings as JSON for tools (`rule --json`): every field of the ruling, each reasoning step
//! with its message id, arguments, articles and the sentence in the chosen language.
//!
//! The parts an option's `expect` can claim (`result`, `actions`, `obligation`, `claim`,
//! `sanctions`, `allowed`, `game_type`, `answer`) are written in the authors' own words, from
//! the same tables that read them (`call-flag white`, `penalty black`, `move f1`), so every
//! value can be pasted into an `expect` and matches the ruling it came from. `claims` lists
//! every claim of the case with its claimant, ground and verdict in the same words
//! (`touch-move`, `not-admissible`); `claim` is the last verdict, the one `expect` checks.

use serde_json::{Value, json};
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Color, Role};

use crate::content::expect::{write_action, write_obligation, write_result, write_sanction};
use crate::content::vocab::{ExpectKey, Vocabulary};
use crate::i18n::RulingText;
use crate::laws::Ruling;
use crate::laws::clock::ClockTime;
use crate::laws::mate::MateVerdict;
use crate::laws::ruling::Answer;
use crate::laws::step::Arg;

fn side(c: Color) -> &'static str {
    c.key()
}

fn role(r: Role) -> &'static str {
    match r {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

fn arg(a: &Arg) -> Value {
    match a {
        Arg::Side(c) => json!(side(*c)),
        Arg::Seconds(s) | Arg::Count(s) => json!(s),
        Arg::Move(m) | Arg::Text(m) => json!(m),
        Arg::Square(sq) => json!(sq.to_string()),
        Arg::Role(r) => json!(role(*r)),
        Arg::GameType(gt) => json!(gt.key()),
        Arg::Edition(e) => json!(e.year()),
        Arg::Clock(t) => json!(t.to_string()),
        Arg::Message(id) => json!(id),
    }
}

/// The answer to a knowledge query as the `expect` key that claims it, with its value.
fn answer(a: &Answer) -> Value {
    let (key, value) = match a {
        Answer::GameType(gt) => (ExpectKey::GameType, json!(gt.key())),
        Answer::Seconds(s) => (ExpectKey::Time, json!(ClockTime::from_secs(*s).to_string())),
        Answer::Count(n) => (ExpectKey::Count, json!(n)),
        Answer::Yes(b) => (ExpectKey::Yes, json!(b)),
        Answer::Who(p) => (ExpectKey::Who, json!(p.key())),
        Answer::Range {
            min,
            min_inclusive,
            max,
            max_inclusive,
        } => {
            let mut band = serde_json::Map::new();
            if let Some(m) = min {
                let bound = if *min_inclusive { "from" } else { "above" };
                band.insert(bound.into(), json!(m / 60));
            }
            if let Some(m) = max {
                let bound = if *max_inclusive { "to" } else { "below" };
                band.insert(bound.into(), json!(m / 60));
            }
            (ExpectKey::Range, Value::Object(band))
        }
    };
    json!({ key.key(): value })
}

/// The ruling as a JSON object.
pub fn ruling(r: &Ruling, text: &RulingText<'_>) -> Value {
    let steps: Vec<Value> = r
        .steps
        .iter()
        .map(|s| {
            let args: serde_json::Map<String, Value> = s
                .args
                .iter()
                .map(|(n, a)| ((*n).to_owned(), arg(a)))
                .collect();
            json!({ "id": s.id, "args": args, "articles": s.articles, "text": text.step(s) })
        })
        .collect();
    let mate: Vec<Value> = r
        .mate
        .iter()
        .map(|m| {
            let mut v = json!({ "side": side(m.side), "fen": m.fen, "text": text.mate(m) });
            match &m.verdict {
                MateVerdict::Winnable(line) => {
                    v["verdict"] = json!("winnable");
                    v["line"] = json!(
                        line.iter()
                            .map(|mv| UciMove::from_move(*mv, CastlingMode::Standard).to_string())
                            .collect::<Vec<_>>()
                    );
                }
                MateVerdict::Unwinnable(reason) => {
                    v["verdict"] = json!("unwinnable");
                    v["reason"] = json!(reason.message_id());
                }
                MateVerdict::Undetermined => v["verdict"] = json!("undetermined"),
            }
            v
        })
        .collect();
    json!({
        "edition": r.edition.year(),
        "game_type": r.game_type.map(crate::laws::GameType::key),
        "supervision": r.supervision.key(),
        "result": write_result(r),
        "added_seconds": { "white": r.added.white, "black": r.added.black },
        "removed_seconds": { "white": r.removed.white, "black": r.removed.black },
        "clocks": r.clocks.map(|c| json!({ "white": c.white.to_string(), "black": c.black.to_string() })),
        "actions": r.actions.iter().map(|a| write_action(*a)).collect::<Vec<_>>(),
        "obligation": r.obligation.as_ref().map(|o| write_obligation(Some(o))),
        "claim": r.claim.map(crate::laws::ruling::ClaimVerdict::key),
        "claims": r.claims.iter().map(|c| json!({
            "by": side(c.by),
            "ground": c.ground.key(),
            "verdict": c.verdict.key(),
        })).collect::<Vec<_>>(),
        "sanctions": r.sanctions.iter().map(|s| write_sanction(*s)).collect::<Vec<_>>(),
        "allowed": r.allowed,
        "arbiter_right": r.arbiter_right,
        "upheld": r.upheld,
        "answer": r.answer.as_ref().map(answer),
        "castling": r.castling_rights(),
        "citations": r.citations(),
        "summary": text.summary(r),
        "steps": steps,
        "mate": mate,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::{Library, read_expect};
    use crate::i18n::{LetterStyle, Locale, Localizer, Notation};
    use crate::laws::{Edition, decide};

    /// The parts of a ruling's JSON that an option can claim, as `expect` tables: one with
    /// everything but the sanctions, then one per sanction (`sanction` takes one).
    fn expects_of(v: &Value) -> Vec<String> {
        let mut table = toml::Table::new();
        let text = |k: &str| v[k].as_str().map(|s| toml::Value::from(s.to_owned()));
        for key in ["result", "claim", "game_type"] {
            if let Some(t) = text(key) {
                table.insert(key.into(), t);
            }
        }
        table.insert(
            "obligation".into(),
            text("obligation").unwrap_or_else(|| "none".into()),
        );
        let actions: Vec<toml::Value> = v["actions"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|a| a.as_str().map(|s| toml::Value::from(s.to_owned())))
            .collect();
        table.insert("actions".into(), toml::Value::Array(actions));
        for key in ["allowed", "arbiter_right", "upheld"] {
            if let Some(b) = v[key].as_bool() {
                table.insert(key.into(), b.into());
            }
        }
        if let Some(answer) = v["answer"].as_object() {
            let answer: toml::Table = serde_json::from_value(Value::Object(answer.clone()))
                .expect("an answer is a table");
            table.extend(answer);
        }
        let inline = |t: &toml::Table| toml::Value::Table(t.clone()).to_string();
        let mut out = vec![inline(&table)];
        for s in v["sanctions"].as_array().into_iter().flatten() {
            let mut one = toml::Table::new();
            one.insert("sanction".into(), s.as_str().unwrap_or_default().into());
            out.push(inline(&one));
        }
        out
    }

    #[test]
    fn every_ruling_reads_back_through_the_expect_reader() {
        let lib = Library::built_in();
        let loc = Localizer::new(Locale::En);
        let notation = Notation::new(&loc, LetterStyle::National);
        let text = RulingText::new(&loc, &notation);
        let mut checked = 0;
        for s in lib.scenarios() {
            for edition in Edition::ALL {
                let Ok(r) = decide(&s.case_for(edition)) else {
                    continue;
                };
                let v = ruling(&r, &text);
                for e in expects_of(&v) {
                    let (expect, problems) = read_expect(&e);
                    let expect = expect.unwrap_or_else(|| {
                        panic!("{} ({edition}): {e} does not read: {problems:?}", s.id)
                    });
                    assert!(expect.matches(&r), "{} ({edition}): {e}", s.id);
                    checked += 1;
                }
            }
        }
        assert!(checked > 1000, "{checked} expectations");
    }

    #[test]
    fn actions_and_sanctions_are_written_as_authors_write_them() {
        use crate::laws::ruling::{Action, Sanction};
        assert_eq!(
            write_action(Action::CallFlag(Color::White)),
            "call-flag white"
        );
        assert_eq!(write_action(Action::RestorePosition), "restore-position");
        assert_eq!(
            write_sanction(Sanction::Discretionary(Color::White)),
            "penalty white"
        );
    }

    #[test]
    fn every_claim_is_listed_with_its_ground_and_verdict_in_the_format_s_words() {
        use crate::laws::Event;
        use crate::laws::claim::{Claim, Ground};
        let mut case = crate::laws::Case::new(Edition::E2023);
        case.moves = "1. e4 e5".into();
        for square in [shakmaty::Square::G1, shakmaty::Square::B1] {
            case.events.push(Event::touch(Color::White, square));
        }
        case.events
            .push(Event::Claim(Claim::new(Color::Black, Ground::TouchMove)));
        case.events
            .push(Event::Claim(Claim::new(Color::White, Ground::Threefold)));
        let r = decide(&case).unwrap();
        let loc = Localizer::new(Locale::En);
        let notation = Notation::new(&loc, LetterStyle::National);
        let v = ruling(&r, &RulingText::new(&loc, &notation));
        let claims: Vec<(&str, &str, &str)> = v["claims"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| {
                (
                    c["by"].as_str().unwrap(),
                    c["ground"].as_str().unwrap(),
                    c["verdict"].as_str().unwrap(),
                )
            })
            .collect();
        // White touched and so may not claim on this move (9.4).
        assert_eq!(
            claims,
            [
                ("black", "touch-move", "upheld"),
                ("white", "threefold", "not-admissible")
            ]
        );
        assert_eq!(v["claim"], "not-admissible");
        assert_eq!(Ground::parse(claims[0].1), Some(Ground::TouchMove));
    }
}
