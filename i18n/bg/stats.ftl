### `arbiter-quiz stats`: статистиката на отговорите и съобщенията за файла с напредъка,
### които всяка команда, която го чете, може да покаже.

stats-none = Още няма записани отговори. Поупражнявайте се или направете изпит в приложението и погледнете пак.
stats-overall =
    { $count ->
        [one] { $right } верни от { $count } отговор ({ $percent })
       *[other] { $right } верни от { $count } отговора ({ $percent })
    }
stats-streaks = Верни отговори подред: сега { $current }, най-много { $best }.
stats-days =
    { $count ->
        [one] { $count } ден упражнения подред.
       *[other] { $count } дни упражнения подред.
    }
stats-percent = { $percent }%

## Заглавия на таблиците и колоните

stats-by-topic = По теми
stats-by-article = По членове, първо най-слабите
stats-by-game-type = По вид партия
stats-by-edition = По издание на Правилата
stats-col-right = Вярно
stats-col-answers = Отговори
stats-col-accuracy = Точност

## Файлът с напредъка

progress-moved-aside = Файлът с напредъка не можа да бъде прочетен; запазен е като { $path } и е започнат нов.
progress-newer = Файлът с напредъка е записан от по-нова версия на приложението (формат { $format }); оставен е както е и не е прочетен.
progress-unreadable = Файлът с напредъка { $path } не може да бъде прочетен: { $reason }
