//! The JSON schema of a scenario file (`docs/scenario.schema.json`), generated rather than
//! written: the tables come from the serde structures that read a file (`raw.rs`, through
//! schemars), the words of every key from the vocabulary tables, and the event entries from
//! the event-type table, one alternative per type with exactly the keys it takes. A test
//! fails when the committed file differs from what this module generates.

use std::borrow::Cow;
use std::marker::PhantomData;

use schemars::{JsonSchema, Schema, SchemaGenerator, generate::SchemaSettings, json_schema};
use serde_json::{Map, Value, json};

use super::events::{EventKey, EventType, Value as KeyValue};
use super::raw::RawScenario;
use super::vocab::{Choices, Need, ResultWord, SCORES, Vocabulary, doc_text, template};
use crate::i18n::Locale;
use crate::laws::Edition;

/// The schema of a scenario file, as the committed JSON text.
pub fn scenario_schema() -> String {
    let settings = SchemaSettings::draft2020_12();
    let mut schema = settings
        .into_generator()
        .into_root_schema_for::<RawScenario>();
    schema.insert(
        "$id".into(),
        json!("https://example.invalid/arbiter-quiz/scenario.schema.json"),
    );
    schema.insert("title".into(), json!("arbiter-quiz scenario"));
    schema.insert(
        "description".into(),
        json!("A scenario file of arbiter-quiz; see docs/content-format.md."),
    );
    let mut value = schema.to_value();
    drop_nulls(&mut value);
    one_paragraph(&mut value);
    let mut text = serde_json::to_string_pretty(&value).unwrap_or_default();
    text.push('\n');
    text
}

/// TOML has no null: the `null` that schemars allows for an optional key is dropped, so that
/// a key is either absent or of its type.
fn drop_nulls(value: &mut Value) {
    match value {
        Value::Object(map) => {
            if let Some(Value::Array(types)) = map.get_mut("type") {
                types.retain(|t| t != "null");
                if let [only] = types.as_slice() {
                    let only = only.clone();
                    map.insert("type".into(), only);
                }
            }
            for key in ["anyOf", "oneOf"] {
                if let Some(Value::Array(alternatives)) = map.get_mut(key) {
                    alternatives.retain(|a| a.get("type").is_none_or(|t| t != "null"));
                    if let [only] = alternatives.as_slice() {
                        let only = only.clone();
                        map.remove(key);
                        if let Value::Object(inner) = only {
                            map.extend(inner);
                        }
                    }
                }
            }
            map.values_mut().for_each(drop_nulls);
        }
        Value::Array(items) => items.iter_mut().for_each(drop_nulls),
        _ => {}
    }
}

/// Every description as one paragraph, as an editor shows it (the documentation comments
/// it comes from are wrapped at the width of the code).
fn one_paragraph(value: &mut Value) {
    match value {
        Value::Object(map) => {
            for (key, v) in map.iter_mut() {
                match v {
                    Value::String(text) if key == "description" => *text = doc_text(text),
                    _ => one_paragraph(v),
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(one_paragraph),
        _ => {}
    }
}

/// One word of a vocabulary per alternative, with its documentation, so that an editor shows
/// what each word means.
fn words(choices: &Choices) -> Value {
    let alternatives: Vec<Value> = (choices.docs)()
        .into_iter()
        .map(|(key, doc)| json!({ "const": key, "description": doc }))
        .collect();
    json!({ "type": "string", "oneOf": alternatives })
}

/// A key whose value is a word of vocabulary `V`.
pub struct Word<V>(PhantomData<V>);

impl<V: Vocabulary> JsonSchema for Word<V> {
    fn schema_name() -> Cow<'static, str> {
        V::WHAT.replace(' ', "-").into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        Schema::try_from(words(&Choices::of::<V>())).unwrap_or_default()
    }
}

/// A key whose value has one of the forms of vocabulary `V`, whose words are templates
/// (`call-flag <side>`): one pattern per form, with its documentation.
pub struct Form<V>(PhantomData<V>);

impl<V: Vocabulary> JsonSchema for Form<V> {
    fn schema_name() -> Cow<'static, str> {
        V::WHAT.replace(' ', "-").into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        let alternatives: Vec<Value> = V::ALL
            .iter()
            .map(|f| json!({ "pattern": template::pattern(f.key()), "description": doc_text(f.doc()) }))
            .collect();
        json_schema!({ "type": "string", "oneOf": alternatives })
    }
}

/// The result an option claims: a score or a word.
pub struct ResultText;

impl JsonSchema for ResultText {
    fn schema_name() -> Cow<'static, str> {
        "result".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        let scores = SCORES.iter().map(|s| json!({ "const": s.to_string() }));
        let words = ResultWord::ALL
            .iter()
            .map(|w| json!({ "const": w.key(), "description": doc_text(w.doc()) }));
        let alternatives: Vec<Value> = scores.chain(words).collect();
        json_schema!({ "type": "string", "oneOf": alternatives })
    }
}

/// A clock time such as `"2:31"`.
pub struct ClockText;

const CLOCK_PATTERN: &str = r"^\d+(:\d{2}){0,2}(\.\d)?$";
const SQUARE_PATTERN: &str = "^[a-h][1-8]$";

impl JsonSchema for ClockText {
    fn schema_name() -> Cow<'static, str> {
        "clock-time".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "type": "string",
            "description": "A clock reading: m:ss, h:mm:ss or m:ss.t.",
            "pattern": CLOCK_PATTERN,
        })
    }
}

