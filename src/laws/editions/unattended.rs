//! Quickplay finishes with no arbiter present in the venue: the article of every provision
//! in each edition's numbering (2009 Appendix D, a single item D1 whose decision 12.10 puts
//! beyond appeal; 2014 G.6; 2018 and 2023 Guidelines III.6).
//!
//! 2014 Appendix G ends with the same procedure under G.6. Its text could not be read here:
//! G.1 to G.5 are established (two verbatim copies, 2014 and 2016) and match III.1 to III.5;
//! a 2016 reading of the draft that became the 2018 Guidelines found no change from Appendix
//! G, whose III.6 is this procedure; a club's guidance of the 2014 era tells players how to
//! claim "under Appendix G.6"; and an arbiter's recollection (r18-c) agrees. The engine rules
//! it as III.6 and, not knowing how G.6 letters its items, cites the whole of G.6.

/// The provisions on a quickplay claim made with no arbiter present, in one edition.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UnattendedRules {
    /// With under two minutes and before his flag falls a player may claim a draw; the claim
    /// ends the game.
    pub claim_ends_game: &'static str,
    /// A claim that the opponent cannot win: the claimant writes down the final position and
    /// the opponent verifies it.
    pub cannot_win_record: &'static str,
    /// A claim that the opponent is making no effort to win: the final position and an
    /// up-to-date scoresheet, both verified by the opponent.
    pub no_effort_record: &'static str,
    /// The claim is referred to the arbiter, who decides it.
    pub referral: &'static str,
    /// No appeal against that decision (2009 only).
    pub no_appeal: Option<&'static str>,
}

impl UnattendedRules {
    /// Every article of the table.
    pub fn all(&self) -> Vec<&'static str> {
        let mut out = vec![
            self.claim_ends_game,
            self.cannot_win_record,
            self.no_effort_record,
            self.referral,
        ];
        out.extend(self.no_appeal);
        out
    }
}

/// 2009 Appendix D: one item, D1, holds the claim, both records and the referral; 12.10
/// excludes an appeal.
pub(super) const UNATTENDED_2009: UnattendedRules = UnattendedRules {
    claim_ends_game: "D1",
    cannot_win_record: "D1",
    no_effort_record: "D1",
    referral: "D1",
    no_appeal: Some("12.10"),
};

/// 2014 Appendix G.6, cited whole: how it letters its items is not known here.
pub(super) const UNATTENDED_2014: UnattendedRules = UnattendedRules {
    claim_ends_game: "G.6",
    cannot_win_record: "G.6",
    no_effort_record: "G.6",
    referral: "G.6",
    no_appeal: None,
};

/// 2018 and 2023 Guidelines III.6.
pub(super) const UNATTENDED_2018: UnattendedRules = UnattendedRules {
    claim_ends_game: "III.6.1",
    cannot_win_record: "III.6.1.1",
    no_effort_record: "III.6.1.2",
    referral: "III.6.2",
    no_appeal: None,
};
