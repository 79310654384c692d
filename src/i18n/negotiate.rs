//! Choosing the locale: the `--lang` value, then the saved setting, then the operating
//! system's locale variables, then the languages the operating system itself is set to
//! (Windows and macOS keep them outside the environment; `sys-locale` reads them), then
//! English.
//!
//! The decision is a pure function of its inputs ([`negotiate`]) so that it can be tested
//! with any environment; [`negotiate_from_env`] is the thin wrapper that reads the real one.

use unic_langid::LanguageIdentifier;
use unic_langid::subtags::{Region, Script};

use super::Locale;

/// The values of the locale variables of a Unix-like environment, each unset or as given.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct OsLocaleVars<'a> {
    /// `LANGUAGE`: the GNU colon-separated list of preferred languages, best first.
    pub language: Option<&'a str>,
    /// `LC_ALL`: overrides every other locale category.
    pub lc_all: Option<&'a str>,
    /// `LC_MESSAGES`: the locale of program messages.
    pub lc_messages: Option<&'a str>,
    /// `LANG`: the default locale.
    pub lang: Option<&'a str>,
    /// The operating system's preferred languages as BCP 47 tags, best first (the Windows
    /// and macOS settings), consulted after the variables.
    pub system: &'a [String],
}

impl OsLocaleVars<'_> {
    /// The first supported locale named by these variables, in the order `LANGUAGE` (each
    /// entry of the list in turn), `LC_ALL`, `LC_MESSAGES`, `LANG`, then the system's list.
    ///
    /// A value that names no supported locale (`C`, `POSIX`, `fr_FR.UTF-8`, …) is skipped,
    /// so a French `LANGUAGE` list ending in `ru` still gives Russian.
    pub fn locale(&self) -> Option<Locale> {
        let list = self.language.into_iter().flat_map(|list| list.split(':'));
        let singles = [self.lc_all, self.lc_messages, self.lang]
            .into_iter()
            .flatten();
        let system = self.system.iter().map(String::as_str);
        list.chain(singles).chain(system).find_map(match_tag)
    }
}

/// The locale of a session: the first of `cli` (the `--lang` value), `saved` (the settings
/// file) and the operating system's variables that names a supported locale, else English.
///
/// Values that name no supported locale are skipped rather than refused; a command line
/// that wants to reject a bad `--lang` should parse it with [`Locale::from_str`] first.
///
/// [`Locale::from_str`]: std::str::FromStr::from_str
pub fn negotiate(cli: Option<&str>, saved: Option<&str>, os: &OsLocaleVars<'_>) -> Locale {
    cli.and_then(match_tag)
        .or_else(|| saved.and_then(match_tag))
        .or_else(|| os.locale())
        .unwrap_or(Locale::En)
}

/// [`negotiate`] with the locale variables of this process's environment and the
/// languages the operating system is set to.
///
/// Variables that are unset or not valid UTF-8 count as unset.
pub fn negotiate_from_env(cli: Option<&str>, saved: Option<&str>) -> Locale {
    let read = |name: &str| std::env::var(name).ok();
    let (language, lc_all) = (read("LANGUAGE"), read("LC_ALL"));
    let (lc_messages, lang) = (read("LC_MESSAGES"), read("LANG"));
    let system: Vec<String> = sys_locale::get_locales().collect();
    let os = OsLocaleVars {
        language: language.as_deref(),
        lc_all: lc_all.as_deref(),
        lc_messages: lc_messages.as_deref(),
        lang: lang.as_deref(),
        system: &system,
    };
    negotiate(cli, saved, &os)
}

/// The supported locale that a language tag or a POSIX locale name asks for, if any.
///
/// Accepts BCP 47 tags (`ru-RU`, `uz-Cyrl`, `zh-Hans-CN`) and POSIX names
/// (`ru_RU.UTF-8`, `uz_UZ@cyrillic`), in any letter case. Uzbek without a script is the
/// official Latin script; Chinese is simplified unless the tag says traditional (`zh-Hant`)
/// or names a region that writes traditional characters (`zh_TW`, `zh_HK`, `zh_MO`), which
/// we do not serve. `C` and `POSIX` name no language.
pub fn match_tag(tag: &str) -> Option<Locale> {
    let (rest, modifier) = match tag.trim().split_once('@') {
        Some((rest, modifier)) => (rest, Some(modifier)),
        None => (tag.trim(), None),
    };
    let name = rest.split_once('.').map_or(rest, |(name, _codeset)| name);
    if name.is_empty() || name.eq_ignore_ascii_case("C") || name.eq_ignore_ascii_case("POSIX") {
        return None;
    }
    let id: LanguageIdentifier = name.replace('_', "-").parse().ok()?;
    let script = id.script.or_else(|| modifier.and_then(modifier_script));
    let is = |name: &str| script.is_some_and(|s| s.as_str() == name);
    let region = id.region.as_ref().map(Region::as_str);
    match id.language.as_str() {
        "en" => Some(Locale::En),
        "uz" if is("Cyrl") => Some(Locale::UzCyrl),
        "uz" if script.is_none() || is("Latn") => Some(Locale::Uz),
        // Traditional Mongolian script cannot be laid out in a terminal; a reader of it may
        // not read Cyrillic, so we let the next preference decide.
        "mn" if script.is_none() || is("Cyrl") => Some(Locale::Mn),
        "bg" => Some(Locale::Bg),
        "hy" => Some(Locale::Hy),
        "ru" => Some(Locale::Ru),
        "zh" if is("Hans") => Some(Locale::ZhHans),
        "zh" if script.is_none() && !matches!(region, Some("TW" | "HK" | "MO")) => {
            Some(Locale::ZhHans)
        }
        _ => None,
    }
}

