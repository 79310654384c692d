### Интерфейс терминала: экраны, меню, панели, диалоги и клавиши каждого экрана.

too-small = Размер терминала { $width }×{ $height }. Для работы нужно не меньше { $min_width }×{ $min_height }.
too-small-quit = Нажмите { $key }, чтобы выйти.

home-menu = Меню
home-practice = Тренировка
    .hint = Вопросы по одному; после каждого ответа — решение арбитра, статьи и объяснение. Выберите набор, тему, статью, вид партии и редакцию.
home-exam = Экзамен
    .hint = Билет на время, составленный по номеру варианта: с одним номером все участники получают одни и те же вопросы. Итоги — только после сдачи.
home-review = Повторение
    .hint = Что пора повторить сейчас, а также повторение подряд всех ошибок или всех вопросов, на которые вы отвечали, независимо от сроков.
home-drill = Быстрые против блица
    .hint = Случаи, которые в быстрых шахматах и в блице решаются по-разному: ответьте как задано, затем — тот же случай при другом виде партии.
home-settings = Настройки
    .hint = Язык, редакция Правил, фигуры, цвета и положение доски; длительность экзамена и проходной балл; порядок вопросов в тренировке.
home-help = Справка
    .hint = Клавиши всех экранов. Нажмите ? на любом экране.
home-quit = Выход
    .hint = Закрыть программу.
home-library = Библиотека
home-loading = Загрузка наборов…
home-library-count = Наборов: { $packs } · сценариев: { $scenarios }
# $id — идентификатор набора, указанный в --pack.
home-pack-unknown = Нет набора с идентификатором «{ $id }».
home-problems =
    { $count ->
        [one] { $count } файл не удалось загрузить
        [few] { $count } файла не удалось загрузить
        [many] { $count } файлов не удалось загрузить
       *[other] { $count } файла не удалось загрузить
    }
review-empty = Пока нечего повторять: сюда попадает каждый вопрос, на который вы ответили неверно.
edition-own = Редакция каждого сценария

setup-pack = Набор
setup-topic = Тема
setup-article = Статья
setup-game-type = Вид партии
setup-questions = Вопросов
setup-minutes = Время
setup-seed = Вариант
setup-start = Начать
setup-all = Все
setup-matching =
    { $count ->
        [one] Подходит { $count } сценарий.
        [few] Подходят { $count } сценария.
        [many] Подходят { $count } сценариев.
       *[other] Подходят { $count } сценария.
    }
setup-exam-summary =
    { $count ->
        [one] В билете будет { $count } вопрос из { $available }. Один и тот же вариант всегда даёт один и тот же билет.
        [few] В билете будет { $count } вопроса из { $available }. Один и тот же вариант всегда даёт один и тот же билет.
        [many] В билете будет { $count } вопросов из { $available }. Один и тот же вариант всегда даёт один и тот же билет.
       *[other] В билете будет { $count } вопроса из { $available }. Один и тот же вариант всегда даёт один и тот же билет.
    }

settings-edition = Редакция
settings-pieces = Фигуры
settings-colours = Цвета доски
settings-orientation = Положение доски
settings-pieces-forced = { $chosen } (здесь: { $drawn })
settings-note = Настройки действуют сразу. Где поле достаточно велико, фигуры рисуются блоками; в консоли Linux и с ключом --ascii на маленьких полях фигуры обозначаются буквами.
pieces-outline = Контурные символы
pieces-letters = Буквы
colours-wood = Дерево
colours-slate = Сланец
colours-green = Зелёная
colours-grey = Серая
orientation-white = Белые внизу
orientation-black = Чёрные внизу
orientation-to-move = Внизу сторона, чья очередь хода

mode-review = Повторение
session-progress = { $index }/{ $total } · верно { $right }/{ $answered }
session-place = Вопрос { $index }/{ $total }
session-done = Занятие окончено
session-score = Верных ответов: { $right } из { $answered }.
session-back = Нажмите клавишу { $key }, чтобы вернуться.
facts-move = Ход { $number }
question-multi = Отметьте все верные варианты и нажмите Enter.
drill-recast = Тот же случай, что в предыдущем вопросе, но теперь вид партии — { $type } ({ $control }). Какой ответ верен теперь?
timeline-start = Исходная позиция
timeline-ruling = После решения
timeline-step = Шаг { $step } из { $steps }
events-heading = Что произошло:

event-move = { $side }: ход { $move }, часы нажаты.
event-move-unpressed = { $side }: ход { $move }, часы не нажаты.
event-press-clock = { $side } нажимают на часы, не сделав хода.
event-press-opponents-button = { $side } нажимают на кнопку часов соперника.
event-touch = { $side } касаются фигуры на { $square }.
event-adjust = { $side } говорят «поправляю» и поправляют фигуру на { $square }.
event-claim-touch-move = { $side } заявляют о нарушении правила «тронул — ходи».
event-displace = { $side } опрокидывают фигуры.
event-set-position = Фигуры расставлены на доске руками, а не ходом: { $position }.
event-flag = { $side }: упал флажок.
event-both-flags = Упали оба флажка.
event-both-flags-claimed = { $side } заявляют о падении флажка соперника, и оказывается, что упали оба флажка.
event-claim-threefold = { $side } требуют ничью из-за троекратного повторения позиции.
event-claim-fifty-moves = { $side } требуют ничью по правилу 50 ходов.
event-claim-quickplay = { $side } требуют ничью по правилам быстрого окончания партии.
event-offer = { $side } предлагают ничью.
event-offer-accepted = { $side } принимают предложение ничьей.
event-offer-declined = { $side } отклоняют предложение ничьей.
event-offer-withdrawn = { $side } пытаются взять назад предложение ничьей.
event-resign = { $side } сдаются.
event-gesture-resignation = { $side } делают молчаливый жест; арбитр устанавливает, что это сдача.
event-gesture-draw-offer = { $side } делают молчаливый жест; арбитр устанавливает, что это предложение ничьей.
event-gesture-nothing = { $side } делают молчаливый жест; арбитр устанавливает, что он ничего не означал.
event-device = { $side }: обнаружено или зазвучало электронное устройство.
event-arrive =
    { $count ->
        [one] { $side } опаздывают на { $count } минуту.
        [few] { $side } опаздывают на { $count } минуты.
        [many] { $side } опаздывают на { $count } минут.
       *[other] { $side } опаздывают на { $count } минуты.
    }
