#!/usr/bin/env python3
"""sm1-encoding: one small program per (profile, instruction), assembled by
Microsoft's D3DAssemble (d3dcompiler_47 6.3.9600.16384 under Wine, through
shared/oracle/oracle.sh), to show how Microsoft encodes every Direct3D 9
(SM1-3) instruction in every profile, and which it refuses.

The matrix is complete: every instruction of the table (a copy of
src/sm1/table.rs taken when this was written, in TABLE below) is tried in
every profile, also where the table says it does not exist (column
`table_has` of index.tsv), plus a few variants (all six comparisons of
if_/break_/setp_, `if`/`callnz` on a predicate, sincos with 1 and 3
sources, texld with 1 and 2 sources, texld in the ps_1_1 `tex` syntax).

Usage, from this folder:

    python3 gen.py            # write sources, run the oracle, write index
    python3 gen.py --no-run   # only write the .asm sources and manifests

Steps of the full run (each an oracle batch; ORACLE=path overrides the
oracle script, default ../../../../../shared/oracle/oracle.sh):

  1. writes PROFILE.ID.asm and assemble.manifest;
  2. `oracle.sh batch assemble.manifest`: each source with flags 0
     (PROFILE.ID.o or PROFILE.ID.o.err, .o.warn) and flags 2 =
     D3DCOMPILE_SKIP_VALIDATION (PROFILE.ID.sv.o or PROFILE.ID.sv.o.err);
     the status lines are kept in assemble.log;
  3. writes disasm.manifest and runs it: PROFILE.ID.txt = D3DDisassemble
     (flags 0) of PROFILE.ID.o, or of PROFILE.ID.sv.o where flags 0
     rejected the program (column listing_from);
  4. cuts the Windows paths in .err/.warn down to the file name and
     writes index.tsv.

Deterministic; no network."""
import os
import re
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ORACLE = os.environ.get(
    "ORACLE", os.path.normpath(os.path.join(HERE, "../../../../../shared/oracle/oracle.sh")))

PROFILES = [
    ("vs_1_1", False, 0x101), ("vs_2_0", False, 0x200), ("vs_2_x", False, 0x201),
    ("vs_3_0", False, 0x300),
    ("ps_1_1", True, 0x101), ("ps_1_2", True, 0x102), ("ps_1_3", True, 0x103),
    ("ps_1_4", True, 0x104), ("ps_2_0", True, 0x200), ("ps_2_x", True, 0x201),
    ("ps_3_0", True, 0x300),
]

ALL = (0x100, 0x3FF); V2 = (0x200, 0x3FF); V2X = (0x201, 0x3FF); V3 = (0x300, 0x3FF)
P1 = (0x100, 0x1FF); P1_3 = (0x100, 0x103); P12_3 = (0x102, 0x103); P14 = (0x104, 0x104)
P12 = (0x102, 0x3FF); NONE = None

