## Семинарский зал (arbiter-quiz serve): экраны участника, пульт лектора и сообщения команды.

join-title = Вход в семинарский зал
join-intro = Введите код зала, который назвал лектор, и своё имя. По имени зал узнает вас, когда вы вернётесь.
join-code = Код зала
join-name = Ваше имя
join-hint = Ввод — дальше; Tab — переход между строками; не более { $max } знаков.
join-asking = Запрос к залу…
join-wrong-code = Это не код этого зала. Введите его ещё раз.
join-bad-name = Введите имя (буквы, не более 40 знаков).
join-full = Зал заполнен. Обратитесь к лектору.
key-join = войти
key-language = язык
key-leave-room = выйти
key-type = ввести букву в строку
key-enter-room = вернуться
keyname-text = любая буква
help-section-join = Вход в зал
help-section-live = Вопрос залу
help-section-live-multi = Вопрос залу с несколькими верными ответами
help-section-live-revealed = Решение, показанное залу
help-section-lobby = Ожидание в зале
help-section-lobby-wait = Ожидание в зале

live-title = Семинарский зал
live-facts = Вопрос { $index } из { $total } · { $name }
live-no-answer = Выберите ответ; его можно менять, пока лектор не покажет решение.
live-sending = Ваш ответ { $answer } отправляется…
live-kept = Ваш ответ { $answer } принят. Его можно изменить до показа решения.
live-revealed = Лектор показал решение.

lobby-title = Семинарский зал
lobby-joining = Вы в зале. Сейчас появится то, чем занят зал.
lobby-no-question = Этот вопрос здесь показать нельзя. Дождитесь следующего.
lobby-exam-not-started = Экзамен ещё не начался. Он начнётся для всех, когда его запустит лектор.
lobby-left-exam = Вы ненадолго вышли из экзамена; ответы сохранены, время идёт. Ввод — вернуться.
lobby-handed-in = Ваш билет сдан. Результаты и решения появятся, когда экзамен закончится для всех.
lobby-exam-over = Экзамен окончен. Ввод — ваши результаты и решения.
lobby-time-left = Осталось времени: { $time }

console-title = Семинарский зал { $room }
console-connect = Участники подключаются командой:
console-this-host = <адрес этого компьютера>
console-code = Код зала:
console-fingerprint = Отпечаток ключа сервера:
console-answered = Ответили: { $count } из { $total } подключённых
console-tally-hidden = Ответы скрыты до показа решения (t — показать их здесь).
console-right = Верно: { $count } из { $total } (ответ { $answer })
console-people = Участники: подключено { $count }, всего { $total }
console-exam-waiting = Экзамен не начат (s — начать).
console-exam-over = Экзамен окончен.
console-exam-heading = Экзамен из { $total } вопросов: продвижение каждого участника
console-handed-in = сдал
console-score = { $right } из { $total } ({ $percent }%)
console-gradebook = Таблица результатов: { $path }
console-key-reveal = показать решение
console-key-next = следующий сценарий
console-key-previous = предыдущий сценарий
console-key-tally = показать или скрыть ответы
console-key-start = начать экзамен
console-key-end = закончить экзамен сейчас
console-key-quit = остановить зал

csv-score = Итог

serve-needs-pack = Для живого опроса нужен набор (--pack ID); для экзамена — --exam N и --seed S.
serve-needs-seed = Для экзамена нужен --seed S, чтобы та же команда, запущенная снова, продолжила тот же зал.
serve-no-data-folder = Нет папки данных, где хранить зал (задайте ARBITER_QUIZ_HOME).
serve-resumed = Зал продолжен; участников в нём: { $count }.
serve-file-aside = Файл зала был повреждён; он перенесён в { $path }, и зал начинается заново.
serve-file-unusable = Файл зала { $path } нельзя использовать ({ $reason }); ничего не изменено.
serve-host-key-failed = Ключ сервера { $path } нельзя прочитать или создать: { $reason }
serve-bind-failed = Не удаётся слушать { $addr }: { $reason }
serve-stopped = Зал сохранён в { $path }; та же команда продолжит его.

cli-serve = Провести семинар в зале: SSH-сервер даёт каждому участнику приложение на его языке, а этот терминал становится пультом лектора
    .long = Живой опрос идёт по набору (--pack) сценарий за сценарием: зал отвечает, лектор показывает решение. Экзамен (--exam N --seed S) даёт всем один билет с общим сроком (--minutes). Каждый ответ хранится в файле результатов зала в папке данных; та же команда, запущенная снова, продолжает зал.
cli-serve-arg-listen = Адрес и порт для подключений (по умолчанию 0.0.0.0:2222)
cli-serve-arg-room_code = Код, который участники вводят для входа (буквы и цифры, до 16)
cli-serve-arg-room = Имя зала, по которому повторный запуск его продолжает (если не задано, составляется из остальных параметров)
cli-serve-arg-pack = Живой опрос по этому набору; с --exam — составлять билет только из этого набора
cli-serve-arg-exam = Экзамен из N вопросов, составленный по --seed
cli-serve-arg-minutes = Продолжительность экзамена в минутах (по умолчанию 30)
cli-serve-arg-max = Наибольшее число одновременно подключённых участников (по умолчанию 100)
cli-value-addr = АДРЕС
cli-value-code = КОД
cli-value-name = ИМЯ
