#!/usr/bin/env python3
"""Generates the operand-form matrix: every source modifier on an
arithmetic source, the swizzle of the one-component
instructions' source (rcp, rsq, exp, log, expp, logp), of both of pow's
and of sincos's, a write mask on
`def`'s register and on `dcl s#`, and a write mask or a source swizzle
on an oC# written by `mov`, in 12 Direct3D 9 models. Run from this folder:

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

HEAD = {
    "vs_1_1": ("dcl_position v0\nmov r0, v0", "mov oPos, r0"),
    "vs_2_0": ("dcl_position v0\nmov r0, v0", "mov oPos, r0"),
    "vs_2_x": ("dcl_position v0\nmov r0, v0", "mov oPos, r0"),
    "vs_3_0": ("dcl_position v0\ndcl_position o0\nmov r0, v0", "mov o0, r0"),
    "ps_2_0": ("dcl t0\nmov r0, t0", "mov oC0, r0"),
    "ps_2_x": ("dcl t0\nmov r0, t0", "mov oC0, r0"),
    "ps_3_0": ("dcl_texcoord v0\nmov r0, v0", "mov oC0, r0"),
    "ps_1_4": ("texld r1, t0\nmov r0, v0", ""),
    "ps_1_1": ("tex t0\nmov r0, v0", ""),
    "ps_1_3": ("tex t0\nmov r0, v0", ""),
    "vs_2_sw": ("dcl_position v0\nmov r0, v0", "mov oPos, r0"),
    "ps_2_sw": ("dcl t0\nmov r0, t0", "mov oC0, r0"),
}
# Source modifiers on an arithmetic source.
SRC_MODS = {"neg": "-r0", "abs": "r0_abs", "negabs": "-r0_abs", "bx2": "r0_bx2", "negbx2": "-r0_bx2",
            "bias": "r0_bias", "x2": "r0_x2", "negx2": "-r0_x2", "comp": "1-r0", "not": "!r0",
            "dz": "r0_dz", "dw": "r0_dw", "da": "r0_da", "db": "r0_db"}


def program(m, body, first=False):
    head, tail = HEAD[m]
    return f"{m}\n{body}\n{head}\n{tail}\n" if first else f"{m}\n{head}\n{body}\n{tail}\n"


def cases():
    for m in HEAD:
        for k, v in SRC_MODS.items():
            for pos in (1, 2):
                a, b = (v, "r0") if pos == 1 else ("r0", v)
                yield f"src_mod.{m}.{k}.{pos}", program(m, f"add r1, {a}, {b}")
        for op in ["rcp", "rsq", "exp", "log", "expp", "logp"]:
            for sw in ["", ".x", ".xy", ".xxxx", ".yyyy"]:
                yield f"one.{m}.{op}{sw or '.none'}", program(m, f"{op} r1, r0{sw}")
        for a, b in [("", ".x"), (".x", ""), (".x", ".y"), (".xy", ".x"), (".x", ".xxxx")]:
            yield f"pow.{m}{a or '.none'}{b or '.none'}", program(m, f"pow r1, r0{a}, r0{b}")
        # sincos: shader model 2's takes two constants (Taylor coefficients).
        consts = "" if m.endswith("3_0") else ", c1, c2"
        for sw in ["", ".x", ".xy", ".yyyy"]:
            yield f"sincos.{m}{sw or '.none'}", program(m, f"sincos r1.xy, r0{sw}{consts}")
        for mask in ["", ".x", ".xyzw", ".w"]:
            yield f"def.{m}{mask or '.none'}", program(m, f"def c9{mask}, 1, 2, 3, 4", True)
        if m.startswith(("ps_2", "ps_3")):
            for mask in ["", ".x", ".xyzw", ".w"]:
                yield f"dcl_s.{m}{mask or '.none'}", program(m, f"dcl_2d s0{mask}", True)
            for sw in ["", ".x", ".yzxw", ".xyzw", ".xxxx"]:
                yield f"oc_swizzle.{m}{sw or '.none'}", program(m, f"mov oC1, r0{sw}")
            for mask in ["", ".x", ".xyz", ".xyzw"]:
                yield f"oc_mask.{m}{mask or '.none'}", program(m, f"mov oC1{mask}, r0")


if __name__ == "__main__":
    main(cases)
