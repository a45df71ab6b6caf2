//! Class interfaces (shader model 5's dynamic linkage) as HLSL interfaces
//! and classes. The program calls `fcall fpN[a][k]`: call site `k` of
//! interface pointer `N`; the class bound to the pointer's slot at run
//! time picks the body (`label fbM`) its function table gives for that
//! site. In HLSL each interface pointer is a variable of an interface of
//! its own (`interface I0 { void c0(); ... }`, one method per call site),
//! and each class of the reflection data (IFCE) a class implementing it,
//! its method `ck` the body its table gives for site `k`. The bodies share
//! the registers with the program, as subroutines do: the registers are
//! globals.
//!
//! A body reads its object's data through `this[slot]`: the constant
//! buffer and the offset in it (`mov r2.xy, this[0].yx`, then
//! `cb[r2.y][r2.x + k]`). [`rewrite`] turns each such read into a read of
//! member `m{k}` (register `k` of the object; [`MEMBER`]) and drops the
//! moves; the class declares `uint4 m0 ...`, its registers of object data
//! after its base class's. Anything else read from `this` (a texture or a
//! sampler of the object) or a register holding it used otherwise is
//! refused.
//!
//! The classes are declared before the constant buffers (which may hold
//! instances of them), their methods' code after the registers. Each
//! class derives from another where its stride needs it (see
//! [`inherit`]). Microsoft's compiler numbers the class types of an
//! interface in the reverse of their declaration order: the classes are
//! declared so that the numbers come out as the original's (same type IDs
//! and function tables), which `dxsm compare` relies on when it binds a
//! table.

use super::error::{whole, HlslError};
use crate::dxbc::ifce::Ifce;
use crate::dxbc::rdef::Rdef;
use crate::sm4::ir::{Components, Program, Selection};
use crate::sm4::names::operand as ty;
use crate::sm4::table::Opcode;
use std::collections::{BTreeMap, HashMap};
use std::fmt::Write;

use super::operand::MEMBER;

/// An interface pointer: `dcl_interface fpN[array][sites]`.
#[derive(Clone, Debug)]
pub struct Pointer {
    /// Its number `N` (its first slot).
    pub fp: u32,
    /// Array size (slots).
    pub array: u32,
    /// Call sites (methods).
    pub sites: u32,
    /// The interface (group) it is a variable of.
    pub group: usize,
}

/// A class: its name, its interface, its constant-buffer stride, and the
/// function body of each call site of each pointer of its interface.
#[derive(Clone, Debug)]
pub struct Class {
    /// Its name (the reflection data's).
    pub name: String,
    /// The interface it implements.
    pub group: usize,
    /// Registers of object data.
    pub stride: u16,
    /// (pointer, call site, body `fbM`) of each method.
    pub bodies: Vec<(u32, u32, u32)>,
    /// Its type ID (the reflection data's).
    pub id: u16,
    /// The class it derives from (an index into [`Linkage::classes`]).
    pub parent: Option<usize>,
    /// Registers of object data it declares, its parent's included.
    pub regs: u16,
    /// For each of `bodies`, whether the class defines that method itself
    /// (otherwise it inherits its parent's, the same code).
    pub own: Vec<bool>,
}

/// The program's class linkage.
#[derive(Clone, Debug, Default)]
pub struct Linkage {
    /// Interface pointers by number.
    pub pointers: Vec<Pointer>,
    /// Interfaces: the pointers of each (pointers whose slots take the
    /// same classes share one).
    pub groups: Vec<Vec<u32>>,
    /// Classes in declaration order.
    pub classes: Vec<Class>,
    /// Where each function body's code starts (after its `label`).
    pub labels: BTreeMap<u32, usize>,
}

/// The method of call site `k` of pointer `fp`: `ck`, or `c{fp}_k` when
/// the pointer shares its interface with others.
fn method_name(shared: bool, fp: u32, k: u32) -> String {
    if shared {
        format!("c{fp}_{k}")
    } else {
        format!("c{k}")
    }
}

/// An `fcall`'s method on pointer `fp`, site `k`, as written: the method
/// name and whether the pointer is an array. Set while a program with
/// interfaces is written ([`Linkage::interfaces`]).
pub fn call(fp: u32, k: u32) -> Option<(String, bool)> {
    POINTERS.with(|c| {
        c.borrow()
            .iter()
            .find(|(n, ..)| *n == fp)
            .map(|&(_, array, shared)| (method_name(shared, fp, k), array))
    })
}

