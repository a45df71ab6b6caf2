//! The `dxsm` command line: `dxsm dis` and `dxsm asm`, one file or many.

use clap::{Parser, Subcommand, ValueEnum};
use dxsm::dxbc::header::Dialect;
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "dxsm",
    version,
    about = "Direct3D shader-model assembly: disassembler and assembler exact to Microsoft's tools"
)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Clone, Copy, ValueEnum)]
enum DialectArg {
    /// d3dcompiler_47 6.3.9600 (Windows 8.1 SDK)
    #[value(name = "6.3")]
    V63,
    /// fxc 9.29 / 9.30
    #[value(name = "9")]
    V9,
    /// fxc 10.x (Windows 10 SDK)
    #[value(name = "10")]
    V10,
}

#[derive(Subcommand)]
enum Cmd {
    /// Disassemble DXBC containers (SM 4.0-5.0) or D3D9 token streams
    /// (SM 1.1-3.0) to Microsoft's listing text.
    ///
    /// One file prints to standard output (or -o). Several files, or a
    /// folder, are done in parallel: each NAME.o gives NAME.asm beside it
    /// (or in --out-dir).
    Dis {
        /// Input files or folders (folders: every *.o, *.cso, *.fxo, *.bin inside).
        #[arg(required = true)]
        inputs: Vec<PathBuf>,
        /// Output file (one input only).
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// Folder for the listings of many inputs.
        #[arg(long)]
        out_dir: Option<PathBuf>,
        /// Read containers whose checksum is wrong.
        #[arg(long)]
        ignore_checksum: bool,
        /// Listing flavour; default: that of the compiler named in the file.
        #[arg(long, value_enum)]
        dialect: Option<DialectArg>,
        /// Print floats that six decimals cannot give back as hex bits, so
        /// the listing reassembles byte for byte (not Microsoft's text).
        #[arg(long)]
        lossless: bool,
    },
    /// Assemble SM4/5 listing text into a DXBC container, or SM1-3 assembly
    /// into a Direct3D 9 token stream.
    ///
    /// With --base, every chunk of the original is kept except the shader
    /// code (and the signatures, when the listing has them); the checksum is
    /// recomputed. Several inputs, or a folder of *.asm, are done in parallel:
    /// NAME.asm gives NAME.o beside it (or in --out-dir).
    Asm {
        /// Input listings or folders.
        #[arg(required = true)]
        inputs: Vec<PathBuf>,
        /// Output file (one input only).
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// Folder for the containers of many inputs.
        #[arg(long)]
        out_dir: Option<PathBuf>,
        /// The original container to keep other chunks from (one input only).
        #[arg(long)]
        base: Option<PathBuf>,
        /// Read a base container whose checksum is wrong.
        #[arg(long)]
        ignore_checksum: bool,
        /// Do not validate SM4/5 code before writing it (as
        /// D3DCOMPILE_SKIP_VALIDATION).
        #[arg(long)]
        skip_validation: bool,
    },
    /// Run a shader on JSON input (see docs/run.md) and print the JSON
    /// output: SM4/5 vertex, hull, domain, geometry, pixel and compute
    /// shaders, SM1-3 vertex and pixel shaders.
    Run {
        /// The shader: assembly text, a DXBC container or a D3D9 token stream.
        shader: PathBuf,
        /// The input JSON file (see docs/run.md; `--template` writes one).
        #[arg(long, required_unless_present = "template")]
        input: Option<PathBuf>,
        /// Print a starting input for the shader (every key its
        /// declarations ask for, placeholder values) instead of running it.
        #[arg(long)]
        template: bool,
        /// Also draw the run: a geometry shader's primitives, or a pixel
        /// shader's output over a "grid", as a PNG file.
        #[arg(long, value_name = "OUT.png")]
        png: Option<PathBuf>,
        /// Steps allowed per invocation.
        #[arg(long, default_value_t = dxsm::run::DEFAULT_MAX_STEPS)]
        max_steps: u64,
    },
    /// Check a shader (SM1-3 or SM4/5 assembly text, DXBC binary, or D3D9
    /// token stream) against the
    /// rules of the shader-model reference, with Microsoft's error codes
    /// where Microsoft checks the rule.
    ///
    /// Exit status: 0 valid, 1 invalid, 2 usage or I/O error.
    Validate {
        /// The shader: assembly text, a DXBC container, or a D3D9 token
        /// stream (SM1-3 `.o`).
        input: PathBuf,
        /// Output format.
        #[arg(long, value_enum, default_value = "human")]
        format: Format,
        /// Read a container whose checksum is wrong.
        #[arg(long)]
        ignore_checksum: bool,
        /// vs_2_x / ps_2_x caps, e.g. `dynamic-flow-depth=0,static-flow-depth=4`
        /// (defaults 24 and 4, as Microsoft's assembler assumes).
        #[arg(long, value_parser = parse_caps)]
        caps: Option<dxsm::validate::sm1::Caps>,
    },
}

