### 命令行：`arbiter-quiz --help` 和 `arbiter-quiz <命令> --help` 显示的内容，以及命令行无法读取时的错误信息。
### 命令名、选项名（--lang、--laws 等）以及作者输入的词（white、black、2023、html 等）
### 在所有语言中都保持原样。

## 帮助中的标题和占位符。占位符代表用户要输入的内容。

cli-heading-usage = 用法
cli-heading-commands = 命令
cli-heading-options = 选项
cli-heading-arguments = 参数
cli-placeholder-options = 选项
cli-placeholder-command = 命令
cli-value-locale = 语言
cli-value-edition = 版本
cli-value-id = ID
cli-value-dir = 文件夹
cli-value-n = N
cli-value-mb = MB
cli-value-file = 文件
cli-value-paths = 路径
cli-value-fen = FEN [white|black]
cli-value-game = 对局.pgn
cli-value-format = 格式
cli-help = 显示本帮助（--help 显示更多内容）
cli-version = 显示版本号
cli-full-stop = 。
cli-sentences = { $first }{ $second }

## 程序及其选项。

cli-about = 按国际棋联国际象棋规则培训国际象棋裁判：基于具体情形、由规则引擎评判的测验。不带命令运行时打开终端应用。
cli-arg-lang = 界面及全部输出所用的语言：en、uz、uz-Cyrl、mn、bg、zh-Hans、hy 或 ru
cli-arg-laws = 适用的国际棋联规则版本：2009、2014、2018 或 2023
cli-arg-pack = 直接打开此题库
cli-arg-content = 同时加载此文件夹中的题库（可多次指定）
cli-arg-seed = 抽取考试试卷所用的种子号：同一种子号得到同一份试卷
cli-arg-ascii = 只用字母表示棋子（适用于无法显示国际象棋符号的终端）
cli-arg-present = 打开用于投影的课堂演示模式：每次一个情形，配大棋盘，按键后依次显示选项和裁决（与 --pack 同用时先演示该题库）

## 各命令及其选项。`.long` 由 --help 显示在简短说明之后。

cli-check = 检查题库：报告每个问题及其位置，并用规则引擎评判每个情形
    .long = 一切无误时退出码为 0，有情形出错时为 1，命令行有误或文件夹无法读取时为 2。
cli-check-arg-paths = 题库文件夹、存放多个题库的文件夹或情形文件（不指定时检查内置题库）
cli-check-arg-coverage = 另外为每个规则版本（或仅为 --laws 指定的版本）列出只有不到三个该版本情形适用的条款

cli-rule = 显示引擎对单个情形文件的裁决：结果、时间、走子义务、对要求的裁定、适用的条款以及逐步推理
cli-rule-arg-file = 情形文件
cli-rule-arg-json = 输出 JSON 而不是文本

cli-can-mate = 判定一方是否仍能通过某种合法着法序列将死对方（判定死局和落旗所依据的检验）
    .long = 输出 winnable 并附上一条 UCI 格式的将死变化，或输出 unwinnable；搜索达到上限时输出 undetermined。不给出 FEN 时从标准输入读取，每行一个局面（2 至 6 个字段的 FEN：棋盘和轮走方，其后可按需给出易位权、吃过路兵格和着法计数；后面可跟 white 或 black；其余的词会被忽略），每读入一行就立即输出该行的答案；无法读取的行输出 error 及原因。使用 --lang 时，还会在标准错误输出中说明每个答案。
cli-can-mate-arg-quick = 只尝试证明该方无法将死：快得多，但会以 undetermined 代替 winnable 作答
cli-can-mate-arg-nodes = 对方配合下的将死搜索的节点上限（默认 500000）
cli-can-mate-arg-hash = 搜索所用置换表的大小（兆字节），1 至 4096（默认 32）；无论节点上限多大，内存都不超出此值
cli-can-mate-arg-position = FEN 格式的局面（加不加引号均可），后面可跟所问的一方 white 或 black；未指定时为不走棋的一方（即对方落旗时仍有时间的一方）

cli-review = 以裁判的眼光审视 PGN 文件中各盘对局的每一着：轮到走棋的棋手能否以三次重复或五十回合为由要求和棋，以及按所选规则版本（--laws，默认 2023）对局是否因五次重复、75 回合、将死、逼和或死局而结束
    .long = 所有对局都审视完毕时退出码为 0，有对局含无法读取或违例着法时为 1（其他对局仍会审视），文件无法读取时为 2。
cli-review-arg-game = PGN 文件：一盘或多盘对局，从标准初始局面或 FEN 标签给出的局面开始；Chess960 对局须带标签 Variant "Chess960"。注释、NAG 和变着都会跳过。
cli-review-arg-json = 每着输出一个 JSON 对象（JSON Lines），而不是逐着列出的文本

cli-stats = 进度文件中的个人统计：按主题、条款（最薄弱的在前）、比赛类型和规则版本统计的正确率，以及连续答对记录
cli-stats-arg-json = 输出 JSON 而不是表格

cli-export = 为研讨班导出题库或按种子号抽取的考试：可打印的试卷和由规则引擎算出的单独答案（可在浏览器中打印的 HTML，以及 Markdown），还有 CSV 格式的成绩表和您的作答记录
    .long = 同一 --seed 在任何电脑上都得到同一份试卷。全部写入成功时退出码为 0，引擎无法对某道题作出裁决时为 1（答案中该题处会注明），命令行有误或文件无法写入时为 2。
cli-export-arg-pack = 按顺序导出此题库的全部情形；与 --exam 同用时只从此题库抽题
cli-export-arg-exam = 用 --seed 抽取 N 道题组成试卷（未指定种子号时会选定一个并显示出来，以便再次抽出同一份试卷）
cli-export-arg-format = 要写入的内容：html（paper.html 和 key.html）、md（paper.md 和 key.md）、csv（results.csv 和 answers.csv）或全部（all，默认）
cli-export-arg-out = 写入的文件夹，必要时会自动创建（默认为当前文件夹）
cli-export-arg-participants = 在 results.csv 中为多少名考生的答案留出空列（默认 10）

## 命令行中的错误。它们显示在 cli-error 这个词之后。

cli-error = 错误：{ $message }
# $arg：按原样输入的选项或词。
cli-error-unknown-argument = { $arg } 不是此命令的选项或参数。
# $suggestion：名称相近的选项或命令。
cli-error-suggest = 您是否想输入 { $suggestion }？
cli-error-unknown-command = { $arg } 不是命令。
# $args：缺少的参数，以占位符表示。
cli-error-missing = 此命令需要 { $args }。
# $value：按原样输入的值；$arg：接受该值的选项。
cli-error-value = “{ $value }”不是 { $arg } 的有效值。
# $arg、$other：两个选项。
cli-error-conflict = { $arg } 不能与 { $other } 同时使用。
cli-error-other = 无法读取此命令行。
# $command：程序名加命令，例如 `arbiter-quiz rule`。
cli-error-hint = 运行“{ $command } --help”可查看它接受哪些内容。
