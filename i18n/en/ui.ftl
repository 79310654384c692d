### The terminal interface: screens, menus, panels, dialogs and the keys of each screen.
### Sides, results, game types, editions and units come from common.ftl; keep the same words.

## When the terminal is too small. $width, $height: its size now; $min_width, $min_height:
## the size needed (80 and 23).

too-small = The terminal is { $width }×{ $height }. Make it at least { $min_width }×{ $min_height } to use the app.
# Under it: the only key that works meanwhile. $key: the key.
too-small-quit = Press { $key } to quit.

## The home screen. Each entry's .hint is shown under the menu while it is selected.

home-menu = Menu
home-practice = Practise
    .hint = Questions one at a time, with the ruling, the articles and the explanation right after each answer. Choose a pack, topic, article, game type and edition.
home-exam = Exam
    .hint = A timed paper drawn with a seed: the same seed gives every participant the same questions. No feedback until you hand it in.
home-review = Review
    .hint = What is due for review now, and cram sessions of every mistake or every question answered, whatever is due.
home-drill = Rapid vs blitz drill
    .hint = Incidents ruled differently in rapid and in blitz: answer as set, then the same incident under the other game type.
home-settings = Settings
    .hint = Language, edition of the Laws, pieces, board colours and orientation; exam length and pass mark; practice order.
home-help = Help
    .hint = The keys of every screen. Press ? anywhere.
home-quit = Quit
    .hint = Leave the app.
home-library = Library
home-loading = Reading the packs…
# $packs, $scenarios: numbers.
home-library-count = Packs: { $packs } · scenarios: { $scenarios }
# $id: the pack id given with --pack.
home-pack-unknown = No pack has the id “{ $id }”.
# $count: content files that could not be loaded (run "arbiter-quiz check" for details).
home-problems =
    { $count ->
        [one] { $count } file could not be loaded
       *[other] { $count } files could not be loaded
    }
review-empty = Nothing to review yet: every question you answer wrongly comes here.
# In place of an edition: each scenario is ruled under the edition it was written for.
edition-own = Each scenario’s own edition

## Setup of practice, exam and drill

setup-pack = Pack
setup-topic = Topic
setup-article = Article
setup-game-type = Game type
setup-questions = Questions
setup-minutes = Time
setup-seed = Seed
setup-start = Start
# A filter value that lets everything through.
setup-all = All
# $count: scenarios that match the choices.
setup-matching =
    { $count ->
        [one] { $count } scenario matches.
       *[other] { $count } scenarios match.
    }
# $count: questions the paper will have; $available: scenarios it is drawn from.
setup-exam-summary =
    { $count ->
        [one] The paper will have { $count } question, drawn from { $available }. The same seed always draws the same paper.
       *[other] The paper will have { $count } questions, drawn from { $available }. The same seed always draws the same paper.
    }

## Settings

settings-edition = Edition
settings-pieces = Pieces
settings-colours = Board colours
settings-orientation = Board orientation
# When the terminal cannot draw the chosen set. $chosen, $drawn: names of piece sets.
settings-pieces-forced = { $chosen } (drawn as { $drawn } here)
settings-note = Settings apply at once. Where a square has room, pieces are drawn as block art; on the Linux console, or with --ascii, small squares show letters.
pieces-outline = Outline symbols
pieces-letters = Letters
colours-wood = Wood
colours-slate = Slate
colours-green = Green
colours-grey = Grey
orientation-white = White at the bottom
orientation-black = Black at the bottom
orientation-to-move = Side to move at the bottom

## The question screen

