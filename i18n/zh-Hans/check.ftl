### `arbiter-quiz check` 以及加载内容时的诊断信息：情形文件或题库文件中出了什么问题。
### 文件、行号和列号由程序显示在消息旁边。
### 变量是文件中的值或允许值的列表，按原样显示。

content-toml = 这不是有效的 TOML：{ $reason }
content-unknown-key = 未知的键 `{ $key }`。此处允许：{ $choices }。
content-unknown-key-suggest = 未知的键 `{ $key }`。您是否想写 `{ $suggestion }`？此处允许：{ $choices }。
content-key-renamed = 键 `{ $key }` 现在叫 `{ $now }`；仍按 `{ $now }` 读取，但请改用新名称。
content-unknown-value = `{ $value }` 不是有效的{ $what }。请填写以下之一：{ $choices }。
content-unknown-value-suggest = `{ $value }` 不是有效的{ $what }。您是否想写 `{ $suggestion }`？请填写以下之一：{ $choices }。
content-unknown-event = 未知的事件类型 `{ $value }`。事件类型：{ $choices }。
content-unknown-event-suggest = 未知的事件类型 `{ $value }`。您是否想写 `{ $suggestion }`？事件类型：{ $choices }。
content-event-key-not-allowed = `{ $type }` 事件不接受 `{ $key }`。它接受：{ $keys }。
content-event-key-missing = `{ $type }` 事件需要 `{ $key }`。
content-event-type-missing = 这个事件没有 `type`。事件类型：{ $choices }。
content-event-key-not-allowed-suggest = `{ $type }` 事件不接受 `{ $key }`。您是否想写 `{ $suggestion }`？它接受：{ $keys }。
content-bad-square = `{ $value }` 不是格子（请写直线 a–h 和横线 1–8，例如 e4）。
content-bad-placement = `{ $value }` 不是棋子的摆放（请写 FEN 的第一段：从第 8 横线到第 1 横线共八段，用 / 分隔，例如 4k3/8/8/8/8/8/8/4K3）。
# $detail：问题所在，tc-error-* 消息之一。
content-bad-time-control = `{ $value }` 不是用时：{ $detail }。
content-bad-clock-time = `{ $value }` 不是棋钟读数（请写 m:ss、h:mm:ss 或 m:ss.t）。
# $detail：该键接受的值，下面 value-type-* 消息之一。
content-wrong-type = `{ $key }` 的值必须是{ $detail }。
# $max：最长的读数，24:00:00。
content-clock-time-too-long = `{ $value }` 超过了棋钟所能显示的时间（最多 { $max }）。
# $key：文件中的键；$max：它可取的最大值。
content-number-too-large = `{ $key }` 为 { $value }，超过了一盘棋中可能出现的数值（最多 { $max }）。
content-game-type-mismatch = 按 { $edition } 年版规则，用时 { $control } 属于 { $actual } 对局，而不是 { $type }。
content-impossible-clock = { $side }的棋钟显示 { $time }，超过了用时 { $control } 所能给出的最多时间。
content-clock-runs-for-side-not-to-move = 这里写明{ $side }的棋钟在走，但按局面和着法应轮到另一方走棋。请改正 `running`，或把尚未完成的着法写成带 `pressed_clock = false` 的 `move` 事件。
# $detail：FEN 中出错的部分，fen-error-* 消息之一。
content-bad-fen = 这不是 FEN：{ $detail }。
# $detail：局面的问题，position-error-* 消息之一。
content-illegal-position = 从这个局面无法进行任何对局：{ $detail }。
# $number：记录纸上写法的着法编号（12. 或 12...）；$move：按原样写出的着法；
# $detail：问题所在，move-error-* 消息之一。
content-bad-move = 着法 { $number } { $move } 无法走出：{ $detail }。
# $event：该事件在列表中的序号；$detail：move-error-* 消息之一。
content-impossible-event = 此处不可能发生这一事件：{ $detail }。
content-bad-id = `{ $value }` 不是有效的 id：请使用小写字母、数字和连字符。
content-bad-edition = `{ $value }` 不是规则的版本（{ $choices }）。
content-bad-edition-suggest = `{ $value }` 不是规则的版本。您是否想写 `{ $suggestion }`？版本：{ $choices }。
content-bad-difficulty = 难度 `{ $value }` 必须是 1、2 或 3。
content-query-needs = 查询 `{ $query }` 需要在问题中写 `{ $key }`。
content-query-unused-key = 查询 `{ $query }` 不使用 `{ $key }`，因此它在这里不起任何作用：请删除它，或改用需要它的查询。
content-knowledge-needs-query = 规则知识题需要 `query`。
content-can-mate-needs-side = “能否将死”题需要 `side`（white 或 black）。
content-too-few-options = 一道题至少需要两个选项；这道题有 { $count } 个。
content-expect-missing = 这个选项没有 `expect`：请写明裁决必须是什么，该选项才算正确。
content-expect-empty = 这个 `expect` 没有断言任何由引擎判定的内容。
# $detail：问题所在，下面的 expect-error-* 消息之一。
content-bad-expect = `{ $key } = "{ $value }"`：{ $detail }。
content-bad-expect-suggest = `{ $key } = "{ $value }"`：{ $detail }。您是否想写 `{ $suggestion }`？
content-bad-castling-rights = `castling = "{ $value }"`：易位权按 FEN 的写法书写：没有时写 `-`，否则写字母 K、Q、k、q（960 象棋中写车所在直线的字母），每个字母至多一次。

