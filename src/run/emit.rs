//! Where a run's output goes: built as one JSON value (the library's
//! [`run`](super::run)), or written as text while the run goes
//! ([`run_to`](super::run_to), what the CLI does), so that a run of
//! millions of pixels or vertices holds a few of them at a time, not all.
//!
//! Both ways give the same document: fields come in sorted key order (the
//! order `serde_json`'s map keeps), and the text is [`super::json::pretty`]'s.

use super::error::{internal, output_failed, RunError};
use super::json::write_pretty;
use serde_json::{Map, Value};
use std::collections::BTreeMap;
use std::io::Write;

/// Something that sees the output as it is made (the `--png` picture).
pub trait Tap {
    /// A whole top-level field.
    fn field(&mut self, key: &str, value: &Value);
    /// Item `index` of the top-level list `key`.
    fn item(&mut self, key: &str, index: usize, value: &Value);
    /// A geometry shader's strip (its vertices, as printed) on `stream`
    /// of `topology`, made by `instance`, in output order.
    fn strip(&mut self, _stream: u32, _topology: &str, _instance: u32, _strip: &Value) {}
}

/// How an open container ([`Emit::open`]) prints: as
/// [`super::json::pretty`] prints its content.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// An object, a member per line.
    Object,
    /// An array of objects or arrays, an item per line.
    Lines,
    /// An array of numbers or strings, on one line.
    Inline,
}

/// A container given part by part ([`Emit::open`]).
struct Frame {
    shape: Shape,
    /// Its depth in the document (the top-level fields' values are at 1).
    depth: usize,
    /// Members or items so far.
    n: usize,
    /// An object's last key (keys come in increasing order).
    last_key: Option<String>,
    /// Its key in the object that holds it.
    key: Option<String>,
    /// When building a value: what it holds so far.
    built: Option<Value>,
}

enum Sink<'w> {
    Keep(Map<String, Value>),
    Write {
        w: &'w mut dyn Write,
        fields: usize,
        error: Option<std::io::Error>,
        buf: String,
    },
}

/// The output of one run: top-level fields, one of which may be a list
/// given item by item.
pub struct Emit<'w> {
    sink: Sink<'w>,
    /// The list being given: its key, its items so far (kept only when
    /// building a value), and how many.
    list: Option<(String, Vec<Value>, usize)>,
    last_key: Option<String>,
    tap: Option<&'w mut dyn Tap>,
    /// The containers open ([`Emit::open`]), outermost first.
    stack: Vec<Frame>,
}

