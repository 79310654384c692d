## 研讨课堂（arbiter-quiz serve）：学员的界面、讲师的控制台和命令的消息。

join-title = 进入研讨课堂
join-intro = 请输入讲师给出的课堂代码和你的姓名。你再次进入时，课堂按姓名认出你。
join-code = 课堂代码
join-name = 你的姓名
join-hint = Enter 继续；Tab 在各行之间切换；最多 { $max } 个字符。
join-asking = 正在询问课堂……
join-wrong-code = 这不是本课堂的代码，请重新输入。
join-bad-name = 请输入姓名（文字，最多 40 个字符）。
join-full = 课堂已满，请询问讲师。
key-join = 进入
key-language = 语言
key-leave-room = 离开
key-type = 在该行输入文字
key-enter-room = 返回
keyname-text = 任意字符
help-section-join = 进入课堂
help-section-live = 向课堂提问
help-section-live-multi = 向课堂提问（多个正确答案）
help-section-live-revealed = 向课堂公布的裁决
help-section-lobby = 在课堂中等候
help-section-lobby-wait = 在课堂中等候

live-title = 研讨课堂
live-facts = 第 { $index } 题，共 { $total } 题 · { $name }
live-no-answer = 请选择答案；在讲师公布裁决之前可以更改。
live-sending = 正在发送你的答案 { $answer }……
live-kept = 已收到你的答案 { $answer }。公布裁决之前可以更改。
live-revealed = 讲师已公布裁决。

lobby-title = 研讨课堂
lobby-joining = 你已进入课堂，马上显示课堂当前的内容。
lobby-no-question = 这道题无法在此显示，请等候下一题。
lobby-exam-not-started = 考试尚未开始。讲师开始后，所有人同时开始。
lobby-left-exam = 你暂时离开了考试；答案已保存，时间照常计算。按 Enter 返回。
lobby-handed-in = 你的试卷已交。所有人考试结束后显示成绩和裁决。
lobby-exam-over = 考试已结束。按 Enter 查看你的成绩和裁决。
lobby-time-left = 剩余时间：{ $time }

console-title = 研讨课堂 { $room }
console-connect = 学员用以下命令连接：
console-this-host = <本机地址>
console-code = 课堂代码：
console-fingerprint = 服务器密钥指纹：
console-answered = 已作答：{ $count } / 已连接 { $total }
console-tally-hidden = 公布裁决前答案保持隐藏（按 t 在此显示）。
console-right = 正确：{ $count } / { $total }（答案 { $answer }）
console-people = 学员：已连接 { $count }，共 { $total }
console-exam-waiting = 考试尚未开始（按 s 开始）。
console-exam-over = 考试已结束。
console-exam-heading = 共 { $total } 题的考试：各学员的进度
console-handed-in = 已交卷
console-score = { $right } / { $total }（{ $percent }%）
console-gradebook = 成绩表：{ $path }
console-key-reveal = 公布裁决
console-key-next = 下一个情形
console-key-previous = 上一个情形
console-key-tally = 显示或隐藏答案
console-key-start = 开始考试
console-key-end = 立即结束考试
console-key-quit = 停止课堂

csv-score = 得分

serve-needs-pack = 现场问答需要题包（--pack ID）；考试需要 --exam N 和 --seed S。
serve-needs-seed = 考试课堂需要 --seed S，这样再次运行同一命令即可继续同一课堂。
serve-no-data-folder = 没有可保存课堂的数据文件夹（请设置 ARBITER_QUIZ_HOME）。
serve-resumed = 课堂已继续；课堂中的学员：{ $count }。
serve-file-aside = 课堂文件已损坏；已移至 { $path }，课堂重新开始。
serve-file-unusable = 无法使用课堂文件 { $path }（{ $reason }）；未作任何更改。
serve-host-key-failed = 无法读取或生成服务器密钥 { $path }：{ $reason }
serve-bind-failed = 无法在 { $addr } 上监听：{ $reason }
serve-stopped = 课堂已保存在 { $path }；运行同一命令即可继续。

cli-serve = 开设研讨课堂：SSH 服务器为每位学员提供其所用语言的程序，本终端作为讲师的控制台
    .long = 现场问答按题包（--pack）逐个情形进行：课堂作答，讲师公布裁决。考试（--exam N --seed S）让所有人在同一截止时间（--minutes）内做同一份试卷。每个答案都保存在数据文件夹中课堂的成绩文件里；再次运行同一命令即可继续课堂。
cli-serve-arg-listen = 监听的地址和端口（默认 0.0.0.0:2222）
cli-serve-arg-room_code = 学员进入时输入的代码（字母和数字，最多 16 个）
cli-serve-arg-room = 课堂名称，再次运行时据此继续（未指定时由其他选项生成）
cli-serve-arg-pack = 按此题包进行现场问答；与 --exam 一起使用时只从此题包抽题
cli-serve-arg-exam = 用 --seed 抽取 N 道题的考试
cli-serve-arg-minutes = 考试时长（分钟，默认 30）
cli-serve-arg-max = 同时连接的学员上限（默认 100）
cli-value-addr = 地址
cli-value-code = 代码
cli-value-name = 名称
