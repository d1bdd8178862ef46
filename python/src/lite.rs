//! Types made straight from a `PyType_Spec`, without PyO3's class
//! machinery: every result type, and (through [`LiteType`] alone, with slots
//! of its own) `tehai.Hand`.
//!
//! Why: every question answers with a new result object, and many callers
//! build a new hand for each question. A `#[pyclass]` object costs about
//! 440 instructions to make and free (callgrind): PyO3 makes it through the
//! base type's `tp_new` with an empty argument tuple, every PyO3 class takes
//! part in the cycle collector (linked on allocation, unlinked on release),
//! and its `tp_dealloc` runs through a panic-catching trampoline. That was
//! more than `shanten` itself. These values are plain Rust data (no Python
//! references, so no cycles), and a type of our own makes them with
//! `PyObject_Malloc` and `PyObject_Init` and frees them with
//! `PyObject_Free`: about 100 instructions for both.
//!
//! A [`LiteClass`] is immutable from Python: read-only properties
//! ([`Getter`]), `to_dict()`, a `repr` built from that dict, `==` between
//! results of the same type (which makes them unhashable, as a `#[pyclass]`
//! with `eq` is), `copy.copy` and `copy.deepcopy` giving the object itself,
//! and optionally `int()`, `bool()` and `len()`. It cannot be created or
//! subclassed from Python.

use std::ffi::{CStr, c_int, c_void};
use std::marker::PhantomData;

use pyo3::exceptions::{PyMemoryError, PyTypeError};
use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyDict, PyType};

use crate::one_argument::call_attached;
use crate::results::repr_from_dict;

/// A read-only property of a [`LiteClass`].
pub(crate) struct Getter<T> {
    pub(crate) name: &'static CStr,
    pub(crate) doc: &'static CStr,
    pub(crate) get: for<'py> fn(&T, Python<'py>) -> PyResult<Bound<'py, PyAny>>,
}

/// A Rust value Python sees as an instance of its own immutable type.
pub(crate) trait LiteClass: Sized + 'static {
    /// `module.Name`, as `__module__` and `__name__` read it.
    const NAME: &'static CStr;
    /// The class docstring.
    const DOC: &'static CStr;
    /// The docstring of `to_dict`, starting with its text signature
    /// (`to_dict($self, /)\n--\n\n`).
    const TO_DICT_DOC: &'static CStr;
    /// The read-only properties, in the order `dir()` need not follow.
    const GETTERS: &'static [Getter<Self>];
    /// `int(result)`, if the type has one.
    const INT: Option<fn(&Self) -> i64> = None;
    /// `bool(result)`, if not always true.
    const BOOL: Option<fn(&Self) -> bool> = None;
    /// `len(result)`, if the type has one.
    const LEN: Option<fn(&Self) -> usize> = None;

    /// The type object, made once by [`add_class`].
    fn type_cell() -> &'static LiteType<Self>;

    /// The result as the command line's JSON object.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>>;

    /// `self == other`.
    fn equals(&self, other: &Self, py: Python<'_>) -> PyResult<bool>;
}

/// Where a [`LiteClass`] keeps its type object.
pub(crate) struct LiteType<T> {
    type_object: PyOnceLock<Py<PyType>>,
    value: PhantomData<fn() -> T>,
}

impl<T> LiteType<T> {
    pub(crate) const fn new() -> Self {
        LiteType {
            type_object: PyOnceLock::new(),
            value: PhantomData,
        }
    }
}

/// An instance: the object header, then the value.
#[repr(C)]
struct LiteObject<T> {
    header: ffi::PyObject,
    value: T,
}

/// The value inside `object`.
///
/// # Safety
///
/// `object` is a live instance of `T`'s type (made by [`LiteType::make`]),
/// and the value is not used past the object's life.
pub(crate) unsafe fn value_of<'a, T>(object: *mut ffi::PyObject) -> &'a T {
    // SAFETY: the caller's contract: the object is a `LiteObject<T>`.
    unsafe { &(*object.cast::<LiteObject<T>>()).value }
}

