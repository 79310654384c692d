//! The rules of conduct, recording and third parties of each edition, and its scale of
//! penalties: the article of every provision in the edition's own numbering (2009 puts
//! conduct in Article 12 and the arbiter in Article 13; 2014 on, 11 and 12), and the steps
//! of the scale the arbiter chooses from.
//!
//! Numbers checked against the English texts of 2009, 2018 and 2023 and the Mongolian text of
//! 2014 (whose lettering follows the English one): editions matrix rows R53-R56.

use crate::laws::ruling::Penalty;

/// Conduct, recording and third parties in one edition.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ConductRules {
    /// Leaving the playing venue needs the arbiter's permission.
    pub leave_venue: &'static str,
    /// The player having the move may not leave the playing area without permission.
    pub leave_playing_area: &'static str,
    /// The regulations may require the opponent of the player having the move to report to
    /// the arbiter before leaving the playing area (2018 on); `None` where the Laws say
    /// nothing of it.
    pub leave_report: Option<&'static str>,
    /// Only with the arbiter's permission may someone who is neither a player nor an arbiter
    /// enter the playing area (2014 on); `None` in 2009, which has no such rule.
    pub access: Option<&'static str>,
    /// Notes, sources of information or advice, analysis on another board are forbidden.
    pub assistance: &'static str,
    /// The arbiter may inspect a player; refusing leads to penalties. 2009 has no such rule.
    pub inspection: Option<&'static str>,
    /// Smoking only in the section of the venue the arbiter designates.
    pub smoking: &'static str,
    /// Whether the smoking article names e-cigarettes (2018 on).
    pub e_cigarettes_named: bool,
    /// The players take no action that brings the game of chess into disrepute.
    pub disrepute: &'static str,
    /// Breaking the rules of conduct leads to the penalties of the scale.
    pub infraction: &'static str,
    /// The Article of the players' conduct (2009 12, 2014 on 11): a breach of any of its
    /// parts is an infraction under `infraction`.
    pub conduct_article: &'static str,
    /// Persistent refusal to comply with the Laws loses the game.
    pub persistent_refusal: &'static str,
    /// Both players guilty of persistent refusal: both lose.
    pub both_refuse: &'static str,
    /// What the arbiter must not tell the players.
    pub arbiter_silent: &'static str,
    /// Others may tell only the arbiter of an irregularity; offenders may be expelled.
    pub bystanders: &'static str,
    /// Players who have finished their games count as spectators.
    pub finished_players: &'static str,
    /// The arbiter sees that the Laws are strictly observed: he acts on a breach he sees
    /// himself unless an article leaves it to the players.
    pub arbiter_duty: &'static str,
    /// The arbiter may give either or both players extra time when the game is disturbed
    /// from outside.
    pub external_disturbance: &'static str,
    /// Nobody, spectators included, may use a phone or other communication device in the
    /// venue without the arbiter's authority (the players' own devices have their own
    /// article).
    pub anybody_devices: &'static str,
    /// The scoresheet is visible to the arbiter throughout the game.
    pub scoresheet_visible: &'static str,
    /// Only algebraic notation is recognised: the arbiter warns a player who records in
    /// another, whose scoresheet cannot serve as evidence (the unnumbered introduction of
    /// Appendix C, cited as "App. C").
    pub notation: &'static str,
    /// Moves may not be written in advance (except for a claim or an adjournment).
    pub record_in_advance: &'static str,
    /// A player must record his previous move before making another.
    pub record_before_next: &'static str,
    /// The scoresheet is only for moves, clock times, offers, claims and relevant data.
    pub scoresheet_use: &'static str,
    /// Both players mark a draw offer on the scoresheet.
    pub offer_mark: &'static str,
    /// The same duty said again in the article on draw offers (2014 9.1b(2), beside 8.1d).
    pub offer_mark_in_offers: Option<&'static str>,
    /// The arbiter sees that the players are not disturbed.
    pub players_not_disturbed: &'static str,
    /// The scoresheets belong to the organiser of the competition: a player may not keep his
    /// after the game.
    pub scoresheet_property: &'static str,
    /// The arbiter takes special measures for players who need medical attention (2014 on);
    /// 2009 names no such duty, and his general duty to the competition covers it.
    pub medical_attention: Option<&'static str>,
    /// Both players must help the arbiter reconstruct the game, draw claims included (2018
    /// on); earlier editions give the players no such duty.
    pub reconstruction: Option<&'static str>,
    /// Checking a repetition or fifty-move claim is the players' duty under the arbiter's
    /// supervision (2018 on).
    pub claim_check_duty: Option<&'static str>,
    /// An electronic scoresheet with an evident defect is replaced (2023 only).
    pub electronic_scoresheet: Option<&'static str>,
    /// A player may ask the arbiter to explain a point of the Laws (2014 on); 2009 has no
    /// such article, the arbiter's general duty covers it.
    pub law_explanation: Option<&'static str>,
    /// A player who stopped recording under 8.4 must, once a flag has fallen, bring his
    /// scoresheet up to date before he moves a piece.
    pub update_after_flag: &'static str,
    /// Where neither player records, the arbiter pauses the clock once a flag has fallen and
    /// both update their scoresheets from his or the opponent's.
    pub both_update_after_flag: &'static str,
    /// The result both players sign stands, even if incorrect, unless the arbiter decides
    /// otherwise.
    pub signed_result: &'static str,
    /// A player unable to keep score may have an assistant acceptable to the arbiter write
    /// his moves; the arbiter adjusts his clock equitably.
    pub scoring_assistant: &'static str,
    /// A player unable to move the pieces may have an assistant acceptable to the arbiter
    /// move them for him (2014 on); 2009 has no such article.
    pub move_assistant: Option<&'static str>,
    /// A player unable to use the clock may have an assistant acceptable to the arbiter press
    /// it, and the arbiter adjusts his clock equitably.
    pub clock_assistant: Option<&'static str>,
    /// Whether the clock of a player with a disability is left unadjusted (2014 on; 2009
    /// names no such exception).
    pub disability_not_adjusted: bool,
    /// A player may appeal against the arbiter's decisions, unless the regulations say
    /// otherwise, even after signing the scoresheet (2009: as the competition rules say).
    pub appeal: &'static str,
    /// The article that makes the arbiter's decisions on quickplay-finish claims final, so
    /// that no appeal lies against them (2009 10.2d, which 12.10 names); later editions say
    /// no such thing in the Laws.
    pub quickplay_decision_final: Option<&'static str>,
    /// The steps of the penalty scale the edition has, with their numbers, in its order.
    pub scale: &'static [(Penalty, &'static str)],
}

