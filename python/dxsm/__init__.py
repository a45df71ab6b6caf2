"""dxsm: Direct3D shader-model assembly from Python.

Disassemble, assemble, validate, decompile, run, inspect and strip
Direct3D shaders (SM4/5 DXBC containers, Direct3D 9 token streams, and
their listings) exactly as the ``dxsm`` command does.
"""

from ._dxsm import (  # noqa: F401
    DxsmError,
    assemble,
    decompile,
    disassemble,
    info,
    run,
    strip,
    validate,
)

__all__ = [
    "DxsmError",
    "assemble",
    "decompile",
    "disassemble",
    "info",
    "run",
    "strip",
    "validate",
]
