### Koʻzi ojiz va zaif koʻradigan shaxmatchilar bilan ikki taxtada oʻyin (2009 E ilova, 2014 dan D ilova):
### taxtalarda nima yuz beradi, dasturning mulohazasi va hakamning harakatlari.
### Oʻzgaruvchilar: $side (tomon: «oqlar»/«qoralar»); $square (masalan, e4; dona koʻrsatilmasa boʻsh).

event-blind-feels-piece = Koʻzi ojiz shaxmatchi ({ $side }) maxsus taxtadagi donani uyasidan chiqarmay paypaslaydi.
event-blind-lifts-piece = Koʻzi ojiz shaxmatchi ({ $side }) { $square } maydondagi donani uyasidan chiqaradi.
event-blind-sighted-touches = Koʻradigan shaxmatchi ({ $side }) oddiy taxtada { $square } maydondagi donaga teginadi.
event-blind-slip-corrected = Oʻyinchi ({ $side }) tili toyib boshqa yurishni eʼlon qiladi va raqibning soati yurgizilishidan oldin uni darhol tuzatadi.
event-blind-slip-corrected-late = Oʻyinchi ({ $side }) tili toyib boshqa yurishni eʼlon qiladi va raqibning soati yurgizilgandan keyin uni tuzatmoqchi boʻladi.
event-blind-boards-differ-scores-agree = Ikki taxtada turli vaziyatlar; ikkala blank mos keladi, oʻyinchining ({ $side }) taxtasida esa yozilgandan boshqa yurish qilingan.
event-blind-boards-differ-scores-differ = Ikki taxtada turli vaziyatlar, blanklar ham bir-biridan farq qiladi.
event-blind-special-clock = Koʻzi ojiz shaxmatchi ({ $side }) koʻzi ojizlar uchun maxsus soat bilan oʻynaydi.
event-blind-braille-score = Koʻzi ojiz shaxmatchi ({ $side }) partiyani Brayl yozuvida yozib boradi.
event-blind-device-score = Koʻzi ojiz shaxmatchi ({ $side }) yurishlarni yozib oluvchi elektron moslamaga yozib boradi.
event-blind-assistant-informs-unasked = Koʻzi ojiz shaxmatchining ({ $side }) yordamchisi soʻralmagan holda unga vaqt va yurishlar sonini aytadi.
event-blind-assistant-informs-asked = Koʻzi ojiz shaxmatchi ({ $side }) yordamchisidan vaqt va yurishlar sonini soʻraydi, yordamchi aytib beradi.
event-blind-assistant-makes-move = Koʻzi ojiz shaxmatchining ({ $side }) yordamchisi yurishni raqibning taxtasida qiladi.
event-blind-assistant-seals = Koʻzi ojiz shaxmatchining ({ $side }) yordamchisi yashirin yurishni oʻyinchining blankiga yozadi va uni konvertga solib muhrlaydi.
event-blind-assistant-claims-flag = Koʻzi ojiz shaxmatchining ({ $side }) yordamchisi raqibning bayroqchasi tushganini aytib talab qiladi.
event-blind-assistant-reports-touch = Koʻzi ojiz shaxmatchining ({ $side }) yordamchisi hakamga koʻradigan raqib { $square } maydondagi donaga tekkani haqida xabar beradi.
event-blind-sighted-assistant = Koʻzi ojiz shaxmatchining yordamchisi yoʻq; koʻradigan shaxmatchi ({ $side }) yurishlarni qilish va eʼlon qilish uchun yordamchidan foydalanadi.
event-blind-sighted-assistant-keeps-score = Koʻradigan shaxmatchining ({ $side }) yordamchisi uning blankini toʻldiradi va soatini bosadi.
event-blind-demands-two-boards = Oʻyinchi ({ $side }) partiya ikki taxtada oʻynalishini talab qiladi.
event-blind-clock-before-announcing = Koʻzi ojiz shaxmatchining ({ $side }) yurishi maxsus taxtaga qoʻyilgan va raqibning soati yurish eʼlon qilinmasdan oldin yurgizilgan.

