//! Batches whose lanes disagree at an `if` (docs/run.md): both parts run,
//! each writing only its own lanes' registers and memory, and the lanes
//! meet again at the `endif`; what would leave an `if` with only some of
//! its lanes (a `ret`, a `break` out of a loop around it) runs one
//! invocation at a time. Every run is checked against the scalar machine
//! and against the program's math written here.

use dxsm::run::{
    load, load_sm4, run_dispatch, run_quads, run_vertices, run_within, Constants, Mode, Prepared,
    Resources, DEFAULT_MAX_STEPS,
};
use serde_json::json;

/// `n` values spread over [0, 1) in a scrambled order (neighbouring lanes
/// take different parts).
fn spread(n: usize, salt: u64) -> Vec<f32> {
    // xorshift64, one stream per salt.
    let mut x = 0x2545_f491_4f6c_dd1d ^ salt.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 40) as f32 / (1u64 << 24) as f32
        })
        .collect()
}

/// Vertices (or pixels) with `v{reg}` = (x, y, z, w) of the spread.
fn inputs(n: usize, reg: usize) -> Vec<Vec<[u32; 4]>> {
    let (x, y, z) = (spread(n, 1), spread(n, 2), spread(n, 3));
    (0..n)
        .map(|i| {
            let mut regs = vec![[0; 4]; reg + 1];
            regs[reg] = [x[i], y[i], z[i], 0.75].map(f32::to_bits);
            regs
        })
        .collect()
}

fn program(text: &str) -> dxsm::sm4::ir::Program {
    load_sm4(text.as_bytes()).unwrap()
}

/// Two levels of `if`, an `else` with a loop inside it.
const NESTED: &str = "vs_4_0
dcl_input v0.xyzw
dcl_output o0.xyzw
dcl_temps 2
lt r0.x, v0.x, l(0.500000)
mov r1.xyzw, v0.xyzw
if_nz r0.x
  mul r1.xyzw, v0.xyzw, l(2.000000, 2.000000, 2.000000, 2.000000)
  lt r0.y, v0.y, l(0.250000)
  if_z r0.y
    add r1.x, r1.x, l(1.000000)
  else
    mov r1.y, l(7.000000)
  endif
else
  mov r0.w, l(0)
  loop
    uge r0.z, r0.w, l(3)
    breakc_nz r0.z
    add r1.z, r1.z, l(0.500000)
    iadd r0.w, r0.w, l(1)
  endloop
  mov r1.w, l(-1.000000)
endif
mov o0.xyzw, r1.xyzw
ret
";

/// What `NESTED` computes.
fn nested(v: [f32; 4]) -> [f32; 4] {
    if v[0] < 0.5 {
        let mut r = v.map(|x| x * 2.0);
        if v[1] < 0.25 {
            r[1] = 7.0;
        } else {
            r[0] += 1.0;
        }
        r
    } else {
        let mut r = v;
        for _ in 0..3 {
            r[2] += 0.5;
        }
        r[3] = -1.0;
        r
    }
}

#[test]
fn split_ifs_run_both_parts_in_the_batch() {
    let prog = program(NESTED);
    let p = Prepared::new(&prog).unwrap();
    let verts = inputs(200, 0);
    let cb = Constants::new();
    // Batch-only fails where any batch cannot run as one.
    let batch = run_vertices(&p, &cb, &verts, DEFAULT_MAX_STEPS, Mode::BatchOnly).unwrap();
    let scalar = run_vertices(&p, &cb, &verts, DEFAULT_MAX_STEPS, Mode::Scalar).unwrap();
    assert_eq!(batch, scalar);
    let mut parts = [0; 3];
    for (i, v) in verts.iter().enumerate() {
        let v = v[0].map(f32::from_bits);
        let want = nested(v).map(f32::to_bits);
        assert_eq!(batch.vertex(i)[0], want, "vertex {i} {v:?}");
        parts[usize::from(v[0] < 0.5) + usize::from(v[0] < 0.5 && v[1] < 0.25)] += 1;
    }
    // Every part taken, by lanes of the same batches.
    assert!(parts.iter().all(|n| *n > 10), "{parts:?}");
}

