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

/// What an edition asks of a claim before the arbiter examines it: the conditions of the
/// grounds that have any, in the order they are checked, and the grounds the edition does not
/// know at all. Every other ground is a claim the edition admits without conditions, so a new
/// ground needs an entry here only if it has conditions or some edition lacks it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClaimRules {
    /// Each ground with conditions, and its conditions.
    pub conditions: &'static [(Ground, &'static [Condition])],
    /// The grounds that are no claim in this edition.
    pub lacks: &'static [Ground],
}

impl ClaimRules {
    /// The conditions of a ground, or `None` when the edition has no such claim.
    pub fn admission(&self, ground: Ground) -> Option<&'static [Condition]> {
        if self.lacks.contains(&ground) {
            return None;
        }
        let listed = self.conditions.iter().find(|(g, _)| *g == ground);
        Some(listed.map_or(&[], |(_, c)| *c))
    }
}

use Condition as C;

const DRAW: &[Condition] = &[C::HavingTheMove, C::NoTouchBeforeDrawClaim];
const QUICKPLAY: &[Condition] = &[C::QuickplayRules, C::HavingTheMove, C::UnderTwoMinutes];
const ARTICLE_4: &[Condition] = &[C::NoTouchSinceBreach];
const SET_UP: &[Condition] = &[C::BeforeMoveLimit];

/// The conditions every edition sets. The move limit (2009 A4a "incorrect piece placement",
/// later "incorrect set-up") is about the position the game began from, which `wrong-setup`
/// claims; pieces displaced during play are put back under Article 7 whenever they are
/// found, so `displaced-pieces` has none. Adjusting is Article 4.2: a claim under 4.1-4.7 is
/// lost by touching a piece.
const CONDITIONS: &[(Ground, &[Condition])] = &[
    (Ground::Threefold, DRAW),
    (Ground::FiftyMoves, DRAW),
    (Ground::Quickplay, QUICKPLAY),
    (Ground::Increment, QUICKPLAY),
    (Ground::TouchMove, ARTICLE_4),
    (Ground::IllegalMove, &[C::BeforeOwnReply]),
    (Ground::WrongSetup, SET_UP),
    (Ground::WrongOrientation, SET_UP),
    (Ground::WrongClockSetting, &[C::ClockBeforeMoveLimit]),
    (Ground::Adjust, ARTICLE_4),
];

/// 2009: no increment request (Art. 10 has only the claim).
pub const CLAIMS_2009: ClaimRules = ClaimRules {
    conditions: CONDITIONS,
    lacks: &[Ground::Increment],
};

/// 2014 on: the increment request of G.4 / III.4 as well.
pub const CLAIMS: ClaimRules = ClaimRules {
    conditions: CONDITIONS,
    lacks: &[],
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_ground_has_two_sets_of_conditions_and_only_2009_lacks_the_increment_request() {
        for (i, (ground, _)) in CONDITIONS.iter().enumerate() {
            assert!(
                CONDITIONS[i + 1..].iter().all(|(g, _)| g != ground),
                "{ground:?} listed twice"
            );
        }
        assert_eq!(CLAIMS_2009.admission(Ground::Increment), None);
        assert_eq!(CLAIMS.admission(Ground::Increment), Some(QUICKPLAY));
        assert_eq!(CLAIMS_2009.admission(Ground::Threefold), Some(DRAW));
        assert_eq!(CLAIMS.admission(Ground::ClockPlacement), Some(&[][..]));
    }
}