/// The script a glibc locale modifier (`@cyrillic`, `@latin`) stands for.
fn modifier_script(modifier: &str) -> Option<Script> {
    let name = match modifier.to_ascii_lowercase().as_str() {
        "cyrillic" => "Cyrl",
        "latin" => "Latn",
        _ => return None,
    };
    name.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn os<'a>(
        language: Option<&'a str>,
        lc_all: Option<&'a str>,
        lc_messages: Option<&'a str>,
        lang: Option<&'a str>,
    ) -> OsLocaleVars<'a> {
        OsLocaleVars {
            language,
            lc_all,
            lc_messages,
            lang,
            system: &[],
        }
    }

    #[test]
    fn matches_posix_and_bcp47_names() {
        let cases = [
            ("en", Some(Locale::En)),
            ("en_GB.UTF-8", Some(Locale::En)),
            ("ru_RU.UTF-8", Some(Locale::Ru)),
            ("ru-UA", Some(Locale::Ru)),
            ("uz", Some(Locale::Uz)),
            ("uz_UZ.UTF-8", Some(Locale::Uz)),
            ("uz-Latn-UZ", Some(Locale::Uz)),
            ("uz_UZ@cyrillic", Some(Locale::UzCyrl)),
            ("uz_UZ.UTF-8@cyrillic", Some(Locale::UzCyrl)),
            ("uz-Cyrl", Some(Locale::UzCyrl)),
            ("UZ-CYRL-UZ", Some(Locale::UzCyrl)),
            ("mn_MN.UTF-8", Some(Locale::Mn)),
            ("mn-Mong-CN", None),
            ("bg_BG", Some(Locale::Bg)),
            ("hy_AM.UTF-8", Some(Locale::Hy)),
            ("zh", Some(Locale::ZhHans)),
            ("zh_CN.UTF-8", Some(Locale::ZhHans)),
            ("zh-Hans", Some(Locale::ZhHans)),
            ("zh-Hans-TW", Some(Locale::ZhHans)),
            ("zh-Hant", None),
            ("zh_TW.UTF-8", None),
            ("zh_HK", None),
            ("C", None),
            ("C.UTF-8", None),
            ("POSIX", None),
            ("", None),
            ("fr_FR.UTF-8", None),
            ("not a tag", None),
        ];
        for (tag, expected) in cases {
            assert_eq!(match_tag(tag), expected, "{tag}");
        }
    }

    #[test]
    fn command_line_beats_settings_beats_system() {
        let system = os(None, None, None, Some("bg_BG.UTF-8"));
        assert_eq!(negotiate(Some("hy"), Some("ru"), &system), Locale::Hy);
        assert_eq!(negotiate(None, Some("ru"), &system), Locale::Ru);
        assert_eq!(negotiate(None, None, &system), Locale::Bg);
        assert_eq!(negotiate(None, None, &OsLocaleVars::default()), Locale::En);
    }

    #[test]
    fn unsupported_values_fall_through() {
        let system = os(None, None, None, Some("mn_MN.UTF-8"));
        assert_eq!(negotiate(Some("fr"), Some("de"), &system), Locale::Mn);
        assert_eq!(
            negotiate(Some("zh-Hant"), None, &OsLocaleVars::default()),
            Locale::En
        );
    }

    #[test]
    fn language_list_comes_first_and_is_read_in_order() {
        let system = os(Some("fr:uz@cyrillic:ru"), Some("bg_BG.UTF-8"), None, None);
        assert_eq!(system.locale(), Some(Locale::UzCyrl));
        let system = os(
            Some("fr:de"),
            None,
            Some("hy_AM.UTF-8"),
            Some("ru_RU.UTF-8"),
        );
        assert_eq!(system.locale(), Some(Locale::Hy));
    }

    #[test]
    fn lc_all_then_lc_messages_then_lang() {
        let system = os(None, Some("ru_RU.UTF-8"), Some("bg_BG"), Some("hy_AM"));
        assert_eq!(system.locale(), Some(Locale::Ru));
        let system = os(None, Some("C"), Some("bg_BG"), Some("hy_AM"));
        assert_eq!(system.locale(), Some(Locale::Bg));
        let system = os(Some(""), Some("POSIX"), None, Some("hy_AM"));
        assert_eq!(system.locale(), Some(Locale::Hy));
        let system = os(None, Some("C.UTF-8"), None, Some("POSIX"));
        assert_eq!(system.locale(), None);
    }

    #[test]
    fn the_system_setting_comes_after_the_variables() {
        // A Windows or macOS machine set to Mongolian, with no POSIX variables.
        let system = ["en-US".to_owned(), "mn-MN".to_owned()];
        let mut vars = os(None, None, None, None);
        vars.system = &system[1..];
        assert_eq!(negotiate(None, None, &vars), Locale::Mn);
        // The first supported one wins; English is supported.
        vars.system = &system;
        assert_eq!(negotiate(None, None, &vars), Locale::En);
        // A variable still wins over the system, and the saved setting over both.
        let mut vars = os(None, None, None, Some("hy_AM.UTF-8"));
        vars.system = &system[1..];
        assert_eq!(negotiate(None, None, &vars), Locale::Hy);
        assert_eq!(negotiate(None, Some("ru"), &vars), Locale::Ru);
    }
}
