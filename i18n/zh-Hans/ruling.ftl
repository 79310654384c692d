### 引擎的推理：裁决的每一步一条消息，按引擎的顺序排列。界面会在每一步后面显示条款号，
### 因此消息里不写条款号。
### 变量：$side、$owner 为一方（“白方”/“黑方”）；$seconds 为已写好的时长（“2 分钟”）；
### $count、$moves、$now、$after、$plies、$minutes 为数字；$move 为读者记录法中的着法；
### $square 为格子（如 e4）；$role 为棋子名称；$reason 和 $kind 为一句话或短语；$control 为
### 用时（如 15+10）；$type 为棋赛类型；$time 为棋钟读数；$edition 为年份；$increment 为时长。
### 中文没有复数变化，数字后面的名词只用一种形式。

## 如何判定棋赛类型

step-game-type-of-control = 用时 { $control } 折合每位棋手 { $seconds }（基本用时加 60 倍每步加秒），因此这是{ $type }。
step-game-type-of-control-no-bonus = 用时 { $control } 给每位棋手全部着法共 { $seconds }，每步不加秒，因此这是{ $type }。
step-game-type-of-control-periods = 用时 { $control } 的各个阶段合计给每位棋手 { $seconds }，每步不加秒，因此这是{ $type }。
step-game-type-of-control-delay = 用时 { $control } 折合每位棋手 { $seconds }（基本用时加 60 倍延时，延时按定义中的加秒计算），因此这是{ $type }。
step-regime-chosen-supervised = 赛事规程为整个赛事规定，对局是完全按竞赛规则进行，还是按监督不充分的对局进行；本赛事的监督是充分的。
step-regime-chosen-unsupervised = 赛事规程为整个赛事规定，对局是完全按竞赛规则进行，还是按监督不充分的对局进行；本赛事的监督不充分。

## 着法及其导致的对局结束

step-checkmate = { $side }将死对方，对局立即结束。
step-stalemate = { $side }没有合法着法，且未被将军：逼和。对局立即成为和棋。
step-dead-position = 任何一方都无法通过任何合法着法序列将死对方：死局。对局立即成为和棋。
step-fivefold = 同一局面现已出现五次。对局无需提出要求即成为和棋。
step-seventy-five-moves = 双方各走了 75 回合，其间没有走兵也没有吃子。对局无需提出要求即成为和棋。
step-chess960-castling = 960 国际象棋中的易位（{ $method }）：王和车最终位于通常易位后的格子上；除王和该车外，它们起点与终点之间的所有格子都必须是空的。
step-promotion-not-completed = { $side }尚未完成升变：这步棋还没有走完，必须放上新棋子才算完成。
step-promotion-choice-final = 升变时所选的棋子已经接触到升变格，因此选择已不可更改：{ $side }不能再把它换成其他棋子。
step-upside-down-rook = { $side }把一个车放在了升变格上。以实际放上的棋子为准，因此兵升变为车，无论口头说了什么，也无论车是怎样摆放的。
step-two-hands-breach = { $side }用双手走了一步棋。按本版规则这不算违例着法，但违反了单手走棋的规定，裁判可以给予处罚。
step-two-hands-not-completed = { $side }用双手走了一步棋，但没有按钟，所以还不按违例着法处理；这违反了单手走棋的规定，裁判可以给予处罚。
step-event-after-game-end = 对局此前已经结束，因此这不改变任何结果。
step-move-breaks = { $side }走了 { $move }，这是违例着法：{ $rule }。
step-castling-breaks = { $side }为了易位先摸了王、再摸了车，但这一易位是违例的：{ $rule }。
breach-bishop = 象只能沿其所在的斜线行走
breach-rook = 车只能沿其所在的直线或横线行走
breach-queen = 后只能沿其所在的直线、横线或斜线行走
breach-jumps = 象、车、后不能越过其他棋子
breach-knight = 马只能走到不在其所在横线、直线或斜线上的最近格子之一
breach-pawn-forward = 兵只能向前直走，并且只能走到前方的空格
breach-pawn-two-squares = 兵只有在第一步时才能前进两格，而且两格都必须是空的
breach-pawn-capture = 兵只有在吃子时才能斜走
breach-promotion-piece = 兵只能换成同色的后、车、象或马
breach-en-passant-late = 吃过路兵只能在对方兵前进两格后紧接着的那一步进行
breach-king = 除易位外，王只能走到相邻的格子
breach-castling-king-moved = 王一旦走过，就失去了易位的权利
breach-castling-rook-moved = 已经走过的车永远不能再参与易位
breach-castling-attacked = 王正被将军，或者要经过、到达被对方棋子攻击的格子时，不能易位
breach-castling-piece-between = 王和车之间有棋子时不能易位
breach-chess960-vacancy = 在 960 国际象棋中，除该王和该车外，王和车经过或到达的所有格子都必须是空的
breach-king-in-check = 任何着法都不得使己方的王暴露于将军之下或仍处于被将军状态
breach-king-capture = 任何时候都不得吃掉对方的王
chess960-castling-double-move = 先走王、再走车完成
chess960-castling-transposition = 通过王和车互换位置完成
chess960-castling-king-only = 只走王完成，因为车已经在易位后的格子上
chess960-castling-rook-only = 只走车完成，因为王已经在易位后的格子上
step-arbiter-silent-unpressed = { $side }没有按钟，裁判不得提醒此事。
step-threefold-not-same-en-passant = 所计的局面并不都相同：其中有些局面可以吃过路兵，而这样的局面与没有这一权利的局面不同。
step-threefold-not-same-castling = 所计的局面并不都相同：其中一些局面仍有的易位权后来已经丧失，这使它们成为不同的局面。
step-device-venue = 有关电子设备的规定适用于整个比赛场所：对弈区、休息室、饮食区、吸烟区以及裁判指定的其他地方。
step-game-over-at-start = 在本案任何事件发生之前，对局已经结束：棋盘上的局面已使对局终止。
step-game-over-after-move = 在下述事件之前对局已经结束：它结束于 { $number } { $move }。
step-moves-after-game-end = 此后在棋盘上走出的 { $count } 个半回合不算数：对局已经结束。
step-move-after-game-end = { $side }在对局结束后走了 { $move }：这不是对局中的着法，既不引起处罚，也不改变结果。
step-claim-after-game-end = { $side }在对局结束后才提出要求：已没有可以要求的事项，结果不变。
step-offer-after-game-end = { $side }在对局结束后提和：提和没有效力，结果不变。
step-no-fivefold-in-edition = 同一局面现已出现五次，但这一版规则对此没有无需要求的和棋：对局继续，只有轮到走棋的棋手正确提出三次重复局面的要求，才能成为和棋。
step-no-seventy-five-in-edition = 双方各走了 75 回合，其间没有走兵也没有吃子，但这一版规则对此没有无需要求的和棋：对局继续，只有轮到走棋的棋手正确提出 50 回合规则的要求，才能成为和棋。
step-position-legal-again = 下一步棋之后局面又合乎规则了，因此对局继续。

## 违例着法

step-illegal-move-completed = { $side }按钟完成了一步违例着法。棋盘恢复到该着法之前的局面。
step-illegal-move-mates-nothing = 这步棋之后对方王被将死，但只有产生将死的着法合法时，将死才结束对局：对局并未结束。
step-illegal-move-stalemates-nothing = 这步棋之后对方被逼和，但只有产生逼和的着法合法时，逼和才结束对局：对局并未结束。
step-illegal-move-not-completed = { $side }走了违例着法 { $move }，但没有按钟，因此违例着法并未完成，不予处罚。必须改走一步合法着法。
step-replacement-move-touch-move = 走违例着法时摸了 { $square } 上的棋子，因此必须用它走替代的着法（适用摸子走子规则）。
step-replacement-released-capture = { $side }在合法吃子中把吃子的棋子在 { $square } 松手，只是被吃的棋子还留在棋盘上。作为合法着法的一部分在某格松手的棋子，在这一步中不能再去另一格，所以替代的着法是 { $move }，要正确完成，拿掉被吃的棋子。被吃的棋子本身没有被摸过。
step-replacement-move-any = 所摸的棋子没有合法着法，因此可以用任何合法着法替代违例着法。
step-replacement-capture-impossible = 所摸的棋子是对手的，而且无法吃掉，因此可以用任何合法着法替代违例着法。
step-illegal-move-award = 这是该棋手的第 { $count } 次违例着法。{ $side }获得额外的 { $seconds }。
step-illegal-move-loses = 这是{ $side }的第 { $count } 次违例着法，判负，除非对手无法将死。
step-illegal-move-in-time = 违例着法在{ $side }走棋之前得到处理，这在监督不充分的对局中算是及时。
step-illegal-move-stands = { $side }的对手在任何人采取行动之前已经走棋，因此违例着法成立。此后只能由双方棋手自行协商改正，裁判不介入。
step-illegal-move-stands-for-good = { $side }的对手在任何人采取行动之前已经走棋，因此违例着法成立，对局从棋盘上现有的局面继续进行。
step-illegal-move-unnoticed = 当时没有人注意到{ $side }的违例着法。
step-arbiter-waits-for-claim = 在这类对局中，裁判不会主动处理这步违例着法；{ $side }可以在自己走棋之前提出要求。
step-illegal-move-claim-too-late = { $side }提出要求太晚了：此后已经走过棋，因此违例着法成立。
step-illegal-move-claim-unfounded = { $side }声称出现违例着法，但上一步棋是合法的。无理的要求可以按干扰对手予以处罚。
step-illegal-move-claim-castling-legal = { $side }的易位是合法的：只有王离开的格、经过的格和到达的格不得受到攻击，且王不得处于被将军状态；车可以经过受攻击的格。
step-illegal-move-claim-en-passant-legal = { $side }的吃过路兵是合法的：对方兵刚从原位前进两格，与它相邻的兵可以在紧接着的下一步，把它当作只走了一格那样吃掉，落在对方兵经过的那一格上。
step-illegal-move-claim-already-ruled = { $side }的要求成立：裁判已经对该违例着法作出处理。
step-illegal-move-claim-own = { $side }自己指出了一步无人注意到的本方违例着法。该着法现已被发现，裁判按他自己发现违例着法的情形处理。
step-illegal-move-claim-not-completed = { $side }的要求成立：该着法违例，由于尚未完成，改走一步合法着法即可，不予处罚。
step-illegal-move-claim-clock-handling = 按本版规则，未走棋就按钟不算违例着法，因此{ $side }的要求被驳回；这属于不当操作棋钟，裁判可以给予处罚。
step-unpromoted-pawn = { $side }在兵到达底线而未放上新棋子的情况下按了钟：这是违例着法。该兵换成同色的后。
step-unpromoted-pawn-restored = { $side }在兵到达底线而未放上新棋子的情况下按了钟：这是违例着法。
step-incomplete-promotion-2009 = 按本版规则，未完成的升变要退回，而且所摸的兵仍必须走动。
step-clock-without-move = { $side }没有走棋就按了钟，这视为违例着法并按违例着法处罚。
step-clock-without-move-handling = { $side }没有走棋就按了钟。按本版规则这属于不当操作棋钟，而不是违例着法；裁判可以给予处罚。
step-clock-without-move-claim-upheld = 申诉成立：{ $side }没有走棋就按了钟，属于不当操作棋钟；裁判可以给予处罚。
step-clock-pressed-late = 一步棋要到按钟时才算完成，棋手走棋后必须被允许按钟：此前的时间是{ $side }自己的用时，因此申诉被驳回。
step-clock-other-hand = { $side }必须用走棋的那只手按钟：申诉成立，裁判可以给予处罚。
step-clock-finger-on-it = { $side }不得把手指放在棋钟上或悬在其上方：申诉成立，裁判可以给予处罚。
step-clock-forcibly = { $side }不当操作棋钟（用力拍钟、拿起或碰倒棋钟）：申诉成立，裁判可以给予处罚。
step-clock-opponents-button = { $side }按了对手一侧的按钮：每名棋手按自己的钟，因此这是对棋钟的不当操作，裁判可以给予处罚。
step-opponents-button-no-illegal-move = { $side }按了对手一侧的按钮，这使自己的钟开始走动：这样并不会交出行棋权，因此既不是未走棋就按钟，也不是违例着法。该要求不成立；不当操作棋钟本身可以受到处罚。
step-pressed-opponents-button-after-move = 对手走完棋而未按钟后，{ $side }按了对手一侧的按钮：对手的钟停止，自己的钟开始走动，因此这步棋在棋钟上已完成。每名棋手按自己的钟，因此这是不当操作棋钟，裁判可以给予处罚；并没有违例着法。
step-pressed-opponents-button-before-move = 对手尚未走棋时，{ $side }按了对手一侧的按钮：这不能结束对手的行棋，因此裁判重新启动对手的钟。每名棋手按自己的钟，因此这是不当操作棋钟，裁判可以给予处罚；并没有违例着法。
step-pressed-stopped-button = { $side }按了已经停止的那一侧棋钟的按钮：这不改变任何事情。
step-two-hands = { $side }用双手走了一步棋并按了钟，这视为违例着法并按违例着法处罚。
step-two-hands-with-illegal-move = 此外，{ $side }是用双手走的这步棋。用双手走棋并按钟本身就按违例着法处理，但这是同一个行为：只计一次、只罚一次。

