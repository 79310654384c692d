### «arbiter-quiz check» ва материалларни юклашда чиқадиган хабарлар: ҳолат ёки тўплам
### файлида нима нотўғри. Файл, қатор ва устунни дастур хабар атрофида кўрсатади.
### Ўзгарувчилар — файлдаги қийматлар ёки рухсат этилган қийматлар рўйхати, улар ўзгаришсиз
### кўрсатилади. Ўзбек файлларида тескари апостроф (backtick) ишлатиб бўлмайди, шунинг учун
### калит ва қийматлар «» қўштирноқ ичида берилади.

content-toml = Бу тўғри TOML эмас: { $reason }
content-unknown-key = Номаълум калит «{ $key }». Бу ерда рухсат этилганлари: { $choices }.
content-unknown-key-suggest = Номаълум калит «{ $key }». Балки «{ $suggestion }» демоқчи эдингиз? Бу ерда рухсат этилганлари: { $choices }.
content-key-renamed = «{ $key }» калити энди «{ $now }» деб аталади; у «{ $now }» сифатида ўқилади, лекин янги номни ёзинг.
content-unknown-value = «{ $value }» — яроқли { $what } эмас. Қуйидагилардан бирини ёзинг: { $choices }.
content-unknown-value-suggest = «{ $value }» — яроқли { $what } эмас. Балки «{ $suggestion }» демоқчи эдингиз? Қуйидагилардан бирини ёзинг: { $choices }.
content-unknown-event = Номаълум ҳодиса тури «{ $value }». Ҳодиса турлари: { $choices }.
content-unknown-event-suggest = Номаълум ҳодиса тури «{ $value }». Балки «{ $suggestion }» демоқчи эдингиз? Ҳодиса турлари: { $choices }.
content-event-key-not-allowed = «{ $type }» ҳодисаси «{ $key }» калитини қабул қилмайди. У қабул қиладиган калитлар: { $keys }.
content-event-key-missing = «{ $type }» ҳодисасига «{ $key }» калити керак.
content-event-type-missing = Бу ҳодисада «type» йўқ. Ҳодиса турлари: { $choices }.
content-event-key-not-allowed-suggest = «{ $type }» ҳодисаси «{ $key }» калитини қабул қилмайди. Балки «{ $suggestion }» демоқчи эдингиз? У қабул қиладиган калитлар: { $keys }.
content-bad-square = «{ $value }» катак эмас (a–h вертикали ва 1–8 горизонталини ёзинг, масалан, e4).
content-bad-placement = «{ $value }» доналарнинг жойлашуви эмас (FEN нинг биринчи майдонини ёзинг: 8-дан 1-гача саккиз горизонтал, / билан ажратилган, масалан, 4k3/8/8/8/8/8/8/4K3).
# $detail: нима нотўғри, tc-error-* хабарларидан бири.
content-bad-time-control = «{ $value }» вақт назорати эмас: { $detail }.
content-bad-clock-time = «{ $value }» соат кўрсаткичи эмас (m:ss, h:mm:ss ёки m:ss.t шаклида ёзинг).
# $detail: калит нимани қабул қилиши, қуйидаги value-type-* хабарларидан бири.
content-wrong-type = «{ $key }» қиймати { $detail } бўлиши керак.
# $max: энг узун кўрсаткич, 24:00:00.
content-clock-time-too-long = «{ $value }» соат кўрсата оладиган вақтдан узун (кўпи билан { $max }).
# $key: файлдаги калит; $max: у олиши мумкин бўлган энг катта қиймат.
content-number-too-large = «{ $key }» қиймати { $value } — партияда бўладиганидан кўп (кўпи билан { $max }).
content-game-type-mismatch = Қоидаларнинг { $edition } йилги таҳририга кўра { $control } вақт назорати «{ $type }» эмас, «{ $actual }» партиясини беради.
content-impossible-clock = { $side } соати { $control } вақт назорати ҳеч қачон бера олмайдиган вақтни кўрсатмоқда: { $time }.
content-clock-runs-for-side-not-to-move = { $side } соати юраётгани айтилган, лекин позиция ва юришларга кўра навбат рақибда. «running» ни тузатинг ёки ҳали якунланмаган юришни «pressed_clock = false» билан «move» ҳодисаси сифатида ёзинг.
# $detail: FEN ёзувининг қайси қисми нотўғри, fen-error-* хабарларидан бири.
content-bad-fen = Бу FEN ёзуви эмас: { $detail }.
# $detail: вазиятда нима нотўғри, position-error-* хабарларидан бири.
content-illegal-position = Бу вазиятдан ҳеч қандай партия ўйнаб бўлмайди: { $detail }.
# $number: бланкда ёзиладиган юриш рақами (12. ёки 12...); $move: ёзилганича юриш;
# $detail: нима нотўғри, move-error-* хабарларидан бири.
content-bad-move = { $number } { $move } юришини қилиб бўлмайди: { $detail }.
# $event: рўйхатдаги ҳодиса рақами; $detail: move-error-* хабарларидан бири.
content-impossible-event = Бу ҳодиса бу ерда юз бера олмайди: { $detail }.
content-bad-id = «{ $value }» яроқли идентификатор эмас: кичик лотин ҳарфлари, рақамлар ва дефислардан фойдаланинг.
content-bad-edition = «{ $value }» Қоидалар таҳрири эмас ({ $choices }).
content-bad-edition-suggest = «{ $value }» Қоидалар таҳрири эмас. Балки «{ $suggestion }» демоқчи эдингиз? Таҳрирлар: { $choices }.
content-bad-difficulty = «{ $value }» қийинлик даражаси 1, 2 ёки 3 бўлиши керак.
content-query-needs = «{ $query }» сўрови учун саволда «{ $key }» калити бўлиши керак.
content-query-unused-key = «{ $query }» сўрови «{ $key }» калитидан фойдаланмайди, шунинг учун бу ерда у ҳеч нарсани ўзгартирмайди: уни олиб ташланг ёки ундан фойдаланадиган сўровни танланг.
content-knowledge-needs-query = Билимга оид саволда «query» калити бўлиши керак.
content-can-mate-needs-side = «Мот қила оладими» саволида «side» калити (white ёки black) бўлиши керак.
content-too-few-options = Саволда камида иккита жавоб варианти бўлиши керак; бунда эса { $count } та.
content-expect-missing = Бу вариантда «expect» йўқ: вариант тўғри бўлиши учун қарор қандай бўлиши кераклигини ёзинг.
content-expect-empty = Бу «expect» дастур ҳал қиладиган бирор нарсани тасдиқламайди.
# $detail: нима нотўғри, қуйидаги expect-error-* хабарларидан бири.
content-bad-expect = «{ $key } = "{ $value }"»: { $detail }.
content-bad-expect-suggest = «{ $key } = "{ $value }"»: { $detail }. Балки «{ $suggestion }» демоқчи эдингиз?
content-bad-castling-rights = «castling = "{ $value }"»: рокировка ҳуқуқлари FEN даги каби ёзилади: улар бўлмаса «-», акс ҳолда K, Q, k, q ҳарфлари (Шахмат-960 да рухларнинг вертикаллари ҳарфлари), ҳар бири кўпи билан бир марта.

