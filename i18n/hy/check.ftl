### `arbiter-quiz check`-ի և բովանդակության բեռնման հաղորդագրությունները՝ ինչն է սխալ
### դեպքի կամ հավաքածուի ֆայլում։ Ֆայլը, տողը և սյունակը ծրագիրը ցույց է տալիս հաղորդագրության
### շուրջը։ Փոփոխականները ֆայլի արժեքներ են կամ թույլատրելի արժեքների ցանկեր՝ ցույց տրված
### այնպես, ինչպես կան։

content-toml = Սա վավեր TOML չէ. { $reason }
content-unknown-key = Անհայտ բանալի՝ `{ $key }`։ Այստեղ թույլատրվում են՝ { $choices }։
content-unknown-key-suggest = Անհայտ բանալի՝ `{ $key }`։ Գուցե նկատի ունեիք `{ $suggestion }`։ Այստեղ թույլատրվում են՝ { $choices }։
content-key-renamed = `{ $key }` բանալին այժմ կոչվում է `{ $now }`. այն կարդացվում է որպես `{ $now }`, բայց գրեք նոր անունը։
content-unknown-value = `{ $value }` արժեքը վավեր { $what } չէ։ Գրեք հետևյալներից մեկը՝ { $choices }։
content-unknown-value-suggest = `{ $value }` արժեքը վավեր { $what } չէ։ Գուցե նկատի ունեիք `{ $suggestion }`։ Գրեք հետևյալներից մեկը՝ { $choices }։
content-unknown-event = Իրադարձության անհայտ տեսակ՝ `{ $value }`։ Իրադարձությունների տեսակները՝ { $choices }։
content-unknown-event-suggest = Իրադարձության անհայտ տեսակ՝ `{ $value }`։ Գուցե նկատի ունեիք `{ $suggestion }`։ Իրադարձությունների տեսակները՝ { $choices }։
content-event-key-not-allowed = `{ $type }` իրադարձությունը չի ընդունում `{ $key }` բանալին։ Այն ընդունում է՝ { $keys }։
content-event-key-missing = `{ $type }` իրադարձությանն անհրաժեշտ է `{ $key }` բանալին։
content-event-type-missing = Այս իրադարձությունը `type` չունի։ Իրադարձությունների տեսակները՝ { $choices }։
content-event-key-not-allowed-suggest = `{ $type }` իրադարձությունը չի ընդունում `{ $key }` բանալին։ Գուցե նկատի ունեիք `{ $suggestion }`։ Այն ընդունում է՝ { $keys }։
content-bad-square = `{ $value }` արժեքը դաշտ չէ (գրեք a–h ուղղաձիգ և 1–8 հորիզոնական, օրինակ՝ e4)։
content-bad-placement = `{ $value }` արժեքը խաղաքարերի դասավորություն չէ (գրեք FEN-ի առաջին դաշտը՝ ութ հորիզոնական 8-ից 1, բաժանված /-ով, օրինակ՝ 4k3/8/8/8/8/8/8/4K3)։
# $detail-ը սխալն է՝ tc-error-* հաղորդագրություններից մեկը։
content-bad-time-control = `{ $value }` արժեքը ժամանակի ստուգում չէ. { $detail }։
content-bad-clock-time = `{ $value }` արժեքը ժամացույցի ցուցմունք չէ (գրեք m:ss, h:mm:ss կամ m:ss.t)։
# $detail. ինչ է ընդունում բանալին, ստորև value-type-* հաղորդագրություններից մեկը։
content-wrong-type = `{ $key }` բանալու արժեքը պետք է լինի { $detail }։
# $max՝ ամենաերկար ցուցմունքը, 24:00:00։
content-clock-time-too-long = `{ $value }` արժեքն ավելի երկար է, քան ժամացույցը կարող է ցույց տալ (առավելագույնը՝ { $max })։
# $key՝ բանալին ֆայլում, $max՝ նրա ամենամեծ թույլատրելի արժեքը։
content-number-too-large = `{ $key }`-ի արժեքը { $value } է, ավելի, քան լինում է մեկ պարտիայում (առավելագույնը՝ { $max })։
content-game-type-mismatch = Կանոնների { $edition } թվականի խմբագրությամբ { $control } ստուգումը տալիս է «{ $actual }» տեսակի պարտիա, ոչ թե «{ $type }»։
content-impossible-clock = Ժամացույցը ({ $side }) ցույց է տալիս { $time }, ավելի, քան { $control } ստուգումը երբևէ կարող է տալ։
content-clock-runs-for-side-not-to-move = Նշված է, որ ժամացույցն ընթանում է ({ $side }), սակայն դիրքով և քայլերով քայլի հերթը մյուս կողմինն է։ Ուղղեք `running`-ը կամ դեռ չավարտված քայլը գրեք որպես `move` իրադարձություն՝ `pressed_clock = false`-ով։
# $detail-ը FEN գրառման սխալ մասն է՝ fen-error-* հաղորդագրություններից մեկը։
content-bad-fen = Սա FEN գրառում չէ. { $detail }։
# $detail-ը դիրքի սխալն է՝ position-error-* հաղորդագրություններից մեկը։
content-illegal-position = Այս դիրքից ոչ մի պարտիա հնարավոր չէ խաղալ. { $detail }։
# $number-ը քայլի համարն է, ինչպես գրվում է բլանկում (12. կամ 12...), $move-ը՝ քայլը, ինչպես
# գրված է, $detail-ը՝ սխալը՝ move-error-* հաղորդագրություններից մեկը։
content-bad-move = { $number } { $move } քայլը հնարավոր չէ կատարել. { $detail }։
# $event-ը իրադարձության համարն է ցանկում, $detail-ը՝ move-error-* հաղորդագրություններից մեկը։
content-impossible-event = Այս իրադարձությունն այստեղ չի կարող տեղի ունենալ. { $detail }։
content-bad-id = `{ $value }` արժեքը վավեր նույնացուցիչ չէ. օգտագործեք լատինական փոքրատառեր, թվանշաններ և գծիկներ։
content-bad-edition = `{ $value }` արժեքը Կանոնների խմբագրություն չէ ({ $choices })։
content-bad-edition-suggest = `{ $value }` արժեքը Կանոնների խմբագրություն չէ։ Գուցե նկատի ունեիք `{ $suggestion }`։ Խմբագրությունները՝ { $choices }։
content-bad-difficulty = `{ $value }` բարդությունը պետք է լինի 1, 2 կամ 3։
content-query-needs = `{ $query }` հարցման համար հարցի մեջ անհրաժեշտ է `{ $key }` բանալին։
content-query-unused-key = `{ $query }` հարցումը չի օգտագործում `{ $key }` բանալին, ուստի այստեղ այն ոչինչ չի փոխում. հեռացրեք այն կամ ընտրեք հարցում, որն այն օգտագործում է։
content-knowledge-needs-query = Գիտելիքի հարցին անհրաժեշտ է `query` բանալին։
content-can-mate-needs-side = «Կարո՞ղ է մատ անել» հարցին անհրաժեշտ է `side` բանալին (white կամ black)։
content-too-few-options = Հարցը պետք է ունենա առնվազն երկու տարբերակ. այս մեկն ունի { $count }։
content-expect-missing = Այս տարբերակը չունի `expect`. նշեք, թե ինչպիսին պետք է լինի որոշումը, որպեսզի տարբերակը ճիշտ լինի։
content-expect-empty = Այս `expect` բաժինը չի պնդում ոչինչ այն բանից, ինչ որոշում է ծրագիրը։
# $detail-ը սխալն է՝ ստորև բերված expect-error-* հաղորդագրություններից մեկը։
content-bad-expect = `{ $key } = "{ $value }"`. { $detail }։
content-bad-expect-suggest = `{ $key } = "{ $value }"`. { $detail }։ Գուցե նկատի ունեիք `{ $suggestion }`։
content-bad-castling-rights = `castling = "{ $value }"`. փոխատեղման իրավունքները գրվում են ինչպես FEN-ում՝ `-`, եթե չկան, այլապես K, Q, k, q տառերը («Շախմատ 960»-ում՝ նավակների ուղղաձիգների տառերը), յուրաքանչյուրը առավելագույնը մեկ անգամ։