thread_local! {
    /// (pointer, is an array, shares its interface) of the program being
    /// written.
    static POINTERS: std::cell::RefCell<Vec<(u32, bool, bool)>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The class linkage of `p` from the reflection data `ifce`; `None` when
/// the program has no interface.
pub fn linkage(
    p: &Program,
    ifce: Option<&Ifce>,
    rdef: Option<&Rdef>,
) -> Result<Option<Linkage>, HlslError> {
    POINTERS.with(|c| c.borrow_mut().clear());
    let mut tables: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
    let mut pointers: Vec<(Pointer, Vec<u32>)> = Vec::new();
    let mut labels = BTreeMap::new();
    for (at, ins) in p.instructions.iter().enumerate() {
        match ins.opcode {
            Opcode::DclFunctionTable => {
                if let Some((id, bodies)) = ins.function_table_parts() {
                    tables.insert(id, bodies.to_vec());
                }
            }
            Opcode::DclInterface => {
                if let Some(f) = ins.interface_parts() {
                    let ptr = Pointer {
                        fp: f.fp,
                        array: f.array,
                        sites: f.sites,
                        group: 0,
                    };
                    pointers.push((ptr, f.tables.to_vec()));
                }
            }
            Opcode::Label => {
                if let Some(o) = ins.operands.first().filter(|o| o.ty == ty::FUNCTION_BODY) {
                    if let Some(x) = o.indices.first() {
                        labels.insert(x.imm as u32, at + 1);
                    }
                }
            }
            _ => {}
        }
    }
    if pointers.is_empty() {
        return Ok(None);
    }
    let Some(ifce) = ifce else {
        return Err(whole(
            "class interfaces without the reflection data's class types (a stripped container) are not decompiled",
        ));
    };
    pointers.sort_by_key(|(p, _)| p.fp);
    if ifce.slots.len() != pointers.len() {
        return Err(whole(format!(
            "class interfaces: {} interface pointers and {} slot records in the reflection data",
            pointers.len(),
            ifce.slots.len()
        )));
    }
    // Pointers whose slots take the same class types share an interface.
    let mut groups: Vec<(Vec<u16>, Vec<u32>)> = Vec::new();
    for (rec, (ptr, allowed)) in ifce.slots.iter().zip(pointers.iter_mut()) {
        if rec.span != ptr.array.max(1) {
            return Err(whole(format!(
                "class interfaces: fp{} spans {} slots; its slot record {}",
                ptr.fp, ptr.array, rec.span
            )));
        }
        if let Some(t) = rec.table_ids.iter().find(|t| !allowed.contains(t)) {
            return Err(whole(format!(
                "class interfaces: table ft{t} is not one fp{} takes",
                ptr.fp
            )));
        }
        let mut types = rec.type_ids.clone();
        types.sort_unstable();
        ptr.group = match groups.iter().position(|(t, _)| *t == types) {
            Some(g) => g,
            None => {
                if let Some((_, _)) = groups
                    .iter()
                    .find(|(t, _)| t.iter().any(|x| types.contains(x)))
                {
                    return Err(whole(format!(
                        "class interfaces: fp{} takes some of another pointer's classes, which is not decompiled yet",
                        ptr.fp
                    )));
                }
                groups.push((types, Vec::new()));
                groups.len() - 1
            }
        };
        groups[ptr.group].1.push(ptr.fp);
    }
    // The compiler numbers an interface's classes in the reverse of
    // their declaration order: declared from the highest type ID down,
    // interface by interface.
    let order: Vec<(u16, usize)> = groups
        .iter()
        .enumerate()
        .flat_map(|(g, (types, _))| types.iter().rev().map(move |&t| (t, g)))
        .collect();
    let mut classes: Vec<Class> = Vec::new();
    for (t, g) in order {
        let fps = &groups[g].1;
        let Some(c) = ifce.class_types.get(t as usize) else {
            return Err(whole(format!("class interfaces: no class type {t}")));
        };
        if c.texture != 0 || c.sampler != 0 {
            return Err(whole(format!(
                "class {}: classes holding textures or samplers are not decompiled yet",
                c.name
            )));
        }
        if !super::words::identifier(&c.name) || super::cbuffer::clashes(&c.name) {
            return Err(whole(format!(
                "class name '{}' is not an identifier",
                c.name
            )));
        }
        let mut bodies = Vec::new();
        for (rec, (ptr, _)) in ifce.slots.iter().zip(&pointers) {
            if !fps.contains(&ptr.fp) {
                continue;
            }
            let Some(k) = rec.type_ids.iter().position(|x| *x == t) else {
                continue;
            };
            let table = rec.table_ids[k];
            let list = tables.get(&table).cloned().unwrap_or_default();
            if list.len() != ptr.sites as usize {
                return Err(whole(format!(
                    "class {}: table ft{table} has {} bodies for {} call sites",
                    c.name,
                    list.len(),
                    ptr.sites
                )));
            }
            for (site, b) in list.into_iter().enumerate() {
                if !labels.contains_key(&b) {
                    return Err(whole(format!("function body fb{b} has no label")));
                }
                bodies.push((ptr.fp, site as u32, b));
            }
        }
        classes.push(Class {
            name: c.name.clone(),
            group: g,
            stride: c.cb_stride,
            own: vec![true; bodies.len()],
            bodies,
            id: t,
            parent: None,
            regs: c.cb_stride,
        });
    }
    if classes.len() != ifce.class_types.len() {
        return Err(whole(
            "class interfaces: a class bound to no interface pointer is not decompiled yet",
        ));
    }
    let instances: Vec<u16> = ifce.class_instances.iter().map(|i| i.type_id).collect();
    inherit(p, &labels, rdef, &instances, &mut classes)?;
    Ok(Some(Linkage {
        pointers: pointers.into_iter().map(|(p, _)| p).collect(),
        groups: groups.into_iter().map(|(_, f)| f).collect(),
        classes,
        labels,
    }))
}

/// The code of function body `b`: from its label to the next.
fn code<'a>(
    p: &'a Program,
    labels: &BTreeMap<u32, usize>,
    b: u32,
) -> &'a [crate::sm4::ir::Instruction] {
    let all = &p.instructions;
    let start = labels.get(&b).copied().unwrap_or(all.len()).min(all.len());
    let end = all[start..]
        .iter()
        .position(|i| i.opcode == Opcode::Label)
        .map_or(all.len(), |e| start + e);
    &all[start..end]
}

