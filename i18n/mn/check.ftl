### `arbiter-quiz check` болон агуулга ачаалах үеийн мессеж: тохиолдлын эсвэл багцын файлд юу
### буруу байгааг хэлнэ. Файл, мөр, баганыг програм мессежийн хажууд харуулна.
### Хувьсагч нь файлын утга эсвэл зөвшөөрөгдөх утгын жагсаалт бөгөөд тэр чигээр нь харуулна.

content-toml = Энэ нь зөв TOML биш: { $reason }
content-unknown-key = Үл мэдэгдэх түлхүүр `{ $key }`. Энд зөвшөөрөгдөх нь: { $choices }.
content-unknown-key-suggest = Үл мэдэгдэх түлхүүр `{ $key }`. Та `{ $suggestion }` гэж бичих гэсэн үү? Энд зөвшөөрөгдөх нь: { $choices }.
content-key-renamed = `{ $key }` түлхүүрийг одоо `{ $now }` гэж нэрлэдэг; түүнийг `{ $now }` гэж уншина, гэхдээ шинэ нэрийг бичээрэй.
content-unknown-value = `{ $value }` нь зөв { $what } биш. Дараахын аль нэгийг бичнэ үү: { $choices }.
content-unknown-value-suggest = `{ $value }` нь зөв { $what } биш. Та `{ $suggestion }` гэж бичих гэсэн үү? Дараахын аль нэгийг бичнэ үү: { $choices }.
content-unknown-event = Үл мэдэгдэх үйл явдлын төрөл `{ $value }`. Үйл явдлын төрлүүд: { $choices }.
content-unknown-event-suggest = Үл мэдэгдэх үйл явдлын төрөл `{ $value }`. Та `{ $suggestion }` гэж бичих гэсэн үү? Үйл явдлын төрлүүд: { $choices }.
content-event-key-not-allowed = `{ $type }` үйл явдал `{ $key }` түлхүүр авахгүй. Авах түлхүүрүүд: { $keys }.
content-event-key-missing = `{ $type }` үйл явдалд `{ $key }` заавал байх ёстой.
content-event-type-missing = Энэ үйл явдалд `type` алга. Үйл явдлын төрлүүд: { $choices }.
content-event-key-not-allowed-suggest = `{ $type }` үйл явдал `{ $key }` түлхүүр авахгүй. Та `{ $suggestion }` гэж бичих гэсэн үү? Авах түлхүүрүүд: { $keys }.
content-bad-square = `{ $value }` нь буудал биш (a–h босоо шугам, 1–8 хэвтээ эгнээг бичнэ үү, жишээ нь e4).
content-bad-placement = `{ $value }` нь дүрсүүдийн байрлал биш (FEN-ий эхний талбарыг бичнэ үү: 8-аас 1 хүртэлх найман хэвтээ эгнээг / тэмдгээр тусгаарлан, жишээ нь 4k3/8/8/8/8/8/8/4K3).
# $detail: юу буруу байгаа нь, tc-error-* мессежийн нэг.
content-bad-time-control = `{ $value }` нь хяналтын цаг биш: { $detail }.
content-bad-clock-time = `{ $value }` нь цагийн заалт биш (m:ss, h:mm:ss эсвэл m:ss.t хэлбэрээр бичнэ үү).
# $detail: түлхүүрийн авах утга, доорх value-type-* мессежүүдийн нэг.
content-wrong-type = `{ $key }`-ийн утга нь { $detail } байх ёстой.
# $max: хамгийн урт заалт, 24:00:00.
content-clock-time-too-long = `{ $value }` нь цагийн заах боломжтой хугацаанаас урт (хамгийн ихдээ { $max }).
# $key: файл дахь түлхүүр; $max: авч болох хамгийн их утга.
content-number-too-large = `{ $key }` нь { $value } байгаа нь нэг тоглолтод байх хэмжээнээс их (хамгийн ихдээ { $max }).
content-game-type-mismatch = Дүрмийн { $edition } оны хэвлэлээр { $control } хяналтын цаг нь «{ $type }» биш, «{ $actual }» төрлийн өрөг болно.
content-impossible-clock = { $side } талын цаг { $time } заасан нь { $control } хяналтын цагийн хэзээ ч олгож чадах хугацаанаас их байна.
content-clock-runs-for-side-not-to-move = { $side } талын цаг явж байна гэж заасан боловч байрлал болон нүүдлүүдээр нүүх ээлж нөгөө талд байна. `running`-ийг засах, эсвэл хараахан дуусаагүй нүүдлийг `pressed_clock = false` бүхий `move` үйл явдлаар бичнэ үү.
# $detail: FEN бичлэгийн аль хэсэг буруу байгаа нь, fen-error-* мессежийн нэг.
content-bad-fen = Энэ нь FEN бичлэг биш: { $detail }.
# $detail: байрлалд юу буруу байгаа нь, position-error-* мессежийн нэг.
content-illegal-position = Энэ байрлалаас ямар ч өрөг тоглох боломжгүй: { $detail }.
# $number: бичилтийн хуудсанд бичдэг шиг нүүдлийн дугаар (12. эсвэл 12...); $move: бичсэн
# хэвээрх нүүдэл; $detail: юу буруу байгаа нь, move-error-* мессежийн нэг.
content-bad-move = { $number } { $move } нүүдлийг хийх боломжгүй: { $detail }.
# $event: жагсаалт дахь үйл явдлын дугаар; $detail: move-error-* мессежийн нэг.
content-impossible-event = Энэ үйл явдал энд тохиолдох боломжгүй: { $detail }.
content-bad-id = `{ $value }` нь зөв танигч биш: латин жижиг үсэг, тоо, зураас ашиглана уу.
content-bad-edition = `{ $value }` нь Дүрмийн хэвлэл биш ({ $choices }).
content-bad-edition-suggest = `{ $value }` нь Дүрмийн хэвлэл биш. Та `{ $suggestion }` гэж бичих гэсэн үү? Хэвлэлүүд: { $choices }.
content-bad-difficulty = Хүндийн зэрэг `{ $value }` нь 1, 2 эсвэл 3 байх ёстой.
content-query-needs = `{ $query }` асуулгын хувьд асуултад `{ $key }` заавал байх ёстой.
content-query-unused-key = `{ $query }` асуулга `{ $key }` түлхүүрийг ашигладаггүй тул энд юу ч өөрчлөхгүй: түүнийг хасах эсвэл түүнийг ашигладаг асуулга сонгоно уу.
content-knowledge-needs-query = Дүрмийн мэдлэгийн асуултад `query` заавал байх ёстой.
content-can-mate-needs-side = «Мад хийж чадах уу» асуултад `side` (white эсвэл black) заавал байх ёстой.
content-too-few-options = Асуулт дор хаяж хоёр хувилбартай байх ёстой; энэ асуултад { $count } байна.
content-expect-missing = Энэ хувилбарт `expect` алга: хувилбар зөв байхын тулд шийдвэр ямар байх ёстойг бичнэ үү.
content-expect-empty = Энэ `expect` програмын шийддэг зүйлсээс юуг ч батлахгүй байна.
# $detail: юу буруу байгаа нь, доорх expect-error-* мессежийн нэг.
content-bad-expect = `{ $key } = "{ $value }"`: { $detail }.
content-bad-expect-suggest = `{ $key } = "{ $value }"`: { $detail }. Та `{ $suggestion }` гэж бичих гэсэн үү?
content-bad-castling-rights = `castling = "{ $value }"`: цайз хийх эрхийг FEN-д бичдэг шиг бичнэ: эрхгүй бол `-`, эс бөгөөс K, Q, k, q үсгүүд (Шатар-960-д тэрэгний босоо шугамын үсгүүд), тус бүрийг нэгээс илүүгүй удаа.

