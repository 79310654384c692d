### Терминалният интерфейс: екрани, менюта, панели, диалози и клавишите на всеки екран.

too-small = Терминалът е { $width }×{ $height }. За работа е нужен поне { $min_width }×{ $min_height }.
too-small-quit = Натиснете { $key }, за да излезете.

home-menu = Меню
home-practice = Упражнение
    .hint = Въпроси един по един; след всеки отговор — решението на съдията, членовете и обяснението. Изберете сборник, тема, член, вид партия и издание.
home-exam = Изпит
    .hint = Билет с ограничено време, съставен по число-ключ: с един и същ ключ всички участници получават едни и същи въпроси. Резултатът — едва след предаването.
home-review = Преговор
    .hint = Какво е време да преговорите сега, а също преговор наведнъж на всички грешки или на всички въпроси, на които сте отговаряли, независимо от сроковете.
home-drill = Ускорен шах срещу блиц
    .hint = Случаи, които в ускорения шах и в блица се решават различно: отговорете както е зададено, после — същият случай при другия вид партия.
home-settings = Настройки
    .hint = Език, издание на Правилата, фигури, цветове и положение на дъската; продължителност на изпита и праг; ред на въпросите в упражнението.
home-help = Помощ
    .hint = Клавишите на всеки екран. Натиснете ? навсякъде.
home-quit = Изход
    .hint = Затваряне на програмата.
home-library = Библиотека
home-loading = Зареждане на сборниците…
home-library-count = Сборници: { $packs } · сценарии: { $scenarios }
# $id: идентификаторът на сборника, зададен с --pack.
home-pack-unknown = Няма сборник с идентификатор „{ $id }“.
home-problems =
    { $count ->
        [one] { $count } файл не можа да се зареди
       *[other] { $count } файла не можаха да се заредят
    }
review-empty = Още няма какво да се преглежда: тук идва всеки въпрос, на който отговорите грешно.
edition-own = Изданието на всеки сценарий

setup-pack = Сборник
setup-topic = Тема
setup-article = Член
setup-game-type = Вид партия
setup-questions = Въпроси
setup-minutes = Време
setup-seed = Ключ
setup-start = Начало
setup-all = Всички
setup-matching =
    { $count ->
        [one] Подхожда { $count } сценарий.
       *[other] Подхождат { $count } сценария.
    }
setup-exam-summary =
    { $count ->
        [one] Билетът ще има { $count } въпрос от { $available }. Един и същ ключ винаги дава един и същ билет.
       *[other] Билетът ще има { $count } въпроса от { $available }. Един и същ ключ винаги дава един и същ билет.
    }

settings-edition = Издание
settings-pieces = Фигури
settings-colours = Цветове на дъската
settings-orientation = Положение на дъската
settings-pieces-forced = { $chosen } (тук: { $drawn })
settings-note = Настройките действат веднага. Където полето е достатъчно голямо, фигурите се рисуват с блокове; в конзолата на Linux и с --ascii малките полета показват букви.
pieces-outline = Контурни символи
pieces-letters = Букви
colours-wood = Дърво
colours-slate = Графит
colours-green = Зелено
colours-grey = Сиво
orientation-white = Белите долу
orientation-black = Черните долу
orientation-to-move = Долу страната, която е на ход

mode-review = Преговор
session-progress = { $index }/{ $total } · верни { $right }/{ $answered }
session-place = Въпрос { $index }/{ $total }
session-done = Упражнението приключи
session-score = Верни отговори: { $right } от { $answered }.
session-back = Натиснете { $key }, за да се върнете.
facts-move = Ход { $number }
question-multi = Отбележете всички верни отговори и натиснете Enter.
drill-recast = Същият случай като в предишния въпрос, но сега видът партия е { $type } ({ $control }). Кой отговор е верен сега?
timeline-start = Начална позиция
timeline-ruling = След решението
timeline-step = Стъпка { $step } от { $steps }
events-heading = Какво се случи:

