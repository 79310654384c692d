### Buyruqlar qatori: «arbiter-quiz --help» va «arbiter-quiz <buyruq> --help» chiqaradigan matnlar
### hamda oʻqib boʻlmaydigan buyruqlar qatori haqidagi xatolar. Buyruqlar nomlari, parametrlar
### nomlari («--lang», «--laws», …) va mualliflar yozadigan soʻzlar («white», «black», «2023»,
### «html», …) barcha tillarda oʻzgarishsiz qoladi.

## Yordam matnidagi sarlavhalar va oʻrinbosar soʻzlar. Oʻrinbosar soʻz foydalanuvchi nima
## yozishini bildiradi.

cli-heading-usage = Foydalanish
cli-heading-commands = Buyruqlar
cli-heading-options = Parametrlar
cli-heading-arguments = Argumentlar
cli-placeholder-options = PARAMETRLAR
cli-placeholder-command = BUYRUQ
cli-value-locale = TIL
cli-value-edition = TAHRIR
cli-value-id = ID
cli-value-dir = JILD
cli-value-n = N
cli-value-mb = MB
cli-value-file = FAYL
cli-value-paths = YOʻLLAR
cli-value-fen = FEN [white|black]
cli-value-game = PARTIYA.pgn
cli-value-format = FORMAT
cli-help = Shu yordamni chiqarish (--help batafsilroq koʻrsatadi)
cli-version = Versiyani chiqarish
cli-full-stop = .
cli-sentences = { $first } { $second }

## Dastur va uning parametrlari

cli-about = Shaxmat hakamlarini FIDE shaxmat qoidalari boʻyicha tayyorlash: qoidalar dasturi baholaydigan holatlar boʻyicha savollar. Buyruq berilmasa, terminal ilovasi ochiladi.
cli-arg-lang = Interfeys va barcha chiqariladigan matnlar tili: en, uz, uz-Cyrl, mn, bg, zh-Hans, hy yoki ru
cli-arg-laws = Qoʻllaniladigan FIDE qoidalari tahriri: 2009, 2014, 2018 yoki 2023
cli-arg-pack = Shu toʻplamni darhol ochish
cli-arg-content = Shu jilddagi holatlar toʻplamlarini ham yuklash (bir necha marta berish mumkin)
cli-arg-seed = Imtihon biletlarini tuzish uchun kalit: bir xil kalit bir xil biletni beradi
cli-arg-ascii = Donalarni faqat harflar bilan koʻrsatish (shaxmat belgilari chiqmaydigan terminallar uchun)
cli-arg-present = Proyektor uchun auditoriyaga koʻrsatish rejimini ochish: har safar katta taxtada bitta holat, tugma bosilganda avval javob variantlari, soʻng qaror koʻrsatiladi (--pack bilan birinchi shu toʻplam)

## Buyruqlar va ularning parametrlari. «.long» matnini --help qisqa matndan keyin koʻrsatadi.

cli-check = Holatlar toʻplamlarini tekshirish: har bir muammoni joyi bilan koʻrsatish va har bir holatni qoidalar dasturi orqali baholash
    .long = Chiqish kodi: hammasi joyida boʻlsa 0, holatlardan birida xato boʻlsa 1, buyruqlar qatori notoʻgʻri boʻlsa yoki jildni oʻqib boʻlmasa 2.
cli-check-arg-paths = Toʻplam jildlari, toʻplamlar joylashgan jildlar yoki holat fayllari (hech biri berilmasa, ichki toʻplamlar)
cli-check-arg-coverage = Qoidalarning har bir tahriri (yoki faqat --laws bilan berilgani) uchun shu tahrirdagi uchtadan kam holat qoʻllaydigan moddalarni ham roʻyxat qilib chiqarish

cli-rule = Bitta holat fayli boʻyicha dastur qarorini chiqarish: natija, vaqt, majburiyatlar, bayonot boʻyicha xulosa, qoʻllangan moddalar va qadamma-qadam asoslash
cli-rule-arg-file = Holat fayli
cli-rule-arg-json = Matn oʻrniga JSON chiqarish

cli-can-mate = Tomon mumkin boʻlgan yurishlarning biror ketma-ketligi bilan hali mot qila oladimi, shuni aniqlash (jonsiz vaziyat va bayroqcha tushishi shu tekshiruvga tayanadi)
    .long = Natija: «winnable» va undan keyin UCI yozuvidagi mot varianti, «unwinnable» yoki qidiruv chegarasiga yetganda «undetermined». FEN berilmasa, standart kirishdan har qatorda bitta vaziyatni oʻqiydi (2 dan 6 gacha qismli FEN: taxta va yurish navbati, soʻng kerak boʻlsa rokirovka, oʻtish joyida urib olish katagi va yurishlar hisoblagichlari; undan keyin «white» yoki «black» kelishi mumkin; qolgan soʻzlar eʼtiborga olinmaydi) va har bir qatorning javobini uni oʻqishi bilanoq chiqaradi, oʻqib boʻlmaydigan qator uchun esa «error» va sababini. --lang berilsa, har bir javob standart xatolar oqimida izohlab ham beriladi.
