//! `update`: the model's answer to each action. It handles what belongs to no screen (quitting,
//! the terminal's size, the help overlay) and hands everything else to the screen on show,
//! whose own file says what its keys do. No I/O: what must reach the outside world (answers
//! to keep, the exam in progress, settings to save, quitting) is returned as effects, and
//! the time is read from the model ([`App::now`]).

use super::action::Action;
use super::app::{App, Screen};
use super::effect::Effect;
use super::screens::help::max_help_scroll;

/// Lines the help scrolls per page.
const PAGE: u16 = 5;

/// Applies an action to the model and returns the effects for the event loop to carry out.
pub fn update(app: &mut App, action: Action) -> Vec<Effect> {
    // The notice that the script cannot be drawn is said once: the first key ends it.
    if !matches!(action, Action::Tick(_) | Action::Resize(..)) {
        app.script_notice = None;
    }
    match action {
        Action::Quit => {
            app.quit = true;
            let mut fx = Vec::new();
            // The time used since the last save is kept too.
            if let Screen::Exam(e) = &app.screen {
                fx.push(Effect::SaveExam(e.snapshot()));
            }
            fx.push(Effect::Quit);
            return fx;
        }
        Action::Resize(w, h) => {
            app.size = (w, h);
            return Vec::new();
        }
        Action::Help => {
            app.help = match app.help {
                Some(_) => None,
                None => Some(super::app::Help::default()),
            };
            return Vec::new();
        }
        _ => {}
    }
    if app.help.is_some() && !matches!(action, Action::Tick(_)) {
        let max = max_help_scroll(app);
        let Some(help) = &mut app.help else {
            return Vec::new();
        };
        help.scroll = match action {
            Action::Up => help.scroll.saturating_sub(1),
            Action::Down => help.scroll.saturating_add(1).min(max),
            Action::ScrollUp => help.scroll.saturating_sub(PAGE),
            Action::ScrollDown => help.scroll.saturating_add(PAGE).min(max),
            _ => {
                app.help = None;
                return Vec::new();
            }
        };
        return Vec::new();
    }
    let mut fx = Vec::new();
    let screen = std::mem::replace(&mut app.screen, Screen::home());
    app.screen = match screen {
        Screen::Home(s) => s.update(app, action, &mut fx),
        Screen::Setup(s) => s.update(app, action, &mut fx),
        Screen::Question(q) => q.update(app, action, &mut fx),
        Screen::Exam(e) => e.update(app, action, &mut fx),
        Screen::Results(r) => r.update(app, action),
        Screen::History(h) => h.update(app, action),
        Screen::Settings(s) => s.update(app, action, &mut fx),
        Screen::Review(r) => r.update(app, action),
        Screen::Stats(s) => s.update(app, action),
        Screen::Present(p) => p.update(app, action),
        Screen::Join(j) => j.update(app, action, &mut fx),
        Screen::Live(l) => l.update(app, action, &mut fx),
        Screen::Lobby(l) => l.update(app, action, &mut fx),
    };
    fx
}
