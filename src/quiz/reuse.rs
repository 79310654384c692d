//! Fixture reuse: which positions a library shows in too many scenarios. A candidate who
//! meets the same board again and again learns the board, not the rule, so `check
//! --coverage` lists every position more than [`LIMIT`] scenarios use.
//!
//! A scenario's fixtures are the positions a reader recognises it by, normalised to EPD
//! (placement, side to move, castling rights, and an en-passant square only where a capture
//! is possible): the position its FEN sets up, the position after the first [`LINE_PLIES`]
//! half-moves of its move list (the opening it follows), and the position when the
//! incident begins. Each counts once per scenario. The standard starting position is no
//! fixture: every game begins there.

use std::collections::{BTreeMap, BTreeSet};

use shakmaty::fen::{Epd, Fen};
use shakmaty::{CastlingMode, Chess, EnPassantMode};

use crate::content::{Library, Scenario};
use crate::laws::movetext::san_tokens;
use crate::laws::record::{GameRecord, parse_position};

/// The most scenarios that may share a fixture.
pub const LIMIT: usize = 5;

/// How many half-moves of a move list make its opening line (six moves each).
pub const LINE_PLIES: usize = 12;

/// A position shared by more scenarios than the limit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fixture {
    /// The position, as EPD.
    pub epd: String,
    /// The files of the scenarios that use it, in library order.
    pub files: Vec<String>,
}

/// The fixtures of one scenario (empty for a question without a position).
pub fn fixtures(scenario: &Scenario) -> BTreeSet<String> {
    let case = &scenario.case;
    let mode = if case.chess960 {
        CastlingMode::Chess960
    } else {
        CastlingMode::Standard
    };
    let mut out = BTreeSet::new();
    let start = match &case.fen {
        Some(fen) => match parse_position(fen, mode) {
            Ok(pos) => {
                out.insert(epd(&pos));
                pos
            }
            // A position that cannot be played (both kings in check, a pawn on the last
            // rank) is still a board a reader sees; no moves follow it.
            Err(_) => {
                if let Ok(fen) = fen.trim().parse::<Fen>() {
                    out.insert(Epd::from_fen(fen).to_string());
                }
                return out;
            }
        },
        None => Chess::default(),
    };
    let mut record = GameRecord::new(start, mode);
    for (i, token) in san_tokens(&case.moves).iter().enumerate() {
        if i == LINE_PLIES {
            out.insert(epd(record.position()));
        }
        if record.play_san(token).is_err() {
            break;
        }
    }
    out.insert(epd(record.position()));
    out.remove(&epd(&Chess::default()));
    out
}

/// The position as EPD.
fn epd(pos: &Chess) -> String {
    Epd::from_position(pos, EnPassantMode::Legal).to_string()
}

/// Every fixture used by more than `limit` scenarios, the most used first.
pub fn overused(lib: &Library, limit: usize) -> Vec<Fixture> {
    let mut uses: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for scenario in lib.scenarios() {
        for fixture in fixtures(scenario) {
            uses.entry(fixture).or_default().push(scenario.file.clone());
        }
    }
    let mut out: Vec<Fixture> = uses
        .into_iter()
        .filter(|(_, files)| files.len() > limit)
        .map(|(epd, files)| Fixture { epd, files })
        .collect();
    out.sort_by(|a, b| b.files.len().cmp(&a.files.len()).then(a.epd.cmp(&b.epd)));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::{PackContext, parse_scenario};
    use crate::laws::Edition;

    /// A minimal scenario on `fen` (or the start) with `moves`.
    fn scenario(id: &str, fen: Option<&str>, moves: &str) -> Scenario {
        let fen = fen.map_or(String::new(), |f| format!("fen = \"{f}\"\n"));
        let text = format!(
            "id = \"{id}\"\n[situation]\ntime_control = \"90+30\"\n{fen}moves = \"{moves}\"\n\
             [question]\ntext.en = \"?\"\n\
             [[options]]\ntext.en = \"a\"\nexpect = {{ result = \"continues\" }}\n\
             [[options]]\ntext.en = \"b\"\nexpect = {{ result = \"1-0\" }}\n"
        );
        let pack = PackContext {
            id: "t",
            laws: Edition::E2023,
            languages: &["en".to_owned()],
            replay: true,
        };
        let (s, problems) = parse_scenario(&format!("{id}.toml"), &text, &pack);
        s.unwrap_or_else(|| panic!("{problems:?}"))
    }

    #[test]
    fn transpositions_and_written_forms_are_one_fixture() {
        let a = scenario("a", None, "1. e4 e5 2. Nf3 Nc6");
        let b = scenario("b", None, "1.Nf3 Nc6 2.e4 e5");
        assert_eq!(fixtures(&a), fixtures(&b));
        assert_eq!(fixtures(&a).len(), 1);
        let c = scenario("c", None, "1. e4 e5 2. Nf3 Nf6");
        assert!(fixtures(&a).is_disjoint(&fixtures(&c)));
    }

    #[test]
    fn a_fen_and_a_shared_opening_count_whatever_follows() {
        let ending = "8/5k2/8/3r4/2p5/4K3/8/3R4 w - - 0 58";
        let bare = fixtures(&scenario("bare", Some(ending), ""));
        let played = fixtures(&scenario("played", Some(ending), "58. Rd2 Ke6"));
        let shared: Vec<&String> = bare.intersection(&played).collect();
        assert_eq!(shared, ["8/5k2/8/3r4/2p5/4K3/8/3R4 w - -"]);
        let line = "1. d4 Nf6 2. c4 e6 3. Nf3 d5 4. Nc3 Be7 5. Bf4 O-O 6. e3 c5";
        let exchange = fixtures(&scenario("x", None, &format!("{line} 7. dxc5 Bxc5")));
        let quiet = fixtures(&scenario("q", None, &format!("{line} 7. a3 Nc6")));
        assert_eq!(exchange.intersection(&quiet).count(), 1);
        // The start position is no fixture, and twelve plies exactly are one position.
        assert!(fixtures(&scenario("start", None, "")).is_empty());
        assert_eq!(fixtures(&scenario("line", None, line)).len(), 1);
    }

    #[test]
    fn only_fixtures_over_the_limit_are_reported() {
        let mut lib = Library::default();
        let mut pack = crate::content::Pack {
            id: "t".to_owned(),
            title: crate::content::Texts::default(),
            description: crate::content::Texts::default(),
            laws: Edition::E2023,
            languages: vec!["en".to_owned()],
            source: None,
            licence: None,
            notes: None,
            order: 0,
            origin: crate::content::Origin::BuiltIn,
            scenarios: Vec::new(),
        };
        for i in 0..4 {
            pack.scenarios
                .push(scenario(&format!("s{i}"), None, "1. e4 c5 2. Nf3 d6"));
        }
        pack.scenarios.push(scenario("other", None, "1. d4 d5"));
        lib.packs.push(pack);
        assert!(overused(&lib, 4).is_empty());
        let over = overused(&lib, 3);
        assert_eq!(over.len(), 1);
        assert_eq!(over[0].files, ["s0.toml", "s1.toml", "s2.toml", "s3.toml"]);
        assert!(over[0].epd.ends_with(" w KQkq -"), "{}", over[0].epd);
    }
}
