### 赛场内没有裁判时的快速终局和棋要求（2009 年版附则 D，2018/2023 年版准则 III.6）：
### 发生的事和引擎的推理。
### 变量：$side、$opponent（一方：“白方”/“黑方”）。

event-unattended-claim-cannot-win = 赛场内没有裁判，棋手（{ $side }）以对手无法用正常手段取胜为由要求和棋。
event-unattended-claim-no-effort = 赛场内没有裁判，棋手（{ $side }）以对手没有尝试用正常手段取胜为由要求和棋。

step-unattended-claim-ends-game = 没有裁判在场时，棋手（{ $side }）在剩余时间不足两分钟且未落旗时可以要求和棋；这一要求使对局结束。
step-unattended-record-cannot-win = 棋手（{ $side }）必须写下最后局面，对手（{ $opponent }）必须核实。
step-unattended-record-no-effort = 棋手（{ $side }）必须写下最后局面并交出记到最新的记录纸；对手（{ $opponent }）对两者都要核实。
step-unattended-no-position = 棋手（{ $side }）没有写下最后局面：裁判没有据以判断这一要求的局面，不能支持它。
step-unattended-no-scoresheet = 棋手（{ $side }）没有交出记到最新的记录纸：没有着法就无法判断对手是否不作取胜努力，因此裁判不能以此理由支持这一要求。
step-unattended-not-verified = 对手（{ $opponent }）没有核实棋手（{ $side }）写下的内容。这并不使要求无效：裁判尽其所能查明事实。
step-unattended-referred = 这一要求提交给裁判，由裁判在收到后判定结果。
step-unattended-arbiter-draws = 裁判同意棋手（{ $side }）的要求，判为和棋。
step-unattended-arbiter-rejects = 裁判不支持棋手（{ $side }）的要求。这一要求已经结束了对局，规则把结果留给裁判来定。
step-unattended-flag-down = 棋手（{ $side }）已经落旗，而这一要求必须在落旗之前提出。
step-unattended-not-under-threshold = 棋手（{ $side }）的棋钟上还有 { $time }，而提出这一要求需要剩余时间不足两分钟。

# The names of the vocabularies, for messages about a word of them.
what-claim-basis = 无裁判在场时要求的理由
what-later-decision = 裁判事后的决定
