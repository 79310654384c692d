### arbiter-quiz export: семинар учун босма имтиҳон билети ва жавоблар, CSV натижалар
### жадвали ҳамда буйруқ хабарлари.

## Саволлар варақаси ва жавоблар варақасининг сарлавҳаси

export-exam-title = Имтиҳон билети
export-paper = Саволлар
export-key = Жавоблар ва изоҳлар
export-drawn-from = Саволлар тўплами
export-seed = Калит { $seed }
export-edition-own = ҳар бир савол Қоидаларнинг ўз таҳрири бўйича
export-questions = { $count } та савол
export-name = Фамилия ва исм
export-score = Балл
export-instructions = Тўғри жавоб ҳарфини айлана билан белгиланг. Саволда айтилган бўлса, тўғри жавоб бир нечта бўлади.
export-page = { $pages } саҳифадан { $page }-саҳифа

## Савол

export-question = { $number }-савол
export-moves = Қилинган юришлар
export-multi = Барча тўғри жавобларни белгиланг.
export-clock-running = юрмоқда
export-flag-fallen = байроқча тушган
export-last-move = Охирги юриш: { $move }

## Жавоблар

export-glance = Жавоблар қисқача
export-answer = Тўғри жавоб
export-answer-none = Ҳеч бир вариант дастур қарорига мос келмайди.
export-ruling = Дастур қарори
export-explanation = Изоҳ
export-readings = Мунозарали савол (имтиҳон учун эмас). Талқинлар
export-articles = Моддалар: { $list }
export-failure = Дастур бу савол бўйича қарор чиқара олмади: { $reason }
export-scenario = Ҳолат { $id } ({ $pack } тўплами)

## results.csv (натижалар жадвали) ва answers.csv (сизнинг жавобларингиз) устунлари

csv-number = №
csv-scenario = Ҳолат
csv-pack = Тўплам
csv-edition = Таҳрир
csv-correct = Тўғри жавоб
csv-articles = Моддалар
csv-topics = Мавзулар
csv-participant = { $number }-иштирокчи
csv-when = Сана ва вақт (UTC)
csv-on-paper = Шу билетдаги савол
csv-mode = Режим
csv-given = Берилган жавоб
csv-right = Тўғри (1 ҳа, 0 йўқ)
csv-seconds = Сония
csv-game-type = Ўйин тури

## Жавоб қандай берилгани, answers.csv файлида

export-mode-practice = Машқ
export-mode-exam = Имтиҳон
export-mode-review = Такрорлаш
export-mode-drill = Тезкор шахмат ва блиц

## Буйруқ чиқарадиган хабарлар

export-wrote = Ёзилди: { $path }
export-seed-chosen = Калит (--seed) берилмаган: { $seed } калити олинди. Худди шу билетни яна олиш учун --seed { $seed } беринг.
export-unknown-pack = «{ $id }» тўплами йўқ. Тўпламлар: { $choices }
export-no-scenarios = Чиқариш учун ҳолат йўқ.
export-write-failed = { $path } ёзиб бўлмади: { $reason }
export-unruled = Дастур { $count } та саволга жавоб бера олмади; жавоблар варақасида бу ҳар бир савол ёнида айтилган.
