//! Statistics over the learner's answers: accuracy by topic, article, game type and edition,
//! the weakest articles first, and streaks.

use std::collections::BTreeMap;

use serde::Serialize;

use super::date::{TimeZone, local_day};
use super::progress::AnswerRecord;

/// Right answers out of attempts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct Tally {
    /// Answers given.
    pub attempts: u32,
    /// Right answers.
    pub right: u32,
}

impl Tally {
    /// Accuracy from 0 to 1 (0 when nothing was answered).
    pub fn accuracy(self) -> f64 {
        if self.attempts == 0 {
            0.0
        } else {
            f64::from(self.right) / f64::from(self.attempts)
        }
    }

    fn add(&mut self, right: bool) {
        self.attempts += 1;
        self.right += u32::from(right);
    }
}

/// All statistics.
#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct Stats {
    /// Every answer.
    pub overall: Tally,
    /// By topic.
    pub by_topic: BTreeMap<String, Tally>,
    /// By article applied, one row per article per edition ([`article_row`]): "A.1" of
    /// 2018 and "A.1" of 2023 are different rules.
    pub by_article: BTreeMap<String, Tally>,
    /// By game type.
    pub by_game_type: BTreeMap<String, Tally>,
    /// By edition.
    pub by_edition: BTreeMap<u16, Tally>,
    /// Articles with the lowest accuracy first (ties: more attempts first).
    pub weakest_articles: Vec<(String, Tally)>,
    /// Right answers in a row, up to the last answer.
    pub current_streak: u32,
    /// The longest run of right answers.
    pub best_streak: u32,
    /// Days in a row, up to the last day studied, with at least one answer; days of the
    /// learner's calendar, in their time zone.
    pub study_days_in_a_row: u32,
}

/// The name of an article's row: the article and the edition it belongs to ("A.1 (2018)"),
/// since article numbers name different rules in different editions.
pub fn article_row(article: &str, edition: u16) -> String {
    format!("{article} ({edition})")
}

/// Computes the statistics of a list of answers (oldest first), counting study days in
/// `zone`.
pub fn compute(answers: &[AnswerRecord], zone: &TimeZone) -> Stats {
    let mut s = Stats::default();
    let mut run = 0;
    for a in answers {
        s.overall.add(a.right);
        for t in &a.topics {
            s.by_topic.entry(t.clone()).or_default().add(a.right);
        }
        for art in &a.articles {
            s.by_article
                .entry(article_row(art, a.edition))
                .or_default()
                .add(a.right);
        }
        if let Some(gt) = &a.game_type {
            s.by_game_type.entry(gt.clone()).or_default().add(a.right);
        }
        s.by_edition.entry(a.edition).or_default().add(a.right);
        run = if a.right { run + 1 } else { 0 };
        s.best_streak = s.best_streak.max(run);
    }
    s.current_streak = run;
    let mut weakest: Vec<(String, Tally)> =
        s.by_article.iter().map(|(k, v)| (k.clone(), *v)).collect();
    weakest.sort_by(|a, b| {
        a.1.accuracy()
            .total_cmp(&b.1.accuracy())
            .then(b.1.attempts.cmp(&a.1.attempts))
    });
    s.weakest_articles = weakest;
    let mut days: Vec<i64> = answers.iter().map(|a| local_day(a.at, zone)).collect();
    days.sort_unstable();
    days.dedup();
    if let Some(&last) = days.last() {
        s.study_days_in_a_row = 1;
        for w in days.windows(2).rev() {
            if w[1] == w[0] + 1 && w[1] <= last {
                s.study_days_in_a_row += 1;
            } else {
                break;
            }
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::super::progress::Mode;
    use super::*;

    fn a(article: &str, right: bool, day: u64) -> AnswerRecord {
        AnswerRecord {
            scenario: format!("s-{article}"),
            pack: "p".into(),
            chosen: vec![0],
            right,
            seconds: 10,
            mode: Mode::Practice,
            edition: 2023,
            at: day * 86_400 + 100,
            topics: vec!["t".into()],
            articles: vec![article.into()],
            game_type: Some("rapid".into()),
        }
    }

    #[test]
    fn weakest_articles_first_and_streaks() {
        let answers = [
            a("6.9", true, 1),
            a("7.5.5", false, 2),
            a("7.5.5", true, 3),
            a("6.9", true, 3),
            a("9.2", true, 4),
        ];
        let s = compute(&answers, &TimeZone::UTC);
        assert_eq!(
            s.overall,
            Tally {
                attempts: 5,
                right: 4
            }
        );
        assert_eq!(s.weakest_articles[0].0, "7.5.5 (2023)");
        assert_eq!(s.current_streak, 3);
        assert_eq!(s.best_streak, 3);
        assert_eq!(s.study_days_in_a_row, 4);
        assert_eq!(s.by_game_type["rapid"].attempts, 5);
    }

    #[test]
    fn the_same_article_in_two_editions_is_two_rows() {
        let mut old = a("A.1", false, 1);
        old.edition = 2018;
        let answers = [old, a("A.1", true, 2), a("A.1", true, 3)];
        let s = compute(&answers, &TimeZone::UTC);
        assert_eq!(s.by_article.len(), 2);
        assert_eq!(s.by_article["A.1 (2018)"].attempts, 1);
        assert_eq!(s.by_article["A.1 (2023)"].attempts, 2);
        assert_eq!(s.weakest_articles[0].0, "A.1 (2018)");
    }

    #[test]
    fn study_days_are_counted_in_the_learners_time_zone() {
        // In Ulaanbaatar (UTC+8): 07:30 and 20:00 on 2026-11-22, then 09:00 the next day.
        let zone = TimeZone::fixed(jiff::tz::offset(8));
        let morning = 1_795_305_600 - 1800;
        let mut answers = vec![a("6.9", true, 0), a("6.9", true, 0), a("6.9", true, 0)];
        for (answer, at) in answers
            .iter_mut()
            .zip([morning, morning + 45_000, morning + 91_800])
        {
            answer.at = at;
        }
        assert_eq!(compute(&answers[..2], &zone).study_days_in_a_row, 1);
        assert_eq!(
            compute(&answers[..2], &TimeZone::UTC).study_days_in_a_row,
            2
        );
        assert_eq!(compute(&answers, &zone).study_days_in_a_row, 2);
    }
}