## Ինչու հնարավոր չէ կարդալ `expect` բաժնի արժեքը։ `code` չակերտներում գրված բառերը
## հեղինակները գրում են ֆայլում, և դրանք բոլոր լեզուներում մնում են անփոփոխ։

expect-error-square = դաշտը պետք է գրել a–h ուղղաձիգով և 1–8 հորիզոնականով, օրինակ՝ `e4`
expect-error-obligation = գրեք հետևյալներից մեկը՝ { $choices }
expect-error-side = կողմը պետք է լինի `white` կամ `black`
expect-error-action-seconds = `set-increment` բառից հետո պետք է գրել վայրկյանների քանակը, օրինակ՝ `set-increment 30`
# $choices-ը գործողությունների բանալիներն են։
expect-error-action = սա գործողություն չէ. գործողություններն են՝ { $choices }
expect-error-sanction = գրեք հետևյալներից մեկը՝ { $choices } (կամ նույնը՝ մյուս կողմով)
expect-error-result = գրեք հետևյալներից մեկը՝ { $choices }
expect-error-claim = գրեք հետևյալներից մեկը՝ { $choices }
expect-error-party = գրեք հետևյալներից մեկը՝ { $choices }
content-sides-empty = Նշեք `white`, `black` կամ երկուսը։
content-range-conflict = Միջակայքի ստորին սահմանի համար օգտագործվում է `above` կամ `from`, վերին սահմանի համար՝ `below` կամ `to`, բայց ոչ երկուսը միասին։
content-bad-answer = `{ $value }` բանալին ոչ մի տարբերակ չի նշում. տարբերակները նշված են a, b, c… տառերով (այստեղ՝ { $count })։
content-text-missing = Տեքստ չկա՝ { $what }։
content-text-language-missing = Հավաքածուի հայտարարած `{ $lang }` լեզվով տեքստ չկա՝ { $what }։
content-explanation-missing = Բացատրություն չկա. յուրաքանչյուր դեպք պետք է բացատրի իր որոշումը և հղում անի հոդվածներին։
content-postponed-claim-without-flag = Մրցավարը հետաձգում է այս պահանջի վերաբերյալ որոշումը, և `after_flag`-ը ասում է, թե ինչ կպարզի նա, երբ պահանջողի դրոշակն ընկնի, բայց դրանից հետո ոչ մի դրոշակ չի ընկնում. այդ որոշումը երբեք չի կիրառվում։ Պահանջից հետո ավելացրեք `flag` իրադարձություն պահանջողի համար։
content-readings-missing = Դեպքն ունի `status = "discussion"`, բայց չունի `readings`։ Շարադրեք ընդունելի մեկնաբանությունները հավաքածուի բոլոր լեզուներով։
content-readings-unused = `readings`-ը ցուցադրվում է միայն վիճելի հարցի համար. ավելացրեք `status = "discussion"` կամ հեռացրեք դրանք։
content-markup-unclosed = Այս ձևավոր փակագիծը բացում է քայլի նշագրություն, որը ոչինչ չի փակում. նշագրությանը չպատկանող փակագիծը գրվում է երկու անգամ։
content-markup-unopened = Այս ձևավոր փակագիծը փակում է քայլի նշագրություն, որը ոչինչ չի բացել. նշագրությանը չպատկանող փակագիծը գրվում է երկու անգամ։
content-markup-not-a-move = Ձևավոր փակագծերում գրված «{ $text }»-ը քայլ չէ. քայլը գրվում է միջազգային տառերով, օրինակ՝ { $example }։
content-bare-move = { $move } քայլը գրված է առանց նշագրման. գրեք { $markup }, որպեսզի յուրաքանչյուր ընթերցող այն տեսնի իր խաղաքարերի տառերով։
content-glossary-word = «{ $word }»-ը այս լեզվում { $concept } հասկացության բառը չէ. բառարանը (i18n/{ $lang }/glossary.toml) պահանջում է «{ $chosen }»։
content-unknown-language = `{ $value }` արժեքը ծրագրի լեզու չէ։ Լեզուները՝ { $choices }։
content-unknown-language-suggest = `{ $value }` արժեքը ծրագրի լեզու չէ։ Գուցե նկատի ունեիք `{ $suggestion }`։ Լեզուները՝ { $choices }։
content-pack-needs-english = Հավաքածուի լեզուների մեջ պետք է լինի անգլերենը (`en`). մյուս լեզուներում տեքստի բացակայության դեպքում օգտագործվում է այն։
content-pack-toml-missing = Այս թղթապանակում `pack.toml` չկա։
content-pack-shadows-built-in = Ներկառուցված հավաքածուն արդեն ունի `{ $id }` նույնացուցիչը. այս հավաքածուին այլ նույնացուցիչ տվեք։
content-duplicate-pack = Մեկ այլ հավաքածու արդեն ունի `{ $id }` նույնացուցիչը։
content-duplicate-scenario = `{ $id }` դեպքի նույնացուցիչն արդեն օգտագործված է { $other } ֆայլում։
content-unreadable = Հնարավոր չէ կարդալ. { $reason }
content-parse-crashed = Ծրագիրը խափանվեց այս ֆայլը կարդալիս, ուստի դրա դեպքը բաց է թողնված։ Խնդրում ենք հայտնել այդ մասին. { $reason }

