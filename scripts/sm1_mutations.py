#!/usr/bin/env python3
"""Random edits of real Direct3D 9 listings, put to Microsoft's assembler
and validator and to ours: the verdicts and first codes compared.

    scripts/sm1_mutations.py SEED COUNT OUT_DIR [--dxsm target/release/dxsm]

The listings are the SM1-3 corpus's own and Wine's (`asm-cases`) and the
disassembly of its HLSL-compiled binaries. Each mutant changes one or two
lines of one listing: a register, a write mask, a swizzle, an instruction
modifier, a source modifier or the mnemonic, or deletes, doubles or moves
a line. The oracle (../shared/oracle/oracle.sh) assembles each with
validation (flags 0); `dxsm asm` does the same. Prints how many have the
same verdict and first code, how many Microsoft rejects that we accept,
and how many it accepts that we reject (each of those is a bug), and
writes OUT_DIR/results.txt (name, Microsoft's first code or `ok`, ours).
Needs the oracle; the test suite does not run it."""
import os, random, re, subprocess, sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
ORACLE = os.environ.get("ORACLE", os.path.join(ROOT, "..", "shared", "oracle", "oracle.sh"))
REGS_PS = ["r0", "r1", "r2", "r3", "c0", "c1", "c2", "c7", "c31", "c255", "v0", "v1", "t0", "t1", "t3", "s0", "s1",
           "i0", "b0", "p0", "oC0", "oC1", "oDepth", "vPos", "vFace", "a0", "aL"]
REGS_VS = ["r0", "r1", "r2", "c0", "c1", "c95", "c255", "v0", "v1", "v15", "a0", "a0.x", "aL", "i0", "b0", "p0",
           "oPos", "oD0", "oT0", "oFog", "oPts", "o0", "o1", "s0"]
MASKS = ["", ".x", ".y", ".xy", ".xyz", ".w", ".xw", ".yz"]
SWZ = ["", ".x", ".y", ".w", ".xxxx", ".wzyx", ".xyzw", ".yzxw", ".zzzz", ".xy", ".b", ".a", ".rgb"]
MODS = ["", "_sat", "_pp", "_x2", "_d2", "_centroid", "_sat_pp", "_x4", "_bx2"]
SRCMOD = ["-", "_abs", "_bx2", "_bias", "_x2", "_dz", "_dw", "_da", "_db", "_comp", "!"]
OPS = {2: ["mov", "rcp", "rsq", "exp", "log", "frc", "abs", "nrm", "expp", "logp", "mova", "dsx", "dsy", "texkill", "lit"],
       3: ["add", "mul", "min", "max", "slt", "sge", "dp3", "dp4", "crs", "pow", "sub", "m4x4", "m3x3", "m3x2",
           "texld", "texldp", "texldb", "texldl", "dst"],
       4: ["mad", "lrp", "cmp", "cnd", "dp2add", "sincos", "texldd", "setp_gt"]}


def sources(dxsm):
    texts = {}
    for d in ["tests/corpus/sm1-3/asm-cases/own", "tests/corpus/sm1-3/asm-cases/wine"]:
        for f in sorted(os.listdir(os.path.join(ROOT, d))):
            if f.endswith(".asm"):
                texts[f] = open(os.path.join(ROOT, d, f), errors="replace").read()
    out = os.path.join(ROOT, "tests/corpus/sm1-3/hlsl/out")
    for f in sorted(os.listdir(out)):
        if f.endswith(".o"):
            r = subprocess.run([dxsm, "dis", os.path.join(out, f)], capture_output=True, text=True)
            if r.returncode == 0:
                texts[f] = r.stdout
    return {k: t for k, t in texts.items() if re.search(r"^\s*(vs|ps)_[123]_[0-9x]", t, re.M)}


