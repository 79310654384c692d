### Илованинг ҳамма жойида учрайдиган сўзлар: номи, ҳа ва йўқ, ранглар ва томонлар,
### натижалар, шахмат турлари, Қоидалар таҳрирлари ва вақт бирликлари.

# Дастур номи барча тилларда лотин ҳарфларида ёзилади.
-app-name = Arbiter Quiz

app-title = { -app-name }
app-tagline = ФИДЕ шахмат қоидаларини ҳакам қандай қўлласа, шундай қўллашни машқ қилинг

yes = Ҳа
no = Йўқ
language = Тил
untranslated = (инглизча)

## Ранглар

colour-white = Оқ
colour-black = Қора
square-light = Оқ катак
square-dark = Қора катак

## Томонлар

side-white = Оқлар
side-black = Қоралар
to-move-white = Юриш навбати оқларда
to-move-black = Юриш навбати қораларда
player = Ўйинчи
opponent = Рақиб
arbiter = Ҳакам

## Натижалар; .score — натижанинг бланкда ёзилиши

result-white-wins = Оқлар ғалабаси
    .score = 1-0
result-black-wins = Қоралар ғалабаси
    .score = 0-1
result-draw = Дуранг
    .score = ½-½
result-both-lose = Иккала ўйинчига ҳам мағлубият
    .score = 0-0
result-ongoing = Партия давом этади
    .score = *

## Вақт назоратига кўра шахмат турлари

game-type-standard = Стандарт шахмат
game-type-rapid = Тезкор шахмат
game-type-blitz = Блиц

## Қоидалар таҳрирлари; $year — таҳрир кучга кирган йил

laws-edition = ФИДЕ шахмат қоидалари ({ $year })
    .short = ФИДЕ қоидалари { $year }

## Вақт бирликлари. Сондан кейин от кўплик қўшимчасини олмайди, шунинг учун
## бирлик ва кўплик шаклларини ажратиш керак эмас.

minutes = { $count } дақиқа
seconds = { $count } сония
duration = { $minutes } { $seconds }

## FEN ёзуви, вазият, юриш ёки вақт назоратидан нега фойдаланиб бўлмайди. Ҳар бири икки
## нуқтадан кейин чиқадиган гапнинг охири, шунинг учун кичик ҳарф билан бошланади.

fen-error-fields = унда FEN ёзувининг олтита қисми йўқ (тахта, юриш навбати, рокировка, ўтиш жойида уриб олиш катаги, ярим юришлар ҳисоблагичи, юриш рақами)
fen-error-board = тахта қисмини ўқиб бўлмайди
fen-error-turn = юриш навбати w ёки b бўлиши керак
fen-error-castling = рокировка қисмини ўқиб бўлмайди
fen-error-ep = ўтиш жойида уриб олиш қисми катак эмас
fen-error-halfmoves = ярим юришлар ҳисоблагичи сон эмас
fen-error-fullmoves = юриш рақами мусбат сон эмас
fen-error-variant = унда фақат шахматнинг бошқа турларида ишлатиладиган қисмлар бор

position-error-empty = тахта бўш
position-error-missing-king = шоҳ етишмайди
position-error-kings = томонлардан бирида биттадан ортиқ шоҳ бор
position-error-backrank = пиёда биринчи ёки охирги горизонталда турибди
position-error-opposite-check = ҳозиргина юрган томоннинг шоҳи кишт остида
position-error-impossible-check = шоҳ ҳеч бир партияда юзага кела олмайдиган кишт остида
position-error-castling = рокировка ҳуқуқлари тахтадаги шоҳлар ва рухларга мос келмайди
position-error-ep = ўтиш жойида уриб олиш катаги бу ерда бўлиши мумкин эмас
position-error-material = тахтада партияда бўлиши мумкин бўлгандан кўп дона бор
position-error-variant = вазият шахмат қоидаларини бузади

