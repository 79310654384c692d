//! The per-session translator: Fluent bundles for one locale and for English, and the
//! lookups that never fail.

use std::fmt;
use std::time::Duration;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::embedded::ftl_files;
use super::format::{comma_formatter, format_clock, format_number};
use super::pseudo::pseudo_transform;
use super::{Arg, Locale};

/// The bundle type: the concurrent flavour, so that a [`Localizer`] is `Send + Sync` and one
/// can serve a session on any thread.
type Bundle = FluentBundle<FluentResource>;

/// Why a strict lookup ([`Localizer::text_strict`]) failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LookupError {
    /// The locale has no message with this id.
    #[error("{locale} has no message {id:?}")]
    MissingMessage {
        /// The locale asked.
        locale: Locale,
        /// The message id.
        id: String,
    },
    /// The message exists but has no value, or lacks the attribute asked for.
    #[error("{locale} message {id:?} has no {part}")]
    MissingPart {
        /// The locale asked.
        locale: Locale,
        /// The message id.
        id: String,
        /// `value`, or `attribute .name`.
        part: String,
    },
    /// Formatting reported errors, such as a variable with no argument.
    #[error("{locale} message {id:?} formatted with errors: {}", errors.join("; "))]
    Format {
        /// The locale asked.
        locale: Locale,
        /// The message id.
        id: String,
        /// What Fluent reported.
        errors: Vec<String>,
    },
}

/// Formats the app's messages for one locale, falling back to English.
///
/// Build one per session (there is no global locale) and pass it to whatever shows text:
///
/// ```
/// use std::time::Duration;
/// use arbiter_quiz::i18n::{Arg, Locale, Localizer};
///
/// let loc = Localizer::new(Locale::Ru);
/// assert_eq!(loc.text("result-draw", &[]), "Ничья");
/// assert_eq!(loc.attr("result-draw", "score", &[]), "½-½");
/// assert_eq!(loc.text("minutes", &[("count", Arg::from(2))]), "2 минуты");
/// assert_eq!(loc.duration(Duration::from_secs(150)), "2 минуты 30 секунд");
/// // Unknown ids come back as themselves rather than failing.
/// assert_eq!(loc.text("no-such-message", &[]), "no-such-message");
/// ```
///
/// Every bundle has Unicode bidi isolation turned off: none of our languages is written
/// right to left, and the invisible marks would break widths, exports and test comparisons.
pub struct Localizer {
    /// The chosen locale.
    locale: Locale,
    /// The chosen locale's messages.
    bundle: Bundle,
    /// English, consulted when the chosen locale lacks a message; `None` when the chosen
    /// locale is English.
    fallback: Option<Bundle>,
    /// The names (sides, game types, results) this locale writes in lower case inside a
    /// sentence (none in English, which capitalises them everywhere).
    inline_lower: Vec<String>,
}

impl fmt::Debug for Localizer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The bundles are large and say nothing a reader needs; the locale says it all.
        f.debug_struct("Localizer")
            .field("locale", &self.locale)
            .finish_non_exhaustive()
    }
}

impl Localizer {
    /// A localizer for `locale`, with English as the fallback.
    pub fn new(locale: Locale) -> Self {
        let fallback = (locale != Locale::En).then(|| build_bundle(Locale::En));
        let mut loc = Self {
            locale,
            bundle: build_bundle(locale),
            fallback,
            inline_lower: Vec::new(),
        };
        if locale != Locale::En {
            loc.inline_lower = [
                "side-white",
                "side-black",
                "game-type-standard",
                "game-type-rapid",
                "game-type-blitz",
                "result-white-wins",
                "result-black-wins",
                "result-draw",
                "result-both-lose",
            ]
            .iter()
            .map(|id| loc.text(id, &[]))
            .collect();
        }
        loc
    }

    /// A pseudo-locale for tests: the English messages with every Latin letter swapped for
    /// an accented look-alike (`Yes` becomes `Ÿéš`), so any plain English on a rendered
    /// screen is text that did not come through Fluent. Arguments are left as given.
    pub fn pseudo() -> Self {
        let mut bundle = build_bundle(Locale::En);
        bundle.set_transform(Some(pseudo_transform));
        Self {
            locale: Locale::En,
            bundle,
            fallback: None,
            inline_lower: Vec::new(),
        }
    }

    /// The locale this localizer speaks.
    pub fn locale(&self) -> Locale {
        self.locale
    }

    /// The message `id` formatted with `args`: from this locale, else from English, else the
    /// id itself. Never panics; a formatting problem leaves Fluent's best effort in place.
    pub fn text(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        self.lookup(id, None, args).unwrap_or_else(|| id.to_owned())
    }

