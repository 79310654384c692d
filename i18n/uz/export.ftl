### arbiter-quiz export: seminar uchun bosma imtihon bileti va javoblar, CSV natijalar
### jadvali hamda buyruq xabarlari.

## Savollar varaqasi va javoblar varaqasining sarlavhasi

export-exam-title = Imtihon bileti
export-paper = Savollar
export-key = Javoblar va izohlar
export-drawn-from = Savollar toʻplami
export-seed = Kalit { $seed }
export-edition-own = har bir savol Qoidalarning oʻz tahriri boʻyicha
export-questions = { $count } ta savol
export-name = Familiya va ism
export-score = Ball
export-instructions = Toʻgʻri javob harfini aylana bilan belgilang. Savolda aytilgan boʻlsa, toʻgʻri javob bir nechta boʻladi.
export-page = { $pages } sahifadan { $page }-sahifa

## Savol

export-question = { $number }-savol
export-moves = Qilingan yurishlar
export-multi = Barcha toʻgʻri javoblarni belgilang.
export-clock-running = yurmoqda
export-flag-fallen = bayroqcha tushgan
export-last-move = Oxirgi yurish: { $move }

## Javoblar

export-glance = Javoblar qisqacha
export-answer = Toʻgʻri javob
export-answer-none = Hech bir variant dastur qaroriga mos kelmaydi.
export-ruling = Dastur qarori
export-explanation = Izoh
export-readings = Munozarali savol (imtihon uchun emas). Talqinlar
export-articles = Moddalar: { $list }
export-failure = Dastur bu savol boʻyicha qaror chiqara olmadi: { $reason }
export-scenario = Holat { $id } ({ $pack } toʻplami)

## results.csv (natijalar jadvali) va answers.csv (sizning javoblaringiz) ustunlari

csv-number = №
csv-scenario = Holat
csv-pack = Toʻplam
csv-edition = Tahrir
csv-correct = Toʻgʻri javob
csv-articles = Moddalar
csv-topics = Mavzular
csv-participant = { $number }-ishtirokchi
csv-when = Sana va vaqt (UTC)
csv-on-paper = Shu biletdagi savol
csv-mode = Rejim
csv-given = Berilgan javob
csv-right = Toʻgʻri (1 ha, 0 yoʻq)
csv-seconds = Soniya
csv-game-type = Oʻyin turi

## Javob qanday berilgani, answers.csv faylida

export-mode-practice = Mashq
export-mode-exam = Imtihon
export-mode-review = Takrorlash
export-mode-drill = Tezkor shaxmat va blits

## Buyruq chiqaradigan xabarlar

export-wrote = Yozildi: { $path }
export-seed-chosen = Kalit (--seed) berilmagan: { $seed } kaliti olindi. Xuddi shu biletni yana olish uchun --seed { $seed } bering.
export-unknown-pack = «{ $id }» toʻplami yoʻq. Toʻplamlar: { $choices }
export-no-scenarios = Chiqarish uchun holat yoʻq.
export-write-failed = { $path } yozib boʻlmadi: { $reason }
export-unruled = Dastur { $count } ta savolga javob bera olmadi; javoblar varaqasida bu har bir savol yonida aytilgan.
