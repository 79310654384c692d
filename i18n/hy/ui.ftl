### Տերմինալային միջերես՝ էկրաններ, ընտրացանկեր, վահանակներ, երկխոսություններ և յուրաքանչյուր էկրանի ստեղները։

too-small = Տերմինալի չափը { $width }×{ $height } է։ Աշխատելու համար պետք է առնվազն { $min_width }×{ $min_height }։

home-menu = Ընտրացանկ
home-practice = Վարժանք
    .hint = Հարցերը մեկ առ մեկ. յուրաքանչյուր պատասխանից հետո՝ մրցավարի որոշումը, հոդվածները և բացատրությունը։ Ընտրեք հավաքածուն, թեման, հոդվածը, խաղի տեսակը և կանոնների խմբագրությունը։
home-exam = Քննություն
    .hint = Բանալի թվով կազմված, ժամանակով սահմանափակված տոմս. նույն բանալին բոլոր մասնակիցներին տալիս է նույն հարցերը։ Արդյունքը՝ միայն հանձնելուց հետո։
home-review = Կրկնություն
    .hint = Այն հարցերը, որոնց կրկնելու ժամկետն արդեն եկել է, ինչպես նաև բոլոր սխալների կամ բոլոր պատասխանած հարցերի միանգամյա կրկնություն՝ անկախ ժամկետներից։
home-drill = Արագ շախմատ և կայծակնային խաղ
    .hint = Դեպքեր, որոնք արագ շախմատում և կայծակնային խաղում տարբեր են լուծվում. պատասխանեք ինչպես տրված է, հետո՝ նույն դեպքը խաղի մյուս տեսակում։
home-settings = Կարգավորումներ
    .hint = Լեզու, կանոնների խմբագրություն, խաղաքարեր, տախտակի գույներ և դիրք. քննության տևողություն և անցողիկ շեմ. վարժանքի հարցերի հերթականություն։
home-help = Օգնություն
    .hint = Յուրաքանչյուր էկրանի ստեղները։ Սեղմեք ? ցանկացած տեղում։
home-quit = Ելք
    .hint = Փակել ծրագիրը։
home-library = Գրադարան
home-loading = Հավաքածուները բեռնվում են…
home-library-count = Հավաքածուներ՝ { $packs } · դեպքեր՝ { $scenarios }
# $id-ը --pack ընտրանքով տրված հավաքածուի նույնացուցիչն է։
home-pack-unknown = «{ $id }» նույնացուցիչով հավաքածու չկա։
home-problems = Չհաջողվեց բեռնել { $count } ֆայլ
review-empty = Դեռ կրկնելու բան չկա. այստեղ է գալիս յուրաքանչյուր հարց, որին սխալ եք պատասխանել։
edition-own = Յուրաքանչյուր դեպքի սեփական խմբագրությունը

setup-pack = Հավաքածու
setup-topic = Թեմա
setup-article = Հոդված
setup-game-type = Խաղի տեսակ
setup-questions = Հարցեր
setup-minutes = Ժամանակ
setup-seed = Բանալի
setup-start = Սկսել
setup-all = Բոլորը
setup-matching = Համապատասխան դեպքեր՝ { $count }։
setup-exam-summary = Տոմսում կլինի { $count } հարց՝ { $available } դեպքից։ Նույն բանալին միշտ տալիս է նույն տոմսը։

settings-edition = Խմբագրություն
settings-pieces = Խաղաքարեր
settings-colours = Տախտակի գույներ
settings-orientation = Տախտակի դիրք
settings-pieces-forced = { $chosen } (այստեղ՝ { $drawn })
settings-note = Կարգավորումները գործում են անմիջապես։ Որտեղ վանդակը բավական մեծ է, խաղաքարերը գծվում են բլոկներով, իսկ Linux-ի վահանակում և --ascii-ով փոքր վանդակներում ցույց են տրվում տառերով։
pieces-outline = Եզրագծային նշաններ
pieces-letters = Տառեր
colours-wood = Փայտ
colours-slate = Թերթաքար
colours-green = Կանաչ
colours-grey = Մոխրագույն
orientation-white = Սպիտակները ներքևում
orientation-black = Սևերը ներքևում
orientation-to-move = Ներքևում՝ քայլ կատարողը

mode-review = Կրկնություն
session-progress = { $index }/{ $total } · ճիշտ՝ { $right }/{ $answered }
session-done = Վարժանքն ավարտված է
session-score = Ճիշտ պատասխաններ՝ { $right }՝ { $answered }-ից։
session-back = Սեղմեք { $key }՝ վերադառնալու համար։
facts-move = Քայլ { $number }
question-multi = Նշեք բոլոր ճիշտ տարբերակները և սեղմեք Enter։
drill-recast = Նույն դեպքը, բայց խաղի տեսակը՝ { $type } ({ $control })։
timeline-start = Սկզբնական դիրք
timeline-ruling = Որոշումից հետո
timeline-step = Քայլ { $step }՝ { $steps }-ից

