//! The screens, one file each: its state, its key table, its update on an action, how it is
//! drawn and where clicks land. `view` draws the frame around them and `help` the keys.

pub mod exam;
pub mod help;
pub mod history;
pub mod home;
pub mod join;
pub mod live;
pub mod lobby;
pub mod present;
pub mod question;
pub mod results;
pub mod review;
pub mod settings;
pub mod setup;
pub mod stats;
pub mod view;
