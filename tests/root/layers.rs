//! The library's layers (docs/ARCHITECTURE.md, "Layers"): every module
//! imports only modules of its own layer or of a lower one, and the
//! modules' imports have no cycle. This reads the sources' `use` items and
//! the `crate::`, `super::` and child-module paths in the code (tests and
//! comments left out), each resolved to the file of the longest module it
//! names.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Each module's layer, by path prefix (the longest prefix decides); a
/// module may import its own layer and those below.
const LAYERS: &[(&str, u8)] = &[
    // Pieces every layer uses: errors with a location, bounds, text and
    // number helpers.
    ("error", 0),
    ("codes", 0),
    ("limits", 0),
    ("fnv", 0),
    ("lines", 0),
    ("push", 0),
    ("columns", 0),
    ("cfloat", 0),
    ("numbered", 0),
    ("names", 0),
    // The instruction sets, their IR, text and bytes, and the container.
    ("sm4", 1),
    ("sm1", 1),
    ("dxbc", 1),
    // Whole listings, the assembler, the validator.
    ("listing", 2),
    ("assemble", 2),
    ("validate", 2),
    ("hlsl", 2),
    ("info", 2),
    // A shader as parts a script edits (the Python package's Program).
    ("edit", 2),
    // Two shaders run side by side.
    ("compare", 9),
    // The language server: every layer below, for an editor.
    ("lsp", 9),
    // A whole draw on the interpreter.
    ("draw", 9),
    // The interpreter, from what its parts share up to its entry points.
    ("run", 9),
    ("run/error", 3),
    ("run/budget", 3),
    ("run/trace", 3),
    ("run/json", 3),
    ("run/doc", 3),
    ("run/emit", 3),
    ("run/spool", 3),
    ("run/pixel_quads", 3),
    ("run/picture", 3),
    ("run/mem", 3),
    ("run/lod", 3),
    ("run/sample", 3),
    ("run/tessellator", 3),
    // The SM4/5 and Direct3D 9 machines: kernels and the prepared
    // program, the machine, each instruction's semantics, the dispatch,
    // the stage runners.
    ("run/sm4/lanes", 4),
    ("run/sm4/alu", 4),
    ("run/sm4/msaa", 4),
    ("run/sm4/interp", 4),
    ("run/sm4/streams", 4),
    ("run/sm4/prepared", 4),
    ("run/sm4/transpose", 4),
    ("run/sm4/flow", 4),
    ("run/d3d9/alu", 4),
    ("run/sm4/machine", 5),
    ("run/d3d9/machine", 5),
    ("run/sm4/arith", 6),
    ("run/sm4/double", 6),
    ("run/sm4/res", 6),
    ("run/sm4/dispatch", 7),
    ("run/sm4/batch", 7),
    ("run/sm4", 8),
    ("run/d3d9", 8),
    // The crate root: the public names, re-exported.
    ("", 10),
];

