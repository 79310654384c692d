### Шахматная нотация: буквенные обозначения фигур, названия фигур и особых ходов.

## Русские обозначения фигур (приложение C Правил разрешает национальные буквы).
## Не длиннее двух знаков: на доске из букв они стоят в одном поле, у белых прописные,
## у чёрных строчные.

piece-letter-king = Кр
piece-letter-queen = Ф
piece-letter-rook = Л
piece-letter-bishop = С
piece-letter-knight = К
# В записи ходов пешка не обозначается; эта буква только для доски из букв.
piece-letter-pawn = П

## Названия фигур

piece-king = Король
piece-queen = Ферзь
piece-rook = Ладья
piece-bishop = Слон
piece-knight = Конь
piece-pawn = Пешка
piece = Фигура

## Выбор обозначений; $letters — пять букв, например «Кр Ф Л С К»

piece-letters = Обозначения фигур
piece-letters-national = Национальные: { $letters }
piece-letters-international = Международные: { $letters }

## Особые ходы и положения короля

check = Шах
checkmate = Мат
stalemate = Пат
capture = Взятие
castling-kingside = Короткая рокировка
castling-queenside = Длинная рокировка
en-passant = Взятие на проходе
promotion = Превращение пешки
