//! The handout as Markdown, for lecturers who edit their handouts or paste them into a
//! wiki: the paper with text boards in code blocks, and the key.

use std::fmt::Write as _;

use super::diagram;
use super::paper::{Handout, Item, Text, heading, label};
use crate::content::Scenario;
use crate::i18n::{Arg, Localizer};

/// Escapes the characters that Markdown would read as formatting at any place in a line.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(
            c,
            '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '#' | '|'
        ) {
            out.push('\\');
        }
        // A line break inside a text would end the list item or paragraph it sits in.
        out.push(if c == '\n' { ' ' } else { c });
    }
    out
}

/// A text, marked when it is the English fallback.
fn text(t: &Text, loc: &Localizer) -> String {
    strong(t, loc, "")
}

/// A text between `mark` and `mark` (`**` for bold), with the mark of the English fallback
/// outside them, since emphasis nested at the end of bold text is read differently by
/// different Markdown programs.
fn strong(t: &Text, loc: &Localizer, mark: &str) -> String {
    let body = format!("{mark}{}{mark}", escape(&t.text));
    if t.fallback {
        format!("{body} *{}*", escape(&loc.text("untranslated", &[])))
    } else {
        body
    }
}

/// The title and facts of the handout; `kind` is "Question paper" or "Answer key".
fn start(h: &Handout, loc: &Localizer, kind: &str) -> String {
    let mut out = format!("# {}\n\n**{}**\n\n", text(&h.title, loc), escape(kind));
    if let Some(pack) = &h.drawn_from {
        let (label, separator) = label(loc, "export-drawn-from");
        let _ = writeln!(out, "{}{separator}{}  ", escape(&label), text(pack, loc));
    }
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
    let _ = writeln!(out, "{}\n", escape(&facts.join(" · ")));
    out
}

/// The participants' paper.
pub fn paper(h: &Handout, loc: &Localizer) -> String {
    let mut out = start(h, loc, &loc.text("export-paper", &[]));
    let _ = writeln!(
        out,
        "{}: ______________________   {}: ______\n\n*{}*\n",
        escape(&loc.text("export-name", &[])),
        escape(&loc.text("export-score", &[])),
        escape(&loc.text("export-instructions", &[]))
    );
    for item in &h.items {
        question(&mut out, item, loc);
    }
    out
}

/// One question of the paper.
fn question(out: &mut String, item: &Item, loc: &Localizer) {
    let _ = writeln!(
        out,
        "---\n\n## {}\n\n*{}*\n",
        escape(&loc.text("export-question", &[("number", Arg::from(item.number))])),
        escape(&item.facts.join(" · "))
    );
    if let Some(situation) = &item.situation {
        let _ = writeln!(out, "{}\n", text(situation, loc));
    }
    if let Some(board) = &item.board {
        let _ = writeln!(out, "```text\n{}```\n", diagram::text(board));
        let mut lines = vec![format!("FEN: `{}`", board.fen)];
        if let Some((from, to)) = board.last_move {
            lines.push(escape(&loc.text(
                "export-last-move",
                &[("move", Arg::from(format!("{from}–{to}")))],
            )));
        }
        let _ = writeln!(out, "{}\n", lines.join("  \n"));
    }
    if let Some(clocks) = &item.clocks {
        let mut parts = Vec::new();
        for color in [shakmaty::Color::White, shakmaty::Color::Black] {
            let mut part = format!(
                "{} {}",
                loc.text(
                    if color.is_white() {
                        "side-white"
                    } else {
                        "side-black"
                    },
                    &[]
                ),
                clocks.time.get(color)
            );
            if clocks.running == Some(color) {
                let _ = write!(part, " ({})", loc.text("export-clock-running", &[]));
            }
            if *clocks.fallen.get(color) {
                let _ = write!(part, " ⚑ {}", loc.text("export-flag-fallen", &[]));
            }
            parts.push(part);
        }
        let _ = writeln!(out, "⏱ {}\n", escape(&parts.join(" · ")));
    }
    if let Some(moves) = &item.moves {
        let (label, separator) = label(loc, "export-moves");
        let _ = writeln!(out, "**{}**{separator}{}\n", escape(&label), escape(moves));
    }
    for (i, e) in item.events.iter().enumerate() {
        let _ = write!(out, "{}. {}", i + 1, escape(&e.text));
        if let Some(english) = &e.english {
            let _ = write!(
                out,
                " — *{}* *{}*",
                escape(english),
                escape(&loc.text("untranslated", &[]))
            );
        }
        out.push('\n');
    }
    if !item.events.is_empty() {
        out.push('\n');
    }
    let _ = writeln!(out, "{}\n", strong(&item.question, loc, "**"));
    if item.multi {
        let _ = writeln!(out, "*{}*\n", escape(&loc.text("export-multi", &[])));
    }
    for (i, option) in item.options.iter().enumerate() {
        let _ = writeln!(out, "- **{})** {}", Scenario::letter(i), text(option, loc));
    }
    out.push('\n');
}

