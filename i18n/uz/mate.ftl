### Tomon hali mot qila oladimi? Jonsiz vaziyat (5.2.2), bayroqcha tushishi (6.9), tezkor
### shaxmat va blitsdagi ikkinchi mumkin boʻlmagan yurish (7.5.5) va 2023-yildan taslim
### boʻlish (5.1.2) shu xulosalarga tayanadi.

dead-position = Jonsiz vaziyat
mate-unwinnable = Mot qilib boʻlmaydi.

unwinnable-lone-king = Yolgʻiz shoh hech qachon mot qila olmaydi.
unwinnable-insufficient-material = Qolgan donalar qayerda turmasin, ular bilan mot qilib boʻlmaydi.
unwinnable-same-coloured-bishops = Bu tomonda faqat bir xil rangdagi kataklarda yuradigan fillar bor, raqibda esa oʻz shohining chekinish katagini yopib qoʻyadigan ot yoki boshqa rangdagi fil yoʻq (shoh yonidagi rux yoki farzin doim urib olishi yoki toʻsishi mumkin): mot qilib boʻlmaydi.
unwinnable-blocked-position = Piyodalar bir-birini toʻsib qoʻygan va hech bir dona oʻtib keta olmaydi, shuning uchun mot hech qachon yuzaga kelmaydi.
unwinnable-forced-stalemate = Mumkin boʻlgan yurishlarning har qanday ketma-ketligi mot yuzaga kelishidan oldin patga olib keladi.
unwinnable-forced-opponent-mate = Mumkin boʻlgan yurishlarning har qanday ketma-ketligida birinchi boʻlib raqib mot qiladi.
unwinnable-forced-repetition = Mumkin boʻlgan yurishlar faqat bir xil vaziyatlarni takrorlaydi, shuning uchun mot hech qachon yuzaga kelmaydi.
unwinnable-no-helpmate = Toʻliq qidiruv mot bilan tugaydigan mumkin boʻlgan yurishlarning birorta ham ketma-ketligini topmadi.

# $line — mot qiladigan variant yurishlari, oʻquvchining yozuvida.
mate-winnable = Mot qilish hali mumkin, masalan: { $line }
mate-undetermined = Aniqlanmadi: qidiruv mot topmasdan ham, mot yoʻqligini isbotlamasdan ham oʻz chegarasiga yetdi.

## «can-mate» buyrugʻiga kiritilgan, vaziyat boʻlmagan qator. $detail — nima notoʻgʻri
## (fen-error-* yoki position-error-* xabarlaridan biri yoki mate-error-fields).

mate-error-line = Bu qatorda tahlil qilinadigan vaziyat yoʻq: { $detail }.
mate-error-fields = FEN yozuvida kamida dastlabki ikkita qism boʻlishi kerak (taxta va yurish navbati)