# mnemonic -> (opcode, dst, sources, vs range, ps range), from src/sm1/table.rs.
# Rows with a mnemonic per version are split: tex (< 1.4) / texld (>= 1.4),
# texcoord (< 1.4) / texcrd (1.4); texldp/texldb are texld with control bits
# (2.0 on); X_gt stands for the comparison rows (if_comp, break_comp, setp).
TABLE = {
    "nop": (0x00, 0, 0, ALL, ALL), "mov": (0x01, 1, 1, ALL, ALL),
    "add": (0x02, 1, 2, ALL, ALL), "sub": (0x03, 1, 2, ALL, ALL),
    "mad": (0x04, 1, 3, ALL, ALL), "mul": (0x05, 1, 2, ALL, ALL),
    "rcp": (0x06, 1, 1, ALL, V2), "rsq": (0x07, 1, 1, ALL, V2),
    "dp3": (0x08, 1, 2, ALL, ALL), "dp4": (0x09, 1, 2, ALL, P12),
    "min": (0x0A, 1, 2, ALL, V2), "max": (0x0B, 1, 2, ALL, V2),
    "slt": (0x0C, 1, 2, ALL, NONE), "sge": (0x0D, 1, 2, ALL, NONE),
    "exp": (0x0E, 1, 1, ALL, V2), "log": (0x0F, 1, 1, ALL, V2),
    "lit": (0x10, 1, 1, ALL, NONE), "dst": (0x11, 1, 2, ALL, NONE),
    "lrp": (0x12, 1, 3, V2, ALL), "frc": (0x13, 1, 1, ALL, V2),
    "m4x4": (0x14, 1, 2, ALL, V2), "m4x3": (0x15, 1, 2, ALL, V2),
    "m3x4": (0x16, 1, 2, ALL, V2), "m3x3": (0x17, 1, 2, ALL, V2),
    "m3x2": (0x18, 1, 2, ALL, V2), "call": (0x19, 0, 1, V2, V2X),
    "callnz": (0x1A, 0, 2, V2, V2X), "loop": (0x1B, 0, 2, V2, V3),
    "ret": (0x1C, 0, 0, V2, V2X), "endloop": (0x1D, 0, 0, V2, V3),
    "label": (0x1E, 0, 1, V2, V2X), "dcl": (0x1F, 1, 0, ALL, V2),
    "pow": (0x20, 1, 2, V2, V2), "crs": (0x21, 1, 2, V2, V2),
    "sgn": (0x22, 1, 3, V2, NONE), "abs": (0x23, 1, 1, V2, V2),
    "nrm": (0x24, 1, 1, V2, V2), "sincos": (0x25, 1, None, V2, V2),
    "rep": (0x26, 0, 1, V2, V2X), "endrep": (0x27, 0, 0, V2, V2X),
    "if": (0x28, 0, 1, V2, V2X), "if_gt": (0x29, 0, 2, V2X, V2X),
    "else": (0x2A, 0, 0, V2, V2X), "endif": (0x2B, 0, 0, V2, V2X),
    "break": (0x2C, 0, 0, V2X, V2X), "break_gt": (0x2D, 0, 2, V2X, V2X),
    "mova": (0x2E, 1, 1, V2, NONE), "defb": (0x2F, 1, 0, V2, V2X),
    "defi": (0x30, 1, 0, V2, V2X),
    "texcoord": (0x40, 1, 0, NONE, P1_3), "texcrd": (0x40, 1, 1, NONE, P14),
    "texkill": (0x41, 1, 0, NONE, ALL),
    "tex": (0x42, 1, 0, NONE, P1_3), "texld": (0x42, 1, None, V3, (0x104, 0x3FF)),
    "texldp": (0x42, 1, 2, V3, V2), "texldb": (0x42, 1, 2, V3, V2),
    "texbem": (0x43, 1, 1, NONE, P1_3), "texbeml": (0x44, 1, 1, NONE, P1_3),
    "texreg2ar": (0x45, 1, 1, NONE, P1_3), "texreg2gb": (0x46, 1, 1, NONE, P1_3),
    "texm3x2pad": (0x47, 1, 1, NONE, P1_3), "texm3x2tex": (0x48, 1, 1, NONE, P1_3),
    "texm3x3pad": (0x49, 1, 1, NONE, P1_3), "texm3x3tex": (0x4A, 1, 1, NONE, P1_3),
    "texm3x3spec": (0x4C, 1, 2, NONE, P1_3), "texm3x3vspec": (0x4D, 1, 1, NONE, P1_3),
    "expp": (0x4E, 1, 1, ALL, NONE), "logp": (0x4F, 1, 1, ALL, NONE),
    "cnd": (0x50, 1, 3, NONE, P1), "def": (0x51, 1, 0, ALL, ALL),
    "texreg2rgb": (0x52, 1, 1, NONE, P12_3), "texdp3tex": (0x53, 1, 1, NONE, P12_3),
    "texm3x2depth": (0x54, 1, 1, NONE, P12_3), "texdp3": (0x55, 1, 1, NONE, P12_3),
    "texm3x3": (0x56, 1, 1, NONE, P12_3), "texdepth": (0x57, 1, 0, NONE, P14),
    "cmp": (0x58, 1, 3, NONE, P12), "bem": (0x59, 1, 2, NONE, P14),
    "dp2add": (0x5A, 1, 3, NONE, V2), "dsx": (0x5B, 1, 1, NONE, V2X),
    "dsy": (0x5C, 1, 1, NONE, V2X), "texldd": (0x5D, 1, 4, NONE, V2X),
    "setp_gt": (0x5E, 1, 2, V2X, V2X), "texldl": (0x5F, 1, 2, V3, V3),
    "breakp": (0x60, 0, 1, V2X, V2X), "phase": (0xFFFD, 0, 0, NONE, P14),
}

