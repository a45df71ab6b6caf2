//! `dxsm lsp` driven as an editor drives it: JSON-RPC messages over the
//! server's standard input and output.

use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

struct Server {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    id: i64,
}

impl Server {
    fn start() -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_dxsm"))
            .arg("lsp")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Server {
            child,
            stdin,
            stdout,
            id: 0,
        }
    }

    fn send(&mut self, v: Value) {
        let body = v.to_string();
        write!(self.stdin, "Content-Length: {}\r\n\r\n{body}", body.len()).unwrap();
        self.stdin.flush().unwrap();
    }

    fn recv(&mut self) -> Value {
        let mut len = 0;
        loop {
            let mut line = String::new();
            self.stdout.read_line(&mut line).unwrap();
            let line = line.trim_end();
            if line.is_empty() {
                break;
            }
            if let Some(n) = line.strip_prefix("Content-Length: ") {
                len = n.parse().unwrap();
            }
        }
        let mut body = vec![0; len];
        self.stdout.read_exact(&mut body).unwrap();
        serde_json::from_slice(&body).unwrap()
    }

    /// A request's result (notifications on the way are skipped).
    fn request(&mut self, method: &str, params: Value) -> Value {
        self.id += 1;
        let id = self.id;
        self.send(json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        loop {
            let m = self.recv();
            if m.get("id") == Some(&json!(id)) {
                assert!(m.get("error").is_none(), "{m}");
                return m["result"].clone();
            }
        }
    }

    fn notify(&mut self, method: &str, params: Value) {
        self.send(json!({"jsonrpc": "2.0", "method": method, "params": params}));
    }

    /// The next diagnostics published.
    fn diagnostics(&mut self) -> Vec<Value> {
        loop {
            let m = self.recv();
            if m["method"] == "textDocument/publishDiagnostics" {
                return m["params"]["diagnostics"].as_array().unwrap().clone();
            }
        }
    }
}

const URI: &str = "file:///tmp/shader.asm";

fn open(s: &mut Server, text: &str) -> Vec<Value> {
    s.notify(
        "textDocument/didOpen",
        json!({"textDocument": {"uri": URI, "languageId": "hlsl-asm", "version": 1, "text": text}}),
    );
    s.diagnostics()
}

fn at(line: u32, character: u32) -> Value {
    json!({"textDocument": {"uri": URI}, "position": {"line": line, "character": character}})
}

#[test]
fn an_editor_session() {
    let mut s = Server::start();
    let init = s.request("initialize", json!({"capabilities": {}}));
    for cap in [
        "hoverProvider",
        "completionProvider",
        "definitionProvider",
        "documentSymbolProvider",
        "documentFormattingProvider",
    ] {
        assert!(init["capabilities"].get(cap).is_some(), "{cap}: {init}");
    }
    s.notify("initialized", json!({}));

    // A temp past dcl_temps: the validator's finding on its line.
    let d = open(
        &mut s,
        "ps_5_0\ndcl_input_ps linear v1.xyz\ndcl_output o0.xyzw\ndcl_temps 1\nmov r3.x, v1.x\nmov o0.xyzw, r0.xxxx\nret\n",
    );
    assert_eq!(d.len(), 1, "{d:?}");
    assert_eq!(d[0]["range"]["start"]["line"], 4);
    assert_eq!(d[0]["code"], "DXSM1020");
    // As it is typed: an unknown mnemonic, at its line and column.
    s.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": URI, "version": 2}, "contentChanges": [{"text": "ps_5_0\ndcl_output o0.xyzw\nmull o0.xyzw, l(1,1,1,1), l(1,1,1,1)\nret\n"}]}),
    );
    let d = s.diagnostics();
    assert_eq!(d.len(), 1, "{d:?}");
    assert_eq!(d[0]["range"]["start"], json!({"line": 2, "character": 4}));
    assert!(d[0]["message"].as_str().unwrap().contains("mull"), "{d:?}");

    // Microsoft's own listing: no findings; hover, completion,
    // definitions, symbols; formatting gives it back unchanged.
    let ms = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("examples/shaders/ps40_clip_dissolve.asm"),
    )
    .unwrap();
    let d = open(&mut s, &ms);
    assert!(d.is_empty(), "{d:?}");
    let line_of = |needle: &str| ms.lines().position(|l| l.starts_with(needle)).unwrap() as u32;
    // `mul` is opcode 56 in the instruction set (D3D10_SB_OPCODE_MUL).
    let h = s.request("textDocument/hover", at(line_of("mul "), 1));
    let h = h["contents"]["value"].as_str().unwrap();
    assert!(
        h.contains("**mul** (opcode 56)") && h.contains("float source"),
        "{h}"
    );
    // `v1`: its declaration and the input signature's row for register 1.
    let l = line_of("mul ");
    let col = ms.lines().nth(l as usize).unwrap().find("v1").unwrap() as u32;
    let h = s.request("textDocument/hover", at(l, col + 1));
    let h = h["contents"]["value"].as_str().unwrap();
    assert!(
        h.contains("dcl_input_ps linear v1.xy") && h.contains("TEXCOORD"),
        "{h}"
    );
    // `cb0[0].yyzw`: the header's g_progress and g_edgeColor at bytes 4-15.
    let l2 = line_of("add r0.yzw, -v2.xxyz, cb0[0].yyzw");
    let c2 = ms.lines().nth(l2 as usize).unwrap().find("cb0").unwrap() as u32;
    let h = s.request("textDocument/hover", at(l2, c2 + 1));
    let h = h["contents"]["value"].as_str().unwrap();
    assert!(
        h.contains("cbuffer D") && h.contains("`float3 g_edgeColor` (offset 4, 12 bytes)"),
        "{h}"
    );
    assert!(!h.contains("g_progress"), "{h}");
    // Completion: pixel-shader instructions of 4.0, not geometry shaders' (emit) nor 5.0's (bfi).
    let c = s.request("textDocument/completion", at(l, 0));
    let labels: Vec<&str> = c
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["label"].as_str().unwrap())
        .collect();
    assert!(
        labels.contains(&"sample") && labels.contains(&"discard"),
        "{labels:?}"
    );
    assert!(
        !labels.contains(&"emit") && !labels.contains(&"bfi"),
        "{labels:?}"
    );
    // Go to a register's declaration.
    let def = s.request("textDocument/definition", at(l, col + 1));
    assert_eq!(
        def["range"]["start"]["line"],
        line_of("dcl_input_ps linear v1.xy")
    );
    // Symbols: the declarations.
    let sy = s.request(
        "textDocument/documentSymbol",
        json!({"textDocument": {"uri": URI}}),
    );
    assert!(
        sy.as_array()
            .unwrap()
            .iter()
            .any(|x| x["name"] == "dcl_temps 1"),
        "{sy}"
    );
    let f = s.request(
        "textDocument/formatting",
        json!({"textDocument": {"uri": URI}, "options": {"tabSize": 4, "insertSpaces": true}}),
    );
    assert_eq!(f, json!([]), "Microsoft's listing is already formatted");
    // Hand-spaced: formatting prints it as Microsoft's disassembler does.
    let messy = ms.replace("mul r0.xy, v1.xyxx,", "mul   r0.xy,v1.xyxx ,");
    open(&mut s, &messy);
    let f = s.request(
        "textDocument/formatting",
        json!({"textDocument": {"uri": URI}, "options": {"tabSize": 4, "insertSpaces": true}}),
    );
    assert_eq!(f[0]["newText"].as_str().unwrap(), ms);

    s.request("shutdown", Value::Null);
    s.notify("exit", Value::Null);
    assert!(s.child.wait().unwrap().success());
}
