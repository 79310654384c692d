### 全应用通用的词语：名称、是与否、颜色与双方、结果、棋赛类型、规则版本和时间单位。

# 产品名称在所有语言中都用拉丁字母书写。
-app-name = Arbiter Quiz

app-title = { -app-name }
app-tagline = 像裁判一样练习运用国际棋联国际象棋规则

yes = 是
no = 否
language = 语言
untranslated = （英文）

## 颜色

colour-white = 白色
colour-black = 黑色
square-light = 白格
square-dark = 黑格

## 对局双方

side-white = 白方
side-black = 黑方
to-move-white = 白方走棋
to-move-black = 黑方走棋
player = 棋手
opponent = 对手
arbiter = 裁判

## 对局结果；.score 是记录纸上的结果写法

result-white-wins = 白方胜
    .score = 1-0
result-black-wins = 黑方胜
    .score = 0-1
result-draw = 和棋
    .score = ½-½
result-both-lose = 双方均判负
    .score = 0-0
result-ongoing = 对局继续
    .score = *

## 按用时划分的棋赛类型

game-type-standard = 标准棋
game-type-rapid = 快棋
game-type-blitz = 超快棋

## 规则版本；$year 是该版本生效的年份

laws-edition = 国际棋联国际象棋规则（{ $year }）
    .short = 国际棋联规则 { $year }

## 时间单位。中文没有复数变化，只需一种形式。

minutes = { $count } 分钟
seconds = { $count } 秒
duration = { $minutes } { $seconds }

## 为什么 FEN、局面、着法或用时无法使用。每条都是一句话的后半部分，显示在冒号之后。

fen-error-fields = 它没有 FEN 的六个字段（棋盘、轮走方、易位、吃过路兵格、半回合计数、回合数）
fen-error-board = 无法读取棋盘字段
fen-error-turn = 轮走方必须是 w 或 b
fen-error-castling = 无法读取易位字段
fen-error-ep = 吃过路兵字段不是格子
fen-error-halfmoves = 半回合计数不是数字
fen-error-fullmoves = 回合数不是正数
fen-error-variant = 它含有只有国际象棋变体才使用的字段

position-error-empty = 棋盘是空的
position-error-missing-king = 缺少王
position-error-kings = 有一方的王不止一个
position-error-backrank = 有兵位于第一横线或第八横线上
position-error-opposite-check = 刚走完棋的一方正被将军
position-error-impossible-check = 王正受到任何对局都不可能形成的将军
position-error-castling = 易位权与棋盘上的王和车不符
position-error-ep = 此处不可能有吃过路兵格
position-error-material = 子力多于一盘棋可能有的数量
position-error-variant = 局面违反国际象棋规则

# $move：按原样写出的着法。
move-error-unreadable = 无法把“{ $move }”读作着法
# $side：走棋的一方。
move-error-no-king-to-castle = { $side }在第一横线上没有可用来易位的王
move-error-no-such-piece = { $side }没有哪个棋子能走“{ $move }”
move-error-ambiguous-illegal = 有几个棋子都能走“{ $move }”；违例着法必须写明起始格（例如 Bf1-b5）
# $square：格子，例如 e4。
move-error-empty-square = { $square } 上没有棋子
move-error-not-own-piece = { $square } 上的棋子属于另一方
move-error-wrong-piece = { $square } 上的棋子不是所写的那种棋子
move-error-no-movement = 这步棋的起点和终点都是 { $square }
move-error-nothing-to-touch = { $square } 上没有可摸的东西
move-error-no-promotion = { $side }刚才并没有升变兵
move-error-illegal = 在此局面中这不是合法着法
move-error-ambiguous = 不止一步合法着法与之相符；请补上棋子出发的直线或横线

tc-error-empty = 什么也没有写
# $part：不是数字的文本，或缺少分钟数的时段。
tc-error-number = “{ $part }”不是整数
tc-error-minutes = 时段“{ $part }”给出了步数，但没有给出分钟数
tc-error-bonus = 各时段的加秒或延时不同，但并非每个时段都写明了自己的：请为每个时段分别写明（无加秒写 +0），或只写一次，从第 1 步起全程适用
tc-error-last-period = 最后一个时段必须涵盖全部剩余着法（应写 40/90,30，而不是 40/90）
tc-error-earlier-period = 除最后一个时段外，每个时段都必须写明涵盖多少步
tc-error-no-time = 它根本不给任何时间：零分钟，也没有加秒
tc-error-periods = 时段超过 { $max } 个
tc-error-moves = { $part } 步的时段比任何用时规定的都长（最多 { $max } 步）
tc-error-too-long = 各时段合计超过 { $max } 分钟（24 小时）
tc-error-bonus-too-large = 每步 { $part } 秒超过了任何用时规定的加时（最多 { $max } 秒）

## Punctuation the program puts between texts.
# A label and its value, as on the home screen ("Edition: 2018") and before the parts of an
# exported answer key. $label is the label, $value the value (empty when the value follows in
# another style).
label-value = { $label }：{ $value }
# Between the items of a list (option letters, articles, topics).
list-separator = 、
# A result in figures and in words: "1-0 (White wins)". $figures is the score, $words the
# name of the result.
result-figures-words = { $figures }（{ $words }）
## Why a touch, a flag or a move detail cannot be read so
move-error-nothing-to-order = 它之前没有可比较的事件（同一棋手在本步中更早的触摸；对落旗而言，是该棋手的要求或着法）
move-error-not-castling = “{ $move }”不是易位，因此 `castling` 和 `announced` 与它无关
move-error-not-a-promotion = “{ $move }”不是升变，因此升变的细节与它无关
move-error-not-a-capture = “{ $move }”不是吃子，因此留在棋盘上的被吃棋子与它无关
move-error-clock-not-running = { $side }的钟没有走，而且仍有时间，因此此时不可能落旗
move-error-flag-after-moves = 该棋手只走了 { $count } 步，因此他的旗不可能在更多步之后落下
move-error-no-unnoticed-illegal-move = 此前没有未被发现的违例着法（请用 `noticed = "later"` 写出这样的着法）

move-error-not-adjourned = 此前没有封棋着法使对局封存（必须先有 `seal` 事件）
move-error-not-before-illegal-move = 违例着法之前对局只有 { $count } 个半回合：最后一个能够确定的局面必须在它之前
move-error-no-illegal-move-to-correct = 此前没有可供棋手纠正的违例着法
