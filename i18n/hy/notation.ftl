### Շախմատային նշագրություն՝ խաղաքարերի տառերը, խաղաքարերի և հատուկ քայլերի անունները։

## Խաղաքարերի հայերեն տառերը (Կանոնների C հավելվածը թույլ է տալիս ազգային տառեր,
## և հայերեն թարգմանությունն ինքն է դրանք նշում)։ Առավելագույնը երկու նիշ. տառային
## խաղատախտակին դրանք գրվում են մեկ դաշտում՝ սպիտակներինը մեծատառ, սևերինը՝ փոքրատառ։

piece-letter-king = Ա
piece-letter-queen = Թ
piece-letter-rook = Ն
piece-letter-bishop = Փ
piece-letter-knight = Ձ
# Քայլերը գրելիս զինվորը տառով չի նշվում. այս տառը միայն տառային խաղատախտակի համար է։
piece-letter-pawn = Զ

## Խաղաքարերի անունները

piece-king = Արքա
piece-queen = Թագուհի
piece-rook = Նավակ
piece-bishop = Փիղ
piece-knight = Ձի
piece-pawn = Զինվոր
piece = Խաղաքար

## Տառերի ընտրությունը. $letters-ը հինգ տառն է, օրինակ՝ «Ա Թ Ն Փ Ձ»

piece-letters = Խաղաքարերի տառերը
piece-letters-national = Ազգային՝ { $letters }
piece-letters-international = Միջազգային՝ { $letters }

## Հատուկ քայլեր և արքայի վիճակները

check = Շախ
checkmate = Մատ
stalemate = Պատ
capture = Վերցնում
castling-kingside = Կարճ փոխատեղում
castling-queenside = Երկար փոխատեղում
en-passant = Կողանցիկ վերցնում
promotion = Զինվորի փոխարկում
