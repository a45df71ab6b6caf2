//! Compute shaders: a dispatch of thread groups, run group after group
//! (x fastest, then y, then z); within a group, threads in the order of
//! their flattened id, each running until it reaches a barrier
//! (`sync_*_t`) or its end, then the next, round after round, so every
//! thread passes a barrier only when all have reached it.

use super::exec::{Done, Machine, Prepared};
use crate::run::json::Input;
use crate::run::mem::Memory;
use crate::run::{err, RunError};
use serde_json::{Map, Value};
use std::cell::RefCell;
use std::rc::Rc;

/// Runs a compute shader on the JSON input; prints the UAVs.
pub fn run_cs(p: &Prepared, inp: &Input, max_steps: u64) -> Result<Value, RunError> {
    let [tx, ty, tz] = p.thread_group;
    let threads = tx as u64 * ty as u64 * tz as u64;
    if threads == 0 {
        return err("the shader has no dcl_thread_group");
    }
    if threads > 1024 {
        return err(format!(
            "dcl_thread_group {tx}, {ty}, {tz}: more than 1024 threads"
        ));
    }
    let [gx, gy, gz] = inp.dispatch.unwrap_or([1, 1, 1]);
    let groups = gx as u64 * gy as u64 * gz as u64;
    if groups * threads > 1 << 24 {
        return err("the dispatch has more than 16M threads");
    }
    let mem = Rc::new(RefCell::new(Memory::read(
        p.prog,
        inp.resources.as_ref(),
        inp.samplers.as_ref(),
    )?));
    let mut m: Vec<Machine> = (0..threads)
        .map(|_| {
            let mut x = Machine::new(p, &inp.constants, max_steps);
            x.mem = Some(mem.clone());
            x.bindings = inp.interfaces.clone();
            x
        })
        .collect();
    for z in 0..gz {
        for y in 0..gy {
            for x in 0..gx {
                mem.borrow_mut().clear_shared();
                for (i, t) in m.iter_mut().enumerate() {
                    let i = i as u32;
                    let local = [i % tx, (i / tx) % ty, i / (tx * ty)];
                    t.reset();
                    t.cs_ids = [
                        [x * tx + local[0], y * ty + local[1], z * tz + local[2], 0],
                        [x, y, z, 0],
                        [local[0], local[1], local[2], 0],
                        [i; 4],
                    ];
                    let id = &t.cs_ids;
                    t.trace = crate::run::trace::select(&[
                        ("thread", &id[0][..3]),
                        ("group", &id[1][..3]),
                    ]);
                }
                let mut done = vec![false; m.len()];
                while done.iter().any(|d| !d) {
                    for (i, t) in m.iter_mut().enumerate() {
                        if done[i] {
                            continue;
                        }
                        let r = t.execute().map_err(|e| {
                            RunError::new(format!(
                                "group ({x}, {y}, {z}) thread {:?}: {e}",
                                &t.cs_ids[2][..3]
                            ))
                        })?;
                        match r {
                            Done::Barrier => {}
                            Done::Deriv => {
                                return err("a derivative instruction in a compute shader")
                            }
                            _ => done[i] = true,
                        }
                    }
                }
            }
        }
    }
    let mut o = Map::new();
    o.insert("uavs".into(), mem.borrow().print_uavs());
    Ok(Value::Object(o))
}