## Ինչ է ընդունում բանալին (content-wrong-type-ի համար)։ `Կոդի` չակերտներում բառերը չեն թարգմանվում։

value-type-text = չակերտներում գրված տեքստ, օրինակ՝ `"e4"`
value-type-bool = `true` կամ `false`
value-type-count = 0 կամ ավելի ամբողջ թիվ, օրինակ՝ `3`
value-type-texts = տեքստ յուրաքանչյուր լեզվով, օրինակ՝ `text.en = "..."`

## Ինչ է գտնում ծրագիրը դեպքը գնահատելիս

check-no-correct-option = Ոչ մի տարբերակ չի համապատասխանում ծրագրի որոշմանը։
check-several-correct = { $options } տարբերակները բոլորը համապատասխանում են ծրագրի որոշմանը, բայց հարցն ընդունում է մեկ պատասխան (մի քանի ճիշտ տարբերակ ունեցող հարցի համար սահմանեք `multi = true`)։
check-key-disagrees = Պատասխանների բանալին նշում է { $key }, բայց ծրագրի որոշմամբ ճիշտ է { $engine }։
check-key-disagrees-none = Պատասխանների բանալին նշում է { $key }, բայց ծրագրի որոշմամբ ոչ մի տարբերակ ճիշտ չէ։
# $option-ը տարբերակի տառն է, $keys-ը՝ նրա `expect` բանալիները, օրինակ՝ `claim`։
check-expect-undecided = { $option } տարբերակը հիմնված է { $keys } բանալիների վրա, որոնք ծրագիրն այս դեպքում չի որոշում (ոչ ոք պահանջ չի ներկայացնում, ոչինչ չի հարցվում, կամ ժամացույցների ցուցմունքները տրված չեն), ուստի այդ տարբերակը երբեք չի կարող ճիշտ լինել։
check-undetermined = Մատի վերլուծությունը չկարողացավ որոշել այս դիրքը, ուստի պատասխանը հավաստի չէ. ընտրեք այլ դիրք։
# $detail-ը այն է, ինչը դիրքն անհնարին է դարձնում՝ position-error-* հաղորդագրություններից մեկը։
check-start-position-illegal = Այս դիրքն անհնարին է ({ $detail })։ Այն մնում է խաղատախտակին տրված տեսքով, ինչպես անհնարին դիրքի մասին հարցում, բայց դեպքում ոչինչ այն անհնարին դիրք չի համարում. ստուգեք FEN գրառումը։
check-article-not-cited = Նշված է { $article } հոդվածը, բայց որոշումն այն չի կիրառում։
check-article-other-level = Նշված է { $article } հոդվածը, բայց որոշումը հղում է անում նույն հոդվածին այլ մակարդակում՝ { $cited }. նշեք այն այնպես, ինչպես հղում է անում որոշումը, իսկ եթե կիրառվում է հենց { $article }-ը, հայտնեք դա որպես ծրագրի հղման սխալ։
check-engine-says = Ծրագրի որոշումը՝
check-coverage =
    { $count ->
        [0] ՖԻԴԵ-ի կանոններ { $edition }. ծրագրի կիրառած { $total } հոդվածներից յուրաքանչյուրը ստուգվում է առնվազն { $target } դեպքով։
        [one] ՖԻԴԵ-ի կանոններ { $edition }. ծրագրի կիրառած { $total } հոդվածներից { $count }-ը ստուգվում է { $target }-ից պակաս դեպքով։
       *[other] ՖԻԴԵ-ի կանոններ { $edition }. ծրագրի կիրառած { $total } հոդվածներից { $count }-ը ստուգվում են { $target }-ից պակաս դեպքով։
    }
