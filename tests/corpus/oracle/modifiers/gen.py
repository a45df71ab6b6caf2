#!/usr/bin/env python3
"""Generates the instruction-modifier matrix: every result modifier and
shift (`_sat`, `_pp`, `_centroid`, `_x2`, `_d2`, `_x4`, `_sat_pp`,
`_pp_sat`, and `_bx2`, which is a source modifier) on 33 instruction
words in 10 Direct3D 9 models, and `dcl`'s modifiers on each register
kind of the pixel models 2.0 to 3.0. Run from this folder:

    python3 gen.py && ../../../../../shared/oracle/oracle.sh batch manifest.txt
    python3 gen.py verdicts

The first step writes each case's NAME.asm and the manifest; the oracle
assembles each (D3DAssemble, flags 0); the last step folds each case's
program and Microsoft's verdict, first error code, line and message into
cases.tsv and removes the rest. tests/root/validate_matrices.rs checks
that our assembler refuses the word (X2000 at its line) exactly where
Microsoft's does, and the `dcl` cases' first error."""
import os, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from matrix import main  # noqa: E402

MODELS = ["vs_1_1", "vs_2_0", "vs_2_x", "vs_3_0", "ps_1_1", "ps_1_3", "ps_1_4", "ps_2_0", "ps_2_x", "ps_3_0"]
OPS = ["mov r0, c0", "add r0, c0, c1", "dp4 r0, c0, c1", "mad r0, c0, c1, c2", "frc r0, c0", "rcp r0, c0.x",
       "nrm r0, c0", "texld r0, t0, s0", "tex t0", "texkill r0", "def c0, 1, 1, 1, 1", "defi i0, 1, 1, 1, 1",
       "dcl_2d s0", "dcl_texcoord v0", "dcl t0", "ret", "else", "endif", "endloop", "rep i0", "callnz l0, b0",
       "if_lt c0.x, c1.x", "break", "setp_gt p0, c0, c1", "mova a0.x, c0.x", "sincos r0.xy, c0.x",
       "lrp r0, c0, c1, c2", "cmp r0, c0, c1, c2", "dsx r0, c0", "texldl r0, c0, s0", "label l0", "phase", "nop"]
MODS = ["_sat", "_pp", "_centroid", "_x2", "_d2", "_x4", "_sat_pp", "_pp_sat", "_bx2"]


def operands(m, word, rest):
    # The model's own form, so that only the modifier is in question.
    if word == "texld" and m == "ps_1_4":
        return "r0, t0"
    if word == "sincos" and m.startswith(("ps_2", "vs_2")):
        return "r0.xy, c0.x, c1, c2"
    return rest


def cases():
    for m in MODELS:
        for i, o in enumerate(OPS):
            word, rest = (o.split(" ", 1) + [""])[:2]
            rest = operands(m, word, rest)
            for j, md in enumerate(MODS):
                yield f"{m}.{i:02d}.{j}", f"{m}\n{word}{md}{' ' + rest if rest else ''}\n"
    # dcl's modifiers in the pixel models 2.0 to 3.0, in whole programs.
    for m in ["ps_2_0", "ps_2_x", "ps_3_0"]:
        for r in ["t0", "v0", "s0"]:
            for md in ["", "_pp", "_centroid", "_centroid_pp"]:
                if r == "s0":
                    d = f"dcl_2d{md} s0"
                elif r == "t0":
                    if m == "ps_3_0":
                        continue
                    d = f"dcl{md} t0"
                else:
                    d = f"dcl_texcoord{md} v0" if m == "ps_3_0" else f"dcl{md} v0"
                yield f"dcl.{m}.{r}{md or '_none'}", f"{m}\n{d}\nmov oC0, c0\n"


if __name__ == "__main__":
    main(cases)
