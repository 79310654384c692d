### The engine's reasoning: one message per step of a ruling, in the engine's order. The
### article numbers are shown after each step by the interface, so no message names them.
### Variables: $side, $owner (a side: "White"/"Black"); $seconds (a duration already
### written out, e.g. "2 minutes"); $count, $moves, $now, $after, $plies, $minutes (numbers);
### $move (a move in the reader's notation); $square (e.g. e4); $role (a piece name);
### $reason and $kind (a sentence or phrase); $control (a time control such as 15+10);
### $type (a game type); $time (a clock reading); $edition (a year); $increment (a duration).

## How the case is classified

step-game-type-of-control = The time control { $control } counts as { $seconds } per player (base time plus 60 times the increment), so this is { $type }.
step-game-type-of-control-no-bonus = The time control { $control } gives each player { $seconds } for all the moves, with nothing added per move, so this is { $type }.
step-game-type-of-control-periods = The time control { $control } gives each player { $seconds } over all its periods together, with nothing added per move, so this is { $type }.
step-game-type-of-control-delay = The time control { $control } counts as { $seconds } per player (base time plus 60 times the delay, read as the definitions read an increment), so this is { $type }.
step-regime-chosen-supervised = The regulations of the event choose, for the whole event, whether its games are played under the full Competition Rules or as games without adequate supervision; this event has them adequately supervised.
step-regime-chosen-unsupervised = The regulations of the event choose, for the whole event, whether its games are played under the full Competition Rules or as games without adequate supervision; this event has them without adequate supervision.

## Moves and the endings they bring

step-checkmate = { $side } gives checkmate, and the game ends at once.
step-stalemate = { $side } has no legal move and is not in check: stalemate. The game is drawn at once.
step-dead-position = Neither player can checkmate by any series of legal moves: a dead position. The game is drawn at once.
step-fivefold = The same position has now appeared five times. The game is drawn without any claim.
step-seventy-five-moves = Each player has made 75 moves without a pawn move or a capture. The game is drawn without any claim.
step-chess960-castling = Castling in Chess960, { $method }: the king and rook end on the usual castling squares, and every square between their start and end squares must be empty apart from the king and that rook.
step-promotion-not-completed = { $side } has not finished the promotion: the move is not yet made and must be completed with a new piece.
step-promotion-choice-final = The promoted piece has already touched the promotion square, so the choice is final: { $side } may not exchange it for another piece.
step-upside-down-rook = { $side } put a rook on the promotion square. The piece placed is what counts, so the pawn became a rook, whatever was said and however the rook stands.
step-two-hands-breach = { $side } used both hands for one move. Under this edition that is not an illegal move, but it breaks the one-hand rule and the arbiter may penalise it.
step-two-hands-not-completed = { $side } used both hands for one move but has not pressed the clock, so it is not yet treated as an illegal move; it breaks the one-hand rule and the arbiter may penalise it.
step-event-after-game-end = The game had already ended, so this changes nothing.
step-move-breaks = { $side } played { $move }, which is an illegal move: { $rule }.
step-castling-breaks = { $side } touched the king and then a rook to castle, but that castling is illegal: { $rule }.
breach-bishop = the bishop moves only along the diagonals it stands on
breach-rook = the rook moves only along its file or its rank
breach-queen = the queen moves only along its file, its rank or its diagonals
breach-jumps = the bishop, the rook and the queen may not move over other pieces
breach-knight = the knight moves only to one of the nearest squares that are not on its rank, file or diagonal
breach-pawn-forward = the pawn moves straight ahead, and only to the empty square in front of it
breach-pawn-two-squares = a pawn may advance two squares only on its first move, and only over empty squares
breach-pawn-capture = a pawn moves diagonally only to capture
breach-promotion-piece = a pawn can be exchanged only for a queen, rook, bishop or knight of its own colour
breach-en-passant-late = an en passant capture is legal only on the move right after the enemy pawn's two-square advance
breach-king = the king moves only to an adjoining square, castling aside
breach-castling-king-moved = the right to castle is lost once the king has moved
breach-castling-rook-moved = castling with a rook that has already moved is lost for good
breach-castling-attacked = castling is not allowed while the king is in check, or across or onto a square that an enemy piece attacks
breach-castling-piece-between = castling is not allowed while a piece stands between the king and the rook
breach-chess960-vacancy = in Chess960 every square the king and the rook cross or land on must be empty, apart from that king and rook
breach-king-in-check = no move may expose the player's own king to check or leave it in check
breach-king-capture = the opponent's king may never be captured
chess960-castling-double-move = made by moving the king and then the rook
chess960-castling-transposition = made by making the king and the rook change places
chess960-castling-king-only = made by moving the king only, since the rook already stands on its castling square
chess960-castling-rook-only = made by moving the rook only, since the king already stands on its castling square
step-arbiter-silent-unpressed = { $side } has not pressed the clock, and the arbiter must not point this out.
step-threefold-not-same-en-passant = The positions counted are not all the same: in some of them a pawn could be captured en passant, and such a position differs from one without that right.
step-threefold-not-same-castling = The positions counted are not all the same: a castling right that some of them still had has since been lost, and that makes them different positions.
step-device-venue = The rules on devices hold in the whole playing venue: the playing area, the rest rooms, the refreshment area, the smoking area and the other places the arbiter names.
step-game-over-at-start = The game was already over before anything in this case happened: the position on the board had ended it.
step-game-over-after-move = The game was already over before what follows: it ended with { $number } { $move }.
step-moves-after-game-end =
    { $count ->
        [one] The half-move played on the board after that does not count: the game had already ended.
       *[other] The { $count } half-moves played on the board after that do not count: the game had already ended.
    }
step-move-after-game-end = { $side } played { $move } after the game had ended: it is not a move of the game, and neither a penalty nor another result follows from it.
step-claim-after-game-end = { $side } makes a claim after the game had ended: there is nothing left to claim, and the result stands.
step-offer-after-game-end = { $side } offers a draw after the game had ended: the offer has no effect, and the result stands.
step-no-fivefold-in-edition = The same position has now appeared five times, but these Laws have no draw that comes without a claim for it: the game goes on, and only a correct claim of threefold repetition by the player having the move draws it.
step-no-seventy-five-in-edition = Each player has made 75 moves without a pawn move or a capture, but these Laws have no draw that comes without a claim for it: the game goes on, and only a correct fifty-move claim by the player having the move draws it.
step-position-legal-again = After the next move the position is legal again, so play continues.

## Illegal moves

step-illegal-move-completed = { $side } completed an illegal move by pressing the clock. The position before it is put back on the board.
step-illegal-move-mates-nothing = The move left the opponent's king checkmated, but a checkmate ends the game only when the move that gives it is legal: the game did not end.
step-illegal-move-stalemates-nothing = The move left the opponent stalemated, but a stalemate ends the game only when the move that produces it is legal: the game did not end.
step-illegal-move-not-completed = { $side } made the illegal move { $move } but did not press the clock, so no illegal move was completed and there is no penalty. A legal move must be made instead.
step-replacement-move-touch-move = The piece on { $square } was touched for the illegal move, so it must make the replacing move (touch-move applies).
step-replacement-released-capture = { $side } released the capturing piece on { $square } as part of a lawful capture, and only the captured piece was left standing. A piece released on a square as part of a legal move cannot go to another square on that move, so the replacing move is { $move }, made properly, with the captured piece removed. The captured piece itself was never touched.
step-replacement-move-any = The touched piece has no legal move, so any legal move may replace the illegal one.
step-replacement-capture-impossible = The touched piece is the opponent's and cannot be captured, so any legal move may replace the illegal one.
step-illegal-move-award = This is illegal move number { $count } by this player. { $side } receives { $seconds } extra.
step-illegal-move-loses = This is illegal move number { $count } by { $side }, which loses the game unless the opponent cannot checkmate.
step-illegal-move-in-time = The illegal move was dealt with before { $side } made a move, which is in time in a game without adequate supervision.
step-illegal-move-stands = { $side }'s opponent made a move before anyone acted, so the illegal move stands. Only the players' own agreement could still correct it, without the arbiter.
step-illegal-move-stands-for-good = { $side }'s opponent made a move before anyone acted, so the illegal move stands and the game goes on from the position on the board.
step-illegal-move-unnoticed = Nobody noticed the illegal move by { $side } at the time.
step-arbiter-waits-for-claim = In this kind of game the arbiter does not act on this illegal move himself; { $side } may claim it before making a move.
step-illegal-move-claim-too-late = { $side } claims too late: a move has been made since, so the illegal move stands.
step-illegal-move-claim-unfounded = { $side } claims an illegal move, but the last move was legal. Unfounded claims can be penalised as distracting the opponent.
step-illegal-move-claim-castling-legal = The castling of { $side } was legal: only the square the king leaves, the square it crosses and the square it reaches must not be attacked, and the king must not be in check; the rook may pass over an attacked square.
step-illegal-move-claim-en-passant-legal = The en passant capture of { $side } was legal: a pawn beside an enemy pawn that has just advanced two squares may capture it as if it had advanced only one, on the very next move, landing on the square the enemy pawn crossed.
step-illegal-move-claim-already-ruled = The claim of { $side } is upheld: the arbiter has already dealt with the illegal move.
step-illegal-move-claim-own = { $side } points out an illegal move of his own that nobody noticed. It has now been found, and the arbiter deals with it as with an illegal move he finds himself.
step-illegal-move-claim-not-completed = The claim of { $side } is upheld: the move is illegal, and as it was not completed it is replaced by a legal move, without a penalty.
step-illegal-move-claim-clock-handling = Under this edition a clock pressed without a move is not an illegal move, so the claim of { $side } is rejected; it is improper handling of the clock, which the arbiter may penalise.
step-unpromoted-pawn = { $side } pressed the clock with a pawn on the last rank and no new piece: an illegal move. The pawn is replaced by a queen of its colour.
step-unpromoted-pawn-restored = { $side } pressed the clock with a pawn on the last rank and no new piece: an illegal move.
step-incomplete-promotion-2009 = Under this edition the incomplete promotion is taken back and the touched pawn must still be moved.
step-clock-without-move = { $side } pressed the clock without making a move, which counts and is penalised as an illegal move.
step-clock-without-move-handling = { $side } pressed the clock without making a move. Under this edition that is improper handling of the clock, not an illegal move; the arbiter may penalise it.
step-clock-without-move-claim-upheld = The complaint is upheld: { $side } pressed the clock without making a move, which is improper handling of the clock; the arbiter may penalise it.
step-clock-pressed-late = A move is completed only when the clock is pressed, and a player must be allowed to press it after moving: the time until then was { $side }'s own, so the complaint is rejected.
step-clock-other-hand = { $side } must press the clock with the hand that made the move: the complaint is upheld and the arbiter may penalise it.
step-clock-finger-on-it = { $side } may not keep a finger on the clock or hover over it: the complaint is upheld and the arbiter may penalise it.
step-clock-forcibly = { $side } handled the clock improperly (pressing it forcibly, picking it up or knocking it over): the complaint is upheld and the arbiter may penalise it.
step-clock-opponents-button = { $side } pressed the opponent's button: each player presses his own clock, so this is improper handling of the clock, and the arbiter may penalise it.
step-opponents-button-no-illegal-move = { $side } pressed the opponent's button, which starts his own clock: that does not pass his turn, so it is no clock pressed without a move and no illegal move. The claim is rejected; the improper handling itself may be penalised.
step-pressed-opponents-button-after-move = { $side } pressed the opponent's button after the opponent had made his move without pressing: the opponent's clock stops and his own starts, so the move is completed on the clock. Each player presses his own clock, so this is improper handling, which the arbiter may penalise; no illegal move was made.
step-pressed-opponents-button-before-move = { $side } pressed the opponent's button before the opponent had made his move: that cannot end the opponent's turn, so the arbiter starts the opponent's clock again. Each player presses his own clock, so this is improper handling, which the arbiter may penalise; no illegal move was made.
step-pressed-stopped-button = { $side } pressed the button of the clock that was already stopped: this changes nothing.
step-two-hands = { $side } used both hands for one move and pressed the clock, which counts and is penalised as an illegal move.
step-two-hands-with-illegal-move = { $side } also made that move with both hands. Two hands on a pressed clock are themselves treated as an illegal move, but this is one act: it is counted and penalised once.