fn layer(module: &str) -> u8 {
    LAYERS
        .iter()
        .filter(|(p, _)| module == *p || (!p.is_empty() && module.starts_with(&format!("{p}/"))))
        .max_by_key(|(p, _)| p.len())
        .map(|(_, l)| *l)
        .unwrap_or_else(|| panic!("{module}: no layer in LAYERS"))
}

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            sources(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The module path of a source file (`run/sm4/mod.rs` → `run/sm4`).
fn module_of(rel: &str) -> String {
    let m = rel.trim_end_matches(".rs");
    let m = m.strip_suffix("/mod").unwrap_or(m);
    if m == "lib" {
        String::new()
    } else {
        m.to_string()
    }
}

/// The end of the block that opens at the first `{` after `from`.
fn block_end(s: &str, from: usize) -> usize {
    let b = s.as_bytes();
    let mut i = from + s[from..].find('{').unwrap_or(s.len() - from);
    let mut depth = 0;
    while i < b.len() {
        match b[i] {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return i + 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    b.len()
}

/// The source without comments, string literals, test modules and
/// `pub(in ...)` paths.
fn code_of(src: &str) -> String {
    let mut out = String::with_capacity(src.len());
    let mut lines = String::new();
    for line in src.lines() {
        let l = match line.find("//") {
            Some(i) if !line[..i].contains('"') => &line[..i],
            _ => line,
        };
        lines.push_str(l);
        lines.push('\n');
    }
    // String literals (an escaped quote stays inside; the character
    // literal '"' is none).
    let lines = lines.replace("'\"'", "'q'");
    let mut in_str = false;
    let mut esc = false;
    for c in lines.chars() {
        if in_str {
            if esc {
                esc = false;
            } else if c == '\\' {
                esc = true;
            } else if c == '"' {
                in_str = false;
                out.push('"');
            }
            continue;
        }
        if c == '"' {
            in_str = true;
        }
        out.push(c);
    }
    while let Some(at) = out.find("#[cfg(test)]") {
        let end = block_end(&out, at);
        out.replace_range(at..end, "");
    }
    while let Some(at) = out.find("pub(in ") {
        let end = at + out[at..].find(')').unwrap() + 1;
        out.replace_range(at..end, "pub");
    }
    out
}

/// Inline `mod name { ... }` blocks: (start, end, name).
fn inline_modules(code: &str) -> Vec<(usize, usize, String)> {
    let mut v = Vec::new();
    let mut from = 0;
    while let Some(i) = code[from..].find("mod ") {
        let at = from + i;
        from = at + 4;
        if at > 0 && code.as_bytes()[at - 1].is_ascii_alphanumeric() {
            continue;
        }
        let rest = &code[at + 4..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if rest[name.len()..].trim_start().starts_with('{') {
            v.push((at, block_end(code, at), name));
        }
    }
    v
}

/// The paths a `use` tree names, braces expanded (`a::{b, c::d}` →
/// `a::b`, `a::c::d`).
fn expand(prefix: &str, tree: &str, out: &mut Vec<String>) {
    let tree = tree.trim();
    if let Some(open) = tree.find('{') {
        let head = tree[..open].trim_end_matches("::");
        let base = if prefix.is_empty() {
            head.to_string()
        } else if head.is_empty() {
            prefix.to_string()
        } else {
            format!("{prefix}::{head}")
        };
        let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
        let (mut depth, mut start) = (0, 0);
        for (i, c) in inner.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    expand(&base, &inner[start..i], out);
                    start = i + 1;
                }
                _ => {}
            }
        }
        expand(&base, &inner[start..], out);
    } else if !tree.is_empty() {
        let t = tree.split(" as ").next().unwrap().trim();
        out.push(if prefix.is_empty() {
            t.to_string()
        } else {
            format!("{prefix}::{t}")
        });
    }
}

struct Crate {
    modules: BTreeSet<String>,
    /// Names the crate root re-exports (`crate::bail`), and their module.
    root_names: BTreeMap<String, String>,
}

impl Crate {
    /// The module file a path from module `here` names, if it is one of
    /// the crate's (`None`: another crate, or a local name).
    fn resolve(&self, here: &str, path: &str) -> Option<String> {
        let parts: Vec<&str> = path.split("::").map(str::trim).collect();
        let mut at: Vec<&str> = if here.is_empty() {
            Vec::new()
        } else {
            here.split('/').collect()
        };
        let mut rest = &parts[..];
        match parts.first()? {
            &"crate" => {
                at.clear();
                rest = &parts[1..];
                if let Some(m) = rest.first().and_then(|n| self.root_names.get(*n)) {
                    return Some(m.clone());
                }
            }
            &"super" | &"self" => {
                while let Some(p) = rest.first() {
                    match *p {
                        "super" => {
                            at.pop();
                        }
                        "self" => {}
                        _ => break,
                    }
                    rest = &rest[1..];
                }
            }
            first => {
                let child = if at.is_empty() {
                    first.to_string()
                } else {
                    format!("{}/{first}", at.join("/"))
                };
                if !self.modules.contains(&child) {
                    return None;
                }
            }
        }
        let mut full: Vec<&str> = at;
        full.extend(rest.iter().copied());
        (0..=full.len())
            .rev()
            .map(|n| full[..n].join("/"))
            .find(|m| self.modules.contains(m))
    }
}

/// Every module's imports (module → the modules it names).
fn imports() -> BTreeMap<String, BTreeSet<String>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&root, &mut files);
    let mut code = BTreeMap::new();
    for f in &files {
        let rel = f
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        // The command line is its own crate (`use dxsm::...`).
        if rel.starts_with("cli/") {
            continue;
        }
        code.insert(
            module_of(&rel),
            code_of(&std::fs::read_to_string(f).unwrap()),
        );
    }
    let modules: BTreeSet<String> = code.keys().cloned().collect();
    let mut root_names = BTreeMap::new();
    for line in code[""].lines() {
        let l = line.trim();
        if let Some(u) = l
            .strip_prefix("pub(crate) use ")
            .or_else(|| l.strip_prefix("pub use "))
        {
            let mut paths = Vec::new();
            expand("", u.trim_end_matches(';'), &mut paths);
            for p in paths {
                if let Some((m, name)) = p.rsplit_once("::") {
                    root_names.insert(name.to_string(), m.replace("::", "/"));
                }
            }
        }
    }
    let krate = Crate {
        modules,
        root_names,
    };
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (m, src) in &code {
        let inline = inline_modules(src);
        let here_at = |pos: usize| -> String {
            let mut h = m.clone();
            for (a, b, n) in &inline {
                if (*a..*b).contains(&pos) {
                    h = if h.is_empty() {
                        n.clone()
                    } else {
                        format!("{h}/{n}")
                    };
                }
            }
            h
        };
        let mut add = |pos: usize, path: &str| {
            if let Some(t) = krate.resolve(&here_at(pos), path) {
                if t != *m && !t.is_empty() {
                    edges.entry(m.clone()).or_default().insert(t);
                }
            }
        };
        // `use` items.
        let mut from = 0;
        while let Some(i) = src[from..].find("use ") {
            let at = from + i;
            from = at + 4;
            if at > 0
                && (src.as_bytes()[at - 1].is_ascii_alphanumeric()
                    || src.as_bytes()[at - 1] == b'_')
            {
                continue;
            }
            let Some(end) = src[at..].find(';') else {
                break;
            };
            let mut paths = Vec::new();
            expand("", &src[at + 4..at + end].replace('\n', " "), &mut paths);
            for p in paths {
                add(at, &p);
            }
        }
        // Paths in the code: `a::b...` where `a` is `crate`, `super`,
        // `self` or a child module.
        let b = src.as_bytes();
        let mut i = 0;
        while i < b.len() {
            let word = b[i].is_ascii_alphanumeric() || b[i] == b'_';
            let starts = word
                && (i == 0
                    || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_' || b[i - 1] == b':'));
            if !starts {
                i += 1;
                continue;
            }
            let mut j = i;
            while j < b.len() && (b[j].is_ascii_alphanumeric() || b[j] == b'_' || b[j] == b':') {
                j += 1;
            }
            let path = &src[i..j];
            // `a::{...}` is a `use` item's, read above.
            if path.contains("::") && !path.ends_with(':') {
                add(i, path);
            }
            i = j;
        }
    }
    edges
}

