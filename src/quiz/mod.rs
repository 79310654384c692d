//! Practice and exam sessions: drawing scenarios (seeded), grading through the engine,
//! scoring.

pub mod audit;
pub mod coverage;
pub mod grade;
