//! Practice and exam sessions: choosing scenarios (by pack, topic, article, game type), the
//! order of practice, the rapid-versus-blitz drill, the seeded exam paper (discussion items
//! stay out of it), grading through the engine under any edition and game type, the contrast
//! of one case across them, scoring, and the library reports of `check --coverage` (articles
//! exercised, fixtures reused).

pub mod audit;
pub mod contrast;
pub mod coverage;
pub mod drill;
pub mod filter;
pub mod grade;
pub mod paper;
pub mod practice;
pub mod reuse;
pub mod score;
pub mod variant;