/// The lecturer's key.
pub fn key(h: &Handout, loc: &Localizer) -> String {
    let mut out = start(h, loc, &loc.text("export-key", &[]));
    let _ = writeln!(out, "## {}\n", escape(&loc.text("export-glance", &[])));
    let glance: Vec<String> = h
        .items
        .iter()
        .map(|i| {
            let letters = i.key.letters_in(loc);
            format!(
                "**{}** {}",
                i.number,
                if letters.is_empty() { "–" } else { &letters }
            )
        })
        .collect();
    let _ = writeln!(out, "{}\n", glance.join(" · "));
    for item in &h.items {
        key_entry(&mut out, item, loc);
    }
    out
}

/// One question of the key.
fn key_entry(out: &mut String, item: &Item, loc: &Localizer) {
    let edition = loc.attr(
        "laws-edition",
        "short",
        &[("year", Arg::from(item.edition.year()))],
    );
    let _ = writeln!(
        out,
        "---\n\n## {} · {}\n",
        escape(&loc.text("export-question", &[("number", Arg::from(item.number))])),
        escape(&edition)
    );
    if let Some(reason) = &item.key.failure {
        let _ = writeln!(
            out,
            "**{}**\n",
            escape(&loc.text("export-failure", &[("reason", Arg::from(reason.clone()))]))
        );
    } else if item.key.correct.is_empty() {
        let _ = writeln!(
            out,
            "**{}**\n",
            escape(&loc.text("export-answer-none", &[]))
        );
    } else {
        let (label, separator) = label(loc, "export-answer");
        let _ = writeln!(
            out,
            "{}{separator}**{}**\n",
            escape(&label),
            item.key.letters_in(loc)
        );
        for &i in &item.key.correct {
            if let Some(option) = item.options.get(i) {
                let _ = writeln!(out, "> {}) {}\n", Scenario::letter(i), text(option, loc));
            }
        }
    }
    if !item.key.summary.is_empty() || !item.key.proof.is_empty() {
        let _ = writeln!(out, "**{}**\n", escape(&heading(loc, "export-ruling")));
        for line in item.key.summary.iter().chain(&item.key.proof) {
            let _ = writeln!(out, "- {}", escape(line));
        }
        out.push('\n');
    }
    for (id, note) in item.key.notes() {
        // The separator stays outside the bold: CommonMark would not close `**` between a
        // full-width colon and the next character.
        let (label, separator) = label(loc, id);
        let _ = writeln!(
            out,
            "**{}**{separator}{}\n",
            escape(&label),
            text(note, loc)
        );
    }
    if let Some(line) = item.articles_line(loc) {
        let _ = writeln!(out, "**{}**\n", escape(&line));
    }
    let _ = writeln!(out, "*{}*\n", escape(&item.origin_line(loc)));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::Library;
    use crate::export::paper::{Origin, Request};
    use crate::i18n::{LetterStyle, Locale, Notation};

    #[test]
    fn paper_and_key_in_markdown() {
        let lib = Library::built_in();
        let pack = lib.pack("flag-fall").unwrap();
        let loc = Localizer::new(Locale::Bg);
        let notation = Notation::new(&loc, LetterStyle::National);
        let request = Request {
            origin: Origin::Pack(pack),
            edition: None,
            date: "2026-05-09",
        };
        let scenarios: Vec<&Scenario> = pack.scenarios.iter().collect();
        let h = Handout::build(&request, &scenarios, &loc, &notation);
        let p = paper(&h, &loc);
        assert_eq!(p.matches("\n## ").count(), h.items.len());
        let boards = h.items.iter().filter(|i| i.board.is_some()).count();
        assert_eq!(p.matches("```text\n").count(), boards);
        assert!(!p.contains(&h.items[0].scenario), "ids stay off the paper");
        let k = key(&h, &loc);
        for item in &h.items {
            assert!(k.contains(&format!("**{}**", item.key.letters())));
        }
    }

    #[test]
    fn formatting_characters_are_escaped() {
        assert_eq!(escape("a*b_c [d] #1\nx"), r"a\*b\_c \[d\] \#1 x");
    }
}