event-move = { $side } играят { $move } и натискат часовника.
event-move-unpressed = { $side } играят { $move }, но не натискат часовника.
event-press-clock = { $side } натискат часовника, без да са направили ход.
event-press-opponents-button = { $side } натискат бутона на часовника на противника.
event-touch = { $side } докосват фигурата на { $square }.
event-adjust = { $side } казват „оправям“ и оправят фигурата на { $square }.
event-claim-touch-move = { $side } рекламират нарушение на правилото за докосната фигура.
event-displace = { $side } събарят фигури.
event-set-position = Фигурите са наредени на дъската на ръка, а не с ход: { $position }.
event-flag = Флагчето на { $side } пада.
event-both-flags = И двете флагчета са паднали.
event-both-flags-claimed = { $side } рекламират падането на флагчето на противника и се оказва, че и двете флагчета са паднали.
event-claim-threefold = { $side } рекламират реми поради трикратно повторение на позицията.
event-claim-fifty-moves = { $side } рекламират реми по правилото за 50 хода.
event-claim-quickplay = { $side } рекламират реми по правилата за финал с бърза игра.
event-offer = { $side } предлагат реми.
event-offer-accepted = { $side } приемат предложението за реми.
event-offer-declined = { $side } отклоняват предложението за реми.
event-offer-withdrawn = { $side } се опитват да оттеглят предложението за реми.
event-resign = { $side } се предават.
event-gesture-resignation = { $side } правят мълчалив жест; съдията установява, че е предаване.
event-gesture-draw-offer = { $side } правят мълчалив жест; съдията установява, че е предложение за реми.
event-gesture-nothing = { $side } правят мълчалив жест; съдията установява, че не означава нищо.
event-device = У { $side } е открито или е звъннало електронно устройство.
event-arrive =
    { $count ->
        [one] { $side } закъсняват с { $count } минута.
       *[other] { $side } закъсняват с { $count } минути.
    }
