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

## Ինչու հնարավոր չէ օգտագործել FEN գրառումը, դիրքը, քայլը կամ ժամանակի ստուգումը։
## Յուրաքանչյուրը նախադասության վերջն է՝ ցույց տրված միջակետից հետո, ուստի սկսվում է փոքրատառով։

fen-error-fields = այն չունի FEN գրառման վեց մասերը (խաղատախտակ, քայլի հերթ, փոխատեղում, կողանցիկ վերցնման դաշտ, կիսաքայլերի հաշվիչ, քայլի համար)
fen-error-board = խաղատախտակի մասը հնարավոր չէ կարդալ
fen-error-turn = քայլի հերթը պետք է լինի w կամ b
fen-error-castling = փոխատեղման մասը հնարավոր չէ կարդալ
fen-error-ep = կողանցիկ վերցնման մասը դաշտ չէ
fen-error-halfmoves = կիսաքայլերի հաշվիչը թիվ չէ
fen-error-fullmoves = քայլի համարը դրական թիվ չէ
fen-error-variant = այն ունի մասեր, որոնք օգտագործվում են միայն շախմատի տարբերակներում

position-error-empty = խաղատախտակը դատարկ է
position-error-missing-king = արքաներից մեկը բացակայում է
position-error-kings = կողմերից մեկն ունի մեկից ավելի արքա
position-error-backrank = զինվորը կանգնած է առաջին կամ վերջին հորիզոնականում
position-error-opposite-check = շախի տակ է այն կողմը, որը հենց նոր քայլ է կատարել
position-error-impossible-check = արքան այնպիսի շախի տակ է, որին ոչ մի պարտիա չի կարող հանգեցնել
position-error-castling = փոխատեղման իրավունքները չեն համապատասխանում խաղատախտակի արքաներին և նավակներին
position-error-ep = կողանցիկ վերցնման դաշտն այստեղ անհնարին է
position-error-material = խաղատախտակին ավելի շատ խաղաքար կա, քան կարող է լինել պարտիայում
position-error-variant = դիրքը խախտում է շախմատի կանոնները

# $move-ը քայլն է, ինչպես գրված է։
move-error-unreadable = «{ $move }» գրառումը հնարավոր չէ կարդալ որպես քայլ
# $side-ը քայլող կողմն է։
move-error-no-king-to-castle = { $side } իրենց առաջին հորիզոնականում արքա չունեն, որով կարողանան փոխատեղում կատարել
move-error-no-such-piece = { $side } ոչ մի խաղաքարով չեն կարող կատարել «{ $move }» քայլը
move-error-ambiguous-illegal = «{ $move }» քայլը կարող են կատարել մի քանի խաղաքար. անհնարին քայլի գրառման մեջ պետք է նշել սկզբնական դաշտը (օրինակ՝ Bf1-b5)
# $square-ը դաշտ է, օրինակ՝ e4։
move-error-empty-square = { $square } դաշտում խաղաքար չկա
move-error-not-own-piece = { $square } դաշտի խաղաքարը պատկանում է մյուս կողմին
move-error-wrong-piece = { $square } դաշտի խաղաքարը գրված տեսակի չէ
move-error-no-movement = քայլը սկսվում և ավարտվում է { $square } դաշտում
move-error-nothing-to-touch = { $square } դաշտում դիպչելու ոչինչ չկա
move-error-no-promotion = { $side } վերջին քայլով զինվոր չեն փոխարկել
move-error-illegal = այս դիրքում դա հնարավոր քայլ չէ
move-error-ambiguous = գրառմանը համապատասխանում է մեկից ավելի հնարավոր քայլ. ավելացրեք այն ուղղաձիգը կամ հորիզոնականը, որտեղից քայլում է խաղաքարը