event-move = { $side }՝ { $move }, ժամացույցը սեղմված է։
event-move-unpressed = { $side }՝ { $move }, ժամացույցը սեղմված չէ։
event-press-clock = { $side } սեղմում են ժամացույցը՝ առանց քայլ կատարելու։
event-touch = { $side } դիպչում են { $square } դաշտի խաղաքարին։
event-adjust = { $side } ասում են «ուղղում եմ» և ուղղում { $square } դաշտի խաղաքարը։
event-touch-move-claim = { $side } պահանջ են ներկայացնում՝ ձեռք տված խաղաքարի կանոնը խախտվել է։
event-displace = { $side } տապալում են խաղաքարեր։
event-flag = { $side }՝ դրոշակն ընկավ։
event-both-flags = Երկու դրոշակն էլ ընկած են։
event-claim-threefold = { $side } ոչ-ոքի են պահանջում դիրքի եռակի կրկնության պատճառով։
event-claim-fifty = { $side } ոչ-ոքի են պահանջում 50 քայլի կանոնով։
event-claim-quickplay = { $side } ոչ-ոքի են պահանջում պարտիայի արագ ավարտի փուլում։
event-offer = { $side } ոչ-ոքի են առաջարկում։
event-resign = { $side } հանձնվում են։
event-device = { $side }՝ էլեկտրոնային սարք է հայտնաբերվել կամ ձայն է հանել։
event-arrive = { $side } ուշանում են { $count } րոպե։
event-discover = Խախտում է հայտնաբերվել։
event-increment-request = { $side } լրացուցիչ ժամանակ են խնդրում։
event-stop-recording = { $side } դադարում են գրանցել քայլերը։
event-promotion-swap = { $side } ուզում են փոխարկված խաղաքարը փոխարինել մեկ այլով։
event-scoresheet-request = { $side } խնդրում են տեսնել մրցավարի բլանկը։
event-illegal-move-claim = { $side } պնդում են, որ վերջին քայլն անհնարին էր։
event-clock-reading = Ժամացույցը ցույց է տալիս՝ սպիտակներ { $white }, սևեր { $black }։

clock-increment = +{ $seconds } վ
clock-delay = հապաղում { $seconds } վ
clock-flag-fallen = դրոշակ