mode-review = Review
# $index: this question's number; $total: questions in the session; $right, $answered:
# answers right and answers given so far.
session-progress = { $index }/{ $total } · right { $right }/{ $answered }
# The place of a question of an exam under review. $index, $total: numbers.
session-place = Question { $index }/{ $total }
session-done = Session complete
# $right, $answered: numbers.
session-score = Right: { $right } of { $answered } answered.
# $key: the name of the Enter key, from keyname-enter.
session-back = Press { $key } to return.
# $number: the move number.
facts-move = Move { $number }
question-multi = Choose every correct option, then press Enter.
# The drill asks the incident of the question before again, in place of its situation and
# question (which may name the other game type). $type: a game type; $control: a time control.
drill-recast = The same incident as in the question before, but now the game is { $type } ({ $control }). Which answer is right now?
timeline-start = Starting position
timeline-ruling = After the ruling
# $step, $steps: numbers.
timeline-step = Step { $step } of { $steps }
# Before the question, where the timeline under the board has no room to list the events.
events-heading = What happened:

## Events the author did not describe. $side: a side; $move: a move; $square: a square.

event-move = { $side } plays { $move } and presses the clock.
event-move-unpressed = { $side } plays { $move } but does not press the clock.
event-press-clock = { $side } presses the clock without making a move.
event-press-opponents-button = { $side } presses the opponent's button of the clock.
event-touch = { $side } touches the piece on { $square }.
event-adjust = { $side } says “I adjust” and adjusts the piece on { $square }.
event-claim-touch-move = { $side } claims that the touch-move rule was broken.
event-displace = { $side } knocks pieces over.
event-set-position = The pieces are set on the board by hand, not by a move: { $position }.
event-flag = { $side }’s flag falls.
event-both-flags = Both flags are down.
event-both-flags-claimed = { $side } claims the opponent's flag, and both flags are found down.
event-claim-threefold = { $side } claims a draw by threefold repetition.
event-claim-fifty-moves = { $side } claims a draw under the fifty-move rule.
event-claim-quickplay = { $side } claims a draw in the quickplay finish.
event-offer = { $side } offers a draw.
event-offer-accepted = { $side } accepts the draw offer.
event-offer-declined = { $side } declines the draw offer.
event-offer-withdrawn = { $side } tries to take back the draw offer.
event-resign = { $side } resigns.
event-gesture-resignation = { $side } makes a silent gesture, which the arbiter finds meant resignation.
event-gesture-draw-offer = { $side } makes a silent gesture, which the arbiter finds was a draw offer.
event-gesture-nothing = { $side } makes a silent gesture, which the arbiter finds meant nothing.
event-device = { $side }’s electronic device is found or heard.
# $count: minutes late.
event-arrive =
    { $count ->
        [one] { $side } arrives { $count } minute late.
       *[other] { $side } arrives { $count } minutes late.
    }
