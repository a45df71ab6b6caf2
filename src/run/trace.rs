//! `--trace`: one JSON line per executed instruction of the chosen
//! invocations (SM4/5; Direct3D 9 vertex and ps_2_0-ps_3_0 pixel
//! shaders), with the instruction's listing text and every
//! register component it wrote, as a float and as bits; emits, cuts and
//! discards are marked.
//!
//! The sink is the thread's (a run is one thread), like the step budget:
//! the stage runners only name each invocation ([`select`]) and the machine
//! reports what it does for the invocations that were chosen.

use serde_json::{json, Map, Value};
use std::cell::RefCell;
use std::io::Write;
use std::rc::Rc;

/// At most this many lines are written (then one line saying so).
pub const MAX_LINES: u64 = 10_000_000;

/// Which invocations to trace: `KIND=N` or `KIND=X,Y,Z` (kinds `vertex`,
/// `primitive`, `instance`, `pixel`, `thread`, `group`, `patch`,
/// `point`); an empty list traces every invocation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Selection(Vec<(String, Vec<u32>)>);

impl Selection {
    /// Reads `--trace-select` values.
    pub fn parse(items: &[String]) -> Result<Selection, String> {
        let mut out = Vec::new();
        for s in items {
            for part in s.split(';').filter(|p| !p.is_empty()) {
                let (k, v) = part.split_once('=').ok_or_else(|| {
                    format!("--trace-select '{part}': KIND=N, like vertex=3 or thread=1,0,0")
                })?;
                const KINDS: [&str; 9] = [
                    "vertex",
                    "primitive",
                    "instance",
                    "pixel",
                    "sample",
                    "thread",
                    "group",
                    "patch",
                    "point",
                ];
                if !KINDS.contains(&k) {
                    return Err(format!(
                        "--trace-select '{part}': unknown kind '{k}' ({})",
                        KINDS.join(", ")
                    ));
                }
                let ids = v
                    .split(',')
                    .map(|n| n.trim().parse::<u32>())
                    .collect::<Result<Vec<_>, _>>()
                    .map_err(|_| format!("--trace-select '{part}': numbers like 3 or 1,0,0"))?;
                out.push((k.to_string(), ids));
            }
        }
        Ok(Selection(out))
    }

    /// The first kind the selection names that is not in `kinds` (the
    /// kinds a shader's invocations have: [`crate::run::trace_kinds`]),
    /// for which it would choose nothing.
    pub fn foreign_kind(&self, kinds: &[&str]) -> Option<&str> {
        self.0
            .iter()
            .map(|(k, _)| k.as_str())
            .find(|k| !kinds.contains(k))
    }

    /// Whether an invocation with these ids is chosen: every kind the
    /// selection names must match (ids compared as far as both go).
    fn wants(&self, ids: &[(&str, &[u32])]) -> bool {
        self.0.iter().all(|(k, want)| {
            ids.iter()
                .any(|(kind, got)| kind == k && want.iter().zip(got.iter()).all(|(a, b)| a == b))
        })
    }
}

struct Tracer {
    w: Box<dyn Write>,
    select: Selection,
    lines: u64,
    error: Option<std::io::Error>,
    /// Per instruction (the `pc`): its source line, when known.
    source: Vec<Option<u32>>,
}

thread_local! {
    static TRACER: RefCell<Option<Tracer>> = const { RefCell::new(None) };
    /// The stage whose invocations run now (a draw runs several): each
    /// label starts with it.
    static STAGE: RefCell<Option<&'static str>> = const { RefCell::new(None) };
}

/// Names the stage whose invocations run from now on (`vs`, `ps`, ...;
/// a draw's stages take turns), or none.
pub fn set_stage(stage: Option<&'static str>) {
    STAGE.with(|s| *s.borrow_mut() = stage);
}

/// Starts tracing this thread's runs into `w`.
pub fn start(w: Box<dyn Write>, select: Selection) {
    TRACER.with(|t| {
        *t.borrow_mut() = Some(Tracer {
            w,
            select,
            lines: 0,
            error: None,
            source: Vec::new(),
        })
    });
}

