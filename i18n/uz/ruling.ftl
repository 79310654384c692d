### Dasturning mulohazasi: qarorning har bir qadami uchun bittadan xabar, dastur tartibida.
### Modda raqamlarini interfeys har bir qadamdan keyin koʻrsatadi, shuning uchun xabarlarda
### ular yoʻq.
### Oʻzgaruvchilar: $side, $owner — tomon («Oqlar»/«Qoralar», bosh kelishikda); $seconds — yozib
### boʻlingan vaqt («2 daqiqa»); $count, $moves, $now, $after, $plies, $minutes — sonlar;
### $move — oʻquvchi yozuvidagi yurish; $square — katak (e4); $role — dona nomi kichik harflar
### bilan; $reason va $kind — gap yoki ibora; $control — vaqt nazorati (15+10); $type — shaxmat
### turi; $time — soat koʻrsatkichi; $edition — yil; $increment — vaqt.
### Atamalar Qoidalarning oʻzbekcha nashridan: mumkin boʻlmagan yurish, jonsiz vaziyat, bayroqcha,
### hakam, bayonot, musobaqa nizomi, kechikishga ruxsat etilgan vaqt.
### Oʻ va gʻ harflaridagi belgi — ʻ (U+02BB), tutuq belgisi — ʼ (U+02BC).

## Holat qanday tasniflanadi

step-game-type-of-control = { $control } vaqt nazorati har bir oʻyinchi uchun { $seconds } hisoblanadi (asosiy vaqtga har bir yurishga qoʻshiladigan vaqtning 60 baravari qoʻshiladi), demak, bu — { $type }.
step-game-type-of-control-no-bonus = { $control } vaqt nazoratida har bir oʻyinchiga barcha yurishlar uchun { $seconds } beriladi, har bir yurishga vaqt qoʻshilmaydi, demak, bu — { $type }.
step-game-type-of-control-periods = { $control } vaqt nazoratida har bir oʻyinchiga barcha davrlar uchun jami { $seconds } beriladi, har bir yurishga vaqt qoʻshilmaydi, demak, bu — { $type }.
step-game-type-of-control-delay = { $control } vaqt nazorati har bir oʻyinchi uchun { $seconds } hisoblanadi (asosiy vaqtga kechiktirishning 60 baravari qoʻshiladi — taʼriflarda u qoʻshimcha vaqt kabi hisoblanadi), demak, bu — { $type }.
step-regime-chosen-supervised = Musobaqa nizomi butun musobaqa uchun partiyalar Musobaqa qoidalari boʻyicha toʻliq oʻynaladimi yoki yetarli nazoratsiz partiyalar sifatidami, belgilaydi; bu musobaqada nazorat yetarli.
step-regime-chosen-unsupervised = Musobaqa nizomi butun musobaqa uchun partiyalar Musobaqa qoidalari boʻyicha toʻliq oʻynaladimi yoki yetarli nazoratsiz partiyalar sifatidami, belgilaydi; bu musobaqada yetarli nazorat yoʻq.

## Yurishlar va ular olib keladigan yakunlar

step-checkmate = { $side } mot qildi va partiya darhol tugaydi.
step-stalemate = { $side } birorta ham mumkin boʻlgan yurish qila olmaydi va shohi kisht ostida emas: pat. Partiya darhol durang bilan tugaydi.
step-dead-position = Hech bir oʻyinchi mumkin boʻlgan yurishlarning hech qanday ketma-ketligi bilan mot qila olmaydi: jonsiz vaziyat. Partiya darhol durang bilan tugaydi.
step-fivefold = Ayni bir vaziyat endi besh marta uchradi. Partiya hech qanday bayonotsiz durang bilan tugaydi.
step-seventy-five-moves = Har bir oʻyinchi piyoda yurmasdan va dona urmasdan 75 ta yurish qildi. Partiya hech qanday bayonotsiz durang bilan tugaydi.
step-chess960-castling = 960 shaxmatda rokirovka ({ $method }): shoh va rux odatdagi rokirovka kataklariga kelib turadi, ularning boshlangʻich va oxirgi kataklari orasidagi barcha kataklar esa shu shoh va ruxdan boshqa donalardan boʻsh boʻlishi kerak.
step-promotion-not-completed = { $side } piyodaning oʻzgarishini yakunlamadi: yurish hali qilinmagan va yangi dona qoʻyish bilan yakunlanishi kerak.
step-promotion-choice-final = Oʻzgarishda tanlangan dona oʻzgarish katagiga allaqachon tekkan, shuning uchun tanlov uzil-kesil: { $side } uni boshqa donaga almashtira olmaydi.
step-upside-down-rook = { $side } oʻzgarish katagiga rux qoʻydi. Qoʻyilgan dona hisobga olinadi, shuning uchun nima deyilganidan va rux qanday turganidan qatʼi nazar, piyoda ruxga aylandi.
step-two-hands-breach = { $side } bitta yurish uchun ikki qoʻlini ishlatdi. Bu tahrirga koʻra bu mumkin boʻlmagan yurish emas, lekin yurish bir qoʻl bilan qilinishi haqidagi qoidani buzadi va hakam buning uchun jazolashi mumkin.
step-two-hands-not-completed = { $side } bitta yurish uchun ikki qoʻlini ishlatdi, lekin soat tugmasini bosmadi, shuning uchun bu hali mumkin boʻlmagan yurish hisoblanmaydi; bu yurish bir qoʻl bilan qilinishi haqidagi qoidani buzadi va hakam jazolashi mumkin.
step-event-after-game-end = Partiya allaqachon tugagan edi, shuning uchun bu hech narsani oʻzgartirmaydi.
step-move-breaks = { $side } { $move } yurishini qildi, bu esa mumkin boʻlmagan yurish: { $rule }.
step-castling-breaks = { $side } rokirovka qilish uchun avval shohga, keyin ruxga tegindi, lekin bu rokirovka mumkin emas: { $rule }.
breach-bishop = fil faqat oʻzi turgan diagonallar boʻylab yuradi
breach-rook = rux faqat oʻz vertikali yoki gorizontali boʻylab yuradi
breach-queen = farzin faqat oʻz vertikali, gorizontali yoki diagonallari boʻylab yuradi
breach-jumps = fil, rux va farzin boshqa donalar ustidan sakrab oʻta olmaydi
breach-knight = ot faqat oʻzi turgan gorizontal, vertikal yoki diagonalda boʻlmagan eng yaqin kataklardan biriga yuradi
breach-pawn-forward = piyoda toʻgʻri oldinga, faqat oldidagi boʻsh katakka yuradi
breach-pawn-two-squares = piyoda ikki katak faqat birinchi yurishida va faqat boʻsh kataklar orqali yura oladi
breach-pawn-capture = piyoda diagonal boʻylab faqat urib olish uchun yuradi
breach-promotion-piece = piyoda faqat oʻz rangidagi farzin, rux, fil yoki otga almashtirilishi mumkin
breach-en-passant-late = oʻtish joyida urib olish faqat raqib piyodasi ikki katak yurganidan keyingi navbatdagi yurishda mumkin
breach-king = shoh, rokirovkani hisobga olmaganda, faqat qoʻshni katakka yuradi
breach-castling-king-moved = shoh allaqachon yurgan boʻlsa, rokirovka huquqi yoʻqolgan
breach-castling-rook-moved = allaqachon yurgan rux bilan rokirovka qilish huquqi butunlay yoʻqolgan
breach-castling-attacked = shoh kisht ostida boʻlsa yoki raqib donasi hujum qilayotgan katakdan oʻtishi yoki unga turishi kerak boʻlsa, rokirovka mumkin emas
breach-castling-piece-between = shoh bilan rux orasida dona turgan ekan, rokirovka mumkin emas
breach-chess960-vacancy = 960 shaxmatda shoh va rux oʻtadigan yoki turadigan barcha kataklar, shu shoh va ruxdan tashqari, boʻsh boʻlishi kerak
breach-king-in-check = oʻz shohini kisht ostida qoldiradigan yoki kishtga ochib qoʻyadigan yurish qilib boʻlmaydi
breach-king-capture = raqib shohini hech qachon urib olish mumkin emas
chess960-castling-double-move = avval shoh, keyin rux yurishi bilan
chess960-castling-transposition = shoh va rux oʻrin almashishi bilan
chess960-castling-king-only = faqat shoh yurishi bilan, chunki rux allaqachon oʻz rokirovka katagida turibdi
chess960-castling-rook-only = faqat rux yurishi bilan, chunki shoh allaqachon oʻz rokirovka katagida turibdi
step-arbiter-silent-unpressed = { $side } soat tugmasini bosmadi, hakam esa bunga eʼtiborini qaratmasligi kerak.
step-threefold-not-same-en-passant = Sanalgan vaziyatlarning hammasi bir xil emas: ularning ayrimlarida piyodani oʻtish joyida urib olish mumkin edi, bunday vaziyat esa bu huquq boʻlmagan vaziyatdan farq qiladi.
step-threefold-not-same-castling = Sanalgan vaziyatlarning hammasi bir xil emas: ularning ayrimlarida hali mavjud boʻlgan rokirovka huquqi keyin yoʻqolgan, bu esa ularni turli vaziyatlarga aylantiradi.
step-device-venue = Elektron moslamalar haqidagi qoidalar butun oʻyin mintaqasida amal qiladi: oʻyin zalida, dam olish xonalarida, bufetda, chekish joyida va hakam belgilagan boshqa joylarda.
step-game-over-at-start = Bu holatdagi voqealardan oldin partiya allaqachon tugagan edi: uni taxtadagi vaziyat tugatgan.
step-game-over-after-move = Partiya keyingi voqealardan oldin allaqachon tugagan edi: u { $number } { $move } yurishi bilan tugagan.
step-moves-after-game-end = Shundan keyin taxtada qilingan { $count } ta yarim yurish hisobga olinmaydi: partiya allaqachon tugagan edi.
step-move-after-game-end = { $side } partiya tugaganidan keyin { $move } yurishini qildi: bu partiya yurishi emas, undan na jazo, na boshqa natija kelib chiqadi.
step-claim-after-game-end = { $side } partiya tugaganidan keyin bayonot beradi: talab qiladigan narsa qolmagan, natija kuchda qoladi.
step-offer-after-game-end = { $side } partiya tugaganidan keyin durang taklif qiladi: taklifning kuchi yoʻq, natija kuchda qoladi.
step-no-fivefold-in-edition = Ayni bir vaziyat endi besh marta uchradi, lekin Qoidalarning bu tahririda buning uchun bayonotsiz durang yoʻq: oʻyin davom etadi, partiyani faqat yurish navbati kelgan oʻyinchining uch marta takrorlanish haqidagi toʻgʻri bayonoti durang qiladi.
step-no-seventy-five-in-edition = Har bir oʻyinchi piyoda yurmasdan va dona urmasdan 75 ta yurish qildi, lekin Qoidalarning bu tahririda buning uchun bayonotsiz durang yoʻq: oʻyin davom etadi, partiyani faqat yurish navbati kelgan oʻyinchining ellik yurish haqidagi toʻgʻri bayonoti durang qiladi.
step-position-legal-again = Navbatdagi yurishdan keyin vaziyat yana mumkin boʻlgan vaziyatga aylanadi, shuning uchun oʻyin davom etadi.

## Mumkin boʻlmagan yurishlar

step-illegal-move-completed = { $side } soat tugmasini bosib, mumkin boʻlmagan yurishni yakunladi. Taxtada undan oldingi vaziyat tiklanadi.
step-illegal-move-mates-nothing = Bu yurishdan keyin raqib shohiga mot boʻldi, lekin mot faqat uni bergan yurish mumkin boʻlgan yurish boʻlsagina partiyani tugatadi: partiya tugamadi.
step-illegal-move-stalemates-nothing = Bu yurishdan keyin raqibda pat boʻldi, lekin pat faqat uni yuzaga keltirgan yurish mumkin boʻlgan yurish boʻlsagina partiyani tugatadi: partiya tugamadi.
step-illegal-move-not-completed = { $side } { $move } mumkin boʻlmagan yurishini qildi, lekin soat tugmasini bosmadi, shuning uchun mumkin boʻlmagan yurish yakunlanmadi va jazo yoʻq. Uning oʻrniga mumkin boʻlgan yurish qilinishi kerak.
step-replacement-move-touch-move = Mumkin boʻlmagan yurish uchun { $square } katagidagi donaga teginilgan, shuning uchun almashtiruvchi yurish shu dona bilan qilinishi kerak (teginilgan dona qoidasi amal qiladi).
step-replacement-released-capture = { $side } oluvchi donani qonuniy olishning bir qismi sifatida { $square } katagida qoʻyib yubordi, faqat olingan dona taxtada qoldi. Qonuniy yurishning bir qismi sifatida katakka qoʻyib yuborilgan dona shu yurishda boshqa katakka bora olmaydi, shuning uchun almashtiruvchi yurish — { $move }, olingan donani olib, toʻgʻri qilinadi. Olingan donaning oʻziga teginilmagan.
step-replacement-move-any = Teginilgan donaning mumkin boʻlgan yurishi yoʻq, shuning uchun mumkin boʻlmagan yurish oʻrniga istalgan mumkin boʻlgan yurishni qilish mumkin.
step-replacement-capture-impossible = Teginilgan dona raqibniki va uni urib olib boʻlmaydi, shuning uchun mumkin boʻlmagan yurish oʻrniga istalgan mumkin boʻlgan yurishni qilish mumkin.
step-illegal-move-award = Bu shu oʻyinchining { $count }-mumkin boʻlmagan yurishi. { $side } qoʻshimcha { $seconds } oladi.
step-illegal-move-loses = { $side } { $count }-mumkin boʻlmagan yurishni qildi; raqib mot qila olmaydigan holdan tashqari, bu partiyada magʻlubiyatga olib keladi.
step-illegal-move-in-time = Mumkin boʻlmagan yurish boʻyicha chora { $side } oʻz yurishini qilmasdan oldin koʻrildi, yetarli nazorat boʻlmagan partiyada bu oʻz vaqtida hisoblanadi.
step-illegal-move-stands = Mumkin boʻlmagan yurishni { $side } qildi, lekin hech kim chora koʻrmasidan oldin raqib yurish qilib ulgurdi, shuning uchun mumkin boʻlmagan yurish kuchda qoladi. Uni endi faqat oʻyinchilarning oʻzlari, hakamsiz, oʻzaro kelishib tuzatishlari mumkin.
step-illegal-move-stands-for-good = Mumkin boʻlmagan yurishni { $side } qildi, lekin hech kim chora koʻrmasidan oldin raqib yurish qilib ulgurdi, shuning uchun mumkin boʻlmagan yurish kuchda qoladi va partiya taxtadagi pozitsiyadan davom etadi.
step-illegal-move-unnoticed = { $side } qilgan mumkin boʻlmagan yurishni oʻsha paytda hech kim sezmadi.
step-arbiter-waits-for-claim = Bunday partiyalarda hakam bu mumkin boʻlmagan yurish boʻyicha oʻzi aralashmaydi; { $side } oʻz yurishini qilmasdan oldin bu haqda bayonot berishi mumkin.
step-illegal-move-claim-too-late = { $side } juda kech bayonot berdi: shundan beri yurish qilingan, shuning uchun mumkin boʻlmagan yurish kuchda qoladi.
step-illegal-move-claim-unfounded = { $side } mumkin boʻlmagan yurish haqida bayonot beradi, lekin oxirgi yurish mumkin boʻlgan yurish edi. Asossiz bayonotlar raqibni chalgʻitish sifatida jazolanishi mumkin.
step-illegal-move-claim-castling-legal = { $side } qilgan rokirovka qonuniy edi: faqat shoh tark etadigan katak, u kesib oʻtadigan katak va u boradigan katak hujum ostida boʻlmasligi, shoh esa kisht ostida boʻlmasligi kerak; rux hujum ostidagi katakdan oʻtishi mumkin.
step-illegal-move-claim-en-passant-legal = { $side } qilgan piyodani oʻtish joyida urib olish qonuniy edi: raqibning hozirgina ikki katak yurgan piyodasi yonida turgan piyoda uni goʻyo u faqat bir katak yurgandek, darhol keyingi yurishda, raqib piyodasi kesib oʻtgan katakka borib urib olishi mumkin.
step-illegal-move-claim-already-ruled = { $side } bayonoti qanoatlantiriladi: hakam mumkin boʻlmagan yurish boʻyicha allaqachon choralar koʻrgan.
step-illegal-move-claim-own = { $side } hech kim sezmagan oʻzining mumkin boʻlmagan yurishini oʻzi koʻrsatadi. Endi u aniqlandi va hakam u bilan oʻzi aniqlagan mumkin boʻlmagan yurish kabi ish tutadi.
step-illegal-move-claim-not-completed = { $side } bayonoti qanoatlantiriladi: yurish mumkin emas va u yakunlanmagani uchun jazosiz mumkin boʻlgan yurish bilan almashtiriladi.
step-illegal-move-claim-clock-handling = Bu tahrirga koʻra yurishsiz soat tugmasini bosish mumkin boʻlmagan yurish emas, shuning uchun { $side } bayonoti rad etiladi; bu soatdan notoʻgʻri foydalanish boʻlib, hakam buning uchun jazolashi mumkin.
step-unpromoted-pawn = { $side } piyoda oxirgi gorizontalda turgan va yangi dona qoʻyilmagan holda soat tugmasini bosdi: bu mumkin boʻlmagan yurish. Piyoda shu rangdagi farzin bilan almashtiriladi.
step-unpromoted-pawn-restored = { $side } piyoda oxirgi gorizontalda turgan va yangi dona qoʻyilmagan holda soat tugmasini bosdi: bu mumkin boʻlmagan yurish.
step-incomplete-promotion-2009 = Bu tahrirga koʻra yakunlanmagan oʻzgarish bekor qilinadi va teginilgan piyoda baribir yurilishi kerak.
step-clock-without-move = { $side } yurish qilmasdan soat tugmasini bosdi; bu mumkin boʻlmagan yurish deb hisoblanadi va shunday jazolanadi.
step-clock-without-move-handling = { $side } yurish qilmasdan soat tugmasini bosdi. Bu tahrirga koʻra bu mumkin boʻlmagan yurish emas, balki soatdan notoʻgʻri foydalanish; hakam buning uchun jazolashi mumkin.
step-clock-without-move-claim-upheld = Shikoyat qanoatlantiriladi: { $side } yurish qilmasdan soat tugmasini bosdi, bu soatdan notoʻgʻri foydalanish; hakam buning uchun jazolashi mumkin.
step-clock-pressed-late = Yurish faqat soat tugmasi bosilganda yakunlanadi va oʻyinchiga yurishdan keyin uni bosishga imkon berilishi kerak: bungacha oʻtgan vaqt { $side } uchun oʻz vaqti hisoblanadi, shuning uchun shikoyat rad etiladi.
step-clock-other-hand = { $side } soat tugmasini yurish qilgan qoʻli bilan bosishi kerak: shikoyat qanoatlantiriladi va hakam buning uchun jazolashi mumkin.
step-clock-finger-on-it = { $side } barmogʻini soat ustida yoki uning tepasida ushlab turishi mumkin emas: shikoyat qanoatlantiriladi va hakam buning uchun jazolashi mumkin.
step-clock-forcibly = { $side } soatdan notoʻgʻri foydalandi (uni kuch bilan bosdi, koʻtardi yoki agʻdarib yubordi): shikoyat qanoatlantiriladi va hakam buning uchun jazolashi mumkin.
step-clock-opponents-button = { $side } raqibning tugmasini bosdi: har bir oʻyinchi oʻz soatini bosadi, shuning uchun bu soatdan notoʻgʻri foydalanish boʻlib, hakam buning uchun jazolashi mumkin.
step-opponents-button-no-illegal-move = { $side } raqibning tugmasini bosdi va bu oʻzining soatini yurgizdi: bu bilan navbat berilmaydi, shuning uchun bu yurishsiz soatni bosish ham, mumkin boʻlmagan yurish ham emas. Bayonot rad etiladi; soatdan notoʻgʻri foydalanishning oʻzi jazolanishi mumkin.
step-pressed-opponents-button-after-move = Raqib yurishini qilib, soatni bosmaganidan keyin { $side } raqibning tugmasini bosdi: raqibning soati toʻxtaydi va oʻzining soati yuradi, shu bilan yurish soatda yakunlanadi. Har bir oʻyinchi oʻz soatini bosadi, shuning uchun bu notoʻgʻri foydalanish boʻlib, hakam jazolashi mumkin; mumkin boʻlmagan yurish qilinmagan.
step-pressed-opponents-button-before-move = Raqib yurishini qilmasidan oldin { $side } raqibning tugmasini bosdi: bu bilan raqibning navbatini tugatib boʻlmaydi, shuning uchun hakam raqibning soatini yana yurgizadi. Har bir oʻyinchi oʻz soatini bosadi, shuning uchun bu notoʻgʻri foydalanish boʻlib, hakam jazolashi mumkin; mumkin boʻlmagan yurish qilinmagan.
step-pressed-stopped-button = { $side } allaqachon toʻxtagan soatning tugmasini bosdi: bu hech narsani oʻzgartirmaydi.
step-two-hands = { $side } bitta yurish uchun ikki qoʻlini ishlatdi va soat tugmasini bosdi; bu mumkin boʻlmagan yurish deb hisoblanadi va shunday jazolanadi.
step-two-hands-with-illegal-move = Bundan tashqari, { $side } bu yurishni ikki qoʻl bilan qildi. Ikki qoʻl bilan yurib soatni bosish oʻzi mumkin boʻlmagan yurish hisoblanadi, lekin bu bitta harakat: u bir marta hisoblanadi va bir marta jazolanadi.