## 棋盘上不合规则的局面

step-illegal-position-wait = 局面不合规则（{ $kind }）。裁判等到下一步棋走完；如果那时局面仍不合规则，对局成为和棋。
illegal-position-check = 不轮走棋的一方正被将军
illegal-position-both-kings = 双方的王都正被将军
illegal-position-pawn = 有兵位于第一横线或第八横线上
step-illegal-position-remains = 下一步棋之后局面仍不合规则，因此对局成为和棋。
step-illegal-position-arbiter-intervenes = 由于局面不合规则，裁判尽可能主动介入；适用违例着法的规定。
step-illegal-position-not-named = 该局面不合法，但它不属于无充分监督对局规则所列的两种局面（双方王都被将军，兵位于离其起始格最远的横线）：依该规则裁判无须等待，也不依该规则干预。
step-illegal-position-claim-only = 裁判不主动介入；只有对手在自己走棋之前提出要求，违例着法才会交由裁判处理。
step-illegal-position-restore-last-identifiable = { $side }的上一步棋造成了不合规则的局面：恢复到该着法之前的局面（或最后一个可以确定的局面）。
step-position-is-legal = 棋盘上的局面合乎规则。

## 摸子走子与摆正棋子

step-touch-deliberate = { $side }故意摸了 { $square } 上的{ $role }。
step-touch-empty-square = { $square } 上没有棋子。
step-touch-not-having-the-move = 现在不轮{ $side }走棋，因此摸子不产生任何义务；但为干扰对手而这样做是禁止的。
step-adjust-announced = 轮到{ $side }走棋，且已事先声明摆正，因此可以摆正棋子而不承担任何义务。
step-adjust-out-of-turn = { $side }在对手的钟走动时摆正棋子，这是不允许的；裁判可以给予处罚。
step-adjust-claim-allowed = { $side }当时轮到走棋，有权摆正棋子，因此申诉被驳回。
step-adjust-claim-upheld = { $side }在未轮到走棋时摆正棋子，这是不允许的：申诉成立，裁判可以给予处罚。
step-clock-placement-claim = 棋钟放在哪里由裁判来定，而不是由棋手来定：{ $side }无权挪动它，裁判把它放回原处。{ $claimant }的投诉成立；规则没有为此规定处罚。
step-obligation-move-piece = { $side }必须走动 { $square } 上的棋子，这是所摸棋子中第一个可以走动的。
step-obligation-capture-piece = { $side }必须吃掉 { $square } 上的棋子，这是所摸棋子中第一个可以被吃的。
step-obligation-capture-with = { $side }必须用 { $square } 上的棋子吃掉所摸的对方棋子。
step-obligation-castle = { $side }先摸了王，然后摸了车：向该侧易位是合法的，因此必须易位。
step-obligation-castle-king-released = { $side }在易位过程中已把王放在其易位格上并松手，此后除向该侧易位外不得走其他着法；该易位是合法的，因此必须易位。
step-obligation-king-move = { $side }本想易位，但向该侧易位不合法：必须改走另一步合法的王步，向另一侧易位也算其中之一。
step-obligation-king-move-only = { $side }本想易位，但向该侧易位不合法：必须改走另一步合法的王步（现在向哪一侧都不能易位）。
step-obligation-any-move = 到目前为止所摸的棋子都不能走动也不能被吃，因此此时{ $side }可以走任何合法着法。
step-obligation-play-move = { $side }必须走已写下的那步棋。
step-obligation-play-released-move = { $side }必须走松手的棋子所走的那步棋。
step-obligation-first-touched = { $side }必须走动（或吃掉）{ $square } 和 { $other } 上的棋子中裁判认定先摸的那一个。
step-touch-move-breach-made = { $side }没有按摸子走子规则的要求走棋，而是走了另一步。只要对手自己还没有摸子，就可以提出要求。
step-touch-move-enforced = 要求成立：这步棋退回，{ $side }必须走摸子所要求的那步棋。
step-touch-move-claim-before-move = { $side }有意摸了子，尚未走棋：要求成立，裁判要求其走出摸子所规定的着法。
step-written-move-breach-made = { $side }没有走提出不正确要求时写下的那步棋，而是走了另一步；按照摸子走子规则，写下的那步棋必须走出。只要对手自己还没有摸子，就可以提出要求。
step-written-move-enforced = 要求成立：这步棋退回，{ $side }必须走提出要求时写下的那步棋。
step-written-move-claim-before-move = { $side }尚未走棋，必须走提出不正确要求时写下的那步棋：要求成立，裁判要求其走出这步棋。
step-released-move-breach-made = { $side }没有把松手的棋子留在松手的格子上，而这与摸子走子一样具有约束力。只要对手自己还没有摸子，就可以提出要求。
step-released-move-enforced = 要求成立：棋子放回松手的格子，{ $side }的这步棋仍以该着法为准。
step-released-move-claim-before-move = { $side }又把已松手的棋子从其所在格拿起，但松手时所走的那步棋仍然有效：要求成立，裁判要求走这步棋。
step-touch-claim-nothing-binds = { $side }所摸的棋子都既不能走也不能被吃，因此摸子走子规则不产生任何义务，要求被驳回。
step-promotion-swap-claim-upheld = 要求成立：{ $side }升变所得的棋子已接触升变格，因此留在棋盘上。
step-touch-claim-lost = { $side }在提出要求之前摸了子，因此失去了就违反摸子走子规则提出要求的权利。
step-touch-claim-unfounded = { $side }声称对方违反摸子走子规则，但实际上并没有违反。
step-touch-move-on-request = 在这类对局中，只有棋手提出请求时，裁判才执行摸子走子规则。

## 落旗

step-flag-observed = 裁判看到{ $side }落旗。裁判一旦看到，即视为已经落旗。
step-flag-claimed = { $side }声称对手已经落旗，并可以暂停棋钟请裁判到场。
step-flag-claimed-stopping = { $side }声称对方的旗已落下，并按此类声明的要求停钟。
step-flag-moves-unknown = 记录纸无法补全以证明落旗时{ $side }未完成该阶段的着法，因此不算超时：下一步视为下一阶段的第一步，并加上该阶段的用时。
step-flag-period-met = 落旗标志着第 { $period } 阶段结束，而{ $side }已完成该阶段要求的 { $moves } 步，因此没有超时：加上下一阶段的用时，对局继续。
step-flag-period-not-met = 落旗标志着第 { $period } 阶段结束，而{ $side }未能按时完成要求的 { $moves } 步。
step-flag-fell-earlier = 棋钟显示，落旗时{ $side }只走了 { $moves } 步。落旗一经裁判看到或被提出要求即算数，此后所走的着法不能弥补。
step-flag-after-game-end = 在落旗被看到或被声明之前对局已经结束，而落旗只从那时起才算数，因此先前的结果有效。
step-arbiter-does-not-call-flag = 在这类对局中，裁判不会主动宣布{ $side }落旗；只有棋手提出的要求才有效。
step-flag-claim-own-flag-down = { $side }自己也已落旗，因此要求不成立。
step-flag-claim-clocks-running = { $side }没有停钟就提出超时胜要求。这种要求须在停钟的同时提出，且只有在棋钟停下时{ $side }自己仍未落旗才能成立：因此在停钟时审查。
step-flag-claim-clock-not-stopped = { $side }没有暂停棋钟就提出超时胜要求：为请裁判到场可以暂停棋钟，但并非必须，要求照常审查。
step-flag-claim-own-fell-before-stop = 在棋钟停下之前、仍在走动时，{ $side }自己也落旗了：停钟时这面旗同样已经落下。
step-flag-claim-stopped-in-time = 停钟时{ $side }自己还没有落旗。
step-flag-claim-both-down = { $side }声称对手已经落旗，而因此被请来的裁判发现双方的旗都已落下：无论是谁提出的，都按双方落旗的规则裁决。
step-both-flags-first-known = 双方都已落旗，但棋钟显示{ $side }先落旗；棋钟没有明显故障时，其显示是决定性的。
step-both-flags-draw-unsupervised = 在监督不充分的对局中双方都已落旗：对局成为和棋。
step-both-flags-last-period = 双方都已落旗，且无法确定谁先落旗，这发生在必须走完全部剩余着法的时段：对局成为和棋。
step-both-flags-earlier-period = 双方都已落旗，且无法确定谁先落旗，这发生在最后时段之前：对局继续。
step-both-flags-arbiter-decides = 本版规则没有条款处理此处的双方落旗；由裁判根据棋钟判断谁先落旗。

## “对手还能将死吗？”的检验

step-opponent-can-mate = { $side }仍可以通过某种合法着法序列将死对方（{ $plies } 个半回合就够了），因此其对手判负。
step-opponent-cannot-mate = { $side }无法通过任何合法着法序列将死对方：{ $reason }因此对局成为和棋。
step-mate-undetermined = 分析未能判定{ $side }是否还能将死对方；须由裁判判断。
step-can-mate-yes = { $side }仍可以通过某种合法着法序列将死对方（{ $plies } 个半回合就够了）。
step-can-mate-no = { $side }无法通过任何合法着法序列将死对方：{ $reason }

## 和棋要求