event-discover = Открита е нередност.
event-claim-increment = { $side } искат добавка на време.
event-stop-recording = { $side } спират да записват ходовете.
event-promotion-swap = { $side } искат да заменят произведената фигура с друга.
event-scoresheet-request = { $side } искат да видят бланката на съдията.
event-claim-illegal-move = { $side } рекламират, че последният ход е неправомерен.
event-claim-flag = { $side } рекламират, че флагчето на противника е паднало.
event-claim-device = { $side } се оплакват, че противникът има електронно устройство.
event-claim-wrong-setup = { $side } рекламират, че фигурите са били подредени неправилно.
event-claim-wrong-orientation = { $side } рекламират, че дъската е поставена неправилно.
event-claim-clock-placement = { $side } се оплакват, че противникът е преместил часовника от мястото, където го е поставил съдията.
event-claim-reversed-colours = { $side } рекламират, че партията е започнала с разменени цветове.
event-claim-wrong-clock-setting = { $side } рекламират, че часовникът е настроен неправилно.
event-claim-wrong-clock-times = { $side } рекламират, че времената на часовника са нагласени грешно.
event-claim-displaced-pieces = { $side } рекламират, че фигури стоят на грешни полета.
event-claim-recording = { $side } се оплакват на съдията от бланката на противника.
event-claim-clock-handling = { $side } се оплакват от начина, по който противникът борави с часовника.
event-claim-adjust = { $side } се оплакват, че противникът е оправял фигури.
event-claim-disturbance = { $side } се оплакват, че противникът ги безпокои.
event-clock-reading = Часовниците показват: белите { $white }, черните { $black }.
event-leave-playing-area = { $side } напускат игралната зона.
event-leave-venue = { $side } напускат мястото на провеждане на състезанието.
event-assistance-notes = { $side } използват записки.
event-assistance-information = { $side } използват източник на информация.
event-assistance-advice = { $side } получават съвет отстрани.
event-assistance-captain-draw-advice = { $side } получават съвет от капитана на отбора за предложение за реми.
event-assistance-other-board = { $side } анализират партията на друга дъска.
event-refuse-inspection = { $side } отказват съдията да ги провери.
event-refuse-reconstruction = { $side } отказват да помогнат на съдията да възстанови партията.
event-disrepute = { $side } уронват престижа на шахмата (предварително уговорен резултат, игра в нетрезво състояние, обиди).
event-smoke-tobacco = { $side } пушат.
event-smoke-e-cigarette = { $side } пушат електронна цигара.
event-disturb-noise = { $side } вдигат шум до дъската.
event-disturb-talking = { $side } говорят на противника.
event-disturb-behaviour = { $side } разсейват противника.
event-disturb-draw-offers = { $side } предлагат реми отново и отново.
event-claim-assistance = { $side } се оплакват на съдията, че противникът получава помощ отстрани.
event-claim-leaving = { $side } се оплакват на съдията, че противникът е излязъл без разрешение.
event-claim-smoking = { $side } се оплакват на съдията, че противникът пуши.
event-persistent-refusal = { $side } упорито отказват да спазват Правилата.
event-third-party-players-flag = { $who } посочва на дъската паднало флагче.
event-third-party-players-illegal-move = { $who } посочва на дъската неправомерен ход.
event-third-party-players-other = { $who } посочва на дъската нередност.
event-third-party-arbiter-flag = { $who } съобщава за паднало флагче само на съдията.
event-third-party-arbiter-illegal-move = { $who } съобщава за неправомерен ход само на съдията.
event-third-party-arbiter-other = { $who } съобщава за нередност само на съдията.
event-arbiter-remark-move-count = { $side }: съдията казва колко хода са направени.
event-arbiter-remark-opponent-moved = { $side }: съдията казва, че противникът е завършил хода си.
event-arbiter-remark-clock-not-pressed = { $side }: съдията казва, че часовникът не е натиснат.
event-arbiter-remark-flag = { $side }: съдията казва, че флагчето е паднало.
event-arbiter-remark-law-explanation = { $side }: съдията обяснява точка от Правилата, за която състезателят е попитал.
event-arbiter-remark-possible-claim = { $side }: съдията казва, че сега може да се предяви рекламация.
event-arbiter-remark-position = { $side }: съдията казва нещо за позицията на дъската.
event-scoresheet-move-in-advance = { $side } записват ход в бланката, преди да са го направили.
event-scoresheet-move-before-recording = { $side } правят ход, без да са записали предишния.
event-scoresheet-reply-before-recording = { $side } отговарят на хода на противника, преди да го запишат, и после записват двата хода.
event-scoresheet-asks-for-scoresheet = { $side } искат от съдията бланка, за да записват ходовете.
event-scoresheet-offer-not-marked = { $side } не отбелязват предложението за реми в бланката.
event-scoresheet-mark-without-offer = { $side } пишат знака (=) в бланката, без да предлагат реми.
event-scoresheet-notes-on-scoresheet = { $side } пишат бележки в бланката.
event-scoresheet-electronic-defect = { $side }: електронната бланка спира да работи нормално.
event-sign-result = Двамата състезатели подписват бланките с резултат { $result }.

clock-increment = +{ $seconds } с
clock-delay = забавяне { $seconds } с
clock-flag-fallen = флагче

