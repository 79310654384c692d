//! The command line in the reader's language: clap's help texts, headings, placeholders and
//! usage lines replaced by the messages of `cli.ftl`, so `--help` speaks the locale.
//!
//! The ids follow the clap ids: `cli-about` for the program, `cli-arg-<id>` for its options,
//! `cli-<command>` (with an optional `.long`) for a command and `cli-<command>-arg-<id>` for
//! its options; `cli-value-<name>` for a placeholder such as `FILE`.

use clap::{Arg, ArgAction, Command, CommandFactory};

use super::Cli;
use crate::i18n::Localizer;

/// The whole command line, with every text in the localizer's language.
pub fn localized_command(loc: &Localizer) -> Command {
    localize(Cli::command(), loc, None)
}

/// The message id of the help of argument `arg` of `command` (None for the program).
pub fn arg_message(command: Option<&str>, arg: &str) -> String {
    command.map_or_else(
        || format!("cli-arg-{arg}"),
        |c| format!("cli-{c}-arg-{arg}"),
    )
}

/// The message id of a placeholder (`FILE`, `GAME.pgn`, `FEN [white|black]`).
pub fn value_message(name: &str) -> String {
    let word = name.split([' ', '.']).next().unwrap_or(name).to_lowercase();
    format!("cli-value-{word}")
}

fn localize(cmd: Command, loc: &Localizer, command: Option<&str>) -> Command {
    let text = |id: &str| loc.text(id, &[]);
    let about_id = command.map_or_else(|| "cli-about".to_owned(), |c| format!("cli-{c}"));
    let about = text(&about_id);
    let long_about = loc.try_attr(&about_id, "long", &[]).map(|long| {
        // An about text written as a full sentence keeps its own stop.
        let stop = if about.ends_with(['.', '!', '?', '\u{3002}', '\u{589}']) {
            String::new()
        } else {
            text("cli-full-stop")
        };
        format!("{about}{stop}\n\n{long}")
    });
    let options = text("cli-heading-options");
    let arguments = text("cli-heading-arguments");
    let template = format!(
        "{{about-with-newline}}\n{}: {{usage}}\n\n{{all-args}}{{after-help}}",
        text("cli-heading-usage")
    );
    let mut cmd = cmd.about(about);
    if let Some(long) = long_about {
        cmd = cmd.long_about(long);
    }
    cmd = cmd
        .help_template(template)
        .subcommand_help_heading(text("cli-heading-commands"))
        .subcommand_value_name(text("cli-placeholder-command"))
        .disable_help_flag(true)
        .disable_version_flag(true)
        .disable_help_subcommand(true);
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in &ids {
        let help = text(&arg_message(command, id));
        cmd = cmd.mut_arg(id, |a| {
            let heading = if a.is_positional() {
                &arguments
            } else {
                &options
            };
            let names: Vec<String> = a
                .get_value_names()
                .unwrap_or_default()
                .iter()
                .map(|n| text(&value_message(n)))
                .collect();
            let a = a.help(help).help_heading(heading.clone());
            // The help texts name the accepted values and defaults themselves, in the
            // reader's language; clap's own notes about them are in English.
            if !a.get_action().takes_values() {
                return a;
            }
            let a = a.hide_default_value(true).hide_possible_values(true);
            if names.is_empty() {
                a
            } else {
                a.value_names(names)
            }
        });
    }
    cmd = cmd.arg(
        Arg::new("help")
            .short('h')
            .long("help")
            .action(ArgAction::Help)
            .help(text("cli-help"))
            .help_heading(options.clone()),
    );
    if command.is_none() {
        cmd = cmd.arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(text("cli-version"))
                .help_heading(options.clone()),
        );
    }
    let usage = usage_line(&cmd, command, loc);
    cmd = cmd.override_usage(usage);
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_owned())
        .collect();
    for name in names {
        cmd = cmd.mut_subcommand(&name, |s| localize(s, loc, Some(&name)));
    }
    cmd
}

