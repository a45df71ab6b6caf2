#!/usr/bin/env python3
"""Generates the pixel-shader constant-read matrix: every pair (add) and
triple (mad) of operands among three constant registers, one of them
with a replicate swizzle, and an input, in every pixel shader model; in
ps_2_0 and later also dp2add, and sincos with its constants (the macro's
operands in ps_2_x) and without. Run from this folder, then Microsoft's
assembler with validation (flags 0) on the manifest, then this script's
`verdicts` step:

    python3 gen.py && ../../../../../shared/oracle/oracle.sh batch manifest.txt
    python3 gen.py verdicts

Each case.asm gets case.o (accepted) or case.o.err (rejected: codes and
lines); the .o files are not kept. verdicts.tsv holds each case's verdict,
first error code and its line; tests/root/validate_matrices.rs
compares our validator's with them."""
import itertools, os, re, sys

PROFILES = ["ps_1_1", "ps_1_2", "ps_1_3", "ps_1_4", "ps_2_0", "ps_2_x", "ps_2_sw", "ps_3_0", "ps_3_sw"]
OPS = ["c0", "c1", "c2", "c1.w", "IN"]


def program(profile, ins):
    major = int(profile[3])
    if major == 1:
        # ps_1_x: v0 is the diffuse colour; r0 is the output.
        lines = [profile, ins.replace("IN", "v0").replace("DST", "r0")]
        return "\n".join(lines) + "\n"
    inp = "v0" if major == 3 else "t0"
    lines = [profile, "dcl_texcoord v0" if major == 3 else "dcl t0"]
    lines.append(ins.replace("IN", inp).replace("DST", "r0"))
    lines.append("mov oC0, r0")
    return "\n".join(lines) + "\n"


def cases(profile):
    major = int(profile[3])
    out = [f"add DST, {a}, {b}" for a, b in itertools.product(OPS, OPS)]
    out += [f"mad DST, {a}, {b}, {c}" for a, b, c in itertools.product(OPS, repeat=3)]
    if major >= 2:
        out += [f"dp2add DST, {a}, {b}, {c}.x" for a, b, c in [("c0", "c1", "c2"), ("c0", "c0", "c0"), ("c0", "IN", "c1"), ("IN", "IN", "c0")]]
        out += ["mov r0, IN\nsincos r0.xy, c2.x" + (", c0, c1" if major == 2 else ""),
                "mov r0, IN\nsincos r0.xy, IN.x" + (", c0, c1" if major == 2 else "")]
    return out


def main():
    manifest = []
    for p in PROFILES:
        for i, ins in enumerate(cases(p)):
            name = f"{p}.{i:03d}"
            with open(name + ".asm", "w") as f:
                f.write(program(p, ins))
            manifest.append(f"assemble {name}.asm {name}.o 0")
    with open("manifest.txt", "w") as f:
        f.write("\n".join(manifest) + "\n")
    print(len(manifest), "cases")


def verdicts():
    rows = ["# name\tMicrosoft's verdict (D3DAssemble, flags 0)\tfirst error code\tits line"]
    for line in open("manifest.txt"):
        name = line.split()[1][:-4]
        if os.path.exists(name + ".o"):
            rows.append(f"{name}\taccepted\t-\t-")
            os.remove(name + ".o")
            continue
        err = open(name + ".o.err").read()
        m = re.search(r"\((\d+),[^)]*\): error (X\d+)", err)
        rows.append(f"{name}\trejected\t{m.group(2)}\t{m.group(1)}")
    with open("verdicts.tsv", "w") as f:
        f.write("\n".join(rows) + "\n")
    print(len(rows) - 1, "verdicts")


if __name__ == "__main__":
    verdicts() if sys.argv[1:] == ["verdicts"] else main()