## 为什么 `expect` 中的值无法读取。`code` 引号中的词是作者在文件中写的内容，
## 在所有语言中都保持原样。

expect-error-square = 格子应写成直线 a–h 加横线 1–8，例如 `e4`
expect-error-obligation = 请写以下之一：{ $choices }
expect-error-side = 一方必须是 `white` 或 `black`
expect-error-action-seconds = `set-increment` 后面需要秒数，例如 `set-increment 30`
# $choices：措施的键。
expect-error-action = 这不是措施；措施有 { $choices }
expect-error-sanction = 请写以下之一：{ $choices }（或换成另一方的相同写法）
expect-error-result = 请写以下之一：{ $choices }
expect-error-claim = 请写以下之一：{ $choices }
expect-error-party = 请写以下之一：{ $choices }
content-sides-empty = 请写 `white`、`black` 或两者。
content-range-conflict = 范围的下限用 `above` 或 `from`，上限用 `below` 或 `to`，不能两者同时使用。
content-bad-answer = 键 `{ $value }` 不对应任何选项；选项按 a、b、c… 编号（这里有 { $count } 个）。
content-text-missing = { $what }没有文本。
content-text-language-missing = { $what }没有 `{ $lang }` 的文本，而题库声明了这种语言。
content-readings-missing = 此情形设有 `status = "discussion"`，却没有 `readings`：请用题库的每种语言写明可以成立的各种解读。
content-readings-unused = `readings` 只在讨论题中显示：请加上 `status = "discussion"`，或删去它们。
content-explanation-missing = 没有解析；每个情形都应说明其裁决并引用条款。
content-postponed-claim-without-flag = 裁判推迟了对这一要求的决定，`after_flag` 说明了提出要求者落旗时他的认定，但此后没有落旗：这一认定永远不会用上。请在要求之后为提出要求者加一个 `flag` 事件。
content-markup-unclosed = 这个花括号开始了一个着法标记，却没有与之对应的右花括号；不属于标记的花括号要连写两个。
content-markup-unopened = 这个花括号结束了一个从未开始的着法标记；不属于标记的花括号要连写两个。
content-markup-not-a-move = 花括号中的「{ $text }」不是着法：着法应使用国际字母书写，例如 { $example }。
content-bare-move = 着法 { $move } 没有加标记；请写成 { $markup }，让每位读者都以自己的棋子字母看到它。
content-glossary-word = 「{ $word }」不是本语言中表示 { $concept } 的用词：术语表（i18n/{ $lang }/glossary.toml）规定用「{ $chosen }」。
content-unknown-language = `{ $value }` 不是本应用的语言。语言：{ $choices }。
content-unknown-language-suggest = `{ $value }` 不是本应用的语言。您是否想写 `{ $suggestion }`？语言：{ $choices }。
content-pack-needs-english = 题库的语言中必须包括英文（`en`）；其他语言缺少文本时回退到英文。
content-pack-toml-missing = 此文件夹中没有 `pack.toml`。
content-pack-shadows-built-in = 已有内置题库使用 id `{ $id }`；请给这个题库另取一个 id。
content-duplicate-pack = 已有另一个题库使用 id `{ $id }`。
content-duplicate-scenario = 情形 id `{ $id }` 已在 { $other } 中使用。
content-unreadable = 无法读取：{ $reason }
content-parse-crashed = 程序在读取此文件时出错，因此其情形被略过；请报告此问题：{ $reason }

## 键接受的值（用于 content-wrong-type）。`代码`引号中的词保持原样。

value-type-text = 带引号的文字，例如 `"e4"`
value-type-bool = `true` 或 `false`
value-type-count = 不小于 0 的整数，例如 `3`
value-type-texts = 每种语言一段文字，例如 `text.en = "..."`

## 引擎评判情形时发现的问题

