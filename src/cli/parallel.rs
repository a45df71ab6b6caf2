//! Many files at once: in parallel over the machine's cores, with a
//! progress bar on a terminal, each failure printed as it happens (nothing
//! held per file, so memory does not grow with the number of files), and
//! a summary with files/s and MB/s.

use crate::io::{Fail, Verdict};
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use std::io::IsTerminal;
use std::path::Path;
use std::sync::atomic::{AtomicU64, AtomicU8, AtomicUsize, Ordering};
use std::sync::Mutex;

/// What one file came to.
pub struct Done {
    /// Bytes read.
    pub bytes: u64,
    /// Whether it passed (validation: valid).
    pub passed: bool,
}

/// Counts of a finished many-file run.
pub struct Summary {
    /// Files tried.
    pub files: usize,
    /// Files that passed.
    pub passed: usize,
    /// Files that were read but did not pass (invalid).
    pub rejected: usize,
    /// Files that failed (unreadable, bad input, write error).
    pub failed: usize,
    /// Bytes read.
    pub bytes: u64,
    /// Seconds taken.
    pub seconds: f64,
    /// The worst exit status of any file.
    pub code: u8,
}

impl Summary {
    /// "in 1.23 s (4,567 files/s, 12.3 MB/s)".
    pub fn rate(&self) -> String {
        let s = self.seconds.max(1e-9);
        format!(
            "in {:.2} s ({:.0} files/s, {:.1} MB/s)",
            self.seconds,
            self.files as f64 / s,
            self.bytes as f64 / 1e6 / s
        )
    }
}

/// Runs `job` over `items` in parallel. A job's error is printed at once
/// (`error: PATH: message`); a [`Verdict::Stop`] (standard output gone)
/// stops the run and is returned.
pub fn each<T: Sync>(
    items: &[T],
    path: impl Fn(&T) -> &Path + Sync,
    job: impl Fn(&T) -> Result<Done, Verdict> + Sync,
) -> Result<Summary, Fail> {
    let bar = if std::io::stderr().is_terminal() {
        let b = ProgressBar::new(items.len() as u64);
        b.set_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} {per_sec} {msg}")
                .expect("static template"),
        );
        b
    } else {
        ProgressBar::hidden()
    };
    let start = std::time::Instant::now();
    let passed = AtomicUsize::new(0);
    let rejected = AtomicUsize::new(0);
    let failed = AtomicUsize::new(0);
    let bytes = AtomicU64::new(0);
    let worst = AtomicU8::new(0);
    let stop: Mutex<Option<Fail>> = Mutex::new(None);
    items.par_iter().for_each(|it| {
        if stop.lock().map(|s| s.is_some()).unwrap_or(true) {
            return;
        }
        match job(it) {
            Ok(d) => {
                bytes.fetch_add(d.bytes, Ordering::Relaxed);
                if d.passed {
                    passed.fetch_add(1, Ordering::Relaxed);
                } else {
                    rejected.fetch_add(1, Ordering::Relaxed);
                    worst.fetch_max(1, Ordering::Relaxed);
                }
            }
            Err(Verdict::File(f)) => {
                failed.fetch_add(1, Ordering::Relaxed);
                worst.fetch_max(f.code, Ordering::Relaxed);
                bar.suspend(|| {
                    eprintln!(
                        "error: {}",
                        crate::io::located(&crate::io::shown(path(it)), &f.message)
                    )
                });
            }
            Err(Verdict::Stop(f)) => {
                if let Ok(mut s) = stop.lock() {
                    s.get_or_insert(f);
                }
            }
        }
        bar.inc(1);
    });
    bar.finish_and_clear();
    if let Some(f) = stop.into_inner().ok().flatten() {
        return Err(f);
    }
    let (passed, rejected, failed) = (
        passed.into_inner(),
        rejected.into_inner(),
        failed.into_inner(),
    );
    Ok(Summary {
        files: items.len(),
        passed,
        rejected,
        failed,
        bytes: bytes.into_inner(),
        seconds: start.elapsed().as_secs_f64(),
        code: worst.into_inner(),
    })
}