COMPS = ["gt", "eq", "ge", "lt", "ne", "le"]


class Ctx:
    def __init__(self, name, ps, ver):
        self.name, self.ps, self.ver = name, ps, ver
        self.ps1 = ps and ver < 0x200          # ps_1_1 .. ps_1_4
        self.ps13 = ps and ver < 0x104         # ps_1_1 .. ps_1_3
        self.ps14 = ps and ver == 0x104
        self.ps2 = ps and 0x200 <= ver < 0x300
        self.ps3 = ps and ver >= 0x300
        self.vs3 = (not ps) and ver >= 0x300
        self.sm2 = ver >= 0x200                # 2.0 and later
        self.sm2x = ver >= 0x201               # 2_x and later (predicates)
        # A: an initialised temporary (an input in ps_1_x), B: a constant,
        # C: an input register, TC: texture coordinates.
        if not ps:
            self.A, self.B, self.C, self.TC = "r0", "c0", "v0", "r0"
        elif self.ps1:
            self.A, self.B, self.C, self.TC = "v0", "c0", "v1", "t0"
        elif self.ps2:
            self.A, self.B, self.C, self.TC = "r0", "c0", "t0", "t0"
        else:
            self.A, self.B, self.C, self.TC = "r0", "c0", "v0", "v0"

    def has(self, mnemonic):
        e = TABLE[mnemonic]
        r = e[4] if self.ps else e[3]
        return r is not None and r[0] <= self.ver <= r[1]

    def samplers(self):
        return self.ps and self.sm2 or self.vs3

    def decls(self, needs):
        d = []
        if not self.ps:
            d.append("dcl_position v0")
            if self.vs3:
                d.append("dcl_position o0")
        elif self.ps2:
            d.append("dcl t0")
        elif self.ps3:
            d.append("dcl_texcoord0 v0")
        if "s0" in needs and self.samplers():
            d.append("dcl_2d s0")
        return d

    def defs(self, needs):
        d = []
        if "i0" in needs and self.has("defi"):
            d.append("defi i0, 2, 0, 0, 0")
        if "b0" in needs and self.has("defb"):
            d.append("defb b0, true")
        return d

    def init(self):
        if self.ps1:
            return []
        return ["mov r0, %s" % ("t0" if self.ps2 else "v0")]

    def tail(self):
        if not self.ps:
            return ["mov %s, v0" % ("o0" if self.vs3 else "oPos")]
        if self.ps1:
            return ["mov r0, v0"]
        return ["mov oC0, %s" % self.C]


def generic(c, op, dst="r1", n=None, sw=""):
    """`op dst, A, B, C...` with the table's source count."""
    if n is None:
        n = TABLE[op][2] or 0
    srcs = [c.A, c.B, c.C, c.A][:n]
    ops = ([dst] if TABLE.get(op, (0, 1))[1] else []) + [s + sw for s in srcs]
    return "@%s %s" % (op, ", ".join(ops)) if ops else "@" + op


