"""dxsm: Direct3D shader-model assembly from Python.

Disassemble, assemble, validate, decompile, run, inspect and strip
Direct3D shaders (SM4/5 DXBC containers, Direct3D 9 token streams, and
their listings) exactly as the ``dxsm`` command does; ``parse`` gives the
program as objects to edit (``Program``, ``Instruction``, ``Operand``),
printed back as Microsoft prints it and assembled onto the original.
"""

from ._dxsm import (  # noqa: F401
    DxsmError,
    Instruction,
    Operand,
    Program,
    assemble,
    decompile,
    disassemble,
    info,
    parse,
    run,
    strip,
    validate,
)

__all__ = [
    "DxsmError",
    "Instruction",
    "Operand",
    "Program",
    "assemble",
    "decompile",
    "disassemble",
    "info",
    "parse",
    "run",
    "strip",
    "validate",
]