## Illegal positions on the board

step-illegal-position-wait = The position is illegal ({ $kind }). The arbiter waits until the next move is completed; if the position is still illegal then, the game is drawn.
illegal-position-check = the player who does not have the move is in check
illegal-position-both-kings = both kings are in check
illegal-position-pawn = a pawn stands on the first or the last rank
step-illegal-position-remains = After the next move the position is still illegal, so the game is drawn.
step-illegal-position-arbiter-intervenes = The arbiter steps in himself, as far as possible, because the position is illegal; the illegal-move rule applies.
step-illegal-position-not-named = The position is illegal, but it is neither of the two the rule for games without adequate supervision names (both kings in check, a pawn on the rank farthest from its starting square): that rule gives the arbiter nothing to wait for, and he does not intervene under it.
step-illegal-position-claim-only = The arbiter does not step in himself; only a claim by the opponent before his own move can bring the illegal move to the arbiter.
step-illegal-position-restore-last-identifiable = The last move by { $side } left an illegal position: the position before it (or the last one that can be identified) is restored.
step-position-is-legal = The position on the board is legal.

## Touch-move and adjusting

step-touch-deliberate = { $side } deliberately touches the { $role } on { $square }.
step-touch-empty-square = Nothing stands on { $square }.
step-touch-not-having-the-move = { $side } does not have the move, so touching a piece creates no obligation; doing it to disturb the opponent is forbidden.
step-adjust-announced = { $side } has the move and announced the adjustment first, so the pieces may be adjusted without any obligation.
step-adjust-out-of-turn = { $side } adjusted pieces while the opponent's clock was running, which is not allowed; the arbiter may penalise it.
step-adjust-claim-allowed = { $side } had the move and was allowed to adjust the pieces, so the complaint is rejected.
step-adjust-claim-upheld = { $side } adjusted pieces without having the move, which is not allowed: the complaint is upheld and the arbiter may penalise it.
step-clock-placement-claim = Where the chessclock stands is the arbiter's decision, not the players': { $side } had no right to move it, and the arbiter puts it back where he placed it. The complaint of { $claimant } is upheld; the Laws name no penalty for it.
step-obligation-move-piece = { $side } must move the piece on { $square }, the first touched piece that can move.
step-obligation-capture-piece = { $side } must capture the piece on { $square }, the first touched piece that can be captured.
step-obligation-capture-with = { $side } must capture the touched opponent's piece with the piece on { $square }.
step-obligation-castle = { $side } touched the king and then a rook: castling on that side is legal, so it must be made.
step-obligation-castle-king-released = { $side } released the king on its castling square as part of castling, which leaves no other move than castling on that side; that castling is legal, so it must be made.
step-obligation-king-move = { $side } meant to castle, but castling on that side is illegal: another legal king move must be made, and castling on the other side is one of them.
step-obligation-king-move-only = { $side } meant to castle, but castling on that side is illegal: another legal king move must be made (castling is not possible on either side now).
step-obligation-any-move = None of the pieces touched so far can be moved or captured: as things stand, { $side } may make any legal move.
step-obligation-play-move = { $side } must play the move that was written down.
step-obligation-play-released-move = { $side } must make the move the released piece made.
step-obligation-first-touched = { $side } must move (or capture) whichever of the pieces on { $square } and { $other } the arbiter finds he touched first.
step-touch-move-breach-made = { $side } made a move other than the one touch-move required. The opponent may claim, as long as he has not touched a piece himself.
step-touch-move-enforced = The claim is upheld: the move is taken back and { $side } must make the move the touch required.
step-touch-move-claim-before-move = { $side } touched a piece with intent and has not moved yet: the claim is upheld, and the arbiter requires the move the touch obliges.
step-written-move-breach-made = { $side } made another move than the one written down with the incorrect claim, which had to be made as the rules of touch-move require. The opponent may claim, as long as he has not touched a piece himself.
step-written-move-enforced = The claim is upheld: the move is taken back and { $side } must play the move written down with the claim.
step-written-move-claim-before-move = { $side } has not moved yet and must play the move written down with the incorrect claim: the claim is upheld, and the arbiter requires that move.
step-released-move-breach-made = { $side } did not leave the released piece where it was released, which binds as touch-move does. The opponent may claim, as long as he has not touched a piece himself.
step-released-move-enforced = The claim is upheld: the piece goes back to the square where it was released, and that move stands as the move of { $side }.
step-released-move-claim-before-move = { $side } took the released piece off its square again, but the move it made when released stands: the claim is upheld, and the arbiter requires that move.
step-touch-claim-nothing-binds = None of the pieces { $side } touched can be moved or captured, so touch-move obliges him to nothing and the claim is rejected.
step-promotion-swap-claim-upheld = The claim is upheld: the piece { $side } promoted to has touched the promotion square, so it stays on the board.
step-touch-claim-lost = { $side } touched a piece before claiming, and so lost the right to claim the breach of touch-move.
step-touch-claim-unfounded = { $side } claims a breach of touch-move, but there was none.
step-touch-move-on-request = In this kind of game the arbiter applies the touch-move rules only when a player asks.

## Flags

step-flag-observed = The arbiter sees that { $side }'s flag has fallen. A flag counts as fallen once the arbiter observes it.
step-flag-claimed = { $side } claims that the opponent's flag has fallen and may pause the clock to call the arbiter.
step-flag-claimed-stopping = { $side } claims that the opponent's flag has fallen, stopping the clocks as such a claim requires.
step-flag-moves-unknown = The scoresheets cannot be brought up to date to show that { $side } had not made the moves of the period when the flag fell, so the time is not overstepped: the next move counts as the first of the following period, whose time is added.
step-flag-period-met = The flag marks the end of period { $period }, and { $side } had already made the { $moves } moves it required, so no time is overstepped: the next period's time is added and play goes on.
step-flag-period-not-met = The flag marks the end of period { $period }, and { $side } had not made the { $moves } moves it required in time.
step-flag-fell-earlier = The clock shows that { $side }'s flag fell when only { $moves } moves had been made. A flag counts once it is seen or claimed, and the moves made since it fell do not put it right.
step-flag-after-game-end = The game had already ended before the flag was seen or claimed, and a flag counts as fallen only from then, so the earlier result stands.
step-arbiter-does-not-call-flag = In this kind of game the arbiter does not call the fall of { $side }'s flag himself; only a player's claim counts.
step-flag-claim-own-flag-down = { $side }'s own flag is down too, so the claim does not succeed.
step-flag-claim-clocks-running = { $side } claims on time without stopping the clocks. Such a claim is made by stopping them, and it succeeds only if { $side }'s own flag is still up once they are stopped: it is judged then.
step-flag-claim-clock-not-stopped = { $side } claims on time without pausing the clock: he may pause it to call the arbiter but need not, and the claim stands as made.
step-flag-claim-own-fell-before-stop = { $side }'s own flag fell while the clocks were still running, before they were stopped: when they are stopped it is down too.
step-flag-claim-stopped-in-time = The clocks are stopped with { $side }'s own flag still up.
step-flag-claim-both-down = { $side } claims that the opponent's flag has fallen, and the arbiter, called by the claim, finds both flags down: whoever claimed, the rule for both flags decides.
step-both-flags-first-known = Both flags are down, but the clock shows that { $side }'s flag fell first; without an evident defect its indication is conclusive.
step-both-flags-draw-unsupervised = Both flags are down in a game without adequate supervision: the game is drawn.
step-both-flags-last-period = Both flags are down and it cannot be told which fell first, in the period for all remaining moves: the game is drawn.
step-both-flags-earlier-period = Both flags are down and it cannot be told which fell first, in a period that is not the last: the game continues.
step-both-flags-arbiter-decides = No rule of this edition settles two fallen flags here; the arbiter decides from the clock which fell first.

## The "can the opponent still checkmate?" test

step-opponent-can-mate = { $side } could still checkmate by some series of legal moves ({ $plies } half-moves are enough), so the game is lost.
step-opponent-cannot-mate = { $side } cannot checkmate by any series of legal moves: { $reason } So the game is drawn.
step-mate-undetermined = The analysis could not decide whether { $side } can still checkmate; the arbiter must judge.
step-can-mate-yes = { $side } can still checkmate by some series of legal moves ({ $plies } half-moves are enough).
step-can-mate-no = { $side } cannot checkmate by any series of legal moves: { $reason }

## Draw claims

