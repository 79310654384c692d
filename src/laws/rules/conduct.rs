//! The conduct of the players (2014 on Article 11, 2009 Article 12): leaving the playing
//! area or the venue, notes and other help, refusing an inspection, smoking, distracting the
//! opponent, and persistent refusal to comply with the Laws. Breaches of the rules of
//! conduct lead to the penalties of the arbiter's scale, which he chooses; persistent
//! refusal loses the game.

use shakmaty::Color;

use crate::laws::arbiter::Arbiter;
use crate::laws::claim::Ground;
use crate::laws::event::{
    AidSource, Disturbance, InspectionManner, LeavePlace, OpponentScore, PenaltyChoice, SmokeKind,
};
use crate::laws::ruling::{Penalty, Sanction, Score};
use crate::laws::step::Step;

impl Arbiter {
    /// A player leaves the playing area, or the venue. The player not having the move may
    /// leave the playing area freely, unless the regulations require him to report to the
    /// arbiter first (2018 and 2023 11.2.4).
    pub(in crate::laws) fn on_leave(
        &mut self,
        by: Color,
        to: LeavePlace,
        permission: bool,
        reported: bool,
        penalty: Option<PenaltyChoice>,
    ) {
        let c = self.rules.conduct;
        let article = match to {
            LeavePlace::OutsideVenue => c.leave_venue,
            LeavePlace::WithinVenue => c.leave_playing_area,
        };
        if permission {
            self.step(Step::new("step-leave-with-permission", &[article]).side("side", by));
            self.ruling.allowed = Some(true);
            self.conduct.clear(by, Ground::Leaving);
            return;
        }
        let id = match to {
            LeavePlace::OutsideVenue => "step-leave-venue",
            LeavePlace::WithinVenue if self.board.turn() == by => "step-leave-area-having-the-move",
            LeavePlace::WithinVenue if self.regs.report_before_leaving => {
                self.leave_to_be_reported(by, reported, penalty);
                return;
            }
            LeavePlace::WithinVenue => {
                // He stays within the venue (the toilets and rest rooms are part of it), which is
                // what the first rule asks of him.
                self.step(
                    Step::new(
                        "step-leave-area-not-having-the-move",
                        &[self.arts().venue, c.leave_venue, article],
                    )
                    .side("side", by),
                );
                self.ruling.allowed = Some(true);
                self.conduct.clear(by, Ground::Leaving);
                return;
            }
        };
        self.offence(by, id, &[article], Ground::Leaving, penalty);
    }

    /// The player not having the move leaves the playing area where the regulations require
    /// him to report to the arbiter first. From 2018 the Laws let the regulations say so
    /// (11.2.4), and leaving unreported breaks the rules of conduct; the older editions have
    /// no such article, so the requirement is the event's own rule, which the arbiter enforces
    /// with his scale of penalties.
    fn leave_to_be_reported(&mut self, by: Color, reported: bool, penalty: Option<PenaltyChoice>) {
        let c = self.rules.conduct;
        let articles: Vec<&'static str> = c
            .leave_report
            .into_iter()
            .chain([c.leave_playing_area])
            .collect();
        if reported {
            self.step(Step::new("step-leave-area-reported", &articles).side("side", by));
            self.ruling.allowed = Some(true);
            self.conduct.clear(by, Ground::Leaving);
            return;
        }
        if c.leave_report.is_some() {
            self.offence(
                by,
                "step-leave-area-unreported",
                &articles,
                Ground::Leaving,
                penalty,
            );
            return;
        }
        self.step(
            Step::new(
                "step-leave-area-unreported-regulations",
                &[self.arts().penalties],
            )
            .side("side", by),
        );
        self.ruling.allowed = Some(false);
        let c = self.rules.conduct;
        self.conduct.note(
            by,
            Ground::Leaving,
            c.leave_report.unwrap_or(c.leave_playing_area),
        );
        self.penalisable(by, penalty);
    }

