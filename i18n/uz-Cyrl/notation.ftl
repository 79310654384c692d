### Шахмат ёзуви: доналарнинг ҳарфлари, доналар ва махсус юришларнинг номлари.

## Доналарнинг ўзбекча ҳарфлари, Ўзбекистонда нашр этилган Қоидалардаги каби
## (Қоидаларнинг C иловаси миллий ҳарфларга рухсат беради). Икки белгидан ошмасин:
## ҳарфли тахтада улар битта катакка ёзилади, оқларники бош, қораларники кичик ҳарф билан.
## Фз (фарзин) ва Ф (фил) бошқа-бошқа доналар.

piece-letter-king = Ш
piece-letter-queen = Фз
piece-letter-rook = Р
piece-letter-bishop = Ф
piece-letter-knight = О
# Юришларни ёзишда пиёда ҳарф билан белгиланмайди; бу ҳарф фақат ҳарфли тахта учун.
piece-letter-pawn = П

## Доналарнинг номлари

piece-king = Шоҳ
piece-queen = Фарзин
piece-rook = Рух
piece-bishop = Фил
piece-knight = От
piece-pawn = Пиёда
piece = Дона

## Ҳарфларни танлаш; $letters — бешта ҳарф, масалан «Ш Фз Р Ф О»

piece-letters = Дона ҳарфлари
piece-letters-national = Миллий: { $letters }
piece-letters-international = Халқаро: { $letters }

## Махсус юришлар ва шоҳнинг ҳолатлари

check = Кишт
checkmate = Мот
stalemate = Пат
capture = Уриб олиш
castling-kingside = Қисқа рокировка
castling-queenside = Узун рокировка
en-passant = Ўтиш жойида уриб олиш
promotion = Пиёданинг ўзгариши
