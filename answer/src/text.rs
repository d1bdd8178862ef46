//! How the core's values that have a notation (hands, tile sets, tiles,
//! blocks) are serialized: as that text, written straight into the
//! serializer without a `String` between.

use std::fmt::Display;

use serde::Serializer;

/// A value as its `Display` text.
pub(crate) fn as_text<T: Display, S: Serializer>(
    value: &T,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.collect_str(value)
}

/// A list of lists of values, each as its `Display` text.
pub(crate) fn as_texts_of_texts<T: Display, S: Serializer>(
    lists: &[Vec<T>],
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.collect_seq(lists.iter().map(|list| Texts(list)))
}

/// A list serialized as the `Display` texts of its items.
struct Texts<'a, T>(&'a [T]);

impl<T: Display> serde::Serialize for Texts<'_, T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().map(|item| Text(item)))
    }
}

/// One value serialized as its `Display` text.
struct Text<'a, T>(&'a T);

impl<T: Display> serde::Serialize for Text<'_, T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        as_text(self.0, serializer)
    }
}