## Taxtadagi mumkin boʻlmagan vaziyatlar

step-illegal-position-wait = Bu mumkin boʻlmagan vaziyat ({ $kind }). Hakam navbatdagi yurish yakunlanishini kutadi; agar vaziyat shunda ham mumkin boʻlmagan vaziyat boʻlib qolsa, partiya durang bilan tugaydi.
illegal-position-check = yurish navbati boʻlmagan tomonning shohi kisht ostida
illegal-position-both-kings = ikkala shoh ham kisht ostida
illegal-position-pawn = piyoda birinchi yoki oxirgi gorizontalda turibdi
step-illegal-position-remains = Navbatdagi yurishdan keyin ham vaziyat mumkin boʻlmagan vaziyat boʻlib qolmoqda, shuning uchun partiya durang bilan tugaydi.
step-illegal-position-arbiter-intervenes = Vaziyat mumkin boʻlmaganligi sababli hakam imkon qadar oʻzi aralashadi; mumkin boʻlmagan yurish haqidagi qoida qoʻllanadi.
step-illegal-position-not-named = Bu mumkin boʻlmagan vaziyat, lekin u yetarli nazoratsiz partiyalar qoidasida aytilgan ikki vaziyatning hech biri emas (ikkala shoh ham kisht ostida, piyoda oʻzi boshlagan katakdan eng uzoq gorizontalda): bu qoida boʻyicha hakam kutadigan narsa yoʻq va u aralashmaydi.
step-illegal-position-claim-only = Hakam oʻzi aralashmaydi; mumkin boʻlmagan yurish hakamga faqat raqibning oʻz yurishidan oldin bergan bayonoti orqali yetib borishi mumkin.
step-illegal-position-restore-last-identifiable = { $side } oxirgi yurishi bilan mumkin boʻlmagan vaziyat yaratdi: undan oldingi vaziyat (yoki aniqlash mumkin boʻlgan oxirgi vaziyat) tiklanadi.
step-position-is-legal = Taxtadagi vaziyat mumkin boʻlgan vaziyat.

## Teginilgan dona va donalarni toʻgʻrilash

step-touch-deliberate = { $side } { $square } katagidagi donaga ({ $role }) ataylab tegindi.
step-touch-empty-square = { $square } katagida hech narsa yoʻq.
step-touch-not-having-the-move = { $side } yurish navbatiga ega emas, shuning uchun donaga teginish hech qanday majburiyat yuklamaydi; raqibni bezovta qilish uchun bunday qilish taqiqlanadi.
step-adjust-announced = { $side } yurish navbatiga ega va oldin «toʻgʻrilayapman» deb ogohlantirdi, shuning uchun donalarni hech qanday majburiyatsiz toʻgʻrilash mumkin.
step-adjust-out-of-turn = { $side } raqibning soati yurib turganda donalarni toʻgʻriladi, bunga ruxsat yoʻq; hakam buning uchun jazolashi mumkin.
step-adjust-claim-allowed = { $side } yurish navbatiga ega edi va donalarni toʻgʻrilashga haqli edi, shuning uchun shikoyat rad etiladi.
step-adjust-claim-upheld = { $side } yurish navbati boʻlmagan holda donalarni toʻgʻriladi, bunga ruxsat yoʻq: shikoyat qanoatlantiriladi va hakam buning uchun jazolashi mumkin.
step-clock-placement-claim = Shaxmat soati qayerda turishini oʻyinchilar emas, hakam hal qiladi: { $side } uni surishga haqli emas edi, hakam soatni oʻzi qoʻygan joyga qaytaradi. { $claimant } shikoyati qanoatlantiriladi; Qoidalar buning uchun jazo koʻrsatmaydi.
step-obligation-move-piece = { $side } { $square } katagidagi dona bilan yurishi kerak — bu teginilgan donalardan yurish mumkin boʻlgan birinchisi.
step-obligation-capture-piece = { $side } { $square } katagidagi donani urib olishi kerak — bu teginilgan donalardan urib olish mumkin boʻlgan birinchisi.
step-obligation-capture-with = { $side } raqibning teginilgan donasini { $square } katagidagi dona bilan urib olishi kerak.
step-obligation-castle = { $side } avval shohga, keyin ruxga tegindi: shu tomonga rokirovka mumkin, shuning uchun uni qilish kerak.
step-obligation-castle-king-released = { $side } rokirovka qilayotib shohni uning rokirovka katagiga qoʻyib, qoʻlini qoʻyib yubordi, shundan keyin shu tomonga rokirovkadan boshqa yurish mumkin emas; bu rokirovka mumkin, shuning uchun uni qilish kerak.
step-obligation-king-move = { $side } rokirovka qilmoqchi edi, lekin shu tomonga rokirovka mumkin emas: shoh bilan boshqa mumkin boʻlgan yurish qilinishi kerak, boshqa tomonga rokirovka ham shulardan biri.
step-obligation-king-move-only = { $side } rokirovka qilmoqchi edi, lekin shu tomonga rokirovka mumkin emas: shoh bilan boshqa mumkin boʻlgan yurish qilinishi kerak (hozir hech qaysi tomonga rokirovka mumkin emas).
step-obligation-any-move = Hozircha teginilgan donalarning hech biri bilan yurib ham, ularni urib olib ham boʻlmaydi, shuning uchun ayni paytda { $side } istalgan mumkin boʻlgan yurishni qilishi mumkin.
step-obligation-play-move = { $side } yozib qoʻyilgan yurishni qilishi kerak.
step-obligation-play-released-move = { $side } qoʻyib yuborilgan dona qilgan yurishni qilishi kerak.
step-obligation-first-touched = { $side } { $square } va { $other } kataklaridagi donalardan hakam birinchi teginilgan deb aniqlaganiga yurishi (yoki uni olishi) kerak.
step-touch-move-breach-made = { $side } teginilgan dona qoidasi talab qilgan yurishdan boshqa yurish qildi. Raqib oʻzi biror donaga teginmagan boʻlsa, bu haqda bayonot berishi mumkin.
step-touch-move-enforced = Bayonot qanoatlantirildi: yurish bekor qilinadi va { $side } teginish talab qilgan yurishni qilishi kerak.
step-touch-move-claim-before-move = { $side } ataylab donaga tegindi va hali yurish qilmadi: bayonot qanoatlantiriladi va hakam teginish majbur qiladigan yurishni talab qiladi.
step-written-move-breach-made = { $side } notoʻgʻri bayonotda yozib qoʻyilgan yurishni emas, boshqa yurishni qildi, holbuki bu yurish teginilgan dona qoidasiga koʻra qilinishi kerak edi. Raqib oʻzi biror donaga teginmagan boʻlsa, bu haqda bayonot berishi mumkin.
step-written-move-enforced = Bayonot qanoatlantirildi: yurish bekor qilinadi va { $side } bayonotda yozib qoʻyilgan yurishni qilishi kerak.
step-written-move-claim-before-move = { $side } hali yurish qilmadi va notoʻgʻri bayonotda yozib qoʻyilgan yurishni qilishi kerak: bayonot qanoatlantiriladi va hakam oʻsha yurishni talab qiladi.
step-released-move-breach-made = { $side } qoʻyib yuborilgan donani qoʻyib yuborilgan katagida qoldirmadi, bu esa teginilgan dona qoidasi kabi majburiyat yuklaydi. Raqib oʻzi donaga tegmaguncha bu haqda bayonot berishi mumkin.
step-released-move-enforced = Bayonot qanoatlantirildi: dona qoʻyib yuborilgan katagiga qaytariladi va bu yurish { $side } qilgan yurish boʻlib qoladi.
step-released-move-claim-before-move = { $side } qoʻyib yuborilgan donani yana katagidan oldi, lekin u qoʻyib yuborilganda qilingan yurish kuchda qoladi: bayonot qanoatlantirildi va hakam shu yurishni talab qiladi.
step-touch-claim-nothing-binds = { $side } tekkan donalarning birortasi bilan ham yurib yoki uni urib boʻlmaydi, shuning uchun teginilgan dona qoidasi hech narsaga majbur qilmaydi va bayonot rad etiladi.
step-promotion-swap-claim-upheld = Bayonot qanoatlantiriladi: { $side } piyodani aylantirgan dona oʻzgarish katagiga tekkan, shuning uchun u taxtada qoladi.
step-touch-claim-lost = { $side } bayonot berishdan oldin donaga tegindi va shu bilan teginilgan dona qoidasi buzilgani haqida bayonot berish huquqini yoʻqotdi.
step-touch-claim-unfounded = { $side } teginilgan dona qoidasi buzilgani haqida bayonot beradi, lekin qoida buzilmagan.
step-touch-move-on-request = Bunday partiyalarda hakam teginilgan dona qoidasini faqat oʻyinchi soʻraganda qoʻllaydi.

## Bayroqchalar

step-flag-observed = Hakam { $side } bayroqchasi tushganini koʻradi. Bayroqcha hakam uni koʻrgan zahoti tushgan hisoblanadi.
step-flag-claimed = { $side } raqibning bayroqchasi tushgani haqida bayonot beradi va hakamni chaqirish uchun soatni toʻxtatishi mumkin.
step-flag-claimed-stopping = { $side } raqibning bayroqchasi tushgani haqida bayonot beradi va bunday bayonot talab qilganidek soatni toʻxtatadi.
step-flag-moves-unknown = Blanklarni toʻldirib, bayroqcha tushganda { $side } davr yurishlarini qilmaganini koʻrsatib boʻlmaydi, shuning uchun vaqt oshirib yuborilmagan: keyingi yurish keyingi davrning birinchi yurishi hisoblanadi va uning vaqti qoʻshiladi.
step-flag-period-met = Bayroqcha { $period }-davrning oxirini bildiradi, { $side } esa talab qilingan { $moves } ta yurishni allaqachon qilgan, shuning uchun vaqt oshirib yuborilmagan: keyingi davr vaqti qoʻshiladi va oʻyin davom etadi.
step-flag-period-not-met = Bayroqcha { $period }-davrning oxirini bildiradi, { $side } esa talab qilingan { $moves } ta yurishni oʻz vaqtida qilmagan.
step-flag-fell-earlier = Soat koʻrsatishicha, bayroqcha { $side } atigi { $moves } ta yurish qilganda tushgan. Bayroqcha koʻrilishi yoki bayonot qilinishi bilanoq hisobga olinadi, u tushgandan keyin qilingan yurishlar buni toʻgʻrilamaydi.
step-flag-after-game-end = Bayroqcha tushgani koʻrilishi yoki u haqda bayonot berilishidan oldin partiya allaqachon tugagan edi, bayroqcha esa faqat shu paytdan boshlab tushgan hisoblanadi, shuning uchun avvalgi natija kuchda qoladi.
step-arbiter-does-not-call-flag = Bunday partiyalarda hakam { $side } bayroqchasi tushganini oʻzi eʼlon qilmaydi; faqat oʻyinchining bayonoti hisobga olinadi.
step-flag-claim-own-flag-down = { $side } bayroqchasi ham tushgan, shuning uchun bayonot qanoatlantirilmaydi.
step-flag-claim-clocks-running = { $side } soatni toʻxtatmasdan vaqt boʻyicha gʻalaba haqida bayonot beradi. Bunday bayonot soatni toʻxtatib qilinadi va soat toʻxtatilganda bayonot beruvchining oʻz bayroqchasi hali tushmagan boʻlsagina qanoatlantiriladi: u shu paytda koʻrib chiqiladi.
step-flag-claim-clock-not-stopped = { $side } soatni toʻxtatmasdan vaqt boʻyicha gʻalaba haqida bayonot beradi: hakamni chaqirish uchun soatni toʻxtatish mumkin, lekin shart emas, va bayonot qanday berilgan boʻlsa, shunday koʻrib chiqiladi.
step-flag-claim-own-fell-before-stop = Soat hali yurayotganda, u toʻxtatilishidan oldin { $side } bayroqchasi ham tushdi: soat toʻxtatilganda u ham tushgan boʻladi.
step-flag-claim-stopped-in-time = Soat toʻxtatilganda { $side } bayroqchasi hali tushmagan.
step-flag-claim-both-down = { $side } raqibning bayroqchasi tushgani haqida bayonot beradi, bayonot bilan chaqirilgan hakam esa ikkala bayroqcha ham tushganini koʻradi: kim bayonot berganidan qatʼi nazar, ikkala bayroqcha tushgandagi qoida hal qiladi.
step-both-flags-first-known = Ikkala bayroqcha ham tushgan, lekin soat birinchi boʻlib { $side } bayroqchasi tushganini koʻrsatmoqda; aniq nuqson boʻlmasa, soatning koʻrsatishi qatʼiy hisoblanadi.
step-both-flags-draw-unsupervised = Yetarli nazorat boʻlmagan partiyada ikkala bayroqcha ham tushdi: partiya durang.
step-both-flags-last-period = Ikkala bayroqcha ham tushgan va qaysi biri birinchi tushganini aniqlab boʻlmaydi; bu qolgan barcha yurishlar qilinishi kerak boʻlgan davrda roʻy berdi: partiya durang.
step-both-flags-earlier-period = Ikkala bayroqcha ham tushgan va qaysi biri birinchi tushganini aniqlab boʻlmaydi; bu oxirgi boʻlmagan davrda roʻy berdi: partiya davom etadi.
step-both-flags-arbiter-decides = Bu tahrirning hech bir qoidasi bu yerda ikkala bayroqcha tushgan holatni hal qilmaydi; qaysi biri birinchi tushganini hakam soatga qarab aniqlaydi.

## «Raqib hali mot qila oladimi?» tekshiruvi