tc-error-empty = ոչինչ գրված չէ
# $part-ը այն տեքստն է, որը թիվ չէ, կամ այն ժամանակահատվածը, որում րոպեներ չկան։
tc-error-number = «{ $part }» ամբողջ թիվ չէ
tc-error-minutes = «{ $part }» ժամանակահատվածը տալիս է քայլերի քանակը, բայց ոչ րոպեները
tc-error-bonus = ժամանակահատվածները տալիս են տարբեր լրացուցիչ ժամանակ կամ հապաղում, բայց ոչ բոլորն են նշում իրենցը — նշեք յուրաքանչյուր ժամանակահատվածի համար (+0՝ առանց հավելման) կամ մեկ անգամ՝ բոլորի համար 1-ին քայլից
tc-error-last-period = վերջին ժամանակահատվածը պետք է ընդգրկի բոլոր մնացած քայլերը (գրեք 40/90,30, ոչ թե 40/90)
tc-error-earlier-period = յուրաքանչյուր ժամանակահատված, բացի վերջինից, պետք է նշի, թե քանի քայլ է ընդգրկում
tc-error-no-time = այն ընդհանրապես ժամանակ չի տալիս՝ զրո րոպե և առանց լրացուցիչ ժամանակի
tc-error-periods = այն ունի ավելի քան { $max } ժամանակահատված
tc-error-moves = { $part } քայլից բաղկացած ժամանակահատվածն ավելի երկար է, քան որևէ ստուգման մեջ (առավելագույնը՝ { $max })
tc-error-too-long = ժամանակահատվածները միասին տալիս են ավելի քան { $max } րոպե (24 ժամ)
tc-error-bonus-too-large = յուրաքանչյուր քայլի համար { $part } վայրկյանն ավելի է, քան որևէ ստուգում ավելացնում է (առավելագույնը՝ { $max })

## Punctuation the program puts between texts.
# A label and its value, as on the home screen ("Edition: 2018") and before the parts of an
# exported answer key. $label is the label, $value the value (empty when the value follows in
# another style).
label-value = { $label }՝ { $value }
# Between the items of a list (option letters, articles, topics).
list-separator = {", "}
# A result in figures and in words: "1-0 (White wins)". $figures is the score, $words the
# name of the result.
result-figures-words = { $figures } ({ $words })
## Why a touch, a flag or a move detail cannot be read so
move-error-nothing-to-order = դրանից անմիջապես առաջ համեմատելու բան չկա (նույն խաղացողի ավելի վաղ դիպչում այս քայլում, իսկ դրոշակի համար՝ այդ խաղացողի պահանջ կամ քայլ)
move-error-not-castling = «{ $move }»-ը փոխատեղում չէ, ուստի `castling`-ը և `announced`-ը դրան չեն վերաբերում
move-error-not-a-promotion = «{ $move }»-ը փոխարկում չէ, ուստի փոխարկման մանրամասները դրան չեն վերաբերում
move-error-not-a-capture = «{ $move }»-ը վերցում չէ, ուստի տախտակին թողնված վերցված խաղաքարը դրան չի վերաբերում
move-error-clock-not-running = { $side } ժամացույցը չի աշխատում և դեռ ժամանակ է ցույց տալիս, ուստի դրոշակը հիմա չի կարող ընկնել
move-error-flag-after-moves = խաղացողը կատարել է ընդամենը { $count } քայլ, ուստի նրա դրոշակը չէր կարող ընկնել ավելի շատ քայլերից հետո
move-error-no-unnoticed-illegal-move = դրանից առաջ չնկատված անհնարին քայլ չի եղել (այդպիսի քայլը գրեք `noticed = "later"`-ով)

move-error-not-adjourned = դրանից առաջ ոչ մի գաղտնի քայլ պարտիան չի հետաձգել (նախ պետք է լինի `seal` իրադարձություն)
move-error-not-before-illegal-move = անհնարին քայլից առաջ պարտիան ուներ ընդամենը { $count } կիսաքայլ. վերջին որոշելի դիրքը պետք է լինի դրանից առաջ
move-error-no-illegal-move-to-correct = դրանից առաջ անհնարին քայլ չի կատարվել, որը խաղացողները կարող էին ուղղել