def spec(c, ident):
    """Returns (mnemonic, body lines, needs, subroutine lines, decl lines).
    The tested line is marked with a leading '@'."""
    A, B, C, TC = c.A, c.B, c.C, c.TC
    needs, after, extra_decl = set(), [], []
    body = None
    m = ident
    sub = ["label l0", "add r1, %s, %s" % (A, B), "ret"]
    if ident in ("nop",):
        body = ["@nop"]
    elif ident in ("mov", "add", "sub", "mad", "mul", "dp3", "dp4", "min", "max", "slt",
                   "sge", "lrp", "dst", "lit", "abs", "nrm", "cmp", "dsx", "dsy"):
        body = [generic(c, ident)]
    elif ident in ("rcp", "rsq", "exp", "log", "expp", "logp", "pow"):
        body = [generic(c, ident, sw=".x")]
    elif ident == "frc":
        body = [generic(c, ident, dst="r1.xy" if not c.ps and c.ver < 0x200 else "r1")]
    elif ident == "crs":
        body = [generic(c, ident, dst="r1.xyz")]
    elif ident in ("m4x4", "m3x4"):
        body = ["@%s r1, %s, c0" % (ident, A)]
    elif ident in ("m4x3", "m3x3"):
        body = ["@%s r1.xyz, %s, c0" % (ident, A)]
    elif ident == "m3x2":
        body = ["@m3x2 r1.xy, %s, c0" % A]
    elif ident == "dp2add":
        body = ["@dp2add r1, %s, %s, %s.x" % (A, B, C)]
    elif ident == "sgn":
        body = ["@sgn r1, %s, r2, r3" % A]
    elif ident in ("sincos", "sincos-1src", "sincos-3src"):
        m = "sincos"
        three = ident == "sincos-3src" or (ident == "sincos" and c.ver < 0x300)
        body = ["@sincos r1.xy, %s.x%s" % (A, ", c0, c1" if three else "")]
    elif ident == "mova":
        body = ["@mova a0.x, %s.x" % A]
    elif ident == "texkill":
        body = ["@texkill %s" % ("t0" if c.ps and c.ver < 0x300 else ("v0" if c.ps else "r0"))]
    elif ident == "tex":
        body = ["@tex t0" if c.ps and c.ver < 0x300 else "@tex r1"]
    elif ident in ("texld", "texldp", "texldb", "texld-1src", "texld-2src", "texld-tex"):
        m = ident.split("-")[0]
        if ident == "texld-tex":
            form = 0
        elif ident == "texld-1src":
            form = 1
        elif ident == "texld-2src":
            form = 2
        elif ident == "texld":
            form = 1 if c.ps1 else 2
        else:
            form = 2
        if form == 0:
            body = ["@texld t0"]
        elif form == 1:
            body = ["@%s r1, %s" % (m, TC)]
        else:
            body = ["@%s r1, %s, s0" % (m, TC)]
            needs.add("s0")
    elif ident == "texcoord":
        body = ["@texcoord t0" if c.ps and c.ver < 0x300 else "@texcoord r1"]
    elif ident == "texcrd":
        if c.ps1:
            body = ["@texcrd r1.rgb, t0"]
        else:
            body = ["@texcrd r1, %s" % TC]
    elif ident in ("texbem", "texbeml", "texreg2ar", "texreg2gb", "texreg2rgb",
                   "texdp3tex", "texdp3"):
        body = ["tex t0", "@%s t1, t0" % ident] if c.ps13 else [generic(c, ident)]
    elif ident in ("texm3x2pad", "texm3x2tex", "texm3x2depth"):
        if c.ps13:
            last = "texm3x2tex" if ident == "texm3x2pad" else ident
            body = ["tex t0", ("@" if ident == "texm3x2pad" else "") + "texm3x2pad t1, t0",
                    ("@" if ident != "texm3x2pad" else "") + "%s t2, t0" % last]
        else:
            body = [generic(c, ident)]
    elif ident in ("texm3x3pad", "texm3x3tex", "texm3x3spec", "texm3x3vspec", "texm3x3"):
        if c.ps13:
            last = "texm3x3tex" if ident == "texm3x3pad" else ident
            mark = "@" if ident == "texm3x3pad" else ""
            body = ["tex t0", mark + "texm3x3pad t1, t0", "texm3x3pad t2, t0",
                    ("" if mark else "@") + "%s t3, t0%s" % (last, ", c0" if last == "texm3x3spec" else "")]
        else:
            body = [generic(c, ident)]
    elif ident == "texdepth":
        body = ["texcrd r5.rgb, t0", "phase", "@texdepth r5"] if c.ps14 else ["@texdepth r1"]
    elif ident == "bem":
        if c.ps14:
            body = ["texld r0, t0", "texcrd r1.rgb, t1", "@bem r2.rg, r1, r0", "mov r2.b, c0",
                    "phase", "texld r2, r2", "mov r0, r2"]
        else:
            body = ["@bem r1.rg, %s, %s" % (A, B)]
    elif ident == "phase":
        body = ["texcrd r1.rgb, t0", "@phase"] if c.ps14 else ["@phase"]
    elif ident == "cnd":
        if c.ps13:
            body = ["mov r0, v0", "@cnd r1, r0.a, v0, c0"]
        else:
            body = [generic(c, ident)]
    elif ident in ("dcl", "dcl-sampler"):
        m = "dcl"
        if ident == "dcl-sampler":
            extra_decl = ["@dcl_cube s1"]
        elif not c.ps:
            extra_decl = ["@dcl_texcoord0 v1"]
        elif c.ps3:
            extra_decl = ["@dcl_texcoord1 v1"]
        else:
            extra_decl = ["@dcl t1"]
        body = []
    elif ident == "def":
        extra_decl, body = ["@def c1, 1, 0.5, -2, 0"], []
    elif ident == "defi":
        extra_decl, body = ["@defi i1, 3, 0, 0, 0"], []
    elif ident == "defb":
        extra_decl, body = ["@defb b1, true"], []
    elif ident in ("call", "label", "ret"):
        body = ["@call l0" if ident == "call" else "call l0"]
        sub = ["@label l0" if ident == "label" else "label l0", sub[1],
               "@ret" if ident == "ret" else "ret"]
        after = sub
    elif ident == "callnz":
        needs.add("b0")
        body, after = ["@callnz l0, b0"], sub
    elif ident == "callnz-pred":
        m = "callnz"
        body, after = ["setp_gt p0, %s, %s" % (A, B), "@callnz l0, p0.x"], sub
    elif ident in ("loop", "endloop"):
        needs.add("i0")
        body = [("@" if ident == "loop" else "") + "loop aL, i0", "add r1, %s, %s" % (A, B),
                ("@" if ident == "endloop" else "") + "endloop"]
    elif ident in ("rep", "endrep"):
        needs.add("i0")
        body = [("@" if ident == "rep" else "") + "rep i0", "add r1, %s, %s" % (A, B),
                ("@" if ident == "endrep" else "") + "endrep"]
    elif ident in ("if", "endif"):
        needs.add("b0")
        body = [("@" if ident == "if" else "") + "if b0", "mov r1, %s" % B,
                ("@" if ident == "endif" else "") + "endif"]
    elif ident == "else":
        needs.add("b0")
        body = ["if b0", "mov r1, %s" % B, "@else", "mov r1, %s" % A, "endif"]
    elif ident == "if-pred":
        m = "if"
        body = ["setp_gt p0, %s, %s" % (A, B), "@if p0.x", "mov r1, %s" % B, "endif"]
    elif ident.startswith("if_"):
        m = ident
        body = ["@%s %s.x, %s.x" % (ident, A, B), "mov r1, %s" % B, "endif"]
    elif ident == "break":
        needs.add("i0")
        body = ["rep i0", "add r1, %s, %s" % (A, B), "@break", "endrep"]
    elif ident.startswith("break_"):
        needs.add("i0")
        body = ["rep i0", "add r1, %s, %s" % (A, B), "@%s %s.x, %s.x" % (ident, A, B), "endrep"]
    elif ident == "breakp":
        needs.add("i0")
        body = ["setp_gt p0, %s, %s" % (A, B), "rep i0", "add r1, %s, %s" % (A, B),
                "@breakp p0.x", "endrep"]
    elif ident.startswith("setp_"):
        body = ["@%s p0, %s, %s" % (ident, A, B)]
    elif ident == "texldd":
        needs.add("s0")
        body = ["@texldd r1, %s, s0, %s, %s" % (TC, A, A)]
    elif ident == "texldl":
        needs.add("s0")
        body = ["@texldl r1, %s, s0" % TC]
    else:
        raise KeyError(ident)
    return m, body, needs, after, extra_decl


