### Думи, които се срещат в цялото приложение: името му, да и не, цветове и страни,
### резултати, видове шах, издания на Правилата и мерни единици за време.

# Името на програмата се пише на латиница във всички езици.
-app-name = Arbiter Quiz

app-title = { -app-name }
app-tagline = Упражнявайте Правилата по шахмат на ФИДЕ така, както ги прилага съдията

yes = Да
no = Не
language = Език
untranslated = (на английски)

## Цветове

colour-white = Бял
colour-black = Черен
square-light = Светло поле
square-dark = Тъмно поле

## Страните

side-white = Белите
side-black = Черните
to-move-white = На ход са белите
to-move-black = На ход са черните
player = Състезател
opponent = Противник
arbiter = Съдия

## Резултати; .score е резултатът, както се записва в бланката

result-white-wins = Победа за белите
    .score = 1-0
result-black-wins = Победа за черните
    .score = 0-1
result-draw = Реми
    .score = ½-½
result-both-lose = Загуба и за двамата състезатели
    .score = 0-0
result-ongoing = Партията продължава
    .score = *

## Видове шах според контрола на времето

game-type-standard = Класически шах
game-type-rapid = Ускорен шах
game-type-blitz = Блиц

## Издания на Правилата; $year е годината, от която са в сила

laws-edition = Правила по шахмат на ФИДЕ ({ $year })
    .short = Правила на ФИДЕ { $year }

## Единици за време: one за 1, other за всички останали числа

minutes =
    { $count ->
        [one] { $count } минута
       *[other] { $count } минути
    }
seconds =
    { $count ->
        [one] { $count } секунда
       *[other] { $count } секунди
    }
duration = { $minutes } и { $seconds }

## Защо FEN, позиция, ход или контрола на времето не могат да се използват. Всяко съобщение е
## край на изречение след двоеточие, затова започва с малка буква.

fen-error-fields = в него липсват шестте части на FEN (дъска, страна на ход, рокади, поле за вземане ан пасан, брояч на полуходовете, номер на хода)
fen-error-board = частта за дъската не може да се прочете
fen-error-turn = страната на ход трябва да е w или b
fen-error-castling = частта за рокадите не може да се прочете
fen-error-ep = частта за вземане ан пасан не е поле
fen-error-halfmoves = броячът на полуходовете не е число
fen-error-fullmoves = номерът на хода не е положително число
fen-error-variant = в него има части, които се използват само във варианти на шаха

position-error-empty = дъската е празна
position-error-missing-king = липсва цар
position-error-kings = едната страна има повече от един цар
position-error-backrank = пешка стои на първата или на последната хоризонтала
position-error-opposite-check = под шах е страната, която току-що е изиграла ход
position-error-impossible-check = царят е под шах, до който не може да доведе никоя партия
position-error-castling = правата за рокада не отговарят на царете и топовете на дъската
position-error-ep = полето за вземане ан пасан е невъзможно тук
position-error-material = на дъската има повече материал, отколкото може да има в партия
position-error-variant = позицията нарушава правилата на шаха

# $move: ходът, както е записан.
move-error-unreadable = „{ $move }“ не може да се прочете като ход
# $side: страната, която е на ход.
move-error-no-king-to-castle = { $side } нямат цар на първата си хоризонтала, с който да направят рокада
move-error-no-such-piece = никоя фигура на { $side } не може да изиграе „{ $move }“
move-error-ambiguous-illegal = няколко фигури могат да изиграят „{ $move }“; неправомерният ход трябва да посочва началното си поле (например Bf1-b5)
# $square: поле, например e4.
move-error-empty-square = на { $square } няма фигура
move-error-not-own-piece = фигурата на { $square } е на другата страна
move-error-wrong-piece = фигурата на { $square } не е от записания вид
move-error-no-movement = ходът започва и завършва на { $square }
move-error-nothing-to-touch = на { $square } няма нищо, което да бъде докоснато
move-error-no-promotion = { $side } не са произвели пешка с последния си ход
move-error-illegal = това не е правомерен ход в тази позиция
move-error-ambiguous = на записа отговаря повече от един правомерен ход; добавете вертикалата или хоризонталата, от която тръгва фигурата

tc-error-empty = нищо не е написано
# $part: текстът, който не е число, или периодът без минути.
tc-error-number = „{ $part }“ не е цяло число
tc-error-minutes = периодът „{ $part }“ задава брой ходове, но не и минути
tc-error-bonus = периодите задават различни добавки или забавяния, но не всеки период посочва своята: напишете добавка за всеки период (+0, ако няма) или веднъж за всички ходове от 1-вия
tc-error-last-period = последният период трябва да обхваща всички оставащи ходове (пишете 40/90,30, а не 40/90)
tc-error-earlier-period = всеки период освен последния трябва да посочва колко хода обхваща
tc-error-no-time = тя изобщо не дава време: нула минути и без добавка
tc-error-periods = има повече от { $max } периода
tc-error-moves = период от { $part } хода е по-дълъг, отколкото при която и да е контрола на времето (най-много { $max })
tc-error-too-long = периодите заедно дават повече от { $max } минути (24 часа)
tc-error-bonus-too-large = { $part } секунди на ход са повече, отколкото добавя която и да е контрола на времето (най-много { $max })

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
move-error-nothing-to-order = непосредствено преди него няма нищо, с което да се сравни (по-ранно докосване от същия състезател на този ход, а за флагче — рекламация или ход на този състезател)
move-error-not-castling = „{ $move }“ не е рокада, затова `castling` и `announced` не се отнасят за него
move-error-not-a-promotion = „{ $move }“ не е произвеждане, затова подробностите за произвеждане не се отнасят за него
move-error-not-a-capture = „{ $move }“ не е вземане, затова оставена на дъската взета фигура не се отнася за него
move-error-clock-not-running = часовникът на { $side } не върви и още показва време, затова флагчето сега не може да падне
move-error-flag-after-moves = играчът е направил само { $count } хода, затова флагчето му не може да е паднало след повече ходове
move-error-no-unnoticed-illegal-move = преди това няма незабелязан неправомерен ход (запишете такъв ход с `noticed = "later"`)

move-error-not-adjourned = преди него няма записан ход, който да е отложил партията (първо трябва да има събитие `seal`)
move-error-not-before-illegal-move = преди неправомерния ход партията има само { $count } полухода: последната позиция, която може да се установи, трябва да е преди него
move-error-no-illegal-move-to-correct = преди това не е направен неправомерен ход, който състезателите да поправят
