### `arbiter-quiz export`：研讨班用的打印试卷和答案、CSV 成绩表，以及命令输出的信息。

## 试卷和答案的页眉

export-exam-title = 考试试卷
export-paper = 试题
export-key = 答案与解析
export-drawn-from = 题目来自题库
export-seed = 种子号 { $seed }
export-edition-own = 每道题按其自身的规则版本裁决
export-questions = 共 { $count } 题
export-name = 姓名
export-score = 得分
export-instructions = 请圈出正确答案的字母。题目中注明时，正确答案不止一个。
export-page = 第 { $page } 页，共 { $pages } 页

## 题目

export-question = 第 { $number } 题
export-moves = 已走着法
export-multi = 请选出所有正确答案。
export-clock-running = 正在走时
export-flag-fallen = 已落旗
export-last-move = 最后一步：{ $move }

## 答案

export-glance = 答案一览
export-answer = 正确答案
export-answer-none = 没有选项与引擎的裁决相符。
export-ruling = 引擎的裁决
export-explanation = 解析
export-readings = 讨论题（不用于考试）。各种解读
export-articles = 条款：{ $list }
export-failure = 引擎无法对本题作出裁决：{ $reason }
export-scenario = 情形 { $id }（题库 { $pack }）

## results.csv（成绩表）和 answers.csv（您的作答记录）的列名

csv-number = 序号
csv-scenario = 情形
csv-pack = 题库
csv-edition = 版本
csv-correct = 正确答案
csv-articles = 条款
csv-topics = 主题
csv-participant = 考生 { $number }
csv-when = 日期和时间（UTC）
csv-on-paper = 本试卷中的题号
csv-mode = 模式
csv-given = 所选答案
csv-right = 正确（1 是，0 否）
csv-seconds = 秒数
csv-game-type = 比赛类型

## answers.csv 中的作答方式

export-mode-practice = 练习
export-mode-exam = 考试
export-mode-review = 复习
export-mode-drill = 快棋与超快棋对比练习

## 命令输出的信息

export-wrote = 已写入：{ $path }
export-seed-chosen = 未指定种子号（--seed），使用种子号 { $seed }。再次给出 --seed { $seed } 即可得到同一份试卷。
export-unknown-pack = 没有题库“{ $id }”。现有题库：{ $choices }
export-no-scenarios = 没有可导出的情形。
export-write-failed = 无法写入 { $path }：{ $reason }
export-unruled = 引擎未能给出 { $count } 道题的答案；答案中已在相应题目处注明。
