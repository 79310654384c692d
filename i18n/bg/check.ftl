### Съобщения на `arbiter-quiz check` и при зареждане на съдържание: какво не е наред във
### файл със сценарий или сборник. Файла, реда и колоната програмата показва около съобщението.
### Променливите са стойности от файла или списъци с позволени стойности, показани както са.

content-toml = Това не е валиден TOML: { $reason }
content-unknown-key = Непознат ключ `{ $key }`. Тук са позволени: { $choices }.
content-unknown-key-suggest = Непознат ключ `{ $key }`. Може би имате предвид `{ $suggestion }`? Тук са позволени: { $choices }.
content-key-renamed = Ключът `{ $key }` вече се казва `{ $now }`; чете се като `{ $now }`, но пишете новото име.
content-unknown-value = `{ $value }` не е валидна стойност за „{ $what }“. Напишете една от: { $choices }.
content-unknown-value-suggest = `{ $value }` не е валидна стойност за „{ $what }“. Може би имате предвид `{ $suggestion }`? Напишете една от: { $choices }.
content-unknown-event = Непознат вид събитие `{ $value }`. Видове събития: { $choices }.
content-unknown-event-suggest = Непознат вид събитие `{ $value }`. Може би имате предвид `{ $suggestion }`? Видове събития: { $choices }.
content-event-key-not-allowed = Събитие `{ $type }` не приема `{ $key }`. То приема: { $keys }.
content-event-key-missing = Събитие `{ $type }` изисква `{ $key }`.
content-event-type-missing = Събитието няма `type`. Видове събития: { $choices }.
content-event-key-not-allowed-suggest = Събитие `{ $type }` не приема `{ $key }`. Може би имате предвид `{ $suggestion }`? То приема: { $keys }.
content-bad-square = `{ $value }` не е поле (напишете вертикала a–h и хоризонтала 1–8, например e4).
content-bad-placement = `{ $value }` не е подреждане на фигури (напишете първото поле на FEN: осем хоризонтали от 8 до 1, разделени с /, например 4k3/8/8/8/8/8/8/4K3).
# $detail: какво не е наред, едно от съобщенията tc-error-*.
content-bad-time-control = `{ $value }` не е контрола на времето: { $detail }.
content-bad-clock-time = `{ $value }` не е показание на часовник (пишете m:ss, h:mm:ss или m:ss.t).
# $detail: какво приема ключът, едно от съобщенията value-type-* по-долу.
content-wrong-type = Ключът `{ $key }` приема { $detail }.
# $max: най-дългото показание, 24:00:00.
content-clock-time-too-long = `{ $value }` е повече, отколкото може да покаже часовник (най-много { $max }).
# $key: ключът във файла; $max: най-голямата стойност, която може да приеме.
content-number-too-large = `{ $key }` е { $value }, повече, отколкото има в една партия (най-много { $max }).
content-game-type-mismatch = Според Правилата от { $edition } г. контролата на времето { $control } дава партия от вида „{ $actual }“, а не „{ $type }“.
content-impossible-clock = Часовникът на { $side } показва { $time }, повече, отколкото контролата на времето { $control } може изобщо да даде.
content-clock-runs-for-side-not-to-move = Посочено е, че върви часовникът на { $side }, но според позицията и ходовете на ход е другата страна. Поправете `running` или запишете още незавършения ход като събитие `move` с `pressed_clock = false`.
# $detail: коя част от FEN е сгрешена, едно от съобщенията fen-error-*.
content-bad-fen = Това не е FEN: { $detail }.
# $detail: какво не е наред с позицията, едно от съобщенията position-error-*.
content-illegal-position = От тази позиция не може да се играе партия: { $detail }.
# $number: номерът на хода, както се пише в бланката (12. или 12...); $move: ходът, както е
# записан; $detail: какво не е наред, едно от съобщенията move-error-*.
content-bad-move = Ходът { $number } { $move } не може да бъде изигран: { $detail }.
# $event: номерът на събитието в списъка; $detail: едно от съобщенията move-error-*.
content-impossible-event = Това събитие не може да се случи тук: { $detail }.
content-bad-id = `{ $value }` не е валиден идентификатор: използвайте малки латински букви, цифри и тирета.
content-bad-edition = `{ $value }` не е издание на Правилата ({ $choices }).
content-bad-edition-suggest = `{ $value }` не е издание на Правилата. Може би имате предвид `{ $suggestion }`? Издания: { $choices }.
content-bad-difficulty = Трудността `{ $value }` трябва да е 1, 2 или 3.
content-query-needs = Запитването `{ $query }` изисква `{ $key }` във въпроса.
content-query-unused-key = Запитването `{ $query }` не използва `{ $key }`, затова тук то не променя нищо: премахнете го или задайте запитване, което го използва.
content-knowledge-needs-query = Въпрос за знания изисква `query`.
content-can-mate-needs-side = Въпрос „може ли да даде мат“ изисква `side` (white или black).
content-too-few-options = Въпросът трябва да има поне два отговора; този има { $count }.
content-expect-missing = Този отговор няма `expect`: посочете какво трябва да е решението, за да е верен.
content-expect-empty = Този `expect` не твърди нищо от това, което програмата решава.
# $detail: какво не е наред, едно от съобщенията expect-error-* по-долу.
content-bad-expect = `{ $key } = "{ $value }"`: { $detail }.
content-bad-expect-suggest = `{ $key } = "{ $value }"`: { $detail }. Може би имате предвид `{ $suggestion }`?
content-bad-castling-rights = `castling = "{ $value }"`: правата за рокада се записват както във FEN: `-`, ако няма такива, иначе буквите K, Q, k, q (в шах 960 — буквите на вертикалите на топовете), всяка най-много веднъж.

