### Терминалын интерфейс: дэлгэц, цэс, самбар, харилцах цонх, дэлгэц бүрийн товчлуурууд.

too-small = Терминалын хэмжээ { $width }×{ $height } байна. Ажиллахад хамгийн багадаа { $min_width }×{ $min_height } хэрэгтэй.

home-menu = Цэс
home-practice = Дасгал
    .hint = Асуултууд нэг нэгээр; хариулт бүрийн дараа шүүгчийн шийдвэр, зүйл заалт, тайлбар гарна. Багц, сэдэв, зүйл, тоглолтын төрөл, дүрмийн хэвлэлийг сонгоно уу.
home-exam = Шалгалт
    .hint = Түлхүүр тоогоор бүрдүүлсэн, хугацаатай билет: ижил түлхүүр бүх оролцогчид ижил асуулт өгнө. Дүн зөвхөн хүлээлгэн өгсний дараа.
home-review = Давталт
    .hint = Одоо давтах хугацаа нь болсон асуултууд, мөн хугацаанаас үл хамааран бүх алдаа эсвэл хариулсан бүх асуултаа нэг дор давтах.
home-drill = Рапид ба блиц
    .hint = Рапид болон блицэд өөрөөр шийдэгддэг тохиолдлууд: эхлээд өгөгдсөнөөр нь, дараа нь нөгөө төрлийн тоглолтод.
home-settings = Тохиргоо
    .hint = Хэл, дүрмийн хэвлэл, дүрс, хөлгийн өнгө ба байрлал; шалгалтын хугацаа ба тэнцэх босго; дасгалын асуултын дараалал.
home-help = Тусламж
    .hint = Дэлгэц бүрийн товчлуурууд. Хаана ч ? дарна уу.
home-quit = Гарах
    .hint = Програмаас гарах.
home-library = Сан
home-loading = Багцуудыг ачаалж байна…
home-library-count = Багц: { $packs } · тохиолдол: { $scenarios }
# $id: --pack сонголтоор өгсөн багцын танигч.
home-pack-unknown = «{ $id }» танигчтай багц байхгүй.
home-problems = { $count } файлыг ачаалж чадсангүй
review-empty = Давтах зүйл одоохондоо алга: буруу хариулсан асуулт бүр энд орно.
edition-own = Тохиолдол бүрийн өөрийн хэвлэл

setup-pack = Багц
setup-topic = Сэдэв
setup-article = Зүйл
setup-game-type = Тоглолтын төрөл
setup-questions = Асуулт
setup-minutes = Хугацаа
setup-seed = Түлхүүр
setup-start = Эхлэх
setup-all = Бүгд
setup-matching = Тохирох тохиолдол: { $count }.
setup-exam-summary = Билетэд { $available } тохиолдлоос { $count } асуулт орно. Ижил түлхүүр үргэлж ижил билет өгнө.

settings-edition = Хэвлэл
settings-pieces = Дүрс
settings-colours = Хөлгийн өнгө
settings-orientation = Хөлгийн байрлал
settings-pieces-forced = { $chosen } (энд: { $drawn })
settings-note = Тохиргоо шууд хэрэгжинэ. Нүд хангалттай том бол дүрсийг блокоор зурна; Linux консол дээр болон --ascii сонголттой үед жижиг нүдэнд үсгээр харуулна.
pieces-outline = Хүрээтэй тэмдэг
pieces-letters = Үсэг
colours-wood = Мод
colours-slate = Шифер
colours-green = Ногоон
colours-grey = Саарал
orientation-white = Цагаан доор
orientation-black = Хар доор
orientation-to-move = Нүүх ээлжтэй тал доор

mode-review = Давталт
session-progress = { $index }/{ $total } · зөв { $right }/{ $answered }
session-done = Дасгал дууслаа
session-score = Зөв хариулт: { $answered }-аас { $right }.
session-back = Буцахын тулд { $key } дарна уу.
facts-move = { $number }-р нүүдэл
question-multi = Бүх зөв хариултыг тэмдэглээд Enter дарна уу.
drill-recast = Ижил тохиолдол, гэхдээ тоглолтын төрөл: { $type } ({ $control }).
timeline-start = Эхний байрлал
timeline-ruling = Шийдвэрийн дараа
timeline-step = Алхам { $step }/{ $steps }