step-claim-made = { $side }提出和棋要求；棋钟暂停，要求不得撤回。
step-claim-made-clock-running = { $side }提出和棋要求，但没有暂停棋钟：棋钟继续走，直到裁判将其暂停；要求不得撤回。
step-claim-not-having-the-move = 现在不轮{ $side }走棋，因此没有提出有效的要求：裁判不予审查，也不予处罚。
step-claim-on-display = { $side }的要求仅以赛场内演示板或显示屏上显示的内容为依据，这是不允许的：没有提出有效的要求，裁判不予审查，也不予处罚。他仍可以根据对局本身查明事实。
step-claim-within-move-limit = 双方都还没有走满 { $count } 步，所以在监督不充分的对局中仍可提出这一要求。
step-claim-right-lost-by-touch = { $side }在提出要求之前摸了子，因此失去了在这一步提出要求的权利。
step-claim-on-illegal-position = 棋盘上的局面不合规则时，不能审查和棋要求。
step-claim-written-move-illegal = 写下的着法 { $move } 在此局面中不合法。
step-threefold-count = 棋盘上的局面已出现 { $now } 次。
step-threefold-count-written = 棋盘上的局面已出现 { $now } 次；走出写下的着法后，该局面的出现次数将达到 { $after } 次。
step-fifty-count = 自最后一次吃子或走兵以来已走了 { $plies } 个半回合（双方各 50 步即 100 个半回合）。
# $move：已写在记录纸上、尚未走出的着法。
step-fifty-written-completes = 写下的着法 { $move } 既不吃子也不走兵，因此走出后将使双方各满 50 步。
step-fifty-written-resets = 写下的着法 { $move } 是吃子或走兵，因此它不会使双方各满 50 步，而会使计数重新开始。
step-fifty-written-short = 即使走出写下的着法 { $move }，双方也仍未各满 50 步。
step-claim-correct = { $side }的要求正确：对局立即成为和棋。
step-claim-incorrect = 要求不正确。{ $side }获得额外的 { $seconds }，对局继续。
step-claim-written-move-must-be-played = 现在必须走出写下的着法 { $move }。
step-claim-is-draw-offer = 这一要求同时视为{ $side }提和，对手仍可以接受。
step-claim-offer-accepted-unexamined = 这一要求同时视为{ $side }提和，而对手在裁判审查要求之前就接受了：对局经双方同意成为和棋，要求不再审查。
step-claim-moves-not-established = 裁判无法通过记录纸或其他方式确定棋手（{ $side }）的要求所依据的着法：要求未能得到证实，按不正确的要求处理。
step-claim-leaves-offer-standing = 这一要求既没有接受也没有拒绝对手的和棋提议，该提议仍然有效：{ $side }仍可接受。

## 提和

step-offer-proper-moment = { $side }在走棋之后、按钟之前提和，时机恰当。
step-offer-other-moment = { $side }在其他时刻提和。提和仍然有效，但不得干扰对手。
step-offer-on-opponents-time = { $side }在对手思考时提和。提和有效，但裁判必须考虑它是否干扰了对手；如有干扰，可以给予处罚。
step-offer-found-disturbing = 裁判认定{ $side }的提和分散了对手的注意力或干扰了对手，这是禁止的；裁判可以给予处罚。
step-offer-found-not-disturbing = 裁判认定{ $side }的提和既没有分散对手的注意力，也没有干扰对手，因此无须处罚。
step-offer-barred-by-regulations = 竞赛规程不允许在第 { $count } 回合之前协议和棋；目前双方各只走完了 { $moves } 回合。
step-offer-needs-arbiter-consent = 竞赛规程规定，协议和棋须经裁判同意。
step-offer-arbiter-consents = 裁判给予了规程要求的同意，因此棋手可以协议和棋。
step-agreement-too-early = 双方各至少走了 { $count } 步之后才可以协议和棋。
step-agreement-not-valid = 该协议无效，因此对局继续。
step-offer-accepted = 提和被接受：对局以协议和棋结束。
step-offer-declined = { $side }拒绝提和，对局继续。
step-offer-declined-by-touch = { $side }为走棋而摸子，即表示拒绝提和。
step-offer-stands = 提和一直有效，直到{ $side }接受、口头拒绝或为走棋而摸子表示拒绝，或对局以其他方式结束。
step-offer-cannot-be-withdrawn = { $side }不能撤回提和：在对手答复或对局结束之前，提和一直有效。
step-no-offer-stands = 没有有效的提和可供{ $side }答复，因此一切照旧。
step-offer-lapsed-by-touch = { $side }为走棋而摸子时，提和即已失效；现在接受不再有任何效力。
step-offer-lapsed-by-move = { $side }走棋时，提和即已失效；现在接受不再有任何效力。

## 快速终局

step-quickplay-not-announced = 快速终局规则只有在比赛前宣布过才适用。
step-quickplay-applies = 快速终局规则已在比赛前宣布，而本局属于其适用的对局（不是超快棋，没有加秒）：规则适用。
step-quickplay-not-blitz = 快速终局规则不适用于这盘超快棋。
step-quickplay-not-with-increment = 快速终局规则只适用于没有加秒的对局。
step-quickplay-not-final-period = { $side }尚未进入快速终局阶段：距离下一次时限检查还有着法要走，而快速终局规则只适用于必须走完全部剩余着法的最后时段。
step-quickplay-time-not-under-threshold = { $side }还剩 { $time }，不少于两分钟，因此不能提出这一要求。
step-quickplay-after-flag = { $side }已经落旗：剩余时间不足两分钟时的要求或请求，只能在落旗之前提出。
step-quickplay-request-not-under-threshold = { $side }还剩 { $time }，不少于两分钟，因此不能申请加秒。
step-quickplay-claim-made = { $side }剩余时间不足两分钟，以对手无法用正常手段取胜或没有努力用正常手段取胜为由提出和棋要求；棋钟暂停。
step-quickplay-claim-made-clock-running = { $side }剩余时间不足两分钟，以对手无法用正常手段取胜或没有努力用正常手段取胜为由提出和棋要求，但没有暂停棋钟：棋钟继续走，直到裁判将其暂停。
step-quickplay-agree = 裁判同意：对局成为和棋。
step-quickplay-decided-draw = 已经落旗，因此裁判现在对推迟的要求作出决定：{ $side }没有兵，最多只有一个轻子，无法用正常手段取胜，对局成为和棋。
step-quickplay-decided-by-judgement = 已经落旗，因此裁判现在对推迟的要求作出决定：如果{ $side }无法用正常手段取胜或没有努力取胜，判为和棋，否则判超时负。这取决于裁判对对局的判断，而情形中没有给出。
step-quickplay-found-draw = 已经落旗，因此裁判现在对推迟的要求作出决定：他认定{ $side }无法用正常手段取胜或没有努力取胜，宣布和棋。
step-quickplay-found-lost = 已经落旗，因此裁判现在对推迟的要求作出决定：他认定{ $side }一直在用正常手段争取胜利，因此要求不成立，由落旗决定结果。
step-quickplay-postpone-no-time = 裁判推迟作出决定，对局继续，对手不获得额外时间。
step-quickplay-postpone = 裁判推迟作出决定，对局继续；{ $side }获得额外的 { $seconds }。
step-quickplay-reject = 裁判驳回要求：{ $side }获得额外的 { $seconds }，对局继续。
step-increment-request-not-in-edition = 本版规则没有申请加秒的规定。
step-increment-request-is-offer = { $side }申请双方都改为加秒；这一申请视为提和。
step-increment-granted = 对手拒绝和棋，裁判批准申请：双方棋钟每步加 { $increment }，{ $side }获得额外的 { $seconds }。
step-increment-refused = 裁判不批准申请；对局继续。
step-increment-no-clock = 手边没有能加秒的棋钟，而该申请只在可能时适用：裁判无法批准。棋手可以改为提出和棋要求。
step-quickplay-claim-gives-way = 手边有能加秒的棋钟，因此适用加秒申请，而和棋要求只在其不适用时才可提出：{ $side }应申请加秒。该要求不予审查。

## 认输

step-resignation = { $side }认输。
step-resignation-flag-unnoticed = { $side }的钟显示为零，但只有裁判看到或棋手声明后才算落旗，而认输之前无人这样做：认输有效。
step-gesture-resignation = { $side }没有开口，而只有明确宣布的认输才结束对局；裁判查明该手势的意思是认输，{ $side }也予以确认。
step-gesture-draw-offer = { $side }没有开口，而只有明确宣布的认输才结束对局；裁判查明该手势是提和，因此对局并未认输，按提和处理。
step-gesture-nothing = { $side }没有开口，而只有明确宣布的认输才结束对局；裁判查明该手势在棋规上没有任何意义，对局继续。
step-resignation-after-game-end = { $side }认输之前对局已经结束，因此认输不改变任何结果。

## 电子设备

step-device-loses = { $side }在比赛场所内带有电子设备，判负。
step-device-both-lose = 双方棋手身上都发现了会导致判负的设备，因此双方均判负。
step-device-opponent-only-draws = 对手无法通过任何合法着法序列取胜（{ $reason }），因此{ $side }只记和棋。
step-device-sound-loses = { $side }的设备在比赛场所内发出了声音，按本版规则判负。
step-device-switched-on-forbidden = 设备只有在完全关机的情况下才可以留在比赛场所内。{ $side }的设备处于开机状态；由于没有发出声音，不判负，但裁判可以给予处罚。
step-device-switched-off-allowed = 按本版规则，完全关机且不发出任何声音的手机是允许的。
step-device-in-bag-allowed = 规程允许将关机的设备放在包里，因此{ $side }没有违反任何规定。
step-device-in-bag-not-allowed = 设备不在{ $side }身上，但规程不允许将其带入比赛场所；裁判可以给予处罚。
step-device-lesser-penalty = 竞赛规程对{ $side }携带设备规定了比判负轻的处罚；由裁判执行。

## 迟到

step-default-time-stated = 竞赛规程规定的允许迟到时间为 { $minutes } 分钟。
step-default-time-silent = 竞赛规程没有规定允许迟到时间，因此为 { $minutes } 分钟。
step-late-arrival-loses = { $side }在开赛后 { $minutes } 分钟才到，超过了允许迟到时间，判负。
step-late-arrival-both-lose = 双方棋手都在允许迟到时间之后才到，因此双方均判负。
step-late-arrival-arbiter-may-relent = 裁判可以另作决定。
step-late-arrival-plays = { $side }在开赛后 { $minutes } 分钟到达，没有超过允许迟到时间，继续比赛；已经过去的时间从其棋钟上扣除。
step-late-from-actual-start = 本轮比排定时间晚 { $delay } 分钟开始，而迟到从本轮开始时计算：{ $side }迟到 { $minutes } 分钟。
step-not-late-actual-start = 本轮比排定时间晚 { $delay } 分钟开始，而迟到从本轮开始时计算：{ $side }在开始之前已到场，没有迟到。
step-late-arrival-plays-black = { $side }在开赛后 { $minutes } 分钟到达，没有超过允许迟到时间，继续比赛；其棋钟要到白方走出第一步后才开始计时，因此只扣除自那时起已经过去的时间。

## 不合规则的情况

