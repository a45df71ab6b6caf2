#!/usr/bin/env python3
"""Generates the relative-addressing matrix: every pair (add) and triple
(mad) of constant operands, absolute and relative through a0.x, a0.y and
aL, in vs_1_1, vs_2_0, vs_2_x, vs_2_sw, vs_3_0 and vs_3_sw, plus the same forms with a
swizzle, and addresses with an address of their own. Run from this folder, then Microsoft's assembler with
validation (flags 0) on the manifest:

    python3 gen.py && ../../../../../shared/oracle/oracle.sh batch manifest.txt

Each case.asm gets case.o (accepted) or case.o.err (rejected: codes and
lines). tests/root/validate_relative.rs compares our validator's verdict and
first code with these."""
import itertools, os

PROFILES = ["vs_1_1", "vs_2_0", "vs_2_x", "vs_2_sw", "vs_3_0", "vs_3_sw"]
OPS = ["c0", "c1", "c0[a0.x]", "c1[a0.x]", "c0[a0.y]", "c2[a0.y]", "c0[aL]", "c1[aL]", "c0[a0.x].zwzw", "v1", "r0"]
NESTED = ["add r0, c0[a0[a0.x].x], c1", "add r0, c0[aL[a0.x]], c1", "mov r0, c1[a0.x[1]]"]
MAD_OPS = ["c0", "c1", "c0[a0.x]", "c1[a0.x]", "c0[a0.y]", "c0[aL]"]

def usable(profile, ops):
    for o in ops:
        if profile == "vs_1_1" and ("a0.y" in o or "aL" in o):
            return False
    return True

def program(profile, ins):
    loop = profile != "vs_1_1"
    out = "o0" if profile.startswith("vs_3") else "oPos"
    lines = [profile, "dcl_position v1"]
    if profile.startswith("vs_3"):
        lines.append("dcl_position o0")
    if loop:
        lines.append("defi i0, 2, 0, 0, 0")
        lines.append("mova a0, v1")
    else:
        lines.append("mov a0.x, v1.x")
    lines.append("mov r0, v1")
    if loop:
        lines += ["loop aL, i0", ins, "endloop"]
    else:
        lines.append(ins)
    lines.append(f"mov {out}, r0")
    return "\n".join(lines) + "\n"

def main():
    manifest = []
    n = 0
    for p in PROFILES:
        cases = [f"add r0, {a}, {b}" for a, b in itertools.product(OPS, OPS)]
        cases += [f"mad r0, {a}, {b}, {c}" for a, b, c in itertools.product(MAD_OPS, repeat=3)]
        for i, ins in enumerate(cases):
            ops = [o.strip() for o in ins.split(" ", 1)[1].split(",")[1:]]
            if not usable(p, ops):
                continue
            name = f"{p}.{i:03d}"
            with open(name + ".asm", "w") as f:
                f.write(program(p, ins))
            manifest.append(f"assemble {name}.asm {name}.o 0")
            n += 1
        # An address with an address of its own (refused by the assembler).
        for i, ins in enumerate(NESTED):
            name = f"{p}.n{i}"
            with open(name + ".asm", "w") as f:
                f.write(program(p, ins))
            manifest.append(f"assemble {name}.asm {name}.o 0")
            n += 1
    with open("manifest.txt", "w") as f:
        f.write("\n".join(manifest) + "\n")
    print(n, "cases")

if __name__ == "__main__":
    main()
