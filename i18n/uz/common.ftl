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
