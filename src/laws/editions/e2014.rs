//! The 2014 Laws (in force 1 July 2014): two illegal moves lose, the first loses in
//! unsupervised rapid and blitz, fivefold and 75-move draws arrive, quickplay moves to App. G.

use super::{
    Articles, AutomaticDraws, BothFlagsRule, ByRegime, Chess960Castling, Classification,
    DefaultTime, DeviceRule, DeviceTrigger, EditionRules, Fivefold, IllegalActs, IllegalMoveRule,
    IllegalPositionRule, Initiative, PieceMoves, Quickplay, Recording, ReversedColours, TimeAward,
    Unsupervised, Window,
};
use crate::laws::edition::Edition;

const COMPETITION: IllegalMoveRule = IllegalMoveRule {
    award_seconds: 120,
    losing_count: 2,
    window: Window::AnyTime,
    initiative: Initiative::ArbiterOrClaim,
    articles: &["7.5b"],
    interpretation: None,
};

/// A.4b: an illegal move seen by the arbiter, or claimed, before the opponent's next move
/// loses at once (drawn if the opponent cannot mate); B.4 applies it to blitz.
const FIRST_LOSES: IllegalMoveRule = IllegalMoveRule {
    award_seconds: 0,
    losing_count: 1,
    window: Window::BeforeOpponentMoves,
    initiative: Initiative::ArbiterOrClaim,
    articles: &["A.4b"],
    interpretation: None,
};

const CLAIM: TimeAward = TimeAward {
    seconds: 120,
    articles: &["9.5b"],
    interpretation: None,
};
const CLAIM_BLITZ: TimeAward = TimeAward {
    seconds: 60,
    articles: &["9.5b", "B.2"],
    interpretation: None,
};

