//! The `dxsm` command line: `dis`, `asm`, `validate` and `run`, one file
//! (or `-` for standard input and output) or many files and folders.
//!
//! The library does the work; this layer reads and writes files without
//! losing any (see `io` and `plan`), runs many files at once (`parallel`) and turns
//! results into exit statuses: 0 success, 1 bad or invalid input, 2 usage
//! or I/O error, 141 standard output closed.

mod check;
mod compare_command;
mod convert;
mod draw_command;
mod io;
mod parallel;
mod plan;
mod run_command;

use clap::{Parser, Subcommand, ValueEnum};
use dxsm::codes::Code;
use dxsm::dxbc::header::Dialect;
use io::Fail;
use std::path::PathBuf;
use std::process::ExitCode;

/// `dxsm --version`: the package version and the build (commit and its
/// date, `+` for uncommitted changes).
const VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), " (", env!("DXSM_BUILD"), ")");

#[derive(Parser)]
#[command(
    name = "dxsm",
    version = VERSION,
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

/// Where `dis` and `asm` write.
#[derive(clap::Args)]
struct Outputs {
    /// Output file (one input only; `-` is standard output).
    #[arg(short, long)]
    output: Option<PathBuf>,
    /// Folder for the outputs of many inputs (made if missing).
    #[arg(long)]
    out_dir: Option<PathBuf>,
    /// Replace outputs that exist already.
    #[arg(long)]
    force: bool,
}

impl Outputs {
    fn targets(self, inputs: Vec<PathBuf>, also_read: Option<PathBuf>) -> convert::Targets {
        convert::Targets {
            inputs,
            output: self.output,
            out_dir: self.out_dir,
            force: self.force,
            also_read,
        }
    }
}

