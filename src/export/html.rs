//! The handout as two self-contained HTML pages, the participants' paper and the lecturer's
//! key, for printing from a browser: inline CSS and SVG only, A4 print styles with our own
//! page footer in place of the browser's, no question split across pages, and a font stack
//! that covers all eight scripts (Noto for Armenian and Chinese where it is installed).

use std::fmt::Write as _;

use super::diagram;
use super::paper::{Clocks, Handout, Item, Text, heading, label};
use crate::content::Scenario;
use crate::i18n::{Arg, Localizer};

/// Fonts for every script of the app: Latin, Cyrillic, Armenian and Chinese, with the Noto
/// families first where they are installed and each system's own fonts after them.
const FONTS: &str = r#""Noto Sans", "Noto Sans Armenian", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "PingFang SC", "Microsoft YaHei", "DejaVu Sans", "Segoe UI", Arial, sans-serif"#;

/// The style sheet shared by the paper and the key, with `FONTS` standing for [`FONTS`];
/// [`page_rules`] adds the page set-up.
const STYLE: &str = r#"
:root { color-scheme: light; }
body { font-family: FONTS; font-size: 10.5pt; line-height: 1.42; color: #111; margin: 0; }
html:lang(hy) body {
  font-family: "Noto Sans Armenian", "Noto Sans", "DejaVu Sans", "Segoe UI", Arial, sans-serif;
}
html:lang(zh-Hans) body {
  font-family: "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "PingFang SC",
    "Microsoft YaHei", "Noto Sans", "DejaVu Sans", sans-serif;
}
html:lang(zh-Hans) [lang="en"] { font-family: FONTS; }
header.doc { border-bottom: 2px solid #222; padding-bottom: 2mm; margin-bottom: 3mm; }
header.doc h1 { font-size: 17pt; line-height: 1.2; margin: 0; }
header.doc .kind { font-size: 12.5pt; font-weight: 600; margin: 0.5mm 0 1mm; }
header.doc .meta { color: #333; margin: 0; }
.candidate { display: flex; gap: 8mm; margin: 3mm 0 1mm; }
.candidate span { flex: 1; border-bottom: 1px solid #000; padding-top: 4mm; }
.candidate span.short { flex: 0 0 40mm; }
.instructions { font-style: italic; color: #333; margin: 2mm 0 0; }
section.q, section.k { break-inside: avoid; page-break-inside: avoid;
  border-top: 1px solid #9a9a9a; padding: 2.5mm 0 3mm; }
section h2 { font-size: 11.5pt; margin: 0 0 1.5mm; font-weight: 700; }
section h2 .facts { font-weight: 400; font-size: 9.5pt; color: #444; margin-left: 2mm; }
.body { display: flex; gap: 5mm; align-items: flex-start; }
figure.board { margin: 0; flex: 0 0 60mm; }
svg.diagram { width: 60mm; height: auto; display: block; }
table.clocks { font-size: 9pt; border-collapse: collapse; margin: 0.5mm 0 0 4mm; }
table.clocks td { padding: 0 2mm 0 0; vertical-align: baseline; white-space: nowrap; }
table.clocks td.time { text-align: right; font-variant-numeric: tabular-nums; }
table.clocks tr.running { font-weight: 700; }
.text { flex: 1; min-width: 0; }
.text p { margin: 0 0 1.5mm; }
.situation { font-style: italic; }
.moves { font-size: 9.5pt; color: #333; }
ol.events { margin: 0 0 1.5mm; padding-left: 5.5mm; }
ol.events li { margin-bottom: 0.5mm; }
.english { display: block; font-size: 9pt; color: #444; font-style: italic; }
.ask { font-weight: 700; }
.multi { font-size: 9pt; color: #444; font-style: italic; }
ul.options { list-style: none; padding: 0; margin: 1mm 0 0; }
ul.options li { display: flex; gap: 2.5mm; margin: 1.2mm 0; align-items: baseline; }
.letter { flex: 0 0 auto; display: inline-block; width: 5mm; height: 5mm; line-height: 5mm;
  border: 1px solid #333; border-radius: 50%; text-align: center; font-size: 9pt; }
.untranslated { color: #666; font-style: italic; font-size: 0.88em; }
ol.glance { list-style: none; padding: 0; margin: 2mm 0 3mm; display: grid;
  grid-template-columns: repeat(auto-fill, minmax(17mm, 1fr)); gap: 1mm; }
ol.glance li { border: 1px solid #999; padding: 0.5mm 1.5mm; break-inside: avoid; }
ol.glance b { display: inline-block; min-width: 6mm; }
body.key { font-size: 10pt; }
.letters { font-weight: 700; font-size: 12pt; }
.correct-option { margin: 0 0 1mm; }
ul.summary { margin: 0.5mm 0 1.5mm; padding-left: 5.5mm; }
.articles { font-weight: 600; }
.label { font-weight: 600; }
.id { color: #666; font-size: 8.5pt; margin: 0; }
.failure { color: #a00; font-weight: 600; }
@media screen { body { max-width: 182mm; margin: 8mm auto; padding: 0 6mm; } }
"#;

/// Characters that stand for the page counters while the footer message is formatted.
const PAGE: char = '\u{E000}';
/// See [`PAGE`].
const PAGES: char = '\u{E001}';

/// Escapes text for HTML content and attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// A text, marked when it is the English fallback (and tagged as English, so that the
/// browser picks fonts and hyphenation for English).
fn text(t: &Text, loc: &Localizer) -> String {
    if t.fallback {
        format!(
            r#"<span lang="en">{}</span> <span class="untranslated">{}</span>"#,
            escape(&t.text),
            escape(&loc.text("untranslated", &[]))
        )
    } else {
        escape(&t.text)
    }
}

/// A CSS string literal.
fn css_string(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            // A line break or other control character would end the declaration.
            c if c.is_control() => out.push(' '),
            // `<` written as an escape, so that no `</style>` can appear in the sheet.
            '<' => out.push_str("\\3c "),
            _ => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The `content` value of the page footer: "page 2 of 5" in the reader's language, with the
/// browser's page counters in place of the numbers.
fn footer(loc: &Localizer) -> String {
    let page = loc.text(
        "export-page",
        &[
            ("page", Arg::from(PAGE.to_string())),
            ("pages", Arg::from(PAGES.to_string())),
        ],
    );
    let mut parts = Vec::new();
    let mut rest = page.as_str();
    while let Some(at) = rest.find([PAGE, PAGES]) {
        if at > 0 {
            parts.push(css_string(&rest[..at]));
        }
        let counter = if rest[at..].starts_with(PAGE) {
            "counter(page)"
        } else {
            "counter(pages)"
        };
        parts.push(counter.to_owned());
        rest = &rest[at + PAGE.len_utf8()..];
    }
    if !rest.is_empty() {
        parts.push(css_string(rest));
    }
    parts.join(" ")
}

/// A4 pages with a running header (`left`, `right`) and a footer (`foot`), all CSS
/// `content` values. Defining these page margin boxes also keeps the browser from printing
/// its own header and footer (date, file name) on the edges where we have one; the first
/// page's header boxes are empty, as its title says it all, but defined for that reason.
fn page_rules(left: &str, right: &str, foot: &str) -> String {
    // Margin boxes do not inherit the body's font.
    let style = format!("font-family: {FONTS}; font-size: 8.5pt; color: #555;");
    format!(
        "@page {{ size: A4; margin: 15mm 14mm 16mm;\n\
         \x20 @top-left {{ content: {left}; {style} }}\n\
         \x20 @top-right {{ content: {right}; {style} }}\n\
         \x20 @bottom-center {{ content: {foot}; {style} }} }}\n\
         @page :first {{ @top-left {{ content: \"\"; }} @top-right {{ content: \"\"; }} }}\n"
    )
}

/// The facts of the header: seed, edition, date, number of questions, language.
fn meta(h: &Handout, loc: &Localizer) -> String {
    let mut facts = Vec::new();
    if let Some(seed) = h.seed {
        facts.push(loc.text("export-seed", &[("seed", Arg::from(seed))]));
    }
    facts.push(match h.edition {
        Some(e) => loc.text("laws-edition", &[("year", Arg::from(e.year()))]),
        None => loc.text("export-edition-own", &[]),
    });
    facts.push(h.date.clone());
    facts.push(loc.text("export-questions", &[("count", Arg::from(h.items.len()))]));
    facts.push(h.locale.native_name().to_owned());
    escape(&facts.join(" · "))
}

/// The document up to the end of the header: `kind` is "Question paper" or "Answer key",
/// `class` the body's class (`paper` or `key`).
fn start(h: &Handout, loc: &Localizer, kind: &str, class: &str) -> String {
    let right = match h.seed {
        Some(seed) => loc.text("export-seed", &[("seed", Arg::from(seed))]),
        None => h.date.clone(),
    };
    let style = format!(
        "{}{}",
        STYLE.replace("FONTS", FONTS),
        page_rules(
            &css_string(&format!("{} · {kind}", h.title.text)),
            &css_string(&right),
            &footer(loc)
        )
    );
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"generator\" content=\"arbiter-quiz {version}\">\n\
         <title>{title}</title>\n<style>{style}</style>\n</head>\n<body class=\"{class}\">\n<header class=\"doc\">\n\
         <h1>{heading}</h1>\n<p class=\"kind\">{kind}</p>\n",
        lang = h.locale.tag(),
        version = env!("CARGO_PKG_VERSION"),
        title = escape(&format!("{} · {kind}", h.title.text)),
        heading = text(&h.title, loc),
        kind = escape(kind),
    );
    if let Some(pack) = &h.drawn_from {
        let (label, separator) = label(loc, "export-drawn-from");
        let _ = writeln!(
            out,
            "<p class=\"meta\">{}{}{}</p>",
            escape(&label),
            escape(&separator),
            text(pack, loc)
        );
    }
    let _ = writeln!(out, "<p class=\"meta\">{}</p>", meta(h, loc));
    out
}

/// The participants' paper.
pub fn paper(h: &Handout, loc: &Localizer) -> String {
    let mut out = start(h, loc, &loc.text("export-paper", &[]), "paper");
    let _ = writeln!(
        out,
        "<div class=\"candidate\"><span>{}:</span><span class=\"short\">{}:</span></div>",
        escape(&loc.text("export-name", &[])),
        escape(&loc.text("export-score", &[])),
    );
    let _ = writeln!(
        out,
        "<p class=\"instructions\">{}</p>\n</header>",
        escape(&loc.text("export-instructions", &[]))
    );
    for item in &h.items {
        question(&mut out, item, loc);
    }
    out.push_str("</body>\n</html>\n");
    out
}

/// One question of the paper.
fn question(out: &mut String, item: &Item, loc: &Localizer) {
    let _ = writeln!(
        out,
        "<section class=\"q\" id=\"q{n}\">\n<h2>{title}<span class=\"facts\">{facts}</span></h2>\n<div class=\"body\">",
        n = item.number,
        title = escape(&loc.text("export-question", &[("number", Arg::from(item.number))])),
        facts = escape(&item.facts.join(" · ")),
    );
    if let Some(board) = &item.board {
        let _ = write!(out, "<figure class=\"board\">{}", diagram::svg(board, loc));
        if let Some(clocks) = &item.clocks {
            out.push_str(&clock_line(clocks, loc));
        }
        out.push_str("</figure>\n");
    }
    out.push_str("<div class=\"text\">\n");
    if let Some(situation) = &item.situation {
        let _ = writeln!(out, "<p class=\"situation\">{}</p>", text(situation, loc));
    }
    if item.board.is_none()
        && let Some(clocks) = &item.clocks
    {
        let _ = writeln!(out, "{}", clock_line(clocks, loc));
    }
    if let Some(moves) = &item.moves {
        let _ = writeln!(
            out,
            "<p class=\"moves\">{}{}</p>",
            styled_label(loc, "export-moves"),
            escape(moves)
        );
    }
    if !item.events.is_empty() {
        out.push_str("<ol class=\"events\">\n");
        for e in &item.events {
            let _ = write!(out, "<li>{}", escape(&e.text));
            if let Some(english) = &e.english {
                let _ = write!(
                    out,
                    r#"<span class="english"><span lang="en">{}</span> <span class="untranslated">{}</span></span>"#,
                    escape(english),
                    escape(&loc.text("untranslated", &[]))
                );
            }
            out.push_str("</li>\n");
        }
        out.push_str("</ol>\n");
    }
    let _ = writeln!(out, "<p class=\"ask\">{}</p>", text(&item.question, loc));
    if item.multi {
        let _ = writeln!(
            out,
            "<p class=\"multi\">{}</p>",
            escape(&loc.text("export-multi", &[]))
        );
    }
    out.push_str("<ul class=\"options\">\n");
    for (i, option) in item.options.iter().enumerate() {
        let _ = writeln!(
            out,
            "<li><span class=\"letter\">{}</span><span>{}</span></li>",
            Scenario::letter(i),
            text(option, loc)
        );
    }
    out.push_str("</ul>\n</div>\n</div>\n</section>\n");
}

/// The clocks: one row per side with its time, the running clock in bold, a fallen flag.
fn clock_line(clocks: &Clocks, loc: &Localizer) -> String {
    let mut out = String::from("<table class=\"clocks\">");
    for (color, symbol) in [(shakmaty::Color::White, '♔'), (shakmaty::Color::Black, '♚')] {
        let running = clocks.running == Some(color);
        let side = loc.text(
            if color.is_white() {
                "side-white"
            } else {
                "side-black"
            },
            &[],
        );
        let mut state = Vec::new();
        if running {
            state.push(format!("◂ {}", loc.text("export-clock-running", &[])));
        }
        if *clocks.fallen.get(color) {
            state.push(format!("⚑ {}", loc.text("export-flag-fallen", &[])));
        }
        let _ = write!(
            out,
            "<tr{}><td>{symbol}&#xFE0E; {}</td><td class=\"time\">{}</td><td>{}</td></tr>",
            if running { " class=\"running\"" } else { "" },
            escape(&side),
            clocks.time.get(color),
            escape(&state.join(" "))
        );
    }
    out.push_str("</table>");
    out
}

/// The label of message `id` in its style, with the locale's separator after it (inside
/// the style, as the colon goes with its label; a trailing space outside).
fn styled_label(loc: &Localizer, id: &str) -> String {
    let (label, separator) = label(loc, id);
    let tight = separator.trim_end();
    format!(
        "<span class=\"label\">{}{}</span>{}",
        escape(&label),
        escape(tight),
        &separator[tight.len()..]
    )
}

/// The lecturer's key.
pub fn key(h: &Handout, loc: &Localizer) -> String {
    let mut out = start(h, loc, &loc.text("export-key", &[]), "key");
    out.push_str("</header>\n");
    let _ = writeln!(
        out,
        "<h2>{}</h2>\n<ol class=\"glance\">",
        escape(&loc.text("export-glance", &[]))
    );
    for item in &h.items {
        let letters = item.key.letters_in(loc);
        let _ = writeln!(
            out,
            "<li><b>{}</b> {}</li>",
            item.number,
            if letters.is_empty() {
                "–".to_owned()
            } else {
                escape(&letters)
            }
        );
    }
    out.push_str("</ol>\n");
    for item in &h.items {
        key_entry(&mut out, item, loc);
    }
    out.push_str("</body>\n</html>\n");
    out
}

/// One question of the key.
fn key_entry(out: &mut String, item: &Item, loc: &Localizer) {
    let edition = loc.attr(
        "laws-edition",
        "short",
        &[("year", Arg::from(item.edition.year()))],
    );
    let answer = if item.key.correct.is_empty() {
        String::new()
    } else {
        let (label, separator) = label(loc, "export-answer");
        format!(
            " · {}{}<span class=\"letters\">{}</span>",
            escape(&label),
            escape(&separator),
            escape(&item.key.letters_in(loc))
        )
    };
    let _ = writeln!(
        out,
        "<section class=\"k\" id=\"k{n}\">\n<h2>{title}{answer}<span class=\"facts\">{edition}</span></h2>",
        n = item.number,
        title = escape(&loc.text("export-question", &[("number", Arg::from(item.number))])),
        edition = escape(&edition),
    );
    if let Some(reason) = &item.key.failure {
        let _ = writeln!(
            out,
            "<p class=\"failure\">{}</p>",
            escape(&loc.text("export-failure", &[("reason", Arg::from(reason.clone()))]))
        );
    } else if item.key.correct.is_empty() {
        let _ = writeln!(
            out,
            "<p class=\"failure\">{}</p>",
            escape(&loc.text("export-answer-none", &[]))
        );
    }
    for &i in &item.key.correct {
        if let Some(option) = item.options.get(i) {
            let _ = writeln!(
                out,
                "<p class=\"correct-option\">{}) {}</p>",
                Scenario::letter(i),
                text(option, loc)
            );
        }
    }
    if !item.key.summary.is_empty() || !item.key.proof.is_empty() {
        let _ = writeln!(
            out,
            "<p class=\"label\">{}</p>\n<ul class=\"summary\">",
            escape(&heading(loc, "export-ruling"))
        );
        for line in item.key.summary.iter().chain(&item.key.proof) {
            let _ = writeln!(out, "<li>{}</li>", escape(line));
        }
        out.push_str("</ul>\n");
    }
    for (label, note) in item.key.notes() {
        let _ = writeln!(
            out,
            "<p>{}{}</p>",
            styled_label(loc, label),
            text(note, loc)
        );
    }
    if let Some(line) = item.articles_line(loc) {
        let _ = writeln!(out, "<p class=\"articles\">{}</p>", escape(&line));
    }
    let _ = writeln!(
        out,
        "<p class=\"id\">{}</p>\n</section>",
        escape(&item.origin_line(loc))
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::Library;
    use crate::export::paper::{Origin, Request};
    use crate::i18n::{LetterStyle, Locale, Notation};
    use crate::quiz::paper::Paper;

    fn handout(locale: Locale, size: usize, seed: u64) -> (Handout, Localizer) {
        let lib = Library::built_in();
        let all: Vec<&Scenario> = lib.scenarios().collect();
        let paper = Paper::draw(&all, size, seed);
        let chosen: Vec<&Scenario> = paper.ids.iter().filter_map(|id| lib.scenario(id)).collect();
        let loc = Localizer::new(locale);
        let notation = Notation::new(&loc, LetterStyle::National);
        let request = Request {
            origin: Origin::Exam { pack: None, seed },
            edition: None,
            date: "2026-05-09",
        };
        (Handout::build(&request, &chosen, &loc, &notation), loc)
    }

    #[test]
    fn one_diagram_per_positioned_question_and_nothing_external() {
        // The clocks pack mixes incidents at the board with questions on the rules alone.
        let lib = Library::built_in();
        let pack = lib.pack("clocks").unwrap();
        let loc = Localizer::new(Locale::ZhHans);
        let notation = Notation::new(&loc, LetterStyle::National);
        let request = Request {
            origin: Origin::Pack(pack),
            edition: None,
            date: "2026-05-09",
        };
        let scenarios: Vec<&Scenario> = pack.scenarios.iter().collect();
        let h = Handout::build(&request, &scenarios, &loc, &notation);
        let html = paper(&h, &loc);
        let boards = h.items.iter().filter(|i| i.board.is_some()).count();
        assert!(boards > 0 && boards < h.items.len(), "{boards}");
        assert_eq!(html.matches("<svg").count(), boards);
        for external in [
            "http:", "https:", "src=", "href=", "url(", "@import", "<script",
        ] {
            assert!(!html.contains(external), "{external}");
        }
        assert!(html.starts_with("<!DOCTYPE html>\n<html lang=\"zh-Hans\">"));
        assert!(html.contains("counter(page)"), "our own footer");
        assert_eq!(html.matches("<section class=\"q\"").count(), h.items.len());
    }

    #[test]
    fn the_key_gives_every_answer_and_the_articles() {
        let (h, loc) = handout(Locale::Ru, 8, 5);
        let html = key(&h, &loc);
        for item in &h.items {
            let letters = item.key.letters();
            assert!(
                html.contains(&format!("<span class=\"letters\">{letters}</span>")),
                "{}",
                item.scenario
            );
            assert!(html.contains(&item.scenario));
        }
        assert!(
            html.contains("Статьи") || html.contains("статьи"),
            "localized labels"
        );
        assert!(!html.contains("<svg"), "the key needs no boards");
    }

    #[test]
    fn text_is_escaped_and_the_footer_is_one_css_value() {
        assert_eq!(
            escape(r#"<a href="x">&'"#),
            "&lt;a href=&quot;x&quot;&gt;&amp;&#39;"
        );
        assert_eq!(css_string(r#"A "b" </style>"#), r#""A \"b\" \3c /style>""#);
        let f = footer(&Localizer::new(Locale::ZhHans));
        assert!(
            f.contains("counter(page)") && f.contains("counter(pages)"),
            "{f}"
        );
        assert!(!f.contains(['\u{E000}', '\u{E001}']), "{f}");
    }
}
