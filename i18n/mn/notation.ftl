### Шатрын тэмдэглэгээ: дүрсийн үсэг, дүрсүүд болон тусгай нүүдлийн нэр.

## Дүрсийн үсэг. 2014 оны Дүрмийн монгол орчуулга (C.2) зөвхөн англи K, Q, R, B, N
## үсгийг хэрэглэдэг бөгөөд монгол товчлол тогтоогоогүй тул бид олон улсын үсгийг
## хэвээр үлдээв (ноён/Н нь морины N-тэй, тэрэг/тэмээ хоёр Т-ээр эхэлдэг тул
## монгол эхний үсэг ч давхцана). Хоёроос илүүгүй тэмдэгт байх ёстой.

piece-letter-king = K
piece-letter-queen = Q
piece-letter-rook = R
piece-letter-bishop = B
piece-letter-knight = N
# Нүүдлийг бичихэд хүүг үсгээр тэмдэглэдэггүй; энэ үсэг зөвхөн үсгэн хөлөгт хэрэглэгдэнэ.
piece-letter-pawn = P

## Дүрсийн нэр

piece-king = Ноён
piece-queen = Бэрс
piece-rook = Тэрэг
piece-bishop = Тэмээ
piece-knight = Морь
piece-pawn = Хүү
piece = Дүрс

## Үсэг сонгох; $letters нь таван үсэг, жишээ нь «K Q R B N»

piece-letters = Дүрсийн үсэг
piece-letters-national = Үндэсний: { $letters }
piece-letters-international = Олон улсын: { $letters }

## Тусгай нүүдэл ба ноёны байдал

check = Шалаа
checkmate = Мад
stalemate = Пат
capture = Идэлт
castling-kingside = Ноёны талд сэлгэх
castling-queenside = Бэрсний талд сэлгэх
en-passant = Явуут дунд зөрж идэх
promotion = Хүүгийн хувиргалт
