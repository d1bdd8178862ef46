//! Functions that take positional and keyword arguments, called without
//! PyO3's argument tuple where the interpreter allows it.
//!
//! Why: under the stable ABI of Python 3.9 (abi3-py39) a `#[pyfunction]`
//! is called with an argument tuple and a keyword dict, which CPython
//! builds for every call and PyO3 then parses: about 40 ns a call, several
//! times what `shanten` itself costs. `METH_FASTCALL | METH_KEYWORDS` (the
//! arguments as a C array, keyword names in a tuple) joined the stable ABI
//! in Python 3.10, so each function here is defined twice, once for either
//! convention, and [`KeywordFunction::for_interpreter`] picks the one the
//! running interpreter supports. Both bind their arguments through the same
//! [`Signature`], so they accept the same calls and raise the same errors.

use std::ffi::{CStr, c_int};
use std::os::raw::c_char;

use pyo3::exceptions::PyTypeError;
use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyString;

use crate::one_argument::MethodDef;

/// `METH_FASTCALL` (not exported by PyO3 for abi3-py39, where it is not
/// part of the stable ABI; its value never changed).
const METH_FASTCALL: c_int = 0x0080;

/// The C type of a `METH_FASTCALL | METH_KEYWORDS` function.
pub(crate) type FastFunction = unsafe extern "C" fn(
    *mut ffi::PyObject,
    *const *mut ffi::PyObject,
    ffi::Py_ssize_t,
    *mut ffi::PyObject,
) -> *mut ffi::PyObject;

/// The parameters of a function: the first `positional` may be given by
/// position or keyword, the rest by keyword only; the first `required`
/// must be given.
pub(crate) struct Signature<const N: usize> {
    /// The function's name, for error messages.
    name: &'static str,
    /// Parameter names in order.
    parameters: [&'static CStr; N],
    positional: usize,
    required: usize,
    /// The parameter names as interned strings, made at the first keyword
    /// argument: names written in Python source are interned too, so most
    /// keywords are found by identity without comparing any text.
    interned: PyOnceLock<InternedNames<N>>,
}

/// Slots of an [`InternedNames`] table: a power of two, at least three
/// times the most names (21), so that probes stay short.
const NAME_SLOTS: usize = 64;

/// Names interned once, found by the address of a string object: an
/// open-addressing table of their addresses (no text compared, no hash
/// computed). Strings written in Python source are interned, so the names
/// of keyword arguments and of dict literals' keys are these very objects.
pub(crate) struct InternedNames<const N: usize> {
    names: [Py<PyString>; N],
    /// Each slot holds a name's index + 1; 0 is empty.
    slots: [u8; NAME_SLOTS],
}

/// The first slot to probe for an object at `address`: the bits above the
/// allocator's alignment, folded.
fn first_slot(address: usize) -> usize {
    ((address >> 4) ^ (address >> 10)) % NAME_SLOTS
}

impl<const N: usize> InternedNames<N> {
    /// Interns `names` (at most 255 of them; more are never found).
    pub(crate) fn new(py: Python<'_>, names: [&str; N]) -> Self {
        let names = names.map(|name| PyString::intern(py, name).unbind());
        let mut slots = [0u8; NAME_SLOTS];
        for (index, name) in names.iter().enumerate() {
            let Ok(entry) = u8::try_from(index + 1) else {
                break;
            };
            let mut slot = first_slot(name.as_ptr() as usize);
            for _ in 0..NAME_SLOTS {
                match slots.get_mut(slot) {
                    Some(free @ 0) => {
                        *free = entry;
                        break;
                    }
                    _ => slot = (slot + 1) % NAME_SLOTS,
                }
            }
        }
        InternedNames { names, slots }
    }

