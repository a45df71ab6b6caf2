"""What a game-fix script does by hand with regular expressions, on the
program instead: find every shader that reads a given constant and insert
an instruction after its output position is written, then put each shader
back with its other chunks kept.

    python fix_constant_readers.py FOLDER VARIABLE "INSTRUCTION"

INSTRUCTION may name the position register as {pos}: "mov {pos}.z, l(0.5)".
"""

import pathlib
import sys

import dxsm


def fix(data: bytes, variable: str, instruction: str):
    """The fixed shader, or None if it does not read `variable`."""
    program = dxsm.parse(data)
    const = program.constant(variable)
    if const is None:
        return None
    slot, first = const["index"]
    rows = range(first, first + const["rows"])
    if not any(i.reads(const["register"], (slot, rows)) for i in program.code):
        return None
    out = program.output("SV_Position")
    if out is None:
        return None
    register, (n,) = out
    pos = f"{register}{n}"
    last = max(k for k, i in enumerate(program.instructions) if i.writes(register, (n,)))
    program.instructions.insert(last + 1, program.instruction(instruction.format(pos=pos)))
    return program.assemble()


def main(folder: str, variable: str, instruction: str) -> None:
    for path in sorted(pathlib.Path(folder).glob("*.o")):
        fixed = fix(path.read_bytes(), variable, instruction)
        if fixed is not None:
            path.with_suffix(".fixed.o").write_bytes(fixed)
            print(f"fixed {path.name}")


if __name__ == "__main__":
    main(*sys.argv[1:4])