impl ConductRules {
    /// The article of a step of the scale, if the edition has that step.
    pub fn article_of(&self, penalty: Penalty) -> Option<&'static str> {
        self.scale
            .iter()
            .find(|(p, _)| *p == penalty)
            .map(|(_, a)| *a)
    }

    /// Every article number of the table.
    pub fn all(&self) -> Vec<&'static str> {
        let mut out = vec![
            self.leave_venue,
            self.leave_playing_area,
            self.assistance,
            self.smoking,
            self.infraction,
            self.disrepute,
            self.persistent_refusal,
            self.both_refuse,
            self.arbiter_silent,
            self.bystanders,
            self.finished_players,
            self.arbiter_duty,
            self.external_disturbance,
            self.anybody_devices,
            self.scoresheet_visible,
            self.notation,
            self.record_in_advance,
            self.record_before_next,
            self.scoresheet_use,
            self.offer_mark,
            self.players_not_disturbed,
            self.signed_result,
            self.scoring_assistant,
            self.appeal,
            self.scoresheet_property,
        ];
        out.extend(self.offer_mark_in_offers);
        out.extend(self.inspection);
        out.extend(self.leave_report);
        out.extend(self.access);
        out.extend(self.electronic_scoresheet);
        out.extend(self.medical_attention);
        out.extend(self.reconstruction);
        out.extend(self.claim_check_duty);
        out.extend(self.law_explanation);
        out.extend(self.move_assistant);
        out.extend(self.clock_assistant);
        out.extend(self.quickplay_decision_final);
        out.push(self.update_after_flag);
        out.push(self.both_update_after_flag);
        out.extend(self.scale.iter().map(|(_, a)| *a));
        out
    }
}

