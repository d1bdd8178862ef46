//! Names for the parts of the generated tables' arrays.

/// The `M` entries of `table` from `at` on: the tables module keeps its
/// look-ups one after another in a few arrays (see
/// `xtask/src/bin/gen_tables.rs`) and names each part with this view.
/// Only constants call it, so it is evaluated at compile time: the `panic!`
/// of a part out of range could only stop the build, never a program.
#[allow(clippy::panic)]
pub(crate) const fn view<T, const N: usize, const M: usize>(
    table: &'static [T; N],
    at: usize,
) -> &'static [T; M] {
    match table.split_at(at).1.first_chunk::<M>() {
        Some(part) => part,
        None => panic!("a table part runs past its array"),
    }
}