    /// The index of the name that is the object `key` itself, if any.
    pub(crate) fn find(&self, key: *mut ffi::PyObject) -> Option<usize> {
        let mut slot = first_slot(key as usize);
        for _ in 0..NAME_SLOTS {
            let entry = usize::from(*self.slots.get(slot)?);
            let index = entry.checked_sub(1)?;
            if self.names.get(index)?.as_ptr() == key {
                return Some(index);
            }
            slot = (slot + 1) % NAME_SLOTS;
        }
        None
    }
}

/// Borrowed references to the arguments, one slot a parameter (null when
/// not given), valid for the call.
pub(crate) type Slots<const N: usize> = [*mut ffi::PyObject; N];

impl<const N: usize> Signature<N> {
    /// The parameters `parameters`, of which the first `positional` may be
    /// given by position and the first `required` must be given.
    pub(crate) const fn new(
        name: &'static str,
        parameters: [&'static CStr; N],
        positional: usize,
        required: usize,
    ) -> Self {
        Signature {
            name,
            parameters,
            positional,
            required,
            interned: PyOnceLock::new(),
        }
    }

    fn interned(&self, py: Python<'_>) -> &InternedNames<N> {
        self.interned.get_or_init(py, || {
            InternedNames::new(
                py,
                self.parameters
                    .map(|parameter| parameter.to_str().unwrap_or("?")),
            )
        })
    }

    fn parameter_name(&self, index: usize) -> &'static str {
        self.parameters[index].to_str().unwrap_or("?")
    }

    /// CPython's own wording (`f() takes from 1 to 2 positional arguments
    /// but 3 were given`).
    fn too_many_positional(&self, given: usize) -> PyErr {
        let plural = if self.positional == 1 { "" } else { "s" };
        let takes = if self.required < self.positional {
            format!("from {} to {}", self.required, self.positional)
        } else {
            self.positional.to_string()
        };
        PyTypeError::new_err(format!(
            "{}() takes {takes} positional argument{plural} but {given} were given",
            self.name
        ))
    }

    /// Puts the keyword argument `name = value` in its slot.
    ///
    /// # Safety
    ///
    /// `name` and `value` are live references and the thread is attached.
    unsafe fn take_keyword(
        &self,
        py: Python<'_>,
        slots: &mut Slots<N>,
        name: *mut ffi::PyObject,
        value: *mut ffi::PyObject,
    ) -> PyResult<()> {
        // SAFETY: `name` is a live reference (the caller's contract).
        let name = unsafe { Bound::from_borrowed_ptr(py, name) };
        let Ok(name) = name.cast_into::<PyString>() else {
            return Err(PyTypeError::new_err("keywords must be strings"));
        };
        let index = self.interned(py).find(name.as_ptr()).or_else(|| {
            self.parameters.iter().position(|parameter| {
                // SAFETY: a live str and a NUL-terminated ASCII name; the
                // comparison raises nothing.
                unsafe {
                    ffi::PyUnicode_CompareWithASCIIString(
                        name.as_ptr(),
                        parameter.as_ptr().cast::<c_char>(),
                    ) == 0
                }
            })
        });
        let Some(index) = index else {
            return Err(PyTypeError::new_err(format!(
                "{}() got an unexpected keyword argument '{name}'",
                self.name
            )));
        };
        if !slots[index].is_null() {
            return Err(PyTypeError::new_err(format!(
                "{}() got multiple values for argument '{}'",
                self.name,
                self.parameter_name(index)
            )));
        }
        slots[index] = value;
        Ok(())
    }

    fn check_required(&self, slots: &Slots<N>) -> PyResult<()> {
        match slots[..self.required]
            .iter()
            .position(|slot| slot.is_null())
        {
            None => Ok(()),
            Some(index) => Err(PyTypeError::new_err(format!(
                "{}() missing required argument '{}'",
                self.name,
                self.parameter_name(index)
            ))),
        }
    }