/// `arbiter-quiz rule [OPTIONS] <FILE>` with the placeholders in the reader's language.
fn usage_line(cmd: &Command, command: Option<&str>, loc: &Localizer) -> String {
    let mut words = vec!["arbiter-quiz".to_owned()];
    words.extend(command.map(str::to_owned));
    words.push(format!("[{}]", loc.text("cli-placeholder-options", &[])));
    for arg in cmd.get_positionals() {
        let name = arg
            .get_value_names()
            .and_then(|n| n.first())
            .map_or_else(|| arg.get_id().to_string(), ToString::to_string);
        let many = matches!(arg.get_action(), ArgAction::Append)
            || arg.get_num_args().is_some_and(|n| n.max_values() > 1);
        let dots = if many { "..." } else { "" };
        words.push(if arg.is_required_set() {
            format!("<{name}>{dots}")
        } else {
            format!("[{name}]{dots}")
        });
    }
    if cmd.has_subcommands() {
        words.push(format!("[{}]", loc.text("cli-placeholder-command", &[])));
    }
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Locale;

    fn help_of(locale: Locale, args: &[&str]) -> String {
        let loc = Localizer::new(locale);
        let err = localized_command(&loc)
            .try_get_matches_from(args)
            .err()
            .map(|e| e.render().to_string());
        err.unwrap_or_default()
    }

    /// Every option and command has its help in English, so a new option without a message
    /// fails here rather than showing an id.
    #[test]
    fn every_argument_and_command_has_a_message() {
        let loc = Localizer::new(Locale::En);
        let cmd = Cli::command();
        let mut missing = Vec::new();
        for a in cmd.get_arguments() {
            missing.push(arg_message(None, a.get_id().as_str()));
        }
        for sub in cmd.get_subcommands() {
            let name = sub.get_name();
            missing.push(format!("cli-{name}"));
            for a in sub.get_arguments() {
                missing.push(arg_message(Some(name), a.get_id().as_str()));
                if a.get_action().takes_values() {
                    for v in a.get_value_names().unwrap_or_default() {
                        missing.push(value_message(v));
                    }
                }
            }
        }
        missing.retain(|id| !loc.is_translated(id));
        assert!(missing.is_empty(), "no English message for {missing:?}");
    }

    #[test]
    fn help_is_in_the_readers_language() {
        let ru = help_of(Locale::Ru, &["arbiter-quiz", "--help"]);
        assert!(ru.contains("--laws"), "{ru}");
        for english in [
            "Usage",
            "Options",
            "Commands",
            "Print help",
            "Edition of the",
        ] {
            assert!(!ru.contains(english), "{english} in:\n{ru}");
        }
        let rule = help_of(Locale::Ru, &["arbiter-quiz", "rule", "--help"]);
        assert!(rule.contains("arbiter-quiz rule"), "{rule}");
        assert!(
            !rule.contains("FILE") && !rule.contains("Arguments"),
            "{rule}"
        );
        let en = help_of(Locale::En, &["arbiter-quiz", "check", "--help"]);
        assert!(
            en.contains("Usage: arbiter-quiz check [OPTIONS] [PATHS]..."),
            "{en}"
        );
        assert!(
            en.contains("Exit code 0"),
            "long help shows the .long text:\n{en}"
        );
    }

    #[test]
    fn the_localized_command_still_parses_what_the_plain_one_does() {
        let loc = Localizer::new(Locale::Hy);
        let args = [
            "arbiter-quiz",
            "--lang",
            "hy",
            "export",
            "--pack",
            "uz-2018",
            "--format",
            "md",
        ];
        let matches = localized_command(&loc).try_get_matches_from(args);
        let cli = matches.and_then(|m| <Cli as clap::FromArgMatches>::from_arg_matches(&m));
        assert!(
            matches!(cli, Ok(Cli { command: Some(super::super::Command::Export(ref e)), .. }) if e.format == super::super::Format::Md),
            "{cli:?}"
        );
    }
}
