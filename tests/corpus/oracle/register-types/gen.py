#!/usr/bin/env python3
"""Generates the register-type matrix: every register type in every
operand (the destination, each source) of 22 arithmetic instructions in 11
Direct3D 9 models, in a program that declares and initializes the rest.
Run from this folder:

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

MODELS = ["vs_1_1", "vs_2_0", "vs_2_x", "vs_2_sw", "vs_3_0", "vs_3_sw", "ps_1_1", "ps_1_2", "ps_1_3", "ps_1_4", "ps_2_0", "ps_2_x", "ps_2_sw", "ps_3_0", "ps_3_sw"]
HEAD = {
    "vs_1": ("dcl_position v0\nmov r0, v0", "mov oPos, r0"),
    "vs_2": ("dcl_position v0\nmov r0, v0", "mov oPos, r0"),
    "vs_3": ("dcl_position v0\ndcl_position o0\ndcl_2d s0\nmov r0, v0", "mov o0, r0"),
    "ps_1": ("tex t0\nmov r0, v0", ""),
    "ps_1_4": ("texld r1, t0\nmov r0, v0", ""),
    "ps_2": ("dcl t0\ndcl v0\ndcl_2d s0\nmov r0, t0", "mov oC0, r0"),
    "ps_3": ("dcl_texcoord v0\ndcl vPos.xy\ndcl vFace\ndcl_2d s0\nmov r0, v0", "mov oC0, r0"),
}
# (mnemonic, sources, sources are scalars, models that have it)
OPS = [("mov", 1, False, None), ("add", 2, False, None), ("mul", 2, False, None), ("mad", 3, False, None),
       ("dp3", 2, False, None), ("dp4", 2, False, None), ("min", 2, False, "vs,ps_2,ps_3"), ("max", 2, False, "vs,ps_2,ps_3"),
       ("rcp", 1, True, "vs,ps_2,ps_3"), ("rsq", 1, True, "vs,ps_2,ps_3"), ("exp", 1, True, "vs,ps_2,ps_3"),
       ("frc", 1, False, "vs,ps_2,ps_3"), ("slt", 2, False, "vs"), ("lrp", 3, False, "ps,vs_2,vs_3"),
       ("cmp", 3, False, "ps_1_2,ps_1_3,ps_1_4,ps_2,ps_3"), ("cnd", 3, False, "ps_1"), ("sub", 2, False, "ps_1"),
       ("abs", 1, False, "vs_2,vs_3,ps_2,ps_3"), ("pow", 2, True, "vs_2,vs_3,ps_2,ps_3"), ("dp2add", 3, None, "ps_2,ps_3"),
       ("mova", 1, False, "vs_2,vs_3"), ("logp", 1, True, "vs")]
REGS = ["r0", "v0", "c0", "a0", "t0", "s0", "i0", "b0", "p0", "aL", "oPos", "oD0", "oT0", "oFog", "oPts", "o0", "oC0", "oDepth", "vPos", "vFace"]


def cases():
    for m in MODELS:
        head, tail = HEAD["ps_1_4" if m == "ps_1_4" else m[:4]]
        for op, ns, scalar, where in OPS:
            if where is not None and not any(m.startswith(w) for w in where.split(",")):
                continue
            for pos in range(ns + 1):
                for reg in REGS:
                    ops = [reg if pos == 0 else ("a0" if op == "mova" else "r1")]
                    for k in range(1, ns + 1):
                        s = reg if pos == k else "r0"
                        if (op == "dp2add" and k == 3) or scalar:
                            s += ".x"
                        ops.append(s)
                    yield f"{m}.{op}.{pos}.{reg}", f"{m}\n{head}\n{op} {', '.join(ops)}\n{tail}\n"


if __name__ == "__main__":
    main(cases)
