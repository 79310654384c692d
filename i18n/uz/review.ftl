### review buyrugʻi: yozib olingan partiyaning har bir yurishi hakam nigohida. Modda raqamlari
### ($article) Qoidalarning tanlangan tahriridan olinadi, masalan 9.2.2 yoki 9.2b.

## Sarlavhalar

# $laws: tahrirning qisqa nomi, masalan “FIDE qoidalari 2023”.
review-laws = Qoʻllaniladigan qoidalar: { $laws }
# 2009 yilgi qoidalar uchun: ularda bu ikki qoida yoʻq.
review-no-automatic-draws = Bu qoidalarda besh marta takrorlanish qoidasi ham, 75 yurish qoidasi ham yoʻq, shuning uchun ular hech qachon koʻrsatilmaydi.
# 2014 yilgi qoidalar uchun: ularda besh marta takrorlanish ketma-ket sanaladi.
review-fivefold-consecutive = Bu yerda besh marta takrorlanish har bir oʻyinchining ketma-ket beshta navbatma-navbat yurishidan keyin bir xil vaziyat yuzaga kelishini bildiradi ({ $article }).
# $number: partiyaning fayldagi tartib raqami.
review-game = { $number }-partiya
# $white va $black: fayldagi oʻyinchilar ismi.
review-game-players = { $number }-partiya: { $white } – { $black }
# $fen: boshlangʻich vaziyat FEN yozuvida.
review-start = Boshlangʻich vaziyat: { $fen }
review-no-moves = Partiyada birorta ham yurish yoʻq.

## Yurishdan keyin nima toʻgʻri, har biri bitta gap. $side: yurish navbati kelgan va durang
## talab qila oladigan oʻyinchi (“Oqlar” yoki “Qoralar”); $move: raqamli yurish, masalan “24... Og8”.

# $count: vaziyat taxtada necha marta yuzaga kelgani, uch va undan koʻp.
review-threefold-now = { $side } durang talab qilishi mumkin: bir xil vaziyat { $count } marta yuzaga keldi ({ $article })
review-threefold-move = { $side } { $move } yurishini yozib, durang talab qilishi mumkin: bu yurishdan keyin vaziyat uchinchi marta yuzaga keladi ({ $article })
review-fifty-now = { $side } durang talab qilishi mumkin: har bir oʻyinchining oxirgi 50 yurishi piyoda yurishisiz va urib olishsiz qilindi ({ $article })
review-fifty-move = { $side } { $move } yurishini yozib, durang talab qilishi mumkin: bu yurish bilan har bir oʻyinchining piyoda yurishisiz va urib olishsiz 50 yurishi yakunlanadi ({ $article })
review-fivefold = Vaziyat besh marta takrorlandi: partiya durang ({ $article })
review-seventy-five = Har bir oʻyinchi piyoda yurishisiz va urib olishsiz 75 yurish qildi: partiya durang ({ $article })
# $result: natija, masalan “Oqlar gʻalabasi”.
review-checkmate = Mot: { $result } ({ $article })
review-stalemate = Pat: partiya durang ({ $article })
review-dead = Jonsiz vaziyat: hech bir oʻyinchi mot qila olmaydi, partiya durang ({ $article })
review-after-end = Yurish partiya tugaganidan keyin qilingan

## Xatolar. $game: partiyaning fayldagi tartib raqami; $line: fayl qatori; $number: blankda
## yoziladigan yurish raqami, masalan “23...”; $move: faylda yozilgan yurish.

# $path: fayl; $reason: tizimning izohi.
review-error-read = { $path } faylini oʻqib boʻlmadi: { $reason }
review-error-empty = { $path } faylida birorta ham partiya yoʻq
review-error-tag = { $game }-partiya, { $line }-qator: teg [Nom "qiymat"] koʻrinishida yozilishi kerak
review-error-comment = { $game }-partiya, { $line }-qator: shu yerda ochilgan izoh yopilmagan
review-error-variation = { $game }-partiya, { $line }-qator: shu yerda ochilgan variant yopilmagan
# $detail: FEN yozuvidagi yoki vaziyatdagi xato (fen-error-* yoki position-error-* xabari).
review-error-fen = { $game }-partiya: FEN tegi mumkin boʻlgan vaziyatni bermaydi ({ $detail })
# $variant: Variant tegining qiymati.
review-error-variant = { $game }-partiya: «{ $variant }» varianti qoʻllab-quvvatlanmaydi, faqat oddiy shaxmat va Chess960
review-error-unreadable = { $game }-partiya, { $number } yurish: { $move } algebraik notatsiyadagi yurish emas ({ $line }-qator)
review-error-illegal = { $game }-partiya, { $number } yurish: { $move } bu vaziyatda mumkin boʻlmagan yurish ({ $line }-qator)
review-error-ambiguous = { $game }-partiya, { $number } yurish: bu vaziyatda { $move } yozuviga bir nechta yurish mos keladi ({ $line }-qator)
