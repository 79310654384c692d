### Терминал интерфейси: экранлар, менюлар, панеллар, мулоқот ойналари ва ҳар бир экраннинг тугмалари.

too-small = Терминал ўлчами { $width }×{ $height }. Ишлаш учун камида { $min_width }×{ $min_height } керак.

home-menu = Меню
home-practice = Машқ
    .hint = Саволлар бирма-бир; ҳар бир жавобдан кейин ҳакам қарори, моддалар ва изоҳ. Тўплам, мавзу, модда, ўйин тури ва қоидалар таҳририни танланг.
home-exam = Имтиҳон
    .hint = Калит сон бўйича тузилган, вақти чекланган билет: бир хил калит барча иштирокчиларга бир хил саволларни беради. Натижа фақат топширилгандан кейин.
home-review = Такрорлаш
    .hint = Ҳозир такрорлаш вақти келган саволлар, шунингдек муддатидан қатъи назар барча хатоларни ёки жавоб берган барча саволларингизни жадал такрорлаш.
home-drill = Тезкор шахмат ва блиц
    .hint = Тезкор шахматда ва блицда турлича ҳал қилинадиган ҳолатлар: аввал берилганидек, сўнг ўша ҳолат бошқа ўйин турида.
home-settings = Созламалар
    .hint = Тил, қоидалар таҳрири, доналар, тахта ранглари ва ҳолати; имтиҳон давомийлиги ва ўтиш чегараси; машқдаги саволлар тартиби.
home-help = Ёрдам
    .hint = Ҳар бир экраннинг тугмалари. Исталган жойда ? тугмасини босинг.
home-quit = Чиқиш
    .hint = Дастурдан чиқиш.
home-library = Кутубхона
home-loading = Тўпламлар юкланмоқда…
home-library-count = Тўпламлар: { $packs } · ҳолатлар: { $scenarios }
# $id: --pack билан берилган тўплам идентификатори.
home-pack-unknown = «{ $id }» идентификаторли тўплам йўқ.
home-problems = { $count } та файлни юклаб бўлмади
review-empty = Ҳозирча такрорланадиган савол йўқ: нотўғри жавоб берган ҳар бир саволингиз шу ерга тушади.
edition-own = Ҳар бир ҳолатнинг ўз таҳрири

setup-pack = Тўплам
setup-topic = Мавзу
setup-article = Модда
setup-game-type = Ўйин тури
setup-questions = Саволлар
setup-minutes = Вақт
setup-seed = Калит
setup-start = Бошлаш
setup-all = Ҳаммаси
setup-matching = Мос ҳолатлар: { $count } та.
setup-exam-summary = Билетда { $available } та ҳолатдан { $count } та савол бўлади. Бир хил калит ҳар доим бир хил билетни беради.

settings-edition = Таҳрир
settings-pieces = Доналар
settings-colours = Тахта ранглари
settings-orientation = Тахта ҳолати
settings-pieces-forced = { $chosen } (бу ерда: { $drawn })
settings-note = Созламалар дарҳол кучга киради. Катак етарлича катта бўлса, доналар блоклар билан чизилади; Linux консолида ва --ascii билан кичик катакларда ҳарфлар кўрсатилади.
pieces-outline = Чизиқли белгилар
pieces-letters = Ҳарфлар
colours-wood = Ёғоч
colours-slate = Кулранг-кўк
colours-green = Яшил
colours-grey = Кулранг
orientation-white = Оқлар пастда
orientation-black = Қоралар пастда
orientation-to-move = Юриш навбати кимда бўлса, ўша пастда

mode-review = Такрорлаш
session-progress = { $index }/{ $total } · тўғри { $right }/{ $answered }
session-done = Машқ тугади
session-score = Тўғри жавоблар: { $answered } тадан { $right } та.
session-back = Қайтиш учун { $key } тугмасини босинг.
facts-move = { $number }-юриш
question-multi = Барча тўғри жавобларни белгиланг ва Enter тугмасини босинг.
drill-recast = Ўша ҳолат, лекин ўйин тури: { $type } ({ $control }).
timeline-start = Бошланғич вазият
timeline-ruling = Қарордан кейин
timeline-step = { $steps } тадан { $step }-қадам

