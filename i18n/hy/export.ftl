### `arbiter-quiz export`. սեմինարի համար տպվող քննական տոմսը և պատասխանները, CSV
### արդյունքների աղյուսակը և հրամանի հաղորդագրությունները։

## Հարցերի թերթի և պատասխանների թերթի վերնագիրը

export-exam-title = Քննական տոմս
export-paper = Հարցեր
export-key = Պատասխաններ և բացատրություններ
export-drawn-from = Հարցերի հավաքածուն
export-seed = Բանալի { $seed }
export-edition-own = յուրաքանչյուր հարց՝ Կանոնների իր խմբագրությամբ
export-questions = { $count } հարց
export-name = Ազգանուն, անուն
export-score = Միավոր
export-instructions = Շրջանակի մեջ առեք ճիշտ պատասխանի տառը։ Եթե հարցում նշված է, ճիշտ պատասխանները մեկից ավելի են։
export-page = էջ { $page }՝ { $pages }-ից

## Հարց

export-question = Հարց { $number }
export-moves = Կատարված քայլերը
export-multi = Ընտրեք բոլոր ճիշտ պատասխանները։
export-clock-running = աշխատում է
export-flag-fallen = դրոշակն ընկել է
export-last-move = Վերջին քայլը՝ { $move }

## Պատասխանները

export-glance = Պատասխանները համառոտ
export-answer = Ճիշտ պատասխանը
export-answer-none = Ոչ մի տարբերակ չի համապատասխանում ծրագրի որոշմանը։
export-ruling = Ծրագրի որոշումը
export-explanation = Բացատրություն
export-readings = Վիճելի հարց (ոչ քննության համար)։ Մեկնաբանությունները
export-articles = Հոդվածներ՝ { $list }
export-failure = Ծրագիրը չկարողացավ որոշում կայացնել այս հարցի վերաբերյալ. { $reason }
export-scenario = Դեպք { $id } (հավաքածու { $pack })

## results.csv (արդյունքների աղյուսակ) և answers.csv (ձեր պատասխանները) ֆայլերի սյունակները

csv-number = №
csv-scenario = Դեպք
csv-pack = Հավաքածու
csv-edition = Խմբագրություն
csv-correct = Ճիշտ պատասխան
csv-articles = Հոդվածներ
csv-topics = Թեմաներ
csv-participant = Մասնակից { $number }
csv-when = Ամսաթիվ և ժամ (UTC)
csv-on-paper = Հարցը այս տոմսում
csv-mode = Ռեժիմ
csv-given = Տրված պատասխան
csv-right = Ճիշտ (1՝ այո, 0՝ ոչ)
csv-seconds = Վայրկյան
csv-game-type = Խաղի տեսակ

## Ինչպես է տրվել պատասխանը, answers.csv ֆայլում

export-mode-practice = Վարժանք
export-mode-exam = Քննություն
export-mode-review = Կրկնություն
export-mode-drill = Արագ շախմատ և կայծակնային խաղ

## Հրամանի հաղորդագրությունները

export-wrote = Գրված է՝ { $path }
export-seed-chosen = Բանալին (--seed) տրված չէ. վերցվել է { $seed } բանալին։ Նույն տոմսը կրկին ստանալու համար տվեք --seed { $seed }։
export-unknown-pack = «{ $id }» հավաքածու չկա։ Հավաքածուները՝ { $choices }
export-no-scenarios = Արտահանելու դեպքեր չկան։
export-write-failed = Հնարավոր չէ գրել { $path }. { $reason }
export-unruled = Ծրագիրը չկարողացավ պատասխան տալ { $count } հարցի. պատասխանների թերթում դա նշված է յուրաքանչյուրի մոտ։