check-coverage-group =
    { $count ->
        [0] Ոչ մի դեպք չի կիրառում
        [one] Կիրառում է { $count } դեպք
       *[other] Կիրառում է { $count } դեպք
    }. { $articles }
check-reuse-count =
    { $count ->
        [0] ոչ մի դեպք
        [one] { $count } դեպք
       *[other] { $count } դեպք
    }
check-reuse =
    { $count ->
        [0] Դիրքեր. ոչ մի դիրք չի օգտագործվում { $limit }-ից ավելի դեպքում։
        [one] Դիրքեր. { $count } դիրք օգտագործվում է { $limit }-ից ավելի դեպքում։
       *[other] Դիրքեր. { $count } դիրք օգտագործվում է { $limit }-ից ավելի դեպքում։
    }
check-summary = Հավաքածուներ՝ { $packs }, դեպքեր՝ { $scenarios }. սխալներ՝ { $errors }, զգուշացումներ՝ { $warnings }։
check-error = սխալ
check-warning = զգուշացում

## Այն բաների անունները, որոնց մասին խոսում է հաղորդագրությունը

what-question = հարց
what-option = տարբերակ
what-title = վերնագիր
what-explanation = բացատրություն
what-side = կողմ
what-game-type = պարտիայի տեսակ
what-supervision = հսկողություն
what-promotion = փոխարկում
what-noticed = հայտնաբերման եղանակ
what-first-flag = առաջինն ընկած դրոշակ
what-claim-ground = պահանջի հիմք
what-moment = պահ
what-gesture = լուռ ժեստի իմաստը
what-clock-fault = ժամացույցի անսարքություն
what-counter-fault = քայլերի հաշվիչի սխալ
what-finding-after-the-flag = եզրակացություն դրոշակի ընկնելուց հետո
what-judgement = մրցավարի դատողություն
what-response = պատասխան առաջարկին
what-clock-act = ժամացույցի օգտագործում
what-answer = պատասխան ոչ-ոքիի առաջարկին
what-finding = սարքի հայտնաբերման հանգամանք
what-irregularity = խախտում
what-question-kind = հարցի տեսակ
what-status = կարգավիճակ
what-query = հարցում
what-owner = սեփականատեր
what-arbiter-decision = մրցավարի որոշում
what-place-left = լքված տեղ
what-source-of-help = օգնության աղբյուր
what-smoking = ծխելու տեսակ
what-disturbance = խանգարում
what-complaint-ground = բողոքի հիմք
what-opponent-score = հակառակորդի արդյունք
what-penalty = պատիժ
what-third-party = կողմնակի անձ
what-irregularity-pointed-out = նշված խախտում
what-listener = ում է ասվում
what-remark = մրցավարի խոսքը
what-scoresheet-act = գործողություն բլանկի հետ
what-signed-result = ստորագրված արդյունք
what-ruled-result = մրցավարի որոշում

