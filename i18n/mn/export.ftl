### `arbiter-quiz export`: семинарт хэвлэх шалгалтын билет ба хариултууд, CSV дүнгийн
### хүснэгт, тушаалын мэдэгдлүүд.

## Асуултын хуудас ба хариултын хуудасны толгой

export-exam-title = Шалгалтын билет
export-paper = Асуултууд
export-key = Хариулт ба тайлбар
export-drawn-from = Асуултын багц
export-seed = Түлхүүр { $seed }
export-edition-own = асуулт бүр Дүрмийн өөрийн хэвлэлээр
export-questions = { $count } асуулт
export-name = Овог нэр
export-score = Оноо
export-instructions = Зөв хариултын үсгийг дугуйлна уу. Асуултад заасан бол зөв хариулт нэгээс олон байна.
export-page = { $pages } хуудасны { $page }-р хуудас

## Асуулт

export-question = { $number }-р асуулт
export-moves = Хийсэн нүүдлүүд
export-multi = Бүх зөв хариултыг сонгоно уу.
export-clock-running = явж байна
export-flag-fallen = туг унасан
export-last-move = Сүүлийн нүүдэл: { $move }

## Хариултууд

export-glance = Хариултууд товчоор
export-answer = Зөв хариулт
export-answer-none = Програмын шийдвэрт тохирох хувилбар алга.
export-ruling = Програмын шийдвэр
export-explanation = Тайлбар
export-readings = Маргаантай асуулт (шалгалтад биш). Тайлбарууд
export-articles = Заалтууд: { $list }
export-failure = Програм энэ асуултаар шийдвэр гаргаж чадсангүй: { $reason }
export-scenario = Тохиолдол { $id } ({ $pack } багц)

## results.csv (дүнгийн хүснэгт) ба answers.csv (таны хариултууд) баганууд

csv-number = №
csv-scenario = Тохиолдол
csv-pack = Багц
csv-edition = Хэвлэл
csv-correct = Зөв хариулт
csv-articles = Заалтууд
csv-topics = Сэдвүүд
csv-participant = Оролцогч { $number }
csv-when = Огноо ба цаг (UTC)
csv-on-paper = Энэ билетийн асуулт
csv-mode = Горим
csv-given = Өгсөн хариулт
csv-right = Зөв (1 тийм, 0 үгүй)
csv-seconds = Секунд
csv-game-type = Тоглолтын төрөл

## Хариултыг хэрхэн өгсөн нь, answers.csv файлд

export-mode-practice = Дасгал
export-mode-exam = Шалгалт
export-mode-review = Давталт
export-mode-drill = Рапид ба блиц

## Тушаалын хэвлэдэг мэдэгдлүүд

export-wrote = Бичсэн: { $path }
export-seed-chosen = Түлхүүр (--seed) өгөөгүй тул { $seed } түлхүүрийг авлаа. Ижил билетийг дахин авахын тулд --seed { $seed } гэж өгнө үү.
export-unknown-pack = «{ $id }» багц алга. Багцууд: { $choices }
export-no-scenarios = Гаргах тохиолдол алга.
export-write-failed = { $path } файлыг бичиж чадсангүй: { $reason }
export-unruled = Програм { $count } асуултад хариулт өгч чадсангүй; хариултын хуудсанд асуулт бүрийн дэргэд үүнийг тэмдэглэсэн.
