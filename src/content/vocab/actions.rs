//! What the arbiter does and the sanctions he applies, as an option's `expect` names them
//! (`actions = ["call-flag black"]`, `sanction = "penalty white"`, `sanction = "warning
//! white"`) and as `rule --json` writes them. Each value is a template whose holes take an argument.

use super::vocabulary;

vocabulary! {
    /// An action of the arbiter (`actions` of an `expect`).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum ActionForm as "action" {
        /// The position before the irregularity is put back on the board.
        RestorePosition = "restore-position",
        /// An unpromoted pawn is replaced by a queen of its colour, whatever its square.
        AnyPawnBecomesQueen = "pawn-becomes-queen",
        /// The unpromoted pawn on that square is replaced by a queen of its colour.
        PawnBecomesQueen = "pawn-becomes-queen <square>",
        /// The illegal move stands; only the players' own agreement could still correct it.
        IllegalMoveStands = "illegal-move-stands",
        /// The game is cancelled and a new game is played.
        NewGame = "new-game",
        /// The position is moved to a correctly placed board and play goes on.
        TransferToCorrectBoard = "transfer-to-correct-board",
        /// The arbiter puts the clock right (its time control, its move counter) and adjusts
        /// the times.
        CorrectClockSetting = "correct-clock-setting",
        /// The clock setting is left as it is.
        KeepClockSetting = "keep-clock-setting",
        /// That side may no longer castle (its king stood on a wrong square).
        NoCastling = "no-castling <side>",
        /// The rook on that square may not castle (it stood on a wrong square).
        NoCastlingWithRook = "no-castling-with-rook <square>",
        /// That player restores the displaced pieces on his own time.
        RestoreOnOwnTime = "restore-on-own-time <side>",
        /// The clocks are paused.
        PauseClocks = "pause-clocks",
        /// A clock with an evident defect is replaced; the arbiter sets the times on the new
        /// one by his best judgement.
        ReplaceClock = "replace-clock",
        /// The arbiter waits until the next move is completed.
        WaitForNextMove = "wait-for-next-move",
        /// Both clocks are set to add this many seconds per move.
        SetIncrement = "set-increment <seconds>",
        /// The arbiter declares the fall of that side's flag, which he saw.
        CallFlag = "call-flag <side>",
        /// The arbiter does not intervene.
        NoIntervention = "no-intervention",
        /// A draw offer by that side (an offer, or an incorrect claim, which counts as one)
        /// stands for the opponent to answer at the end of the case: not once he has declined
        /// it, by word or by touching a piece, moved, or the game has ended.
        OfferStands = "offer-stands <side>",
        /// The game continues.
        PlayOn = "play-on",
        /// The arbiter replaces an electronic scoresheet that has an evident defect (2023 8.3).
        ReplaceScoresheet = "replace-scoresheet",
        /// The arbiter gives a rapid or blitz player, who need not record, the scoresheet he
        /// asks for (2018 on A.2).
        ProvideScoresheet = "provide-scoresheet",
        /// The arbiter adjusts that player's clock in an equitable way, for the time an
        /// assistant who presses the clock or keeps score for him costs (6.2.6 and 8.1.6; 2014
        /// 6.2e and 8.1e; 2009 6.7d and 8.1); from 2014 not for a player with a disability.
        AdjustClock = "adjust-clock <side>",
        /// With two boards that differ and scoresheets that agree, that player (who wrote
        /// the right move but made another) sets his board to the move on the scoresheets.
        AdjustBoardToScoresheets = "adjust-board-to-scoresheets <side>",
        /// With two boards and two scoresheets that differ, the moves are taken back to where
        /// the scoresheets agree and the arbiter readjusts the clocks.
        RetraceToAgreement = "retrace-to-agreement",
    }
}

vocabulary! {
    /// A sanction beyond time and result (`sanction` of an `expect`).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum SanctionForm as "sanction" {
        /// The arbiter may penalise the player at his discretion (12.9; 2009 13.4): the Laws
        /// fix no penalty for the offence, so every step of his scale is open to him. It
        /// holds whenever the engine finds such an offence, whether or not the case says
        /// which step he chose.
        Penalty = "penalty <side>",
        /// That step of the scale (the words of the `penalty` key of events: `warning`,
        /// `time-off`, `game-lost`...) is applied to the player: the step the Laws fix (a
        /// device, persistent refusal: `game-lost`), or the one the case says the arbiter
        /// chose.
        Step = "<penalty> <side>",
        /// The arbiter may expel that person from the playing venue for interfering in the
        /// game (12.7; 2009 13.7a).
        Expel = "expel <third-party>",
    }
}
