### Can a side still checkmate? The verdicts of the oracle behind the dead position (5.2.2),
### the flag fall (6.9), the second illegal move in rapid and blitz (7.5.5) and, since 2023,
### resignation (5.1.2). Each reason explains why the side asked about can never checkmate.

dead-position = Dead position
mate-unwinnable = Checkmate is impossible.

unwinnable-lone-king = A lone king can never give checkmate.
unwinnable-insufficient-material = The material left can never give checkmate, wherever the pieces stand.
unwinnable-same-coloured-bishops = The side has only bishops on squares of one colour, and the opponent has no knight or opposite-coloured bishop that could block its own king's flight squares (a rook or queen beside the king could always capture or interpose): checkmate is impossible.
unwinnable-blocked-position = The pawns block each other and no piece can ever break through, so no checkmate can arise.
unwinnable-forced-stalemate = Every series of legal moves ends in stalemate before a checkmate could arise.
unwinnable-forced-opponent-mate = In every series of legal moves the opponent gives checkmate first.
unwinnable-forced-repetition = The only legal moves keep repeating the same positions, so no checkmate can ever arise.
unwinnable-no-helpmate = A complete search found no series of legal moves that ends in checkmate.

# $line: the moves of a mating line, already written in the reader's notation.
mate-winnable = Checkmate is still possible, for example: { $line }
mate-undetermined = Not decided: the search reached its limit before finding a checkmate or proving there is none.

## A line of `can-mate` input that holds no position. $detail: what is wrong (one of the
## fen-error-* or position-error-* messages, or mate-error-fields).

mate-error-line = This line holds no position to analyse: { $detail }.
mate-error-fields = a FEN needs at least its first two fields (board and side to move)
