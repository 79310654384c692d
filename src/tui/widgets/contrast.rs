//! The contrast panel: which option is right when the same case is played at another game
//! type or ruled under another edition, as a grid with the learner's own cell marked.

use ratatui::style::Style;
use ratatui::text::{Line, Span};

use crate::content::Scenario;
use crate::i18n::{Localizer, RulingText};
use crate::laws::Edition;
use crate::quiz::contrast::Contrast;
use crate::quiz::variant::{Variant, typical_control};
use crate::tui::theme::Theme;
use crate::tui::wrap::{hanging, pad};
use unicode_width::UnicodeWidthStr;

/// Width of one edition column.
const CELL: usize = 6;

/// The letters of a set of options ("b", "a+c"), a dash for none, a question mark where the
/// case cannot be ruled.
fn letters(correct: Option<&Vec<usize>>) -> String {
    match correct {
        None => "?".to_owned(),
        Some(c) if c.is_empty() => "–".to_owned(),
        Some(c) => c
            .iter()
            .map(|i| Scenario::letter(*i).to_string())
            .collect::<Vec<_>>()
            .join("+"),
    }
}

/// The grid, a sentence saying what changes, and the options named in the grid, in `loc`'s
/// words and `lang`'s scenario texts.
pub fn contrast_lines(
    contrast: &Contrast,
    scenario: &Scenario,
    mine: Variant,
    rt: &RulingText<'_>,
    loc: &Localizer,
    theme: Theme,
    width: u16,
) -> Vec<Line<'static>> {
    let lang = loc.locale().tag();
    let label = |with_control: bool, row: &Option<crate::laws::GameType>| {
        let (name, control) = match row {
            None => (
                loc.text("contrast-as-set", &[]),
                scenario.case.time_control.as_ref().map(ToString::to_string),
            ),
            Some(gt) => (rt.game_type(*gt), Some(typical_control(*gt).to_string())),
        };
        match control {
            Some(c) if with_control => format!("{name} ({c})"),
            _ => name,
        }
    };
    // The time controls are dropped from the labels when the grid would not fit with them.
    let grid = Edition::ALL.len() * CELL;
    let mut labels: Vec<String> = contrast.rows.iter().map(|r| label(true, r)).collect();
    let widest = |labels: &[String]| labels.iter().map(|l| l.width()).max().unwrap_or(0) + 1;
    if widest(&labels) + grid > usize::from(width) {
        labels = contrast.rows.iter().map(|r| label(false, r)).collect();
    }
    let label_width = widest(&labels);
    let mut out = Vec::new();
    let mut head = vec![Span::raw(" ".repeat(label_width))];
    for e in Edition::ALL {
        head.push(Span::styled(format!("{:<CELL$}", e.year()), theme.title()));
    }
    out.push(Line::from(head));
    for (row, label) in contrast.rows.iter().zip(&labels) {
        let mut spans = vec![Span::raw(pad(label, label_width))];
        for e in Edition::ALL {
            let cell = contrast.cell(*row, e);
            let text = letters(cell.and_then(|c| c.correct.as_ref()));
            let is_mine = mine.edition == e && mine.game_type == *row;
            let cell_text = if is_mine {
                format!("▸{text}")
            } else {
                format!(" {text}")
            };
            let style = if is_mine {
                theme.selected()
            } else {
                Style::new()
            };
            spans.push(Span::styled(format!("{cell_text:<CELL$}"), style));
        }
        out.push(Line::from(spans));
    }
    out.push(Line::raw(""));
    let verdict = if contrast.uniform() {
        "contrast-uniform"
    } else {
        "contrast-differs"
    };
    out.extend(hanging(
        Span::raw(""),
        &loc.text(verdict, &[]),
        width,
        theme.accent(),
    ));
    let mut named: Vec<usize> = contrast
        .cells
        .iter()
        .filter_map(|c| c.correct.as_ref())
        .flatten()
        .copied()
        .collect();
    named.sort_unstable();
    named.dedup();
    for i in named {
        if let Some(option) = scenario.options.get(i) {
            out.extend(hanging(
                Span::styled(format!("{}) ", Scenario::letter(i)), theme.key()),
                option.text.text(lang),
                width,
                Style::new(),
            ));
        }
    }
    out.extend(hanging(
        Span::raw(""),
        &loc.text("contrast-legend", &[]),
        width,
        theme.dim(),
    ));
    out
}