## `expect` доторх утгыг яагаад уншиж чадахгүй байгаа нь. `code` хашилтан доторх үгсийг
## зохиогчид файлд бичдэг бөгөөд бүх хэлэнд өөрчлөлтгүй үлдэнэ.

expect-error-square = буудлыг a–h босоо шугам, 1–8 хэвтээ эгнээгээр бичих ёстой, жишээ нь `e4`
expect-error-obligation = дараахын аль нэгийг бичнэ үү: { $choices }
expect-error-side = тал нь `white` эсвэл `black` байх ёстой
expect-error-action-seconds = `set-increment` гэсний дараа секундийн тоо бичих ёстой, жишээ нь `set-increment 30`
# $choices: үйлдлийн түлхүүрүүд.
expect-error-action = энэ нь үйлдэл биш; үйлдлүүд: { $choices }
expect-error-sanction = дараахын аль нэгийг бичнэ үү: { $choices } (эсвэл нөгөө талаар мөн адил)
expect-error-result = дараахын аль нэгийг бичнэ үү: { $choices }
expect-error-claim = дараахын аль нэгийг бичнэ үү: { $choices }
expect-error-party = дараахын аль нэгийг бичнэ үү: { $choices }
content-sides-empty = `white`, `black` эсвэл хоёуланг нь заана уу.
content-range-conflict = Мужийн доод хязгаарт `above` эсвэл `from`, дээд хязгаарт `below` эсвэл `to` хэрэглэнэ, хоёуланг нь зэрэг хэрэглэхгүй.
content-bad-answer = `{ $value }` түлхүүр ямар ч хувилбарыг заахгүй байна; хувилбаруудыг a, b, c… үсгээр тэмдэглэнэ (энд { $count } байна).
content-text-missing = { $what } бичвэргүй байна.
content-text-language-missing = Багцын зарласан `{ $lang }` хэл дээр { $what } бичвэргүй байна.
content-explanation-missing = Тайлбар алга; тохиолдол бүр шийдвэрээ тайлбарлаж, заалтуудыг иш татах ёстой.
content-postponed-claim-without-flag = Шүүгч энэ мэдэгдлийн шийдвэрээ хойшлуулж, `after_flag` нь мэдэгдэл гаргагчийн туг унахад юу тогтоохыг заасан ч түүний дараа ямар ч туг унахгүй байна: энэ дүгнэлт хэзээ ч хэрэглэгдэхгүй. Мэдэгдлийн дараа мэдэгдэл гаргагчид `flag` үйл явдал нэмнэ үү.
content-readings-missing = Энэ тохиолдолд `status = "discussion"` байгаа ч `readings` алга: багцын бүх хэл дээр зөвшөөрөгдөх тайлбаруудыг бичнэ үү.
content-readings-unused = `readings` зөвхөн маргаантай асуултад харагдана: `status = "discussion"` нэмэх эсвэл устгана уу.
content-markup-unclosed = Энэ угалзан хаалт нүүдлийн тэмдэглэгээг нээж байгаа боловч түүнийг юу ч хаахгүй байна; тэмдэглэгээнд хамаарахгүй хаалтыг хоёр удаа бичнэ.
content-markup-unopened = Энэ угалзан хаалт юу ч нээгээгүй нүүдлийн тэмдэглэгээг хааж байна; тэмдэглэгээнд хамаарахгүй хаалтыг хоёр удаа бичнэ.
content-markup-not-a-move = Угалзан хаалт доторх «{ $text }» нь нүүдэл биш: нүүдлийг олон улсын үсгээр бичнэ, жишээлбэл { $example }.
content-bare-move = { $move } нүүдлийг тэмдэглэгээгүй бичсэн байна; уншигч бүр өөрийн дүрсийн үсгээр харахын тулд { $markup } гэж бичнэ үү.
content-glossary-word = «{ $word }» нь энэ хэлэнд { $concept } ойлголтын үг биш: толь бичиг (i18n/{ $lang }/glossary.toml) «{ $chosen }» гэж заажээ.
content-unknown-language = `{ $value }` нь програмын хэл биш. Хэлүүд: { $choices }.
content-unknown-language-suggest = `{ $value }` нь програмын хэл биш. Та `{ $suggestion }` гэж бичих гэсэн үү? Хэлүүд: { $choices }.
content-pack-needs-english = Багцын хэлнүүдийн дунд англи хэл (`en`) заавал байх ёстой; бусад хэлэнд бичвэр дутвал англи бичвэрийг харуулна.
content-pack-toml-missing = Энэ хавтсанд `pack.toml` алга.
content-pack-shadows-built-in = Програмд суулгасан багц аль хэдийн `{ $id }` танигчтай байна; энэ багцад өөр танигч өгнө үү.
content-duplicate-pack = Өөр багц аль хэдийн `{ $id }` танигчтай байна.
content-duplicate-scenario = `{ $id }` тохиолдлын танигчийг { $other } файлд аль хэдийн ашигласан.
content-unreadable = Үүнийг уншиж чадсангүй: { $reason }
content-parse-crashed = Энэ файлыг уншихад програм алдаа гаргасан тул түүний тохиолдлыг орхисон; энэ тухай мэдэгдэнэ үү: { $reason }