impl<'w> Emit<'w> {
    /// Builds the output as one value ([`Emit::into_value`]).
    pub fn keep() -> Emit<'static> {
        Emit {
            sink: Sink::Keep(Map::new()),
            list: None,
            last_key: None,
            tap: None,
            stack: Vec::new(),
        }
    }

    /// Writes the output to `w` as it is made.
    pub fn write(w: &'w mut dyn Write, tap: Option<&'w mut dyn Tap>) -> Emit<'w> {
        Emit {
            sink: Sink::Write {
                w,
                fields: 0,
                error: None,
                buf: String::new(),
            },
            list: None,
            last_key: None,
            tap,
            stack: Vec::new(),
        }
    }

    /// Writes `buf` out; after a write error nothing more is written and
    /// the run stops.
    fn flush_buf(&mut self) -> Result<(), RunError> {
        if let Sink::Write { w, error, buf, .. } = &mut self.sink {
            if error.is_none() {
                if let Err(e) = w.write_all(buf.as_bytes()) {
                    *error = Some(e);
                }
            }
            buf.clear();
            if error.is_some() {
                return output_failed("the output could not be written");
            }
        }
        Ok(())
    }

    /// Writes what is buffered once it is 64 KiB: one write per item would
    /// dominate, and a run that fails early (bad input) writes nothing.
    fn flush_big(&mut self) -> Result<(), RunError> {
        match &self.sink {
            Sink::Write { buf, .. } if buf.len() >= 1 << 16 => self.flush_buf(),
            _ => Ok(()),
        }
    }

    /// Starts top-level field `key` (in increasing key order).
    fn key(&mut self, key: &str) -> Result<(), RunError> {
        if self.list.is_some() || !self.stack.is_empty() {
            return internal(format!("internal: field '{key}' inside a list"));
        }
        if self.last_key.as_deref().is_some_and(|k| k >= key) {
            return internal(format!("internal: output field '{key}' out of order"));
        }
        self.last_key = Some(key.to_string());
        if let Sink::Write { fields, buf, .. } = &mut self.sink {
            buf.push_str(if *fields == 0 { "{\n  " } else { ",\n  " });
            buf.push_str(&Value::String(key.to_string()).to_string());
            buf.push_str(": ");
            *fields += 1;
        }
        Ok(())
    }

    /// A whole top-level field.
    pub fn field(&mut self, key: &str, value: Value) -> Result<(), RunError> {
        self.key(key)?;
        if let Some(t) = self.tap.as_deref_mut() {
            t.field(key, &value);
        }
        match &mut self.sink {
            Sink::Keep(m) => {
                m.insert(key.to_string(), value);
                Ok(())
            }
            Sink::Write { buf, .. } => {
                write_pretty(&value, 1, buf);
                self.flush_big()
            }
        }
    }

    /// Every field of `value`, an object (a run whose output is small).
    pub fn fields(&mut self, value: Value) -> Result<(), RunError> {
        let Value::Object(m) = value else {
            return internal("internal: a run's output is an object");
        };
        for (k, v) in m {
            self.field(&k, v)?;
        }
        Ok(())
    }

    /// Starts the top-level list `key`; [`Emit::item`] gives its items.
    pub fn begin_list(&mut self, key: &str) -> Result<(), RunError> {
        self.key(key)?;
        self.list = Some((key.to_string(), Vec::new(), 0));
        Ok(())
    }

    /// The next item of the list.
    pub fn item(&mut self, value: Value) -> Result<(), RunError> {
        let Some((key, items, n)) = &mut self.list else {
            return internal("internal: an item outside a list");
        };
        if let Some(t) = self.tap.as_deref_mut() {
            t.item(key, *n, &value);
        }
        let first = *n == 0;
        *n += 1;
        match &mut self.sink {
            Sink::Keep(_) => {
                items.push(value);
                Ok(())
            }
            Sink::Write { buf, .. } => {
                buf.push_str(if first { "[\n    " } else { ",\n    " });
                write_pretty(&value, 2, buf);
                self.flush_big()
            }
        }
    }

    /// Ends the list.
    pub fn end_list(&mut self) -> Result<(), RunError> {
        let Some((key, items, n)) = self.list.take() else {
            return internal("internal: no list to end");
        };
        match &mut self.sink {
            Sink::Keep(m) => {
                m.insert(key, Value::Array(items));
                Ok(())
            }
            Sink::Write { buf, .. } => {
                buf.push_str(if n == 0 { "[]" } else { "\n  ]" });
                self.flush_big()
            }
        }
    }

    /// The tap, if any (the `--png` picture).
    pub fn tap(&mut self) -> Option<&mut (dyn Tap + 'w)> {
        self.tap.as_deref_mut()
    }

    /// Whether the output is built as a value ([`Emit::keep`]) rather than
    /// written.
    pub fn keeps(&self) -> bool {
        matches!(self.sink, Sink::Keep(_))
    }

    /// Writes what comes before a member `key` (or an item) of the
    /// innermost open container, and counts it; its depth.
    fn member(&mut self, key: Option<&str>) -> Result<usize, RunError> {
        let Some(f) = self.stack.last_mut() else {
            return internal("internal: nothing open");
        };
        match (f.shape, key) {
            (Shape::Object, Some(k)) => {
                if f.last_key.as_deref().is_some_and(|l| l >= k) {
                    return internal(format!("internal: output field '{k}' out of order"));
                }
                f.last_key = Some(k.to_string());
            }
            (Shape::Lines | Shape::Inline, None) => {}
            _ => return internal("internal: a key where none goes, or none where one must"),
        }
        let (first, depth, shape) = (f.n == 0, f.depth, f.shape);
        f.n += 1;
        if let Sink::Write { buf, .. } = &mut self.sink {
            match shape {
                Shape::Inline => buf.push_str(if first { "" } else { ", " }),
                Shape::Object | Shape::Lines => {
                    let open = if shape == Shape::Object { "{\n" } else { "[\n" };
                    buf.push_str(if first { open } else { ",\n" });
                    for _ in 0..depth + 1 {
                        buf.push_str("  ");
                    }
                    if let Some(k) = key {
                        buf.push_str(&Value::String(k.to_string()).to_string());
                        buf.push_str(": ");
                    }
                }
            }
        }
        Ok(depth + 1)
    }

    /// Opens a container: top-level field `key`, a member `key` of the
    /// open object, or (`None`) the next item of the open array. Keys come
    /// in increasing order; [`Emit::close`] ends it. What is written is
    /// what [`super::json::pretty`] writes of the whole value, given a part
    /// at a time, so that its parts need not be held together.
    pub fn open(&mut self, key: Option<&str>, shape: Shape) -> Result<(), RunError> {
        let depth = match (self.stack.is_empty(), key) {
            (true, Some(k)) => {
                self.key(k)?;
                1
            }
            (true, None) => return internal("internal: an item outside a container"),
            (false, _) => {
                if self.stack.last().is_some_and(|f| f.shape == Shape::Inline) {
                    return internal("internal: a container inside a one-line array");
                }
                self.member(key)?
            }
        };
        let built = self.keeps().then(|| match shape {
            Shape::Object => Value::Object(Map::new()),
            Shape::Lines | Shape::Inline => Value::Array(Vec::new()),
        });
        if let (Shape::Inline, Sink::Write { buf, .. }) = (shape, &mut self.sink) {
            buf.push('[');
        }
        self.stack.push(Frame {
            shape,
            depth,
            n: 0,
            last_key: None,
            key: key.map(str::to_string),
            built,
        });
        Ok(())
    }

    /// A whole value in the open container: member `key` of an object, or
    /// (`None`) the next item of an array.
    pub fn put(&mut self, key: Option<&str>, value: Value) -> Result<(), RunError> {
        let depth = self.member(key)?;
        match &mut self.sink {
            Sink::Keep(_) => {
                let f = self.stack.last_mut().expect("member checked it");
                match (&mut f.built, key) {
                    (Some(Value::Object(m)), Some(k)) => {
                        m.insert(k.to_string(), value);
                    }
                    (Some(Value::Array(a)), None) => a.push(value),
                    _ => return internal("internal: a value where none goes"),
                }
                Ok(())
            }
            Sink::Write { buf, .. } => {
                if self.stack.last().is_some_and(|f| f.shape == Shape::Inline) {
                    buf.push_str(&value.to_string());
                } else {
                    write_pretty(&value, depth, buf);
                }
                self.flush_big()
            }
        }
    }

    /// Closes the innermost container.
    pub fn close(&mut self) -> Result<(), RunError> {
        let Some(f) = self.stack.pop() else {
            return internal("internal: nothing to close");
        };
        match &mut self.sink {
            Sink::Write { buf, .. } => {
                match (f.shape, f.n) {
                    (Shape::Inline, _) => buf.push(']'),
                    (Shape::Object, 0) => buf.push_str("{}"),
                    (Shape::Lines, 0) => buf.push_str("[]"),
                    (shape, _) => {
                        buf.push('\n');
                        for _ in 0..f.depth {
                            buf.push_str("  ");
                        }
                        buf.push(if shape == Shape::Object { '}' } else { ']' });
                    }
                }
                self.flush_big()
            }
            Sink::Keep(top) => {
                let v = f.built.unwrap_or(Value::Null);
                match (self.stack.last_mut(), f.key) {
                    (None, Some(k)) => {
                        top.insert(k, v);
                    }
                    (Some(p), key) => match (&mut p.built, key) {
                        (Some(Value::Object(m)), Some(k)) => {
                            m.insert(k, v);
                        }
                        (Some(Value::Array(a)), None) => a.push(v),
                        _ => return internal("internal: a container where none goes"),
                    },
                    (None, None) => {
                        return internal("internal: a top-level container without a key")
                    }
                }
                Ok(())
            }
        }
    }

    /// Ends the document (writing mode); `Err` holds a write error.
    pub fn finish(mut self) -> Result<(), std::io::Error> {
        if let Sink::Write { fields, buf, .. } = &mut self.sink {
            buf.push_str(if *fields == 0 { "{}\n" } else { "\n}\n" });
        }
        let _ = self.flush_buf();
        match &mut self.sink {
            Sink::Write { w, error, .. } => match error.take() {
                Some(e) => Err(e),
                None => w.flush(),
            },
            Sink::Keep(_) => Ok(()),
        }
    }

    /// The write error that stopped the run, if any.
    pub fn take_error(&mut self) -> Option<std::io::Error> {
        match &mut self.sink {
            Sink::Write { error, .. } => error.take(),
            Sink::Keep(_) => None,
        }
    }

    /// The output built ([`Emit::keep`]).
    pub fn into_value(self) -> Value {
        match self.sink {
            Sink::Keep(m) => Value::Object(m),
            Sink::Write { .. } => Value::Null,
        }
    }
}

