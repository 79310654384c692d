//! Who may claim what, and when: for each ground of a claim, the conditions the arbiter checks
//! before he examines it. A claim that fails one is not admissible: it is not examined and
//! carries no penalty. The numbers these conditions use (the move limit, the two minutes, the
//! window of an illegal move) are the edition's own values elsewhere in its table; this list
//! says which of them each ground depends on, and which grounds the edition has at all.

use super::EditionRules;
use crate::laws::claim::Ground;

/// A condition a claim must meet to be examined.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Condition {
    /// The claimant has the move and claims before making it on the board (9.2, 9.3; the
    /// quickplay claim and the increment request: "the player having the move").
    HavingTheMove,
    /// He has not touched a piece with intent to move or capture it on this move (9.4).
    NoTouchBeforeDrawClaim,
    /// He has not touched a piece with intent since the breach of Article 4 he complains of
    /// (2009 4.7, 2014 on 4.8).
    NoTouchSinceBreach,
    /// The quickplay-finish rules apply to the game: announced where the edition asks for it,
    /// and a game type (and increment) they cover.
    QuickplayRules,
    /// He has less than two minutes on his clock and his flag has not fallen.
    UnderTwoMinutes,
    /// Without adequate supervision: the claimant has not yet made his own move after the
    /// illegal act (2009 A4c/B3c, 2014 A.4b, 2018 A.4.2, 2023 A.5.2).
    BeforeOwnReply,
    /// Without adequate supervision: each player has not yet completed the move limit (2009
    /// A4a: three; later ten, 2014 A.4a(2), 2018 A.4.1.2, 2023 A.5.1.2).
    BeforeMoveLimit,
    /// The same for the clock setting, unless keeping it would seriously hurt the schedule
    /// where the edition has that exception (2014 A.4a(1), 2018 A.4.1.1, 2023 A.5.1.1).
    ClockBeforeMoveLimit,
}

impl Condition {
    /// Every condition, in the order the documentation lists them.
    pub const ALL: [Condition; 8] = [
        Condition::HavingTheMove,
        Condition::NoTouchBeforeDrawClaim,
        Condition::NoTouchSinceBreach,
        Condition::QuickplayRules,
        Condition::UnderTwoMinutes,
        Condition::BeforeOwnReply,
        Condition::BeforeMoveLimit,
        Condition::ClockBeforeMoveLimit,
    ];

    /// The articles that set this condition for a claim of `ground` under an edition; `blitz`
    /// picks the blitz article where an edition has its own (2009 B3c).
    pub fn articles(self, rules: &EditionRules, ground: Ground, blitz: bool) -> Vec<&'static str> {
        let a = &rules.articles;
        match self {
            Condition::HavingTheMove => match ground {
                Ground::Threefold => vec![a.threefold_written, a.threefold_appeared],
                Ground::FiftyMoves => vec![a.fifty_written, a.fifty_completed],
                Ground::Increment => vec![a.quickplay_increment.unwrap_or(a.quickplay_claim)],
                _ => vec![a.quickplay_claim],
            },
            Condition::NoTouchBeforeDrawClaim => vec![a.touch_forfeits_claim],
            Condition::NoTouchSinceBreach => vec![a.touch_claim_lost],
            Condition::QuickplayRules => a
                .quickplay_announcement
                .into_iter()
                .chain([a.quickplay_exclusion])
                .collect(),
            Condition::UnderTwoMinutes => match (ground, a.quickplay_increment) {
                (Ground::Increment, Some(article)) => vec![article],
                _ => vec![a.quickplay_claim],
            },
            Condition::BeforeOwnReply if blitz => vec![a.unsupervised_illegal_blitz],
            Condition::BeforeOwnReply => vec![a.unsupervised_illegal],
            Condition::BeforeMoveLimit => vec![a.unsupervised_setup],
            Condition::ClockBeforeMoveLimit => vec![a.unsupervised_clock_setting],
        }
    }
}

/// The grounds an edition knows and the conditions of each, in the order they are checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClaimRules {
    /// Each ground with its conditions; a ground the edition lacks is not listed.
    pub grounds: &'static [(Ground, &'static [Condition])],
}

impl ClaimRules {
    /// The conditions of a ground, or `None` when the edition has no such claim.
    pub fn admission(&self, ground: Ground) -> Option<&'static [Condition]> {
        self.grounds
            .iter()
            .find(|(g, _)| *g == ground)
            .map(|(_, c)| *c)
    }
}

use Condition as C;

const DRAW: &[Condition] = &[C::HavingTheMove, C::NoTouchBeforeDrawClaim];
const QUICKPLAY: &[Condition] = &[C::QuickplayRules, C::HavingTheMove, C::UnderTwoMinutes];
const ARTICLE_4: &[Condition] = &[C::NoTouchSinceBreach];
const SET_UP: &[Condition] = &[C::BeforeMoveLimit];

/// The grounds every edition has.
macro_rules! grounds {
    ($($extra:expr),* $(,)?) => {
        &[
            (Ground::Threefold, DRAW),
            (Ground::FiftyMoves, DRAW),
            (Ground::Quickplay, QUICKPLAY),
            $($extra,)*
            (Ground::TouchMove, ARTICLE_4),
            (Ground::IllegalMove, &[C::BeforeOwnReply]),
            (Ground::Flag, &[]),
            (Ground::Device, &[]),
            (Ground::WrongSetup, SET_UP),
            (Ground::WrongOrientation, SET_UP),
            (Ground::ReversedColours, &[]),
            (Ground::WrongClockSetting, &[C::ClockBeforeMoveLimit]),
            (Ground::ClockPlacement, &[]),
            // The move limit (2009 A4a "incorrect piece placement", later "incorrect set-up")
            // is about the position the game began from, which `wrong-setup` claims; pieces
            // displaced during play are put back under Article 7 whenever they are found.
            (Ground::DisplacedPieces, &[]),
            (Ground::Recording, &[]),
            (Ground::ClockHandling, &[]),
            // Adjusting is Article 4.2: a claim under 4.1-4.7 is lost by touching a piece.
            (Ground::Adjust, ARTICLE_4),
            (Ground::Disturbance, &[]),
            (Ground::Assistance, &[]),
            (Ground::Leaving, &[]),
            (Ground::Smoking, &[]),
        ]
    };
}

/// 2009: no increment request (Art. 10 has only the claim).
pub const CLAIMS_2009: ClaimRules = ClaimRules {
    grounds: grounds!(),
};

/// 2014 on: the increment request of G.4 / III.4 as well.
pub const CLAIMS: ClaimRules = ClaimRules {
    grounds: grounds!((Ground::Increment, QUICKPLAY)),
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_ground_is_listed_once_and_only_2009_lacks_the_increment_request() {
        for ground in Ground::ALL {
            assert_eq!(
                CLAIMS.grounds.iter().filter(|(g, _)| *g == ground).count(),
                1,
                "{ground:?}"
            );
            let in_2009 = CLAIMS_2009.admission(ground).is_some();
            assert_eq!(in_2009, ground != Ground::Increment, "{ground:?}");
        }
    }
}
