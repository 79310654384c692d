//! Checks of the translations and of localized formatting: every locale has every message of
//! English with the same variables and the plural forms its language needs, every message
//! formats, and moves, numbers and durations come out as each language writes them.
//!
//! Run them with `cargo test i18n` (the module names carry the word for that filter).

// A test binary: a failed expectation is a failed test, with its message.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use std::collections::{BTreeMap, BTreeSet};

use arbiter_quiz::i18n::embedded::{FtlFile, all_files, ftl_files};
use arbiter_quiz::i18n::{Arg, Locale, Localizer};
use fluent_syntax::ast;
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};

/// The names CLDR gives plural categories, which as variant keys mark a plural selector.
const CATEGORY_NAMES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// Numbers that between them reach every plural category of our locales, fractions
/// included (Russian uses `other` only for fractions).
const SAMPLE_NUMBERS: [f64; 14] = [
    0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 11.0, 12.0, 21.0, 22.0, 25.0, 101.0, 111.0, 1.5,
];

/// Variables that hold numbers even where no plural selector shows it.
const NUMERIC_VARIABLES: [&str; 2] = ["count", "year"];

/// What one message of one file declares: the variables of its value and, per attribute,
/// of that attribute.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
struct MessageShape {
    /// Whether the message has a value (a message may be attributes only).
    has_value: bool,
    /// Variables referenced by the value.
    value_vars: BTreeSet<String>,
    /// Attribute name → variables referenced by that attribute.
    attributes: BTreeMap<String, BTreeSet<String>>,
}

/// The parsed messages of one file: id → shape.
type FileShape = BTreeMap<String, MessageShape>;

/// Parses one embedded file, failing the test with every syntax error it has.
fn parse(locale: Locale, file: &FtlFile) -> ast::Resource<&'static str> {
    match fluent_syntax::parser::parse(file.source) {
        Ok(resource) => resource,
        Err((_, errors)) => {
            panic!(
                "{locale}/{}: {} syntax error(s): {errors:#?}",
                file.name,
                errors.len()
            )
        }
    }
}

/// Calls `visit` with every pattern of a message: its value and its attributes, labelled
/// `None` and `Some(name)`.
fn patterns<'a>(
    message: &'a ast::Message<&'static str>,
) -> impl Iterator<Item = (Option<&'static str>, &'a ast::Pattern<&'static str>)> {
    let value = message.value.as_ref().map(|pattern| (None, pattern));
    let attributes = message
        .attributes
        .iter()
        .map(|attr| (Some(attr.id.name), &attr.value));
    value.into_iter().chain(attributes)
}

/// Every variable a pattern references, directly or inside selectors, variants and
/// function or term arguments.
fn variables(pattern: &ast::Pattern<&'static str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

/// The variables of one expression.
fn expression_variables(expression: &ast::Expression<&'static str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for variant in variants {
                variables(&variant.value, out);
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, out),
    }
}

/// The variables of one inline expression.
fn inline_variables(inline: &ast::InlineExpression<&'static str>, out: &mut BTreeSet<String>) {
    let arguments = match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_owned());
            None
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => Some(arguments),
        ast::InlineExpression::TermReference { arguments, .. } => arguments.as_ref(),
        ast::InlineExpression::Placeable { expression } => {
            expression_variables(expression, out);
            None
        }
        ast::InlineExpression::StringLiteral { .. }
        | ast::InlineExpression::NumberLiteral { .. }
        | ast::InlineExpression::MessageReference { .. } => None,
    };
    if let Some(arguments) = arguments {
        for positional in &arguments.positional {
            inline_variables(positional, out);
        }
        for named in &arguments.named {
            inline_variables(&named.value, out);
        }
    }
}

/// A select expression that chooses by plural category: its selector's variable and its
/// variant keys.
#[derive(Debug)]
struct PluralSelect {
    /// The variable selected on.
    variable: String,
    /// The variant keys, plural category names and number literals alike.
    keys: BTreeSet<String>,
}

/// Every plural select expression in a pattern, nested ones included.
fn plural_selects(pattern: &ast::Pattern<&'static str>, out: &mut Vec<PluralSelect>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_selects(expression, out);
        }
    }
}

/// The plural selects of one expression.
fn expression_selects(expression: &ast::Expression<&'static str>, out: &mut Vec<PluralSelect>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            let keys: BTreeSet<String> = variants
                .iter()
                .map(|variant| match &variant.key {
                    ast::VariantKey::Identifier { name }
                    | ast::VariantKey::NumberLiteral { value: name } => (*name).to_owned(),
                })
                .collect();
            let is_plural = keys
                .iter()
                .any(|key| CATEGORY_NAMES.contains(&key.as_str()));
            if let (true, Some(variable)) = (is_plural, selector_variable(selector)) {
                out.push(PluralSelect { variable, keys });
            }
            for variant in variants {
                plural_selects(&variant.value, out);
            }
        }
        ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) => {
            expression_selects(expression, out);
        }
        ast::Expression::Inline(_) => {}
    }
}

/// The variable a selector chooses on: `$count`, or the first argument of `NUMBER($count)`.
fn selector_variable(selector: &ast::InlineExpression<&'static str>) -> Option<String> {
    match selector {
        ast::InlineExpression::VariableReference { id } => Some(id.name.to_owned()),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            arguments.positional.first().and_then(selector_variable)
        }
        _ => None,
    }
}

