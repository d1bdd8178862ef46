//! The JSON scanner of the mjai reader: one line holds one object, so a
//! line is checked once as a whole and its fields are then looked up by
//! key, without building a tree or allocating. Strings are kept as their
//! raw bytes between the quotes (escapes are checked, not decoded), so a
//! key or a tile name written with escapes matches nothing.

use super::error::LogErrorReason;

/// How deep arrays and objects may nest: deeper is a syntax error, so
/// checking a value never recurses further than this.
pub(crate) const MAX_DEPTH: usize = 16;

/// One value, borrowed from the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Value<'a> {
    /// A string's bytes between the quotes, escapes as written.
    String(&'a [u8]),
    /// A number as written.
    Number(&'a [u8]),
    /// `true` or `false`.
    Bool(bool),
    /// `null`.
    Null,
    /// An array, brackets included.
    Array(&'a [u8]),
    /// An object, braces included.
    Object(&'a [u8]),
}

impl<'a> Value<'a> {
    /// The value as an integer: digits with an optional minus sign, in
    /// range of `i64`.
    pub(crate) fn integer(self) -> Result<i64, LogErrorReason> {
        let Value::Number(text) = self else {
            return Err(LogErrorReason::Syntax);
        };
        let (negative, digits) = match text.split_first() {
            Some((b'-', rest)) => (true, rest),
            _ => (false, text),
        };
        if digits.is_empty() {
            return Err(LogErrorReason::BadNumber);
        }
        let mut value: i64 = 0;
        for &digit in digits {
            if !digit.is_ascii_digit() {
                return Err(LogErrorReason::BadNumber);
            }
            let digit = i64::from(digit - b'0');
            value = value
                .checked_mul(10)
                .and_then(|value| {
                    if negative {
                        value.checked_sub(digit)
                    } else {
                        value.checked_add(digit)
                    }
                })
                .ok_or(LogErrorReason::BadNumber)?;
        }
        Ok(value)
    }

    /// The items of an array.
    pub(crate) fn items(self) -> Result<Items<'a>, LogErrorReason> {
        match self {
            Value::Array(text) => Ok(Items {
                text,
                position: 1,
                first: true,
                done: false,
            }),
            _ => Err(LogErrorReason::Syntax),
        }
    }
}

/// The items of an array, in order.
#[derive(Clone, Debug, Default)]
pub(crate) struct Items<'a> {
    text: &'a [u8],
    position: usize,
    first: bool,
    done: bool,
}

impl<'a> Iterator for Items<'a> {
    type Item = Result<Value<'a>, LogErrorReason>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let result = self.step();
        if !matches!(result, Some(Ok(_))) {
            self.done = true;
        }
        result
    }
}

impl<'a> Items<'a> {
    fn step(&mut self) -> Option<Result<Value<'a>, LogErrorReason>> {
        let mut at = skip_space(self.text, self.position);
        match self.text.get(at) {
            Some(b']') => return None,
            Some(b',') if !self.first => at = skip_space(self.text, at + 1),
            Some(_) if self.first => {}
            Some(_) => return Some(Err(LogErrorReason::Syntax)),
            None => return Some(Err(LogErrorReason::UnexpectedEnd)),
        }
        self.first = false;
        match scan_value(self.text, at, 1) {
            Ok((value, next)) => {
                self.position = next;
                Some(Ok(value))
            }
            Err(reason) => Some(Err(reason)),
        }
    }
}

/// A checked object: one line of mjai.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Object<'a> {
    text: &'a [u8],
}

impl<'a> Object<'a> {
    /// Checks `line` is one object and nothing else but white space.
    pub(crate) fn parse(line: &'a [u8]) -> Result<Object<'a>, LogErrorReason> {
        let start = skip_space(line, 0);
        if line.get(start) != Some(&b'{') {
            return Err(match line.get(start) {
                None => LogErrorReason::UnexpectedEnd,
                Some(_) => LogErrorReason::Syntax,
            });
        }
        let (value, end) = scan_value(line, start, 0)?;
        if skip_space(line, end) != line.len() {
            return Err(LogErrorReason::Syntax);
        }
        match value {
            Value::Object(text) => Ok(Object { text }),
            _ => Err(LogErrorReason::Syntax),
        }
    }

    /// The value of the first field named `key` (compared with the key's
    /// bytes as written), `None` when there is none.
    pub(crate) fn get(&self, key: &str) -> Result<Option<Value<'a>>, LogErrorReason> {
        let text = self.text;
        let mut at = skip_space(text, 1);
        if text.get(at) == Some(&b'}') {
            return Ok(None);
        }
        loop {
            let (name, next) = scan_value(text, at, 1)?;
            let Value::String(name) = name else {
                return Err(LogErrorReason::Syntax);
            };
            at = skip_space(text, next);
            if text.get(at) != Some(&b':') {
                return Err(LogErrorReason::Syntax);
            }
            at = skip_space(text, at + 1);
            let (value, next) = scan_value(text, at, 1)?;
            if name == key.as_bytes() {
                return Ok(Some(value));
            }
            at = skip_space(text, next);
            match text.get(at) {
                Some(b',') => at = skip_space(text, at + 1),
                Some(b'}') => return Ok(None),
                Some(_) => return Err(LogErrorReason::Syntax),
                None => return Err(LogErrorReason::UnexpectedEnd),
            }
        }
    }
}