    /// Binds a `METH_FASTCALL | METH_KEYWORDS` call.
    ///
    /// # Safety
    ///
    /// CPython's arguments of such a call, with the thread attached:
    /// `arguments` holds `count` positional arguments and then one value
    /// for each name in the tuple `names` (or null).
    pub(crate) unsafe fn bind_fast(
        &self,
        py: Python<'_>,
        arguments: *const *mut ffi::PyObject,
        count: ffi::Py_ssize_t,
        names: *mut ffi::PyObject,
    ) -> PyResult<Slots<N>> {
        let mut slots = [std::ptr::null_mut(); N];
        let count = usize::try_from(count).unwrap_or(0);
        if names.is_null() && (self.required..=self.positional).contains(&count) {
            // The common call, `f(hand)`: positional arguments only, as
            // many as the function takes. Nothing else to check.
            // SAFETY: CPython passes `count` live positional values.
            let given = unsafe { std::slice::from_raw_parts(arguments, count) };
            slots[..count].copy_from_slice(given);
            return Ok(slots);
        }
        let keywords = if names.is_null() {
            0
        } else {
            // SAFETY: `names` is a tuple (CPython's contract).
            usize::try_from(unsafe { ffi::PyTuple_Size(names) }).unwrap_or(0)
        };
        let all: &[*mut ffi::PyObject] = if count + keywords == 0 {
            &[]
        } else {
            // SAFETY: CPython passes `count` positional values followed by
            // one value per keyword name, all live for the call.
            unsafe { std::slice::from_raw_parts(arguments, count + keywords) }
        };
        if count > self.positional {
            return Err(self.too_many_positional(count));
        }
        slots[..count].copy_from_slice(&all[..count]);
        for (index, &value) in all[count..].iter().enumerate() {
            // SAFETY: the index is within the tuple; the item is borrowed
            // for the call.
            let name = unsafe { ffi::PyTuple_GetItem(names, index as ffi::Py_ssize_t) };
            if name.is_null() {
                return Err(PyErr::fetch(py));
            }
            // SAFETY: both are live for the call; the thread is attached.
            unsafe { self.take_keyword(py, &mut slots, name, value)? };
        }
        self.check_required(&slots)?;
        Ok(slots)
    }

    /// Binds a `METH_VARARGS | METH_KEYWORDS` call.
    ///
    /// # Safety
    ///
    /// CPython's arguments of such a call, with the thread attached:
    /// `arguments` is a tuple and `keywords` a dict or null.
    pub(crate) unsafe fn bind_classic(
        &self,
        py: Python<'_>,
        arguments: *mut ffi::PyObject,
        keywords: *mut ffi::PyObject,
    ) -> PyResult<Slots<N>> {
        let mut slots = [std::ptr::null_mut(); N];
        // SAFETY: `arguments` is a tuple (CPython's contract).
        let count = usize::try_from(unsafe { ffi::PyTuple_Size(arguments) }).unwrap_or(0);
        if count > self.positional {
            return Err(self.too_many_positional(count));
        }
        for (index, slot) in slots.iter_mut().enumerate().take(count) {
            // SAFETY: the index is within the tuple; the item is borrowed
            // for the call.
            *slot = unsafe { ffi::PyTuple_GetItem(arguments, index as ffi::Py_ssize_t) };
        }
        if !keywords.is_null() {
            let mut position: ffi::Py_ssize_t = 0;
            let mut name = std::ptr::null_mut();
            let mut value = std::ptr::null_mut();
            // SAFETY: `keywords` is a dict that nothing changes during the
            // walk; the names and values are borrowed for the call.
            while unsafe { ffi::PyDict_Next(keywords, &mut position, &mut name, &mut value) } != 0 {
                // SAFETY: both are live for the call; the thread is attached.
                unsafe { self.take_keyword(py, &mut slots, name, value)? };
            }
        }
        self.check_required(&slots)?;
        Ok(slots)
    }
}

/// A function defined for both calling conventions (see the module docs).
pub(crate) struct KeywordFunction {
    pub(crate) fast: MethodDef,
    pub(crate) classic: MethodDef,
}

impl KeywordFunction {
    /// `doc` starts with the text signature (`name(a, *, b=1)\n--\n\n`);
    /// `extra_flags` is `METH_STATIC` for a class's static method, else 0.
    pub(crate) const fn new(
        name: &'static CStr,
        doc: &'static CStr,
        fast: FastFunction,
        classic: ffi::PyCFunctionWithKeywords,
        extra_flags: c_int,
    ) -> Self {
        KeywordFunction {
            fast: MethodDef::with_pointer(
                name,
                doc,
                // SAFETY: CPython calls the pointer as the flags say, the
                // fast-call signature; the union only stores it.
                ffi::PyMethodDefPointer {
                    PyCFunction: unsafe {
                        std::mem::transmute::<FastFunction, ffi::PyCFunction>(fast)
                    },
                },
                METH_FASTCALL | ffi::METH_KEYWORDS | extra_flags,
            ),
            classic: MethodDef::with_pointer(
                name,
                doc,
                ffi::PyMethodDefPointer {
                    PyCFunctionWithKeywords: classic,
                },
                ffi::METH_VARARGS | ffi::METH_KEYWORDS | extra_flags,
            ),
        }
    }