/// 2009: conduct is Article 12 (one paragraph 12.2 for the venue and the playing area), the
/// arbiter Article 13; the scale 13.4a-g has no fine and no exclusion, and puts the loss of
/// the game before the points.
pub const CONDUCT_2009: ConductRules = ConductRules {
    finished_players: "12.5",
    scoresheet_property: "8.3",
    medical_attention: None,
    reconstruction: None,
    claim_check_duty: None,
    leave_venue: "12.2",
    leave_playing_area: "12.2",
    leave_report: None,
    access: None,
    assistance: "12.3a",
    inspection: None,
    smoking: "12.3c",
    e_cigarettes_named: false,
    disrepute: "12.1",
    infraction: "12.7",
    conduct_article: "12",
    persistent_refusal: "12.8",
    both_refuse: "12.9",
    arbiter_silent: "13.6",
    bystanders: "13.7a",
    arbiter_duty: "13.1",
    external_disturbance: "13.5",
    anybody_devices: "13.7b",
    scoresheet_visible: "8.2",
    notation: "App. C",
    record_in_advance: "8.1",
    record_before_next: "8.1",
    scoresheet_use: "12.4",
    offer_mark: "9.1b(2)",
    offer_mark_in_offers: None,
    players_not_disturbed: "13.2",
    electronic_scoresheet: None,
    law_explanation: None,
    update_after_flag: "8.5b",
    both_update_after_flag: "8.5a",
    signed_result: "8.7",
    scoring_assistant: "8.1",
    move_assistant: None,
    clock_assistant: Some("6.7d"),
    disability_not_adjusted: false,
    appeal: "12.10",
    quickplay_decision_final: Some("10.2d"),
    scale: &[
        (Penalty::Warning, "13.4a"),
        (Penalty::TimeToOpponent, "13.4b"),
        (Penalty::TimeOff, "13.4c"),
        (Penalty::GameLost, "13.4d"),
        (Penalty::PointsReduced, "13.4e"),
        (Penalty::PointsToOpponent, "13.4f"),
        (Penalty::Expulsion, "13.4g"),
    ],
};

/// 2014: conduct is Article 11 with lettered paragraphs, the arbiter Article 12; the scale
/// 12.9a-h adds the fine and has no exclusion from rounds.
pub const CONDUCT_2014: ConductRules = ConductRules {
    finished_players: "11.4",
    scoresheet_property: "8.3",
    medical_attention: Some("12.2f"),
    reconstruction: None,
    claim_check_duty: None,
    leave_venue: "11.2a",
    leave_playing_area: "11.2b",
    leave_report: None,
    access: Some("11.2c"),
    assistance: "11.3a",
    inspection: Some("11.3b"),
    smoking: "11.3c",
    e_cigarettes_named: false,
    disrepute: "11.1",
    infraction: "11.6",
    conduct_article: "11",
    persistent_refusal: "11.7",
    both_refuse: "11.8",
    arbiter_silent: "12.6",
    bystanders: "12.7",
    arbiter_duty: "12.1",
    external_disturbance: "12.5",
    anybody_devices: "12.8",
    scoresheet_visible: "8.2",
    notation: "App. C",
    record_in_advance: "8.1a",
    record_before_next: "8.1c",
    scoresheet_use: "8.1b",
    offer_mark: "8.1d",
    offer_mark_in_offers: Some("9.1b(2)"),
    players_not_disturbed: "12.2d",
    electronic_scoresheet: None,
    law_explanation: Some("11.9"),
    update_after_flag: "8.5b",
    both_update_after_flag: "8.5a",
    signed_result: "8.7",
    scoring_assistant: "8.1e",
    move_assistant: Some("4.9"),
    clock_assistant: Some("6.2e"),
    disability_not_adjusted: true,
    appeal: "11.10",
    quickplay_decision_final: None,
    scale: &[
        (Penalty::Warning, "12.9a"),
        (Penalty::TimeToOpponent, "12.9b"),
        (Penalty::TimeOff, "12.9c"),
        (Penalty::PointsToOpponent, "12.9d"),
        (Penalty::PointsReduced, "12.9e"),
        (Penalty::GameLost, "12.9f"),
        (Penalty::Fine, "12.9g"),
        (Penalty::Expulsion, "12.9h"),
    ],
};

