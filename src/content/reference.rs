//! The vocabulary tables of `docs/content-format.md`, generated from the tables of the code.
//! The guide marks each generated table with `<!-- generated: NAME -->` and
//! `<!-- end generated -->`; [`fill`] rewrites what stands between, and a test fails when the
//! committed guide differs from the filled one.

use std::collections::BTreeSet;

use super::events::{EventKey, EventType, Value, claim_keys};
use super::scenario::QuestionKind;
use super::vocab::{
    ActionForm, Choices, ExpectKey, Need, ObligationForm, QueryInput, QueryKind, ResultWord,
    SanctionForm, Vocabulary, doc_text, template,
};
use crate::laws::claim::Ground;
use crate::laws::editions::{Condition, EditionRules};
use crate::laws::ruling::{ClaimVerdict, Party};
use crate::laws::{Edition, GameType, Supervision};

const BEGIN: &str = "<!-- generated: ";
const END: &str = "<!-- end generated -->";

fn code(word: &str) -> String {
    format!("`{word}`")
}

fn row(cells: &[String]) -> String {
    format!("| {} |\n", cells.join(" | "))
}

fn header(titles: &[&str]) -> String {
    let mut out = row(&titles.iter().map(|t| (*t).to_owned()).collect::<Vec<_>>());
    out.push_str(&row(&vec!["---".to_owned(); titles.len()]));
    out
}

/// The event types, with their keys (required ones in bold, defaults in brackets).
fn event_types() -> String {
    let mut out = header(&["`type`", "Keys (required in **bold**)", "What happens"]);
    for kind in EventType::ALL {
        let keys: Vec<String> = kind
            .takes()
            .iter()
            .map(|s| match s.need {
                Need::Required => format!("**{}**", code(s.key.key())),
                Need::Optional(Some(d)) => format!("{} (default {})", code(s.key.key()), code(d)),
                Need::Optional(None) => code(s.key.key()),
            })
            .collect();
        out.push_str(&row(&[
            code(kind.key()),
            keys.join(", "),
            doc_text(kind.doc()),
        ]));
    }
    out
}

/// The keys of events, with what each holds.
fn event_keys() -> String {
    let mut out = header(&["Key", "Events", "Meaning"]);
    for key in EventKey::ALL {
        let types: Vec<String> = EventType::ALL
            .iter()
            .filter(|t| t.takes().iter().any(|s| s.key == *key))
            .map(|t| code(t.key()))
            .collect();
        let types = if key.on_every_event() {
            "all".to_owned()
        } else {
            types.join(", ")
        };
        out.push_str(&row(&[code(key.key()), types, doc_text(key.doc())]));
    }
    out
}

/// The words the keys of events take, per event type and key.
fn event_values() -> String {
    let mut out = header(&["Key", "Event", "Value", "Meaning"]);
    for kind in EventType::ALL {
        for spec in kind.takes() {
            let Value::Word(choices) = spec.value else {
                continue;
            };
            for (word, doc) in (choices.docs)() {
                out.push_str(&row(&[
                    code(spec.key.key()),
                    code(kind.key()),
                    code(word),
                    doc,
                ]));
            }
        }
    }
    out
}

/// The grounds of a claim: the keys each takes besides `by` and `ground`, and what it means.
fn claim_grounds() -> String {
    let mut out = header(&["`ground`", "Keys", "What it rests on"]);
    for &ground in Ground::ALL {
        let keys: Vec<String> = claim_keys(ground).iter().map(|k| code(k.key())).collect();
        let keys = if keys.is_empty() {
            "none".to_owned()
        } else {
            keys.join(", ")
        };
        out.push_str(&row(&[code(ground.key()), keys, doc_text(ground.doc())]));
    }
    out
}

/// One condition of admission in words, with the edition's numbers where it has them.
fn condition_text(condition: Condition, rules: &EditionRules) -> String {
    let u = rules.unsupervised;
    let q = rules.quickplay;
    match condition {
        Condition::HavingTheMove => "has the move and has not made it".to_owned(),
        Condition::NoTouchBeforeDrawClaim => "has touched no piece on this move".to_owned(),
        Condition::NoTouchSinceBreach => "has touched no piece since".to_owned(),
        Condition::QuickplayRules => {
            let mut parts = Vec::new();
            if q.needs_announcement {
                parts.push("announced");
            }
            if !q.with_increment {
                parts.push("no increment");
            }
            parts.push(if q.supervised_blitz {
                "not unsupervised blitz"
            } else {
                "not blitz"
            });
            format!("quickplay rules in force ({})", parts.join(", "))
        }
        Condition::UnderTwoMinutes => {
            format!(
                "under {} on his clock",
                crate::laws::clock::ClockTime::from_secs(u64::from(q.threshold_seconds))
            )
        }
        Condition::BeforeOwnReply => "unsupervised: before his own next move".to_owned(),
        Condition::ClockBeforeMoveLimit if u.schedule_exception => format!(
            "unsupervised: before each player completed {} moves, or later if the schedule \
             would suffer",
            u.claim_limit_moves
        ),
        Condition::BeforeMoveLimit | Condition::ClockBeforeMoveLimit => format!(
            "unsupervised: before each player completed {} moves",
            u.claim_limit_moves
        ),
    }
}

