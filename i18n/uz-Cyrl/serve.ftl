## Семинар зали (arbiter-quiz serve): иштирокчи экранлари, маърузачи пулти ва буйруқ хабарлари.

join-title = Семинар залига кириш
join-intro = Маърузачи айтган зал кодини ва исмингизни киритинг. Қайтиб келганингизда зал сизни исмингиздан танийди.
join-code = Зал коди
join-name = Исмингиз
join-hint = Enter — давом этиш; Tab — қаторлар орасида ўтиш; кўпи билан { $max } белги.
join-asking = Залдан сўралмоқда…
join-wrong-code = Бу залнинг коди эмас. Қайтадан киритинг.
join-bad-name = Исм киритинг (ҳарфлар, кўпи билан 40 белги).
join-full = Зал тўла. Маърузачига мурожаат қилинг.
key-join = кириш
key-language = тил
key-leave-room = чиқиш
key-type = қаторга ҳарф киритиш
key-enter-room = қайтиш
keyname-text = исталган ҳарф
help-section-join = Залга кириш
help-section-live = Залга савол
help-section-live-multi = Бир нечта тўғри жавобли залга савол
help-section-live-revealed = Залга кўрсатилган қарор
help-section-lobby = Залда кутиш
help-section-lobby-wait = Залда кутиш

live-title = Семинар зали
live-facts = Савол { $index } / { $total } · { $name }
live-no-answer = Жавобингизни танланг; маърузачи қарорни кўрсатгунча уни ўзгартириш мумкин.
live-sending = Жавобингиз { $answer } юборилмоқда…
live-kept = Жавобингиз { $answer } қабул қилинди. Қарор кўрсатилгунча уни ўзгартириш мумкин.
live-revealed = Маърузачи қарорни кўрсатди.

lobby-title = Семинар зали
lobby-joining = Сиз залдасиз. Ҳозир зал нима билан бандлиги кўринади.
lobby-no-question = Бу саволни бу ерда кўрсатиб бўлмайди. Кейингисини кутинг.
lobby-exam-not-started = Имтиҳон ҳали бошланмади. Маърузачи бошлаганда ҳамма учун бошланади.
lobby-left-exam = Имтиҳондан бир оз чиқдингиз; жавоблар сақланган, вақт кетмоқда. Enter — қайтиш.
lobby-handed-in = Билетингиз топширилди. Натижалар ва қарорлар имтиҳон ҳамма учун тугаганда чиқади.
lobby-exam-over = Имтиҳон тугади. Enter натижаларингиз ва қарорларни кўрсатади.
lobby-time-left = Қолган вақт: { $time }

console-title = Семинар зали { $room }
console-connect = Иштирокчилар шу буйруқ билан уланади:
console-this-host = <бу компьютернинг манзили>
console-code = Зал коди:
console-fingerprint = Сервер калитининг изи:
console-answered = Жавоб берди: { $count } / { $total } уланган
console-tally-hidden = Жавоблар қарор кўрсатилгунча яширин (t уларни шу ерда кўрсатади).
console-right = Тўғри: { $count } / { $total } (жавоб { $answer })
console-people = Иштирокчилар: уланган { $count }, жами { $total }
console-exam-waiting = Имтиҳон бошланмаган (s — бошлаш).
console-exam-over = Имтиҳон тугади.
console-exam-heading = { $total } саволли имтиҳон: ҳар бир иштирокчининг бориши
console-handed-in = топширди
console-score = { $right } / { $total } ({ $percent }%)
console-gradebook = Натижалар жадвали: { $path }
console-key-reveal = қарорни кўрсатиш
console-key-next = кейинги ҳолат
console-key-previous = олдинги ҳолат
console-key-tally = жавобларни кўрсатиш ёки яшириш
console-key-start = имтиҳонни бошлаш
console-key-end = имтиҳонни ҳозир тугатиш
console-key-quit = зални тўхтатиш

csv-score = Натижа

serve-needs-pack = Жонли сўров учун тўплам керак (--pack ID); имтиҳон учун --exam N ва --seed С.
serve-needs-seed = Имтиҳон зали учун --seed S керак, шунда худди шу буйруқ қайта ишга туширилса, худди шу зал давом этади.
serve-no-data-folder = Зални сақлаш учун маълумотлар папкаси йўқ (ARBITER_QUIZ_HOME ни белгиланг).
serve-resumed = Зал давом эттирилди; ундаги иштирокчилар: { $count }.
serve-file-aside = Зал файли шикастланган эди; у { $path } га кўчирилди ва зал қайтадан бошланади.
serve-file-unusable = Зал файли { $path } дан фойдаланиб бўлмайди ({ $reason }); ҳеч нарса ўзгартирилмади.
serve-host-key-failed = Сервер калити { $path } ни ўқиб ёки яратиб бўлмади: { $reason }
serve-bind-failed = { $addr } да тинглаб бўлмади: { $reason }
serve-stopped = Зал { $path } да сақланди; худди шу буйруқ уни давом эттиради.

cli-serve = Семинар залини ўтказиш: SSH сервер ҳар бир иштирокчига иловани ўз тилида беради, бу терминал эса маърузачи пултига айланади
    .long = Жонли сўров тўплам (--pack) бўйича ҳолатма-ҳолат боради: зал жавоб беради, маърузачи қарорни кўрсатади. Имтиҳон (--exam N --seed S) ҳаммага битта умумий муддатли (--minutes) бир хил билетни беради. Ҳар бир жавоб маълумотлар папкасидаги зал натижалари файлида сақланади; худди шу буйруқ қайта ишга туширилса, зал давом этади.
cli-serve-arg-listen = Уланишлар учун манзил ва порт (берилмаса 0.0.0.0:2222)
cli-serve-arg-room_code = Иштирокчилар кириш учун киритадиган код (ҳарфлар ва рақамлар, 16 тагача)
cli-serve-arg-room = Зал номи, қайта ишга туширилганда зал шу ном билан давом этади (берилмаса бошқа параметрлардан тузилади)
cli-serve-arg-pack = Шу тўплам бўйича жонли сўров; --exam билан — билет фақат шу тўпламдан тузилади
cli-serve-arg-exam = --seed билан тузилган N саволли имтиҳон
cli-serve-arg-minutes = Имтиҳон давомийлиги дақиқаларда (берилмаса 30)
cli-serve-arg-max = Бир вақтда уланган иштирокчиларнинг энг кўп сони (берилмаса 100)
cli-value-addr = МАНЗИЛ
cli-value-code = КОД
cli-value-name = НОМ
