//! A command line that cannot be read, told in the reader's language: clap reports what is
//! wrong as data (the kind of error and the words involved), and `cli.ftl` words it.

use clap::Command;
use clap::error::{ContextKind, ContextValue, Error, ErrorKind};

use crate::i18n::Localizer;

/// The message for `error`, ending with a hint to the help of the command concerned.
pub fn describe(error: &Error, cmd: &Command, args: &[String], loc: &Localizer) -> String {
    let context = |kind| match error.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(list)) => Some(list.join(", ")),
        Some(ContextValue::StyledStr(s)) => Some(s.to_string()),
        Some(ContextValue::StyledStrs(list)) => Some(
            list.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", "),
        ),
        _ => None,
    };
    let text = |id: &str, args: &[(&str, String)]| {
        let args: Vec<(&str, crate::i18n::Arg<'_>)> = args
            .iter()
            .map(|(n, v)| (*n, crate::i18n::Arg::from(v.as_str())))
            .collect();
        loc.text(id, &args)
    };
    let arg = context(ContextKind::InvalidArg).unwrap_or_default();
    let mut message = match error.kind() {
        ErrorKind::UnknownArgument => text("cli-error-unknown-argument", &[("arg", arg.clone())]),
        ErrorKind::InvalidSubcommand => {
            let typed = context(ContextKind::InvalidSubcommand).unwrap_or_default();
            text("cli-error-unknown-command", &[("arg", typed)])
        }
        ErrorKind::MissingRequiredArgument => text("cli-error-missing", &[("args", arg.clone())]),
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            let value = context(ContextKind::InvalidValue).unwrap_or_default();
            text("cli-error-value", &[("value", value), ("arg", arg.clone())])
        }
        ErrorKind::ArgumentConflict => {
            let other = context(ContextKind::PriorArg).unwrap_or_default();
            text(
                "cli-error-conflict",
                &[("arg", arg.clone()), ("other", other)],
            )
        }
        _ => text("cli-error-other", &[]),
    };
    let suggestion =
        context(ContextKind::SuggestedArg).or_else(|| context(ContextKind::SuggestedSubcommand));
    if let Some(s) = suggestion {
        let suggest = text("cli-error-suggest", &[("suggestion", s)]);
        message = text("cli-sentences", &[("first", message), ("second", suggest)]);
    }
    let command = command_named(cmd, args);
    // For a value that was refused, the option's own help says what it accepts.
    if matches!(
        error.kind(),
        ErrorKind::InvalidValue | ErrorKind::ValueValidation
    ) && let Some(help) = command
        .and_then(|c| option_help(c, &arg))
        .or_else(|| option_help(cmd, &arg))
    {
        message = format!("{message}\n  {arg}: {help}");
    }
    let mut name = String::from("arbiter-quiz");
    if let Some(c) = command {
        name.push(' ');
        name.push_str(c.get_name());
    }
    format!(
        "{}\n\n{}",
        text("cli-error", &[("message", message)]),
        text("cli-error-hint", &[("command", name)])
    )
}

/// The subcommand named on the command line, if any.
fn command_named<'a>(cmd: &'a Command, args: &[String]) -> Option<&'a Command> {
    args.iter()
        .skip(1)
        .find_map(|a| cmd.get_subcommands().find(|s| s.get_name() == a))
}

/// The help of the option shown as `--laws <EDITION>` in an error.
fn option_help(cmd: &Command, shown: &str) -> Option<String> {
    let long = shown.split_whitespace().next()?.strip_prefix("--")?;
    let long = long.split('=').next()?;
    cmd.get_arguments()
        .find(|a| a.get_long() == Some(long))
        .and_then(|a| a.get_help())
        .map(ToString::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::help::localized_command;
    use crate::i18n::Locale;

    fn error_for(locale: Locale, args: &[&str]) -> String {
        let loc = Localizer::new(locale);
        let cmd = localized_command(&loc);
        let args: Vec<String> = args.iter().map(|s| (*s).to_owned()).collect();
        let Err(e) = cmd.clone().try_get_matches_from(&args) else {
            panic!("{args:?} should not parse");
        };
        describe(&e, &cmd, &args, &loc)
    }

    #[test]
    fn errors_name_the_problem_in_the_readers_language() {
        let text = error_for(Locale::En, &["arbiter-quiz", "--laws", "2011", "check"]);
        assert!(
            text.starts_with("error: “2011” is not a valid value for --laws"),
            "{text}"
        );
        assert!(text.contains("2009, 2014, 2018 or 2023"), "{text}");
        let text = error_for(Locale::En, &["arbiter-quiz", "chek"]);
        assert!(text.contains("chek") && text.contains("check"), "{text}");
        let text = error_for(Locale::En, &["arbiter-quiz", "rule"]);
        assert!(
            text.contains("needs") && text.contains("arbiter-quiz rule --help"),
            "{text}"
        );
        let ru = error_for(Locale::Ru, &["arbiter-quiz", "rule", "--jsn", "x.toml"]);
        assert!(ru.contains("--jsn") && ru.contains("--json"), "{ru}");
        for english in ["error", "unexpected", "Did you mean", "Run"] {
            assert!(!ru.contains(english), "{english} in {ru}");
        }
    }
}
