//! The words of the `act` of a `visually-disabled` event: what happens in a game with a
//! visually disabled player on two boards.

use super::vocabulary;
use crate::laws::event::BlindAct;

vocabulary! {
    impl BlindAct as "visually disabled act" {
        /// The visually disabled player feels a piece that stays in its securing hole.
        FeelsPiece = "feels-piece",
        /// The visually disabled player takes the piece on `square` out of its securing hole.
        LiftsPiece = "lifts-piece",
        /// The sighted player touches the piece on `square` on his normal board.
        SightedTouches = "sighted-touches",
        /// A slip of the tongue in announcing a move, corrected at once, before the
        /// opponent's clock is started.
        SlipCorrected = "slip-corrected",
        /// A slip of the tongue the player tries to correct after the opponent's clock has
        /// been started.
        SlipCorrectedLate = "slip-corrected-late",
        /// The boards show different positions and the scoresheets agree; `by` is the player
        /// whose board shows the wrong move.
        BoardsDifferScoresAgree = "boards-differ-scores-agree",
        /// The boards show different positions and the scoresheets differ as well.
        BoardsDifferScoresDiffer = "boards-differ-scores-differ",
        /// The visually disabled player uses a clock made for visually disabled players.
        SpecialClock = "special-clock",
        /// The visually disabled player keeps score in Braille.
        BrailleScore = "braille-score",
        /// The visually disabled player records the moves on a recording device.
        DeviceScore = "device-score",
        /// His assistant tells him the times or the number of moves without being asked.
        AssistantInformsUnasked = "assistant-informs-unasked",
        /// His assistant tells him the times or the number of moves at his request.
        AssistantInformsAsked = "assistant-informs-asked",
        /// His assistant makes a move on the opponent's board.
        AssistantMakesMove = "assistant-makes-move",
        /// His assistant claims that the opponent's flag has fallen. This act is the claim
        /// itself (the player's, made through his assistant): write no `flag` claim after it.
        AssistantClaimsFlag = "assistant-claims-flag",
        /// His assistant tells the arbiter that the sighted player touched the piece on
        /// `square`.
        AssistantReportsTouch = "assistant-reports-touch",
        /// His assistant carries out the formalities of an adjournment for him: he writes
        /// the sealed move on the player's scoresheet and seals it in the envelope (2018 and
        /// 2023 D.2.10.6; 2014 D.2.10f; 2009 E2.9f).
        AssistantSeals = "assistant-seals",
        /// The visually disabled player has no assistant; the sighted player (`by`) uses one
        /// to make and announce the moves.
        SightedAssistant = "sighted-assistant",
        /// The sighted player's (`by`) assistant keeps his score and starts the clocks.
        SightedAssistantKeepsScore = "sighted-assistant-keeps-score",
        /// A player demands that the game be played on two boards.
        DemandsTwoBoards = "demands-two-boards",
        /// The opponent's clock is started for the visually disabled player (by him or his
        /// assistant) before his move has been announced.
        ClockBeforeAnnouncing = "clock-before-announcing",
        /// The visually disabled player (`by`) plays without an assistant against a
        /// hearing-impaired opponent (from 2018 an assistant is then compulsory, D.2.11).
        NoAssistantHearingImpaired = "no-assistant-hearing-impaired",
        /// A player (`by`) announces the ranks in other words than the German numbers (eins,
        /// zwei...), which are the rule unless the arbiter decides otherwise (D.2.1; 2009
        /// E2.1): `arbiter_decides = "otherwise"` says he allowed other names.
        RankNames = "rank-names",
    }
}