# $move: ёзилганича юриш.
move-error-unreadable = «{ $move }» ёзувини юриш сифатида ўқиб бўлмайди
# $side: юраётган томон.
move-error-no-king-to-castle = { $side } рокировка қила олмайди, чунки биринчи горизонталида шоҳи йўқ
move-error-no-such-piece = { $side } ҳеч бир донаси билан «{ $move }» юришини қила олмайди
move-error-ambiguous-illegal = «{ $move }» юришини бир нечта дона қила олади; мумкин бўлмаган юришда бошланғич катак кўрсатилиши керак (масалан, Bf1-b5)
# $square: катак, масалан, e4.
move-error-empty-square = { $square } катагида дона йўқ
move-error-not-own-piece = { $square } катагидаги дона бошқа томонники
move-error-wrong-piece = { $square } катагидаги дона ёзилган турдаги дона эмас
move-error-no-movement = юриш { $square } катагида бошланиб, шу катакда тугайди
move-error-nothing-to-touch = { $square } катагида тегинадиган ҳеч нарса йўқ
move-error-no-promotion = { $side } охирги юришда пиёдани ўзгартирмаган
move-error-illegal = бу вазиятда бу мумкин бўлган юриш эмас
move-error-ambiguous = ёзувга бир нечта мумкин бўлган юриш мос келади; дона қайси вертикал ёки горизонталдан юришини қўшиб ёзинг

tc-error-empty = ҳеч нарса ёзилмаган
# $part: сон бўлмаган матн ёки дақиқалари йўқ давр.
tc-error-number = «{ $part }» бутун сон эмас
tc-error-minutes = «{ $part }» даври юришлар сонини беради, лекин дақиқаларни бермайди
tc-error-bonus = даврларда ҳар бир юришга қўшиладиган вақт ёки кечикиш ҳар хил, лекин ҳар бир даврда ўзиники ёзилмаган: уни ҳар бир даврга ёзинг (қўшимчасиз давр учун +0) ёки 1-юришдан бошлаб ҳаммаси учун бир марта ёзинг
tc-error-last-period = охирги давр қолган барча юришларни қамраб олиши керак (40/90 эмас, 40/90,30 деб ёзинг)
tc-error-earlier-period = охиргисидан бошқа ҳар бир давр неча юришни қамраб олишини кўрсатиши керак
tc-error-no-time = у умуман вақт бермайди: нол дақиқа ва ҳар бир юришга қўшиладиган вақт йўқ
tc-error-periods = унда { $max } тадан ортиқ давр бор
tc-error-moves = { $part } юришлик давр ҳар қандай вақт назоратидагидан узун (кўпи билан { $max })
tc-error-too-long = даврлар биргаликда { $max } дақиқадан (24 соатдан) кўп вақт беради
tc-error-bonus-too-large = ҳар бир юришга { $part } сония ҳар қандай вақт назорати қўшадиганидан кўп (кўпи билан { $max })

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
move-error-nothing-to-order = ундан бевосита олдин солиштирадиган ҳеч нарса йўқ (шу юришда ўша ўйинчининг аввалги тегиши, байроқча учун эса шу ўйинчининг баёноти ёки юриши)
move-error-not-castling = «{ $move }» рокировка эмас, шунинг учун «castling» ва «announced» унга тааллуқли эмас
move-error-not-a-promotion = «{ $move }» ўзгариш эмас, шунинг учун ўзгариш тафсилотлари унга тааллуқли эмас
move-error-not-a-capture = «{ $move }» уриб олиш эмас, шунинг учун тахтада қолдирилган урилган дона унга тааллуқли эмас
move-error-clock-not-running = { $side } соати юрмаяпти ва ҳали вақт кўрсатиб турибди, шунинг учун байроқча ҳозир туша олмайди
move-error-flag-after-moves = ўйинчи атиги { $count } та юриш қилган, шунинг учун унинг байроқчаси бундан кўп юришдан кейин туша олмайди
move-error-no-unnoticed-illegal-move = бундан олдин сезилмай қолган мумкин бўлмаган юриш йўқ (бундай юришни «noticed = "later"» билан ёзинг)

move-error-not-adjourned = ундан олдин бирорта яширин юриш партияни қолдирмаган (аввал «seal» ҳодисаси бўлиши керак)
move-error-not-before-illegal-move = мумкин бўлмаган юришдан олдин партияда фақат { $count } ярим юриш бор эди: аниқлаш мумкин бўлган сўнгги позиция ундан олдин бўлиши керак
move-error-no-illegal-move-to-correct = бундан олдин ўйинчилар тузатиши мумкин бўлган мумкин бўлмаган юриш қилинмаган
