//! Knowledge queries: questions about the rules themselves, answered from the edition's
//! table ("which game type is 15+10?", "when may a player stop recording?").

use super::edition::Edition;
use super::game_type::{GameType, Regime, Supervision};
use super::ruling::{Answer, Party};
use super::step::{Arg, Step};
use super::time_control::TimeControl;

/// A question about the rules that needs no position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Query {
    /// The game type a time control makes.
    GameType(TimeControl),
    /// The band of time that makes a game rapid.
    RapidRange,
    /// The band of time that makes a game blitz.
    BlitzRange,
    /// Time given to the opponent for a first illegal move.
    IllegalMovePenalty(GameType, Supervision),
    /// Which illegal move by the same player loses.
    IllegalMovesToLose(GameType, Supervision),
    /// Time given to the opponent after an incorrect draw claim.
    IncorrectClaimPenalty(GameType, Supervision),
    /// Time left below which a player may stop recording (standard play), for a time control
    /// if one is given: none with a large enough increment.
    RecordingRelief(Option<TimeControl>),
    /// Moves each player must have made before a draw may be agreed.
    AgreementMinMoves,
    /// Default time when the regulations say nothing, in seconds.
    DefaultTime,
    /// Who decides where the clock stands.
    ClockPlacement,
    /// Who decides whether rapid or blitz games are played under full supervision: for the
    /// game type given (rapid or blitz), or for both when none (or standard) is given.
    RegimeChoice(Option<GameType>),
    /// How often a rapid or blitz player may ask to see the arbiter's scoresheet.
    ScoresheetRequests,
    /// Moves by each player without pawn move or capture for a fifty-move claim.
    FiftyMoveCount,
    /// Moves by each player without pawn move or capture for the automatic draw.
    SeventyFiveMoveCount,
    /// Occurrences of a position for the automatic draw.
    FivefoldCount,
    /// Occurrences of a position for a repetition claim.
    ThreefoldCount,
    /// Time below which a quickplay-finish claim or increment request may be made.
    QuickplayThreshold,
    /// Time the opponent receives when such a claim is rejected.
    QuickplayAward,
    /// Moves by each player after which set-up and clock claims end in unsupervised games.
    UnsupervisedMoveLimit,
    /// Whether the arbiter calls a flag fall he sees in an unsupervised game.
    ArbiterCallsFlag,
    /// Whether the pawn may be removed and the new piece placed in any order when promoting.
    PromotionAnyOrder,
}

