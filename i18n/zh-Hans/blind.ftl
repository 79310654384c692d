### 与盲人和视障棋手在两副棋盘上对弈（2009 年版附则 E，2014 年版起附则 D）：
### 棋盘旁发生的事、引擎的推理和裁判的处理。
### 变量：$side（一方：“白方”/“黑方”）；$square（如 e4；未指明棋子时为空）。

event-blind-feels-piece = 视障棋手（{ $side }）触摸特制棋盘上的棋子，但没有把它从孔中拔出。
event-blind-lifts-piece = 视障棋手（{ $side }）把 { $square } 上的棋子从孔中拔出。
event-blind-sighted-touches = 明眼棋手（{ $side }）在普通棋盘上触摸 { $square } 上的棋子。
event-blind-slip-corrected = 棋手（{ $side }）口误报错了着法，并在对方棋钟启动之前立即更正。
event-blind-slip-corrected-late = 棋手（{ $side }）口误报错了着法，在对方棋钟已经启动后才想更正。
event-blind-boards-differ-scores-agree = 两副棋盘上的局面不同；两份记录纸一致，而棋手（{ $side }）的棋盘上走的是另一步，不是所记录的那步。
event-blind-boards-differ-scores-differ = 两副棋盘上的局面不同，两份记录纸也不一致。
event-blind-special-clock = 视障棋手（{ $side }）使用为视障棋手特制的棋钟。
event-blind-braille-score = 视障棋手（{ $side }）用盲文记录对局。
event-blind-device-score = 视障棋手（{ $side }）用录音设备记录着法。
event-blind-assistant-informs-unasked = 视障棋手（{ $side }）的助手在他没有询问时告诉他用时和已走步数。
event-blind-assistant-informs-asked = 视障棋手（{ $side }）向助手询问用时和步数，助手告诉了他。
event-blind-assistant-makes-move = 视障棋手（{ $side }）的助手在对方的棋盘上走出这步棋。
event-blind-assistant-seals = 视障棋手（{ $side }）的助手把封棋着法写在棋手的记录纸上，并封入信封。
event-blind-assistant-claims-flag = 视障棋手（{ $side }）的助手提出对方已经落旗。
event-blind-assistant-reports-touch = 视障棋手（{ $side }）的助手告诉裁判，明眼的对手触摸了 { $square } 上的棋子。
event-blind-sighted-assistant = 视障棋手没有助手；明眼棋手（{ $side }）使用一名助手替他走棋和报着法。
event-blind-sighted-assistant-keeps-score = 明眼棋手（{ $side }）的助手替他填写记录纸并按他的棋钟。
event-blind-demands-two-boards = 棋手（{ $side }）要求用两副棋盘进行对局。
event-blind-clock-before-announcing = 视障棋手（{ $side }）的着法已在特制棋盘上摆好，但在报出着法之前对方的棋钟就已启动。

step-blind-feels-piece = 在特制棋盘上，棋子只有从孔中拔出后才算被摸；触摸孔中的棋子不使棋手（{ $side }）承担任何义务。
step-blind-lifts-piece = 棋手（{ $side }）把 { $square } 上的棋子从孔中拔出，因此它算被摸，适用摸子走子。
step-blind-sighted-touches = 对明眼棋手（{ $side }）而言，在他自己的棋盘上适用关于摸子和走完一步的通常规则。
step-blind-slip-corrected = 报着法时的口误必须立即、并在对方棋钟启动之前更正；棋手（{ $side }）正是这样做的，更正后的着法有效。
step-blind-slip-corrected-late = 报着法时的口误必须立即、并在对方棋钟启动之前更正；对方棋钟一旦走动，棋手（{ $side }）就不能再更正。
step-blind-boards-differ-scores-agree = 裁判对照两份记录纸纠正棋盘：记录一致，所以记对了着法却走了另一步的棋手（{ $side }）要把自己的棋盘摆成所记录的着法。
step-blind-boards-differ-scores-differ = 记录纸也不一致，因此着法退回到两份记录最后一致之处，裁判相应地调整棋钟。
step-blind-special-clock = 为视障棋手特制的棋钟是允许使用的，所以棋手（{ $side }）可以使用。
step-blind-braille-score = 视障棋手可以用盲文记录，所以棋手（{ $side }）的记录方式是正确的。
step-blind-device-score = 视障棋手可以不用笔记，而用录音设备记录着法，所以棋手（{ $side }）的记录方式是正确的。
step-blind-assistant-informs-unasked = 助手只能在视障棋手询问时告诉他步数和用时；未经询问就告诉棋手（{ $side }）是不允许的。
step-blind-assistant-informs-asked = 助手可以在视障棋手询问时告诉他步数和用时，而棋手（{ $side }）问了。
step-blind-assistant-makes-move = 在对方的棋盘上走出任何一方的着法，是视障棋手（{ $side }）的助手的职责之一。
step-blind-assistant-seals = 办理封棋的各项手续，包括封棋着法及其信封，是视障棋手（{ $side }）的助手的职责之一。
step-blind-assistant-claims-flag = 视障棋手（{ $side }）的助手可以代他提出对方超时；这一要求按棋手本人的要求处理。
step-blind-assistant-reports-touch = 视障棋手（{ $side }）的助手可以告诉裁判明眼棋手摸了棋子（在 { $square }）；在自己的棋盘上，明眼棋手按通常规则下棋。
step-blind-sighted-assistant = 视障棋手没有助手时，明眼棋手（{ $side }）可以使用一名助手来走棋和报着法。
step-blind-sighted-assistant-keeps-score = 明眼棋手的助手只能走棋和报着法；填写棋手（{ $side }）的记录纸、按他的棋钟不在他的职责之内。
step-blind-demands-two-boards = 明眼棋手与视障棋手对局时，任何一方都可以要求使用两副棋盘，所以棋手（{ $side }）也可以。
step-blind-clock-before-announcing = 特制棋盘上的着法只有在也报出之后才算走完，只有到那时才能启动对方的棋钟；替棋手（{ $side }）提前启动是不允许的。

# $side：纠正自己棋盘的棋手。
action-adjust-board-to-scoresheets = 棋手（{ $side }）把自己的棋盘摆成记录纸上所记的着法。
action-retrace-to-agreement = 着法退回到两份记录纸一致之处，裁判调整棋钟。

# The name of the vocabulary, for messages about a word of it.
what-visually-disabled-act = 与视障棋手对局中的行为
event-blind-no-assistant-hearing-impaired = 视障棋手（{ $side }）在没有助手的情况下与一名听障对手对局。
event-blind-rank-names = 棋手（{ $side }）报横线时没有用德语数字（eins、zwei……），而是用别的说法。
step-blind-hearing-impaired-assistant-required = 视障棋手（{ $side }）的对手是听障棋手：必须使用助手，没有助手对局不能继续。
step-blind-hearing-impaired-not-required = 就本版本附录已核对的文本而言，对手听障时并不强制使用助手：视障棋手（{ $side }）可以不用助手，明眼棋手也可以使用自己的助手。
step-blind-rank-names-german = 除非裁判另有决定，横线用德语数字（eins、zwei……）报出；裁判没有作出这样的决定，因此棋手（{ $side }）必须使用德语数字。
step-blind-rank-names-allowed = 除非裁判另有决定，横线须用德语数字报出，而这里裁判正是另有决定：棋手（{ $side }）可以用裁判允许的说法报横线，对此的投诉不成立。