step-setup-new-game = 棋子的初始位置摆错了：该局作废，重新对局。
step-setup-no-claim-after-limit = 双方各已走完 { $moves } 步，而走满 { $count } 步后不再受理关于摆子或棋盘的要求：对局继续。
step-misplaced-king-no-castling = { $side }的王摆错了格子，因此该王不能易位。
step-misplaced-rook-no-castling = { $square } 上的车摆错了格子，因此不允许用它易位。
step-orientation-transfer = 棋盘摆放有误：把局面移到摆放正确的棋盘上，对局继续。
step-orientation-no-claim-after-limit = 双方各已走完 { $moves } 步，而走满 { $count } 步后不再受理关于棋盘的要求：对局继续。
step-reversed-colours-continue = 对局开始时双方执错了颜色；除非裁判另作决定，对局继续。
step-reversed-colours-arbiter-new-game = 对局开始时双方执错了颜色，裁判行使其另作决定的权力：以正确的颜色重新开始一盘新对局。
step-reversed-colours-no-discretion = 裁判想另作决定，但按本版规则，执错颜色时如何处理由已走的步数决定；裁判无权另作决定。
step-reversed-colours-new-game = 对局开始时双方执错了颜色，且双方各走不足 { $count } 步（{ $moves } 步）：按正确的颜色重新对局。
step-reversed-colours-continue-after-limit = 对局开始时双方执错了颜色，但双方各已走了 { $moves } 步，不少于 { $count } 步：对局继续。
step-clock-setting-corrected = 棋钟设置有误：暂停棋钟，由裁判设置正确的用时，并尽其最佳判断调整双方时间和步数计数。
step-clock-setting-kept-after-limit = 双方各已走完 { $moves } 步，而走满 { $count } 步后，除非会影响比赛日程，否则不再更改棋钟设置。
step-clock-setting-kept-after-limit-always = 双方各已走完 { $moves } 步，而走满 { $count } 步后，不再更改棋钟设置。
step-displaced-restore-own-time = { $side }碰乱了棋子，必须用自己的时间把它们复原；任何一方都可以暂停棋钟，请裁判协助。
step-displaced-may-penalise = 裁判可以因碰乱棋子而处罚{ $side }。
step-displaced-found-restore = 发现棋子被碰乱：恢复到出现违规情况之前的局面，裁判尽其最佳判断调整棋钟。
step-set-position = 现在棋子按手摆的位置（{ $position }）摆放，而不是着法走到的位置：这是一项违规情况，一旦在对局中被发现，应恢复其发生之前的局面。
step-set-position-found = 发现棋子曾被用手摆错格子：恢复该违规情况发生之前的局面，{ $count ->
        [0] 此后没有走过棋，
       *[other] 此后走的 { $count } 个半回合作废，
    }裁判按其最佳判断设定棋钟时间。这不是棋手的违例着法，因此不处罚任何人。
step-displaced-claim-upheld = 要求成立：{ $side }必须用自己的时间把碰乱的棋子复原，裁判可以给予处罚。

## 记录着法

step-recording-not-required-rapid-blitz = 在快棋和超快棋中，{ $side }不必记录着法。
step-recording-relief = { $side }还剩 { $time }，不足五分钟，且每步加秒不足 30 秒，因此在本时段结束前可以停止记录。
step-recording-required = { $side }还剩 { $time }，不少于五分钟，因此必须继续记录。
step-recording-required-increment = 每步加秒为 { $increment }，不少于 30 秒，因此始终必须记录。
step-recording-required-increment-period = 在该棋手当前所处的时段，每步加秒为 { $increment }，不少于 30 秒，因此在该时段结束前他必须记录每一步。
step-recording-depends-on-time = 能否停止记录取决于剩余时间，而情形中没有给出。
step-scoresheet-request-not-on-move = { $side }只能在轮到自己走棋时要求查看记录纸。
step-move-completed = { $side }按了钟，从而完成了这步棋。
step-press-after-reply = 对手已经应着之后，{ $side }才按钟：他自己的着法已经走出但尚未完成，而棋手走棋后必须始终被允许停自己的钟，即使对手已经走了下一步。按钟完成了他的着法，不属于未走棋而按钟。
step-scoresheet-request-allowed = { $side }每局最多可以要求查看裁判的记录纸 { $count } 次。
step-scoresheet-request-too-many = { $side }的要求已超过 { $count } 次；再要求即视为干扰对手。
step-scoresheet-request-not-supervised = 只有在裁判记录对局的情况下才有这项权利。
step-scoresheet-request-no-rule = 本版规则没有关于要求查看裁判记录纸的规定。

step-leave-with-permission = { $side }经裁判允许后离开，规则的要求仅此而已。
step-leave-venue = { $side }未经裁判允许离开比赛场所；对局进行中任何棋手都不得这样做。
step-leave-area-having-the-move = { $side }轮到走棋，却未经裁判允许离开比赛区域；轮到走棋的棋手不得这样做。
step-leave-area-not-having-the-move = { $side }没有轮到走棋，且仍在比赛场所内：可以离开比赛区域。
step-leave-area-reported = { $side }没有轮到走棋，按竞赛规程的要求在离开比赛区域前报告了裁判：可以离开。
step-leave-area-unreported = 竞赛规程要求未轮到走棋的棋手在离开比赛区域前报告裁判；{ $side }未报告就离开了，违反了这一要求。
step-leave-area-unreported-regulations = 竞赛规程要求未轮到走棋的棋手在离开比赛区域前报告裁判。本版规则没有这样的条款，但规程对棋手有约束力：{ $side }未报告就离开了，裁判可以从其处罚选项中给予处罚。
step-assistance-notes = { $side }在对局中使用笔记，这是禁止的。
step-assistance-information = { $side }在对局中使用信息来源，这是禁止的。
step-assistance-advice = { $side }在对局中接受建议，这是禁止的。
step-assistance-during-adjournment = 对局封棋期间，{ $side }使用笔记、听取建议或进行分析。规则禁止的是对局进行中的这些行为，而封棋的对局并不在进行中：独自或与他人一起分析都不违反规定。
step-disrepute = { $side }损害了国际象棋的声誉，棋手绝不能这样做；由于这常常在对局结束后才被发现，裁判在对局结束后也可以给予处罚。
step-assistance-captain-permitted = 本团体赛的规程允许队长建议本队棋手提和、接受或拒绝和棋，仅限于此：给{ $side }的这一建议不违反对局中禁止接受建议的规定。
step-assistance-captain-forbidden = { $side }就和棋提议接受队长的建议。棋规禁止对局中的任何建议，而本赛事规程没有为队长设例外。
step-assistance-other-board = { $side }在对局中在另一副棋盘上分析，这是禁止的。
step-inspection-refused = 裁判可以要求由与棋手同性别的人员，在私下检查棋手的衣物、包和其他物品。{ $side }拒绝了，因此裁判必须从处罚清单中采取措施。
step-inspection-no-rule = { $side }拒绝接受检查，但本版规则没有赋予裁判检查棋手的权力，所以拒绝并不违反规则的任何条款。
step-reconstruction-refused = { $side }拒绝协助裁判复原对局，而双方棋手都有义务协助：裁判可对拒绝者给予处罚。
step-reconstruction-refused-claim = { $side }拒绝协助核查该要求，但核查重复局面或五十回合的要求，是棋手在裁判监督下应尽的义务，双方也都必须协助裁判复原对局：裁判可对拒绝者给予处罚。
step-reconstruction-no-duty = 本版规则没有规定棋手有义务协助裁判复原对局，因此{ $side }的拒绝并不违反规则的任何条款：裁判根据记录纸和自己所见自行复原。
step-inspection-other-gender-refused = 裁判只能安排在私下、由与棋手同性别的人员检查棋手。{ $side }拒绝的检查本应由异性人员进行，因此拒绝并不违反任何规定：裁判按规则规定的方式安排检查。
step-inspection-in-public-refused = 裁判只能安排在私下、由与棋手同性别的人员检查棋手。{ $side }拒绝的检查本应当众进行，因此拒绝并不违反任何规定：裁判按规则规定的方式安排检查。
note-e-cigarette-by-analogy = 说明：本版规则只提到吸烟；电子烟按类推适用同一条款。
step-smoking-designated-area = { $side }在裁判为吸烟划定的场所区域内吸烟，这是允许的。
step-smoking-forbidden = { $side }在裁判为吸烟划定的场所区域之外吸烟，这是禁止的。
step-disturb-noise = { $side }把噪音源带到棋盘旁：禁止以任何方式分散对手注意力或打扰对手。
step-disturb-talking = { $side }在对局中与对手说话：禁止以任何方式分散对手注意力或打扰对手。
step-disturb-behaviour = { $side }分散对手注意力或打扰对手，任何形式都是禁止的。
step-disturb-draw-offers = { $side }不合理地提和，分散了对手的注意力：提和有效，但不得打扰对手。
step-offer-repeated = 对手刚拒绝上一次提和不久，{ $side }又提和。反复提和属于不合理的提和，会分散对手的注意力。
step-conduct-infraction = 违反这些行为规定，将受到裁判处罚清单中的处罚。
step-penalty-open = 规则对此没有规定具体处罚：裁判从自己的处罚清单中——从警告直到取消比赛资格——为{ $side }选择处罚。
step-penalty-applied = 裁判为{ $side }选择的处罚：{ $penalty }。
step-points-penalty-result = 裁判选择的扣分处罚把本局比分改为 { $result }。
step-penalty-not-in-edition = { $edition } 年版的处罚清单中没有这种处罚（{ $penalty }），因此裁判必须另选一种。
step-penalty-time-to-opponent = 作为处罚，{ $side }获得额外的 { $seconds }。
step-penalty-time-off = 作为处罚，{ $side }的剩余时间被扣除 { $seconds }。
step-penalty-time-off-ran-out = 扣除的时间使{ $side }的钟归零：旗已落下，裁判在调钟时看到了这一点，按他看到的任何落旗一样裁决。
step-penalty-game-lost = 作为处罚，裁判判{ $side }本局负。
step-penalty-expulsion = 裁判取消{ $side }的比赛资格，本局判负。
step-opponent-scores-win = 裁裁决定对手的得分：{ $side }本局胜。
step-opponent-scores-draw = 裁裁决定对手的得分：{ $side }得和局分。
step-opponent-scores-loss = 裁裁决定对手的得分：{ $side }也不得分。
step-persistent-refusal = { $side }一再拒绝遵守规则，本局判负。
step-both-refuse = 双方棋手都一再拒绝遵守规则：本局双方均判负。
step-complaint-upheld = 投诉成立：正如裁判所查明的，{ $side }确实违反了这项规定。
step-complaint-rejected = 投诉不成立：没有任何事实证明{ $side }违反了这项规定。
step-complaint-not-established = 投诉不成立：裁判无法查明{ $side }做了投诉方所说的事，而裁判只依据他能够查明的事实作出裁决。
step-device-owner-unknown = 没有人能说出这是谁的设备：在证明是{ $side }带来的之前，不能对其追究任何责任。裁判可以对棋手进行检查。
step-device-in-venue-not-on-person = 这台设备是{ $side }的，但它是在比赛场所的其他地方找到的，不在棋手身上。把设备放在那里是禁止的，但只有棋手身上的设备才会导致判负。
step-device-bag-used = { $side }未经裁判允许使用了装有已关机设备的包，这是禁止的。
step-device-bag-rang = { $side }的设备在包里发出了声响，而规程只允许完全关机的设备放在包里：这一条件被违反，但设备不在棋手身上，因此不判负；由裁判给予处罚。
step-device-bag-on = { $side }的设备被发现在包里处于开机状态，而规程只允许完全关机的设备放在包里：这一条件被违反，但设备不在棋手身上，因此不判负；由裁判给予处罚。
step-device-bag-no-rule = 本版规则没有关于存放设备的包的规定；包里的设备与比赛场所内的任何设备一样看待。
step-device-permitted = 裁判曾允许{ $side }保留这台设备：禁令只针对未经裁判批准的设备，因此没有违反规则。
step-third-party-tells-arbiter = { $who }只告诉裁判，没有告诉其他任何人：任何看到违规情况的人都可以这样做。
step-third-party-interferes = { $who }向棋手谈论他们的对局。违规情况只能报告裁判；任何其他干预对局的人都可以被逐出比赛场所。
step-third-party-finished-player = 已下完自己对局的棋手视为观众，按观众的规定处理。
step-third-party-flag-still-counts = 不论是谁先发现的，只要裁判亲眼看到或对手提出，落旗仍然有效。
step-third-party-illegal-move-still-counts = 不论是谁先发现的，违例着法一经发现，仍按规则处理。
step-remark-move-count = 裁判不得告诉{ $side }已经完成的步数。
step-remark-move-count-after-flag = 已经落旗且正在补全记录纸，因此裁判可以告诉{ $side }已经完成的步数。
step-remark-opponent-moved = 裁判不得告诉{ $side }对手已经完成着法。
step-remark-law-explanation = { $side }有权请裁判解析棋规的某一条款，裁判予以回答；他解析的是规则，绝不是棋盘上的局面。
step-remark-possible-claim = 除棋规规定的情形外，裁判不得干预对局：他不能提示{ $side }现在可以提出声明。
step-remark-position = 除棋规规定的情形外，裁判不得干预对局：他不能告诉{ $side }任何有关棋盘局面的事，例如将军、威胁或被攻击而无保护的棋子。
step-remark-clock-not-pressed = 裁判不得告诉{ $side }还没有按钟。
step-remark-flag-allowed = 在这盘对局中，裁判看到的任何落旗都要宣布，因此可以告诉{ $side }。
step-remark-flag-refrain = 在这盘对局中，只有棋手提出时落旗才算数，裁判不向{ $side }指出落旗。
step-late-arrival-excused = { $side }在开赛后 { $minutes } 分钟才到，超过了允许迟到时间，但裁判另作决定：对局继续，已经过去的时间从棋钟上扣除。
step-late-arrival-no-discretion = 本版规则没有赋予裁判另作决定的权力：判负维持不变。
step-late-arrival-white-alone-no-discretion = 只有在开局时双方棋手都不在棋盘前，裁判才可以不扣{ $side }已流逝的时间；对手当时在场，因此这段时间已失去。
step-late-arrival-time-restored = { $side }在开赛后 { $minutes } 分钟到达，没有超过允许迟到时间，裁裁决定已经过去的时间不予扣除。
step-record-in-advance = { $side }没有提出和棋要求，却在走棋之前先记下着法，这是禁止的。
step-record-before-next-move = { $side }没有记录上一步就走了棋：可以先应对对手的着法再记录，但走下一步之前必须记下自己的上一步。
step-record-not-required-now = { $side }此时不必记录，因此没有违反记录规定。
step-record-offer-mark = { $side }没有在记录纸上标出提和：双方棋手都必须用符号 (=) 记下提和。
step-record-mark-without-offer = { $side }在记录纸上写了符号 (=)，但没有提和。这个符号只是记下向对手提出的和棋建议，本身并不提和，因此不存在提和。
step-record-scoresheet-use = { $side }在记录纸上写了不该写的内容：记录纸只用于记录着法、钟面时间、提和、与要求有关的事项及其他相关信息。他写下的是笔记，而对局中棋手不得使用任何笔记。
step-electronic-scoresheet-replaced = { $side }的电子记录纸有明显故障，因此裁判予以更换。
step-electronic-scoresheet-no-rule = { $edition } 年版规则没有提到电子记录纸：只有书写着法的记录纸。
step-signed-result-agrees = 双方棋手签署的是对局实际取得的结果。
step-signed-result-stands = 双方棋手签署了结果：即使结果有误，除非裁判另作决定，该结果仍然有效。
step-signed-result-corrected = 签署的结果不是对局实际取得的结果，裁判另作决定：以棋盘上取得的结果为准。
step-signed-result-arbiter-decides = 裁判对签署的结果另作决定；结果取决于裁判根据本案未给出的事实所作的决定。