step-claim-made = { $side } claims a draw; the clock is paused and the claim cannot be withdrawn.
step-claim-made-clock-running = { $side } claims a draw without pausing the clock, which keeps running until the arbiter pauses it; the claim cannot be withdrawn.
step-claim-not-having-the-move = { $side } does not have the move, so no valid claim was made: the arbiter does not examine it and there is no penalty.
step-claim-on-display = { $side } rests the claim only on what a demonstration board or a monitor in the hall shows, which no claim may do: no valid claim was made, the arbiter does not examine it and there is no penalty. He may still establish the facts from the game itself.
step-claim-within-move-limit = Neither player has yet completed { $count } moves, so in a game without adequate supervision this claim may still be made.
step-claim-right-lost-by-touch = { $side } touched a piece before claiming and so lost the right to claim on this move.
step-claim-on-illegal-position = A claim cannot be examined while the position on the board is illegal.
step-claim-written-move-illegal = The written move { $move } is not legal in this position.
step-threefold-count =
    The position on the board has appeared { $now ->
        [one] once
       *[other] { $now } times
    }.
step-threefold-count-written =
    The position on the board has appeared { $now ->
        [one] once
       *[other] { $now } times
    }; after the written move, that position would have appeared { $after ->
        [one] once
       *[other] { $after } times
    }.
step-fifty-count = { $plies } half-moves have been made since the last capture or pawn move (fifty moves by each player is 100).
# $move: the move written on the scoresheet, not yet played.
step-fifty-written-completes = The written move { $move } neither captures nor moves a pawn, so it would complete the fifty moves.
step-fifty-written-resets = The written move { $move } is a capture or a pawn move, so it would start the count again rather than complete it.
step-fifty-written-short = Even after the written move { $move } the fifty moves would not be complete.
step-claim-correct = The claim of { $side } is correct: the game is drawn at once.
step-claim-incorrect = The claim is incorrect. { $side } receives { $seconds } extra and the game continues.
step-claim-written-move-must-be-played = The written move { $move } must now be played.
step-claim-is-draw-offer = The claim also counts as a draw offer by { $side }, which the opponent may still accept.
step-claim-offer-accepted-unexamined = The claim also counts as a draw offer by { $side }, and the opponent accepted it before the arbiter examined the claim: the game is drawn by agreement, and the claim is not examined.
step-claim-moves-not-established = The arbiter cannot establish the moves { $side }’s claim rests on, from the scoresheets or otherwise: the claim is not proven, and it is dealt with as an incorrect one.
step-claim-leaves-offer-standing = The claim neither accepts nor declines the opponent's draw offer, which still stands: { $side } may still accept it.

## Draw offers

step-offer-proper-moment = { $side } offers a draw after making a move and before pressing the clock, the proper moment.
step-offer-other-moment = { $side } offers a draw at another moment. The offer is still valid, but it must not disturb the opponent.
step-offer-on-opponents-time = { $side } offers a draw while the opponent is thinking. The offer is valid, but the arbiter must consider whether it disturbed the opponent, and may penalise it if it did.
step-offer-found-disturbing = The arbiter finds that { $side }'s offer distracted or annoyed the opponent, which is forbidden; he may penalise it.
step-offer-found-not-disturbing = The arbiter finds that { $side }'s offer neither distracted nor annoyed the opponent, so there is nothing to penalise.
step-offer-barred-by-regulations = The event regulations allow no draw by agreement before move { $count }; each player has completed only { $moves } moves.
step-offer-needs-arbiter-consent = The event regulations allow a draw by agreement only with the arbiter's consent.
step-offer-arbiter-consents = The arbiter gives the consent the regulations require, so the players may agree a draw.
step-agreement-too-early =
    { $count ->
        [one] A draw may be agreed only after each player has made at least one move.
       *[other] A draw may be agreed only after each player has made at least { $count } moves.
    }
step-agreement-not-valid = The agreement is not valid, so the game continues.
step-offer-accepted = The offer is accepted: the game is drawn by agreement.
step-offer-declined = { $side } declines the offer and the game continues.
step-offer-declined-by-touch = By touching a piece to move it, { $side } declines the draw offer.
step-offer-stands = The offer stands until { $side } accepts it, declines it orally or by touching a piece to move it, or the game ends otherwise.
step-offer-cannot-be-withdrawn = { $side } cannot withdraw the draw offer: it stands until the opponent answers it or the game ends.
step-no-offer-stands = No draw offer stands for { $side } to answer, so nothing changes.
step-offer-lapsed-by-touch = The offer lapsed when { $side } touched a piece to move it; accepting it now has no effect.
step-offer-lapsed-by-move = The offer lapsed when { $side } made a move; accepting it now has no effect.

## Quickplay finishes

step-quickplay-not-announced = The quickplay-finish rules apply only when they were announced before the event.
step-quickplay-applies = The quickplay-finish rules were announced before the event, and this game is one they may govern (not blitz, no increment): they apply.
step-quickplay-not-blitz = The quickplay-finish rules do not apply to this blitz game.
step-quickplay-not-with-increment = The quickplay-finish rules apply only to games without an increment.
step-quickplay-not-final-period = { $side } is not yet in the quickplay finish: moves remain to be made before the next time control, and the quickplay-finish rules cover only the last period, in which all the remaining moves must be completed.
step-quickplay-time-not-under-threshold = { $side } has { $time } left, not under two minutes, so cannot make this claim.
step-quickplay-after-flag = { $side }'s flag has already fallen: a claim or request with under two minutes left can be made only before it falls.
step-quickplay-request-not-under-threshold = { $side } has { $time } left, not under two minutes, so cannot ask for an increment.
step-quickplay-claim-made = { $side }, with under two minutes left, claims a draw because the opponent cannot win by normal means or is making no effort to; the clock is paused.
step-quickplay-claim-made-clock-running = { $side }, with under two minutes left, claims a draw because the opponent cannot win by normal means or is making no effort to, but leaves the clock running until the arbiter pauses it.
step-quickplay-agree = The arbiter agrees: the game is drawn.
step-quickplay-decided-draw = The flag has fallen, so the arbiter now decides the postponed claim: with no pawn and at most one minor piece, { $side } cannot win by normal means, and the game is drawn.
step-quickplay-decided-by-judgement = The flag has fallen, so the arbiter now decides the postponed claim: drawn if { $side } could not win by normal means or was not trying to, otherwise lost on time. That is his judgement of the play, which the case does not give.
step-quickplay-found-draw = The flag has fallen, so the arbiter now decides the postponed claim: he finds that { $side } could not win by normal means or was not trying to, and declares the game drawn.
step-quickplay-found-lost = The flag has fallen, so the arbiter now decides the postponed claim: he finds that { $side } was trying to win by normal means, so the claim fails and the flag decides the game.
step-quickplay-postpone-no-time = The arbiter postpones his decision and play continues, without extra time for the opponent.
step-quickplay-postpone = The arbiter postpones his decision and play continues; { $side } receives { $seconds } extra.
step-quickplay-reject = The arbiter rejects the claim: { $side } receives { $seconds } extra and play continues.
step-increment-request-not-in-edition = This edition has no request for an increment.
step-increment-request-is-offer = { $side } asks for an increment for both players; the request counts as a draw offer.
step-increment-granted = The opponent refuses the draw and the arbiter grants the request: both clocks add { $increment } per move and { $side } receives { $seconds } extra.
step-increment-refused = The arbiter does not grant the request; play continues.
step-increment-no-clock = No clock that can add an increment is at hand, and the request applies only where that is possible: the arbiter cannot grant it. The player may claim a draw instead.
step-quickplay-claim-gives-way = A clock that can add an increment is at hand, so the request for an increment applies, and the draw claim is open only where it does not: { $side } should ask for the increment. The claim is not examined.

## Resignation

step-resignation = { $side } resigns.
step-resignation-flag-unnoticed = The clock of { $side } shows zero, but a flag counts as fallen only once the arbiter sees it or a player claims it, and nobody did before the resignation: the resignation stands.
step-gesture-resignation = { $side } did not say the word, and only a declared resignation ends a game; the arbiter establishes that the gesture meant resignation, which { $side } confirms.
step-gesture-draw-offer = { $side } did not say the word, and only a declared resignation ends a game; the arbiter establishes that the gesture was a draw offer, so the game is not resigned and the offer is ruled as an offer.
step-gesture-nothing = { $side } did not say the word, and only a declared resignation ends a game; the arbiter establishes that the gesture meant nothing the Laws give effect to, so the game goes on.
step-resignation-after-game-end = The game had already ended before { $side } resigned, so the resignation changes nothing.

## Devices

step-device-loses = { $side } had an electronic device in the playing venue and loses the game.
step-device-both-lose = Both players were found with a device that loses the game, so both lose.
step-device-opponent-only-draws = The opponent cannot win by any series of legal moves ({ $reason }), so { $side } is credited only with a draw.
step-device-sound-loses = { $side }'s device made a sound in the playing venue, and under this edition that loses the game.
step-device-switched-on-forbidden = A device may be in the playing venue only if completely switched off. { $side }'s was switched on; as it made no sound the game is not lost, but the arbiter may penalise it.
step-device-switched-off-allowed = Under this edition a completely switched-off phone that makes no sound is allowed.
step-device-in-bag-allowed = The regulations allow devices switched off in a bag, so { $side } breaks no rule.
step-device-in-bag-not-allowed = The device was not on { $side }'s person but the regulations do not allow it in the venue; the arbiter may penalise it.
step-device-lesser-penalty = The event regulations set a lesser penalty than loss for { $side }'s device; the arbiter applies it.

## Late arrival

step-default-time-stated = The regulations set a default time of { $minutes } minutes.
step-default-time-silent = The regulations set no default time, so it is { $minutes } minutes.
step-late-arrival-loses = { $side } arrives { $minutes } minutes after the start, later than the default time, and loses the game.
step-late-arrival-both-lose = Both players arrived after the default time, so both lose the game.
step-late-arrival-arbiter-may-relent = The arbiter may decide otherwise.
step-late-arrival-plays = { $side } arrives { $minutes } minutes after the start, within the default time, and plays on; the time that passed is lost from the clock.
step-late-from-actual-start = The session started { $delay } minutes after the scheduled time, and lateness counts from the start of the session: { $side } { $minutes ->
        [one] is { $minutes } minute late.
       *[other] is { $minutes } minutes late.
    }
step-not-late-actual-start = The session started { $delay } minutes after the scheduled time, and lateness counts from the start of the session: { $side } came before it started and is not late.
step-late-arrival-plays-black = { $side } arrives { $minutes } minutes after the start, within the default time, and plays on; their clock runs only from White's first move, so only the time since then is lost.

## Irregularities