/// Parses `--caps dynamic-flow-depth=N,static-flow-depth=M`.
fn parse_caps(s: &str) -> Result<dxsm::validate::sm1::Caps, String> {
    let mut caps = dxsm::validate::sm1::Caps::default();
    for part in s.split(',').filter(|p| !p.is_empty()) {
        let (k, v) = part
            .split_once('=')
            .ok_or(format!("expected name=value, found '{part}'"))?;
        let v: u32 = v
            .trim()
            .parse()
            .map_err(|_| format!("'{v}' is not a number"))?;
        match k.trim() {
            "dynamic-flow-depth" if v == 0 || v == 24 => caps.dynamic_flow_depth = v as _,
            "dynamic-flow-depth" => {
                return Err(
                    "dynamic-flow-depth is 0 or 24 (VS20Caps.DynamicFlowControlDepth)".into(),
                )
            }
            "static-flow-depth" if (1..=4).contains(&v) => caps.static_flow_depth = v as _,
            "static-flow-depth" => {
                return Err("static-flow-depth is 1 to 4 (VS20Caps.StaticFlowControlDepth)".into())
            }
            other => {
                return Err(format!(
                    "unknown cap '{other}' (dynamic-flow-depth, static-flow-depth)"
                ))
            }
        }
    }
    Ok(caps)
}

#[derive(Clone, Copy, ValueEnum)]
enum Format {
    /// file:line:col: error CODE: message, with the source line and a caret
    Human,
    /// a JSON array of {code, severity, message, line, column, offset, instruction}
    Json,
}

/// Expands folders to the files inside with one of `exts`.
fn expand(inputs: &[PathBuf], exts: &[&str]) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    for p in inputs {
        if p.is_dir() {
            let rd = std::fs::read_dir(p).map_err(|e| format!("{}: {e}", p.display()))?;
            let mut v: Vec<PathBuf> = rd
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|f| {
                    f.is_file()
                        && f.extension()
                            .and_then(|x| x.to_str())
                            .is_some_and(|x| exts.contains(&x))
                })
                .collect();
            v.sort();
            out.extend(v);
        } else {
            out.push(p.clone());
        }
    }
    Ok(out)
}

fn target(input: &Path, out_dir: &Option<PathBuf>, ext: &str) -> PathBuf {
    let name = input.with_extension(ext);
    match out_dir {
        Some(d) => d.join(name.file_name().unwrap_or_default()),
        None => name,
    }
}

