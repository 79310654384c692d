### Ամբողջ ծրագրում հանդիպող բառեր՝ անվանումը, այո և ոչ, գույներն ու կողմերը,
### արդյունքները, շախմատի տեսակները, Կանոնների խմբագրությունները և ժամանակի միավորները։

# Ծրագրի անվանումը բոլոր լեզուներում գրվում է լատինատառ։
-app-name = Arbiter Quiz

app-title = { -app-name }
app-tagline = Վարժվեք կիրառել ՖԻԴԵ-ի շախմատի կանոնները այնպես, ինչպես կիրառում է մրցավարը

yes = Այո
no = Ոչ
language = Լեզու
untranslated = (անգլերեն)

## Գույներ

colour-white = Սպիտակ
colour-black = Սև
square-light = Բաց դաշտ
square-dark = Մուգ դաշտ

## Կողմերը

side-white = Սպիտակները
side-black = Սևերը
to-move-white = Քայլը սպիտակներինն է
to-move-black = Քայլը սևերինն է
player = Խաղացող
opponent = Հակառակորդ
arbiter = Մրցավար

## Պարտիայի արդյունքները. .score-ը արդյունքն է, ինչպես գրվում է բլանկում

result-white-wins = Սպիտակների հաղթանակ
    .score = 1-0
result-black-wins = Սևերի հաղթանակ
    .score = 0-1
result-draw = Ոչ-ոքի
    .score = ½-½
result-both-lose = Պարտություն երկու խաղացողին էլ
    .score = 0-0
result-ongoing = Պարտիան շարունակվում է
    .score = *

## Շախմատի տեսակները՝ ըստ ժամանակի ստուգման

game-type-standard = Դասական շախմատ
game-type-rapid = Արագ շախմատ
game-type-blitz = Կայծակնային խաղ

## Կանոնների խմբագրությունները. $year-ը ուժի մեջ մտնելու տարին է

laws-edition = ՖԻԴԵ-ի շախմատի կանոններ ({ $year })
    .short = ՖԻԴԵ-ի կանոններ { $year }

## Ժամանակի միավորները։ Թվից հետո գոյականը եզակի թվով է, ուստի մեկ ձևը բավական է։

minutes = { $count } րոպե
seconds = { $count } վայրկյան
duration = { $minutes } { $seconds }
