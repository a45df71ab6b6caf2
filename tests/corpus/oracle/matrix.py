"""What the generated matrices' gen.py scripts share: writing each case's
program and the oracle's manifest, then folding the oracle's verdicts
into cases.tsv. A gen.py defines `cases()` (name, program) and calls
`main(cases)`:

    python3 gen.py && ../../../../../shared/oracle/oracle.sh batch manifest.txt
    python3 gen.py verdicts
"""
import os, re, sys

HEADER = ("# name\tprogram (\\n for new lines)\tMicrosoft's verdict (D3DAssemble, flags 0)"
          "\tfirst error code\tits line\tits message")


def write(cases):
    """Each case's NAME.asm and the manifest (assembled with flags 0)."""
    with open("manifest.txt", "w") as man:
        n = 0
        for name, text in cases():
            with open(name + ".asm", "w") as f:
                f.write(text)
            man.write(f"assemble {name}.asm {name}.o 0\n")
            n += 1
    print(n, "cases")


def verdicts(cases):
    """Each case's program and Microsoft's verdict, first error code, line
    and message into cases.tsv; the oracle's files removed."""
    rows = [HEADER]
    for name, text in cases():
        prog = text.replace("\n", "\\n")
        if os.path.exists(name + ".o"):
            rows.append(f"{name}\t{prog}\taccepted\t-\t-\t-")
        else:
            first = open(name + ".o.err").read().split("\n")[0]
            m = re.search(r"\((\d+),[^)]*\): error (X\d+): (.*)$", first)
            if m:
                rows.append(f"{name}\t{prog}\trejected\t{m.group(2)}\t{m.group(1)}\t{m.group(3)}")
            else:
                # `error : message` (no code), at a line
                m = re.search(r"\((\d+)[^)]*\): error ?(.*)$", first)
                rows.append(f"{name}\t{prog}\trejected\t-\t{m.group(1)}\t{m.group(2).lstrip(': ')}")
        for ext in (".asm", ".o", ".o.err", ".o.warn"):
            if os.path.exists(name + ext):
                os.remove(name + ext)
    os.remove("manifest.txt")
    with open("cases.tsv", "w") as f:
        f.write("\n".join(rows) + "\n")
    print(len(rows) - 1, "verdicts")


def main(cases):
    verdicts(cases) if sys.argv[1:] == ["verdicts"] else write(cases)