/// The 2014 table.
pub static E2014: EditionRules = EditionRules {
    edition: Edition::E2014,
    classification: Classification {
        blitz_limit_seconds: 600,
        blitz_limit_inclusive: true,
        rapid_below_seconds: 3600,
    },
    illegal_moves: ByRegime {
        standard: COMPETITION,
        rapid_supervised: IllegalMoveRule {
            articles: &["A.3", "7.5b"],
            ..COMPETITION
        },
        rapid_unsupervised: FIRST_LOSES,
        blitz_supervised: IllegalMoveRule {
            award_seconds: 60,
            articles: &["B.3", "B.2", "7.5b"],
            ..COMPETITION
        },
        blitz_unsupervised: IllegalMoveRule {
            articles: &["B.4", "A.4b"],
            ..FIRST_LOSES
        },
    },
    illegal_acts: IllegalActs {
        clock_without_move: false,
        two_hands: false,
        unpromoted_pawn_becomes_queen: true,
    },
    incorrect_claim: ByRegime {
        standard: CLAIM,
        rapid_supervised: CLAIM,
        rapid_unsupervised: CLAIM,
        blitz_supervised: CLAIM_BLITZ,
        blitz_unsupervised: CLAIM_BLITZ,
    },
    // The 2014 appendix no longer tells the arbiter to refrain from calling flags, and 6.8 is
    // not overridden, so an observed flag counts (editions matrix A7).
    unsupervised: Unsupervised {
        claim_limit_moves: 10,
        arbiter_calls_flag: true,
        claimant_needs_time: true,
        both_flags_draw: false,
        misplaced_rook_rule: true,
        schedule_exception: true,
        touch_move_on_request_only: false,
        illegal_position_rapid: IllegalPositionRule::WaitThenDraw,
        illegal_position_blitz: IllegalPositionRule::WaitThenDraw,
    },
    automatic_draws: AutomaticDraws {
        fivefold: Some(Fivefold::Consecutive),
        seventy_five: true,
    },
    agreement_min_moves: 0,
    resignation_drawn_if_unwinnable: false,
    // The fallback when the regulations are silent could not be confirmed in the 2014 text;
    // both neighbouring editions say zero (editions matrix A4).
    default_time: DefaultTime {
        when_silent_minutes: 0,
        arbiter_may_relent: true,
    },
    reversed_colours: ReversedColours::Continue,
    // The 1 July 2014 text makes having a phone in the venue a loss; the interim text of
    // October 2014 (a bag, if the regulations allow) applies when the regulations say so.
    devices: DeviceRule {
        trigger: DeviceTrigger::Possession,
        opponent_draws_if_unwinnable: false,
        bag_possible: true,
        loss_only_on_person: false,
    },
    quickplay: Quickplay {
        needs_announcement: true,
        with_increment: false,
        supervised_blitz: false,
        increment_request: true,
        requested_increment_seconds: 5,
        award_seconds: 120,
        threshold_seconds: 120,
    },
    both_flags: BothFlagsRule::EveryGame,
    recording: Recording {
        relief_below_seconds: 300,
        increment_at_least: 30,
    },
    scoresheet_requests: None,
    articles: Articles {
        one_hand: "4.1",
        adjust: "4.2",
        deliberate_contact: "4.3",
        touch_own: "4.3a",
        touch_opponent: "4.3b",
        touch_both: "4.3c",
        king_then_rook: "4.4a",
        rook_then_king: "4.4b",
        castling_illegal: "4.4c",
        promotion_choice: "4.4d",
        alternate_moves: "1.1",
        castling_made: "4.7b",
        nothing_movable: "4.5",
        promotion_procedure: "4.6b",
        promotion_made: "4.7c",
        touch_move_scope: "4.3",
        touch_claim_lost: "4.8",
        checkmate: "5.1a",
        resignation: "5.1b",
        stalemate: "5.2a",
        dead_position: "5.2b",
        dead_position_draw: Some("9.7"),
        agreement: "5.2c",
        move_completed: "6.2a",
        press_after_move: "6.2a",
        game_ending_move: "6.2a",
        clock_handling: "6.2c",
        adjust_own_time: Some("6.2d"),
        clock_placement: "6.5",
        default_time: "6.7a",
        white_absent_clock_runs: "6.7b",
        flag_observed: "6.8",
        flag_result: "6.9",
        wrong_clock_setting: "6.10b",
        both_flags_continue: "6.11a",
        both_flags_draw: "6.11b",
        stop_clock: "6.12b",
        clock_restart: "6.12c",
        stop_clock_unjustified: "6.12d",
        defective_clock: "6.10a",
        period_moves: "6.3a",
        flag_check: "6.4",
        delay: "6.3b",
        displaced_pause: "7.4b",
        clocks_after_irregularity: "7.1",
        wrong_setup: "7.2a",
        wrong_orientation: "7.2b",
        reversed_colours: "7.3",
        // 7.4 (displaced pieces) and 4.6 (ways of promoting) are lettered a-c in the English
        // 2014 text, as 2018 numbers them 7.4.1-7.4.3 and 4.6.1-4.6.3; the Mongolian
        // translation runs them together.
        displaced_by_player: "7.4a",
        displaced_penalty: "7.4c",
        displaced_found: "7.6",
        illegal_restore: "7.5a",
        unpromoted_pawn: "7.5a",
        clock_without_move: None,
        two_hands: None,
        illegal_penalty: "7.5b",
        recording_duty: "8.1a",
        recording_relief: "8.4",
        draw_regulations: "9.1a",
        draw_offer: "9.1b(1)",
        claim_is_offer: "9.1b(3)",
        threefold_written: "9.2a",
        threefold_appeared: "9.2b",
        same_position: "9.2",
        same_position_en_passant: "9.2",
        same_position_castling: "9.2",
        fifty_written: "9.3a",
        fifty_completed: "9.3b",
        touch_forfeits_claim: "9.4",
        claim_procedure: "9.5",
        claim_correct: "9.5a",
        claim_incorrect: "9.5b",
        fivefold: Some("9.6a"),
        seventy_five: Some("9.6b"),
        distraction: "11.5",
        arbiter_silent: "12.6",
        venue: "11.2",
        penalties: "12.9",
        devices_forbidden: "11.3b",
        devices_bag: Some("11.3b"),
        devices_loss: "11.3b",
        rapid_definition: "A.1",
        blitz_definition: "B.1",
        rapid_recording: "A.2",
        rapid_supervised: "A.3",
        blitz_supervised: "B.3",
        rapid_unsupervised: "A.4",
        blitz_unsupervised: "B.4",
        unsupervised_clock_setting: "A.4a(1)",
        unsupervised_setup: "A.4a(2)",
        unsupervised_touch: None,
        unsupervised_illegal: "A.4b",
        unsupervised_illegal_blitz: "A.4b",
        unsupervised_flag: "A.4c",
        unsupervised_both_flags: None,
        unsupervised_illegal_position: "A.4d",
        unsupervised_arbiter_flag: None,
        scoresheet_requests: None,
        scoresheet_requests_blitz: None,
        regime_choice: Some("A.5"),
        quickplay_scope: "G.1",
        quickplay_announcement: Some("G.2"),
        quickplay_exclusion: "G.3",
        quickplay_increment: Some("G.4"),
        quickplay_claim: "G.5",
        quickplay_agree: "G.5a",
        quickplay_postpone: "G.5b",
        quickplay_reject: "G.5c",
        // Article 3 in the numbering of the Mongolian text of 2014 (castling 3.8c, en
        // passant 3.7d, promotion 3.7e in the English lettering a-e).
        moves: PieceMoves {
            bishop: "3.2",
            rook: "3.3",
            queen: "3.4",
            own_square: "3.1",
            no_jumping: "3.5",
            knight: "3.6",
            pawn_forward: "3.7a",
            pawn_two_squares: "3.7b",
            pawn_capture: "3.7c",
            en_passant_at_once: "3.7d",
            promotion: "3.7e",
            king: "3.8a",
            castling_king_moved: "3.8c(1)(a)",
            castling_rook_moved: "3.8c(1)(b)",
            castling_attacked: "3.8c(2)(a)",
            castling_piece_between: "3.8c(2)(b)",
            king_in_check: "3.9",
        },
        // The sub-numbering of F.3 in 2014 is not confirmed from an English text.
        chess960: Chess960Castling {
            methods: ["F.3", "F.3", "F.3", "F.3"],
            final_squares: "F.3",
            vacancy: "F.3",
            procedure: "F.3",
            announcement: "F.3",
        },
    },
    conduct: super::conduct::CONDUCT_2014,
};
