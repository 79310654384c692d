//! Punctuation the program puts between pieces of text, from each locale's messages rather
//! than from the code: the join of a label and its value (`Edition: 2018`, `版本：2018`,
//! `Բացատրություն՝ …`) and the separator of a list (`a, c`, `A.1、B.1`).

use super::{Arg, Localizer};

impl Localizer {
    /// `label` and `value` joined as this locale writes a label and its value.
    pub fn label_value(&self, label: &str, value: &str) -> String {
        self.text(
            "label-value",
            &[("label", Arg::from(label)), ("value", Arg::from(value))],
        )
    }

    /// `label` followed by what separates it from a value (`Explanation: `, `解析：`), for
    /// a value written after it in another style.
    pub fn label(&self, label: &str) -> String {
        self.label_value(label, "")
    }

    /// `items` joined with this locale's list separator (`, `, or `、` in Chinese).
    pub fn list<S: AsRef<str>>(&self, items: impl IntoIterator<Item = S>) -> String {
        let separator = self.text("list-separator", &[]);
        let mut out = String::new();
        for (i, item) in items.into_iter().enumerate() {
            if i > 0 {
                out.push_str(&separator);
            }
            out.push_str(item.as_ref());
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use crate::i18n::{Locale, Localizer};

    #[test]
    fn chinese_joins_with_full_width_punctuation() {
        let zh = Localizer::new(Locale::ZhHans);
        assert_eq!(zh.label_value("版本", "2018"), "版本：2018");
        assert_eq!(zh.label("解析"), "解析：");
        assert_eq!(zh.list(["A.1", "B.1", "4.2.2"]), "A.1、B.1、4.2.2");
    }

    #[test]
    fn other_locales_keep_their_own() {
        let en = Localizer::new(Locale::En);
        assert_eq!(en.label_value("Edition", "2018"), "Edition: 2018");
        assert_eq!(en.label("Explanation"), "Explanation: ");
        assert_eq!(en.list(["a", "c"]), "a, c");
        assert_eq!(en.list(Vec::<String>::new()), "");
        let hy = Localizer::new(Locale::Hy);
        assert_eq!(hy.label("Բացատրություն"), "Բացատրություն՝ ");
    }
}
