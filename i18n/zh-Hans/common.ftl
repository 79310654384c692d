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
