"""The example fix script on the corpus's vertex shaders."""

import pathlib
import dxsm
from fix_constant_readers import fix

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_inserts_after_the_position_write_in_readers_only():
    corpus = ROOT / "tests/corpus/sm4-5"
    readers = 0
    for path in sorted(corpus.glob("vs*.o")):
        data = path.read_bytes()
        fixed = fix(data, "g_viewProj", "mov {pos}.z, l(0.500000)")
        # Fixed exactly where the compiler's reflection says the code reads
        # the variable.
        used = any(
            v["name"] == "g_viewProj" and v["used"]
            for b in dxsm.info(data).get("constant_buffers", [])
            for v in b["variables"]
        )
        assert (fixed is not None) == used, path.name
        if fixed is None:
            continue
        readers += 1
        text = dxsm.disassemble(fixed)
        lines = text.splitlines()
        at = lines.index("mov o0.z, l(0.500000)")
        # Right after the last instruction writing the position.
        assert lines[at - 1].split(" ")[1].startswith("o0.")
        # Everything else kept: the listing without the line is the original's.
        del lines[at]
        assert "\n".join(lines) + "\n" == dxsm.disassemble(data)
    assert readers > 0