/// Gives the source line of each instruction (by `pc`) of the shader
/// traced, printed as `line` (the line of the assembly text, or of the
/// HLSL source a Direct3D 9 debug build names).
pub fn set_source_lines(lines: Vec<Option<u32>>) {
    TRACER.with(|t| {
        if let Some(t) = t.borrow_mut().as_mut() {
            t.source = lines;
        }
    });
}

/// Stops tracing: the number of lines written, or the write error.
pub fn stop() -> Result<u64, std::io::Error> {
    let t = TRACER.with(|t| t.borrow_mut().take());
    match t {
        None => Ok(0),
        Some(mut t) => match t.error.take() {
            Some(e) => Err(e),
            None => t.w.flush().map(|_| t.lines),
        },
    }
}

/// The label of an invocation when tracing is on and it is chosen (the
/// machine keeps it and reports under it), else `None`.
pub fn select(ids: &[(&str, &[u32])]) -> Option<Rc<str>> {
    TRACER.with(|t| {
        let t = t.borrow();
        let t = t.as_ref()?;
        t.select.wants(ids).then(|| {
            let label: Vec<String> = ids
                .iter()
                .map(|(k, v)| {
                    let n: Vec<String> = v.iter().map(u32::to_string).collect();
                    format!("{k}={}", n.join(","))
                })
                .collect();
            let label = label.join(" ");
            match STAGE.with(|s| *s.borrow()) {
                Some(stage) => Rc::from(format!("{stage} {label}")),
                None => Rc::from(label),
            }
        })
    })
}

/// Whether tracing is on (the batched vertex path is then not taken: it
/// has no per-instruction steps to show).
pub fn on() -> bool {
    TRACER.with(|t| t.borrow().is_some())
}

/// One register write of the current step.
#[derive(Clone, Debug)]
pub struct Write1 {
    /// `r0`, `o1`, `x0[2]`, `oDepth`, `oMask`.
    pub reg: String,
    /// The components written.
    pub mask: u8,
    /// Their values (all four; the mask says which count).
    pub bits: [u32; 4],
}

/// Writes one line: invocation `who`, instruction `pc` with its listing
/// text, what it wrote, and an event (`emit`, `cut`, `discard`, ...).
pub fn step(who: &str, pc: usize, text: &str, writes: &[Write1], event: Option<&str>) {
    TRACER.with(|t| {
        let mut t = t.borrow_mut();
        let Some(t) = t.as_mut() else { return };
        if t.error.is_some() || t.lines > MAX_LINES {
            return;
        }
        let line = if t.lines == MAX_LINES {
            json!({"truncated": format!("more than {MAX_LINES} lines; narrow --trace-select")})
        } else {
            let mut o = Map::new();
            o.insert("invocation".into(), Value::from(who));
            o.insert("pc".into(), Value::from(pc));
            o.insert("text".into(), Value::from(text.trim()));
            if let Some(Some(l)) = t.source.get(pc) {
                o.insert("line".into(), Value::from(*l));
            }
            if !writes.is_empty() {
                let w: Vec<Value> = writes
                    .iter()
                    .map(|w| {
                        let comps: Vec<usize> = (0..4).filter(|i| w.mask & (1 << i) != 0).collect();
                        let mask: String = comps.iter().map(|&i| ['x', 'y', 'z', 'w'][i]).collect();
                        json!({
                            "reg": w.reg,
                            "mask": mask,
                            "values": comps.iter().map(|&i| super::json::print_component(w.bits[i])).collect::<Vec<_>>(),
                            "bits": comps.iter().map(|&i| format!("0x{:08x}", w.bits[i])).collect::<Vec<_>>(),
                        })
                    })
                    .collect();
                o.insert("wrote".into(), Value::Array(w));
            }
            if let Some(e) = event {
                o.insert("event".into(), Value::from(e));
            }
            Value::Object(o)
        };
        t.lines += 1;
        if let Err(e) = writeln!(t.w, "{line}") {
            t.error = Some(e);
        }
    });
}
