//! Adjourned games in each edition: the guidelines for sealing a move, the envelope, the
//! resumption and the players absent from it. 2009 prints them as unlettered "Guidelines if
//! the game needs to be adjourned", numbered 1-13 (cited here as `Adj.1a`...); 2014 as
//! Appendix E (E.1a-E.13); 2018 and 2023 as Guidelines I (I.1.1-I.14), where the late-arrival
//! rule of E.10 is split into I.10 and I.11 and everything after moves up by one.
//!
//! Numbers checked against the English texts of 2009 and 2018, the Armenian 2009 text (the
//! same numbering) and the Spanish 2014 text (E.1-E.9); 2014 E.10-E.13 follow the same order
//! as the English 2018 text and are not confirmed by a verbatim copy.

/// How late a player may come to the resumption before he loses the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResumptionLimit {
    /// A fixed number of minutes, unless the rules of the competition say otherwise (2009:
    /// more than one hour late loses).
    Minutes(u32),
    /// The event's default time, zero when the regulations name none (2014 on).
    DefaultTime,
}

/// The provisions on adjourned games of one edition, by article.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AdjournmentRules {
    /// The player having the move seals it: written unambiguously, both scoresheets in the
    /// envelope, the envelope sealed, and only then the clock stopped; until then he may
    /// change it, and a move he makes on the board after being told to seal is his sealed
    /// move.
    pub seal: &'static str,
    /// A player having the move who adjourns before the end of the session is taken to have
    /// sealed at its nominal end, and his remaining time is recorded so.
    pub early: &'static str,
    /// What the envelope shows: names, the position before the sealed move, the time used,
    /// who sealed, the number of the sealed move, a current draw offer, the date, time and
    /// venue of resumption.
    pub envelope: &'static str,
    /// The item of the envelope that gives the time used by each player.
    pub envelope_times: &'static str,
    /// The arbiter checks the envelope and keeps it safe.
    pub arbiter_keeps: &'static str,
    /// A draw offered to the player who sealed stands until he accepts or rejects it.
    pub offer_to_sealer: &'static str,
    /// Before resumption, the position before the sealed move and the times used are set up.
    pub set_up: &'static str,
    /// A draw agreed or a resignation before resumption concludes the game.
    pub concluded_before: &'static str,
    /// The envelope is opened only when the player who must reply to the sealed move is
    /// present.
    pub open_when_present: &'static str,
    /// A sealed move recorded ambiguously, so that its true meaning cannot be established,
    /// or illegal: the sealer loses (three provisions, in that order).
    pub defective: [&'static str; 3],
    /// Resumption with the player who replies present: envelope opened, sealed move made,
    /// his clock started.
    pub replier_present: &'static str,
    /// The player who replies is absent: his clock is started; on arrival the envelope is
    /// opened and the sealed move made.
    pub replier_absent: &'static str,
    /// The player who sealed is absent: his opponent may seal his reply in a fresh envelope
    /// and start the absent player's clock.
    pub sealer_absent: &'static str,
    /// A player late for the resumption loses (2009: more than one hour; from 2014: after
    /// the default time, unless the arbiter decides otherwise, a conclusion brought by the
    /// sealed move still standing).
    pub late: &'static str,
    /// Where the edition letters the conclusions the late sealer keeps: his sealed move
    /// mates, or it stalemates or leaves a dead position (2009 guideline 10(a), (b)).
    pub late_conclusion: Option<[&'static str; 2]>,
    /// How late is too late.
    pub limit: ResumptionLimit,
    /// With a default time other than zero and neither player present, the player who
    /// replies loses all the time until he arrives (2014 E.10b, 2018 on I.11; not in 2009).
    pub neither_present: Option<&'static str>,
    /// The envelope is missing: play on from the adjourned position with the recorded times;
    /// the sealer makes the move he says he sealed.
    pub envelope_missing: &'static str,
    /// The position cannot be re-established: the game is annulled and replayed.
    pub position_lost: &'static str,
    /// A clock time wrongly set, pointed out before the player's first move, is corrected.
    pub clock_error: &'static str,
    /// Resumption sessions are timed by the arbiter's timepiece.
    pub timing: &'static str,
}

impl AdjournmentRules {
    /// Every article of the table.
    pub fn all(&self) -> Vec<&'static str> {
        let mut all = vec![
            self.seal,
            self.early,
            self.envelope,
            self.envelope_times,
            self.arbiter_keeps,
            self.offer_to_sealer,
            self.set_up,
            self.concluded_before,
            self.open_when_present,
        ];
        all.extend(self.defective);
        all.extend([
            self.replier_present,
            self.replier_absent,
            self.sealer_absent,
            self.late,
        ]);
        all.extend(self.late_conclusion.into_iter().flatten());
        all.extend(self.neither_present);
        all.extend([
            self.envelope_missing,
            self.position_lost,
            self.clock_error,
            self.timing,
        ]);
        all
    }
}

/// 2009: the unlettered guidelines, 1(a) to 13.
pub const ADJOURNMENT_2009: AdjournmentRules = AdjournmentRules {
    seal: "Adj.1a",
    early: "Adj.1b",
    envelope: "Adj.2",
    envelope_times: "Adj.2c",
    arbiter_keeps: "Adj.3",
    offer_to_sealer: "Adj.4",
    set_up: "Adj.5",
    concluded_before: "Adj.6",
    open_when_present: "Adj.7",
    defective: ["Adj.8a", "Adj.8b", "Adj.8c"],
    replier_present: "Adj.9a",
    replier_absent: "Adj.9b",
    sealer_absent: "Adj.9c",
    late: "Adj.10",
    late_conclusion: Some(["Adj.10a", "Adj.10b"]),
    limit: ResumptionLimit::Minutes(60),
    neither_present: None,
    envelope_missing: "Adj.11a",
    position_lost: "Adj.11b",
    clock_error: "Adj.12",
    timing: "Adj.13",
};

/// 2014: Appendix E.
pub const ADJOURNMENT_2014: AdjournmentRules = AdjournmentRules {
    seal: "E.1a",
    early: "E.1b",
    envelope: "E.2",
    envelope_times: "E.2c",
    arbiter_keeps: "E.3",
    offer_to_sealer: "E.4",
    set_up: "E.5",
    concluded_before: "E.6",
    open_when_present: "E.7",
    defective: ["E.8a", "E.8b", "E.8c"],
    replier_present: "E.9a",
    replier_absent: "E.9b",
    sealer_absent: "E.9c",
    late: "E.10a",
    late_conclusion: None,
    limit: ResumptionLimit::DefaultTime,
    neither_present: Some("E.10b"),
    envelope_missing: "E.11a",
    position_lost: "E.11b",
    clock_error: "E.12",
    timing: "E.13",
};

/// 2018 and 2023: Guidelines I.
pub const ADJOURNMENT_2018: AdjournmentRules = AdjournmentRules {
    seal: "I.1.1",
    early: "I.1.2",
    envelope: "I.2",
    envelope_times: "I.2.3",
    arbiter_keeps: "I.3",
    offer_to_sealer: "I.4",
    set_up: "I.5",
    concluded_before: "I.6",
    open_when_present: "I.7",
    defective: ["I.8.1", "I.8.2", "I.8.3"],
    replier_present: "I.9.1",
    replier_absent: "I.9.2",
    sealer_absent: "I.9.3",
    late: "I.10",
    late_conclusion: None,
    limit: ResumptionLimit::DefaultTime,
    neither_present: Some("I.11"),
    envelope_missing: "I.12.1",
    position_lost: "I.12.2",
    clock_error: "I.13",
    timing: "I.14",
};
