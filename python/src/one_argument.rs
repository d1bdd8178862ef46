//! The questions that take one hand and nothing else (`is_win`, `agari`,
//! `decompose`) as `METH_O` C functions.
//!
//! Why not `#[pyfunction]`: under the stable ABI of Python 3.9 (abi3-py39)
//! PyO3 has to use the tuple-and-dict calling convention, because
//! `METH_FASTCALL` joined the stable ABI only in 3.10. Every call then
//! allocates an argument tuple and parses it against the signature: about
//! 40 ns, measured with a `#[pyfunction]` that does nothing (~60 ns a call)
//! beside `len(hand)` (~23 ns), more than the win check itself costs.
//! `METH_O` is in the stable ABI of every Python 3 and hands the one
//! argument over as is. The price: the argument is positional only
//! (`is_win(hand)`, not `is_win(hand=...)`), which the stubs say.

use std::panic::{AssertUnwindSafe, catch_unwind};

use pyo3::ffi;
use pyo3::panic::PanicException;
use pyo3::prelude::*;

/// A `PyMethodDef` that can live in a `static`: CPython only reads it, and
/// its pointers are to `'static` C strings and functions.
pub(crate) struct MethodDef(ffi::PyMethodDef);

// SAFETY: the definition is never written after it is built; CPython reads
// it with the GIL held.
unsafe impl Sync for MethodDef {}

impl MethodDef {
    /// The function's name.
    pub(crate) fn name(&self) -> &'static str {
        // SAFETY: `ml_name` was built from a `'static` C string.
        unsafe { std::ffi::CStr::from_ptr(self.0.ml_name) }
            .to_str()
            .unwrap_or("?")
    }

    /// `name` and `doc` are C strings; `doc` starts with the text signature
    /// (`name(hand, /)\n--\n\n`) so that `inspect.signature` and stubtest
    /// see the parameter.
    pub(crate) const fn new(
        name: &'static std::ffi::CStr,
        doc: &'static std::ffi::CStr,
        function: ffi::PyCFunction,
    ) -> Self {
        Self::with_pointer(
            name,
            doc,
            ffi::PyMethodDefPointer {
                PyCFunction: function,
            },
            ffi::METH_O,
        )
    }

    /// A definition of any calling convention: `flags` say which one
    /// `function` follows.
    pub(crate) const fn with_pointer(
        name: &'static std::ffi::CStr,
        doc: &'static std::ffi::CStr,
        function: ffi::PyMethodDefPointer,
        flags: std::ffi::c_int,
    ) -> Self {
        MethodDef(ffi::PyMethodDef {
            ml_name: name.as_ptr(),
            ml_meth: function,
            ml_flags: flags,
            ml_doc: doc.as_ptr(),
        })
    }
}

/// Adds the function `definition` describes to `module`, as
/// `#[pyfunction]`s are: bound to the module, `__module__` its name.
pub(crate) fn add(module: &Bound<'_, PyModule>, definition: &'static MethodDef) -> PyResult<()> {
    add_as(module, definition, None)
}

/// [`add`], under `alias` if given, else under the function's own name.
pub(crate) fn add_as(
    module: &Bound<'_, PyModule>,
    definition: &'static MethodDef,
    alias: Option<&str>,
) -> PyResult<()> {
    let function = new_function(module, definition)?;
    match alias {
        Some(alias) => module.add(alias, function),
        None => {
            let attribute = function.getattr("__name__")?;
            module.add(attribute.cast_into::<pyo3::types::PyString>()?, function)
        }
    }
}

/// The function object `definition` describes, bound to `module` (its
/// `__module__` is the module's name).
pub(crate) fn new_function<'py>(
    module: &Bound<'py, PyModule>,
    definition: &'static MethodDef,
) -> PyResult<Bound<'py, PyAny>> {
    new_function_of(module.as_any(), module, definition)
}

