### Илованинг ҳамма жойида учрайдиган сўзлар: номи, ҳа ва йўқ, ранглар ва томонлар,
### натижалар, шахмат турлари, Қоидалар таҳрирлари ва вақт бирликлари.

# Дастур номи барча тилларда лотин ҳарфларида ёзилади.
-app-name = Arbiter Quiz

app-title = { -app-name }
app-tagline = ФИДЕ шахмат қоидаларини ҳакам қандай қўлласа, шундай қўллашни машқ қилинг

yes = Ҳа
no = Йўқ
language = Тил
untranslated = (инглизча)

## Ранглар

colour-white = Оқ
colour-black = Қора
square-light = Оқ катак
square-dark = Қора катак

## Томонлар

side-white = Оқлар
side-black = Қоралар
to-move-white = Юриш навбати оқларда
to-move-black = Юриш навбати қораларда
player = Ўйинчи
opponent = Рақиб
arbiter = Ҳакам

## Натижалар; .score — натижанинг бланкда ёзилиши

result-white-wins = Оқлар ғалабаси
    .score = 1-0
result-black-wins = Қоралар ғалабаси
    .score = 0-1
result-draw = Дуранг
    .score = ½-½
result-both-lose = Иккала ўйинчига ҳам мағлубият
    .score = 0-0
result-ongoing = Партия давом этади
    .score = *

## Вақт назоратига кўра шахмат турлари

game-type-standard = Стандарт шахмат
game-type-rapid = Тезкор шахмат
game-type-blitz = Блиц

## Қоидалар таҳрирлари; $year — таҳрир кучга кирган йил

laws-edition = ФИДЕ шахмат қоидалари ({ $year })
    .short = ФИДЕ қоидалари { $year }

## Вақт бирликлари. Сондан кейин от кўплик қўшимчасини олмайди, шунинг учун
## бирлик ва кўплик шаклларини ажратиш керак эмас.

minutes = { $count } дақиқа
seconds = { $count } сония
duration = { $minutes } { $seconds }