## «expect» ичидаги қийматни нега ўқиб бўлмайди. «» қўштирноқ ичидаги сўзларни муаллифлар
## файлга ёзади, улар барча тилларда ўзгаришсиз қолади.

expect-error-square = катак a–h вертикали ва 1–8 горизонтали билан ёзилиши керак, масалан, «e4»
expect-error-obligation = қуйидагилардан бирини ёзинг: { $choices }
expect-error-side = томон «white» ёки «black» бўлиши керак
expect-error-action-seconds = «set-increment» сўзидан кейин сониялар сони ёзилиши керак, масалан, «set-increment 30»
# $choices: чоралар калитлари.
expect-error-action = бу чора эмас; чоралар: { $choices }
expect-error-sanction = қуйидагилардан бирини ёзинг: { $choices } (ёки бошқа томон билан худди шундай)
expect-error-result = қуйидагилардан бирини ёзинг: { $choices }
expect-error-claim = қуйидагилардан бирини ёзинг: { $choices }
expect-error-party = қуйидагилардан бирини ёзинг: { $choices }
content-sides-empty = «white», «black» ёки иккаласини ҳам кўрсатинг.
content-range-conflict = Оралиқнинг пастки чегараси учун «above» ёки «from», юқори чегараси учун «below» ёки «to» ишлатилади, иккаласи бирга эмас.
content-bad-answer = «{ $value }» калити ҳеч бир вариантни билдирмайди; вариантлар a, b, c… ҳарфлари билан белгиланади (бу ерда { $count } та).
content-text-missing = { $what } матни йўқ.
content-text-language-missing = Тўпламда эълон қилинган «{ $lang }» тилида { $what } матни йўқ.
content-explanation-missing = Изоҳ йўқ; ҳар бир ҳолат ўз қарорини тушунтириши ва моддаларга ҳавола бериши керак.
content-postponed-claim-without-flag = Ҳакам бу баёнот бўйича қарорини кечиктиради ва «after_flag» баёнот берувчининг байроқчаси тушганда нимани аниқлашини айтади, лекин ундан кейин ҳеч қандай байроқча тушмайди: бу хулоса ҳеч қачон қўлланмайди. Баёнотдан кейин баёнот берувчи учун «flag» ҳодисасини қўшинг.
content-readings-missing = Бу ҳолатда «status = "discussion"» бор, лекин «readings» йўқ: тўпламнинг барча тилларида мумкин бўлган талқинларни ёзинг.
content-readings-unused = «readings» фақат мунозарали саволда кўрсатилади: «status = "discussion"» қўшинг ёки уларни олиб ташланг.
content-markup-unclosed = Бу жингалак қавс юриш ёзувини очади, лекин уни ҳеч нарса ёпмайди; юриш ёзувига тегишли бўлмаган қавс икки марта ёзилади.
content-markup-unopened = Бу жингалак қавс ҳеч нарса очмаган юриш ёзувини ёпади; юриш ёзувига тегишли бўлмаган қавс икки марта ёзилади.
content-markup-not-a-move = Жингалак қавслар ичидаги «{ $text }» юриш эмас: юриш халқаро ҳарфлар билан ёзилади, масалан: { $example }.
content-bare-move = { $move } юриши белгилашсиз ёзилган; ҳар бир ўқувчи уни ўз дона ҳарфларида кўриши учун { $markup } деб ёзинг.
content-glossary-word = «{ $word }» бу тилда { $concept } тушунчаси учун ишлатиладиган сўз эмас: луғат (i18n/{ $lang }/glossary.toml) «{ $chosen }» дейди.
content-unknown-language = «{ $value }» илова тили эмас. Тиллар: { $choices }.
content-unknown-language-suggest = «{ $value }» илова тили эмас. Балки «{ $suggestion }» демоқчи эдингиз? Тиллар: { $choices }.
content-pack-needs-english = Тўплам тиллари орасида инглиз тили («en») бўлиши керак; бошқа тилларда матн бўлмаса, шу тилдаги матн кўрсатилади.
content-pack-toml-missing = Бу жилдда «pack.toml» йўқ.
content-pack-shadows-built-in = Ички тўпламлардан бирида «{ $id }» идентификатори аллақачон бор; бу тўпламга бошқа идентификатор беринг.
content-duplicate-pack = Бошқа тўпламда «{ $id }» идентификатори аллақачон бор.
content-duplicate-scenario = «{ $id }» ҳолат идентификатори { $other } файлида аллақачон ишлатилган.
content-unreadable = Буни ўқиб бўлмайди: { $reason }
content-parse-crashed = Бу файлни ўқишда дастур ишдан чиқди, шунинг учун ундаги ҳолат ташлаб кетилди; илтимос, бу ҳақда хабар беринг: { $reason }

