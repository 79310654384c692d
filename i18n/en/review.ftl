### The review command: every move of a recorded game as an arbiter sees it. Article numbers
### ($article) are those of the chosen edition of the Laws, such as 9.2.2 or 9.2b.

## Headings

# $laws: the short name of the edition, such as "FIDE Laws 2023".
review-laws = Laws applied: { $laws }
# Shown for the 2009 Laws, which had neither rule.
review-no-automatic-draws = These Laws have no fivefold-repetition rule and no 75-move rule, so neither is ever reported.
# Shown for the 2014 Laws, whose fivefold rule counts repetitions in a row.
review-fivefold-consecutive = Fivefold repetition here means the same position after five consecutive alternate moves by each player ({ $article }).
# $number: the game's place in the file.
review-game = Game { $number }
# $white and $black: the players' names as the file gives them.
review-game-players = Game { $number }: { $white } – { $black }
# $fen: the starting position in FEN.
review-start = Starting position: { $fen }
review-no-moves = The game has no moves.

## What holds after a move, one sentence each. $side: the player to move, who may claim
## (side-white or side-black); $move: a move with its number, such as "24... Ng8".

# $count: how many times the position has stood on the board, three or more.
review-threefold-now =
    { $side } can claim a draw: the same position has now appeared { $count ->
        [one] once
       *[other] { $count } times
    } ({ $article })
review-threefold-move = { $side } can claim a draw by writing { $move }, which brings the same position for the third time ({ $article })
review-fifty-now = { $side } can claim a draw: the last fifty moves by each player were made without a pawn move or a capture ({ $article })
review-fifty-move = { $side } can claim a draw by writing { $move }, which completes fifty moves by each player without a pawn move or a capture ({ $article })
review-fivefold = Fivefold repetition: the game is drawn ({ $article })
review-seventy-five = 75 moves by each player without a pawn move or a capture: the game is drawn ({ $article })
# $result: the result, such as "White wins".
review-checkmate = Checkmate: { $result } ({ $article })
review-stalemate = Stalemate: the game is drawn ({ $article })
review-dead = Dead position: neither player can checkmate, the game is drawn ({ $article })
review-after-end = Played after the game had already ended

## Problems. $game: the game's place in the file; $line: a line of the file; $number: the move
## number as a scoresheet writes it, such as "23..."; $move: the move as the file writes it.

# $path: the file; $reason: the system's explanation.
review-error-read = cannot read { $path }: { $reason }
review-error-empty = { $path } contains no game
review-error-tag = game { $game }, line { $line }: a tag must be written as [Name "value"]
review-error-comment = game { $game }, line { $line }: the comment that opens here is never closed
review-error-variation = game { $game }, line { $line }: the variation that opens here is never closed
# $detail: what is wrong with the FEN or the position (a fen-error-* or position-error-*
# message).
review-error-fen = game { $game }: the FEN tag does not give a legal position ({ $detail })
# $variant: the value of the Variant tag.
review-error-variant = game { $game }: the variant “{ $variant }” is not supported, only standard chess and Chess960
review-error-unreadable = game { $game }, move { $number }: { $move } is not a move in algebraic notation (line { $line })
review-error-illegal = game { $game }, move { $number }: { $move } is illegal in this position (line { $line })
review-error-ambiguous = game { $game }, move { $number }: { $move } fits more than one legal move in this position (line { $line })