event-discover = Обнаружено нарушение.
event-claim-increment = { $side } просят добавления времени.
event-stop-recording = { $side } перестают записывать ходы.
event-promotion-swap = { $side } хотят заменить фигуру, полученную при превращении, на другую.
event-scoresheet-request = { $side } просят показать бланк арбитра.
event-claim-illegal-move = { $side } заявляют, что последний ход был невозможным.
event-claim-flag = { $side } заявляют, что у соперника упал флажок.
event-claim-device = { $side } жалуются, что у соперника есть электронное устройство.
event-claim-wrong-setup = { $side } заявляют, что фигуры были расставлены неправильно.
event-claim-wrong-orientation = { $side } заявляют, что доска повёрнута неправильно.
event-claim-clock-placement = { $side } жалуются, что соперник переставил шахматные часы с места, где их поставил арбитр.
event-claim-reversed-colours = { $side } заявляют, что партия начата с перепутанным цветом фигур.
event-claim-wrong-clock-setting = { $side } заявляют, что часы установлены неправильно.
event-claim-wrong-clock-times = { $side } заявляют, что время на часах выставлено неверно.
event-claim-displaced-pieces = { $side } заявляют, что фигуры стоят не на своих полях.
event-claim-recording = { $side } жалуются арбитру на бланк соперника.
event-claim-clock-handling = { $side } жалуются на то, как соперник обращался с часами.
event-claim-adjust = { $side } жалуются, что соперник поправлял фигуры.
event-claim-disturbance = { $side } жалуются, что соперник им мешает.
event-clock-reading = На часах: белые { $white }, чёрные { $black }.
event-leave-playing-area = { $side } покидают игровую зону.
event-leave-venue = { $side } покидают место проведения соревнования.
event-assistance-notes = { $side } пользуются записями.
event-assistance-information = { $side } пользуются источником информации.
event-assistance-advice = { $side } получают совет со стороны.
event-assistance-captain-draw-advice = { $side } получают от капитана команды совет насчёт ничьей.
event-assistance-other-board = { $side } анализируют партию на другой доске.
event-refuse-inspection = { $side } отказываются от досмотра арбитром.
event-refuse-reconstruction = { $side } отказываются помочь арбитру восстановить партию.
event-disrepute = { $side } наносят ущерб репутации шахмат (заранее оговорённый результат, игра в нетрезвом виде, оскорбления).
event-smoke-tobacco = { $side } курят.
event-smoke-e-cigarette = { $side } курят электронную сигарету.
event-disturb-noise = { $side } шумят у доски.
event-disturb-talking = { $side } разговаривают с соперником.
event-disturb-behaviour = { $side } отвлекают соперника.
event-disturb-draw-offers = { $side } раз за разом предлагают ничью.
event-claim-assistance = { $side } жалуются арбитру, что сопернику помогают со стороны.
event-claim-leaving = { $side } жалуются арбитру, что соперник отлучился без разрешения.
event-claim-smoking = { $side } жалуются арбитру, что соперник курит.
event-persistent-refusal = { $side } упорно отказываются выполнять Правила.
event-third-party-players-flag = { $who } указывает у доски на упавший флажок.
event-third-party-players-illegal-move = { $who } указывает у доски на невозможный ход.
event-third-party-players-other = { $who } указывает у доски на нарушение.
event-third-party-arbiter-flag = { $who } сообщает об упавшем флажке только арбитру.
event-third-party-arbiter-illegal-move = { $who } сообщает о невозможном ходе только арбитру.
event-third-party-arbiter-other = { $who } сообщает о нарушении только арбитру.
event-arbiter-remark-move-count = { $side }: арбитр называет число сделанных ходов.
event-arbiter-remark-opponent-moved = { $side }: арбитр сообщает, что соперник завершил ход.
event-arbiter-remark-clock-not-pressed = { $side }: арбитр сообщает, что часы не переключены.
event-arbiter-remark-flag = { $side }: арбитр сообщает, что флажок упал.
event-arbiter-remark-law-explanation = { $side }: арбитр разъясняет положение Правил, о котором спросил игрок.
event-arbiter-remark-possible-claim = { $side }: арбитр подсказывает, что сейчас можно предъявить требование.
event-arbiter-remark-position = { $side }: арбитр говорит что-то о позиции на доске.
event-scoresheet-move-in-advance = { $side } записывают ход в бланк, ещё не сделав его.
event-scoresheet-move-before-recording = { $side } делают ход, не записав предыдущий.
event-scoresheet-reply-before-recording = { $side } отвечают на ход соперника, ещё не записав его, а затем записывают оба хода.
event-scoresheet-asks-for-scoresheet = { $side } просят у арбитра бланк, чтобы записывать ходы.
event-scoresheet-offer-not-marked = { $side } не отмечают предложение ничьей в бланке.
event-scoresheet-mark-without-offer = { $side } пишут в бланке знак (=), не предлагая ничьей.
event-scoresheet-notes-on-scoresheet = { $side } делают в бланке посторонние записи.
event-scoresheet-electronic-defect = { $side }: электронный бланк перестаёт нормально работать.
event-sign-result = Оба игрока подписывают бланки с результатом { $result }.

clock-increment = +{ $seconds } с
clock-delay = задержка { $seconds } с
clock-flag-fallen = флажок

