### `arbiter-quiz stats`: статистика ответов и сообщения о файле прогресса, которые может
### показать любая команда, читающая его.

stats-none = Ответов пока нет. Потренируйтесь или сдайте экзамен в приложении, затем загляните снова.
stats-overall =
    { $count ->
        [one] Верно { $right } из { $count } ответа ({ $percent })
        [few] Верно { $right } из { $count } ответов ({ $percent })
        [many] Верно { $right } из { $count } ответов ({ $percent })
       *[other] Верно { $right } из { $count } ответа ({ $percent })
    }
stats-streaks = Верных ответов подряд: сейчас { $current }, лучшая серия { $best }.
stats-days =
    { $count ->
        [one] { $count } день занятий подряд.
        [few] { $count } дня занятий подряд.
        [many] { $count } дней занятий подряд.
       *[other] { $count } дня занятий подряд.
    }
stats-percent = { $percent } %

## Заголовки таблиц и столбцов

stats-by-topic = По темам
stats-by-article = По статьям, сначала самые слабые
stats-by-game-type = По видам партии
stats-by-edition = По редакциям Правил
stats-col-right = Верно
stats-col-answers = Ответов
stats-col-accuracy = Точность

## Файл прогресса

progress-moved-aside = Файл прогресса не удалось прочитать; он сохранён как { $path }, начата новая запись.
progress-newer = Файл прогресса записан более новой версией приложения (формат { $format }); он оставлен как есть и не прочитан.
progress-unreadable = Не удаётся прочитать файл прогресса { $path }: { $reason }