step-opponent-can-mate = { $side } mumkin boʻlgan yurishlarning biror ketma-ketligi bilan hali mot qila olar edi ({ $plies } ta yarim yurish yetarli), shuning uchun partiya yutqazildi.
step-opponent-cannot-mate = { $side } mumkin boʻlgan yurishlarning hech qanday ketma-ketligi bilan mot qila olmaydi: { $reason } Shuning uchun partiya durang.
step-mate-undetermined = Tahlil { $side } hali mot qila oladimi-yoʻqmi, aniqlay olmadi; buni hakam baholashi kerak.
step-can-mate-yes = { $side } mumkin boʻlgan yurishlarning biror ketma-ketligi bilan hali mot qila oladi ({ $plies } ta yarim yurish yetarli).
step-can-mate-no = { $side } mumkin boʻlgan yurishlarning hech qanday ketma-ketligi bilan mot qila olmaydi: { $reason }

## Durang haqida bayonotlar

step-claim-made = { $side } durang haqida bayonot beradi; soat toʻxtatiladi va bayonotni qaytarib olib boʻlmaydi.
step-claim-made-clock-running = { $side } soatni toʻxtatmasdan durang haqida bayonot beradi: soat hakam uni toʻxtatmaguncha yurishda davom etadi; bayonotni qaytarib olib boʻlmaydi.
step-claim-not-having-the-move = { $side } yurish navbatiga ega emas, shuning uchun haqiqiy bayonot berilmadi: hakam uni koʻrib chiqmaydi va jazo yoʻq.
step-claim-on-display = { $side } bayonotini faqat zaldagi namoyish taxtasi yoki monitor koʻrsatgan narsaga asoslaydi, bunga esa yoʻl qoʻyilmaydi: haqiqiy bayonot berilmadi, hakam uni koʻrib chiqmaydi va jazo yoʻq. Faktlarni u partiyaning oʻzidan aniqlashi mumkin.
step-claim-within-move-limit = Oʻyinchilarning hech biri hali { $count } ta yurishni tugatmagan, shuning uchun yetarli nazoratsiz partiyada bu bayonotni hali berish mumkin.
step-claim-right-lost-by-touch = { $side } bayonot berishdan oldin donaga tegindi va shu yurishda bayonot berish huquqini yoʻqotdi.
step-claim-on-illegal-position = Taxtadagi vaziyat mumkin boʻlmagan vaziyat ekan, bayonotni koʻrib chiqib boʻlmaydi.
step-claim-written-move-illegal = Yozib qoʻyilgan { $move } yurishi bu vaziyatda mumkin emas.
step-threefold-count =
    Taxtadagi vaziyat { $now ->
        [one] bir marta
       *[other] { $now } marta
    } uchradi.
step-threefold-count-written =
    Taxtadagi vaziyat { $now ->
        [one] bir marta
       *[other] { $now } marta
    } uchradi; yozib qoʻyilgan yurishdan keyin bu vaziyat { $after ->
        [one] bir marta
       *[other] { $after } marta
    } uchragan boʻlardi.
step-fifty-count = Oxirgi urib olish yoki piyoda yurishidan beri { $plies } ta yarim yurish qilindi (har bir oʻyinchining ellik yurishi — 100 ta yarim yurish).
# $move: blankga yozib qoʻyilgan, lekin hali qilinmagan yurish.
step-fifty-written-completes = Yozib qoʻyilgan { $move } yurishi urib olish ham, piyoda yurishi ham emas, shuning uchun u ellik yurishni yakunlagan boʻlardi.
step-fifty-written-resets = Yozib qoʻyilgan { $move } yurishi urib olish yoki piyoda yurishi, shuning uchun u ellik yurishni yakunlamas, balki hisobni qaytadan boshlagan boʻlardi.
step-fifty-written-short = Yozib qoʻyilgan { $move } yurishidan keyin ham ellik yurish toʻlmagan boʻlardi.
step-claim-correct = { $side } bergan bayonot toʻgʻri: partiya darhol durang bilan tugaydi.
step-claim-incorrect = Bayonot notoʻgʻri. { $side } qoʻshimcha { $seconds } oladi va partiya davom etadi.
step-claim-written-move-must-be-played = Endi yozib qoʻyilgan { $move } yurishi qilinishi kerak.
step-claim-is-draw-offer = Bayonot ayni paytda { $side } tomonidan qilingan durang taklifi ham hisoblanadi, raqib uni hali qabul qilishi mumkin.
step-claim-offer-accepted-unexamined = Bayonot ayni paytda { $side } tomonidan qilingan durang taklifi ham hisoblanadi, raqib esa uni hakam bayonotni koʻrib chiqishidan oldin qabul qildi: partiya kelishuv boʻyicha durang bilan tugaydi, bayonot esa koʻrib chiqilmaydi.
step-claim-moves-not-established = Hakam oʻyinchining ({ $side }) bayonoti asoslangan yurishlarni na blanklar boʻyicha, na boshqacha aniqlay olmaydi: bayonot isbotlanmagan va u notoʻgʻri bayonot kabi koʻrib chiqiladi.
step-claim-leaves-offer-standing = Bayonot raqibning durang taklifini na qabul qiladi, na rad etadi, taklif kuchda qoladi: { $side } uni hali qabul qilishi mumkin.

## Durang takliflari

step-offer-proper-moment = { $side } yurish qilgandan keyin va soat tugmasini bosishdan oldin, yaʼni toʻgʻri paytda durang taklif qiladi.
step-offer-other-moment = { $side } boshqa paytda durang taklif qiladi. Taklif baribir haqiqiy, lekin u raqibni bezovta qilmasligi kerak.
step-offer-on-opponents-time = { $side } raqib oʻylab turganda durang taklif qiladi. Taklif haqiqiy, lekin hakam u raqibni bezovta qilgan-qilmaganini baholashi kerak va bezovta qilgan boʻlsa, jazolashi mumkin.
step-offer-found-disturbing = Hakam xulosasiga koʻra, { $side } taklifi bilan raqibni chalgʻitgan yoki bezovta qilgan, bu esa taqiqlangan; hakam jazolashi mumkin.
step-offer-found-not-disturbing = Hakam xulosasiga koʻra, { $side } taklifi bilan raqibni chalgʻitmagan ham, bezovta qilmagan ham, shuning uchun jazolashga asos yoʻq.
step-offer-barred-by-regulations = Musobaqa nizomi { $count }-yurishgacha kelishuv boʻyicha durangga ruxsat bermaydi; hozirgacha har bir oʻyinchi faqat { $moves } ta yurishini yakunladi.
step-offer-needs-arbiter-consent = Musobaqa nizomi kelishuv boʻyicha durangga faqat hakamning roziligi bilan ruxsat beradi.
step-offer-arbiter-consents = Hakam nizom talab qiladigan rozilikni beradi, shuning uchun oʻyinchilar durangga kelishishlari mumkin.
step-agreement-too-early =
    { $count ->
        [one] Durang haqida faqat har bir oʻyinchi kamida bitta yurish qilgandan keyin kelishish mumkin.
       *[other] Durang haqida faqat har bir oʻyinchi kamida { $count } ta yurish qilgandan keyin kelishish mumkin.
    }
step-agreement-not-valid = Kelishuv haqiqiy emas, shuning uchun partiya davom etadi.
step-offer-accepted = Taklif qabul qilindi: partiya kelishuv boʻyicha durang bilan tugadi.
step-offer-declined = { $side } taklifni rad etadi va partiya davom etadi.
step-offer-declined-by-touch = { $side } yurish qilish uchun donaga teginib, durang taklifini rad etadi.
step-offer-stands = Taklif { $side } uni qabul qilguncha, ogʻzaki yoki yurish qilish uchun donaga teginib rad etguncha yoki partiya boshqa yoʻl bilan tugaguncha kuchda qoladi.
step-offer-cannot-be-withdrawn = { $side } durang taklifini qaytarib ololmaydi: raqib javob bermaguncha yoki partiya tugamaguncha u kuchda qoladi.
step-no-offer-stands = { $side } javob berishi mumkin boʻlgan amaldagi durang taklifi yoʻq, shuning uchun hech narsa oʻzgarmaydi.
step-offer-lapsed-by-touch = { $side } yurish qilish uchun donaga tekkanida taklif kuchini yoʻqotdi; endi uni qabul qilishning hech qanday oqibati yoʻq.
step-offer-lapsed-by-move = { $side } yurish qilganida taklif kuchini yoʻqotdi; endi uni qabul qilishning hech qanday oqibati yoʻq.

## Partiya oxirigacha tezkor oʻyin

step-quickplay-not-announced = Partiya oxirigacha tezkor oʻyin qoidalari faqat musobaqadan oldin eʼlon qilingan boʻlsagina qoʻllanadi.
step-quickplay-applies = Partiya oxirigacha tezkor oʻyin qoidalari musobaqadan oldin eʼlon qilingan va bu partiya ular qoʻllanadigan partiyalardan (blits emas, yurishga vaqt qoʻshilmaydi): ular qoʻllanadi.
step-quickplay-not-blitz = Partiya oxirigacha tezkor oʻyin qoidalari bu blits partiyaga qoʻllanmaydi.
step-quickplay-not-with-increment = Partiya oxirigacha tezkor oʻyin qoidalari faqat yurishga vaqt qoʻshilmaydigan partiyalarga qoʻllanadi.
step-quickplay-not-final-period = { $side } hali partiya oxirigacha tezkor oʻyin bosqichida emas: navbatdagi vaqt nazoratigacha yurishlar qolgan, partiya oxirigacha tezkor oʻyin qoidalari esa faqat qolgan barcha yurishlar bajarilishi kerak boʻlgan oxirgi davrga tegishli.
step-quickplay-time-not-under-threshold = { $side } soatida { $time } qolgan, bu ikki daqiqadan kam emas, shuning uchun bunday bayonot bera olmaydi.
step-quickplay-after-flag = { $side } bayroqchasi allaqachon tushgan: ikki daqiqadan kam vaqt qolganda bayonot yoki iltimosni faqat bayroqcha tushguncha berish mumkin.
step-quickplay-request-not-under-threshold = { $side } soatida { $time } qolgan, bu ikki daqiqadan kam emas, shuning uchun har bir yurishga vaqt qoʻshishni soʻray olmaydi.
step-quickplay-claim-made = Ikki daqiqadan kam vaqti qolgan { $side }, raqib oddiy usullar bilan yutolmasligi yoki yutishga harakat qilmayotgani sababli, durang haqida bayonot beradi; soat toʻxtatiladi.
step-quickplay-claim-made-clock-running = Ikki daqiqadan kam vaqti qolgan { $side }, raqib oddiy usullar bilan yutolmasligi yoki yutishga harakat qilmayotgani sababli, durang haqida bayonot beradi, lekin soatni toʻxtatmaydi: soat hakam uni toʻxtatmaguncha yurishda davom etadi.
step-quickplay-agree = Hakam rozi: partiya durang.
step-quickplay-decided-draw = Bayroqcha tushdi, shuning uchun endi hakam keyinga qoldirilgan bayonot boʻyicha qaror chiqaradi: piyodasi boʻlmagan va koʻpi bilan bitta yengil donasi bor { $side } oddiy usullar bilan yuta olmaydi, shuning uchun partiya durang.
step-quickplay-decided-by-judgement = Bayroqcha tushdi, shuning uchun endi hakam keyinga qoldirilgan bayonot boʻyicha qaror chiqaradi: agar { $side } oddiy usullar bilan yuta olmagan yoki yutishga harakat qilmagan boʻlsa — durang, aks holda — vaqt boʻyicha magʻlubiyat. Bu hakamning oʻyinga bergan bahosiga bogʻliq, holat shartida esa u berilmagan.
step-quickplay-found-draw = Bayroqcha tushdi, shuning uchun endi hakam keyinga qoldirilgan bayonot boʻyicha qaror chiqaradi: u { $side } oddiy usullar bilan yuta olmagan yoki yutishga harakat qilmagan deb topadi va durang eʼlon qiladi.
step-quickplay-found-lost = Bayroqcha tushdi, shuning uchun endi hakam keyinga qoldirilgan bayonot boʻyicha qaror chiqaradi: u { $side } oddiy usullar bilan yutishga harakat qilgan deb topadi, shuning uchun bayonot rad etiladi va natijani bayroqcha hal qiladi.
step-quickplay-postpone-no-time = Hakam qarorini keyinga qoldiradi va oʻyin davom etadi, raqibga qoʻshimcha vaqt berilmaydi.
step-quickplay-postpone = Hakam qarorini keyinga qoldiradi va oʻyin davom etadi; { $side } qoʻshimcha { $seconds } oladi.
step-quickplay-reject = Hakam bayonotni rad etadi: { $side } qoʻshimcha { $seconds } oladi va oʻyin davom etadi.
step-increment-request-not-in-edition = Bu tahrirda har bir yurishga vaqt qoʻshishni soʻrash nazarda tutilmagan.
step-increment-request-is-offer = { $side } ikkala oʻyinchi uchun har bir yurishga vaqt qoʻshishni soʻraydi; bu iltimos durang taklifi hisoblanadi.
step-increment-granted = Raqib durangdan bosh tortadi va hakam iltimosni qondiradi: ikkala soat har bir yurishga { $increment } qoʻshadi, { $side } esa qoʻshimcha { $seconds } oladi.
step-increment-refused = Hakam iltimosni qondirmaydi; oʻyin davom etadi.
step-increment-no-clock = Vaqt qoʻsha oladigan soat yoʻq, iltimos esa faqat bu mumkin boʻlganda qoʻllanadi: hakam uni qondira olmaydi. Buning oʻrniga oʻyinchi durang haqida bayonot berishi mumkin.
step-quickplay-claim-gives-way = Vaqt qoʻsha oladigan soat bor, shuning uchun vaqt qoʻshish iltimosi qoʻllanadi, durang haqidagi bayonot esa faqat u qoʻllanmaganda mumkin: { $side } vaqt qoʻshishni soʻrashi kerak. Bayonot koʻrib chiqilmaydi.

## Taslim boʻlish

step-resignation = { $side } taslim boʻldi.
step-resignation-flag-unnoticed = { $side } soati nolni koʻrsatadi, lekin bayroqcha hakam koʻrganda yoki oʻyinchi bayonot berganda tushgan hisoblanadi, taslim boʻlishdan oldin esa buni hech kim qilmadi: taslim boʻlish kuchda qoladi.
step-gesture-resignation = { $side } hech narsa demadi, partiyani esa faqat eʼlon qilingan taslim boʻlish tugatadi; hakam ishora taslim boʻlishni bildirganini aniqlaydi va { $side } buni tasdiqlaydi.
step-gesture-draw-offer = { $side } hech narsa demadi, partiyani esa faqat eʼlon qilingan taslim boʻlish tugatadi; hakam ishora durang taklifi boʻlganini aniqlaydi, shuning uchun partiya taslim qilinmagan va taklif durang taklifi sifatida koʻriladi.
step-gesture-nothing = { $side } hech narsa demadi, partiyani esa faqat eʼlon qilingan taslim boʻlish tugatadi; hakam ishora Qoidalarga koʻra hech narsani bildirmaganini aniqlaydi va partiya davom etadi.
step-resignation-after-game-end = { $side } taslim boʻlishidan oldin partiya allaqachon tugagan edi, shuning uchun taslim boʻlish hech narsani oʻzgartirmaydi.

## Elektron moslamalar

step-device-loses = { $side } oʻyin mintaqasida yonida elektron moslama saqlagan va partiyani yutqazadi.
step-device-both-lose = Ikkala oʻyinchida ham partiyani yutqazishga olib keladigan moslama topildi, shuning uchun ikkalasi ham yutqazadi.
step-device-opponent-only-draws = Raqib mumkin boʻlgan yurishlarning hech qanday ketma-ketligi bilan yutolmaydi ({ $reason }), shuning uchun { $side } faqat durang oladi.
step-device-sound-loses = { $side } moslamasi oʻyin mintaqasida ovoz chiqardi, bu tahrirga koʻra esa buning uchun partiya yutqaziladi.
step-device-switched-on-forbidden = Moslama oʻyin mintaqasida faqat butunlay oʻchirilgan holda boʻlishi mumkin. { $side } moslamasi yoniq edi; u ovoz chiqarmagani uchun partiya yutqazilmaydi, lekin hakam jazo qoʻllashi mumkin.
step-device-switched-off-allowed = Bu tahrirga koʻra butunlay oʻchirilgan va hech qanday ovoz chiqarmaydigan telefonga ruxsat beriladi.
step-device-in-bag-allowed = Nizom oʻchirilgan moslamalarni sumkada saqlashga ruxsat beradi, shuning uchun { $side } hech qanday qoidani buzmaydi.
step-device-in-bag-not-allowed = Moslama { $side } yonida emas edi, lekin nizom uni oʻyin mintaqasida saqlashga ruxsat bermaydi; hakam jazo qoʻllashi mumkin.
step-device-lesser-penalty = Musobaqa nizomi { $side } moslamasi uchun magʻlubiyatdan yengilroq jazo belgilaydi; hakam shuni qoʻllaydi.

## Kechikish

step-default-time-stated = Nizom { $minutes } daqiqa kechikishga ruxsat etilgan vaqtni belgilaydi.
step-default-time-silent = Nizom kechikishga ruxsat etilgan vaqtni belgilamagan, shuning uchun u { $minutes } daqiqa.
step-late-arrival-loses = { $side } boshlanishdan { $minutes } daqiqa keyin, kechikishga ruxsat etilgan vaqtdan kech keldi va partiyani yutqazadi.
step-late-arrival-both-lose = Ikkala oʻyinchi ham kechikishga ruxsat etilgan vaqtdan kech keldi, shuning uchun ikkalasi ham partiyani yutqazadi.
step-late-arrival-arbiter-may-relent = Hakam boshqacha qaror qabul qilishi mumkin.
step-late-arrival-plays = { $side } boshlanishdan { $minutes } daqiqa keyin, kechikishga ruxsat etilgan vaqt ichida keldi va oʻynaydi; oʻtgan vaqt soatidan chegiriladi.
step-late-from-actual-start = Tur jadvaldagi vaqtdan { $delay } daqiqa keyin boshlandi, kechikish esa tur boshlangan paytdan hisoblanadi: { $side } { $minutes } daqiqa kechikdi.
step-not-late-actual-start = Tur jadvaldagi vaqtdan { $delay } daqiqa keyin boshlandi, kechikish esa tur boshlangan paytdan hisoblanadi: { $side } tur boshlanishidan oldin keldi va kechikmagan.
step-late-arrival-plays-black = { $side } boshlanishdan { $minutes } daqiqa keyin, kechikishga ruxsat etilgan vaqt ichida keldi va oʻynaydi; uning soati faqat oqlarning birinchi yurishidan keyin yura boshlaydi, shuning uchun faqat oʻshandan beri oʻtgan vaqt chegiriladi.

