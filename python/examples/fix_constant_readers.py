"""What a game-fix script does by hand with regular expressions, on the
program's facts instead: find every shader that reads a given constant
buffer variable and insert an instruction after its output position is
written, then put each shader back with its other chunks kept.

    python fix_constant_readers.py FOLDER VARIABLE "INSTRUCTION"

INSTRUCTION may name the position register as {pos}:
"mov {pos}.z, l(0.5)".
"""

import pathlib
import sys

import dxsm


def reads_variable(data: bytes, listing: str, variable: str) -> bool:
    """Whether the code reads the constant buffer register holding it."""
    i = dxsm.info(data)
    for slot, buffer in enumerate_buffers(i):
        for v in buffer["variables"]:
            if v["name"] == variable and v["used"]:
                return f"cb{slot}[{v['offset'] // 16}]" in listing
    return False


def enumerate_buffers(i):
    slots = {b["name"]: int(b["slot"][2:]) for b in i.get("bindings", []) if b["type"] == "cbuffer"}
    for b in i.get("constant_buffers", []):
        if b["name"] in slots:
            yield slots[b["name"]], b


def fix(data: bytes, variable: str, instruction: str):
    """The fixed shader, or None if it does not read `variable`."""
    listing = dxsm.disassemble(data)
    if not reads_variable(data, listing, variable):
        return None
    outputs = dxsm.info(data)["signatures"].get("OSGN", [])
    pos = [e["register"] for e in outputs if e["system_value"] == "POS"]
    if not pos:
        return None
    reg = f"o{pos[0]}"
    lines = listing.splitlines()
    last = max(k for k, l in enumerate(lines) if l.split(" ")[1:2] and l.split(" ")[1].startswith(reg + "."))
    lines.insert(last + 1, instruction.format(pos=reg))
    return dxsm.assemble("\n".join(lines) + "\n", base=data)


def main(folder: str, variable: str, instruction: str) -> None:
    for path in sorted(pathlib.Path(folder).glob("*.o")):
        fixed = fix(path.read_bytes(), variable, instruction)
        if fixed is not None:
            path.with_suffix(".fixed.o").write_bytes(fixed)
            print(f"fixed {path.name}")


if __name__ == "__main__":
    main(*sys.argv[1:4])
