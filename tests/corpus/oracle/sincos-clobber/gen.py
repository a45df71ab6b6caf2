#!/usr/bin/env python3
"""Generates the sincos clobber cases: a register written whole, then
`sincos` into its x, y or xy, then one component read (each of x, y, z,
w), in ps_2_0, ps_2_x, ps_3_0, vs_2_0, vs_2_x and vs_3_0; and three
programs of several components (`more_*`). Run from this folder, then
Microsoft's assembler with validation (flags 0) on the manifest:

    python3 gen.py && ../../../../../shared/oracle/oracle.sh batch manifest.txt && rm -f *.o

Each case.asm gets case.o (accepted, not kept) or case.o.err (every error
Microsoft reports, in order); tests/root/validate_sm1_rules.rs compares
all of our validator's errors with them."""

HEAD = {
    "ps_2": ("dcl t0", "t0", "mov oC0, r1"),
    "ps_3": ("dcl_texcoord v0", "v0", "mov oC0, r1"),
    "vs_2": ("dcl_position v0", "v0", "mov oPos, r1"),
    "vs_3": ("dcl_position v0\ndcl_position o0", "v0", "mov o0, r1"),
}


def program(profile, body):
    head, src, out = HEAD[profile[:4]]
    consts = ", c0, c1" if profile[3] == "2" else ""
    body = body.replace("IN", src).replace("CONSTS", consts)
    return f"{profile}\n{head}\n{body}\n{out}\n"


def main():
    cases = {}
    for p in ["ps_2_0", "ps_2_x", "ps_3_0", "vs_2_0", "vs_2_x", "vs_3_0"]:
        for m in ["x", "y", "xy"]:
            for c in "xyzw":
                cases[f"{p}_{m}_{c}"] = program(p, f"mov r0, IN\nsincos r0.{m}, IN.xCONSTS\nmov r1, r0.{c}")
    # Two components clobbered; one never written; one written again.
    cases["more_two"] = program("ps_2_0", "mov r0, IN\nsincos r0.y, IN.xCONSTS\nmov r1, r0")
    cases["more_unwritten"] = program("ps_2_0", "mov r0.xy, IN\nsincos r0.y, IN.xCONSTS\nmov r1, r0")
    cases["more_again"] = program("ps_2_0", "mov r0, IN\nsincos r0.y, IN.xCONSTS\nmov r0.z, IN\nmov r1, r0")
    with open("manifest.txt", "w") as f:
        for name, text in cases.items():
            with open(name + ".asm", "w") as a:
                a.write(text)
            f.write(f"assemble {name}.asm {name}.o 0\n")
    print(len(cases), "cases")


if __name__ == "__main__":
    main()
