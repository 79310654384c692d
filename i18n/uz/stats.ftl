### arbiter-quiz stats: javoblar statistikasi va uni oʻqiydigan har qanday buyruq
### koʻrsatishi mumkin boʻlgan, natijalar fayli haqidagi xabarlar.

stats-none = Hali javoblar yozilmagan. Ilovada mashq qiling yoki imtihon topshiring, soʻng yana qarang.
stats-overall = { $count } ta javobdan { $right } tasi toʻgʻri ({ $percent })
stats-streaks = Ketma-ket toʻgʻri javoblar: hozir { $current } ta, eng koʻpi { $best } ta.
stats-days = Ketma-ket { $count } kun shugʻullanildi.
stats-percent = { $percent }%

## Jadval va ustun sarlavhalari

stats-by-topic = Mavzular boʻyicha
stats-by-article = Moddalar boʻyicha, eng zaiflari birinchi
stats-by-game-type = Oʻyin turlari boʻyicha
stats-by-edition = Qoidalar tahrirlari boʻyicha
stats-col-right = Toʻgʻri
stats-col-answers = Javoblar
stats-col-accuracy = Aniqlik

## Natijalar fayli

progress-moved-aside = Natijalar faylini oʻqib boʻlmadi; u { $path } nomi bilan saqlandi va yangi yozuv boshlandi.
progress-newer = Natijalar fayli ilovaning yangiroq versiyasida yozilgan (format { $format }); u oʻzgartirilmadi va oʻqilmadi.
progress-unreadable = { $path } natijalar faylini oʻqib boʻlmaydi: { $reason }