#[test]
fn imports_point_down_and_have_no_cycle() {
    let edges = imports();
    assert!(
        edges
            .get("run/sm4/dispatch")
            .is_some_and(|e| e.contains("run/sm4/machine")),
        "the reader finds no imports: {edges:?}"
    );
    let mut up = Vec::new();
    for (a, bs) in &edges {
        for b in bs {
            if layer(a) < layer(b) {
                up.push(format!(
                    "{a} (layer {}) -> {b} (layer {})",
                    layer(a),
                    layer(b)
                ));
            }
        }
    }
    assert!(up.is_empty(), "imports that point up:\n{}", up.join("\n"));
    // A cycle: a module that reaches itself.
    let mut cycles = Vec::new();
    for start in edges.keys() {
        let mut seen = BTreeSet::new();
        let mut stack: Vec<(String, Vec<String>)> = vec![(start.clone(), vec![start.clone()])];
        while let Some((m, trail)) = stack.pop() {
            for n in edges.get(&m).into_iter().flatten() {
                if n == start {
                    cycles.push(format!("{} -> {start}", trail.join(" -> ")));
                } else if seen.insert(n.clone()) {
                    let mut t = trail.clone();
                    t.push(n.clone());
                    stack.push((n.clone(), t));
                }
            }
        }
    }
    assert!(cycles.is_empty(), "import cycles:\n{}", cycles.join("\n"));
}

#[test]
fn the_reader_finds_the_forms_it_must() {
    let mut p = Vec::new();
    expand("", "super::{a, b::{c, d as e}}", &mut p);
    assert_eq!(p, ["super::a", "super::b::c", "super::b::d"]);
    let code = code_of(
        "use x; // crate::a::b\nlet s = \"crate::c\";\n#[cfg(test)]\nmod tests { use crate::d; }\n",
    );
    assert!(!code.contains("crate::a") && !code.contains("crate::c") && !code.contains("crate::d"));
    assert_eq!(layer("run/sm4/batch/code"), 7);
    assert_eq!(layer("sm4/parse"), 1);
}