/// The function object `definition` describes, bound to `owner` (its
/// `__self__`, which pickling names it by) and listed in `module`.
pub(crate) fn new_function_of<'py>(
    owner: &Bound<'py, PyAny>,
    module: &Bound<'py, PyModule>,
    definition: &'static MethodDef,
) -> PyResult<Bound<'py, PyAny>> {
    let py = module.py();
    let name = module.name()?;
    // SAFETY: the definition is 'static and CPython keeps the pointer; the
    // owner, module and its name are live objects; a null result is an
    // error that `from_owned_ptr_or_err` fetches.
    unsafe {
        let raw = ffi::PyCFunction_NewEx(
            std::ptr::from_ref(&definition.0).cast_mut(),
            owner.as_ptr(),
            name.as_ptr(),
        );
        Bound::from_owned_ptr_or_err(py, raw)
    }
}

/// The body of a `METH_O` function: runs `answer` on the argument and turns
/// its result into what CPython expects (a new reference, or null with the
/// exception set). A panic becomes `PanicException`, as in PyO3's own
/// wrappers.
///
/// # Safety
///
/// Only for CPython's call of a `METH_O` function: the thread is attached
/// (holds the GIL) and `argument` is a borrowed, non-null reference.
pub(crate) unsafe fn call(
    argument: *mut ffi::PyObject,
    answer: impl for<'py> FnOnce(&Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>>,
) -> *mut ffi::PyObject {
    // SAFETY: the caller's contract: attached, and the argument is a
    // borrowed, non-null reference for the call.
    unsafe {
        call_attached(|py| {
            let argument = Bound::from_borrowed_ptr(py, argument);
            answer(&argument)
        })
    }
}

/// The body of a C function CPython calls: runs `answer` and turns its
/// result into what CPython expects (a new reference, or null with the
/// exception set). A panic becomes `PanicException`, as in PyO3's own
/// wrappers.
///
/// # Safety
///
/// Only inside CPython's call of a C function: the thread is attached
/// (holds the GIL).
pub(crate) unsafe fn call_attached(
    answer: impl for<'py> FnOnce(Python<'py>) -> PyResult<Bound<'py, PyAny>>,
) -> *mut ffi::PyObject {
    // SAFETY: CPython calls C functions attached to the interpreter, and the
    // token does not outlive this call.
    let py = unsafe { Python::assume_attached() };
    let result = catch_unwind(AssertUnwindSafe(|| answer(py))).unwrap_or_else(|payload| {
        let message = payload
            .downcast_ref::<&str>()
            .map(|text| (*text).to_owned())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "panic in tehai".to_owned());
        Err(PanicException::new_err(message))
    });
    match result {
        Ok(object) => object.into_ptr(),
        Err(error) => {
            // Raising drops PyO3 handles (`Py<T>`), which PyO3 only releases
            // at once on a thread it counts as attached (elsewhere it defers
            // them to its next call). `assume_attached` does not count;
            // `attach` does, at a cost only errors pay.
            Python::attach(|py| error.restore(py));
            std::ptr::null_mut()
        }
    }
}

/// Defines a `METH_O` C function `$c_name` that answers with `$body`
/// (a `fn(&Bound<PyAny>) -> PyResult<T>`, `T` into a Python object), and
/// its `static` definition `$definition`.
macro_rules! one_argument_function {
    ($definition:ident, $c_name:ident, $name:literal, $doc:literal, $body:path) => {
        unsafe extern "C" fn $c_name(
            _module: *mut ::pyo3::ffi::PyObject,
            argument: *mut ::pyo3::ffi::PyObject,
        ) -> *mut ::pyo3::ffi::PyObject {
            // SAFETY: CPython calls it as the METH_O function of `$definition`.
            unsafe {
                $crate::one_argument::call(argument, |argument| {
                    let answer = $body(argument)?;
                    ::pyo3::IntoPyObjectExt::into_bound_py_any(answer, argument.py())
                })
            }
        }

        static $definition: $crate::one_argument::MethodDef =
            $crate::one_argument::MethodDef::new($name, $doc, $c_name);
    };
}

pub(crate) use one_argument_function;
