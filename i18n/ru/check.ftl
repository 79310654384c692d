### Сообщения `arbiter-quiz check` и загрузки материалов: что не так в файле сценария или
### набора. Файл, строку и столбец программа показывает рядом с сообщением.
### Переменные — значения из файла или списки допустимых значений, показанные как есть;
### $what — название проверяемого элемента (сообщение what-*), в именительном падеже.

content-toml = Это некорректный TOML: { $reason }
content-unknown-key = Неизвестный ключ `{ $key }`. Здесь допустимы: { $choices }.
content-unknown-key-suggest = Неизвестный ключ `{ $key }`. Возможно, имелось в виду `{ $suggestion }`? Здесь допустимы: { $choices }.
content-key-renamed = Ключ `{ $key }` теперь называется `{ $now }`; он читается как `{ $now }`, но пишите новое имя.
content-unknown-value = `{ $value }` не подходит как { $what }. Укажите одно из значений: { $choices }.
content-unknown-value-suggest = `{ $value }` не подходит как { $what }. Возможно, имелось в виду `{ $suggestion }`? Укажите одно из значений: { $choices }.
content-unknown-event = Неизвестный тип события `{ $value }`. Типы событий: { $choices }.
content-unknown-event-suggest = Неизвестный тип события `{ $value }`. Возможно, имелось в виду `{ $suggestion }`? Типы событий: { $choices }.
content-event-key-not-allowed = Событие `{ $type }` не принимает ключ `{ $key }`. Допустимые ключи: { $keys }.
content-event-key-missing = Событию `{ $type }` нужен ключ `{ $key }`.
content-event-type-missing = У события нет `type`. Типы событий: { $choices }.
content-event-key-not-allowed-suggest = Событие `{ $type }` не принимает ключ `{ $key }`. Возможно, имелось в виду `{ $suggestion }`? Допустимые ключи: { $keys }.
content-bad-square = `{ $value }` — не поле (укажите вертикаль a–h и горизонталь 1–8, например e4).
content-bad-placement = `{ $value }` — не расстановка фигур (напишите первое поле FEN: восемь горизонталей от 8-й до 1-й через /, например 4k3/8/8/8/8/8/8/4K3).
# $detail — что не так: одно из сообщений tc-error-*.
content-bad-time-control = `{ $value }` — не контроль времени: { $detail }.
content-bad-clock-time = `{ $value }` — не показание часов (пишите m:ss, h:mm:ss или m:ss.t).
# $detail: что принимает ключ, одно из сообщений value-type-* ниже.
content-wrong-type = Ключ `{ $key }` принимает { $detail }.
# $max — наибольшее показание, 24:00:00.
content-clock-time-too-long = `{ $value }` — больше, чем могут показать часы (не больше { $max }).
# $key — ключ в файле; $max — наибольшее допустимое значение.
content-number-too-large = `{ $key }` = { $value } — больше, чем бывает в партии (не больше { $max }).
content-game-type-mismatch = По Правилам { $edition } года контроль времени { $control } даёт партию вида «{ $actual }», а не «{ $type }».
content-impossible-clock = { $side }: часы показывают { $time }, больше, чем вообще может дать контроль времени { $control }.
content-clock-runs-for-side-not-to-move = { $side }: указано, что идут их часы, но по позиции и ходам очередь хода у соперника. Исправьте `running` или запишите ещё не завершённый ход событием `move` с `pressed_clock = false`.
# $detail — какая часть FEN записана неверно: одно из сообщений fen-error-*.
content-bad-fen = Это не запись FEN: { $detail }.
# $detail — что не так с позицией: одно из сообщений position-error-*.
content-illegal-position = Из этой позиции нельзя играть партию: { $detail }.
# $number — номер хода, как его пишут в бланке (12. или 12...); $move — ход так, как он
# записан; $detail — что не так: одно из сообщений move-error-*.
content-bad-move = Ход { $number } { $move } сделать нельзя: { $detail }.
# $event — номер события в списке; $detail — одно из сообщений move-error-*.
content-impossible-event = Это событие здесь невозможно: { $detail }.
content-bad-id = `{ $value }` — недопустимый идентификатор: используйте строчные латинские буквы, цифры и дефисы.
content-bad-edition = `{ $value }` — не редакция Правил ({ $choices }).
content-bad-edition-suggest = `{ $value }` — не редакция Правил. Возможно, имелось в виду `{ $suggestion }`? Редакции: { $choices }.
content-bad-difficulty = Сложность `{ $value }` должна быть 1, 2 или 3.
content-query-needs = Запросу `{ $query }` нужен ключ `{ $key }` в вопросе.
content-query-unused-key = Запрос `{ $query }` не использует ключ `{ $key }`, поэтому здесь он ничего не меняет: удалите его или выберите запрос, которому он нужен.
content-knowledge-needs-query = Вопросу на знание правил нужен ключ `query`.
content-can-mate-needs-side = Вопросу «может ли сторона поставить мат» нужен ключ `side` (white или black).
content-too-few-options = В вопросе должно быть не меньше двух вариантов ответа; здесь их { $count }.
content-expect-missing = У этого варианта нет `expect`: укажите, каким должно быть решение, чтобы вариант был верным.
content-expect-empty = Этот `expect` не утверждает ничего из того, что решает движок.
# $detail — что не так: одно из сообщений expect-error-* ниже.
content-bad-expect = `{ $key } = "{ $value }"`: { $detail }.
content-bad-expect-suggest = `{ $key } = "{ $value }"`: { $detail }. Возможно, имелось в виду `{ $suggestion }`?
content-bad-castling-rights = `castling = "{ $value }"`: права на рокировку записываются как в FEN: `-`, если их нет, иначе буквы K, Q, k, q (в шахматах-960 — буквы вертикалей ладей), каждая не более одного раза.

