### `arbiter-quiz export`: печатный экзаменационный лист и ответы для семинара, таблица
### результатов в CSV и сообщения команды.

## Шапка листа с вопросами и листа с ответами

export-exam-title = Экзаменационный билет
export-paper = Вопросы
export-key = Ответы с объяснениями
export-drawn-from = Вопросы из набора
export-seed = Вариант { $seed }
export-edition-own = каждый вопрос по своей редакции Правил
export-questions =
    { $count ->
        [one] { $count } вопрос
        [few] { $count } вопроса
        [many] { $count } вопросов
       *[other] { $count } вопроса
    }
export-name = Фамилия и имя
export-score = Баллы
export-instructions = Обведите букву верного ответа. Если в вопросе это сказано, верных ответов несколько.
export-page = стр. { $page } из { $pages }

## Вопрос

export-question = Вопрос { $number }
export-moves = Сделанные ходы
export-multi = Выберите все верные ответы.
export-clock-running = идут
export-flag-fallen = флажок упал
export-last-move = Последний ход: { $move }

## Ответы

export-glance = Ответы кратко
export-answer = Верный ответ
export-answer-none = Ни один вариант не соответствует решению движка.
export-ruling = Решение движка
export-explanation = Объяснение
export-readings = Спорный вопрос (не для экзамена). Толкования
export-articles = Статьи: { $list }
export-failure = Движок не смог вынести решение по этому вопросу: { $reason }
export-scenario = Сценарий { $id } (набор { $pack })

## Столбцы results.csv (таблица результатов) и answers.csv (ваши ответы)

csv-number = №
csv-scenario = Сценарий
csv-pack = Набор
csv-edition = Редакция
csv-correct = Верный ответ
csv-articles = Статьи
csv-topics = Темы
csv-participant = Участник { $number }
csv-when = Дата и время (UTC)
csv-on-paper = Вопрос в этом билете
csv-mode = Режим
csv-given = Данный ответ
csv-right = Верно (1 да, 0 нет)
csv-seconds = Секунды
csv-game-type = Вид партии

## Как был дан ответ, в answers.csv

export-mode-practice = Тренировка
export-mode-exam = Экзамен
export-mode-review = Повторение
export-mode-drill = Быстрые против блица

## Что печатает команда

export-wrote = Записано: { $path }
export-seed-chosen = Номер варианта не задан (--seed): взят вариант { $seed }. Укажите --seed { $seed }, чтобы получить тот же билет снова.
export-unknown-pack = Набора `{ $id }` нет. Наборы: { $choices }
export-no-scenarios = Нет сценариев для выгрузки.
export-write-failed = Не удаётся записать { $path }: { $reason }
export-unruled =
    { $count ->
        [one] Движок не смог дать ответ на { $count } вопрос; в ответах это отмечено.
        [few] Движок не смог дать ответ на { $count } вопроса; в ответах это отмечено у каждого.
        [many] Движок не смог дать ответ на { $count } вопросов; в ответах это отмечено у каждого.
       *[other] Движок не смог дать ответ на { $count } вопроса; в ответах это отмечено у каждого.
    }
