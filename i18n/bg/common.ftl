### Думи, които се срещат в цялото приложение: името му, да и не, цветове и страни,
### резултати, видове шах, издания на Правилата и мерни единици за време.

# Името на програмата се пише на латиница във всички езици.
-app-name = Arbiter Quiz

app-title = { -app-name }
app-tagline = Упражнявайте Правилата по шахмат на ФИДЕ така, както ги прилага съдията

yes = Да
no = Не
language = Език
untranslated = (на английски)

## Цветове

colour-white = Бял
colour-black = Черен
square-light = Светло поле
square-dark = Тъмно поле

## Страните

side-white = Белите
side-black = Черните
to-move-white = На ход са белите
to-move-black = На ход са черните
player = Състезател
opponent = Противник
arbiter = Съдия

## Резултати; .score е резултатът, както се записва в бланката

result-white-wins = Победа за белите
    .score = 1-0
result-black-wins = Победа за черните
    .score = 0-1
result-draw = Реми
    .score = ½-½
result-both-lose = Загуба и за двамата състезатели
    .score = 0-0
result-ongoing = Партията продължава
    .score = *

## Видове шах според контрола на времето

game-type-standard = Класически шах
game-type-rapid = Ускорен шах
game-type-blitz = Блиц

## Издания на Правилата; $year е годината, от която са в сила

laws-edition = Правила по шахмат на ФИДЕ ({ $year })
    .short = Правила на ФИДЕ { $year }

## Единици за време: one за 1, other за всички останали числа

minutes =
    { $count ->
        [one] { $count } минута
       *[other] { $count } минути
    }
seconds =
    { $count ->
        [one] { $count } секунда
       *[other] { $count } секунди
    }
duration = { $minutes } и { $seconds }