def table_has(c, ident, m):
    if ident == "texld-tex":
        return c.has("tex")
    if ident.startswith(("if_", "break_", "setp_")):
        return c.has(ident.split("_")[0] + "_gt")
    if ident in ("if-pred", "callnz-pred", "texld-1src", "texld-2src", "sincos-1src",
                 "sincos-3src"):
        if not c.has(m):
            return False
        if ident.endswith("-pred"):
            return c.sm2x
        if ident == "sincos-1src":
            return c.ver >= 0x300
        if ident == "sincos-3src":
            return c.ver < 0x300
        if ident == "texld-1src":
            return c.ver < 0x200
        return c.ver >= 0x200
    if ident == "dcl-sampler":
        return c.has("dcl") and c.samplers()
    return c.has(m)


def idents_for(c):
    out = [k for k in TABLE]
    # every comparison where the table has it; only _gt elsewhere
    for base in ("if", "break", "setp"):
        if c.has(base + "_gt"):
            out += ["%s_%s" % (base, cmp) for cmp in COMPS if cmp != "gt"]
    out += ["if-pred", "callnz-pred", "dcl-sampler"]
    if c.sm2:
        out += ["sincos-1src" if c.ver < 0x300 else "sincos-3src"]
    if c.ps and c.ver >= 0x104 or c.vs3:
        out += ["texld-2src" if c.ps1 else "texld-1src", "texld-tex"]
    return out


