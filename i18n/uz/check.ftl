### «arbiter-quiz check» va materiallarni yuklashda chiqadigan xabarlar: holat yoki toʻplam
### faylida nima notoʻgʻri. Fayl, qator va ustunni dastur xabar atrofida koʻrsatadi.
### Oʻzgaruvchilar — fayldagi qiymatlar yoki ruxsat etilgan qiymatlar roʻyxati, ular oʻzgarishsiz
### koʻrsatiladi. Oʻzbek fayllarida teskari apostrof (backtick) ishlatib boʻlmaydi, shuning uchun
### kalit va qiymatlar «» qoʻshtirnoq ichida beriladi.

content-toml = Bu toʻgʻri TOML emas: { $reason }
content-unknown-key = Nomaʼlum kalit «{ $key }». Bu yerda ruxsat etilganlari: { $choices }.
content-unknown-key-suggest = Nomaʼlum kalit «{ $key }». Balki «{ $suggestion }» demoqchi edingiz? Bu yerda ruxsat etilganlari: { $choices }.
content-key-renamed = «{ $key }» kaliti endi «{ $now }» deb ataladi; u «{ $now }» sifatida oʻqiladi, lekin yangi nomni yozing.
content-unknown-value = «{ $value }» — yaroqli { $what } emas. Quyidagilardan birini yozing: { $choices }.
content-unknown-value-suggest = «{ $value }» — yaroqli { $what } emas. Balki «{ $suggestion }» demoqchi edingiz? Quyidagilardan birini yozing: { $choices }.
content-unknown-event = Nomaʼlum hodisa turi «{ $value }». Hodisa turlari: { $choices }.
content-unknown-event-suggest = Nomaʼlum hodisa turi «{ $value }». Balki «{ $suggestion }» demoqchi edingiz? Hodisa turlari: { $choices }.
content-event-key-not-allowed = «{ $type }» hodisasi «{ $key }» kalitini qabul qilmaydi. U qabul qiladigan kalitlar: { $keys }.
content-event-key-missing = «{ $type }» hodisasiga «{ $key }» kaliti kerak.
content-event-type-missing = Bu hodisada «type» yoʻq. Hodisa turlari: { $choices }.
content-event-key-not-allowed-suggest = «{ $type }» hodisasi «{ $key }» kalitini qabul qilmaydi. Balki «{ $suggestion }» demoqchi edingiz? U qabul qiladigan kalitlar: { $keys }.
content-bad-square = «{ $value }» katak emas (a–h vertikali va 1–8 gorizontalini yozing, masalan, e4).
content-bad-placement = «{ $value }» donalarning joylashuvi emas (FEN ning birinchi maydonini yozing: 8-dan 1-gacha sakkiz gorizontal, / bilan ajratilgan, masalan, 4k3/8/8/8/8/8/8/4K3).
# $detail: nima notoʻgʻri, tc-error-* xabarlaridan biri.
content-bad-time-control = «{ $value }» vaqt nazorati emas: { $detail }.
content-bad-clock-time = «{ $value }» soat koʻrsatkichi emas (m:ss, h:mm:ss yoki m:ss.t shaklida yozing).
# $detail: kalit nimani qabul qilishi, quyidagi value-type-* xabarlaridan biri.
content-wrong-type = «{ $key }» qiymati { $detail } boʻlishi kerak.
# $max: eng uzun koʻrsatkich, 24:00:00.
content-clock-time-too-long = «{ $value }» soat koʻrsata oladigan vaqtdan uzun (koʻpi bilan { $max }).
# $key: fayldagi kalit; $max: u olishi mumkin boʻlgan eng katta qiymat.
content-number-too-large = «{ $key }» qiymati { $value } — partiyada boʻladiganidan koʻp (koʻpi bilan { $max }).
content-game-type-mismatch = Qoidalarning { $edition } yilgi tahririga koʻra { $control } vaqt nazorati «{ $type }» emas, «{ $actual }» partiyasini beradi.
content-impossible-clock = { $side } soati { $control } vaqt nazorati hech qachon bera olmaydigan vaqtni koʻrsatmoqda: { $time }.
content-clock-runs-for-side-not-to-move = { $side } soati yurayotgani aytilgan, lekin pozitsiya va yurishlarga koʻra navbat raqibda. «running» ni tuzating yoki hali yakunlanmagan yurishni «pressed_clock = false» bilan «move» hodisasi sifatida yozing.
# $detail: FEN yozuvining qaysi qismi notoʻgʻri, fen-error-* xabarlaridan biri.
content-bad-fen = Bu FEN yozuvi emas: { $detail }.
# $detail: vaziyatda nima notoʻgʻri, position-error-* xabarlaridan biri.
content-illegal-position = Bu vaziyatdan hech qanday partiya oʻynab boʻlmaydi: { $detail }.
# $number: blankda yoziladigan yurish raqami (12. yoki 12...); $move: yozilganicha yurish;
# $detail: nima notoʻgʻri, move-error-* xabarlaridan biri.
content-bad-move = { $number } { $move } yurishini qilib boʻlmaydi: { $detail }.
# $event: roʻyxatdagi hodisa raqami; $detail: move-error-* xabarlaridan biri.
content-impossible-event = Bu hodisa bu yerda yuz bera olmaydi: { $detail }.
content-bad-id = «{ $value }» yaroqli identifikator emas: kichik lotin harflari, raqamlar va defislardan foydalaning.
content-bad-edition = «{ $value }» Qoidalar tahriri emas ({ $choices }).
content-bad-edition-suggest = «{ $value }» Qoidalar tahriri emas. Balki «{ $suggestion }» demoqchi edingiz? Tahrirlar: { $choices }.
content-bad-difficulty = «{ $value }» qiyinlik darajasi 1, 2 yoki 3 boʻlishi kerak.
content-query-needs = «{ $query }» soʻrovi uchun savolda «{ $key }» kaliti boʻlishi kerak.
content-query-unused-key = «{ $query }» soʻrovi «{ $key }» kalitidan foydalanmaydi, shuning uchun bu yerda u hech narsani oʻzgartirmaydi: uni olib tashlang yoki undan foydalanadigan soʻrovni tanlang.
content-knowledge-needs-query = Bilimga oid savolda «query» kaliti boʻlishi kerak.
content-can-mate-needs-side = «Mot qila oladimi» savolida «side» kaliti (white yoki black) boʻlishi kerak.
content-too-few-options = Savolda kamida ikkita javob varianti boʻlishi kerak; bunda esa { $count } ta.
content-expect-missing = Bu variantda «expect» yoʻq: variant toʻgʻri boʻlishi uchun qaror qanday boʻlishi kerakligini yozing.
content-expect-empty = Bu «expect» dastur hal qiladigan biror narsani tasdiqlamaydi.
# $detail: nima notoʻgʻri, quyidagi expect-error-* xabarlaridan biri.
content-bad-expect = «{ $key } = "{ $value }"»: { $detail }.
content-bad-expect-suggest = «{ $key } = "{ $value }"»: { $detail }. Balki «{ $suggestion }» demoqchi edingiz?
content-bad-castling-rights = «castling = "{ $value }"»: rokirovka huquqlari FEN dagi kabi yoziladi: ular boʻlmasa «-», aks holda K, Q, k, q harflari (Shaxmat-960 da ruxlarning vertikallari harflari), har biri koʻpi bilan bir marta.

