"""dxsm from Python: each function against Microsoft's outputs kept in the
repository (listings, stripped containers) or a documented rule."""

import pathlib

import pytest

import dxsm

ROOT = pathlib.Path(__file__).resolve().parents[2]
SHADER = ROOT / "examples/shaders/ps40_clip_dissolve.o"
LISTING = ROOT / "examples/shaders/ps40_clip_dissolve.asm"


def test_disassemble_gives_microsofts_listing():
    assert dxsm.disassemble(SHADER.read_bytes()) == LISTING.read_text()


def test_assemble_with_base_gives_the_original_bytes():
    original = SHADER.read_bytes()
    assert dxsm.assemble(LISTING.read_text(), base=original) == original


def test_errors_carry_their_code_and_location():
    with pytest.raises(dxsm.DxsmError) as e:
        dxsm.assemble("ps_5_0\ndcl_output o0.xyzw\nmull o0.xyzw, l(1,1,1,1), l(1,1,1,1)\nret\n")
    assert (e.value.line, e.value.column) == (3, 5)
    assert "mull" in str(e.value)
    with pytest.raises(dxsm.DxsmError) as e:
        dxsm.disassemble(SHADER.read_bytes()[:100])
    assert e.value.offset is not None


def test_validate_lists_findings():
    text = (
        "ps_5_0\ndcl_input_ps linear v1.xyz\ndcl_output o0.xyzw\ndcl_temps 1\n"
        "mov r3.x, v1.x\nmov o0.xyzw, r0.xxxx\nret\n"
    )
    findings = dxsm.validate(text)
    assert [(f["code"], f["line"]) for f in findings] == [("DXSM1020", 5)]
    assert dxsm.validate(SHADER.read_bytes()) == []


def test_strip_gives_d3dstripshaders_bytes():
    chunks = ROOT / "tests/corpus/oracle/strip-chunks"
    base = (chunks / "base.o").read_bytes()
    assert dxsm.strip(base, 0x1) == (chunks / "base.s1.o").read_bytes()


def test_info_reports_the_model_and_3dmigotos_hash():
    data = SHADER.read_bytes()
    i = dxsm.info(data)
    assert i["shader"] == "ps_4_0"
    # 3Dmigoto's fnv_64_buf: from 0, multiply by the FNV prime, then xor.
    h = 0
    for b in data:
        h = (h * 0x100000001B3) % (1 << 64) ^ b
    assert i["hash_3dmigoto"] == f"{h:016x}"
    assert {b["name"] for b in i["bindings"]} == {"g_s", "g_noise", "D"}


def test_run_adds():
    vs = "vs_4_0\ndcl_input v0.xyzw\ndcl_output o0.xyzw\nadd o0.xyzw, v0.xyzw, l(1.0, 2.0, 3.0, 4.0)\nret\n"
    out = dxsm.run(vs, {"vertices": [{"v0": [1.0, 2.0, 3.0, 4.0]}]})
    assert out["vertices"][0]["o0"] == [2.0, 4.0, 6.0, 8.0]


def test_decompile_writes_hlsl_with_main():
    hlsl = dxsm.decompile(SHADER.read_bytes())
    assert hlsl.startswith("// Decompiled by dxsm from ps_4_0 code.")
    assert "main(" in hlsl
