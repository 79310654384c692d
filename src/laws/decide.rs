//! The entry point of the engine: a case in, a ruling out.

use std::fmt;

use shakmaty::{ByColor, CastlingMode, Color};

use super::arbiter::{Arbiter, Forfeit};
use super::board::{Board, legal_from_setup};
use super::case::Case;
use super::claim::{Claim, Ground};
use super::clock::{Clock, ClockTime};
use super::event::{ClockButton, Event, FlagCheck, Irregularity, Order, RecordingAct};
use super::game_type::{GameType, Regime, Supervision};
use super::move_error::MoveError;
use super::query;
use super::record::{GameRecord, RecordError};
use super::rules::FirstOf;
use super::ruling::{ClaimVerdict, Ruling};
use super::step::{Arg, Step};

/// A case the engine cannot rule on because its facts are broken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CaseError {
    /// The start position or the moves are wrong.
    Record(RecordError),
    /// An event names no possible action (a move from an empty square, a touch of an empty
    /// square); `index` is the event's position in the list, from 0.
    Event {
        /// Which event.
        index: usize,
        /// What is wrong.
        reason: MoveError,
    },
}

impl fmt::Display for CaseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Record(e) => e.fmt(f),
            Self::Event { index, reason } => write!(f, "event {}: {reason}", index + 1),
        }
    }
}

impl std::error::Error for CaseError {}

/// Builds the board of a case: the start position (which may be illegal, then kept raw)
/// and the moves played from it.
fn starting_board(case: &Case) -> Result<Board, CaseError> {
    let mode = if case.chess960 {
        CastlingMode::Chess960
    } else {
        CastlingMode::Standard
    };
    let Some(fen) = &case.fen else {
        let mut record = GameRecord::new(shakmaty::Chess::default(), mode);
        record
            .play_movetext(&case.moves)
            .map_err(CaseError::Record)?;
        return Ok(Board::Legal(record));
    };
    let parsed: shakmaty::fen::Fen = fen
        .trim()
        .parse()
        .map_err(|e| CaseError::Record(RecordError::BadFen(e)))?;
    let setup = parsed.into_setup();
    match legal_from_setup(setup.clone(), mode) {
        Ok(pos) => {
            let mut record = GameRecord::new(pos, mode);
            record
                .play_movetext(&case.moves)
                .map_err(CaseError::Record)?;
            Ok(Board::Legal(record))
        }
        Err(kinds) => {
            // An illegal position can stand on a board (both kings in check, an unpromoted
            // pawn) but no moves can be replayed from it.
            let playable = kinds.difference(
                shakmaty::PositionErrorKinds::OPPOSITE_CHECK
                    | shakmaty::PositionErrorKinds::PAWNS_ON_BACKRANK,
            );
            if !playable.is_empty() || !case.moves.trim().is_empty() {
                return Err(CaseError::Record(RecordError::IllegalPosition(kinds)));
            }
            Ok(Board::Raw(setup))
        }
    }
}

/// The side to move once the case's moves are played from its position: the side whose
/// clock runs as the incident starts, unless those moves already ended the game
/// ([`Ruling::over_before_events`]).
pub fn side_to_move(case: &Case) -> Result<Color, CaseError> {
    Ok(starting_board(case)?.turn())
}

/// Moves completed by White and by Black on the board.
fn moves_made(board: &Board) -> (u32, u32) {
    let setup = board.setup();
    let full = setup.fullmoves.get() - 1;
    let white_extra = u32::from(setup.turn == shakmaty::Color::Black);
    (full + white_extra, full)
}

