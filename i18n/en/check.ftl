### Diagnostics of `arbiter-quiz check` and of loading content: what is wrong in a scenario
### or pack file. The file, line and column are shown by the program around the message.
### Variables are values from the file or lists of allowed values, shown as they are.

content-toml = This is not valid TOML: { $reason }
content-unknown-key = Unknown key `{ $key }`. Allowed here: { $choices }.
content-unknown-key-suggest = Unknown key `{ $key }`. Did you mean `{ $suggestion }`? Allowed here: { $choices }.
content-key-renamed = The key `{ $key }` is now called `{ $now }`; it is read as `{ $now }`, but write the new name.
content-unknown-value = `{ $value }` is not a valid { $what }. Write one of: { $choices }.
content-unknown-value-suggest = `{ $value }` is not a valid { $what }. Did you mean `{ $suggestion }`? Write one of: { $choices }.
content-unknown-event = Unknown event type `{ $value }`. Event types: { $choices }.
content-unknown-event-suggest = Unknown event type `{ $value }`. Did you mean `{ $suggestion }`? Event types: { $choices }.
content-event-key-not-allowed = A `{ $type }` event does not take `{ $key }`. It takes: { $keys }.
content-event-key-missing = A `{ $type }` event needs `{ $key }`.
content-event-type-missing = This event has no `type`. Event types: { $choices }.
content-event-key-not-allowed-suggest = A `{ $type }` event does not take `{ $key }`. Did you mean `{ $suggestion }`? It takes: { $keys }.
content-bad-square = `{ $value }` is not a square (write a file a–h and a rank 1–8, like e4).
content-bad-placement = `{ $value }` is not a placement of pieces (write the first field of a FEN: eight ranks from 8 to 1 separated by /, like 4k3/8/8/8/8/8/8/4K3).
# $detail: what is wrong, one of the tc-error-* messages.
content-bad-time-control = `{ $value }` is not a time control: { $detail }.
content-bad-clock-time = `{ $value }` is not a clock reading (write m:ss, h:mm:ss or m:ss.t).
# $detail: what the key takes, one of the value-type-* messages below.
content-wrong-type = `{ $key }` takes { $detail }.
# $max: the longest reading, 24:00:00.
content-clock-time-too-long = `{ $value }` is longer than a clock can show (at most { $max }).
# $key: the key in the file; $max: the largest value it may take.
content-number-too-large = `{ $key }` is { $value }, more than a game ever has (at most { $max }).
content-game-type-mismatch = The time control { $control } makes a { $actual } game under the { $edition } Laws, not { $type }.
content-impossible-clock = { $side }'s clock shows { $time }, more than the time control { $control } can ever give.
content-clock-runs-for-side-not-to-move = { $side }'s clock is said to run, but the position and its moves give the move to the other side. Correct `running`, or write a move not yet completed as a `move` event with `pressed_clock = false`.
# $detail: which part of the FEN is wrong, one of the fen-error-* messages.
content-bad-fen = This is not a FEN: { $detail }.
# $detail: what is wrong with the position, one of the position-error-* messages.
content-illegal-position = No game can be played from this position: { $detail }.
# $number: the move number as a scoresheet writes it (12. or 12...); $move: the move as
# written; $detail: what is wrong, one of the move-error-* messages.
content-bad-move = Move { $number } { $move } cannot be played: { $detail }.
# $event: the event's number in the list; $detail: one of the move-error-* messages.
content-impossible-event = This event cannot happen here: { $detail }.
content-bad-id = `{ $value }` is not a valid id: use lower-case letters, digits and hyphens.
content-bad-edition = `{ $value }` is not an edition of the Laws ({ $choices }).
content-bad-edition-suggest = `{ $value }` is not an edition of the Laws. Did you mean `{ $suggestion }`? Editions: { $choices }.
content-bad-difficulty = Difficulty `{ $value }` must be 1, 2 or 3.
content-query-needs = The query `{ $query }` needs `{ $key }` in the question.
content-query-unused-key = The query `{ $query }` does not use `{ $key }`, so it changes nothing here: remove it, or ask a query that takes it.
content-knowledge-needs-query = A knowledge question needs a `query`.
content-can-mate-needs-side = A can-mate question needs `side` (white or black).
content-too-few-options = A question needs at least two options; this one has { $count }.
content-expect-missing = This option has no `expect`: say what the ruling must be for it to be correct.
content-expect-empty = This `expect` claims nothing the engine decides.
# $detail: what is wrong, one of the expect-error-* messages below.
content-bad-expect = `{ $key } = "{ $value }"`: { $detail }.
content-bad-expect-suggest = `{ $key } = "{ $value }"`: { $detail }. Did you mean `{ $suggestion }`?
content-bad-castling-rights = `castling = "{ $value }"`: castling rights are written as in a FEN, `-` for none or each of the letters K, Q, k, q (Chess960: the rooks' file letters) at most once.

## Why a value in an `expect` cannot be read. The words in `code` quotes are what authors
## type in the file and stay as they are in every language.

expect-error-square = a square is not written as a file a–h and a rank 1–8, like `e4`
# $choices (here and below): the forms or words the key takes, with example values.
expect-error-obligation = write one of: { $choices }
expect-error-side = the side must be `white` or `black`
expect-error-action-seconds = `set-increment` needs a number of seconds after it, like `set-increment 30`
# $choices: the action keys.
expect-error-action = this is not an action; actions are { $choices }
expect-error-sanction = write one of: { $choices } (or the same with the other side)
expect-error-result = write one of: { $choices }
expect-error-claim = write one of: { $choices }
expect-error-party = write one of: { $choices }
content-sides-empty = Name `white`, `black` or both.
content-range-conflict = A range takes `above` or `from` for its lower end and `below` or `to` for its upper end, not both.
content-bad-answer = The key `{ $value }` names no option; the options are lettered a, b, c... ({ $count } here).
content-text-missing = The { $what } has no text.
content-text-language-missing = The { $what } has no text in `{ $lang }`, which the pack declares.
content-explanation-missing = There is no explanation; every scenario should explain its ruling and cite the articles.
content-postponed-claim-without-flag = The arbiter postpones his decision on this claim and `after_flag` says what he finds once the claimant's flag falls, but no flag falls after it: the finding is never used. Add a `flag` event for the claimant after the claim.
content-readings-missing = This scenario has `status = "discussion"` but no `readings`: state the defensible readings of the point, in every language of the pack.
content-readings-unused = `readings` are shown only for a discussion item: add `status = "discussion"`, or remove them.
content-markup-unclosed = This brace opens a move that no closing brace ends; write a brace that is not markup twice.
content-markup-unopened = This brace closes a move that no opening brace began; write a brace that is not markup twice.
content-markup-not-a-move = `{ $text }` between braces is not a move: write a move in the international letters, such as { $example }.
content-bare-move = The move { $move } is written without markup; write { $markup } so that every reader sees it in their own piece letters.
content-glossary-word = «{ $word }» is not the word for { $concept } in this language: the glossary (i18n/{ $lang }/glossary.toml) says «{ $chosen }».
content-unknown-language = `{ $value }` is not a language of the app. Languages: { $choices }.
content-unknown-language-suggest = `{ $value }` is not a language of the app. Did you mean `{ $suggestion }`? Languages: { $choices }.
content-pack-needs-english = A pack must provide English (`en`) among its languages; other languages fall back to it.
content-pack-toml-missing = This folder has no `pack.toml`.
content-pack-shadows-built-in = A built-in pack already has the id `{ $id }`; give this pack another id.
content-duplicate-pack = Another pack already has the id `{ $id }`.
content-duplicate-scenario = The scenario id `{ $id }` is already used in { $other }.
content-unreadable = Cannot read this: { $reason }
content-parse-crashed = The program failed while reading this file, so its scenario is left out; please report it: { $reason }

## What a key takes, for content-wrong-type. The words in `code` quotes stay as they are.

value-type-text = a text in quotes, like `"e4"`
value-type-bool = `true` or `false`
value-type-count = a whole number, 0 or more, like `3`
value-type-texts = a text per language, like `text.en = "..."`

## What the engine finds when it grades a scenario

check-no-correct-option = No option matches the engine's ruling.
check-several-correct = Options { $options } all match the engine's ruling, but the question takes one answer (set `multi = true` for a question with several correct options).
check-key-disagrees = The answer key says { $key }, but the engine's ruling makes { $engine } correct.
check-key-disagrees-none = The answer key says { $key }, but under the engine's ruling no option is correct.
# $option: the option's letter; $keys: its `expect` keys, such as `claim`.
check-expect-undecided = Option { $option } rests on { $keys }, which the engine does not decide in this scenario (nobody claims, nothing is asked, or no clocks are given), so it can never be correct.
check-undetermined = The mate analysis could not decide this position, so the answer is not certain; choose another position.
# $detail: what makes the position illegal (a position-error-* message).
check-start-position-illegal = This position is not a legal one ({ $detail }). It stays on the board as given, as for a question on an illegal position, but nothing in the scenario treats it as one: check the FEN.
check-article-not-cited = Article { $article } is listed, but the ruling does not apply it.
check-article-other-level = Article { $article } is listed, but the ruling cites the same article at another level, { $cited }: list it as the ruling cites it, or, if { $article } is the one that applies, report it as an engine citation to fix.
check-engine-says = The engine rules:
check-coverage =
    { $count ->
        [0] FIDE Laws { $edition }: each of the { $total } articles the engine applies is exercised by at least { $target } scenarios.
        [one] FIDE Laws { $edition }: one of the { $total } articles the engine applies is exercised by fewer than { $target } scenarios:
       *[other] FIDE Laws { $edition }: { $count } of the { $total } articles the engine applies are exercised by fewer than { $target } scenarios:
    }
check-coverage-group =
    { $count ->
        [0] Applied by no scenario
        [one] Applied by one scenario
       *[other] Applied by { $count } scenarios
    }: { $articles }
check-reuse-count =
    { $count ->
        [0] no scenario
        [one] one scenario
       *[other] { $count } scenarios
    }
check-reuse =
    { $count ->
        [0] Fixtures: no position is used by more than { $limit } scenarios.
        [one] Fixtures: one position is used by more than { $limit } scenarios:
       *[other] Fixtures: { $count } positions are used by more than { $limit } scenarios:
    }
check-summary = { $packs ->
        [one] { $packs } pack
       *[other] { $packs } packs
    }, { $scenarios ->
        [one] { $scenarios } scenario
       *[other] { $scenarios } scenarios
    }: { $errors ->
        [one] { $errors } error
       *[other] { $errors } errors
    }, { $warnings ->
        [one] { $warnings } warning
       *[other] { $warnings } warnings
    }.
check-error = error
check-warning = warning

## Names of the things a diagnostic talks about

what-question = question
what-option = option
what-title = title
what-explanation = explanation
what-side = side
what-game-type = game type
what-supervision = supervision
what-promotion = promotion
what-noticed = way of noticing
what-first-flag = first flag
what-claim-ground = claim ground
what-moment = moment
what-gesture = meaning of a silent gesture
what-clock-fault = clock fault
what-counter-fault = move-counter fault
what-finding-after-the-flag = finding after the flag
what-judgement = judgement
what-response = response
what-clock-act = handling of the clock
what-answer = answer to a draw offer
what-finding = finding
what-irregularity = irregularity
what-question-kind = question kind
what-status = status
what-query = query
what-owner = owner
what-arbiter-decision = arbiter's decision
what-place-left = place left
what-source-of-help = source of help
what-smoking = kind of smoking
what-disturbance = disturbance
what-complaint-ground = complaint ground
what-opponent-score = opponent's score
what-penalty = penalty
what-third-party = third party
what-irregularity-pointed-out = irregularity pointed out
what-listener = listener
what-remark = arbiter's remark
what-scoresheet-act = scoresheet act
what-signed-result = signed result
what-ruled-result = arbiter's ruling

## Keys of one event that contradict each other; more names of values
content-event-keys-conflict = `{ $key }` contradicts `{ $other }`: an announced adjustment is its own kind of contact. Keep one of them.
what-contact = kind of contact
what-button = button of the clock
what-inspection = manner of inspection
what-duty = duty of the assistant
what-order = order
what-evidence = evidence
what-castling-procedure = way of castling
content-touch-finding-needs-order = `{ $key }` says which of two touches the arbiter finds came first; it needs `{ $other }` on this touch to be `same-time` or `unknown`.
content-key-needs-key = `{ $key }` means nothing without `{ $other }` on the same event.
what-touch-finding = the arbiter's finding on the order of touches
what-reason = reason
what-promotion-piece = promotion piece

what-sealed-move-record = sealed move record
what-absence = absence at resumption
what-envelope = envelope
