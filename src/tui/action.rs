//! What the user asks for, whatever key or click said it. The keymap makes these from
//! terminal events; `update` acts on them.

use std::time::Duration;

/// One request from the user, or from the passing of time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// Leave the app at once (Ctrl-C, or `q` on the home screen).
    Quit,
    /// Go back one screen, or close the open dialog.
    Back,
    /// Show or hide the keys of this screen.
    Help,
    /// Move up a list.
    Up,
    /// Move down a list.
    Down,
    /// Previous value of a setting; earlier step of the timeline.
    Left,
    /// Next value of a setting; later step of the timeline.
    Right,
    /// Confirm: open the selected entry, answer with the option selected, say yes.
    Confirm,
    /// Tick or untick the option under the cursor (questions with several answers).
    Toggle,
    /// Select option or entry `n` (from 0), by its number or letter.
    Choose(usize),
    /// The next question.
    Next,
    /// The previous question.
    Previous,
    /// Turn the board round.
    Flip,
    /// Flag the exam question for another look, or clear the flag.
    Flag,
    /// Hand in the exam (also the unfinished one the home screen offers).
    Submit,
    /// Discard the unfinished exam the home screen offers.
    Discard,
    /// Presenter: show the next step (the options, the ruling, the next scenario).
    Reveal,
    /// Presenter: hide the last step shown.
    Conceal,
    /// The next tab of the ruling panel.
    NextTab,
    /// The previous tab of the ruling panel.
    PreviousTab,
    /// Scroll the text panel up.
    ScrollUp,
    /// Scroll the text panel down.
    ScrollDown,
    /// The first step of the timeline, or the top of a list.
    First,
    /// The last step of the timeline, or the bottom of a list.
    Last,
    /// Step back along the proof line.
    ProofBack,
    /// Step forward along the proof line.
    ProofForward,
    /// A digit typed into a number field.
    Digit(u8),
    /// Delete the last digit of a number field, or the last character of a text field.
    Erase,
    /// A character typed into a text field (the room code and the name on the join screen).
    Type(char),
    /// A click of the left mouse button at a column and row of the terminal.
    Click(u16, u16),
    /// The terminal now has this many columns and rows.
    Resize(u16, u16),
    /// Time has passed.
    Tick(Duration),
}
