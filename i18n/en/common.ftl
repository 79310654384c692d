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