event-move = { $side } { $move } юришини қилади ва соатни босади.
event-move-unpressed = { $side } { $move } юришини қилади, лекин соатни босмайди.
event-press-clock = { $side } юриш қилмасдан соатни босади.
event-touch = { $side } { $square } катагидаги донага тегади.
event-adjust = { $side } «тўғрилаяпман» деб { $square } катагидаги донани тўғрилайди.
event-touch-move-claim = { $side } тегилган дона қоидаси бузилганини айтиб мурожаат қилади.
event-displace = { $side } доналарни йиқитиб юборади.
event-flag = { $side }: байроқча тушди.
event-both-flags = Иккала байроқча ҳам тушган.
event-claim-threefold = { $side } вазиятнинг уч марта такрорланиши сабабли дуранг талаб қилади.
event-claim-fifty = { $side } 50 юриш қоидаси бўйича дуранг талаб қилади.
event-claim-quickplay = { $side } партия охиридаги тезкор ўйинда дуранг талаб қилади.
event-offer = { $side } дуранг таклиф қилади.
event-resign = { $side } таслим бўлади.
event-device = { $side }: электрон қурилма топилди ёки овоз чиқарди.
event-arrive = { $side } { $count } дақиқа кечикиб келади.
event-discover = Қоидабузарлик аниқланди.
event-increment-request = { $side } қўшимча вақт сўрайди.
event-stop-recording = { $side } юришларни ёзишни тўхтатади.
event-promotion-swap = { $side } ўзгаришда олинган донани бошқасига алмаштирмоқчи.
event-scoresheet-request = { $side } ҳакамнинг бланкини кўришни сўрайди.
event-illegal-move-claim = { $side } охирги юриш мумкин бўлмаган юриш эканини айтади.
event-clock-reading = Соатларда: оқлар { $white }, қоралар { $black }.

clock-increment = +{ $seconds } с
clock-delay = кечикиш { $seconds } с
clock-flag-fallen = байроқча

