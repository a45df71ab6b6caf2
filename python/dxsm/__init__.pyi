from typing import Any, Dict, List, Optional, TypedDict, Union

class DxsmError(Exception):
    """A shader dxsm could not read or process.

    ``code``: the diagnostic code where there is one (``X2005``); ``line``
    and ``column`` (1-based) for text; ``offset`` (bytes) for binaries.
    """

    code: Optional[str]
    line: Optional[int]
    column: Optional[int]
    offset: Optional[int]

class Finding(TypedDict):
    code: str
    severity: str
    message: str
    line: Optional[int]
    column: Optional[int]
    offset: Optional[int]

def disassemble(data: bytes, flags: int = 0) -> str:
    """The listing Microsoft's D3DDisassemble prints with ``flags``."""

def assemble(text: str, base: Optional[bytes] = None) -> bytes:
    """The bytes Microsoft's tools make of a listing; ``base`` keeps an
    original container's other chunks."""

def validate(shader: Union[bytes, str]) -> List[Finding]:
    """The shader-model reference's findings (empty: valid)."""

def decompile(shader: Union[bytes, str]) -> str:
    """HLSL (entry ``main``) that compiles back to what computes the same."""

def run(shader: Union[bytes, str], input: Dict[str, Any]) -> Dict[str, Any]:
    """Runs a shader on a ``dxsm run`` input document; its output document."""

def info(shader: bytes) -> Dict[str, Any]:
    """What ``dxsm info --format json`` reports."""

def strip(shader: bytes, flags: int) -> bytes:
    """D3DStripShader: 0x1 reflection, 0x2 debug, 0x4 test blobs, 0x8 private."""