## Түлхүүрийн авах утга (content-wrong-type-д). `Код` хашилт доторх үгсийг орчуулахгүй.

value-type-text = хашилтад бичсэн текст, жишээ нь `"e4"`
value-type-bool = `true` эсвэл `false`
value-type-count = 0 буюу түүнээс их бүхэл тоо, жишээ нь `3`
value-type-texts = хэл бүрийн текст, жишээ нь `text.en = "..."`

## Програм тохиолдлыг үнэлэхдээ юу олдог

check-no-correct-option = Програмын шийдвэрт тохирох хувилбар алга.
check-several-correct = { $options } хувилбарууд бүгд програмын шийдвэрт тохирч байгаа ч асуулт ганц хариулттай (хэд хэдэн зөв хувилбартай асуултад `multi = true` гэж тохируулна уу).
check-key-disagrees = Хариултын түлхүүрт { $key } гэж байгаа ч програмын шийдвэрээр { $engine } зөв.
check-key-disagrees-none = Хариултын түлхүүрт { $key } гэж байгаа ч програмын шийдвэрээр аль ч хувилбар зөв биш.
# $option: хувилбарын үсэг; $keys: түүний `expect` түлхүүрүүд, жишээ нь `claim`.
check-expect-undecided = { $option } хувилбар { $keys } дээр тулгуурласан боловч энэ тохиолдолд програм үүнийг шийддэггүй (хэн ч мэдэгдэл гаргаагүй, юу ч асуугаагүй, эсвэл цагийн заалт өгөөгүй) тул энэ хувилбар хэзээ ч зөв байж чадахгүй.
check-undetermined = Мадын шинжилгээ энэ байрлалыг шийдэж чадсангүй тул хариулт тодорхой бус; өөр байрлал сонгоно уу.
# $detail: байрлалыг дүрмийн бус болгож буй зүйл, position-error-* мессежийн нэг.
check-start-position-illegal = Энэ байрлал дүрмийн бус ({ $detail }). Дүрмийн бус байрлалын тухай асуултын адил хөлөг дээр өгөгдсөн хэвээрээ үлдэх боловч тохиолдлын аль ч хэсэг үүнийг дүрмийн бус байрлал гэж авч үзэхгүй байна: FEN бичлэгийг шалгана уу.
check-article-not-cited = { $article } заалтыг жагсаасан боловч шийдвэрт түүнийг хэрэглээгүй.
check-article-other-level = { $article } заалтыг жагсаасан боловч шийдвэр ижил заалтыг өөр түвшинд, { $cited } гэж иш татсан: шийдвэрийн иш татсанаар жагсаах эсвэл яг { $article } хэрэглэгдэх бол үүнийг программын иш татлагын алдаа гэж мэдэгдэнэ үү.
check-engine-says = Програмын шийдвэр:
check-coverage =
    { $count ->
        [0] ФИДЕ-ийн дүрэм { $edition }: програмын хэрэглэдэг зүйл ангиуд (нийт { $total }) бүгд дор хаяж { $target } тохиолдолд шалгагдана.
        [one] ФИДЕ-ийн дүрэм { $edition }: програмын хэрэглэдэг нийт { $total } зүйл ангиас { $count } нь { $target } хүрэхгүй тохиолдолд шалгагдаж байна:
       *[other] ФИДЕ-ийн дүрэм { $edition }: програмын хэрэглэдэг нийт { $total } зүйл ангиас { $count } нь { $target } хүрэхгүй тохиолдолд шалгагдаж байна:
    }