## Почему не удаётся прочитать значение в `expect`. Слова в кавычках `code` — это то, что
## авторы пишут в файле; они остаются как есть во всех языках.

expect-error-square = поле нужно записать вертикалью a–h и горизонталью 1–8, например `e4`
expect-error-obligation = укажите одно из значений: { $choices }
expect-error-side = сторона должна быть `white` или `black`
expect-error-action-seconds = после `set-increment` нужно указать число секунд, например `set-increment 30`
# $choices — ключи действий.
expect-error-action = это не действие; действия: { $choices }
expect-error-sanction = укажите одно из значений: { $choices } (или то же для другой стороны)
expect-error-result = укажите одно из значений: { $choices }
expect-error-claim = укажите одно из значений: { $choices }
expect-error-party = укажите одно из значений: { $choices }
content-sides-empty = Укажите `white`, `black` или оба.
content-range-conflict = Нижняя граница диапазона задаётся через `above` или `from`, верхняя — через `below` или `to`, но не обоими ключами сразу.
content-bad-answer = Ключ `{ $value }` не называет ни одного варианта; варианты обозначаются буквами a, b, c… (здесь их { $count }).
content-text-missing = Не задан текст: { $what }.
content-text-language-missing = Нет текста на языке `{ $lang }`, который объявлен в наборе: { $what }.
content-explanation-missing = Нет объяснения; каждый сценарий должен объяснять своё решение и ссылаться на статьи.
content-postponed-claim-without-flag = Арбитр откладывает решение по этому требованию, и `after_flag` говорит, что он установит, когда упадёт флажок заявившего, но после требования никакой флажок не падает: это решение так и не применяется. Добавьте после требования событие `flag` для заявившего.
content-readings-missing = У сценария `status = "discussion"`, но нет `readings`: изложите допустимые толкования на всех языках набора.
content-readings-unused = `readings` показываются только у спорного вопроса: добавьте `status = "discussion"` или удалите их.
content-markup-unclosed = Эта фигурная скобка открывает запись хода, которую ничто не закрывает; скобку, не относящуюся к записи хода, пишут дважды.
content-markup-unopened = Эта фигурная скобка закрывает запись хода, которую ничто не открывало; скобку, не относящуюся к записи хода, пишут дважды.
content-markup-not-a-move = «{ $text }» в фигурных скобках — не ход: ход пишут международными буквами, например { $example }.
content-bare-move = Ход { $move } записан без разметки; напишите { $markup }, чтобы каждый читатель видел его своими буквами фигур.
content-glossary-word = «{ $word }» — не то слово для понятия { $concept } в этом языке: глоссарий (i18n/{ $lang }/glossary.toml) предписывает «{ $chosen }».
content-unknown-language = `{ $value }` — не язык приложения. Языки: { $choices }.
content-unknown-language-suggest = `{ $value }` — не язык приложения. Возможно, имелось в виду `{ $suggestion }`? Языки: { $choices }.
content-pack-needs-english = Среди языков набора должен быть английский (`en`); для остальных языков он служит запасным.
content-pack-toml-missing = В этой папке нет `pack.toml`.
content-pack-shadows-built-in = У встроенного набора уже есть идентификатор `{ $id }`; дайте этому набору другой.
content-duplicate-pack = У другого набора уже есть идентификатор `{ $id }`.
content-duplicate-scenario = Идентификатор сценария `{ $id }` уже используется в { $other }.
content-unreadable = Не удаётся прочитать: { $reason }
content-parse-crashed = Программа дала сбой при чтении этого файла, поэтому его сценарий пропущен; сообщите об этом, пожалуйста: { $reason }