## Qoidabuzarliklar

step-setup-new-game = Donalarning boshlangʻich joylashuvi notoʻgʻri edi: partiya bekor qilinadi va yangi partiya oʻynaladi.
step-setup-no-claim-after-limit = Har bir oʻyinchi { $moves } ta yurishni yakunladi, { $count } ta yurishdan keyin esa donalarning joylashuvi yoki taxta haqidagi bayonotlar qabul qilinmaydi: oʻyin davom etadi.
step-misplaced-king-no-castling = { $side } shohi notoʻgʻri katakda turgan, shuning uchun bu shoh rokirovka qila olmaydi.
step-misplaced-rook-no-castling = { $square } katagidagi rux notoʻgʻri katakda turgan, shuning uchun u bilan rokirovka qilishga ruxsat yoʻq.
step-orientation-transfer = Taxta notoʻgʻri qoʻyilgan edi: vaziyat toʻgʻri qoʻyilgan taxtaga koʻchiriladi va oʻyin davom etadi.
step-orientation-no-claim-after-limit = Har bir oʻyinchi { $moves } ta yurishni yakunladi, { $count } ta yurishdan keyin esa taxta haqidagi bayonotlar qabul qilinmaydi: oʻyin davom etadi.
step-reversed-colours-continue = Partiya ranglar almashib ketgan holda boshlangan; hakam boshqacha qaror qilmasa, u davom etadi.
step-reversed-colours-arbiter-new-game = Partiya ranglar almashib ketgan holda boshlangan, hakam esa boshqacha qaror qilish huquqidan foydalanadi: toʻgʻri ranglar bilan yangi partiya oʻynaladi.
step-reversed-colours-no-discretion = Hakam boshqacha qaror qilmoqchi, ammo ushbu Qoidalarga koʻra ranglar almashib ketganda nima boʻlishini qilingan yurishlar soni hal qiladi; hakamda boshqacha qaror qilish huquqi yoʻq.
step-reversed-colours-new-game = Partiya ranglar almashib ketgan holda boshlangan va har bir oʻyinchi { $count } ta yurishdan kam yurish qilgan ({ $moves }): toʻgʻri ranglar bilan yangi partiya oʻynaladi.
step-reversed-colours-continue-after-limit = Partiya ranglar almashib ketgan holda boshlangan, lekin har bir oʻyinchi allaqachon { $moves } ta yurish qilgan, yaʼni kamida { $count } ta: partiya davom etadi.
step-clock-setting-corrected = Soat notoʻgʻri sozlangan edi: soat toʻxtatiladi va hakam toʻgʻri vaqt nazoratini oʻrnatadi, vaqtlarni va yurishlar hisoblagichini oʻz xulosasiga koʻra tuzatadi.
step-clock-setting-kept-after-limit = Har bir oʻyinchi { $moves } ta yurishni yakunladi, { $count } ta yurishdan keyin esa, musobaqa jadvaliga zarar yetmasa, soat sozlamasi oʻzgartirilmaydi.
step-clock-setting-kept-after-limit-always = Har bir oʻyinchi { $moves } ta yurishni yakunladi, { $count } ta yurishdan keyin esa soat sozlamasi oʻzgartirilmaydi.
step-displaced-restore-own-time = { $side } donalarni joyidan siljitib yubordi va ularni oʻz vaqti hisobidan joyiga qoʻyishi kerak; hakamdan yordam soʻrash uchun istalgan oʻyinchi soatni toʻxtatishi mumkin.
step-displaced-may-penalise = { $side } donalarni siljitib yuborgani uchun hakam tomonidan jazolanishi mumkin.
step-displaced-found-restore = Donalar joyidan siljigani aniqlandi: qoidabuzarlikdan oldingi vaziyat tiklanadi va hakam soatlarni oʻz xulosasiga koʻra tuzatadi.
step-set-position = Endi donalar yurishlar qoʻygan joyda emas, qoʻlda terilgandek ({ $position }) turibdi: bu qoidabuzarlik, va u oʻyin davomida aniqlansa, undan oldingi pozitsiya tiklanadi.
step-set-position-found = Donalar qoʻlda notoʻgʻri kataklarga terilgani aniqlandi: shu qoidabuzarlikdan oldingi pozitsiya tiklanadi, { $count ->
        [0] undan keyin yurish qilinmagan,
        [one] undan keyin qilingan { $count } yarim yurish bekor qilinadi,
       *[other] undan keyin qilingan { $count } yarim yurish bekor qilinadi,
    } soat vaqtlarini hakam oʻz mulohazasi bilan belgilaydi. Bu oʻyinchining mumkin boʻlmagan yurishi emas, shuning uchun hech kim jazolanmaydi.
step-displaced-claim-upheld = Bayonot qanoatlantiriladi: { $side } siljigan donalarni oʻz vaqti hisobidan joyiga qoʻyishi kerak va hakam uni jazolashi mumkin.

## Yurishlarni yozib borish

step-recording-not-required-rapid-blitz = Tezkor shaxmat va blitsda { $side } yurishlarni yozib borishi shart emas.
step-recording-relief = { $side } soatida { $time } qolgan — besh daqiqadan kam, har bir yurishga esa 30 soniya yoki undan koʻp vaqt qoʻshilmaydi, shuning uchun davr oxirigacha yurishlarni yozmasligi mumkin.
step-recording-required = { $side } soatida { $time } qolgan — besh daqiqadan kam emas, shuning uchun yurishlarni yozib borishda davom etishi kerak.
step-recording-required-increment = Har bir yurishga { $increment } qoʻshiladi, bu kamida 30 soniya, shuning uchun yurishlarni yozib borish doim shart.
step-recording-required-increment-period = Oʻyinchi turgan davrda har bir yurishga { $increment } qoʻshiladi, bu kamida 30 soniya, shuning uchun davr tugaguncha u har bir yurishni yozib borishi shart.
step-recording-depends-on-time = Yurishlarni yozishni toʻxtatish mumkinligi qolgan vaqtga bogʻliq, holat shartida esa u koʻrsatilmagan.
step-scoresheet-request-not-on-move = { $side } blankni faqat oʻz yurish navbatida koʻrishni soʻrashi mumkin.
step-move-completed = { $side } soat tugmasini bosdi va shu bilan yurishni yakunladi.
step-press-after-reply = { $side } raqibning javob yurishidan keyin soatni bosadi: uning oʻz yurishi qilingan, lekin yakunlanmagan edi, oʻyinchiga esa oʻz yurishidan keyin, hatto raqib yurib boʻlgan boʻlsa ham, soatini toʻxtatishga doim imkon berilishi kerak. Bu uning yurishini yakunlaydi va yurishsiz soatni bosish emas.
step-scoresheet-request-allowed = { $side } hakamning blankini koʻrsatishni bir partiyada { $count } martagacha soʻrashi mumkin.
step-scoresheet-request-too-many = { $side } { $count } martadan koʻp soʻradi; keyingi iltimoslar raqibni chalgʻitish deb hisoblanadi.
step-scoresheet-request-not-supervised = Bu huquq faqat partiyalarni hakam yozib boradigan joyda mavjud.
step-scoresheet-request-no-rule = Bu tahrirda hakamning blankini koʻrsatishni soʻrash haqida qoida yoʻq.

step-leave-with-permission = { $side } hakamning ruxsati bilan chiqadi, qoida esa shundan boshqa narsani talab qilmaydi.
step-leave-venue = { $side } hakamning ruxsatisiz oʻyin mintaqasini tark etadi; partiya davomida buni hech bir oʻyinchi qila olmaydi.
step-leave-area-having-the-move = { $side } yurish navbatida turib, hakamning ruxsatisiz oʻyin maydonini tark etadi; yurish navbati kelgan oʻyinchi buni qila olmaydi.
step-leave-area-not-having-the-move = { $side } yurish navbatida emas va oʻyin mintaqasida qoladi: oʻyin maydonini tark etishi mumkin.
step-leave-area-reported = { $side } yurish navbatida emas va musobaqa nizomi talab qilganidek, oʻyin maydonini tark etishdan oldin hakamni xabardor qiladi: chiqishi mumkin.
step-leave-area-unreported = Musobaqa nizomi yurish navbatida boʻlmagan oʻyinchidan oʻyin maydonini tark etishdan oldin hakamni xabardor qilishni talab qiladi; { $side } xabar bermasdan chiqib ketdi va bu talabni buzdi.
step-leave-area-unreported-regulations = Musobaqa nizomi yurish navbatida boʻlmagan oʻyinchidan oʻyin maydonini tark etishdan oldin hakamni xabardor qilishni talab qiladi. Ushbu tahrirdagi Qoidalarda bunday modda yoʻq, lekin nizom oʻyinchilar uchun majburiy: { $side } xabar bermasdan chiqib ketdi va hakam uni oʻz jazolar roʻyxatidan jazolashi mumkin.
step-assistance-notes = { $side } oʻyin davomida yozuvlardan foydalanadi, bu taqiqlangan.
step-assistance-information = { $side } oʻyin davomida axborot manbaidan foydalanadi, bu taqiqlangan.
step-assistance-advice = { $side } oʻyin davomida maslahat oladi, bu taqiqlangan.
step-assistance-during-adjournment = { $side } partiya qoldirilgan paytda yozuvlar, maslahat yoki tahlildan foydalanadi. Qoida buni oʻyin davomida taqiqlaydi, qoldirilgan partiya esa oʻynalmayapti: uni yolgʻiz yoki boshqalar bilan tahlil qilish hech narsani buzmaydi.
step-disrepute = { $side } shaxmat obroʻsiga putur yetkazadi, oʻyinchilar buni hech qachon qilmasligi kerak; hakam buning uchun partiya tugagandan keyin ham jazolashi mumkin, chunki bu koʻpincha oʻshandagina aniqlanadi.
step-assistance-captain-permitted = Bu jamoaviy musobaqa nizomi sardorga oʻyinchilariga durang taklif qilish, uni qabul qilish yoki rad etish haqida maslahat berishga ruxsat beradi, boshqa hech narsaga emas: { $side } olgan bu maslahat oʻyin davomida maslahat olish taqiqini buzmaydi.
step-assistance-captain-forbidden = { $side } jamoa sardoridan durang taklifi haqida maslahat oladi. Qoidalar oʻyin davomida har qanday maslahatni taqiqlaydi, bu musobaqa nizomi esa sardorlar uchun istisno qilmaydi.
step-assistance-other-board = { $side } oʻyin davomida boshqa taxtada tahlil qiladi, bu taqiqlangan.
step-inspection-refused = Hakam oʻyinchining kiyimi, sumkasi va boshqa buyumlarini holi joyda, oʻyinchi bilan bir jinsdagi shaxs tomonidan tekshirishni talab qilishi mumkin. { $side } rad etadi, shuning uchun hakam jazolar roʻyxatidan chora koʻrishi shart.
step-inspection-no-rule = { $side } tekshiruvdan bosh tortadi, lekin bu tahrir hakamga oʻyinchini tekshirish huquqini bermaydi, shuning uchun rad etish Qoidalarning hech bir moddasini buzmaydi.
step-reconstruction-refused = { $side } partiyani tiklashda hakamga yordam berishdan bosh tortadi, bu esa ikkala oʻyinchining ham burchi: hakam bosh tortish uchun jazolashi mumkin.
step-reconstruction-refused-claim = { $side } bayonotni tekshirishda yordam berishdan bosh tortadi, lekin takrorlanish yoki 50 yurish qoidasi boʻyicha bayonotni tekshirish hakam nazorati ostida oʻyinchilarning oʻz burchi, ikkalasi ham partiyani tiklashda unga yordam berishi shart: hakam bosh tortish uchun jazolashi mumkin.
step-reconstruction-no-duty = { $side } yordam berishdan bosh tortadi, lekin bu tahrir oʻyinchilarni partiyani tiklashda hakamga yordam berishga majbur qilmaydi, shuning uchun bosh tortish Qoidalarning hech bir moddasini buzmaydi: hakam partiyani blanklar va oʻzi koʻrgan narsalar asosida oʻzi tiklaydi.
step-inspection-other-gender-refused = Hakam oʻyinchini faqat holi joyda va oʻyinchi bilan bir jinsdagi shaxs orqali tekshirtirishi mumkin. { $side } rad etgan tekshiruvni boshqa jinsdagi shaxs oʻtkazishi kerak edi, shuning uchun rad etish hech narsani buzmaydi: hakam tekshiruvni Qoidalarda koʻzda tutilganidek oʻtkazdiradi.
step-inspection-in-public-refused = Hakam oʻyinchini faqat holi joyda va oʻyinchi bilan bir jinsdagi shaxs orqali tekshirtirishi mumkin. { $side } rad etgan tekshiruv boshqalarning koʻz oldida oʻtkazilishi kerak edi, shuning uchun rad etish hech narsani buzmaydi: hakam tekshiruvni Qoidalarda koʻzda tutilganidek oʻtkazdiradi.
note-e-cigarette-by-analogy = Izoh: bu tahrirda faqat chekish haqida gap boradi; elektron sigaret oʻxshashlik boʻyicha oʻsha moddaga boʻysunadi.
step-smoking-designated-area = { $side } oʻyin mintaqasining hakam chekish uchun ajratgan qismida chekadi, bunga ruxsat bor.
step-smoking-forbidden = { $side } oʻyin mintaqasining hakam chekish uchun ajratgan qismidan tashqarida chekadi, bu taqiqlangan.
step-disturb-noise = { $side } taxta yoniga shovqin manbaini olib keladi: raqibni har qanday yoʻl bilan chalgʻitish yoki bezovta qilish taqiqlangan.
step-disturb-talking = { $side } oʻyin davomida raqib bilan gaplashadi: raqibni har qanday yoʻl bilan chalgʻitish yoki bezovta qilish taqiqlangan.
step-disturb-behaviour = { $side } raqibni chalgʻitadi yoki bezovta qiladi, bu har qanday shaklda taqiqlangan.
step-disturb-draw-offers = { $side } asossiz durang takliflarini qiladi, ular raqibni chalgʻitadi: taklif haqiqiy, lekin u bezovta qilmasligi kerak.
step-offer-repeated = { $side } raqib oldingi taklifni rad etganidan koʻp oʻtmay yana durang taklif qiladi. Takroriy takliflar asossiz takliflardir va raqibni chalgʻitadi.
step-conduct-infraction = Ushbu xulq-atvor qoidalarini buzish hakamning jazolar roʻyxatidagi jazoga olib keladi.
step-penalty-open = Qoidalar buning uchun muayyan jazo belgilamaydi: hakam { $side } uchun jazoni oʻz roʻyxatidan — ogohlantirishdan tortib musobaqadan chetlatishgacha — tanlaydi.
step-penalty-applied = Hakam { $side } uchun tanlagan jazo: { $penalty }.
step-points-penalty-result = Hakam tanlagan ochko jazosi bilan partiya hisobi { $result } boʻladi.
step-penalty-not-in-edition = { $edition }-yilgi jazolar roʻyxatida bunday jazo yoʻq ({ $penalty }), shuning uchun hakam boshqasini tanlashi kerak.
step-penalty-time-to-opponent = Jazo sifatida { $side } qoʻshimcha { $seconds } oladi.
step-penalty-time-off = Jazo sifatida { $side } qolgan vaqtidan { $seconds } yoʻqotadi.
step-penalty-time-off-ran-out = Olib tashlangan vaqt { $side } soatini nolga tushirdi: bayroqcha tushdi va soatni oʻrnatayotganda buni koʻrgan hakam oʻzi koʻrgan har qanday bayroqcha tushishi kabi qaror qiladi.
step-penalty-game-lost = Jazo sifatida hakam { $side } partiyani yutqazgan deb eʼlon qiladi.
step-penalty-expulsion = { $side } musobaqadan chetlatiladi, partiya esa yutqazilgan hisoblanadi.
step-opponent-scores-win = Hakam raqibning natijasini belgilaydi: { $side } partiyani yutadi.
step-opponent-scores-draw = Hakam raqibning natijasini belgilaydi: { $side } durang oladi.
step-opponent-scores-loss = Hakam raqibning natijasini belgilaydi: { $side } ham hech narsa olmaydi.
step-persistent-refusal = { $side } Qoidalarga boʻysunishdan qatʼiyan bosh tortadi va partiyani yutqazadi.
step-both-refuse = Ikkala oʻyinchi ham Qoidalarga boʻysunishdan qatʼiyan bosh tortadi: partiya ikkalasiga ham magʻlubiyat deb yoziladi.
step-complaint-upheld = Shikoyat qanoatlantiriladi: hakam aniqlaganidek, { $side } haqiqatan ham bu qoidani buzgan.
step-complaint-rejected = Shikoyat rad etiladi: { $side } bu qoidani buzganini hech narsa tasdiqlamaydi.
step-complaint-not-established = Shikoyat rad etiladi: hakam { $side } shikoyatchi aytgan ishni qilganini aniqlay olmadi, u esa faqat aniqlay oladigan dalillarga asoslanib qaror qabul qiladi.
step-device-owner-unknown = Moslama kimniki ekanini hech kim ayta olmaydi: uni { $side } olib kelgani isbotlanmaguncha, hech narsa ayblab boʻlmaydi. Hakam oʻyinchilarni tekshirtirishi mumkin.
step-device-in-venue-not-on-person = Moslamani { $side } olib kelgan, lekin u oʻyinchining yonidan emas, oʻyin mintaqasining boshqa joyidan topildi. Uni u yerda saqlash taqiqlangan, biroq partiyani faqat oʻyinchining oʻzida topilgan moslama yutqazdiradi.
step-device-bag-used = { $side } oʻchirilgan moslama turgan sumkadan hakamning ruxsatisiz foydalandi, bu taqiqlangan.
step-device-bag-rang = { $side } moslamasi sumkada ovoz chiqardi, nizom esa uni u yerda faqat butunlay oʻchirilgan holda saqlashga ruxsat beradi: bu shart buzildi, lekin moslama oʻyinchining yonida emas edi, shuning uchun magʻlubiyat kelib chiqmaydi; hakam jazo belgilaydi.
step-device-bag-on = { $side } moslamasi sumkada yoqilgan holda topildi, nizom esa uni u yerda faqat butunlay oʻchirilgan holda saqlashga ruxsat beradi: bu shart buzildi, lekin moslama oʻyinchining yonida emas edi, shuning uchun magʻlubiyat kelib chiqmaydi; hakam jazo belgilaydi.
step-device-bag-no-rule = Bu tahrirda moslamalar uchun sumka haqida qoida yoʻq; undagi moslama oʻyin mintaqasidagi har qanday moslama kabi baholanadi.
step-device-permitted = { $side } bu moslamani hakamning ruxsati bilan saqlagan: taqiq faqat hakam ruxsat bermagan moslamalarga tegishli, shuning uchun hech qanday qoida buzilmagan.
step-third-party-tells-arbiter = { $who } faqat hakamga aytadi, boshqa hech kimga emas: qoidabuzarlikni koʻrgan har kim aynan shunday qilishi mumkin.
step-third-party-interferes = { $who } oʻyinchilarga ularning partiyasi haqida gapiradi. Qoidabuzarlik haqida faqat hakamga aytish mumkin; aralashgan har qanday boshqa shaxs oʻyin mintaqasidan chiqarib yuborilishi mumkin.
step-third-party-finished-player = Oʻz partiyasini tugatgan oʻyinchi tomoshabin hisoblanadi va unga tomoshabinlar uchun qoidalar qoʻllanadi.
step-third-party-flag-still-counts = Tushgan bayroqcha, uni kim birinchi payqaganidan qatʼi nazar, hakamning oʻzi koʻrishi yoki raqib bayonot berishi bilanoq hisobga olinadi.
step-third-party-illegal-move-still-counts = Mumkin boʻlmagan yurish, uni kim birinchi payqaganidan qatʼi nazar, aniqlanishi bilanoq Qoidalarga koʻra tuzatiladi.
step-remark-move-count = { $side } nechta yurish yakunlanganini hakamdan bilib olmasligi kerak.
step-remark-move-count-after-flag = Bayroqcha tushgan va blanklar toʻldirilmoqda, shuning uchun { $side } nechta yurish yakunlanganini hakamdan bilib olishi mumkin.
step-remark-opponent-moved = { $side } raqib yurishini yakunlaganini hakamdan bilib olmasligi kerak.
step-remark-law-explanation = { $side } hakamdan Qoidalarning biror bandini tushuntirishni soʻrashi mumkin va hakam javob beradi; u taxtadagi vaziyatni emas, qoidani tushuntiradi.
step-remark-possible-claim = Hakam Qoidalarda koʻrsatilgan hollardan tashqari partiyaga aralashmasligi kerak: u hozir { $side } bayonot berishi mumkinligini aytmasligi kerak.
step-remark-position = Hakam Qoidalarda koʻrsatilgan hollardan tashqari partiyaga aralashmasligi kerak: { $side } taxtadagi vaziyat haqida — kisht, tahdid yoki himoyasiz qolgan dona haqida — hakamdan hech narsa bilib olmasligi kerak.
step-remark-clock-not-pressed = { $side } soat tugmasini bosmaganini hakamdan bilib olmasligi kerak.
step-remark-flag-allowed = Bu partiyada hakam koʻrgan har qanday bayroqcha tushishini eʼlon qiladi, shuning uchun { $side } bu haqda hakamdan bilib olishi mumkin.
step-remark-flag-refrain = Bu partiyada bayroqcha faqat oʻyinchining bayonoti bilan hisobga olinadi va { $side } bu haqda hakamdan bilib olmasligi kerak.
step-late-arrival-excused = { $side } boshlanishdan { $minutes } daqiqa keyin, kechikishga ruxsat etilgan vaqtdan kech keldi, lekin hakam boshqacha qaror qiladi: partiya davom etadi, oʻtgan vaqt esa soatdan chegiriladi.
step-late-arrival-no-discretion = Bu tahrirda hakam boshqacha qaror qabul qilish huquqiga ega emas: magʻlubiyat oʻz kuchida qoladi.
step-late-arrival-white-alone-no-discretion = Boshlanishda oʻyinchilardan hech biri taxta yonida boʻlmagan taqdirdagina hakam { $side } uchun oʻtgan vaqtni ayirmasligi mumkin; raqib bor edi, shuning uchun bu vaqt yoʻqotiladi.
step-late-arrival-time-restored = { $side } boshlanishdan { $minutes } daqiqa keyin, kechikishga ruxsat etilgan vaqt ichida keldi va hakam oʻtgan vaqt yoʻqotilmaydi deb qaror qiladi.
step-record-in-advance = { $side } durang talab qilmasdan turib, yurishni qilishdan oldin yozdi, bu taqiqlangan.
step-record-before-next-move = { $side } oldingi yurishini yozmay turib yurish qildi: raqibning yurishiga uni yozmasdan javob berish mumkin, lekin oʻz oldingi yurishini keyingisidan oldin yozish shart.
step-record-not-required-now = Hozir { $side } yozib borishga majbur emas, shuning uchun yozib borish qoidalari buzilmaydi.
step-record-offer-mark = { $side } durang taklifini blankda belgilamadi: ikkala oʻyinchi ham uni (=) belgisi bilan yozishi shart.
step-record-mark-without-offer = { $side } blankda (=) belgisini yozdi, lekin durang taklif qilmadi. Belgi faqat raqibga qilingan taklifni qayd etadi; uning oʻzi hech narsa taklif qilmaydi, shu sababli durang taklifi yoʻq.
step-record-scoresheet-use = { $side } blankka unda boʻlmasligi kerak boʻlgan narsani yozdi: blank faqat yurishlar, soat koʻrsatkichlari, durang takliflari, bayonotlarga oid maʼlumotlar va boshqa tegishli maʼlumotlar uchun. U yerga yozilgani qaydlardir, oʻyin davomida esa oʻyinchi qaydlardan foydalanishi mumkin emas.
step-electronic-scoresheet-replaced = { $side } yuritayotgan elektron blankda yaqqol nosozlik bor, shuning uchun hakam uni almashtiradi.
step-electronic-scoresheet-no-rule = { $edition }-yilgi Qoidalar elektron blanklar haqida hech narsa demaydi: ular faqat yurishlar yoziladigan blankni biladi.
step-signed-result-agrees = Ikkala oʻyinchi partiya erishgan natijani imzolaydi.
step-signed-result-stands = Ikkala oʻyinchi natijani imzolaydi: u notoʻgʻri boʻlsa ham, hakam boshqacha qaror qilmasa, oʻz kuchida qoladi.
step-signed-result-corrected = Imzolangan natija partiya erishgan natija emas va hakam boshqacha qaror qiladi: taxtada erishilgan natija oʻz kuchida qoladi.
step-signed-result-arbiter-decides = Hakam imzolangan natija haqida boshqacha qaror qiladi; natija hakamning holatda berilmagan faktlar boʻyicha qaroriga bogʻliq.