/// When Black's clock started, in milliseconds after the start of the game, where the case
/// begins just after White's first move and gives the clocks: White's clock then shows his
/// initial time, less what he spent, plus his increment. A case that times the move itself
/// (a `move` with `spent`) says it there instead.
fn black_clock_start(board: &Board, clock: Option<&Clock>) -> Option<u64> {
    let setup = board.setup();
    if setup.turn != Color::Black || setup.fullmoves.get() != 1 {
        return None;
    }
    let clock = clock?;
    let control = clock.control()?;
    let initial = ClockTime::from_mins(u64::from(control.initial_minutes())).plus(
        ClockTime::from_secs(u64::from(control.bonus_in(0).increment())),
    );
    initial.0.checked_sub(clock.remaining.white.0)
}

/// What each player's move counter showed, as a later `discover` of the move counter among
/// `events` finds it (the first such finding for each player).
fn counter_found_after(events: &[Event]) -> ByColor<Option<u32>> {
    let mut found = ByColor::new_with(|_| None);
    for event in events {
        if let Event::Discover(Irregularity::MoveCounter { counted, side, .. }) = event {
            for color in [Color::White, Color::Black] {
                if side.is_none_or(|s| s == color) && found.get(color).is_none() {
                    *found.get_mut(color) = Some(*counted);
                }
            }
        }
    }
    found
}

