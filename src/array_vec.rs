//! A list of at most `N` items stored inline: the one container behind the
//! crate's bounded lists (indicators, declared melds, blocks, waits and the
//! rows of a discard table).
//!
//! The crate allocates nothing, so every list has a known bound and lives in
//! an array with a count of the slots in use. Without `unsafe` the unused
//! slots cannot stay uninitialised, so they hold a filler value (see
//! [`Filler`]). Equality, hashing and `Debug` look at the items in use only:
//! whatever an unused slot holds never shows.
//!
//! This module imports nothing from the crate, so that any module may use it
//! without making the import graph cyclic.

use core::fmt;
use core::hash::{Hash, Hasher};

/// A value to put in the unused slots of an [`ArrayVec`]. A trait constant
/// rather than an argument, so that an empty list is a `const`
/// ([`ArrayVec::EMPTY`]) and each type picks its filler once.
pub(crate) trait Filler: Copy {
    /// The value of every slot that holds no item. Never observable through
    /// an [`ArrayVec`].
    const FILLER: Self;
}

/// At most `N` items of `T` (`N` at most 255), stored inline in an array
/// with a `u8` count of the slots in use: a plain `Copy` value without
/// allocation. Nothing panics: [`push`](ArrayVec::push) on a full list gives
/// the item back, [`from_slice`](ArrayVec::from_slice) of too many items
/// gives `None`.
#[derive(Clone, Copy)]
pub(crate) struct ArrayVec<T: Copy, const N: usize> {
    /// The items in `..len`, [`Filler::FILLER`] or an item dropped since in
    /// the rest.
    items: [T; N],
    /// How many slots are in use, at most `N`.
    len: u8,
}

impl<T: Filler, const N: usize> ArrayVec<T, N> {
    /// The empty list, every slot the filler. A capacity above 255 (which
    /// the `u8` count could not reach) stops the build here.
    pub(crate) const EMPTY: ArrayVec<T, N> = {
        assert!(N <= u8::MAX as usize, "an ArrayVec holds at most 255 items");
        ArrayVec {
            items: [T::FILLER; N],
            len: 0,
        }
    };

    /// A list of the items of `items`, in order, or `None` if there are more
    /// than `N`.
    pub(crate) fn from_slice(items: &[T]) -> Option<ArrayVec<T, N>> {
        let mut list = ArrayVec::EMPTY;
        list.items.get_mut(..items.len())?.copy_from_slice(items);
        // At most N, which is at most 255 (checked by `EMPTY`).
        list.len = items.len() as u8;
        Some(list)
    }
}

impl<T: Copy, const N: usize> ArrayVec<T, N> {
    /// Appends `item`, or gives it back when the list already holds `N`.
    pub(crate) fn push(&mut self, item: T) -> Result<(), T> {
        let Some(slot) = self.items.get_mut(usize::from(self.len)) else {
            return Err(item);
        };
        *slot = item;
        self.len += 1;
        Ok(())
    }

    /// Removes and returns the last item, `None` when empty. Only the tests
    /// need it: nothing in the crate takes items off a list.
    #[cfg(test)]
    pub(crate) fn pop(&mut self) -> Option<T> {
        let last = self.len.checked_sub(1)?;
        let item = self.items.get(usize::from(last)).copied()?;
        self.len = last;
        Some(item)
    }

    /// The items, in the order they were added.
    pub(crate) fn as_slice(&self) -> &[T] {
        self.items.get(..usize::from(self.len)).unwrap_or(&[])
    }

    /// The items, mutable in place (to sort them, say); the length stays.
    pub(crate) fn as_mut_slice(&mut self) -> &mut [T] {
        self.items
            .get_mut(..usize::from(self.len))
            .unwrap_or(&mut [])
    }

    /// An iterator over the items, in order.
    pub(crate) fn iter(&self) -> core::slice::Iter<'_, T> {
        self.as_slice().iter()
    }

    /// How many items there are.
    pub(crate) const fn len(&self) -> usize {
        self.len as usize
    }

    /// `true` without items.
    pub(crate) const fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl<T: Filler, const N: usize> Default for ArrayVec<T, N> {
    /// The empty list, [`ArrayVec::EMPTY`].
    fn default() -> Self {
        ArrayVec::EMPTY
    }
}