def mutate(rng, text):
    lines = text.split("\n")
    idx = [i for i, l in enumerate(lines) if l.strip() and not l.strip().startswith(("//", ";"))
           and not re.match(r"\s*(vs|ps)_", l)]
    if not idx:
        return None
    regs = REGS_PS if re.search(r"^\s*ps_", text, re.M) else REGS_VS
    for _ in range(rng.randint(1, 2)):
        i = rng.choice(idx)
        m = re.match(r"(\s*)(\S+)(\s*)(.*)", lines[i])
        if not m:
            continue
        ind, op, sp, rest = m.groups()
        ops = [o.strip() for o in rest.split(",")] if rest.strip() else []
        kind = rng.randrange(9)
        if kind == 0 and ops:
            j = rng.randrange(len(ops))
            mm = re.match(r"(-?)([a-zA-Z]+\d*)(.*)", ops[j])
            if mm:
                ops[j] = mm.group(1) + rng.choice(regs) + (mm.group(3) if rng.random() < 0.5 else "")
        elif kind == 1 and ops:
            ops[0] = re.match(r"([^.]*)", ops[0]).group(1) + rng.choice(MASKS)
        elif kind == 2 and len(ops) > 1:
            j = rng.randrange(1, len(ops))
            ops[j] = re.match(r"(-?[^.]*)", ops[j]).group(1) + rng.choice(SWZ)
        elif kind == 3:
            keep = op.startswith(("dcl", "def", "texld", "setp", "break", "if", "callnz"))
            op = (op if keep else op.split("_")[0]) + rng.choice(MODS)
        elif kind == 4 and len(ops) > 1:
            j = rng.randrange(1, len(ops))
            s = rng.choice(SRCMOD)
            if s in ("-", "!"):
                ops[j] = s + ops[j].lstrip("-!")
            else:
                b = re.match(r"(-?[a-zA-Z]+\d*)(.*)", ops[j])
                if b:
                    ops[j] = b.group(1) + s + b.group(2)
        elif kind == 5 and len(ops) in OPS:
            op = rng.choice(OPS[len(ops)])
        elif kind == 6:
            del lines[i]
            idx = [x - (x > i) for x in idx if x != i]
            if not idx:
                return None
            continue
        elif kind == 7 and i + 1 < len(lines):
            lines[i], lines[i + 1] = lines[i + 1], lines[i]
            continue
        elif kind == 8:
            lines.insert(i, lines[i])
            idx = [x + (x >= i) for x in idx]
            continue
        lines[i] = ind + op + (sp or " ") + ", ".join(ops)
    return "\n".join(lines)


def main():
    args = sys.argv[1:]
    dxsm = os.path.join(ROOT, "target/release/dxsm")
    if "--dxsm" in args:
        k = args.index("--dxsm")
        dxsm = args[k + 1]
        del args[k:k + 2]
    seed, count, out = int(args[0]), int(args[1]), os.path.abspath(args[2])
    os.makedirs(out, exist_ok=True)
    rng = random.Random(seed)
    texts = sources(dxsm)
    names = sorted(texts)
    made = []
    with open(os.path.join(out, "manifest.txt"), "w") as man:
        while len(made) < count:
            t = mutate(rng, texts[rng.choice(names)])
            if t is None:
                continue
            name = f"m{len(made):05d}"
            with open(os.path.join(out, name + ".asm"), "w") as f:
                f.write(t)
            man.write(f"assemble {out}/{name}.asm {out}/{name}.o 0\n")
            made.append(name)
    subprocess.run([ORACLE, "batch", os.path.join(out, "manifest.txt")], capture_output=True)
    same = ms_rejects = ms_accepts = other = 0
    with open(os.path.join(out, "results.txt"), "w") as res:
        for name in made:
            base = os.path.join(out, name)
            if os.path.exists(base + ".o"):
                ms = "ok"
            else:
                m = re.search(r"error (X\d+)", open(base + ".o.err").read() if os.path.exists(base + ".o.err") else "")
                ms = m.group(1) if m else "error"
            r = subprocess.run([dxsm, "asm", base + ".asm", "-o", base + ".dxsm.o", "--force"],
                               capture_output=True, text=True)
            if r.returncode == 0:
                us = "ok"
            else:
                m = re.search(r"X\d{4}", r.stderr)
                us = m.group(0) if m else "error"
            res.write(f"{name} {ms} {us}\n")
            if ms == us:
                same += 1
            elif ms != "ok" and us == "ok":
                ms_rejects += 1
            elif ms == "ok" and us != "ok":
                ms_accepts += 1
            else:
                other += 1
    n = len(made)
    print(f"{n} mutants: same verdict and first code {same} ({100 * same / n:.1f} %); "
          f"Microsoft rejects, dxsm accepts {ms_rejects}; Microsoft accepts, dxsm rejects {ms_accepts}; "
          f"both reject with another first code {other}")


if __name__ == "__main__":
    main()