## 规则知识问答

step-query-game-type = { $control } 折合每位棋手 { $seconds }，因此是{ $type }。
step-query-rapid-range = 快棋：每位棋手多于超快棋的上限、少于 60 分钟（基本用时加 60 倍每步加秒）。
step-query-blitz-range = 超快棋：每位棋手不超过超快棋的上限（基本用时加 60 倍每步加秒）。
step-query-illegal-move-penalty = 第一次违例着法，对手获得额外的 { $seconds }；同一棋手第 { $count } 次违例着法判负。
step-query-illegal-moves-to-lose = 同一棋手第 { $count } 次违例着法判负。
step-query-incorrect-claim-penalty = 不正确的和棋要求使对手获得额外的 { $seconds }。
step-query-recording-relief-none = 在用时 { $control } 下，每步加秒为 { $increment } 或更多，因此棋手必须把每一步都记录到对局结束：没有免于记录的例外。
step-query-recording-relief = 在某一时段剩余时间少于 { $seconds }、且每步加秒少于 { $increment }的棋手，在本时段结束前不必记录。
step-query-agreement-min-moves =
    { $count ->
        [0] 规则没有规定协议和棋前的最少步数；竞赛规程可以规定。
       *[other] 除非竞赛规程要求更多，双方各至少走 { $count } 步后才可以协议和棋。
    }
step-query-default-time = 竞赛规程没有规定允许迟到时间时，允许迟到时间为 { $seconds }。
step-query-clock-placement = 棋钟放在哪里由裁判确定。
step-query-regime-choice = 竞赛规程对整个比赛规定快棋和超快棋对局是否在充分监督下进行。
step-query-regime-choice-fact = 是否全面适用规则，取决于对局实际受到的监督。
step-query-scoresheet-requests = 棋手每局最多可以要求查看裁判的记录纸 { $count } 次。
step-query-fifty-moves = 依据 50 回合规则提出要求，需要双方最近各 50 步中都没有走兵也没有吃子。
step-query-seventy-five-moves = 双方各走 75 步而没有走兵也没有吃子后，对局无需提出要求即成为和棋。
step-query-fivefold = 同一局面出现五次时，对局无需提出要求即成为和棋。
step-query-threefold = 同一局面至少第三次出现时，轮到走棋的棋手可以提出和棋要求（三次重复局面）。
step-query-quickplay-threshold = 剩余时间少于 { $seconds }的棋手可以提出快速终局的要求或申请。
step-query-quickplay-award = 这样的要求被驳回时，对手获得额外的 { $seconds }。
step-query-unsupervised-move-limit = 双方各走完 { $count } 步后，不再受理关于摆子、棋盘和棋钟设置的要求。
# $calls 为 0 或 1（裁判看到落旗时是否主动宣布），不是数量。
step-query-arbiter-calls-flag =
    { $calls ->
        [0] 在监督不充分的对局中，裁判不主动宣布落旗。
       *[1] 在任何类型的对局中，裁判看到落旗都会宣布。
    }
step-query-promotion-any-order = 升变时，拿掉兵和放上新棋子的先后顺序不限；不必先把兵放到升变格上。
step-query-no-such-rule = { $edition } 年版规则没有这样的规定。
step-query-no-seventy-five-rule = { $edition } 年版规则没有 75 回合规则：这样的对局只有在正确提出 50 回合规则的要求时才成为和棋。
step-query-no-fivefold-rule = { $edition } 年版规则没有五次重复局面规则：重复的局面只有在正确提出三次重复局面的要求时才成为和棋。

## 文本有歧义时所采用的解读

note-2023-supervised-blitz-one-minute = 注：2023 年的文本按字面理解，在充分监督的超快棋中仍为 { $seconds }；一分钟的解读依据的是这次修改所声明的目的。
note-2009-unsupervised-rapid-illegal-move = 注：2009 年的快棋附则只规定了谁可以就违例着法提出要求；由于这类对局仍受竞赛规则约束，因此适用第 7 条的处罚。

## 推理上方显示的裁决摘要

ruling-heading = 依据国际棋联国际象棋规则（{ $edition }）作出的裁决
ruling-game-type = { $control }：{ $type }（{ $supervision }）
supervision-supervised = 充分监督
supervision-unsupervised = 监督不充分
ruling-result = 结果：{ $result }
ruling-continues = 对局继续。
ruling-undecided = 由裁判判断：情形中没有给出决定裁决的事实。
ruling-added = { $side }获得额外的 { $time }。
ruling-removed = { $side }被扣除 { $time }。
ruling-clocks = 裁决后的棋钟：白方 { $white }，黑方 { $black }。
ruling-articles = 适用条款：{ $list }
ruling-steps = 推理
ruling-allowed = 允许。
ruling-not-allowed = 不允许。
ruling-arbiter-right = 裁判的决定是正确的。
ruling-arbiter-wrong = 裁判的决定是错误的。
ruling-appeal-upheld = 申诉成立。
ruling-appeal-rejected = 申诉被驳回。
ruling-answer = 答案：{ $answer }

action-restore-position = 恢复到出现违规情况之前的局面。
action-pawn-becomes-queen = { $square } 上的兵换成后。
action-illegal-move-stands = 违例着法成立。
action-new-game = 该局作废，重新对局。
action-transfer-to-correct-board = 把局面移到摆放正确的棋盘上。
action-correct-clock-setting = 裁判改正棋钟（用时设置、步数计数器）。
action-keep-clock-setting = 保持棋钟设置不变。
action-no-castling = { $side }不能再易位。
action-no-castling-with-rook = 不允许用 { $square } 上的车易位。
action-restore-on-own-time = { $side }用自己的时间复原棋子。
action-pause-clocks = 暂停棋钟。
action-wait-for-next-move = 裁判等待下一步棋。
action-set-increment = 双方棋钟均设为每步加 { $time }。
action-call-flag = 裁判宣布{ $side }落旗。
action-no-intervention = 裁判不介入。
action-offer-stands = { $side }已提议和棋；在对方接受或拒绝之前，提和一直有效。
action-play-on = 对局继续。
action-replace-scoresheet = 裁判更换电子记录纸。
action-provide-scoresheet = 裁判给该棋手一张记录纸。
action-adjust-clock = 裁判公平地调整{ $side }的棋钟时间。

