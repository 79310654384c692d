### 一方还能将死对方吗？死局（5.2.2）、落旗（6.9）、快棋和超快棋中的第二次违例着法
### （7.5.5）以及 2023 年起的认输（5.1.2）都以这些结论为依据。

dead-position = 死局
mate-unwinnable = 不可能将死。

unwinnable-lone-king = 单王永远无法将死对方。
unwinnable-insufficient-material = 无论棋子怎样摆放，剩余子力都不可能将死对方。
unwinnable-same-coloured-bishops = 这一方只有同色格的象，而对方没有能堵住己方王退路的马或异色格象（王旁的车或后总能吃子或垫将）：不可能将死。
unwinnable-blocked-position = 双方的兵互相封锁，任何棋子都无法突破，因此永远不会出现将死。
unwinnable-forced-stalemate = 任何合法着法序列都会在出现将死之前形成逼和。
unwinnable-forced-opponent-mate = 在任何合法着法序列中，都是对手先将死本方。
unwinnable-forced-repetition = 仅有的合法着法只会重复同样的局面，因此永远不会出现将死。
unwinnable-no-helpmate = 完整搜索未找到任何以将死结束的合法着法序列。

# $line 是将死变化的着法，已按读者的记录法写出。
mate-winnable = 仍有可能将死，例如：{ $line }
mate-undetermined = 未能判定：搜索已达上限，既未找到将死，也未能证明不存在将死。

## `can-mate` 输入中不含局面的一行。$detail：问题所在（fen-error-* 或 position-error-* 消息之一，
## 或 mate-error-fields）。

mate-error-line = 这一行没有可供分析的局面：{ $detail }。
mate-error-fields = FEN 至少需要前两个字段（棋盘和轮走方）
