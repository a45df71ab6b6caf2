//! The command line keeps the user's files and tells the truth in its exit
//! status (issue 13): each case here failed before the CLI was rebuilt.

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
    // Named with -o: the user asked for it.
    let o = dxsm(&d, &["asm", "s.asm", "-o", "s.o"]);
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
    let o = dxsm(&d, &["dis", SHADER, "-o", "link.asm"]);
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
