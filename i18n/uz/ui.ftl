### Terminal interfeysi: ekranlar, menyular, panellar, muloqot oynalari va har bir ekranning tugmalari.

too-small = Terminal oʻlchami { $width }×{ $height }. Ishlash uchun kamida { $min_width }×{ $min_height } kerak.

home-menu = Menyu
home-practice = Mashq
    .hint = Savollar birma-bir; har bir javobdan keyin hakam qarori, moddalar va izoh. Toʻplam, mavzu, modda, oʻyin turi va qoidalar tahririni tanlang.
home-exam = Imtihon
    .hint = Kalit son boʻyicha tuzilgan, vaqti cheklangan bilet: bir xil kalit barcha ishtirokchilarga bir xil savollarni beradi. Natija faqat topshirilgandan keyin.
home-review = Takrorlash
    .hint = Hozir takrorlash vaqti kelgan savollar, shuningdek muddatidan qatʼi nazar barcha xatolarni yoki javob bergan barcha savollaringizni jadal takrorlash.
home-drill = Tezkor shaxmat va blits
    .hint = Tezkor shaxmatda va blitsda turlicha hal qilinadigan holatlar: avval berilganidek, soʻng oʻsha holat boshqa oʻyin turida.
home-settings = Sozlamalar
    .hint = Til, qoidalar tahriri, donalar, taxta ranglari va holati; imtihon davomiyligi va oʻtish chegarasi; mashqdagi savollar tartibi.
home-help = Yordam
    .hint = Har bir ekranning tugmalari. Istalgan joyda ? tugmasini bosing.
home-quit = Chiqish
    .hint = Dasturdan chiqish.
home-library = Kutubxona
home-loading = Toʻplamlar yuklanmoqda…
home-library-count = Toʻplamlar: { $packs } · holatlar: { $scenarios }
# $id: --pack bilan berilgan toʻplam identifikatori.
home-pack-unknown = «{ $id }» identifikatorli toʻplam yoʻq.
home-problems = { $count } ta faylni yuklab boʻlmadi
review-empty = Hozircha takrorlanadigan savol yoʻq: notoʻgʻri javob bergan har bir savolingiz shu yerga tushadi.
edition-own = Har bir holatning oʻz tahriri

setup-pack = Toʻplam
setup-topic = Mavzu
setup-article = Modda
setup-game-type = Oʻyin turi
setup-questions = Savollar
setup-minutes = Vaqt
setup-seed = Kalit
setup-start = Boshlash
setup-all = Hammasi
setup-matching = Mos holatlar: { $count } ta.
setup-exam-summary = Biletda { $available } ta holatdan { $count } ta savol boʻladi. Bir xil kalit har doim bir xil biletni beradi.

settings-edition = Tahrir
settings-pieces = Donalar
settings-colours = Taxta ranglari
settings-orientation = Taxta holati
settings-pieces-forced = { $chosen } (bu yerda: { $drawn })
settings-note = Sozlamalar darhol kuchga kiradi. Katak yetarlicha katta boʻlsa, donalar bloklar bilan chiziladi; Linux konsolida va --ascii bilan kichik kataklarda harflar koʻrsatiladi.
pieces-outline = Chiziqli belgilar
pieces-letters = Harflar
colours-wood = Yogʻoch
colours-slate = Kulrang-koʻk
colours-green = Yashil
colours-grey = Kulrang
orientation-white = Oqlar pastda
orientation-black = Qoralar pastda
orientation-to-move = Yurish navbati kimda boʻlsa, oʻsha pastda

mode-review = Takrorlash
session-progress = { $index }/{ $total } · toʻgʻri { $right }/{ $answered }
session-done = Mashq tugadi
session-score = Toʻgʻri javoblar: { $answered } tadan { $right } ta.
session-back = Qaytish uchun { $key } tugmasini bosing.
facts-move = { $number }-yurish
question-multi = Barcha toʻgʻri javoblarni belgilang va Enter tugmasini bosing.
drill-recast = Oʻsha holat, lekin oʻyin turi: { $type } ({ $control }).
timeline-start = Boshlangʻich vaziyat
timeline-ruling = Qarordan keyin
timeline-step = { $steps } tadan { $step }-qadam

