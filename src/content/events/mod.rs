//! `[[events]]`: each entry's `type`, the keys that type takes, and the engine event it
//! makes. The tables are in `event_type.rs` and `event_key.rs`; everything else (checking the
//! keys, the diagnostics, the schema and the documentation) is derived from them.

mod event_key;
mod event_type;
mod fields;
mod read;

use std::collections::BTreeMap;

use toml::Spanned;

pub use event_key::{EventKey, KeySpec, Value};
pub use event_type::{EventType, claim_keys};

use super::choose::language;
use super::problem::{Problems, Severity, did_you_mean};
use super::texts::Texts;
use super::vocab::Vocabulary;
use crate::laws::Event;
use fields::{Fields, text_of, wrong_type};

/// One `[[events]]` entry as written: its keys with where they stand. The keys are checked
/// against the event type's table, not by serde, so that every wrong key of a file is
/// reported at once with the keys its type takes.
#[derive(Debug, serde::Deserialize)]
#[serde(transparent)]
pub struct RawEvent(pub BTreeMap<Spanned<String>, Spanned<toml::Value>>);

/// Reads a `text` table of narration per language.
fn texts(problems: &mut Problems, value: &Spanned<toml::Value>) -> Texts {
    let key = EventKey::Text.key();
    let Some(table) = value.get_ref().as_table() else {
        wrong_type(problems, value.span(), key, "value-type-texts");
        return Texts::default();
    };
    let mut out = BTreeMap::new();
    for (lang, text) in table {
        match text.as_str() {
            Some(t) if language(problems, Severity::Warning, lang, value.span()) => {
                out.insert(lang.clone(), t.to_owned());
            }
            Some(_) => {}
            None => wrong_type(problems, value.span(), key, "value-type-texts"),
        }
    }
    Texts::new(out)
}

/// Reads one event; `None` (with problems recorded) when it cannot be used.
pub fn event(problems: &mut Problems, raw: &Spanned<RawEvent>) -> Option<(Event, Texts)> {
    let mut entries: Vec<(&Spanned<String>, &Spanned<toml::Value>)> =
        raw.get_ref().0.iter().collect();
    entries.sort_by_key(|(k, _)| k.span().start);
    let find = |key: EventKey| entries.iter().find(|(k, _)| k.get_ref() == key.key());
    let Some((_, kind_value)) = find(EventKey::Type) else {
        // A misspelt `type` is the likeliest reason; say so where it stands.
        let all = EventKey::keys();
        let misspelt = entries.iter().find_map(|(k, _)| {
            let text = k.get_ref().as_str();
            (EventKey::parse(text).is_none())
                .then(|| did_you_mean(text, [EventKey::Type.key()]))
                .flatten()
                .map(|s| (*k, s))
        });
        match misspelt {
            Some((key, suggestion)) => problems.error(
                Some(key.span()),
                "content-unknown-key-suggest",
                &[
                    ("key", key.get_ref().clone()),
                    ("suggestion", suggestion.to_owned()),
                    ("choices", all.join(", ")),
                ],
            ),
            None => problems.error(
                Some(raw.span()),
                "content-event-type-missing",
                &[("choices", EventType::keys().join(", "))],
            ),
        }
        return None;
    };
    let kind_text = text_of(problems, EventKey::Type.key(), kind_value)?;
    let Some(kind) = EventType::parse(kind_text.get_ref()) else {
        let value = kind_text.get_ref().trim();
        let mut args = vec![
            ("value", value.to_owned()),
            ("choices", EventType::keys().join(", ")),
        ];
        let id = if let Some(s) = did_you_mean(value, EventType::keys()) {
            args.push(("suggestion", s.to_owned()));
            "content-unknown-event-suggest"
        } else {
            "content-unknown-event"
        };
        problems.error(Some(kind_text.span()), id, &args);
        return None;
    };
    let texts = match find(EventKey::Text) {
        Some((_, v)) => texts(problems, v),
        None => Texts::default(),
    };
    let established = established(problems, kind, find(EventKey::Established).map(|(_, v)| *v));
    let fields = Fields::read(problems, kind, &entries, raw.span())?;
    let before = problems.list.len();
    let event = kind.read(&fields, problems);
    if event.is_none() && problems.list.len() == before {
        // The reader asked for a key its table does not give: say so rather than drop the
        // event without a word.
        let key = fields.missing().unwrap_or(EventKey::Type);
        problems.error(
            Some(raw.span()),
            "content-event-key-missing",
            &[
                ("key", key.key().to_owned()),
                ("type", kind.key().to_owned()),
            ],
        );
    }
    let event = event?;
    if established == Some(false) {
        return Some((Event::Alleged(Box::new(event)), texts));
    }
    Some((event, texts))
}

