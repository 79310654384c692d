### review 命令：以裁判的眼光逐着审视一盘已记录的对局。条款编号（$article）取自所选版本的规则，
### 例如 9.2.2 或 9.2b。

## 标题

# $laws：规则版本的简称，例如“国际棋联规则 2023”。
review-laws = 适用规则：{ $laws }
# 用于 2009 年版规则，该版本没有这两条规则。
review-no-automatic-draws = 该版本规则没有五次重复规则，也没有 75 回合规则，因此从不标出这两种和棋。
# 用于 2014 年版规则，该版本的五次重复须连续出现。
review-fivefold-consecutive = 此处的五次重复是指双方各自连续交替走五步之后出现相同局面（第 { $article } 条）。
# $number：对局在文件中的序号。
review-game = 第 { $number } 局
# $white 和 $black：文件中的棋手姓名。
review-game-players = 第 { $number } 局：{ $white } – { $black }
# $fen：起始局面的 FEN 记录。
review-start = 起始局面：{ $fen }
review-no-moves = 该局没有着法。

## 每着之后成立的情况，每条一句。$side：轮到走棋、可以提出和棋要求的一方（“白方”或“黑方”）；
## $move：带回合数的着法，例如“24... Ng8”。

# $count：该局面在棋盘上出现的次数，三次或以上。
review-threefold-now = { $side }可以提出和棋要求：相同局面已出现 { $count } 次（第 { $article } 条）
review-threefold-move = { $side }可以写下着法 { $move } 并提出和棋要求，走出该着后相同局面将第三次出现（第 { $article } 条）
review-fifty-now = { $side }可以提出和棋要求：双方最近各 50 步既没有走兵，也没有吃子（第 { $article } 条）
review-fifty-move = { $side }可以写下着法 { $move } 并提出和棋要求，走出该着后双方各满 50 步没有走兵，也没有吃子（第 { $article } 条）
review-fivefold = 相同局面出现五次：对局和棋（第 { $article } 条）
review-seventy-five = 双方各 75 步没有走兵，也没有吃子：对局和棋（第 { $article } 条）
# $result：结果，例如“白方胜”。
review-checkmate = 将死：{ $result }（第 { $article } 条）
review-stalemate = 逼和：对局和棋（第 { $article } 条）
review-dead = 死局：双方都不可能将死对方，对局和棋（第 { $article } 条）
review-after-end = 此着在对局结束之后才走出

## 错误。$game：对局在文件中的序号；$line：文件中的行号；$number：记录纸上的回合数，例如“23...”；
## $move：文件中所写的着法。

# $path：文件；$reason：系统给出的原因。
review-error-read = 无法读取 { $path }：{ $reason }
review-error-empty = { $path } 中没有任何对局
review-error-tag = 第 { $game } 局，第 { $line } 行：标签应写成 [名称 "值"]
review-error-comment = 第 { $game } 局，第 { $line } 行：从此处开始的注释没有结束
review-error-variation = 第 { $game } 局，第 { $line } 行：从此处开始的变着没有结束
# $detail：FEN 或局面的问题（fen-error-* 或 position-error-* 消息之一）。
review-error-fen = 第 { $game } 局：FEN 标签给出的不是合法局面（{ $detail }）
# $variant：Variant 标签的值。
review-error-variant = 第 { $game } 局：不支持变体“{ $variant }”，只支持标准国际象棋和 Chess960
review-error-unreadable = 第 { $game } 局，着法 { $number }：{ $move } 不是代数记录法的着法（第 { $line } 行）
review-error-illegal = 第 { $game } 局，着法 { $number }：{ $move } 在此局面中是违例着法（第 { $line } 行）
review-error-ambiguous = 第 { $game } 局，着法 { $number }：在此局面中 { $move } 可对应不止一步合规则的着法（第 { $line } 行）