## Bilimga oid savollar

step-query-game-type = { $control } har bir oʻyinchi uchun { $seconds } hisoblanadi, demak, bu — { $type }.
step-query-rapid-range = Tezkor shaxmat: har bir oʻyinchi uchun blits chegarasidan koʻp va 60 daqiqadan kam (asosiy vaqtga har bir yurishga qoʻshiladigan vaqtning 60 baravari qoʻshiladi).
step-query-blitz-range = Blits: har bir oʻyinchi uchun blits chegarasi yoki undan kam (asosiy vaqtga har bir yurishga qoʻshiladigan vaqtning 60 baravari qoʻshiladi).
step-query-illegal-move-penalty = Birinchi mumkin boʻlmagan yurish uchun raqibga qoʻshimcha { $seconds } beriladi; shu oʻyinchining { $count }-mumkin boʻlmagan yurishi magʻlubiyatga olib keladi.
step-query-illegal-moves-to-lose = Shu oʻyinchining { $count }-mumkin boʻlmagan yurishi partiyada magʻlubiyatga olib keladi.
step-query-incorrect-claim-penalty = Durang haqidagi notoʻgʻri bayonot uchun raqibga qoʻshimcha { $seconds } beriladi.
step-query-recording-relief-none = { $control } vaqt nazoratida har bir yurishga { $increment } yoki undan koʻp vaqt qoʻshiladi, shuning uchun oʻyinchi partiya oxirigacha har bir yurishni yozib borishi kerak: istisno yoʻq.
step-query-recording-relief = Davrda qolgan vaqti { $seconds }dan kam boʻlgan va har bir yurishga { $increment } yoki undan koʻp vaqt qoʻshilmaydigan oʻyinchi davr oxirigacha yurishlarni yozmasligi mumkin.
step-query-agreement-min-moves =
    { $count ->
        [0] Qoidalar durang haqida kelishishdan oldin qilinishi kerak boʻlgan eng kam yurishlar sonini belgilamaydi; uni musobaqa nizomi belgilashi mumkin.
        [one] Agar nizom koʻproq talab qilmasa, durang haqida kelishishdan oldin har bir oʻyinchi kamida bitta yurish qilgan boʻlishi kerak.
       *[other] Agar nizom koʻproq talab qilmasa, durang haqida kelishishdan oldin har bir oʻyinchi kamida { $count } ta yurish qilgan boʻlishi kerak.
    }
step-query-default-time = Nizomda kechikishga ruxsat etilgan vaqt koʻrsatilmagan boʻlsa, kechikishga ruxsat etilgan vaqt — { $seconds }.
step-query-clock-placement = Soat qayerda turishini hakam hal qiladi.
step-query-regime-choice = Tezkor shaxmat va blits partiyalari hakamning toʻliq nazorati ostida oʻynaladimi-yoʻqmi, buni butun musobaqa uchun musobaqa nizomi belgilaydi.
step-query-regime-choice-fact = Qoidalar toʻliq qoʻllanadimi-yoʻqmi, bu partiyalar amalda qanday nazorat ostida oʻtishiga bogʻliq.
step-query-scoresheet-requests = Oʻyinchi hakamning blankini koʻrsatishni bir partiyada { $count } martagacha soʻrashi mumkin.
step-query-fifty-moves = Bayonot uchun har bir oʻyinchining oxirgi 50 yurishi piyoda yurmasdan va dona urmasdan qilingan boʻlishi kerak.
step-query-seventy-five-moves = Har bir oʻyinchi piyoda yurmasdan va dona urmasdan 75 ta yurish qilgach, partiya bayonotsiz durang bilan tugaydi.
step-query-fivefold = Ayni bir vaziyat besh marta uchraganda partiya bayonotsiz durang bilan tugaydi.
step-query-threefold = Vaziyatning uch marta takrorlanishi: ayni bir vaziyat kamida uchinchi marta uchrasa, yurish navbatiga ega boʻlgan oʻyinchi durang haqida bayonot berishi mumkin.
step-query-quickplay-threshold = Qolgan vaqti { $seconds }dan kam boʻlgan oʻyinchi partiya oxirigacha tezkor oʻyin qoidalari boʻyicha bayonot berishi yoki iltimos qilishi mumkin.
step-query-quickplay-award = Bunday bayonot rad etilganda raqibga qoʻshimcha { $seconds } beriladi.
step-query-unsupervised-move-limit = Har bir oʻyinchi { $count } ta yurishni yakunlagach, donalarning joylashuvi, taxta va soat sozlamasi haqidagi bayonotlar qabul qilinmaydi.
# $calls — 0 yoki 1 (hakam oʻzi koʻrgan bayroqcha tushishini eʼlon qiladimi), son emas.
step-query-arbiter-calls-flag =
    { $calls ->
        [0] Yetarli nazorat boʻlmagan partiyada hakam bayroqcha tushganini oʻzi eʼlon qilmaydi.
       *[1] Hakam har qanday turdagi partiyada oʻzi koʻrgan har bir bayroqcha tushishini eʼlon qiladi.
    }
step-query-promotion-any-order = Oʻzgarishda piyoda taxtadan avval olinadimi yoki yangi dona avval qoʻyiladimi — farqi yoʻq; piyodani oldin oʻzgarish katagiga surib qoʻymasa ham boʻladi.
step-query-no-such-rule = Qoidalarning { $edition } yilgi tahririda bunday qoida yoʻq.
step-query-no-seventy-five-rule = Qoidalarning { $edition } yilgi tahririda 75 yurish qoidasi yoʻq: bunday partiya faqat ellik yurish haqidagi toʻgʻri bayonot bilan durang boʻladi.
step-query-no-fivefold-rule = Qoidalarning { $edition } yilgi tahririda besh marta takrorlanish qoidasi yoʻq: takrorlangan vaziyat faqat uch marta takrorlanish haqidagi toʻgʻri bayonot bilan durang boʻladi.

## Matn ikki xil maʼnoda boʻlgan joylarda tanlangan talqinlar

note-2023-supervised-blitz-one-minute = Izoh: 2023 yilgi matn soʻzma-soʻz oʻqilsa, toʻliq nazorat ostidagi blits uchun { $seconds } saqlanib qoladi; bir daqiqa degan talqin oʻzgarishning eʼlon qilingan maqsadiga asoslanadi.
note-2009-unsupervised-rapid-illegal-move = Izoh: 2009 yilgi tezkor shaxmat ilovasi faqat mumkin boʻlmagan yurish haqida kim bayonot berishi mumkinligini aytadi; bunday partiyalar baribir Musobaqa qoidalariga boʻysungani uchun 7-moddada belgilangan jazo qoʻllanadi.

## Mulohaza ustida koʻrsatiladigan qisqa qaror

ruling-heading = FIDE shaxmat qoidalari ({ $edition }) boʻyicha qaror
ruling-game-type = { $control }: { $type } ({ $supervision })
supervision-supervised = toʻliq nazorat ostida
supervision-unsupervised = yetarli nazoratsiz
ruling-result = Natija: { $result }
ruling-continues = Partiya davom etadi.
ruling-undecided = Hakamning ixtiyoriga qoldirildi: holat shartida qarorni belgilovchi faktlar yoʻq.
ruling-added = { $side } qoʻshimcha { $time } oladi.
ruling-removed = { $side } { $time } yoʻqotadi.
ruling-clocks = Qarordan keyingi soatlar: Oqlar { $white }, Qoralar { $black }.
ruling-articles = Qoʻllangan moddalar: { $list }
ruling-steps = Asoslash
ruling-allowed = Ruxsat etiladi.
ruling-not-allowed = Ruxsat etilmaydi.
ruling-arbiter-right = Hakamning qarori toʻgʻri edi.
ruling-arbiter-wrong = Hakamning qarori notoʻgʻri edi.
ruling-appeal-upheld = Shikoyat qanoatlantiriladi.
ruling-appeal-rejected = Shikoyat rad etiladi.
ruling-answer = Javob: { $answer }

action-restore-position = Qoidabuzarlikdan oldingi vaziyat tiklanadi.
action-pawn-becomes-queen = { $square } katagidagi piyoda farzin bilan almashtiriladi.
action-illegal-move-stands = Mumkin boʻlmagan yurish kuchda qoladi.
action-new-game = Partiya bekor qilinadi va yangi partiya oʻynaladi.
action-transfer-to-correct-board = Vaziyat toʻgʻri qoʻyilgan taxtaga koʻchiriladi.
action-correct-clock-setting = Hakam soatni (vaqt nazoratini, yurishlar hisoblagichini) toʻgʻrilaydi.
action-keep-clock-setting = Soat sozlamasi oʻzgarishsiz qoladi.
action-no-castling = { $side } endi rokirovka qila olmaydi.
action-no-castling-with-rook = { $square } katagidagi rux bilan rokirovka qilishga ruxsat yoʻq.
action-restore-on-own-time = { $side } donalarni oʻz vaqti hisobidan joyiga qoʻyadi.
action-pause-clocks = Soatlar toʻxtatiladi.
action-wait-for-next-move = Hakam navbatdagi yurishni kutadi.
action-set-increment = Ikkala soat har bir yurishga { $time } qoʻshadigan qilib sozlanadi.
action-call-flag = Hakam { $side } bayroqchasi tushganini eʼlon qiladi.
action-no-intervention = Hakam aralashmaydi.
action-offer-stands = { $side } durang taklif qildi; raqib uni qabul qilmaguncha yoki rad etmaguncha taklif kuchda qoladi.
action-play-on = Oʻyin davom etadi.
action-replace-scoresheet = Hakam elektron blankni almashtiradi.
action-provide-scoresheet = Hakam oʻyinchiga blank beradi.
action-adjust-clock = Hakam { $side } soatini adolatli ravishda toʻgʻrilaydi.

