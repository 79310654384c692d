### `arbiter-quiz stats`：作答统计，以及任何读取进度文件的命令都可能显示的相关信息。

stats-none = 还没有作答记录。请先在应用中练习或参加考试，然后再来查看。
stats-overall = 共作答 { $count } 题，答对 { $right } 题（{ $percent }）
stats-streaks = 连续答对：当前 { $current } 题，最多 { $best } 题。
stats-days = 已连续学习 { $count } 天。
stats-percent = { $percent }%

## 表格标题和列名

stats-by-topic = 按主题
stats-by-article = 按条款（最薄弱的在前）
stats-by-game-type = 按比赛类型
stats-by-edition = 按规则版本
stats-col-right = 答对
stats-col-answers = 作答
stats-col-accuracy = 正确率

## 进度文件

progress-moved-aside = 无法读取进度文件；已将其保存为 { $path }，并开始新的记录。
progress-newer = 进度文件由更新版本的应用写入（格式 { $format }）；已保持原样，未读取。
progress-unreadable = 无法读取进度文件 { $path }：{ $reason }