/// Items that arrive out of order (a grid's pixels come quad by quad, two
/// rows at a time) given to the list in order, holding only those that
/// wait for an earlier one.
pub struct InOrder {
    next: usize,
    total: usize,
    waiting: BTreeMap<usize, Value>,
}

impl InOrder {
    /// Items `0..total`.
    pub fn new(total: usize) -> InOrder {
        InOrder {
            next: 0,
            total,
            waiting: BTreeMap::new(),
        }
    }

    /// Item `i`; given on as soon as every earlier one has been.
    pub fn put(&mut self, out: &mut Emit, i: usize, v: Value) -> Result<(), RunError> {
        if i < self.next || i >= self.total {
            return Ok(());
        }
        self.waiting.insert(i, v);
        while let Some(v) = self.waiting.remove(&self.next) {
            out.item(v)?;
            self.next += 1;
        }
        Ok(())
    }

    /// Gives on what is left; an item that never came is `missing`.
    pub fn finish(mut self, out: &mut Emit, missing: impl Fn() -> Value) -> Result<(), RunError> {
        while self.next < self.total {
            let v = self.waiting.remove(&self.next).unwrap_or_else(&missing);
            out.item(v)?;
            self.next += 1;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// Gives the same parts to an emitter: fields, nested containers of
    /// each shape, empty ones included.
    fn parts(e: &mut Emit) -> Result<(), RunError> {
        e.field("a", json!(1))?;
        e.open(Some("b"), Shape::Lines)?;
        e.open(None, Shape::Object)?;
        e.open(Some("empty"), Shape::Inline)?;
        e.close()?;
        e.open(Some("ids"), Shape::Inline)?;
        e.put(None, json!(3))?;
        e.put(None, json!("0x7f800000"))?;
        e.close()?;
        e.put(Some("n"), json!(2))?;
        e.open(Some("strips"), Shape::Lines)?;
        e.put(None, json!([{"o0": [1.0, 2.0]}, {"o0": [3.0]}]))?;
        e.open(None, Shape::Lines)?;
        e.close()?;
        e.close()?;
        e.open(Some("z"), Shape::Object)?;
        e.close()?;
        e.close()?;
        e.put(None, json!({"x": []}))?;
        e.close()?;
        e.field("c", json!([]))
    }

    #[test]
    fn parts_written_are_the_value_built() {
        let mut keep = Emit::keep();
        parts(&mut keep).unwrap();
        let v = keep.into_value();
        assert_eq!(v["b"][0]["ids"], json!([3, "0x7f800000"]));
        assert_eq!(v["b"][0]["strips"][1], json!([]));
        let mut text = Vec::new();
        let mut w = Emit::write(&mut text, None);
        parts(&mut w).unwrap();
        w.finish().unwrap();
        assert_eq!(
            String::from_utf8(text).unwrap(),
            super::super::json::pretty(&v) + "\n"
        );
    }

    #[test]
    fn keys_out_of_order_are_refused() {
        let mut e = Emit::keep();
        e.open(Some("b"), Shape::Object).unwrap();
        e.put(Some("y"), json!(1)).unwrap();
        assert!(e.put(Some("x"), json!(1)).is_err());
        assert!(
            e.field("c", json!(1)).is_err(),
            "a field while a container is open"
        );
    }
}