step-setup-new-game = The initial position was wrong: the game is cancelled and a new game is played.
step-setup-no-claim-after-limit = Each player has completed { $moves } moves, and after { $count } no claim about the set-up or the board is admitted: play continues.
step-misplaced-king-no-castling = { $side }'s king stood on a wrong square, so that king may not castle.
step-misplaced-rook-no-castling = The rook on { $square } stood on a wrong square, so castling with it is not allowed.
step-orientation-transfer = The board was placed wrongly: the position is transferred to a correctly placed board and play continues.
step-orientation-no-claim-after-limit = Each player has completed { $moves } moves, and after { $count } no claim about the board is admitted: play continues.
step-reversed-colours-continue = The game started with the colours reversed; it continues unless the arbiter decides otherwise.
step-reversed-colours-arbiter-new-game = The game started with the colours reversed, and the arbiter uses his power to decide otherwise: a new game is played with the right colours.
step-reversed-colours-no-discretion = The arbiter would decide otherwise, but under these Laws the number of moves made decides what happens when the colours were reversed; he has no power to rule otherwise.
step-reversed-colours-new-game = The game started with the colours reversed and fewer than { $count } moves each have been made ({ $moves }): a new game is played with the right colours.
step-reversed-colours-continue-after-limit = The game started with the colours reversed, but { $moves } moves each have been made, at least { $count }: the game continues.
step-clock-setting-corrected = The clock was set wrongly: the clock is paused and the arbiter sets the right time control, adjusting the times and move counter by his best judgement.
step-clock-setting-kept-after-limit = Each player has completed { $moves } moves, and after { $count } the clock setting is not changed unless the schedule would suffer.
step-clock-setting-kept-after-limit-always = Each player has completed { $moves } moves, and after { $count } the clock setting is not changed.
step-displaced-restore-own-time = { $side } displaced pieces and must put them back on his own time; either player may pause the clock to ask the arbiter for help.
step-displaced-may-penalise = The arbiter may penalise { $side } for displacing the pieces.
step-displaced-found-restore = Pieces were found displaced: the position before the irregularity is restored and the arbiter adjusts the clocks by his best judgement.
step-set-position = The pieces now stand as they were set by hand ({ $position }), not where the moves put them: this is an irregularity, and once it is found during the game the position before it is reinstated.
step-set-position-found = The pieces set by hand on wrong squares are found: the position before that irregularity is reinstated{ $count ->
        [0] , no move having been played since.
        [one] , and the half-move played since is cancelled.
       *[other] , and the { $count } half-moves played since are cancelled.
    } The arbiter sets the clocks by his best judgement. It is no player's illegal move, so no one is penalised for it.
step-displaced-claim-upheld = The claim is upheld: { $side } must put the displaced pieces back on his own time, and the arbiter may penalise him.

## Recording

step-recording-not-required-rapid-blitz = In rapid and blitz games { $side } need not record the moves.
step-recording-relief = { $side } has { $time } left, under five minutes, without an increment of 30 seconds or more, so may stop recording until the end of the period.
step-recording-required = { $side } has { $time } left, not under five minutes, so must keep recording.
step-recording-required-increment = The increment is { $increment } per move, at least 30 seconds, so recording is always required.
step-recording-required-increment-period = In the period the player is in, the increment is { $increment } per move, at least 30 seconds, so he must record every move until the period ends.
step-recording-depends-on-time = Whether recording may stop depends on the time left, which the case does not give.
step-scoresheet-request-not-on-move = { $side } may ask to see the scoresheet only when it is his move.
step-move-completed = { $side } presses the clock and so completes the move.
step-press-after-reply = { $side } presses the clock after the opponent's reply: his own move was made and never completed, and a player must always be allowed to press his clock after his move, even once the opponent has moved. It completes his move; it is no press without a move.
step-scoresheet-request-allowed = { $side } may ask to see the arbiter's scoresheet, up to { $count } times in a game.
step-scoresheet-request-too-many = { $side } has asked more than { $count } times; further requests count as distracting the opponent.
step-scoresheet-request-not-supervised = This right exists only where the arbiter records the games.
step-scoresheet-request-no-rule = This edition has no rule on asking to see the arbiter's scoresheet.

## Conduct of the players

step-leave-with-permission = { $side } leaves with the arbiter's permission, which is all the rule asks.
step-leave-venue = { $side } leaves the playing venue without the arbiter's permission, which no player may do during the game.
step-leave-area-having-the-move = { $side } has the move and leaves the playing area without the arbiter's permission, which the player having the move may not do.
step-leave-area-not-having-the-move = { $side } does not have the move and stays within the playing venue: leaving the playing area is allowed.
step-leave-area-reported = { $side } does not have the move and reports to the arbiter before leaving the playing area, as the regulations of the event require: he may go.
step-leave-area-unreported = The regulations of the event require the player not having the move to report to the arbiter before he leaves the playing area; { $side } left it without reporting, which breaks that requirement.
step-leave-area-unreported-regulations = The regulations of the event require the player not having the move to report to the arbiter before he leaves the playing area. The Laws of this edition have no such article, but the regulations bind the players: { $side } left without reporting, and the arbiter may penalise him from his scale.
step-assistance-notes = { $side } uses notes during play, which is forbidden.
step-assistance-information = { $side } uses a source of information during play, which is forbidden.
step-assistance-advice = { $side } takes advice during play, which is forbidden.
step-assistance-during-adjournment = { $side } uses notes, advice or analysis while the game stands adjourned. The rule forbids them during play, and an adjourned game is not in play: analysing it, alone or with others, breaks no rule.
step-disrepute = { $side } brings the game of chess into disrepute, which the players must never do; the arbiter may penalise it even once the game is over, since it is often found only then.
step-assistance-captain-permitted = The regulations of this team event let a captain advise his players to offer, accept or decline a draw, and on nothing else: this advice to { $side } is no breach of the rule against advice during play.
step-assistance-captain-forbidden = { $side } takes a team captain's advice on a draw offer. The Laws forbid any advice during play, and the regulations of this event make no exception for captains.
step-assistance-other-board = { $side } analyses on another chessboard during play, which is forbidden.
step-inspection-refused = The arbiter may have a player's clothes, bags and other items inspected in private, by a person of the same gender. { $side } refuses, so the arbiter must take measures from his scale of penalties.
step-inspection-no-rule = This edition gives the arbiter no power to have a player inspected, so { $side }'s refusal breaks no article of the Laws.
step-reconstruction-refused = { $side } refuses to help the arbiter reconstruct the game, which both players must do: the arbiter may penalise the refusal.
step-reconstruction-refused-claim = { $side } refuses to help check the claim, but checking a repetition or fifty-move claim is the players' own duty under the arbiter's supervision, and both must help him reconstruct the game: the arbiter may penalise the refusal.
step-reconstruction-no-duty = This edition gives the players no duty to help the arbiter reconstruct the game, so { $side }'s refusal breaks no article of the Laws: the arbiter reconstructs it himself, from the scoresheets and what he saw.
step-inspection-other-gender-refused = The arbiter may have a player inspected only in private and by a person of the player's own gender. The inspection { $side } refuses was to be made by a person of the other gender, so the refusal breaks no rule: the arbiter has the inspection made as the Laws provide.
step-inspection-in-public-refused = The arbiter may have a player inspected only in private and by a person of the player's own gender. The inspection { $side } refuses was to be made in public, so the refusal breaks no rule: the arbiter has the inspection made as the Laws provide.
note-e-cigarette-by-analogy = Note: this edition speaks of smoking only; an e-cigarette is ruled by the same article, by analogy.
step-smoking-designated-area = { $side } smokes in the section of the venue the arbiter set aside for it, which is allowed.
step-smoking-forbidden = { $side } smokes outside the section of the venue the arbiter set aside for it, which is forbidden.
step-disturb-noise = { $side } brings a source of noise to the board: distracting or annoying the opponent in any way is forbidden.
step-disturb-talking = { $side } talks to the opponent during play: distracting or annoying the opponent in any way is forbidden.
step-disturb-behaviour = { $side } distracts or annoys the opponent, which is forbidden in any form.
step-disturb-draw-offers = { $side } makes unreasonable draw offers, which distract the opponent: an offer is valid, but it must not annoy.
step-offer-repeated = { $side } offers a draw again, soon after the opponent declined the last offer. Repeated offers are unreasonable offers, which distract the opponent.
step-conduct-infraction = A breach of these rules of conduct leads to a penalty from the arbiter's scale.
step-penalty-open = The Laws fix no penalty for this: the arbiter chooses one for { $side } from his scale of penalties, from a warning up to expulsion.
# $penalty: a step of the scale as a noun phrase ("a warning"); $edition: a year.
step-penalty-applied = The penalty the arbiter chooses for { $side }: { $penalty }.
step-points-penalty-result = The points penalty the arbiter chose changes the score of the game to { $result }.
step-penalty-not-in-edition = The { $edition } scale of penalties has no such step ({ $penalty }), so the arbiter must choose another.
step-penalty-time-to-opponent = As the penalty, { $side } receives { $seconds } extra.
step-penalty-time-off = As the penalty, { $side } loses { $seconds } of the time left.
step-penalty-time-off-ran-out = The time taken off runs the clock of { $side } down to zero: the flag has fallen, and the arbiter, who sees it as he sets the clock, rules on it as on any flag he sees.
step-penalty-game-lost = As the penalty, the arbiter declares the game lost by { $side }.
step-penalty-expulsion = The arbiter expels { $side } from the competition, and the game is lost.
step-opponent-scores-win = The arbiter decides the opponent's score: { $side } wins the game.
step-opponent-scores-draw = The arbiter decides the opponent's score: { $side } scores a draw.
step-opponent-scores-loss = The arbiter decides the opponent's score: { $side } scores nothing either.
step-persistent-refusal = { $side } persistently refuses to comply with the Laws and loses the game.
step-both-refuse = Both players persistently refuse to comply with the Laws: the game is lost by both.
step-complaint-upheld = The complaint is upheld: { $side } did break this rule, as the arbiter has established.
step-complaint-rejected = The complaint is rejected: nothing establishes that { $side } broke this rule.
step-complaint-not-established = The complaint is rejected: the arbiter could not establish that { $side } did what the claimant says, and he rules only on facts he can establish.

## Devices found elsewhere, and their owners