verdict-right = Вярно.
verdict-wrong = Грешно.
verdict-unanswered = Без отговор.
verdict-answer = Верен отговор: { $answer }
tab-ruling = Решение
tab-explanation = Обяснение
tab-contrast = Сравнение
tab-proof = Доказателство
panel-more = още
ruling-failed = Програмата не можа да реши този сценарий: { $reason }
explanation-none = Авторът не е написал обяснение.
discussion-tag = Спорен въпрос: Правилата не го решават еднозначно, затова никога не влиза в изпит.
discussion-readings = Правилата не решават този въпрос еднозначно. Допустимите тълкувания:
proof-question = Могат ли { $side } още да дадат мат?
proof-unknown = Не е решено
proof-walk = С ] и [ вариантът се играе на дъската: ход { $ply } от { $plies }.
contrast-as-set = Както е зададено
contrast-uniform = Решението е едно и също при всеки вид партия и във всяко издание.
contrast-differs = Решението се променя: таблицата показва верния отговор за всеки вид партия и всяко издание.
contrast-legend = ▸ бележи случая, на който отговорихте; – значи, че там няма верен отговор.

exam-title = Въпрос { $index }/{ $total } · ключ { $seed } · { $time }
exam-sheet = Лист за отговори
exam-answered = отговорени { $count }/{ $total }
exam-legend-answered = с отговор
exam-legend-flagged = отбелязан
exam-submit-title = Предаване на изпита
exam-submit-all = Всички въпроси имат отговор. Да се предаде ли билетът?
exam-submit-none = Още няма отговор на нито един въпрос. Да се предаде ли празен билет?
# $list: номерата на въпросите, отбелязани за повторен преглед.
exam-submit-flagged = Отбелязани за повторен преглед: { $list }.
exam-submit-missing =
    { $count ->
        [one] { $count } въпрос е без отговор: { $list }. Да се предаде ли все пак?
       *[other] { $count } въпроса са без отговор: { $list }. Да се предаде ли все пак?
    }
exam-leave-title = Напускане на изпита
exam-leave = Изпитът се пази в този вид: точката „Изпит“ от менюто го продължава. Докато ви няма, времето тече (остават { $time }).
dialog-leave-keep = напускане, като изпитът се пази за по-късно
dialog-hand-in = предаване на билета сега
dialog-back-to-exam = връщане към изпита
exam-results = Резултати от изпита
exam-time-up = Времето изтече и билетът беше предаден.
exam-passed = ИЗДЪРЖАН
exam-failed = НЕИЗДЪРЖАН
exam-percent = { $percent }% (праг { $mark }%)
exam-facts = Ключ { $seed } · { $edition } · използвано време { $time }
exam-weakest = Най-слаби теми
exam-col-given = Вие
exam-col-right = Вярно
exam-col-question = Въпрос

help-title = Клавиши
help-global = Навсякъде: ? показва тази помощ, Ctrl-C излиза. С мишката се избират отговори, раздели и точки от менюто; второ щракване върху отговор го дава. При кирилска или арменска подредба на клавиатурата буквените клавиши работят там, където са латинските им букви.
help-close = ↑↓ превърта списъка; всеки друг клавиш го затваря.
help-section-global = Навсякъде
help-section-too-small = Твърде малък терминал
help-section-home = Менюто
help-section-setup = Избор на упражнение, изпит или „Ускорен шах срещу блиц“
help-section-seed = Редът с ключа на изпита
help-section-question = Въпрос преди отговора
help-section-question-multi = Въпрос с няколко верни отговора преди отговора
help-section-answered = Въпрос след отговора
help-section-summary = Краят на упражнението
help-section-exam = Изпитът
help-section-exam-multi = Изпитен въпрос с няколко верни отговора
help-section-results = Резултати от изпит
help-section-history = Минали изпити
help-section-review = Преговор
help-section-stats = Статистика
help-section-settings = Настройки
help-section-present = Показване пред зала
help-section-present-ruling = Показване пред зала, когато решението не се побира на екрана

key-open = отваряне
key-entry = избор на точка
key-help = помощ
key-quit = изход
key-choose = преминаване към точка
key-field = избор на ред
key-value = смяна на стойността
key-start = начало
key-seed = въвеждане на ключа
key-erase = изтриване на последната цифра
key-back = назад
key-select = избор
key-select-move = преместване на избора
key-answer = отговор
key-answer-ticked = отговор с отбелязаните
key-tick = отбелязване или премахване на отметката
key-tick-selected = отбелязване на избрания отговор или премахване на отметката
key-timeline = събитията стъпка по стъпка
key-timeline-ends = към първата или последната стъпка
key-flip = обръщане на дъската
key-next = следващ или предишен въпрос
key-previous = предишен въпрос
key-continue = следващ въпрос
key-tab = следващият раздел
key-tab-back = предишният раздел
key-scroll = превъртане със страница
key-scroll-line = превъртане с ред
key-proof = изиграване на матовия вариант
key-pick = избор на отговор
key-pick-selected = избор на маркирания отговор
key-flag = отбелязване на въпроса
key-submit = предаване
key-leave = напускане на изпита
key-row = избор на ред
key-review = разбор

home-present = Показване пред зала
    .hint = За проектор: по един сценарий с голяма дъска и часовници. Един клавиш показва възможните отговори, друг — решението. Никой не отговаря и нищо не се записва.
home-stats = Статистика
    .hint = Дял на верните отговори общо, по теми, по членове (първо най-слабите), по вид партия и по издание; поредици от верни отговори и поредни дни с упражнения.
home-review-due = { $name } · дошли на ред: { $count }
home-exam-unfinished = { $name } (недовършен)

resume-title = Недовършен изпит
resume-text = Изпит, започнат на { $date }, не е предаден: отговорени { $answered } от { $total }, остават { $time }, ключ { $seed }.
resume-resume = продължаване оттам, докъдето сте стигнали
resume-hand-in = предаване в този вид
resume-discard = изтриване
resume-later = решение по-късно (точката „Изпит“ ще попита отново)
resume-time-up = Времето на изпита изтече, докато програмата беше затворена: продължаването го предава в този вид.
resume-gone = Въпросите на недовършения изпит вече не са в библиотеката, затова той е изтрит.
exam-moved-aside = Запазеният изпит не можа да бъде прочетен; файлът е запазен като { $path }.
exam-newer = Запазеният изпит е записан от по-нова версия на програмата (формат { $format }); оставен е непроменен.

review-due = За преговор сега ({ $count })
review-cram-missed = Всички грешки наведнъж ({ $count })
review-cram-all = Всички отговорени въпроси наведнъж ({ $count })
review-due-now =
    { $count ->
        [one] Сега { $count } въпрос е за преговор.
       *[other] Сега { $count } въпроса са за преговор.
    }
review-nothing-answered = Още няма какво да се преговаря: първо отговорете на въпроси в упражнение или на изпит.
review-nothing-due = Сега няма нищо за преговор.
review-next-minutes =
    { $count ->
        [one] Сега няма нищо за преговор. Следващият въпрос идва след { $count } минута.
       *[other] Сега няма нищо за преговор. Следващият въпрос идва след { $count } минути.
    }
review-next-date = Сега няма нищо за преговор. Следващият въпрос идва на { $date }.
review-nothing-due-now = Сега няма нищо за преговор: преговорете всичко наведнъж или се върнете, когато дойде срокът.
review-cram-note = Преговорът наведнъж не гледа сроковете и задава всички въпроси от списъка си; отговорите все пак обновяват графика.
review-more = … и още { $count }

stats-by-topic-weakest = По теми, първо най-слабите
setup-right = Верни миналия път
setup-right-skip = Пропускане
setup-right-include = Отново
setup-right-left-out =
    { $count ->
        [one] { $count } въпрос с верен отговор миналия път се пропуска; в упражнението остават { $left }.
       *[other] { $count } въпроса с верен отговор миналия път се пропускат; в упражнението остават { $left }.
    }
setup-resumes = Упражнението продължава след въпроса, решен последен.
setup-history = Минали изпити ({ $count })
setup-exam-unfinished = Има недовършен изпит: точката „Изпит“ от менюто го продължава.
setup-drill-summary =
    { $count ->
        [one] { $count } случай се решава различно в ускорения шах и в блица: { $questions } въпроса, всеки случай първо както е зададен, после при другия вид партия.
       *[other] { $count } случая се решават различно в ускорения шах и в блица: { $questions } въпроса, всеки случай първо както е зададен, после при другия вид партия.
    }

setup-shuffled = Въпросите са разбъркани с ключ { $seed }.
settings-study = Изпит и упражнение
settings-exam-questions = Въпроси на изпита
settings-exam-minutes = Време за изпита
settings-pass-mark = Праг за издържане
settings-practice-order = Ред в упражнението
order-in-order = Поред
order-shuffled = Разбъркани по ключа
history-title = Минали изпити
history-none = Още няма предаден изпит.
history-col-date = Дата
history-col-seed = Ключ
history-col-score = Точки
history-col-result = Резултат
history-col-time = Време
history-time-up = времето изтече
history-moved-aside = Файлът с миналите изпити не можа да се прочете; запазен е като { $path } и е започнат нов.
history-newer = Файлът с миналите изпити е записан от по-нова версия на програмата (формат { $format }); оставен е какъвто е.
history-unreadable = Файлът с миналите изпити { $path } не може да се прочете: { $reason }

present-title = Сценарий { $index } от { $total } · { $edition }
present-show-options = показване на отговорите
present-show-ruling = показване на решението
present-next = следващ сценарий
present-end = към менюто (това беше последният сценарий)

key-ends = към началото или края
key-reveal = следващата стъпка
key-conceal = скриване на последната стъпка
key-scenario = следващ или предишен сценарий

keyname-enter = Enter
keyname-esc = Esc
keyname-space = Интервал
keyname-tab = Tab
keyname-backtab = Shift-Tab
keyname-pgup = PgUp
keyname-pgdn = PgDn
keyname-home = Home
keyname-end = End
keyname-backspace = Backspace

topic-illegal-move = Неправомерни ходове
topic-touch-move = Докосната фигура
topic-flag-fall = Падане на флагчето
topic-can-mate = Може ли още да се даде мат
topic-draw-claim = Рекламация за реми
topic-draw-offer = Предложение за реми
topic-clock = Шахматният часовник
topic-time-control = Контрола на времето
topic-default-time = Допустимо закъснение
topic-recording = Записване на ходовете
topic-devices = Електронни устройства
topic-conduct = Поведение на състезателите
topic-quickplay = Финал с бърза игра
topic-irregularity = Нередности
topic-illegal-position = Неправомерни позиции
topic-resignation = Предаване
topic-chess960 = Шах 960
topic-dead-position = Мъртва позиция
topic-rapid = Ускорен шах
topic-blitz = Блиц
topic-standard = Класически шах
topic-editions = Издания на Правилата

# The side to move is checkmated: said in place of whose move it is.
facts-checkmate = Мат

## Events: touches, castling procedures, pausing the clock
event-touch-accidental = { $side } случайно закачат фигурата на { $square }.
event-adjust-said-after = { $side } докосват фигурата на { $square } и едва после казват „оправям“.
event-touch-same-time = { $side } докосват фигурата на { $square } едновременно с предишната.
event-touch-order-unknown = { $side } докосват фигурата на { $square }; дали преди или след предишната, не може да се каже.
event-flag-same-moment = В същия момент пада флагчето на { $side }.
event-castle-rook-first = { $side } правят рокада { $move }, като местят първо топа.
event-castle-king-only = { $side } правят рокада { $move }, като местят само царя.
event-castle-rook-only = { $side } правят рокада { $move }, като местят само топа.
event-castle-rook-misplaced = { $side } правят рокада { $move }, като поставят топа на грешно поле.
event-pause-clock = { $side } спират часовника и викат съдията.
event-pause-clock-no-reason = { $side } спират часовника без основателна причина.
event-pause-clock-medical = { $side } спират часовника: състезател се нуждае от медицинска помощ.
event-restart-clock = { $side } пускат спрения часовник, преди съдията да е казал, че партията продължава.

# Shown in English on the title bar when the terminal (the Linux console) cannot draw the
# script of the language; $language is its English name.
console-script = Използвайте --lang en или друг терминал: тази конзола не може да покаже { $language }.

event-seal = { $side } записват хода { $move }.
event-seal-unreadable = { $side } записват ход така, че не може да се прочете.
event-resume = Партията се подновява и двамата състезатели са на място.
event-resume-absent = Партията се подновява; { $side } не са на дъската.
event-resume-both-absent = Партията трябва да се поднови, но никой от двамата състезатели не е на дъската.
event-resume-envelope-missing = Партията трябва да се поднови, но пликът със записания ход липсва.
event-resume-times-missing = Партията се подновява; пликът е налице, но времето, изразходвано от всеки състезател, не е било записано върху него.
event-resumption-clocks = { $side } заявяват, че часовникът показва грешно използваното време.
event-third-party-players-device = { $who } използва мобилен телефон на мястото на провеждане или телефонът му звъни там.
event-third-party-players-disturbance = { $who } смущава играта (светкавица, разговори или анализ на глас до дъската).
event-third-party-arbiter-disturbance = { $who } смущава играта (светкавица, разговори или анализ на глас до дъската).
event-third-party-players-signals = { $who } дава знаци на един от състезателите.
event-third-party-arbiter-signals = { $who } дава знаци на един от състезателите.
event-external-disturbance = Партията е смутена отвън (шум, аларма, спиране на осветлението).
event-scoresheet-non-algebraic = { $side } записват ходовете в нотация, различна от алгебричната.
event-scoresheet-national-letters = { $side } записват ходовете с буквите за фигурите на своя език.
event-scoresheet-hidden = { $side } крият бланката от погледа на съдията.
event-scoresheet-refuses-to-sign = { $side } отказват да подпишат бланките.
event-scoresheet-illegible = { $side } водят нечетлива бланка.
event-scoresheet-other-paper = { $side } записват ходовете в собствен бележник, а не на бланката.
event-scoresheet-kept = { $side } отнасят бланката си след партията, вместо да я предадат.
event-scoresheet-not-updated-after-flag = { $side } местят фигура след падането на флагче, без първо да попълнят бланката.
event-players-correct = Състезателите се договарят помежду си да поправят неправомерния ход.
event-third-party-arbiter-device = { $who } използва мобилен телефон на мястото на провеждане или телефонът му звъни там.

## Events added in stop 25.
event-alleged = { $event } (Единият състезател го твърди, другият го отрича и никой друг не може да го потвърди.)
event-sign-result-one = { $side } подписват (или съобщават на съдията) резултата { $result }.
event-appeal = { $side } обжалват решението на съдията.
event-arbiter-ruling = Съдията решава: { $result }.
event-arbiter-ruling-continues = Съдията решава, че играта продължава.
event-assistant-moves = Помощник мести фигурите вместо { $side }.
event-assistant-clock = Помощник натиска часовника вместо { $side }.
event-third-party-players-draw-offer = { $who } предлага на противника реми от името на състезател.
event-third-party-arbiter-draw-offer = { $who } предлага на противника реми от името на състезател.
event-third-party-players-access = { $who } влиза в игралната зона.
event-third-party-arbiter-access = { $who } влиза в игралната зона.
event-third-party-players-displaced-pieces = { $who } събаря фигури на дъската.
event-third-party-arbiter-displaced-pieces = { $who } събаря фигури на дъската.
event-scoresheet-scoring-assistant = { $side } не могат да водят запис; ходовете им записва помощник, одобрен от съдията.
event-scoresheet-clock-times = { $side } записват времето на часовниците до ходовете в бланката.
event-scoresheet-borrows-opponents = { $side } вземат бланката на противника, за да попълнят своята.
