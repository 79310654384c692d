### Програмын бүх хэсэгт хэрэглэгдэх үгс: нэр, тийм ба үгүй, өнгө ба тал, үр дүн,
### тоглолтын төрөл, Дүрмийн хэвлэлүүд, цаг хугацааны нэгж.

# Програмын нэрийг бүх хэлэнд латин үсгээр бичнэ.
-app-name = Arbiter Quiz

app-title = { -app-name }
app-tagline = ФИДЕ-ийн шатрын дүрмийг шүүгч хэрэглэдэг шиг хэрэглэж дадлага хий

yes = Тийм
no = Үгүй
language = Хэл
untranslated = (англиар)

## Өнгө

colour-white = Цагаан
colour-black = Хар
square-light = Цайвар буудал
square-dark = Бараан буудал

## Талууд

side-white = Цагаан
side-black = Хар
to-move-white = Цагааны нүүх ээлж
to-move-black = Харын нүүх ээлж
player = Тоглогч
opponent = Өрсөлдөгч
arbiter = Шүүгч

## Өргийн үр дүн; .score нь бичилтийн хуудсанд тэмдэглэх үр дүн

result-white-wins = Цагааны ялалт
    .score = 1-0
result-black-wins = Харын ялалт
    .score = 0-1
result-draw = Тэнцээ
    .score = ½-½
result-both-lose = Хоёр тоглогч хоёулаа хожигдсон
    .score = 0-0
result-ongoing = Өрөг үргэлжилж байна
    .score = *

## Цагийн хяналтаас хамаарах тоглолтын төрөл

game-type-standard = Сонгодог тоглолт
game-type-rapid = Рапид тоглолт
game-type-blitz = Блиц тоглолт

## Дүрмийн хэвлэлүүд; $year нь хүчин төгөлдөр болсон он

laws-edition = ФИДЕ-ийн Шатрын дүрэм ({ $year })
    .short = ФИДЕ-ийн дүрэм { $year }

## Цаг хугацааны нэгж. Тооны дараах нэр үг олон тооны хэлбэр авдаггүй тул ганц
## хэлбэр хангалттай.

minutes = { $count } минут
seconds = { $count } секунд
duration = { $minutes } { $seconds }

## FEN бичлэг, байрлал, нүүдэл эсвэл хяналтын цагийг яагаад ашиглах боломжгүй байгаа нь. Тус
## бүр нь хоёр цэгийн дараа гарах өгүүлбэрийн төгсгөл тул жижиг үсгээр эхэлнэ.

fen-error-fields = FEN бичлэгийн зургаан хэсэг (хөлөг, нүүх ээлж, сэлгээ, явуут дунд зөрж идэх буудал, хагас нүүдлийн тоолуур, нүүдлийн дугаар) бүрэн биш байна
fen-error-board = хөлгийн хэсгийг уншиж чадсангүй
fen-error-turn = нүүх ээлж нь w эсвэл b байх ёстой
fen-error-castling = сэлгээний хэсгийг уншиж чадсангүй
fen-error-ep = явуут дунд зөрж идэх хэсэг нь буудал биш
fen-error-halfmoves = хагас нүүдлийн тоолуур нь тоо биш
fen-error-fullmoves = нүүдлийн дугаар нь эерэг тоо биш
fen-error-variant = зөвхөн шатрын хувилбаруудад хэрэглэгддэг хэсгүүд байна

position-error-empty = хөлөг хоосон байна
position-error-missing-king = ноён дутуу байна
position-error-kings = нэг тал нэгээс олон ноёнтой байна
position-error-backrank = хүү эхний эсвэл сүүлийн хэвтээ эгнээнд зогсож байна
position-error-opposite-check = дөнгөж нүүсэн тал шалаан дор байна
position-error-impossible-check = ноён ямар ч өрөгт үүсэх боломжгүй шалаан дор байна
position-error-castling = сэлгэх эрх нь хөлөг дээрх ноён, тэрэгнүүдтэй тохирохгүй байна
position-error-ep = явуут дунд зөрж идэх буудал энд байх боломжгүй
position-error-material = өрөгт байж болохоос олон дүрс хөлөг дээр байна
position-error-variant = байрлал шатрын дүрмийг зөрчиж байна