/// The reflection data's classes by name: each one's base class's name
/// and its size in bytes, where a constant buffer holds one (an
/// instance, or a base class of one: the `$super` member). A class's type
/// is a structure there.
fn reflected(rdef: &Rdef) -> HashMap<&str, (Option<&str>, Option<u32>)> {
    let sizes = super::cbuffer::type_sizes(rdef);
    let mut found: HashMap<&str, (Option<&str>, Option<u32>)> = HashMap::new();
    for (k, t) in rdef.types.iter().enumerate() {
        let Some(name) = t.name.as_deref().filter(|_| matches!(t.class, 5 | 6)) else {
            continue;
        };
        let parent = t
            .members
            .first()
            .filter(|m| m.name == "$super")
            .and_then(|m| rdef.types.get(m.ty))
            .or_else(|| t.base_class.and_then(|b| rdef.types.get(b)))
            .and_then(|b| b.name.as_deref());
        let e = found.entry(name).or_default();
        e.0 = e.0.or(parent);
        e.1 = e.1.or(sizes.get(k).copied().flatten());
    }
    found
}

/// Each class's base class, the methods it defines itself and the
/// registers it declares, so that Microsoft's compiler gives each the
/// original's stride. The compiler gives a class with no instance and no
/// method of its own a stride of 0, whatever it inherits; any other class
/// its members' size. So a class of stride 0 whose inherited code reads
/// object data must derive from the class whose code it runs. Base
/// classes come from the reflection data's `$super` members where a
/// constant buffer holds the class; otherwise a class of stride 0 whose
/// bodies read object data takes as base the class declared before it
/// whose bodies are the same code at every call site.
fn inherit(
    p: &Program,
    labels: &BTreeMap<u32, usize>,
    rdef: Option<&Rdef>,
    instances: &[u16],
    classes: &mut [Class],
) -> Result<(), HlslError> {
    let reads_this = |b: u32| {
        code(p, labels, b)
            .iter()
            .any(|i| i.operands.iter().any(|o| o.ty == ty::THIS))
    };
    // Each function body's code as a number, the same for the same code
    // (its listing), and each class's by (pointer, call site).
    let mut texts: HashMap<String, usize> = HashMap::new();
    let mut canon: HashMap<u32, usize> = HashMap::new();
    for &b in labels.keys() {
        let mut t = String::new();
        for ins in code(p, labels, b) {
            crate::sm4::print::instruction(ins, Default::default(), &mut t);
            t.push('\n');
        }
        let n = texts.len();
        canon.insert(b, *texts.entry(t).or_insert(n));
    }
    let sites: Vec<HashMap<(u32, u32), Option<usize>>> = classes
        .iter()
        .map(|c| {
            c.bodies
                .iter()
                .map(|&(fp, k, b)| ((fp, k), canon.get(&b).copied()))
                .collect()
        })
        .collect();
    let groups: Vec<usize> = classes.iter().map(|c| c.group).collect();
    let same = |a: usize, b: usize| {
        groups[a] == groups[b]
            && sites[a]
                .iter()
                .all(|(at, x)| x.is_some() && sites[b].get(at) == Some(x))
    };
    let by_name: HashMap<String, usize> = classes
        .iter()
        .enumerate()
        .map(|(k, c)| (c.name.clone(), k))
        .collect();
    let reflected = rdef.map(reflected).unwrap_or_default();
    let mut sizes = vec![None; classes.len()];
    for k in 0..classes.len() {
        let (parent, size) = reflected
            .get(classes[k].name.as_str())
            .copied()
            .unwrap_or_default();
        sizes[k] = size;
        let parent = match parent {
            Some(name) => match by_name.get(name).copied() {
                Some(q) if q < k && groups[q] == groups[k] => Some(q),
                _ => {
                    return Err(whole(format!(
                        "class {} derives from {name}, which is not declared before it in the same interface (a lower type ID), which is not decompiled",
                        classes[k].name
                    )))
                }
            },
            None if classes[k].stride == 0
                && classes[k].bodies.iter().any(|&(_, _, b)| reads_this(b)) =>
            {
                match (0..k).find(|&q| same(k, q)) {
                    Some(q) => Some(q),
                    None => {
                        return Err(whole(format!(
                            "class {} has no object data but its code reads some, and no class declared before it has the same code to derive from",
                            classes[k].name
                        )))
                    }
                }
            }
            None => None,
        };
        classes[k].parent = parent;
    }
    for k in 0..classes.len() {
        let c = &classes[k];
        let inherited = c.parent.map_or(0, |q| classes[q].regs);
        let regs = if c.stride > 0 {
            c.stride
        } else {
            sizes[k].map_or(inherited, |s| s.div_ceil(16) as u16)
        };
        if regs < inherited {
            return Err(whole(format!(
                "class {}: {regs} registers of object data, fewer than its base class's {inherited}",
                c.name
            )));
        }
        let mut own: Vec<bool> = c
            .bodies
            .iter()
            .map(|&(fp, site, _)| {
                let mine = sites[k].get(&(fp, site));
                c.parent.is_none_or(|q| {
                    mine.is_none_or(|m| m.is_none() || sites[q].get(&(fp, site)) != Some(m))
                })
            })
            .collect();
        let instance = instances.contains(&c.id);
        // A class with data but no instance has its stride only where it
        // has a method of its own.
        if !instance && c.stride > 0 && !own.contains(&true) {
            own.iter_mut().for_each(|o| *o = true);
        }
        let made = if instance || own.contains(&true) {
            regs
        } else {
            0
        };
        if made != c.stride {
            return Err(whole(format!(
                "class {}: a stride of {} registers, where its HLSL would have {made}",
                c.name, c.stride
            )));
        }
        let c = &mut classes[k];
        c.regs = regs;
        c.own = own;
    }
    Ok(())
}