    /// The attribute `attribute` of message `id` (the `.score` of `result-draw = Draw` /
    /// `.score = ½-½`), with the same fallbacks as [`Localizer::text`]; when neither
    /// locale has it, `id.attribute`.
    pub fn attr(&self, id: &str, attribute: &str, args: &[(&str, Arg<'_>)]) -> String {
        self.lookup(id, Some(attribute), args)
            .unwrap_or_else(|| format!("{id}.{attribute}"))
    }

    /// The attribute `attribute` of message `id`, from this locale or English, if either has
    /// it; for texts that only some messages carry (the long help of a command).
    pub fn try_attr(&self, id: &str, attribute: &str, args: &[(&str, Arg<'_>)]) -> Option<String> {
        self.lookup(id, Some(attribute), args)
    }

    /// The name of a scenario topic in this language (`topic-<id>`); a topic the app has no
    /// name for, as a user's own pack may use, is shown as its id.
    pub fn topic(&self, topic: &str) -> String {
        let id = format!("topic-{topic}");
        if self.is_translated(&id) {
            self.text(&id, &[])
        } else {
            topic.to_owned()
        }
    }

    /// Whether this locale itself (not the English fallback) has a value for `id`; the UI
    /// uses it to mark text shown untranslated.
    pub fn is_translated(&self, id: &str) -> bool {
        self.bundle
            .get_message(id)
            .is_some_and(|message| message.value().is_some())
    }

    /// The message (or, with `attribute`, its attribute) from this locale only, and only if
    /// it formats without any error. For tests and content checks; the UI uses
    /// [`Localizer::text`].
    pub fn text_strict(
        &self,
        id: &str,
        attribute: Option<&str>,
        args: &[(&str, Arg<'_>)],
    ) -> Result<String, LookupError> {
        let locale = self.locale;
        let message = self
            .bundle
            .get_message(id)
            .ok_or_else(|| LookupError::MissingMessage {
                locale,
                id: id.to_owned(),
            })?;
        let pattern = match attribute {
            None => message.value(),
            Some(name) => message.get_attribute(name).map(|attr| attr.value()),
        };
        let pattern = pattern.ok_or_else(|| LookupError::MissingPart {
            locale,
            id: id.to_owned(),
            part: attribute.map_or_else(|| "value".to_owned(), |a| format!("attribute .{a}")),
        })?;
        let fluent_args = to_fluent_args(args);
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors);
        if errors.is_empty() {
            Ok(text.into_owned())
        } else {
            let errors = errors.iter().map(ToString::to_string).collect();
            Err(LookupError::Format {
                locale,
                id: id.to_owned(),
                errors,
            })
        }
    }

    /// `value` written as this locale writes numbers (`1,5` in Russian).
    pub fn number(&self, value: f64) -> String {
        format_number(value, self.locale)
    }

    /// A clock reading (`2:31`, `1:30:00`); see [`format_clock`].
    pub fn clock(&self, time: Duration) -> String {
        format_clock(time)
    }

    /// A duration in words, in whole minutes and seconds (`2 minutes 30 seconds`, `90
    /// minutes`, `10 seconds`), as arbiters state time added or deducted. Fractions of a
    /// second are dropped and hours are counted as minutes, as time controls are.
    pub fn duration(&self, time: Duration) -> String {
        let total = time.as_secs();
        let (minutes, seconds) = (total / 60, total % 60);
        let minutes_text = self.text("minutes", &[("count", Arg::from(minutes))]);
        let seconds_text = self.text("seconds", &[("count", Arg::from(seconds))]);
        match (minutes, seconds) {
            (0, _) => seconds_text,
            (_, 0) => minutes_text,
            _ => self.text(
                "duration",
                &[
                    ("minutes", Arg::from(minutes_text)),
                    ("seconds", Arg::from(seconds_text)),
                ],
            ),
        }
    }

    /// The formatted value or attribute from the first bundle that has it.
    fn lookup(
        &self,
        id: &str,
        attribute: Option<&str>,
        args: &[(&str, Arg<'_>)],
    ) -> Option<String> {
        let fluent_args = to_fluent_args(args);
        std::iter::once(&self.bundle)
            .chain(self.fallback.as_ref())
            .find_map(|bundle| {
                let message = bundle.get_message(id)?;
                let pattern = match attribute {
                    None => message.value()?,
                    Some(name) => message.get_attribute(name)?.value(),
                };
                // Errors are reported by the i18n tests through `text_strict`; at run time the
                // partly formatted text is more useful than nothing.
                let mut errors = Vec::new();
                let mut text = bundle
                    .format_pattern(pattern, Some(&fluent_args), &mut errors)
                    .into_owned();
                for (_, value) in args {
                    if let FluentValue::String(s) = value.value()
                        && self.inline_lower.iter().any(|name| *name == s)
                    {
                        text = super::mid_sentence::lower_mid_sentence(&text, &s);
                    }
                }
                Some(text)
            })
    }
}

/// Builds the bundle of one locale from its embedded files, with isolation off and the
/// locale's number formatting.
fn build_bundle(locale: Locale) -> Bundle {
    let mut bundle = Bundle::new_concurrent(vec![locale.langid()]);
    bundle.set_use_isolating(false);
    if locale.decimal_separator() == ',' {
        bundle.set_formatter(Some(comma_formatter));
    }
    for file in ftl_files(locale) {
        // A file with syntax errors still yields the messages that parsed, and a duplicate
        // id keeps its first definition; the i18n tests reject both, so at run time we take
        // what there is rather than lose a whole file.
        let resource = match FluentResource::try_new(file.source.to_owned()) {
            Ok(resource) | Err((resource, _)) => resource,
        };
        let _duplicates = bundle.add_resource(resource);
    }
    bundle
}

/// Converts our arguments into Fluent's.
fn to_fluent_args<'a>(args: &[(&str, Arg<'a>)]) -> FluentArgs<'a> {
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        fluent_args.set(name.to_string(), value.value());
    }
    fluent_args
}

#[cfg(test)]
mod tests {
    use super::*;

    fn assert_send_sync<T: Send + Sync>() {}

    #[test]
    fn localizer_is_send_and_sync() {
        assert_send_sync::<Localizer>();
        assert_eq!(
            format!("{:?}", Localizer::new(Locale::Hy)),
            "Localizer { locale: Hy, .. }"
        );
    }

    #[test]
    fn falls_back_to_english_then_to_the_id() {
        let loc = Localizer::new(Locale::Ru);
        assert_eq!(loc.text("missing-everywhere", &[]), "missing-everywhere");
        assert_eq!(
            loc.attr("result-draw", "missing", &[]),
            "result-draw.missing"
        );
        assert!(!loc.is_translated("missing-everywhere"));
        assert!(loc.is_translated("yes"));
    }

    #[test]
    fn no_isolation_marks() {
        for locale in Locale::ALL {
            let text = Localizer::new(locale).text("minutes", &[("count", Arg::from(3))]);
            assert!(
                !text.contains(['\u{2068}', '\u{2069}']),
                "{locale}: {text:?}"
            );
        }
    }

    #[test]
    fn numbers_in_messages_use_the_locale_separator() {
        let ru = Localizer::new(Locale::Ru);
        assert_eq!(
            ru.text("minutes", &[("count", Arg::from(1.5))]),
            "1,5 минуты"
        );
        let en = Localizer::new(Locale::En);
        assert_eq!(
            en.text("minutes", &[("count", Arg::from(1.5))]),
            "1.5 minutes"
        );
    }

    #[test]
    fn strict_lookup_reports_problems() {
        let loc = Localizer::new(Locale::Bg);
        assert!(matches!(
            loc.text_strict("missing", None, &[]),
            Err(LookupError::MissingMessage { .. })
        ));
        assert!(matches!(
            loc.text_strict("yes", Some("nope"), &[]),
            Err(LookupError::MissingPart { .. })
        ));
        assert!(matches!(
            loc.text_strict("minutes", None, &[]),
            Err(LookupError::Format { .. })
        ));
        assert_eq!(loc.text_strict("yes", None, &[]).as_deref(), Ok("Да"));
    }

    #[test]
    fn durations_in_words() {
        let en = Localizer::new(Locale::En);
        assert_eq!(en.duration(Duration::from_mins(1)), "1 minute");
        assert_eq!(en.duration(Duration::from_mins(90)), "90 minutes");
        assert_eq!(en.duration(Duration::from_secs(10)), "10 seconds");
        assert_eq!(en.duration(Duration::from_secs(0)), "0 seconds");
        assert_eq!(en.duration(Duration::from_secs(121)), "2 minutes 1 second");
        let ru = Localizer::new(Locale::Ru);
        assert_eq!(
            ru.duration(Duration::from_secs(21 * 60 + 5)),
            "21 минута 5 секунд"
        );
    }

    #[test]
    fn pseudo_locale_hides_no_english() {
        let pseudo = Localizer::pseudo();
        let text = pseudo.text("yes", &[]);
        assert_ne!(text, "Yes");
        assert!(!text.chars().any(|c| c.is_ascii_alphabetic()), "{text}");
        let with_arg = pseudo.text("mate-winnable", &[("line", Arg::from("1. Qh5#"))]);
        assert!(with_arg.ends_with("1. Qh5#"), "{with_arg}");
    }
}
