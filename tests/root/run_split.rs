//! Batches whose lanes disagree at an `if`, a loop or a switch
//! (docs/run.md): both parts of an `if` run, each writing only its own
//! lanes' registers, memory and emits, and the lanes meet again at the
//! `endif`; a switch's cases run in order with their lanes, a `callc` with
//! the lanes that call; lanes that leave a block early (`break`,
//! `continue`, `ret`) wait until the others get where they go on. Every
//! run is checked against the scalar machine and against the program's
//! math written here, and each lane's steps against its steps alone.

use dxsm::run::{
    load, load_sm4, run_dispatch, run_primitives, run_quads, run_vertices, run_within, Constants,
    Mode, Prepared, Resources, VertexOutputs, DEFAULT_MAX_STEPS,
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

/// Vertex shader `text` run on `verts` in batches only (an error where
/// any batch cannot run as one), checked against one vertex at a time.
fn batched(text: &str, verts: &[Vec<[u32; 4]>]) -> VertexOutputs {
    let prog = program(text);
    let p = Prepared::new(&prog).unwrap();
    let cb = Constants::new();
    let batch = run_vertices(&p, &cb, verts, DEFAULT_MAX_STEPS, Mode::BatchOnly).unwrap();
    let scalar = run_vertices(&p, &cb, verts, DEFAULT_MAX_STEPS, Mode::Scalar).unwrap();
    assert_eq!(batch, scalar, "{text}");
    batch
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
    let verts = inputs(200, 0);
    let batch = batched(NESTED, &verts);
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
/// around such an `if` (in a program that ends without `ret`): the lanes
/// that leave wait (the ended ones for good, the broken ones after the
/// loop) while the others run on, all in the batch.
#[test]
fn lanes_leaving_a_split_if_wait_in_the_batch() {
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
    let verts = inputs(100, 0);
    for (text, name) in [(ret, "ret"), (brk, "break")] {
        let batch = batched(text, &verts);
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
            assert_eq!(batch.vertex(i)[0], want.map(f32::to_bits), "{name} {i}");
        }
    }
}

/// Loops whose lanes take different numbers of rounds, with a `continuec`
/// some lanes take: lane i counts to `v0.x` (its own), adding to `.y` in
/// rounds whose number plus `v0.z` is even; `.w` counts the rounds begun. `.z`: an inner loop
/// per round that some lanes leave early, and a `retc` some lanes take
/// inside both loops.
const ROUNDS: &str = "vs_4_0
dcl_input v0.xyzw
dcl_output o0.xyzw
dcl_temps 3
mov r0.xyzw, l(0,0,0,0)
loop
  iadd r0.w, r0.w, l(1)
  uge r1.x, r0.x, v0.x
  breakc_nz r1.x
  iadd r0.x, r0.x, l(1)
  mov r2.x, l(0)
  loop
    uge r1.y, r2.x, r0.x
    breakc_nz r1.y
    iadd r2.x, r2.x, l(1)
    iadd r0.z, r0.z, l(1)
    ieq r1.z, r0.z, v0.y
    retc_nz r1.z
    ieq r1.w, r2.x, l(2)
    breakc_nz r1.w
  endloop
  iadd r1.x, r0.x, v0.z
  and r1.x, r1.x, l(1)
  continuec_nz r1.x
  iadd r0.y, r0.y, l(1)
endloop
mov o0.xyzw, r0.xyzw
ret
";

/// What `ROUNDS` leaves in `o0` for `n` = `v0.x`, `stop` = `v0.y`,
/// `odd` = `v0.z`, and
/// the steps it takes (as the scalar machine counts them), or `None` for
/// `o0` when the `retc` ends it first (`o0` is then never written).
fn rounds([n, stop, odd, _]: [u32; 4]) -> (Option<[u32; 4]>, u64) {
    let (mut x, mut y, mut z, mut w) = (0u32, 0u32, 0u32, 0u32);
    // mov, loop
    let mut steps = 2;
    loop {
        w += 1;
        steps += 3; // iadd, uge, breakc
        if x >= n {
            break;
        }
        x += 1;
        steps += 3; // iadd, mov, loop
        let mut k = 0;
        loop {
            steps += 2; // uge, breakc
            if k >= x {
                break;
            }
            k += 1;
            z += 1;
            steps += 4; // iadd, iadd, ieq, retc
            if z == stop {
                return (None, steps);
            }
            steps += 2; // ieq, breakc
            if k == 2 {
                break;
            }
            steps += 1; // endloop
        }
        steps += 3; // iadd, and, continuec
        if (x + odd) & 1 == 1 {
            continue;
        }
        y += 1;
        steps += 2; // iadd, endloop
    }
    (Some([x, y, z, w]), steps + 2) // mov, ret
}

/// The inputs of `ROUNDS`: lane i counts to `i % 7`, one lane in five
/// stops at its third inner round, and lanes continue in odd or even
/// rounds by `i / 3`.
fn round_inputs(n: usize) -> Vec<Vec<[u32; 4]>> {
    (0..n)
        .map(|i| {
            let stop = if i % 5 == 0 { 3 } else { 0 };
            vec![[(i % 7) as u32, stop, (i / 3 % 2) as u32, 0]]
        })
        .collect()
}

/// A register's components as JSON bits (numbers would be floats).
fn bits(v: &[u32]) -> Vec<String> {
    v.iter().map(|x| format!("0x{x:x}")).collect()
}

#[test]
fn loops_whose_lanes_disagree_run_in_the_batch() {
    let verts = round_inputs(200);
    let batch = batched(ROUNDS, &verts);
    let mut ended = 0;
    for (i, v) in verts.iter().enumerate() {
        let (want, _) = rounds(v[0]);
        match want {
            Some(w) => assert_eq!(batch.vertex(i)[0], w, "vertex {i}"),
            None => ended += 1,
        }
    }
    // Some lanes end at the `retc`, most do not.
    assert!(ended > 10 && ended < 100, "{ended}");
}

/// Lanes of a loop are charged their own rounds: the first batch's lanes
/// take 0 to 6 rounds, batches 2 and 3 none; the run fits a total one
/// step above the first two batches' steps, not one exactly at it.
#[test]
fn loop_batches_charge_each_lanes_own_rounds() {
    let s = load(ROUNDS.as_bytes()).unwrap();
    // The step count of `rounds` is the scalar machine's.
    for v in [[0, 0, 0, 0], [3, 0, 0, 0], [6, 0, 1, 0], [5, 3, 0, 0]] {
        let one = json!({"vertices": [{"v0": bits(&v)}]});
        let (_, steps) = rounds(v);
        assert!(run_within(&s, &one, steps, u64::MAX).is_ok(), "{v:?}");
        let e = run_within(&s, &one, steps - 1, u64::MAX).unwrap_err();
        assert!(e.to_string().contains("--max-steps"), "{e}");
    }
    let mut verts = round_inputs(64);
    verts.extend((0..128).map(|_| vec![[0, 0, 0, 0]]));
    let two_batches: u64 = verts[..128].iter().map(|v| rounds(v[0]).1).sum();
    let list: Vec<_> = verts.iter().map(|v| json!({"v0": bits(&v[0])})).collect();
    fits_two_batches(&s, &json!({ "vertices": list }), two_batches);
}

/// A `retc` some lanes take inside a subroutine (inside a loop there),
/// and a call some lanes make: the lanes that return wait after the call
/// for the others, the lanes that do not call wait there, all in the
/// batch.
const SUB: &str = "vs_4_0
dcl_input v0.xyzw
dcl_output o0.xyzw
dcl_temps 2
mov o0.xyzw, v0.xyzw
mov r1.x, l(0)
call label1
mov o0.y, l(6.000000)
ret
label label1
loop
  iadd r1.x, r1.x, l(1)
  lt r0.x, v0.x, l(0.500000)
  retc_nz r0.x
  uge r0.y, r1.x, l(3)
  breakc_nz r0.y
endloop
mov o0.x, l(5.000000)
utof o0.w, r1.x
ret
";

const CALLC: &str = "vs_4_0
dcl_input v0.xyzw
dcl_output o0.xyzw
dcl_temps 1
mov o0.xyzw, v0.xyzw
lt r0.x, v0.x, l(0.500000)
callc_nz r0.x, label1
mov o0.y, l(6.000000)
ret
label label1
mov o0.x, l(5.000000)
ret
";

#[test]
fn lanes_parting_in_a_subroutine_wait_in_the_batch() {
    let verts = inputs(100, 0);
    for (text, name) in [(SUB, "retc"), (CALLC, "callc")] {
        let batch = batched(text, &verts);
        for (i, v) in verts.iter().enumerate() {
            let v = v[0].map(f32::from_bits);
            let mut want = v;
            want[1] = 6.0;
            let low = v[0] < 0.5;
            if name == "callc" && low {
                want[0] = 5.0;
            }
            if name == "retc" && !low {
                // Three rounds, then on after the loop.
                want[0] = 5.0;
                want[3] = 3.0;
            }
            assert_eq!(batch.vertex(i)[0], want.map(f32::to_bits), "{name} {i}");
        }
    }
}

/// The words of `u0` after `groups` thread groups (along x) of compute
/// shader `cs` on `resources`, the same batched and thread after thread.
fn u0_batched_and_one_at_a_time(cs: &str, resources: serde_json::Value, groups: u32) -> Vec<u32> {
    let prog = program(cs);
    let p = Prepared::new(&prog).unwrap();
    let cb = Constants::new();
    let mut outs = Vec::new();
    for mode in [Mode::BatchOnly, Mode::Scalar] {
        let mut r = Resources::read(&p, &resources).unwrap();
        run_dispatch(&p, &cb, &mut r, [groups, 1, 1], DEFAULT_MAX_STEPS, mode).unwrap();
        outs.push(r.uav_words(0).unwrap().to_vec());
    }
    assert_eq!(outs[0], outs[1], "batched, then thread after thread");
    outs.swap_remove(0)
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
    let n = 192;
    let u0 =
        u0_batched_and_one_at_a_time(cs, json!({"u0": {"words": vec![0xdead_beef_u32; n]}}), 3);
    for (i, w) in u0.iter().enumerate() {
        let want = match i % 4 {
            1 | 3 => 10 * i as u32,
            2 => 7,
            _ => 0xdead_beef,
        };
        assert_eq!(*w, want, "word {i}");
    }
}

/// Batched loads and stores of raw and structured buffers make what the
/// thread-after-thread machine makes: swizzled loads, reads past the end of
/// `t#` (0), whole-register stores four lanes at a time, and the last
/// lanes' stores that reach past the end of the UAV (only the words
/// inside are written).
#[test]
fn batched_buffer_loads_and_stores_match_threads_one_at_a_time() {
    let cs = "cs_5_0
dcl_globalFlags refactoringAllowed
dcl_resource_raw t0
dcl_resource_structured t1, 12
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 3
dcl_thread_group 64, 1, 1
ishl r0.x, vThreadID.x, l(2)
ld_raw r1.xyzw, r0.x, t0.yzxw
ld_structured r2.xyz, vThreadID.x, l(0), t1.zxyy
iadd r1.xyzw, r1.xyzw, r2.xyzx
ishl r0.y, vThreadID.x, l(4)
store_raw u0.xyzw, r0.y, r1.xyzw
ret
";
    let t0: Vec<u32> = (0..100).map(|i| 1000 + i).collect();
    let t1: Vec<u32> = (0..300).map(|i| 1_000_000 * i).collect();
    // 192 threads, four words each, the last thread two words short.
    let u0 = u0_batched_and_one_at_a_time(
        cs,
        json!({
            "t0": {"words": t0},
            "t1": {"words": t1},
            "u0": {"words": vec![0xdead_beef_u32; 4 * 192 - 2]},
        }),
        3,
    );
    // Thread 0: t0 words 1, 2, 0, 3 plus t1 words 2, 0, 1, 2 (element 0,
    // .zxyy, then .xyzx of that).
    assert_eq!(
        u0[..4],
        [1001 + 2_000_000, 1002, 1000 + 1_000_000, 1003 + 2_000_000]
    );
    // Thread 99 reads t0 words 100, 101 (past the end: 0), 99, 102 (0);
    // t1's last element.
    let want99 = [299_000_000, 297_000_000, 1099 + 298_000_000, 299_000_000];
    assert_eq!(u0[4 * 99..4 * 100], want99);
    // Thread 150 reads past the end of both: zeros, written.
    assert_eq!(u0[4 * 150..4 * 151], [0; 4]);
    // The last thread writes its two words inside.
    assert_eq!(u0[4 * 191..], [0, 0]);
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
    // Charging both parts to every lane of batch 1 (22 steps a lane)
    // would spend the total before batch 3.
    fits_two_batches(&s, &input, 2 * 64 * 13);
}

/// A run of three batches fits a total one step above `two_batches` (the
/// third starts with a step left), not one exactly at it.
fn fits_two_batches(s: &dxsm::run::Shader, input: &serde_json::Value, two_batches: u64) {
    let ok = run_within(s, input, DEFAULT_MAX_STEPS, two_batches + 1);
    assert!(ok.is_ok(), "{ok:?}");
    let e = run_within(s, input, DEFAULT_MAX_STEPS, two_batches).unwrap_err();
    assert!(e.to_string().contains("--max-total-steps"), "{e}");
}

/// A geometry shader whose lanes part: each point emits `floor(8 x)`
/// vertices (a loop of its own length, `dcl_maxout 4` dropping the rest),
/// cuts after rounds 2 and 3, and writes `o1` only when `y < 0.5`, so
/// lanes of one batch disagree on what an emit leaves unwritten. Every
/// lane's strips, values and warnings are those of its invocation run
/// alone.
#[test]
fn geometry_lanes_part_and_emit_their_own_vertices() {
    let gs = "gs_4_0
dcl_input v[1][0].xyzw
dcl_temps 2
dcl_inputprimitive point
dcl_outputtopology linestrip
dcl_output o0.xyzw
dcl_output o1.xyzw
dcl_maxout 4
mov r0.x, l(0)
mul r1.x, v[0][0].x, l(8.000000)
ftou r1.x, r1.x
lt r1.y, v[0][0].y, l(0.500000)
loop
  uge r0.y, r0.x, r1.x
  breakc_nz r0.y
  utof r0.z, r0.x
  mov o0.xyz, v[0][0].xyzx
  mov o0.w, r0.z
  if_nz r1.y
    mov o1.xyzw, l(1.000000, 2.000000, 3.000000, 4.000000)
  endif
  emit
  and r0.w, r0.x, l(2)
  if_nz r0.w
    cut
  endif
  iadd r0.x, r0.x, l(1)
endloop
ret
";
    let prog = program(gs);
    let p = Prepared::new(&prog).unwrap();
    let cb = Constants::new();
    let mut prims: Vec<Vec<Vec<[u32; 4]>>> = inputs(150, 0).into_iter().map(|v| vec![v]).collect();
    // Each batch's first lane emits 2 vertices with o1 written: it warns
    // of nothing, so only the parted events tell that the others differ.
    for k in [0, 64, 128] {
        prims[k][0][0] = [0.3f32, 0.2, 0.5, 1.0].map(f32::to_bits);
    }
    let batch = run_primitives(&p, &cb, &prims, DEFAULT_MAX_STEPS, Mode::BatchOnly).unwrap();
    let scalar = run_primitives(&p, &cb, &prims, DEFAULT_MAX_STEPS, Mode::Scalar).unwrap();
    assert_eq!(batch, scalar);
    // Per point: its emits kept (at most 4), each warning when o1 is
    // unwritten; the rest dropped, one warning.
    let (mut unwritten, mut dropped, mut kept) = (0, 0, 0);
    for v in &prims {
        let [x, y, ..] = v[0][0].map(f32::from_bits);
        let n = (x * 8.0) as usize;
        kept += n.min(4);
        if y >= 0.5 {
            unwritten += n.min(4);
        }
        dropped += usize::from(n > 4);
    }
    let count = |what: &str| batch.warnings.iter().filter(|w| w.contains(what)).count();
    assert_eq!(count("o1 not written"), unwritten);
    assert_eq!(count("dropped"), dropped);
    assert!(unwritten > 20 && dropped > 20, "{unwritten} {dropped}");
    // Strips of one vertex are discarded: those kept hold two or more.
    let (_, s) = &batch.streams[0];
    assert!(s.strips.iter().all(|st| st.len >= 2));
    let emitted: usize = s.strips.iter().map(|st| st.len).sum();
    assert!(emitted <= kept && emitted > kept / 2, "{emitted} of {kept}");
    // Each strip's vertices are its point's, numbered by round.
    for st in &s.strips {
        let v = prims[st.primitive as usize][0][0];
        for k in st.start..st.start + st.len {
            let o0 = s.data[k * s.regs];
            assert_eq!(o0[..3], v[..3], "strip of primitive {}", st.primitive);
        }
    }
}

/// A switch whose lanes take different cases: a case falling through into
/// the next, a `breakc` some lanes of a case take, a `case` label falling
/// into `default`, selectors no case names, and `default` running into the
/// `endswitch` (where the lanes that took a `break` join).
const CASES: &str = "vs_4_0
dcl_input v0.xyzw
dcl_output o0.xyzw
dcl_temps 2
mov r0.xyzw, l(0,0,0,0)
switch v0.x
  case l(0)
    mov r0.x, l(10)
    break
  case l(1)
    iadd r0.y, r0.y, l(1)
  case l(2)
    iadd r0.y, r0.y, l(2)
    ieq r1.y, v0.y, l(0)
    breakc_nz r1.y
    iadd r0.z, r0.z, l(4)
    break
  case l(4)
  default
    mov r0.w, l(7)
endswitch
iadd r0.x, r0.x, l(100)
mov o0.xyzw, r0.xyzw
ret
";

/// What `CASES` computes for `v0` = (`sel`, `y`, ..).
fn cases([sel, y, ..]: [u32; 4]) -> [u32; 4] {
    let mut r = [0u32; 4];
    match sel {
        0 => r[0] = 10,
        1 | 2 => {
            r[1] = if sel == 1 { 3 } else { 2 };
            if y != 0 {
                r[2] = 4;
            }
        }
        _ => r[3] = 7,
    }
    r[0] += 100;
    r
}

/// Lane i: selector `i % 6`, and a `breakc` taken in one lane of three.
fn case_inputs(n: usize) -> Vec<Vec<[u32; 4]>> {
    (0..n)
        .map(|i| vec![[(i % 6) as u32, u32::from(i % 3 != 0), 0, 0]])
        .collect()
}

/// The steps one invocation takes alone on `v0` (the least `--max-steps`
/// it runs within).
fn steps_alone(s: &dxsm::run::Shader, v0: [u32; 4]) -> u64 {
    let one = json!({"vertices": [{"v0": bits(&v0)}]});
    let (mut lo, mut hi) = (1u64, 10_000u64);
    while lo < hi {
        let mid = (lo + hi) / 2;
        if run_within(s, &one, mid, u64::MAX).is_ok() {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    lo
}

#[test]
fn switches_whose_lanes_disagree_run_in_the_batch() {
    let verts = case_inputs(200);
    let batch = batched(CASES, &verts);
    for (i, v) in verts.iter().enumerate() {
        assert_eq!(batch.vertex(i)[0], cases(v[0]), "vertex {i} {:?}", v[0]);
    }
    charges_each_lane_alone(CASES, case_inputs(64));
}

/// Lanes of a subroutine some lanes call, or leave early, are charged
/// their own steps.
#[test]
fn subroutine_batches_charge_each_lanes_own_steps() {
    for text in [SUB, CALLC] {
        charges_each_lane_alone(text, inputs(64, 0));
    }
}

/// Each lane of a batch is charged the steps it takes alone: `first` (a
/// batch whose lanes part), then a batch of its first lane's input, run
/// within a total one step above the two batches' steps (a third batch
/// starts), not one exactly at it.
fn charges_each_lane_alone(text: &str, first: Vec<Vec<[u32; 4]>>) {
    let s = load(text.as_bytes()).unwrap();
    let mut verts = first;
    let one = verts[0].clone();
    verts.extend((0..128).map(|_| one.clone()));
    let two_batches: u64 = verts[..128].iter().map(|v| steps_alone(&s, v[0])).sum();
    let list: Vec<_> = verts.iter().map(|v| json!({"v0": bits(&v[0])})).collect();
    fits_two_batches(&s, &json!({ "vertices": list }), two_batches);
}

/// Sampling with an explicit level in a part of a split `if` samples for
/// that part's lanes only (the others' coordinates are never used): odd
/// threads read texel `i % 8` of an 8×1 texture (point filtering at the
/// texel's centre), even threads keep `i + 1000`.
#[test]
fn explicit_level_samples_in_split_ifs_take_their_lanes_only() {
    let cs = "cs_5_0
dcl_globalFlags refactoringAllowed
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 2
dcl_thread_group 64, 1, 1
iadd r1.x, vThreadID.x, l(1000)
ishl r0.x, vThreadID.x, l(2)
and r0.y, vThreadID.x, l(1)
if_nz r0.y
  and r0.z, vThreadID.x, l(7)
  utof r0.z, r0.z
  add r0.z, r0.z, l(0.500000)
  mul r0.z, r0.z, l(0.125000)
  mov r0.w, l(0.500000)
  sample_l r1.xyzw, r0.zwzz, t0.xyzw, s0, l(0.000000)
endif
store_raw u0.x, r0.x, r1.x
ret
";
    let n = 128;
    let texels: Vec<[f64; 4]> = (0..8).map(|k| [k as f64 / 8.0, 0.0, 0.0, 1.0]).collect();
    let res = json!({
        "t0": {"width": 8, "height": 1, "data": texels},
        "u0": {"words": vec![0u32; n]}
    });
    let u0 = u0_batched_and_one_at_a_time(cs, res, 2);
    for (i, w) in u0.iter().enumerate() {
        let want = if i % 2 == 1 {
            ((i % 8) as f32 / 8.0).to_bits()
        } else {
            i as u32 + 1000
        };
        assert_eq!(*w, want, "thread {i}");
    }
}