event-move = { $side } { $move } yurishini qiladi va soatni bosadi.
event-move-unpressed = { $side } { $move } yurishini qiladi, lekin soatni bosmaydi.
event-press-clock = { $side } yurish qilmasdan soatni bosadi.
event-touch = { $side } { $square } katagidagi donaga tegadi.
event-adjust = { $side } «toʻgʻrilayapman» deb { $square } katagidagi donani toʻgʻrilaydi.
event-touch-move-claim = { $side } tegilgan dona qoidasi buzilganini aytib murojaat qiladi.
event-displace = { $side } donalarni yiqitib yuboradi.
event-flag = { $side }: bayroqcha tushdi.
event-both-flags = Ikkala bayroqcha ham tushgan.
event-claim-threefold = { $side } vaziyatning uch marta takrorlanishi sababli durang talab qiladi.
event-claim-fifty = { $side } 50 yurish qoidasi boʻyicha durang talab qiladi.
event-claim-quickplay = { $side } partiya oxiridagi tezkor oʻyinda durang talab qiladi.
event-offer = { $side } durang taklif qiladi.
event-resign = { $side } taslim boʻladi.
event-device = { $side }: elektron qurilma topildi yoki ovoz chiqardi.
event-arrive = { $side } { $count } daqiqa kechikib keladi.
event-discover = Qoidabuzarlik aniqlandi.
event-increment-request = { $side } qoʻshimcha vaqt soʻraydi.
event-stop-recording = { $side } yurishlarni yozishni toʻxtatadi.
event-promotion-swap = { $side } oʻzgarishda olingan donani boshqasiga almashtirmoqchi.
event-scoresheet-request = { $side } hakamning blankini koʻrishni soʻraydi.
event-illegal-move-claim = { $side } oxirgi yurish mumkin boʻlmagan yurish ekanini aytadi.
event-clock-reading = Soatlarda: oqlar { $white }, qoralar { $black }.

clock-increment = +{ $seconds } s
clock-delay = kechikish { $seconds } s
clock-flag-fallen = bayroqcha