/// 2018: decimal numbering; e-cigarettes named in 11.3.4; the scale 12.9.1-12.9.9 adds
/// exclusion from rounds.
pub const CONDUCT_2018: ConductRules = ConductRules {
    finished_players: "11.4",
    scoresheet_property: "8.3",
    medical_attention: Some("12.2.6"),
    reconstruction: Some("11.11"),
    claim_check_duty: Some("11.12"),
    leave_venue: "11.2.3.1",
    leave_playing_area: "11.2.3.2",
    leave_report: Some("11.2.4"),
    access: Some("11.2.3.3"),
    assistance: "11.3.1",
    inspection: Some("11.3.3"),
    smoking: "11.3.4",
    e_cigarettes_named: true,
    disrepute: "11.1",
    infraction: "11.6",
    conduct_article: "11",
    persistent_refusal: "11.7",
    both_refuse: "11.8",
    arbiter_silent: "12.6",
    bystanders: "12.7",
    arbiter_duty: "12.1",
    external_disturbance: "12.5",
    anybody_devices: "12.8",
    scoresheet_visible: "8.2",
    notation: "App. C",
    record_in_advance: "8.1.2",
    record_before_next: "8.1.3",
    scoresheet_use: "8.1.4",
    offer_mark: "8.1.5",
    offer_mark_in_offers: None,
    players_not_disturbed: "12.2.4",
    electronic_scoresheet: None,
    law_explanation: Some("11.9"),
    update_after_flag: "8.5.2",
    both_update_after_flag: "8.5.1",
    signed_result: "8.7",
    scoring_assistant: "8.1.6",
    move_assistant: Some("4.9"),
    clock_assistant: Some("6.2.6"),
    disability_not_adjusted: true,
    appeal: "11.10",
    quickplay_decision_final: None,
    scale: &[
        (Penalty::Warning, "12.9.1"),
        (Penalty::TimeToOpponent, "12.9.2"),
        (Penalty::TimeOff, "12.9.3"),
        (Penalty::PointsToOpponent, "12.9.4"),
        (Penalty::PointsReduced, "12.9.5"),
        (Penalty::GameLost, "12.9.6"),
        (Penalty::Fine, "12.9.7"),
        (Penalty::Exclusion, "12.9.8"),
        (Penalty::Expulsion, "12.9.9"),
    ],
};

/// 2023: as 2018, with electronic scoresheets (a defective one is replaced, 8.3).
pub const CONDUCT_2023: ConductRules = ConductRules {
    electronic_scoresheet: Some("8.3"),
    ..CONDUCT_2018
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_scale_is_in_its_edition_s_order_without_repeats() {
        for (table, len) in [
            (CONDUCT_2009, 7),
            (CONDUCT_2014, 8),
            (CONDUCT_2018, 9),
            (CONDUCT_2023, 9),
        ] {
            assert_eq!(table.scale.len(), len);
            let mut articles: Vec<&str> = table.scale.iter().map(|(_, a)| *a).collect();
            let sorted = articles.clone();
            articles.sort_unstable();
            assert_eq!(articles, sorted, "numbered in order");
            articles.dedup();
            assert_eq!(articles.len(), len);
        }
        assert_eq!(CONDUCT_2009.article_of(Penalty::Fine), None);
        assert_eq!(CONDUCT_2014.article_of(Penalty::Exclusion), None);
        assert_eq!(CONDUCT_2014.article_of(Penalty::GameLost), Some("12.9f"));
        assert_eq!(CONDUCT_2009.article_of(Penalty::GameLost), Some("13.4d"));
    }
}