step-device-owner-unknown = Nobody can say whose device it is: nothing can be held against { $side } unless it is shown to be his. The arbiter may have the players inspected.
step-device-in-venue-not-on-person = The device is { $side }'s but was found elsewhere in the venue, not on him. Having it in the venue is forbidden, but only a device on the player's person loses the game.
step-device-bag-used = { $side } used the bag that holds the switched-off device without the arbiter's permission, which is forbidden.
step-device-bag-rang = The device of { $side } sounded in the bag, where the regulations allow it only completely switched off: that condition is broken, but the device was not on the player's person, so the loss does not follow; the arbiter penalises.
step-device-bag-on = The device of { $side } was found switched on in the bag, where the regulations allow it only completely switched off: that condition is broken, but the device was not on the player's person, so the loss does not follow; the arbiter penalises.
step-device-bag-no-rule = This edition has no rule on a bag for devices; the device in it is judged like any device in the venue.
step-device-permitted = The arbiter had allowed { $side } to keep this device: the ban covers only devices the arbiter has not approved, so no rule is broken.

## Third parties and the arbiter

# $who: the person, as the subject of the sentence ("A spectator").
step-third-party-tells-arbiter = { $who } tells the arbiter and nobody else, which is what anyone who sees an irregularity may do.
step-third-party-interferes = { $who } speaks to the players about their game. Only the arbiter may be told of an irregularity; anyone else who interferes may be expelled from the playing venue.
step-third-party-finished-player = A player whose own game has finished counts as a spectator, and is ruled as one.
step-third-party-flag-still-counts = A fallen flag still counts once the arbiter sees it himself or the opponent claims it, whoever first noticed it.
step-third-party-illegal-move-still-counts = An illegal move is still dealt with as the Laws say once it is found, whoever first noticed it.
step-remark-move-count = The arbiter must not tell { $side } how many moves have been completed.
step-remark-move-count-after-flag = A flag has fallen and the scoresheets are being brought up to date, so the arbiter may tell { $side } how many moves were completed.
step-remark-opponent-moved = The arbiter must not tell { $side } that the opponent has completed a move.
step-remark-law-explanation = { $side } may ask the arbiter to explain a point of the Laws, and the arbiter answers; he explains the rule, never the position on the board.
step-remark-possible-claim = The arbiter must not intervene in a game except where the Laws say so: he may not tell { $side } that a claim could now be made.
step-remark-position = The arbiter must not intervene in a game except where the Laws say so: he may not tell { $side } anything about the position on the board, such as a check, a threat or a piece left hanging.
step-remark-clock-not-pressed = The arbiter must not tell { $side } that the clock has not been pressed.
step-remark-flag-allowed = The arbiter calls any flag fall he sees in this game, so he may tell { $side } of it.
step-remark-flag-refrain = In this game only a player's claim makes a flag count, and the arbiter refrains from pointing one out to { $side }.
step-late-arrival-excused = { $side } arrives { $minutes } minutes after the start, later than the default time, but the arbiter decides otherwise: the game goes on, with the time that passed lost from the clock.
step-late-arrival-no-discretion = Under this edition the arbiter has no power to decide otherwise: the loss stands.
step-late-arrival-white-alone-no-discretion = The arbiter may spare { $side } the time that passed only when neither player was at the board at the start; the opponent was, so that time is lost.
step-late-arrival-time-restored = { $side } arrives { $minutes } minutes after the start, within the default time, and the arbiter decides that the time that passed is not lost.

## Scoresheets

step-record-in-advance = { $side } wrote a move before making it without claiming a draw, which is forbidden.
step-record-before-next-move = { $side } made a move without having recorded the previous one: a player may reply before recording, but must record his previous move before making another.
step-record-not-required-now = { $side } need not record at this moment, so this breaks no rule of recording.
step-record-offer-mark = { $side } did not mark the draw offer on the scoresheet: both players must record it with the sign (=).
step-record-mark-without-offer = { $side } wrote the sign (=) on the scoresheet but offered no draw. The sign records an offer made to the opponent; by itself it offers nothing, so no draw offer stands.
step-record-scoresheet-use = { $side } wrote on the scoresheet what does not belong there: it is only for the moves, the clock times, draw offers, matters of a claim and other relevant data. What he wrote there are notes, and no player may use notes during play.
step-electronic-scoresheet-replaced = { $side }'s electronic scoresheet has an evident defect, so the arbiter replaces it.
step-electronic-scoresheet-no-rule = The { $edition } Laws say nothing of electronic scoresheets: they know only the scoresheet on which the moves are written.
step-signed-result-agrees = Both players sign the result the game reached.
step-signed-result-stands = Both players sign a result: even if it is incorrect, it stands unless the arbiter decides otherwise.
step-signed-result-corrected = The signed result is not the one the game reached, and the arbiter decides otherwise: the result reached on the board stands.
step-signed-result-arbiter-decides = The arbiter decides otherwise about the signed result; the result is his decision on facts the case does not give.

## Knowledge queries

step-query-game-type = { $control } counts as { $seconds } per player, which makes it { $type }.
step-query-rapid-range = Rapid chess: more than the blitz limit and less than 60 minutes per player (base time plus 60 times the increment).
step-query-blitz-range = Blitz: the blitz limit or less per player (base time plus 60 times the increment).
step-query-illegal-move-penalty = A first illegal move gives the opponent { $seconds } extra; illegal move number { $count } by the same player loses.
step-query-illegal-moves-to-lose = Illegal move number { $count } by the same player loses the game.
step-query-incorrect-claim-penalty = An incorrect draw claim gives the opponent { $seconds } extra.
step-query-recording-relief-none = Under { $control } every move brings an increment of { $increment } or more, so a player must record every move to the end of the game: there is no relief.
step-query-recording-relief = A player with less than { $seconds } left in a period, and no increment of { $increment } or more, need not record until the end of the period.
step-query-agreement-min-moves =
    { $count ->
        [0] The Laws set no minimum number of moves before a draw may be agreed; the regulations may set one.
        [one] Each player must have made at least one move before a draw may be agreed, unless the regulations ask for more.
       *[other] Each player must have made at least { $count } moves before a draw may be agreed, unless the regulations ask for more.
    }
step-query-default-time = When the regulations name no default time, it is { $seconds }.
step-query-clock-placement = The arbiter decides where the clock stands.
step-query-regime-choice = The event regulations say, for the whole event, whether rapid and blitz games are played under full supervision.
step-query-regime-choice-fact = Whether the full rules apply depends on the supervision actually given to the games.
step-query-scoresheet-requests = A player may ask to see the arbiter's scoresheet up to { $count } times in a game.
step-query-fifty-moves = A claim needs the last 50 moves by each player without a pawn move or a capture.
step-query-seventy-five-moves = After 75 moves by each player without a pawn move or a capture, the game is drawn without a claim.
step-query-fivefold = When the same position has appeared five times, the game is drawn without a claim.
step-query-threefold = The same position for at least the third time allows the player having the move to claim a draw.
step-query-quickplay-threshold = A player with less than { $seconds } left may make a quickplay-finish claim or request.
step-query-quickplay-award = When such a claim is rejected, the opponent receives { $seconds } extra.
step-query-unsupervised-move-limit = Once each player has completed { $count } moves, claims about the set-up, the board and the clock setting end.
# $calls is 0 or 1 (whether the arbiter calls a flag he sees without a claim), not a count,
# so the variants are numbers, not plural forms.
step-query-arbiter-calls-flag =
    { $calls ->
        [0] In a game without adequate supervision the arbiter does not call a flag fall himself.
       *[1] The arbiter calls any flag fall he sees, in every kind of game.
    }
step-query-promotion-any-order = When promoting, the pawn may be removed and the new piece placed in either order; the pawn need not be put on the square first.
step-query-no-such-rule = The { $edition } edition has no such rule.
step-query-no-seventy-five-rule = The { $edition } Laws have no 75-move rule: such a game is drawn only on a correct fifty-move claim.
step-query-no-fivefold-rule = The { $edition } Laws have no fivefold-repetition rule: a repeated position gives a draw only on a correct threefold-repetition claim.

## Readings chosen where the text is ambiguous

note-2023-supervised-blitz-one-minute = Note: the 2023 text, read literally, keeps { $seconds } for blitz under full supervision; the one-minute reading follows the declared purpose of the change.
note-2009-unsupervised-rapid-illegal-move = Note: the 2009 rapid appendix says only who may claim an illegal move; the penalty of Article 7 is applied, as the Competition Rules still govern those games.

## The ruling in short, shown above the reasoning

ruling-heading = Ruling under the FIDE Laws of { $edition }
ruling-game-type = { $control }: { $type } ({ $supervision })
supervision-supervised = under full supervision
supervision-unsupervised = without adequate supervision
ruling-result = Result: { $result }
ruling-continues = The game continues.
ruling-undecided = Left to the arbiter's judgement: the case does not give the facts that decide it.
ruling-added = { $side } receives { $time } extra.
ruling-removed = { $side } loses { $time }.
ruling-clocks = Clocks after the ruling: White { $white }, Black { $black }.
ruling-articles = Articles applied: { $list }
ruling-steps = Reasoning
ruling-allowed = Allowed.
ruling-not-allowed = Not allowed.
ruling-arbiter-right = The arbiter's ruling was right.
ruling-arbiter-wrong = The arbiter's ruling was wrong.
ruling-appeal-upheld = The appeal is upheld.
ruling-appeal-rejected = The appeal is rejected.
ruling-answer = Answer: { $answer }

action-restore-position = The position before the irregularity is restored.
action-pawn-becomes-queen = The pawn on { $square } is replaced by a queen.
action-illegal-move-stands = The illegal move stands.
action-new-game = The game is cancelled and a new game is played.
action-transfer-to-correct-board = The position is transferred to a correctly placed board.
action-correct-clock-setting = The arbiter puts the clock right (its time control, its move counter).
action-keep-clock-setting = The clock setting is kept.
action-no-castling = { $side } may no longer castle.
action-no-castling-with-rook = Castling with the rook on { $square } is not allowed.
action-restore-on-own-time = { $side } restores the pieces on his own time.
action-pause-clocks = The clocks are paused.
action-wait-for-next-move = The arbiter waits for the next move.
action-set-increment = Both clocks are set to add { $time } per move.
action-call-flag = The arbiter calls { $side }'s flag.
action-no-intervention = The arbiter does not intervene.
action-offer-stands = { $side }'s draw offer stands until the opponent accepts or rejects it.
action-play-on = Play continues.
action-replace-scoresheet = The arbiter replaces the electronic scoresheet.
action-provide-scoresheet = The arbiter gives the player a scoresheet.
action-adjust-clock = The arbiter adjusts { $side }'s clock in an equitable way.

obligation-move-piece = The piece on { $square } must move.
obligation-capture-piece = The piece on { $square } must be captured.
obligation-capture-with = The piece on { $target } must be captured with the piece on { $square }.
obligation-castle-kingside = Castling kingside is obligatory.
obligation-castle-queenside = Castling queenside is obligatory.
obligation-king-move = A legal king move is obligatory (castling on the other side included).
obligation-any-move = Any legal move may be made.
obligation-play-move = The move { $move } must be played.
obligation-first-touched = The first touched of the pieces on { $square } and { $other } must move (or be captured), as the arbiter establishes.
obligation-move-pawn = The pawn on { $square } must move.