impl<T: 'static> LiteType<T> {
    /// Whether `object` is an instance of this type (no subclass exists).
    #[inline]
    pub(crate) fn holds(&self, py: Python<'_>, object: *mut ffi::PyObject) -> bool {
        match self.type_object.get(py) {
            // SAFETY: a live object; its type is only compared.
            Some(type_object) => unsafe { ffi::Py_TYPE(object) }.cast() == type_object.as_ptr(),
            None => false,
        }
    }

    /// The value of `object` if it is an instance of this type, read in
    /// place.
    #[inline]
    pub(crate) fn value_in<'a>(&self, object: &'a Bound<'_, PyAny>) -> Option<&'a T> {
        // SAFETY: an instance of this type is a `LiteObject<T>` whose value
        // lives as long as the object, which `object` borrows.
        self.holds(object.py(), object.as_ptr())
            .then(|| unsafe { value_of::<T>(object.as_ptr()) })
    }

    /// The type object, once made.
    pub(crate) fn type_object<'py>(&self, py: Python<'py>) -> Option<&Bound<'py, PyType>> {
        self.type_object
            .get(py)
            .map(|type_object| type_object.bind(py))
    }

    /// A new instance holding the value `make` returns. `make` is called
    /// once the object's memory is had, so that the value is written there
    /// straight from the call that makes it: a value held across the
    /// allocation is moved twice, and for a result of small fields that
    /// costs as many instructions as the answer itself. `make`'s error
    /// frees the memory and is returned.
    #[inline]
    pub(crate) fn make<'py>(
        &self,
        py: Python<'py>,
        make: impl FnOnce() -> PyResult<T>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let Some(type_object) = self.type_object.get(py) else {
            return Err(PyTypeError::new_err(
                "a tehai type is used before the module made it",
            ));
        };
        // SAFETY: a type made by `make_type` with the basic size of a
        // `LiteObject<T>`. `PyObject_Malloc` gives room for one (or null,
        // when out of memory); until the header is set the memory is only
        // ours, and on `make`'s error it is freed unread. The value is
        // written once, then `PyObject_Init` sets the header (and takes the
        // reference to the heap type an instance holds). (Not
        // `PyType_GenericAlloc`: it also zeroes the memory the value then
        // overwrites.)
        unsafe {
            let object =
                ffi::PyObject_Malloc(std::mem::size_of::<LiteObject<T>>()).cast::<ffi::PyObject>();
            if object.is_null() {
                return Err(PyMemoryError::new_err(()));
            }
            match make() {
                Ok(value) => {
                    std::ptr::addr_of_mut!((*object.cast::<LiteObject<T>>()).value).write(value);
                    ffi::PyObject_Init(object, type_object.as_ptr().cast());
                    Ok(Bound::from_owned_ptr(py, object))
                }
                Err(error) => {
                    ffi::PyObject_Free(object.cast());
                    Err(error)
                }
            }
        }
    }

    /// Makes the type from `name`, `doc` and the type's `slots` (the
    /// deallocator is added here), adds it to `module` under its short name
    /// and keeps it.
    pub(crate) fn make_type(
        &self,
        module: &Bound<'_, PyModule>,
        name: &'static CStr,
        mut slots: Vec<ffi::PyType_Slot>,
    ) -> PyResult<()> {
        let py = module.py();
        slots.push(ffi::PyType_Slot {
            slot: ffi::Py_tp_dealloc,
            pfunc: dealloc::<T> as *mut c_void,
        });
        slots.push(ffi::PyType_Slot {
            slot: 0,
            pfunc: std::ptr::null_mut(),
        });
        let mut spec = ffi::PyType_Spec {
            name: name.as_ptr(),
            basicsize: c_int::try_from(std::mem::size_of::<LiteObject<T>>())
                .map_err(|_| PyTypeError::new_err("type too large"))?,
            itemsize: 0,
            // Not a base type (no subclasses), no cycle collection (the
            // values hold no Python references).
            flags: ffi::Py_TPFLAGS_DEFAULT as std::os::raw::c_uint,
            slots: leak(slots),
        };
        // SAFETY: the spec and every table it points to live for the rest
        // of the process (leaked); the attached thread makes the type.
        let type_object = unsafe {
            Bound::from_owned_ptr_or_err(py, ffi::PyType_FromSpec(&mut spec))?
                .cast_into::<PyType>()?
        };
        let short = name.to_str().unwrap_or("?");
        let short = short.rsplit('.').next().unwrap_or(short);
        module.add(short, &type_object)?;
        self.type_object
            .set(py, type_object.unbind())
            .map_err(|_| PyTypeError::new_err(format!("{short} made twice")))
    }
}

