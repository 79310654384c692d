//! The keys of one event, checked against its type's table: every unknown, misplaced,
//! missing or ill-typed key is reported where it stands, and the readers get typed values
//! (with the table's defaults filled in).

use std::cell::Cell;
use std::collections::BTreeMap;
use std::ops::Range;

use shakmaty::{Color, Square};
use toml::Spanned;

use super::event_key::{EventKey, KeySpec, Value};
use super::event_type::EventType;
use crate::content::choose::{choose_word, placement, side, square};
use crate::content::expect::parse_obligation;
use crate::content::problem::{Problems, did_you_mean};
use crate::content::question::report_obligation;
use crate::content::situation::{clock_time, time_control};
use crate::content::vocab::{Need, Vocabulary};
use crate::laws::TimeControl;
use crate::laws::clock::ClockTime;
use crate::laws::event::ArbiterOrder;

/// A value read from the file (or a default of the table).
#[derive(Debug, Clone)]
pub enum Parsed {
    /// A side.
    Side(Color),
    /// Yes or no.
    Bool(bool),
    /// A number.
    Count(u32),
    /// A clock time.
    Clock(ClockTime),
    /// A square.
    Square(Square),
    /// A move as written.
    Move(String),
    /// A word of the key's vocabulary.
    Word(&'static str),
    /// A time control.
    TimeControl(TimeControl),
    /// An order on the board.
    Obligation(ArbiterOrder),
    /// Where the pieces stand.
    Placement(shakmaty::Board),
}

/// The checked keys of one event.
#[derive(Debug)]
pub struct Fields {
    values: BTreeMap<EventKey, (Parsed, Option<Range<usize>>)>,
    /// The first key a reader asked for and did not find: a reader that disagrees with its
    /// table, reported rather than dropping the event without a word.
    missing: Cell<Option<EventKey>>,
}

/// Reports a value of the wrong TOML type; `detail` names the type the key takes.
pub fn wrong_type(problems: &mut Problems, span: Range<usize>, key: &str, detail: &str) {
    problems.error(
        Some(span),
        "content-wrong-type",
        &[("key", key.to_owned()), ("detail", detail.to_owned())],
    );
}

/// The text of a string value, or a report that it is not one.
pub fn text_of(
    problems: &mut Problems,
    key: &str,
    value: &Spanned<toml::Value>,
) -> Option<Spanned<String>> {
    match value.get_ref().as_str() {
        Some(s) => Some(Spanned::new(value.span(), s.to_owned())),
        None => {
            wrong_type(problems, value.span(), key, "value-type-text");
            None
        }
    }
}

fn parse(
    problems: &mut Problems,
    key: EventKey,
    kind: Value,
    value: &Spanned<toml::Value>,
) -> Option<Parsed> {
    let name = key.key();
    let v = value.get_ref();
    match kind {
        Value::Bool => match v.as_bool() {
            Some(b) => Some(Parsed::Bool(b)),
            None => {
                wrong_type(problems, value.span(), name, "value-type-bool");
                None
            }
        },
        Value::Count => match v.as_integer().and_then(|n| u32::try_from(n).ok()) {
            Some(n) => Some(Parsed::Count(n)),
            None => {
                wrong_type(problems, value.span(), name, "value-type-count");
                None
            }
        },
        Value::Side => {
            let text = text_of(problems, name, value)?;
            side(problems, &text).map(Parsed::Side)
        }
        Value::Clock => {
            let text = text_of(problems, name, value)?;
            clock_time(problems, &text).map(Parsed::Clock)
        }
        Value::Square => {
            let text = text_of(problems, name, value)?;
            square(problems, &text).map(Parsed::Square)
        }
        Value::Move => Some(Parsed::Move(text_of(problems, name, value)?.into_inner())),
        Value::TimeControl => {
            let text = text_of(problems, name, value)?;
            time_control(problems, &text).map(Parsed::TimeControl)
        }
        Value::Obligation => {
            let text = text_of(problems, name, value)?;
            match parse_obligation(text.get_ref()) {
                Ok(o) => Some(Parsed::Obligation(ArbiterOrder(o))),
                Err(e) => {
                    report_obligation(problems, name, &text, &e);
                    None
                }
            }
        }
        Value::Placement => {
            let text = text_of(problems, name, value)?;
            placement(problems, &text).map(Parsed::Placement)
        }
        Value::Word(choices) => {
            let text = text_of(problems, name, value)?;
            choose_word(problems, &text, &choices).map(Parsed::Word)
        }
    }
}

/// The value a left-out key takes.
fn default(kind: Value, text: &'static str) -> Option<Parsed> {
    match kind {
        Value::Bool => text.parse().ok().map(Parsed::Bool),
        Value::Count => text.parse().ok().map(Parsed::Count),
        Value::Side => Color::parse(text).map(Parsed::Side),
        Value::Clock => ClockTime::parse(text).ok().map(Parsed::Clock),
        Value::Square => text.parse().ok().map(Parsed::Square),
        Value::Move => Some(Parsed::Move(text.to_owned())),
        Value::TimeControl => text.parse().ok().map(Parsed::TimeControl),
        Value::Obligation => parse_obligation(text)
            .ok()
            .map(|o| Parsed::Obligation(ArbiterOrder(o))),
        Value::Placement => text.parse().ok().map(Parsed::Placement),
        Value::Word(choices) => (choices.keys)()
            .into_iter()
            .find(|k| *k == text)
            .map(Parsed::Word),
    }
}

/// Whether two kinds of value are written alike, so that a key of one kind written where
/// another key of the same kind belongs was probably meant as that key.
fn alike(a: Value, b: Value) -> bool {
    match (a, b) {
        (Value::Word(x), Value::Word(y)) => x.what == y.what,
        _ => std::mem::discriminant(&a) == std::mem::discriminant(&b),
    }
}

/// The key of `specs` the author probably meant by `key`, which the type does not take.
fn meant(key: EventKey, specs: &[KeySpec]) -> Option<&'static str> {
    if let Some(s) = did_you_mean(key.key(), specs.iter().map(|s| s.key.key())) {
        return Some(s);
    }
    let own = specs.iter().find(|s| s.key == key).map(|s| s.value);
    let kind = own.or_else(|| {
        EventType::ALL
            .iter()
            .flat_map(|t| t.takes())
            .find(|s| s.key == key)
            .map(|s| s.value)
    })?;
    let mut same = specs.iter().filter(|s| alike(s.value, kind));
    match (same.next(), same.next()) {
        (Some(only), None) => Some(only.key.key()),
        _ => None,
    }
}

