### Shaxmat yozuvi: donalarning harflari, donalar va maxsus yurishlarning nomlari.

## Donalarning oʻzbekcha harflari (Qoidalarning C ilovasi milliy harflarga ruxsat beradi).
## Ikki belgidan oshmasin: harfli taxtada ular bitta katakka yoziladi, oqlarniki bosh,
## qoralarniki kichik harf bilan.

piece-letter-king = Sh
piece-letter-queen = Fz
piece-letter-rook = R
piece-letter-bishop = F
piece-letter-knight = O
# Yurishlarni yozishda piyoda harf bilan belgilanmaydi; bu harf faqat harfli taxta uchun.
piece-letter-pawn = P

## Donalarning nomlari

piece-king = Shoh
piece-queen = Farzin
piece-rook = Rux
piece-bishop = Fil
piece-knight = Ot
piece-pawn = Piyoda
piece = Dona

## Harflarni tanlash; $letters — beshta harf, masalan «Sh Fz R F O»

piece-letters = Dona harflari
piece-letters-national = Milliy: { $letters }
piece-letters-international = Xalqaro: { $letters }

## Maxsus yurishlar va shohning holatlari

check = Kisht
checkmate = Mot
stalemate = Pat
capture = Urib olish
castling-kingside = Qisqa rokirovka
castling-queenside = Uzun rokirovka
en-passant = Oʻtish joyida urib olish
promotion = Piyodaning oʻzgarishi