/// A `ret` inside an `if` some lanes take, and a `break` out of a loop
/// around such an `if` (in a program that ends without `ret`, so that
/// nothing later stops the batch): those batches run one invocation at a
/// time, with the same result.
#[test]
fn leaving_a_split_if_runs_one_at_a_time() {
    let ret = "vs_4_0
dcl_input v0.xyzw
dcl_output o0.xyzw
dcl_temps 1
mov o0.xyzw, v0.xyzw
lt r0.x, v0.x, l(0.500000)
if_nz r0.x
  mov o0.x, l(5.000000)
  ret
endif
mov o0.y, l(6.000000)
ret
";
    let brk = "vs_4_0
dcl_input v0.xyzw
dcl_output o0.xyzw
dcl_temps 1
mov o0.xyzw, v0.xyzw
mov r0.y, l(0)
loop
  lt r0.x, v0.x, l(0.500000)
  if_nz r0.x
    mov o0.x, l(5.000000)
    break
  endif
  iadd r0.y, r0.y, l(1)
  uge r0.z, r0.y, l(2)
  breakc_nz r0.z
endloop
mov o0.y, l(6.000000)
";
    let cb = Constants::new();
    let verts = inputs(100, 0);
    for (text, name) in [(ret, "ret"), (brk, "break")] {
        let prog = program(text);
        let p = Prepared::new(&prog).unwrap();
        let e = run_vertices(&p, &cb, &verts, DEFAULT_MAX_STEPS, Mode::BatchOnly).unwrap_err();
        assert!(e.to_string().contains("Divergent"), "{name}: {e}");
        let batched = run_vertices(&p, &cb, &verts, DEFAULT_MAX_STEPS, Mode::Batch).unwrap();
        let scalar = run_vertices(&p, &cb, &verts, DEFAULT_MAX_STEPS, Mode::Scalar).unwrap();
        assert_eq!(batched, scalar, "{name}");
        for (i, v) in verts.iter().enumerate() {
            let v = v[0].map(f32::from_bits);
            let mut want = v;
            if v[0] < 0.5 {
                want[0] = 5.0;
                // `ret` ends there; `break` goes on after the loop.
                if name == "break" {
                    want[1] = 6.0;
                }
            } else {
                want[1] = 6.0;
            }
            assert_eq!(batched.vertex(i)[0], want.map(f32::to_bits), "{name} {i}");
        }
    }
}

/// UAV stores in the parts of a split `if` write only their lanes' words.
#[test]
fn stores_in_split_ifs_write_their_lanes_only() {
    let cs = "cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 2
dcl_thread_group 64, 1, 1
ishl r0.x, vThreadID.x, l(2)
and r0.y, vThreadID.x, l(1)
if_nz r0.y
  imul null, r1.x, vThreadID.x, l(10)
  store_raw u0.x, r0.x, r1.x
else
  and r0.z, vThreadID.x, l(2)
  if_nz r0.z
    store_raw u0.x, r0.x, l(7)
  endif
endif
ret
";
    let prog = program(cs);
    let p = Prepared::new(&prog).unwrap();
    let n = 192;
    let res = json!({"u0": {"words": vec![0xdead_beef_u32; n]}});
    let cb = Constants::new();
    let mut outs = Vec::new();
    for mode in [Mode::BatchOnly, Mode::Scalar] {
        let mut r = Resources::read(&p, &res).unwrap();
        run_dispatch(&p, &cb, &mut r, [3, 1, 1], DEFAULT_MAX_STEPS, mode).unwrap();
        outs.push(r.uav_words(0).unwrap().to_vec());
    }
    assert_eq!(outs[0], outs[1]);
    for (i, w) in outs[0].iter().enumerate() {
        let want = match i % 4 {
            1 | 3 => 10 * i as u32,
            2 => 7,
            _ => 0xdead_beef,
        };
        assert_eq!(*w, want, "word {i}");
    }
}

