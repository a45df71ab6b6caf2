#!/usr/bin/env python3
"""Generates the texture-instruction matrix: swizzles on the sources of
texld, texldp, texldb and texldd; the register types of texldl's
destination and sources and of texkill's register; the register types
ps_3_0's dcl takes; a dcl after other instructions; in 6 Direct3D 9
models. Run from this folder:

    python3 gen.py && ../../../../../shared/oracle/oracle.sh batch manifest.txt
    python3 gen.py verdicts

The first step writes each case's NAME.asm and the manifest; the oracle
assembles each with Microsoft's validator (D3DAssemble, flags 0); the
last step folds each case's program and Microsoft's verdict, first error
code, line and message into cases.tsv and removes the rest.
tests/root/validate_matrices.rs checks our validator against cases.tsv."""
import os, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from matrix import main  # noqa: E402

# Declarations, the start of the body, the end.
HEAD = {
    "ps_2_0": ("dcl t0\ndcl_2d s0", "mov r0, t0", "mov oC0, r0"),
    "ps_2_x": ("dcl t0\ndcl_2d s0", "mov r0, t0", "mov oC0, r0"),
    "ps_2_sw": ("dcl t0\ndcl_2d s0", "mov r0, t0", "mov oC0, r0"),
    "ps_3_0": ("dcl_texcoord v0\ndcl_2d s0", "mov r0, v0", "mov oC0, r0"),
    "vs_3_0": ("dcl_position v0\ndcl_position o0\ndcl_2d s0", "mov r0, v0", "mov o0, r0"),
    "vs_2_0": ("dcl_position v0", "mov r0, v0", "mov oPos, r0"),
}
SWZ = ["", ".xy", ".x", ".xyzw", ".wzyx", ".xxxx"]


def program(m, body, decl=""):
    d, start, end = HEAD[m]
    return f"{m}\n{d}\n{decl}{start}\n{body}\n{end}\n"


def cases():
    for m in HEAD:
        ps = m.startswith("ps")
        if ps:
            for op in ["texld", "texldp", "texldb"]:
                for sw in SWZ:
                    yield f"{op}_src.{m}{sw or '.none'}", program(m, f"{op} r1, r0{sw}, s0")
            for sw in SWZ:
                yield f"texldd_src.{m}{sw or '.none'}", program(m, f"texldd r1, r0, s0, r0{sw}, r0")
            for reg in ["r0", "c1", "s0", "t0", "v0"]:
                yield f"texkill.{m}.{reg}", program(m, f"texkill {reg}", "def c1, 1, 1, 1, 1\n")
        for dst in ["r1", "v0", "o1", "c1"]:
            yield f"texldl_dst.{m}.{dst}", program(m, f"texldl {dst}, r0, s0")
        for src in ["r0", "v0", "c1", "b0", "t0"]:
            yield f"texldl_src0.{m}.{src}", program(m, f"texldl r1, {src}, s0", "def c1, 1, 1, 1, 1\ndefb b0, true\n")
        for src in ["s0", "r0", "v0", "c1"]:
            yield f"texldl_src1.{m}.{src}", program(m, f"texldl r1, r0, {src}", "def c1, 1, 1, 1, 1\n")
        if m == "ps_3_0":
            for decl in ["dcl_texcoord1 v1", "dcl_texcoord1 r3", "dcl_normal5 c0", "dcl_texcoord1 b0",
                         "dcl_texcoord1 t1", "dcl_2d s1", "dcl vPos.xy", "dcl vFace"]:
                name = decl.replace(" ", "_").replace(".", "_")
                yield f"dcl_reg.{m}.{name}", program(m, "", decl + "\n")
        # A declaration after another instruction.
        late = {"ps_3_0": "dcl_texcoord1 v1", "vs_3_0": "dcl_texcoord1 o1", "ps_2_x": "dcl t1",
                "ps_2_0": "dcl t1", "ps_2_sw": "dcl t1", "vs_2_0": "dcl_normal v1"}[m]
        yield f"dcl_late.{m}", program(m, late)


if __name__ == "__main__":
    main(cases)