impl Fields {
    /// Checks the keys of an event of type `kind` (`type` and `text` are read by the
    /// caller); `None` when anything was reported.
    pub fn read(
        problems: &mut Problems,
        kind: EventType,
        entries: &[(&Spanned<String>, &Spanned<toml::Value>)],
        whole: Range<usize>,
    ) -> Option<Fields> {
        let before = problems.list.len();
        let specs = kind.takes();
        let takes: Vec<&str> = specs.iter().map(|s| s.key.key()).collect();
        let mut values = BTreeMap::new();
        let mut renamed = Vec::new();
        for (name, value) in entries {
            let text = name.get_ref().as_str();
            let former = EventKey::former(text);
            if let Some(key) = former {
                renamed.push((name.span(), text.to_owned(), key));
            }
            let Some(key) = EventKey::parse(text).or(former) else {
                let mut allowed = vec![EventKey::Type.key()];
                allowed.extend(&takes);
                allowed.extend(
                    [EventKey::Text, EventKey::Established]
                        .into_iter()
                        .filter(|k| !takes.contains(&k.key()))
                        .map(EventKey::key),
                );
                let mut args = vec![("key", text.to_owned()), ("choices", allowed.join(", "))];
                let id = if let Some(s) = did_you_mean(text, allowed.iter().copied()) {
                    args.push(("suggestion", s.to_owned()));
                    "content-unknown-key-suggest"
                } else {
                    "content-unknown-key"
                };
                problems.error(Some(name.span()), id, &args);
                continue;
            };
            let spec = specs.iter().find(|s| s.key == key);
            // The keys every event has are read by the caller, unless the type gives the key
            // a meaning of its own.
            if key.on_every_event() && spec.is_none() {
                continue;
            }
            let Some(spec) = spec else {
                let mut args = vec![
                    ("key", text.to_owned()),
                    ("type", kind.key().to_owned()),
                    ("keys", takes.join(", ")),
                ];
                let id = if let Some(s) = meant(key, specs) {
                    args.push(("suggestion", s.to_owned()));
                    "content-event-key-not-allowed-suggest"
                } else {
                    "content-event-key-not-allowed"
                };
                problems.error(Some(value.span()), id, &args);
                continue;
            };
            if let Some(p) = parse(problems, key, spec.value, value) {
                values.insert(key, (p, Some(value.span())));
            }
        }
        for spec in specs {
            if values.contains_key(&spec.key) || problems.list.len() > before {
                continue;
            }
            match spec.need {
                Need::Required => problems.error(
                    Some(whole.clone()),
                    "content-event-key-missing",
                    &[
                        ("key", spec.key.key().to_owned()),
                        ("type", kind.key().to_owned()),
                    ],
                ),
                Need::Optional(Some(text)) => {
                    if let Some(p) = default(spec.value, text) {
                        values.insert(spec.key, (p, None));
                    }
                }
                Need::Optional(None) => {}
            }
        }
        let clean = problems.list.len() == before;
        for (span, old, key) in renamed {
            problems.warning(
                Some(span),
                "content-key-renamed",
                &[("key", old), ("now", key.key().to_owned())],
            );
        }
        clean.then(|| Fields {
            values,
            missing: Cell::new(None),
        })
    }