/// The messages of one file with their variables and attributes.
fn shape(resource: &ast::Resource<&'static str>) -> FileShape {
    let mut shape = FileShape::new();
    for entry in &resource.body {
        if let ast::Entry::Message(message) = entry {
            let mut message_shape = MessageShape {
                has_value: message.value.is_some(),
                ..MessageShape::default()
            };
            for (attribute, pattern) in patterns(message) {
                let mut vars = BTreeSet::new();
                variables(pattern, &mut vars);
                match attribute {
                    None => message_shape.value_vars = vars,
                    Some(name) => {
                        message_shape.attributes.insert(name.to_owned(), vars);
                    }
                }
            }
            shape.insert(message.id.name.to_owned(), message_shape);
        }
    }
    shape
}

/// The plural categories CLDR gives the language of `locale`, found by asking the same
/// rules Fluent uses for a spread of numbers.
fn plural_categories(locale: Locale) -> BTreeSet<&'static str> {
    let language = locale
        .langid()
        .language
        .as_str()
        .parse()
        .expect("a language subtag");
    let rules =
        PluralRules::create::<unic_langid::LanguageIdentifier>(language, PluralRuleType::CARDINAL)
            .expect("CLDR has rules for every supported language");
    let integers = (0..=1000).map(f64::from);
    let fractions = [0.5, 1.5, 2.5, 0.1, 1.25];
    integers
        .chain(fractions)
        .map(|n| match rules.select(n).expect("a finite number") {
            PluralCategory::ZERO => "zero",
            PluralCategory::ONE => "one",
            PluralCategory::TWO => "two",
            PluralCategory::FEW => "few",
            PluralCategory::MANY => "many",
            PluralCategory::OTHER => "other",
        })
        .collect()
}