## Что принимает ключ (для content-wrong-type). Слова в `кавычках кода` не переводятся.

value-type-text = текст в кавычках, например `"e4"`
value-type-bool = `true` или `false`
value-type-count = целое число не меньше 0, например `3`
value-type-texts = текст на каждом языке, например `text.en = "..."`

## Что движок находит, когда проверяет сценарий

check-no-correct-option = Ни один вариант не соответствует решению движка.
check-several-correct = Варианты { $options } все соответствуют решению движка, но на этот вопрос даётся один ответ (для вопроса с несколькими верными вариантами задайте `multi = true`).
check-key-disagrees = В ключе ответов указано { $key }, но по решению движка верно { $engine }.
check-key-disagrees-none = В ключе ответов указано { $key }, но по решению движка ни один вариант не верен.
# $option — буква варианта; $keys — его ключи в `expect`, например `claim`.
check-expect-undecided = Вариант { $option } опирается на { $keys }, а этого движок в данном сценарии не решает (никто не заявляет требования, ни о чём не спрашивают или не заданы показания часов), поэтому такой вариант никогда не может быть верным.
check-undetermined = Анализ на мат не смог оценить эту позицию, поэтому ответ не бесспорен; выберите другую позицию.
# $detail — что делает позицию невозможной: одно из сообщений position-error-*.
check-start-position-illegal = Эта позиция невозможна ({ $detail }). Она остаётся на доске такой, как задана, — как в вопросе о невозможной позиции, — но сценарий нигде не рассматривает её как невозможную: проверьте FEN.
check-article-not-cited = Указана статья { $article }, но решение её не применяет.
check-article-other-level = Указана статья { $article }, но решение ссылается на ту же статью на другом уровне, { $cited }: укажите её так, как ссылается решение, а если применяется именно { $article }, сообщите об этом как об ошибке ссылки в движке.
check-engine-says = Решение движка:
check-coverage =
    { $count ->
        [0] Правила ФИДЕ { $edition }: каждую из { $total } статей, которые применяет программа, проверяют не меньше { $target } сценариев.
        [one] Правила ФИДЕ { $edition }: { $count } из { $total } статей, которые применяет программа, проверяют меньше { $target } сценариев:
        [few] Правила ФИДЕ { $edition }: { $count } из { $total } статей, которые применяет программа, проверяют меньше { $target } сценариев:
        [many] Правила ФИДЕ { $edition }: { $count } из { $total } статей, которые применяет программа, проверяют меньше { $target } сценариев:
       *[other] Правила ФИДЕ { $edition }: { $count } из { $total } статей, которые применяет программа, проверяют меньше { $target } сценариев:
    }