/// The object starting at `at` in `text` (a stream of objects: the
/// tenhou.net/6 reader) and the position after it.
pub(crate) fn object_at(text: &[u8], at: usize) -> Result<(Object<'_>, usize), LogErrorReason> {
    let (value, end) = scan_value(text, at, 0)?;
    match value {
        Value::Object(text) => Ok((Object { text }, end)),
        _ => Err(LogErrorReason::Syntax),
    }
}

fn skip_space(text: &[u8], from: usize) -> usize {
    let mut at = from;
    while let Some(b' ' | b'\t' | b'\r' | b'\n') = text.get(at) {
        at += 1;
    }
    at
}

/// The value starting at `at` (no white space before it) and the position
/// after it, nested at most `MAX_DEPTH - depth` levels deeper.
fn scan_value(text: &[u8], at: usize, depth: usize) -> Result<(Value<'_>, usize), LogErrorReason> {
    let slice = |from: usize, to: usize| text.get(from..to).unwrap_or(&[]);
    match text.get(at) {
        None => Err(LogErrorReason::UnexpectedEnd),
        Some(b'"') => {
            let end = scan_string(text, at + 1)?;
            Ok((Value::String(slice(at + 1, end)), end + 1))
        }
        Some(b'-' | b'0'..=b'9') => {
            let end = scan_number(text, at)?;
            Ok((Value::Number(slice(at, end)), end))
        }
        Some(b't') => literal(text, at, b"true", Value::Bool(true)),
        Some(b'f') => literal(text, at, b"false", Value::Bool(false)),
        Some(b'n') => literal(text, at, b"null", Value::Null),
        Some(&open @ (b'[' | b'{')) => {
            if depth >= MAX_DEPTH {
                return Err(LogErrorReason::Syntax);
            }
            let close = if open == b'[' { b']' } else { b'}' };
            let mut position = skip_space(text, at + 1);
            if text.get(position) == Some(&close) {
                let end = position + 1;
                return Ok((container(open, slice(at, end)), end));
            }
            loop {
                if open == b'{' {
                    if text.get(position) != Some(&b'"') {
                        return Err(end_or_syntax(text, position));
                    }
                    position = skip_space(text, scan_string(text, position + 1)? + 1);
                    if text.get(position) != Some(&b':') {
                        return Err(end_or_syntax(text, position));
                    }
                    position = skip_space(text, position + 1);
                }
                let (_, next) = scan_value(text, position, depth + 1)?;
                position = skip_space(text, next);
                match text.get(position) {
                    Some(b',') => position = skip_space(text, position + 1),
                    Some(&byte) if byte == close => {
                        let end = position + 1;
                        return Ok((container(open, slice(at, end)), end));
                    }
                    Some(_) => return Err(LogErrorReason::Syntax),
                    None => return Err(LogErrorReason::UnexpectedEnd),
                }
            }
        }
        Some(_) => Err(LogErrorReason::Syntax),
    }
}

fn container(open: u8, text: &[u8]) -> Value<'_> {
    if open == b'[' {
        Value::Array(text)
    } else {
        Value::Object(text)
    }
}

fn end_or_syntax(text: &[u8], at: usize) -> LogErrorReason {
    if at >= text.len() {
        LogErrorReason::UnexpectedEnd
    } else {
        LogErrorReason::Syntax
    }
}

fn literal<'a>(
    text: &'a [u8],
    at: usize,
    word: &[u8],
    value: Value<'a>,
) -> Result<(Value<'a>, usize), LogErrorReason> {
    match text.get(at..at + word.len()) {
        Some(found) if found == word => Ok((value, at + word.len())),
        Some(_) => Err(LogErrorReason::Syntax),
        None if text.get(at..).is_some_and(|rest| word.starts_with(rest)) => {
            Err(LogErrorReason::UnexpectedEnd)
        }
        None => Err(LogErrorReason::Syntax),
    }
}