event-move = { $side } { $move } нүүгээд цагаа дарна.
event-move-unpressed = { $side } { $move } нүүсэн ч цагаа дараагүй.
event-press-clock = { $side } нүүдэл хийлгүй цагаа дарна.
event-touch = { $side } { $square } буудал дээрх дүрсэнд гар хүрнэ.
event-adjust = { $side } «засъя» гэж хэлээд { $square } буудал дээрх дүрсийг засна.
event-touch-move-claim = { $side } гар хүрсэн дүрсийн дүрэм зөрчигдсөн гэж мэдэгдэнэ.
event-displace = { $side } дүрсүүдийг унагана.
event-flag = { $side }: туг унав.
event-both-flags = Хоёр туг хоёулаа унасан.
event-claim-threefold = { $side } байрлал гурван удаа давтагдсан тул тэнцээ шаардана.
event-claim-fifty = { $side } 50 нүүдлийн дүрмээр тэнцээ шаардана.
event-claim-quickplay = { $side } өргийн төгсгөлийн шуурхай шатанд тэнцээ шаардана.
event-offer = { $side } тэнцээ санал болгоно.
event-resign = { $side } бууж өгнө.
event-device = { $side }: цахим хэрэгсэл илэрсэн эсвэл дуугарсан.
event-arrive = { $side } { $count } минут хоцорч ирнэ.
event-discover = Зөрчил илэрлээ.
event-increment-request = { $side } нэмэлт хугацаа хүснэ.
event-stop-recording = { $side } нүүдлээ бичихээ болино.
event-promotion-swap = { $side } хувиргалтаар авсан дүрсээ өөр дүрсээр солихыг хүснэ.
event-scoresheet-request = { $side } шүүгчийн бичилтийн хуудсыг үзэхийг хүснэ.
event-illegal-move-claim = { $side } сүүлийн нүүдэл дүрмийн бус байсан гэж мэдэгдэнэ.
event-clock-reading = Цаг: цагаан { $white }, хар { $black }.

clock-increment = +{ $seconds } с
clock-delay = саатал { $seconds } с
clock-flag-fallen = туг