claim-upheld = The claim is upheld.
claim-rejected = The claim is rejected.
claim-not-admissible = No valid claim was made.
claim-postponed = The decision on the claim is postponed.
ruling-claim-of = { $side }: { $verdict }

sanction-discretionary = The arbiter may penalise { $side }.
# $penalty: a step of the scale ("a warning").
sanction-applied = Penalty for { $side }: { $penalty }.
# $who: the person, as the subject of the sentence ("A spectator").
sanction-expel = { $who } may be expelled from the playing venue.

penalty-warning = a warning
penalty-time-to-opponent = more time for the opponent
penalty-time-off = less time for the offender
penalty-points-to-opponent = the opponent's points raised to the most the game gives
penalty-points-reduced = fewer points for the game
penalty-game-lost = the game declared lost
penalty-fine = a fine announced in advance
penalty-exclusion = exclusion from one or more rounds
penalty-expulsion = expulsion from the competition

bystander-spectator = A spectator
bystander-team-mate = A team-mate
bystander-captain = A team captain
bystander-other-player = A player of another game
bystander-official = An official of the event
bystander-finished-player = A player whose game has finished

who-arbiter = the arbiter
who-white = the player with White
who-black = the player with Black
who-regulations = the event regulations
range-band = { $from } to { $to }
range-more-than = more than { $value }
range-at-least = at least { $value }
range-less-than = less than { $value }
range-at-most = at most { $value }

## Touches, castling and promotion as carried out, clock incidents
breach-out-of-turn = the players move in turn, and it was the opponent's move
breach-opponents-piece = each player moves his own pieces, and this was a piece of the opponent
breach-own-square = no piece may be put on a square held by a piece of its own colour
step-touch-accidental = { $side } brushed the piece on { $square } clearly by accident: that is not a touch with the intention of moving or capturing, so it obliges nothing.
step-adjust-said-too-late = { $side } said “I adjust” only after touching the piece on { $square }. The warning must come first, so the touch counts as deliberate.
step-touch-order-own-first = { $side } touched a piece of each colour and it cannot be established which came first, so his own piece, on { $square }, counts as touched first.
step-touch-order-to-establish = { $side } touched the pieces on { $square } and { $other }, both of which could be moved (or captured), and nobody can say which came first. The Laws deem no order between them: the first touched is bound, and which it was is a fact the arbiter must establish, by asking the players and any witnesses.
step-touch-order-found = The arbiter establishes that { $side } touched the piece on { $square } first; the obligation follows from that finding.
step-king-and-rook-together = { $side } took hold of the king and a rook together: that is touching king and rook, the intention to castle, just as if the king had come first.
step-king-and-rook-order-unknown = { $side } touched the king and a rook, and it cannot be established that the rook came first; so castling on that side is not ruled out, and the touches count as king and rook.
step-castling-announced = { $side } said beforehand that he was about to castle, which leaves no doubt about the move.
step-castling-recommended-procedure = { $side } castled as recommended for a physical board: the king first, then the rook to its square, then the king to its own.
step-castling-rook-first = { $side } touched the rook first and then the king, so castling on that side is not allowed on this move: the rook must be moved instead.
step-turn-rook-then-king = { $side } moved the rook from { $square } and then, before pressing the clock, the king from { $other }: together that is castling, made rook first, and touching the rook first rules out castling on that side on this move.
step-turn-king-then-rook-960 = { $side } put the king on its castling square { $square } and then, before pressing the clock, the rook from { $other } on its own: that is castling made by moving the king and then the rook, one of the ways Chess960 castling may be made, whether or not he said he was castling.
step-turn-second-piece = { $side } had already moved a piece to { $square } (released there, though the clock was not pressed) and then moved the piece on { $other } as well: a player makes one move per turn, so the second is made when it is not his move.
step-turn-second-piece-after-illegal = { $side } left the piece on { $square }, where it had gone illegally, and moved the piece on { $other } as well in the same turn: the two together are one illegal move, and both pieces were touched for it.
step-turn-released-piece-moved = { $side } released the piece on { $square } as a legal move and then moved it on. A piece released on a square as a legal move cannot be moved to another square on that move: { $move } is the move { $side } made.
step-turn-rook-completes-castling = { $side } then moved the rook from { $square } to its castling square: the castling begun with the king is completed.
step-castling-rook-only = { $side } moved only the rook, from { $square }; with the rook touched first, castling on that side is ruled out on this move, and the rook move made stands if it is a move the rook may make.
step-castling-king-step-is-a-king-move = { $side } put the king on { $square }, next to its square, without moving the rook and without having said he was castling: that is an ordinary king move, and it is made.
step-castling-king-released = { $side } released the king on its castling square but has not moved the rook: the move is not yet made, and castling on that side is the only move he may now make.
step-castling-incomplete-pressed = { $side } moved only the king to its castling square and pressed the clock: a half-made castling is an illegal move.
step-castling-rook-misplaced = { $side } moved the king to its castling square but put the rook on a wrong square and pressed the clock: castling was not made as the Laws define it, so the move is illegal.
step-promotion-piece-first = { $side } put the new piece on the promotion square before taking the pawn off the board. The Laws allow either order: the promotion is made once the new piece is released and the pawn is off the board.
step-promotion-pawn-not-placed = { $side } lifted the pawn off the board without first putting it on the promotion square, and put the new piece straight there. That is a promotion like any other: the pawn need not be placed on the square of arrival, and the move is made once the new piece is released there.
step-promotion-piece-changed = { $side } first put a { $role } on the promotion square and then another piece. The choice was final when the { $role } touched the square, so the move must be { $move }.
step-out-of-turn-no-obligation = It was { $side }'s move, not { $owner }'s: the illegal move replaces nothing, touch-move did not bind { $owner }, and { $side } still has the move.
step-replacement-castling-king-move = Castling was illegal, so { $side } must replace it with another legal king move; castling on the other side is one of them.
step-replacement-castling-king-move-only = Castling was illegal, so { $side } must replace it with another legal king move (castling is not possible on either side now).
step-replacement-castling-any = Castling was illegal and the king has no legal move, so { $side } may make any legal move.
step-illegal-move-found-too-late = The illegal move by { $side } is found only after the opponent's next move: in this kind of game it then stands.
step-illegal-move-found-by-arbiter = The arbiter finds that { $side } completed an illegal move earlier. The position immediately before it is reinstated, with the moves played since taken back, and the arbiter sets the clocks by his best judgement.
step-pause-for-promotion-piece = { $side } paused the clock because the piece needed for the promotion is not at the board: a valid reason. The arbiter provides the piece and decides when play restarts.
step-pause-for-displaced-pieces = { $side } paused the clock to ask the arbiter for help with displaced pieces, as either player may.
step-pause-for-assistance = { $side } paused the clock to call the arbiter for help, which a player may do; the arbiter decides when play restarts.
step-pause-for-medical = { $side } paused the clock because a player needs medical attention: a valid reason. The arbiter takes the special measures such a player needs, and decides when play restarts.
step-pause-without-reason = { $side } paused the clock without any valid reason. A player may pause it only to call the arbiter for help, so { $side } is penalised at the arbiter's discretion.
step-restart-clock = { $side } restarted the clock while it was paused. Only the arbiter decides when the game goes on, so the arbiter pauses it again, and { $side } may be penalised at the arbiter's discretion.
step-restart-clock-time-back = The { $time } that then ran on the clock of { $side } was nobody's thinking time: by his best judgement the arbiter gives it back to { $side }.
step-restart-clock-own-time = The { $time } that then ran was the time of { $side } themselves, who restarted the clock: the arbiter need not give it back.
step-defective-clock-replaced = The clock has an evident defect, so its readings are not conclusive: the arbiter replaces it and sets the times on the new clock by his best judgement.
step-clock-not-started = The clock was never started, though the game began with White's clock running. The arbiter pauses the game, installs the setting and sets the times by his best judgement (for the time each player has in fact used), and then starts the clock of the player having the move.
step-clock-times-lost = The clock lost the times it showed, through no defect of its own. The arbiter pauses the game, installs the setting again and sets the times by his best judgement, as for any clock found set wrongly during the game.
step-wrong-clock-times = The times last set on the clock were wrong. The arbiter pauses the clocks and puts the error right by his best judgement, as for any clock found set wrongly during the game; the time used since then stays used.
step-wrong-clock-times-added = { $side } had been set { $time } short, and gets it back.
step-wrong-clock-times-taken = { $side } had been set { $time } too much, and loses it.
step-wrong-clock-times-right = The times last set on the clock were the right ones: there is nothing to correct, and play goes on.
step-flag-clock-defect = On looking at the flag, the arbiter finds that the clock has an evident defect (it failed to register a press, or its display is faulty): its indication is not conclusive, so the flag counts for nothing, { $side } has not overstepped the time, and play goes on once the clock is replaced.
step-flag-clock-wrong-setting = On looking at the flag, the arbiter finds that the clock was set wrongly: the flag shows the wrong setting, not the time { $side } had, so it counts for nothing. The arbiter pauses the clock, installs the right setting and adjusts the times by his best judgement.
step-flag-clock-wrong-side = On looking at the flag, the arbiter finds that the clock had been running on the wrong side: the time that ran out was not the thinking time of { $side }, so the flag counts for nothing. The arbiter pauses the clock and puts the times right by his best judgement.
step-wrong-clock-started = At the start of the game Black's clock was started instead of White's, but it is White's clock that starts the game. The arbiter pauses the clocks and puts the times right by his best judgement.
step-wrong-clock-started-moved = At the start of the game Black's clock was started instead of White's, but it is White's clock that starts the game. The arbiter pauses the clocks and puts the times right by his best judgement: the { $time } that ran on Black's clock was White's thinking time, so it is taken from White and given back to Black.
step-wrong-clock-running = { $side } has the move, but the opponent's clock was running. The arbiter pauses the clocks, starts the clock of the player having the move and puts the times right by his best judgement.
step-wrong-clock-running-time = { $side } has the move, but the opponent's clock was running. The arbiter pauses the clocks and puts the times right by his best judgement: the { $time } that ran was the thinking time of the player having the move, so { $side } loses it and the opponent gets it back, and the right clock is started.
step-clock-adjust-no-times = The case gives no clock readings, so the times the arbiter sets cannot be worked out.
step-clock-adjust-add = { $side } has completed { $count } moves: the right setting would have given { $time } more than the wrong one, and the arbiter adds it.
step-clock-adjust-remove = { $side } has completed { $count } moves: the wrong setting gave { $time } more than the right one would have, and the arbiter takes it off.
step-counter-adjust-add = { $side } has completed { $count } moves: the right count would have given { $time } more than the counter did, and the arbiter adds it.
step-counter-adjust-remove = { $side } has completed { $count } moves: the counter gave { $time } more than the right count would have, and the arbiter takes it off.
step-clock-adjust-counter = The arbiter also sets the move counter to the moves actually completed ({ $count }).
step-move-counter-corrected = The clock was set right, but its move counter credited each player with { $counted } moves instead of { $count }: the arbiter pauses the clock, puts the counter right and adjusts the times by his best judgement, so that each player has what the right count would have given him.
step-move-counter-corrected-side = The clock was set right, but its move counter credited { $side } with { $counted } moves instead of { $count }, the other side's count being right: the arbiter pauses the clock, puts the counter right and adjusts that side's time by his best judgement, so that it has what the right count would have given it.
step-move-counter-right = The move counter shows { $counted } moves, the moves actually completed: there is nothing to correct, and the clock's readings stand.
step-flag-move-not-completed = { $side } made the move on the board but had not pressed the clock: the move was not completed, so the moves required were not completed in the time allotted, and the flag fall stands.
step-flag-or-event-unknown = The flag of { $side } fell at the moment { $what }, and the case gives no clock reading to tell which came first: the arbiter decides from the clock.
step-event-before-flag = The clock still showed { $time } for { $side } when { $what }: that came first, and the flag had not fallen then. What the clock shows is conclusive.
step-flag-before-event = The clock showed { $side }'s flag already down when { $what }: the flag fell first. What the clock shows is conclusive.
step-flag-at-resignation = { $side }'s flag fell at the very moment { $player } resigned. A flag counts as fallen only when the arbiter sees it or a player claims it, and a game that a resignation has ended is not lost on time: the resignation stands.
step-flag-at-agreement = { $side }'s flag fell at the very moment { $player } accepted the draw. A flag counts as fallen only when the arbiter sees it or a player claims it, and a game that an agreed draw has ended is not lost on time: the draw stands.
simultaneous-claim = he claimed
simultaneous-move = he pressed the clock
step-delay-used = { $side } took { $time } on a clock with a delay of { $delay }: the delay is used first, so the main time fell by { $main }.
step-ending-move-unpressed = { $side } did not press the clock, but a move that ends the game is complete without it.
action-replace-clock = The defective clock is replaced.
step-illegal-move-found-after-game-end = The illegal move is found only after the game had ended: the position is reinstated only when an illegal move is found during the game, so the result stands.

