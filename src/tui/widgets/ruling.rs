//! The texts of the answer panel: the engine's ruling with its articles and reasoning, the
//! author's explanation, and the mate proof; and the names of editions and topics.

use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};

use crate::content::{Localized, Scenario};
use crate::i18n::{Arg, Localizer, RulingText};
use crate::laws::Ruling;
use crate::laws::mate::MateVerdict;
use crate::tui::theme::Theme;
use crate::tui::wrap::hanging;

/// The short name of an edition ("FIDE Laws 2018").
pub fn edition_name(loc: &Localizer, year: u16) -> String {
    loc.attr("laws-edition", "short", &[("year", Arg::from(year))])
}

/// The ruling: summary, articles, and the reasoning step by step.
pub fn ruling_lines(
    ruling: &Ruling,
    rt: &RulingText<'_>,
    loc: &Localizer,
    theme: Theme,
    width: u16,
) -> Vec<Line<'static>> {
    let mut out = Vec::new();
    let bold = Style::new().add_modifier(Modifier::BOLD);
    for line in rt.summary(ruling) {
        out.extend(hanging(
            Span::styled("• ", theme.accent()),
            &line,
            width,
            bold,
        ));
    }
    let cited = ruling.citations();
    if !cited.is_empty() {
        out.push(Line::raw(""));
        let text = format!(
            "{} · {}",
            edition_name(loc, ruling.edition.year()),
            loc.text(
                "ruling-articles",
                &[("list", Arg::from(rt.articles(&cited)))]
            )
        );
        out.extend(hanging(Span::raw(""), &text, width, theme.key()));
    }
    if !ruling.steps.is_empty() {
        out.push(Line::raw(""));
        out.push(Line::styled(loc.text("ruling-steps", &[]), theme.title()));
        for (i, step) in ruling.steps.iter().enumerate() {
            let mut text = rt.step(step);
            if !step.articles.is_empty() {
                text = format!("{text} [{}]", rt.articles(&step.articles));
            }
            out.extend(hanging(
                Span::styled(format!("{}. ", i + 1), theme.dim()),
                &text,
                width,
                Style::new(),
            ));
        }
    }
    out
}

/// The author's explanation, marked when it is the English fallback; for a discussion item
/// the defensible readings come first, under their heading.
pub fn explanation_lines(
    scenario: &Scenario,
    lang: &str,
    loc: &Localizer,
    theme: Theme,
    width: u16,
) -> Vec<Line<'static>> {
    let mut out: Vec<Line> = Vec::new();
    if let Some(readings) = scenario.readings.get(lang) {
        out.extend(hanging(
            Span::raw(""),
            &loc.text("discussion-readings", &[]),
            width,
            theme.accent(),
        ));
        paragraphs(&mut out, readings, loc, theme, width);
        out.push(Line::raw(""));
    }
    match scenario.explanation.get(lang) {
        Some(text) => paragraphs(&mut out, text, loc, theme, width),
        None => out.push(Line::styled(loc.text("explanation-none", &[]), theme.dim())),
    }
    out
}

/// An author's text split into its paragraphs, marked when it is the English fallback.
fn paragraphs(
    out: &mut Vec<Line<'static>>,
    text: Localized<'_>,
    loc: &Localizer,
    theme: Theme,
    width: u16,
) {
    for (i, paragraph) in text.text.split("\n\n").enumerate() {
        if i > 0 {
            out.push(Line::raw(""));
        }
        out.extend(hanging(
            Span::raw(""),
            paragraph.trim(),
            width,
            Style::new(),
        ));
    }
    if text.fallback {
        out.push(Line::styled(loc.text("untranslated", &[]), theme.dim()));
    }
}

/// The mate findings: each side examined, the verdict, and the line or the reason.
pub fn proof_lines(
    ruling: &Ruling,
    ply: usize,
    rt: &RulingText<'_>,
    loc: &Localizer,
    theme: Theme,
    width: u16,
) -> Vec<Line<'static>> {
    let mut out = Vec::new();
    for finding in &ruling.mate {
        if !out.is_empty() {
            out.push(Line::raw(""));
        }
        let question = loc.text(
            "proof-question",
            &[("side", Arg::from(rt.side(finding.side)))],
        );
        let (answer, style) = match finding.verdict.can_mate() {
            Some(true) => (loc.text("yes", &[]), theme.right()),
            Some(false) => (loc.text("no", &[]), theme.wrong()),
            None => (loc.text("proof-unknown", &[]), theme.accent()),
        };
        out.push(Line::from(vec![
            Span::styled(question, theme.title()),
            Span::raw(" "),
            Span::styled(answer, style),
        ]));
        out.extend(hanging(
            Span::raw(""),
            &rt.mate(finding),
            width,
            Style::new(),
        ));
        if let MateVerdict::Winnable(line) = &finding.verdict {
            let shown = ply.min(line.len());
            out.push(Line::raw(""));
            out.extend(hanging(
                Span::styled("⌖ ", theme.key()),
                &loc.text(
                    "proof-walk",
                    &[("ply", Arg::from(shown)), ("plies", Arg::from(line.len()))],
                ),
                width,
                theme.key(),
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::{Library, Status, Texts};
    use crate::i18n::Locale;
    use crate::tui::theme::{BoardColours, ColourDepth};

    fn text(lines: &[Line<'_>]) -> String {
        lines
            .iter()
            .map(|l| {
                l.spans
                    .iter()
                    .map(|s| s.content.as_ref())
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn a_discussion_item_shows_its_readings_before_the_explanation() {
        let lib = Library::built_in();
        let mut scenario = lib.scenarios().next().unwrap().clone();
        let theme = Theme {
            depth: ColourDepth::None,
            board: BoardColours::Wood,
            glyphs: crate::tui::symbols::Glyphs::Full,
        };
        let loc = Localizer::new(Locale::Ru);
        let plain = text(&explanation_lines(&scenario, "ru", &loc, theme, 200));
        assert!(!plain.contains("Допустимые толкования"), "{plain}");
        scenario.status = Status::Discussion;
        scenario.readings =
            Texts::new([("en".to_owned(), "Reading one. Reading two.".to_owned())].into());
        let shown = text(&explanation_lines(&scenario, "ru", &loc, theme, 200));
        let heading = shown.find("Допустимые толкования").unwrap();
        let readings = shown.find("Reading one. Reading two.").unwrap();
        assert!(heading < readings && shown.ends_with(&plain), "{shown}");
        let untranslated = loc.text("untranslated", &[]);
        assert_eq!(
            shown.matches(&untranslated).count(),
            plain.matches(&untranslated).count() + 1,
            "the English readings are marked: {shown}"
        );
    }
}
