//! Play with blind and visually disabled players: the article of every provision in each
//! edition's numbering (2009 Appendix E, 2014 to 2023 Appendix D).
//!
//! 2009 numbers its appendix E1 (the two boards) and E2 with points 1 to 10 (cited `E2.3`,
//! `E2.9d`); 2018 and 2023 use the decimal numbers D.1 to D.2.11.
//!
//! 2014 sits between them. Confirmed, from the Russian translation of the 2014 Laws: D.1 holds
//! the two boards with the board's and the pieces' requirements as lettered items, and D.2
//! goes on with numbered points ("1.", "2.", ...), so a point is cited `D.2.1` and a lettered
//! item inside a point `D.2.10a`, as the 2014 text letters its items elsewhere (`G.5a`).
//! Inferred, since no verbatim English 2014 text of the whole appendix could be read here: that
//! the points are the eleven that 2018 numbers D.2.1 to D.2.11 (on the assumption that 2018
//! turned the 2014 points into decimals one to one), so that D.2.4 ("only then" the opponent's clock)
//! and D.2.5 (the normal rules for the sighted player) are points of their own and D.2.9 holds
//! both cases of differing boards, and that the assistant's duties are the letters a to f of
//! point 10 in the 2009 order (making the moves `a`, informing on request `d`, claiming a flag
//! and reporting a touch `e`).

/// The provisions of the appendix on visually disabled players in one edition.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BlindRules {
    /// Either player may demand two boards; the special board and pieces.
    pub two_boards: &'static str,
    /// Moves are announced clearly, repeated by the opponent and made on his board.
    pub announce: &'static str,
    /// On the special board a piece counts as touched once it is out of its securing hole.
    pub touched: &'static str,
    /// When a move on the special board counts as made.
    pub made: &'static str,
    /// Only then is the opponent's clock started.
    pub clock_started: &'static str,
    /// For the sighted player the normal rules of touching and making a move apply.
    pub sighted_normal: &'static str,
    /// A clock made for visually disabled players is admissible.
    pub special_clock: &'static str,
    /// The visually disabled player keeps score in Braille or longhand, or on a recording
    /// device.
    pub score: &'static str,
    /// A slip of the tongue is corrected at once, before the opponent's clock is started.
    pub slip: &'static str,
    /// The two boards differ and the scoresheets agree: the player who made the wrong move
    /// adjusts his board.
    pub boards_differ: &'static str,
    /// The scoresheets differ too: the moves are retraced to where they agree and the clocks
    /// readjusted (2009 has a point of its own for it).
    pub scores_differ: &'static str,
    /// The visually disabled player's assistant and his duties.
    pub assistant: &'static str,
    /// The assistant makes either player's move on the opponent's board.
    pub assistant_moves: &'static str,
    /// The assistant tells the number of moves and the times only when asked.
    pub assistant_informs: &'static str,
    /// The assistant claims a flag fall and tells the arbiter of a touched piece.
    pub assistant_claims: &'static str,
    /// The assistant carries out the formalities of an adjournment.
    pub assistant_adjourns: &'static str,
    /// Without an assistant of the visually disabled player, the sighted player may use one
    /// for making and announcing moves.
    pub sighted_assistant: &'static str,
    /// The sentence that makes an assistant compulsory against a hearing-impaired opponent,
    /// where the edition has it: 2018 and 2023 D.2.11; not in the 2009 text (E2.10); the
    /// 2014 text could not be read, and is taken as 2009's.
    pub hearing_impaired: Option<&'static str>,
}

impl BlindRules {
    /// Every article of the table.
    pub fn all(&self) -> Vec<&'static str> {
        vec![
            self.two_boards,
            self.announce,
            self.touched,
            self.made,
            self.clock_started,
            self.sighted_normal,
            self.special_clock,
            self.score,
            self.slip,
            self.boards_differ,
            self.scores_differ,
            self.assistant,
            self.assistant_moves,
            self.assistant_informs,
            self.assistant_claims,
            self.assistant_adjourns,
            self.sighted_assistant,
        ]
    }
}

/// 2009 Appendix E: the clock, the normal rules for the sighted player and "only then the
/// opponent's clock" all sit in point 3; differing scoresheets are point 8.
pub(super) const BLIND_2009: BlindRules = BlindRules {
    two_boards: "E1",
    announce: "E2.1",
    touched: "E2.2",
    made: "E2.3",
    clock_started: "E2.3",
    sighted_normal: "E2.3",
    special_clock: "E2.4",
    score: "E2.5",
    slip: "E2.6",
    boards_differ: "E2.7",
    scores_differ: "E2.8",
    assistant: "E2.9",
    assistant_moves: "E2.9a",
    assistant_informs: "E2.9d",
    assistant_claims: "E2.9e",
    assistant_adjourns: "E2.9f",
    sighted_assistant: "E2.10",
    hearing_impaired: None,
};

/// 2014 Appendix D: the numbered points of D.2 as 2018 numbers them, the assistant's duties
/// lettered in point 10 (see the note atop this file for what is confirmed and what inferred).
pub(super) const BLIND_2014: BlindRules = BlindRules {
    assistant_moves: "D.2.10a",
    assistant_informs: "D.2.10d",
    assistant_claims: "D.2.10e",
    assistant_adjourns: "D.2.10f",
    hearing_impaired: None,
    ..BLIND_2018
};

/// 2018 and 2023 Appendix D, decimal; one paragraph D.2.9 holds both cases of differing
/// boards.
pub(super) const BLIND_2018: BlindRules = BlindRules {
    two_boards: "D.1",
    announce: "D.2.1",
    touched: "D.2.2",
    made: "D.2.3",
    clock_started: "D.2.4",
    sighted_normal: "D.2.5",
    special_clock: "D.2.6",
    score: "D.2.7",
    slip: "D.2.8",
    boards_differ: "D.2.9",
    scores_differ: "D.2.9",
    assistant: "D.2.10",
    assistant_moves: "D.2.10.1",
    assistant_informs: "D.2.10.4",
    assistant_claims: "D.2.10.5",
    assistant_adjourns: "D.2.10.6",
    sighted_assistant: "D.2.11",
    hearing_impaired: Some("D.2.11"),
};
