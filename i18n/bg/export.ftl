### `arbiter-quiz export`: печатният изпитен лист и отговорите за семинар, таблицата с
### резултати в CSV и съобщенията на командата.

## Заглавната част на листа с въпроси и на листа с отговори

export-exam-title = Изпитен билет
export-paper = Въпроси
export-key = Отговори с обяснения
export-drawn-from = Въпроси от сборника
export-seed = Ключ { $seed }
export-edition-own = всеки въпрос по собственото си издание на Правилата
export-questions =
    { $count ->
        [one] { $count } въпрос
       *[other] { $count } въпроса
    }
export-name = Име и фамилия
export-score = Точки
export-instructions = Оградете буквата на верния отговор. Където въпросът го казва, верните отговори са повече от един.
export-page = стр. { $page } от { $pages }

## Въпрос

export-question = Въпрос { $number }
export-moves = Изиграни ходове
export-multi = Изберете всички верни отговори.
export-clock-running = върви
export-flag-fallen = флагчето е паднало
export-last-move = Последен ход: { $move }

## Отговорите

export-glance = Отговорите накратко
export-answer = Верен отговор
export-answer-none = Нито един отговор не съответства на решението на програмата.
export-ruling = Решението на програмата
export-explanation = Обяснение
export-readings = Спорен въпрос (не за изпит). Тълкувания
export-articles = Членове: { $list }
export-failure = Програмата не можа да реши този въпрос: { $reason }
export-scenario = Сценарий { $id } (сборник { $pack })

## Колони на results.csv (таблица с резултати) и answers.csv (вашите отговори)

csv-number = №
csv-scenario = Сценарий
csv-pack = Сборник
csv-edition = Издание
csv-correct = Верен отговор
csv-articles = Членове
csv-topics = Теми
csv-participant = Участник { $number }
csv-when = Дата и час (UTC)
csv-on-paper = Въпрос в този билет
csv-mode = Режим
csv-given = Даден отговор
csv-right = Вярно (1 да, 0 не)
csv-seconds = Секунди
csv-game-type = Вид партия

## Как е даден отговорът, в answers.csv

export-mode-practice = Упражнение
export-mode-exam = Изпит
export-mode-review = Преговор
export-mode-drill = Ускорен шах срещу блиц

## Какво извежда командата

export-wrote = Записан: { $path }
export-seed-chosen = Не е зададен ключ (--seed): използва се ключ { $seed }. Задайте --seed { $seed }, за да получите същия билет отново.
export-unknown-pack = Няма сборник `{ $id }`. Сборници: { $choices }
export-no-scenarios = Няма сценарии за извеждане.
export-write-failed = { $path } не може да бъде записан: { $reason }
export-unruled =
    { $count ->
        [one] Програмата не можа да даде отговор на { $count } въпрос; в отговорите това е отбелязано.
       *[other] Програмата не можа да даде отговор на { $count } въпроса; в отговорите това е отбелязано при всеки.
    }
