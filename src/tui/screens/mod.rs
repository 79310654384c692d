//! The screens, one file each: its state, how it is drawn, and where clicks land.

pub mod exam;
pub mod help;
pub mod home;
pub mod present;
pub mod question;
pub mod results;
pub mod review;
pub mod settings;
pub mod setup;
pub mod stats;
pub mod view;
