### Play with a visually disabled player on two boards (2009 App. E, 2014 on App. D): what
### happens at the boards, the engine's reasoning and the arbiter's actions.
### Variables: $side (a side: "White"/"Black"); $square (e.g. e4, empty where no piece is named).

event-blind-feels-piece = { $side }, who is visually disabled, feels a piece on the special board without taking it out of its hole.
event-blind-lifts-piece = { $side }, who is visually disabled, takes the piece on { $square } out of its hole.
event-blind-sighted-touches = { $side }, the sighted player, touches the piece on { $square } on the normal board.
event-blind-slip-corrected = { $side } announces a wrong move by a slip of the tongue and corrects it at once, before the opponent’s clock is started.
event-blind-slip-corrected-late = { $side } announces a wrong move by a slip of the tongue and wants to correct it after the opponent’s clock has been started.
event-blind-boards-differ-scores-agree = The two boards show different positions; both scoresheets agree, and { $side }’s board shows another move than the one written.
event-blind-boards-differ-scores-differ = The two boards show different positions, and the two scoresheets differ as well.
event-blind-special-clock = { $side }, who is visually disabled, plays with a clock made for visually disabled players.
event-blind-braille-score = { $side }, who is visually disabled, keeps score in Braille.
event-blind-device-score = { $side }, who is visually disabled, records the moves on a recording device.
event-blind-assistant-informs-unasked = { $side }’s assistant tells him the times and the number of moves without being asked.
event-blind-assistant-informs-asked = { $side } asks his assistant for the times and the number of moves, and the assistant tells him.
event-blind-assistant-makes-move = { $side }’s assistant makes the move on the opponent’s board.
event-blind-assistant-seals = { $side }’s assistant writes the sealed move on the player’s scoresheet and seals it in the envelope.
event-blind-assistant-claims-flag = { $side }’s assistant claims that the opponent’s flag has fallen.
event-blind-assistant-reports-touch = { $side }’s assistant tells the arbiter that the sighted opponent touched the piece on { $square }.
event-blind-sighted-assistant = The visually disabled player has no assistant; { $side }, the sighted player, uses one to make and announce the moves.
event-blind-sighted-assistant-keeps-score = { $side }’s assistant, the sighted player’s, keeps his score and presses his clock.
event-blind-demands-two-boards = { $side } demands that the game be played on two boards.
event-blind-clock-before-announcing = { $side }’s move is placed on the special board, and the opponent’s clock is started before the move has been announced.

step-blind-feels-piece = On the special board a piece counts as touched only once it is taken out of its securing hole; feeling the pieces in their holes obliges { $side } to nothing.
step-blind-lifts-piece = { $side } took the piece on { $square } out of its securing hole, so it counts as touched, and touch-move applies.
step-blind-sighted-touches = For the sighted player { $side } the normal rules on touching and making a move apply on his own board.
step-blind-slip-corrected = A slip of the tongue must be corrected at once and before the opponent’s clock is started; { $side } did so, and the corrected move counts.
step-blind-slip-corrected-late = A slip of the tongue must be corrected at once and before the opponent’s clock is started; once that clock runs, { $side } may no longer correct it.
step-blind-boards-differ-scores-agree = The arbiter puts the boards right by consulting both scoresheets: as they agree, { $side }, who wrote the right move but made another, sets his board to the move written.
step-blind-boards-differ-scores-differ = The scoresheets differ too, so the moves are taken back to the last point where they agree, and the arbiter readjusts the clocks.
step-blind-special-clock = A clock made for visually disabled players is admissible, so { $side } may use it.
step-blind-braille-score = The visually disabled player may keep score in Braille, so { $side } keeps it correctly.
step-blind-device-score = The visually disabled player may record the moves on a recording device instead of writing them, so { $side } keeps score correctly.
step-blind-assistant-informs-unasked = The assistant may tell the visually disabled player the number of moves and the times only when he asks; telling { $side } unasked is not allowed.
step-blind-assistant-informs-asked = The assistant may tell the visually disabled player the number of moves and the times when he asks, as { $side } did.
step-blind-assistant-makes-move = Making either player’s move on the opponent’s board is one of the duties of { $side }’s assistant.
step-blind-assistant-seals = Carrying out the formalities of an adjournment, the sealed move and its envelope included, is one of the duties of { $side }’s assistant.
step-blind-assistant-claims-flag = { $side }’s assistant may claim on his behalf that the time limit has been exceeded; the claim is dealt with as { $side }’s own.
step-blind-assistant-reports-touch = { $side }’s assistant may tell the arbiter that the sighted player touched a piece (on { $square }); on his own board the sighted player keeps the normal rules.
step-blind-sighted-assistant = When the visually disabled player has no assistant, the sighted player { $side } may use one, to make and announce the moves.
step-blind-sighted-assistant-keeps-score = The sighted player’s assistant may only make and announce the moves; keeping { $side }’s score and pressing his clock are not among his duties.
step-blind-demands-two-boards = Between a sighted and a visually disabled player either of them may demand two boards, so { $side } may.
step-blind-clock-before-announcing = A move on the special board counts as made only once it has also been announced, and only then may the opponent’s clock be started; starting it earlier for { $side } is not allowed.

# $side: the player who sets his board right.
action-adjust-board-to-scoresheets = { $side } sets his board to the move on the scoresheets.
action-retrace-to-agreement = The moves are taken back to where the scoresheets agree, and the arbiter readjusts the clocks.

# The name of the vocabulary, for messages about a word of it.
what-visually-disabled-act = act in a game with a visually disabled player
event-blind-no-assistant-hearing-impaired = { $side }, the visually disabled player, plays without an assistant against a hearing-impaired opponent.
event-blind-rank-names = { $side } announces the ranks in other words than the German numbers (eins, zwei...).
step-blind-hearing-impaired-assistant-required = The opponent of the visually disabled player ({ $side }) is hearing-impaired: an assistant must be used, so the game may not go on without one.
step-blind-hearing-impaired-not-required = This edition’s appendix, as far as its text could be checked, does not make an assistant compulsory when the opponent is hearing-impaired: { $side } may play without one, and the sighted player may use his own.
step-blind-rank-names-german = Unless the arbiter decides otherwise, the ranks are announced with the German numbers (eins, zwei...); he made no such decision, so { $side } must use them.
step-blind-rank-names-allowed = The German numbers for the ranks are the rule unless the arbiter decides otherwise, and here he did: { $side } may announce the ranks in the words he allowed, and a complaint about it fails.
