#!/usr/bin/env python3
"""Generates the declaration and subroutine matrix: a constant defined
twice (`def`, `defi`, `defb`, the same register or two), a sampler
declared with a write mask in the vertex models, `label`, `call` and
`callnz` with a swizzled or masked label or condition, a label defined
twice, `rep`'s and `loop`'s constant swizzled, `if` on registers other
than booleans, a matrix macro's second source swizzled, and an
instruction after a subroutine's `ret` that is not a `label`, in 12
Direct3D 9 models. Run from this folder:

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
DEFS = {
    "def": ("def c{n}, 1, 2, 3, 4", "def c{n}, 5, 6, 7, 8"),
    "defi": ("defi i{n}, 1, 0, 0, 0", "defi i{n}, 5, 0, 0, 0"),
    "defb": ("defb b{n}, true", "defb b{n}, false"),
}


def program(m, body, first=False, sub="", pre=""):
    head, tail = HEAD[m]
    main = f"{m}\n{body}\n{head}\n{tail}\n" if first else f"{m}\n{pre}{head}\n{body}\n{tail}\n"
    return main + sub


def cases():
    for m in HEAD:
        for k, (a, b) in DEFS.items():
            yield f"{k}.{m}.twice", program(m, a.format(n=1) + "\n" + b.format(n=1), True)
            yield f"{k}.{m}.two", program(m, a.format(n=1) + "\n" + b.format(n=2), True)
        # The same number in two register files.
        yield f"def_defi.{m}.same", program(m, "def c1, 1, 2, 3, 4\ndefi i1, 1, 0, 0, 0", True)
        if m.startswith("vs"):
            for mask in ["", ".x", ".xyzw"]:
                yield f"dcl_s.{m}{mask or '.none'}", program(m, f"dcl_2d s0{mask}", True)
        sub = "ret\nlabel l0\nmov r1, r0\nret\n"
        for lbl in ["l0", "l0.x", "l0.xyzw", "l0.xw"]:
            yield f"label.{m}.{lbl}", program(m, "call l0", sub=f"ret\nlabel {lbl}\nmov r1, r0\nret\n")
            yield f"call.{m}.{lbl}", program(m, f"call {lbl}", sub=sub)
            yield f"callnz.{m}.{lbl}", program(m, f"callnz {lbl}, b0", sub=sub, pre="defb b0, true\n")
        for cond in ["b0.x", "!b0"]:
            yield f"callnz_cond.{m}.{cond}", program(m, f"callnz l0, {cond}", sub=sub, pre="defb b0, true\n")
        # A label defined twice.
        yield f"label_twice.{m}", program(m, "call l0", sub=sub + "label l0\nret\n")
        # rep's and loop's integer constant with a swizzle (ps_2_x has no
        # loop: its integer constants are counts alone).
        defi = "defi i0, 2, 0, 0, 0\n" if m.startswith("ps_2") else "defi i0, 2, 0, 1, 0\n"
        for sw in ["", ".x", ".w", ".xyzw", ".xy"]:
            for head in ["rep i0", "loop aL, i0"]:
                kind = head.split()[0]
                yield f"{kind}_swizzle.{m}{sw or '.none'}", program(
                    m, f"{head}{sw}\nadd r0, r0, r0\nend{kind}", pre=defi)
        # if's condition: a boolean, or another register.
        for cond in ["b0", "i0", "r0.x", "c0.x", "p0.x"]:
            yield f"if_cond.{m}.{cond}", program(
                m, f"if {cond}\nadd r0, r0, r0\nendif", pre="defb b0, true\n" + defi)
        # A matrix macro's second source swizzled.
        for sw in ["", ".x", ".xyzw", ".zzzz"]:
            yield f"m4x4_swizzle.{m}{sw or '.none'}", program(m, f"m4x4 r1, r0, c0{sw}")
        # After a subroutine's ret: the end, a label, or something else.
        for after in ["", "label l1\nret\n", "mov r1, r0\n", "ret\n"]:
            name = {"": "end", "label l1\nret\n": "label", "mov r1, r0\n": "mov", "ret\n": "ret"}[after]
            yield f"after_ret.{m}.{name}", program(m, "call l0", sub=sub + after)


if __name__ == "__main__":
    main(cases)
