//! Printing content problems for authors: the localized message, then the offending line of
//! the file with a pointer, in the style of compiler diagnostics (miette).

use std::io::IsTerminal;

use miette::{GraphicalReportHandler, GraphicalTheme, LabeledSpan, MietteDiagnostic, NamedSource};

use crate::content::{Problem, Severity};
use crate::i18n::Localizer;

/// Renders problems to text, with colour only on a terminal that has not asked for none.
pub struct Reporter<'a> {
    loc: &'a Localizer,
    handler: GraphicalReportHandler,
}

impl<'a> Reporter<'a> {
    /// A reporter writing in the localizer's language, for standard error.
    pub fn new(loc: &'a Localizer) -> Self {
        let colour = std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none();
        let theme = if colour {
            GraphicalTheme::unicode()
        } else {
            GraphicalTheme::unicode_nocolor()
        };
        Self {
            loc,
            handler: GraphicalReportHandler::new_themed(theme).with_width(100),
        }
    }

    /// The problem's message in the reader's language.
    pub fn message(&self, p: &Problem) -> String {
        self.loc.explain(p.id, &p.args)
    }

    /// The problem rendered: `file:line:col: severity: message` and the snippet.
    pub fn render(&self, p: &Problem) -> String {
        let message = self.message(p);
        let place = match p.line_col() {
            Some((line, col)) => format!("{}:{line}:{col}", p.file),
            None => p.file.clone(),
        };
        let severity = match p.severity {
            Severity::Error => miette::Severity::Error,
            Severity::Warning => miette::Severity::Warning,
        };
        let word = self.loc.text(
            if p.severity == Severity::Error {
                "check-error"
            } else {
                "check-warning"
            },
            &[],
        );
        let mut out = format!("{place}: {word}: {message}\n");
        if let Some(span) = p.span.clone().filter(|_| !p.source.is_empty()) {
            let diag = MietteDiagnostic::new(message)
                .with_severity(severity)
                .with_label(LabeledSpan::underline(span));
            let report = miette::Report::new(diag)
                .with_source_code(NamedSource::new(p.file.clone(), p.source.to_string()));
            let mut snippet = String::new();
            if self
                .handler
                .render_report(&mut snippet, report.as_ref())
                .is_ok()
            {
                out.push_str(&snippet);
            }
        }
        out
    }
}
