## The seminar room (arbiter-quiz serve): the participant's screens, the lecturer's
## console and the command's messages.

join-title = Join the seminar room
join-intro = Type the room code the lecturer gives out and your name. The room knows you by your name when you come back.
join-code = Room code
join-name = Your name
join-hint = Enter goes on; Tab moves between the rows; at most { $max } characters.
join-asking = Asking the room…
join-wrong-code = That is not this room’s code. Type it again.
join-bad-name = Type a name (letters, at most 40 characters).
join-full = The room is full. Ask the lecturer.
key-join = join
key-language = language
key-leave-room = leave
key-type = type a letter into the row
key-enter-room = go back in
keyname-text = any letter
help-section-join = Joining the room
help-section-live = A question to the room
help-section-live-multi = A question to the room with several right answers
help-section-live-revealed = The ruling, revealed to the room
help-section-lobby = Waiting in the room
help-section-lobby-wait = Waiting in the room

live-title = Seminar room
live-facts = Question { $index } of { $total } · { $name }
live-no-answer = Pick your answer; you can change it until the lecturer reveals the ruling.
live-sending = Sending your answer { $answer }…
live-kept = Your answer { $answer } is in. You can change it until the reveal.
live-revealed = The lecturer has revealed the ruling.

lobby-title = Seminar room
lobby-joining = You are in. The room is about to show what it is doing.
lobby-no-question = This question cannot be shown here. Wait for the next one.
lobby-exam-not-started = The exam has not started yet. It starts for everyone when the lecturer starts it.
lobby-left-exam = You left the exam for a moment; your answers are kept and the clock runs on. Enter takes you back.
lobby-handed-in = Your paper is handed in. The results and the rulings come when the exam is over for everyone.
lobby-exam-over = The exam is over. Enter shows your results and the rulings.
lobby-time-left = Time left: { $time }

console-title = Seminar room { $room }
console-connect = Participants connect with:
console-this-host = <this computer’s address>
console-code = Room code:
console-fingerprint = Host key fingerprint:
console-answered = Answered: { $count } of { $total } connected
console-tally-hidden = The answers stay hidden until the reveal (t shows them here).
console-right = Right: { $count } of { $total } (answer { $answer })
console-people = People: { $count } connected, { $total } in all
console-more = … and { $count } more
console-exam-waiting = The exam has not started (s starts it).
console-exam-over = The exam is over.
console-exam-heading = Exam of { $total } questions: each participant’s progress
console-exam-scores = Exam of { $total } questions: scores (pass mark { $mark }%)
console-handed-in = handed in
console-score = { $right } of { $total } ({ $percent }%)
console-gradebook = Gradebook: { $path }
console-key-reveal = reveal the ruling
console-key-next = next scenario
console-key-previous = previous scenario
console-key-tally = show or hide the answers
console-key-start = start the exam
console-key-end = end the exam now
console-key-quit = stop serving

csv-score = Score

serve-needs-pack = A live room needs a pack (--pack ID); an exam needs --exam N and --seed S.
serve-needs-seed = An exam room needs --seed S, so that running the same command again resumes the same room.
serve-no-data-folder = There is no data folder to keep the room in (set ARBITER_QUIZ_HOME).
serve-resumed = The room is resumed; participants already in it: { $count }.
serve-file-aside = The room’s file was damaged; it was moved to { $path } and the room starts afresh.
serve-file-unusable = The room’s file { $path } cannot be used ({ $reason }); nothing was changed.
serve-host-key-failed = The host key { $path } cannot be read or made: { $reason }
serve-bind-failed = Cannot listen on { $addr }: { $reason }
serve-stopped = The room is kept in { $path }; the same command resumes it.

cli-serve = Run a seminar room: an SSH server that gives every participant the app in their own language, and this terminal the lecturer’s console
    .long = A live round goes through a pack (--pack) scenario by scenario: the room answers, the lecturer reveals the ruling. An exam (--exam N --seed S) gives everyone the same paper under one deadline (--minutes). Every answer is kept in the room’s results file in the data folder; running the same command again resumes the room.
cli-serve-arg-listen = The address and port to listen on (0.0.0.0:2222 unless given)
cli-serve-arg-room_code = The code participants type to join (letters and digits, up to 16)
cli-serve-arg-room = The room’s name, by which running again resumes it (made from the other options unless given)
cli-serve-arg-pack = A live round through this pack; with --exam, draw from this pack only
cli-serve-arg-exam = An exam of N questions, drawn with --seed
cli-serve-arg-minutes = The exam’s length in minutes (30 unless given)
cli-serve-arg-max = The most participants connected at once (100 unless given)
cli-value-addr = ADDRESS
cli-value-code = CODE
cli-value-name = NAME