verdict-right = Верно.
verdict-wrong = Неверно.
verdict-unanswered = Нет ответа.
verdict-answer = Верный ответ: { $answer }
tab-ruling = Решение
tab-explanation = Объяснение
tab-contrast = Сравнение
tab-proof = Доказательство
panel-more = дальше
ruling-failed = Движок не смог вынести решение по этому сценарию: { $reason }
explanation-none = Автор не написал объяснения.
discussion-tag = Спорный вопрос: Правила не решают его однозначно, поэтому в экзамен он не попадает.
discussion-readings = Правила не решают этот вопрос однозначно. Допустимые толкования:
proof-question = Могут ли { $side } ещё поставить мат?
proof-unknown = Не решено
proof-walk = Клавиши ] и [ разыгрывают вариант на доске: ход { $ply } из { $plies }.
contrast-as-set = Как задано
contrast-uniform = Решение одно и то же при любом виде партии и в любой редакции.
contrast-differs = Решение меняется: в таблице — верный вариант для каждого вида партии и каждой редакции.
contrast-legend = ▸ — случай, на который вы отвечали; – — ни один вариант там не верен.

exam-title = Вопрос { $index }/{ $total } · вариант { $seed } · { $time }
exam-sheet = Лист ответов
exam-answered = отвечено { $count }/{ $total }
exam-legend-answered = есть ответ
exam-legend-flagged = отмечен
exam-submit-title = Сдать экзамен
exam-submit-all = На все вопросы есть ответы. Сдать билет?
exam-submit-none = Пока ни на один вопрос нет ответа. Сдать пустой билет?
# $list — номера вопросов, отмеченных, чтобы к ним вернуться.
exam-submit-flagged = Отмечены, чтобы к ним вернуться: { $list }.
exam-submit-missing =
    { $count ->
        [one] Без ответа { $count } вопрос: { $list }. Всё равно сдать?
        [few] Без ответа { $count } вопроса: { $list }. Всё равно сдать?
        [many] Без ответа { $count } вопросов: { $list }. Всё равно сдать?
       *[other] Без ответа { $count } вопроса: { $list }. Всё равно сдать?
    }
exam-leave-title = Выйти из экзамена
exam-leave = Экзамен сохраняется как есть: пункт «Экзамен» в меню продолжит его. Пока вас нет, время идёт (осталось { $time }).
dialog-leave-keep = выйти, сохранив экзамен на потом
dialog-hand-in = сдать билет сейчас
dialog-back-to-exam = вернуться к экзамену
exam-results = Итоги экзамена
exam-time-up = Время вышло, и билет сдан.
exam-passed = СДАН
exam-failed = НЕ СДАН
exam-percent = { $percent } % (проходной балл { $mark } %)
exam-facts = Вариант { $seed } · { $edition } · затрачено { $time }
exam-weakest = Слабые темы
exam-col-given = Вы
exam-col-right = Верно
exam-col-question = Вопрос

help-title = Клавиши
help-global = Везде: ? — эта справка, Ctrl-C — выход. Мышью можно выбирать варианты, вкладки и пункты меню; второй щелчок по варианту — ответ. В кириллической или армянской раскладке буквенные клавиши работают там, где на них латинские буквы.
help-close = ↑↓ — прокрутка списка; любая другая клавиша закрывает его.
help-section-global = Везде
help-section-too-small = Слишком маленький терминал
help-section-home = Меню
help-section-setup = Выбор тренировки, экзамена или упражнения «Быстрые против блица»
help-section-seed = Строка варианта экзамена
help-section-question = Вопрос до ответа
help-section-question-multi = Вопрос с несколькими верными ответами до ответа
help-section-answered = Вопрос после ответа
help-section-summary = Конец занятия
help-section-exam = Экзамен
help-section-exam-multi = Вопрос экзамена с несколькими верными ответами
help-section-results = Итоги экзамена
help-section-history = Прошлые экзамены
help-section-review = Повторение
help-section-stats = Статистика
help-section-settings = Настройки
help-section-present = Показ для аудитории
help-section-present-ruling = Показ для аудитории, когда решение не помещается на экране

key-open = открыть
key-entry = выбрать пункт
key-help = справка
key-quit = выход
key-choose = перейти к пункту
key-field = выбрать строку
key-value = изменить значение
key-start = начать
key-seed = ввести вариант
key-erase = стереть последнюю цифру
key-back = назад
key-select = выбрать
key-select-move = передвинуть выбор
key-answer = ответить
key-answer-ticked = ответить отмеченными
key-tick = отметить или снять отметку
key-tick-selected = отметить выбранный вариант или снять отметку
key-timeline = события по шагам
key-timeline-ends = к первому или последнему шагу
key-flip = повернуть доску
key-next = следующий или предыдущий вопрос
key-previous = предыдущий вопрос
key-continue = следующий вопрос
key-tab = следующая вкладка
key-tab-back = предыдущая вкладка
key-scroll = прокрутка на страницу
key-scroll-line = прокрутка на строку
key-proof = разыграть матовый вариант
key-pick = выбрать ответ
key-pick-selected = выбрать выделенный вариант
key-flag = отметить вопрос
key-submit = сдать
key-leave = выйти из экзамена
key-row = выбрать строку
key-review = разобрать

home-present = Показ для аудитории
    .hint = Для проектора: по одному сценарию с крупной доской и часами. Одна клавиша показывает варианты ответа, другая — решение. Никто не отвечает, ничего не записывается.
home-stats = Статистика
    .hint = Доля верных ответов в целом, по темам, по статьям (сначала самые слабые), по видам партии и по редакциям; серии верных ответов и дни занятий подряд.
home-review-due = { $name } · срок подошёл: { $count }
home-exam-unfinished = { $name } (не сдан)

resume-title = Несданный экзамен
resume-text = Экзамен, начатый { $date }, не был сдан: отвечено { $answered } из { $total }, осталось { $time }, вариант { $seed }.
resume-resume = продолжить с того же места
resume-hand-in = сдать как есть
resume-discard = удалить его
resume-later = решить позже (пункт «Экзамен» спросит снова)
resume-time-up = Время экзамена вышло, пока программа была закрыта: продолжение сдаст его как есть.
resume-gone = Вопросов несданного экзамена больше нет в библиотеке, поэтому он удалён.
exam-moved-aside = Сохранённый экзамен не удалось прочитать; файл сохранён как { $path }.
exam-newer = Сохранённый экзамен записан более новой версией программы (формат { $format }); он оставлен как есть.

review-due = Пора повторить ({ $count })
review-cram-missed = Все ошибки подряд ({ $count })
review-cram-all = Все отвеченные вопросы подряд ({ $count })
review-due-now =
    { $count ->
        [one] Сейчас пора повторить { $count } вопрос.
        [few] Сейчас пора повторить { $count } вопроса.
        [many] Сейчас пора повторить { $count } вопросов.
       *[other] Сейчас пора повторить { $count } вопроса.
    }
review-nothing-answered = Повторять пока нечего: сначала ответьте на вопросы в тренировке или на экзамене.
review-nothing-due = Сейчас повторять нечего.
review-next-minutes =
    { $count ->
        [one] Сейчас повторять нечего. Следующий вопрос — через { $count } минуту.
        [few] Сейчас повторять нечего. Следующий вопрос — через { $count } минуты.
        [many] Сейчас повторять нечего. Следующий вопрос — через { $count } минут.
       *[other] Сейчас повторять нечего. Следующий вопрос — через { $count } минуты.
    }
review-next-date = Сейчас повторять нечего. Следующий вопрос — { $date }.
review-nothing-due-now = Сейчас повторять нечего: повторите всё подряд или вернитесь, когда подойдёт срок.
review-cram-note = Повторение подряд не смотрит на сроки и задаёт все вопросы своего списка; ответы всё равно учитываются в расписании.
review-more = … и ещё { $count }

stats-by-topic-weakest = По темам, сначала самые слабые
setup-right = Верные в прошлый раз
setup-right-skip = Пропускать
setup-right-include = Спрашивать снова
setup-right-left-out =
    { $count ->
        [one] { $count } вопрос, на который в прошлый раз ответили верно, пропущен; в занятии вопросов: { $left }.
        [few] { $count } вопроса, на которые в прошлый раз ответили верно, пропущены; в занятии вопросов: { $left }.
        [many] { $count } вопросов, на которые в прошлый раз ответили верно, пропущены; в занятии вопросов: { $left }.
       *[other] { $count } вопроса, на которые в прошлый раз ответили верно, пропущены; в занятии вопросов: { $left }.
    }
setup-resumes = Занятие продолжится после вопроса, решённого последним.
setup-history = Прошлые экзамены ({ $count })
setup-exam-unfinished = Есть несданный экзамен: пункт «Экзамен» в меню продолжит его.
setup-drill-summary =
    { $count ->
        [one] { $count } случай в быстрых шахматах и в блице решается по-разному: вопросов — { $questions }, каждый случай сначала как задан, затем при другом виде партии.
        [few] { $count } случая в быстрых шахматах и в блице решаются по-разному: вопросов — { $questions }, каждый случай сначала как задан, затем при другом виде партии.
        [many] { $count } случаев в быстрых шахматах и в блице решаются по-разному: вопросов — { $questions }, каждый случай сначала как задан, затем при другом виде партии.
       *[other] { $count } случая в быстрых шахматах и в блице решаются по-разному: вопросов — { $questions }, каждый случай сначала как задан, затем при другом виде партии.
    }

setup-shuffled = Вопросы перемешаны в порядке варианта { $seed }.
settings-study = Экзамен и тренировка
settings-exam-questions = Вопросов в экзамене
settings-exam-minutes = Время экзамена
settings-pass-mark = Проходной балл
settings-practice-order = Порядок в тренировке
order-in-order = По порядку
order-shuffled = Вперемешку, по номеру варианта
history-title = Прошлые экзамены
history-none = Ни один экзамен ещё не сдан.
history-col-date = Дата
history-col-seed = Вариант
history-col-score = Баллы
history-col-result = Итог
history-col-time = Время
history-time-up = время вышло
history-moved-aside = Файл прошлых экзаменов не удалось прочитать; он сохранён как { $path }, начат новый.
history-newer = Файл прошлых экзаменов записан более новой версией программы (формат { $format }); он оставлен как есть.
history-unreadable = Не удаётся прочитать файл прошлых экзаменов { $path }: { $reason }

present-title = Сценарий { $index } из { $total } · { $edition }
present-show-options = показать варианты ответа
present-show-ruling = показать решение
present-next = следующий сценарий
present-end = в меню (это был последний сценарий)

key-ends = в начало или в конец
key-reveal = показать следующий шаг
key-conceal = скрыть последний шаг
key-scenario = следующий или предыдущий сценарий

keyname-enter = Ввод
keyname-esc = Esc
keyname-space = Пробел
keyname-tab = Tab
keyname-backtab = Shift-Tab
keyname-pgup = PgUp
keyname-pgdn = PgDn
keyname-home = Home
keyname-end = End
keyname-backspace = Backspace

topic-illegal-move = Невозможные ходы
topic-touch-move = «Тронул — ходи»
topic-flag-fall = Падение флажка
topic-can-mate = Возможен ли ещё мат
topic-draw-claim = Требования ничьей
topic-draw-offer = Предложения ничьей
topic-clock = Шахматные часы
topic-time-control = Контроль времени
topic-default-time = Допустимое опоздание
topic-recording = Запись ходов
topic-devices = Электронные устройства
topic-conduct = Поведение игроков
topic-quickplay = Быстрое окончание партии
topic-irregularity = Нарушения порядка игры
topic-illegal-position = Невозможные позиции
topic-resignation = Сдача партии
topic-chess960 = Шахматы-960
topic-dead-position = Мёртвые позиции
topic-rapid = Быстрые шахматы
topic-blitz = Блиц
topic-standard = Классические шахматы
topic-editions = Редакции Правил

# The side to move is checkmated: said in place of whose move it is.
facts-checkmate = Мат

## Events: touches, castling procedures, pausing the clock
event-touch-accidental = { $side } случайно задевают фигуру на { $square }.
event-adjust-said-after = { $side } дотрагиваются до фигуры на { $square } и только потом говорят «поправляю».
event-touch-same-time = { $side } дотрагиваются до фигуры на { $square } одновременно с предыдущей.
event-touch-order-unknown = { $side } дотрагиваются до фигуры на { $square }; раньше или позже предыдущей — установить нельзя.
event-flag-same-moment = { $side }: в тот же момент падает флажок.
event-castle-rook-first = { $side } рокируются { $move }, начиная с ладьи.
event-castle-king-only = { $side } рокируются { $move }, передвинув только короля.
event-castle-rook-only = { $side } рокируются { $move }, передвинув только ладью.
event-castle-rook-misplaced = { $side } делают рокировку { $move }, ставя ладью не на то поле.
event-pause-clock = { $side } останавливают часы и зовут арбитра.
event-pause-clock-no-reason = { $side } останавливают часы без уважительной причины.
event-pause-clock-medical = { $side } останавливают часы: игроку нужна медицинская помощь.
event-restart-clock = { $side } пускают остановленные часы, прежде чем арбитр разрешил продолжать партию.

# Shown in English on the title bar when the terminal (the Linux console) cannot draw the
# script of the language; $language is its English name.
console-script = Используйте --lang en или другой терминал: эта консоль не может показать { $language }.

event-seal = { $side } записывают ход { $move }.
event-seal-unreadable = { $side } записывают ход так, что его невозможно прочесть.
event-resume = Партия доигрывается, оба игрока на месте.
event-resume-absent = Партия доигрывается; { $side } нет у доски.
event-resume-both-absent = Партия должна доигрываться, но у доски нет ни одного игрока.
event-resume-envelope-missing = Партия должна доигрываться, но конверт с записанным ходом пропал.
event-resume-times-missing = Партия возобновляется; конверт на месте, но время, затраченное каждым игроком, на нём так и не было записано.
event-resumption-clocks = { $side } заявляют, что на часах неверно показано использованное время.
event-third-party-players-device = { $who } пользуется мобильным телефоном в месте проведения соревнования, или телефон там звонит.
event-third-party-players-disturbance = { $who } мешает игре (вспышка фотоаппарата, разговоры или анализ вслух рядом с доской).
event-third-party-arbiter-disturbance = { $who } мешает игре (вспышка фотоаппарата, разговоры или анализ вслух рядом с доской).
event-third-party-players-signals = { $who } подаёт знаки одному из игроков.
event-third-party-arbiter-signals = { $who } подаёт знаки одному из игроков.
event-external-disturbance = Партии мешают извне (шум, сигнализация, отключение света).
event-scoresheet-non-algebraic = { $side } записывают ходы не алгебраической нотацией.
event-scoresheet-national-letters = { $side } записывают ходы, обозначая фигуры буквами своего языка.
event-scoresheet-hidden = { $side } прячут бланк от арбитра.
event-scoresheet-refuses-to-sign = { $side } отказываются подписать бланки.
event-scoresheet-illegible = { $side } ведут неразборчивый бланк.
event-scoresheet-other-paper = { $side } записывают ходы в собственный блокнот, а не на бланк.
event-scoresheet-kept = { $side } после партии уносят бланк с собой, вместо того чтобы сдать его.
event-scoresheet-not-updated-after-flag = { $side } делают ход после падения флажка, не дописав сначала бланк.
event-players-correct = Игроки договариваются между собой исправить невозможный ход.
event-third-party-arbiter-device = { $who } пользуется мобильным телефоном в месте проведения соревнования, или телефон там звонит.

## Events added in stop 25.
event-alleged = { $event } (Один игрок это утверждает, другой отрицает, и никто больше не может подтвердить.)
event-sign-result-one = { $side } подписывают (или сообщают арбитру) результат { $result }.
event-appeal = { $side } обжалуют решение арбитра.
event-arbiter-ruling = Арбитр выносит решение: { $result }.
event-arbiter-ruling-continues = Арбитр решает, что партия продолжается.
event-assistant-moves = Фигуры за игрока ({ $side }) передвигает помощник.
event-assistant-clock = На часы за игрока ({ $side }) нажимает помощник.
event-third-party-players-draw-offer = { $who } предлагает сопернику ничью от имени игрока.
event-third-party-arbiter-draw-offer = { $who } предлагает сопернику ничью от имени игрока.
event-third-party-players-access = { $who } входит в игровую зону.
event-third-party-arbiter-access = { $who } входит в игровую зону.
event-third-party-players-displaced-pieces = { $who } опрокидывает фигуры на доске.
event-third-party-arbiter-displaced-pieces = { $who } опрокидывает фигуры на доске.
event-scoresheet-scoring-assistant = { $side } не могут вести запись; ходы за них записывает помощник, одобренный арбитром.
event-scoresheet-clock-times = { $side } записывают показания часов рядом с ходами на бланке.
event-scoresheet-borrows-opponents = { $side } берут бланк соперника, чтобы дописать свой.
