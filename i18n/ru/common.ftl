### Слова, которые встречаются во всём приложении: название, да и нет, цвета и стороны,
### результаты, виды шахмат, редакции Правил и единицы времени.

# Название программы во всех языках пишется латиницей.
-app-name = Arbiter Quiz

app-title = { -app-name }
app-tagline = Учитесь применять Правила игры в шахматы ФИДЕ так, как это делает арбитр

yes = Да
no = Нет
language = Язык
untranslated = (по-английски)

## Цвета

colour-white = Белый
colour-black = Чёрный
square-light = Светлое поле
square-dark = Тёмное поле

## Стороны

side-white = Белые
side-black = Чёрные
to-move-white = Ход белых
to-move-black = Ход чёрных
player = Игрок
opponent = Соперник
arbiter = Арбитр

## Результаты партии; .score — запись результата на бланке

result-white-wins = Победа белых
    .score = 1-0
result-black-wins = Победа чёрных
    .score = 0-1
result-draw = Ничья
    .score = ½-½
result-both-lose = Поражение обоим игрокам
    .score = 0-0
result-ongoing = Партия продолжается
    .score = *

## Виды шахмат по контролю времени

game-type-standard = Классические шахматы
game-type-rapid = Быстрые шахматы
game-type-blitz = Блиц

## Редакции Правил; $year — год вступления в силу

laws-edition = Правила игры в шахматы ФИДЕ ({ $year })
    .short = Правила ФИДЕ { $year }

## Единицы времени: one — 1, 21, 31…; few — 2–4, 22–24…; many — 0, 5–20, 25–30…;
## other — дроби (1,5 минуты).

minutes =
    { $count ->
        [one] { $count } минута
        [few] { $count } минуты
        [many] { $count } минут
       *[other] { $count } минуты
    }
seconds =
    { $count ->
        [one] { $count } секунда
        [few] { $count } секунды
        [many] { $count } секунд
       *[other] { $count } секунды
    }
duration = { $minutes } { $seconds }

## Почему нельзя использовать FEN, позицию, ход или контроль времени. Каждое сообщение —
## конец предложения после двоеточия, поэтому оно начинается со строчной буквы.

fen-error-fields = в записи нет шести частей FEN (расстановка, очередь хода, рокировка, поле взятия на проходе, счётчик полуходов, номер хода)
fen-error-board = не удаётся прочитать расстановку фигур
fen-error-turn = очередь хода должна быть указана как w или b
fen-error-castling = не удаётся прочитать часть о рокировке
fen-error-ep = в части о взятии на проходе указано не поле
fen-error-halfmoves = счётчик полуходов — не число
fen-error-fullmoves = номер хода — не положительное число
fen-error-variant = в записи есть части, которые бывают только в вариантах шахмат

position-error-empty = на доске нет ни одной фигуры
position-error-missing-king = на доске не хватает короля
position-error-kings = у одной из сторон больше одного короля
position-error-backrank = пешка стоит на первой или последней горизонтали
position-error-opposite-check = под шахом король стороны, которая только что сделала ход
position-error-impossible-check = король под таким шахом, к которому не может привести ни одна партия
position-error-castling = права на рокировку не соответствуют расположению королей и ладей на доске
position-error-ep = поле взятия на проходе здесь невозможно
position-error-material = на доске больше материала, чем может быть в партии
position-error-variant = позиция нарушает правила шахмат

# $move — ход так, как он записан.
move-error-unreadable = «{ $move }» не удаётся прочитать как ход
# $side — сторона, которая делает ход (в именительном падеже, поэтому она подлежащее).
move-error-no-king-to-castle = { $side } не имеют на своей первой горизонтали короля, которым можно рокироваться
move-error-no-such-piece = { $side } не могут сделать ход «{ $move }» ни одной своей фигурой
move-error-ambiguous-illegal = ход «{ $move }» могут сделать несколько фигур; в записи невозможного хода нужно указать начальное поле (например, Bf1-b5)
# $square — поле, например e4.
move-error-empty-square = на поле { $square } нет фигуры
move-error-not-own-piece = фигура на { $square } принадлежит другой стороне
move-error-wrong-piece = на { $square } стоит фигура не того вида, который записан
move-error-no-movement = ход начинается и заканчивается на поле { $square }
move-error-nothing-to-touch = на поле { $square } нет ничего, до чего можно дотронуться
move-error-no-promotion = { $side } последним ходом не превращали пешку
move-error-illegal = в этой позиции это невозможный ход
move-error-ambiguous = записи соответствует больше одного возможного хода; добавьте вертикаль или горизонталь, с которой ходит фигура

tc-error-empty = ничего не указано
# $part — текст, который не является числом, или период без минут.
tc-error-number = «{ $part }» — не целое число
tc-error-minutes = в периоде «{ $part }» указано число ходов, но не указаны минуты
tc-error-bonus = в периодах указаны разные добавления или задержки, но не в каждом периоде указано своё: укажите добавление в каждом периоде (+0 — без добавления) или одно на всю партию, с 1-го хода
tc-error-last-period = последний период должен охватывать все оставшиеся ходы (пишите 40/90,30, а не 40/90)
tc-error-earlier-period = в каждом периоде, кроме последнего, нужно указать, на сколько ходов он рассчитан
tc-error-no-time = он вообще не даёт времени: ноль минут и нет добавления
tc-error-periods = в нём больше { $max } периодов
tc-error-moves = период в { $part } ходов длиннее, чем в любом контроле времени (не больше { $max })
tc-error-too-long = периоды вместе дают больше { $max } минут (24 часов)
tc-error-bonus-too-large = { $part } с на ход — больше, чем добавляет любой контроль времени (не больше { $max })

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
move-error-nothing-to-order = непосредственно перед ним нет ничего, с чем его сравнить (более раннего прикосновения того же игрока на этом ходу, а для флажка — заявления или хода этого игрока)
move-error-not-castling = «{ $move }» — не рокировка, поэтому `castling` и `announced` к нему не относятся
move-error-not-a-promotion = «{ $move }» — не превращение, поэтому подробности превращения к нему не относятся
move-error-not-a-capture = «{ $move }» — не взятие, поэтому оставленная на доске взятая фигура к нему не относится
move-error-clock-not-running = { $side }: часы не идут и ещё показывают время, поэтому флажок сейчас упасть не может
move-error-flag-after-moves = игрок сделал лишь { $count } ходов, поэтому его флажок не мог упасть после большего числа ходов
move-error-no-unnoticed-illegal-move = до этого не было незамеченного невозможного хода (запишите такой ход с `noticed = "later"`)

move-error-not-adjourned = до него ни один записанный ход не отложил партию (сначала должно идти событие `seal`)
move-error-not-before-illegal-move = до невозможного хода в партии было только { $count } полуходов: последняя позиция, которую можно установить, должна быть до него
move-error-no-illegal-move-to-correct = до этого не было невозможного хода, который игроки могли бы исправить