check-coverage-group =
    { $count ->
        [0] Нэг ч тохиолдол хэрэглээгүй
        [one] { $count } тохиолдол хэрэглэсэн
       *[other] { $count } тохиолдол хэрэглэсэн
    }: { $articles }
check-reuse-count =
    { $count ->
        [0] тохиолдол алга
        [one] { $count } тохиолдол
       *[other] { $count } тохиолдол
    }
check-reuse =
    { $count ->
        [0] Байрлал: { $limit } гаруй тохиолдолд ашиглагдсан байрлал алга.
        [one] Байрлал: { $limit } гаруй тохиолдолд ашиглагдсан байрлал { $count } байна:
       *[other] Байрлал: { $limit } гаруй тохиолдолд ашиглагдсан байрлал { $count } байна:
    }
check-summary = { $packs } багц, { $scenarios } тохиолдол: { $errors } алдаа, { $warnings } сануулга.
check-error = алдаа
check-warning = сануулга

## Мессежид дурдагдах зүйлсийн нэр

what-question = асуулт
what-option = хувилбар
what-title = гарчиг
what-explanation = тайлбар
what-side = тал
what-game-type = тоглолтын төрөл
what-supervision = хяналт
what-promotion = хувиргалт
what-noticed = илрүүлсэн арга
what-first-flag = түрүүлж унасан туг
what-claim-ground = мэдэгдлийн үндэслэл
what-moment = мөч
what-gesture = чимээгүй дохионы утга
what-clock-fault = цагийн гэмтэл
what-counter-fault = нүүдлийн тоолуурын алдаа
what-finding-after-the-flag = туг унасны дараах дүгнэлт
what-judgement = шүүгчийн дүгнэлт
what-response = саналд өгсөн хариу
what-clock-act = цагийг ашигласан байдал
what-answer = тэнцээний саналд өгсөн хариу
what-finding = хэрэгсэл илэрсэн байдал
what-irregularity = зөрчил
what-question-kind = асуултын төрөл
what-status = төлөв
what-query = асуулга
what-owner = эзэмшигч
what-arbiter-decision = шүүгчийн шийдвэр
what-place-left = орхисон газар
what-source-of-help = тусламжийн эх сурвалж
what-smoking = тамхины төрөл
what-disturbance = саад
what-complaint-ground = гомдлын үндэслэл
what-opponent-score = өрсөлдөгчийн оноо
what-penalty = шийтгэл
what-third-party = гуравдагч этгээд
what-irregularity-pointed-out = заасан зөрчил
what-listener = хэнд хэлэх
what-remark = шүүгчийн хэлсэн үг
what-scoresheet-act = бичилтийн хуудастай хийсэн үйлдэл
what-signed-result = гарын үсэг зурсан дүн
what-ruled-result = шүүгчийн шийдвэр