impl<T: Copy + PartialEq, const N: usize> PartialEq for ArrayVec<T, N> {
    /// Equal when the items in use are, whatever the unused slots hold.
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Copy + Eq, const N: usize> Eq for ArrayVec<T, N> {}

impl<T: Copy + Hash, const N: usize> Hash for ArrayVec<T, N> {
    /// The hash of the items in use as a slice, consistent with `PartialEq`.
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state);
    }
}

impl<T: Copy + fmt::Debug, const N: usize> fmt::Debug for ArrayVec<T, N> {
    /// The items in use as a list, `[a, b]`; the unused slots never print.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::DefaultHasher;

    impl Filler for u32 {
        const FILLER: u32 = 0;
    }

    /// The hash of `value` by the standard library's default hasher.
    fn hash_of<T: Hash + ?Sized>(value: &T) -> u64 {
        let mut hasher = DefaultHasher::new();
        value.hash(&mut hasher);
        hasher.finish()
    }

    #[test]
    fn push_until_full_gives_the_item_back() {
        let mut list: ArrayVec<u32, 3> = ArrayVec::EMPTY;
        assert!(list.is_empty());
        assert_eq!(list.push(10), Ok(()));
        assert_eq!(list.push(20), Ok(()));
        assert_eq!(list.push(30), Ok(()));
        assert_eq!(list.push(40), Err(40));
        assert_eq!(list.as_slice(), &[10, 20, 30]);
        assert_eq!((list.len(), list.is_empty()), (3, false));
        assert_eq!(list.iter().copied().sum::<u32>(), 60);
        let mut none: ArrayVec<u32, 0> = ArrayVec::EMPTY;
        assert_eq!(none.push(1), Err(1));
        assert_eq!(none.pop(), None);
    }

    #[test]
    fn from_slice_up_to_the_capacity() {
        assert_eq!(ArrayVec::<u32, 3>::from_slice(&[1, 2, 3, 4]), None);
        let full = ArrayVec::<u32, 3>::from_slice(&[1, 2, 3]).unwrap();
        assert_eq!((full.as_slice(), full.len()), (&[1, 2, 3][..], 3));
        let empty = ArrayVec::<u32, 3>::from_slice(&[]).unwrap();
        assert_eq!(empty, ArrayVec::EMPTY);
        assert_eq!(empty, ArrayVec::default());
    }

    #[test]
    fn equality_and_hash_ignore_unused_slots() {
        let mut popped: ArrayVec<u32, 4> = ArrayVec::EMPTY;
        for item in [7, 8, 9] {
            popped.push(item).unwrap();
        }
        assert_eq!(popped.pop(), Some(9));
        let pushed = ArrayVec::<u32, 4>::from_slice(&[7, 8]).unwrap();
        // The arrays differ past the length (9 left behind, 0 the filler)...
        assert_eq!(popped.items, [7, 8, 9, 0]);
        assert_eq!(pushed.items, [7, 8, 0, 0]);
        // ...and the lists do not.
        assert_eq!(popped, pushed);
        assert_eq!(hash_of(&popped), hash_of(&pushed));
        assert_eq!(hash_of(&popped), hash_of(&[7u32, 8][..]));
        let other = ArrayVec::<u32, 4>::from_slice(&[7, 9]).unwrap();
        assert_ne!(popped, other);
        let longer = ArrayVec::<u32, 4>::from_slice(&[7, 8, 0]).unwrap();
        assert_ne!(pushed, longer);
        assert_ne!(hash_of(&pushed), hash_of(&longer));
    }

    #[test]
    fn debug_prints_the_items_in_use() {
        let mut list = ArrayVec::<u32, 4>::from_slice(&[5, 6, 7]).unwrap();
        assert_eq!(list.pop(), Some(7));
        assert_eq!(format!("{list:?}"), "[5, 6]");
        assert_eq!(format!("{:?}", ArrayVec::<u32, 4>::EMPTY), "[]");
    }

    #[test]
    fn sorting_in_place_keeps_the_length() {
        let mut list = ArrayVec::<u32, 5>::from_slice(&[3, 1, 2]).unwrap();
        list.as_mut_slice().sort_unstable();
        assert_eq!(list.as_slice(), &[1, 2, 3]);
        assert_eq!(list.items, [1, 2, 3, 0, 0]);
        assert_eq!(list.len(), 3);
    }
}