def program(c, ident):
    m, body, needs, after, extra_decl = spec(c, ident)
    lines = [c.name] + c.decls(needs) + c.defs(needs) + extra_decl
    if "p0" in needs:
        pass
    lines += c.init() + body + c.tail()
    if after:
        lines += ["ret"] + after
    instr_line = next(i + 1 for i, l in enumerate(lines) if l.startswith("@"))
    lines = [l[1:] if l.startswith("@") else l for l in lines]
    return m, "\n".join(lines) + "\n", instr_line


def cases():
    for name, ps, ver in PROFILES:
        c = Ctx(name, ps, ver)
        for ident in idents_for(c):
            m, text, line = program(c, ident)
            yield name, ident, m, table_has(c, ident, m), text, line


def write_sources():
    man = ["# assemble every program with flags 0 (validating) and 2 (skip validation)"]
    rows = []
    for prof, ident, m, has, text, line in cases():
        base = "%s.%s" % (prof, ident)
        with open(os.path.join(HERE, base + ".asm"), "w") as f:
            f.write(text)
        man.append("assemble %s.asm %s.o 0" % (base, base))
        man.append("assemble %s.asm %s.sv.o 2" % (base, base))
        rows.append((prof, ident, m, has, line))
    with open(os.path.join(HERE, "assemble.manifest"), "w") as f:
        f.write("\n".join(man) + "\n")
    return rows


