### Ilovaning hamma joyida uchraydigan soʻzlar: nomi, ha va yoʻq, ranglar va tomonlar,
### natijalar, shaxmat turlari, Qoidalar tahrirlari va vaqt birliklari.
### Oʻ va gʻ harflaridagi belgi — ʻ (U+02BB), tutuq belgisi — ʼ (U+02BC).

# Dastur nomi barcha tillarda lotin harflarida yoziladi.
-app-name = Arbiter Quiz

app-title = { -app-name }
app-tagline = FIDE shaxmat qoidalarini hakam qanday qoʻllasa, shunday qoʻllashni mashq qiling

yes = Ha
no = Yoʻq
language = Til
untranslated = (inglizcha)

## Ranglar

colour-white = Oq
colour-black = Qora
square-light = Oq katak
square-dark = Qora katak

## Tomonlar

side-white = Oqlar
side-black = Qoralar
to-move-white = Yurish navbati oqlarda
to-move-black = Yurish navbati qoralarda
player = Oʻyinchi
opponent = Raqib
arbiter = Hakam

## Natijalar; .score — natijaning blankda yozilishi

result-white-wins = Oqlar gʻalabasi
    .score = 1-0
result-black-wins = Qoralar gʻalabasi
    .score = 0-1
result-draw = Durang
    .score = ½-½
result-both-lose = Ikkala oʻyinchiga ham magʻlubiyat
    .score = 0-0
result-ongoing = Partiya davom etadi
    .score = *

## Vaqt nazoratiga koʻra shaxmat turlari

game-type-standard = Standart shaxmat
game-type-rapid = Tezkor shaxmat
game-type-blitz = Blits

## Qoidalar tahrirlari; $year — tahrir kuchga kirgan yil

laws-edition = FIDE shaxmat qoidalari ({ $year })
    .short = FIDE qoidalari { $year }

## Vaqt birliklari. Sondan keyin ot koʻplik qoʻshimchasini olmaydi, shuning uchun
## birlik va koʻplik shakllarini ajratish kerak emas.

minutes = { $count } daqiqa
seconds = { $count } soniya
duration = { $minutes } { $seconds }

## FEN yozuvi, vaziyat, yurish yoki vaqt nazoratidan nega foydalanib boʻlmaydi. Har biri ikki
## nuqtadan keyin chiqadigan gapning oxiri, shuning uchun kichik harf bilan boshlanadi.

fen-error-fields = unda FEN yozuvining oltita qismi yoʻq (taxta, yurish navbati, rokirovka, oʻtish joyida urib olish katagi, yarim yurishlar hisoblagichi, yurish raqami)
fen-error-board = taxta qismini oʻqib boʻlmaydi
fen-error-turn = yurish navbati w yoki b boʻlishi kerak
fen-error-castling = rokirovka qismini oʻqib boʻlmaydi
fen-error-ep = oʻtish joyida urib olish qismi katak emas
fen-error-halfmoves = yarim yurishlar hisoblagichi son emas
fen-error-fullmoves = yurish raqami musbat son emas
fen-error-variant = unda faqat shaxmatning boshqa turlarida ishlatiladigan qismlar bor

position-error-empty = taxta boʻsh
position-error-missing-king = shoh yetishmaydi
position-error-kings = tomonlardan birida bittadan ortiq shoh bor
position-error-backrank = piyoda birinchi yoki oxirgi gorizontalda turibdi
position-error-opposite-check = hozirgina yurgan tomonning shohi kisht ostida
position-error-impossible-check = shoh hech bir partiyada yuzaga kela olmaydigan kisht ostida
position-error-castling = rokirovka huquqlari taxtadagi shohlar va ruxlarga mos kelmaydi
position-error-ep = oʻtish joyida urib olish katagi bu yerda boʻlishi mumkin emas
position-error-material = taxtada partiyada boʻlishi mumkin boʻlgandan koʻp dona bor
position-error-variant = vaziyat shaxmat qoidalarini buzadi

