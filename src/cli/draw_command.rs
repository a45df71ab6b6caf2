//! `dxsm draw PIPELINE.json`: a whole draw on the reference device; the
//! frame as JSON on standard output (or `-o`), pictures with `--png DIR`.
//! Exit status: 0 drawn, 1 the description or a shader is bad or cannot
//! run, 2 usage or I/O.

use crate::io::{self, is_std, shown, Fail, MAX_JSON_BYTES, MAX_SHADER_BYTES};
use std::path::{Path, PathBuf};

/// What `dxsm draw` was asked.
pub struct Opts<'a> {
    /// The pipeline description, or `-`.
    pub pipeline: &'a Path,
    /// Where the frame's JSON goes (`-`: standard output).
    pub output: &'a Path,
    /// A folder for `target0.png`, ... and `depth.png`.
    pub png: Option<&'a Path>,
    /// Steps allowed for the whole draw.
    pub max_total_steps: u64,
    /// `--pixel X,Y`: the pixel whose history is kept.
    pub pixel: Option<&'a str>,
    /// `--trace`: where the trace of every stage goes.
    pub trace: Option<&'a Path>,
    /// `--trace-select`: which invocations it follows.
    pub trace_select: &'a [String],
    /// Threads for the rasterizer, pixel shader and output merger (0:
    /// one per core).
    pub threads: usize,
    /// Replace existing output files.
    pub force: bool,
}

/// `X,Y` or `X,Y,SAMPLE` (the sample 0 by default).
fn pixel(s: &str) -> Result<(u32, u32, u32), Fail> {
    let parts: Vec<&str> = s.split(',').map(str::trim).collect();
    let n = |t: &str| t.parse::<u32>().ok();
    let whole = || Fail::io(format!("--pixel {s}: X,Y[,SAMPLE] as whole numbers"));
    match parts.as_slice() {
        [x, y] => match (n(x), n(y)) {
            (Some(x), Some(y)) => Ok((x, y, 0)),
            _ => Err(whole()),
        },
        [x, y, k] => match (n(x), n(y), n(k)) {
            (Some(x), Some(y), Some(k)) => Ok((x, y, k)),
            _ => Err(whole()),
        },
        _ => Err(Fail::io(format!("--pixel {s}: X,Y or X,Y,SAMPLE"))),
    }
}

