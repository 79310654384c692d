//! The 2023 Laws (in force 1 January 2023): rapid and blitz penalties of one minute (A.3),
//! resignation drawn when the opponent cannot mate (5.1.2), appendices A and B renumbered.

use super::{
    Articles, AutomaticDraws, BothFlagsRule, ByRegime, Chess960Castling, Classification,
    DefaultTime, DeviceRule, DeviceTrigger, EditionRules, Fivefold, IllegalActs, IllegalMoveRule,
    IllegalPositionRule, Initiative, Interpretation, PieceMoves, Quickplay, Recording,
    ReversedColours, TimeAward, Unsupervised, Window,
};
use crate::laws::edition::Edition;

const COMPETITION: IllegalMoveRule = IllegalMoveRule {
    award_seconds: 120,
    losing_count: 2,
    window: Window::AnyTime,
    initiative: Initiative::ArbiterOrClaim,
    articles: &["7.5.5"],
    interpretation: None,
};

const CLAIM: TimeAward = TimeAward {
    seconds: 120,
    articles: &["9.5.3"],
    interpretation: None,
};
const CLAIM_RAPID: TimeAward = TimeAward {
    seconds: 60,
    articles: &["9.5.3", "A.3"],
    interpretation: None,
};
const CLAIM_SUPERVISED_BLITZ: TimeAward = TimeAward {
    seconds: 60,
    articles: &["9.5.3", "B.2"],
    interpretation: Some(SUPERVISED_BLITZ),
};
const CLAIM_BLITZ: TimeAward = TimeAward {
    seconds: 60,
    articles: &["9.5.3", "B.3", "A.3"],
    interpretation: None,
};

const SUPERVISED_BLITZ: Interpretation = Interpretation {
    note: "note-2023-supervised-blitz-one-minute",
    literal_seconds: Some(120),
};

/// The 2023 table.
pub static E2023: EditionRules = EditionRules {
    edition: Edition::E2023,
    classification: Classification {
        blitz_limit_seconds: 600,
        blitz_limit_inclusive: true,
        rapid_below_seconds: 3600,
    },
    illegal_moves: ByRegime {
        standard: COMPETITION,
        rapid_supervised: IllegalMoveRule {
            award_seconds: 60,
            articles: &["A.4", "A.3", "7.5.5"],
            ..COMPETITION
        },
        rapid_unsupervised: IllegalMoveRule {
            award_seconds: 60,
            window: Window::BeforeOpponentMoves,
            articles: &["A.5.2", "A.3", "7.5.5"],
            ..COMPETITION
        },
        // B.2 applies the Competitive Rules to supervised blitz and only B.3 imports the
        // one-minute rule of A.3, so a literal reading keeps two minutes there. The change was
        // presented as bringing rapid down to the blitz penalty, nobody reported a rise for
        // blitz, and penalties that grow as games get shorter make no sense: one minute, with
        // the literal reading kept for explanations (editions matrix A1).
        blitz_supervised: IllegalMoveRule {
            award_seconds: 60,
            articles: &["B.2", "7.5.5"],
            interpretation: Some(SUPERVISED_BLITZ),
            ..COMPETITION
        },
        blitz_unsupervised: IllegalMoveRule {
            award_seconds: 60,
            window: Window::BeforeOpponentMoves,
            articles: &["B.3", "A.5.2", "A.3", "7.5.5"],
            ..COMPETITION
        },
    },
    illegal_acts: IllegalActs {
        clock_without_move: true,
        two_hands: true,
        unpromoted_pawn_becomes_queen: true,
    },
    incorrect_claim: ByRegime {
        standard: CLAIM,
        rapid_supervised: CLAIM_RAPID,
        rapid_unsupervised: CLAIM_RAPID,
        blitz_supervised: CLAIM_SUPERVISED_BLITZ,
        blitz_unsupervised: CLAIM_BLITZ,
    },
    unsupervised: Unsupervised {
        claim_limit_moves: 10,
        arbiter_calls_flag: true,
        claimant_needs_time: false,
        both_flags_draw: false,
        misplaced_rook_rule: true,
        schedule_exception: true,
        touch_move_on_request_only: false,
        agreement_corrects_in_rapid: true,
        illegal_position_rapid: IllegalPositionRule::WaitThenDraw,
        illegal_position_blitz: IllegalPositionRule::WaitThenDraw,
    },
    automatic_draws: AutomaticDraws {
        fivefold: Some(Fivefold::AtLeastFive),
        seventy_five: true,
        ending_needs_touch_move_kept: true,
    },
    agreement_min_moves: 1,
    resignation_drawn_if_unwinnable: true,
    default_time: DefaultTime {
        when_silent_minutes: 0,
        arbiter_may_relent: true,
    },
    reversed_colours: ReversedColours::ReplayBelow(10),
    devices: DeviceRule {
        trigger: DeviceTrigger::Possession,
        opponent_draws_if_unwinnable: false,
        bag_possible: true,
        loss_only_on_person: true,
    },
    quickplay: Quickplay {
        needs_announcement: true,
        with_increment: false,
        supervised_blitz: false,
        increment_request: true,
        requested_increment_seconds: 5,
        award_seconds: 120,
        threshold_seconds: 120,
        claim_is_offer: false,
    },
    both_flags: BothFlagsRule::GuidelinesOnly,
    recording: Recording {
        relief_below_seconds: 300,
        increment_at_least: 30,
    },
    scoresheet_requests: Some(5),
    claims: super::claims::CLAIMS,
    // The 2023 numbering differs from 2018 only in these provisions: the renumbered
    // appendices, 9.2 and the device paragraphs.
    articles: Articles {
        threefold_written: "9.2.1",
        threefold_appeared: "9.2.2",
        same_position: "9.2.3",
        same_position_en_passant: "9.2.3.1",
        same_position_castling: "9.2.3.2",
        devices_forbidden: "11.3.2",
        rapid_supervised: "A.4",
        blitz_supervised: "B.2",
        rapid_unsupervised: "A.5",
        blitz_unsupervised: "B.3",
        unsupervised_clock_setting: "A.5.1.1",
        unsupervised_setup: "A.5.1.2",
        unsupervised_illegal: "A.5.2",
        unsupervised_illegal_blitz: "A.5.2",
        unsupervised_flag: "A.5.3",
        unsupervised_illegal_position: "A.5.4",
        unsupervised_arbiter_flag: Some("A.5.5"),
        scoresheet_requests: Some("A.4.3"),
        scoresheet_requests_blitz: Some("B.2.3"),
        regime_choice: Some("A.6"),
        regime_choice_blitz: Some("B.4"),
        moves: PieceMoves {
            en_passant: "3.7.3.1",
            en_passant_at_once: "3.7.3.2",
            promotion: "3.7.3.3",
            ..super::e2018::ARTICLES.moves
        },
        // The recommendation and the notes are unnumbered paragraphs under II.3.2.5 and
        // II.3.2.7 in the 2023 text.
        chess960: Chess960Castling {
            vacancy: "II.3.2.7",
            procedure: "II.3.2.5",
            announcement: "II.3.2.7",
            one_stays: "II.3.2.7",
            ..super::e2018::ARTICLES.chess960
        },
        ..super::e2018::ARTICLES
    },
    conduct: super::conduct::CONDUCT_2023,
    blind: super::blind::BLIND_2018,
    unattended: super::unattended::UNATTENDED_2018,
    adjournment: super::adjournment::ADJOURNMENT_2018,
};