    /// A player uses notes, a source of information or advice, or another chessboard.
    pub(in crate::laws) fn on_assistance(
        &mut self,
        by: Color,
        source: AidSource,
        penalty: Option<PenaltyChoice>,
    ) {
        let article = self.rules.conduct.assistance;
        // The rule forbids notes, advice and analysis during play; an adjourned game is not
        // in play, and its analysis, alone or with others, is what adjournment allows.
        if self.in_adjournment().is_some() && source != AidSource::CaptainDrawAdvice {
            self.step(Step::new("step-assistance-during-adjournment", &[article]).side("side", by));
            self.ruling.allowed = Some(true);
            self.conduct.clear(by, Ground::Assistance);
            return;
        }
        let id = match source {
            AidSource::Notes => "step-assistance-notes",
            AidSource::Information => "step-assistance-information",
            AidSource::Advice => "step-assistance-advice",
            AidSource::OtherBoard => "step-assistance-other-board",
            // The Laws forbid all advice; only the event's own regulations can make room
            // for a captain's word on a draw offer.
            AidSource::CaptainDrawAdvice if self.regs.captain_may_advise_draws => {
                self.step(
                    Step::new("step-assistance-captain-permitted", &[article]).side("side", by),
                );
                self.ruling.allowed = Some(true);
                self.conduct.clear(by, Ground::Assistance);
                return;
            }
            AidSource::CaptainDrawAdvice => "step-assistance-captain-forbidden",
        };
        self.offence(by, id, &[article], Ground::Assistance, penalty);
    }

    /// A player brings the game of chess into disrepute (11.1; 2009 12.1): the Laws fix no
    /// penalty, and a result arranged in advance is often found only after the game, when a
    /// loss for both replaces the result the players made.
    pub(in crate::laws) fn on_disrepute(&mut self, by: Color, penalty: Option<PenaltyChoice>) {
        let article = self.rules.conduct.disrepute;
        self.offence(
            by,
            "step-disrepute",
            &[article],
            Ground::Disturbance,
            penalty,
        );
    }

    /// A player refuses to be inspected.
    pub(in crate::laws) fn on_refuse_inspection(
        &mut self,
        by: Color,
        inspection: InspectionManner,
        penalty: Option<PenaltyChoice>,
    ) {
        // 2009: the device rule (12.3b) is where the later editions put the inspection, and
        // it gives none; a refusal breaks nothing.
        let Some(article) = self.rules.conduct.inspection else {
            self.step(
                Step::new("step-inspection-no-rule", &[self.arts().devices_forbidden])
                    .side("side", by),
            );
            self.ruling.allowed = Some(true);
            return;
        };
        // The article gives the arbiter an inspection in private by a person of the player's
        // gender, and no other: refusing another kind breaks no rule.
        let improper = match inspection {
            InspectionManner::Proper => None,
            InspectionManner::OtherGender => Some("step-inspection-other-gender-refused"),
            InspectionManner::InPublic => Some("step-inspection-in-public-refused"),
        };
        if let Some(id) = improper {
            self.step(Step::new(id, &[article]).side("side", by));
            self.ruling.allowed = Some(true);
            return;
        }
        self.step(Step::new("step-inspection-refused", &[article]).side("side", by));
        self.ruling.allowed = Some(false);
        self.penalisable(by, penalty);
    }

    /// A player refuses to help the arbiter reconstruct the game. From 2018 both players must
    /// help him (11.11), and checking a repetition or fifty-move claim is their own duty under
    /// his supervision (11.12): the refusal breaks the Laws and he may penalise it. Earlier
    /// editions give the players no such duty; the arbiter reconstructs the game himself.
    pub(in crate::laws) fn on_refuse_reconstruction(
        &mut self,
        by: Color,
        for_claim: bool,
        penalty: Option<PenaltyChoice>,
    ) {
        let c = self.rules.conduct;
        let Some(duty) = c.reconstruction else {
            self.step(Step::new("step-reconstruction-no-duty", &[c.arbiter_duty]).side("side", by));
            self.ruling.allowed = Some(true);
            return;
        };
        let mut articles = vec![duty];
        let id = if for_claim {
            articles.extend(c.claim_check_duty);
            "step-reconstruction-refused-claim"
        } else {
            "step-reconstruction-refused"
        };
        self.step(Step::new(id, &articles).side("side", by));
        self.ruling.allowed = Some(false);
        self.penalisable(by, penalty);
    }