verdict-right = Toʻgʻri.
verdict-wrong = Notoʻgʻri.
verdict-unanswered = Javob berilmagan.
verdict-answer = Toʻgʻri javob: { $answer }
tab-ruling = Qaror
tab-explanation = Izoh
tab-contrast = Taqqoslash
tab-proof = Isbot
panel-more = davomi
ruling-failed = Dastur bu holat boʻyicha qaror chiqara olmadi: { $reason }
explanation-none = Muallif izoh yozmagan.
discussion-tag = Munozarali savol: Qoidalar bu masalani aniq hal qilmaydi, shuning uchun u imtihonga hech qachon tushmaydi.
discussion-readings = Qoidalar bu masalani aniq hal qilmaydi. Mumkin boʻlgan talqinlar:
proof-question = { $side } hali ham mot qila oladimi?
proof-unknown = Aniqlanmadi
proof-walk = ] va [ tugmalari variantni taxtada oʻynaydi: { $plies } tadan { $ply }-yurish.
contrast-as-set = Berilganidek
contrast-uniform = Qaror har qanday oʻyin turida va har qanday tahrirda bir xil.
contrast-differs = Qaror oʻzgaradi: jadvalda har bir oʻyin turi va tahrir uchun toʻgʻri javob koʻrsatilgan.
contrast-legend = ▸ siz javob bergan holatni bildiradi; – u yerda toʻgʻri javob yoʻqligini bildiradi.

exam-title = Savol { $index }/{ $total } · kalit { $seed } · { $time }
exam-sheet = Javoblar varaqasi
exam-answered = javob berilgan { $count }/{ $total }
exam-legend-answered = javob bor
exam-legend-flagged = belgilangan
exam-submit-title = Imtihonni topshirish
exam-submit-all = Barcha savollarga javob berilgan. Biletni topshirasizmi?
exam-submit-none = Hali birorta savolga javob berilmagan. Boʻsh biletni topshirasizmi?
# $list: qayta koʻrib chiqish uchun belgilangan savollar raqamlari.
exam-submit-flagged = Qayta koʻrib chiqish uchun belgilangan: { $list }.
exam-submit-missing = { $count } ta savolga javob berilmagan: { $list }. Baribir topshirasizmi?
exam-leave-title = Imtihondan chiqish
exam-leave = Imtihondan chiqasizmi? Javoblaringiz baholanmaydi.
dialog-yes = ha
dialog-no = yoʻq
exam-results = Imtihon natijalari
exam-time-up = Vaqt tugadi va bilet topshirildi.
exam-passed = TOPSHIRDI
exam-failed = TOPSHIRMADI
exam-percent = { $percent }% (oʻtish chegarasi { $mark }%)
exam-facts = Kalit { $seed } · { $edition } · sarflangan vaqt { $time }
exam-weakest = Eng zaif mavzular:
exam-col-given = Siz
exam-col-right = Toʻgʻri
exam-col-question = Savol

help-title = Tugmalar
help-global = Istalgan joyda: ? bu yordamni koʻrsatadi, Ctrl-C chiqadi. Sichqoncha bilan javoblar, boʻlimlar va menyu bandlarini tanlash mumkin.
help-close = Yopish uchun istalgan tugmani bosing.

key-open = ochish
key-entry = bandni tanlash
key-help = yordam
key-quit = chiqish
key-field = qatorni tanlash
key-value = qiymatni oʻzgartirish
key-start = boshlash
key-seed = kalitni kiritish
key-back = orqaga
key-answer = javob berish
key-cursor = tanlash va javob berish
key-tick = belgilash
key-timeline = voqealar qadamma-qadam
key-flip = taxtani aylantirish
key-next = keyingi yoki oldingi savol
key-continue = keyingi savol
key-tab = qaror, izoh, taqqoslash, isbot
key-scroll = aylantirish
key-proof = mot variantini oʻynash
key-pick = javobni tanlash
key-flag = savolni belgilash
key-submit = topshirish
key-leave = imtihondan chiqish
key-confirm = tasdiqlash
key-cancel = bekor qilish
key-row = savolni tanlash
key-review = tahlil qilish
key-home = bosh sahifa

home-present = Auditoriyaga koʻrsatish
    .hint = Proyektor uchun: har safar bitta holat, katta taxta va soatlar bilan. Bir tugma javob variantlarini, boshqasi qarorni koʻrsatadi. Hech kim javob bermaydi, hech narsa yozib olinmaydi.
home-stats = Statistika
    .hint = Toʻgʻri javoblar ulushi: umumiy, mavzular, moddalar (eng zaiflari birinchi), oʻyin turlari va tahrirlar boʻyicha; ketma-ket toʻgʻri javoblar va mashgʻulot kunlari.
home-review-due = { $name } · muddati kelgan: { $count }
home-exam-unfinished = { $name } (tugallanmagan)

resume-title = Tugallanmagan imtihon
resume-text = { $date } kuni boshlangan imtihon topshirilmagan: javob berilgan { $answered }/{ $total }, { $time } qolgan, kalit { $seed }.
resume-resume = toʻxtagan joydan davom ettirish
resume-hand-in = shu holicha topshirish
resume-discard = oʻchirib tashlash
resume-later = keyinroq hal qilish («Imtihon» bandi yana soʻraydi)
resume-gone = Tugallanmagan imtihon savollari endi kutubxonada yoʻq, shuning uchun u oʻchirildi.
exam-moved-aside = Saqlangan imtihonni oʻqib boʻlmadi; fayl { $path } sifatida saqlab qoʻyildi.
exam-newer = Saqlangan imtihon dasturning yangiroq versiyasida yozilgan (format { $format }); u oʻzgartirilmadi.

review-due = Hozir takrorlash ({ $count })
review-cram-missed = Barcha xatolarni jadal takrorlash ({ $count })
review-cram-all = Javob berilgan barcha savollarni jadal takrorlash ({ $count })
review-due-now = Hozir { $count } ta savolni takrorlash vaqti keldi.
review-nothing-answered = Hozircha takrorlanadigan narsa yoʻq: avval mashqda yoki imtihonda savollarga javob bering.
review-nothing-due = Hozir takrorlanadigan savol yoʻq.
review-next-minutes = Hozir takrorlanadigan savol yoʻq. Keyingi savol { $count } daqiqadan keyin.
review-next-date = Hozir takrorlanadigan savol yoʻq. Keyingi savol { $date } kuni.
review-nothing-due-now = Hozir takrorlanadigan savol yoʻq: jadal takrorlang yoki muddat kelganda qayting.
review-cram-note = Jadal takrorlash muddatlarga qaramaydi va roʻyxatidagi barcha savollarni beradi; javoblaringiz baribir jadvalni yangilaydi.
review-more = … va yana { $count } ta

stats-by-topic-weakest = Mavzular boʻyicha, eng zaiflari birinchi

setup-shuffled = Savollar { $seed } kaliti bilan aralashtirilgan.
settings-study = Imtihon va mashq
settings-exam-questions = Imtihon savollari
settings-exam-minutes = Imtihon vaqti
settings-pass-mark = Oʻtish chegarasi
settings-practice-order = Mashqdagi tartib
order-in-order = Tartib bilan
order-shuffled = Kalit boʻyicha aralash

present-title = Holat { $index }/{ $total } · { $edition }
present-show-options = javob variantlarini koʻrsatish
present-show-ruling = qarorni koʻrsatish
present-next = keyingi holat
present-end = menyuga qaytish (bu oxirgi holat edi)

key-ends = boshiga yoki oxiriga
key-reveal = keyingi qadamni koʻrsatish
key-conceal = oxirgi qadamni yashirish
key-scenario = keyingi yoki oldingi holat

keyname-enter = Enter
keyname-esc = Esc
keyname-space = Boʻshliq
keyname-tab = Tab
keyname-pgup = PgUp
keyname-pgdn = PgDn
keyname-home = Home
keyname-end = End
keyname-backspace = Backspace

topic-illegal-move = Mumkin boʻlmagan yurishlar
topic-touch-move = Teginilgan dona
topic-flag-fall = Bayroqcha tushishi
topic-can-mate = Mot qilish imkoniyati
topic-draw-claim = Durang haqida bayonot
topic-draw-offer = Durang taklifi
topic-clock = Shaxmat soatlari
topic-time-control = Nazorat vaqti
topic-default-time = Kechikish vaqti
topic-recording = Yurishlarni yozib borish
topic-devices = Elektron moslamalar
topic-conduct = Oʻyinchilarning xulqi
topic-quickplay = Partiya oxirigacha tezkor oʻyin
topic-irregularity = Qoidabuzarliklar
topic-illegal-position = Mumkin boʻlmagan vaziyatlar
topic-resignation = Taslim boʻlish
topic-chess960 = 960 shaxmat
topic-dead-position = Jonsiz vaziyat
topic-rapid = Tezkor shaxmat
topic-blitz = Blits
topic-standard = Standart shaxmat
topic-editions = Qoidalar tahrirlari

# The side to move is checkmated: said in place of whose move it is.
facts-checkmate = Mat

## Events: touches, castling procedures, pausing the clock
event-touch-accidental = { $side } { $square } katagidagi donaga tasodifan tegib ketadi.
event-adjust-said-after = { $side } { $square } katagidagi donaga tegadi va shundan keyingina «toʻgʻrilayapman» deydi.
event-touch-same-time = { $side } { $square } katagidagi donaga oldingisi bilan bir vaqtda tegadi.
event-touch-order-unknown = { $side } { $square } katagidagi donaga tegadi; oldingisidan oldinmi yoki keyinmi — aytib boʻlmaydi.
event-flag-same-moment = Xuddi shu paytda { $side } bayroqchasi tushadi.
event-castle-rook-first = { $side } { $move } rokirovkasini avval ruxni surib qiladi.
event-castle-king-only = { $side } { $move } rokirovkasini faqat shohni surib qiladi.
event-castle-rook-only = { $side } { $move } rokirovkasini faqat ruxni surib qiladi.
event-pause-clock = { $side } soatni toʻxtatib, hakamni chaqiradi.
event-pause-clock-no-reason = { $side } soatni asosli sababsiz toʻxtatadi.