obligation-move-piece = { $square } katagidagi dona bilan yurish kerak.
obligation-capture-piece = { $square } katagidagi donani urib olish kerak.
obligation-capture-with = { $target } katagidagi donani { $square } katagidagi dona bilan urib olish kerak.
obligation-castle-kingside = Qisqa rokirovka majburiy.
obligation-castle-queenside = Uzun rokirovka majburiy.
obligation-king-move = Shoh bilan mumkin boʻlgan yurish majburiy (boshqa tomonga rokirovka ham shunga kiradi).
obligation-any-move = Istalgan mumkin boʻlgan yurishni qilish mumkin.
obligation-play-move = { $move } yurishi qilinishi kerak.
obligation-first-touched = { $square } va { $other } kataklaridagi donalardan birinchi teginilgani yurishi (yoki olinishi) kerak, buni hakam aniqlaydi.
obligation-move-pawn = { $square } katagidagi piyoda bilan yurish kerak.

claim-upheld = Bayonot qanoatlantirildi.
claim-rejected = Bayonot rad etildi.
claim-not-admissible = Haqiqiy bayonot berilmadi.
claim-postponed = Bayonot boʻyicha qaror keyinga qoldirildi.
ruling-claim-of = { $side }: { $verdict }

sanction-discretionary = { $side } hakam tomonidan jazolanishi mumkin.
sanction-applied = { $side } uchun jazo: { $penalty }.
sanction-expel = { $who } oʻyin mintaqasidan chiqarib yuborilishi mumkin.
penalty-warning = ogohlantirish
penalty-time-to-opponent = raqibga vaqt qoʻshish
penalty-time-off = qoidabuzarning vaqtini kamaytirish
penalty-points-to-opponent = raqibning partiyadagi ochkosini eng yuqori miqdorgacha oshirish
penalty-points-reduced = partiyadagi ochkoni kamaytirish
penalty-game-lost = partiyani yutqazilgan deb eʼlon qilish
penalty-fine = oldindan eʼlon qilingan jarima
penalty-exclusion = bir yoki bir necha turdan chetlatish
penalty-expulsion = musobaqadan chetlatish
bystander-spectator = Tomoshabin
bystander-team-mate = Jamoadosh
bystander-captain = Jamoa sardori
bystander-other-player = Boshqa partiyaning oʻyinchisi
bystander-official = Musobaqaning mansabdor shaxsi
bystander-finished-player = Oʻz partiyasini tugatgan oʻyinchi

who-arbiter = hakam
who-white = oq donalar bilan oʻynayotgan oʻyinchi
who-black = qora donalar bilan oʻynayotgan oʻyinchi
who-regulations = musobaqa nizomi
range-band = { $from } va { $to }
range-more-than = { $value }dan koʻp
range-at-least = kamida { $value }
range-less-than = { $value }dan kam
range-at-most = koʻpi bilan { $value }

## Touches, castling and promotion as carried out, clock incidents
breach-out-of-turn = oʻyinchilar navbat bilan yuradi, yurish esa raqibniki edi
breach-opponents-piece = har bir oʻyinchi oʻz donalari bilan yuradi, bu esa raqibning donasi edi
breach-own-square = donani oʻz rangidagi dona turgan katakka qoʻyib boʻlmaydi
step-touch-accidental = { $side } { $square } katagidagi donaga aniq tasodifan tegib ketdi: bu yurish yoki urish niyatidagi tegish emas, shuning uchun hech narsaga majbur qilmaydi.
step-adjust-said-too-late = { $side } «toʻgʻrilayapman» deganini { $square } katagidagi donaga tekkandan keyingina aytdi. Ogohlantirish oldin boʻlishi kerak, shuning uchun tegish ataylab qilingan hisoblanadi.
step-touch-order-own-first = { $side } har ikkala rangdagi donalarga tegindi va qaysi biri birinchi boʻlganini aniqlab boʻlmaydi, shuning uchun oʻz donasi, { $square } katagidagisi, birinchi teginilgan hisoblanadi.
step-touch-order-to-establish = { $side } { $square } va { $other } kataklaridagi donalarga tegindi; ikkalasi bilan ham yurish (yoki ikkalasini ham olish) mumkin, lekin qaysi biri birinchi boʻlganini hech kim ayta olmaydi. Qoidalar ular orasida tartib belgilamaydi: birinchi teginilgani majburiyat yuklaydi, qaysi biri ekanligi esa hakam oʻyinchilar va guvohlardan soʻrab aniqlashi kerak boʻlgan fakt.
step-touch-order-found = Hakam { $side } birinchi boʻlib { $square } katagidagi donaga teginganini aniqlaydi; majburiyat shu xulosadan kelib chiqadi.
step-king-and-rook-together = { $side } shoh va ruxni bir vaqtda ushladi: bu shoh va ruxga tegish, rokirovka qilish niyati, xuddi shoh birinchi teginilgandek.
step-king-and-rook-order-unknown = { $side } shoh va ruxga tegindi va rux birinchi boʻlganini aniqlab boʻlmaydi; demak, shu tomonga rokirovka istisno qilinmaydi va tegishlar shoh va ruxga tegish hisoblanadi.
step-castling-announced = { $side } rokirovka qilmoqchi ekanini oldindan aytdi, shuning uchun qaysi yurish qilingani shubhasiz.
step-castling-recommended-procedure = { $side } rokirovkani taxtada tavsiya etilganidek qildi: avval shoh, keyin rux oʻz katagiga, soʻng shoh oʻz katagiga.
step-castling-rook-first = { $side } avval ruxga, keyin shohga tegindi, shuning uchun bu yurishda shu tomonga rokirovka qilish mumkin emas: rux bilan yurish kerak.
step-turn-rook-then-king = { $side } rux { $square } katagidan, soʻng soatni bosmasdan shohni { $other } katagidan surdi: birgalikda bu rux bilan boshlangan rokirovka, ruxga birinchi tegish esa bu yurishda shu tomonga rokirovkani istisno qiladi.
step-turn-king-then-rook-960 = { $side } shohni rokirovka maydoni { $square } ga qoʻydi, soʻng soatni bosishdan oldin ruxni { $other } dan oʻz maydoniga qoʻydi: bu shoh, keyin rux yurishi bilan qilingan rokirovka, Shaxmat-960 da rokirovka qilish usullaridan biri, oʻyinchi rokirovka qilishini aytgan-aytmaganidan qatʼi nazar.
step-turn-second-piece = { $side } allaqachon donani { $square } katagiga qoʻygan edi (soat bosilmagan boʻlsa ham, donani u yerda qoʻyib yuborgan) va keyin { $other } katagidagi donani ham surdi: har navbatda bitta yurish qilinadi, shuning uchun ikkinchisi navbat boʻlmaganda qilingan.
step-turn-second-piece-after-illegal = { $side } mumkin boʻlmagan yurish bilan borgan donani { $square } katagida qoldirib, shu yurishda { $other } katagidagi donani ham surdi: ikkalasi birga bitta mumkin boʻlmagan yurish, va buning uchun ikkala donaga ham tegilgan.
step-turn-released-piece-moved = { $side } donani { $square } katagiga qonuniy yurish sifatida qoʻyib yubordi, keyin esa uni yana surdi. Qonuniy yurish sifatida katakka qoʻyib yuborilgan donani shu yurishda boshqa katakka koʻchirib boʻlmaydi: { $move } — u qilgan yurish.
step-turn-rook-completes-castling = Soʻng { $side } ruxni { $square } katagidan uning rokirovka katagiga surdi: shoh bilan boshlangan rokirovka yakunlandi.
step-castling-rook-only = { $side } faqat ruxni { $square } katagidan yurdi; rux birinchi teginilgani uchun bu yurishda shu tomonga rokirovka istisno qilinadi, qilingan rux yurishi esa rux shunday yura olsa, kuchda qoladi.
step-castling-king-step-is-a-king-move = { $side } shohni yonidagi { $square } katagiga qoʻydi, ruxni surmadi va rokirovka qilayotganini aytmadi: bu oddiy shoh yurishi va u qilingan.
step-castling-king-released = { $side } shohni rokirovka katagiga qoʻyib, qoʻlini tortdi, lekin ruxni surmadi: yurish hali qilinmagan va endi faqat shu tomonga rokirovka qilish mumkin.
step-castling-incomplete-pressed = { $side } rokirovka katagiga faqat shohni surib, soat tugmasini bosdi: chala qilingan rokirovka mumkin boʻlmagan yurishdir.
step-castling-rook-misplaced = { $side } shohni rokirovka maydoniga qoʻydi, lekin ruxni notoʻgʻri maydonga qoʻyib, soatni bosdi: rokirovka Qoidalar belgilaganidek qilinmadi, shuning uchun yurish mumkin emas.
step-promotion-piece-first = { $side } yangi donani oʻzgarish katagiga piyodani taxtadan olishdan oldin qoʻydi. Qoidalar har qanday tartibga ruxsat beradi: yangi dona qoʻyib yuborilib, piyoda taxtadan olinganda oʻzgarish qilingan boʻladi.
step-promotion-pawn-not-placed = { $side } piyodani avval oʻzgarish katagiga qoʻymasdan taxtadan oldi va yangi donani toʻgʻridan-toʻgʻri oʻsha yerga qoʻydi. Bu oddiy oʻzgarish: piyodani u yetib boradigan katakka qoʻyish shart emas, yangi dona oʻsha katakka qoʻyib yuborilganda yurish qilingan boʻladi.
step-promotion-piece-changed = { $side } oʻzgarish katagiga avval bir donani ({ $role }), keyin boshqasini qoʻydi. Birinchi dona katakka tekkan zahoti tanlov uzil-kesil boʻldi, shuning uchun yurish { $move } boʻlishi kerak.
step-out-of-turn-no-obligation = { $owner } oʻz navbati boʻlmaganda yurdi: mumkin boʻlmagan yurish hech narsaning oʻrnini bosmaydi, teginilgan dona qoidasi ularni majbur qilmagan va yurish navbati hamon raqibda ({ $side }).
step-replacement-castling-king-move = Rokirovka mumkin emas edi, shuning uchun { $side } uning oʻrniga shoh bilan boshqa qoidaga mos yurish qilishi kerak; boshqa tomonga rokirovka ham shulardan biri.
step-replacement-castling-king-move-only = Rokirovka mumkin emas edi, shuning uchun { $side } uning oʻrniga shoh bilan boshqa qoidaga mos yurish qilishi kerak (hozir hech qaysi tomonga rokirovka mumkin emas).
step-replacement-castling-any = Rokirovka mumkin emas edi, shohning esa qoidaga mos yurishi yoʻq, shuning uchun { $side } istalgan qoidaga mos yurishni qilishi mumkin.
step-illegal-move-found-too-late = { $side } qilgan mumkin boʻlmagan yurish raqibning navbatdagi yurishidan keyingina aniqlandi: bunday partiyalarda u shunda kuchda qoladi.
step-illegal-move-found-by-arbiter = Hakam { $side } ilgari mumkin boʻlmagan yurishni yakunlaganini aniqlaydi. Undan bevosita oldingi vaziyat tiklanadi, undan keyingi yurishlar bekor qilinadi, soatdagi vaqtni esa hakam oʻz xulosasiga koʻra belgilaydi.
step-pause-for-promotion-piece = { $side } soatni toʻxtatdi, chunki oʻzgarish uchun kerakli dona stol yonida yoʻq: bu asosli sabab. Donani hakam beradi va oʻyin qachon davom etishini hal qiladi.
step-pause-for-displaced-pieces = { $side } siljigan donalar bilan hakam yordam berishi uchun soatni toʻxtatdi — buni har ikki oʻyinchi qilishi mumkin.
step-pause-for-assistance = { $side } hakamni yordamga chaqirish uchun soatni toʻxtatdi, oʻyinchi bunga haqli; oʻyin qachon davom etishini hakam hal qiladi.
step-pause-for-medical = { $side } oʻyinchiga tibbiy yordam kerak boʻlgani uchun soatni toʻxtatdi: bu asosli sabab. Hakam bunday oʻyinchiga zarur maxsus choralarni koʻradi va oʻyin qachon davom etishini hal qiladi.
step-pause-without-reason = { $side } soatni hech qanday asosli sababsiz toʻxtatdi. Oʻyinchi soatni faqat hakamdan yordam soʻrash uchun toʻxtatishi mumkin, shuning uchun hakam uni oʻz xulosasiga koʻra jazolaydi.
step-restart-clock = { $side } toʻxtatib qoʻyilgan soatni yurgizib yubordi. Partiya qachon davom etishini faqat hakam hal qiladi, shuning uchun hakam soatni yana toʻxtatadi, { $side } esa uning xulosasiga koʻra jazolanishi mumkin.
step-restart-clock-time-back = Oʻshanda soatda oʻtgan { $time } hech kimning oʻylash vaqti emas edi: hakam oʻz xulosasiga koʻra uni qaytaradi, uni { $side } oladi.
step-restart-clock-own-time = Oʻshanda oʻtgan { $time } soatni oʻzi yurgizgan tomonning vaqti edi, bu { $side }: hakam uni qaytarishi shart emas.
step-defective-clock-replaced = Soatda aniq nuqson bor, shuning uchun uning koʻrsatkichlari uzil-kesil emas: hakam soatni almashtiradi va yangi soatdagi vaqtlarni oʻz xulosasiga koʻra belgilaydi.
step-clock-not-started = Partiya oqlarning soatini yurgizish bilan boshlansa-da, soat umuman yurgizilmagan. Hakam partiyani toʻxtatadi, sozlamani oʻrnatadi va vaqtlarni oʻz xulosasiga koʻra (har bir oʻyinchi aslida qancha vaqt sarflaganiga qarab) belgilaydi, soʻng yurish navbatidagi oʻyinchining soatini yurgizadi.
step-clock-times-lost = Soatning oʻzi soz boʻlsa-da, u koʻrsatib turgan vaqtlarini yoʻqotdi. Hakam partiyani toʻxtatadi, sozlamani qayta oʻrnatadi va partiya davomida notoʻgʻri sozlangani aniqlangan har qanday soatdagidek vaqtlarni oʻz xulosasiga koʻra belgilaydi.
step-wrong-clock-times = Soatda oxirgi marta oʻrnatilgan vaqtlar notoʻgʻri edi. Hakam soatlarni toʻxtatadi va partiya davomida notoʻgʻri sozlangani aniqlangan har qanday soatdagidek xatoni oʻz xulosasiga koʻra tuzatadi; oʻshandan beri sarflangan vaqt sarflangan hisoblanadi.
step-wrong-clock-times-added = { $side } uchun { $time } kam oʻrnatilgan edi, u qaytarib beriladi.
step-wrong-clock-times-taken = { $side } uchun { $time } ortiqcha oʻrnatilgan edi, u olib qoʻyiladi.
step-wrong-clock-times-right = Soatda oxirgi marta oʻrnatilgan vaqtlar toʻgʻri edi: tuzatadigan narsa yoʻq, oʻyin davom etadi.
step-flag-clock-defect = Bayroqchani koʻzdan kechirib, hakam soatda aniq nuqson borligini aniqlaydi (u bosishni qayd etmagan yoki displeyi nosoz): uning koʻrsatkichi uzil-kesil emas, shuning uchun bayroqcha hisobga olinmaydi — { $side } vaqtni oʻtkazib yubormagan, soat almashtirilgach oʻyin davom etadi.
step-flag-clock-wrong-setting = Bayroqchani koʻzdan kechirib, hakam soat notoʻgʻri sozlanganini aniqlaydi: bayroqcha oʻyinchining vaqtini emas, notoʻgʻri sozlashni koʻrsatadi, shuning uchun u hisobga olinmaydi — { $side } vaqtni oʻtkazib yubormagan. Hakam soatni toʻxtatadi, toʻgʻri sozlashni oʻrnatadi va vaqtlarni oʻz xulosasiga koʻra tuzatadi.
step-flag-clock-wrong-side = Bayroqchani koʻzdan kechirib, hakam soat notoʻgʻri tomonda yurganini aniqlaydi: { $side } oʻz oʻylash vaqtini sarflamagan, tugagan vaqt uning oʻylash vaqti emas edi, shuning uchun bayroqcha hisobga olinmaydi. Hakam soatni toʻxtatadi va vaqtlarni oʻz xulosasiga koʻra toʻgʻrilaydi.
step-wrong-clock-started = Partiya boshida oqlarning soati oʻrniga qoralarning soati ishga tushirilgan, holbuki partiyani oqlarning soati boshlaydi. Hakam soatlarni toʻxtatadi va vaqtlarni oʻz xulosasiga koʻra toʻgʻrilaydi.
step-wrong-clock-started-moved = Partiya boshida oqlarning soati oʻrniga qoralarning soati ishga tushirilgan, holbuki partiyani oqlarning soati boshlaydi. Hakam soatlarni toʻxtatadi va vaqtlarni oʻz xulosasiga koʻra toʻgʻrilaydi: qoralarning soatida oʻtgan { $time } oqlarning oʻylash vaqti edi, shuning uchun u oqlardan olinib, qoralarga qaytariladi.
step-wrong-clock-running = { $side } yurish navbatiga ega, lekin raqibning soati yurgan. Hakam soatlarni toʻxtatadi, yurish navbatidagi oʻyinchining soatini yurgizadi va vaqtlarni oʻz xulosasiga koʻra toʻgʻrilaydi.
step-wrong-clock-running-time = { $side } yurish navbatiga ega, lekin raqibning soati yurgan. Hakam soatlarni toʻxtatadi va vaqtlarni oʻz xulosasiga koʻra toʻgʻrilaydi: oʻtgan { $time } yurish navbatidagi oʻyinchining oʻylash vaqti edi, shuning uchun { $side } uni yoʻqotadi, raqibga esa u qaytariladi va toʻgʻri soat yurgiziladi.
step-clock-adjust-no-times = Vaziyatda soat koʻrsatkichlari berilmagan, shuning uchun hakam oʻrnatadigan vaqtlarni hisoblab boʻlmaydi.
step-clock-adjust-add = { $side } { $count } ta yurishni yakunlagan: toʻgʻri sozlash notoʻgʻrisidan { $time } koʻproq vaqt bergan boʻlardi va hakam uni qoʻshadi.
step-clock-adjust-remove = { $side } { $count } ta yurishni yakunlagan: notoʻgʻri sozlash toʻgʻrisi beradiganidan { $time } koʻproq vaqt bergan va hakam uni ayiradi.
step-counter-adjust-add = { $side } { $count } ta yurishni yakunlagan: toʻgʻri hisob hisoblagichdan { $time } koʻproq vaqt bergan boʻlardi va hakam uni qoʻshadi.
step-counter-adjust-remove = { $side } { $count } ta yurishni yakunlagan: hisoblagich toʻgʻri hisob beradiganidan { $time } koʻproq vaqt bergan va hakam uni ayiradi.
step-clock-adjust-counter = Hakam yurishlar hisoblagichini ham haqiqatda qilingan yurishlar soniga ({ $count }) moslab qoʻyadi.
step-move-counter-corrected = Soat toʻgʻri sozlangan edi, lekin uning yurishlar hisoblagichi har bir oʻyinchiga { $count } emas, { $counted } yurish hisoblagan: hakam soatni toʻxtatadi, hisoblagichni tuzatadi va vaqtlarni oʻz xulosasiga koʻra shunday tuzatadiki, har bir oʻyinchida toʻgʻri hisob beradigan vaqt boʻladi.
step-move-counter-corrected-side = Soat toʻgʻri sozlangan edi, lekin uning yurishlar hisoblagichi { $side } uchun { $count } emas, { $counted } yurish hisoblagan, ikkinchi tomonning hisobi esa toʻgʻri: hakam soatni toʻxtatadi, hisoblagichni tuzatadi va oʻsha tomonning vaqtini oʻz xulosasiga koʻra toʻgʻri hisob beradigan vaqtga keltiradi.
step-move-counter-right = Yurishlar hisoblagichi { $counted } yurishni, yaʼni haqiqatda qilingan yurishlarni koʻrsatmoqda: tuzatadigan narsa yoʻq, soat koʻrsatkichlari kuchda qoladi.
step-flag-move-not-completed = { $side } yurishni taxtada qildi, lekin soat tugmasini bosmadi: yurish yakunlanmagan, demak talab qilingan yurishlar ajratilgan vaqtda yakunlanmagan va bayroqcha tushgani kuchda qoladi.
step-flag-or-event-unknown = { $side } bayroqchasi { $what } paytda tushdi, vaziyatda esa qaysi biri oldin boʻlganini koʻrsatadigan soat koʻrsatkichi yoʻq: buni hakam soatga qarab hal qiladi.
step-event-before-flag = { $what } paytda { $side } soatida hali { $time } bor edi: bu oldin boʻlgan va bayroqcha u paytda hali tushmagan edi. Soat koʻrsatkichlari uzil-kesil hisoblanadi.
step-flag-before-event = { $what } paytda soat { $side } bayroqchasi allaqachon tushganini koʻrsatayotgan edi: bayroqcha oldin tushgan. Soat koʻrsatkichlari uzil-kesil hisoblanadi.
step-flag-at-resignation = { $side } bayroqchasi aynan { $player } taslim boʻlgan paytda tushdi. Bayroqcha faqat hakam uni koʻrganda yoki oʻyinchi bu haqda bayonot berganda tushgan hisoblanadi, taslim boʻlish bilan tugagan oʻyin esa vaqt boʻyicha boy berilmaydi: taslim boʻlish kuchda qoladi.
step-flag-at-agreement = { $side } bayroqchasi aynan { $player } durangni qabul qilgan paytda tushdi. Bayroqcha faqat hakam uni koʻrganda yoki oʻyinchi bu haqda bayonot berganda tushgan hisoblanadi, kelishilgan durang bilan tugagan oʻyin esa vaqt boʻyicha boy berilmaydi: durang kuchda qoladi.
simultaneous-claim = bayonot berilgan
simultaneous-move = soat tugmasi bosilgan
step-delay-used = { $side } { $delay } kechikishli soatda { $time } sarfladi: avval kechikish sarflanadi, shuning uchun asosiy vaqt { $main } ga kamaydi.
step-ending-move-unpressed = { $side } soat tugmasini bosmadi, lekin partiyani tugatadigan yurish busiz ham yakunlangan hisoblanadi.
action-replace-clock = Nosoz soat almashtiriladi.
step-illegal-move-found-after-game-end = Mumkin boʻlmagan yurish faqat partiya tugaganidan keyin aniqlandi: vaziyat faqat mumkin boʻlmagan yurish partiya davomida aniqlanganda tiklanadi, shuning uchun natija kuchda qoladi.