/// The answer to a query under an edition, with the reasoning; `None` when the edition has
/// no such rule (the steps say so).
pub fn answer(query: &Query, edition: Edition) -> (Option<Answer>, Vec<Step>) {
    let rules = edition.rules();
    let a = &rules.articles;
    let band = |lo: Option<u64>, lo_in: bool, hi: Option<u64>, hi_in: bool| Answer::Range {
        min: lo,
        min_inclusive: lo_in,
        max: hi,
        max_inclusive: hi_in,
    };
    let blitz_limit = rules.classification.blitz_limit_seconds;
    let blitz_inclusive = rules.classification.blitz_limit_inclusive;
    let (answer, step) = match query {
        Query::GameType(tc) => {
            let gt = tc.game_type(edition);
            let step = Step::new(
                "step-query-game-type",
                &[a.rapid_definition, a.blitz_definition],
            )
            .arg("control", Arg::Text(tc.to_string()))
            .arg("seconds", Arg::Seconds(tc.classification_seconds()))
            .arg("type", Arg::GameType(gt));
            (Some(Answer::GameType(gt)), step)
        }
        Query::RapidRange => (
            Some(band(
                Some(blitz_limit),
                !blitz_inclusive,
                Some(rules.classification.rapid_below_seconds),
                false,
            )),
            Step::new("step-query-rapid-range", &[a.rapid_definition]),
        ),
        Query::BlitzRange => (
            Some(band(None, false, Some(blitz_limit), blitz_inclusive)),
            Step::new("step-query-blitz-range", &[a.blitz_definition]),
        ),
        Query::IllegalMovePenalty(gt, sup) => {
            let rule = rules.illegal_moves.get(Regime::new(*gt, *sup));
            let answer = if rule.losing_count == 1 {
                None
            } else {
                Some(Answer::Seconds(u64::from(rule.award_seconds)))
            };
            let step = Step::new("step-query-illegal-move-penalty", rule.articles)
                .arg("seconds", Arg::Seconds(u64::from(rule.award_seconds)))
                .arg("count", Arg::Count(u64::from(rule.losing_count)));
            (answer, step)
        }
        Query::IllegalMovesToLose(gt, sup) => {
            let rule = rules.illegal_moves.get(Regime::new(*gt, *sup));
            (
                Some(Answer::Count(u64::from(rule.losing_count))),
                Step::new("step-query-illegal-moves-to-lose", rule.articles)
                    .arg("count", Arg::Count(u64::from(rule.losing_count))),
            )
        }
        Query::IncorrectClaimPenalty(gt, sup) => {
            let award = rules.incorrect_claim.get(Regime::new(*gt, *sup));
            (
                Some(Answer::Seconds(u64::from(award.seconds))),
                Step::new("step-query-incorrect-claim-penalty", award.articles)
                    .arg("seconds", Arg::Seconds(u64::from(award.seconds))),
            )
        }
        Query::RecordingRelief(Some(tc))
            if tc.min_increment() >= rules.recording.increment_at_least =>
        {
            (
                Some(Answer::Seconds(0)),
                Step::new("step-query-recording-relief-none", &[a.recording_relief])
                    .arg("control", Arg::Text(tc.to_string()))
                    .arg(
                        "increment",
                        Arg::Seconds(u64::from(rules.recording.increment_at_least)),
                    ),
            )
        }
        Query::RecordingRelief(_) => (
            Some(Answer::Seconds(rules.recording.relief_below_seconds)),
            Step::new("step-query-recording-relief", &[a.recording_relief])
                .arg(
                    "seconds",
                    Arg::Seconds(rules.recording.relief_below_seconds),
                )
                .arg(
                    "increment",
                    Arg::Seconds(u64::from(rules.recording.increment_at_least)),
                ),
        ),
        Query::AgreementMinMoves => {
            let articles: &[&str] = if rules.agreement_min_moves > 0 {
                &[a.agreement, a.draw_regulations]
            } else {
                &[a.draw_regulations]
            };
            (
                Some(Answer::Count(u64::from(rules.agreement_min_moves))),
                Step::new("step-query-agreement-min-moves", articles)
                    .arg("count", Arg::Count(u64::from(rules.agreement_min_moves))),
            )
        }
        Query::DefaultTime => (
            Some(Answer::Seconds(
                u64::from(rules.default_time.when_silent_minutes) * 60,
            )),
            Step::new("step-query-default-time", &[a.default_time]).arg(
                "seconds",
                Arg::Seconds(u64::from(rules.default_time.when_silent_minutes) * 60),
            ),
        ),
        Query::ClockPlacement => (
            Some(Answer::Who(Party::Arbiter)),
            Step::new("step-query-clock-placement", &[a.clock_placement]),
        ),
        Query::RegimeChoice(gt) => {
            let rapid = *gt != Some(GameType::Blitz);
            let blitz = *gt != Some(GameType::Rapid);
            let asked = |pairs: [(bool, Option<&'static str>); 2]| -> Vec<&'static str> {
                pairs
                    .into_iter()
                    .filter_map(|(wanted, art)| art.filter(|_| wanted))
                    .collect()
            };
            let choice = asked([(rapid, a.regime_choice), (blitz, a.regime_choice_blitz)]);
            if choice.is_empty() {
                // No article lets the event choose (2009): the supervision the games
                // actually get decides.
                let fact = asked([
                    (rapid, Some(a.rapid_supervised)),
                    (blitz, Some(a.blitz_supervised)),
                ]);
                (None, Step::new("step-query-regime-choice-fact", &fact))
            } else {
                (
                    Some(Answer::Who(Party::Regulations)),
                    Step::new("step-query-regime-choice", &choice),
                )
            }
        }
        Query::ScoresheetRequests => match (rules.scoresheet_requests, a.scoresheet_requests) {
            (Some(n), Some(art)) => (
                Some(Answer::Count(u64::from(n))),
                Step::new("step-query-scoresheet-requests", &[art])
                    .arg("count", Arg::Count(u64::from(n))),
            ),
            _ => (
                None,
                Step::new("step-query-no-such-rule", &[]).arg("edition", Arg::Edition(edition)),
            ),
        },
        Query::FiftyMoveCount => (
            Some(Answer::Count(50)),
            Step::new(
                "step-query-fifty-moves",
                &[a.fifty_written, a.fifty_completed],
            ),
        ),
        Query::SeventyFiveMoveCount => match a.seventy_five {
            Some(art) => (
                Some(Answer::Count(75)),
                Step::new("step-query-seventy-five-moves", &[art]),
            ),
            // No automatic draw: the fifty-move claim is the rule that applies.
            None => (
                None,
                Step::new(
                    "step-query-no-seventy-five-rule",
                    &[a.fifty_written, a.fifty_completed],
                )
                .arg("edition", Arg::Edition(edition)),
            ),
        },
        Query::FivefoldCount => match a.fivefold {
            Some(art) => (
                Some(Answer::Count(5)),
                Step::new("step-query-fivefold", &[art]),
            ),
            // No automatic draw: the threefold claim is the rule that applies.
            None => (
                None,
                Step::new(
                    "step-query-no-fivefold-rule",
                    &[a.threefold_written, a.threefold_appeared],
                )
                .arg("edition", Arg::Edition(edition)),
            ),
        },
        Query::ThreefoldCount => (
            Some(Answer::Count(3)),
            Step::new(
                "step-query-threefold",
                &[a.threefold_written, a.threefold_appeared],
            ),
        ),
        Query::QuickplayThreshold => (
            Some(Answer::Seconds(u64::from(
                rules.quickplay.threshold_seconds,
            ))),
            Step::new("step-query-quickplay-threshold", &[a.quickplay_claim]).arg(
                "seconds",
                Arg::Seconds(u64::from(rules.quickplay.threshold_seconds)),
            ),
        ),
        Query::QuickplayAward => (
            Some(Answer::Seconds(u64::from(rules.quickplay.award_seconds))),
            Step::new("step-query-quickplay-award", &[a.quickplay_reject]).arg(
                "seconds",
                Arg::Seconds(u64::from(rules.quickplay.award_seconds)),
            ),
        ),
        Query::UnsupervisedMoveLimit => (
            Some(Answer::Count(u64::from(
                rules.unsupervised.claim_limit_moves,
            ))),
            Step::new(
                "step-query-unsupervised-move-limit",
                &[a.unsupervised_setup],
            )
            .arg(
                "count",
                Arg::Count(u64::from(rules.unsupervised.claim_limit_moves)),
            ),
        ),
        Query::ArbiterCallsFlag => {
            let articles: Vec<&'static str> = a
                .unsupervised_arbiter_flag
                .into_iter()
                .chain([a.flag_observed])
                .collect();
            (
                Some(Answer::Yes(rules.unsupervised.arbiter_calls_flag)),
                Step::new("step-query-arbiter-calls-flag", &articles).arg(
                    "calls",
                    Arg::Count(u64::from(rules.unsupervised.arbiter_calls_flag)),
                ),
            )
        }
        Query::PromotionAnyOrder => (
            Some(Answer::Yes(true)),
            Step::new(
                "step-query-promotion-any-order",
                &[a.promotion_procedure, a.promotion_made],
            ),
        ),
    };
    (answer, vec![step])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn penalties_follow_the_edition_tables() {
        let q = Query::IllegalMovePenalty(GameType::Rapid, Supervision::Unsupervised);
        assert_eq!(answer(&q, Edition::E2018).0, Some(Answer::Seconds(120)));
        assert_eq!(answer(&q, Edition::E2023).0, Some(Answer::Seconds(60)));
        // 2014 unsupervised rapid: the first illegal move loses, there is no time penalty.
        assert_eq!(answer(&q, Edition::E2014).0, None);
        let q = Query::IllegalMovesToLose(GameType::Standard, Supervision::Supervised);
        assert_eq!(answer(&q, Edition::E2009).0, Some(Answer::Count(3)));
        assert_eq!(answer(&q, Edition::E2023).0, Some(Answer::Count(2)));
    }

    #[test]
    fn rapid_band_is_open_at_both_ends_from_2014() {
        let (a, steps) = answer(&Query::RapidRange, Edition::E2018);
        assert_eq!(
            a,
            Some(Answer::Range {
                min: Some(600),
                min_inclusive: false,
                max: Some(3600),
                max_inclusive: false
            })
        );
        assert_eq!(steps[0].articles, ["A.1"]);
    }

    #[test]
    fn rapid_begins_at_fifteen_minutes_in_2009() {
        let (a, _) = answer(&Query::RapidRange, Edition::E2009);
        assert_eq!(
            a,
            Some(Answer::Range {
                min: Some(900),
                min_inclusive: true,
                max: Some(3600),
                max_inclusive: false
            })
        );
        let (a, _) = answer(&Query::BlitzRange, Edition::E2009);
        assert_eq!(
            a,
            Some(Answer::Range {
                min: None,
                min_inclusive: false,
                max: Some(900),
                max_inclusive: false
            })
        );
    }

    #[test]
    fn the_regime_choice_cites_the_appendix_of_the_game_type_asked() {
        for (edition, rapid, blitz) in [
            (Edition::E2014, "A.5", "B.5"),
            (Edition::E2018, "A.5", "B.5"),
            (Edition::E2023, "A.6", "B.4"),
        ] {
            let cited = |gt| {
                let (a, steps) = answer(&Query::RegimeChoice(gt), edition);
                assert_eq!(a, Some(Answer::Who(Party::Regulations)), "{edition}");
                steps[0].articles.clone()
            };
            assert_eq!(cited(Some(GameType::Rapid)), [rapid], "{edition}");
            assert_eq!(cited(Some(GameType::Blitz)), [blitz], "{edition}");
            assert_eq!(cited(None), [rapid, blitz], "{edition}");
        }
    }

    #[test]
    fn before_2014_supervision_itself_decides_the_regime() {
        let (a, steps) = answer(&Query::RegimeChoice(Some(GameType::Blitz)), Edition::E2009);
        assert_eq!(a, None);
        assert_eq!(steps[0].id, "step-query-regime-choice-fact");
        assert_eq!(steps[0].articles, ["B2"]);
        let (_, steps) = answer(&Query::RegimeChoice(None), Edition::E2009);
        assert_eq!(steps[0].articles, ["A3", "B2"]);
    }

    #[test]
    fn rules_that_an_edition_lacks_have_no_answer() {
        assert_eq!(answer(&Query::SeventyFiveMoveCount, Edition::E2009).0, None);
        assert_eq!(
            answer(&Query::SeventyFiveMoveCount, Edition::E2014).0,
            Some(Answer::Count(75))
        );
        assert_eq!(
            answer(&Query::AgreementMinMoves, Edition::E2023).0,
            Some(Answer::Count(1))
        );
        assert_eq!(
            answer(&Query::ClockPlacement, Edition::E2018).1[0].articles,
            ["6.5"]
        );
    }
}