step-blind-feels-piece = Maxsus taxtada dona faqat uyasidan chiqarilgandagina teginilgan hisoblanadi; uyalardagi donalarni paypaslash oʻyinchini ({ $side }) hech narsaga majbur qilmaydi.
step-blind-lifts-piece = Oʻyinchi ({ $side }) { $square } maydondagi donani uyasidan chiqardi, shuning uchun u teginilgan hisoblanadi va teginilgan dona qoidasi qoʻllanadi.
step-blind-sighted-touches = Koʻradigan shaxmatchi ({ $side }) uchun oʻz taxtasida donaga teginish va yurish qilish haqidagi odatiy qoidalar amal qiladi.
step-blind-slip-corrected = Yurishni eʼlon qilishdagi til toyishi darhol va raqibning soati yurgizilishidan oldin tuzatilishi kerak; oʻyinchi ({ $side }) shunday qildi, tuzatilgan yurish hisobga olinadi.
step-blind-slip-corrected-late = Yurishni eʼlon qilishdagi til toyishi darhol va raqibning soati yurgizilishidan oldin tuzatilishi kerak; u soat yurib turgan boʻlsa, oʻyinchi ({ $side }) uni endi tuzata olmaydi.
step-blind-boards-differ-scores-agree = Hakam ikkala blankni solishtirib taxtalarni toʻgʻrilaydi: ular mos kelgani uchun toʻgʻri yurishni yozib, boshqasini qilgan oʻyinchi ({ $side }) taxtasini yozilgan yurishga moslaydi.
step-blind-boards-differ-scores-differ = Blanklar ham farq qiladi, shuning uchun yurishlar yozuvlar mos kelgan oxirgi joygacha qaytariladi va hakam soatlarni tegishlicha toʻgʻrilaydi.
step-blind-special-clock = Koʻzi ojizlar uchun maxsus soatdan foydalanishga ruxsat beriladi, shuning uchun oʻyinchi ({ $side }) undan foydalanishi mumkin.
step-blind-braille-score = Koʻzi ojiz shaxmatchi yozuvni Brayl yozuvida olib borishi mumkin, demak, oʻyinchi ({ $side }) partiyani toʻgʻri yozib bormoqda.
step-blind-device-score = Koʻzi ojiz shaxmatchi yurishlarni yozish oʻrniga yozib oluvchi elektron moslamaga yozib borishi mumkin, demak, oʻyinchi ({ $side }) yozuvni toʻgʻri olib bormoqda.
step-blind-assistant-informs-unasked = Yordamchi koʻzi ojiz shaxmatchiga yurishlar soni va vaqtni faqat u soʻraganda aytishi mumkin; ularni oʻyinchiga ({ $side }) soʻralmasdan aytishga ruxsat yoʻq.
step-blind-assistant-informs-asked = Yordamchi koʻzi ojiz shaxmatchiga yurishlar soni va vaqtni u soʻraganda aytishi mumkin, oʻyinchi ({ $side }) esa soʻradi.
step-blind-assistant-makes-move = Ikkala oʻyinchidan istalganining yurishini raqib taxtasida qilish koʻzi ojiz shaxmatchi ({ $side }) yordamchisining vazifalaridan biridir.
step-blind-assistant-seals = Oʻyin keyinga qoldirilganda rasmiyatchiliklarni, yashirin yurish va uning konvertini ham qoʻshib, bajarish koʻzi ojiz shaxmatchi ({ $side }) yordamchisining vazifalaridan biridir.
step-blind-assistant-claims-flag = Koʻzi ojiz shaxmatchining ({ $side }) yordamchisi uning nomidan vaqt nazorati oshib ketganini talab qilishi mumkin; bu talab oʻyinchining oʻz talabi sifatida koʻrib chiqiladi.
step-blind-assistant-reports-touch = Koʻzi ojiz shaxmatchining ({ $side }) yordamchisi hakamga koʻradigan shaxmatchi donaga ({ $square } maydonda) tekkani haqida aytishi mumkin; oʻz taxtasida koʻradigan shaxmatchi odatiy qoidalar boʻyicha oʻynaydi.
step-blind-sighted-assistant = Koʻzi ojiz shaxmatchining yordamchisi boʻlmasa, koʻradigan shaxmatchi ({ $side }) yurishlarni qilish va eʼlon qilish uchun yordamchidan foydalanishi mumkin.
step-blind-sighted-assistant-keeps-score = Koʻradigan shaxmatchining yordamchisi faqat yurishlarni qilishi va eʼlon qilishi mumkin; oʻyinchining ({ $side }) blankini toʻldirish va soatini bosish uning vazifasiga kirmaydi.
step-blind-demands-two-boards = Koʻradigan va koʻzi ojiz shaxmatchilar partiyasida ulardan istalgani ikki taxta talab qilishi mumkin, demak, oʻyinchi ({ $side }) ham talab qila oladi.
step-blind-clock-before-announcing = Maxsus taxtadagi yurish eʼlon ham qilingandagina qilingan hisoblanadi va faqat shundan keyin raqibning soatini yurgizish mumkin; uni oʻyinchi ({ $side }) uchun oldinroq yurgizishga ruxsat yoʻq.

# $side: taxtasini toʻgʻrilaydigan oʻyinchi.
action-adjust-board-to-scoresheets = Oʻyinchi ({ $side }) taxtasini blanklarda yozilgan yurishga moslaydi.
action-retrace-to-agreement = Yurishlar blanklar mos kelgan joygacha qaytariladi va hakam soatlarni toʻgʻrilaydi.

# The name of the vocabulary, for messages about a word of it.
what-visually-disabled-act = koʻzi ojiz shaxmatchi bilan partiyadagi harakat
event-blind-no-assistant-hearing-impaired = Koʻzi ojiz shaxmatchi ({ $side }) eshitishi zaif raqibga qarshi yordamchisiz oʻynamoqda.
event-blind-rank-names = Oʻyinchi ({ $side }) gorizontallarni nemischa sonlar (eins, zwei...) bilan emas, boshqa soʻzlar bilan eʼlon qiladi.
step-blind-hearing-impaired-assistant-required = Koʻzi ojiz shaxmatchining ({ $side }) raqibi eshitishi zaif: yordamchi majburiy, usiz partiya davom eta olmaydi.
step-blind-hearing-impaired-not-required = Bu tahrirdagi ilova, matni tekshirilganicha, raqib eshitishi zaif boʻlganda yordamchini majburiy qilmaydi: koʻzi ojiz shaxmatchi ({ $side }) yordamchisiz oʻynashi mumkin, koʻradigan shaxmatchi esa oʻz yordamchisidan foydalanishi mumkin.
step-blind-rank-names-german = Agar hakam boshqacha qaror qilmagan boʻlsa, gorizontallar nemischa sonlar (eins, zwei...) bilan eʼlon qilinadi; bunday qaror boʻlmagan, shuning uchun oʻyinchi ({ $side }) ulardan foydalanishi kerak.
step-blind-rank-names-allowed = Agar hakam boshqacha qaror qilmagan boʻlsa, gorizontallar uchun nemischa sonlar majburiy, bu yerda esa hakam boshqacha qaror qilgan: oʻyinchi ({ $side }) gorizontallarni hakam ruxsat bergan soʻzlar bilan eʼlon qilishi mumkin va bunga qarshi shikoyat rad etiladi.
