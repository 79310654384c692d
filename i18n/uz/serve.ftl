## Seminar zali (arbiter-quiz serve): ishtirokchi ekranlari, maʼruzachi pulti va buyruq xabarlari.

join-title = Seminar zaliga kirish
join-intro = Maʼruzachi aytgan zal kodini va ismingizni kiriting. Qaytib kelganingizda zal sizni ismingizdan taniydi.
join-code = Zal kodi
join-name = Ismingiz
join-hint = Enter — davom etish; Tab — qatorlar orasida oʻtish; koʻpi bilan { $max } belgi.
join-asking = Zaldan soʻralmoqda…
join-wrong-code = Bu zalning kodi emas. Qaytadan kiriting.
join-bad-name = Ism kiriting (harflar, koʻpi bilan 40 belgi).
join-full = Zal toʻla. Maʼruzachiga murojaat qiling.
key-join = kirish
key-language = til
key-leave-room = chiqish
key-type = qatorga harf kiritish
key-enter-room = qaytish
keyname-text = istalgan harf
help-section-join = Zalga kirish
help-section-live = Zalga savol
help-section-live-multi = Bir nechta toʻgʻri javobli zalga savol
help-section-live-revealed = Zalga koʻrsatilgan qaror
help-section-lobby = Zalda kutish
help-section-lobby-wait = Zalda kutish

live-title = Seminar zali
live-facts = Savol { $index } / { $total } · { $name }
live-no-answer = Javobingizni tanlang; maʼruzachi qarorni koʻrsatguncha uni oʻzgartirish mumkin.
live-sending = Javobingiz { $answer } yuborilmoqda…
live-kept = Javobingiz { $answer } qabul qilindi. Qaror koʻrsatilguncha uni oʻzgartirish mumkin.
live-revealed = Maʼruzachi qarorni koʻrsatdi.

lobby-title = Seminar zali
lobby-joining = Siz zaldasiz. Hozir zal nima bilan bandligi koʻrinadi.
lobby-no-question = Bu savolni bu yerda koʻrsatib boʻlmaydi. Keyingisini kuting.
lobby-exam-not-started = Imtihon hali boshlanmadi. Maʼruzachi boshlaganda hamma uchun boshlanadi.
lobby-left-exam = Imtihondan bir oz chiqdingiz; javoblar saqlangan, vaqt ketmoqda. Enter — qaytish.
lobby-handed-in = Biletingiz topshirildi. Natijalar va qarorlar imtihon hamma uchun tugaganda chiqadi.
lobby-exam-over = Imtihon tugadi. Enter natijalaringiz va qarorlarni koʻrsatadi.
lobby-time-left = Qolgan vaqt: { $time }

console-title = Seminar zali { $room }
console-connect = Ishtirokchilar shu buyruq bilan ulanadi:
console-this-host = <bu kompyuterning manzili>
console-code = Zal kodi:
console-fingerprint = Server kalitining izi:
console-answered = Javob berdi: { $count } / { $total } ulangan
console-tally-hidden = Javoblar qaror koʻrsatilguncha yashirin (t ularni shu yerda koʻrsatadi).
console-right = Toʻgʻri: { $count } / { $total } (javob { $answer })
console-people = Ishtirokchilar: ulangan { $count }, jami { $total }
console-exam-waiting = Imtihon boshlanmagan (s — boshlash).
console-exam-over = Imtihon tugadi.
console-exam-heading = { $total } savolli imtihon: har bir ishtirokchining borishi
console-handed-in = topshirdi
console-score = { $right } / { $total } ({ $percent }%)
console-gradebook = Natijalar jadvali: { $path }
console-key-reveal = qarorni koʻrsatish
console-key-next = keyingi holat
console-key-previous = oldingi holat
console-key-tally = javoblarni koʻrsatish yoki yashirish
console-key-start = imtihonni boshlash
console-key-end = imtihonni hozir tugatish
console-key-quit = zalni toʻxtatish

csv-score = Natija

serve-needs-pack = Jonli soʻrov uchun toʻplam kerak (--pack ID); imtihon uchun --exam N va --seed S.
serve-needs-seed = Imtihon zali uchun --seed S kerak, shunda xuddi shu buyruq qayta ishga tushirilsa, xuddi shu zal davom etadi.
serve-no-data-folder = Zalni saqlash uchun maʼlumotlar papkasi yoʻq (ARBITER_QUIZ_HOME ni belgilang).
serve-resumed = Zal davom ettirildi; undagi ishtirokchilar: { $count }.
serve-file-aside = Zal fayli shikastlangan edi; u { $path } ga koʻchirildi va zal qaytadan boshlanadi.
serve-file-unusable = Zal fayli { $path } dan foydalanib boʻlmaydi ({ $reason }); hech narsa oʻzgartirilmadi.
serve-host-key-failed = Server kaliti { $path } ni oʻqib yoki yaratib boʻlmadi: { $reason }
serve-bind-failed = { $addr } da tinglab boʻlmadi: { $reason }
serve-stopped = Zal { $path } da saqlandi; xuddi shu buyruq uni davom ettiradi.

cli-serve = Seminar zalini oʻtkazish: SSH server har bir ishtirokchiga ilovani oʻz tilida beradi, bu terminal esa maʼruzachi pultiga aylanadi
    .long = Jonli soʻrov toʻplam (--pack) boʻyicha holatma-holat boradi: zal javob beradi, maʼruzachi qarorni koʻrsatadi. Imtihon (--exam N --seed S) hammaga bitta umumiy muddatli (--minutes) bir xil biletni beradi. Har bir javob maʼlumotlar papkasidagi zal natijalari faylida saqlanadi; xuddi shu buyruq qayta ishga tushirilsa, zal davom etadi.
cli-serve-arg-listen = Ulanishlar uchun manzil va port (berilmasa 0.0.0.0:2222)
cli-serve-arg-room_code = Ishtirokchilar kirish uchun kiritadigan kod (harflar va raqamlar, 16 tagacha)
cli-serve-arg-room = Zal nomi, qayta ishga tushirilganda zal shu nom bilan davom etadi (berilmasa boshqa parametrlardan tuziladi)
cli-serve-arg-pack = Shu toʻplam boʻyicha jonli soʻrov; --exam bilan — bilet faqat shu toʻplamdan tuziladi
cli-serve-arg-exam = --seed bilan tuzilgan N savolli imtihon
cli-serve-arg-minutes = Imtihon davomiyligi daqiqalarda (berilmasa 30)
cli-serve-arg-max = Bir vaqtda ulangan ishtirokchilarning eng koʻp soni (berilmasa 100)
cli-value-addr = MANZIL
cli-value-code = KOD
cli-value-name = NOM