check-no-correct-option = 没有选项与引擎的裁决相符。
check-several-correct = 选项 { $options } 都与引擎的裁决相符，但这道题只有一个答案（有多个正确选项的题请设置 `multi = true`）。
check-key-disagrees = 答案键是 { $key }，但按引擎的裁决，正确的是 { $engine }。
check-key-disagrees-none = 答案键是 { $key }，但按引擎的裁决，没有一个选项正确。
# $option：选项的字母；$keys：它的 `expect` 键，例如 `claim`。
check-expect-undecided = 选项 { $option } 依赖于 { $keys }，而引擎在这个情形中并不判定这些内容（没有人提出要求、没有提问，或没有给出棋钟读数），因此该选项永远不可能正确。
check-undetermined = 将死分析无法判定这个局面，因此答案不确定；请换一个局面。
# $detail：使局面不合规则的原因，position-error-* 消息之一。
check-start-position-illegal = 这个局面不合规则（{ $detail }）。它按给定的样子留在棋盘上，如同关于不合规则局面的题目那样，但情形中没有任何内容把它当作不合规则的局面处理：请检查 FEN。
check-article-not-cited = 列出了第 { $article } 条，但裁决没有适用该条。
check-article-other-level = 列出了第 { $article } 条，但裁决引用的是同一条款的另一层级 { $cited }：请按裁决的引用列出；如果适用的确实是 { $article }，请作为引擎引用问题报告。
check-engine-says = 引擎的裁决：
check-coverage =
    { $count ->
        [0] 国际棋联规则 { $edition }：程序适用的 { $total } 条条款，每条都至少有 { $target } 个情形涉及。
       *[other] 国际棋联规则 { $edition }：程序适用的 { $total } 条条款中，有 { $count } 条涉及的情形少于 { $target } 个：
    }
check-coverage-group =
    { $count ->
        [0] 没有情形涉及
       *[other] 仅 { $count } 个情形涉及
    }：{ $articles }
check-reuse-count = { $count } 个情形
check-reuse =
    { $count ->
        [0] 局面：没有被超过 { $limit } 个情形使用的局面。
       *[other] 局面：被超过 { $limit } 个情形使用的局面有 { $count } 个：
    }
check-summary = { $packs } 个题库，{ $scenarios } 个情形：{ $errors } 个错误，{ $warnings } 个警告。
check-error = 错误
check-warning = 警告

## 诊断信息所涉及事物的名称

what-question = 问题
what-option = 选项
what-title = 标题
what-explanation = 解析
what-side = 一方
what-game-type = 棋赛类型
what-supervision = 监督方式
what-promotion = 升变方式
what-noticed = 发现方式
what-first-flag = 先落旗的一方
what-claim-ground = 要求的理由
what-moment = 时机
what-gesture = 无声手势的含义
what-clock-fault = 棋钟故障
what-counter-fault = 步数计数器故障
what-finding-after-the-flag = 落旗后的认定
what-judgement = 裁判的判断
what-response = 答复
what-clock-act = 棋钟操作
what-answer = 对和棋提议的答复
what-finding = 查获情况
what-irregularity = 违规情况
what-question-kind = 题型
what-status = 状态
what-query = 查询
what-owner = 所有者
what-arbiter-decision = 裁判的决定
what-place-left = 离开的地方
what-source-of-help = 帮助来源
what-smoking = 吸烟类型
what-disturbance = 干扰
what-complaint-ground = 投诉理由
what-opponent-score = 对手得分
what-penalty = 处罚
what-third-party = 第三方
what-irregularity-pointed-out = 指出的违规情况
what-listener = 告诉谁
what-remark = 裁判的话
what-scoresheet-act = 记录纸上的行为
what-signed-result = 签署的结果
what-ruled-result = 裁判的决定

## Keys of one event that contradict each other; more names of values
content-event-keys-conflict = `{ $key }` 与 `{ $other }` 矛盾：事先声明的摆正是一种单独的触摸。请只保留其中一个键。
what-contact = 触摸类型
what-button = 棋钟按钮
what-inspection = 检查方式
what-duty = 助手的职责
what-order = 顺序
what-evidence = 要求的依据
what-castling-procedure = 易位方式
content-touch-finding-needs-order = `{ $key }` 说明裁判认定两次触摸中哪一次在先；为此，这次触摸的 `{ $other }` 必须是 `same-time` 或 `unknown`。
content-key-needs-key = 同一事件中没有 `{ $other }` 时，`{ $key }` 没有意义。
what-touch-finding = 裁判对触摸先后的认定
what-reason = 理由
what-promotion-piece = 升变棋子

what-sealed-move-record = 封棋着法的记录
what-absence = 续赛时的缺席
what-envelope = 信封