/// Rewrites the function bodies of `p` (from `from` on) so that each read
/// of the current object's data is a [`MEMBER`] constant-buffer read and
/// the moves of `this` into registers are gone (`nop`).
pub fn rewrite(p: &mut Program, from: usize) -> Result<(), HlslError> {
    // (register, component) -> this component (0 the buffer, 1 the offset).
    let mut held: BTreeMap<(u64, usize), usize> = BTreeMap::new();
    let err = |at: usize, m: &str| HlslError::Unexpressed {
        at: Some(at),
        message: m.into(),
    };
    for at in from..p.instructions.len() {
        let ins = &mut p.instructions[at];
        if ins.opcode == Opcode::Label {
            held.clear();
            continue;
        }
        let reads_this = ins.operands.iter().any(|o| o.ty == ty::THIS);
        if reads_this {
            // `mov rX.mask, this[s].swizzle`: remember which components
            // hold the buffer (x) and the offset (y).
            let (Opcode::Mov, [d, s]) = (ins.opcode, ins.operands.as_slice()) else {
                return Err(err(
                    at,
                    "'this' read other than by a move is not decompiled yet",
                ));
            };
            let (ty::TEMP, Components::Four(Selection::Mask(m))) = (d.ty, d.comps) else {
                return Err(err(
                    at,
                    "'this' moved to other than a temp is not decompiled yet",
                ));
            };
            let sw = match s.comps {
                Components::Four(Selection::Swizzle(sw)) => sw,
                Components::Four(Selection::Select1(c)) => [c; 4],
                _ => {
                    return Err(err(
                        at,
                        "'this' read without a swizzle is not decompiled yet",
                    ))
                }
            };
            let r = d.indices.first().map_or(0, |x| x.imm);
            for (c, &from) in sw.iter().enumerate() {
                if m & (1 << c) != 0 {
                    let from = from as usize;
                    if from > 1 {
                        return Err(err(
                            at,
                            "an object's texture or sampler read from 'this' is not decompiled yet",
                        ));
                    }
                    held.insert((r, c), from);
                }
            }
            ins.opcode = Opcode::Nop;
            ins.operands.clear();
            continue;
        }
        // Reads: an object's register, or a register holding `this` used
        // otherwise (refused).
        let writes = super::append::destinations(ins).min(ins.operands.len());
        for o in ins.operands.iter_mut().skip(writes) {
            if o.ty == ty::CB && o.indices.len() == 2 {
                let of = |i: usize| {
                    let rel = o.indices[i].rel.as_deref()?;
                    let r = rel.indices.first()?.imm;
                    let c = read_components(rel).first().copied()?;
                    (rel.ty == ty::TEMP).then_some(())?;
                    held.get(&(r, c)).copied()
                };
                match (of(0), of(1)) {
                    (Some(0), Some(1)) if o.indices[0].imm == 0 => {
                        o.indices[0] = crate::sm4::ir::Index {
                            repr: 0,
                            imm: MEMBER,
                            rel: None,
                        };
                        o.indices[1].rel = None;
                        o.indices[1].repr = 0;
                        continue;
                    }
                    (None, None) => {}
                    _ => {
                        return Err(err(
                            at,
                            "an object's data read this way is not decompiled yet",
                        ))
                    }
                }
            }
            let mut regs = vec![&*o];
            regs.extend(o.indices.iter().filter_map(|x| x.rel.as_deref()));
            for r in regs.into_iter().filter(|r| r.ty == ty::TEMP) {
                let n = r.indices.first().map_or(0, |x| x.imm);
                if read_components(r)
                    .iter()
                    .any(|c| held.contains_key(&(n, *c)))
                {
                    return Err(err(
                        at,
                        "a register holding 'this' read otherwise is not decompiled yet",
                    ));
                }
            }
        }
        // Writes end what a component held.
        for o in ins.operands.iter().take(writes) {
            if o.ty == ty::TEMP {
                if let (Some(x), Components::Four(Selection::Mask(m))) =
                    (o.indices.first(), o.comps)
                {
                    for c in 0..4 {
                        if m & (1 << c) != 0 {
                            held.remove(&(x.imm, c));
                        }
                    }
                }
            }
        }
    }
    Ok(())
}