/// One locale's files, each with its parsed text.
type ParsedLocale = (Locale, Vec<(FtlFile, ast::Resource<&'static str>)>);

/// Every locale with its files, parsed.
fn all_parsed() -> Vec<ParsedLocale> {
    Locale::ALL
        .into_iter()
        .map(|locale| {
            let files = ftl_files(locale)
                .into_iter()
                .map(|file| (file, parse(locale, &file)))
                .collect();
            (locale, files)
        })
        .collect()
}

/// Every message and term of a file, by id, with its whole text (value, attributes and
/// variants, as written).
fn entries(source: &str) -> BTreeMap<String, String> {
    let mut out: BTreeMap<String, String> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in source.lines() {
        let continues = line.starts_with([' ', '\t']) && !line.trim().is_empty();
        if continues {
            if let Some(text) = current.as_ref().and_then(|id| out.get_mut(id)) {
                text.push(' ');
                text.push_str(line.trim());
            }
            continue;
        }
        current = None;
        if let Some((id, value)) = line.split_once(" =")
            && !id.starts_with('#')
            && !id.contains(' ')
            && !id.is_empty()
        {
            out.insert(id.to_owned(), value.trim().to_owned());
            current = Some(id.to_owned());
        }
    }
    out
}

mod i18n_files {
    use super::*;

    #[test]
    fn the_embedded_copy_matches_the_i18n_folder() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("i18n");
        let mut on_disk = Vec::new();
        for dir in std::fs::read_dir(&root).expect("the i18n folder") {
            let dir = dir.expect("a folder entry").path();
            let tag = dir
                .file_name()
                .and_then(|name| name.to_str())
                .expect("a UTF-8 name");
            assert!(
                dir.is_dir(),
                "i18n/{tag} should be a locale folder, not a file"
            );
            assert!(
                Locale::ALL.iter().any(|locale| locale.tag() == tag),
                "i18n/{tag} is not a supported locale tag"
            );
            for file in std::fs::read_dir(&dir).expect("a locale folder") {
                let path = file.expect("a folder entry").path();
                let name = path
                    .file_name()
                    .and_then(|n| n.to_str())
                    .expect("a UTF-8 name");
                assert!(
                    path.is_file()
                        && (path.extension().is_some_and(|ext| ext == "ftl")
                            || name == "glossary.toml"),
                    "i18n/{tag}/{name} should be an .ftl file or the glossary"
                );
                on_disk.push((
                    format!("{tag}/{name}"),
                    std::fs::read(&path).expect("readable"),
                ));
            }
        }
        on_disk.sort();
        let embedded: Vec<(String, Vec<u8>)> = all_files()
            .into_iter()
            .map(|(path, bytes)| (path.to_owned(), bytes.to_vec()))
            .collect();
        let names = |files: &[(String, Vec<u8>)]| -> Vec<String> {
            files.iter().map(|(name, _)| name.clone()).collect()
        };
        assert_eq!(
            names(&embedded),
            names(&on_disk),
            "the binary embeds other files than i18n/ holds; after adding or removing a file, \
             run `touch src/i18n/embedded.rs` so that Cargo embeds the folder again"
        );
        for ((name, embedded), (_, disk)) in embedded.iter().zip(&on_disk) {
            assert!(
                embedded == disk,
                "i18n/{name} changed but the binary has the old copy"
            );
            assert!(
                std::str::from_utf8(disk).is_ok(),
                "i18n/{name} is not UTF-8"
            );
        }
    }

    #[test]
    fn every_locale_has_the_files_of_english() {
        let names = |locale| ftl_files(locale).iter().map(|f| f.name).collect::<Vec<_>>();
        let english = names(Locale::En);
        assert!(english.contains(&"common.ftl") && english.contains(&"notation.ftl"));
        for locale in Locale::ALL {
            assert_eq!(names(locale), english, "{locale} files");
        }
    }

    #[test]
    fn every_file_parses_without_junk() {
        for (locale, files) in all_parsed() {
            for (file, resource) in files {
                for entry in &resource.body {
                    if let ast::Entry::Junk { content } = entry {
                        panic!("{locale}/{}: cannot parse {content:?}", file.name);
                    }
                }
            }
        }
    }

    #[test]
    fn no_id_is_defined_twice_in_a_locale() {
        for (locale, files) in all_parsed() {
            let mut seen = BTreeMap::new();
            for (file, resource) in &files {
                for entry in &resource.body {
                    let id = match entry {
                        ast::Entry::Message(message) => message.id.name.to_owned(),
                        // fluent-rs keeps terms and messages in one namespace: a term
                        // `-x` and a message `x` collide, and the later one is dropped.
                        ast::Entry::Term(term) => term.id.name.to_owned(),
                        _ => continue,
                    };
                    if let Some(first) = seen.insert(id.clone(), file.name) {
                        panic!(
                            "{locale}: {id} is defined in {first} and again in {}",
                            file.name
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn every_locale_has_exactly_the_messages_attributes_and_variables_of_english() {
        let parsed = all_parsed();
        let english: BTreeMap<&str, FileShape> = parsed[0]
            .1
            .iter()
            .map(|(file, resource)| (file.name, shape(resource)))
            .collect();
        let mut problems = Vec::new();
        for (locale, files) in &parsed[1..] {
            for (file, resource) in files {
                let theirs = shape(resource);
                let Some(ours) = english.get(file.name) else {
                    continue;
                };
                let at = format!("{locale}/{}", file.name);
                for id in ours.keys().filter(|id| !theirs.contains_key(*id)) {
                    problems.push(format!("{at}: missing {id}"));
                }
                for id in theirs.keys().filter(|id| !ours.contains_key(*id)) {
                    problems.push(format!("{at}: {id} is not in English"));
                }
                for (id, theirs) in &theirs {
                    let Some(ours) = ours.get(id) else { continue };
                    if theirs.has_value != ours.has_value {
                        problems.push(format!("{at}: {id} value present differs from English"));
                    }
                    if theirs.value_vars != ours.value_vars {
                        problems.push(format!(
                            "{at}: {id} uses {:?}, English uses {:?}",
                            theirs.value_vars, ours.value_vars
                        ));
                    }
                    let names = |s: &MessageShape| s.attributes.keys().cloned().collect::<Vec<_>>();
                    if names(theirs) != names(ours) {
                        problems.push(format!(
                            "{at}: {id} has attributes {:?}, English has {:?}",
                            names(theirs),
                            names(ours)
                        ));
                    }
                    for (name, vars) in &theirs.attributes {
                        if ours
                            .attributes
                            .get(name)
                            .is_some_and(|english| english != vars)
                        {
                            problems.push(format!("{at}: {id}.{name} uses other variables"));
                        }
                    }
                }
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn plural_selectors_cover_exactly_the_categories_of_each_language() {
        let mut problems = Vec::new();
        let parsed = all_parsed();
        let english_plurals: BTreeSet<(String, String)> = parsed[0]
            .1
            .iter()
            .flat_map(|(_, resource)| message_selects(resource))
            .map(|(id, select)| (id, select.variable))
            .collect();
        for (locale, files) in &parsed {
            let categories = plural_categories(*locale);
            let mut found = BTreeSet::new();
            for (file, resource) in files {
                for (id, select) in message_selects(resource) {
                    let at = format!("{locale}/{}: {id} on ${}", file.name, select.variable);
                    for category in &categories {
                        if !select.keys.contains(*category) {
                            problems.push(format!("{at} lacks the [{category}] variant"));
                        }
                    }
                    for key in &select.keys {
                        if CATEGORY_NAMES.contains(&key.as_str())
                            && !categories.contains(key.as_str())
                        {
                            problems.push(format!("{at}: [{key}] is never chosen in {locale}"));
                        }
                    }
                    found.insert((id, select.variable));
                }
            }
            // Languages with more forms than singular and plural must choose among them
            // wherever English does; the others may write one form when theirs coincide.
            if categories.len() > 2 {
                for (id, variable) in english_plurals.difference(&found) {
                    problems.push(format!(
                        "{locale}: {id} should choose plural forms by ${variable}"
                    ));
                }
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    /// The plural selects of every message and attribute of a file, with the message id.
    fn message_selects(resource: &ast::Resource<&'static str>) -> Vec<(String, PluralSelect)> {
        let mut out = Vec::new();
        for entry in &resource.body {
            if let ast::Entry::Message(message) = entry {
                for (_, pattern) in patterns(message) {
                    let mut selects = Vec::new();
                    plural_selects(pattern, &mut selects);
                    out.extend(selects.into_iter().map(|s| (message.id.name.to_owned(), s)));
                }
            }
        }
        out
    }

    #[test]
    fn plural_rules_are_the_ones_the_translators_are_told() {
        let set = |names: &[&'static str]| names.iter().copied().collect::<BTreeSet<_>>();
        assert_eq!(
            plural_categories(Locale::Ru),
            set(&["one", "few", "many", "other"])
        );
        assert_eq!(plural_categories(Locale::ZhHans), set(&["other"]));
        for locale in [
            Locale::En,
            Locale::Uz,
            Locale::UzCyrl,
            Locale::Mn,
            Locale::Bg,
            Locale::Hy,
        ] {
            assert_eq!(
                plural_categories(locale),
                set(&["one", "other"]),
                "{locale}"
            );
        }
        let armenian = PluralRules::create(
            "hy".parse::<unic_langid::LanguageIdentifier>().unwrap(),
            PluralRuleType::CARDINAL,
        )
        .unwrap();
        assert_eq!(
            armenian.select(0),
            Ok(PluralCategory::ONE),
            "Armenian counts 0 as one"
        );
    }

    #[test]
    fn every_message_formats_without_errors_in_every_locale() {
        let english = english_patterns();
        let mut problems = Vec::new();
        for locale in Locale::ALL {
            let localizer = Localizer::new(locale);
            for EnglishPattern {
                id,
                attribute,
                vars,
                numeric,
            } in &english
            {
                for sample in SAMPLE_NUMBERS {
                    let args: Vec<(&str, Arg)> = vars
                        .iter()
                        .map(|var| {
                            let value = if numeric.contains(var) {
                                Arg::from(sample)
                            } else {
                                Arg::from("‹sample›")
                            };
                            (var.as_str(), value)
                        })
                        .collect();
                    match localizer.text_strict(id, attribute.as_deref(), &args) {
                        Ok(text) if text.trim().is_empty() => {
                            problems.push(format!("{locale}: {id} is empty"));
                        }
                        Ok(text) if text.contains(['{', '}']) => {
                            problems.push(format!("{locale}: {id} left a placeable: {text}"));
                        }
                        Ok(_) => {}
                        Err(error) => problems.push(error.to_string()),
                    }
                    if numeric.is_empty() {
                        break;
                    }
                }
            }
        }
        problems.dedup();
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    /// One English message value or attribute and what its arguments must be.
    struct EnglishPattern {
        /// The message id.
        id: String,
        /// The attribute, or `None` for the value.
        attribute: Option<String>,
        /// Every variable it references.
        vars: BTreeSet<String>,
        /// The variables among them that hold numbers.
        numeric: BTreeSet<String>,
    }

    /// Every English message value and attribute.
    fn english_patterns() -> Vec<EnglishPattern> {
        let mut out = Vec::new();
        for file in ftl_files(Locale::En) {
            let resource = parse(Locale::En, &file);
            for entry in &resource.body {
                let ast::Entry::Message(message) = entry else {
                    continue;
                };
                for (attribute, pattern) in patterns(message) {
                    let mut vars = BTreeSet::new();
                    variables(pattern, &mut vars);
                    let mut selects = Vec::new();
                    plural_selects(pattern, &mut selects);
                    let numeric = vars
                        .iter()
                        .filter(|var| {
                            NUMERIC_VARIABLES.contains(&var.as_str())
                                || selects.iter().any(|select| &select.variable == *var)
                        })
                        .cloned()
                        .collect();
                    out.push(EnglishPattern {
                        id: message.id.name.to_owned(),
                        attribute: attribute.map(str::to_owned),
                        vars,
                        numeric,
                    });
                }
            }
        }
        out
    }

    #[test]
    fn uzbek_uses_the_modifier_letters_for_its_apostrophes() {
        for locale in [Locale::Uz, Locale::UzCyrl] {
            for file in ftl_files(locale) {
                for (number, line) in file.source.lines().enumerate() {
                    assert!(
                        !line.contains(['\'', '\u{2018}', '\u{2019}', '`']),
                        "{locale}/{}:{}: write oʻ and gʻ with U+02BB and the glottal stop \
                         with U+02BC, not an apostrophe: {line}",
                        file.name,
                        number + 1
                    );
                }
            }
        }
    }

    #[test]
    fn no_word_mixes_latin_and_cyrillic_letters() {
        let script = |c: char| match c {
            'a'..='z' | 'A'..='Z' => Some('L'),
            '\u{0400}'..='\u{04FF}' => Some('C'),
            _ => None,
        };
        for locale in Locale::ALL {
            for file in ftl_files(locale) {
                for (number, line) in file.source.lines().enumerate() {
                    for word in line.split(|c: char| !c.is_alphanumeric()) {
                        let scripts: BTreeSet<char> = word.chars().filter_map(script).collect();
                        assert!(
                            scripts.len() < 2,
                            "{locale}/{}:{}: {word:?} mixes Latin and Cyrillic look-alikes",
                            file.name,
                            number + 1
                        );
                    }
                }
            }
        }
    }
}

mod i18n_localizer {
    use std::time::Duration;

    use super::*;

    #[test]
    fn russian_counts_take_their_three_forms() {
        let ru = Localizer::new(Locale::Ru);
        let minutes = |n: f64| ru.text("minutes", &[("count", Arg::from(n))]);
        assert_eq!(minutes(1.0), "1 минута");
        assert_eq!(minutes(2.0), "2 минуты");
        assert_eq!(minutes(5.0), "5 минут");
        assert_eq!(minutes(11.0), "11 минут");
        assert_eq!(minutes(21.0), "21 минута");
        assert_eq!(minutes(0.0), "0 минут");
        assert_eq!(minutes(1.5), "1,5 минуты");
    }

    #[test]
    fn numbers_are_written_with_the_locale_separator() {
        let cases = [
            (Locale::En, "1.5"),
            (Locale::ZhHans, "1.5"),
            (Locale::Ru, "1,5"),
        ];
        for (locale, expected) in cases {
            assert_eq!(Localizer::new(locale).number(1.5), expected);
        }
        for locale in [
            Locale::Uz,
            Locale::UzCyrl,
            Locale::Mn,
            Locale::Bg,
            Locale::Hy,
        ] {
            assert_eq!(Localizer::new(locale).number(0.5), "0,5", "{locale}");
        }
    }

    #[test]
    fn durations_read_naturally() {
        let two_and_a_half = Duration::from_secs(150);
        let cases = [
            (Locale::En, "2 minutes 30 seconds"),
            (Locale::Ru, "2 минуты 30 секунд"),
            (Locale::Bg, "2 минути и 30 секунди"),
            (Locale::Uz, "2 daqiqa 30 soniya"),
            (Locale::ZhHans, "2 分钟 30 秒"),
            (Locale::Hy, "2 րոպե 30 վայրկյան"),
        ];
        for (locale, expected) in cases {
            assert_eq!(Localizer::new(locale).duration(two_and_a_half), expected);
        }
        assert_eq!(
            Localizer::new(Locale::Ru).clock(Duration::from_secs(151)),
            "2:31"
        );
    }

    #[test]
    fn results_have_their_scoresheet_form() {
        let loc = Localizer::new(Locale::Hy);
        assert_eq!(loc.attr("result-white-wins", "score", &[]), "1-0");
        assert_eq!(loc.attr("result-draw", "score", &[]), "½-½");
        assert_eq!(loc.text("result-draw", &[]), "Ոչ-ոքի");
    }

    #[test]
    fn years_are_not_grouped_or_given_a_fraction() {
        let year = [("year", Arg::from(2023))];
        let en = Localizer::new(Locale::En);
        assert_eq!(en.attr("laws-edition", "short", &year), "FIDE Laws 2023");
        assert_eq!(en.text("laws-edition", &year), "FIDE Laws of Chess (2023)");
        let ru = Localizer::new(Locale::Ru);
        assert_eq!(ru.attr("laws-edition", "short", &year), "Правила ФИДЕ 2023");
    }

    #[test]
    fn every_reason_of_the_mate_oracle_has_a_message() {
        use arbiter_quiz::laws::mate::UnwinnableReason;

        let ids = ["mate-winnable", "mate-undetermined"];
        let reasons = UnwinnableReason::ALL;
        for locale in Locale::ALL {
            let loc = Localizer::new(locale);
            for id in ids
                .into_iter()
                .chain(reasons.map(UnwinnableReason::message_id))
            {
                assert!(loc.is_translated(id), "{locale} lacks {id}");
            }
        }
    }

    #[test]
    fn translations_use_the_digest_terms() {
        let cases = [
            (Locale::Uz, "checkmate", "Mot"),
            (Locale::UzCyrl, "dead-position", "Жонсиз вазият"),
            (Locale::UzCyrl, "stalemate", "Пат"),
            (Locale::Mn, "checkmate", "Мад"),
            (Locale::Mn, "dead-position", "Үхлийн байрлал"),
            (Locale::Hy, "dead-position", "Մեռյալ դիրք"),
            (Locale::Hy, "stalemate", "Պատ"),
            (Locale::Bg, "result-draw", "Реми"),
            (Locale::ZhHans, "checkmate", "将死"),
            (Locale::Ru, "dead-position", "Мёртвая позиция"),
        ];
        for (locale, id, expected) in cases {
            assert_eq!(
                Localizer::new(locale).text(id, &[]),
                expected,
                "{locale} {id}"
            );
        }
    }

    #[test]
    fn the_pseudo_locale_changes_every_english_letter() {
        let pseudo = Localizer::pseudo();
        for file in ftl_files(Locale::En) {
            let resource = parse(Locale::En, &file);
            for entry in &resource.body {
                let ast::Entry::Message(message) = entry else {
                    continue;
                };
                if message.value.is_none() {
                    continue;
                }
                let text = pseudo.text(message.id.name, &[]);
                let plain = text
                    .chars()
                    .filter(char::is_ascii_alphabetic)
                    .collect::<String>();
                // Only the product name and variables left as `{$name}` may stay Latin.
                let allowed =
                    plain.is_empty() || text.contains("Arbiter Quiz") || text.contains('{');
                assert!(allowed, "{}: {text}", message.id.name);
            }
        }
    }
}

mod i18n_notation {
    use arbiter_quiz::i18n::{LetterStyle, Notation};
    use shakmaty::fen::Fen;
    use shakmaty::san::{San, SanPlus};
    use shakmaty::uci::UciMove;
    use shakmaty::{CastlingMode, Chess, Color, Move, Position, Role};

    use super::*;

    fn notation(locale: Locale) -> Notation {
        Notation::new(&Localizer::new(locale), LetterStyle::National)
    }

    fn write(locale: Locale, san: &str) -> String {
        notation(locale).san_plus(&san.parse::<SanPlus>().expect("valid SAN"))
    }

    #[test]
    fn moves_in_every_locale() {
        let expected: [(Locale, [&str; 7]); 8] = [
            (
                Locale::En,
                ["Nf3", "O-O", "O-O-O", "e8=Q", "Qxe7#", "Kxf2+", "exd6"],
            ),
            (
                Locale::Uz,
                ["Of3", "0-0", "0-0-0", "e8Fz", "Fzxe7#", "Shxf2+", "exd6"],
            ),
            (
                Locale::UzCyrl,
                ["Оf3", "0-0", "0-0-0", "e8Фз", "Фзxe7#", "Шxf2+", "exd6"],
            ),
            (
                Locale::Mn,
                ["Nf3", "0-0", "0-0-0", "e8=Q", "Qxe7#", "Kxf2+", "exd6"],
            ),
            (
                Locale::Bg,
                ["Кf3", "0-0", "0-0-0", "e8Д", "Дxe7#", "Цxf2+", "exd6"],
            ),
            (
                Locale::ZhHans,
                ["Nf3", "0-0", "0-0-0", "e8=Q", "Qxe7#", "Kxf2+", "exd6"],
            ),
            (
                Locale::Hy,
                ["Ձf3", "0-0", "0-0-0", "e8Թ", "Թxe7#", "Աxf2+", "exd6"],
            ),
            (
                Locale::Ru,
                ["Кf3", "0-0", "0-0-0", "e8Ф", "Фxe7#", "Крxf2+", "exd6"],
            ),
        ];
        let sans = ["Nf3", "O-O", "O-O-O", "e8=Q", "Qxe7#", "Kxf2+", "exd6"];
        for (locale, written) in expected {
            for (san, want) in sans.iter().zip(written) {
                assert_eq!(write(locale, san), want, "{locale}: {san}");
            }
        }
    }

    #[test]
    fn disambiguation_and_underpromotion() {
        assert_eq!(write(Locale::Ru, "Nbd7"), "Кbd7");
        assert_eq!(write(Locale::Ru, "R1e2"), "Л1e2");
        assert_eq!(write(Locale::Uz, "Ng1xf3"), "Og1xf3");
        assert_eq!(write(Locale::Hy, "gxh1=N+"), "gxh1Ձ+");
        assert_eq!(write(Locale::En, "bxa1=R"), "bxa1=R");
    }

    #[test]
    fn international_letters_on_request() {
        let ru = Notation::new(&Localizer::new(Locale::Ru), LetterStyle::International);
        let write = |san: &str| ru.san_plus(&san.parse::<SanPlus>().unwrap());
        assert_eq!(write("Nf3"), "Nf3");
        assert_eq!(write("e8=Q"), "e8=Q");
        assert_eq!(write("O-O"), "0-0");
        assert_eq!(ru.letters(), "K Q R B N");
        assert_eq!(ru.board_letter(Role::King, Color::Black), "k");
    }

    #[test]
    fn letters_for_the_setting() {
        assert_eq!(notation(Locale::Ru).letters(), "Кр Ф Л С К");
        assert_eq!(notation(Locale::Uz).letters(), "Sh Fz R F O");
        assert_eq!(notation(Locale::Bg).letters(), "Ц Д Т О К");
        assert_eq!(notation(Locale::Hy).letters(), "Ա Թ Ն Փ Ձ");
        assert_eq!(notation(Locale::Mn).letters(), "K Q R B N");
        assert_eq!(notation(Locale::Ru).letter(Role::Pawn), "");
    }

    #[test]
    fn board_letters_fit_a_square_and_tell_pieces_and_colours_apart() {
        for locale in Locale::ALL {
            let notation = notation(locale);
            let mut seen = BTreeSet::new();
            for color in Color::ALL {
                for role in Role::ALL {
                    let letter = notation.board_letter(role, color);
                    let chars = letter.chars().count();
                    assert!((1..=2).contains(&chars), "{locale}: {role:?} is {letter:?}");
                    assert!(
                        letter
                            .chars()
                            .all(|c| !('\u{2E80}'..='\u{9FFF}').contains(&c)),
                        "{locale}: {letter:?} would be two columns wide"
                    );
                    assert!(seen.insert(letter.to_owned()), "{locale}: {letter:?} twice");
                }
            }
        }
        let ru = notation(Locale::Ru);
        assert_eq!(ru.board_letter(Role::King, Color::White), "Кр");
        assert_eq!(ru.board_letter(Role::King, Color::Black), "кр");
        assert_eq!(
            notation(Locale::UzCyrl).board_letter(Role::Queen, Color::Black),
            "фз"
        );
        assert_eq!(
            notation(Locale::Hy).board_letter(Role::Knight, Color::Black),
            "ձ"
        );
        assert_eq!(
            notation(Locale::ZhHans).board_letter(Role::Pawn, Color::Black),
            "p"
        );
    }

    fn uci(pos: &Chess, text: &str) -> Move {
        text.parse::<UciMove>().unwrap().to_move(pos).unwrap()
    }

    #[test]
    fn moves_played_in_a_position_and_lines() {
        let start = Chess::default();
        let ru = notation(Locale::Ru);
        assert_eq!(ru.move_in(&start, uci(&start, "g1f3")), "Кf3");

        let mut pos = start.clone();
        let mut moves = Vec::new();
        for text in ["e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"] {
            let m = uci(&pos, text);
            moves.push(m);
            pos.play_unchecked(m);
        }
        assert_eq!(
            ru.line(&start, &moves),
            "1. e4 e5 2. Фh5 Кc6 3. Сc4 Кf6 4. Фxf7#"
        );
        assert_eq!(notation(Locale::En).line(&start, &moves[..2]), "1. e4 e5");

        let after_e4: Chess =
            Fen::from_ascii(b"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
                .unwrap()
                .into_position(CastlingMode::Standard)
                .unwrap();
        let reply = uci(&after_e4, "g8f6");
        assert_eq!(notation(Locale::Bg).line(&after_e4, &[reply]), "1... Кf6");
    }

    #[test]
    fn an_illegal_move_is_still_written() {
        let start = Chess::default();
        let blocked = Move::Normal {
            role: Role::Bishop,
            from: shakmaty::Square::F1,
            capture: None,
            to: shakmaty::Square::B5,
            promotion: None,
        };
        assert!(!start.is_legal(blocked));
        assert_eq!(notation(Locale::Ru).move_in(&start, blocked), "Сb5");
        assert_eq!(notation(Locale::Ru).line(&start, &[blocked]), "");
    }

    #[test]
    fn english_readers_see_the_content_as_typed() {
        use arbiter_quiz::content::Library;
        use arbiter_quiz::i18n::move_markup;

        let library = Library::built_in();
        let english = [
            notation(Locale::En),
            Notation::new(&Localizer::new(Locale::En), LetterStyle::International),
        ];
        let mut marked = 0;
        for (file, texts) in library.texts() {
            for text in texts.written().values() {
                if !text.contains('{') {
                    continue;
                }
                marked += 1;
                let typed = text.replace(['{', '}'], "");
                for notation in &english {
                    assert_eq!(move_markup::render(text, notation), typed, "{file}");
                }
            }
        }
        assert!(marked > 300, "only {marked} texts with move markup");
    }

    #[test]
    fn null_and_drop_moves() {
        let en = notation(Locale::En);
        assert_eq!(en.san(&San::Null), "--");
        let drop: San = "N@f3".parse().unwrap();
        assert_eq!(notation(Locale::Hy).san(&drop), "Ձ@f3");
    }
}

mod i18n_uzbek_scripts {
    use arbiter_quiz::content::Library;
    use arbiter_quiz::i18n::uzbek_cyrillic_to_latin;

    use super::*;

    /// Spaces collapsed, so that line breaks and indentation are not differences.
    fn normalise(text: &str) -> String {
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    /// A difference between the Latin text and the Cyrillic one written in Latin.
    fn drift(place: &str, latin: &str, cyrillic: &str) -> Option<String> {
        let from_cyrillic = normalise(&uzbek_cyrillic_to_latin(cyrillic));
        let latin = normalise(latin);
        (from_cyrillic != latin).then(|| {
            let common = from_cyrillic
                .split(' ')
                .zip(latin.split(' '))
                .take_while(|(a, b)| a == b)
                .count();
            let at = |text: &str| {
                text.split(' ')
                    .skip(common)
                    .take(4)
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            format!(
                "{place}: uz «…{}» but uz-Cyrl in Latin «…{}»",
                at(&latin),
                at(&from_cyrillic)
            )
        })
    }

    #[test]
    fn uzbek_messages_say_the_same_in_both_scripts() {
        let mut problems = Vec::new();
        let cyrillic = ftl_files(Locale::UzCyrl);
        for latin_file in ftl_files(Locale::Uz) {
            let Some(cyrillic_file) = cyrillic.iter().find(|f| f.name == latin_file.name) else {
                continue;
            };
            let latin = entries(latin_file.source);
            let cyrillic = entries(cyrillic_file.source);
            for (id, latin_text) in &latin {
                let place = format!("{}: {id}", latin_file.name);
                match cyrillic.get(id) {
                    Some(cyrillic_text) => {
                        problems.extend(drift(&place, latin_text, cyrillic_text));
                    }
                    None => problems.push(format!("{place}: only in uz")),
                }
            }
            for id in cyrillic.keys().filter(|id| !latin.contains_key(*id)) {
                problems.push(format!("{}: {id}: only in uz-Cyrl", latin_file.name));
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn uzbek_content_says_the_same_in_both_scripts() {
        let library = Library::built_in();
        let mut problems = Vec::new();
        let mut compared = 0;
        for (file, texts) in library.texts() {
            let written = texts.written();
            match (written.get("uz"), written.get("uz-Cyrl")) {
                (Some(latin), Some(cyrillic)) => {
                    compared += 1;
                    problems.extend(drift(file, latin, cyrillic));
                }
                (None, None) => {}
                _ => problems.push(format!("{file}: a text in one Uzbek script only")),
            }
        }
        assert!(compared > 300, "only {compared} Uzbek texts found");
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn a_drift_is_found_and_shown() {
        assert_eq!(drift("x", "blankni koʻrish", "бланкни кўриш"), None);
        assert_eq!(
            drift("x", "bayonnomani koʻrish", "бланкни кўриш").as_deref(),
            Some("x: uz «…bayonnomani koʻrish» but uz-Cyrl in Latin «…blankni koʻrish»")
        );
    }
}

mod i18n_glossary {
    use arbiter_quiz::content::Library;
    use arbiter_quiz::i18n::Glossary;

    use super::*;

    fn glossary(locale: Locale) -> Glossary {
        Glossary::of(locale).unwrap_or_else(|| panic!("i18n/{locale}/glossary.toml"))
    }

    /// What `glossary` finds in `text`, as lines for a failure message.
    fn misuses(glossary: &Glossary, place: &str, text: &str) -> Vec<String> {
        glossary
            .find(text)
            .into_iter()
            .map(|m| {
                format!(
                    "{place}: «{}» — the glossary's word for {} is «{}»",
                    &text[m.range], m.concept, m.chosen
                )
            })
            .collect()
    }

    #[test]
    fn every_glossary_names_the_same_concepts_as_english() {
        let english: Vec<String> = glossary(Locale::En).entries.into_keys().collect();
        for locale in Locale::ALL {
            let theirs: Vec<String> = glossary(locale).entries.into_keys().collect();
            assert_eq!(theirs, english, "{locale}");
        }
    }

    #[test]
    fn messages_use_the_glossary_words() {
        let mut problems = Vec::new();
        for locale in Locale::ALL {
            let glossary = glossary(locale);
            for file in ftl_files(locale) {
                for (id, text) in entries(file.source) {
                    let place = format!("{locale}/{}: {id}", file.name);
                    problems.extend(misuses(&glossary, &place, &text));
                }
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn content_uses_the_glossary_words() {
        let library = Library::built_in();
        let glossaries: Vec<(Locale, Glossary)> =
            Locale::ALL.into_iter().map(|l| (l, glossary(l))).collect();
        let mut problems = Vec::new();
        for (file, texts) in library.texts() {
            for (lang, text) in texts.written() {
                if let Some((_, glossary)) = glossaries.iter().find(|(l, _)| l.tag() == lang) {
                    problems.extend(misuses(glossary, &format!("{file} ({lang})"), text));
                }
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn an_avoided_word_is_found_in_a_message() {
        let ru = glossary(Locale::Ru);
        assert_eq!(
            misuses(&ru, "x", "Арбитр смотрит протокол."),
            ["x: «протокол» — the glossary's word for scoresheet is «бланк (для записи партии)»"]
        );
        let zh = glossary(Locale::ZhHans);
        assert_eq!(misuses(&zh, "x", "查看判决").len(), 1);
    }
}

mod i18n_typography {
    use arbiter_quiz::content::Library;

    use super::*;

    /// Every locale's message texts with where they come from, and every content text in
    /// the locale's language.
    fn texts_of(locale: Locale, library: &Library) -> Vec<(String, String)> {
        let mut out = Vec::new();
        for file in ftl_files(locale) {
            for (id, text) in entries(file.source) {
                out.push((format!("{locale}/{}: {id}", file.name), text));
            }
        }
        for (file, texts) in library.texts() {
            if let Some(text) = texts.written().get(locale.tag()) {
                out.push((format!("{file} ({locale})"), text.clone()));
            }
        }
        out
    }

    #[test]
    fn fide_is_written_in_the_script_of_the_text() {
        let library = Library::built_in();
        let mut problems = Vec::new();
        for (locale, name) in [
            (Locale::Ru, "ФИДЕ"),
            (Locale::Bg, "ФИДЕ"),
            (Locale::UzCyrl, "ФИДЕ"),
            (Locale::Mn, "ФИДЕ"),
            (Locale::Hy, "ՖԻԴԵ"),
        ] {
            for (place, text) in texts_of(locale, &library) {
                let latin = text
                    .split(|c: char| !c.is_alphanumeric())
                    .any(|word| word.eq_ignore_ascii_case("fide"));
                if latin {
                    problems.push(format!("{place}: write {name}, not FIDE: {text}"));
                }
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    /// Whether the Mongolian case ending `suffix` (written after a hyphen) fits a number
    /// whose spoken form ends in the digit `last`: the vowel of the ending follows the vowel
    /// of the numeral (нэг-ээс, хоёр-оос, гурв-аас, дөрв-өөс, ес-өөс), and зургаа and долоо
    /// take a г before it (зургаа-гаас, долоо-гийн). The ordinal `-р` and the dative `-д`,
    /// `-т` fit every number. `None` when the number ends in 0, whose numeral depends on
    /// the digits before it.
    fn mongolian_suffix_fits(last: char, suffix: &str) -> Option<bool> {
        let (vowel, g) = match last {
            '1' => ('э', false),
            '2' | '7' => ('о', last == '7'),
            '3' | '5' | '6' | '8' => ('а', last == '6'),
            '4' | '9' => ('ө', false),
            _ => return None,
        };
        if ["р", "д", "т"].contains(&suffix) {
            return Some(true);
        }
        // The dative of the stems with a hidden n (нэг(эн), ес(өн)): "7-р сарын 1-нд".
        if suffix == "нд" {
            return Some(matches!(last, '1' | '9'));
        }
        let Some(ending) = (if g {
            suffix.strip_prefix('г')
        } else {
            Some(suffix)
        }) else {
            return Some(false);
        };
        let front = matches!(vowel, 'э' | 'ө');
        let long: String = [vowel, vowel].iter().collect();
        let fits = match ending {
            "ын" | "ыг" => !front && !g,
            "ийн" | "ийг" => front || g,
            "" => g,
            _ => {
                ending == format!("{long}с")
                    || ending == format!("{long}р")
                    || ending == format!("т{}й", if front { 'э' } else { vowel })
            }
        };
        Some(fits)
    }

    #[test]
    fn mongolian_case_endings_follow_the_number() {
        let library = Library::built_in();
        let mut problems = Vec::new();
        for (place, text) in texts_of(Locale::Mn, &library) {
            let chars: Vec<char> = text.chars().collect();
            for (i, c) in chars.iter().enumerate() {
                if *c != '-' || i == 0 {
                    continue;
                }
                let suffix: String = chars[i + 1..]
                    .iter()
                    .take_while(|c| c.is_alphabetic())
                    .collect();
                if suffix.is_empty() || suffix.is_ascii() {
                    continue;
                }
                let before = chars[i - 1];
                let wrong = if before == '}' {
                    // A number the program fills in: its ending cannot be chosen here.
                    !["р", "д", "т"].contains(&suffix.as_str())
                } else if before.is_ascii_digit() {
                    mongolian_suffix_fits(before, &suffix) == Some(false)
                } else {
                    false
                };
                if wrong {
                    problems.push(format!("{place}: …{before}-{suffix}: {text}"));
                }
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn mongolian_endings_by_numeral() {
        let cases = [
            ('1', "ээс", Some(true)),
            ('1', "аас", Some(false)),
            ('2', "оос", Some(true)),
            ('2', "ын", Some(true)),
            ('3', "аар", Some(true)),
            ('4', "өөс", Some(true)),
            ('4', "ийн", Some(true)),
            ('4', "ын", Some(false)),
            ('5', "ын", Some(true)),
            ('6', "гийн", Some(true)),
            ('6', "ийн", Some(false)),
            ('7', "гоос", Some(true)),
            ('9', "өөр", Some(true)),
            ('5', "д", Some(true)),
            ('2', "р", Some(true)),
            ('1', "нд", Some(true)),
            ('5', "нд", Some(false)),
            ('0', "аас", None),
        ];
        for (last, suffix, expected) in cases {
            assert_eq!(
                mongolian_suffix_fits(last, suffix),
                expected,
                "{last}-{suffix}"
            );
        }
    }

    #[test]
    fn chinese_joins_labels_and_lists_with_full_width_punctuation() {
        let zh = Localizer::new(Locale::ZhHans);
        assert_eq!(zh.label_value("版本", "2018"), "版本：2018");
        assert_eq!(zh.list(["A.1", "B.1"]), "A.1、B.1");
        assert_eq!(
            zh.text(
                "result-figures-words",
                &[
                    ("figures", Arg::from("1-0")),
                    ("words", Arg::from("白方胜"))
                ]
            ),
            "1-0（白方胜）"
        );
        for locale in Locale::ALL {
            let loc = Localizer::new(locale);
            let joined = loc.label_value("L", "V");
            assert!(
                joined.starts_with('L') && joined.ends_with('V'),
                "{locale}: {joined}"
            );
        }
    }
}