## «expect» ichidagi qiymatni nega oʻqib boʻlmaydi. «» qoʻshtirnoq ichidagi soʻzlarni mualliflar
## faylga yozadi, ular barcha tillarda oʻzgarishsiz qoladi.

expect-error-square = katak a–h vertikali va 1–8 gorizontali bilan yozilishi kerak, masalan, «e4»
expect-error-obligation = quyidagilardan birini yozing: { $choices }
expect-error-side = tomon «white» yoki «black» boʻlishi kerak
expect-error-action-seconds = «set-increment» soʻzidan keyin soniyalar soni yozilishi kerak, masalan, «set-increment 30»
# $choices: choralar kalitlari.
expect-error-action = bu chora emas; choralar: { $choices }
expect-error-sanction = quyidagilardan birini yozing: { $choices } (yoki boshqa tomon bilan xuddi shunday)
expect-error-result = quyidagilardan birini yozing: { $choices }
expect-error-claim = quyidagilardan birini yozing: { $choices }
expect-error-party = quyidagilardan birini yozing: { $choices }
content-sides-empty = «white», «black» yoki ikkalasini ham koʻrsating.
content-range-conflict = Oraliqning pastki chegarasi uchun «above» yoki «from», yuqori chegarasi uchun «below» yoki «to» ishlatiladi, ikkalasi birga emas.
content-bad-answer = «{ $value }» kaliti hech bir variantni bildirmaydi; variantlar a, b, c… harflari bilan belgilanadi (bu yerda { $count } ta).
content-text-missing = { $what } matni yoʻq.
content-text-language-missing = Toʻplamda eʼlon qilingan «{ $lang }» tilida { $what } matni yoʻq.
content-explanation-missing = Izoh yoʻq; har bir holat oʻz qarorini tushuntirishi va moddalarga havola berishi kerak.
content-postponed-claim-without-flag = Hakam bu bayonot boʻyicha qarorini kechiktiradi va «after_flag» bayonot beruvchining bayroqchasi tushganda nimani aniqlashini aytadi, lekin undan keyin hech qanday bayroqcha tushmaydi: bu xulosa hech qachon qoʻllanmaydi. Bayonotdan keyin bayonot beruvchi uchun «flag» hodisasini qoʻshing.
content-readings-missing = Bu holatda «status = "discussion"» bor, lekin «readings» yoʻq: toʻplamning barcha tillarida mumkin boʻlgan talqinlarni yozing.
content-readings-unused = «readings» faqat munozarali savolda koʻrsatiladi: «status = "discussion"» qoʻshing yoki ularni olib tashlang.
content-markup-unclosed = Bu jingalak qavs yurish yozuvini ochadi, lekin uni hech narsa yopmaydi; yurish yozuviga tegishli boʻlmagan qavs ikki marta yoziladi.
content-markup-unopened = Bu jingalak qavs hech narsa ochmagan yurish yozuvini yopadi; yurish yozuviga tegishli boʻlmagan qavs ikki marta yoziladi.
content-markup-not-a-move = Jingalak qavslar ichidagi «{ $text }» yurish emas: yurish xalqaro harflar bilan yoziladi, masalan: { $example }.
content-bare-move = { $move } yurishi belgilashsiz yozilgan; har bir oʻquvchi uni oʻz dona harflarida koʻrishi uchun { $markup } deb yozing.
content-glossary-word = «{ $word }» bu tilda { $concept } tushunchasi uchun ishlatiladigan soʻz emas: lugʻat (i18n/{ $lang }/glossary.toml) «{ $chosen }» deydi.
content-unknown-language = «{ $value }» ilova tili emas. Tillar: { $choices }.
content-unknown-language-suggest = «{ $value }» ilova tili emas. Balki «{ $suggestion }» demoqchi edingiz? Tillar: { $choices }.
content-pack-needs-english = Toʻplam tillari orasida ingliz tili («en») boʻlishi kerak; boshqa tillarda matn boʻlmasa, shu tildagi matn koʻrsatiladi.
content-pack-toml-missing = Bu jildda «pack.toml» yoʻq.
content-pack-shadows-built-in = Ichki toʻplamlardan birida «{ $id }» identifikatori allaqachon bor; bu toʻplamga boshqa identifikator bering.
content-duplicate-pack = Boshqa toʻplamda «{ $id }» identifikatori allaqachon bor.
content-duplicate-scenario = «{ $id }» holat identifikatori { $other } faylida allaqachon ishlatilgan.
content-unreadable = Buni oʻqib boʻlmaydi: { $reason }
content-parse-crashed = Bu faylni oʻqishda dastur ishdan chiqdi, shuning uchun undagi holat tashlab ketildi; iltimos, bu haqda xabar bering: { $reason }