## Qoldirilgan partiyalar

step-seal-already-sealed = { $side } yashirin yurishni allaqachon yozib qoʻygan; { $other } yurish yozmaydi.
step-seal-change-too-late = { $side } konvertni yopgandan keyin soatni allaqachon toʻxtatgan edi, shuning uchun yashirin yurishni endi oʻzgartirib boʻlmaydi: birinchisi kuchda qoladi.
step-seal-change-allowed = { $side } soatni hali toʻxtatmagan edi, shuning uchun yashirin yurishni hali oʻzgartirish mumkin: yangisi avvalgisining oʻrnini oladi.
step-seal-by-player-having-the-move = Yashirin yurishni faqat yurish navbati kimda boʻlsa, oʻsha yozadi: { $other } emas, { $side } yozishi kerak.
step-seal-board-move = Hakam yashirin yurishni yozishni talab qilgandan keyin { $side } taxtada { $move } yurishini qildi: aynan shu yurish yashirin yurish boʻlib, u shunday yozilishi kerak.
step-seal-early = { $side } partiyani turning tugashidan { $minutes } daqiqa oldin qoldirdi: yurish tur belgilangan tugash vaqtida yozilgan hisoblanadi, shuning uchun bu daqiqalar uning soatidan chegiriladi.
step-seal-procedure = Yurish navbati oʻzida boʻlgan { $side } yurishni blankiga aniq va bir maʼnoli yozishi, ikkala blankni konvertga solishi, uni yopishi va shundan keyingina soatni toʻxtatishi kerak. Konvertda oʻyinchilarning ismlari, yashirin yurishdan oldingi pozitsiya, sarflangan vaqt, yurishni kim yozgani, yurish raqami, amaldagi durang taklifi hamda davom ettirishning sanasi, vaqti va joyi koʻrsatiladi; hakam bularni tekshiradi va konvertni saqlaydi.
step-adjourned-offer = Partiya qoldirilgan paytda { $side } durang taklif qiladi.
step-adjourned-concluded = Davom ettirishdan oldin kelishilgan durang yoki taslim boʻlish partiyani tugatadi.
step-resume-set-up = Davom ettirish uchun yashirin yurishdan oldingi pozitsiya taxtaga teriladi, soatlarga esa qoldirish paytida yozilgan vaqtlar qoʻyiladi.
step-envelope-missing = Konvert yoʻqolgan: partiya yozilgan vaqtlar bilan qoldirilgan pozitsiyadan davom etadi (ularni tiklab boʻlmasa, soatni hakam qoʻyadi), { $side } esa oʻzi yozganini aytgan yurishni taxtada qiladi.
step-envelope-times-missing = Davom ettirish uchun yashirin yurishdan oldingi pozitsiya taxtaga teriladi, soatlar esa konvertda yozilganidek har bir oʻyinchi sarflagan vaqtni koʻrsatishi kerak; bu yerda u yozilmagan va uni tiklab boʻlmaydi, shuning uchun konvert yoʻqolgandagidek soatni hakamning oʻzi qoʻyadi. Boshqa jihatdan partiya odatdagidek davom etadi.
step-adjourned-position-lost = Konvert yoʻqolgan va qoldirilgan pozitsiyani tiklab boʻlmaydi: partiya bekor qilinadi va yangi partiya oʻynaladi.
step-resume-replier-present = Javob berishi kerak boʻlgan { $side } joyida: konvert ochiladi.
step-resume-replier-absent = Yashirin yurishga javob berishi kerak boʻlgan { $side } yoʻq: uning soati belgilangan vaqtda yurgiziladi, konvert esa faqat u kelganda ochiladi.
step-resume-sealer-absent = Yashirin yurishni yozgan { $side } yoʻq; raqib joyida, shuning uchun konvert ochiladi va yashirin yurish qilinadi.
step-reply-sealed = { $side } taxtada javob berish oʻrniga javobini blankiga yozadi, uni hakamga berish uchun yangi konvertga solib yopadi, oʻz soatini toʻxtatadi va yoʻq oʻyinchining soatini yurgizadi.
step-resume-both-late = Ikkala oʻyinchi ham yoʻq, kechikishga ruxsat etilgan vaqt esa nolga teng: ikkalasi ham undan keyin keladi, buni birorta qoida hal qilmaydi; hakam qaror qiladi.
step-resume-both-too-late = Oʻyinchilardan hech biri davom ettirishga ruxsat etilgan vaqt ichida kelmadi: har biri kechikkan oʻyinchi, shuning uchun ikkalasi ham partiyada magʻlub boʻladi.
step-resume-neither-present = Ikkala oʻyinchi ham yoʻq: yashirin yurishga javob berishi kerak boʻlgan { $side } kelgunicha oʻtgan butun vaqtni yoʻqotadi.
step-resume-clock-ran = { $side } soati u kelgunicha { $minutes } daqiqa yurdi (hakamning soati boʻyicha); bu vaqt yoʻqotiladi.
step-resumption-late-excused = { $side } ruxsat etilgandan ortiq, { $minutes } daqiqa kechikdi, lekin hakam boshqacha qaror qiladi: oʻyin davom etadi.
step-resumption-late-conclusion-stands = Yashirin yurishning oʻzi partiyani tugatgan, oʻyinchi kechikkan boʻlsa ham bu natija kuchda qoladi.
step-resumption-late-loses = { $side } davom ettirishga { $minutes } daqiqa, ruxsat etilgan { $limit } daqiqadan ortiq kechikdi va partiyani yutqazadi.
step-resumption-absent-loses = { $side } ruxsat etilgan { $limit } daqiqa ichida davom ettirishga kelmadi va partiyani yutqazadi.
step-sealed-move-made = { $side } yashirin yurishi { $move } mumkin boʻlgan va bir maʼnoli: u taxtada qilinadi va raqibning soati yurgiziladi.
step-sealed-move-ambiguous = { $side } yashirin yurishi { $move } bir nechta mumkin boʻlgan yurishga mos keladi: yashirin yurishi ikki maʼnoli boʻlgan oʻyinchi partiyani yutqazadi.
step-sealed-move-unreadable = { $side } yashirin yurishi uning asl maʼnosini aniqlab boʻlmaydigan tarzda yozilgan: bunday yozuv partiyani yutqazadi.
step-sealed-move-illegal = { $side } yashirin yurishi { $move } qoldirilgan pozitsiyada mumkin boʻlmagan yurish: mumkin boʻlmagan yashirin yurish partiyani yutqazadi.
step-clock-error-too-late = { $side } notoʻgʻri vaqtni davom ettirilgan oʻyinda yurish qilgandan keyingina aytdi: buni birinchi yurishdan oldin aytish kerak edi.
step-clock-error-corrected = { $side } birinchi yurishdan oldin soat sarflangan vaqtni notoʻgʻri koʻrsatayotganini aytdi va xato aniqlandi: u tuzatiladi.
step-clock-error-arbiter-corrects = { $side } aytgan xatoni aniqlab boʻlmaydi, lekin hakam oqibatlari juda ogʻir boʻlishini hisobga olib, uni tuzatadi.
step-clock-error-not-established = { $side } aytgan xatoni aniqlab boʻlmaydi: oʻyin tuzatishsiz davom etadi.
step-touch-seen-on-request-only = Hakam teginilgan dona qoidasi buzilganini oʻzi koʻrdi, lekin bunday partiyalarda u bu qoidalar boʻyicha faqat oʻyinchi soʻraganda qaror chiqaradi: bayonot boʻlmasa, u aralashmaydi.
step-touch-seen-enforced = Qoidalarga rioya qilinishini taʼminlaydigan hakam oʻzi koʻrgan qoidabuzarlik boʻyicha bayonotni kutmasdan chora koʻradi: yurish bekor qilinadi va { $side } teginish talab qilgan yurishni qilishi kerak.
step-touch-seen-after-reply = { $side } teginilgan dona qoidasini buzgandan keyin, hakam chora koʻrishidan oldin raqib oʻz yurishini qildi: fursat oʻtib ketdi, yurishlar oʻz kuchida qoladi va oʻyin davom etadi.
step-touch-seen-nothing-binds = { $side } tekkan donalarning birortasi bilan ham yurib yoki uni urib boʻlmaydi, shuning uchun teginilgan dona qoidasi hech narsaga majbur qilmaydi: hakam talab qiladigan narsa yoʻq.
step-touch-seen-before-move = { $side } donaga yurish niyatida tegindi va hali yurmadi; buni koʻrgan hakam bayonotni kutmasdan teginish majbur qiladigan yurishni talab qiladi.
step-touch-seen-no-breach = Hakam teginilgan dona qoidasi buzilganini koʻrmaydi: oʻyinchilar qilgan hech narsa ularning birortasini ham biror yurishga majbur qilmaydi, shuning uchun talab qiladigan narsa yoʻq.
step-third-party-device = { $who } oʻyin mintaqasida mobil telefon yoki boshqa aloqa vositasidan foydalanmoqda, hakamning ruxsatisiz esa buni hech kim qila olmaydi. Bu oʻyinchining elektron moslamasi emas, shuning uchun oʻyinchilarning birortasi ham jazolanmaydi va oʻyin davom etadi.
step-third-party-device-expel = { $who } bu qoidani buzmoqda va hakam qoidabuzarni oʻyin mintaqasidan chiqarib yuborishi mumkin.
step-third-party-disturbs = { $who } oʻyinga xalaqit beradi. Oʻyinchilar buning uchun jazolanmaydi va oʻyin davom etadi; hakam qoidabuzarni oʻyin oʻtkaziladigan joydan chiqarib yuborishi mumkin.
step-third-party-displaces = { $who } taxtadagi donalarni agʻdarib yuboradi. Oʻyinchilar buning uchun javobgar emas va jazolanmaydi; hakam qoidabuzarni oʻyin oʻtkaziladigan joydan chiqarib yuborishi mumkin.
step-third-party-permitted = Hakam { $who } qilayotgan ishga ruxsat bergan edi: hech qanday qoida buzilmagan, hech kim chiqarilmaydi va oʻyinchilar oʻyinni davom ettiradi.
step-third-party-official = Biroq musobaqaning mansabdor shaxsi chiqarib yuborilmaydi: oʻyinchilar uning qilganlari uchun javob bermaydi, uning xatti-harakati esa bosh hakam yoki tashkilotchining ishi.
step-third-party-access = { $who } hakamning ruxsatisiz oʻyin maydoniga kirdi, holbuki oʻyinchi ham, hakam ham boʻlmagan kishiga bunday ruxsatni faqat hakam bera oladi. Oʻyinchilar buning uchun jazolanmaydi; hakam qoidabuzarni chiqarib yuborishi mumkin.
step-third-party-access-permitted = { $who } hakamning ruxsati bilan oʻyin maydoniga kirdi, qoida esa oʻyinchi ham, hakam ham boʻlmagan kishidan bundan ortigʻini talab qilmaydi: hech narsa buzilmagan, oʻyinchilar partiyani davom ettiradi.
step-third-party-access-player = { $who } musobaqa ishtirokchisi, begona emas: oʻyin maydoniga kimnidir faqat hakam kiritishi mumkinligi haqidagi qoida oʻyinchi ham, hakam ham boʻlmagan kishilarga tegishli. U yerga kirib, u hech narsani buzmadi.
step-third-party-access-no-rule = { $who } oʻyin maydoniga kirdi. Bu tahrirdagi Qoidalarda u yerga kim kira olishi haqida norma yoʻq; oʻyinchilarga xalaqit berilmasligini kuzatadigan hakam baribir undan chiqib ketishni soʻrashi mumkin, lekin hech kim jazolanmaydi.
step-third-party-signals = { $who } oʻyinchiga ishora qiladi, buni hech kim qila olmaydi. Hakam qoidabuzarni oʻyin oʻtkaziladigan joydan chiqarib yuborishi mumkin; oʻyinchi faqat yordamdan foydalangan boʻlsagina jazolanadi.
step-external-disturbance = Partiyaga tashqaridan xalal berildi, bunda oʻyinchilarning hech biri aybdor emas: hech kim jazolanmaydi, hakam esa oʻyinchilardan biriga yoki ikkalasiga qoʻshimcha vaqt berishi mumkin.
step-external-time-awarded = Xalal uchun { $side } hakamdan qoʻshimcha { $seconds } oladi.
step-external-no-time = Bu yerda hakam qoʻshimcha vaqt bermaydi: soatlar avvalgidek qoladi.
step-offer-condition-void = { $side } taklifga shart qoʻshadi, lekin durangni taklif qilishga hech qanday shart qoʻshib boʻlmaydi: shart hech narsa anglatmaydi va taklif oddiy taklif sifatida kuchda qoladi.
step-record-non-algebraic = { $side } yurishlarni algebraik boʻlmagan notatsiyada yozmoqda, Qoidalar esa faqat algebraik notatsiyani tan oladi: hakam uni bu talab haqida ogohlantiradi, boshqa notatsiyadagi blank esa odatda blank dalil boʻladigan hollarda dalil boʻla olmaydi.
step-record-national-letters = { $side } algebraik yozuvda donalarni oʻz tilining harflari bilan belgilab yozadi, C ilovasi bunga ruxsat beradi: tuzatadigan narsa yoʻq.
step-record-hidden = { $side } blankni hakamdan yashirmoqda, holbuki blank butun partiya davomida hakamga koʻrinib turishi kerak: hakam uni koʻrsatishni talab qiladi va jazolashi mumkin.
step-record-refuses-to-sign = { $side } blanklarni imzolashdan bosh tortadi, holbuki partiya oxirida ikkala oʻyinchi ham buni qilishi shart: natija kuchda qoladi, hakam esa bosh tortganlik uchun jazolashi mumkin.
step-record-illegible = { $side } oʻqib boʻlmaydigan blank yuritadi, holbuki yurishlar iloji boricha aniq va oʻqiladigan qilib yozilishi kerak: hakam buni talab qiladi va jazolashi mumkin.
step-record-other-paper = { $side } yurishlarni musobaqa uchun belgilangan blankka emas, boshqa joyga yozmoqda, yurishlar esa aynan oʻsha blankka yozilishi kerak: hakam buni talab qiladi va jazolashi mumkin.
step-record-kept = { $side } partiyadan keyin blankni oʻzida olib qolmoqda, lekin blanklar musobaqa tashkilotchisining mulki: hakam uni topshirishni talab qiladi va jazolashi mumkin.
step-record-update-before-any-flag = Hali birorta bayroqcha tushmagan, shuning uchun { $side } yurishdan oldin blankni toʻldirishi shart emas: bu majburiyat bayroqcha tushganda paydo boʻladi.
step-record-update-after-flag = Bayroqcha tushdi, { $side } esa blankni toʻldirmay turib yurish qildi, holbuki vaqt tanqisligida yozishni toʻxtatgan oʻyinchi avval uni toʻldirishi shart.
step-record-both-update-after-flag = Oʻyinchilarning hech biri yurishlarni yozmay qoʻygan, bayroqcha esa tushdi: hakam soatni toʻxtatadi va ikkala oʻyinchi hakamning yoki raqibning blankidan foydalanib oʻz blankini toʻldiradi.
step-record-borrow-both-stopped = Oʻyinchilarning hech biri yurishlarni yozmayotgan edi, bayroqcha esa tushdi: ikkalasi blankini toʻldirayotganda soat toʻxtatilgan, va { $side } yurish navbati oʻzida boʻlsa-boʻlmasa ham raqibning blankidan foydalanishi mumkin.
step-record-borrow-allowed = Bayroqcha tushdi va vaqt tanqisligida yozishni toʻxtatgan { $side } yurish qilishdan oldin blankni toʻldirishi shart; oʻz yurish navbatida buning uchun raqibning blankidan foydalanib, uni yurishidan oldin qaytarishi mumkin. Bunga ruxsat berilgan.
step-record-borrow-not-his-move = { $side } oʻz yurish navbati boʻlmaganda raqibning blankini oladi: bayroqcha tushgandan keyin blankni toʻldirayotgan oʻyinchi raqibning blankidan faqat oʻz yurish navbatida foydalanishi mumkin, shuning uchun bunga ruxsat yoʻq va hakam jazolashi mumkin.
step-record-borrow-before-flag = { $side } raqibning blankini oladi, lekin hech bir bayroqcha tushmagan: raqibning blankidan foydalanishga faqat bayroqcha tushgandan keyin oʻyinchi zimmasidagi toʻldirish ruxsat beradi, shuning uchun bunga ruxsat yoʻq va hakam jazolashi mumkin.
step-promotion-wrong-colour = { $side } oʻzgarish maydonchasiga raqib rangidagi donani qoʻydi, holbuki piyoda oʻz rangidagi yangi donaga almashtirilishi kerak: oʻzgarish Qoidalar talab qilganidek amalga oshirilmadi, shuning uchun yurish mumkin emas.
step-promotion-pawn-left = { $side } yangi donani oxirgi gorizontalga qoʻydi, lekin piyodani joyida qoldirdi: piyoda yangi donaga almashtirilmadi, oʻzgarish amalga oshmadi, shuning uchun yurish mumkin emas.
step-en-passant-pawn-left = { $side } piyodani oʻtish joyida urib oldi, lekin urilgan piyodani taxtada qoldirdi: piyoda diagonal boʻyicha faqat urib olib yuradi, bu yerda esa hech narsa urilmadi, shuning uchun yurish mumkin emas.
step-captured-piece-left = { $side } urib olayotgan donani katakka qoʻydi, lekin urilgan donani taxtada qoldirdi: urib olishda urilgan dona oʻsha yurish davomida taxtadan olinadi va yurish faqat u olingandan keyin qilingan hisoblanadi. Soat bosilgach, bu harakat mumkin boʻlmagan yurish sifatida koʻriladi.
step-illegal-last-identifiable = Hakam { $side } avvalroq mumkin boʻlmagan yurishni yakunlaganini aniqlaydi, lekin undan bevosita oldingi pozitsiyani endi aniqlab boʻlmaydi: partiya undan oldingi aniqlash mumkin boʻlgan soʻnggi pozitsiyadan — partiyaning dastlabki { $count } yarim yurishidan keyingi pozitsiyadan davom etadi, undan keyin qilingan yurishlar bekor qilinadi.
step-displaced-last-identifiable = Donalar siljishidan bevosita oldingi pozitsiyani endi aniqlab boʻlmaydi: partiya undan oldingi aniqlash mumkin boʻlgan soʻnggi pozitsiyadan — partiyaning dastlabki { $count } yarim yurishidan keyingi pozitsiyadan davom etadi.
step-clocks-unchanged-after-restore = Hakam oʻz bilganicha ish tutib, soatdagi vaqtni oʻzgartirmaydi — bu uning huquqi.
step-clocks-adjusted-after-restore = Hakam oʻz bilganicha ish tutib, tiklangan pozitsiya uchun soatda yangi vaqt belgilaydi; undan keyingi soat koʻrsatkichi uni beradi. Yuqorida berilgan qoʻshimcha vaqt uning ustiga qoʻshiladi.
step-players-correct-stands = Raqib yurish qilgach, { $side } qilgan mumkin boʻlmagan yurish kuchda qoldi, lekin oʻyinchilar uni hakamsiz, oʻzaro kelishuv bilan tuzatishlari mumkin: ular undan oldingi pozitsiyani tiklaydi va hech qanday jazo berilmaydi.
step-players-correct-not-theirs = { $side } qilgan mumkin boʻlmagan yurish bilan hali ham hakam oʻz tashabbusi bilan yoki bayonot boʻyicha shugʻullanadi: oʻyinchilar uni oʻzaro hal qilmaydi.

