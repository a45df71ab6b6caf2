//! The command line keeps the user's files and tells the truth in its exit
//! status: each case here failed before the CLI was rebuilt.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_dxsm");
const SHADER: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/examples/shaders/ps40_clip_dissolve.o"
);

/// A fresh folder under the target directory.
fn scratch(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("cli-{name}"));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn dxsm(dir: &Path, args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

fn dxsm_stdin(dir: &Path, args: &[&str], input: &[u8]) -> Output {
    use std::io::Write;
    let mut c = Command::new(BIN)
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    c.stdin.take().unwrap().write_all(input).unwrap();
    c.wait_with_output().unwrap()
}

fn err(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn put(dir: &Path, name: &str, data: &[u8]) {
    let p = dir.join(name);
    std::fs::create_dir_all(p.parent().unwrap()).unwrap();
    std::fs::write(p, data).unwrap();
}

fn shader() -> Vec<u8> {
    std::fs::read(SHADER).unwrap()
}

#[test]
fn folder_mode_does_not_replace_a_hand_edited_listing() {
    let d = scratch("keep-asm");
    put(&d, "f/s.o", &shader());
    put(&d, "f/s.asm", b"my edits");
    let o = dxsm(&d, &["dis", "f"]);
    assert_eq!(o.status.code(), Some(2), "{}", err(&o));
    assert!(err(&o).contains("exists already"), "{}", err(&o));
    assert_eq!(std::fs::read(d.join("f/s.asm")).unwrap(), b"my edits");
    let o = dxsm(&d, &["dis", "f", "--force"]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert_ne!(std::fs::read(d.join("f/s.asm")).unwrap(), b"my edits");
}

#[test]
fn two_inputs_for_one_output_are_refused_before_any_work() {
    let d = scratch("collide");
    put(&d, "f/x.o", &shader());
    put(&d, "f/x.cso", &shader());
    let o = dxsm(&d, &["dis", "f"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("written by 2 inputs"), "{}", err(&o));
    assert!(!d.join("f/x.asm").exists());
    // Same name in two folders into one --out-dir, given as files.
    put(&d, "a/s.o", &shader());
    put(&d, "b/s.o", &shader());
    let o = dxsm(&d, &["dis", "a/s.o", "b/s.o", "--out-dir", "out"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(!d.join("out/s.asm").exists());
    // Given as folders, relative paths keep them apart.
    put(&d, "tree/a/s.o", &shader());
    put(&d, "tree/b/s.o", &shader());
    let o = dxsm(&d, &["dis", "tree", "--out-dir", "out2"]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(d.join("out2/a/s.asm").exists() && d.join("out2/b/s.asm").exists());
}

#[test]
fn asm_of_a_folder_keeps_the_original_binaries() {
    let d = scratch("keep-o");
    let text = dxsm(Path::new("."), &["dis", SHADER]).stdout;
    put(&d, "f/s.asm", &text);
    put(&d, "f/s.o", b"original bytes");
    let o = dxsm(&d, &["asm", "f"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(std::fs::read(d.join("f/s.o")).unwrap(), b"original bytes");
    put(&d, "g/s.asm", &text);
    put(&d, "g/s.txt", &text);
    let o = dxsm(&d, &["asm", "g"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("written by 2 inputs"));
}

#[test]
fn output_equal_to_input_is_refused() {
    let d = scratch("same");
    put(&d, "s.o", &shader());
    let o = dxsm(&d, &["dis", "s.o", "-o", "s.o"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(std::fs::read(d.join("s.o")).unwrap(), shader());
    let o = dxsm(&d, &["dis", "s.o", "-o", "./s.o"]);
    assert_eq!(o.status.code(), Some(2));
    let text = dxsm(&d, &["dis", "s.o"]).stdout;
    put(&d, "s.asm", &text);
    let o = dxsm(&d, &["asm", "s.asm", "-o", "s.asm"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(std::fs::read(d.join("s.asm")).unwrap(), text);
}

#[test]
fn single_asm_does_not_replace_a_file_it_did_not_name() {
    let d = scratch("single");
    let text = dxsm(Path::new("."), &["dis", SHADER]).stdout;
    put(&d, "s.asm", &text);
    put(&d, "s.o", b"keep");
    let o = dxsm(&d, &["asm", "s.asm"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(std::fs::read(d.join("s.o")).unwrap(), b"keep");
    // Named with -o, it is still not replaced without --force.
    let o = dxsm(&d, &["asm", "s.asm", "-o", "s.o"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("--force"), "{}", err(&o));
    assert_eq!(std::fs::read(d.join("s.o")).unwrap(), b"keep");
    let o = dxsm(&d, &["asm", "s.asm", "-o", "s.o", "--force"]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert_eq!(std::fs::read(d.join("s.o")).unwrap(), shader());
}

#[cfg(target_os = "linux")]
#[test]
fn write_errors_on_standard_output_are_errors() {
    let d = scratch("full");
    put(&d, "s.o", &shader());
    let full = || {
        std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap()
    };
    let run = |args: &[&str]| {
        Command::new(BIN)
            .args(args)
            .current_dir(&d)
            .stdout(full())
            .stderr(Stdio::piped())
            .output()
            .unwrap()
    };
    for args in [
        &["dis", "s.o"][..],
        &["validate", "s.o"],
        &["run", "s.o", "--template"],
    ] {
        let o = run(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", err(&o));
        assert!(err(&o).contains("standard output"), "{}", err(&o));
    }
    // An invalid shader must never read as valid, whatever stdout does.
    put(&d, "bad.asm", b"vs_4_0\nmov r0.x, l(1.0)\nret\n");
    let o = run(&["validate", "bad.asm"]);
    assert_ne!(o.status.code(), Some(0));
}

#[test]
fn writes_leave_no_partial_or_temporary_files() {
    let d = scratch("atomic");
    put(&d, "f/a.o", &shader());
    put(&d, "f/b.o", &shader());
    let o = dxsm(&d, &["dis", "f", "--out-dir", "out"]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let names: Vec<String> = std::fs::read_dir(d.join("out"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 2, "{names:?}");
    // A folder in place of the output: an error, the rest untouched.
    std::fs::create_dir_all(d.join("g/s.asm")).unwrap();
    put(&d, "g/s.o", &shader());
    let o = dxsm(&d, &["dis", "g/s.o", "-o", "g/s.asm"]);
    assert_eq!(o.status.code(), Some(2), "{}", err(&o));
    assert!(d.join("g/s.asm").is_dir());
    assert_eq!(std::fs::read_dir(d.join("g")).unwrap().count(), 2);
}

#[test]
fn a_missing_out_dir_is_made() {
    let d = scratch("outdir");
    put(&d, "a.o", &shader());
    put(&d, "b.o", &shader());
    let o = dxsm(&d, &["dis", "a.o", "b.o", "--out-dir", "new/deep"]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(d.join("new/deep/a.asm").exists());
}

#[test]
fn inputs_are_capped() {
    let d = scratch("cap");
    let o = dxsm(&d, &["dis", "/dev/zero"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("larger than"), "{}", err(&o));
}

#[test]
fn standard_input_and_output_as_dash() {
    let d = scratch("dash");
    let o = dxsm_stdin(&d, &["dis", "-"], &shader());
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let text = o.stdout;
    let o = dxsm_stdin(&d, &["asm", "-", "-o", "-"], &text);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert_eq!(o.stdout, shader());
    let o = dxsm_stdin(&d, &["asm", "-"], &text);
    assert_eq!(o.stdout, shader(), "asm - writes standard output");
    let o = dxsm_stdin(&d, &["validate", "-"], &text);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
}

#[test]
fn text_saved_as_utf16_or_with_a_bom_is_read() {
    let d = scratch("bom");
    let text = String::from_utf8(dxsm(Path::new("."), &["dis", SHADER]).stdout).unwrap();
    let mut bom8 = vec![0xef, 0xbb, 0xbf];
    bom8.extend_from_slice(text.as_bytes());
    let mut utf16 = vec![0xff, 0xfe];
    for u in text.encode_utf16() {
        utf16.extend_from_slice(&u.to_le_bytes());
    }
    for (name, data) in [("a.asm", bom8), ("b.asm", utf16)] {
        put(&d, name, &data);
        let o = dxsm(&d, &["validate", name]);
        assert_eq!(o.status.code(), Some(0), "{name}: {}", err(&o));
        let o = dxsm(&d, &["asm", name, "-o", "-"]);
        assert_eq!(o.stdout, shader(), "{name}: {}", err(&o));
    }
}

#[test]
fn base_errors_name_the_base() {
    let d = scratch("base");
    let text = dxsm(Path::new("."), &["dis", SHADER]).stdout;
    put(&d, "s.asm", &text);
    let o = dxsm(&d, &["asm", "s.asm", "--base", "s.asm", "-o", "x.o"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(err(&o).contains("--base s.asm"), "{}", err(&o));
}

#[test]
fn validate_takes_many_files_and_folders() {
    let d = scratch("many");
    put(&d, "f/a.o", &shader());
    put(&d, "f/sub/b.o", &shader());
    put(&d, "bad.asm", b"vs_4_0\nmov r0.x, l(1.0)\nret\n");
    let o = dxsm(&d, &["validate", "f", "bad.asm", "--format", "json"]);
    assert_eq!(o.status.code(), Some(1), "{}", err(&o));
    let out = String::from_utf8(o.stdout.clone()).unwrap();
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines.iter().filter(|v| v["valid"] == true).count(), 2);
    assert!(
        err(&o).contains("validated 3 files: 2 valid, 1 invalid"),
        "{}",
        err(&o)
    );
}

/// An output that is a device (`/dev/null`, `/dev/full`) is written in
/// place, not replaced by a renamed file (as root, a rename over
/// /dev/full turned the device into a plain file); a symbolic link is
/// followed (its target replaced, the link kept) and a replaced file keeps
/// its permissions.
#[cfg(unix)]
#[test]
fn special_files_links_and_permissions_are_kept() {
    use std::os::unix::fs::{FileTypeExt, PermissionsExt};
    let d = scratch("special");
    let null = Path::new("/dev/null");
    if std::fs::metadata(null).is_ok_and(|m| m.file_type().is_char_device()) {
        let o = dxsm(&d, &["dis", SHADER, "-o", "/dev/null"]);
        assert_eq!(o.status.code(), Some(0), "{}", err(&o));
        assert!(std::fs::metadata(null)
            .unwrap()
            .file_type()
            .is_char_device());
    }
    let full = Path::new("/dev/full");
    if std::fs::metadata(full).is_ok_and(|m| m.file_type().is_char_device()) {
        let o = dxsm(&d, &["dis", SHADER, "-o", "/dev/full"]);
        assert_eq!(o.status.code(), Some(2), "{}", err(&o));
        assert!(std::fs::metadata(full)
            .unwrap()
            .file_type()
            .is_char_device());
    }
    put(&d, "real.asm", b"old");
    std::fs::set_permissions(d.join("real.asm"), std::fs::Permissions::from_mode(0o664)).unwrap();
    std::os::unix::fs::symlink(d.join("real.asm"), d.join("link.asm")).unwrap();
    let o = dxsm(&d, &["dis", SHADER, "-o", "link.asm", "--force"]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let link = std::fs::symlink_metadata(d.join("link.asm")).unwrap();
    assert!(link.file_type().is_symlink());
    let real = std::fs::metadata(d.join("real.asm")).unwrap();
    assert_eq!(real.permissions().mode() & 0o777, 0o664);
    assert!(std::fs::read_to_string(d.join("real.asm"))
        .unwrap()
        .contains("ps_4_0"));
    // A new file: what any new file gets (rw for all less the umask), not
    // the temporary file's owner-only mode; compared with a file made here.
    let o = dxsm(&d, &["dis", SHADER, "-o", "new.asm"]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    std::fs::write(d.join("plain.txt"), b"x").unwrap();
    let mode = |f: &str| std::fs::metadata(d.join(f)).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode("new.asm"), mode("plain.txt"));
}

/// A compute shader that loops for ever: a run of it lasts until it is
/// interrupted (or its step budgets end).
const ENDLESS_CS: &[u8] = b"cs_5_0\ndcl_temps 1\ndcl_thread_group 1, 1, 1\nmov r0.x, l(0)\nloop\n  iadd r0.x, r0.x, l(1)\nendloop\nret\n";

/// `run`'s outputs (`--png`, `--trace`) are planned before any work, as
/// `dis` and `asm` plan theirs: never an input (the shader, `--input`,
/// `--domain`), never both flags on one file, never an existing file
/// without `--force`.
#[test]
fn run_outputs_never_replace_inputs_or_existing_files() {
    let d = scratch("run-outputs");
    put(&d, "s.o", &shader());
    let grid = br#"{"grid": {"width": 2, "height": 2, "inputs": {"v1": [[0, 0], [1, 0], [0, 1], [1, 1]], "v2": [[0, 0, 0, 0], [1, 1, 1, 1], [0, 0, 0, 0], [1, 1, 1, 1]]}}, "constants": {"cb0": [[0.5, 0, 0, 0]]}, "resources": {"t0": {"width": 1, "data": [[1, 1, 1, 1]]}}, "samplers": {"s0": {}}}"#;
    put(&d, "grid.json", grid);
    for (args, says) in [
        (&["--png", "grid.json"][..], "is the input grid.json"),
        (&["--trace", "grid.json"], "is the input grid.json"),
        (&["--png", "s.o"], "is the input s.o"),
        (
            &["--png", "x.png", "--trace", "x.png"],
            "named by both --png and --trace",
        ),
    ] {
        let mut a = vec!["run", "s.o", "--input", "grid.json"];
        a.extend_from_slice(args);
        let o = dxsm(&d, &a);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", err(&o));
        assert!(err(&o).contains(says), "{args:?}: {}", err(&o));
        assert!(o.stdout.is_empty(), "{args:?}: nothing runs");
    }
    // The inputs are as they were; nothing was made.
    assert_eq!(std::fs::read(d.join("grid.json")).unwrap(), grid);
    assert_eq!(std::fs::read(d.join("s.o")).unwrap(), shader());
    assert!(!d.join("x.png").exists());
    // An existing picture: kept without --force, replaced with it.
    put(&d, "p.png", b"mine");
    let o = dxsm(
        &d,
        &["run", "s.o", "--input", "grid.json", "--png", "p.png"],
    );
    assert_eq!(o.status.code(), Some(2), "{}", err(&o));
    assert!(
        err(&o).contains("exists already (--force replaces it)"),
        "{}",
        err(&o)
    );
    assert_eq!(std::fs::read(d.join("p.png")).unwrap(), b"mine");
    let o = dxsm(
        &d,
        &[
            "run",
            "s.o",
            "--input",
            "grid.json",
            "--png",
            "p.png",
            "--force",
        ],
    );
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(std::fs::read(d.join("p.png"))
        .unwrap()
        .starts_with(b"\x89PNG"));
    // The domain shader of a pair is an input too.
    put(&d, "h.asm", b"hs_5_0\n");
    put(&d, "dom.asm", b"ds_5_0\n");
    let o = dxsm(
        &d,
        &[
            "run",
            "h.asm",
            "--domain",
            "dom.asm",
            "--input",
            "grid.json",
            "--trace",
            "dom.asm",
        ],
    );
    assert_eq!(o.status.code(), Some(2), "{}", err(&o));
    assert_eq!(std::fs::read(d.join("dom.asm")).unwrap(), b"ds_5_0\n");
}

/// Ctrl-C (SIGINT) or SIGTERM in the middle of a run that writes a trace
/// leaves no temporary file behind, and exits 130.
#[cfg(unix)]
#[test]
fn an_interrupted_command_leaves_no_temporary_files() {
    for signal in ["-INT", "-TERM"] {
        let d = scratch(&format!("interrupt{signal}"));
        put(&d, "cs.asm", ENDLESS_CS);
        put(&d, "in.json", br#"{"dispatch": [1, 1, 1]}"#);
        let mut child = Command::new(BIN)
            .args(["run", "cs.asm", "--input", "in.json", "--trace", "t.jsonl"])
            .args([
                "--max-steps",
                "1000000000000",
                "--max-total-steps",
                "1000000000000",
            ])
            .current_dir(&d)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        // Wait until the run is under way: its temporary trace exists.
        let temporaries = || {
            std::fs::read_dir(&d)
                .unwrap()
                .filter(|e| {
                    let n = e.as_ref().unwrap().file_name();
                    n.to_string_lossy().starts_with(".dxsm-")
                })
                .count()
        };
        let start = std::time::Instant::now();
        while temporaries() == 0 && start.elapsed().as_secs() < 20 {
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        assert_eq!(temporaries(), 1, "the run made its temporary trace");
        let k = Command::new("kill")
            .args([signal, &child.id().to_string()])
            .status()
            .unwrap();
        assert!(k.success());
        let status = child.wait().unwrap();
        assert_eq!(status.code(), Some(130), "{signal}");
        assert_eq!(temporaries(), 0, "{signal}: a temporary file was left");
        assert!(!d.join("t.jsonl").exists());
    }
}

/// `validate --format json` prints an object for every file, those that
/// do not parse, decode or read included (their one finding says why),
/// and exits 2 for them as docs/validate.md says.
#[test]
fn validate_json_has_an_object_for_every_file() {
    let d = scratch("validate-json");
    put(&d, "good.o", &shader());
    put(&d, "syntax.asm", b"vs_4_0\nfoo r0\n");
    put(&d, "noise.o", &[0xff, 0, 1, 2, 3]);
    let o = dxsm(&d, &["validate", "syntax.asm", "--format", "json"]);
    assert_eq!(o.status.code(), Some(2), "{}", err(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v[0]["code"], "DXSM0002", "{v}");
    assert_eq!(v[0]["line"], 2, "{v}");
    let o = dxsm(
        &d,
        &[
            "validate",
            "good.o",
            "syntax.asm",
            "noise.o",
            "--format",
            "json",
        ],
    );
    assert_eq!(o.status.code(), Some(2), "{}", err(&o));
    let lines: Vec<serde_json::Value> = String::from_utf8(o.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3, "{lines:?}");
    let by = |f: &str| lines.iter().find(|l| l["file"] == f).unwrap().clone();
    assert_eq!(by("good.o")["valid"], true);
    assert_eq!(by("syntax.asm")["valid"], false);
    assert_eq!(by("syntax.asm")["diagnostics"][0]["column"], 4);
    assert_eq!(by("noise.o")["valid"], false);
    assert_eq!(by("noise.o")["diagnostics"][0]["code"], "DXSM0002");
}

/// File names reach the terminal escaped (a name may hold an escape
/// sequence), and a name that is not UTF-8 keeps its bytes in JSON.
#[cfg(unix)]
#[test]
fn file_names_are_shown_escaped_and_kept_whole_in_json() {
    use std::os::unix::ffi::OsStrExt;
    let d = scratch("names");
    let o = dxsm(&d, &["dis", "red\x1b[31m.o"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(!err(&o).contains('\x1b'), "{:?}", err(&o));
    assert!(err(&o).contains("red\\x1b[31m.o"), "{}", err(&o));
    let name = std::ffi::OsStr::from_bytes(b"caf\xe9.o");
    std::fs::write(d.join(name), shader()).unwrap();
    std::fs::write(d.join("b.o"), shader()).unwrap();
    let o = Command::new(BIN)
        .arg("validate")
        .arg(name)
        .args(["b.o", "--format", "json"])
        .current_dir(&d)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let lines: Vec<serde_json::Value> = String::from_utf8(o.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let odd = lines.iter().find(|l| l["file"] != "b.o").unwrap();
    assert_eq!(odd["file"], "caf\\xe9.o");
    assert_eq!(odd["file_bytes"], serde_json::json!(b"caf\xe9.o"));
}

/// Usage errors once, before any work: a disassembler flag no file can
/// take, and a trace selection the shader has no invocations of.
#[test]
fn usage_errors_come_once_before_any_work() {
    let d = scratch("usage-once");
    for i in 0..50 {
        put(&d, &format!("f/{i}.o"), &shader());
    }
    let o = dxsm(&d, &["dis", "f", "--flags", "0x8", "--out-dir", "out"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(err(&o).lines().count(), 1, "{}", err(&o));
    assert!(!d.join("out").exists());
    put(&d, "cs.asm", ENDLESS_CS);
    put(&d, "in.json", br#"{"dispatch": [1, 1, 1]}"#);
    let o = dxsm(
        &d,
        &[
            "run",
            "cs.asm",
            "--input",
            "in.json",
            "--trace",
            "t.jsonl",
            "--trace-select",
            "pixel=5",
        ],
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("thread, group"), "{}", err(&o));
    assert!(!d.join("t.jsonl").exists());
    // A capped input is named for what it is, not as a shader.
    let o = dxsm(&d, &["run", "cs.asm", "--input", "/dev/zero"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(!err(&o).contains("shader"), "{}", err(&o));
}

/// `--force` replaces a file's contents, not its owner: as root, a file of
/// another user's stays that user's.
#[cfg(unix)]
#[test]
fn a_replaced_file_keeps_its_owner() {
    use std::os::unix::fs::MetadataExt;
    let d = scratch("owner");
    put(&d, "probe", b"");
    if std::fs::metadata(d.join("probe")).unwrap().uid() != 0 {
        return; // Only root can give a file away.
    }
    put(&d, "s.asm", b"old");
    std::os::unix::fs::chown(d.join("s.asm"), Some(4321), Some(4322)).unwrap();
    let o = dxsm(&d, &["dis", SHADER, "-o", "s.asm", "--force"]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let m = std::fs::metadata(d.join("s.asm")).unwrap();
    assert_eq!((m.uid(), m.gid()), (4321, 4322));
    assert!(std::fs::read_to_string(d.join("s.asm"))
        .unwrap()
        .contains("ps_4_0"));
}

/// `asm --base` with another shader's container warns that the base's
/// reflection data does not describe what the code declares, and
/// `validate` says the same of the result (DXSM2201).
#[test]
fn a_base_from_another_shader_is_warned_about() {
    let d = scratch("wrong-base");
    let corpus = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus/sm4-5/");
    let listing = std::fs::read(format!("{corpus}ps40_blinn_phong.asm")).unwrap();
    put(&d, "s.asm", &listing);
    let other = format!("{corpus}ps40_comparisons_movc.o");
    let own = format!("{corpus}ps40_blinn_phong.o");
    let o = dxsm(&d, &["asm", "s.asm", "--base", &own, "-o", "own.o"]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(!err(&o).contains("warning"), "{}", err(&o));
    let o = dxsm(&d, &["asm", "s.asm", "--base", &other, "-o", "x.o"]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(err(&o).contains("warning: --base"), "{}", err(&o));
    assert!(err(&o).contains("cb0 is declared"), "{}", err(&o));
    let o = dxsm(&d, &["validate", "x.o"]);
    assert!(String::from_utf8_lossy(&o.stdout).contains("DXSM2201"));
    let o = dxsm(&d, &["validate", "own.o"]);
    assert!(!String::from_utf8_lossy(&o.stdout).contains("DXSM2201"));
}

#[test]
fn version_completions_and_manual_pages() {
    let exe = env!("CARGO_BIN_EXE_dxsm");
    let run = |args: &[&str]| std::process::Command::new(exe).args(args).output().unwrap();
    // The version names the build: `dxsm 0.1.0 (<commit> <date>)`, or
    // `(unknown)` outside a git checkout.
    let v = String::from_utf8(run(&["--version"]).stdout).unwrap();
    assert!(
        v.starts_with(&format!("dxsm {} (", env!("CARGO_PKG_VERSION")))
            && v.trim_end().ends_with(')'),
        "{v}"
    );
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let o = run(&["completions", shell]);
        assert!(o.status.success(), "{shell}");
        let text = String::from_utf8(o.stdout).unwrap();
        // Every command is completed.
        for cmd in ["dis", "asm", "hlsl", "strip", "info"] {
            assert!(text.contains(cmd), "{shell}: {cmd}");
        }
    }
    let man = String::from_utf8(run(&["man"]).stdout).unwrap();
    assert!(man.contains(".TH DXSM 1"), "{man}");
    let dir = tempfile::tempdir().unwrap();
    let pages = dir.path().join("man1");
    let d = pages.to_str().unwrap();
    assert!(run(&["man", "--dir", d]).status.success());
    let strip = std::fs::read_to_string(pages.join("dxsm-strip.1")).unwrap();
    assert!(
        strip.contains("dxsm strip") && strip.contains("\\-\\-reflection"),
        "{strip}"
    );
    // Planned first: nothing is replaced without --force.
    assert_eq!(run(&["man", "--dir", d]).status.code(), Some(2));
    assert!(run(&["man", "--dir", d, "--force"]).status.success());
}
