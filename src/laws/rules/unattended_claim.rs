//! A quickplay-finish claim with no arbiter present in the venue (2009 App. D, 2014 G.6,
//! 2018/2023 Guidelines III.6): where the quickplay rules apply, a player with under two minutes may
//! claim a draw before his flag falls; the claim ends the game, the claimant writes down the
//! final position (and, for a lack of effort, hands in an up-to-date scoresheet) for the
//! opponent to verify, and the arbiter decides later. The admissibility checks are those of
//! the claim made with the arbiter present (`quickplay.rs`).

use shakmaty::Color;

use crate::laws::arbiter::Arbiter;
use crate::laws::claim::Ground;
use crate::laws::clock::ClockTime;
use crate::laws::event::{ClaimBasis, LaterDecision, UnattendedRecord};
use crate::laws::ruling::{ClaimVerdict, GameResult, Score};
use crate::laws::step::{Arg, Step};

impl Arbiter {
    /// `by` claims a draw with no arbiter present, on `basis`; `decision` is what the
    /// arbiter decides when the claim reaches him, if the case says, and `record` what the
    /// claimant left him to decide on.
    pub(in crate::laws) fn on_unattended_claim(
        &mut self,
        by: Color,
        basis: ClaimBasis,
        decision: LaterDecision,
        record: UnattendedRecord,
    ) {
        let u = self.rules.unattended;
        if !self.quickplay_applies(by) || !self.unattended_claim_in_time(by, u.claim_ends_game) {
            self.ruling.allowed = Some(false);
            self.record_verdict(by, Ground::Quickplay, ClaimVerdict::NotAdmissible);
            return;
        }
        // The claim itself ends the game (III.6.1), so there is no clock to pause.
        self.ruling.allowed = Some(true);
        self.step(
            Step::new("step-unattended-claim-ends-game", &[u.claim_ends_game]).side("side", by),
        );
        let (id, record_article) = match basis {
            ClaimBasis::CannotWin => ("step-unattended-record-cannot-win", u.cannot_win_record),
            ClaimBasis::NoEffort => ("step-unattended-record-no-effort", u.no_effort_record),
        };
        self.step(
            Step::new(id, &[record_article])
                .side("side", by)
                .side("opponent", !by),
        );
        let mut referral = vec![u.referral];
        referral.extend(u.no_appeal);
        self.step(Step::new("step-unattended-referred", &referral));
        let decision = if self.unattended_record_complete(by, basis, record, record_article) {
            decision
        } else {
            LaterDecision::Rejected
        };
        match decision {
            LaterDecision::Pending => {
                self.record_verdict(by, Ground::Quickplay, ClaimVerdict::Postponed);
                self.ruling.result = GameResult::Undecided;
                self.close();
            }
            LaterDecision::Draw => {
                self.step(
                    Step::new("step-unattended-arbiter-draws", &[u.referral]).side("side", by),
                );
                self.record_verdict(by, Ground::Quickplay, ClaimVerdict::Upheld);
                self.end(Score::DRAW);
            }
            LaterDecision::Rejected => {
                self.step(
                    Step::new("step-unattended-arbiter-rejects", &[u.referral]).side("side", by),
                );
                self.record_verdict(by, Ground::Quickplay, ClaimVerdict::Rejected);
                self.ruling.result = GameResult::Undecided;
                self.close();
            }
        }
    }

    /// Whether the claimant left the arbiter what the procedure asks (the final position
    /// written down; for a lack of effort, an up-to-date scoresheet too). Without it the
    /// arbiter has nothing to judge the claim on, and cannot uphold it. An opponent who would
    /// not verify them does not void the claim: the arbiter establishes the facts himself.
    fn unattended_record_complete(
        &mut self,
        by: Color,
        basis: ClaimBasis,
        record: UnattendedRecord,
        article: &'static str,
    ) -> bool {
        if !record.position_written {
            self.step(Step::new("step-unattended-no-position", &[article]).side("side", by));
            return false;
        }
        if basis == ClaimBasis::NoEffort && !record.scoresheet_submitted {
            self.step(Step::new("step-unattended-no-scoresheet", &[article]).side("side", by));
            return false;
        }
        if !record.verified {
            self.step(
                Step::new("step-unattended-not-verified", &[article])
                    .side("side", by)
                    .side("opponent", !by),
            );
        }
        true
    }

    /// Whether `by` claims with less than two minutes and before his flag has fallen; the
    /// steps say why not.
    fn unattended_claim_in_time(&mut self, by: Color, article: &'static str) -> bool {
        let threshold = ClockTime::from_secs(u64::from(self.rules.quickplay.threshold_seconds));
        match self.remaining(by) {
            Some(ClockTime::ZERO) => {
                self.step(Step::new("step-unattended-flag-down", &[article]).side("side", by));
                false
            }
            Some(t) if t >= threshold => {
                self.step(
                    Step::new("step-unattended-not-under-threshold", &[article])
                        .side("side", by)
                        .arg("time", Arg::Clock(t)),
                );
                false
            }
            _ => true,
        }
    }
}
