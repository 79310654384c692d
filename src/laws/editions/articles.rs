//! Article numbers by provision, so that every citation uses the edition's own numbering.

/// The article number of each provision the engine cites, in one edition's numbering.
/// `None` marks a provision the edition does not have.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Articles {
    /// Each move is made with one hand.
    pub one_hand: &'static str,
    /// Adjusting pieces after announcing it.
    pub adjust: &'static str,
    /// Any deliberate contact counts as intent to move.
    pub deliberate_contact: &'static str,
    /// Touching own pieces: move the first that can move.
    pub touch_own: &'static str,
    /// Touching opponent's pieces: capture the first that can be captured.
    pub touch_opponent: &'static str,
    /// Touching pieces of both colours.
    pub touch_both: &'static str,
    /// King then rook: castle on that side if legal.
    pub king_then_rook: &'static str,
    /// Rook then king: no castling on that side this move.
    pub rook_then_king: &'static str,
    /// Intended castling is illegal: another legal king move.
    pub castling_illegal: &'static str,
    /// The promotion piece is final once it touches the promotion square.
    pub promotion_choice: &'static str,
    /// Players move alternately.
    pub alternate_moves: &'static str,
    /// A player has the move once his opponent's move is made, pressed clock or not.
    pub have_the_move: &'static str,
    /// Castling is made once the rook is released; a king released alone commits the player
    /// to castling on that side.
    pub castling_made: &'static str,
    /// A capture is made once the captured piece has been removed and the capturing piece
    /// released on its square.
    pub capture_made: &'static str,
    /// None of the touched pieces can move: any legal move.
    pub nothing_movable: &'static str,
    /// Ways of promoting (pawn and piece in any order).
    pub promotion_procedure: &'static str,
    /// When a promotion counts as made (new piece released, pawn removed).
    pub promotion_made: &'static str,
    /// The pawn need not be put on the square of arrival when promoting (2014 on); `None`
    /// in 2009, whose promotion is made once the new piece is released (`promotion_made`).
    pub promotion_pawn_not_placed: Option<&'static str>,
    /// A piece released on a square as a legal move cannot be moved to another square on
    /// this move.
    pub released_piece: &'static str,
    /// The players move their own pieces (the opening words of Article 1).
    pub own_pieces: &'static str,
    /// Touch-move binds the player having the move (the opening words of 4.3).
    pub touch_move_scope: &'static str,
    /// The right to claim a touch-move breach is lost once the claimant touches a piece.
    pub touch_claim_lost: &'static str,
    /// Checkmate.
    pub checkmate: &'static str,
    /// Resignation.
    pub resignation: &'static str,
    /// Stalemate.
    pub stalemate: &'static str,
    /// Dead position.
    pub dead_position: &'static str,
    /// The drawn-game article that states the dead position again (2009 9.6, 2014 9.7).
    pub dead_position_draw: Option<&'static str>,
    /// Draw by agreement.
    pub agreement: &'static str,
    /// A move is completed by pressing the clock.
    pub move_completed: &'static str,
    /// A player must be allowed to press his clock after moving, even after the opponent's
    /// next move.
    pub press_after_move: &'static str,
    /// A move that ends the game is completed without pressing the clock.
    pub game_ending_move: &'static str,
    /// Proper handling of the clock.
    pub clock_handling: &'static str,
    /// The clock is pressed with the hand that moved; no finger kept on it or hovering.
    pub same_hand: &'static str,
    /// Only the player whose clock runs may adjust pieces.
    pub adjust_own_time: Option<&'static str>,
    /// The arbiter decides where the clock stands.
    pub clock_placement: &'static str,
    /// White's clock is started at the time set for the start of the game.
    pub clock_start: &'static str,
    /// Default time and late arrival.
    pub default_time: &'static str,
    /// Neither player present at the start: White loses the time until he arrives.
    pub white_absent_clock_runs: &'static str,
    /// A flag counts as fallen when the arbiter sees it or on a valid claim.
    pub flag_observed: &'static str,
    /// Loss on time unless the opponent cannot mate.
    pub flag_result: &'static str,
    /// Immediately after a flag falls, the arbiter checks whether the player had made the
    /// moves the period required.
    pub flag_period_check: &'static str,
    /// Scoresheets that cannot show the time was overstepped: the next move is the first of
    /// the following period.
    pub moves_unknown: &'static str,
    /// A wrong clock setting found during the game.
    pub wrong_clock_setting: &'static str,
    /// Both flags down, order unknown, in a period before the last: play continues.
    pub both_flags_continue: &'static str,
    /// Both flags down, order unknown, in the last period: drawn.
    pub both_flags_draw: &'static str,
    /// A player may stop the clock only to call the arbiter.
    pub stop_clock: &'static str,
    /// The arbiter decides when the game restarts after a pause.
    pub clock_restart: &'static str,
    /// The arbiter determines whether a player who stopped the clock had a valid reason, and
    /// penalises him if he had none.
    pub stop_clock_unjustified: &'static str,
    /// A clock with an evident defect is replaced; the arbiter sets the times.
    pub defective_clock: &'static str,
    /// Each player must complete the moves of a period in its allotted time.
    pub period_moves: &'static str,
    /// After a flag falls, the arbiter checks whether the moves of the period were made.
    pub flag_check: &'static str,
    /// The time-delay mode: the main time runs only once the delay is used up.
    pub delay: &'static str,
    /// Either player may pause the clock to ask for help with displaced pieces.
    pub displaced_pause: &'static str,
    /// The arbiter sets the clocks after an irregularity by best judgement.
    pub clocks_after_irregularity: &'static str,
    /// Screens, monitors and demonstration boards are allowed in the hall, but no claim may
    /// rest only on what they show.
    pub display_claims: &'static str,
    /// Wrong initial position.
    pub wrong_setup: &'static str,
    /// Board wrongly oriented.
    pub wrong_orientation: &'static str,
    /// Colours reversed.
    pub reversed_colours: &'static str,
    /// A player displaced pieces: he restores them on his own time.
    pub displaced_by_player: &'static str,
    /// The arbiter may penalise the player who displaced pieces.
    pub displaced_penalty: &'static str,
    /// Pieces found displaced: restore the position before the irregularity.
    pub displaced_found: &'static str,
    /// Completed illegal move: restore the position before it.
    pub illegal_restore: &'static str,
    /// Pawn on the last rank with no new piece.
    pub unpromoted_pawn: &'static str,
    /// Pressing the clock without a move.
    pub clock_without_move: Option<&'static str>,
    /// Two hands used for one move.
    pub two_hands: Option<&'static str>,
    /// Illegal-move penalty and the loss.
    pub illegal_penalty: &'static str,
    /// The duty to record.
    pub recording_duty: &'static str,
    /// Relief from recording in time trouble.
    pub recording_relief: &'static str,
    /// Regulations on draw offers and agreements.
    pub draw_regulations: &'static str,
    /// When and how a draw is offered.
    pub draw_offer: &'static str,
    /// A claim counts as a draw offer.
    pub claim_is_offer: &'static str,
    /// Threefold: the position is about to appear (written move).
    pub threefold_written: &'static str,
    /// Threefold: the position has just appeared.
    pub threefold_appeared: &'static str,
    /// Definition of the same position.
    pub same_position: &'static str,
    /// Not the same position: a pawn could have been captured en passant at the start of the
    /// sequence.
    pub same_position_en_passant: &'static str,
    /// Not the same position: castling rights were lost after moving king or rook.
    pub same_position_castling: &'static str,
    /// Fifty moves: about to be completed (written move).
    pub fifty_written: &'static str,
    /// Fifty moves: already completed.
    pub fifty_completed: &'static str,
    /// Touching a piece forfeits the right to claim on that move.
    pub touch_forfeits_claim: &'static str,
    /// Claim procedure: clock stopped, claim cannot be withdrawn.
    pub claim_procedure: &'static str,
    /// A correct claim: drawn at once.
    pub claim_correct: &'static str,
    /// An incorrect claim: time to the opponent, the written move must be played.
    pub claim_incorrect: &'static str,
    /// Fivefold repetition.
    pub fivefold: Option<&'static str>,
    /// The 75-move rule.
    pub seventy_five: Option<&'static str>,
    /// Distracting the opponent, unreasonable offers or claims.
    pub distraction: &'static str,
    /// What the arbiter must not point out (a clock not pressed, a move made, the number of
    /// moves).
    pub arbiter_silent: &'static str,
    /// The playing venue, where the device rules apply.
    pub venue: &'static str,
    /// The arbiter's list of penalties.
    pub penalties: &'static str,
    /// Devices forbidden in the venue.
    pub devices_forbidden: &'static str,
    /// A device allowed switched off in a bag by the regulations.
    pub devices_bag: Option<&'static str>,
    /// A device evidently on the player: loss.
    pub devices_loss: &'static str,
    /// Definition of rapid.
    pub rapid_definition: &'static str,
    /// Definition of blitz.
    pub blitz_definition: &'static str,
    /// Rapid players need not record.
    pub rapid_recording: &'static str,
    /// A player who need not record may ask the arbiter at any time for a scoresheet to
    /// record on (2018 on A.2); earlier editions say nothing of it.
    pub scoresheet_on_request: Option<&'static str>,
    /// Supervised rapid: full Competition Rules.
    pub rapid_supervised: &'static str,
    /// Supervised blitz: full Competition Rules.
    pub blitz_supervised: &'static str,
    /// Unsupervised rapid.
    pub rapid_unsupervised: &'static str,
    /// Unsupervised blitz.
    pub blitz_unsupervised: &'static str,
    /// Unsupervised: no change of the clock setting after the move limit.
    pub unsupervised_clock_setting: &'static str,
    /// Unsupervised: no claim about set-up or orientation after the move limit.
    pub unsupervised_setup: &'static str,
    /// Unsupervised: touch-move only on request.
    pub unsupervised_touch: Option<&'static str>,
    /// Unsupervised: illegal moves.
    pub unsupervised_illegal: &'static str,
    /// Unsupervised blitz: illegal moves, where blitz has its own rule.
    pub unsupervised_illegal_blitz: &'static str,
    /// Unsupervised blitz: the rapid rule that lets the arbiter act himself on an illegal
    /// position does not apply (2009 B3b).
    pub unsupervised_blitz_hands_off: Option<&'static str>,
    /// Unsupervised: claiming a win on time.
    pub unsupervised_flag: &'static str,
    /// Unsupervised: both flags down is a draw (2009 A4d3).
    pub unsupervised_both_flags: Option<&'static str>,
    /// Unsupervised: illegal position on the board.
    pub unsupervised_illegal_position: &'static str,
    /// Unsupervised: the arbiter calls (or does not call) flags.
    pub unsupervised_arbiter_flag: Option<&'static str>,
    /// Asking to see the arbiter's scoresheet in supervised rapid.
    pub scoresheet_requests: Option<&'static str>,
    /// The same in supervised blitz.
    pub scoresheet_requests_blitz: Option<&'static str>,
    /// Regulations choose the regime of rapid games for the whole event.
    pub regime_choice: Option<&'static str>,
    /// The same for blitz games.
    pub regime_choice_blitz: Option<&'static str>,
    /// Where quickplay finishes apply.
    pub quickplay_scope: &'static str,
    /// The quickplay rules apply only when announced beforehand.
    pub quickplay_announcement: Option<&'static str>,
    /// The games the quickplay rules do not cover (blitz; increment games from 2014).
    pub quickplay_exclusion: &'static str,
    /// Requesting an increment.
    pub quickplay_increment: Option<&'static str>,
    /// Claiming a draw with under two minutes.
    pub quickplay_claim: &'static str,
    /// The arbiter agrees with such a claim: drawn.
    pub quickplay_agree: &'static str,
    /// Postponing the decision on such a claim.
    pub quickplay_postpone: &'static str,
    /// Rejecting such a claim.
    pub quickplay_reject: &'static str,
    /// The moves of the pieces (Article 3), by what a move must respect.
    pub moves: PieceMoves,
    /// Chess960 castling (2009 App. F, 2014 F.3, 2018/2023 Guidelines II).
    pub chess960: Chess960Castling,
}