/// Moves `value` into a new instance of its type.
#[inline]
pub(crate) fn into_object<T: LiteClass>(py: Python<'_>, value: T) -> PyResult<Bound<'_, PyAny>> {
    make_object(py, || Ok(value))
}

/// A new instance of `T`'s type holding the value `make` returns (see
/// [`LiteType::make`]).
#[inline]
pub(crate) fn make_object<T: LiteClass>(
    py: Python<'_>,
    make: impl FnOnce() -> PyResult<T>,
) -> PyResult<Bound<'_, PyAny>> {
    T::type_cell().make(py, make)
}

/// `tp_new`: refuses. Only the module makes results (a type without one
/// would inherit `object.__new__`, which makes one with no value).
unsafe extern "C" fn refuse_new<T: LiteClass>(
    _type_object: *mut ffi::PyTypeObject,
    _arguments: *mut ffi::PyObject,
    _keywords: *mut ffi::PyObject,
) -> *mut ffi::PyObject {
    // SAFETY: CPython calls it attached.
    unsafe {
        call_attached(|_| {
            Err(PyTypeError::new_err(format!(
                "cannot create '{}' instances",
                T::NAME.to_string_lossy()
            )))
        })
    }
}

/// `tp_dealloc`: drops the value and frees the object.
unsafe extern "C" fn dealloc<T>(object: *mut ffi::PyObject) {
    // SAFETY: CPython calls it once, for an instance of T's type whose last
    // reference is gone; the value was written by `LiteType::make`. The
    // instance held a reference to its (heap) type, released last.
    unsafe {
        let type_object = ffi::Py_TYPE(object);
        std::ptr::drop_in_place(std::ptr::addr_of_mut!(
            (*object.cast::<LiteObject<T>>()).value
        ));
        ffi::PyObject_Free(object.cast());
        ffi::Py_DecRef(type_object.cast());
    }
}

/// A property's `get`: the closure is the getter's index in `T::GETTERS`.
unsafe extern "C" fn get<T: LiteClass>(
    object: *mut ffi::PyObject,
    closure: *mut c_void,
) -> *mut ffi::PyObject {
    // SAFETY: CPython calls it attached, with an instance of T's type (the
    // descriptor checks the type) and the closure given in `add_class`.
    unsafe {
        call_attached(|py| {
            let value = value_of::<T>(object);
            match T::GETTERS.get(closure as usize) {
                Some(getter) => (getter.get)(value, py),
                None => Err(PyTypeError::new_err("unknown property")),
            }
        })
    }
}

/// `to_dict()`, a `METH_NOARGS` method.
unsafe extern "C" fn to_dict<T: LiteClass>(
    object: *mut ffi::PyObject,
    _no_argument: *mut ffi::PyObject,
) -> *mut ffi::PyObject {
    // SAFETY: CPython calls it attached, with an instance of T's type (the
    // method descriptor checks it).
    unsafe { call_attached(|py| Ok(value_of::<T>(object).to_dict(py)?.into_any())) }
}

/// `__copy__()` and `__deepcopy__(memo)`: the object itself, as for any
/// immutable value.
unsafe extern "C" fn itself(
    object: *mut ffi::PyObject,
    _ignored: *mut ffi::PyObject,
) -> *mut ffi::PyObject {
    // SAFETY: CPython calls it attached, with a live object, and takes the
    // new reference returned.
    unsafe {
        ffi::Py_IncRef(object);
    }
    object
}