#[derive(Subcommand)]
enum Cmd {
    /// Disassemble DXBC containers (SM 4.0-5.0) or D3D9 token streams
    /// (SM 1.1-3.0) to Microsoft's listing text.
    ///
    /// One file (or `-`, standard input) prints to standard output (or
    /// -o). Several files, or folders, are done in parallel: each NAME.o
    /// gives NAME.asm beside it, or in --out-dir at its path relative to
    /// the folder given. Existing files are never replaced without --force.
    Dis {
        /// Input files or folders (folders, walked recursively: every *.o,
        /// *.cso, *.fxo, *.bin, *.dxbc inside); `-` reads standard input.
        #[arg(required = true)]
        inputs: Vec<PathBuf>,
        #[command(flatten)]
        out: Outputs,
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
        /// Raw D3DDisassemble flags (D3D_DISASM_*), e.g. 0xc0; those
        /// supported so far: 0x1, 0x2, 0x4, 0x10, 0x20, 0x40, 0x80 (the switches
        /// below).
        #[arg(long, value_parser = parse_flags, default_value = "0")]
        flags: u32,
        /// The code only, without the comment header (0x40).
        #[arg(long)]
        code_only: bool,
        /// Immediates as hex words (0x80).
        #[arg(long)]
        hex_literals: bool,
        /// Leave out debug information (0x10): `#line`s and variable
        /// locations of debug builds (D3D9 debug blocks, SM4/5 SPDB chunks).
        #[arg(long)]
        no_debug_info: bool,
        /// Print SM1-3 constant tables' default values (0x2).
        #[arg(long)]
        defaults: bool,
        /// A colour-coded HTML listing (0x1).
        #[arg(long)]
        html: bool,
        /// Number the instructions (0x4): SM4/5 by instruction, SM1-3 by
        /// arithmetic instruction slot.
        #[arg(long)]
        numbers: bool,
        /// Each instruction's byte offset in the shader code (0x20).
        #[arg(long)]
        offsets: bool,
    },
    /// Assemble SM4/5 listing text into a DXBC container, or SM1-3 assembly
    /// into a Direct3D 9 token stream.
    ///
    /// With --base, every chunk of the original is kept except the shader
    /// code (and the signatures, when the listing has them); the checksum is
    /// recomputed. One input gives NAME.o beside it (or -o; `-` reads
    /// standard input and writes standard output). Several inputs, or
    /// folders of *.asm and *.txt, are done in parallel: NAME.asm gives
    /// NAME.o beside it, or in --out-dir at its relative path. Existing
    /// files are never replaced without --force.
    Asm {
        /// Input listings or folders (walked recursively); `-` reads
        /// standard input.
        #[arg(required = true)]
        inputs: Vec<PathBuf>,
        #[command(flatten)]
        out: Outputs,
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
        /// A guess, off by default: read a six-decimal float literal as a
        /// constant a compiler folds (1/255, pi/4) when that constant prints
        /// the same. Without it a literal is the float nearest its decimal
        /// (and with --base, the base's bits where they print the same).
        #[arg(long)]
        guess_floats: bool,
    },
    /// Run a shader on JSON input (see docs/run.md) and print the JSON
    /// output: SM4/5 vertex, hull, domain, geometry, pixel and compute
    /// shaders, SM1-3 vertex and pixel shaders.
    Run {
        /// The shader: assembly text, a DXBC container or a D3D9 token
        /// stream; `-` reads standard input.
        shader: PathBuf,
        /// The input JSON file (see docs/run.md; `--template` writes one);
        /// `-` reads standard input.
        #[arg(long, required_unless_present = "template")]
        input: Option<PathBuf>,
        /// A domain shader to run after the shader (a hull shader) and the
        /// fixed-function tessellator: the hull shader's tess factors are
        /// tessellated and the domain shader runs at every domain point.
        #[arg(long, value_name = "DOMAIN_SHADER")]
        domain: Option<PathBuf>,
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
        /// Steps allowed for all invocations together.
        #[arg(long, default_value_t = dxsm::run::DEFAULT_MAX_TOTAL_STEPS)]
        max_total_steps: u64,
        /// Write a trace (SM4/5 and Direct3D 9 shaders): one JSON line per
        /// executed instruction
        /// of the chosen invocations, with its text and every register
        /// component it wrote (float and bits); emits, cuts, discards
        /// marked. See docs/run.md.
        #[arg(long, value_name = "OUT.jsonl")]
        trace: Option<PathBuf>,
        /// Which invocations --trace follows: KIND=N or KIND=X,Y,Z (vertex,
        /// primitive, instance, pixel, sample, thread, group, patch, point); given
        /// more than once, all must match. Default: every invocation.
        #[arg(long, value_name = "KIND=N", requires = "trace")]
        trace_select: Vec<String>,
        /// Replace --png and --trace files that exist already.
        #[arg(long)]
        force: bool,
    },
    /// HLSL from a compiled shader: an SM4/5 shader of any stage (a DXBC
    /// container), a Direct3D 9 vs_1_1-3_0 or
    /// ps_2_0-3_0 shader (a token stream), or a listing of either (assembled
    /// first). Entry point `main`; it compiles back to what computes the
    /// same (check it with `dxsm compare`). What is not decompiled yet is an
    /// error naming the instruction. See docs/hlsl.md.
    Hlsl {
        /// Input files or folders (folders, walked recursively: every *.o,
        /// *.cso, *.fxo, *.bin, *.dxbc inside); `-` reads standard input.
        /// One file prints to standard output (or -o); many files, or
        /// folders, give each NAME.o a NAME.hlsl (or into --out-dir).
        #[arg(required = true)]
        inputs: Vec<PathBuf>,
        #[command(flatten)]
        out: Outputs,
    },
    /// What a compiled shader holds, as Direct3D's reflection and fxc's
    /// /dumpbin tell it: chunks and sizes, the stored and computed
    /// checksum, the hash 3Dmigoto names fix files by, the shader model,
    /// signatures, constant buffers, bindings, statistics, feature flags
    /// and interface slots (a Direct3D 9 shader: its constant table).
    ///
    /// Exit status: 0, or 1 if a file is not a shader (the others are
    /// still reported), 2 on usage or I/O errors.
    Info {
        /// DXBC containers or Direct3D 9 token streams; `-` reads standard
        /// input.
        #[arg(required = true)]
        inputs: Vec<PathBuf>,
        /// `text`, or `json` (one object per file, an array for several).
        #[arg(long, default_value = "text", value_parser = ["text", "json"])]
        format: String,
    },
    /// A language server for shader assembly listings (the Language
    /// Server Protocol over standard input and output): diagnostics with
    /// Microsoft's codes, hover, completion, go to definition, symbols and
    /// formatting. See docs/LSP.md for editors.
    Lsp,
    /// Print a shell's completion script for dxsm (bash, zsh, fish,
    /// elvish, powershell), e.g. `dxsm completions bash >
    /// ~/.local/share/bash-completion/completions/dxsm`.
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
    /// Print dxsm's manual page (roff), e.g. `dxsm man > dxsm.1; man
    /// ./dxsm.1`; with --dir, one page per command into that folder.
    Man {
        /// Write dxsm.1 and dxsm-COMMAND.1 here (made if missing; existing
        /// pages are replaced only with --force).
        #[arg(long)]
        dir: Option<PathBuf>,
        /// Replace pages that exist.
        #[arg(long)]
        force: bool,
    },
    /// Remove chunks from DXBC containers as Microsoft's D3DStripShader
    /// does (fxc /Qstrip_reflect, /Qstrip_debug, /Qstrip_priv): the same
    /// bytes, the checksum computed anew.
    ///
    /// Each NAME.o gives NAME.stripped.o beside it (or -o, or in
    /// --out-dir); existing files are never replaced without --force.
    /// Containers with a wrong checksum and Direct3D 9 token streams are
    /// refused, as Microsoft's refuses them.
    Strip {
        /// Input files or folders (folders, walked recursively: every *.o,
        /// *.cso, *.fxo, *.bin, *.dxbc inside); `-` reads standard input.
        #[arg(required = true)]
        inputs: Vec<PathBuf>,
        #[command(flatten)]
        out: Outputs,
        /// Remove the reflection data: resource definitions (RDEF) and
        /// statistics (STAT).
        #[arg(long)]
        reflection: bool,
        /// Remove the debug information (SDBG, SPDB).
        #[arg(long)]
        debug: bool,
        /// Remove test blobs (D3DCOMPILER_STRIP_TEST_BLOBS).
        #[arg(long)]
        test_blobs: bool,
        /// Remove private data (PRIV).
        #[arg(long)]
        private: bool,
        /// All of the above.
        #[arg(long)]
        all: bool,
    },
    /// Whether two shaders compute the same thing: both run on the same
    /// seeded random inputs made from their interface (as --template makes
    /// an input), outputs compared bit for bit.
    ///
    /// Exit status: 0 equal, 1 they differ (the first input that tells
    /// them apart is printed, with both outputs there), 2 they cannot be
    /// compared (a shader that does not load, interfaces that differ,
    /// usage or I/O). See docs/compare.md.
    Compare {
        /// The first shader: assembly text, a DXBC container or a D3D9
        /// token stream; `-` reads standard input.
        a: PathBuf,
        /// The second shader.
        b: PathBuf,
        /// Random inputs to run.
        #[arg(long, default_value_t = 16)]
        inputs: usize,
        /// The first input's seed (input k uses seed + k).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Steps allowed per invocation.
        #[arg(long, default_value_t = dxsm::run::DEFAULT_MAX_STEPS)]
        max_steps: u64,
        /// Steps allowed for all invocations of one run together.
        #[arg(long, default_value_t = dxsm::run::DEFAULT_MAX_TOTAL_STEPS)]
        max_total_steps: u64,
        /// Write the input that tells them apart to this file.
        #[arg(long, value_name = "FILE")]
        save_input: Option<PathBuf>,
        /// Replace --save-input if it exists.
        #[arg(long)]
        force: bool,
    },
    /// A whole Direct3D 11 draw on the reference interpreter: input
    /// assembler, vertex shader, hull shader, tessellator and domain
    /// shader, geometry shader, rasterizer, pixel shader and output merger,
    /// as a JSON pipeline description says (shaders by path, relative to
    /// it), or a Direct3D 9 vertex and pixel shader pair by Direct3D 9's
    /// rules. The frame (targets' exact values, depth and stencil,
    /// statistics) is JSON; --png writes pictures. See docs/DRAW.md.
    ///
    /// Exit status: 0 drawn, 1 the description or a shader is bad or
    /// cannot run, 2 usage or I/O.
    Draw {
        /// The pipeline description (JSON); `-` reads standard input.
        pipeline: PathBuf,
        /// Write the frame's JSON here (default: standard output).
        #[arg(short, long, default_value = "-")]
        output: PathBuf,
        /// Write target0.png, target1.png, ... and depth.png into this
        /// folder.
        #[arg(long, value_name = "DIR")]
        png: Option<PathBuf>,
        /// Steps allowed for all invocations of the draw together.
        #[arg(long, default_value_t = dxsm::run::DEFAULT_MAX_TOTAL_STEPS)]
        max_total_steps: u64,
        /// Pixel history: every fragment that reached pixel X,Y (its
        /// primitive, shader inputs and outputs, depth and stencil test,
        /// targets before and after), in the output's "history".
        #[arg(long, value_name = "X,Y[,SAMPLE]")]
        pixel: Option<String>,
        /// Write a trace of every stage of the draw: one JSON line per
        /// executed instruction of the chosen invocations, each labelled
        /// with its stage (`vs vertex=3`, `hs patch=0`, `ds patch=0
        /// point=4`, `gs primitive=1 instance=0`, `ps pixel=8,8`). See
        /// docs/DRAW.md.
        #[arg(long, value_name = "OUT.jsonl")]
        trace: Option<PathBuf>,
        /// Which invocations --trace follows: KIND=N or KIND=X,Y (vertex,
        /// primitive, instance, pixel, patch, point); given more than
        /// once, all must match. Default: every invocation.
        #[arg(long, value_name = "KIND=N", requires = "trace")]
        trace_select: Vec<String>,
        /// Threads that rasterize, shade and merge, each a band of rows,
        /// and that run the vertex shader and setup on blocks of
        /// primitives (default: one per core). The frame is the same
        /// whatever the number; --pixel, --trace and pixel-shader UAVs
        /// use one band, --trace and vertex-shader UAVs one front end.
        #[arg(long, value_name = "N", default_value_t = 0)]
        threads: usize,
        /// Replace output files that exist already.
        #[arg(long)]
        force: bool,
    },
    /// Check a shader (SM1-3 or SM4/5 assembly text, DXBC binary, or D3D9
    /// token stream) against the
    /// rules of the shader-model reference, with Microsoft's error codes
    /// where Microsoft checks the rule.
    ///
    /// One file prints its findings (or a JSON array); many files and
    /// folders print the findings of each (or one JSON object per line:
    /// file, valid, diagnostics) and a summary on standard error.
    ///
    /// Exit status: 0 valid, 1 invalid, 2 usage or I/O error.
    Validate {
        /// Shaders: assembly text, DXBC containers, D3D9 token streams
        /// (SM1-3 `.o`), or folders of them (walked recursively); `-`
        /// reads standard input.
        #[arg(required = true)]
        inputs: Vec<PathBuf>,
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

/// Parses `--flags 0x40` (hex with 0x, or decimal).
fn parse_flags(s: &str) -> Result<u32, String> {
    let r = match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(h) => u32::from_str_radix(h, 16),
        None => s.parse(),
    };
    r.map_err(|_| format!("'{s}' is not a number (e.g. 0x40)"))
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

fn main() -> ExitCode {
    let cli = Cli::parse();
    // An interrupted command leaves no temporary file behind. Without the
    // handler (it could not be set) an interruption still replaces nothing.
    let _ = ctrlc::set_handler(|| io::interrupted());
    match command(cli.cmd) {
        Ok(code) => ExitCode::from(code),
        Err(f) => {
            if !f.message.is_empty() {
                eprintln!("error: {}", f.message);
            }
            ExitCode::from(f.code)
        }
    }
}

fn command(cmd: Cmd) -> Result<u8, Fail> {
    match cmd {
        Cmd::Run {
            shader,
            input,
            domain,
            template,
            png,
            max_steps,
            max_total_steps,
            trace,
            trace_select,
            force,
        } => run_command::command(&run_command::Opts {
            shader: &shader,
            input: input.as_deref(),
            domain: domain.as_deref(),
            template,
            png: png.as_deref(),
            max_steps,
            max_total_steps,
            trace: trace.as_deref(),
            trace_select: &trace_select,
            force,
        }),
        Cmd::Hlsl { inputs, out } => convert::convert(
            &out.targets(inputs, None),
            &convert::Conversion {
                input_exts: &["o", "cso", "fxo", "bin", "dxbc"],
                output_ext: "hlsl",
                single_to_stdout: true,
                verb: "decompiled",
            },
            |data| {
                dxsm::hlsl::decompile(data)
                    .map(String::into_bytes)
                    .map_err(|e| e.to_string())
            },
        ),
        Cmd::Info { inputs, format } => info_command(&inputs, &format),
        Cmd::Completions { shell } => {
            use clap::CommandFactory;
            let mut out = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "dxsm", &mut out);
            io::stdout_write(&out)?;
            Ok(0)
        }
        Cmd::Man { dir, force } => man_pages(dir.as_deref(), force),
        Cmd::Lsp => {
            let (conn, threads) = lsp_server::Connection::stdio();
            dxsm::lsp::serve(&conn).map_err(Fail::io)?;
            drop(conn);
            threads.join().map_err(|e| Fail::io(e.to_string()))?;
            Ok(0)
        }
        Cmd::Strip {
            inputs,
            out,
            reflection,
            debug,
            test_blobs,
            private,
            all,
        } => {
            use dxsm::dxbc::strip::StripFlags;
            let mut flags = StripFlags(0);
            for (on, f) in [
                (reflection, StripFlags::REFLECTION),
                (debug, StripFlags::DEBUG),
                (test_blobs, StripFlags::TEST_BLOBS),
                (private, StripFlags::PRIVATE),
            ] {
                if on || all {
                    flags = flags | f;
                }
            }
            if flags.0 == 0 {
                return Err(Fail::io(
                    "nothing to strip: give --reflection, --debug, --test-blobs, --private or --all",
                ));
            }
            convert::convert(
                &out.targets(inputs, None),
                &convert::Conversion {
                    input_exts: &["o", "cso", "fxo", "bin", "dxbc"],
                    output_ext: "stripped.o",
                    single_to_stdout: false,
                    verb: "stripped",
                },
                |data| dxsm::dxbc::strip::strip(data, flags).map_err(|e| e.to_string()),
            )
        }
        Cmd::Compare {
            a,
            b,
            inputs,
            seed,
            max_steps,
            max_total_steps,
            save_input,
            force,
        } => compare_command::command(&compare_command::Opts {
            a: &a,
            b: &b,
            options: dxsm::compare::Options {
                inputs,
                seed,
                max_steps,
                max_total_steps,
            },
            save_input: save_input.as_deref(),
            force,
        }),
        Cmd::Draw {
            pipeline,
            output,
            png,
            max_total_steps,
            pixel,
            trace,
            trace_select,
            threads,
            force,
        } => draw_command::command(&draw_command::Opts {
            pipeline: &pipeline,
            output: &output,
            png: png.as_deref(),
            max_total_steps,
            pixel: pixel.as_deref(),
            trace: trace.as_deref(),
            trace_select: &trace_select,
            threads,
            force,
        }),
        Cmd::Validate {
            inputs,
            format,
            ignore_checksum,
            caps,
        } => check::validate(
            &inputs,
            &check::Opts {
                format: match format {
                    Format::Human => check::Format::Human,
                    Format::Json => check::Format::Json,
                },
                ignore_checksum,
                caps: caps.unwrap_or_default(),
            },
        ),
        Cmd::Dis {
            inputs,
            out,
            ignore_checksum,
            dialect,
            lossless,
            flags,
            code_only,
            hex_literals,
            no_debug_info,
            numbers,
            offsets,
            defaults,
            html,
        } => {
            let flags = flags
                | if html { dxsm::listing::HTML } else { 0 }
                | if defaults { dxsm::listing::DEFAULTS } else { 0 }
                | if numbers { dxsm::listing::NUMBERS } else { 0 }
                | if offsets { dxsm::listing::OFFSETS } else { 0 }
                | if code_only {
                    dxsm::listing::CODE_ONLY
                } else {
                    0
                }
                | if hex_literals {
                    dxsm::listing::HEX_LITERALS
                } else {
                    0
                }
                | if no_debug_info {
                    dxsm::listing::NO_DEBUG_INFO
                } else {
                    0
                };
            // Checked once here: a many-file run would otherwise refuse every file.
            dxsm::listing::check_flags(flags).map_err(Fail::io)?;
            let opts = dxsm::listing::Options {
                ignore_checksum,
                lossless,
                flags,
                dialect: dialect.map(|d| match d {
                    DialectArg::V63 => Dialect::V6_3,
                    DialectArg::V9 => Dialect::V9,
                    DialectArg::V10 => Dialect::V10,
                }),
            };
            convert::convert(
                &out.targets(inputs, None),
                &convert::Conversion {
                    input_exts: &["o", "cso", "fxo", "bin", "dxbc"],
                    output_ext: "asm",
                    single_to_stdout: true,
                    verb: "disassembled",
                },
                |data| {
                    dxsm::listing::disassemble(data, &opts)
                        .map(String::into_bytes)
                        .map_err(|e| e.to_string())
                },
            )
        }
        Cmd::Asm {
            inputs,
            out,
            base,
            ignore_checksum,
            skip_validation,
            guess_floats,
        } => {
            let base_data = match &base {
                Some(b) => Some(read_base(b, ignore_checksum)?),
                None => None,
            };
            let targets = out.targets(inputs, base.clone());
            if base.is_some() && targets.inputs.len() != 1 {
                return Err(Fail::io("--base takes one input listing"));
            }
            let opts = dxsm::assemble::Options {
                base: base_data.as_deref(),
                ignore_checksum,
                skip_validation,
                guess_floats,
            };
            convert::convert(
                &targets,
                &convert::Conversion {
                    input_exts: &["asm", "txt"],
                    output_ext: "o",
                    single_to_stdout: false,
                    verb: "assembled",
                },
                |data| {
                    let text = io::decode_text(data)?;
                    let bin = dxsm::assemble::assemble(&text, &opts).map_err(|e| e.to_string())?;
                    if let Some(b) = &base {
                        base_warnings(b, &bin);
                    }
                    Ok(bin)
                },
            )
        }
    }
}

/// Warns where the result of `asm --base` declares slots that the base's
/// reflection data does not bind (DXSM2201): the base is most likely
/// another shader's container.
fn base_warnings(base: &std::path::Path, bin: &[u8]) {
    if !dxsm::dxbc::is_dxbc(bin) {
        return;
    }
    let Ok(report) = dxsm::validate::validate_binary(bin, true) else {
        return;
    };
    for d in report
        .diagnostics
        .iter()
        .filter(|d| d.code == Code::DXSM2201.as_str())
    {
        eprintln!(
            "warning: --base {}: {} ({})",
            io::shown(base),
            d.message,
            d.code
        );
    }
}

/// Reads `--base`: a DXBC container or a D3D9 token stream, named in every
/// error about it.
fn read_base(path: &std::path::Path, ignore_checksum: bool) -> Result<Vec<u8>, Fail> {
    let data = io::read_capped(path, io::MAX_SHADER_BYTES).map_err(Fail::io)?;
    let name = io::shown(path);
    if dxsm::dxbc::is_dxbc(&data) {
        dxsm::dxbc::Container::read(&data, !ignore_checksum)
            .map_err(|e| Fail::input(format!("--base {name}: {e}")))?;
    } else if !dxsm::validate::is_d3d9_binary(&data) {
        return Err(Fail::input(format!(
            "--base {name}: neither a DXBC container nor a Direct3D 9 token stream"
        )));
    }
    Ok(data)
}

/// `dxsm info`: each file's report, text or JSON, in the order given.
fn info_command(inputs: &[PathBuf], format: &str) -> Result<u8, Fail> {
    let mut out = String::new();
    let mut json = Vec::new();
    let mut status = 0;
    for path in inputs {
        let data = io::read_capped(path, io::MAX_SHADER_BYTES).map_err(Fail::io)?;
        let name = io::shown(path);
        match dxsm::info::info(&data) {
            Ok(i) if format == "json" => {
                let mut v = serde_json::to_value(&i).map_err(|e| Fail::io(e.to_string()))?;
                if let Some(o) = v.as_object_mut() {
                    o.insert("file".into(), serde_json::Value::from(name));
                }
                json.push(v);
            }
            Ok(i) => {
                if inputs.len() > 1 {
                    out.push_str(&format!("== {name}\n"));
                }
                out.push_str(&dxsm::info::text(&data, &i));
            }
            Err(e) => {
                eprintln!("error: {}", io::located(&name, &e.to_string()));
                status = 1;
            }
        }
    }
    if format == "json" {
        let v = if inputs.len() == 1 {
            json.pop().unwrap_or(serde_json::Value::Null)
        } else {
            serde_json::Value::Array(json)
        };
        out = serde_json::to_string_pretty(&v).map_err(|e| Fail::io(e.to_string()))? + "\n";
    }
    io::stdout_write(out.as_bytes())?;
    Ok(status)
}

/// `dxsm man`: the manual page to standard output, or every command's
/// page into `dir`.
fn man_pages(dir: Option<&std::path::Path>, force: bool) -> Result<u8, Fail> {
    use clap::CommandFactory;
    let cmd = Cli::command();
    let render = |c: clap::Command, title: &str| -> Result<Vec<u8>, Fail> {
        let mut out = Vec::new();
        clap_mangen::Man::new(c)
            .title(title.to_uppercase())
            .render(&mut out)
            .map_err(|e| Fail::io(e.to_string()))?;
        Ok(out)
    };
    let Some(dir) = dir else {
        io::stdout_write(&render(cmd, "dxsm")?)?;
        return Ok(0);
    };
    let mut pages = vec![(PathBuf::from("dxsm.1"), render(cmd.clone(), "dxsm")?)];
    for sub in cmd.get_subcommands().filter(|s| s.get_name() != "help") {
        let name = format!("dxsm-{}", sub.get_name());
        let page = render(
            sub.clone().bin_name(format!("dxsm {}", sub.get_name())),
            &name,
        )?;
        pages.push((PathBuf::from(format!("{name}.1")), page));
    }
    // Planned first: nothing is written if one page would replace a file.
    if !force {
        if let Some((p, _)) = pages.iter().find(|(p, _)| dir.join(p).exists()) {
            return Err(Fail::io(format!(
                "nothing written: {} exists already (--force replaces it)",
                dir.join(p).display()
            )));
        }
    }
    std::fs::create_dir_all(dir).map_err(|e| Fail::io(format!("{}: {e}", dir.display())))?;
    for (p, page) in &pages {
        io::write_atomic(&dir.join(p), page).map_err(Fail::io)?;
    }
    eprintln!("wrote {} manual pages to {}", pages.len(), dir.display());
    Ok(0)
}
