### Words used all over the app: its name, yes and no, colours and sides, results, game
### types, editions of the Laws, and units of time.

# The product name stays in Latin letters in every language.
-app-name = Arbiter Quiz

app-title = { -app-name }
app-tagline = Practise the FIDE Laws of Chess the way an arbiter applies them

yes = Yes
no = No
language = Language
# Shown beside a text that has no translation yet and appears in English.
untranslated = (in English)

## Colours, as names of a colour

colour-white = White
colour-black = Black
square-light = Light square
square-dark = Dark square

## The two players, named by the colour of their pieces

side-white = White
side-black = Black
to-move-white = White to move
to-move-black = Black to move
player = Player
opponent = Opponent
arbiter = Arbiter

## Results of a game. The .score attribute is the result as a scoresheet records it.

result-white-wins = White wins
    .score = 1-0
result-black-wins = Black wins
    .score = 0-1
result-draw = Draw
    .score = ½-½
# The Laws allow the arbiter to declare the game lost by both players.
result-both-lose = Both players lose
    .score = 0-0
result-ongoing = The game goes on
    .score = *

## Game types, which the time control decides

game-type-standard = Standard chess
game-type-rapid = Rapid chess
game-type-blitz = Blitz

## Editions of the FIDE Laws of Chess. $year: the year the edition took effect, e.g. 2023.

laws-edition = FIDE Laws of Chess ({ $year })
    .short = FIDE Laws { $year }

## Units of time. $count: a number, possibly with a fraction.

minutes =
    { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
seconds =
    { $count ->
        [one] { $count } second
       *[other] { $count } seconds
    }
# A duration of minutes and seconds, each already written by the two messages above.
duration = { $minutes } { $seconds }

## Why a FEN, a position, a move or a time control cannot be used. Each is the end of a
## sentence, shown after a colon, so it starts in lower case where the language has cases.

fen-error-fields = it does not have the six fields of a FEN (board, side to move, castling, en passant square, halfmove clock, move number)
fen-error-board = the board field cannot be read
fen-error-turn = the side to move must be w or b
fen-error-castling = the castling field cannot be read
fen-error-ep = the en passant field is not a square
fen-error-halfmoves = the halfmove clock is not a number
fen-error-fullmoves = the move number is not a positive number
fen-error-variant = it has fields that only chess variants use

position-error-empty = the board is empty
position-error-missing-king = a king is missing
position-error-kings = a side has more than one king
position-error-backrank = a pawn stands on the first or the last rank
position-error-opposite-check = the side that has just moved is in check
position-error-impossible-check = the king is in a check that no game can lead to
position-error-castling = the castling rights do not match the kings and rooks on the board
position-error-ep = the en passant square is not possible here
position-error-material = there is more material than a game can have
position-error-variant = it breaks the rules of chess

# $move: the move as written.
move-error-unreadable = “{ $move }” cannot be read as a move
# $side: the side that moves.
move-error-no-king-to-castle = { $side } has no king on its first rank to castle with
move-error-no-such-piece = no piece of { $side } can make “{ $move }”
move-error-ambiguous-illegal = several pieces could make “{ $move }”; an illegal move must name its starting square (for example Bf1-b5)
# $square: a square such as e4.
move-error-empty-square = no piece stands on { $square }
move-error-not-own-piece = the piece on { $square } belongs to the other side
move-error-wrong-piece = the piece on { $square } is not the kind of piece written
move-error-no-movement = the move starts and ends on { $square }
move-error-nothing-to-touch = nothing stands on { $square } to touch
move-error-no-promotion = { $side } has not just promoted a pawn
move-error-illegal = it is not a legal move in this position
move-error-ambiguous = more than one legal move fits it; add the file or rank the piece starts from

tc-error-empty = nothing is written
# $part: the text that is not a number, or the period that lacks minutes.
tc-error-number = “{ $part }” is not a whole number
tc-error-minutes = the period “{ $part }” gives a number of moves but no minutes
tc-error-bonus = the periods give different increments or delays, and not every period gives its own: write one on every period (+0 for none), or once for all from move 1
tc-error-last-period = the last period must cover all the remaining moves (write 40/90,30, not 40/90)
tc-error-earlier-period = every period but the last must say how many moves it covers
tc-error-no-time = it gives no time at all: zero minutes and no increment
tc-error-periods = it has more than { $max } periods
tc-error-moves = a period of { $part } moves is longer than any control sets (at most { $max })
tc-error-too-long = the periods give more than { $max } minutes together (24 hours)
tc-error-bonus-too-large = { $part } seconds per move is more than any control adds (at most { $max })

## Punctuation the program puts between texts.
# A label and its value, as on the home screen ("Edition: 2018") and before the parts of an
# exported answer key. $label is the label, $value the value (empty when the value follows in
# another style).
label-value = { $label }: { $value }
# Between the items of a list (option letters, articles, topics).
list-separator = {", "}
# A result in figures and in words: "1-0 (White wins)". $figures is the score, $words the
# name of the result.
result-figures-words = { $figures } ({ $words })
## Why a touch, a flag or a move detail cannot be read so
move-error-nothing-to-order = there is nothing just before it to compare it with (an earlier touch by the same player in this turn, or for a flag that player's claim or move)
move-error-not-castling = “{ $move }” is no castling, so `castling` and `announced` say nothing about it
move-error-not-a-promotion = “{ $move }” is no promotion, so a promotion detail says nothing about it
move-error-not-a-capture = “{ $move }” is no capture, so a captured piece left on the board says nothing about it
move-error-clock-not-running = the clock of { $side } is not running and still shows time, so that flag cannot fall now
move-error-flag-after-moves = the player has made only { $count } moves, so his flag cannot have fallen after more
move-error-no-unnoticed-illegal-move = no illegal move went unnoticed before it (write that move with `noticed = "later"`)

move-error-not-adjourned = no sealed move adjourned the game before it (a `seal` event must come first)
move-error-not-before-illegal-move = the game had only { $count } half-moves before the illegal move: the last identifiable position must come before it
move-error-no-illegal-move-to-correct = no illegal move was made before it for the players to correct