verdict-right = Зөв.
verdict-wrong = Буруу.
verdict-unanswered = Хариулаагүй.
verdict-answer = Зөв хариулт: { $answer }
tab-ruling = Шийдвэр
tab-explanation = Тайлбар
tab-contrast = Харьцуулалт
tab-proof = Нотолгоо
panel-more = цааш
ruling-failed = Програм энэ тохиолдолд шийдвэр гаргаж чадсангүй: { $reason }
explanation-none = Зохиогч тайлбар бичээгүй.
discussion-tag = Маргаантай асуулт: Дүрэм үүнийг нэг мөр шийддэггүй тул шалгалтад хэзээ ч орохгүй.
discussion-readings = Дүрэм энэ асуудлыг нэг мөр шийддэггүй. Зөвшөөрөгдөх тайлбарууд:
proof-question = { $side } мадлах боломж байгаа юу?
proof-unknown = Шийдэгдээгүй
proof-walk = ] ба [ товчлуураар хувилбарыг хөлөг дээр тоглуулна: { $plies } нүүдлээс { $ply }.
contrast-as-set = Өгөгдсөнөөр
contrast-uniform = Шийдвэр тоглолтын бүх төрөл, бүх хэвлэлд адилхан.
contrast-differs = Шийдвэр өөрчлөгдөнө: хүснэгтэд тоглолтын төрөл, хэвлэл бүрийн зөв хариултыг харуулав.
contrast-legend = ▸ таны хариулсан тохиолдол; – тэнд зөв хариулт байхгүй.

exam-title = Асуулт { $index }/{ $total } · түлхүүр { $seed } · { $time }
exam-sheet = Хариултын хуудас
exam-answered = хариулсан { $count }/{ $total }
exam-legend-answered = хариулттай
exam-legend-flagged = тэмдэглэсэн
exam-submit-title = Шалгалт хүлээлгэн өгөх
exam-submit-all = Бүх асуултад хариулсан. Билетээ өгөх үү?
exam-submit-none = Одоогоор нэг ч асуултад хариулаагүй байна. Хоосон билет өгөх үү?
# $list: дахин харахаар тэмдэглэсэн асуултуудын дугаар.
exam-submit-flagged = Дахин харахаар тэмдэглэсэн: { $list }.
exam-submit-missing = { $count } асуултад хариулаагүй: { $list }. Тэгсэн ч өгөх үү?
exam-leave-title = Шалгалтаас гарах
exam-leave = Шалгалтаас гарах уу? Хариултыг дүгнэхгүй.
dialog-yes = тийм
dialog-no = үгүй
exam-results = Шалгалтын дүн
exam-time-up = Хугацаа дуусч, билетийг өгсөн.
exam-passed = ТЭНЦСЭН
exam-failed = ТЭНЦЭЭГҮЙ
exam-percent = { $percent }% (тэнцэх босго { $mark }%)
exam-facts = Түлхүүр { $seed } · { $edition } · зарцуулсан хугацаа { $time }
exam-weakest = Сул сэдвүүд:
exam-col-given = Та
exam-col-right = Зөв
exam-col-question = Асуулт

help-title = Товчлуурууд
help-global = Хаана ч: ? энэ тусламжийг харуулна, Ctrl-C гарна. Хулганаар хариулт, хавтас, цэсийн мөрийг сонгож болно.
help-close = Хаахын тулд дурын товч дарна уу.

key-open = нээх
key-entry = мөр сонгох
key-help = тусламж
key-quit = гарах
key-field = мөр сонгох
key-value = утга өөрчлөх
key-start = эхлэх
key-seed = түлхүүр оруулах
key-back = буцах
key-answer = хариулах
key-cursor = сонгож хариулах
key-tick = тэмдэглэх
key-timeline = үйл явдлыг алхам алхмаар
key-flip = хөлгийг эргүүлэх
key-next = дараагийн эсвэл өмнөх асуулт
key-continue = дараагийн асуулт
key-tab = шийдвэр, тайлбар, харьцуулалт, нотолгоо
key-scroll = гүйлгэх
key-proof = мадын хувилбарыг тоглуулах
key-pick = хариулт сонгох
key-flag = асуултыг тэмдэглэх
key-submit = хүлээлгэн өгөх
key-leave = шалгалтаас гарах
key-confirm = батлах
key-cancel = болих
key-row = асуулт сонгох
key-review = задлан шинжлэх
key-home = нүүр хуудас

home-present = Танхимд үзүүлэх
    .hint = Проекторт зориулсан: нэг удаад нэг тохиолдол, том хөлөг ба цагтай. Нэг товч хариултын хувилбаруудыг, өөр нэг нь шийдвэрийг харуулна. Хэн ч хариулахгүй, юу ч бүртгэгдэхгүй.
home-stats = Статистик
    .hint = Зөв хариултын хувь: нийт, сэдвээр, заалтаар (хамгийн сул нь эхэндээ), тоглолтын төрлөөр, дүрмийн хэвлэлээр; дараалсан зөв хариулт ба дараалан хичээллэсэн өдрүүд.
home-review-due = { $name } · хугацаа болсон: { $count }
home-exam-unfinished = { $name } (дуусаагүй)

resume-title = Дуусаагүй шалгалт
resume-text = { $date } өдөр эхэлсэн шалгалтыг хүлээлгэн өгөөгүй байна: хариулсан { $answered }/{ $total }, үлдсэн хугацаа { $time }, түлхүүр { $seed }.
resume-resume = зогссон газраасаа үргэлжлүүлэх
resume-hand-in = байгаагаар нь хүлээлгэн өгөх
resume-discard = устгах
resume-later = дараа шийдэх («Шалгалт» цэс дахин асууна)
resume-gone = Дуусаагүй шалгалтын асуултууд санд байхгүй болсон тул шалгалтыг устгалаа.
exam-moved-aside = Хадгалсан шалгалтыг уншиж чадсангүй; файлыг { $path } нэрээр хадгаллаа.
exam-newer = Хадгалсан шалгалтыг програмын шинэ хувилбар бичсэн (формат { $format }); түүнийг өөрчлөөгүй үлдээлээ.

review-due = Одоо давтах ({ $count })
review-cram-missed = Бүх алдааг нэг дор ({ $count })
review-cram-all = Хариулсан бүх асуултыг нэг дор ({ $count })
review-due-now = Одоо давтах хугацаа нь болсон асуулт: { $count }.
review-nothing-answered = Давтах зүйл одоохондоо алга: эхлээд дасгал эсвэл шалгалтад асуултад хариулна уу.
review-nothing-due = Одоо давтах асуулт алга.
review-next-minutes = Одоо давтах асуулт алга. Дараагийн асуулт { $count } минутын дараа.
review-next-date = Одоо давтах асуулт алга. Дараагийн асуултын хугацаа: { $date }.
review-nothing-due-now = Одоо давтах асуулт алга: бүгдийг нэг дор давтах эсвэл хугацаа болоход эргэж ирнэ үү.
review-cram-note = Нэг дор давтахад хугацааг харгалзахгүй, жагсаалтын бүх асуултыг асууна; таны хариулт хуваарийг шинэчилсээр байна.
review-more = … бас { $count }

stats-by-topic-weakest = Сэдвээр, хамгийн сул нь эхэндээ

setup-shuffled = Асуултуудыг { $seed } түлхүүрээр холисон.
settings-study = Шалгалт ба дасгал
settings-exam-questions = Шалгалтын асуулт
settings-exam-minutes = Шалгалтын хугацаа
settings-pass-mark = Тэнцэх босго
settings-practice-order = Дасгалын дараалал
order-in-order = Дарааллаар
order-shuffled = Түлхүүрээр холисон

present-title = Тохиолдол { $index }/{ $total } · { $edition }
present-show-options = хариултын хувилбаруудыг харуулах
present-show-ruling = шийдвэрийг харуулах
present-next = дараагийн тохиолдол
present-end = цэс рүү буцах (энэ сүүлийн тохиолдол байлаа)

key-ends = эхэнд эсвэл төгсгөлд
key-reveal = дараагийн алхмыг харуулах
key-conceal = сүүлийн алхмыг нуух
key-scenario = дараагийн эсвэл өмнөх тохиолдол

keyname-enter = Enter
keyname-esc = Esc
keyname-space = Зай
keyname-tab = Tab
keyname-pgup = PgUp
keyname-pgdn = PgDn
keyname-home = Home
keyname-end = End
keyname-backspace = Backspace

topic-illegal-move = Дүрмийн бус нүүдэл
topic-touch-move = Хүрсэн дүрсээ нүүх
topic-flag-fall = Туг унах
topic-can-mate = Мад хийх боломж
topic-draw-claim = Тэнцээний мэдэгдэл
topic-draw-offer = Тэнцээ санал болгох
topic-clock = Шатрын цаг
topic-time-control = Цагийн хяналт
topic-default-time = Хоцролтын хугацаа
topic-recording = Нүүдэл тэмдэглэх
topic-devices = Цахим хэрэгсэл
topic-conduct = Тоглогчдын зан байдал
topic-quickplay = Хурдан төгсгөл
topic-irregularity = Зөрчил
topic-illegal-position = Дүрмийн бус байрлал
topic-resignation = Бууж өгөх
topic-chess960 = 960 шатар
topic-dead-position = Үхлийн байрлал
topic-rapid = Рапид тоглолт
topic-blitz = Блиц тоглолт
topic-standard = Сонгодог тоглолт
topic-editions = Дүрмийн хэвлэлүүд

# The side to move is checkmated: said in place of whose move it is.
facts-checkmate = Мат

## Events: touches, castling procedures, pausing the clock
event-touch-accidental = { $side } { $square } буудал дээрх дүрсийг санамсаргүй шүргэнэ.
event-adjust-said-after = { $side } { $square } буудал дээрх дүрсэнд гар хүрээд дараа нь л «засъя» гэнэ.
event-touch-same-time = { $side } { $square } буудал дээрх дүрсэнд өмнөхтэй зэрэг гар хүрнэ.
event-touch-order-unknown = { $side } { $square } буудал дээрх дүрсэнд гар хүрнэ; өмнөхөөс өмнө үү, хойно уу гэдэг нь тодорхойгүй.
event-flag-same-moment = Яг тэр мөчид { $side }: туг унав.
event-castle-rook-first = { $side } эхлээд тэргээ нүүлгэж { $move } сэлгэнэ.
event-castle-king-only = { $side } зөвхөн ноёноо нүүлгэж { $move } сэлгэнэ.
event-castle-rook-only = { $side } зөвхөн тэргээ нүүлгэж { $move } сэлгэнэ.
event-pause-clock = { $side } цагийг түр зогсоож шүүгчийг дуудна.
event-pause-clock-no-reason = { $side } цагийг үндэслэлгүйгээр түр зогсооно.
