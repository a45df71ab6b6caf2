//! Where a run's output goes: built as one JSON value (the library's
//! [`run`](super::run)), or written as text while the run goes
//! ([`run_to`](super::run_to), what the CLI does), so that a run of
//! millions of pixels or vertices holds a few of them at a time, not all.
//!
//! Both ways give the same document: fields come in sorted key order (the
//! order `serde_json`'s map keeps), and the text is [`super::json::pretty`]'s.

use super::json::write_pretty;
use super::{err, RunError};
use serde_json::{Map, Value};
use std::collections::BTreeMap;
use std::io::Write;

/// Something that sees the output as it is made (the `--png` picture).
pub trait Tap {
    /// A whole top-level field.
    fn field(&mut self, key: &str, value: &Value);
    /// Item `index` of the top-level list `key`.
    fn item(&mut self, key: &str, index: usize, value: &Value);
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
}

impl<'w> Emit<'w> {
    /// Builds the output as one value ([`Emit::into_value`]).
    pub fn keep() -> Emit<'static> {
        Emit {
            sink: Sink::Keep(Map::new()),
            list: None,
            last_key: None,
            tap: None,
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
                return err("the output could not be written");
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
        if self.list.is_some() {
            return err(format!("internal: field '{key}' inside a list"));
        }
        if self.last_key.as_deref().is_some_and(|k| k >= key) {
            return err(format!("internal: output field '{key}' out of order"));
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
            return err("internal: a run's output is an object");
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
            return err("internal: an item outside a list");
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
            return err("internal: no list to end");
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