event-discover = An irregularity is discovered.
event-claim-increment = { $side } asks for an increment.
event-stop-recording = { $side } stops recording the moves.
event-promotion-swap = { $side } wants to exchange the promoted piece for another.
event-scoresheet-request = { $side } asks to see the arbiter’s scoresheet.
event-claim-illegal-move = { $side } claims that the last move was illegal.
event-claim-flag = { $side } claims that the opponent's flag has fallen.
event-claim-device = { $side } complains that the opponent has an electronic device.
event-claim-wrong-setup = { $side } claims that the pieces were set up wrongly.
event-claim-wrong-orientation = { $side } claims that the board is wrongly placed.
event-claim-clock-placement = { $side } complains that the opponent moved the chessclock from where the arbiter placed it.
event-claim-reversed-colours = { $side } claims that the game began with the colours reversed.
event-claim-wrong-clock-setting = { $side } claims that the clock is set wrongly.
event-claim-wrong-clock-times = { $side } claims that the times set on the clock are wrong.
event-claim-displaced-pieces = { $side } claims that pieces stand on wrong squares.
event-claim-recording = { $side } complains to the arbiter about the opponent’s scoresheet.
event-claim-clock-handling = { $side } complains of how the opponent handled the clock.
event-claim-adjust = { $side } complains that the opponent adjusted pieces.
event-claim-disturbance = { $side } complains that the opponent is disturbing him.
# $white, $black: clock readings such as 2:31.
event-clock-reading = The clocks show White { $white }, Black { $black }.
event-leave-playing-area = { $side } leaves the playing area.
event-leave-venue = { $side } leaves the playing venue.
event-assistance-notes = { $side } consults notes.
event-assistance-information = { $side } consults a source of information.
event-assistance-advice = { $side } takes advice from someone.
event-assistance-captain-draw-advice = { $side } takes the team captain's advice on a draw offer.
event-assistance-other-board = { $side } analyses the game on another chessboard.
event-refuse-inspection = { $side } refuses to let the arbiter inspect him.
event-refuse-reconstruction = { $side } refuses to help the arbiter reconstruct the game.
event-disrepute = { $side } brings the game of chess into disrepute (a result arranged in advance, playing drunk, abuse).
event-smoke-tobacco = { $side } smokes.
event-smoke-e-cigarette = { $side } uses an e-cigarette.
event-disturb-noise = { $side } makes noise at the board.
event-disturb-talking = { $side } talks to the opponent.
event-disturb-behaviour = { $side } distracts the opponent.
event-disturb-draw-offers = { $side } keeps offering draws.
event-claim-assistance = { $side } complains to the arbiter that the opponent gets outside help.
event-claim-leaving = { $side } complains to the arbiter that the opponent went away without permission.
event-claim-smoking = { $side } complains to the arbiter about the opponent’s smoking.
event-persistent-refusal = { $side } persistently refuses to comply with the Laws.
# $who: the person, as the subject of the sentence ("A spectator").
event-third-party-players-flag = { $who } points out a fallen flag at the board.
event-third-party-players-illegal-move = { $who } points out an illegal move at the board.
event-third-party-players-other = { $who } points out an irregularity at the board.
event-third-party-arbiter-flag = { $who } tells the arbiter, and only him, about a fallen flag.
event-third-party-arbiter-illegal-move = { $who } tells the arbiter, and only him, about an illegal move.
event-third-party-arbiter-other = { $who } tells the arbiter, and only him, about an irregularity.
event-arbiter-remark-move-count = { $side }: the arbiter says how many moves have been made.
event-arbiter-remark-opponent-moved = { $side }: the arbiter says that the opponent has completed a move.
event-arbiter-remark-clock-not-pressed = { $side }: the arbiter says that the clock has not been pressed.
event-arbiter-remark-flag = { $side }: the arbiter says that a flag has fallen.
event-arbiter-remark-law-explanation = { $side }: the arbiter explains a point of the Laws the player asked about.
event-arbiter-remark-possible-claim = { $side }: the arbiter says that a claim could now be made.
event-arbiter-remark-position = { $side }: the arbiter says something about the position on the board.
event-scoresheet-move-in-advance = { $side } writes a move on the scoresheet before making it.
event-scoresheet-move-before-recording = { $side } makes a move without having recorded the previous one.
event-scoresheet-reply-before-recording = { $side } answers the opponent's move before writing it down, then records both.
event-scoresheet-asks-for-scoresheet = { $side } asks the arbiter for a scoresheet to record the moves.
event-scoresheet-offer-not-marked = { $side } does not mark the draw offer on the scoresheet.
event-scoresheet-mark-without-offer = { $side } writes the sign (=) on the scoresheet without offering a draw.
event-scoresheet-notes-on-scoresheet = { $side } writes notes on the scoresheet.
event-scoresheet-electronic-defect = { $side }’s electronic scoresheet stops working properly.
# $result: a result such as 1-0.
event-sign-result = Both players sign the scoresheets with the result { $result }.

## Clocks. $seconds: a number of seconds.

clock-increment = +{ $seconds } s
clock-delay = delay { $seconds } s
clock-flag-fallen = flag

## After the answer