obligation-move-piece = 必须走动 { $square } 上的棋子。
obligation-capture-piece = 必须吃掉 { $square } 上的棋子。
obligation-capture-with = 必须用 { $square } 上的棋子吃掉 { $target } 上的棋子。
obligation-castle-kingside = 必须短易位。
obligation-castle-queenside = 必须长易位。
obligation-king-move = 必须走一步合法的王步（包括向另一侧易位）。
obligation-any-move = 可以走任何合法着法。
obligation-play-move = 必须走 { $move }。
obligation-first-touched = { $square } 和 { $other } 上的棋子中先摸的那一个必须走动（或被吃），以裁判的认定为准。
obligation-move-pawn = 必须走动 { $square } 上的兵。

claim-upheld = 要求成立。
claim-rejected = 要求被驳回。
claim-not-admissible = 没有提出有效的要求。
claim-postponed = 推迟对要求作出决定。
ruling-claim-of = { $side }：{ $verdict }

sanction-discretionary = 裁判可以处罚{ $side }。
sanction-applied = 对{ $side }的处罚：{ $penalty }。
sanction-expel = { $who }可以被逐出比赛场所。
penalty-warning = 警告
penalty-time-to-opponent = 增加对手的剩余时间
penalty-time-off = 减少违规者的剩余时间
penalty-points-to-opponent = 将对手本局得分增加到最高分
penalty-points-reduced = 减少本局得分
penalty-game-lost = 判本局负
penalty-fine = 事先宣布的罚款
penalty-exclusion = 停赛一轮或多轮
penalty-expulsion = 取消比赛资格
bystander-spectator = 一名观众
bystander-team-mate = 一名队友
bystander-captain = 一名队长
bystander-other-player = 另一盘对局的一名棋手
bystander-official = 一名赛事工作人员
bystander-finished-player = 已经下完自己对局的棋手

who-arbiter = 裁判
who-white = 执白的棋手
who-black = 执黑的棋手
who-regulations = 竞赛规程
range-band = { $from }且{ $to }
range-more-than = 多于 { $value }
range-at-least = 至少 { $value }
range-less-than = 少于 { $value }
range-at-most = 至多 { $value }

## Touches, castling and promotion as carried out, clock incidents
breach-out-of-turn = 双方轮流走棋，而当时轮到对方走
breach-opponents-piece = 每位棋手只能走自己的棋子，而这是对手的棋子
breach-own-square = 棋子不能走到己方棋子所占的格子上
step-touch-accidental = { $side }明显是无意中碰到了 { $square } 上的棋子：这不是以走动或吃子为目的的触摸，因此不产生任何义务。
step-adjust-said-too-late = { $side }在摸了 { $square } 上的棋子之后才说“我摆正棋子”。声明必须在先，因此这次触摸视为故意的。
step-touch-order-own-first = { $side }摸了双方的棋子，且无法确定先摸的是哪一个，因此视为先摸了己方的棋子，即 { $square } 上的那个。
step-touch-order-to-establish = { $side }摸了 { $square } 和 { $other } 上的棋子，两者都可以走动（或被吃），但没有人能说出哪个先摸。规则没有规定两者之间的先后：先摸的那个棋子产生义务，而究竟是哪一个，是裁判必须通过询问棋手和证人来查明的事实。
step-touch-order-found = 裁判查明{ $side }先摸的是 { $square } 上的棋子；义务由这一认定产生。
step-king-and-rook-together = { $side }同时抓住了王和车：这就是摸了王和车，即易位的意图，与先摸王相同。
step-king-and-rook-order-unknown = { $side }摸了王和车，但无法确定先摸的是车；因此不排除向该侧易位，两次触摸视为摸了王和车。
step-castling-announced = { $side }事先声明要易位，因此所走的是哪一步没有疑问。
step-castling-recommended-procedure = { $side }按照实物棋盘上推荐的方式易位：先王，再把车放到其位置，最后把王放到其位置。
step-castling-rook-first = { $side }先摸车后摸王，因此这一步不得向该侧易位：必须走车。
step-turn-rook-then-king = { $side }先把车从 { $square } 移开，然后在按钟前又把王从 { $other } 移开：合起来是先动车的王车易位，而先摸车就排除了本步向该侧易位。
step-turn-king-then-rook-960 = { $side }把王放到易位格{ $square }，然后在按钟之前把车从{ $other }走到它的易位格：这是先走王、再走车完成的易位，是960象棋易位的方式之一，不论棋手是否声明了要易位。
step-turn-second-piece = { $side }已经把一个棋子放到 { $square }（已在那里放手，虽然没有按钟），之后又移动了 { $other } 上的棋子：每轮只走一步，所以第二步是在不轮到自己时走的。
step-turn-second-piece-after-illegal = { $side }把违例走到 { $square } 的棋子留在原处，又在同一步中移动了 { $other } 上的棋子：两者合起来是一步违例着法，两个棋子都是为此而摸的。
step-turn-released-piece-moved = { $side }把棋子作为合法着法在 { $square } 松手，随后又把它挪走。作为合法着法在某格松手的棋子，在这一步中不能再移到另一格：{ $side }走的是 { $move }。
step-turn-rook-completes-castling = 随后{ $side }把车从 { $square } 移到其易位格：以王开始的易位完成。
step-castling-rook-only = { $side }只从 { $square } 走了车；既然先摸的是车，这一步不得向该侧易位，而所走的车步如果是车可以走的着法，则有效。
step-castling-king-step-is-a-king-move = { $side }没有动车，也没有声明易位，就把王放到了相邻的 { $square }：这是一步普通的王步，已经走出。
step-castling-king-released = { $side }把王放到易位格上松了手，但没有动车：这步棋尚未走完，现在只能向该侧易位。
step-castling-incomplete-pressed = { $side }只把王走到易位格上就按了钟：未完成的易位是违例着法。
step-castling-rook-misplaced = { $side }把王走到易位格，却把车放错了格子并按了钟：易位没有按规则的定义完成，因此这步棋是违例着法。
step-promotion-piece-first = { $side }先把新棋子放到升变格上，然后才把兵从棋盘上拿走。规则允许任何顺序：新棋子放好松手、兵已离开棋盘时，升变即告完成。
step-promotion-pawn-not-placed = { $side }没有先把兵放到升变格上，就把兵从棋盘上拿走，并直接把新棋子放到该格。这与其他升变无异：兵不必放到到达的格子上，新棋子在该格放好松手时，这步棋即告完成。
step-promotion-piece-changed = { $side }先把一个{ $role }放到升变格上，随后又换成另一个棋子。第一个棋子接触升变格时选择即已确定，因此这步棋必须是 { $move }。
step-out-of-turn-no-obligation = { $owner }在没轮到自己时走了棋：这步违例着法不需要被替换，摸子走子规则对其不适用，仍然轮到对方（{ $side }）走棋。
step-replacement-castling-king-move = 易位是违例的，因此{ $side }必须用另一步合法的王步代替；向另一侧易位也是其中之一。
step-replacement-castling-king-move-only = 易位是违例的，因此{ $side }必须用另一步合法的王步代替（现在向哪一侧都不能易位）。
step-replacement-castling-any = 易位是违例的，而王没有合法着法，因此{ $side }可以走任何合法着法。
step-illegal-move-found-too-late = { $side }的违例着法直到对方走了下一步之后才被发现：在这类对局中，该着法此时成立。
step-illegal-move-found-by-arbiter = 裁判发现{ $side }早先完成了一步违例着法。恢复到该着法之前的局面，之后所走的着法一并取消，双方时间由裁判尽其最佳判断设定。
step-pause-for-promotion-piece = { $side }暂停棋钟，因为升变所需的棋子不在棋盘旁：这是正当理由。裁判提供棋子并决定何时恢复对局。
step-pause-for-displaced-pieces = { $side }暂停棋钟，请裁判协助处理被碰乱的棋子，双方棋手都可以这样做。
step-pause-for-assistance = { $side }暂停棋钟请裁判协助，棋手有权这样做；何时恢复对局由裁判确定。
step-pause-for-medical = { $side }因棋手需要医疗救助而暂停棋钟：这是正当理由。裁判为这样的棋手采取必要的特别措施，何时恢复对局由裁判确定。
step-pause-without-reason = { $side }在没有任何正当理由的情况下暂停了棋钟。棋手只有为了请求裁判协助才能暂停棋钟，因此由裁判酌情给予{ $side }处罚。
step-restart-clock = 棋钟暂停期间，{ $side }自行启动了棋钟。何时恢复对局只能由裁判确定，因此裁判再次暂停棋钟，并可酌情处罚{ $side }。
step-restart-clock-time-back = 这期间{ $side }的钟上走掉的 { $time } 不属于任何人的思考时间：裁判尽其最佳判断将其还给{ $side }。
step-restart-clock-own-time = 这期间走掉的 { $time } 是自行启动棋钟的{ $side }自己的时间：裁判不必退还。
step-defective-clock-replaced = 棋钟有明显故障，其显示不具决定性：裁判更换棋钟，并尽其最佳判断设定新棋钟上的时间。
step-clock-not-started = 对局应以启动白方的钟开始，但棋钟根本没有启动。裁判暂停对局，设定好棋钟，尽其最佳判断确定时间（按每位棋手实际用去的时间），然后启动有行棋权一方的钟。
step-clock-times-lost = 棋钟本身没有故障，却丢失了原先显示的时间。裁判暂停对局，重新设定棋钟，并尽其最佳判断确定时间，与对局中发现设定错误的任何棋钟一样处理。
step-wrong-clock-times = 棋钟上最近一次设定的时间有误。裁判暂停棋钟，并尽其最佳判断更正错误，与对局中发现设定错误的任何棋钟一样处理；此后已用去的时间仍算用去。
step-wrong-clock-times-added = { $side }的时间少设了 { $time }，现予补回。
step-wrong-clock-times-taken = { $side }的时间多设了 { $time }，现予扣除。
step-wrong-clock-times-right = 棋钟上最近一次设定的时间是正确的：无需更正，对局继续。
step-flag-clock-defect = 裁判查看落旗时发现棋钟有明显故障（没有记录按钟，或显示有误）：其显示不具决定性，因此落旗不算数——{ $side }没有超时，更换棋钟后对局继续。
step-flag-clock-wrong-setting = 裁判查看落旗时发现棋钟设置有误：落旗反映的是错误的设置，而不是棋手的时间，因此不算数——{ $side }没有超时。裁判暂停棋钟，按正确的设置重新设定棋钟，并尽其最佳判断调整双方时间。
step-flag-clock-wrong-side = 裁判查看落旗时发现，当时走动的是不该走的一方的钟：走完的时间并不是{ $side }的思考时间，因此落旗不算数。裁判暂停棋钟，并尽其最佳判断更正时间。
step-wrong-clock-started = 对局开始时启动的是黑方的钟而不是白方的钟，但对局应由白方的钟开始。裁判暂停棋钟，并尽其最佳判断更正时间。
step-wrong-clock-started-moved = 对局开始时启动的是黑方的钟而不是白方的钟，但对局应由白方的钟开始。裁判暂停棋钟，并尽其最佳判断更正时间：黑方钟上走掉的 { $time } 是白方的思考时间，因此从白方扣除并还给黑方。
step-wrong-clock-running = 轮到{ $side }走棋，但走动的是对手的钟。裁判暂停棋钟，启动有行棋权一方的钟，并尽其最佳判断更正时间。
step-wrong-clock-running-time = 轮到{ $side }走棋，但走动的是对手的钟。裁判暂停棋钟，并尽其最佳判断更正时间：走掉的 { $time } 是有行棋权一方的思考时间，因此{ $side }失去这段时间，还给对手，然后启动正确的钟。
step-clock-adjust-no-times = 案例没有给出棋钟读数，因此无法算出裁判要设定的时间。
step-clock-adjust-add = { $side }已完成 { $count } 步：正确的设置本应比错误的设置多给 { $time }，裁判予以补上。
step-clock-adjust-remove = { $side }已完成 { $count } 步：错误的设置比正确的设置多给了 { $time }，裁判予以扣除。
step-counter-adjust-add = { $side }已完成 { $count } 步：按正确步数本应比计数器多给 { $time }，裁判予以补上。
step-counter-adjust-remove = { $side }已完成 { $count } 步：计数器比正确步数多给了 { $time }，裁判予以扣除。
step-clock-adjust-counter = 裁判同时把步数计数调整为实际完成的步数（{ $count }）。
step-move-counter-corrected = 棋钟设置正确，但其步数计数器给每位棋手记了 { $counted } 步，而不是 { $count } 步：裁判暂停棋钟，改正计数器，并尽其最佳判断调整时间，使每位棋手得到正确步数本应给他的时间。
step-move-counter-corrected-side = 棋钟设置正确，但其步数计数器给{ $side }记了 { $counted } 步，而不是 { $count } 步，另一方的计数无误：裁判暂停棋钟，改正计数器，并尽其最佳判断调整这一方的时间，使其得到正确步数本应给的时间。
step-move-counter-right = 步数计数器显示 { $counted } 步，正是实际完成的步数：无需改正，棋钟的显示有效。
step-flag-move-not-completed = { $side }在棋盘上走了棋，但没有按钟：这步棋没有完成，因此规定的步数没有在限定时间内完成，落旗有效。
step-flag-or-event-unknown = { $side }恰在{ $what }的那一刻落旗，而案例没有给出能说明孰先孰后的棋钟读数：由裁判根据棋钟决定。
step-event-before-flag = { $what }时，{ $side }的钟上还显示 { $time }：该行为在先，当时尚未落旗。棋钟的显示具有决定性。
step-flag-before-event = { $what }时，棋钟已显示{ $side }落旗：落旗在先。棋钟的显示具有决定性。
step-flag-at-resignation = { $side }的旗恰在{ $player }认输的那一刻落下。旗只有在裁判看到或棋手提出时才算落下，而已因认输结束的对局不会因超时而判负：认输有效。
step-flag-at-agreement = { $side }的旗恰在{ $player }接受和棋的那一刻落下。旗只有在裁判看到或棋手提出时才算落下，而已因协议和棋结束的对局不会因超时而判负：和棋有效。
simultaneous-claim = 提出要求
simultaneous-move = 按钟
step-delay-used = { $side }在延时 { $delay } 的棋钟上用了 { $time }：先用掉延时，因此基本用时减少了 { $main }。
step-ending-move-unpressed = { $side }没有按钟，但结束对局的着法无需按钟即告完成。
action-replace-clock = 更换有故障的棋钟。
step-illegal-move-found-after-game-end = 违例着法直到对局结束后才被发现：只有在对局进行中发现违例着法时才恢复局面，因此结果不变。