## Kalit nimani qabul qilishi (content-wrong-type uchun). «Kod» qoʻshtirnoqlaridagi soʻzlar tarjima qilinmaydi.

value-type-text = qoʻshtirnoq ichidagi matn, masalan, «"e4"»
value-type-bool = «true» yoki «false»
value-type-count = 0 yoki undan katta butun son, masalan, «3»
value-type-texts = har bir til uchun matn, masalan, «text.en = "..."»

## Dastur holatni baholaganda nimani topadi

check-no-correct-option = Hech bir variant dastur qaroriga mos kelmaydi.
check-several-correct = { $options } variantlarining barchasi dastur qaroriga mos keladi, lekin savolga bitta javob beriladi (bir nechta toʻgʻri varianti bor savol uchun «multi = true» deb yozing).
check-key-disagrees = Javoblar kalitida { $key } koʻrsatilgan, lekin dastur qaroriga koʻra { $engine } toʻgʻri.
check-key-disagrees-none = Javoblar kalitida { $key } koʻrsatilgan, lekin dastur qaroriga koʻra hech bir variant toʻgʻri emas.
# $option: variant harfi; $keys: uning «expect» kalitlari, masalan, «claim».
check-expect-undecided = { $option } varianti { $keys } kalitlariga tayanadi, lekin bu holatda dastur ularni hal qilmaydi (hech kim bayonot bermaydi, hech narsa soʻralmaydi yoki soat koʻrsatkichlari berilmagan), shuning uchun bu variant hech qachon toʻgʻri boʻla olmaydi.
check-undetermined = Mot tahlili bu vaziyatni hal qila olmadi, shuning uchun javob aniq emas; boshqa vaziyat tanlang.
# $detail: vaziyatni mumkin boʻlmagan qiladigan narsa, position-error-* xabarlaridan biri.
check-start-position-illegal = Bu mumkin boʻlmagan vaziyat ({ $detail }). U taxtada berilganicha qoladi, xuddi mumkin boʻlmagan vaziyat haqidagi savoldagidek, lekin holatdagi hech narsa uni mumkin boʻlmagan vaziyat deb hisoblamaydi: FEN yozuvini tekshiring.
check-article-not-cited = { $article }-modda koʻrsatilgan, lekin qarorda u qoʻllanmaydi.
check-article-other-level = { $article }-modda koʻrsatilgan, lekin qaror oʻsha moddani boshqa darajada, { $cited } deb keltiradi: uni qaror keltirganidek koʻrsating, agar aynan { $article } qoʻllansa, buni dasturdagi havola xatosi sifatida xabar qiling.
check-engine-says = Dastur qarori:
check-coverage =
    { $count ->
        [0] FIDE qoidalari { $edition }: dastur qoʻllaydigan { $total } ta moddaning har birini kamida { $target } ta holat tekshiradi.
        [one] FIDE qoidalari { $edition }: dastur qoʻllaydigan { $total } ta moddadan { $count } tasini { $target } tadan kam holat tekshiradi:
       *[other] FIDE qoidalari { $edition }: dastur qoʻllaydigan { $total } ta moddadan { $count } tasini { $target } tadan kam holat tekshiradi:
    }