/// `discard` in a part of a split `if` discards that part's pixels only.
#[test]
fn discard_in_a_split_if_takes_its_lanes_only() {
    let ps = "ps_4_0
dcl_input_ps linear v0.xy
dcl_output o0.xyzw
dcl_temps 1
mov o0.xyzw, l(1.000000, 1.000000, 1.000000, 1.000000)
lt r0.x, v0.x, l(0.500000)
lt r0.y, v0.y, l(0.500000)
if_nz r0.x
  discard_nz r0.y
  mov o0.x, l(2.000000)
endif
ret
";
    let prog = program(ps);
    let p = Prepared::new(&prog).unwrap();
    let pixels = inputs(256, 0);
    let cb = Constants::new();
    let batch = run_quads(&p, &cb, &pixels, DEFAULT_MAX_STEPS, Mode::BatchOnly).unwrap();
    let scalar = run_quads(&p, &cb, &pixels, DEFAULT_MAX_STEPS, Mode::Scalar).unwrap();
    assert_eq!(batch, scalar);
    for (i, px) in pixels.iter().enumerate() {
        let [x, y, ..] = px[0].map(f32::from_bits);
        assert_eq!(batch.discarded[i], x < 0.5 && y < 0.5, "pixel {i}");
        let o = f32::from_bits(batch.data[i][0]);
        assert_eq!(o, if x < 0.5 { 2.0 } else { 1.0 }, "pixel {i}");
    }
}

/// Each lane is charged the steps it took (as one invocation alone takes
/// them), not those of both parts: three batches of 64, the first split,
/// run within a total just above the first two batches' steps.
#[test]
fn split_batches_charge_each_lanes_own_steps() {
    let adds = |c: &str| format!("  add r0.{c}, r0.{c}, l(1.000000)\n").repeat(8);
    let vs = format!(
        "vs_4_0\ndcl_input v0.xyzw\ndcl_output o0.xyzw\ndcl_temps 1\nmov r0.xyzw, v0.xyzw\n\
         if_nz v0.x\n{}else\n{}endif\nmov o0.xyzw, r0.xyzw\nret\n",
        adds("x"),
        adds("y")
    );
    let s = load(vs.as_bytes()).unwrap();
    // Either part: mov, if, 8 adds, else (or endif), mov, ret: 13 steps,
    // as the scalar machine counts them (12 is too few for each).
    for x in [0, 1] {
        let one = json!({"vertices": [{"v0": [x, 0, 0, 0]}]});
        assert!(run_within(&s, &one, 13, u64::MAX).is_ok());
        let e = run_within(&s, &one, 12, u64::MAX).unwrap_err();
        assert!(e.to_string().contains("--max-steps"), "{e}");
    }
    // Batch 1 alternates the parts; batches 2 and 3 take the second.
    let verts: Vec<_> = (0..192)
        .map(|i| json!({"v0": [u32::from(i < 64 && i % 2 == 0), 0, 0, 0]}))
        .collect();
    let input = json!({"vertices": verts});
    let two_batches = 2 * 64 * 13;
    // Within the total, batch 3 starts with a step left; with the total
    // exactly spent, it cannot. Charging both parts to every lane of
    // batch 1 (22 steps a lane) would spend it before batch 3.
    let ok = run_within(&s, &input, DEFAULT_MAX_STEPS, two_batches + 1);
    assert!(ok.is_ok(), "{ok:?}");
    let e = run_within(&s, &input, DEFAULT_MAX_STEPS, two_batches).unwrap_err();
    assert!(e.to_string().contains("--max-total-steps"), "{e}");
}