/// The components a source operand reads.
fn read_components(o: &crate::sm4::ir::Operand) -> Vec<usize> {
    match o.comps {
        Components::Four(Selection::Swizzle(s)) => s.iter().map(|&c| c as usize).collect(),
        Components::Four(Selection::Select1(c)) => vec![c as usize],
        Components::Four(Selection::Mask(m)) => (0..4).filter(|c| m & (1 << c) != 0).collect(),
        _ => vec![0],
    }
}

impl Linkage {
    /// Checks, after [`rewrite`], that no class's own method reads object
    /// data past the registers the class declares (a class without data
    /// of its own whose code reads some, as a base class's can).
    pub fn check_members(&self, p: &Program) -> Result<(), HlslError> {
        for c in &self.classes {
            for (&(_, _, b), _) in c.bodies.iter().zip(&c.own).filter(|(_, o)| **o) {
                let Some(&start) = self.labels.get(&b) else {
                    continue;
                };
                for ins in p.instructions[start..]
                    .iter()
                    .take_while(|i| i.opcode != Opcode::Label)
                {
                    let past = ins.operands.iter().any(|o| {
                        o.ty == ty::CB
                            && o.indices.first().is_some_and(|x| x.imm == MEMBER)
                            && o.indices.get(1).is_some_and(|x| x.imm >= u64::from(c.regs))
                    });
                    if past {
                        return Err(whole(format!(
                            "class {} reads object data past its {} registers, which is not decompiled",
                            c.name, c.regs
                        )));
                    }
                }
            }
        }
        Ok(())
    }

