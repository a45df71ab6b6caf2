"""dxsm.parse: the program as objects, checked against Microsoft's listings
and bytes kept in the repository."""

import pathlib

import pytest

import dxsm

ROOT = pathlib.Path(__file__).resolve().parents[2]
SHADER = ROOT / "examples/shaders/ps40_clip_dissolve.o"
LISTING = ROOT / "examples/shaders/ps40_clip_dissolve.asm"
D3D9 = sorted((ROOT / "tests/corpus/sm1-3/hlsl/out").glob("*.vs_3_0.o"))[0]


def test_unedited_prints_microsofts_listing_and_assembles_to_the_same_bytes():
    data = SHADER.read_bytes()
    p = dxsm.parse(data)
    assert p.version == "ps_4_0" and p.stage == "pixel" and p.model == (4, 0)
    assert p.text() == LISTING.read_text()
    assert p.assemble() == data
    # The header's tables, as data.
    assert [e["name"] for e in p.signatures["OSGN"]] == ["SV_Target"]
    assert p.constant_buffers == dxsm.info(data).get("constant_buffers", [])
    # The listing read as text prints back as it was written.
    assert dxsm.parse(LISTING.read_text()).text() == LISTING.read_text()


def test_operands_are_the_pieces_of_the_printed_line():
    p = dxsm.parse(SHADER.read_bytes())
    assert p.declarations and p.code
    assert len(p.declarations) + len(p.code) == len(p.instructions)
    for ins in p.code:
        ops = ins.operands
        if ops:
            assert ins.text.endswith(", ".join(o.text for o in ops)), ins.text
        assert ins.text.startswith(ins.mnemonic)
        for o in ops:
            assert (o.mask is None) != (o.swizzle is None) or o.register in ("s", "t", "l")
    assert any(i.mnemonic == "discard" for i in p.code)


def test_edits_change_the_binary_and_nothing_else():
    data = SHADER.read_bytes()
    p = dxsm.parse(data)
    reg, index = p.output("SV_Target")
    last = max(k for k, i in enumerate(p.instructions) if i.writes(reg, index))
    new = p.instruction(f"mov {reg}{index[0]}.w, l(0.5)")
    p.instructions.insert(last + 1, new)
    new.operands[0].mask = "z"
    assert new.text == "mov o0.z, l(0.500000)"
    new.operands[1].replace("r0.y")
    new.operands[1].modifier = "abs"
    new.operands[1].swizzle = "w"
    new.saturate = True
    assert new.text == "mov_sat o0.z, |r0.w|"
    out = dxsm.disassemble(p.assemble())
    original = dxsm.disassemble(data).splitlines()
    lines = out.splitlines()
    at = lines.index("mov_sat o0.z, |r0.w|")
    del lines[at]
    # Only the statistics line counts one more instruction.
    assert [l for l in lines if "instruction slots" not in l] == [
        l for l in original if "instruction slots" not in l
    ]


def test_mistakes_are_errors_with_their_place():
    p = dxsm.parse(SHADER.read_bytes())
    with pytest.raises(dxsm.DxsmError) as e:
        p.instruction("mull r0.x, r0.x, r0.x")
    # Line 1 of the text given, as the assembler places it in a listing.
    with pytest.raises(dxsm.DxsmError) as whole:
        dxsm.assemble("ps_4_0\nmull r0.x, r0.x, r0.x\nret\n")
    assert (e.value.line, e.value.column) == (1, whole.value.column)
    assert "mull" in str(e.value)
    with pytest.raises(ValueError):
        p.code[0].operands[0].mask = "zx"
    p.instructions.append(p.instruction("mov o0.x, r99.x"))
    with pytest.raises(dxsm.DxsmError) as e:
        p.assemble()
    assert p.text().splitlines()[e.value.line - 1].strip() == "mov o0.x, r99.x"
    p.instructions.append("mov r0.x, r0.x")
    with pytest.raises(TypeError):
        p.text()


def test_reads_match_ranges_and_any():
    p = dxsm.parse(SHADER.read_bytes())
    reads_cb = [i for i in p.code if i.reads("cb")]
    assert reads_cb
    for i in reads_cb:
        o = next(o for o in i.operands if o.register == "cb")
        slot, row = o.index
        assert i.reads("cb", (slot, row))
        assert i.reads("cb", (None, range(row, row + 1)))
        assert not i.reads("cb", (slot, row + 1000))


def test_direct3d9_programs_edit_the_same_way():
    data = D3D9.read_bytes()
    p = dxsm.parse(data)
    assert p.version == "vs_3_0"
    assert p.assemble() == data
    assert p.output("POSITION") == ("o", (0,))
    assert p.signatures == {}
    assert {c["name"] for c in p.constant_buffers} == {"g_mvp", "g_tint"}
    c = p.constant("g_mvp")
    assert c == {"register": "c", "index": (0,), "rows": 4}
    dp4 = [i for i in p.code if i.reads("c", (range(0, 4),))]
    assert len(dp4) == 4
    dp4[0].operands[1].modifier = "neg"
    out = dxsm.disassemble(p.assemble())
    assert dp4[0].text in out and ", -v0" in dp4[0].text
    assert "g_mvp" in out