/// Decides a case: runs its events in order through the rules of its edition and returns
/// what a correct arbiter rules, with the reasoning and its articles.
pub fn decide(case: &Case) -> Result<Ruling, CaseError> {
    let rules = case.edition.rules();
    let game_type = case.effective_game_type();
    let regime = Regime::new(game_type.unwrap_or(GameType::Standard), case.supervision);
    let supervision = if regime == Regime::Standard {
        Supervision::Supervised
    } else {
        case.supervision
    };
    let board = starting_board(case)?;
    let mode = if case.chess960 {
        CastlingMode::Chess960
    } else {
        CastlingMode::Standard
    };
    let clock = case.clock.map(|c| {
        let mut clock = Clock::showing(
            c.white,
            c.black,
            c.running.or(Some(board.turn())),
            case.time_control.clone(),
        );
        let (white, black) = moves_made(&board);
        clock.set_moves_made(white, black);
        clock
    });
    let black_clock_started_ms = black_clock_start(&board, clock.as_ref());
    let mut arbiter = Arbiter {
        rules,
        regime,
        regs: case.regulations.clone(),
        mode,
        board,
        clock,
        ledger: case.history,
        touches: Vec::new(),
        touched_this_turn: ByColor::default(),
        touch_order_open: None,
        turn_start: None,
        pending: None,
        presses: Vec::new(),
        postponed_quickplay: None,
        unstopped_flag_claim: None,
        flag_check: FlagCheck::default(),
        period_given: ByColor::new_with(|_| 0),
        counter_found: ByColor::new_with(|_| None),
        award_after_reading: None,
        times_set: case.clock.map(|c| ByColor {
            white: c.white,
            black: c.black,
        }),
        draw_consent: false,
        flag_fell: false,
        stopped_recording: ByColor::new_with(|_| false),
        awaiting_legal_position: false,
        last_move: None,
        open_offer: None,
        crossed_offer: None,
        lapsed_offer: None,
        acted_illegal: None,
        unfinished_illegal: None,
        owes_press: None,
        unfinished_raw: None,
        unfinished_notice: super::event::Notice::Arbiter,
        clock_misuse: None,
        opponents_button: None,
        both_flags_claimed: false,
        both_flags_first: None,
        adjusted: None,
        displaced_by: None,
        swap_attempt: None,
        stood_illegal: None,
        black_clock_started_ms,
        unpressed: None,
        touch_breach: None,
        written_move: None,
        conduct: super::rules::ConductRecord::default(),
        accidental_contact: false,
        forfeit: None,
        replacement_touches: Vec::new(),
        set_by_hand: None,
        mover_untouched: false,
        rook_untouched: false,
        king_released: false,
        opponents_piece_moved: false,
        white_start_charged_ms: 0,
        signed: ByColor::new_with(|_| None),
        quickplay_decided: false,
        stated_ruling: None,
        black_late: case.events.iter().any(|e| {
            matches!(e, Event::Arrive { by: Color::Black, minutes_late, start_delay, .. }
                if *minutes_late > *start_delay)
        }),
        adjourned: None,
        ended: false,
        ended_under: Vec::new(),
        ruling: Ruling::new(case.edition, game_type, supervision),
    };
    if let Some(record) = arbiter.board.record()
        && let Some(last) = record.plies().last()
    {
        arbiter.last_move = last.mv.from().map(|f| (f, last.mv.to()));
    }
    if let (Some(tc), Some(gt)) = (&case.time_control, game_type) {
        let a = &rules.articles;
        let mut articles = vec![a.rapid_definition, a.blitz_definition];
        articles.extend(match regime {
            Regime::Standard => None,
            Regime::RapidSupervised => Some(a.rapid_supervised),
            Regime::RapidUnsupervised => Some(a.rapid_unsupervised),
            Regime::BlitzSupervised => Some(a.blitz_supervised),
            Regime::BlitzUnsupervised => Some(a.blitz_unsupervised),
        });
        // Without a bonus the figure is simply the time for all the moves; naming an
        // increment the control does not have would teach the definition wrongly.
        let id = if tc.has_no_bonus() && tc.periods().len() > 1 {
            "step-game-type-of-control-periods"
        } else if tc.has_no_bonus() {
            "step-game-type-of-control-no-bonus"
        } else if tc.has_delay() {
            "step-game-type-of-control-delay"
        } else {
            "step-game-type-of-control"
        };
        arbiter.step(
            Step::new(id, &articles)
                .arg("control", Arg::Text(tc.to_string()))
                .arg("seconds", Arg::Seconds(tc.classification_seconds()))
                .arg("type", Arg::GameType(gt)),
        );
        // From 2014 the event's regulations choose the regime for the whole event (A.5, B.5;
        // 2023 A.6, B.4): a ruling that applies one of them rests on that choice.
        let choice = match regime {
            Regime::Standard => None,
            Regime::RapidSupervised | Regime::RapidUnsupervised => a.regime_choice,
            Regime::BlitzSupervised | Regime::BlitzUnsupervised => a.regime_choice_blitz,
        };
        if let Some(choice) = choice {
            let id = if regime.is_unsupervised() {
                "step-regime-chosen-unsupervised"
            } else {
                "step-regime-chosen-supervised"
            };
            arbiter.step(Step::new(id, &[choice]));
        }
    }
    // The first frame shows the board and clocks as the case gives them.
    arbiter.frame();
    // A game that the start position or the moves of the case already finished (mate,
    // stalemate, a dead position, fivefold, 75 moves) is over before any event.
    if !case.moves.trim().is_empty() || case.fen.is_some() {
        arbiter.history_ending();
    }
    if let Some(q) = &case.query {
        let (answer, steps) = query::answer(q, case.edition);
        arbiter.ruling.answer = answer;
        arbiter.ruling.steps.extend(steps);
    }
    let mut index = 0;
    while let Some(event) = case.events.get(index) {
        arbiter.counter_found = counter_found_after(case.events.get(index..).unwrap_or(&[]));
        let at = |index: usize| move |reason| CaseError::Event { index, reason };
        if let Some((_, order)) = event.flag_fall()
            && order != Order::After
        {
            // A flag said to coincide with an event is read together with that event.
            return Err(at(index)(MoveError::NothingToOrder));
        }
        let next = index.saturating_add(1);
        if let Some(flag) = case.events.get(next)
            && let Some((side, order)) = flag.flag_fall()
            && order != Order::After
        {
            let first = if arbiter.ended {
                FirstOf::Flag
            } else {
                arbiter.flag_or_event_first(event, side).map_err(at(next))?
            };
            // The clock showing time at that moment means the flag had not fallen yet; with
            // no clock to read, the order is left to the arbiter and the game to his ruling.
            let pair: &[(usize, &Event)] = match first {
                FirstOf::Event => &[(index, event)],
                FirstOf::Flag => &[(next, flag), (index, event)],
                FirstOf::Unknown => &[],
            };
            for &(i, e) in pair {
                arbiter.apply(e).map_err(at(i))?;
                arbiter.frame();
            }
            // A claim on time whose flag had not fallen when the event came is answered:
            // rejected, the clock being conclusive.
            if first == FirstOf::Event
                && !arbiter.ended
                && let Event::Claim(c) = flag
            {
                arbiter.record_verdict(c.by, c.ground, ClaimVerdict::Rejected);
            }
            index = next.saturating_add(1);
            continue;
        }
        arbiter.apply(event).map_err(at(index))?;
        arbiter.frame();
        index = next;
    }
    // A claim on time still waiting for the clocks to be stopped is judged when the arbiter
    // comes to it.
    arbiter.settle_unstopped_flag_claim(None);
    if let Some(side) = case.ask_can_mate {
        arbiter.answer_can_mate(side);
    }
    arbiter.ruling.clocks = arbiter.clock.as_ref().map(|c| c.remaining);
    arbiter.apply_points_penalties();
    // Two irregularities may each pause the clocks or restore a position: the ruling says
    // each thing the arbiter does once, in the order he first does it.
    let mut seen = Vec::new();
    arbiter.ruling.actions.retain(|a| {
        let first = !seen.contains(a);
        if first {
            seen.push(*a);
        }
        first
    });
    Ok(arbiter.ruling)
}