/// Runs the command.
pub fn command(o: &Opts) -> Result<u8, Fail> {
    let watched = o.pixel.map(pixel).transpose()?;
    let watch = watched.map(|(x, y, _)| (x, y));
    let sample = watched.map_or(0, |w| w.2);
    let text = io::read_capped(o.pipeline, MAX_JSON_BYTES).map_err(Fail::io)?;
    let text = io::text_of(text).map_err(|e| Fail::input(format!("{}: {e}", shown(o.pipeline))))?;
    // Shader paths are relative to the description's folder.
    let base: PathBuf = if is_std(o.pipeline) {
        PathBuf::from(".")
    } else {
        o.pipeline
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_default()
    };
    let desc: dxsm::draw::desc::Desc = serde_json::from_str(&text)
        .map_err(|e| Fail::input(format!("{}: {e}", shown(o.pipeline))))?;
    if let Some((x, y)) = watch {
        if x >= desc.width || y >= desc.height {
            return Err(Fail::io(format!(
                "--pixel {x},{y} is outside the {} x {} target",
                desc.width, desc.height
            )));
        }
        let samples = desc.samples.unwrap_or(1);
        if sample >= samples {
            return Err(Fail::io(format!(
                "--pixel {x},{y},{sample}: the targets have {samples} sample(s) a pixel"
            )));
        }
    }
    // Every file written is checked before any work.
    let pngs: Vec<(String, PathBuf)> = match o.png {
        None => Vec::new(),
        Some(dir) => {
            if is_std(dir) {
                return Err(Fail::io("--png needs a folder"));
            }
            let mut v: Vec<(String, PathBuf)> = (0..desc.targets.len())
                .map(|i| (format!("target{i}.png"), dir.join(format!("target{i}.png"))))
                .collect();
            if desc.depth_stencil.is_some() {
                v.push(("depth.png".into(), dir.join("depth.png")));
            }
            v
        }
    };
    let mut shaders: Vec<PathBuf> = vec![base.join(&desc.vs.shader)];
    for s in [&desc.hs, &desc.ds, &desc.gs, &desc.ps]
        .into_iter()
        .flatten()
    {
        shaders.push(base.join(&s.shader));
    }
    let select = dxsm::run::trace::Selection::parse(o.trace_select).map_err(Fail::io)?;
    if o.trace.is_some_and(is_std) {
        return Err(Fail::io(
            "--trace needs a file: standard output carries the JSON",
        ));
    }
    let mut reads: Vec<&Path> = vec![o.pipeline];
    reads.extend(shaders.iter().map(PathBuf::as_path));
    let mut writes: Vec<(&str, &Path)> = vec![("-o", o.output)];
    writes.extend(pngs.iter().map(|(_, p)| ("--png", p.as_path())));
    if let Some(t) = o.trace {
        writes.push(("--trace", t));
    }
    crate::plan::check_outputs(&reads, &writes, o.force)?;
    let load = |name: &str| -> Result<Vec<u8>, String> {
        let p = base.join(name);
        let data = io::read_capped(&p, MAX_SHADER_BYTES)?;
        if io::looks_like_text(&data) {
            io::text_of(data)
                .map(String::into_bytes)
                .map_err(|e| format!("{}: {e}", shown(&p)))
        } else {
            Ok(data)
        }
    };
    // The trace goes to a temporary file beside its name, renamed once the
    // draw has ended well (a failed draw leaves no partial trace).
    let trace_file = match o.trace {
        Some(t) => match io::dest(t).map_err(Fail::io)? {
            // A device or pipe is written in place.
            io::Dest::Special(p) => {
                let f = std::fs::OpenOptions::new()
                    .write(true)
                    .open(&p)
                    .map_err(|e| Fail::io(format!("{}: {e}", shown(t))))?;
                dxsm::run::trace::start(Box::new(std::io::BufWriter::new(f)), select);
                Some((t, None))
            }
            io::Dest::File(p) => {
                let tmp = io::temp_beside(&p).map_err(Fail::io)?;
                let f = tmp
                    .reopen()
                    .map_err(|e| Fail::io(format!("{}: {e}", shown(t))))?;
                dxsm::run::trace::start(Box::new(std::io::BufWriter::new(f)), select);
                Some((t, Some((p, tmp))))
            }
        },
        None => None,
    };
    let frame = dxsm::draw::setup::prepare(&desc, &load).and_then(|p| {
        dxsm::draw::draw_with(
            p,
            &dxsm::draw::Options {
                max_total_steps: o.max_total_steps,
                watch,
                sample,
                threads: o.threads,
            },
        )
    });
    let traced = dxsm::run::trace::stop();
    let frame = frame.map_err(|e| Fail::input(format!("{}: {e}", shown(o.pipeline))))?;
    if let Some((shown_as, file)) = trace_file {
        let lines = traced.map_err(|e| Fail::io(format!("{}: {e}", shown(shown_as))))?;
        if let Some((target, tmp)) = file {
            tmp.persist(&target)
                .map_err(|e| Fail::io(format!("{}: {e}", shown(shown_as))))?;
        }
        eprintln!("wrote {} ({lines} lines)", shown(shown_as));
    }
    if let Some(dir) = o.png {
        std::fs::create_dir_all(dir).map_err(|e| Fail::io(format!("{}: {e}", shown(dir))))?;
        for (i, t) in frame.targets.iter().enumerate() {
            let png = dxsm::draw::output::target_png(t).map_err(|e| Fail::io(e.to_string()))?;
            io::write_to(&pngs[i].1, &png)?;
        }
        if let Some(d) = &frame.depth {
            let png = dxsm::draw::output::depth_png(d, desc.width, desc.height)
                .map_err(|e| Fail::io(e.to_string()))?;
            io::write_to(&pngs[frame.targets.len()].1, &png)?;
        }
    }
    // Written as it is made: a large frame's JSON is never held whole.
    io::write_streamed(o.output, &|w| dxsm::draw::output::write_frame(&frame, w))?;
    Ok(0)
}