def oracle(manifest, log):
    r = subprocess.run(["bash", ORACLE, "batch", manifest], cwd=HERE,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    with open(os.path.join(HERE, log), "w") as f:
        f.write(r.stdout)
    if r.returncode != 0:
        sys.stderr.write(r.stderr)
        raise SystemExit("oracle failed: %s" % manifest)
    return r.stdout


def tokens(path):
    data = open(path, "rb").read()
    w = list(struct.unpack("<%dI" % (len(data) // 4), data[: len(data) // 4 * 4]))
    if not w:
        return []
    out, i = [w[0]], 1
    sm2 = ((w[0] >> 8) & 0xFF) >= 2
    while i < len(w):
        t = w[i]
        if t & 0xFFFF == 0xFFFE:
            i += 1 + ((t >> 16) & 0x7FFF)
            continue
        if sm2 and t & 0xFFFF not in (0xFFFF,):
            n = (t >> 24) & 0xF
            out += w[i:i + 1 + n]
            i += 1 + n
            continue
        out.append(t)
        i += 1
    return ["%08x" % x for x in out]


PATH_RE = re.compile(r"^[A-Za-z]:\\[^\n(]*\\", re.M)
ERR_RE = re.compile(r"^([^\n(]*)\((\d+)(?:,[\d-]+)?\): error (X\d+): ?(.*)$", re.M)


def clean(path):
    if os.path.exists(path):
        t = open(path).read()
        t2 = PATH_RE.sub("", t)
        if t2 != t:
            with open(path, "w") as f:
                f.write(t2)


def first_error(path, line=None):
    """(first code, its line, its text, whether some error is on `line`)."""
    if not os.path.exists(path):
        return "", "", "", ""
    t = open(path).read()
    ms = list(ERR_RE.finditer(t))
    if ms:
        on = "yes" if any(int(x.group(2)) == line for x in ms) else "no"
        return ms[0].group(3), ms[0].group(2), ms[0].group(4).strip().replace("\t", " "), on
    return (t.strip().splitlines()[0] if t.strip() else "?"), "", "", ""


def main():
    rows = write_sources()
    print(len(rows), "programs")
    if "--no-run" in sys.argv:
        return
    for prof, ident, m, has, line in rows:
        base = os.path.join(HERE, "%s.%s" % (prof, ident))
        for suffix in (".o", ".o.err", ".o.warn", ".sv.o", ".sv.o.err", ".sv.o.warn",
                       ".txt", ".txt.err"):
            if os.path.exists(base + suffix):
                os.remove(base + suffix)
    log = oracle("assemble.manifest", "assemble.log")
    hrs = {}
    for l in log.splitlines():
        p = l.split()
        if len(p) >= 4 and p[0] == "fail":
            hrs[p[2]] = p[3].replace("hr=", "")
    dis = ["# D3DDisassemble (flags 0) of the flags-0 binary, else of the flags-2 binary"]
    for prof, ident, m, has, line in rows:
        base = "%s.%s" % (prof, ident)
        for suffix in (".o.err", ".o.warn", ".sv.o.err", ".sv.o.warn"):
            clean(os.path.join(HERE, base + suffix))
        src = base + ".o" if os.path.exists(os.path.join(HERE, base + ".o")) else (
            base + ".sv.o" if os.path.exists(os.path.join(HERE, base + ".sv.o")) else None)
        if src:
            dis.append("disasm %s %s.txt" % (src, base))
    with open(os.path.join(HERE, "disasm.manifest"), "w") as f:
        f.write("\n".join(dis) + "\n")
    oracle("disasm.manifest", "disasm.log")
    same = 0
    out = ["\t".join(["profile", "mnemonic", "file", "verdict_flags0", "first_error_code_flags0",
                      "verdict_flags2", "first_error_code_flags2", "tokens_flags2",
                      "variant", "table_has", "instr_line", "first_error_line_flags0",
                      "first_error_line_flags2", "hr_flags0", "hr_flags2",
                      "first_error_text_flags2", "listing_from",
                      "error_on_instr_line_flags2", "bin_flags2"])]
    for prof, ident, m, has, line in rows:
        base = "%s.%s" % (prof, ident)
        p = lambda s: os.path.join(HERE, base + s)
        ok0, ok2 = os.path.exists(p(".o")), os.path.exists(p(".sv.o"))
        e0, l0, _, _ = first_error(p(".o.err"), line)
        e2, l2, t2, on2 = first_error(p(".sv.o.err"), line)
        toks = " ".join(tokens(p(".sv.o"))) if ok2 else ""
        lst = base + ".o" if ok0 else (base + ".sv.o" if ok2 else "")
        # the flags-2 binary is kept only where it differs from the flags-0 one
        if ok0 and ok2 and open(p(".o"), "rb").read() == open(p(".sv.o"), "rb").read():
            os.remove(p(".sv.o"))
            same += 1
        out.append("\t".join([prof, m, base + ".asm", "ok" if ok0 else "rejected", e0,
                              "ok" if ok2 else "rejected", e2, toks, ident,
                              "yes" if has else "no", str(line), l0, l2,
                              hrs.get(base + ".o", ""), hrs.get(base + ".sv.o", ""), t2, lst,
                              on2, (base + ".sv.o" if os.path.exists(p(".sv.o")) else
                                    base + ".o" if ok2 else "")]))
    with open(os.path.join(HERE, "index.tsv"), "w") as f:
        f.write("\n".join(out) + "\n")
    print("flags-2 binaries identical to flags-0 ones (removed):", same)


if __name__ == "__main__":
    main()