/// `repr()`: `Name(field=value, ...)` over `to_dict()`.
unsafe extern "C" fn repr<T: LiteClass>(object: *mut ffi::PyObject) -> *mut ffi::PyObject {
    // SAFETY: CPython calls it attached, with an instance of T's type.
    unsafe {
        call_attached(|py| {
            let dict = value_of::<T>(object).to_dict(py)?;
            let name = T::NAME.to_str().unwrap_or("?");
            let short = name.rsplit('.').next().unwrap_or(name);
            Ok(pyo3::types::PyString::new(py, &repr_from_dict(short, &dict)?).into_any())
        })
    }
}

/// `==` and `!=` between two instances; anything else is not ours to say.
unsafe extern "C" fn richcompare<T: LiteClass>(
    object: *mut ffi::PyObject,
    other: *mut ffi::PyObject,
    operation: c_int,
) -> *mut ffi::PyObject {
    // SAFETY: CPython calls it as the type's `tp_richcompare`.
    unsafe {
        compare_values(T::type_cell(), object, other, operation, |one, two, py| {
            one.equals(two, py)
        })
    }
}

/// A `tp_richcompare` of `cell`'s type: `==` and `!=` between two of its
/// instances by `same`; anything else is not ours to say.
///
/// # Safety
///
/// CPython's call of the type's `tp_richcompare`: attached, `object` an
/// instance of the type and `other` any live object (read as a value only
/// once its type is checked).
pub(crate) unsafe fn compare_values<T: 'static>(
    cell: &LiteType<T>,
    object: *mut ffi::PyObject,
    other: *mut ffi::PyObject,
    operation: c_int,
    same: impl FnOnce(&T, &T, Python<'_>) -> PyResult<bool>,
) -> *mut ffi::PyObject {
    // SAFETY: the caller's contract.
    unsafe {
        call_attached(|py| {
            let equal = match operation {
                ffi::Py_EQ => true,
                ffi::Py_NE => false,
                _ => return Ok(py.NotImplemented().into_bound(py)),
            };
            if !cell.holds(py, other) {
                return Ok(py.NotImplemented().into_bound(py));
            }
            let same = same(value_of::<T>(object), value_of::<T>(other), py)?;
            Ok(pyo3::types::PyBool::new(py, same == equal)
                .to_owned()
                .into_any())
        })
    }
}

/// `int()`: `T::INT`, which `add_class` installs only when set.
unsafe extern "C" fn int<T: LiteClass>(object: *mut ffi::PyObject) -> *mut ffi::PyObject {
    // SAFETY: CPython calls it attached, with an instance of T's type.
    unsafe {
        call_attached(|py| {
            let value = T::INT.map_or(0, |int| int(value_of::<T>(object)));
            Ok(value.into_pyobject(py)?.into_any())
        })
    }
}

/// `bool()`: `T::BOOL`, which `add_class` installs only when set.
unsafe extern "C" fn truth<T: LiteClass>(object: *mut ffi::PyObject) -> c_int {
    // SAFETY: CPython calls it attached, with an instance of T's type; the
    // function only reads the value (it cannot fail or panic).
    let value = unsafe { value_of::<T>(object) };
    c_int::from(T::BOOL.is_none_or(|truth| truth(value)))
}

/// `len()`: `T::LEN`, which `add_class` installs only when set.
unsafe extern "C" fn length<T: LiteClass>(object: *mut ffi::PyObject) -> ffi::Py_ssize_t {
    // SAFETY: as for `truth`.
    let value = unsafe { value_of::<T>(object) };
    let length = T::LEN.map_or(0, |length| length(value));
    ffi::Py_ssize_t::try_from(length).unwrap_or(ffi::Py_ssize_t::MAX)
}

/// A table CPython keeps a pointer to for the life of the process.
pub(crate) fn leak<T>(items: Vec<T>) -> *mut T {
    Box::leak(items.into_boxed_slice()).as_mut_ptr()
}

