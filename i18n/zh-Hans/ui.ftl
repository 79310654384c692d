### 终端界面：各屏幕、菜单、面板、对话框以及每个屏幕的按键。

too-small = 终端大小为 { $width }×{ $height }。至少需要 { $min_width }×{ $min_height } 才能使用。

home-menu = 菜单
home-practice = 练习
    .hint = 逐题作答；每次作答后显示裁判判决、所依据的条款和解释。可选择题库、主题、条款、比赛类型和规则版本。
home-exam = 考试
    .hint = 按种子号抽题的限时试卷：同一种子号让所有考生得到相同的题目。交卷后才显示结果。
home-review = 复习
    .hint = 现在到期需要复习的题目；也可以不管到期时间，集中复习全部错题或全部答过的题。
home-drill = 快棋与超快棋对比练习
    .hint = 在快棋和超快棋中判法不同的情形：先按原题作答，再在另一种比赛类型下回答同一情形。
home-settings = 设置
    .hint = 语言、规则版本、棋子、棋盘颜色和方向；考试时长和及格线；练习题目顺序。
home-help = 帮助
    .hint = 每个屏幕的按键。在任何地方按 ? 即可查看。
home-quit = 退出
    .hint = 退出程序。
home-library = 题库
home-loading = 正在读取题库…
home-library-count = 题库：{ $packs } · 情形：{ $scenarios }
# $id：用 --pack 给出的题库 id。
home-pack-unknown = 没有 id 为“{ $id }”的题库。
home-problems = 有 { $count } 个文件无法加载
review-empty = 暂无可复习的题目：每道答错的题都会出现在这里。
edition-own = 各情形自带的版本

setup-pack = 题库
setup-topic = 主题
setup-article = 条款
setup-game-type = 比赛类型
setup-questions = 题数
setup-minutes = 时间
setup-seed = 种子号
setup-start = 开始
setup-all = 全部
setup-matching = 符合条件的情形：{ $count } 个。
setup-exam-summary = 试卷将从 { $available } 个情形中抽取 { $count } 道题。同一种子号总是抽出同一份试卷。

settings-edition = 版本
settings-pieces = 棋子
settings-colours = 棋盘颜色
settings-orientation = 棋盘方向
settings-pieces-forced = { $chosen }（此处显示为{ $drawn }）
settings-note = 设置立即生效。格子足够大时，棋子以方块图形绘制；在 Linux 控制台或使用 --ascii 时，小格子中的棋子以字母显示。
pieces-outline = 空心符号
pieces-letters = 字母
colours-wood = 木纹
colours-slate = 石板蓝
colours-green = 绿色
colours-grey = 灰色
orientation-white = 白方在下
orientation-black = 黑方在下
orientation-to-move = 行棋方在下

mode-review = 复习
session-progress = { $index }/{ $total } · 正确 { $right }/{ $answered }
session-done = 练习结束
session-score = 已答 { $answered } 题，答对 { $right } 题。
session-back = 按 { $key } 返回。
facts-move = 第 { $number } 回合
question-multi = 选出所有正确选项，然后按 Enter。
drill-recast = 同一情形，但比赛类型为{ $type }（{ $control }）。
timeline-start = 初始局面
timeline-ruling = 判决之后
timeline-step = 第 { $step } 步，共 { $steps } 步

event-move = { $side }走 { $move } 并按钟。
event-move-unpressed = { $side }走 { $move }，但没有按钟。
event-press-clock = { $side }未走棋就按了钟。
event-touch = { $side }摸了 { $square } 上的棋子。
event-adjust = { $side }说“我摆正棋子”，并摆正 { $square } 上的棋子。
event-touch-move-claim = { $side }提出对方违反了摸子走子规则。
event-displace = { $side }碰倒了棋子。
event-flag = { $side }的旗落下。
event-both-flags = 双方的旗都已落下。
event-claim-threefold = { $side }以同一局面重复三次为由要求和棋。
event-claim-fifty = { $side }依据50回合规则要求和棋。
event-claim-quickplay = { $side }在快速结束阶段要求和棋。
event-offer = { $side }提议和棋。
event-resign = { $side }认输。
event-device = { $side }的电子设备被发现或发出声响。
event-arrive = { $side }迟到 { $count } 分钟。
event-discover = 发现违例情况。
event-increment-request = { $side }要求加秒。
event-stop-recording = { $side }停止记录着法。
event-promotion-swap = { $side }想把升变得到的棋子换成另一个棋子。
event-scoresheet-request = { $side }要求查看裁判的记录纸。
event-illegal-move-claim = { $side }提出上一着是不合规则的着法。
event-clock-reading = 棋钟显示：白方 { $white }，黑方 { $black }。

