### The command line: what `arbiter-quiz --help` and `arbiter-quiz <command> --help` print,
### and the errors for a command line that cannot be read. Command names, option names
### (--lang, --laws, …) and the words authors type (white, black, 2023, html, …) stay as
### they are in every language.

## Headings and placeholders of the help. The placeholders stand for what the user types.

cli-heading-usage = Usage
cli-heading-commands = Commands
cli-heading-options = Options
cli-heading-arguments = Arguments
cli-placeholder-options = OPTIONS
cli-placeholder-command = COMMAND
cli-value-locale = LANGUAGE
cli-value-edition = EDITION
cli-value-id = ID
cli-value-dir = FOLDER
cli-value-n = N
cli-value-mb = MB
cli-value-file = FILE
cli-value-paths = PATHS
cli-value-fen = FEN [white|black]
cli-value-game = GAME.pgn
cli-value-format = FORMAT
cli-help = Print this help (--help shows more)
cli-version = Print the version
# Ends the short text of a command where its longer text follows it.
cli-full-stop = .
# Two sentences of an error message, one after the other.
cli-sentences = { $first } { $second }

## The program and its options.

cli-about = Train chess arbiters in the FIDE Laws of Chess: scenario quizzes graded by a rules engine. Without a command the terminal app opens.
cli-arg-lang = Language of the interface and of all output: en, uz, uz-Cyrl, mn, bg, zh-Hans, hy or ru
cli-arg-laws = Edition of the FIDE Laws to apply: 2009, 2014, 2018 or 2023
cli-arg-pack = Open this pack directly
cli-arg-content = Load the scenario packs of this folder too (may be given more than once)
cli-arg-seed = Seed for drawing exam papers: the same seed gives the same paper
cli-arg-ascii = Draw pieces as letters only (for terminals without chess symbols)
cli-arg-present = Open the presenter mode for a projector: one scenario at a time with a large board, the options and then the ruling shown on a key press (with --pack, that pack first)

## The commands, each with its options. `.long` is shown by --help after the short text.

cli-check = Check scenario packs: report every problem with its place, and grade every scenario through the rules engine
    .long = Exit code 0 when everything is clean, 1 when a scenario has an error, 2 for a wrong command line or a folder that cannot be read.
cli-check-arg-paths = Pack folders, folders of packs, or scenario files (without any: the built-in packs)
cli-check-arg-coverage = Also list, for each edition of the Laws (or only the one given with --laws), the articles that fewer than three scenarios of that edition apply

cli-rule = Print the engine's ruling on one scenario file: result, time, obligations, claim verdict, the articles applied and the reasoning step by step
cli-rule-arg-file = The scenario file
cli-rule-arg-json = Print JSON instead of text

cli-can-mate = Decide whether a side can still checkmate by any series of legal moves (the test behind dead positions and flag falls)
    .long = Prints winnable followed by a mating line in UCI, unwinnable, or undetermined when the search budget runs out. Without a FEN it reads standard input, one position a line (a FEN of 2 to 6 fields: board and side to move, then if wanted castling rights, en passant square and the move counters; optionally followed by white or black; further words are ignored), and prints the answer to each line as soon as it has read it, or error and the reason for a line it cannot read. With --lang each answer is also explained on standard error.
cli-can-mate-arg-quick = Only try to prove that the side cannot mate: much faster, and answers undetermined instead of winnable
cli-can-mate-arg-nodes = Node budget of the helpmate search (500000 unless given)
cli-can-mate-arg-hash = Size of the search's transposition table in megabytes, 1 to 4096 (32 unless given); memory stays within it whatever the node budget
cli-can-mate-arg-position = The position as FEN (quoted or not), optionally followed by the side asked about, white or black; otherwise the side not to move (the side with time left when the other's flag falls)

cli-review = Review every move of the games in a PGN file as an arbiter: could the player to move claim threefold repetition or fifty moves, and did the game end by fivefold repetition, 75 moves, checkmate, stalemate or a dead position under the chosen edition of the Laws (--laws, 2023 unless given)
    .long = Exit code 0 when every game was reviewed, 1 when a game has an unreadable or illegal move (the other games are still reviewed), 2 when the file cannot be read.
cli-review-arg-game = The PGN file: one or more games, from the standard position or a FEN tag; Chess960 with the tag Variant "Chess960". Comments, NAGs and variations are skipped.
cli-review-arg-json = Print one JSON object per move (JSON Lines) instead of the timeline

cli-stats = Your statistics from the progress file: accuracy by topic, article (weakest first), game type and edition of the Laws, and streaks
cli-stats-arg-json = Print JSON instead of tables

cli-export = Export a pack or a seeded exam for a seminar: a printable paper and a separate answer key computed by the rules engine (HTML to print from a browser, and Markdown), and a gradebook and your recorded answers as CSV
    .long = The same --seed gives the same exam on every machine. Exit code 0 when everything was written, 1 when the engine could not rule on a question (its key says so), 2 for a wrong command line or a file that cannot be written.
cli-export-arg-pack = Export every scenario of this pack in order; with --exam, draw from this pack only
cli-export-arg-exam = Draw an exam of N questions with --seed (without one, a seed is chosen and printed so that the same paper can be drawn again)
cli-export-arg-format = What to write: html (paper.html and key.html), md (paper.md and key.md), csv (results.csv and answers.csv) or all of them (all, unless given)
cli-export-arg-out = The folder to write into, created if needed (the current folder unless given)
cli-export-arg-participants = Empty columns in results.csv for the answers of this many participants (10 unless given)

## Errors in the command line. cli-error frames the whole message.

# $message: what is wrong, in one or more sentences.
cli-error = error: { $message }
# $arg: the option or word as typed.
cli-error-unknown-argument = { $arg } is not an option or argument of this command.
# $suggestion: an option or command with a similar name.
cli-error-suggest = Did you mean { $suggestion }?
cli-error-unknown-command = { $arg } is not a command.
# $args: the missing arguments, as placeholders.
cli-error-missing = This command needs { $args }.
# $value: the value as typed; $arg: the option it was given to.
cli-error-value = “{ $value }” is not a valid value for { $arg }.
# $arg, $other: two options.
cli-error-conflict = { $arg } cannot be used together with { $other }.
cli-error-other = This command line cannot be read.
# $command: the program's name with the command, such as `arbiter-quiz rule`.
cli-error-hint = Run “{ $command } --help” to see what it accepts.