## 封棋与续赛

step-seal-already-sealed = { $side }已经封棋；{ $other }不封棋。
step-seal-change-too-late = { $side }封好信封后已经停钟，封棋着法不能再改：以第一次的为准。
step-seal-change-allowed = { $side }尚未停钟，封棋着法仍可更改：新的着法取代原来的。
step-seal-by-player-having-the-move = 只有轮到走棋的一方封棋：应由{ $side }封棋，而不是{ $other }。
step-seal-board-move = 裁判要求封棋后，{ $side }在棋盘上走了 { $move }：这步棋就是封棋着法，必须照此记录。
step-seal-early = { $side }在本轮结束前 { $minutes } 分钟封棋：视为在本轮规定的结束时间封棋，因此这些分钟从其钟上扣除。
step-seal-procedure = 轮到走棋的{ $side }必须把着法清楚无歧义地写在记录纸上，把双方的记录纸装进信封，封好，然后才停钟。信封上注明双方姓名、封棋前的局面、各方用时、封棋者、封棋的回合数、仍然有效的提和以及续赛的日期、时间和地点；裁判核对并负责保管。
step-adjourned-offer = 对局封存期间，{ $side }提和。
step-adjourned-concluded = 续赛之前，双方同意和棋或一方认输即结束对局。
step-resume-set-up = 续赛前摆好封棋前的局面，棋钟调到封棋时记录的时间。
step-envelope-missing = 信封遗失：对局从封存局面按记录的时间继续（时间无法恢复时由裁判设定棋钟），{ $side }在棋盘上走出其所述的封棋着法。
step-envelope-times-missing = 续赛前摆好封棋前的局面，棋钟应显示信封上写明的双方已用时间；这里从未写下，也无法恢复，因此与信封遗失时一样，由裁判自行设定棋钟。除此之外，续赛照常进行。
step-adjourned-position-lost = 信封遗失且无法恢复封存局面：对局作废，重新比赛一局。
step-resume-replier-present = 应对的{ $side }在场：拆开信封。
step-resume-replier-absent = 应对封棋着法的{ $side }缺席：其棋钟在约定时间启动，信封待其到场后才拆开。
step-resume-sealer-absent = 封棋的{ $side }缺席；对手在场，因此拆开信封并走出封棋着法。
step-reply-sealed = { $side }不在棋盘上应着，而是把应着写在记录纸上，封入新信封交裁判保管，停下自己的钟并启动缺席一方的钟。
step-resume-both-late = 双方都不在场而允许迟到时间为零：两人都在此后到场，任何条款都未规定此情形；由裁判作出决定。
step-resume-both-too-late = 双方都没有在允许的时间内到场续弈：两人都属迟到，因此双方均判负。
step-resume-neither-present = 双方都不在场：应对封棋着法的{ $side }失去到场前流逝的全部时间。
step-resume-clock-ran = { $side }的棋钟在其到场前走了 { $minutes } 分钟（以裁判的计时为准）；这段时间损失了。
step-resumption-late-excused = { $side }迟到 { $minutes } 分钟，超过了限度，但裁判另作决定：对局继续。
step-resumption-late-conclusion-stands = 封棋着法本身已经结束了对局，即使有棋手迟到，这一结果依然有效。
step-resumption-late-loses = { $side }续赛迟到 { $minutes } 分钟，超过允许的 { $limit } 分钟，判负。
step-resumption-absent-loses = { $side }在允许的 { $limit } 分钟内未到场续赛，判负。
step-sealed-move-made = { $side }的封棋着法 { $move } 合法且无歧义：在棋盘上走出，并启动对手的棋钟。
step-sealed-move-ambiguous = { $side }的封棋着法写作 { $move }，与不止一步合法着法相符：封棋着法有歧义的一方判负。
step-sealed-move-unreadable = { $side }的封棋着法写得无法确定其真实含义：这样的记录判负。
step-sealed-move-illegal = { $side }的封棋着法 { $move } 在封存局面中是违例着法：封棋着法违例的一方判负。
step-clock-error-too-late = { $side }在续赛中走了一步之后才指出时间有误：这应在第一步之前指出。
step-clock-error-corrected = { $side }在第一步之前指出棋钟上的用时有误，错误得到确认：予以更正。
step-clock-error-arbiter-corrects = { $side }指出的错误无法确认，但裁判认为后果过于严重，予以更正。
step-clock-error-not-established = { $side }指出的错误无法确认：对局不加更正继续进行。
step-touch-seen-on-request-only = 裁判亲眼看到了违反摸子走子规则的情况，但在这类对局中，只有棋手提出请求时他才依摸子走子规则作出裁决：没有人提出要求，他就不干预。
step-touch-seen-enforced = 裁判负责确保规则得到遵守，他对亲眼看到的违规不等棋手提出要求就予以处理：这步棋退回，{ $side }必须走摸子所要求的那步棋。
step-touch-seen-after-reply = { $side }违反摸子走子规则后，裁判还未处理，对方已走出自己的一步棋：时机已过，着法有效，对局继续。
step-touch-seen-nothing-binds = { $side }所摸的棋子都既不能走也不能被吃，因此摸子走子规则不产生任何义务：裁判没有需要强制执行的。
step-touch-seen-before-move = { $side }有意摸了棋子，还没有走棋；看到这一情况的裁判不等对方提出要求，就要求其走出摸子所规定的那步棋。
step-touch-seen-no-breach = 裁判没有看到违反摸子走子规则的情况：棋手的任何行为都没有使任何一方必须走某步棋，因此没有需要强制执行的。
step-third-party-device = { $who }在比赛场所使用手机或其他通讯设备，未经裁判许可，任何人都不得这样做。这不是棋手的设备，因此双方棋手都不受处罚，对局继续。
step-third-party-device-expel = { $who }违反了这一规定，裁判可以将违规者逐出比赛场所。
step-third-party-disturbs = { $who }干扰了对局。棋手不因此受罚，对局继续；裁判可以将违规者逐出比赛场所。
step-third-party-displaces = { $who }碰倒了棋盘上的棋子。棋手对此不负责任，也不受罚；裁判可以将违规者逐出比赛场所。
step-third-party-permitted = 裁判事先允许了{ $who }的做法：没有违反规则，不驱逐任何人，棋手继续对局。
step-third-party-official = 但赛事工作人员不会被逐出：棋手无需为其行为负责，其行为由总裁判或组织者处理。
step-third-party-access = { $who }未经裁判允许进入了比赛区域；既非棋手又非裁判的人，只有经裁判允许才能进入。棋手不因此受罚；裁判可以让违规者离开。
step-third-party-access-permitted = { $who }经裁判允许进入了比赛区域；对既非棋手又非裁判的人，规则要求的仅此而已：没有违反任何规定，棋手继续对局。
step-third-party-access-player = { $who }是本赛事的棋手，不是外人：只有裁判才能允许他人进入比赛区域的规定，针对的是既非棋手又非裁判的人。进入比赛区域并不违反任何规定。
step-third-party-access-no-rule = { $who }进入了比赛区域。本版规则没有关于谁可以进入比赛区域的规定；裁判负责确保棋手不受干扰，仍可请他离开，但没有人受罚。
step-third-party-signals = { $who }向棋手示意，这是任何人都不得做的。裁判可以将违规者逐出比赛场所；棋手只有在利用了这种帮助时才受罚。
step-external-disturbance = 对局受到外界干扰，双方棋手都没有过错：不处罚任何人，裁判可以给一方或双方棋手增加时间。
step-external-time-awarded = 因受到干扰，裁判给{ $side }增加 { $seconds }。
step-external-no-time = 这里裁判不增加时间：棋钟保持原样。
step-offer-condition-void = { $side }在提和时附加了条件，但提和不能附加任何条件：该条件无效，提和作为普通提和继续有效。
step-record-non-algebraic = { $side }用代数记谱法以外的记法记录着法，而规则只承认代数记谱法：裁判就此要求警告他，用其他记法填写的记录纸在通常以记录纸为证据的场合不能作为证据。
step-record-national-letters = { $side }用代数记谱法记录，并用本国语言的字母表示棋子，附录C允许这样做：无须纠正。
step-record-hidden = { $side }让记录纸不在裁判视线之内，但记录纸在整盘棋中都必须让裁判看得见：裁判要求其出示，并可予以处罚。
step-record-refuses-to-sign = { $side }拒绝在记录纸上签字，而对局结束时双方都必须签字：结果有效，裁判可以对拒签给予处罚。
step-record-illegible = { $side }的记录纸无法辨认，而着法必须尽可能清楚、易读地记录：裁判提出要求并可以给予处罚。
step-record-other-paper = { $side }没有把着法记在本赛事规定的记录纸上，而是记在别处；着法必须记在规定的记录纸上：裁判会要求这样做，并可给予处罚。
step-record-kept = { $side }在对局结束后把记录纸留在自己手里，但记录纸归比赛组织者所有：裁判会要求交回，并可给予处罚。
step-record-update-before-any-flag = 尚无落旗，因此{ $side }走棋前不必补全记录纸：这一义务在落旗时才产生。
step-record-update-after-flag = 已经落旗，而{ $side }未补全记录纸就走了棋；在时间紧张时停止记录的棋手必须先补全记录。
step-record-both-update-after-flag = 双方都已不再记录着法，而已经落旗：裁判暂停棋钟，双方借助裁判或对手的记录纸把各自的记录纸补全。
step-record-borrow-both-stopped = 双方都没有在记录着法，而已经落旗：双方补全记录纸期间棋钟暂停，{ $side }不论是否轮到自己走棋，都可以借用对手的记录纸来补全。
step-record-borrow-allowed = 已经落旗，在时间紧张时停止记录的{ $side }必须先补全记录纸才能走棋；轮到自己走棋时，可以借用对手的记录纸来补记，但须在走棋前归还。这是允许的。
step-record-borrow-not-his-move = { $side }在不轮到自己走棋时拿走对手的记录纸：落旗后补记的棋手只能在轮到自己走棋时借用对手的记录纸，因此这是不允许的，裁判可以给予处罚。
step-record-borrow-before-flag = { $side }拿走对手的记录纸，但并没有落旗：只有落旗后必须进行的补记才允许借用对手的记录纸，因此这是不允许的，裁判可以给予处罚。
step-promotion-wrong-colour = { $side }在升变格上放了对方颜色的棋子，但兵必须换成同色的新棋子：升变没有按规则要求完成，因此这步棋是违例着法。
step-promotion-pawn-left = { $side }把新棋子放到了底线，却把兵留在原处：兵始终没有换成新棋子，升变没有完成，因此这步棋是违例着法。
step-en-passant-pawn-left = { $side }吃过路兵，却把被吃的兵留在棋盘上：兵只有吃子时才能斜走，而这里什么也没有吃，因此这步棋是违例着法。
step-captured-piece-left = { $side }把吃子的棋子放到了格子上，却把被吃的棋子留在棋盘上：吃子时被吃的棋子应在同一步中从棋盘上拿走，只有拿走之后这步棋才算走完。按钟之后，这一行为按违例着法处理。
step-illegal-last-identifiable = 裁判发现{ $side }此前完成了一步违例着法，但它之前的局面已无法确定：对局从违例着法之前最后一个能够确定的局面继续，即对局前 { $count } 个半回合之后的局面，其后走的着法都退回。
step-displaced-last-identifiable = 棋子被碰乱之前的局面已无法确定：对局从此前最后一个能够确定的局面继续，即对局前 { $count } 个半回合之后的局面。
step-clocks-unchanged-after-restore = 裁判根据自己的最佳判断，不改变棋钟上的时间，这是他的权利。
step-clocks-adjusted-after-restore = 裁判根据自己的最佳判断，为恢复后的局面在棋钟上设定新的时间；其后的棋钟读数给出这些时间。上面判给的额外时间再加在这些时间之上。
step-players-correct-stands = 对方走棋后，{ $side }的违例着法即告成立，但双方棋手仍可在没有裁判参与的情况下经双方同意加以纠正：他们恢复违例着法之前的局面，不予任何处罚。
step-players-correct-not-theirs = { $side }的违例着法仍由裁判主动或根据要求处理：双方棋手不能私下解决。

