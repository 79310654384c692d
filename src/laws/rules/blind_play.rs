//! Play with a visually disabled player on two boards (2009 App. E, 2014 on App. D): on the
//! special board a piece counts as touched only once it is out of its securing hole, while
//! the sighted player keeps the normal rules; a slip of the tongue is corrected before the
//! opponent's clock starts; differing boards are put right from the scoresheets; the
//! special clock and Braille or recorded scores are allowed; and the assistant's duties, with
//! the sighted player's own assistant limited to making and announcing the moves.

use shakmaty::{Color, Square};

use crate::laws::arbiter::Arbiter;
use crate::laws::claim::{Claim, Ground};
use crate::laws::event::{BlindAct, Contact, Discretion, Order, TouchFinding};
use crate::laws::move_error::MoveError;
use crate::laws::ruling::Action;
use crate::laws::step::{Arg, Step};

impl Arbiter {
    /// Something happens in a game with a visually disabled player; `by` is the player it
    /// concerns (see [`crate::laws::Event::VisuallyDisabled`]).
    pub(in crate::laws) fn on_visually_disabled(
        &mut self,
        by: Color,
        act: BlindAct,
        square: Option<Square>,
        arbiter: Discretion,
    ) -> Result<(), MoveError> {
        let b = self.rules.blind;
        let permission = |id: &'static str, articles: &[&'static str], allowed: bool| {
            (Step::new(id, articles).side("side", by), allowed)
        };
        let (step, allowed) = match act {
            BlindAct::FeelsPiece => permission("step-blind-feels-piece", &[b.touched], true),
            BlindAct::RankNames => match arbiter {
                Discretion::Otherwise => {
                    permission("step-blind-rank-names-allowed", &[b.announce], true)
                }
                Discretion::Default => {
                    permission("step-blind-rank-names-german", &[b.announce], false)
                }
            },
            BlindAct::LiftsPiece | BlindAct::SightedTouches | BlindAct::AssistantReportsTouch => {
                return self.blind_touch(by, act, square);
            }
            BlindAct::SlipCorrected => {
                permission("step-blind-slip-corrected", &[b.announce, b.slip], true)
            }
            BlindAct::SlipCorrectedLate => permission(
                "step-blind-slip-corrected-late",
                &[b.announce, b.slip],
                false,
            ),
            BlindAct::BoardsDifferScoresAgree => {
                self.step(
                    Step::new("step-blind-boards-differ-scores-agree", &[b.boards_differ])
                        .side("side", by),
                );
                self.ruling
                    .actions
                    .extend([Action::AdjustBoardToScoresheets(by), Action::PlayOn]);
                return Ok(());
            }
            BlindAct::BoardsDifferScoresDiffer => {
                self.step(Step::new(
                    "step-blind-boards-differ-scores-differ",
                    &[b.scores_differ],
                ));
                self.ruling
                    .actions
                    .extend([Action::RetraceToAgreement, Action::PlayOn]);
                return Ok(());
            }
            BlindAct::SpecialClock => {
                permission("step-blind-special-clock", &[b.special_clock], true)
            }
            BlindAct::BrailleScore => permission("step-blind-braille-score", &[b.score], true),
            BlindAct::DeviceScore => permission("step-blind-device-score", &[b.score], true),
            BlindAct::AssistantInformsUnasked => permission(
                "step-blind-assistant-informs-unasked",
                &[b.assistant, b.assistant_informs],
                false,
            ),
            BlindAct::AssistantInformsAsked => permission(
                "step-blind-assistant-informs-asked",
                &[b.assistant, b.assistant_informs],
                true,
            ),
            BlindAct::AssistantMakesMove => permission(
                "step-blind-assistant-makes-move",
                &[b.assistant, b.assistant_moves],
                true,
            ),
            BlindAct::AssistantClaimsFlag => {
                self.step(
                    Step::new(
                        "step-blind-assistant-claims-flag",
                        &[b.assistant, b.assistant_claims],
                    )
                    .side("side", by),
                );
                self.ruling.allowed = Some(true);
                // The claim is the visually disabled player's own, made through his assistant.
                self.flag_possible(!by)?;
                self.on_claim(&Claim::new(by, Ground::Flag));
                return Ok(());
            }
            BlindAct::AssistantSeals => permission(
                "step-blind-assistant-seals",
                &[b.assistant, b.assistant_adjourns],
                true,
            ),
            BlindAct::SightedAssistant => {
                permission("step-blind-sighted-assistant", &[b.sighted_assistant], true)
            }
            BlindAct::SightedAssistantKeepsScore => permission(
                "step-blind-sighted-assistant-keeps-score",
                &[b.assistant, b.sighted_assistant],
                false,
            ),
            BlindAct::NoAssistantHearingImpaired => match b.hearing_impaired {
                Some(article) => permission(
                    "step-blind-hearing-impaired-assistant-required",
                    &[article],
                    false,
                ),
                None => permission(
                    "step-blind-hearing-impaired-not-required",
                    &[b.sighted_assistant],
                    true,
                ),
            },
            BlindAct::ClockBeforeAnnouncing => permission(
                "step-blind-clock-before-announcing",
                &[b.made, b.clock_started],
                false,
            ),
            BlindAct::DemandsTwoBoards => {
                permission("step-blind-demands-two-boards", &[b.two_boards], true)
            }
        };
        self.step(step);
        self.ruling.allowed = Some(allowed);
        Ok(())
    }

    /// A touch that binds under the normal rules once it counts: a piece taken out of its
    /// hole on the special board, a piece the sighted player touches on his board, or one
    /// the assistant reports the sighted player touched.
    fn blind_touch(
        &mut self,
        by: Color,
        act: BlindAct,
        square: Option<Square>,
    ) -> Result<(), MoveError> {
        let Some(square) = square else {
            // The content reader requires the square for these acts.
            return Ok(());
        };
        let b = self.rules.blind;
        let (id, articles, toucher) = match act {
            BlindAct::LiftsPiece => ("step-blind-lifts-piece", vec![b.touched], by),
            BlindAct::AssistantReportsTouch => (
                "step-blind-assistant-reports-touch",
                vec![b.assistant, b.assistant_claims, b.sighted_normal],
                !by,
            ),
            _ => ("step-blind-sighted-touches", vec![b.sighted_normal], by),
        };
        self.step(
            Step::new(id, &articles)
                .side("side", by)
                .arg("square", Arg::Square(square)),
        );
        if act == BlindAct::AssistantReportsTouch {
            self.ruling.allowed = Some(true);
        }
        self.on_touch(
            toucher,
            square,
            false,
            Contact::Deliberate,
            (Order::After, TouchFinding::NotEstablished),
        )
    }
}
