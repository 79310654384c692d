### `arbiter-quiz check` болон агуулга ачаалах үеийн мессеж: сценари эсвэл багцын файлд юу
### буруу байгааг хэлнэ. Файл, мөр, баганыг програм мессежийн хажууд харуулна.
### Хувьсагч нь файлын утга эсвэл зөвшөөрөгдөх утгын жагсаалт бөгөөд тэр чигээр нь харуулна.

content-toml = Энэ нь зөв TOML биш: { $reason }
content-unknown-key = Үл мэдэгдэх түлхүүр `{ $key }`. Энд зөвшөөрөгдөх нь: { $choices }.
content-unknown-key-suggest = Үл мэдэгдэх түлхүүр `{ $key }`. Та `{ $suggestion }` гэж бичих гэсэн үү? Энд зөвшөөрөгдөх нь: { $choices }.
content-unknown-value = `{ $value }` нь зөв { $what } биш. Дараахын аль нэгийг бичнэ үү: { $choices }.
content-unknown-value-suggest = `{ $value }` нь зөв { $what } биш. Та `{ $suggestion }` гэж бичих гэсэн үү? Дараахын аль нэгийг бичнэ үү: { $choices }.
content-unknown-event = Үл мэдэгдэх үйл явдлын төрөл `{ $value }`. Үйл явдлын төрлүүд: { $choices }.
content-unknown-event-suggest = Үл мэдэгдэх үйл явдлын төрөл `{ $value }`. Та `{ $suggestion }` гэж бичих гэсэн үү? Үйл явдлын төрлүүд: { $choices }.
content-event-key-not-allowed = `{ $type }` үйл явдал `{ $key }` түлхүүр авахгүй. Авах түлхүүрүүд: { $keys }.
content-event-key-missing = `{ $type }` үйл явдалд `{ $key }` заавал байх ёстой.
content-bad-square = `{ $value }` нь буудал биш (a–h босоо шугам, 1–8 хэвтээ эгнээг бичнэ үү, жишээ нь e4).
content-bad-time-control = `{ $value }` нь хяналтын цаг биш: { $reason }.
content-bad-clock-time = `{ $value }` нь цагийн заалт биш (m:ss, h:mm:ss эсвэл m:ss.t хэлбэрээр бичнэ үү).
content-game-type-mismatch = Дүрмийн { $edition } оны хэвлэлээр { $control } хяналтын цаг нь «{ $type }» биш, «{ $actual }» төрлийн өрөг болно.
content-impossible-clock = { $side } талын цаг { $time } заасан нь { $control } хяналтын цагийн хэзээ ч олгож чадах хугацаанаас их байна.
content-bad-position = Байрлал эсвэл нүүдлүүдийг тоглох боломжгүй: { $reason }
content-impossible-event = Энэ үйл явдал энд тохиолдох боломжгүй: { $reason }
content-bad-id = `{ $value }` нь зөв танигч биш: латин жижиг үсэг, тоо, зураас ашиглана уу.
content-bad-edition = `{ $value }` нь Дүрмийн хэвлэл биш (2009, 2014, 2018 эсвэл 2023).
content-bad-difficulty = Хүндийн зэрэг `{ $value }` нь 1, 2 эсвэл 3 байх ёстой.
content-query-needs = `{ $query }` асуулгын хувьд асуултад `{ $key }` заавал байх ёстой.
content-knowledge-needs-query = Дүрмийн мэдлэгийн асуултад `query` заавал байх ёстой.
content-can-mate-needs-side = «Мад хийж чадах уу» асуултад `side` (white эсвэл black) заавал байх ёстой.
content-too-few-options = Асуулт дор хаяж хоёр хувилбартай байх ёстой; энэ асуултад { $count } байна.
content-expect-missing = Энэ хувилбарт `expect` алга: хувилбар зөв байхын тулд шийдвэр ямар байх ёстойг бичнэ үү.
content-expect-empty = Энэ `expect` програмын шийддэг зүйлсээс юуг ч батлахгүй байна.
content-bad-expect = `{ $key } = "{ $value }"`: { $reason }
content-sides-empty = `white`, `black` эсвэл хоёуланг нь заана уу.
content-range-conflict = Мужийн доод хязгаарт `above` эсвэл `from`, дээд хязгаарт `below` эсвэл `to` хэрэглэнэ, хоёуланг нь зэрэг хэрэглэхгүй.
content-bad-answer = `{ $value }` түлхүүр ямар ч хувилбарыг заахгүй байна; хувилбаруудыг a, b, c… үсгээр тэмдэглэнэ (энд { $count } байна).
content-text-missing = { $what } бичвэргүй байна.
content-text-language-missing = Багцын зарласан `{ $lang }` хэл дээр { $what } бичвэргүй байна.
content-explanation-missing = Тайлбар алга; сценари бүр шийдвэрээ тайлбарлаж, заалтуудыг иш татах ёстой.
content-unknown-language = `{ $value }` нь програмын хэл биш. Хэлүүд: { $choices }.
content-pack-needs-english = Багцын хэлнүүдийн дунд англи хэл (`en`) заавал байх ёстой; бусад хэлэнд бичвэр дутвал англи бичвэрийг харуулна.
content-pack-toml-missing = Энэ хавтсанд `pack.toml` алга.
content-pack-shadows-built-in = Програмд суулгасан багц аль хэдийн `{ $id }` танигчтай байна; энэ багцад өөр танигч өгнө үү.
content-duplicate-pack = Өөр багц аль хэдийн `{ $id }` танигчтай байна.
content-duplicate-scenario = `{ $id }` сценарийн танигчийг { $other } файлд аль хэдийн ашигласан.
content-unreadable = Үүнийг уншиж чадсангүй: { $reason }

## Програм сценарийг үнэлэхдээ юу олдог

check-no-correct-option = Програмын шийдвэрт тохирох хувилбар алга.
check-several-correct = { $options } хувилбарууд бүгд програмын шийдвэрт тохирч байгаа ч асуулт ганц хариулттай (хэд хэдэн зөв хувилбартай асуултад `multi = true` гэж тохируулна уу).
check-key-disagrees = Хариултын түлхүүрт { $key } гэж байгаа ч програмын шийдвэрээр { $engine } зөв.
check-undetermined = Мадын шинжилгээ энэ байрлалыг шийдэж чадсангүй тул хариулт тодорхой бус; өөр байрлал сонгоно уу.
check-article-not-cited = { $article } заалтыг жагсаасан боловч шийдвэрт түүнийг хэрэглээгүй.
check-engine-says = Програмын шийдвэр:
check-coverage =
    { $count ->
        [0] FIDE-ийн дүрэм { $edition }: програмын хэрэглэдэг бүх зүйл анги дор хаяж хоёр сценарид шалгагдана.
        [one] FIDE-ийн дүрэм { $edition }: { $count } зүйл ангийг хоёроос цөөн сценари шалгаж байна:
       *[other] FIDE-ийн дүрэм { $edition }: { $count } зүйл ангийг хоёроос цөөн сценари шалгаж байна:
    }
check-coverage-count =
    { $count ->
        [0] сценари алга
        [one] { $count } сценари
       *[other] { $count } сценари
    }
check-summary = { $packs } багц, { $scenarios } сценари: { $errors } алдаа, { $warnings } сануулга.
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
what-judgement = шүүгчийн дүгнэлт
what-response = саналд өгсөн хариу
what-finding = хэрэгсэл илэрсэн байдал
what-irregularity = зөрчил
what-question-kind = асуултын төрөл
what-query = асуулга