cli-can-mate-arg-quick = Faqat tomon mot qila olmasligini isbotlashga urinish: ancha tezroq, lekin «winnable» oʻrniga «undetermined» javobini beradi
cli-can-mate-arg-nodes = Yordamchi mot qidiruvidagi tugunlar chegarasi (berilmasa, 500000)
cli-can-mate-arg-hash = Qidiruvning transpozitsiyalar jadvali hajmi megabaytda, 1 dan 4096 gacha (berilmasa, 32); tugunlar chegarasi qanday boʻlmasin, xotira shu hajmdan oshmaydi
cli-can-mate-arg-position = FEN yozuvidagi vaziyat (qoʻshtirnoq ichida yoki qoʻshtirnoqsiz), undan keyin soʻralayotgan tomon, «white» yoki «black» kelishi mumkin; aks holda yurish navbati boʻlmagan tomon (raqibning bayroqchasi tushganda vaqti qolgan tomon)

cli-review = PGN fayldagi partiyalarning har bir yurishini hakam nigohi bilan koʻrib chiqish: yurish navbati kelgan oʻyinchi uch marta takrorlanish yoki 50 yurish qoidasi boʻyicha durang talab qila oladimi, partiya tanlangan Qoidalar tahririga koʻra (--laws, berilmasa 2023) besh marta takrorlanish, 75 yurish, mot, pat yoki jonsiz vaziyat bilan tugadimi
    .long = Chiqish kodi: barcha partiyalar koʻrib chiqilgan boʻlsa 0, biror partiyada oʻqib boʻlmaydigan yoki mumkin boʻlmagan yurish boʻlsa 1 (qolgan partiyalar baribir koʻrib chiqiladi), faylni oʻqib boʻlmasa 2.
cli-review-arg-game = PGN fayl: boshlangʻich vaziyatdan yoki FEN tegidagi vaziyatdan boshlanadigan bir yoki bir nechta partiya; Chess960 partiyasi «Variant "Chess960"» tegi bilan. Izohlar, NAG belgilari va variantlar oʻtkazib yuboriladi.
cli-review-arg-json = Yurishlar roʻyxati oʻrniga har bir yurish uchun bitta JSON obyekt (JSON Lines) chiqarish

cli-stats = Natijalar faylidagi statistikangiz: mavzular, moddalar (eng zaiflari birinchi), oʻyin turlari va Qoidalar tahrirlari boʻyicha toʻgʻri javoblar ulushi hamda ketma-ket toʻgʻri javoblar
cli-stats-arg-json = Jadvallar oʻrniga JSON chiqarish

cli-export = Seminar uchun toʻplamni yoki kalit boʻyicha tuzilgan imtihonni eksport qilish: bosma bilet va qoidalar dasturi hisoblab chiqqan alohida javoblar varaqasi (brauzerdan chop etish uchun HTML hamda Markdown), shuningdek CSV koʻrinishidagi natijalar jadvali va yozib olingan javoblaringiz
    .long = Bir xil --seed har qanday kompyuterda bir xil imtihonni beradi. Chiqish kodi: hammasi yozilgan boʻlsa 0, dastur biror savol boʻyicha qaror chiqara olmagan boʻlsa 1 (javoblar varaqasida bu aytiladi), buyruqlar qatori notoʻgʻri boʻlsa yoki faylni yozib boʻlmasa 2.
cli-export-arg-pack = Shu toʻplamning barcha holatlarini tartib bilan eksport qilish; --exam bilan savollar faqat shu toʻplamdan olinadi
cli-export-arg-exam = --seed bilan N ta savoldan iborat imtihon tuzish (kalit berilmasa, u tanlanadi va xuddi shu biletni yana olish mumkin boʻlishi uchun chiqariladi)
cli-export-arg-format = Nima yozilishi: html (paper.html va key.html), md (paper.md va key.md), csv (results.csv va answers.csv) yoki ularning hammasi (all; berilmasa, all)
cli-export-arg-out = Fayllar yoziladigan jild, kerak boʻlsa yaratiladi (berilmasa, joriy jild)
cli-export-arg-participants = results.csv faylida shuncha ishtirokchining javoblari uchun boʻsh ustunlar (berilmasa, 10)

## Buyruqlar qatoridagi xatolar. Ular cli-error soʻzidan keyin chiqariladi.

cli-error = xato: { $message }
# $arg: yozilganicha parametr yoki soʻz.
cli-error-unknown-argument = { $arg } — bu buyruqning parametri ham, argumenti ham emas.
# $suggestion: nomi oʻxshash parametr yoki buyruq.
cli-error-suggest = Balki { $suggestion } demoqchi edingiz?
cli-error-unknown-command = { $arg } — buyruq emas.
# $args: yetishmayotgan argumentlar, oʻrinbosar soʻzlar koʻrinishida.
cli-error-missing = Bu buyruqqa { $args } kerak.
# $value: yozilganicha qiymat; $arg: shu qiymat berilgan parametr.
cli-error-value = «{ $value }» qiymati { $arg } uchun yaroqli emas.
# $arg, $other: ikki parametr.
cli-error-conflict = { $arg } parametrini { $other } bilan birga ishlatib boʻlmaydi.
cli-error-other = Bu buyruqlar qatorini oʻqib boʻlmaydi.
# $command: dastur nomi va buyruq, masalan, «arbiter-quiz rule».
cli-error-hint = Nimalar qabul qilinishini bilish uchun «{ $command } --help» buyrugʻini ishga tushiring.