/// The position of the closing quote of the string whose text starts at
/// `from`.
fn scan_string(text: &[u8], from: usize) -> Result<usize, LogErrorReason> {
    let mut at = from;
    loop {
        match text.get(at) {
            None => return Err(LogErrorReason::UnexpectedEnd),
            Some(b'"') => return Ok(at),
            Some(b'\\') => {
                match text.get(at + 1) {
                    None => return Err(LogErrorReason::UnexpectedEnd),
                    Some(b'"' | b'\\' | b'/' | b'b' | b'f' | b'n' | b'r' | b't') => at += 2,
                    Some(b'u') => {
                        for offset in 2..6 {
                            match text.get(at + offset) {
                                None => return Err(LogErrorReason::UnexpectedEnd),
                                Some(byte) if byte.is_ascii_hexdigit() => {}
                                Some(_) => return Err(LogErrorReason::Syntax),
                            }
                        }
                        at += 6;
                    }
                    Some(_) => return Err(LogErrorReason::Syntax),
                };
            }
            Some(&byte) if byte < 0x20 => return Err(LogErrorReason::Syntax),
            Some(_) => at += 1,
        }
    }
}

/// The position after the number starting at `from` (JSON's grammar).
fn scan_number(text: &[u8], from: usize) -> Result<usize, LogErrorReason> {
    let digits = |at: usize| {
        let mut end = at;
        while text.get(end).is_some_and(u8::is_ascii_digit) {
            end += 1;
        }
        end
    };
    let missing = |at: usize| end_or_syntax(text, at);
    let mut at = from;
    if text.get(at) == Some(&b'-') {
        at += 1;
    }
    match text.get(at) {
        Some(b'0') => at += 1,
        Some(b'1'..=b'9') => at = digits(at),
        _ => return Err(missing(at)),
    }
    if text.get(at) == Some(&b'.') {
        let end = digits(at + 1);
        if end == at + 1 {
            return Err(missing(end));
        }
        at = end;
    }
    if let Some(b'e' | b'E') = text.get(at) {
        at += 1;
        if let Some(b'+' | b'-') = text.get(at) {
            at += 1;
        }
        let end = digits(at);
        if end == at {
            return Err(missing(end));
        }
        at = end;
    }
    Ok(at)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::vec::Vec;

    fn parse(text: &str) -> Result<Object<'_>, LogErrorReason> {
        Object::parse(text.as_bytes())
    }

    #[test]
    fn fields_are_found_by_key() {
        let object = parse(
            r#" {"type":"dahai", "actor" : -3, "ok":true,"no":false,"x":null,
                "s":"a\"b\\c\/d\u00e9}","n":[1,[2,[]],{"k":"v"}],"o":{"a":[1]},"f":-1.5e+3,"pai":"5mr"} "#,
        )
        .unwrap();
        assert_eq!(object.get("type"), Ok(Some(Value::String(b"dahai"))));
        assert_eq!(object.get("actor").unwrap().unwrap().integer(), Ok(-3));
        assert_eq!(object.get("ok"), Ok(Some(Value::Bool(true))));
        assert_eq!(object.get("no"), Ok(Some(Value::Bool(false))));
        assert_eq!(object.get("x"), Ok(Some(Value::Null)));
        assert_eq!(
            object.get("s"),
            Ok(Some(Value::String(br#"a\"b\\c\/d\u00e9}"#)))
        );
        assert_eq!(object.get("pai"), Ok(Some(Value::String(b"5mr"))));
        assert_eq!(object.get("missing"), Ok(None));
        assert_eq!(object.get("o"), Ok(Some(Value::Object(br#"{"a":[1]}"#))));
        let f = object.get("f").unwrap().unwrap();
        assert_eq!(f, Value::Number(b"-1.5e+3"));
        assert_eq!(f.integer(), Err(LogErrorReason::BadNumber));
        let items: Vec<_> = object
            .get("n")
            .unwrap()
            .unwrap()
            .items()
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(
            items,
            [
                Value::Number(b"1"),
                Value::Array(b"[2,[]]"),
                Value::Object(br#"{"k":"v"}"#)
            ]
        );
        assert_eq!(parse("{}").unwrap().get("a"), Ok(None));
        assert_eq!(
            Value::Array(b"[ ]").items().unwrap().count(),
            0,
            "an empty array"
        );
        assert_eq!(Value::Null.items().err(), Some(LogErrorReason::Syntax));
        assert_eq!(Value::Bool(true).integer(), Err(LogErrorReason::Syntax));
    }

    #[test]
    fn integers_stay_in_range() {
        let number = |text: &'static str| Value::Number(text.as_bytes()).integer();
        assert_eq!(number("0"), Ok(0));
        assert_eq!(number("-9223372036854775808"), Ok(i64::MIN));
        assert_eq!(number("9223372036854775807"), Ok(i64::MAX));
        assert_eq!(
            number("9223372036854775808"),
            Err(LogErrorReason::BadNumber)
        );
        assert_eq!(number("-"), Err(LogErrorReason::BadNumber));
    }

    #[test]
    fn malformed_text_is_an_error() {
        use LogErrorReason::{Syntax, UnexpectedEnd};
        let cases: &[(&str, LogErrorReason)] = &[
            ("", UnexpectedEnd),
            ("   ", UnexpectedEnd),
            ("[1]", Syntax),
            ("\"a\"", Syntax),
            ("{", UnexpectedEnd),
            (r#"{"a""#, UnexpectedEnd),
            (r#"{"a":"#, UnexpectedEnd),
            (r#"{"a":1"#, UnexpectedEnd),
            (r#"{"a":1,"#, UnexpectedEnd),
            (r#"{"a":"x"#, UnexpectedEnd),
            (r#"{"a":"x\"#, UnexpectedEnd),
            (r#"{"a":"\u12"#, UnexpectedEnd),
            (r#"{"a":"\u12g4"}"#, Syntax),
            (r#"{"a":"\x"}"#, Syntax),
            ("{\"a\":\"\t\"}", Syntax),
            (r#"{"a":tru"#, UnexpectedEnd),
            (r#"{"a":trux}"#, Syntax),
            (r#"{"a":nul}"#, Syntax),
            (r#"{"a":-}"#, Syntax),
            (r#"{"a":01}"#, Syntax),
            (r#"{"a":1.}"#, Syntax),
            (r#"{"a":1e}"#, Syntax),
            (r#"{"a":+1}"#, Syntax),
            (r#"{"a":[1,]}"#, Syntax),
            (r#"{"a":[1 2]}"#, Syntax),
            (r#"{"a":[1,2"#, UnexpectedEnd),
            (r#"{"a":1,}"#, Syntax),
            (r#"{"a" 1}"#, Syntax),
            (r#"{a:1}"#, Syntax),
            (r#"{"a":1}}"#, Syntax),
            (r#"{"a":1} x"#, Syntax),
            (r#"{"a":1 "b":2}"#, Syntax),
            (r#"{"a":'x'}"#, Syntax),
        ];
        for &(text, reason) in cases {
            assert_eq!(parse(text).err(), Some(reason), "{text:?}");
        }
    }

    #[test]
    fn deep_nesting_is_bounded() {
        let ok = format!(
            "{{\"a\":{}{}}}",
            "[".repeat(MAX_DEPTH - 1),
            "]".repeat(MAX_DEPTH - 1)
        );
        assert!(parse(&ok).is_ok());
        let deep = format!(
            "{{\"a\":{}{}}}",
            "[".repeat(MAX_DEPTH),
            "]".repeat(MAX_DEPTH)
        );
        assert_eq!(parse(&deep).err(), Some(LogErrorReason::Syntax));
        // Far deeper than any stack would take by recursion.
        let huge = format!("{{\"a\":{}", "[".repeat(1_000_000));
        assert_eq!(parse(&huge).err(), Some(LogErrorReason::Syntax));
        let objects = "{\"a\":".repeat(100_000);
        assert_eq!(parse(&objects).err(), Some(LogErrorReason::Syntax));
    }

    #[test]
    fn every_prefix_and_byte_change_is_handled() {
        let line =
            br#"{"type":"hora","deltas":[-1000,0,1000,0],"s":"\u0041\"","b":[true,null,{"c":[]}]}"#;
        for end in 0..=line.len() {
            let prefix = &line[..end];
            let result = Object::parse(prefix);
            assert_eq!(result.is_ok(), end == line.len(), "{end}");
        }
        for index in 0..line.len() {
            for byte in [
                b'"', b'\\', b'[', b'{', b'}', b']', b',', b':', b'x', b'1', 0x01,
            ] {
                let mut changed = line.to_vec();
                changed[index] = byte;
                if let Ok(object) = Object::parse(&changed) {
                    for key in ["type", "deltas", "s", "b"] {
                        if let Ok(Some(value)) = object.get(key) {
                            let _ = value.integer();
                            if let Ok(items) = value.items() {
                                let _ = items.count();
                            }
                        }
                    }
                }
            }
        }
    }
}
