from typing import Any, Dict, List, Optional, Tuple, TypedDict, Union

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

def parse(shader: Union[bytes, str]) -> Program:
    """The program as objects to edit: a DXBC container, a Direct3D 9
    token stream, or listing text of either."""

class Program:
    """A shader's code as instructions, with its listing's header and
    closing lines and the binary it came from."""

    instructions: List[Instruction]
    """Declarations and instructions in order; edit the list in place."""
    @property
    def version(self) -> str:
        """The version line (``ps_5_0``, ``vs_2_0``)."""
    @property
    def stage(self) -> str:
        """``pixel``, ``vertex``, ``geometry``, ``hull``, ``domain``, ``compute``."""
    @property
    def model(self) -> Tuple[int, int]: ...
    @property
    def header(self) -> str:
        """The listing's comment lines before the version line."""
    @property
    def declarations(self) -> List[Instruction]: ...
    @property
    def code(self) -> List[Instruction]:
        """The instructions that are not declarations."""
    def instruction(self, text: str) -> Instruction:
        """One instruction read in this program's version."""
    def parse_instructions(self, text: str) -> List[Instruction]: ...
    def text(self) -> str:
        """The listing as Microsoft prints it (unchanged lines read from
        text as written)."""
    def assemble(self, skip_validation: bool = False) -> bytes:
        """The binary, on the original's other chunks; errors name lines of
        ``text()``."""
    def constant(self, name: str) -> Optional[Dict[str, Any]]:
        """Where a constant lives: ``register`` (``cb``, ``c``), ``index``
        (``(slot, first row)`` or ``(first register,)``), ``rows``."""
    def output(self, semantic: str, index: int = 0) -> Optional[Tuple[str, Tuple[int, ...]]]:
        """The output register of a semantic, as operands name it:
        ``("o", (0,))``, Direct3D 9 before 3.0 ``("oPos", (0,))``."""
    @property
    def signatures(self) -> Dict[str, List[Dict[str, Any]]]:
        """Signature elements by chunk (``ISGN``, ``OSG5``, ...)."""
    @property
    def constant_buffers(self) -> List[Dict[str, Any]]:
        """RDEF's buffers and variables; Direct3D 9: the constant table."""
    def info(self) -> Dict[str, Any]:
        """What ``info`` reports of the original binary."""

class Instruction:
    """One declaration or instruction."""

    saturate: bool
    @property
    def mnemonic(self) -> str: ...
    @property
    def opcode(self) -> int: ...
    @property
    def is_declaration(self) -> bool: ...
    @property
    def literals(self) -> List[int]:
        """A Direct3D 9 ``def``'s words."""
    @property
    def operands(self) -> List[Operand]: ...
    @property
    def text(self) -> str:
        """The line as Microsoft prints it."""
    def reads(self, register: str, index: Any = None) -> bool:
        """Whether a source is of ``register`` with an index matching
        ``index`` (a tuple of ints, ranges or None; a relative index
        matches any)."""
    def writes(self, register: str, index: Any = None) -> bool: ...
    def set_operand(self, k: int, text: str) -> None: ...
    def copy(self) -> Instruction: ...

class Operand:
    """A view of one operand: setting a field changes the instruction."""

    index: Tuple[Union[int, str], ...]
    """Ints, or a relative index's text (``"r0.x + 2"``); set with ints."""
    mask: Optional[str]
    swizzle: Optional[str]
    modifier: Optional[str]
    @property
    def text(self) -> str: ...
    @property
    def register(self) -> str:
        """``r``, ``v``, ``o``, ``cb``, ``l``, ... (Direct3D 9 ``c``, ``oPos``)."""
    @property
    def values(self) -> List[int]:
        """An immediate's 32-bit words."""
    @property
    def is_destination(self) -> bool: ...
    def replace(self, text: str) -> None:
        """This operand replaced by what ``text`` reads as."""