impl Arbiter {
    /// Answers "can this side still checkmate?" on the board as it stands.
    fn answer_can_mate(&mut self, side: shakmaty::Color) {
        let a = self.arts();
        let articles = [a.flag_result, a.dead_position];
        let step = match self.mate(side) {
            super::mate::MateVerdict::Winnable(line) => {
                self.ruling.answer = Some(super::ruling::Answer::Yes(true));
                Step::new("step-can-mate-yes", &articles)
                    .side("side", side)
                    .arg("plies", Arg::Count(line.len() as u64))
            }
            super::mate::MateVerdict::Unwinnable(reason) => {
                self.ruling.answer = Some(super::ruling::Answer::Yes(false));
                Step::new("step-can-mate-no", &articles)
                    .side("side", side)
                    .arg("reason", Arg::Message(reason.message_id()))
            }
            super::mate::MateVerdict::Undetermined => {
                Step::new("step-mate-undetermined", &articles).side("side", side)
            }
        };
        self.step(step);
    }

    /// Rules on one event, and notes the offences of conduct it established; once the game is
    /// over, an event changes nothing, but for the few that belong after it (a clock reading,
    /// the signing of the result).
    fn apply(&mut self, event: &Event) -> Result<(), MoveError> {
        if let Event::Touch { square, .. } = event
            && self.board.setup().board.piece_at(*square).is_none()
        {
            return Err(MoveError::NothingToTouch(*square));
        }
        if self.settle_unstopped_flag_claim(Some(event)) {
            return Ok(());
        }
        if self.ended && !self.still_ruled_after_the_end(event) {
            self.after_game_end(event);
            return Ok(());
        }
        if self.during_adjournment(event) {
            return Ok(());
        }
        let steps_before = self.ruling.steps.len();
        let sanctions_before = self.ruling.sanctions.len();
        self.dispatch(event)?;
        self.note_disturbances(steps_before, sanctions_before);
        Ok(())
    }

