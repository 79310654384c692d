### Foydalanuvchi fayllari (sozlamalar, natijalar, imtihon): faylni ishlatib boʻlmaganda chiqadigan xabarlar.

## Sozlamalar fayli va shundayligicha ishlatib boʻlmaydigan boshqa fayllar

# $reason: faylda nima notoʻgʻri (qator va ustun raqami bilan xabar yoki quyidagi store-*
# xabarlaridan biri); $path: shikastlangan fayl koʻchirilgan joy.
settings-moved-aside = Sozlamalar faylidan foydalanib boʻlmadi ({ $reason }); u { $path } nomi bilan saqlandi, sozlamani oʻzgartirguningizcha standart qiymatlar amal qiladi.
# $format: faylning format raqami.
settings-newer = Sozlamalar fayli ilovaning yangiroq versiyasida yozilgan (format { $format }); u oʻzgartirilmadi, hozir kiritilgan oʻzgarishlar saqlanmaydi.
# $path: fayl; $reason: tizim xabari.
settings-unreadable = { $path } sozlamalar faylini oʻqib boʻlmaydi: { $reason }. Hozir kiritilgan oʻzgarishlar saqlanmaydi.
exam-unreadable = { $path } saqlangan imtihonni oʻqib boʻlmaydi: { $reason }
# $key: fayldagi kalit; $value: uning qiymati.
store-bad-value = «{ $key }» qiymati { $value } — ilova bunday qiymatni hech qachon yozmaydi
store-inconsistent = uning qismlari bir-biriga mos kelmaydi