verdict-right = Тўғри.
verdict-wrong = Нотўғри.
verdict-unanswered = Жавоб берилмаган.
verdict-answer = Тўғри жавоб: { $answer }
tab-ruling = Қарор
tab-explanation = Изоҳ
tab-contrast = Таққослаш
tab-proof = Исбот
panel-more = давоми
ruling-failed = Дастур бу ҳолат бўйича қарор чиқара олмади: { $reason }
explanation-none = Муаллиф изоҳ ёзмаган.
discussion-tag = Мунозарали савол: Қоидалар бу масалани аниқ ҳал қилмайди, шунинг учун у имтиҳонга ҳеч қачон тушмайди.
discussion-readings = Қоидалар бу масалани аниқ ҳал қилмайди. Мумкин бўлган талқинлар:
proof-question = { $side } ҳали ҳам мот қила оладими?
proof-unknown = Аниқланмади
proof-walk = ] ва [ тугмалари вариантни тахтада ўйнайди: { $plies } тадан { $ply }-юриш.
contrast-as-set = Берилганидек
contrast-uniform = Қарор ҳар қандай ўйин турида ва ҳар қандай таҳрирда бир хил.
contrast-differs = Қарор ўзгаради: жадвалда ҳар бир ўйин тури ва таҳрир учун тўғри жавоб кўрсатилган.
contrast-legend = ▸ сиз жавоб берган ҳолатни билдиради; – у ерда тўғри жавоб йўқлигини билдиради.

exam-title = Савол { $index }/{ $total } · калит { $seed } · { $time }
exam-sheet = Жавоблар варақаси
exam-answered = жавоб берилган { $count }/{ $total }
exam-legend-answered = жавоб бор
exam-legend-flagged = белгиланган
exam-submit-title = Имтиҳонни топшириш
exam-submit-all = Барча саволларга жавоб берилган. Билетни топширасизми?
exam-submit-none = Ҳали бирорта саволга жавоб берилмаган. Бўш билетни топширасизми?
# $list: қайта кўриб чиқиш учун белгиланган саволлар рақамлари.
exam-submit-flagged = Қайта кўриб чиқиш учун белгиланган: { $list }.
exam-submit-missing = { $count } та саволга жавоб берилмаган: { $list }. Барибир топширасизми?
exam-leave-title = Имтиҳондан чиқиш
exam-leave = Имтиҳондан чиқасизми? Жавобларингиз баҳоланмайди.
dialog-yes = ҳа
dialog-no = йўқ
exam-results = Имтиҳон натижалари
exam-time-up = Вақт тугади ва билет топширилди.
exam-passed = ТОПШИРДИ
exam-failed = ТОПШИРМАДИ
exam-percent = { $percent }% (ўтиш чегараси { $mark }%)
exam-facts = Калит { $seed } · { $edition } · сарфланган вақт { $time }
exam-weakest = Энг заиф мавзулар:
exam-col-given = Сиз
exam-col-right = Тўғри
exam-col-question = Савол

help-title = Тугмалар
help-global = Исталган жойда: ? бу ёрдамни кўрсатади, Ctrl-C чиқади. Сичқонча билан жавоблар, бўлимлар ва меню бандларини танлаш мумкин.
help-close = Ёпиш учун исталган тугмани босинг.

key-open = очиш
key-entry = бандни танлаш
key-help = ёрдам
key-quit = чиқиш
key-field = қаторни танлаш
key-value = қийматни ўзгартириш
key-start = бошлаш
key-seed = калитни киритиш
key-back = орқага
key-answer = жавоб бериш
key-cursor = танлаш ва жавоб бериш
key-tick = белгилаш
key-timeline = воқеалар қадамма-қадам
key-flip = тахтани айлантириш
key-next = кейинги ёки олдинги савол
key-continue = кейинги савол
key-tab = қарор, изоҳ, таққослаш, исбот
key-scroll = айлантириш
key-proof = мот вариантини ўйнаш
key-pick = жавобни танлаш
key-flag = саволни белгилаш
key-submit = топшириш
key-leave = имтиҳондан чиқиш
key-confirm = тасдиқлаш
key-cancel = бекор қилиш
key-row = саволни танлаш
key-review = таҳлил қилиш
key-home = бош саҳифа

home-present = Аудиторияга кўрсатиш
    .hint = Проектор учун: ҳар сафар битта ҳолат, катта тахта ва соатлар билан. Бир тугма жавоб вариантларини, бошқаси қарорни кўрсатади. Ҳеч ким жавоб бермайди, ҳеч нарса ёзиб олинмайди.
home-stats = Статистика
    .hint = Тўғри жавоблар улуши: умумий, мавзулар, моддалар (энг заифлари биринчи), ўйин турлари ва таҳрирлар бўйича; кетма-кет тўғри жавоблар ва машғулот кунлари.
home-review-due = { $name } · муддати келган: { $count }
home-exam-unfinished = { $name } (тугалланмаган)

resume-title = Тугалланмаган имтиҳон
resume-text = { $date } куни бошланган имтиҳон топширилмаган: жавоб берилган { $answered }/{ $total }, { $time } қолган, калит { $seed }.
resume-resume = тўхтаган жойдан давом эттириш
resume-hand-in = шу ҳолича топшириш
resume-discard = ўчириб ташлаш
resume-later = кейинроқ ҳал қилиш («Имтиҳон» банди яна сўрайди)
resume-gone = Тугалланмаган имтиҳон саволлари энди кутубхонада йўқ, шунинг учун у ўчирилди.
exam-moved-aside = Сақланган имтиҳонни ўқиб бўлмади; файл { $path } сифатида сақлаб қўйилди.
exam-newer = Сақланган имтиҳон дастурнинг янгироқ версиясида ёзилган (формат { $format }); у ўзгартирилмади.

review-due = Ҳозир такрорлаш ({ $count })
review-cram-missed = Барча хатоларни жадал такрорлаш ({ $count })
review-cram-all = Жавоб берилган барча саволларни жадал такрорлаш ({ $count })
review-due-now = Ҳозир { $count } та саволни такрорлаш вақти келди.
review-nothing-answered = Ҳозирча такрорланадиган нарса йўқ: аввал машқда ёки имтиҳонда саволларга жавоб беринг.
review-nothing-due = Ҳозир такрорланадиган савол йўқ.
review-next-minutes = Ҳозир такрорланадиган савол йўқ. Кейинги савол { $count } дақиқадан кейин.
review-next-date = Ҳозир такрорланадиган савол йўқ. Кейинги савол { $date } куни.
review-nothing-due-now = Ҳозир такрорланадиган савол йўқ: жадал такрорланг ёки муддат келганда қайтинг.
review-cram-note = Жадал такрорлаш муддатларга қарамайди ва рўйхатидаги барча саволларни беради; жавобларингиз барибир жадвални янгилайди.
review-more = … ва яна { $count } та

stats-by-topic-weakest = Мавзулар бўйича, энг заифлари биринчи

setup-shuffled = Саволлар { $seed } калити билан аралаштирилган.
settings-study = Имтиҳон ва машқ
settings-exam-questions = Имтиҳон саволлари
settings-exam-minutes = Имтиҳон вақти
settings-pass-mark = Ўтиш чегараси
settings-practice-order = Машқдаги тартиб
order-in-order = Тартиб билан
order-shuffled = Калит бўйича аралаш

present-title = Ҳолат { $index }/{ $total } · { $edition }
present-show-options = жавоб вариантларини кўрсатиш
present-show-ruling = қарорни кўрсатиш
present-next = кейинги ҳолат
present-end = менюга қайтиш (бу охирги ҳолат эди)

key-ends = бошига ёки охирига
key-reveal = кейинги қадамни кўрсатиш
key-conceal = охирги қадамни яшириш
key-scenario = кейинги ёки олдинги ҳолат

keyname-enter = Enter
keyname-esc = Esc
keyname-space = Бўшлиқ
keyname-tab = Tab
keyname-pgup = PgUp
keyname-pgdn = PgDn
keyname-home = Home
keyname-end = End
keyname-backspace = Backspace

topic-illegal-move = Мумкин бўлмаган юришлар
topic-touch-move = Тегинилган дона
topic-flag-fall = Байроқча тушиши
topic-can-mate = Мот қилиш имконияти
topic-draw-claim = Дуранг ҳақида баёнот
topic-draw-offer = Дуранг таклифи
topic-clock = Шахмат соатлари
topic-time-control = Назорат вақти
topic-default-time = Кечикиш вақти
topic-recording = Юришларни ёзиб бориш
topic-devices = Электрон мосламалар
topic-conduct = Ўйинчиларнинг хулқи
topic-quickplay = Партия охиригача тезкор ўйин
topic-irregularity = Қоидабузарликлар
topic-illegal-position = Мумкин бўлмаган вазиятлар
topic-resignation = Таслим бўлиш
topic-chess960 = 960 шахмат
topic-dead-position = Жонсиз вазият
topic-rapid = Тезкор шахмат
topic-blitz = Блиц
topic-standard = Стандарт шахмат
topic-editions = Қоидалар таҳрирлари

# The side to move is checkmated: said in place of whose move it is.
facts-checkmate = Мат

## Events: touches, castling procedures, pausing the clock
event-touch-accidental = { $side } { $square } катагидаги донага тасодифан тегиб кетади.
event-adjust-said-after = { $side } { $square } катагидаги донага тегади ва шундан кейингина «тўғрилаяпман» дейди.
event-touch-same-time = { $side } { $square } катагидаги донага олдингиси билан бир вақтда тегади.
event-touch-order-unknown = { $side } { $square } катагидаги донага тегади; олдингисидан олдинми ёки кейинми — айтиб бўлмайди.
event-flag-same-moment = Худди шу пайтда { $side } байроқчаси тушади.
event-castle-rook-first = { $side } { $move } рокировкасини аввал рухни суриб қилади.
event-castle-king-only = { $side } { $move } рокировкасини фақат шоҳни суриб қилади.
event-castle-rook-only = { $side } { $move } рокировкасини фақат рухни суриб қилади.
event-pause-clock = { $side } соатни тўхтатиб, ҳакамни чақиради.
event-pause-clock-no-reason = { $side } соатни асосли сабабсиз тўхтатади.
