//! The tag scanner of the mjlog reader: Tenhou's records are flat XML, a
//! root element holding empty-element tags with double-quoted attributes,
//! so tags are found by position and attributes looked up by name without
//! building a tree.

use super::error::{LogError, LogErrorReason};

/// One tag: its name, its attribute text and its byte offset.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Tag<'a> {
    pub(crate) name: &'a [u8],
    pub(crate) attributes: &'a [u8],
    pub(crate) offset: usize,
    /// `</name>`.
    pub(crate) closing: bool,
}

/// The position after `needle` at or after `from`, if it occurs.
pub(crate) fn find_after(bytes: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    let rest = bytes.get(from..)?;
    rest.windows(needle.len())
        .position(|window| window == needle)
        .map(|at| from + at + needle.len())
}

/// The next tag at or after `from`, and where the scan goes on; `None` at
/// the end of the text (text between tags is skipped).
pub(crate) fn next_tag(bytes: &[u8], from: usize) -> Option<Result<(Tag<'_>, usize), LogError>> {
    let mut at = from;
    loop {
        let open = at + bytes.get(at..)?.iter().position(|&b| b == b'<')?;
        let error = |reason| LogError {
            offset: open,
            reason,
            field: "tag",
        };
        match bytes.get(open + 1) {
            // A declaration or a comment: skipped.
            Some(b'?') => match find_after(bytes, open, b"?>") {
                Some(next) => at = next,
                None => return Some(Err(error(LogErrorReason::UnexpectedEnd))),
            },
            Some(b'!') => match find_after(bytes, open, b">") {
                Some(next) => at = next,
                None => return Some(Err(error(LogErrorReason::UnexpectedEnd))),
            },
            Some(_) => return Some(read_tag(bytes, open)),
            None => return Some(Err(error(LogErrorReason::UnexpectedEnd))),
        }
    }
}

/// The tag opening at `open`.
fn read_tag(bytes: &[u8], open: usize) -> Result<(Tag<'_>, usize), LogError> {
    let error = |reason| LogError {
        offset: open,
        reason,
        field: "tag",
    };
    let closing = bytes.get(open + 1) == Some(&b'/');
    let name_start = open + 1 + usize::from(closing);
    let rest = bytes.get(name_start..).unwrap_or(&[]);
    let name_len = rest
        .iter()
        .position(|b| !b.is_ascii_alphanumeric() && *b != b'_')
        .ok_or(error(LogErrorReason::UnexpectedEnd))?;
    if name_len == 0 {
        return Err(error(LogErrorReason::Syntax));
    }
    let name = rest.get(..name_len).unwrap_or(&[]);
    // The tag ends at the first `>` outside quotes.
    let mut quote = None;
    let mut end = None;
    for (index, &byte) in rest.iter().enumerate().skip(name_len) {
        match (quote, byte) {
            (None, b'"' | b'\'') => quote = Some(byte),
            (Some(q), _) if q == byte => quote = None,
            (None, b'>') => {
                end = Some(index);
                break;
            }
            (None, b'<') => return Err(error(LogErrorReason::Syntax)),
            _ => {}
        }
    }
    let end = end.ok_or(error(LogErrorReason::UnexpectedEnd))?;
    let mut attributes = rest.get(name_len..end).unwrap_or(&[]);
    if let Some((b'/', before)) = attributes.split_last() {
        attributes = before;
    }
    Ok((
        Tag {
            name,
            attributes,
            offset: open,
            closing,
        },
        name_start + end + 1,
    ))
}

