//! What every result type has: its `#[pymethods]` block's common part
//! (`repr()` from `to_dict()`, `copy`, no construction from Python), made
//! by [`result_methods!`], shared by the question results and the items of
//! an explained score.

use std::fmt::Write as _;

use pyo3::prelude::*;
use pyo3::types::PyDict;

/// The `to_dict()` keys read under another attribute name: the class, the
/// key, the attribute. The least shanten is `"shanten"` in the command
/// line's JSON and `min` on a `Shanten` (as in Rust and C).
const ATTRIBUTE_NAMES: [(&str, &str, &str); 1] = [("Shanten", "shanten", "min")];

/// `Name(attribute=repr(value), ...)` over the items of `dict`, in order,
/// each key written as the attribute that reads it.
pub(crate) fn repr_from_dict(name: &str, dict: &Bound<'_, PyDict>) -> PyResult<String> {
    let mut text = String::from(name);
    text.push('(');
    for (position, (key, value)) in dict.iter().enumerate() {
        if position > 0 {
            text.push_str(", ");
        }
        let key = key.str()?;
        let key = key.to_str()?;
        let attribute = ATTRIBUTE_NAMES
            .iter()
            .find(|&&(class, renamed, _)| class == name && renamed == key)
            .map_or(key, |&(_, _, attribute)| attribute);
        let _ = write!(text, "{attribute}={}", value.repr()?);
    }
    text.push(')');
    Ok(text)
}

/// A `#[pymethods]` block of a result type: the type's own items (with
/// `hand`, the `hand` property of `self.answer`; with `|result| value`, a
/// `to_dict()` of that answer value, documented by the literal), then what
/// every result has: `repr()` from `to_dict()`, and `copy.copy` and
/// `copy.deepcopy` giving the result itself (it never changes).
macro_rules! result_methods {
    ($class:ty, $name:literal, hand, $doc:literal, { $($items:tt)* }) => {
        $crate::result_methods::result_methods!($class, $name, |result| &result.answer, $doc, {
            $($items)*

            /// The hand in canonical MPSZ notation (red fives as ``0``).
            #[getter]
            fn hand(&self) -> String {
                self.answer.hand.to_string()
            }
        });
    };
    ($class:ty, $name:literal, |$result:ident| $value:expr, $doc:literal, { $($items:tt)* }) => {
        $crate::result_methods::result_methods!($class, $name, {
            $($items)*

            #[doc = $doc]
            #[pyo3(text_signature = "($self, /)")]
            fn to_dict<'py>(
                &self,
                py: ::pyo3::Python<'py>,
            ) -> ::pyo3::PyResult<::pyo3::Bound<'py, ::pyo3::types::PyDict>> {
                let $result = self;
                // Every answer is a struct, which pythonize makes a dict.
                Ok(::pythonize::pythonize(py, $value)?.cast_into()?)
            }
        });
    };
    ($class:ty, $name:literal, { $($items:tt)* }) => {
        #[::pyo3::pymethods]
        impl $class {
            $($items)*

            /// Results are made by the module's functions only.
            #[new]
            #[pyo3(signature = (*_arguments, **_keywords), text_signature = None)]
            fn refuse_new(
                _arguments: &::pyo3::Bound<'_, ::pyo3::types::PyTuple>,
                _keywords: Option<&::pyo3::Bound<'_, ::pyo3::types::PyDict>>,
            ) -> ::pyo3::PyResult<Self> {
                Err(::pyo3::exceptions::PyTypeError::new_err(concat!(
                    "cannot create 'tehai.", $name, "' instances"
                )))
            }

            fn __repr__(&self, py: ::pyo3::Python<'_>) -> ::pyo3::PyResult<String> {
                $crate::result_methods::repr_from_dict($name, &self.to_dict(py)?)
            }

            /// The result itself: it never changes.
            fn __copy__<'py>(slf: &::pyo3::Bound<'py, Self>) -> ::pyo3::Bound<'py, Self> {
                slf.clone()
            }

            /// The result itself: it never changes.
            #[pyo3(signature = (_memo, /))]
            fn __deepcopy__<'py>(
                slf: &::pyo3::Bound<'py, Self>,
                _memo: &::pyo3::Bound<'py, ::pyo3::PyAny>,
            ) -> ::pyo3::Bound<'py, Self> {
                slf.clone()
            }
        }
    };
}

pub(crate) use result_methods;
