### Chess notation: the letters that stand for the pieces, the names of the pieces, and the
### names of the special moves.

## Piece letters in moves (Appendix C of the Laws lets each country use its own letters).
## At most two characters each: a board drawn with letters shows them inside one square,
## in upper case for White and lower case for Black.

piece-letter-king = K
piece-letter-queen = Q
piece-letter-rook = R
piece-letter-bishop = B
piece-letter-knight = N
# Moves never name the pawn; this letter only marks pawns on a board drawn with letters.
piece-letter-pawn = P

## Piece names on their own, as in a list or a label

piece-king = King
piece-queen = Queen
piece-rook = Rook
piece-bishop = Bishop
piece-knight = Knight
piece-pawn = Pawn
# Any chessman.
piece = Piece

## The setting that chooses the piece letters. $letters: the five letters, e.g. "K Q R B N".

piece-letters = Piece letters
piece-letters-national = National: { $letters }
piece-letters-international = International: { $letters }

## Special moves and the states of the king

check = Check
checkmate = Checkmate
stalemate = Stalemate
capture = Capture
castling-kingside = Kingside castling
castling-queenside = Queenside castling
en-passant = En passant capture
promotion = Pawn promotion