impl<'a> Tag<'a> {
    /// The value of attribute `key`, `None` when absent; a syntax error
    /// when the attribute text is not `name="value"` pairs.
    pub(crate) fn attribute(&self, key: &'static str) -> Result<Option<&'a [u8]>, LogError> {
        let error = LogError {
            offset: self.offset,
            reason: LogErrorReason::Syntax,
            field: key,
        };
        let mut rest = self.attributes;
        loop {
            rest = rest.trim_ascii_start();
            if rest.is_empty() {
                return Ok(None);
            }
            let equals = rest.iter().position(|&b| b == b'=').ok_or(error)?;
            let name = rest.get(..equals).unwrap_or(&[]).trim_ascii();
            let after = rest.get(equals + 1..).unwrap_or(&[]).trim_ascii_start();
            let (&quote, body) = after.split_first().ok_or(error)?;
            if quote != b'"' && quote != b'\'' {
                return Err(error);
            }
            let close = body.iter().position(|&b| b == quote).ok_or(error)?;
            if name == key.as_bytes() {
                return Ok(body.get(..close));
            }
            rest = body.get(close + 1..).unwrap_or(&[]);
        }
    }

    /// Attribute `key`, which must be present.
    pub(crate) fn required(&self, key: &'static str) -> Result<&'a [u8], LogError> {
        self.attribute(key)?.ok_or(LogError {
            offset: self.offset,
            reason: LogErrorReason::Missing,
            field: key,
        })
    }
}

/// The comma-separated integers of `text` (an empty text has none); a
/// decimal part is dropped (Tenhou writes the final uma as `-31.0`).
pub(crate) fn numbers<'a>(
    text: &'a [u8],
    offset: usize,
    field: &'static str,
) -> impl Iterator<Item = Result<i64, LogError>> + 'a {
    let error = LogError {
        offset,
        reason: LogErrorReason::BadNumber,
        field,
    };
    text.split(|&b| b == b',')
        .filter(move |_| !text.is_empty())
        .map(move |item| integer(item).ok_or(error))
}

/// One integer, with an optional sign and an optional decimal part.
fn integer(text: &[u8]) -> Option<i64> {
    let text = text.trim_ascii();
    let (negative, digits) = match text.split_first() {
        Some((b'-', rest)) => (true, rest),
        Some((b'+', rest)) => (false, rest),
        _ => (false, text),
    };
    let whole = match digits.iter().position(|&b| b == b'.') {
        Some(dot) => {
            let fraction = digits.get(dot + 1..)?;
            if !fraction.iter().all(u8::is_ascii_digit) {
                return None;
            }
            digits.get(..dot)?
        }
        None => digits,
    };
    if whole.is_empty() || whole.len() > 12 {
        return None;
    }
    let mut value: i64 = 0;
    for &digit in whole {
        if !digit.is_ascii_digit() {
            return None;
        }
        value = value * 10 + i64::from(digit - b'0');
    }
    Some(if negative { -value } else { value })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_and_attributes() {
        let text =
            br#"<?xml version="1.0"?><mjloggm ver="2.3"><T12/><N who="1" m="42" /></mjloggm>"#;
        let (root, next) = next_tag(text, 0).unwrap().unwrap();
        assert_eq!(root.name, b"mjloggm");
        assert_eq!(root.attribute("ver").unwrap(), Some(&b"2.3"[..]));
        let (draw, next) = next_tag(text, next).unwrap().unwrap();
        assert_eq!((draw.name, draw.attributes), (&b"T12"[..], &b""[..]));
        let (call, next) = next_tag(text, next).unwrap().unwrap();
        assert_eq!(call.attribute("m").unwrap(), Some(&b"42"[..]));
        assert_eq!(call.attribute("who").unwrap(), Some(&b"1"[..]));
        assert_eq!(call.attribute("x").unwrap(), None);
        let (end, next) = next_tag(text, next).unwrap().unwrap();
        assert!(end.closing);
        assert!(next_tag(text, next).is_none());
    }

    #[test]
    fn malformed_tags_are_errors() {
        for text in [&b"<T12"[..], b"<", b"<>", b"<a x=\"1/>", b"<?xml"] {
            assert!(matches!(next_tag(text, 0), Some(Err(_))), "{text:?}");
        }
        let (tag, _) = next_tag(b"<a x=1/>", 0).unwrap().unwrap();
        assert!(tag.attribute("x").is_err());
    }

    #[test]
    fn number_lists() {
        let mut parsed = [0i64; 4];
        for (slot, value) in parsed
            .iter_mut()
            .zip(numbers(b"250,-10,31.0,-7.5", 0, "sc"))
        {
            *slot = value.unwrap();
        }
        assert_eq!(parsed, [250, -10, 31, -7]);
        assert_eq!(numbers(b"", 0, "sc").count(), 0);
        assert!(numbers(b"1,,2", 0, "sc").any(|n| n.is_err()));
        assert!(numbers(b"1x", 0, "sc").any(|n| n.is_err()));
    }
}