    /// Whether pointer `fp` shares its interface.
    fn shared(&self, fp: u32) -> bool {
        self.groups.iter().any(|g| g.len() > 1 && g.contains(&fp))
    }

    /// The classes' names and registers of object data, for their
    /// instances in constant buffers.
    pub fn names(&self) -> Vec<(String, u16)> {
        self.classes
            .iter()
            .map(|c| (c.name.clone(), c.regs))
            .collect()
    }

    /// The interfaces and the classes: each class's base, its object data
    /// (`uint4 m0` ..., after its base's) and the methods it defines
    /// (their code is written after the registers: [`Linkage::methods`]).
    /// From now on `fcall` names the interfaces' methods ([`call`]).
    pub fn declarations(&self, h: &mut String) {
        POINTERS.with(|c| {
            *c.borrow_mut() = self
                .pointers
                .iter()
                .map(|p| (p.fp, p.array > 1, self.shared(p.fp)))
                .collect()
        });
        for (g, fps) in self.groups.iter().enumerate() {
            let mut methods = Vec::new();
            for p in self.pointers.iter().filter(|p| fps.contains(&p.fp)) {
                for k in 0..p.sites {
                    methods.push(format!("void {}();", method_name(fps.len() > 1, p.fp, k)));
                }
            }
            let _ = writeln!(h, "interface I{g} {{ {} }};", methods.join(" "));
        }
        for c in &self.classes {
            match c.parent {
                Some(q) => {
                    let _ = writeln!(h, "class {} : {} {{", c.name, self.classes[q].name);
                }
                None => {
                    let _ = writeln!(h, "class {} : I{} {{", c.name, c.group);
                }
            }
            let inherited = c.parent.map_or(0, |q| self.classes[q].regs);
            for k in inherited..c.regs {
                let _ = writeln!(h, "    uint4 m{k};");
            }
            for (&(fp, k, _), _) in c.bodies.iter().zip(&c.own).filter(|(_, o)| **o) {
                let _ = writeln!(h, "    void {}();", method_name(self.shared(fp), fp, k));
            }
            h.push_str("};\n");
        }
    }

    /// The interface variables (`I0 fp0;`).
    pub fn pointers(&self, h: &mut String) {
        for p in &self.pointers {
            if p.array > 1 {
                let _ = writeln!(h, "I{} fp{}[{}];", p.group, p.fp, p.array);
            } else {
                let _ = writeln!(h, "I{} fp{};", p.group, p.fp);
            }
        }
    }

    /// The methods each class defines (`void C::c0() { ... }`), each one's
    /// statements given by `body` (the text of the function body of that
    /// number).
    pub fn methods(
        &self,
        h: &mut String,
        body: &dyn Fn(u32) -> Result<String, HlslError>,
    ) -> Result<(), HlslError> {
        for c in &self.classes {
            for (&(fp, k, b), _) in c.bodies.iter().zip(&c.own).filter(|(_, o)| **o) {
                let name = method_name(self.shared(fp), fp, k);
                let _ = writeln!(h, "void {}::{name}() {{", c.name);
                h.push_str(&body(b)?);
                h.push_str("}\n");
            }
        }
        Ok(())
    }
}