## Калит нимани қабул қилиши (content-wrong-type учун). «Код» қўштирноқларидаги сўзлар таржима қилинмайди.

value-type-text = қўштирноқ ичидаги матн, масалан, «"e4"»
value-type-bool = «true» ёки «false»
value-type-count = 0 ёки ундан катта бутун сон, масалан, «3»
value-type-texts = ҳар бир тил учун матн, масалан, «text.en = "..."»

## Дастур ҳолатни баҳолаганда нимани топади

check-no-correct-option = Ҳеч бир вариант дастур қарорига мос келмайди.
check-several-correct = { $options } вариантларининг барчаси дастур қарорига мос келади, лекин саволга битта жавоб берилади (бир нечта тўғри варианти бор савол учун «multi = true» деб ёзинг).
check-key-disagrees = Жавоблар калитида { $key } кўрсатилган, лекин дастур қарорига кўра { $engine } тўғри.
check-key-disagrees-none = Жавоблар калитида { $key } кўрсатилган, лекин дастур қарорига кўра ҳеч бир вариант тўғри эмас.
# $option: вариант ҳарфи; $keys: унинг «expect» калитлари, масалан, «claim».
check-expect-undecided = { $option } варианти { $keys } калитларига таянади, лекин бу ҳолатда дастур уларни ҳал қилмайди (ҳеч ким баёнот бермайди, ҳеч нарса сўралмайди ёки соат кўрсаткичлари берилмаган), шунинг учун бу вариант ҳеч қачон тўғри бўла олмайди.
check-undetermined = Мот таҳлили бу вазиятни ҳал қила олмади, шунинг учун жавоб аниқ эмас; бошқа вазият танланг.
# $detail: вазиятни мумкин бўлмаган қиладиган нарса, position-error-* хабарларидан бири.
check-start-position-illegal = Бу мумкин бўлмаган вазият ({ $detail }). У тахтада берилганича қолади, худди мумкин бўлмаган вазият ҳақидаги саволдагидек, лекин ҳолатдаги ҳеч нарса уни мумкин бўлмаган вазият деб ҳисобламайди: FEN ёзувини текширинг.
check-article-not-cited = { $article }-модда кўрсатилган, лекин қарорда у қўлланмайди.
check-article-other-level = { $article }-модда кўрсатилган, лекин қарор ўша моддани бошқа даражада, { $cited } деб келтиради: уни қарор келтирганидек кўрсатинг, агар айнан { $article } қўлланса, буни дастурдаги ҳавола хатоси сифатида хабар қилинг.
check-engine-says = Дастур қарори:
check-coverage =
    { $count ->
        [0] ФИДЕ қоидалари { $edition }: дастур қўллайдиган { $total } та модданинг ҳар бирини камида { $target } та ҳолат текширади.
        [one] ФИДЕ қоидалари { $edition }: дастур қўллайдиган { $total } та моддадан { $count } тасини { $target } тадан кам ҳолат текширади:
       *[other] ФИДЕ қоидалари { $edition }: дастур қўллайдиган { $total } та моддадан { $count } тасини { $target } тадан кам ҳолат текширади:
    }