## Защо стойност в `expect` не може да бъде прочетена. Думите в кавички `code` са това, което
## авторите пишат във файла, и остават същите на всеки език.

expect-error-square = полето не е записано като вертикала a–h и хоризонтала 1–8, например `e4`
expect-error-obligation = напишете едно от: { $choices }
expect-error-side = страната трябва да е `white` или `black`
expect-error-action-seconds = `set-increment` изисква след себе си брой секунди, например `set-increment 30`
# $choices: ключовете на действията.
expect-error-action = това не е действие; действията са { $choices }
expect-error-sanction = напишете едно от: { $choices } (или същото с другата страна)
expect-error-result = напишете едно от: { $choices }
expect-error-claim = напишете едно от: { $choices }
expect-error-party = напишете едно от: { $choices }
content-sides-empty = Посочете `white`, `black` или и двете.
content-range-conflict = Интервалът приема `above` или `from` за долната си граница и `below` или `to` за горната, но не и двете.
content-bad-answer = Ключът `{ $value }` не назовава отговор; отговорите са означени с a, b, c… (тук са { $count }).
content-text-missing = Липсва текст за „{ $what }“.
content-text-language-missing = Липсва текст за „{ $what }“ на `{ $lang }`, който сборникът обявява.
content-explanation-missing = Няма обяснение; всеки сценарий трябва да обяснява решението си и да цитира членовете.
content-postponed-claim-without-flag = Съдията отлага решението си по тази рекламация и `after_flag` казва какво ще установи, когато падне флагчето на рекламиращия, но след нея не пада никакво флагче: това решение така и не се прилага. Добавете след рекламацията събитие `flag` за рекламиращия.
content-readings-missing = Сценарият има `status = "discussion"`, но няма `readings`: изложете допустимите тълкувания на всички езици на сборника.
content-readings-unused = `readings` се показват само при спорен въпрос: добавете `status = "discussion"` или ги премахнете.
content-markup-unclosed = Тази фигурна скоба отваря запис на ход, който нищо не затваря; скоба, която не е част от запис на ход, се пише два пъти.
content-markup-unopened = Тази фигурна скоба затваря запис на ход, който нищо не е отворило; скоба, която не е част от запис на ход, се пише два пъти.
content-markup-not-a-move = „{ $text }“ във фигурни скоби не е ход: ходът се пише с международните букви, например { $example }.
content-bare-move = Ходът { $move } е записан без маркировка; напишете { $markup }, за да го вижда всеки читател със своите букви за фигурите.
content-glossary-word = „{ $word }“ не е думата за понятието { $concept } на този език: речникът (i18n/{ $lang }/glossary.toml) казва „{ $chosen }“.
content-unknown-language = `{ $value }` не е език на приложението. Езици: { $choices }.
content-unknown-language-suggest = `{ $value }` не е език на приложението. Може би имате предвид `{ $suggestion }`? Езици: { $choices }.
content-pack-needs-english = Сборникът трябва да включва английски (`en`) сред езиците си; другите езици се връщат към него.
content-pack-toml-missing = Тази папка няма `pack.toml`.
content-pack-shadows-built-in = Вграден сборник вече има идентификатора `{ $id }`; дайте на този сборник друг идентификатор.
content-duplicate-pack = Друг сборник вече има идентификатора `{ $id }`.
content-duplicate-scenario = Идентификаторът на сценарий `{ $id }` вече се използва в { $other }.
content-unreadable = Това не може да се прочете: { $reason }
content-parse-crashed = Програмата се провали при четенето на този файл, затова сценарият му е пропуснат; моля, съобщете за това: { $reason }

## Какво приема даден ключ (за content-wrong-type). Думите в `кодови кавички` не се превеждат.

value-type-text = текст в кавички, например `"e4"`
value-type-bool = `true` или `false`
value-type-count = цяло число, 0 или повече, например `3`
value-type-texts = текст за всеки език, например `text.en = "..."`

## Какво открива програмата, когато оценява сценарий

