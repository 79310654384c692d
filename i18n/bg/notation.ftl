### Шахматна нотация: буквите на фигурите, имената на фигурите и на особените ходове.

## Българските букви на фигурите (приложение C на Правилата позволява национални букви).
## Най-много два знака: на дъска от букви те стоят в едно поле, главни за белите и малки
## за черните.

piece-letter-king = Ц
piece-letter-queen = Д
piece-letter-rook = Т
piece-letter-bishop = О
piece-letter-knight = К
# Пешката не се означава в записа на ходовете; тази буква е само за дъска от букви.
piece-letter-pawn = П

## Имена на фигурите

piece-king = Цар
piece-queen = Дама
piece-rook = Топ
piece-bishop = Офицер
piece-knight = Кон
piece-pawn = Пешка
piece = Фигура

## Избор на буквите; $letters са петте букви, например „Ц Д Т О К“

piece-letters = Букви на фигурите
piece-letters-national = Национални: { $letters }
piece-letters-international = Международни: { $letters }

## Особени ходове и положения на царя

check = Шах
checkmate = Мат
stalemate = Пат
capture = Вземане
castling-kingside = Малка рокада
castling-queenside = Голяма рокада
en-passant = Вземане ан пасан
promotion = Произвеждане на пешка
