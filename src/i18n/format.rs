//! Numbers and clock times written the way each locale writes them.
//!
//! Fluent's own number formatting always writes a decimal point, so the bundles of locales
//! that write a decimal comma get [`comma_formatter`] installed; the same rule is available
//! to Rust code as [`format_number`]. Numbers are never grouped: the app shows clock
//! minutes, move numbers and years, where `1 000` or `2,023` would only confuse.

use std::time::Duration;

use fluent_bundle::FluentValue;

use super::Locale;

/// Writes `value` as `locale` writes numbers: shortest exact form, no grouping, and the
/// locale's decimal separator (`1.5` in English, `1,5` in Russian).
///
/// ```
/// use arbiter_quiz::i18n::{Locale, format_number};
///
/// assert_eq!(format_number(1.5, Locale::Ru), "1,5");
/// assert_eq!(format_number(2023.0, Locale::Bg), "2023");
/// assert_eq!(format_number(0.25, Locale::En), "0.25");
/// ```
pub fn format_number(value: f64, locale: Locale) -> String {
    with_separator(&value.to_string(), locale.decimal_separator())
}

/// Replaces the decimal point Rust (and Fluent) write with `separator`.
fn with_separator(number: &str, separator: char) -> String {
    if separator == '.' {
        number.to_owned()
    } else {
        number.replacen('.', &separator.to_string(), 1)
    }
}

/// The Fluent formatter for locales with a decimal comma: numbers get a comma, every other
/// value is left to Fluent. Generic over Fluent's memoizer, which it does not need.
pub(crate) fn comma_formatter<M>(value: &FluentValue<'_>, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(number) => Some(with_separator(&number.as_string(), ',')),
        _ => None,
    }
}

/// Writes a clock reading: `m:ss` below an hour, `h:mm:ss` from an hour on.
///
/// Fractions of a second are dropped, as a chess clock that shows seconds does: a clock with
/// 0.4 s left reads `0:00` and has not yet fallen. The digits and the colon are the same in
/// every supported locale, so this needs no locale.
///
/// ```
/// use std::time::Duration;
/// use arbiter_quiz::i18n::format_clock;
///
/// assert_eq!(format_clock(Duration::from_secs(151)), "2:31");
/// assert_eq!(format_clock(Duration::from_secs(5400)), "1:30:00");
/// ```
pub fn format_clock(time: Duration) -> String {
    let total = time.as_secs();
    let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_separator_per_locale() {
        for locale in Locale::ALL {
            let expected = match locale {
                Locale::En | Locale::ZhHans => "1.5",
                _ => "1,5",
            };
            assert_eq!(format_number(1.5, locale), expected, "{locale}");
        }
    }

    #[test]
    fn whole_numbers_have_no_fraction_and_no_grouping() {
        assert_eq!(format_number(2023.0, Locale::Ru), "2023");
        assert_eq!(format_number(1_000_000.0, Locale::En), "1000000");
        assert_eq!(format_number(-0.5, Locale::Hy), "-0,5");
        assert_eq!(format_number(0.0, Locale::Mn), "0");
    }

    #[test]
    fn clock_readings() {
        let cases = [
            (0, "0:00"),
            (9, "0:09"),
            (59, "0:59"),
            (61, "1:01"),
            (600, "10:00"),
            (3599, "59:59"),
            (3600, "1:00:00"),
            (4000, "1:06:40"),
            (36_000, "10:00:00"),
        ];
        for (seconds, expected) in cases {
            assert_eq!(format_clock(Duration::from_secs(seconds)), expected);
        }
        assert_eq!(format_clock(Duration::from_millis(400)), "0:00");
        assert_eq!(format_clock(Duration::from_millis(59_999)), "0:59");
    }
}