/// The `established` key every event may have, unless its type gives the key a meaning of
/// its own (then it is read with the type's keys, and this says nothing).
fn established(
    problems: &mut Problems,
    kind: EventType,
    value: Option<&Spanned<toml::Value>>,
) -> Option<bool> {
    let key = EventKey::Established;
    if kind.takes().iter().any(|spec| spec.key == key) {
        return None;
    }
    let value = value?;
    let flag = value.get_ref().as_bool();
    if flag.is_none() {
        wrong_type(problems, value.span(), key.key(), "value-type-bool");
    }
    flag
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::vocab::{DiscoverKind, Need, assert_round_trip};

    #[test]
    fn every_word_reads_back() {
        assert_round_trip::<EventType>();
        assert_round_trip::<EventKey>();
    }

    fn sample(value: Value) -> toml::Value {
        match value {
            Value::Side => "black".into(),
            Value::Bool => true.into(),
            Value::Count => 3.into(),
            Value::Clock => "0:10".into(),
            Value::Square => "e2".into(),
            Value::Move => "e4".into(),
            Value::TimeControl => "90+30".into(),
            Value::Obligation => "move e2".into(),
            Value::Placement => "4k3/8/8/8/8/8/8/4K3".into(),
            Value::Word(c) => (c.keys)()[0].into(),
        }
    }

    fn read(kind: EventType, specs: &[&KeySpec]) -> (Option<(Event, Texts)>, Problems) {
        #[derive(serde::Deserialize)]
        struct File {
            events: Vec<Spanned<RawEvent>>,
        }
        let mut table = toml::Table::new();
        table.insert("type".into(), kind.key().into());
        for s in specs {
            table.insert(s.key.key().into(), sample(s.value));
        }
        let text = format!("[[events]]\n{table}");
        let file: File = toml::from_str(&text).unwrap();
        let mut problems = Problems::new("t.toml", text.as_str().into());
        (event(&mut problems, &file.events[0]), problems)
    }

    /// Each event type reads with only its required keys, and with each optional key
    /// added: its reader and its table agree, so no event is ever dropped without a word.
    #[test]
    fn every_table_agrees_with_its_reader() {
        for kind in EventType::ALL {
            let required: Vec<&KeySpec> = kind
                .takes()
                .iter()
                .filter(|s| s.need == Need::Required)
                .collect();
            let (got, problems) = read(*kind, &required);
            assert!(got.is_some(), "{kind:?}: {:?}", problems.list);
            for optional in kind.takes().iter().filter(|s| s.need != Need::Required) {
                let mut with = required.clone();
                with.push(optional);
                let (got, problems) = read(*kind, &with);
                assert!(
                    got.is_some() || !problems.list.is_empty(),
                    "{kind:?} with {:?} was dropped without a word",
                    optional.key
                );
                // The keys of one irregularity or claim ground, and the time or the opponent's
                // score of a penalty, and the square of a visually disabled player's act, belong
                // to another key's value: alone they are refused,
                // with a word (the next test reads the grounds' keys with theirs).
                let with_penalty = kind.takes().iter().any(|s| s.key == EventKey::Penalty);
                let belongs_to_a_value = matches!(
                    kind,
                    EventType::Discover
                        | EventType::Claim
                        | EventType::Complaint
                        | EventType::VisuallyDisabled
                ) || (with_penalty
                    && matches!(
                        optional.key,
                        EventKey::PenaltyTime | EventKey::OpponentScores
                    ));
                if !belongs_to_a_value {
                    assert!(
                        got.is_some(),
                        "{kind:?} {:?}: {:?}",
                        optional.key,
                        problems.list
                    );
                }
            }
        }
    }

    /// Each claim ground reads with no key but `by` and `ground`, and with each key it takes;
    /// any other key of `claim` is an error on it.
    #[test]
    fn every_claim_ground_reads_with_its_own_keys_only() {
        use crate::laws::claim::Ground;
        let spec = |key: EventKey| {
            EventType::Claim
                .takes()
                .iter()
                .find(|s| s.key == key)
                .copied()
                .unwrap()
        };
        let read_ground = |ground: Ground, keys: &[EventKey]| {
            #[derive(serde::Deserialize)]
            struct File {
                events: Vec<Spanned<RawEvent>>,
            }
            let mut table = toml::Table::new();
            table.insert("type".into(), "claim".into());
            table.insert("by".into(), "white".into());
            table.insert("ground".into(), ground.key().into());
            for key in keys {
                table.insert(key.key().into(), sample(spec(*key).value));
            }
            let text = format!("[[events]]\n{table}");
            let file: File = toml::from_str(&text).unwrap();
            let mut problems = Problems::new("t.toml", text.as_str().into());
            (event(&mut problems, &file.events[0]), problems)
        };
        for &ground in Ground::ALL {
            let (got, problems) = read_ground(ground, &[]);
            assert!(got.is_some(), "{ground:?}: {:?}", problems.list);
            for spec in EventType::Claim.takes() {
                if matches!(spec.key, EventKey::By | EventKey::Ground) {
                    continue;
                }
                // `clock_side` means something only with `clock_setting`.
                let keys: &[EventKey] = if spec.key == EventKey::ClockSide {
                    &[EventKey::ClockSetting, EventKey::ClockSide]
                } else {
                    &[spec.key]
                };
                let (got, problems) = read_ground(ground, keys);
                let belongs = event_type::claim_keys(ground).contains(&spec.key);
                assert_eq!(got.is_some(), belongs, "{ground:?} {:?}", spec.key);
                assert_eq!(
                    problems.list.is_empty(),
                    belongs,
                    "{ground:?} {:?}",
                    spec.key
                );
            }
        }
    }

    #[test]
    fn a_former_key_name_is_read_as_the_new_one_with_a_warning() {
        #[derive(serde::Deserialize)]
        struct File {
            events: Vec<Spanned<RawEvent>>,
        }
        let text = "[[events]]\ntype = \"move\"\nby = \"white\"\nmove = \"exd6\"\ncaptured_pawn_left = true\n";
        let file: File = toml::from_str(text).unwrap();
        let mut problems = Problems::new("t.toml", text.into());
        let got = event(&mut problems, &file.events[0]);
        let Some((Event::Move(m), _)) = got else {
            panic!("{:?}", problems.list);
        };
        assert!(m.captured_left);
        assert_eq!(problems.list.len(), 1);
        assert!(EventKey::former("captured_pawn_left") == Some(EventKey::CapturedLeft));
        assert!(EventKey::former("captured_left").is_none());
    }

    #[test]
    fn every_default_is_a_value_of_its_key() {
        for kind in EventType::ALL {
            for spec in kind.takes() {
                if let (Need::Optional(Some(d)), Value::Word(c)) = (spec.need, spec.value) {
                    assert!((c.keys)().contains(&d), "{kind:?} {:?} = {d}", spec.key);
                }
            }
        }
    }

    #[test]
    fn the_keys_of_each_irregularity_are_keys_of_discover() {
        let discover: Vec<EventKey> = EventType::Discover.takes().iter().map(|s| s.key).collect();
        for kind in DiscoverKind::ALL {
            for key in kind.takes() {
                assert!(discover.contains(key), "{kind:?} {key:?}");
            }
        }
    }
}
