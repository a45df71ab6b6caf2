//! Names the build for `dxsm --version`: the commit it was built from
//! (`+` when the tree had changes), or `unknown` outside a git checkout
//! (a crate package).

use std::process::Command;

fn git(args: &[&str]) -> Option<String> {
    let o = Command::new("git").args(args).output().ok()?;
    o.status
        .success()
        .then(|| String::from_utf8_lossy(&o.stdout).trim().to_string())
}

fn main() {
    let build = match git(&["rev-parse", "--short=10", "HEAD"]) {
        Some(commit) => {
            let dirty = git(&["status", "--porcelain", "--untracked-files=no"])
                .is_some_and(|s| !s.is_empty());
            let date = git(&["log", "-1", "--format=%cs"]).unwrap_or_default();
            format!("{commit}{} {date}", if dirty { "+" } else { "" })
        }
        None => "unknown".into(),
    };
    println!("cargo:rustc-env=DXSM_BUILD={}", build.trim());
    for p in [".git/HEAD", ".git/index", ".git/refs/heads"] {
        if std::path::Path::new(p).exists() {
            println!("cargo:rerun-if-changed={p}");
        }
    }
    println!("cargo:rerun-if-changed=build.rs");
}