## Adjourned games

step-seal-already-sealed = { $side } has already sealed the move; { $other } does not seal.
step-seal-change-too-late = { $side } had already stopped the clock after sealing the envelope, so the sealed move can no longer be changed: the first one stands.
step-seal-change-allowed = { $side } had not yet stopped the clock, so the sealed move may still be changed: the new one replaces it.
step-seal-by-player-having-the-move = Only the player having the move seals it: { $side } must seal, not { $other }.
step-seal-board-move = After being told to seal, { $side } made { $move } on the board: that move is the sealed move and must be written as such.
step-seal-early = { $side } adjourned { $minutes } minutes before the end of the session: the move counts as sealed at the session's nominal end, so those minutes come off the clock.
step-seal-procedure = { $side }, having the move, must write it unambiguously on the scoresheet, put both scoresheets in the envelope, seal it and only then stop the clock. The envelope shows the players, the position before the sealed move, the time used, who sealed, the move number, a standing draw offer and when and where play resumes; the arbiter checks it and keeps it safe.
step-adjourned-offer = { $side } offers a draw while the game is adjourned.
step-adjourned-concluded = Before resumption, a draw agreed or a resignation concludes the game.
step-resume-set-up = For the resumption the position before the sealed move is set up, and the clocks show the times recorded at the adjournment.
step-envelope-missing = The envelope is missing: play goes on from the adjourned position with the recorded times (the arbiter sets the clocks if they cannot be re-established), and { $side } makes on the board the move stated as sealed.
step-envelope-times-missing = For the resumption the position before the sealed move is set up, and the clocks should show the time each player had used, as written on the envelope; here it was never written and cannot be re-established, so the arbiter sets the clocks himself, as where the envelope is lost. Otherwise the game resumes as usual.
step-adjourned-position-lost = The envelope is missing and the adjourned position cannot be re-established: the game is annulled and a new game is played.
step-resume-replier-present = { $side }, who must reply, is present: the envelope is opened.
step-resume-replier-absent = { $side }, who must reply to the sealed move, is absent: that clock is started at the agreed time, and the envelope is opened only on arrival.
step-resume-sealer-absent = { $side }, who sealed the move, is absent; the opponent is present, so the envelope is opened and the sealed move made.
step-reply-sealed = Instead of replying on the board, { $side } writes the reply on the scoresheet, seals it in a fresh envelope for the arbiter, stops the clock and starts the absent player's clock.
step-resume-both-late = Neither player is present and the default time is zero: both come after it, which no provision settles; the arbiter decides.
step-resume-both-too-late = Neither player comes to the resumption within the time allowed: each is a player who arrives too late, so both lose the game.
step-resume-neither-present = Neither player is present: { $side }, who must reply to the sealed move, loses all the time that passes until arriving.
step-resume-clock-ran = The clock of { $side } ran for { $minutes } minutes before the arrival, timed by the arbiter's timepiece; that time is lost.
step-resumption-late-excused = { $side } arrives { $minutes } minutes late, after the limit, but the arbiter decides otherwise: play goes on.
step-resumption-late-conclusion-stands = The sealed move itself ended the game, and that conclusion stands although a player came too late.
step-resumption-late-loses = { $side } arrives { $minutes } minutes late for the resumption, later than the { $limit } minutes allowed, and loses the game.
step-resumption-absent-loses = { $side } does not come to the resumption within the { $limit } minutes allowed and loses the game.
step-sealed-move-made = The sealed move of { $side }, { $move }, is legal and unambiguous: it is made on the board and the opponent's clock is started.
step-sealed-move-ambiguous = The sealed move of { $side }, written { $move }, fits more than one legal move: a player whose sealed move is ambiguous loses the game.
step-sealed-move-unreadable = The sealed move of { $side } is written so that its true meaning cannot be established: such a record loses the game.
step-sealed-move-illegal = The sealed move of { $side }, { $move }, is illegal in the adjourned position: an illegal sealed move loses the game.
step-clock-error-too-late = { $side } points out the wrong clock time only after making a move in the resumed session: it had to be pointed out before the first move.
step-clock-error-corrected = { $side } points out before the first move that a clock shows the time used wrongly, and the error is established: it is corrected.
step-clock-error-arbiter-corrects = The error { $side } points out cannot be established, but the arbiter judges that leaving it would be too severe and corrects it.
step-clock-error-not-established = The error { $side } points out cannot be established: play goes on without a correction.
step-touch-seen-on-request-only = The arbiter saw the breach of touch-move himself, but in this kind of game he rules on the touch-move rules only when a player asks: without a claim he does not intervene.
step-touch-seen-enforced = The arbiter, who sees that the Laws are observed, acts on the breach he saw himself without waiting for a claim: the move is taken back and { $side } must make the move the touch required.
step-touch-seen-after-reply = The breach of touch-move by { $side } was followed by the opponent's own move before the arbiter acted: the moment has passed, the moves stand and play goes on.
step-touch-seen-nothing-binds = None of the pieces { $side } touched can be moved or captured, so touch-move obliges him to nothing: the arbiter has nothing to enforce.
step-touch-seen-before-move = { $side } touched a piece with intent and has not moved yet; the arbiter, who saw it, requires the move the touch obliges without waiting for a claim.
step-touch-seen-no-breach = The arbiter sees no breach of touch-move: nothing the players did binds either of them to a move, so there is nothing to enforce.
step-third-party-device = { $who } uses a mobile phone or other communication device in the playing venue, which nobody may do without the arbiter's authority. It is not a player's device, so neither player is penalised and the game goes on.
step-third-party-device-expel = { $who } breaks that rule, and the arbiter may expel the offender from the playing venue.
step-third-party-disturbs = { $who } disturbs the game. The players are not penalised for it and the game goes on; the arbiter may expel the offender from the playing venue.
step-third-party-displaces = { $who } knocks over pieces on the board. The players are not answerable for it and are not penalised; the arbiter may expel the offender from the playing venue.
step-third-party-permitted = The arbiter had allowed what { $who } does: it breaks no rule, nobody is expelled, and the players play on.
step-third-party-official = An official of the event is not expelled, though: the players are not answerable for what he did, and his conduct is a matter for the chief arbiter or the organiser.
step-third-party-access = { $who } entered the playing area without the arbiter's permission, which only the arbiter may give to someone who is neither a player nor an arbiter. The players are not penalised for it; the arbiter may remove the offender.
step-third-party-access-permitted = { $who } entered the playing area with the arbiter's permission, which is all the rule asks of someone who is neither a player nor an arbiter: nothing is broken, and the players play on.
step-third-party-access-player = { $who } is a player of the competition, not an outsider: the rule that only the arbiter may let someone into the playing area concerns people who are neither players nor arbiters. Nothing is broken by entering it.
step-third-party-access-no-rule = { $who } entered the playing area. The Laws of this edition have no rule on who may enter it; the arbiter, who sees that the players are not disturbed, may still ask him to leave, but nobody is penalised.
step-third-party-signals = { $who } signals to a player, which nobody may do. The arbiter may expel the offender from the playing venue; the player is penalised only if he used the help.
step-external-disturbance = The game is disturbed from outside, through no fault of either player: nobody is penalised, and the arbiter may give either or both players extra time.
step-external-time-awarded = For the disturbance the arbiter gives { $side } { $seconds } extra.
step-external-no-time = Here the arbiter gives no extra time: the clocks stay as they were.
step-offer-condition-void = { $side } attaches a condition to the offer, but no condition can be attached to a draw offer: the condition counts for nothing and the offer stands as an ordinary one.
step-record-non-algebraic = { $side } records the moves in a notation other than algebraic, the only one the Laws recognise: the arbiter warns him of the requirement, and a scoresheet in another notation cannot serve as evidence where a scoresheet normally would.
step-record-national-letters = { $side } records in algebraic notation with the piece letters of his own language, which Appendix C allows: there is nothing to correct.
step-record-hidden = { $side } keeps the scoresheet out of the arbiter's sight, but it must be visible to the arbiter throughout the game: the arbiter requires it to be shown and may penalise.
step-record-refuses-to-sign = { $side } refuses to sign the scoresheets, which both players must do at the end of the game: the result stands, and the arbiter may penalise the refusal.
step-record-illegible = { $side } keeps a scoresheet that cannot be read, but the moves must be recorded as clearly and legibly as possible: the arbiter requires it and may penalise.
step-record-other-paper = { $side } records the moves somewhere else than on the scoresheet prescribed for the competition, but that is where they must be recorded: the arbiter requires it and may penalise.
step-record-kept = { $side } keeps the scoresheet after the game, but the scoresheets belong to the organiser of the competition: the arbiter requires it to be handed in and may penalise.
step-record-update-before-any-flag = No flag has fallen yet, so { $side } need not bring the scoresheet up to date before moving: that duty starts when a flag falls.
step-record-update-after-flag = A flag has fallen, and { $side } moved a piece before bringing the scoresheet up to date, which a player who stopped recording in time trouble must do first.
step-record-both-update-after-flag = Neither player is recording any more, and a flag has fallen: the arbiter pauses the clock, and both players bring their scoresheets up to date, using the arbiter's scoresheet or the opponent's.
step-record-borrow-both-stopped = Neither player was recording, and a flag has fallen: the clock is paused while both bring their scoresheets up to date, and { $side } may use the opponent's scoresheet for it, his move or not.
step-record-borrow-allowed = A flag has fallen, and { $side }, who stopped recording in time trouble, must bring the scoresheet up to date before moving a piece; on his own move he may use the opponent's scoresheet for it, returning it before he moves. This is allowed.
step-record-borrow-not-his-move = { $side } takes the opponent's scoresheet while it is not his move: a player updating his scoresheet after a flag may use the opponent's only on his own move, so this is not allowed and the arbiter may penalise it.
step-record-borrow-before-flag = { $side } takes the opponent's scoresheet, but no flag has fallen: only the update a player owes once a flag has fallen lets him use the opponent's scoresheet, so this is not allowed and the arbiter may penalise it.
step-promotion-wrong-colour = { $side } put a piece of the opponent's colour on the promotion square, but a pawn must be exchanged for a new piece of its own colour: the promotion is not made as the Laws require, so the move is illegal.
step-promotion-pawn-left = { $side } put the new piece on the last rank but left the pawn where it stood: the pawn was never exchanged for the new piece, so no promotion was made and the move is illegal.
step-en-passant-pawn-left = { $side } captured en passant but left the captured pawn on the board: a pawn may move diagonally only by capturing, and this one captured nothing, so the move is illegal.
step-captured-piece-left = { $side } put the capturing piece on the square but left the captured piece on the board: a capture removes the captured piece as part of the same move, and it is made only once that piece has been removed. With the clock pressed the act is treated as an illegal move.
step-illegal-last-identifiable = The arbiter finds that { $side } completed an illegal move earlier, but the position immediately before it can no longer be determined: the game continues from the last position that can be identified before it, the one after the first { $count } half-moves of the game, with the moves played since taken back.
step-displaced-last-identifiable = The position immediately before the displacement can no longer be determined: the game continues from the last position that can be identified before it, the one after the first { $count } half-moves of the game.
step-clocks-unchanged-after-restore = Using his best judgement, the arbiter leaves the clock times as they are, which is his right.
step-clocks-adjusted-after-restore = Using his best judgement, the arbiter sets new times on the clock for the restored position; a clock reading after this gives them. Any extra time awarded above comes on top of them.
step-players-correct-stands = The illegal move of { $side } stood once the opponent moved, but the players may still correct it by agreement between themselves, without the arbiter: they put back the position before it, and no penalty follows.
step-players-correct-not-theirs = The illegal move of { $side } is still for the arbiter to deal with, on his own initiative or on a claim: the players do not settle it between themselves.

