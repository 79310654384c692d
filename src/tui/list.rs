//! Moving a cursor through a list, the same in every list of the app (menus, forms, the
//! options of a question, the exam's results, past exams): up and down go round from one
//! end to the other, Home and End go to the ends.

use super::action::Action;

/// Where a cursor over `n` rows goes on `action`; `None` when the action does not move a
/// cursor (or the list is empty). A list without a cursor yet starts at the top going down
/// and at the bottom going up.
pub fn moved(cursor: Option<usize>, action: Action, n: usize) -> Option<usize> {
    if n == 0 {
        return None;
    }
    let last = n - 1;
    Some(match (action, cursor) {
        (Action::Down, None) | (Action::First, _) => 0,
        (Action::Down, Some(i)) if i >= last => 0,
        (Action::Down, Some(i)) => i + 1,
        (Action::Up, Some(i)) if i > 0 => (i - 1).min(last),
        (Action::Up | Action::Last, _) => last,
        _ => return None,
    })
}

/// [`moved`] for a list that always has a row under the cursor.
pub fn step(cursor: usize, action: Action, n: usize) -> Option<usize> {
    moved(Some(cursor), action, n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn up_and_down_go_round_and_home_and_end_go_to_the_ends() {
        assert_eq!(step(0, Action::Down, 3), Some(1));
        assert_eq!(step(2, Action::Down, 3), Some(0));
        assert_eq!(step(0, Action::Up, 3), Some(2));
        assert_eq!(step(1, Action::Last, 3), Some(2));
        assert_eq!(step(1, Action::First, 3), Some(0));
        assert_eq!(step(1, Action::Confirm, 3), None);
        assert_eq!(step(0, Action::Down, 0), None);
    }

    #[test]
    fn a_list_without_a_cursor_starts_at_an_end() {
        assert_eq!(moved(None, Action::Down, 4), Some(0));
        assert_eq!(moved(None, Action::Up, 4), Some(3));
    }
}
