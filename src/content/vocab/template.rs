//! Words with holes: the vocabularies whose values take an argument (`call-flag white`,
//! `capture d5 with e4`, `penalty black`) are tables of templates such as
//! `call-flag <side>`. One template both reads a value and writes it back.

use super::super::problem::{SUGGEST_ABOVE, closeness};
use super::Vocabulary;
use crate::laws::event::Bystander;
use crate::laws::ruling::Penalty;

/// A hole of a template: what the author writes in its place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hole {
    /// `white` or `black`.
    Side,
    /// A square such as `e4`.
    Square,
    /// A move in SAN such as `Nf3`.
    Move,
    /// A whole number of seconds.
    Seconds,
    /// A step of the penalty scale such as `warning`.
    Penalty,
    /// Someone who is neither a player nor the arbiter, such as `spectator`.
    ThirdParty,
}

impl Hole {
    /// The hole written in a template (`<side>`), if `word` is one.
    fn of(word: &str) -> Option<Hole> {
        match word {
            "<side>" => Some(Hole::Side),
            "<square>" => Some(Hole::Square),
            "<move>" => Some(Hole::Move),
            "<seconds>" => Some(Hole::Seconds),
            "<penalty>" => Some(Hole::Penalty),
            "<third-party>" => Some(Hole::ThirdParty),
            _ => None,
        }
    }

    /// A value that fills the hole, for examples in diagnostics and documentation.
    pub fn example(self) -> &'static str {
        match self {
            Hole::Side => "white",
            Hole::Square => "e8",
            Hole::Move => "Nf3",
            Hole::Seconds => "5",
            Hole::Penalty => "warning",
            Hole::ThirdParty => "spectator",
        }
    }

    /// The words the hole takes, when they are the words of a vocabulary: a text fits a
    /// template only with one of them in the hole, so that forms of the same length tell
    /// each other apart by them.
    fn words(self) -> Option<Vec<&'static str>> {
        match self {
            Hole::Side => Some(shakmaty::Color::keys()),
            Hole::Penalty => Some(Penalty::keys()),
            Hole::ThirdParty => Some(Bystander::keys()),
            Hole::Square | Hole::Move | Hole::Seconds => None,
        }
    }
}

/// The words of `text` that fill the holes of `template`, if the text has its shape: the
/// same number of words, the same words outside the holes, and in a hole of a vocabulary one
/// of its words.
pub fn holes<'a>(template: &str, text: &'a str) -> Option<Vec<&'a str>> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let shape: Vec<&str> = template.split_whitespace().collect();
    if words.len() != shape.len() {
        return None;
    }
    let mut out = Vec::new();
    for (want, got) in shape.iter().zip(&words) {
        match Hole::of(want) {
            Some(hole) if hole.words().is_none_or(|w| w.contains(got)) => out.push(*got),
            None if want == got => {}
            _ => return None,
        }
    }
    Some(out)
}

/// The template with its holes filled by `args`, in order.
pub fn fill(template: &str, args: &[&str]) -> String {
    let mut args = args.iter();
    template
        .split_whitespace()
        .map(|w| match Hole::of(w) {
            Some(_) => args.next().copied().unwrap_or(w),
            None => w,
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The template filled with example values (`call-flag white`).
pub fn example(template: &str) -> String {
    let hole = |w: &str| Hole::of(w).map(Hole::example);
    template
        .split_whitespace()
        .map(|w| hole(w).unwrap_or(w))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A regular expression that matches exactly the texts of the template's shape (words
/// separated by single spaces), for the JSON schema.
pub fn pattern(template: &str) -> String {
    let words: Vec<String> = template
        .split_whitespace()
        .map(|w| match Hole::of(w) {
            Some(hole @ (Hole::Side | Hole::Penalty | Hole::ThirdParty)) => {
                format!("({})", hole.words().unwrap_or_default().join("|"))
            }
            Some(Hole::Square) => "[a-h][1-8]".to_owned(),
            Some(Hole::Move) => r"\S+".to_owned(),
            Some(Hole::Seconds) => r"\d+".to_owned(),
            None => w.to_owned(),
        })
        .collect();
    format!("^{}$", words.join(" "))
}

/// The holes of a template, in order.
pub fn hole_kinds(template: &str) -> Vec<Hole> {
    template.split_whitespace().filter_map(Hole::of).collect()
}

/// What the author probably meant by `text` among `templates`. A template of as many words
/// is compared on its fixed words and on the words its vocabulary holes take (each the one
/// nearest to what the author wrote), and suggested with the author's own words in its other
/// holes (`penalti black` is `penalty black`, `wanring white` is `warning white`); one of
/// another length is compared whole, with example values (`call-flag` is `call-flag white`).
pub fn suggestion<'a>(templates: impl IntoIterator<Item = &'a str>, text: &str) -> Option<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    templates
        .into_iter()
        .map(|t| {
            let shape: Vec<&str> = t.split_whitespace().collect();
            if shape.len() != words.len() {
                let whole = example(t);
                return (closeness(&words.join(" "), &whole), whole);
            }
            let (mut fixed, mut written, mut args) = (Vec::new(), Vec::new(), Vec::new());
            for (s, w) in shape.iter().zip(&words) {
                match Hole::of(s).map(|h| (h, h.words())) {
                    Some((_, Some(choices))) => {
                        let nearest = choices
                            .into_iter()
                            .max_by(|a, b| closeness(w, a).total_cmp(&closeness(w, b)))
                            .unwrap_or(w);
                        fixed.push(nearest);
                        written.push(*w);
                        args.push(nearest);
                    }
                    Some((_, None)) => args.push(*w),
                    None => {
                        fixed.push(*s);
                        written.push(*w);
                    }
                }
            }
            (
                closeness(&written.join(" "), &fixed.join(" ")),
                fill(t, &args),
            )
        })
        .filter(|(score, _)| *score > SUGGEST_ABOVE)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, s)| s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_template_reads_and_writes_the_same_words() {
        assert_eq!(
            holes("capture <square> with <square>", "capture d5 with e4"),
            Some(vec!["d5", "e4"])
        );
        assert_eq!(holes("capture <square>", "capture d5 with e4"), None);
        assert_eq!(holes("castle kingside", "castle queenside"), None);
        assert_eq!(holes("<penalty> <side>", "expel spectator"), None);
        assert_eq!(
            holes("<penalty> <side>", "game-lost black"),
            Some(vec!["game-lost", "black"])
        );
        assert_eq!(fill("call-flag <side>", &["black"]), "call-flag black");
        assert_eq!(example("set-increment <seconds>"), "set-increment 5");
    }

    #[test]
    fn a_misspelt_word_is_compared_with_the_author_s_own_arguments() {
        let templates = ["warning <side>", "penalty <side>"];
        assert_eq!(
            suggestion(templates, "penalti black").as_deref(),
            Some("penalty black")
        );
        assert_eq!(suggestion(templates, "banana split"), None);
        let forms = ["penalty <side>", "<penalty> <side>", "expel <third-party>"];
        assert_eq!(
            suggestion(forms, "wanring white").as_deref(),
            Some("warning white")
        );
        assert_eq!(
            suggestion(forms, "expel spectatr").as_deref(),
            Some("expel spectator")
        );
    }
}