# $move: бичсэн хэвээрх нүүдэл.
move-error-unreadable = «{ $move }» бичлэгийг нүүдэл гэж уншиж чадсангүй
# $side: нүүж буй тал.
move-error-no-king-to-castle = { $side } талд эхний хэвтээ эгнээндээ сэлгэх ноён байхгүй
move-error-no-such-piece = { $side } талын ямар ч дүрс «{ $move }» нүүдлийг хийж чадахгүй
move-error-ambiguous-illegal = «{ $move }» нүүдлийг хэд хэдэн дүрс хийж чадна; дүрмийн бус нүүдэлд эхлэх буудлыг нь заавал бичнэ (жишээ нь Bf1-b5)
# $square: буудал, жишээ нь e4.
move-error-empty-square = { $square } буудал дээр дүрс байхгүй
move-error-not-own-piece = { $square } буудал дээрх дүрс нөгөө талынх
move-error-wrong-piece = { $square } буудал дээрх дүрс бичсэн төрлийнх биш
move-error-no-movement = нүүдэл { $square } буудлаас эхэлж, мөн тэнд дуусч байна
move-error-nothing-to-touch = { $square } буудал дээр гар хүрэх юм байхгүй
move-error-no-promotion = { $side } тал дөнгөж сая хүү хувиргаагүй
move-error-illegal = энэ байрлалд энэ нь дүрмийн зөвшөөрсөн нүүдэл биш
move-error-ambiguous = бичлэгт нэгээс олон дүрмийн зөвшөөрсөн нүүдэл тохирно; дүрсийн эхлэх босоо шугам эсвэл хэвтээ эгнээг нэмж бичнэ үү

tc-error-empty = юу ч бичээгүй байна
# $part: тоо биш бичвэр, эсвэл минутгүй хугацааны үе.
tc-error-number = «{ $part }» нь бүхэл тоо биш
tc-error-minutes = «{ $part }» үе нь нүүдлийн тоог заасан боловч минутыг заагаагүй
tc-error-bonus = үеүүд өөр өөр нэмэлт хугацаа эсвэл саатал заасан боловч үе бүр өөрийнхөө нэмэгдлийг бичээгүй: үе бүрт бичнэ үү (нэмэгдэлгүй бол +0), эсвэл 1-р нүүдлээс эхлэн бүгдэд нэг удаа бичнэ үү
tc-error-last-period = сүүлийн үе нь үлдсэн бүх нүүдлийг хамрах ёстой (40/90 биш, 40/90,30 гэж бичнэ үү)
tc-error-earlier-period = сүүлийнхээс бусад үе бүр хэдэн нүүдлийг хамрахаа заах ёстой
tc-error-no-time = огт хугацаа өгөхгүй байна: тэг минут, нэмэлт хугацаа ч байхгүй
tc-error-periods = { $max } гаруй үетэй байна
tc-error-moves = { $part } нүүдлийн үе нь ямар ч хяналтын цагт байхаас урт (хамгийн ихдээ { $max })
tc-error-too-long = үеүүд нийлээд { $max } минутаас (24 цагаас) их хугацаа өгч байна
tc-error-bonus-too-large = нүүдэл бүрт { $part } секунд нь ямар ч хяналтын цагийн нэмдгээс их (хамгийн ихдээ { $max })

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
move-error-nothing-to-order = яг өмнө нь харьцуулах зүйл алга (энэ нүүдэлд тухайн тоглогчийн өмнөх гар хүрэлт, туг бол тухайн тоглогчийн мэдэгдэл эсвэл нүүдэл)
move-error-not-castling = «{ $move }» нь сэлгээ биш тул `castling` ба `announced` түүнд хамаарахгүй
move-error-not-a-promotion = «{ $move }» нь хувиргалт биш тул хувиргалтын нарийвчлал түүнд хамаарахгүй
move-error-not-a-capture = «{ $move }» нь идэх нүүдэл биш тул хөлөг дээр үлдээсэн идэгдсэн дүрс түүнд хамаарахгүй
move-error-clock-not-running = { $side } талын цаг явахгүй байгаа бөгөөд хугацаа заасаар байгаа тул туг одоо унах боломжгүй
move-error-flag-after-moves = тоглогч ердөө { $count } нүүдэл хийсэн тул түүний туг үүнээс олон нүүдлийн дараа унах боломжгүй
move-error-no-unnoticed-illegal-move = үүнээс өмнө анзааралгүй өнгөрсөн дүрмийн бус нүүдэл алга (ийм нүүдлийг `noticed = "later"` гэж бичнэ үү)

move-error-not-adjourned = үүнээс өмнө ямар ч битүүмжилсэн нүүдэл өргийг хойшлуулаагүй (эхлээд `seal` үйл явдал байх ёстой)
move-error-not-before-illegal-move = дүрмийн бус нүүдлээс өмнө өрөгт ердөө { $count } хагас нүүдэл байсан: тогтоож болох сүүлийн байрлал түүнээс өмнө байх ёстой
move-error-no-illegal-move-to-correct = үүнээс өмнө тоглогчдын засах дүрмийн бус нүүдэл хийгдээгүй