## Facts not established, results signed apart, scoring assistants, draws offered by others, appeals.
step-not-established = 一名棋手说发生了这件事，另一名棋手否认，且没有其他人能够证实：裁判无法查明此事，因此他依据能够查明的事实作出裁决，此事不改变任何结果。
step-flag-not-established = 裁判发现旗其实并未落下（误读了显示，或机械钟的旗仍悬着）：没有明显故障的棋钟，其显示是决定性的，因此没有落旗，宣布无效，对局按棋钟显示的时间继续。
step-result-signed-by-one = { $side }单方签署（或报告）了结果：签署的结果需要双方棋手的签名，因此这还不能决定任何事。
step-signed-results-differ = 双方棋手签署（或报告）了不同的结果，因此没有双方共同签署的结果。裁判必须先查明发生了什么，然后才能记录任何结果。
step-signed-results-differ-reached = 双方棋手签署了不同的结果，但对局已在棋盘上产生结果，该结果有效。
step-record-scoring-assistant = { $side }无法亲自记录，因此由裁判认可的助手代为记录着法，这是允许的。裁判会公平地调整其棋钟时间，但对残障棋手不作调整。
step-third-party-draw-offer = { $who }不是这盘棋的棋手：只有棋手本人才能在对局中提和或同意和棋，因此没有可接受的提和，对局继续。与棋手谈论其对局属于干扰；裁判可将违规者逐出比赛场所。
step-appeal-allowed = { $side }可以对裁判的决定提出申诉：竞赛规程没有排除申诉，在记录纸上签字也不会使其丧失这一权利。在申诉得到裁决之前，原决定有效。
step-assistant-moves = { $side }无法移动棋子，由裁判认可的助手代为移动：这是允许的，助手走出的着法就是棋手的着法。
step-assistant-clock-adjusted = { $side }无法操作棋钟，由裁判认可的助手代为按钟：这是允许的，裁判按自己的判断公平地调整该棋手的钟。
step-assistant-clock-disability = { $side }因残疾无法操作棋钟，由裁判认可的助手代为按钟：这是允许的，残疾棋手的钟不因此调整。
step-assistant-not-accepted = 助手必须为裁判所认可，而裁判不认可{ $side }带来的助手：棋手不得使用他。
step-assistant-by-analogy = 本版规则没有关于替{ $side }移动棋子的助手的条款；裁判比照为不能记录的棋手代为记录、且须为裁判认可的助手来裁决。
step-appeal-excluded = 本赛事的竞赛规程不允许对裁判的决定提出申诉，因此{ $side }的申诉不能受理，原决定有效。
step-device-outside-venue = { $side }是在比赛场所之外带着该设备：有关电子设备的规则针对比赛场所，因此没有违反。只有在那里获得对局帮助（笔记、信息来源、建议）才构成违规。
step-device-not-electronic = { $side }所带的东西根本不是电子设备：有关电子设备的规定不适用于它，因此没有违反任何规定，以此为由的投诉不成立。
step-device-before-start = { $side }的设备在对局开始前响了：规则禁止的是对局期间的电子设备，因此不判负。赛事规程可以对此另行规定。
step-device-before-start-2009 = 设备在对局开始前响了。2009年关于电子设备的规则根本没有提到对局：在比赛场所发出声响的设备一律判负，无论何时响起。
step-reply-before-opponent-pressed = { $side }在对手按钟之前就应着：对手的着法已经完成，因此{ $side }已经轮到走棋，这一应着不是违反次序的着法。对手此后仍可按钟；在他按钟之前的时间算他自己的用时。
step-third-party-flag-needs-claim = 在这盘没有充分监督的对局中，裁判不宣布他看到的落旗：只有对手提出有效要求时落旗才算数，因此在此之前所指出的情况不改变任何结果。
step-wrong-clock-late-white-charged-once = 自对局开始以来的时间已经从白方棋钟上扣除过一次（因其迟到，或作为在黑方棋钟上走掉的时间）：同样的时间不会扣两次。
step-opponent-can-mate-material = 棋盘上的局面是不合法的，无法从中搜索着法；但{ $side }仍有后、车或兵，这是可以构成将杀的子力，因此判负。
step-appeal-quickplay-final = 按照本版规则，裁判对最后两分钟内和棋要求所作的决定是终局的，因此{ $side }不能对其提出申诉。
step-arbiter-ruling-right = 裁判的决定（{ $stated }）符合规则。
step-arbiter-ruling-wrong = 裁判的决定（{ $stated }）不符合规则，按规则此处应为：{ $correct }。裁判错误地适用了规则。
step-arbiter-ruling-unknown = 裁判的决定为：{ $stated }。它是否正确，取决于案例中没有给出的事实。
step-arbiter-time-wrong = 裁判给了{ $side }额外的 { $stated }，但按规则应给 { $correct }。
step-arbiter-order-wrong = 裁判要求{ $side }在棋盘上做的，并不是规则所规定的（见上面的义务）。
step-arbiter-order-needless = 裁判要求{ $side }在棋盘上走某一步，但规则并没有这样的义务：可以走任何合规着法。
step-appeal-upheld = 裁判的决定是错误的，并使{ $side }受到不利影响，因此申诉成立：以按规则作出的决定取代原决定。
step-appeal-rejected = 裁判的决定是正确的，因此{ $side }的申诉被驳回。
step-appeal-no-grievance = 裁判的决定虽然错误，但并未使{ $side }受到不利影响，因此申诉不会带来任何改变，予以驳回。
ruling-said-continues = 对局继续
step-adjourned-time-ran-out = 因缺席或提前封棋而从{ $side }棋钟上扣除的时间已使其归零：旗已落下，裁判按他看到的任何落旗一样裁决。
step-resume-neither-present-otherwise = 双方棋手都不在场，但裁判另作决定：到{ $side }到场为止所过去的时间不从需应封着的一方的棋钟上扣除。
step-record-clock-times = { $side }在着法旁记下棋钟时间：记录纸就是用来记录着法、棋钟时间、提和以及要求的有关情况的，因此这是允许的，不算笔记。
step-record-scoresheet-on-request = { $side }在这盘棋中无须记录着法，但向裁判要一张记录纸来记录：棋手可以随时提出这一要求，裁判应当提供。
step-record-scoresheet-request-no-rule = { $side }在这盘棋中无须记录着法，但可以记录，于是向裁判要一张记录纸：{ $edition } 年版规则对这种要求没有规定，是否提供由组织者和裁判来定。
step-record-scoresheet-request-recording = { $side }要一张记录纸，但在这盘棋中每位棋手本来就要在比赛规定的记录纸上记录着法，这张记录纸他已经有了。
step-record-reply-first = { $side }在记下对手的着法之前先应着，然后把两步都记下：这是允许的，因为规则只要求在走下一步之前记下自己的上一步。
step-ending-awaits-touch-move-claim = { $side }的这一着会构成将杀或逼和，但违反了摸子走子规则：只有当造成该局面的着法符合第4.2至4.7条时，这种局面才结束对局，因此在对手仍可就此违规提出要求期间，对局并未结束。