/// Runs `job` over every input, in parallel, with a progress bar on a
/// terminal and a summary at the end. Returns the exit code.
fn batch(
    files: Vec<PathBuf>,
    verb: &str,
    job: impl Fn(&Path) -> Result<(), String> + Sync,
) -> ExitCode {
    let bar = if std::io::stderr().is_terminal() {
        let b = ProgressBar::new(files.len() as u64);
        b.set_style(ProgressStyle::with_template("{bar:40} {pos}/{len} {msg}").unwrap());
        b
    } else {
        ProgressBar::hidden()
    };
    let start = std::time::Instant::now();
    let errors: Vec<String> = files
        .par_iter()
        .filter_map(|f| {
            let r = job(f).err().map(|e| format!("{}: {e}", f.display()));
            bar.inc(1);
            r
        })
        .collect();
    bar.finish_and_clear();
    for e in &errors {
        eprintln!("error: {e}");
    }
    eprintln!(
        "{verb} {} of {} files in {:.2} s ({} failed)",
        files.len() - errors.len(),
        files.len(),
        start.elapsed().as_secs_f64(),
        errors.len()
    );
    if errors.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// `println!` that stops quietly when standard output is closed (a pipe
/// into `head`), instead of panicking.
macro_rules! say {
    ($($t:tt)*) => {{
        use std::io::Write;
        let mut out = std::io::stdout().lock();
        if writeln!(out, $($t)*).is_err() {
            std::process::exit(0);
        }
    }};
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.cmd {
        Cmd::Run {
            shader,
            input,
            template,
            png,
            max_steps,
        } => run_cmd(
            &shader,
            input.as_deref(),
            template,
            png.as_deref(),
            max_steps,
        ),
        Cmd::Validate {
            input,
            format,
            ignore_checksum,
            caps,
        } => validate(&input, format, ignore_checksum, caps.unwrap_or_default()),
        Cmd::Dis {
            inputs,
            output,
            out_dir,
            ignore_checksum,
            dialect,
            lossless,
        } => {
            let opts = dxsm::listing::Options {
                ignore_checksum,
                lossless,
                dialect: dialect.map(|d| match d {
                    DialectArg::V63 => Dialect::V6_3,
                    DialectArg::V9 => Dialect::V9,
                    DialectArg::V10 => Dialect::V10,
                }),
            };
            let files = match expand(&inputs, &["o", "cso", "fxo", "bin", "dxbc"]) {
                Ok(f) => f,
                Err(e) => return fail(&e),
            };
            let dis = |f: &Path| -> Result<String, String> {
                let data = std::fs::read(f).map_err(|e| e.to_string())?;
                dxsm::listing::disassemble(&data, &opts).map_err(|e| e.to_string())
            };
            if files.len() == 1 && out_dir.is_none() && !inputs[0].is_dir() {
                return match dis(&files[0]) {
                    Ok(text) => write_or_print(output.as_deref(), text.as_bytes()),
                    Err(e) => fail(&format!("{}: {e}", files[0].display())),
                };
            }
            if output.is_some() {
                return fail("-o takes one input; use --out-dir for many");
            }
            batch(files, "disassembled", |f| {
                let text = dis(f)?;
                std::fs::write(target(f, &out_dir, "asm"), text).map_err(|e| e.to_string())
            })
        }
        Cmd::Asm {
            inputs,
            output,
            out_dir,
            base,
            ignore_checksum,
            skip_validation,
        } => {
            let base_data = match &base {
                Some(b) => match std::fs::read(b) {
                    Ok(d) => Some(d),
                    Err(e) => return fail(&format!("{}: {e}", b.display())),
                },
                None => None,
            };
            let opts = dxsm::assemble::Options {
                base: base_data.as_deref(),
                ignore_checksum,
                skip_validation,
            };
            let files = match expand(&inputs, &["asm", "txt"]) {
                Ok(f) => f,
                Err(e) => return fail(&e),
            };
            let asm = |f: &Path| -> Result<Vec<u8>, String> {
                let text = std::fs::read_to_string(f).map_err(|e| e.to_string())?;
                dxsm::assemble::assemble(&text, &opts).map_err(|e| e.to_string())
            };
            if files.len() == 1 && out_dir.is_none() && !inputs[0].is_dir() {
                let out = output.unwrap_or_else(|| files[0].with_extension("o"));
                return match asm(&files[0]) {
                    Ok(bin) => write_or_print(Some(&out), &bin),
                    Err(e) => fail(&format!("{}:{e}", files[0].display())),
                };
            }
            if output.is_some() || base.is_some() {
                return fail("-o and --base take one input");
            }
            batch(files, "assembled", |f| {
                let bin = asm(f)?;
                std::fs::write(target(f, &out_dir, "o"), bin).map_err(|e| e.to_string())
            })
        }
    }
}

fn validate(
    input: &Path,
    format: Format,
    ignore_checksum: bool,
    caps: dxsm::validate::sm1::Caps,
) -> ExitCode {
    let data = match std::fs::read(input) {
        Ok(d) => d,
        Err(e) => return fail(&format!("{}: {e}", input.display())),
    };
    let text = std::str::from_utf8(&data)
        .ok()
        .filter(|_| !dxsm::dxbc::is_dxbc(&data));
    let report = match text {
        Some(t) if dxsm::assemble::is_d3d9(t) => {
            dxsm::validate::validate_sm1_text_with_caps(t, caps)
                .map_err(|e| format!("{}:{e}", input.display()))
        }
        Some(t) => dxsm::validate::validate_text(t).map_err(|e| format!("{}:{e}", input.display())),
        None if dxsm::validate::is_d3d9_binary(&data) => {
            dxsm::validate::validate_sm1_binary_with_caps(&data, caps)
                .map_err(|e| format!("{}: {e}", input.display()))
        }
        None => dxsm::validate::validate_binary(&data, ignore_checksum)
            .map_err(|e| format!("{}: {e}", input.display())),
    };
    let report = match report {
        Ok(r) => r,
        Err(e) => return fail(&e),
    };
    match format {
        Format::Json => say!(
            "{}",
            serde_json::to_string_pretty(&report.diagnostics).unwrap_or_default()
        ),
        Format::Human => {
            let lines: Vec<&str> = text.map(|t| t.lines().collect()).unwrap_or_default();
            for d in &report.diagnostics {
                match (d.line, d.offset) {
                    (Some(l), _) => {
                        let col = d.column.unwrap_or(1);
                        say!(
                            "{}:{l}:{col}: {} {}: {}",
                            input.display(),
                            d.severity,
                            d.code,
                            d.message
                        );
                        if let Some(src) = lines.get(l - 1) {
                            say!("  {src}\n  {}^", " ".repeat(col - 1));
                        }
                    }
                    (None, Some(o)) => say!(
                        "{}: offset 0x{o:x}, instruction {}: {} {}: {}",
                        input.display(),
                        d.instruction.map_or("-".into(), |i| i.to_string()),
                        d.severity,
                        d.code,
                        d.message
                    ),
                    _ => say!(
                        "{}: {} {}: {}",
                        input.display(),
                        d.severity,
                        d.code,
                        d.message
                    ),
                }
            }
            if report.valid() {
                say!("{}: valid", input.display());
            }
        }
    }
    if report.valid() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn write_or_print(path: Option<&Path>, data: &[u8]) -> ExitCode {
    use std::io::Write;
    let r = match path {
        Some(p) => std::fs::write(p, data).map_err(|e| format!("{}: {e}", p.display())),
        None => std::io::stdout().write_all(data).map_err(|e| e.to_string()),
    };
    match r {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(&e),
    }
}

fn fail(msg: &str) -> ExitCode {
    eprintln!("error: {msg}");
    ExitCode::from(2)
}

/// `dxsm run`: exit 0 on success, 1 when the shader cannot run on the
/// input, 2 for I/O errors.
fn run_cmd(
    shader: &std::path::Path,
    input: Option<&std::path::Path>,
    template: bool,
    png: Option<&std::path::Path>,
    max_steps: u64,
) -> ExitCode {
    let sh = match std::fs::read(shader) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("error: {}: {e}", shader.display());
            return ExitCode::from(2);
        }
    };
    let loaded = match dxsm::run::load(&sh) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {}: {e}", shader.display());
            return ExitCode::from(1);
        }
    };
    if template {
        return match dxsm::run::template(&loaded) {
            Ok(t) => {
                say!("{}", dxsm::run::pretty(&t));
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("error: {e}");
                ExitCode::from(1)
            }
        };
    }
    let Some(input) = input else {
        eprintln!("error: --input is required");
        return ExitCode::from(2);
    };
    let text = match std::fs::read_to_string(input) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("error: {}: {e}", input.display());
            return ExitCode::from(2);
        }
    };
    let value: serde_json::Value = match serde_json::from_str(&text) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("error: {}: bad input JSON: {e}", input.display());
            return ExitCode::from(1);
        }
    };
    let out = match dxsm::run::run(&loaded, &value, max_steps) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(1);
        }
    };
    say!("{}", dxsm::run::pretty(&out));
    if let Some(path) = png {
        let bytes = match dxsm::run::picture(&loaded, &out) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::from(1);
            }
        };
        if let Err(e) = std::fs::write(path, bytes) {
            eprintln!("error: {}: {e}", path.display());
            return ExitCode::from(2);
        }
        eprintln!("wrote {}", path.display());
    }
    ExitCode::SUCCESS
}
