//! Problems found in content files: what, where (byte span in the file) and how serious.
//! The message is a Fluent id with arguments, so `check` can speak the author's language.

use std::ops::Range;

/// How serious a problem is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    /// Worth fixing; the scenario still loads.
    Warning,
    /// The scenario (or pack) cannot be used and is skipped.
    Error,
}

/// One problem in one file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The file, as the author named it (relative path or `built-in:pack/file.toml`).
    pub file: String,
    /// The file's text, for showing the offending line.
    pub source: std::sync::Arc<str>,
    /// Byte range of the offending value, if known.
    pub span: Option<Range<usize>>,
    /// How serious.
    pub severity: Severity,
    /// Fluent message id (`content-unknown-field`, ...).
    pub id: &'static str,
    /// Named arguments of the message, as text.
    pub args: Vec<(&'static str, String)>,
}

impl Problem {
    /// The 1-based line and column of the start of the span, if any.
    pub fn line_col(&self) -> Option<(usize, usize)> {
        let start = self.span.as_ref()?.start.min(self.source.len());
        let before = &self.source[..start];
        let line = before.matches('\n').count() + 1;
        let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        Some((line, col))
    }

    /// The argument of that name.
    pub fn arg(&self, name: &str) -> Option<&str> {
        self.args
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Collects the problems of one file.
#[derive(Debug, Clone)]
pub struct Problems {
    file: String,
    source: std::sync::Arc<str>,
    /// What was found so far.
    pub list: Vec<Problem>,
}

impl Problems {
    /// A collector for a file and its text.
    pub fn new(file: impl Into<String>, source: std::sync::Arc<str>) -> Self {
        Self {
            file: file.into(),
            source,
            list: Vec::new(),
        }
    }

    /// The file's name.
    pub fn file(&self) -> &str {
        &self.file
    }

    /// The file's text.
    pub fn source(&self) -> &std::sync::Arc<str> {
        &self.source
    }

    /// Records an error.
    pub fn error(
        &mut self,
        span: Option<Range<usize>>,
        id: &'static str,
        args: &[(&'static str, String)],
    ) {
        self.push(Severity::Error, span, id, args);
    }

    /// Records a warning.
    pub fn warning(
        &mut self,
        span: Option<Range<usize>>,
        id: &'static str,
        args: &[(&'static str, String)],
    ) {
        self.push(Severity::Warning, span, id, args);
    }

    fn push(
        &mut self,
        severity: Severity,
        span: Option<Range<usize>>,
        id: &'static str,
        args: &[(&'static str, String)],
    ) {
        self.list.push(Problem {
            file: self.file.clone(),
            source: self.source.clone(),
            span,
            severity,
            id,
            args: args.to_vec(),
        });
    }

    /// Whether any error was recorded.
    pub fn has_errors(&self) -> bool {
        self.list.iter().any(|p| p.severity == Severity::Error)
    }
}

/// How alike two words are, from 0 (nothing in common) to 1 (the same).
pub fn closeness(a: &str, b: &str) -> f64 {
    strsim::jaro_winkler(a, b)
}

/// The closeness above which a word is suggested for a misspelt one.
pub const SUGGEST_ABOVE: f64 = 0.8;

/// The closest of `candidates` to `word`, if close enough to suggest.
pub fn did_you_mean<'a>(
    word: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    candidates
        .into_iter()
        .map(|c| (closeness(word, c), c))
        .filter(|(score, _)| *score > SUGGEST_ABOVE)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, c)| c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_become_lines_and_columns() {
        let mut p = Problems::new("a.toml", "id = 1\nfen = \"x\"\n".into());
        p.error(Some(13..16), "content-bad-fen", &[]);
        assert_eq!(p.list[0].line_col(), Some((2, 7)));
        assert!(p.has_errors());
    }

    #[test]
    fn suggests_near_misses_only() {
        assert_eq!(
            did_you_mean("time_contol", ["time_control", "moves"]),
            Some("time_control")
        );
        assert_eq!(did_you_mean("banana", ["time_control", "moves"]), None);
    }
}