/// When each ground may be claimed under each edition: the conditions the arbiter checks
/// before he examines a claim, with the articles that set them.
fn claim_admission() -> String {
    let mut titles = vec!["`ground`".to_owned()];
    titles.extend(Edition::ALL.iter().map(ToString::to_string));
    let titles: Vec<&str> = titles.iter().map(String::as_str).collect();
    let mut out = header(&titles);
    for &ground in Ground::ALL {
        let mut cells = vec![code(ground.key())];
        for edition in Edition::ALL {
            let rules = edition.rules();
            let cell = match rules.claims.admission(ground) {
                None => "no such claim".to_owned(),
                Some([]) => "any time".to_owned(),
                Some(conditions) => conditions
                    .iter()
                    .map(|c| {
                        format!(
                            "{} ({})",
                            condition_text(*c, rules),
                            c.articles(rules, ground, false).join(", ")
                        )
                    })
                    .collect::<Vec<_>>()
                    .join("; "),
            };
            cells.push(cell);
        }
        out.push_str(&row(&cells));
    }
    out
}

fn words<V: Vocabulary>(title: &str) -> String {
    let mut out = header(&[title, "Meaning"]);
    for (word, doc) in (Choices::of::<V>().docs)() {
        out.push_str(&row(&[code(word), doc]));
    }
    out
}

fn queries() -> String {
    let mut out = header(&[
        "`query`",
        "Extra keys",
        "The answer (use in `expect`)",
        "Asks",
    ]);
    for q in QueryKind::ALL {
        let inputs: Vec<String> = q
            .inputs()
            .iter()
            .map(|(i, need)| match need {
                Need::Required => format!("**{}**", code(i.key())),
                Need::Optional(_) => code(i.key()),
            })
            .collect();
        out.push_str(&row(&[
            code(q.key()),
            inputs.join(", "),
            code(q.answer().key()),
            doc_text(q.doc()),
        ]));
    }
    out
}

fn expect_keys() -> String {
    let mut out = header(&["Key", "Values", "Claims"]);
    for key in ExpectKey::ALL {
        out.push_str(&row(&[code(key.key()), key.values(), doc_text(key.doc())]));
    }
    out
}

/// Every generated table, by the name its markers carry.
pub fn tables() -> Vec<(&'static str, String)> {
    vec![
        ("event-types", event_types()),
        ("event-keys", event_keys()),
        ("event-values", event_values()),
        ("claim-grounds", claim_grounds()),
        ("claim-admission", claim_admission()),
        ("question-kinds", words::<QuestionKind>("`kind`")),
        ("queries", queries()),
        ("expect-keys", expect_keys()),
        ("obligations", words::<ObligationForm>("`obligation`")),
        ("actions", words::<ActionForm>("Action")),
        ("sanctions", words::<SanctionForm>("`sanction`")),
    ]
}

/// The guide with every generated table written anew; an error names a marker that has no
/// table or no end.
pub fn fill(doc: &str) -> Result<String, String> {
    let tables = tables();
    let mut out = String::new();
    let mut rest = doc;
    while let Some(start) = rest.find(BEGIN) {
        let after = &rest[start + BEGIN.len()..];
        let (name, after) = after
            .split_once(" -->")
            .ok_or_else(|| "a generated marker is not closed".to_owned())?;
        let (_, after) = after
            .split_once(END)
            .ok_or_else(|| format!("the table {name} has no end marker"))?;
        let table = tables
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, t)| t)
            .ok_or_else(|| format!("no table is called {name}"))?;
        out.push_str(&rest[..start]);
        out.push_str(BEGIN);
        out.push_str(name);
        out.push_str(" -->\n");
        out.push_str(table);
        out.push_str(END);
        rest = after;
    }
    out.push_str(rest);
    Ok(out)
}

/// Every word of the format that the guide may quote: the words of every vocabulary (with
/// the fixed words of templates) and every key of the schema.
pub fn known_words() -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut add = |w: &str| {
        for part in w.split_whitespace() {
            out.insert(part.to_owned());
        }
    };
    for kind in EventType::ALL {
        add(kind.key());
        for spec in kind.takes() {
            if let Value::Word(c) = spec.value {
                (c.keys)().into_iter().for_each(&mut add);
            }
        }
    }
    EventKey::keys().into_iter().for_each(&mut add);
    QuestionKind::keys().into_iter().for_each(&mut add);
    ClaimVerdict::keys().into_iter().for_each(&mut add);
    Party::keys().into_iter().for_each(&mut add);
    GameType::keys().into_iter().for_each(&mut add);
    Supervision::keys().into_iter().for_each(&mut add);
    ResultWord::keys().into_iter().for_each(&mut add);
    QueryInput::keys().into_iter().for_each(&mut add);
    QueryKind::keys().into_iter().for_each(&mut add);
    ExpectKey::keys().into_iter().for_each(&mut add);
    for t in ActionForm::keys()
        .into_iter()
        .chain(ObligationForm::keys())
        .chain(SanctionForm::keys())
    {
        add(t);
        add(&template::example(t));
    }
    out
}
