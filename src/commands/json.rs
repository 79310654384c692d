//! Rulings as JSON for tools (`rule --json`): every field of the ruling, each reasoning step
//! with its message id, arguments, articles and the sentence in the chosen language.

use serde_json::{Value, json};
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Color};

use crate::i18n::RulingText;
use crate::laws::Ruling;
use crate::laws::mate::MateVerdict;
use crate::laws::ruling::{Answer, GameResult, Obligation};
use crate::laws::step::Arg;

fn side(c: Color) -> &'static str {
    if c.is_white() { "white" } else { "black" }
}

fn arg(a: &Arg) -> Value {
    match a {
        Arg::Side(c) => json!(side(*c)),
        Arg::Seconds(s) | Arg::Count(s) => json!(s),
        Arg::Move(m) | Arg::Text(m) => json!(m),
        Arg::Square(sq) => json!(sq.to_string()),
        Arg::Role(r) => json!(format!("{r:?}").to_lowercase()),
        Arg::GameType(gt) => json!(gt.key()),
        Arg::Edition(e) => json!(e.year()),
        Arg::Clock(t) => json!(t.to_string()),
        Arg::Message(id) => json!(id),
    }
}

fn obligation(o: &Obligation) -> Value {
    match o {
        Obligation::MovePiece(s) => json!({ "move": s.to_string() }),
        Obligation::MovePawn(s) => json!({ "move_pawn": s.to_string() }),
        Obligation::CapturePiece(s) => json!({ "capture": s.to_string() }),
        Obligation::CaptureWith { piece, target } => {
            json!({ "capture": target.to_string(), "with": piece.to_string() })
        }
        Obligation::Castle(side) => json!({ "castle": format!("{side:?}").to_lowercase() }),
        Obligation::KingMove => json!("king-move"),
        Obligation::AnyLegalMove => json!("any-move"),
        Obligation::PlayMove(m) => json!({ "play": m }),
    }
}

fn answer(a: &Answer) -> Value {
    match a {
        Answer::GameType(gt) => json!({ "game_type": gt.key() }),
        Answer::Seconds(s) => json!({ "seconds": s }),
        Answer::Count(n) => json!({ "count": n }),
        Answer::Yes(b) => json!({ "yes": b }),
        Answer::Who(p) => json!({ "who": format!("{p:?}").to_lowercase() }),
        Answer::Range {
            min,
            min_inclusive,
            max,
            max_inclusive,
        } => json!({
            "range": { "min": min, "min_inclusive": min_inclusive, "max": max, "max_inclusive": max_inclusive }
        }),
    }
}

/// The ruling as a JSON object.
pub fn ruling(r: &Ruling, text: &RulingText<'_>) -> Value {
    let result = match r.result {
        GameResult::Continues => json!("continues"),
        GameResult::Undecided => json!("undecided"),
        GameResult::Over(score) => json!(score.to_string()),
    };
    let steps: Vec<Value> = r
        .steps
        .iter()
        .map(|s| {
            let args: serde_json::Map<String, Value> = s
                .args
                .iter()
                .map(|(n, a)| ((*n).to_owned(), arg(a)))
                .collect();
            json!({ "id": s.id, "args": args, "articles": s.articles, "text": text.step(s) })
        })
        .collect();
    let mate: Vec<Value> = r
        .mate
        .iter()
        .map(|m| {
            let mut v = json!({ "side": side(m.side), "fen": m.fen, "text": text.mate(m) });
            match &m.verdict {
                MateVerdict::Winnable(line) => {
                    v["verdict"] = json!("winnable");
                    v["line"] = json!(
                        line.iter()
                            .map(|mv| UciMove::from_move(*mv, CastlingMode::Standard).to_string())
                            .collect::<Vec<_>>()
                    );
                }
                MateVerdict::Unwinnable(reason) => {
                    v["verdict"] = json!("unwinnable");
                    v["reason"] = json!(reason.message_id());
                }
                MateVerdict::Undetermined => v["verdict"] = json!("undetermined"),
            }
            v
        })
        .collect();
    json!({
        "edition": r.edition.year(),
        "game_type": r.game_type.map(crate::laws::GameType::key),
        "supervision": r.supervision.key(),
        "result": result,
        "added_seconds": { "white": r.added.white, "black": r.added.black },
        "removed_seconds": { "white": r.removed.white, "black": r.removed.black },
        "clocks": r.clocks.map(|c| json!({ "white": c.white.to_string(), "black": c.black.to_string() })),
        "actions": r.actions.iter().map(|a| format!("{a:?}")).collect::<Vec<_>>(),
        "obligation": r.obligation.as_ref().map(obligation),
        "claim": r.claim.map(crate::laws::ruling::ClaimVerdict::key),
        "sanctions": r.sanctions.iter().map(|s| format!("{s:?}")).collect::<Vec<_>>(),
        "allowed": r.allowed,
        "answer": r.answer.as_ref().map(answer),
        "citations": r.citations(),
        "summary": text.summary(r),
        "steps": steps,
        "mate": mate,
    })
}
