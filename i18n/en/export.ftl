### `arbiter-quiz export`: the printed paper and answer key of a seminar, their CSV
### gradebook, and what the command says while it writes them.

## The header of the paper and the key

# The title of a paper drawn at random from the scenarios (a pack export takes the pack's title).
export-exam-title = Examination paper
# What the document is, under its title.
export-paper = Question paper
export-key = Answer key
# Before the title of the one pack an exam was drawn from.
export-drawn-from = Drawn from
# $seed: the number the paper was drawn with; the same number gives the same paper.
export-seed = Seed { $seed }
# In the header when each question is ruled under its scenario's own edition of the Laws.
export-edition-own = each question under its own edition of the Laws
# $count: the number of questions.
export-questions =
    { $count ->
        [one] { $count } question
       *[other] { $count } questions
    }
# Blanks the participant fills in at the top of the paper.
export-name = Name
export-score = Score
export-instructions = Circle the letter of the correct answer. Where a question says so, more than one answer is correct.
# The page footer; $page and $pages are filled in by the browser when it prints.
export-page = page { $page } of { $pages }

## One question

# $number: the question's number on the paper.
export-question = Question { $number }
export-moves = Moves played
export-multi = Choose every correct answer.
# Beside the clock that is running.
export-clock-running = running
# Beside a clock whose flag has fallen.
export-flag-fallen = flag down
# Under a text board in Markdown. $move: the squares of the last move, like e2–e4.
export-last-move = Last move: { $move }

## The answer key

export-glance = Answers at a glance
# Before the letters of the correct options.
export-answer = Correct answer
export-answer-none = No option matches the engine’s ruling.
export-ruling = The engine’s ruling
export-explanation = Explanation
export-readings = Discussion item (not for exams). The readings
# $list: article numbers separated by commas, like 7.5.1, A.4.2.
export-articles = Articles: { $list }
# $reason: the engine’s message, in English.
export-failure = The engine could not rule on this question: { $reason }
# $id: the scenario’s id; $pack: its pack’s id. For the lecturer to find the scenario.
export-scenario = Scenario { $id } (pack { $pack })

## Columns of results.csv (the gradebook) and answers.csv (the learner’s own answers)

csv-number = No.
csv-scenario = Scenario
csv-pack = Pack
csv-edition = Edition
csv-correct = Correct answer
csv-articles = Articles
csv-topics = Topics
# One empty column per participant. $number: 1, 2, 3...
csv-participant = Participant { $number }
csv-when = Date and time (UTC)
csv-on-paper = Question on this paper
csv-mode = Mode
csv-given = Answer given
csv-right = Right (1 yes, 0 no)
csv-seconds = Seconds
csv-game-type = Game type

## How an answer was given, in answers.csv

export-mode-practice = Practice
export-mode-exam = Exam
export-mode-review = Review
export-mode-drill = Rapid vs blitz drill

## What the command prints

# $path: a file written.
export-wrote = Written: { $path }
# $seed: the seed chosen because none was given.
export-seed-chosen = No --seed given: using seed { $seed }. Give --seed { $seed } to draw the same paper again.
# $id: what was asked for; $choices: the ids of the packs there are.
export-unknown-pack = There is no pack `{ $id }`. Packs: { $choices }
export-no-scenarios = There are no scenarios to export.
# $path: the file; $reason: the system’s message.
export-write-failed = Cannot write { $path }: { $reason }
# $count: questions whose key is incomplete.
export-unruled =
    { $count ->
        [one] The engine could not give the answer to one question; the key says so at that question.
       *[other] The engine could not give the answer to { $count } questions; the key says so at each of them.
    }
