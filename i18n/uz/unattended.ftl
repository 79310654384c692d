### Oʻyin zalida hakam boʻlmaganda partiya oxirigacha tezkor oʻyindagi talab (2009 D ilova,
### 2018/2023 III.6 yoʻriqnoma): nima yuz beradi va dasturning mulohazasi.
### Oʻzgaruvchilar: $side, $opponent (tomonlar: «oqlar»/«qoralar»).

event-unattended-claim-cannot-win = Oʻyin zalida hakam yoʻqligida oʻyinchi ({ $side }) raqib oddiy vositalar bilan yuta olmagani uchun durang talab qiladi.
event-unattended-claim-no-effort = Oʻyin zalida hakam yoʻqligida oʻyinchi ({ $side }) raqib oddiy vositalar bilan yutishga harakat qilmayotgani uchun durang talab qiladi.

step-unattended-claim-ends-game = Hakam yoʻqligida oʻyinchi ({ $side }) ikki daqiqadan kam vaqti qolganda va bayroqchasi tushmasdan durang talab qilishi mumkin; talab partiyani yakunlaydi.
step-unattended-record-cannot-win = Oʻyinchi ({ $side }) yakuniy vaziyatni yozib qoʻyishi, raqib ({ $opponent }) esa uni tekshirishi kerak.
step-unattended-record-no-effort = Oʻyinchi ({ $side }) yakuniy vaziyatni yozib qoʻyishi va oxirigacha toʻldirilgan blankni topshirishi kerak; raqib ({ $opponent }) ikkalasini ham tekshiradi.
step-unattended-no-position = Oʻyinchi ({ $side }) yakuniy vaziyatni yozib qoʻymagan: hakamda talabni baholash uchun vaziyat yoʻq, shu sababli u talabni qanoatlantira olmaydi.
step-unattended-no-scoresheet = Oʻyinchi ({ $side }) oxirigacha toʻldirilgan blankni topshirmagan: yurishlarsiz yutishga urinish yoʻqligini baholab boʻlmaydi, shu sababli hakam bu asosda talabni qanoatlantira olmaydi.
step-unattended-not-verified = Raqib ({ $opponent }) oʻyinchi ({ $side }) yozib qoʻyganini tekshirmagan. Bu talabni bekor qilmaydi: hakam faktlarni imkoni boricha aniqlaydi.
step-unattended-referred = Talab hakamga topshiriladi, u talab yetib kelganda natijani belgilaydi.
step-unattended-arbiter-draws = Hakam oʻyinchining ({ $side }) talabiga rozi boʻladi va durang eʼlon qiladi.
step-unattended-arbiter-rejects = Hakam oʻyinchining ({ $side }) talabini qanoatlantirmaydi. Talab partiyani allaqachon tugatgan, Qoidalar esa natijani hakamga qoldiradi.
step-unattended-flag-down = Oʻyinchining ({ $side }) bayroqchasi allaqachon tushgan, talab esa u tushishidan oldin qilinishi kerak edi.
step-unattended-not-under-threshold = Oʻyinchining ({ $side }) soatida hali { $time } bor, talab uchun esa ikki daqiqadan kam vaqt kerak.

# The names of the vocabularies, for messages about a word of them.
what-claim-basis = hakam yoʻqligidagi talab asosi
what-later-decision = hakamning keyingi qarori