check-coverage-group =
    { $count ->
        [0] Не применяет ни один сценарий
        [one] Применяет { $count } сценарий
        [few] Применяют { $count } сценария
        [many] Применяют { $count } сценариев
       *[other] Применяют { $count } сценария
    }: { $articles }
check-reuse-count =
    { $count ->
        [0] ни одного сценария
        [one] { $count } сценарий
        [few] { $count } сценария
        [many] { $count } сценариев
       *[other] { $count } сценария
    }
check-reuse =
    { $count ->
        [0] Позиции: ни одна позиция не используется больше чем в { $limit } сценариях.
        [one] Позиции: { $count } позиция используется больше чем в { $limit } сценариях:
        [few] Позиции: { $count } позиции используются больше чем в { $limit } сценариях:
        [many] Позиции: { $count } позиций используются больше чем в { $limit } сценариях:
       *[other] Позиции: { $count } позиции используются больше чем в { $limit } сценариях:
    }
check-summary = { $packs ->
        [one] { $packs } набор
        [few] { $packs } набора
        [many] { $packs } наборов
       *[other] { $packs } набора
    }, { $scenarios ->
        [one] { $scenarios } сценарий
        [few] { $scenarios } сценария
        [many] { $scenarios } сценариев
       *[other] { $scenarios } сценария
    }: { $errors ->
        [one] { $errors } ошибка
        [few] { $errors } ошибки
        [many] { $errors } ошибок
       *[other] { $errors } ошибки
    }, { $warnings ->
        [one] { $warnings } предупреждение
        [few] { $warnings } предупреждения
        [many] { $warnings } предупреждений
       *[other] { $warnings } предупреждения
    }.
check-error = ошибка
check-warning = предупреждение

## Названия элементов, о которых говорят сообщения

what-question = вопрос
what-option = вариант ответа
what-title = заголовок
what-explanation = объяснение
what-side = сторона
what-game-type = вид партии
what-supervision = контроль арбитра
what-promotion = превращение пешки
what-noticed = способ обнаружения
what-first-flag = первый упавший флажок
what-claim-ground = основание требования
what-moment = момент
what-gesture = значение молчаливого жеста
what-clock-fault = неисправность часов
what-counter-fault = сбой счётчика ходов
what-finding-after-the-flag = решение после падения флажка
what-judgement = решение арбитра
what-response = ответ на предложение
what-clock-act = обращение с часами
what-answer = ответ на предложение ничьей
what-finding = обстоятельство обнаружения
what-irregularity = нарушение
what-question-kind = тип вопроса
what-status = статус
what-query = запрос
what-owner = владелец
what-arbiter-decision = решение арбитра
what-place-left = покинутое место
what-source-of-help = источник помощи
what-smoking = вид курения
what-disturbance = помеха
what-complaint-ground = основание жалобы
what-opponent-score = результат соперника
what-penalty = наказание
what-third-party = постороннее лицо
what-irregularity-pointed-out = указанное нарушение
what-listener = к кому обращаются
what-remark = замечание арбитра
what-scoresheet-act = действие с бланком
what-signed-result = подписанный результат
what-ruled-result = решение арбитра

## Keys of one event that contradict each other; more names of values
content-event-keys-conflict = `{ $key }` противоречит `{ $other }`: объявленное поправление фигур — особый вид прикосновения. Оставьте один из ключей.
what-contact = вид прикосновения
what-button = кнопка часов
what-inspection = порядок досмотра
what-duty = обязанность помощника
what-order = порядок
what-evidence = доказательства требования
what-castling-procedure = способ рокировки
content-touch-finding-needs-order = `{ $key }` говорит, какое из двух касаний, по выводу арбитра, было первым; для этого у касания `{ $other }` должно быть `same-time` или `unknown`.
content-key-needs-key = `{ $key }` ничего не значит без `{ $other }` в том же событии.
what-touch-finding = вывод арбитра о порядке касаний
what-reason = причина
what-promotion-piece = фигура превращения

what-sealed-move-record = запись записанного хода
what-absence = отсутствие при доигрывании
what-envelope = конверт