## Keys of one event that contradict each other; more names of values
content-event-keys-conflict = `{ $key }` нь `{ $other }`-тэй зөрчилдөж байна: зарласан засалт бол гар хүрэлтийн тусдаа төрөл. Түлхүүрүүдийн нэгийг нь үлдээнэ үү.
what-contact = гар хүрэлтийн төрөл
what-button = цагийн товч
what-inspection = шалгалтын хэлбэр
what-duty = туслахын үүрэг
what-order = дараалал
what-evidence = мэдэгдлийн нотолгоо
what-castling-procedure = сэлгэх арга
content-touch-finding-needs-order = `{ $key }` нь хоёр хүрэлтээс алийг нь шүүгч түрүүлсэн гэж тогтоосныг заана; үүний тулд энэ хүрэлтийн `{ $other }` нь `same-time` эсвэл `unknown` байх ёстой.
content-key-needs-key = Нэг үйл явдал дээр `{ $other }` байхгүй бол `{ $key }` ямар ч утгагүй.
what-touch-finding = гар хүрэлтийн дарааллын талаарх шүүгчийн дүгнэлт
what-reason = шалтгаан
what-promotion-piece = хувиргалтын дүрс

what-sealed-move-record = битүүмжилсэн нүүдлийн бичлэг
what-absence = үргэлжлүүлэхэд ирээгүй байдал
what-envelope = дугтуй