verdict-right = Right.
verdict-wrong = Wrong.
verdict-unanswered = Not answered.
# $answer: the letters of the right options, such as "b" or "a, c".
verdict-answer = Right answer: { $answer }
tab-ruling = Ruling
tab-explanation = Explanation
tab-contrast = Contrast
tab-proof = Proof
panel-more = more
# $reason: the engine's message, in English.
ruling-failed = The engine could not rule on this scenario: { $reason }
explanation-none = The author wrote no explanation.
discussion-tag = Discussion item: the Laws do not settle this point, so it is never drawn for an exam.
discussion-readings = The Laws do not settle this point. The defensible readings:
# $side: a side.
proof-question = Can { $side } still checkmate?
proof-unknown = Not decided
# $ply: moves shown on the board; $plies: moves of the line.
proof-walk = Press ] and [ to play the line on the board: move { $ply } of { $plies }.
contrast-as-set = As set
contrast-uniform = The ruling is the same under every game type and edition.
contrast-differs = The ruling changes: the grid shows the right option under each game type and edition.
contrast-legend = ▸ marks the case you answered; – means no option is right there.

## The exam. $index, $total: question number and count; $seed: the paper's seed; $time: the
## time left, such as 23:41.

exam-title = Question { $index }/{ $total } · seed { $seed } · { $time }
exam-sheet = Answer sheet
# $count: questions answered; $total: questions on the paper.
exam-answered = { $count }/{ $total } answered
exam-legend-answered = answered
exam-legend-flagged = flagged
exam-submit-title = Hand in the exam
exam-submit-all = Every question is answered. Hand in the paper now?
exam-submit-none = No question is answered yet. Hand in an empty paper?
# $list: the numbers of the questions flagged for another look.
exam-submit-flagged = Flagged for another look: { $list }.
# $count: unanswered questions; $list: their numbers.
exam-submit-missing =
    { $count ->
        [one] { $count } question is not answered: { $list }. Hand in the paper anyway?
       *[other] { $count } questions are not answered: { $list }. Hand in the paper anyway?
    }
exam-leave-title = Leave the exam
# $time: the time left, such as 23:41.
exam-leave = The exam is kept as it stands: the Exam entry of the menu resumes it. Its clock keeps running while you are away ({ $time } left).
dialog-leave-keep = leave, and keep the exam for later
dialog-hand-in = hand the paper in now
dialog-back-to-exam = back to the exam
exam-results = Exam results
exam-time-up = Time ran out and the paper was handed in.
exam-passed = PASSED
exam-failed = NOT PASSED
# $percent: the score in percent; $mark: the pass mark in percent.
exam-percent = { $percent }% (pass mark { $mark }%)
# $seed: the paper's seed; $edition: the edition ruled under; $time: the time used.
exam-facts = Seed { $seed } · { $edition } · time used { $time }
exam-weakest = Weakest topics
exam-col-given = You
exam-col-right = Right
exam-col-question = Question

## Help

help-title = Keys
help-global = Anywhere: ? shows this help, Ctrl-C quits. The mouse can click options, tabs and menu entries; a second click on an option answers with it. In a Cyrillic or Armenian keyboard layout, the letter keys work where their Latin letters are.
help-close = ↑↓ scroll this list; any other key closes it.
# Headings of the list of every screen's keys (the Help entry of the menu).
help-section-global = Everywhere
help-section-too-small = A terminal too small
help-section-home = The menu
help-section-setup = Choosing what to practise, the exam or the drill
help-section-seed = The exam's seed row
help-section-question = A question, before the answer
help-section-question-multi = A question with several right answers, before the answer
help-section-answered = A question, after the answer
help-section-summary = The end of a session
help-section-exam = The exam
help-section-exam-multi = An exam question with several right answers
help-section-results = An exam's results
help-section-history = Past exams
help-section-review = Review
help-section-stats = Statistics
help-section-settings = Settings
help-section-present = Presenting to a room
help-section-present-ruling = Presenting to a room, when the ruling is longer than the screen

## What keys do, in the key bar and the help

key-open = open
key-entry = open an entry
key-help = help
key-quit = quit
key-choose = choose an entry
key-field = choose a row
key-value = change the value
key-start = start
key-seed = type the seed
key-erase = delete the last digit
key-back = back
key-select = select
key-select-move = move the selection
key-answer = answer
key-answer-ticked = answer with the ticks
key-tick = tick or untick
key-tick-selected = tick or untick the option selected
key-timeline = step through the events
key-timeline-ends = to the first or the last step
key-flip = turn the board
key-next = next or previous question
key-previous = previous question
key-continue = next question
key-tab = next tab
key-tab-back = the tab before
key-scroll = scroll a page
key-scroll-line = scroll a line
key-proof = play the mate line
key-pick = pick an answer
key-pick-selected = pick the option selected
key-flag = flag the question
key-submit = hand in
key-leave = leave the exam
key-row = choose a row
key-review = review it

## The home screen's entries for learning over time and for teaching a room

home-present = Present to a room
    .hint = For a projector: one scenario at a time with a large board and clocks. A key shows the options, another the ruling. Nobody answers and nothing is recorded.
home-stats = Statistics
    .hint = Your accuracy overall, by topic, by article (weakest first), by game type and by edition, with your streaks and study days.
# The review entry with how many questions are due. $name: the entry's name; $count: a number.
home-review-due = { $name } · due: { $count }
# The exam entry while an exam is unfinished. $name: the entry's name.
home-exam-unfinished = { $name } (unfinished)

## The offer, on the home screen, to resume an exam that was not handed in

resume-title = Unfinished exam
# $date: the day it was started, such as 2026-11-22; $answered, $total: questions answered and
# on the paper; $time: the time left, such as 12:31; $seed: the paper's seed.
resume-text = An exam started on { $date } was not handed in: { $answered } of { $total } answered, { $time } left, seed { $seed }.
resume-resume = resume it where you left off
resume-hand-in = hand it in as it is
resume-discard = discard it
resume-later = decide later (the Exam entry asks again)
resume-time-up = Its time ran out while the app was closed: resuming hands it in as it is.
resume-gone = None of the unfinished exam’s questions is in the library any more, so it was discarded.
# $path: where the damaged file was moved.
exam-moved-aside = The saved exam could not be read; it was kept as { $path }.
# $format: the format number of the file.
exam-newer = The saved exam was written by a newer version of the app (format { $format }); it is left as it is.

## The review entry. $count: a number of questions. Cramming asks a whole list at once,
## whatever the schedule says.

review-due = Due now ({ $count })
review-cram-missed = Cram every mistake ({ $count })
review-cram-all = Cram every question answered ({ $count })
review-due-now =
    { $count ->
        [one] { $count } question is due for review now.
       *[other] { $count } questions are due for review now.
    }
review-nothing-answered = Nothing to review yet: answer some questions in practice or in an exam first.
review-nothing-due = Nothing is due for review now.
review-next-minutes =
    { $count ->
        [one] Nothing is due now. The next question is due in { $count } minute.
       *[other] Nothing is due now. The next question is due in { $count } minutes.
    }
# $date: a date such as 2026-11-22.
review-next-date = Nothing is due now. The next question is due on { $date }.
review-nothing-due-now = Nothing is due now: cram instead, or come back when the next question is due.
review-cram-note = Cramming ignores the schedule and asks every question of its list; your answers still update the schedule.
# The end of a list cut short. $count: the questions not shown.
review-more = … and { $count } more

## The statistics screen (its other texts are in stats.ftl)

stats-by-topic-weakest = By topic, weakest first

## Setup and settings for exams and practice

# Whether practice asks again the questions whose last answer was right.
setup-right = Answered right last time
setup-right-skip = Leave out
setup-right-include = Ask again
# After setup-matching. $count: questions left out; $left: questions the session asks.
setup-right-left-out =
    { $count ->
        [one] { $count } answered right last time is left out, so { $left } are asked.
       *[other] { $count } answered right last time are left out, so { $left } are asked.
    }
setup-resumes = The session picks up after the question you practised last.
# The button to the past exams. $count: how many there are.
setup-history = Past exams ({ $count })
setup-exam-unfinished = An exam is unfinished: the Exam entry of the menu resumes it.
# The drill's summary. $count: incidents ruled differently in rapid and in blitz;
# $questions: questions the drill asks (each incident twice).
setup-drill-summary =
    { $count ->
        [one] { $count } incident is ruled differently in rapid and in blitz: { $questions } questions, each incident as set and then under the other game type.
       *[other] { $count } incidents are ruled differently in rapid and in blitz: { $questions } questions, each incident as set and then under the other game type.
    }

# Added after setup-matching when practice questions are shuffled. $seed: the session's seed.
setup-shuffled = They come shuffled with seed { $seed }.
settings-study = Exams and practice
settings-exam-questions = Exam questions
settings-exam-minutes = Exam time
settings-pass-mark = Pass mark
settings-practice-order = Practice order
order-in-order = In order
order-shuffled = Shuffled with the seed

## Past exams

history-title = Past exams
history-none = No exam has been handed in yet.
history-col-date = Date
history-col-seed = Seed
history-col-score = Score
history-col-result = Result
history-col-time = Time
history-time-up = time ran out
# $path: where the damaged file was moved.
history-moved-aside = The file of past exams could not be read; it was kept as { $path } and a new one started.
# $format: the format number of the file.
history-newer = The file of past exams was written by a newer version of the app (format { $format }); it is left as it is.
# $path: the file; $reason: the system's message.
history-unreadable = Cannot read the file of past exams { $path }: { $reason }

## Presenter mode

# $index, $total: the scenario's number and how many there are; $edition: the edition it
# is ruled under.
present-title = Scenario { $index } of { $total } · { $edition }
present-show-options = show the options
present-show-ruling = show the ruling
present-next = next scenario
present-end = back to the menu (that was the last scenario)

## More of what keys do

key-ends = to the top or the bottom
key-reveal = show the next step
key-conceal = hide the last step
key-scenario = next or previous scenario

## Names of the keys that are words, as the key bar, the help and the dialogs show them.
## Keep the names printed on keyboards where your language does.

keyname-enter = Enter
keyname-esc = Esc
keyname-space = Space
keyname-tab = Tab
keyname-backtab = Shift-Tab
keyname-pgup = PgUp
keyname-pgdn = PgDn
keyname-home = Home
keyname-end = End
keyname-backspace = Backspace

## Topics of scenarios (the `topics` of the content files), as the practice setup, the
## statistics and the exam results name them

topic-illegal-move = Illegal moves
topic-touch-move = Touch-move
topic-flag-fall = Flag fall
topic-can-mate = Can a side still mate?
topic-draw-claim = Draw claims
topic-draw-offer = Draw offers
topic-clock = The chessclock
topic-time-control = Time controls
topic-default-time = Default time and late arrival
topic-recording = Recording the moves
topic-devices = Electronic devices
topic-conduct = Conduct of the players
topic-quickplay = Quickplay finish
topic-irregularity = Irregularities
topic-illegal-position = Illegal positions
topic-resignation = Resignation
topic-chess960 = Chess960
topic-dead-position = Dead positions
topic-rapid = Rapid chess
topic-blitz = Blitz
topic-standard = Standard chess
topic-editions = Editions of the Laws

# The side to move is checkmated: said in place of whose move it is.
facts-checkmate = Checkmate

## Events: touches, castling procedures, pausing the clock
event-touch-accidental = { $side } brushes the piece on { $square } by accident.
event-adjust-said-after = { $side } touches the piece on { $square } and only then says “I adjust”.
event-touch-same-time = { $side } touches the piece on { $square } at the same moment as the one before.
event-touch-order-unknown = { $side } touches the piece on { $square }; nobody can tell whether before or after the one before.
event-flag-same-moment = { $side }’s flag falls at that same moment.
event-castle-rook-first = { $side } castles { $move }, moving the rook first.
event-castle-king-only = { $side } castles { $move }, moving only the king.
event-castle-rook-only = { $side } castles { $move }, moving only the rook.
event-castle-rook-misplaced = { $side } castles { $move }, putting the rook on a wrong square.
event-pause-clock = { $side } pauses the clock and calls the arbiter.
event-pause-clock-no-reason = { $side } pauses the clock for no valid reason.
event-pause-clock-medical = { $side } pauses the clock: a player needs medical attention.
event-restart-clock = { $side } restarts the paused clock before the arbiter says the game goes on.

# Shown in English on the title bar when the terminal (the Linux console) cannot draw the
# script of the language; $language is its English name.
console-script = Use --lang en or another terminal: this console cannot draw { $language }.

event-seal = { $side } seals the move { $move }.
event-seal-unreadable = { $side } seals a move written so that it cannot be read.
event-resume = The game resumes with both players present.
event-resume-absent = The game resumes; { $side } is not at the board.
event-resume-both-absent = The game is to resume, but neither player is at the board.
event-resume-envelope-missing = The game is to resume, but the envelope with the sealed move is missing.
event-resume-times-missing = The game resumes; the envelope is there, but the time each player had used was never written on it.
event-resumption-clocks = { $side } says that a clock shows the time used wrongly.
event-third-party-players-device = { $who } uses a mobile phone in the playing venue, or it rings there.
event-third-party-players-disturbance = { $who } disturbs the game (a camera flash, talking or analysing aloud beside the board).
event-third-party-arbiter-disturbance = { $who } disturbs the game (a camera flash, talking or analysing aloud beside the board).
event-third-party-players-signals = { $who } signals to one of the players.
event-third-party-arbiter-signals = { $who } signals to one of the players.
event-external-disturbance = The game is disturbed from outside (noise, an alarm, a failing light).
event-scoresheet-non-algebraic = { $side } records the moves in a notation other than algebraic.
event-scoresheet-national-letters = { $side } records the moves with the piece letters of his own language.
event-scoresheet-hidden = { $side } keeps the scoresheet out of the arbiter's sight.
event-scoresheet-refuses-to-sign = { $side } refuses to sign the scoresheets.
event-scoresheet-illegible = { $side } keeps an illegible scoresheet.
event-scoresheet-other-paper = { $side } records the moves in a notebook of his own instead of on the scoresheet.
event-scoresheet-kept = { $side } takes the scoresheet away after the game instead of handing it in.
event-scoresheet-not-updated-after-flag = { $side } moves a piece after a flag fell without first bringing the scoresheet up to date.
event-players-correct = The players agree between themselves to correct the illegal move.
event-third-party-arbiter-device = { $who } uses a mobile phone in the playing venue, or it rings there.

## Events added in stop 25.
event-alleged = { $event } (One player says so, the other denies it, and nobody else can confirm it.)
event-sign-result-one = { $side } signs (or reports to the arbiter) the result { $result }.
event-appeal = { $side } appeals against the arbiter's decision.
event-arbiter-ruling = The arbiter rules: { $result }.
event-arbiter-ruling-continues = The arbiter rules that play goes on.
event-assistant-moves = An assistant moves the pieces for { $side }.
event-assistant-clock = An assistant presses the clock for { $side }.
event-third-party-players-draw-offer = { $who } offers a draw to the opponent in a player's name.
event-third-party-arbiter-draw-offer = { $who } offers a draw to the opponent in a player's name.
event-third-party-players-access = { $who } enters the playing area.
event-third-party-arbiter-access = { $who } enters the playing area.
event-third-party-players-displaced-pieces = { $who } knocks over pieces on the board.
event-third-party-arbiter-displaced-pieces = { $who } knocks over pieces on the board.
event-scoresheet-scoring-assistant = { $side } cannot keep score; an assistant accepted by the arbiter writes the moves for him.
event-scoresheet-clock-times = { $side } writes the clock times beside the moves on the scoresheet.
event-scoresheet-borrows-opponents = { $side } takes the opponent's scoresheet to bring their own up to date.