/// The article numbers of Article 3, the moves of the pieces: the article a move breaks is
/// the reason it is illegal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PieceMoves {
    /// The bishop moves along a diagonal.
    pub bishop: &'static str,
    /// The rook moves along a file or rank.
    pub rook: &'static str,
    /// The queen moves along a file, rank or diagonal.
    pub queen: &'static str,
    /// No piece may move to a square held by a piece of its own colour.
    pub own_square: &'static str,
    /// A piece moved to a square held by an opponent's piece captures it, which is removed
    /// from the board as part of the same move.
    pub capture_removes: &'static str,
    /// Bishop, rook and queen may not move over other pieces.
    pub no_jumping: &'static str,
    /// The knight's move.
    pub knight: &'static str,
    /// The pawn moves one square straight ahead, to an empty square.
    pub pawn_forward: &'static str,
    /// The pawn may advance two squares on its first move, over empty squares.
    pub pawn_two_squares: &'static str,
    /// The pawn moves diagonally only to capture.
    pub pawn_capture: &'static str,
    /// A pawn beside one that has just advanced two squares may capture it as if it had
    /// advanced one (en passant).
    pub en_passant: &'static str,
    /// En passant is legal only on the move right after the two-square advance.
    pub en_passant_at_once: &'static str,
    /// A pawn reaching the last rank must be exchanged for a new piece.
    pub promotion: &'static str,
    /// The king moves to an adjoining square.
    pub king: &'static str,
    /// Castling is lost for good once the king has moved.
    pub castling_king_moved: &'static str,
    /// Castling with a rook is lost for good once that rook has moved.
    pub castling_rook_moved: &'static str,
    /// Castling is prevented while the king stands in check or would cross or land on an
    /// attacked square.
    pub castling_attacked: &'static str,
    /// Castling is prevented while a piece stands between king and rook.
    pub castling_piece_between: &'static str,
    /// No move may expose one's own king to check or leave it in check.
    pub king_in_check: &'static str,
}

