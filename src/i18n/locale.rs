//! The locales the app is translated into, and what each one needs to know about itself.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use unic_langid::LanguageIdentifier;

/// One of the eight languages (with script, where a language has two) the app speaks.
///
/// The tag of each locale ([`Locale::tag`]) is also the name of its folder under `i18n/`
/// and the value saved in the settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Locale {
    /// English, the fallback for every other locale.
    #[serde(rename = "en")]
    En,
    /// Uzbek in the Latin script, the official orthography.
    #[serde(rename = "uz")]
    Uz,
    /// Uzbek in the Cyrillic script, the script of the Uzbek translation of the Laws.
    #[serde(rename = "uz-Cyrl")]
    UzCyrl,
    /// Mongolian in the Cyrillic script.
    #[serde(rename = "mn")]
    Mn,
    /// Bulgarian.
    #[serde(rename = "bg")]
    Bg,
    /// Chinese in simplified characters.
    #[serde(rename = "zh-Hans")]
    ZhHans,
    /// Armenian.
    #[serde(rename = "hy")]
    Hy,
    /// Russian.
    #[serde(rename = "ru")]
    Ru,
}

impl Locale {
    /// Every locale, in the order a language picker lists them.
    pub const ALL: [Self; 8] = [
        Self::En,
        Self::Uz,
        Self::UzCyrl,
        Self::Mn,
        Self::Bg,
        Self::ZhHans,
        Self::Hy,
        Self::Ru,
    ];

    /// The BCP 47 tag, which is also the folder name under `i18n/`.
    pub const fn tag(self) -> &'static str {
        match self {
            Self::En => "en",
            Self::Uz => "uz",
            Self::UzCyrl => "uz-Cyrl",
            Self::Mn => "mn",
            Self::Bg => "bg",
            Self::ZhHans => "zh-Hans",
            Self::Hy => "hy",
            Self::Ru => "ru",
        }
    }

    /// The name of the language in that language, for a language picker.
    pub const fn native_name(self) -> &'static str {
        match self {
            Self::En => "English",
            Self::Uz => "Oʻzbekcha",
            Self::UzCyrl => "Ўзбекча",
            Self::Mn => "Монгол",
            Self::Bg => "Български",
            Self::ZhHans => "简体中文",
            Self::Hy => "Հայերեն",
            Self::Ru => "Русский",
        }
    }

    /// The name of the language in English, for `--help` and logs.
    pub const fn english_name(self) -> &'static str {
        match self {
            Self::En => "English",
            Self::Uz => "Uzbek (Latin)",
            Self::UzCyrl => "Uzbek (Cyrillic)",
            Self::Mn => "Mongolian",
            Self::Bg => "Bulgarian",
            Self::ZhHans => "Chinese (Simplified)",
            Self::Hy => "Armenian",
            Self::Ru => "Russian",
        }
    }

    /// The language identifier Fluent uses to pick plural rules for this locale.
    pub fn langid(self) -> LanguageIdentifier {
        // Every tag above is valid BCP 47, so the default is never reached; it keeps this
        // function total without a panic path.
        self.tag().parse().unwrap_or_default()
    }

    /// The character between the whole and the fractional part of a number.
    ///
    /// English and Chinese write `1.5`; the Cyrillic-script languages, Uzbek in both scripts
    /// and Armenian write `1,5`.
    pub const fn decimal_separator(self) -> char {
        match self {
            Self::En | Self::ZhHans => '.',
            Self::Uz | Self::UzCyrl | Self::Mn | Self::Bg | Self::Hy | Self::Ru => ',',
        }
    }
}

impl fmt::Display for Locale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

/// A language tag that names none of the supported locales.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unsupported language {0:?}; choose one of: en, uz, uz-Cyrl, mn, bg, zh-Hans, hy, ru")]
pub struct UnknownLocale(pub String);

impl FromStr for Locale {
    type Err = UnknownLocale;

    /// Reads a tag leniently, the way [`crate::i18n::match_tag`] does: `ru-RU`,
    /// `ru_RU.UTF-8`, `uz@cyrillic` and `zh-CN` are all accepted.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        crate::i18n::match_tag(s).ok_or_else(|| UnknownLocale(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_round_trip() {
        for locale in Locale::ALL {
            assert_eq!(locale.tag().parse::<Locale>(), Ok(locale));
            assert_eq!(locale.langid().to_string(), locale.tag());
        }
    }

    #[test]
    fn serde_uses_the_tag() {
        let json = serde_json::to_string(&Locale::UzCyrl).unwrap();
        assert_eq!(json, "\"uz-Cyrl\"");
        assert_eq!(
            serde_json::from_str::<Locale>("\"zh-Hans\"").unwrap(),
            Locale::ZhHans
        );
    }

    #[test]
    fn unknown_tags_are_an_error() {
        assert!("fr".parse::<Locale>().is_err());
        assert!("zh-Hant".parse::<Locale>().is_err());
    }

    #[test]
    fn uzbek_native_name_uses_the_turned_comma() {
        assert!(Locale::Uz.native_name().contains('\u{02BB}'));
    }
}