check-no-correct-option = Нито един отговор не съответства на решението на програмата.
check-several-correct = Отговорите { $options } съответстват на решението на програмата, но въпросът приема един отговор (задайте `multi = true` за въпрос с няколко верни отговора).
check-key-disagrees = Ключът с отговорите казва { $key }, но според решението на програмата верен е { $engine }.
check-key-disagrees-none = Ключът с отговорите казва { $key }, но според решението на програмата нито един отговор не е верен.
# $option: буквата на отговора; $keys: неговите ключове в `expect`, например `claim`.
check-expect-undecided = Отговор { $option } се основава на { $keys }, а програмата не решава това в този сценарий (никой не рекламира, нищо не се пита или не са дадени показания на часовниците), затова този отговор никога не може да бъде верен.
check-undetermined = Анализът за мат не можа да реши тази позиция, затова отговорът не е сигурен; изберете друга позиция.
# $detail: какво прави позицията неправомерна, едно от съобщенията position-error-*.
check-start-position-illegal = Тази позиция е неправомерна ({ $detail }). Тя остава на дъската във вида, в който е зададена, както при въпрос за неправомерна позиция, но нищо в сценария не я третира като неправомерна: проверете FEN.
check-article-not-cited = Посочен е член { $article }, но решението не го прилага.
check-article-other-level = Посочен е член { $article }, но решението се позовава на същия член на друго ниво, { $cited }: посочете го така, както го цитира решението, а ако се прилага именно { $article }, съобщете това като грешка в цитирането на програмата.
check-engine-says = Решението на програмата:
check-coverage =
    { $count ->
        [0] Правила на ФИДЕ { $edition }: всеки от { $total } члена, които програмата прилага, се проверява от поне { $target } сценария.
        [one] Правила на ФИДЕ { $edition }: един от { $total } члена, които програмата прилага, се проверява от по-малко от { $target } сценария:
       *[other] Правила на ФИДЕ { $edition }: { $count } от { $total } члена, които програмата прилага, се проверяват от по-малко от { $target } сценария:
    }
check-coverage-group =
    { $count ->
        [0] Не се прилагат в нито един сценарий
        [one] Прилагат се в един сценарий
       *[other] Прилагат се в { $count } сценария
    }: { $articles }
check-reuse-count =
    { $count ->
        [0] нито един сценарий
        [one] един сценарий
       *[other] { $count } сценария
    }
check-reuse =
    { $count ->
        [0] Позиции: нито една позиция не се използва в повече от { $limit } сценария.
        [one] Позиции: една позиция се използва в повече от { $limit } сценария:
       *[other] Позиции: { $count } позиции се използват в повече от { $limit } сценария:
    }
check-summary = Сборници: { $packs }, сценарии: { $scenarios }; грешки: { $errors }, предупреждения: { $warnings }.
check-error = грешка
check-warning = предупреждение

## Имена на нещата, за които говори съобщението

what-question = въпрос
what-option = отговор
what-title = заглавие
what-explanation = обяснение
what-side = страна
what-game-type = вид партия
what-supervision = съдийски контрол
what-promotion = произвеждане
what-noticed = начин на забелязване
what-first-flag = първо паднало флагче
what-claim-ground = основание за рекламация
what-moment = момент
what-gesture = значение на мълчалив жест
what-clock-fault = неизправност на часовника
what-counter-fault = грешка в брояча на ходовете
what-finding-after-the-flag = преценка след падането на флагчето
what-judgement = преценка на съдията
what-response = отговор на предложението
what-clock-act = боравене с часовника
what-answer = отговор на предложение за реми
what-finding = констатация
what-irregularity = нередност
what-question-kind = вид въпрос
what-status = статус
what-query = запитване
what-owner = собственик
what-arbiter-decision = решение на съдията
what-place-left = напуснато място
what-source-of-help = източник на помощ
what-smoking = вид пушене
what-disturbance = смущаване
what-complaint-ground = основание на оплакването
what-opponent-score = резултат на противника
what-penalty = наказание
what-third-party = трето лице
what-irregularity-pointed-out = посочена нередност
what-listener = към кого се обръща
what-remark = забележка на съдията
what-scoresheet-act = действие с бланката
what-signed-result = подписан резултат
what-ruled-result = решение на съдията

## Keys of one event that contradict each other; more names of values
content-event-keys-conflict = `{ $key }` противоречи на `{ $other }`: обявеното оправяне е отделен вид докосване. Оставете единия ключ.
what-contact = вид докосване
what-button = бутон на часовника
what-inspection = начин на проверката
what-duty = задача на помощника
what-order = ред
what-evidence = доказателства за рекламацията
what-castling-procedure = начин на рокада
content-touch-finding-needs-order = `{ $key }` казва кое от двете докосвания според съдията е било първо; за това `{ $other }` на докосването трябва да е `same-time` или `unknown`.
content-key-needs-key = `{ $key }` не означава нищо без `{ $other }` в същото събитие.
what-touch-finding = констатацията на съдията за реда на докосванията
what-reason = причина
what-promotion-piece = фигура за произвеждане

what-sealed-move-record = запис на записания ход
what-absence = отсъствие при подновяване
what-envelope = плик