/// The article numbers of Chess960 castling.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Chess960Castling {
    /// The four ways of castling: king and rook both move, they change places, only the king
    /// moves, only the rook moves.
    pub methods: [&'static str; 4],
    /// King and rook end on the squares of standard castling.
    pub final_squares: &'static str,
    /// Every square between each piece's start and final square must be empty, but for the
    /// king and the castling rook.
    pub vacancy: &'static str,
    /// The recommended procedure on a board: the king off the board beside its final square,
    /// the rook to its square, then the king.
    pub procedure: &'static str,
    /// Saying "I am about to castle" beforehand avoids a misunderstanding.
    pub announcement: &'static str,
    /// In some starting positions the king or the rook (never both) stays where it is.
    pub one_stays: &'static str,
}

impl PieceMoves {
    fn all(&self) -> [&'static str; 19] {
        [
            self.bishop,
            self.rook,
            self.queen,
            self.own_square,
            self.capture_removes,
            self.no_jumping,
            self.knight,
            self.pawn_forward,
            self.pawn_two_squares,
            self.pawn_capture,
            self.en_passant,
            self.en_passant_at_once,
            self.promotion,
            self.king,
            self.castling_king_moved,
            self.castling_rook_moved,
            self.castling_attacked,
            self.castling_piece_between,
            self.king_in_check,
        ]
    }
}