    /// Whether an event still has a meaning once the game is over: a clock reading, the
    /// players signing the result or refusing to (8.7), a scoresheet kept instead of handed in
    /// (8.3), a refusal to help reconstruct the game (11.11), an appeal against the arbiter,
    /// conduct that brings the game into disrepute (11.1), the second player's persistent refusal after the
    /// first one's has ended the game (both then lose), and a complaint about the offence that
    /// ended it. Every other event after the end changes
    /// nothing; a claim then is not admissible (the one place that says so for every ground).
    fn still_ruled_after_the_end(&self, event: &Event) -> bool {
        match event {
            // Signing belongs to the end of the game, and so does refusing to sign; a result
            // arranged in advance is found once the game is over.
            Event::ClockReading { .. }
            | Event::SignResult { .. }
            | Event::Appeal { .. }
            | Event::ArbiterRuling { .. }
            | Event::Disrepute { .. }
            | Event::RefuseReconstruction { .. }
            | Event::Scoresheet {
                act: RecordingAct::RefusesToSign | RecordingAct::Kept,
                ..
            } => true,
            Event::PersistentRefusal { by, .. } => *self.conduct.refused.get(!*by),
            Event::Alleged(e) => self.still_ruled_after_the_end(e),
            // Both players late beyond the default time, or both found with a device: the
            // first forfeit does not shield the other player from his own.
            Event::Arrive { by, .. } => self.forfeit == Some((!*by, Forfeit::LateArrival)),
            Event::Device { by, .. } => self.forfeit == Some((!*by, Forfeit::Device)),
            // A complaint about the very offence whose finding ended the game is the same
            // incident told from the claimant's side: it is answered, not refused as late.
            Event::Claim(c) => {
                c.finding.is_none()
                    && c.judgement.is_none()
                    && self.conduct.committed(!c.by, c.ground) == Some(true)
            }
            _ => false,
        }
    }