check-coverage-group =
    { $count ->
        [0] Бирорта ҳам ҳолат қўлламайди
        [one] { $count } та ҳолат қўллайди
       *[other] { $count } та ҳолат қўллайди
    }: { $articles }
check-reuse-count =
    { $count ->
        [0] бирорта ҳам ҳолат йўқ
        [one] { $count } та ҳолат
       *[other] { $count } та ҳолат
    }
check-reuse =
    { $count ->
        [0] Позициялар: ҳеч бир позиция { $limit } тадан ортиқ ҳолатда ишлатилмаган.
        [one] Позициялар: { $count } та позиция { $limit } тадан ортиқ ҳолатда ишлатилган:
       *[other] Позициялар: { $count } та позиция { $limit } тадан ортиқ ҳолатда ишлатилган:
    }
check-summary = { $packs } та тўплам, { $scenarios } та ҳолат: { $errors } та хато, { $warnings } та огоҳлантириш.
check-error = хато
check-warning = огоҳлантириш

## Хабарлар тилга оладиган нарсаларнинг номлари

what-question = савол
what-option = жавоб варианти
what-title = сарлавҳа
what-explanation = изоҳ
what-side = томон
what-game-type = партия тури
what-supervision = назорат тури
what-promotion = пиёда ўзгариши усули
what-noticed = аниқлаш усули
what-first-flag = биринчи тушган байроқча
what-claim-ground = баёнот асоси
what-moment = пайт
what-gesture = индамай қилинган ишоранинг маъноси
what-clock-fault = соат носозлиги
what-counter-fault = юришлар ҳисоблагичи хатоси
what-finding-after-the-flag = байроқча тушгандан кейинги хулоса
what-judgement = ҳакам хулосаси
what-response = таклифга жавоб
what-clock-act = соатдан фойдаланиш
what-answer = дуранг таклифига жавоб
what-finding = мослама топилган ҳолат
what-irregularity = қоидабузарлик
what-question-kind = савол тури
what-status = ҳолат
what-query = сўров
what-owner = эгаси
what-arbiter-decision = ҳакам қарори
what-place-left = тарк этилган жой
what-source-of-help = ёрдам манбаи
what-smoking = чекиш тури
what-disturbance = безовта қилиш
what-complaint-ground = шикоят асоси
what-opponent-score = рақибнинг натижаси
what-penalty = жазо
what-third-party = бегона шахс
what-irregularity-pointed-out = кўрсатилган қоидабузарлик
what-listener = кимга айтилади
what-remark = ҳакамнинг гапи
what-scoresheet-act = бланк билан ҳаракат
what-signed-result = имзоланган натижа
what-ruled-result = ҳакам қарори

## Keys of one event that contradict each other; more names of values
content-event-keys-conflict = «{ $key }» «{ $other }» га зид: эълон қилинган тўғрилаш тегишнинг алоҳида тури. Калитлардан бирини қолдиринг.
what-contact = тегиш тури
what-button = соат тугмаси
what-inspection = текширув тартиби
what-duty = ёрдамчининг вазифаси
what-order = тартиб
what-evidence = баёнот далили
what-castling-procedure = рокировка усули
content-touch-finding-needs-order = «{ $key }» икки тегинишдан қайси бири ҳакам фикрича биринчи бўлганини билдиради; бунинг учун бу тегинишнинг «{ $other }» калити «same-time» ёки «unknown» бўлиши керак.
content-key-needs-key = Худди шу воқеада «{ $other }» бўлмаса, «{ $key }» ҳеч нарсани англатмайди.
what-touch-finding = ҳакамнинг тегинишлар тартиби ҳақидаги хулосаси
what-reason = сабаб
what-promotion-piece = ўзгариш донаси

what-sealed-move-record = яширин юриш ёзуви
what-absence = давом эттиришда йўқлик
what-envelope = конверт
