//! The screens, one file each: its state, how it is drawn, and where clicks land.

pub mod exam;
pub mod help;
pub mod home;
pub mod question;
pub mod results;
pub mod settings;
pub mod setup;
pub mod view;