/// A square such as `"e4"`.
pub struct SquareText;

impl JsonSchema for SquareText {
    fn schema_name() -> Cow<'static, str> {
        "square".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({ "type": "string", "pattern": SQUARE_PATTERN })
    }
}

/// A text per language of the app (`text.en = "..."`).
pub struct TextsTable;

impl JsonSchema for TextsTable {
    fn schema_name() -> Cow<'static, str> {
        "texts".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        let tags: Vec<&str> = Locale::ALL.iter().map(|l| l.tag()).collect();
        json_schema!({
            "type": "object",
            "description": format!("A text per language ({}).", tags.join(", ")),
            "propertyNames": { "enum": tags },
            "additionalProperties": { "type": "string" },
        })
    }
}

/// An edition of the Laws (`"2023"`).
pub struct EditionText;

impl JsonSchema for EditionText {
    fn schema_name() -> Cow<'static, str> {
        "edition".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        let years: Vec<String> = Edition::ALL.iter().map(ToString::to_string).collect();
        json_schema!({ "type": "string", "enum": years })
    }
}

/// The author's key: a letter or a list of letters.
pub struct AnswerKey;

impl JsonSchema for AnswerKey {
    fn schema_name() -> Cow<'static, str> {
        "answer-key".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        let letter = json!({ "type": "string", "pattern": "^[a-z]$" });
        json_schema!({
            "oneOf": [letter, { "type": "array", "items": letter }],
        })
    }
}

fn key_schema(generator: &mut SchemaGenerator, value: KeyValue) -> Value {
    match value {
        KeyValue::Side => words(&Choices::of::<shakmaty::Color>()),
        KeyValue::Bool => json!({ "type": "boolean" }),
        KeyValue::Count => json!({ "type": "integer", "minimum": 0 }),
        KeyValue::Clock => generator.subschema_for::<ClockText>().to_value(),
        KeyValue::Square => generator.subschema_for::<SquareText>().to_value(),
        KeyValue::Move | KeyValue::TimeControl | KeyValue::Obligation | KeyValue::Placement => {
            json!({ "type": "string" })
        }
        KeyValue::Word(choices) => words(&choices),
    }
}

/// One `[[events]]` entry: one alternative per event type, with exactly its keys.
pub struct EventEntry;

impl JsonSchema for EventEntry {
    fn schema_name() -> Cow<'static, str> {
        "event".into()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        let texts = generator.subschema_for::<TextsTable>().to_value();
        let alternatives: Vec<Value> = EventType::ALL
            .iter()
            .map(|kind| {
                let mut properties = Map::new();
                properties.insert(
                    EventKey::Type.key().into(),
                    json!({ "const": kind.key(), "description": doc_text(kind.doc()) }),
                );
                let mut required = vec![EventKey::Type.key()];
                for spec in kind.takes() {
                    let mut schema = key_schema(generator, spec.value);
                    if let Value::Object(map) = &mut schema {
                        map.insert("description".into(), json!(doc_text(spec.key.doc())));
                        if let Need::Optional(Some(default)) = spec.need {
                            map.insert("default".into(), default_value(spec.value, default));
                        }
                    }
                    properties.insert(spec.key.key().into(), schema);
                    if spec.need == Need::Required {
                        required.push(spec.key.key());
                    }
                }
                properties.insert(EventKey::Text.key().into(), texts.clone());
                json!({
                    "type": "object",
                    "additionalProperties": false,
                    "required": required,
                    "properties": properties,
                })
            })
            .collect();
        json_schema!({ "oneOf": alternatives })
    }
}

fn default_value(value: KeyValue, text: &str) -> Value {
    match value {
        KeyValue::Bool => json!(text == "true"),
        KeyValue::Count => text
            .parse::<u64>()
            .map_or_else(|_| json!(text), |n| json!(n)),
        _ => json!(text),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::vocab::ExpectKey;

    fn definition(name: &str) -> Value {
        let schema: Value = serde_json::from_str(&scenario_schema()).unwrap_or_default();
        schema["$defs"][name].clone()
    }

    #[test]
    fn the_expect_table_and_its_vocabulary_name_the_same_keys() {
        let expect = definition("RawExpect");
        let mut in_struct: Vec<&str> = expect["properties"]
            .as_object()
            .map(|p| p.keys().map(String::as_str).collect())
            .unwrap_or_default();
        let mut in_table = ExpectKey::keys();
        in_struct.sort_unstable();
        in_table.sort_unstable();
        assert_eq!(in_struct, in_table);
    }

    /// The inputs of queries are keys of the question table.
    #[test]
    fn every_query_input_is_a_key_of_the_question() {
        let question = definition("RawQuestion");
        for input in crate::content::vocab::QueryInput::ALL {
            assert!(
                question["properties"].get(input.key()).is_some(),
                "{}",
                input.key()
            );
        }
    }

    #[test]
    fn every_event_type_is_an_alternative_with_its_keys() {
        let event = definition("event");
        let alternatives = event["oneOf"].as_array().cloned().unwrap_or_default();
        assert_eq!(alternatives.len(), EventType::ALL.len());
        for (kind, alt) in EventType::ALL.iter().zip(&alternatives) {
            assert_eq!(alt["properties"]["type"]["const"], kind.key());
            for spec in kind.takes() {
                assert!(alt["properties"].get(spec.key.key()).is_some(), "{kind:?}");
            }
        }
    }
}