impl Articles {
    /// Every article number of the table (a provision the edition lacks is left out).
    pub fn all(&self) -> Vec<&'static str> {
        [
            Some(self.one_hand),
            Some(self.adjust),
            Some(self.deliberate_contact),
            Some(self.touch_own),
            Some(self.touch_opponent),
            Some(self.touch_both),
            Some(self.king_then_rook),
            Some(self.rook_then_king),
            Some(self.castling_illegal),
            Some(self.promotion_choice),
            Some(self.alternate_moves),
            Some(self.have_the_move),
            Some(self.castling_made),
            Some(self.capture_made),
            Some(self.nothing_movable),
            Some(self.promotion_procedure),
            Some(self.promotion_made),
            self.promotion_pawn_not_placed,
            Some(self.released_piece),
            Some(self.own_pieces),
            Some(self.touch_move_scope),
            Some(self.touch_claim_lost),
            Some(self.checkmate),
            Some(self.resignation),
            Some(self.stalemate),
            Some(self.dead_position),
            self.dead_position_draw,
            Some(self.agreement),
            Some(self.move_completed),
            Some(self.press_after_move),
            Some(self.game_ending_move),
            Some(self.clock_handling),
            Some(self.same_hand),
            self.adjust_own_time,
            Some(self.clock_placement),
            Some(self.clock_start),
            Some(self.default_time),
            Some(self.white_absent_clock_runs),
            Some(self.flag_observed),
            Some(self.flag_result),
            Some(self.flag_period_check),
            Some(self.moves_unknown),
            Some(self.wrong_clock_setting),
            Some(self.both_flags_continue),
            Some(self.both_flags_draw),
            Some(self.stop_clock),
            Some(self.clock_restart),
            Some(self.stop_clock_unjustified),
            Some(self.defective_clock),
            Some(self.period_moves),
            Some(self.flag_check),
            Some(self.delay),
            Some(self.displaced_pause),
            Some(self.clocks_after_irregularity),
            Some(self.display_claims),
            Some(self.wrong_setup),
            Some(self.wrong_orientation),
            Some(self.reversed_colours),
            Some(self.displaced_by_player),
            Some(self.displaced_penalty),
            Some(self.displaced_found),
            Some(self.illegal_restore),
            Some(self.unpromoted_pawn),
            self.clock_without_move,
            self.two_hands,
            Some(self.illegal_penalty),
            Some(self.recording_duty),
            Some(self.recording_relief),
            Some(self.draw_regulations),
            Some(self.draw_offer),
            Some(self.claim_is_offer),
            Some(self.threefold_written),
            Some(self.threefold_appeared),
            Some(self.same_position),
            Some(self.same_position_en_passant),
            Some(self.same_position_castling),
            Some(self.fifty_written),
            Some(self.fifty_completed),
            Some(self.touch_forfeits_claim),
            Some(self.claim_procedure),
            Some(self.claim_correct),
            Some(self.claim_incorrect),
            self.fivefold,
            self.seventy_five,
            Some(self.distraction),
            Some(self.arbiter_silent),
            Some(self.venue),
            Some(self.penalties),
            Some(self.devices_forbidden),
            self.devices_bag,
            Some(self.devices_loss),
            Some(self.rapid_definition),
            Some(self.blitz_definition),
            Some(self.rapid_recording),
            self.scoresheet_on_request,
            Some(self.rapid_supervised),
            Some(self.blitz_supervised),
            Some(self.rapid_unsupervised),
            Some(self.blitz_unsupervised),
            Some(self.unsupervised_clock_setting),
            Some(self.unsupervised_setup),
            self.unsupervised_touch,
            Some(self.unsupervised_illegal),
            Some(self.unsupervised_illegal_blitz),
            self.unsupervised_blitz_hands_off,
            Some(self.unsupervised_flag),
            self.unsupervised_both_flags,
            Some(self.unsupervised_illegal_position),
            self.unsupervised_arbiter_flag,
            self.scoresheet_requests,
            self.scoresheet_requests_blitz,
            self.regime_choice,
            self.regime_choice_blitz,
            Some(self.quickplay_scope),
            self.quickplay_announcement,
            Some(self.quickplay_exclusion),
            self.quickplay_increment,
            Some(self.quickplay_claim),
            Some(self.quickplay_agree),
            Some(self.quickplay_postpone),
            Some(self.quickplay_reject),
        ]
        .into_iter()
        .flatten()
        .chain(self.moves.all())
        .chain(self.chess960.methods)
        .chain([
            self.chess960.final_squares,
            self.chess960.vacancy,
            self.chess960.procedure,
            self.chess960.announcement,
            self.chess960.one_stays,
        ])
        .collect()
    }
}
