### The learner's kept files (settings, progress, exam): what is told when one cannot be used.

## The settings file and other kept files that cannot be used as they are

# $reason: what is wrong with the file (the reader's message with line:column, or one of the
# store-* messages below); $path: where the damaged file was moved.
settings-moved-aside = The settings file could not be used ({ $reason }); it was kept as { $path }, and the defaults apply until you change a setting.
# $format: the format number of the file.
settings-newer = The settings file was written by a newer version of the app (format { $format }); it is left as it is, and changes made now are not saved.
# $path: the file; $reason: the system’s message.
settings-unreadable = Cannot read the settings file { $path }: { $reason }. Changes made now are not saved.
exam-unreadable = Cannot read the saved exam { $path }: { $reason }
# $key: the key in the file; $value: what it holds.
store-bad-value = `{ $key }` is { $value }, a value the app never writes
store-inconsistent = its parts do not agree with each other