clock-increment = +{ $seconds } 秒
clock-delay = 延时 { $seconds } 秒
clock-flag-fallen = 落旗

verdict-right = 正确。
verdict-wrong = 错误。
verdict-unanswered = 未作答。
verdict-answer = 正确答案：{ $answer }
tab-ruling = 判决
tab-explanation = 解释
tab-contrast = 对比
tab-proof = 证明
panel-more = 更多
ruling-failed = 程序无法对此情形作出判决：{ $reason }
explanation-none = 作者没有写解释。
discussion-tag = 讨论题：规则对此没有定论，因此从不抽入考试。
discussion-readings = 规则对此没有定论。可以成立的解释：
proof-question = { $side }还能将死对方吗？
proof-unknown = 未能判定
proof-walk = 按 ] 和 [ 在棋盘上演示变化：第 { $ply } 着，共 { $plies } 着。
contrast-as-set = 按原题
contrast-uniform = 无论比赛类型和规则版本，判决都相同。
contrast-differs = 判决会变化：表格显示每种比赛类型和每个版本下的正确选项。
contrast-legend = ▸ 表示您作答的情形；– 表示该处没有正确选项。

exam-title = 第 { $index }/{ $total } 题 · 种子号 { $seed } · { $time }
exam-sheet = 答题卡
exam-answered = 已答 { $count }/{ $total }
exam-legend-answered = 已答
exam-legend-flagged = 已标记
exam-submit-title = 交卷
exam-submit-all = 所有题目均已作答。现在交卷吗？
exam-submit-none = 尚未作答任何题目。要交白卷吗？
# $list：标记为待复查的题目编号。
exam-submit-flagged = 已标记待复查的题目：{ $list }。
exam-submit-missing = 有 { $count } 道题未作答：{ $list }。仍要交卷吗？
exam-leave-title = 退出考试
exam-leave = 退出考试吗？您的答案将不会评分。
dialog-yes = 是
dialog-no = 否
exam-results = 考试成绩
exam-time-up = 时间已到，试卷已自动交上。
exam-passed = 通过
exam-failed = 未通过
exam-percent = { $percent }%（及格线 { $mark }%）
exam-facts = 种子号 { $seed } · { $edition } · 用时 { $time }
exam-weakest = 最薄弱的主题：
exam-col-given = 您的
exam-col-right = 正确
exam-col-question = 题目

help-title = 按键
help-global = 任何地方：? 显示本帮助，Ctrl-C 退出。可以用鼠标点击选项、标签页和菜单项。
help-close = 按任意键关闭。

key-open = 打开
key-entry = 打开菜单项
key-help = 帮助
key-quit = 退出
key-field = 选择一行
key-value = 更改数值
key-start = 开始
key-seed = 输入种子号
key-back = 返回
key-answer = 作答
key-cursor = 选择并作答
key-tick = 勾选选项
key-timeline = 逐步查看事件
key-flip = 翻转棋盘
key-next = 下一题或上一题
key-continue = 下一题
key-tab = 判决、解释、对比、证明
key-scroll = 滚动
key-proof = 演示将死变化
key-pick = 选择答案
key-flag = 标记题目
key-submit = 交卷
key-leave = 退出考试
key-confirm = 确认
key-cancel = 取消
key-row = 选择题目
key-review = 查看解析
key-home = 主页

home-present = 课堂演示
    .hint = 用于投影：每次一个情形，配大棋盘和棋钟。按一个键显示选项，再按一个键显示判决。无人作答，也不记录任何内容。
home-stats = 统计
    .hint = 答对比例：总体、按主题、按条款（最薄弱的在前）、按比赛类型和按规则版本；连续答对次数和连续学习天数。
home-review-due = { $name } · 已到期：{ $count }
home-exam-unfinished = { $name }（未完成）

resume-title = 未完成的考试
resume-text = { $date } 开始的考试尚未交卷：已答 { $answered }/{ $total } 题，剩余 { $time }，种子号 { $seed }。
resume-resume = 从中断处继续
resume-hand-in = 按现状交卷
resume-discard = 放弃这场考试
resume-later = 稍后决定（“考试”菜单项会再次询问）
resume-gone = 未完成考试的题目已不在题库中，因此已将其放弃。
exam-moved-aside = 无法读取保存的考试；该文件已另存为 { $path }。
exam-newer = 保存的考试由更新版本的程序写入（格式 { $format }）；已保持原样。

review-due = 现在到期（{ $count }）
review-cram-missed = 集中复习全部错题（{ $count }）
review-cram-all = 集中复习全部答过的题（{ $count }）
review-due-now = 现在有 { $count } 道题到期需要复习。
review-nothing-answered = 暂无可复习的内容：请先在练习或考试中答题。
review-nothing-due = 现在没有到期的题目。
review-next-minutes = 现在没有到期的题目。下一道题将在 { $count } 分钟后到期。
review-next-date = 现在没有到期的题目。下一道题将于 { $date } 到期。
review-nothing-due-now = 现在没有到期的题目：可以集中复习，或等题目到期后再来。
review-cram-note = 集中复习不看到期时间，会问到列表中的每一道题；您的作答仍会更新复习计划。
review-more = ……还有 { $count } 道

stats-by-topic-weakest = 按主题（最薄弱的在前）

setup-shuffled = 题目已按种子号 { $seed } 打乱顺序。
settings-study = 考试与练习
settings-exam-questions = 考试题数
settings-exam-minutes = 考试时长
settings-pass-mark = 及格线
settings-practice-order = 练习顺序
order-in-order = 按顺序
order-shuffled = 按种子号打乱

present-title = 情形 { $index }/{ $total } · { $edition }
present-show-options = 显示选项
present-show-ruling = 显示判决
present-next = 下一个情形
present-end = 返回菜单（这是最后一个情形）

key-ends = 到顶部或底部
key-reveal = 显示下一步
key-conceal = 隐藏上一步
key-scenario = 下一个或上一个情形

keyname-enter = 回车
keyname-esc = Esc
keyname-space = 空格
keyname-tab = Tab
keyname-pgup = PgUp
keyname-pgdn = PgDn
keyname-home = Home
keyname-end = End
keyname-backspace = 退格

topic-illegal-move = 违例着法
topic-touch-move = 摸子走子
topic-flag-fall = 落旗
topic-can-mate = 能否将死
topic-draw-claim = 要求和棋
topic-draw-offer = 提和
topic-clock = 棋钟
topic-time-control = 用时
topic-default-time = 允许迟到时间
topic-recording = 记录着法
topic-devices = 电子设备
topic-conduct = 棋手行为
topic-quickplay = 快速终局
topic-irregularity = 违规情形
topic-illegal-position = 不合规则的局面
topic-resignation = 认输
topic-chess960 = 960 国际象棋
topic-dead-position = 死局
topic-rapid = 快棋
topic-blitz = 超快棋
topic-standard = 标准棋
topic-editions = 规则版本

# The side to move is checkmated: said in place of whose move it is.
facts-checkmate = 将杀

## Events: touches, castling procedures, pausing the clock
event-touch-accidental = { $side }无意中碰到 { $square } 上的棋子。
event-adjust-said-after = { $side }摸了 { $square } 上的棋子，之后才说“我摆正棋子”。
event-touch-same-time = { $side }与前一次同时摸了 { $square } 上的棋子。
event-touch-order-unknown = { $side }摸了 { $square } 上的棋子；无法确定是在前一次之前还是之后。
event-flag-same-moment = 就在那一刻，{ $side }的旗落下。
event-castle-rook-first = { $side }易位 { $move }，先动车。
event-castle-king-only = { $side }易位 { $move }，只动了王。
event-castle-rook-only = { $side }易位 { $move }，只动了车。
event-pause-clock = { $side }暂停棋钟并叫裁判。
event-pause-clock-no-reason = { $side }无正当理由暂停棋钟。