/// Makes `T`'s type and adds it to `module` under its short name.
pub(crate) fn add_class<T: LiteClass>(module: &Bound<'_, PyModule>) -> PyResult<()> {
    let mut getters: Vec<ffi::PyGetSetDef> = T::GETTERS
        .iter()
        .enumerate()
        .map(|(index, getter)| ffi::PyGetSetDef {
            name: getter.name.as_ptr(),
            get: Some(get::<T>),
            set: None,
            doc: getter.doc.as_ptr(),
            closure: index as *mut c_void,
        })
        .collect();
    getters.push(ffi::PyGetSetDef {
        name: std::ptr::null(),
        get: None,
        set: None,
        doc: std::ptr::null(),
        closure: std::ptr::null_mut(),
    });
    let methods = vec![
        ffi::PyMethodDef {
            ml_name: c"to_dict".as_ptr(),
            ml_meth: ffi::PyMethodDefPointer {
                PyCFunction: to_dict::<T>,
            },
            ml_flags: ffi::METH_NOARGS,
            ml_doc: T::TO_DICT_DOC.as_ptr(),
        },
        ffi::PyMethodDef {
            ml_name: c"__copy__".as_ptr(),
            ml_meth: ffi::PyMethodDefPointer {
                PyCFunction: itself,
            },
            ml_flags: ffi::METH_NOARGS,
            ml_doc: c"__copy__($self, /)\n--\n\nThe result itself: it never changes.".as_ptr(),
        },
        ffi::PyMethodDef {
            ml_name: c"__deepcopy__".as_ptr(),
            ml_meth: ffi::PyMethodDefPointer {
                PyCFunction: itself,
            },
            ml_flags: ffi::METH_O,
            ml_doc: c"__deepcopy__($self, memo, /)\n--\n\nThe result itself: it never changes."
                .as_ptr(),
        },
        ffi::PyMethodDef::zeroed(),
    ];
    let slot = |slot: c_int, pfunc: *mut c_void| ffi::PyType_Slot { slot, pfunc };
    let mut slots = vec![
        slot(ffi::Py_tp_doc, T::DOC.as_ptr().cast_mut().cast()),
        slot(ffi::Py_tp_new, refuse_new::<T> as *mut c_void),
        slot(ffi::Py_tp_getset, leak(getters).cast()),
        slot(ffi::Py_tp_methods, leak(methods).cast()),
        slot(ffi::Py_tp_repr, repr::<T> as *mut c_void),
        slot(ffi::Py_tp_richcompare, richcompare::<T> as *mut c_void),
    ];
    if T::INT.is_some() {
        slots.push(slot(ffi::Py_nb_int, int::<T> as *mut c_void));
    }
    if T::BOOL.is_some() {
        slots.push(slot(ffi::Py_nb_bool, truth::<T> as *mut c_void));
    }
    if T::LEN.is_some() {
        slots.push(slot(ffi::Py_sq_length, length::<T> as *mut c_void));
    }
    T::type_cell().make_type(module, T::NAME, slots)
}

/// A [`Getter`] named `$name` with docstring `$doc` whose value is
/// `$body` (any value PyO3 turns into a Python object) of the result
/// `$value` (with the interpreter as `$py` when the body needs it).
macro_rules! getter {
    ($name:expr, $doc:expr, |$value:ident| $body:expr) => {
        $crate::lite::getter!($name, $doc, |$value, py| $body)
    };
    ($name:expr, $doc:expr, |$value:ident, $py:ident| $body:expr) => {
        $crate::lite::Getter {
            name: $name,
            doc: $doc,
            get: |$value, $py| ::pyo3::IntoPyObjectExt::into_bound_py_any($body, $py),
        }
    };
}

pub(crate) use getter;

/// Makes a [`LiteClass`] value turn into its Python object wherever PyO3
/// converts a return value.
macro_rules! lite_object {
    ($class:ty) => {
        impl<'py> ::pyo3::IntoPyObject<'py> for $class {
            type Target = ::pyo3::PyAny;
            type Output = ::pyo3::Bound<'py, ::pyo3::PyAny>;
            type Error = ::pyo3::PyErr;

            fn into_pyobject(self, py: ::pyo3::Python<'py>) -> ::pyo3::PyResult<Self::Output> {
                $crate::lite::into_object(py, self)
            }
        }
    };
}

pub(crate) use lite_object;
