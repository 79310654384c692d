### `arbiter-quiz stats`: хариултын статистик ба үүнийг уншдаг аливаа тушаалын харуулж
### болох явцын файлын тухай мэдэгдлүүд.

stats-none = Одоогоор хариулт бүртгэгдээгүй байна. Програмд дасгал хийх эсвэл шалгалт өгөөд дахин харна уу.
stats-overall = { $count } хариултаас { $right } нь зөв ({ $percent })
stats-streaks = Дараалсан зөв хариулт: одоо { $current }, хамгийн олон нь { $best }.
stats-days = { $count } өдөр дараалан хичээллэсэн.
stats-percent = { $percent }%

## Хүснэгт ба баганын гарчиг

stats-by-topic = Сэдвээр
stats-by-article = Заалтаар, хамгийн сул нь эхэндээ
stats-by-game-type = Тоглолтын төрлөөр
stats-by-edition = Дүрмийн хэвлэлээр
stats-col-right = Зөв
stats-col-answers = Хариулт
stats-col-accuracy = Нарийвчлал

## Явцын файл

progress-moved-aside = Явцын файлыг уншиж чадсангүй; түүнийг { $path } нэрээр хадгалж, шинэ бүртгэл эхлүүллээ.
progress-newer = Явцын файлыг програмын шинэ хувилбар бичсэн байна (формат { $format }); түүнийг хэвээр үлдээж, уншаагүй.
progress-unreadable = { $path } явцын файлыг уншиж чадахгүй байна: { $reason }
