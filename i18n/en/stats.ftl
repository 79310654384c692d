### `arbiter-quiz stats`: the learner's statistics, and messages about the progress file
### that every command reading it may show.

stats-none = No answers recorded yet. Practise or take an exam in the app, then look again.
# $right: right answers; $count: all answers; $percent: the accuracy, from stats-percent.
stats-overall =
    { $count ->
        [one] { $right } of { $count } answer right ({ $percent })
       *[other] { $right } of { $count } answers right ({ $percent })
    }
# $current: right answers in a row up to the last one; $best: the longest such run.
stats-streaks = Right answers in a row: { $current } now, { $best } at best.
# $count: days in a row, up to the last day studied, with at least one answer.
stats-days =
    { $count ->
        [one] Studied { $count } day in a row.
       *[other] Studied { $count } days in a row.
    }
# A whole-number percentage. $percent: the number.
stats-percent = { $percent }%

## Table titles and column headers

stats-by-topic = By topic
stats-by-article = By article, weakest first
stats-by-game-type = By game type
stats-by-edition = By edition of the Laws
stats-col-right = Right
stats-col-answers = Answers
stats-col-accuracy = Accuracy

## The progress file

# $path: where the damaged file was moved.
progress-moved-aside = The progress file could not be read; it was kept as { $path } and a new record started.
# $format: the format number of the file.
progress-newer = The progress file was written by a newer version of the app (format { $format }); it is left as it is and not read.
# $path: the file; $reason: the system’s message.
progress-unreadable = Cannot read the progress file { $path }: { $reason }
