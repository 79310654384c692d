//! Scoring an exam: right answers out of questions, and the pass mark.

/// The share of right answers needed to pass, in percent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PassMark(pub u8);

impl Default for PassMark {
    /// 80 %, the usual mark of arbiter seminars' tests.
    fn default() -> Self {
        Self(80)
    }
}

/// The score of an exam.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExamScore {
    /// Questions answered right.
    pub right: usize,
    /// Questions on the paper.
    pub total: usize,
}

impl ExamScore {
    /// The score in whole percent, rounded down (so 79.9 % never passes an 80 % mark).
    pub fn percent(self) -> u32 {
        if self.total == 0 {
            return 0;
        }
        let right = u32::try_from(self.right).unwrap_or(u32::MAX);
        let total = u32::try_from(self.total).unwrap_or(u32::MAX);
        right.saturating_mul(100) / total
    }

    /// Whether the score reaches the pass mark: right × 100 ≥ mark × total, in whole numbers.
    pub fn passed(self, mark: PassMark) -> bool {
        self.total > 0 && self.right * 100 >= usize::from(mark.0) * self.total
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pass_mark_is_inclusive_and_exact() {
        let s = |right, total| ExamScore { right, total };
        assert!(s(16, 20).passed(PassMark::default()));
        assert!(!s(15, 20).passed(PassMark::default()));
        assert!(!s(31, 39).passed(PassMark(80)), "79.5 % is not 80 %");
        assert_eq!(s(31, 39).percent(), 79);
        assert!(!s(0, 0).passed(PassMark(0)));
        assert_eq!(s(0, 0).percent(), 0);
    }
}