    /// A player smokes.
    pub(in crate::laws) fn on_smoke(
        &mut self,
        by: Color,
        kind: SmokeKind,
        designated_area: bool,
        penalty: Option<PenaltyChoice>,
    ) {
        let c = self.rules.conduct;
        if kind == SmokeKind::ECigarette && !c.e_cigarettes_named {
            // Before 2018 the article speaks of smoking only; an e-cigarette is ruled by the
            // same article, as the Preface asks for cases the Laws do not name.
            self.step(Step::new("note-e-cigarette-by-analogy", &[c.smoking]));
        }
        if designated_area {
            self.step(Step::new("step-smoking-designated-area", &[c.smoking]).side("side", by));
            self.ruling.allowed = Some(true);
            self.conduct.clear(by, Ground::Smoking);
            return;
        }
        self.offence(
            by,
            "step-smoking-forbidden",
            &[c.smoking],
            Ground::Smoking,
            penalty,
        );
    }

    /// A player distracts or annoys his opponent.
    pub(in crate::laws) fn on_disturb(
        &mut self,
        by: Color,
        how: Disturbance,
        penalty: Option<PenaltyChoice>,
    ) {
        let a = self.arts();
        let (id, articles) = match how {
            Disturbance::Noise => ("step-disturb-noise", vec![a.distraction]),
            Disturbance::Talking => ("step-disturb-talking", vec![a.distraction]),
            Disturbance::Behaviour => ("step-disturb-behaviour", vec![a.distraction]),
            Disturbance::DrawOffers => (
                "step-disturb-draw-offers",
                vec![a.draw_offer, a.distraction],
            ),
        };
        self.offence(by, id, &articles, Ground::Disturbance, penalty);
    }

    /// A breach of the rules of conduct: the breach, the article that sends it to the scale,
    /// and the scale.
    fn offence(
        &mut self,
        by: Color,
        id: &'static str,
        articles: &[&'static str],
        ground: Ground,
        penalty: Option<PenaltyChoice>,
    ) {
        self.step(Step::new(id, articles).side("side", by));
        self.step(Step::new(
            "step-conduct-infraction",
            &[self.rules.conduct.infraction],
        ));
        self.ruling.allowed = Some(false);
        let broken = articles
            .first()
            .copied()
            .unwrap_or(self.rules.conduct.infraction);
        self.conduct.note(by, ground, broken);
        self.penalisable(by, penalty);
    }

    /// The articles of a penalisable breach, with the article that makes breaches of the
    /// rules of conduct penalisable (2014 on 11.6; 2009 12.7) when one of them is a part of
    /// the edition's Article on conduct.
    pub(in crate::laws) fn with_infraction(&self, articles: &[&'static str]) -> Vec<&'static str> {
        let c = self.rules.conduct;
        let of_conduct = |a: &str| {
            a.strip_prefix(c.conduct_article)
                .is_some_and(|rest| rest.is_empty() || rest.starts_with('.'))
        };
        let mut out = articles.to_vec();
        if articles.iter().any(|a| of_conduct(a)) && !out.contains(&c.infraction) {
            out.push(c.infraction);
        }
        out
    }

    /// A player persistently refuses to comply with the Laws: he loses, and the arbiter
    /// decides his opponent's score; when both do, both lose.
    pub(in crate::laws) fn on_persistent_refusal(&mut self, by: Color, opponent: OpponentScore) {
        let c = self.rules.conduct;
        if *self.conduct.refused.get(!by) {
            // The opponent's refusal may already have ended the game: both are guilty, so the
            // result becomes a loss for both.
            self.step(Step::new("step-both-refuse", &[c.both_refuse]));
            self.end(Score::BOTH_LOSE);
            self.ruling
                .sanctions
                .push(Sanction::Applied(by, Penalty::GameLost));
            return;
        }
        *self.conduct.refused.get_mut(by) = true;
        self.step(Step::new("step-persistent-refusal", &[c.persistent_refusal]).side("side", by));
        self.ruling
            .sanctions
            .push(Sanction::Applied(by, Penalty::GameLost));
        self.lose_by_penalty(by, opponent, &[c.persistent_refusal]);
    }
}