    /// The value of `key` as `pick` reads it. A key the reader needs but the table does not
    /// give, or a value of another kind than the reader expects, is noted in `missing`.
    fn take<T>(
        &self,
        key: EventKey,
        needed: bool,
        pick: impl Fn(&Parsed) -> Option<T>,
    ) -> Option<T> {
        let value = match self.values.get(&key) {
            Some((p, _)) => pick(p),
            None if !needed => return None,
            None => None,
        };
        if value.is_none() && self.missing.get().is_none() {
            self.missing.set(Some(key));
        }
        value
    }

    /// Where the author wrote the value of `key`, if he did.
    pub fn span(&self, key: EventKey) -> Option<Range<usize>> {
        self.values.get(&key).and_then(|(_, s)| s.clone())
    }

    /// The key a reader asked for and did not find, if any.
    pub fn missing(&self) -> Option<EventKey> {
        self.missing.get()
    }

    /// A value the event needs (or the table's default for it).
    pub fn need<T: Pick>(&self, key: EventKey) -> Option<T> {
        self.take(key, true, T::pick)
    }

    /// A value the author may leave out.
    pub fn given<T: Pick>(&self, key: EventKey) -> Option<T> {
        self.take(key, false, T::pick)
    }

    /// A word of vocabulary `V` (with its default).
    pub fn word<V: Vocabulary>(&self, key: EventKey) -> Option<V> {
        self.take(key, true, |p| match p {
            Parsed::Word(w) => V::parse(w),
            _ => None,
        })
    }

    /// A word of vocabulary `V` the author may leave out.
    pub fn word_if_given<V: Vocabulary>(&self, key: EventKey) -> Option<V> {
        self.take(key, false, |p| match p {
            Parsed::Word(w) => V::parse(w),
            _ => None,
        })
    }
}

/// A type a key's value is read as.
pub trait Pick: Sized {
    /// The value, if the key holds one of this type.
    fn pick(p: &Parsed) -> Option<Self>;
}

macro_rules! pick {
    ($($t:ty => $variant:ident),+ $(,)?) => {
        $(impl Pick for $t {
            fn pick(p: &Parsed) -> Option<Self> {
                match p {
                    Parsed::$variant(v) => Some(v.clone()),
                    _ => None,
                }
            }
        })+
    };
}

pick!(
    Color => Side,
    bool => Bool,
    u32 => Count,
    ClockTime => Clock,
    Square => Square,
    String => Move,
    TimeControl => TimeControl,
    ArbiterOrder => Obligation,
    shakmaty::Board => Placement,
);