    /// The definition the running interpreter can call fastest.
    pub(crate) fn for_interpreter(&'static self, py: Python<'_>) -> &'static MethodDef {
        if py.version_info() >= (3, 10) {
            &self.fast
        } else {
            &self.classic
        }
    }
}

/// Adds `function`'s tuple-and-dict definition to `module` as
/// `_classic_<name>`, for the tests.
pub(crate) fn add_classic(
    module: &Bound<'_, PyModule>,
    function: &'static KeywordFunction,
) -> PyResult<()> {
    let alias = format!("_classic_{}", function.classic.name());
    crate::one_argument::add_as(module, &function.classic, Some(&alias))
}

/// Defines the two C functions of `$body` (a
/// `fn(Python, &Slots<N>) -> PyResult<T>`, `T` into a Python object) bound
/// by `$signature`, and their `static` [`KeywordFunction`] `$definition`;
/// a last argument `ffi::METH_STATIC` makes them a class's static method.
macro_rules! keyword_function {
    ($definition:ident, $fast:ident, $classic:ident, $signature:path, $name:literal, $doc:literal, $body:path) => {
        $crate::keywords::keyword_function!(
            $definition,
            $fast,
            $classic,
            $signature,
            $name,
            $doc,
            $body,
            0
        );
    };
    ($definition:ident, $fast:ident, $classic:ident, $signature:path, $name:literal, $doc:literal, $body:path, $flags:expr) => {
        unsafe extern "C" fn $fast(
            _module: *mut ::pyo3::ffi::PyObject,
            arguments: *const *mut ::pyo3::ffi::PyObject,
            count: ::pyo3::ffi::Py_ssize_t,
            names: *mut ::pyo3::ffi::PyObject,
        ) -> *mut ::pyo3::ffi::PyObject {
            // SAFETY: CPython calls it as the fast-call function of
            // `$definition`, attached, with arguments live for the call.
            unsafe {
                $crate::one_argument::call_attached(|py| {
                    let slots = $signature.bind_fast(py, arguments, count, names)?;
                    let answer = $body(py, &slots)?;
                    ::pyo3::IntoPyObjectExt::into_bound_py_any(answer, py)
                })
            }
        }

        unsafe extern "C" fn $classic(
            _module: *mut ::pyo3::ffi::PyObject,
            arguments: *mut ::pyo3::ffi::PyObject,
            keywords: *mut ::pyo3::ffi::PyObject,
        ) -> *mut ::pyo3::ffi::PyObject {
            // SAFETY: CPython calls it as the tuple-and-dict function of
            // `$definition`, attached, with arguments live for the call.
            unsafe {
                $crate::one_argument::call_attached(|py| {
                    let slots = $signature.bind_classic(py, arguments, keywords)?;
                    let answer = $body(py, &slots)?;
                    ::pyo3::IntoPyObjectExt::into_bound_py_any(answer, py)
                })
            }
        }

        static $definition: $crate::keywords::KeywordFunction =
            $crate::keywords::KeywordFunction::new($name, $doc, $fast, $classic, $flags);
    };
}

pub(crate) use keyword_function;

/// The error of a required argument not given (which binding rules out:
/// its callers need a value all the same).
pub(crate) fn missing<const N: usize>(signature: &Signature<N>) -> PyErr {
    PyTypeError::new_err(format!(
        "{}() missing required argument '{}'",
        signature.name,
        signature.parameter_name(0)
    ))
}

/// The argument in `slot`, if given.
///
/// # Safety
///
/// `slot` is null or a reference live for the call, with the thread
/// attached as `py` says.
pub(crate) unsafe fn argument<'py>(
    py: Python<'py>,
    slot: *mut ffi::PyObject,
) -> Option<Bound<'py, PyAny>> {
    if slot.is_null() {
        None
    } else {
        // SAFETY: the caller's contract.
        Some(unsafe { Bound::from_borrowed_ptr(py, slot) })
    }
}