# $move: yozilganicha yurish.
move-error-unreadable = «{ $move }» yozuvini yurish sifatida oʻqib boʻlmaydi
# $side: yurayotgan tomon.
move-error-no-king-to-castle = { $side } rokirovka qila olmaydi, chunki birinchi gorizontalida shohi yoʻq
move-error-no-such-piece = { $side } hech bir donasi bilan «{ $move }» yurishini qila olmaydi
move-error-ambiguous-illegal = «{ $move }» yurishini bir nechta dona qila oladi; mumkin boʻlmagan yurishda boshlangʻich katak koʻrsatilishi kerak (masalan, Bf1-b5)
# $square: katak, masalan, e4.
move-error-empty-square = { $square } katagida dona yoʻq
move-error-not-own-piece = { $square } katagidagi dona boshqa tomonniki
move-error-wrong-piece = { $square } katagidagi dona yozilgan turdagi dona emas
move-error-no-movement = yurish { $square } katagida boshlanib, shu katakda tugaydi
move-error-nothing-to-touch = { $square } katagida teginadigan hech narsa yoʻq
move-error-no-promotion = { $side } oxirgi yurishda piyodani oʻzgartirmagan
move-error-illegal = bu vaziyatda bu mumkin boʻlgan yurish emas
move-error-ambiguous = yozuvga bir nechta mumkin boʻlgan yurish mos keladi; dona qaysi vertikal yoki gorizontaldan yurishini qoʻshib yozing

tc-error-empty = hech narsa yozilmagan
# $part: son boʻlmagan matn yoki daqiqalari yoʻq davr.
tc-error-number = «{ $part }» butun son emas
tc-error-minutes = «{ $part }» davri yurishlar sonini beradi, lekin daqiqalarni bermaydi
tc-error-bonus = davrlarda har bir yurishga qoʻshiladigan vaqt yoki kechikish har xil, lekin har bir davrda oʻziniki yozilmagan: uni har bir davrga yozing (qoʻshimchasiz davr uchun +0) yoki 1-yurishdan boshlab hammasi uchun bir marta yozing
tc-error-last-period = oxirgi davr qolgan barcha yurishlarni qamrab olishi kerak (40/90 emas, 40/90,30 deb yozing)
tc-error-earlier-period = oxirgisidan boshqa har bir davr necha yurishni qamrab olishini koʻrsatishi kerak
tc-error-no-time = u umuman vaqt bermaydi: nol daqiqa va har bir yurishga qoʻshiladigan vaqt yoʻq
tc-error-periods = unda { $max } tadan ortiq davr bor
tc-error-moves = { $part } yurishlik davr har qanday vaqt nazoratidagidan uzun (koʻpi bilan { $max })
tc-error-too-long = davrlar birgalikda { $max } daqiqadan (24 soatdan) koʻp vaqt beradi
tc-error-bonus-too-large = har bir yurishga { $part } soniya har qanday vaqt nazorati qoʻshadiganidan koʻp (koʻpi bilan { $max })

## Punctuation the program puts between texts.
# A label and its value, as on the home screen ("Edition: 2018") and before the parts of an
# exported answer key. $label is the label, $value the value (empty when the value follows in
# another style).
label-value = { $label }: { $value }
# Between the items of a list (option letters, articles, topics).
list-separator = {", "}
# A result in figures and in words: "1-0 (White wins)". $figures is the score, $words the
# name of the result.
result-figures-words = { $figures } ({ $words })
## Why a touch, a flag or a move detail cannot be read so
move-error-nothing-to-order = undan bevosita oldin solishtiradigan hech narsa yoʻq (shu yurishda oʻsha oʻyinchining avvalgi tegishi, bayroqcha uchun esa shu oʻyinchining bayonoti yoki yurishi)
move-error-not-castling = «{ $move }» rokirovka emas, shuning uchun «castling» va «announced» unga taalluqli emas
move-error-not-a-promotion = «{ $move }» oʻzgarish emas, shuning uchun oʻzgarish tafsilotlari unga taalluqli emas
move-error-not-a-capture = «{ $move }» urib olish emas, shuning uchun taxtada qoldirilgan urilgan dona unga taalluqli emas
move-error-clock-not-running = { $side } soati yurmayapti va hali vaqt koʻrsatib turibdi, shuning uchun bayroqcha hozir tusha olmaydi
move-error-flag-after-moves = oʻyinchi atigi { $count } ta yurish qilgan, shuning uchun uning bayroqchasi bundan koʻp yurishdan keyin tusha olmaydi
move-error-no-unnoticed-illegal-move = bundan oldin sezilmay qolgan mumkin boʻlmagan yurish yoʻq (bunday yurishni «noticed = "later"» bilan yozing)

move-error-not-adjourned = undan oldin birorta yashirin yurish partiyani qoldirmagan (avval «seal» hodisasi boʻlishi kerak)
move-error-not-before-illegal-move = mumkin boʻlmagan yurishdan oldin partiyada faqat { $count } yarim yurish bor edi: aniqlash mumkin boʻlgan soʻnggi pozitsiya undan oldin boʻlishi kerak
move-error-no-illegal-move-to-correct = bundan oldin oʻyinchilar tuzatishi mumkin boʻlgan mumkin boʻlmagan yurish qilinmagan