## Facts not established, results signed apart, scoring assistants, draws offered by others, appeals.
step-not-established = One player says this happened and the other denies it, and nobody else can confirm it: the arbiter cannot establish it, so he rules on the facts he can establish, and this changes nothing.
step-flag-not-established = The arbiter finds that the flag has not fallen after all (a display misread, a flag still hanging): the indication of a clock without an evident defect is conclusive, so no flag has fallen, the call has no effect and play goes on with the times the clock shows.
step-result-signed-by-one = { $side } signs (or reports) a result alone: a signed result needs the signatures of both players, so this settles nothing yet.
step-signed-results-differ = The players have signed (or reported) different results, so there is no result they both signed. The arbiter must establish what happened before he records any result.
step-signed-results-differ-reached = The players have signed different results, but the game reached its result on the board, and that result stands.
step-record-scoring-assistant = { $side } cannot keep score himself, so an assistant acceptable to the arbiter writes the moves for him, which is allowed. The arbiter adjusts his clock in an equitable way, though not for a player with a disability.
step-third-party-draw-offer = { $who } is not a player of this game: only the players may offer or agree a draw in it, so there is no offer to accept and the game goes on. Speaking to the players about their game is interference; the arbiter may expel the offender from the playing venue.
step-appeal-allowed = { $side } may appeal against the arbiter's decision: the regulations do not exclude appeals, and signing the scoresheet does not take the right away. The decision stands until the appeal is decided.
step-assistant-moves = { $side } cannot move the pieces and has an assistant, acceptable to the arbiter, move them: this is allowed, and the moves he makes are the player's.
step-assistant-clock-adjusted = { $side } cannot use the clock and has an assistant, acceptable to the arbiter, press it: this is allowed, and the arbiter adjusts the player's clock in an equitable way, by his own judgement.
step-assistant-clock-disability = { $side } cannot use the clock because of a disability and has an assistant, acceptable to the arbiter, press it: this is allowed, and the clock of a player with a disability is not adjusted for it.
step-assistant-not-accepted = The assistant must be acceptable to the arbiter, and the arbiter does not accept the one { $side } brought: the player may not use him.
step-assistant-by-analogy = This edition has no article on an assistant who moves the pieces for { $side }; the arbiter decides by analogy with the assistant who keeps score for a player who cannot, whom he must find acceptable.
step-appeal-excluded = The regulations of this event allow no appeal against the arbiter's decisions, so the appeal of { $side } cannot be heard and the decision stands.
step-device-outside-venue = { $side } had the device outside the playing venue: the rule on devices covers the playing venue, so it is not broken. Only help with the game obtained there (notes, sources of information, advice) would be an offence.
step-device-not-electronic = What { $side } had is no electronic device at all: the rule on devices does not reach it, so it breaks nothing, and a complaint resting on it fails.
step-device-before-start = The device of { $side } rang before the game began: the rule forbids devices during a game, so this does not lose the game. The regulations of the event may deal with it.
step-device-before-start-2009 = The device rang before the game began. The 2009 rule on devices does not speak of the game at all: a device that makes a sound in the playing venue loses, whenever it sounds.
step-reply-before-opponent-pressed = { $side } replies before the opponent has pressed his clock: the opponent's move was made, so { $side } already had the move, and the reply is no move out of turn. The opponent may still press his clock afterwards; the time until he does is his own.
step-third-party-flag-needs-claim = In this game without adequate supervision the arbiter does not call a flag he sees: it counts only when the opponent makes a valid claim, so what was pointed out changes nothing until then.
step-wrong-clock-late-white-charged-once = The minutes since the start of the game have already been taken from White's clock once, for his late arrival or as the time that ran on Black's clock: the same minutes are not taken twice.
step-opponent-can-mate-material = The position on the board is illegal, so no series of moves can be searched from it; but { $side } still has a queen, a rook or a pawn, material with which a checkmate can be built, so the game is lost.
step-appeal-quickplay-final = The arbiter's decision on a claim for a draw in the last two minutes is final under these Laws, so { $side } cannot appeal against it.
step-arbiter-ruling-right = The arbiter's ruling ({ $stated }) is what the Laws give here.
step-arbiter-ruling-wrong = The arbiter's ruling ({ $stated }) is not what the Laws give here ({ $correct }): he has applied the Laws wrongly.
step-arbiter-ruling-unknown = The arbiter's ruling is: { $stated }. Whether it is right depends on facts the case does not give.
step-arbiter-time-wrong = The arbiter gave { $side } { $stated } extra over the case, but the Laws give { $correct }.
step-arbiter-order-wrong = The arbiter's order to { $side } on the board is not the one the Laws give (see the obligation above).
step-arbiter-order-needless = The arbiter ordered { $side } to make a particular move on the board, but the Laws oblige him to nothing: any legal move may be made.
step-appeal-upheld = The arbiter's ruling was wrong and went against { $side }, so the appeal is upheld: the ruling the Laws give replaces it.
step-appeal-rejected = The arbiter's ruling was right, so the appeal of { $side } is rejected.
step-appeal-no-grievance = The arbiter's ruling was wrong, but it did not go against { $side }, so the appeal gains nothing and is rejected.
ruling-said-continues = play goes on
step-adjourned-time-ran-out = The time taken from the clock of { $side } for the absence or the early adjournment has run it down to zero: the flag has fallen, and the arbiter rules on it as on any flag he sees.
step-resume-neither-present-otherwise = Neither player was present, but the arbiter decides otherwise: the time that passed until { $side } arrived is not taken from the clock of the player who must reply.
step-record-clock-times = { $side } writes the times of the clocks beside the moves: the scoresheet is there for the moves, the clock times, draw offers and the details of a claim, so this is allowed and no note.
step-record-scoresheet-on-request = { $side } need not record in this game but asks the arbiter for a scoresheet to write the moves on: the player may ask for one at any time, and the arbiter provides it.
step-record-scoresheet-request-no-rule = { $side } need not record in this game but may, and asks the arbiter for a scoresheet: the { $edition } Laws say nothing of such a request, so whether one is given is left to the organiser and the arbiter.
step-record-scoresheet-request-recording = { $side } asks for a scoresheet, but in this game every player records his moves on the scoresheet prescribed for the competition, which he has already.
step-record-reply-first = { $side } answers the opponent's move before writing it down, then records both: that is allowed, since the Laws only require his own move to be on the scoresheet before he makes the next one.
step-ending-awaits-touch-move-claim = The move by { $side } would give mate or stalemate, but it broke touch-move: such a position ends the game only when the move that made it kept Articles 4.2 to 4.7, so the game is not over while the opponent may still claim the breach.