    /// The rule that decides an event.
    fn dispatch(&mut self, event: &Event) -> Result<(), MoveError> {
        match event {
            Event::Move(m) => self.on_move(m)?,
            Event::PressClock { by, button } => match button {
                ClockButton::Own => self.on_press_clock(*by),
                ClockButton::Opponents => self.on_press_opponents_button(*by),
            },
            Event::Touch {
                by,
                square,
                adjust,
                contact,
                order,
                finding,
            } => self.on_touch(*by, *square, *adjust, *contact, (*order, *finding))?,
            Event::Displace { by, penalty } => self.on_displace(*by, *penalty),
            Event::SetPosition { placement } => self.on_set_position(placement),
            Event::Flag { side, check, .. } => {
                self.flag_check = *check;
                self.flag_possible(*side)?;
                self.flag_on_unpressed_move(*side);
                self.on_flag(*side);
            }
            Event::BothFlags {
                first,
                claimed_by: None,
            } => self.on_both_flags(*first, None),
            Event::BothFlags {
                first,
                claimed_by: Some(claimant),
            } => {
                self.both_flags_claimed = true;
                self.both_flags_first = *first;
                if let Some(clock) = &mut self.clock {
                    clock.fallen = ByColor::new_with(|_| true);
                }
                self.on_claim(&Claim::new(*claimant, Ground::Flag));
            }
            Event::Claim(c) => {
                if c.ground == Ground::Flag {
                    self.flag_check = c.flag_check;
                    self.flag_possible(!c.by)?;
                }
                self.on_claim(c);
            }
            Event::Offer(o) => {
                // Whether it repeats a declined offer is judged against what stood before it,
                // not against its own answer.
                let declined_before = *self.conduct.declined_at.get(o.by);
                self.on_offer(*o);
                self.note_offer(*o, declined_before);
            }
            Event::Answer { by, answer } => self.on_answer(*by, *answer),
            Event::Resign { by, gesture } => self.on_resign(*by, *gesture),
            Event::Device {
                by,
                finding,
                owner,
                permission,
            } => self.on_device(*by, *finding, *owner, *permission),
            Event::Arrive {
                by,
                minutes_late,
                start_delay,
                arbiter,
            } => self.on_arrive(*by, (*minutes_late, *start_delay), *arbiter),
            Event::Discover(what) => self.on_discover(what.clone())?,
            Event::PauseClock { by, reason } => self.on_pause_clock(*by, *reason),
            Event::RestartClock { by, elapsed } => self.on_restart_clock(*by, *elapsed),
            Event::StopRecording { by } => self.on_stop_recording(*by),
            Event::PromotionSwap { by } => self.on_promotion_swap(*by)?,
            Event::ScoresheetRequest { by, nth } => self.on_scoresheet_request(*by, *nth),
            Event::Leave {
                by,
                to,
                permission,
                reported,
                penalty,
            } => self.on_leave(*by, *to, *permission, *reported, *penalty),
            Event::Assistance {
                by,
                source,
                penalty,
            } => self.on_assistance(*by, *source, *penalty),
            Event::RefuseInspection {
                by,
                inspection,
                penalty,
            } => self.on_refuse_inspection(*by, *inspection, *penalty),
            Event::RefuseReconstruction {
                by,
                for_claim,
                penalty,
            } => self.on_refuse_reconstruction(*by, *for_claim, *penalty),
            Event::Disrepute { by, penalty } => self.on_disrepute(*by, *penalty),
            Event::Smoke {
                by,
                kind,
                designated_area,
                penalty,
            } => self.on_smoke(*by, *kind, *designated_area, *penalty),
            Event::Disturb { by, how, penalty } => self.on_disturb(*by, *how, *penalty),
            Event::PersistentRefusal {
                by,
                opponent_scores,
            } => self.on_persistent_refusal(*by, *opponent_scores),
            Event::ThirdParty {
                who,
                about,
                told,
                permission,
            } => self.on_third_party(*who, *about, *told, *permission),
            Event::ArbiterRemark { to, about } => self.on_arbiter_remark(*to, *about),
            Event::PlayersCorrect => self.on_players_correct()?,
            Event::ExternalDisturbance {
                extra_white,
                extra_black,
            } => self.on_external_disturbance(*extra_white, *extra_black),
            Event::Scoresheet { by, act, penalty } => self.on_scoresheet(*by, *act, *penalty),
            Event::SignResult {
                result,
                arbiter,
                by,
            } => {
                self.on_sign_result(*result, *arbiter, *by);
            }
            Event::UnattendedClaim {
                by,
                basis,
                decision,
                record,
            } => self.on_unattended_claim(*by, *basis, *decision, *record),
            Event::VisuallyDisabled {
                by,
                act,
                square,
                arbiter,
            } => {
                self.on_visually_disabled(*by, *act, *square, *arbiter)?;
            }
            Event::Seal(seal) => self.on_seal(seal),
            Event::Resume(resume) => self.on_resume(resume)?,
            Event::ResumptionClocks(c) => self.on_resumption_clocks(*c)?,
            Event::Alleged(e) => self.on_alleged(e),
            Event::Appeal { by } => self.on_appeal(*by),
            Event::ArbiterRuling {
                result,
                extra_white,
                extra_black,
                ordered,
            } => self.on_arbiter_ruling(
                *result,
                ByColor {
                    white: *extra_white,
                    black: *extra_black,
                },
                ordered.clone(),
            ),
            Event::Assistant {
                by,
                duty,
                disability,
                accepted,
            } => self.on_assistant(*by, *duty, *disability, *accepted),
            Event::ClockReading { white, black } => {
                let running = self.clock.as_ref().and_then(|c| c.running);
                let control = self.clock.as_ref().and_then(|c| c.control().cloned());
                let mut clock =
                    Clock::showing(*white, *black, running.or(Some(self.board.turn())), control);
                // A reading changes the times, not the moves made or the period each player
                // is in: a flag after it is still judged on them (6.4).
                if let Some(old) = &self.clock {
                    clock.moves = old.moves;
                    clock.period = old.period;
                }
                if let Some(award) = self.award_after_reading.take() {
                    for side in [Color::White, Color::Black] {
                        clock.add(side, ClockTime::from_secs(*award.get(side)));
                    }
                }
                self.times_set = Some(clock.remaining);
                self.clock = Some(clock);
            }
        }
        Ok(())
    }
}