## Facts not established, results signed apart, scoring assistants, draws offered by others, appeals.
step-not-established = Bir oʻyinchi bu sodir boʻlgan deydi, ikkinchisi inkor etadi va boshqa hech kim buni tasdiqlay olmaydi: hakam buni aniqlay olmaydi, shuning uchun u aniqlay oladigan faktlar boʻyicha qaror qiladi va bu hech narsani oʻzgartirmaydi.
step-flag-not-established = Hakam bayroqcha aslida tushmaganini aniqlaydi (displey notoʻgʻri oʻqilgan, bayroqcha hali osilib turibdi): aniq nuqsoni boʻlmagan soatning koʻrsatishi qatʼiy hisoblanadi, shuning uchun bayroqcha tushmagan, eʼlon hech qanday oqibatga ega emas va oʻyin soat koʻrsatgan vaqtlar bilan davom etadi.
step-result-signed-by-one = Natijani { $side } yolgʻiz oʻzi imzolaydi (yoki maʼlum qiladi): imzolangan natija uchun ikkala oʻyinchining imzosi kerak, shuning uchun bu hali hech narsani hal qilmaydi.
step-signed-results-differ = Oʻyinchilar turli natijalarni imzolagan (yoki maʼlum qilgan), shuning uchun ikkalasi imzolagan natija yoʻq. Hakam biror natijani qayd etishdan oldin nima boʻlganini aniqlashi kerak.
step-signed-results-differ-reached = Oʻyinchilar turli natijalarni imzolagan, lekin partiya oʻz natijasiga taxtada erishgan va bu natija kuchda qoladi.
step-record-scoring-assistant = { $side } yurishlarni oʻzi yoza olmaydi, shuning uchun yurishlarni uning oʻrniga hakam uchun maqbul boʻlgan yordamchi yozadi, bunga ruxsat berilgan. Hakam uning soatidagi vaqtni adolatli tuzatadi, ammo imkoniyati cheklangan oʻyinchi uchun tuzatmaydi.
step-third-party-draw-offer = { $who } bu partiyaning oʻyinchisi emas: unda durangni faqat oʻyinchilarning oʻzi taklif qilishi yoki kelishishi mumkin, shuning uchun qabul qiladigan taklif yoʻq va partiya davom etadi. Oʻyinchilar bilan ularning partiyasi haqida gaplashish aralashuvdir; hakam qoidabuzarni oʻyin oʻtkaziladigan joydan chiqarib yuborishi mumkin.
step-appeal-allowed = { $side } hakamning qarori ustidan shikoyat qilishi mumkin: nizom shikoyatni istisno qilmaydi, blankni imzolash esa bu huquqdan mahrum qilmaydi. Shikoyat hal qilinguncha qaror kuchda qoladi.
step-assistant-moves = { $side } donalarni sura olmaydi va ularni hakam maʼqul koʻrgan yordamchi suradi: bunga ruxsat berilgan va u qilgan yurishlar oʻyinchining yurishlaridir.
step-assistant-clock-adjusted = { $side } soatdan foydalana olmaydi va uni hakam maʼqul koʻrgan yordamchi bosadi: bunga ruxsat berilgan va hakam oʻyinchining soatini oʻz xulosasiga koʻra adolatli toʻgʻrilaydi.
step-assistant-clock-disability = { $side } nogironligi tufayli soatdan foydalana olmaydi va uni hakam maʼqul koʻrgan yordamchi bosadi: bunga ruxsat berilgan, nogironligi boʻlgan oʻyinchining soati esa buning uchun toʻgʻrilanmaydi.
step-assistant-not-accepted = Yordamchi hakamga maʼqul boʻlishi kerak, hakam esa { $side } olib kelgan yordamchini qabul qilmaydi: oʻyinchi undan foydalana olmaydi.
step-assistant-by-analogy = Bu tahrirda { $side } oʻrniga donalarni suradigan yordamchi haqida modda yoʻq; hakam yoza olmaydigan oʻyinchi oʻrniga yozuv olib boradigan va hakamga maʼqul boʻlishi kerak boʻlgan yordamchiga qiyoslab qaror qiladi.
step-appeal-excluded = Bu musobaqa nizomi hakam qarorlari ustidan shikoyat qilishga yoʻl qoʻymaydi, shuning uchun shikoyatni ({ $side }) koʻrib boʻlmaydi va qaror kuchda qoladi.
step-device-outside-venue = Moslama oʻyinchida ({ $side }) oʻyin oʻtkaziladigan joydan tashqarida boʻlgan: moslamalar haqidagi qoida oʻyin oʻtkaziladigan joyga tegishli, shuning uchun u buzilmagan. U yerda olingan partiyaga yordamgina (yozuvlar, maʼlumot manbalari, maslahatlar) qoidabuzarlik boʻlardi.
step-device-not-electronic = { $side } yonidagi narsa umuman elektron moslama emas: moslamalar haqidagi qoida unga taalluqli emas, shuning uchun hech narsa buzilmagan va shunga asoslangan shikoyat qanoatlantirilmaydi.
step-device-before-start = Oʻyinchining ({ $side }) moslamasi partiya boshlanishidan oldin jiringladi: qoida partiya davomida moslamalarni taqiqlaydi, shuning uchun bu magʻlubiyatga olib kelmaydi. Musobaqa nizomi buni boshqacha tartibga solishi mumkin.
step-device-before-start-2009 = Moslama partiya boshlanishidan oldin jiringladi. 2009 yilgi moslamalar haqidagi qoida partiya haqida umuman gapirmaydi: oʻyin oʻtkaziladigan joyda ovoz chiqargan moslama qachon jiringlamasin, magʻlubiyatga olib keladi.
step-reply-before-opponent-pressed = { $side } raqib soatni bosishidan oldin javob yurishini qiladi: raqibning yurishi allaqachon bajarilgan, shuning uchun yurish navbati unga oʻtgan va javob navbatdan tashqari yurish emas. Raqib bundan keyin ham soatni bosishi mumkin; bosguncha oʻtgan vaqt uning oʻz vaqti.
step-third-party-flag-needs-claim = Yetarli nazoratsiz bu partiyada hakam oʻzi koʻrgan bayroqcha tushishini eʼlon qilmaydi: bayroqcha faqat raqib haqiqiy bayonot bergandagina tushgan hisoblanadi, shuning uchun ungacha aytilgan gap hech narsani oʻzgartirmaydi.
step-wrong-clock-late-white-charged-once = Partiya boshlanganidan beri oʻtgan daqiqalar oqlarning soatidan kechikish uchun yoki qoralarning soatida oʻtgan vaqt sifatida allaqachon bir marta olingan: bir xil daqiqalar ikki marta olinmaydi.
step-opponent-can-mate-material = Taxtadagi vaziyat mumkin boʻlmagan vaziyat, shuning uchun undan yurishlarni tekshirib boʻlmaydi; lekin oʻyinchida ({ $side }) farzin, rux yoki piyoda bor — mot qilish mumkin boʻlgan kuch, shuning uchun partiya yutqazilgan.
step-appeal-quickplay-final = Ushbu Qoidalarga koʻra, soʻnggi ikki daqiqada durang talabi boʻyicha hakamning qarori yakuniy, shuning uchun { $side } uning ustidan shikoyat qila olmaydi.
step-arbiter-ruling-right = Hakamning qarori ({ $stated }) Qoidalarga mos keladi.
step-arbiter-ruling-wrong = Hakamning qarori ({ $stated }) bu yerda Qoidalar belgilagan qarorga ({ $correct }) mos kelmaydi: hakam Qoidalarni notoʻgʻri qoʻllagan.
step-arbiter-ruling-unknown = Hakamning qarori: { $stated }. Uning toʻgʻriligi holatda berilmagan faktlarga bogʻliq.
step-arbiter-time-wrong = Hakam { $side } uchun qoʻshimcha { $stated } berdi, Qoidalarga koʻra esa { $correct } berilishi kerak.
step-arbiter-order-wrong = Hakamning { $side } taxtada nima qilishi kerak degan koʻrsatmasi Qoidalar berganiga mos emas (yuqoridagi majburiyatga qarang).
step-arbiter-order-needless = Hakam { $side } zimmasiga taxtada muayyan yurish qilishni yukladi, lekin Qoidalar hech narsani majbur qilmaydi: istalgan mumkin boʻlgan yurishni qilish mumkin.
step-appeal-upheld = Hakamning qarori notoʻgʻri edi va { $side } undan zarar koʻrdi, shuning uchun shikoyat qanoatlantiriladi: uning oʻrniga Qoidalarga koʻra qaror amal qiladi.
step-appeal-rejected = Hakamning qarori toʻgʻri edi, shuning uchun shikoyat ({ $side }) rad etiladi.
step-appeal-no-grievance = Hakamning qarori notoʻgʻri edi, lekin { $side } undan zarar koʻrmadi, shuning uchun shikoyat hech narsa bermaydi va rad etiladi.
ruling-said-continues = partiya davom etadi
step-adjourned-time-ran-out = Yoʻqlik yoki muddatidan oldin toʻxtatish uchun oʻyinchining ({ $side }) soatidan olingan vaqt uni nolga tushirdi: bayroqcha tushdi va hakam oʻzi koʻrgan har qanday bayroqcha kabi qaror qiladi.
step-resume-neither-present-otherwise = Hech bir oʻyinchi hozir boʻlmagan, lekin hakam boshqacha qaror qiladi: oʻyinchi ({ $side }) kelguncha oʻtgan vaqt yashirin yurishga javob berishi kerak boʻlgan oʻyinchining soatidan olinmaydi.
step-record-clock-times = { $side } yurishlar yoniga soatlardagi vaqtni yozadi: blank yurishlar, soatlardagi vaqt, durang takliflari va bayonot maʼlumotlari uchun moʻljallangan, shuning uchun bunga ruxsat berilgan va bu qayd emas.
step-record-scoresheet-on-request = Bu partiyada { $side } yurishlarni yozishi shart emas, lekin ularni yozish uchun hakamdan blank soʻraydi: oʻyinchi uni istalgan paytda soʻrashi mumkin va hakam uni beradi.
step-record-scoresheet-request-no-rule = Bu partiyada { $side } yurishlarni yozishi shart emas, lekin yozishi mumkin va hakamdan blank soʻraydi: { $edition }-yilgi Qoidalar bunday iltimos haqida hech narsa demaydi, shuning uchun blank berish tashkilotchi va hakamga bogʻliq.
step-record-scoresheet-request-recording = { $side } blank soʻraydi, lekin bu partiyada har bir oʻyinchi yurishlarini musobaqa uchun belgilangan blankka yozadi va bu blank unda allaqachon bor.
step-record-reply-first = { $side } raqibning yurishini yozib qoʻymasdan oldin unga javob beradi, keyin ikkala yurishni ham yozadi: bunga ruxsat beriladi, chunki Qoidalar faqat keyingi yurishni qilishdan oldin oʻz yurishi yozilgan boʻlishini talab qiladi.
step-ending-awaits-touch-move-claim = Oʻyinchining ({ $side }) yurishi mot yoki pat boʻlar edi, lekin teginilgan dona qoidasini buzgan: bunday pozitsiya uni yuzaga keltirgan yurish 4.2–4.7-moddalarga muvofiq boʻlgandagina partiyani tugatadi, shuning uchun raqib buzilish haqida bayonot berishi mumkin ekan, partiya tugamagan.