## Keys of one event that contradict each other; more names of values
content-event-keys-conflict = `{ $key }`-ը հակասում է `{ $other }`-ին. հայտարարված ուղղումը դիպչելու առանձին տեսակ է։ Թողեք բանալիներից մեկը։
what-contact = դիպչելու տեսակ
what-button = ժամացույցի կոճակ
what-inspection = ստուգման եղանակ
what-duty = օգնականի պարտականություն
what-order = հերթականություն
what-evidence = պահանջի ապացույց
what-castling-procedure = փոխատեղման եղանակ
content-touch-finding-needs-order = `{ $key }`-ը ցույց է տալիս, թե երկու դիպչելուց որն է, մրցավարի եզրահանգմամբ, եղել առաջինը. դրա համար այս դիպչելու `{ $other }`-ը պետք է լինի `same-time` կամ `unknown`։
content-key-needs-key = `{ $key }`-ը ոչինչ չի նշանակում առանց նույն իրադարձության `{ $other }`-ի։
what-touch-finding = մրցավարի եզրահանգումը դիպչելների հերթականության մասին
what-reason = պատճառ
what-promotion-piece = փոխարկման խաղաքար

what-sealed-move-record = գաղտնի քայլի գրառում
what-absence = բացակայություն վերսկսմանը
what-envelope = ծրար
