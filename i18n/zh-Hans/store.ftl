### 用户的文件（设置、进度、考试）：文件无法使用时显示的信息。

## 设置文件以及其他无法直接使用的文件

# $reason：文件有什么问题（带行号和列号的信息，或下面的某条 store-* 信息）；$path：损坏的文件被移到的位置。
settings-moved-aside = 无法使用设置文件（{ $reason }）；已将其保存为 { $path }，在你更改设置之前使用默认值。
# $format：文件的格式编号。
settings-newer = 设置文件由更新版本的应用写入（格式 { $format }）；已保持原样，现在所做的更改不会保存。
# $path：文件；$reason：系统的信息。
settings-unreadable = 无法读取设置文件 { $path }：{ $reason }。现在所做的更改不会保存。
exam-unreadable = 无法读取保存的考试 { $path }：{ $reason }
# $key：文件中的键；$value：它的值。
store-bad-value = `{ $key }` 为 { $value }，应用从不写入这样的值
store-inconsistent = 它的各部分彼此不一致