verdict-right = Ճիշտ է։
verdict-wrong = Սխալ է։
verdict-unanswered = Պատասխան չկա։
verdict-answer = Ճիշտ պատասխանը՝ { $answer }
tab-ruling = Որոշում
tab-explanation = Բացատրություն
tab-contrast = Համեմատություն
tab-proof = Ապացույց
panel-more = ավելին
ruling-failed = Ծրագիրը չկարողացավ որոշում կայացնել այս դեպքի վերաբերյալ՝ { $reason }
explanation-none = Հեղինակը բացատրություն չի գրել։
discussion-tag = Վիճելի հարց. Կանոնները այն միանշանակ չեն լուծում, ուստի այն երբեք չի ընդգրկվում քննության մեջ։
discussion-readings = Կանոնները այս հարցը միանշանակ չեն լուծում։ Ընդունելի մեկնաբանությունները՝
proof-question = Կարո՞ղ են { $side } դեռ մատ անել։
proof-unknown = Որոշված չէ
proof-walk = ] և [ ստեղներով տարբերակը խաղացվում է տախտակին՝ քայլ { $ply }՝ { $plies }-ից։
contrast-as-set = Ինչպես տրված է
contrast-uniform = Որոշումը նույնն է խաղի բոլոր տեսակներում և բոլոր խմբագրություններում։
contrast-differs = Որոշումը փոխվում է. աղյուսակում ցույց է տրված ճիշտ պատասխանը խաղի յուրաքանչյուր տեսակի և խմբագրության համար։
contrast-legend = ▸ նշում է ձեր պատասխանած դեպքը, – նշանակում է, որ այնտեղ ճիշտ պատասխան չկա։

exam-title = Հարց { $index }/{ $total } · բանալի { $seed } · { $time }
exam-sheet = Պատասխանների թերթիկ
exam-answered = պատասխանված է { $count }/{ $total }
exam-legend-answered = պատասխանված
exam-legend-flagged = նշված
exam-submit-title = Հանձնել քննությունը
exam-submit-all = Բոլոր հարցերին պատասխանված է։ Հանձնե՞լ տոմսը։
exam-submit-none = Դեռ ոչ մի հարցի պատասխան չկա։ Հանձնե՞լ դատարկ տոմսը։
# $list-ը կրկին նայելու համար նշված հարցերի համարներն են։
exam-submit-flagged = Կրկին նայելու համար նշված հարցեր՝ { $list }։
exam-submit-missing = { $count } հարցի պատասխան չկա՝ { $list }։ Այնուամենայնիվ հանձնե՞լ։
exam-leave-title = Դուրս գալ քննությունից
exam-leave = Դուրս գա՞լ քննությունից։ Պատասխանները չեն գնահատվի։
dialog-yes = այո
dialog-no = ոչ
exam-results = Քննության արդյունքներ
exam-time-up = Ժամանակը սպառվեց, և տոմսը հանձնվեց։
exam-passed = ՀԱՆՁՆՎԱԾ Է
exam-failed = ՀԱՆՁՆՎԱԾ ՉԷ
exam-percent = { $percent }% (անցողիկ շեմ՝ { $mark }%)
exam-facts = Բանալի { $seed } · { $edition } · ծախսված ժամանակ { $time }
exam-weakest = Ամենաթույլ թեմաները՝
exam-col-given = Դուք
exam-col-right = Ճիշտ
exam-col-question = Հարց

help-title = Ստեղներ
help-global = Ամենուր՝ ? ցույց է տալիս այս օգնությունը, Ctrl-C փակում է ծրագիրը։ Մկնիկով կարելի է ընտրել տարբերակներ, ներդիրներ և ընտրացանկի կետեր։
help-close = Սեղմեք ցանկացած ստեղն՝ փակելու համար։

key-open = բացել
key-entry = ընտրել կետը
key-help = օգնություն
key-quit = ելք
key-field = ընտրել տողը
key-value = փոխել արժեքը
key-start = սկսել
key-seed = մուտքագրել բանալին
key-back = հետ
key-answer = պատասխանել
key-cursor = ընտրել և պատասխանել
key-tick = նշել տարբերակը
key-timeline = իրադարձությունները քայլ առ քայլ
key-flip = շրջել տախտակը
key-next = հաջորդ կամ նախորդ հարցը
key-continue = հաջորդ հարցը
key-tab = որոշում, բացատրություն, համեմատություն, ապացույց
key-scroll = թերթել
key-proof = խաղալ մատի տարբերակը
key-pick = ընտրել պատասխանը
key-flag = նշել հարցը
key-submit = հանձնել
key-leave = դուրս գալ քննությունից
key-confirm = հաստատել
key-cancel = չեղարկել
key-row = ընտրել հարցը
key-review = վերլուծել
key-home = գլխավոր

home-present = Ցուցադրում լսարանի համար
    .hint = Պրոյեկտորի համար՝ մեկական դեպք՝ մեծ տախտակով և ժամացույցներով։ Մի ստեղնը ցույց է տալիս պատասխանի տարբերակները, մյուսը՝ որոշումը։ Ոչ ոք չի պատասխանում, և ոչինչ չի գրանցվում։
home-stats = Վիճակագրություն
    .hint = Ճիշտ պատասխանների բաժինը՝ ընդհանուր, ըստ թեմաների, ըստ հոդվածների (սկզբում՝ ամենաթույլերը), ըստ խաղի տեսակի և ըստ խմբագրության. ճիշտ պատասխանների շարքեր և անընդմեջ պարապմունքի օրեր։
home-review-due = { $name } · ժամկետը եկած՝ { $count }
home-exam-unfinished = { $name } (չավարտված)

resume-title = Չավարտված քննություն
resume-text = { $date }-ին սկսված քննությունը չի հանձնվել. պատասխանված է { $answered }/{ $total }, մնացել է { $time }, բանալին՝ { $seed }։
resume-resume = շարունակել կանգ առած տեղից
resume-hand-in = հանձնել այնպես, ինչպես կա
resume-discard = չեղարկել այն
resume-later = որոշել ավելի ուշ («Քննություն» կետը նորից կհարցնի)
resume-gone = Չավարտված քննության հարցերն այլևս գրադարանում չկան, ուստի այն չեղարկվեց։
exam-moved-aside = Պահված քննությունը հնարավոր չեղավ կարդալ. ֆայլը պահվեց որպես { $path }։
exam-newer = Պահված քննությունը գրվել է ծրագրի ավելի նոր տարբերակով (ձևաչափ { $format }). այն թողնված է անփոփոխ։

review-due = Ժամկետը եկել է ({ $count })
review-cram-missed = Բոլոր սխալները միանգամից ({ $count })
review-cram-all = Բոլոր պատասխանած հարցերը միանգամից ({ $count })
review-due-now = Այժմ կրկնելու ժամկետը եկել է այսքան հարցի՝ { $count }։
review-nothing-answered = Դեռ կրկնելու բան չկա. նախ պատասխանեք հարցերի վարժանքում կամ քննությունում։
review-nothing-due = Այժմ կրկնելու հարց չկա։
review-next-minutes = Այժմ կրկնելու հարց չկա։ Հաջորդ հարցի ժամկետը կգա { $count } րոպեից։
review-next-date = Այժմ կրկնելու հարց չկա։ Հաջորդ հարցի ժամկետը՝ { $date }։
review-nothing-due-now = Այժմ կրկնելու հարց չկա. կրկնեք բոլորը միանգամից կամ վերադարձեք, երբ ժամկետը գա։
review-cram-note = Միանգամյա կրկնությունը հաշվի չի առնում ժամկետները և տալիս է իր ցանկի բոլոր հարցերը. ձեր պատասխանները, միևնույն է, թարմացնում են ժամանակացույցը։
review-more = … և ևս { $count }

stats-by-topic-weakest = Ըստ թեմաների, սկզբում՝ ամենաթույլերը

setup-shuffled = Հարցերը խառնված են { $seed } բանալիով։
settings-study = Քննություն և վարժանք
settings-exam-questions = Քննության հարցեր
settings-exam-minutes = Քննության ժամանակ
settings-pass-mark = Անցողիկ շեմ
settings-practice-order = Վարժանքի հերթականություն
order-in-order = Ըստ հերթականության
order-shuffled = Խառնված՝ ըստ բանալու

present-title = Դեպք { $index }/{ $total } · { $edition }
present-show-options = ցույց տալ տարբերակները
present-show-ruling = ցույց տալ որոշումը
present-next = հաջորդ դեպքը
present-end = վերադառնալ ընտրացանկ (սա վերջին դեպքն էր)

key-ends = սկիզբ կամ վերջ
key-reveal = ցույց տալ հաջորդ քայլը
key-conceal = թաքցնել վերջին քայլը
key-scenario = հաջորդ կամ նախորդ դեպքը

keyname-enter = Enter
keyname-esc = Esc
keyname-space = Բացատ
keyname-tab = Tab
keyname-pgup = PgUp
keyname-pgdn = PgDn
keyname-home = Home
keyname-end = End
keyname-backspace = Backspace

topic-illegal-move = Անհնարին քայլեր
topic-touch-move = Դիպչած խաղաքար
topic-flag-fall = Դրոշակի ընկնելը
topic-can-mate = Մատի հնարավորություն
topic-draw-claim = Ոչ-ոքիի պահանջ
topic-draw-offer = Ոչ-ոքիի առաջարկ
topic-clock = Շախմատային ժամացույց
topic-time-control = Ժամանակի հսկողություն
topic-default-time = Թույլատրելի ուշացում
topic-recording = Քայլերի գրանցում
topic-devices = Էլեկտրոնային սարքեր
topic-conduct = Խաղացողների վարքագիծ
topic-quickplay = Արագ ավարտ
topic-irregularity = Անկանոնություններ
topic-illegal-position = Անհնարին դիրքեր
topic-resignation = Հանձնվելը
topic-chess960 = Շախմատ 960
topic-dead-position = Մեռյալ դիրք
topic-rapid = Արագ շախմատ
topic-blitz = Կայծակնային խաղ
topic-standard = Դասական շախմատ
topic-editions = Կանոնների խմբագրություններ

# The side to move is checkmated: said in place of whose move it is.
facts-checkmate = Մատ

## Events: touches, castling procedures, pausing the clock
event-touch-accidental = { $side } պատահաբար դիպչում են { $square } դաշտի խաղաքարին։
event-adjust-said-after = { $side } դիպչում են { $square } դաշտի խաղաքարին և միայն հետո ասում «ուղղում եմ»։
event-touch-same-time = { $side } դիպչում են { $square } դաշտի խաղաքարին՝ նախորդի հետ միաժամանակ։
event-touch-order-unknown = { $side } դիպչում են { $square } դաշտի խաղաքարին. նախորդից առա՞ջ, թե՞ հետո՝ հնարավոր չէ ասել։
event-flag-same-moment = Նույն պահին { $side }՝ դրոշակն ընկավ։
event-castle-rook-first = { $side } կատարում են { $move } փոխատեղումը՝ նախ տեղաշարժելով նավակը։
event-castle-king-only = { $side } կատարում են { $move } փոխատեղումը՝ տեղաշարժելով միայն արքան։
event-castle-rook-only = { $side } կատարում են { $move } փոխատեղումը՝ տեղաշարժելով միայն նավակը։
event-pause-clock = { $side } կանգնեցնում են ժամացույցը և կանչում մրցավարին։
event-pause-clock-no-reason = { $side } կանգնեցնում են ժամացույցն առանց հիմնավոր պատճառի։