check-coverage-group =
    { $count ->
        [0] Birorta ham holat qoʻllamaydi
        [one] { $count } ta holat qoʻllaydi
       *[other] { $count } ta holat qoʻllaydi
    }: { $articles }
check-reuse-count =
    { $count ->
        [0] birorta ham holat yoʻq
        [one] { $count } ta holat
       *[other] { $count } ta holat
    }
check-reuse =
    { $count ->
        [0] Pozitsiyalar: hech bir pozitsiya { $limit } tadan ortiq holatda ishlatilmagan.
        [one] Pozitsiyalar: { $count } ta pozitsiya { $limit } tadan ortiq holatda ishlatilgan:
       *[other] Pozitsiyalar: { $count } ta pozitsiya { $limit } tadan ortiq holatda ishlatilgan:
    }
check-summary = { $packs } ta toʻplam, { $scenarios } ta holat: { $errors } ta xato, { $warnings } ta ogohlantirish.
check-error = xato
check-warning = ogohlantirish

## Xabarlar tilga oladigan narsalarning nomlari

what-question = savol
what-option = javob varianti
what-title = sarlavha
what-explanation = izoh
what-side = tomon
what-game-type = partiya turi
what-supervision = nazorat turi
what-promotion = piyoda oʻzgarishi usuli
what-noticed = aniqlash usuli
what-first-flag = birinchi tushgan bayroqcha
what-claim-ground = bayonot asosi
what-moment = payt
what-gesture = indamay qilingan ishoraning maʼnosi
what-clock-fault = soat nosozligi
what-counter-fault = yurishlar hisoblagichi xatosi
what-finding-after-the-flag = bayroqcha tushgandan keyingi xulosa
what-judgement = hakam xulosasi
what-response = taklifga javob
what-clock-act = soatdan foydalanish
what-answer = durang taklifiga javob
what-finding = moslama topilgan holat
what-irregularity = qoidabuzarlik
what-question-kind = savol turi
what-status = holat
what-query = soʻrov
what-owner = egasi
what-arbiter-decision = hakam qarori
what-place-left = tark etilgan joy
what-source-of-help = yordam manbai
what-smoking = chekish turi
what-disturbance = bezovta qilish
what-complaint-ground = shikoyat asosi
what-opponent-score = raqibning natijasi
what-penalty = jazo
what-third-party = begona shaxs
what-irregularity-pointed-out = koʻrsatilgan qoidabuzarlik
what-listener = kimga aytiladi
what-remark = hakamning gapi
what-scoresheet-act = blank bilan harakat
what-signed-result = imzolangan natija
what-ruled-result = hakam qarori

## Keys of one event that contradict each other; more names of values
content-event-keys-conflict = «{ $key }» «{ $other }» ga zid: eʼlon qilingan toʻgʻrilash tegishning alohida turi. Kalitlardan birini qoldiring.
what-contact = tegish turi
what-button = soat tugmasi
what-inspection = tekshiruv tartibi
what-duty = yordamchining vazifasi
what-order = tartib
what-evidence = bayonot dalili
what-castling-procedure = rokirovka usuli
content-touch-finding-needs-order = «{ $key }» ikki teginishdan qaysi biri hakam fikricha birinchi boʻlganini bildiradi; buning uchun bu teginishning «{ $other }» kaliti «same-time» yoki «unknown» boʻlishi kerak.
content-key-needs-key = Xuddi shu voqeada «{ $other }» boʻlmasa, «{ $key }» hech narsani anglatmaydi.
what-touch-finding = hakamning teginishlar tartibi haqidagi xulosasi
what-reason = sabab
what-promotion-piece = oʻzgarish donasi

what-sealed-move-record = yashirin yurish yozuvi
what-absence = davom ettirishda yoʻqlik
what-envelope = konvert
