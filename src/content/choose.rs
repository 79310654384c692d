//! Reading a value from a fixed vocabulary, with a "did you mean" when it is misspelt.

use toml::Spanned;

use super::problem::{Problems, Severity, did_you_mean};
use super::vocab::{Choices, Vocabulary};
use crate::i18n::Locale;

/// The word of `choices` that `value` is, or an error pointing at it that lists the choices
/// and suggests the nearest one.
pub fn choose_word(
    problems: &mut Problems,
    value: &Spanned<String>,
    choices: &Choices,
) -> Option<&'static str> {
    let text = value.get_ref().trim();
    let keys = (choices.keys)();
    if let Some(k) = keys.iter().find(|k| **k == text) {
        return Some(k);
    }
    let mut args = vec![
        ("what", choices.what.to_owned()),
        ("value", text.to_owned()),
        ("choices", keys.join(", ")),
    ];
    if let Some(suggestion) = did_you_mean(text, keys.iter().copied()) {
        args.push(("suggestion", suggestion.to_owned()));
        problems.error(Some(value.span()), "content-unknown-value-suggest", &args);
    } else {
        problems.error(Some(value.span()), "content-unknown-value", &args);
    }
    None
}

/// The value of vocabulary `V` that `value` names, or an error as [`choose_word`] reports it.
pub fn choose<V: Vocabulary>(problems: &mut Problems, value: &Spanned<String>) -> Option<V> {
    choose_word(problems, value, &Choices::of::<V>()).and_then(V::parse)
}

/// Reads `white`/`black`.
pub fn side(problems: &mut Problems, value: &Spanned<String>) -> Option<shakmaty::Color> {
    choose(problems, value)
}

/// Reads a square (`e4`).
pub fn square(problems: &mut Problems, value: &Spanned<String>) -> Option<shakmaty::Square> {
    if let Ok(sq) = value.get_ref().trim().parse() {
        return Some(sq);
    }
    problems.error(
        Some(value.span()),
        "content-bad-square",
        &[("value", value.get_ref().clone())],
    );
    None
}

/// Reads where the pieces stand, as the first field of a FEN (a whole FEN is accepted and
/// its other fields left aside: the game's own side to move and counts go on).
pub fn placement(problems: &mut Problems, value: &Spanned<String>) -> Option<shakmaty::Board> {
    let text = value.get_ref().trim();
    let field = text.split_whitespace().next().unwrap_or_default();
    if let Ok(board) = field.parse() {
        return Some(board);
    }
    problems.error(
        Some(value.span()),
        "content-bad-placement",
        &[("value", text.to_owned())],
    );
    None
}

/// Reads an id (lower-case letters, digits and hyphens), reporting a bad one.
pub fn id(problems: &mut Problems, value: &Spanned<String>) -> String {
    let id = value.get_ref().trim().to_owned();
    let well_formed = !id.is_empty()
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    if !well_formed {
        problems.error(
            Some(value.span()),
            "content-bad-id",
            &[("value", id.clone())],
        );
    }
    id
}

/// Reports `value` under `id` (or `id-suggest`, with the nearest of `choices`): a word
/// outside a closed set that is not a vocabulary of the format's own (editions, languages).
fn unknown(
    problems: &mut Problems,
    severity: Severity,
    span: std::ops::Range<usize>,
    value: &str,
    choices: &[&str],
    ids: (&'static str, &'static str),
) {
    let mut args = vec![("value", value.to_owned()), ("choices", choices.join(", "))];
    let id = match did_you_mean(value, choices.iter().copied()) {
        Some(s) => {
            args.push(("suggestion", s.to_owned()));
            ids.1
        }
        None => ids.0,
    };
    match severity {
        Severity::Error => problems.error(Some(span), id, &args),
        Severity::Warning => problems.warning(Some(span), id, &args),
    }
}

/// Reads an edition of the Laws, reporting a bad one and falling back to `default`.
pub fn edition(
    problems: &mut Problems,
    value: Option<&Spanned<String>>,
    default: crate::laws::Edition,
) -> crate::laws::Edition {
    let Some(v) = value else { return default };
    v.get_ref().parse().unwrap_or_else(|_| {
        let years: Vec<String> = crate::laws::Edition::ALL
            .iter()
            .map(ToString::to_string)
            .collect();
        let years: Vec<&str> = years.iter().map(String::as_str).collect();
        unknown(
            problems,
            Severity::Error,
            v.span(),
            v.get_ref().trim(),
            &years,
            ("content-bad-edition", "content-bad-edition-suggest"),
        );
        default
    })
}

/// Whether `tag` is a language of the app; an unknown one is reported at `span`, as an error
/// (a pack's languages) or as a warning (a text the app would never show, which does not
/// stop the scenario from loading).
pub fn language(
    problems: &mut Problems,
    severity: Severity,
    tag: &str,
    span: std::ops::Range<usize>,
) -> bool {
    let tags: Vec<&str> = Locale::ALL.iter().map(|l| l.tag()).collect();
    if tags.contains(&tag) {
        return true;
    }
    unknown(
        problems,
        severity,
        span,
        tag,
        &tags,
        (
            "content-unknown-language",
            "content-unknown-language-suggest",
        ),
    );
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::events::{EventType, Value};
    use crate::content::scenario::QuestionKind;
    use crate::content::vocab::QueryKind;
    use crate::i18n::{Locale, Localizer};
    use crate::laws::{GameType, Supervision};

    /// A misspelt word is reported with the name of what it should be (`what-claim-ground`):
    /// every vocabulary read through `choose` has that name in English (the i18n test keeps
    /// the other locales in step).
    #[test]
    fn every_vocabulary_read_here_has_a_name_to_report_it_by() {
        let mut choices = vec![
            Choices::of::<QuestionKind>(),
            Choices::of::<crate::content::Status>(),
            Choices::of::<QueryKind>(),
            Choices::of::<GameType>(),
            Choices::of::<Supervision>(),
            Choices::of::<shakmaty::Color>(),
        ];
        for kind in EventType::ALL {
            for spec in kind.takes() {
                if let Value::Word(c) = spec.value {
                    choices.push(c);
                }
            }
        }
        let loc = Localizer::new(Locale::En);
        for c in choices {
            let id = format!("what-{}", c.what.replace(' ', "-"));
            assert!(loc.is_translated(&id), "{id} has no English message");
        }
    }
}
