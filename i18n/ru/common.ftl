### Слова, которые встречаются во всём приложении: название, да и нет, цвета и стороны,
### результаты, виды шахмат, редакции Правил и единицы времени.

# Название программы во всех языках пишется латиницей.
-app-name = Arbiter Quiz

app-title = { -app-name }
app-tagline = Учитесь применять Правила игры в шахматы ФИДЕ так, как это делает арбитр

yes = Да
no = Нет
language = Язык
untranslated = (по-английски)

## Цвета

colour-white = Белый
colour-black = Чёрный
square-light = Светлое поле
square-dark = Тёмное поле

## Стороны

side-white = Белые
side-black = Чёрные
to-move-white = Ход белых
to-move-black = Ход чёрных
player = Игрок
opponent = Соперник
arbiter = Арбитр

## Результаты партии; .score — запись результата на бланке

result-white-wins = Победа белых
    .score = 1-0
result-black-wins = Победа чёрных
    .score = 0-1
result-draw = Ничья
    .score = ½-½
result-both-lose = Поражение обоим игрокам
    .score = 0-0
result-ongoing = Партия продолжается
    .score = *

## Виды шахмат по контролю времени

game-type-standard = Классические шахматы
game-type-rapid = Быстрые шахматы
game-type-blitz = Блиц

## Редакции Правил; $year — год вступления в силу

laws-edition = Правила игры в шахматы ФИДЕ ({ $year })
    .short = Правила ФИДЕ { $year }

## Единицы времени: one — 1, 21, 31…; few — 2–4, 22–24…; many — 0, 5–20, 25–30…;
## other — дроби (1,5 минуты).

minutes =
    { $count ->
        [one] { $count } минута
        [few] { $count } минуты
        [many] { $count } минут
       *[other] { $count } минуты
    }
seconds =
    { $count ->
        [one] { $count } секунда
        [few] { $count } секунды
        [many] { $count } секунд
       *[other] { $count } секунды
    }
duration = { $minutes } { $seconds }
