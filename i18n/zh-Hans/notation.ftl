### 国际象棋记录法：棋子字母、棋子名称和特殊着法名称。

## 棋子字母。中文规则只要求代数记录法，没有规定中文缩写；国内记录纸和书刊通常使用
## 拉丁字母 K、Q、R、B、N，因此这里保留国际字母。汉字没有大小写之分，
## 无法在字母棋盘上区分白方和黑方，所以不要改成汉字。每个字母最多两个字符。

piece-letter-king = K
piece-letter-queen = Q
piece-letter-rook = R
piece-letter-bishop = B
piece-letter-knight = N
# 记录着法时兵不用字母；这个字母只用于字母棋盘。
piece-letter-pawn = P

## 棋子名称

piece-king = 王
piece-queen = 后
piece-rook = 车
piece-bishop = 象
piece-knight = 马
piece-pawn = 兵
piece = 棋子

## 选择棋子字母；$letters 是五个字母，例如“K Q R B N”

piece-letters = 棋子字母
piece-letters-national = 本地习惯：{ $letters }
piece-letters-international = 国际通用：{ $letters }

## 特殊着法和王的状态

check = 将军
checkmate = 将死
stalemate = 逼和
capture = 吃子
castling-kingside = 短易位
castling-queenside = 长易位
en-passant = 吃过路兵
promotion = 兵的升变
