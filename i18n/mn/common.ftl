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
