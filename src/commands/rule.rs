//! `arbiter-quiz rule FILE [--laws E] [--json]`: the engine's ruling on one scenario file,
//! for a person or, as JSON, for tools.

use std::path::Path;
use std::process::ExitCode;

use super::diagnostics::Reporter;
use super::stdout;
use crate::content::{PackContext, Scenario, Severity, Texts, parse_scenario};
use crate::i18n::{Arg, LetterStyle, Localizer, Notation, RulingText};
use crate::laws::mate::MateVerdict;
use crate::laws::{Edition, decide};

/// The pack defaults of a scenario file: its folder's `pack.toml` if there is one.
fn context_for(file: &Path) -> (String, Edition, Vec<String>) {
    let meta = file
        .parent()
        .map(|d| d.join("pack.toml"))
        .and_then(|p| std::fs::read_to_string(p).ok());
    let parsed = meta.and_then(|text| {
        let value: toml::Table = toml::from_str(&text).ok()?;
        let id = value.get("id")?.as_str()?.to_owned();
        let laws = value
            .get("laws")
            .and_then(|v| v.as_str())
            .and_then(|s| s.parse().ok())
            .unwrap_or_default();
        let langs = value
            .get("languages")
            .and_then(|v| v.as_array())
            .map_or_else(
                || vec!["en".to_owned()],
                |a| {
                    a.iter()
                        .filter_map(|l| l.as_str().map(str::to_owned))
                        .collect()
                },
            );
        Some((id, laws, langs))
    });
    parsed.unwrap_or_else(|| {
        (
            "loose".to_owned(),
            Edition::default(),
            vec!["en".to_owned()],
        )
    })
}

/// Runs the command.
pub fn run(loc: &Localizer, file: &Path, laws: Option<Edition>, json: bool) -> ExitCode {
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!(
                "{}",
                loc.text(
                    "content-unreadable",
                    &[("reason", Arg::from(format!("{}: {e}", file.display())))]
                )
            );
            return ExitCode::from(2);
        }
    };
    let (id, pack_laws, languages) = context_for(file);
    let context = PackContext {
        id: &id,
        laws: pack_laws,
        languages: &languages,
        replay: true,
    };
    let (scenario, problems) = parse_scenario(&file.display().to_string(), &text, &context);
    let reporter = Reporter::new(loc);
    for p in &problems {
        eprint!("{}", reporter.render(p));
    }
    let Some(mut scenario) = scenario else {
        return ExitCode::FAILURE;
    };
    let edition = laws.unwrap_or(scenario.edition());
    let ruling = match decide(&scenario.case_for(edition)) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let notation = Notation::new(loc, LetterStyle::National);
    scenario.show_moves(&notation);
    let writer = RulingText::new(loc, &notation);
    let correct: Vec<usize> = scenario
        .options
        .iter()
        .enumerate()
        .filter(|(_, o)| o.expect.matches(&ruling))
        .map(|(i, _)| i)
        .collect();
    if json {
        let mut value = super::json::ruling(&ruling, &writer);
        value["scenario"] = serde_json::json!(scenario.id);
        value["correct_options"] = serde_json::json!(
            correct
                .iter()
                .map(|i| Scenario::letter(*i).to_string())
                .collect::<Vec<_>>()
        );
        stdout::line(format_args!("{value:#}"));
    } else {
        stdout::put(human(loc, &writer, &scenario, &ruling, &correct));
    }
    if problems.iter().any(|p| p.severity == Severity::Error) {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

fn human(
    loc: &Localizer,
    writer: &RulingText<'_>,
    scenario: &Scenario,
    ruling: &crate::laws::Ruling,
    correct: &[usize],
) -> String {
    use std::fmt::Write as _;
    let lang = loc.locale().tag();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        loc.text(
            "ruling-heading",
            &[("edition", Arg::from(ruling.edition.to_string()))]
        )
    );
    let _ = writeln!(out, "{}\n", marked(&scenario.question.text, lang, loc));
    for line in writer.summary(ruling) {
        let _ = writeln!(out, "  {line}");
    }
    let _ = writeln!(out, "\n{}", loc.text("ruling-steps", &[]));
    for (i, step) in ruling.steps.iter().enumerate() {
        let articles = if step.articles.is_empty() {
            String::new()
        } else {
            format!(" [{}]", writer.articles(&step.articles))
        };
        let _ = writeln!(out, "  {}. {}{articles}", i + 1, writer.step(step));
    }
    // The steps already give the reason no mate exists; a mating line is new information.
    for m in ruling
        .mate
        .iter()
        .filter(|m| matches!(m.verdict, MateVerdict::Winnable(_)))
    {
        let _ = writeln!(out, "  • {}", writer.mate(m));
    }
    let _ = writeln!(
        out,
        "\n{}",
        loc.text(
            "ruling-articles",
            &[("list", Arg::from(writer.articles(&ruling.citations())))]
        )
    );
    let _ = writeln!(out);
    for (i, option) in scenario.options.iter().enumerate() {
        let mark = if correct.contains(&i) { "✓" } else { " " };
        let _ = writeln!(
            out,
            "  {mark} {}) {}",
            Scenario::letter(i),
            marked(&option.text, lang, loc)
        );
    }
    out
}

/// The author's text in the reader's language, or the English one marked as untranslated.
fn marked(texts: &Texts, lang: &str, loc: &Localizer) -> String {
    match texts.get(lang) {
        Some(l) if l.fallback => format!("{} {}", l.text, loc.text("untranslated", &[])),
        Some(l) => l.text.to_owned(),
        None => String::new(),
    }
}
