//! The values a message can take as arguments: text or a number.

use std::borrow::Cow;

use fluent_bundle::FluentValue;

/// One argument of a message: a text or a number.
///
/// Build it with `Arg::from`: strings become text, integers and floats become numbers, which
/// Fluent uses to choose plural forms and which are written with the locale's decimal
/// separator.
///
/// ```
/// use arbiter_quiz::i18n::Arg;
///
/// let args = [("count", Arg::from(3)), ("line", Arg::from("1. Qh5#"))];
/// # let _ = args;
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct Arg<'a>(FluentValue<'a>);

impl<'a> Arg<'a> {
    /// The Fluent value this argument stands for.
    pub(crate) fn value(&self) -> FluentValue<'a> {
        self.0.clone()
    }
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Self {
        Self(FluentValue::from(text))
    }
}

impl From<String> for Arg<'_> {
    fn from(text: String) -> Self {
        Self(FluentValue::from(text))
    }
}

impl<'a> From<Cow<'a, str>> for Arg<'a> {
    fn from(text: Cow<'a, str>) -> Self {
        Self(FluentValue::from(text))
    }
}

/// Numbers convert through Fluent's own conversions, which keep the value exact up to 2^53.
macro_rules! number_arg {
    ($($ty:ty),*) => {
        $(
            impl From<$ty> for Arg<'_> {
                fn from(number: $ty) -> Self {
                    Self(FluentValue::from(number))
                }
            }
        )*
    };
}

number_arg!(i8, i16, i32, i64, u8, u16, u32, u64, usize, isize, f32, f64);
