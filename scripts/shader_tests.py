#!/usr/bin/env python3
"""Turns an HLSL test suite written in the `.shader_test` form into
`dxsm draw` cases, compiled by Microsoft's compiler (the oracle).

    scripts/shader_tests.py [--d3d9] SUITE_DIR OUT_DIR

SUITE_DIR holds `*.shader_test` files: sections `[pixel shader]`,
`[vertex shader]`, `[texture N]`, `[sampler N]`, `[render target N]`,
`[uav N]`, `[vertex buffer N]`, `[input layout]`, `[require]` and
`[test]` with `draw quad`, `draw triangle list|strip N`, `uniform`,
`probe` and `dispatch` lines. Each draw is run as the suite's Direct3D 11
runner runs it: a 640x480 R32G32B32A32_FLOAT target, `draw quad` as one
large triangle through a pass-through vertex shader, shaders compiled for
`vs_`/`ps_` of the required model (4.0 at least), uniforms in cb0,
textures and samplers in slot order.

For every draw this writes OUT_DIR/NAME/K/ (pipeline.json, vs.o, ps.o)
and one line of OUT_DIR/index.jsonl: the case, the probes that follow
the draw (target, rectangle, expected values, ulps; whether the suite
marks it `todo`), or why the case is not a draw case (`skip`). Needs the
oracle (Wine); the files it writes are committed and read by the test
suite without it.

With --d3d9 each draw is made as the suite's Direct3D 9 runner makes it
instead: tests that require shader model 4.0 or later are skipped, the
shaders are compiled for vs_2_0 and ps_2_0, the uniforms are the pixel
shader's float constants from c0 (four a register, as the runner's
SetPixelShaderConstantF takes them), texture N is bound to sampler sN,
the layout's `sv_position` is the POSITION usage, and an R32_FLOAT
texture reads (r, 1, 1, 1) as Direct3D 9's D3DFMT_R32F does.
"""

import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ORACLE = os.environ.get("ORACLE", os.path.join(HERE, "..", "..", "shared", "oracle", "oracle.sh"))
DXSM = os.environ.get("DXSM", os.path.join(HERE, "..", "target", "release", "dxsm"))
WIDTH, HEIGHT = 640, 480

QUAD_VS = "void main(inout float4 position : sv_position)\n{\n}\n"
FORMATS = {
    "r32g32b32a32 float": ("R32G32B32A32_FLOAT", "float", 16),
    "r32g32 float": ("R32G32_FLOAT", "float", 8),
    "r32g32 uint": ("R32G32_UINT", "uint", 8),
    "r32 float": ("R32_FLOAT", "float", 4),
    "r32 sint": ("R32_SINT", "sint", 4),
    "r32 uint": ("R32_UINT", "uint", 4),
}
MODELS = {"2.0": "4_0", "4.0": "4_0", "4.1": "4_1", "5.0": "5_0", "5.1": "5_1"}
D3D9 = False


def parse_format(s):
    for k, v in FORMATS.items():
        if s.startswith(k):
            return v, s[len(k):].strip()
    raise ValueError(f"unknown format '{s}'")


def numbers(s, kind):
    out = []
    for tok in s.split():
        if kind == "float":
            out.append(float(tok))
        else:
            out.append(int(tok, 0))
    return out


def bits(x, kind):
    if kind == "float":
        import struct
        return "0x%08x" % struct.unpack("<I", struct.pack("<f", x))[0]
    return "0x%08x" % (x & 0xFFFFFFFF)


class Resource:
    def __init__(self):
        self.format = ("R32G32B32A32_FLOAT", "float", 16)
        self.width = 1
        self.height = 1
        self.data = []

    def line(self, s):
        if s.startswith("format"):
            self.format, _ = parse_format(s[len("format"):].strip())
        elif s.startswith("size"):
            m = re.match(r"size\s*\(\s*(\d+)\s*,\s*(\d+)\s*\)", s)
            self.width, self.height = int(m.group(1)), int(m.group(2))
        else:
            self.data += numbers(s, self.format[1])

    def texels(self):
        n = self.format[2] // 4
        vals = [bits(x, self.format[1]) for x in self.data]
        return [vals[i:i + n] for i in range(0, len(vals), n)]


# Compiles are planned on a first pass and run as one oracle batch (one
# Wine start-up); the second pass reads what the batch left.
PLAN = None


def compile_hlsl(src, profile, out):
    if PLAN is not None:
        with open(out + ".hlsl", "w") as f:
            f.write(src)
        PLAN.append(f'compile "{out}.hlsl" main {profile} "{out}"')
        return None
    if os.path.exists(out + ".hlsl"):
        os.unlink(out + ".hlsl")
    if not os.path.exists(out):
        err = ""
        if os.path.exists(out + ".err"):
            err = open(out + ".err", errors="replace").read().strip().splitlines()[-1:]
            os.unlink(out + ".err")
        return f"the oracle does not compile it ({profile}): {' '.join(err)}"
    return None


def declared(obj):
    """The t#, s#, u# and cb# a compiled shader declares."""
    text = subprocess.run([DXSM, "dis", obj], capture_output=True, text=True).stdout
    regs = set()
    for line in text.splitlines():
        if line.strip().startswith("dcl_"):
            for m in re.finditer(r"\b([tsu]|cb)(\d+)\b", line):
                regs.add(m.group(1) + m.group(2))
    return regs


def parse_probe(s):
    """A probe line: target, rectangle, kind, values, ulps."""
    target = ("rt", 0)
    m = re.match(r"uav\s+(\d+)\s*(.*)", s)
    if m:
        target, s = ("uav", int(m.group(1))), m.group(2)
    m = re.match(r"render target\s+(\d+)\s*(.*)", s)
    if m:
        target, s = ("rt", int(m.group(1))), m.group(2)
    if s.startswith("all"):
        rect, s = None, s[3:].strip()
    else:
        m = re.match(r"\(\s*(-?\d+)\s*,\s*(-?\d+)\s*,\s*(-?\d+)\s*,\s*(-?\d+)\s*\)\s*(.*)", s)
        if m:
            rect, s = [int(m.group(i)) for i in range(1, 5)], m.group(5)
        else:
            m = re.match(r"\(\s*(\d+)\s*,\s*(\d+)\s*\)\s*(.*)", s)
            x, y = int(m.group(1)), int(m.group(2))
            rect, s = [x, y, x + 1, y + 1], m.group(3)
    m = re.match(r"(rgba|r)\s*\(([^)]*)\)\s*(\d*)", s)
    kind, vals, ulps = m.group(1), [float(v) for v in m.group(2).split(",")], m.group(3)
    return {"target": target[0], "slot": target[1], "rect": rect, "kind": kind,
            "value": vals, "ulps": int(ulps) if ulps else 0}


def cases(path):
    """Each draw of a file with its probes: (pipeline parts, probes, skip)."""
    name = os.path.basename(path)[: -len(".shader_test")]
    lines = open(path, encoding="utf-8", errors="replace").read().splitlines()
    model = "2.0"
    vs = ps = None
    ps_ok = True
    textures, samplers, targets, uavs, vbufs = {}, {}, {}, {}, {}
    layout = []
    uniforms = []
    section, cur = None, None
    body = []
    draws = []

    def set_uniform(offset, vals, kind):
        need = offset + len(vals)
        while len(uniforms) < need:
            uniforms.append("0x00000000")
        for i, v in enumerate(vals):
            uniforms[offset + i] = bits(v, kind)

    def finish():
        nonlocal vs, ps, section, body, model
        src = "\n".join(body) + "\n"
        if section == "pixel shader":
            ps = src
        elif section == "vertex shader":
            vs = src
        elif section == "require":
            for b in body:
                m = re.match(r"\s*shader model\s*>=\s*(\d\.\d)", b)
                if m:
                    model = m.group(1)

    for raw in lines + ["[end]"]:
        s = raw.strip()
        m = re.match(r"^\[(.*)\]$", s)
        if m:
            finish()
            section, body, cur = m.group(1), [], None
            if section.startswith("texture "):
                textures[int(section.split()[1])] = cur = Resource()
            elif section.startswith("uav "):
                uavs[int(section.split()[1])] = cur = Resource()
            elif section.startswith("render target "):
                targets[int(section.split()[2])] = cur = Resource()
            elif section.startswith("vertex buffer "):
                vbufs[int(section.split()[2])] = cur = Resource()
            elif section.startswith("sampler "):
                samplers[int(section.split()[1])] = cur = {}
            elif section == "input layout":
                layout = []
            continue
        if section in ("pixel shader", "vertex shader", "require"):
            body.append(raw)
            continue
        if not s or s.startswith("%"):
            continue
        if isinstance(cur, Resource):
            cur.line(s)
        elif isinstance(cur, dict):
            words = s.split()
            if words[0] == "filter":
                cur["min_filter"], cur["mag_filter"], cur["mip_filter"] = words[1:4]
            elif words[0] == "address":
                cur["address_u"], cur["address_v"], cur["address_w"] = words[1:4]
        elif section == "input layout":
            m = re.match(r"(\d+)\s+(.*)", s)
            fmt, rest = parse_format(m.group(2))
            parts = rest.split()
            layout.append({"slot": int(m.group(1)), "format": fmt, "semantic": parts[0],
                           "index": int(parts[1]) if len(parts) > 1 else 0})
        elif section == "test":
            todo = s.startswith("todo ")
            if todo:
                s = s[5:].strip()
            if s.startswith("uniform"):
                m = re.match(r"uniform\s+(\d+)\s+(float4|float|int4|int|uint)\s+(.*)", s)
                kind = {"float4": "float", "float": "float"}.get(m.group(2), "int")
                set_uniform(int(m.group(1)), numbers(m.group(3), kind), kind)
            elif s.startswith("draw"):
                if s.startswith("draw quad") and vs is None:
                    vs = QUAD_VS
                draws.append({
                    "draw": s, "todo": todo, "model": model, "vs": vs, "ps": ps,
                    "textures": {k: v for k, v in textures.items()},
                    "samplers": {k: dict(v) for k, v in samplers.items()},
                    "targets": {k: v for k, v in targets.items()},
                    "uavs": {k: v for k, v in uavs.items()},
                    "vbufs": {k: v for k, v in vbufs.items()},
                    "layout": list(layout), "uniforms": list(uniforms), "probes": [],
                })
            elif s.startswith("dispatch"):
                draws.append({"skip": "a compute dispatch, not a draw", "probes": [], "todo": todo})
            elif s.startswith("probe"):
                if draws:
                    p = parse_probe(s[len("probe"):].strip())
                    p["todo"] = todo
                    draws[-1]["probes"].append(p)
    return name, draws


def write_case(out, name, k, d):
    """Compiles and writes one draw; returns its index line."""
    case = f"{name}/{k}"
    line = {"case": case, "probes": d["probes"]}
    if "skip" in d:
        line["skip"] = d["skip"]
        return line
    sm = MODELS.get(d["model"])
    if sm is None or sm == "5_1":
        line["skip"] = f"shader model {d['model']} (Direct3D 12 only)"
        return line
    if D3D9:
        if d["model"] != "2.0":
            line["skip"] = f"shader model {d['model']} (the Direct3D 9 runner skips it)"
            return line
        sm = "2_0"
    folder = os.path.join(out, name, str(k))
    os.makedirs(folder, exist_ok=True)
    # `draw quad` uses the pass-through vertex shader when the test gives
    # none (and keeps it for later draws, as the runner does).
    vs_src = d["vs"]
    for stage, src in (("vs", vs_src), ("ps", d["ps"])):
        if src is None:
            line["skip"] = f"no {stage} source"
            return line
        err = compile_hlsl(src, f"{stage}_{sm}", os.path.join(folder, f"{stage}.o"))
        if err:
            line["skip"] = f"{stage}: {err}"
            return line
    if PLAN is not None:
        return line
    decl = declared(os.path.join(folder, "ps.o"))
    pipe = {"width": WIDTH, "height": HEIGHT,
            "vs": {"shader": "vs.o"}, "ps": {"shader": "ps.o"},
            "rasterizer": {}}
    if D3D9:
        return write_case9(folder, line, d, decl)
    if d["uniforms"] and "cb0" in decl:
        regs = d["uniforms"] + ["0x00000000"] * (-len(d["uniforms"]) % 4)
        pipe["ps"]["constants"] = {"cb0": [regs[i:i + 4] for i in range(0, len(regs), 4)]}
    res = {}
    for slot, t in d["textures"].items():
        if f"t{slot}" in decl:
            res[f"t{slot}"] = {"width": t.width, "height": t.height, "data": t.texels()}
    for slot, u in d["uavs"].items():
        if f"u{slot}" in decl:
            res[f"u{slot}"] = {"width": u.width, "height": u.height, "data": u.texels()}
    missing = [r for r in decl if r[0] in "tu" and r not in res]
    if missing:
        line["skip"] = f"the pixel shader declares {', '.join(sorted(missing))}, which the test does not bind"
        return line
    if res:
        pipe["ps"]["resources"] = res
    smp = {}
    for r in sorted(decl):
        if r.startswith("s") and r[1:].isdigit():
            smp[r] = d["samplers"].get(int(r[1:]), {"filter": "linear", "address": "clamp"})
    if smp:
        pipe["ps"]["samplers"] = smp
    # Render targets: slot 0 the default unless the test gives one.
    rts = dict(d["targets"])
    if 0 not in rts:
        r = Resource()
        r.width, r.height = WIDTH, HEIGHT
        rts[0] = r
    w, h = rts[0].width, rts[0].height
    pipe["width"], pipe["height"] = w, h
    pipe["targets"] = [{"format": rts[i].format[0]} if i in rts else {"format": "R32G32B32A32_FLOAT"}
                       for i in range(max(rts) + 1)]
    geometry(pipe, d, lambda n: n, "SV_Position")
    json.dump(pipe, open(os.path.join(folder, "pipeline.json"), "w"), indent=1)
    line["todo"] = d["todo"]
    return line


def geometry(pipe, d, semantic, quad):
    """The draw's topology, vertex count, input layout and vertex buffers
    (`semantic` names an element as the runner's API takes it; `quad` is
    the semantic of `draw quad`'s position)."""
    if d["draw"].startswith("draw quad"):
        pipe["input_layout"] = [{"semantic": quad, "format": "R32G32_FLOAT"}]
        pipe["vertex_buffers"] = [{"stride": 8, "floats": [-2.0, -2.0, -2.0, 4.0, 4.0, -2.0]}]
        pipe["topology"] = "triangle_list"
        pipe["draw"] = {"vertices": 3}
        return
    m = re.match(r"draw\s+(triangle list|triangle strip)\s+(\d+)", d["draw"])
    pipe["topology"] = m.group(1).replace(" ", "_")
    pipe["draw"] = {"vertices": int(m.group(2))}
    pipe["input_layout"] = [{"semantic": semantic(e["semantic"]), "index": e["index"],
                             "format": e["format"][0], "slot": e["slot"]} for e in d["layout"]]
    strides = {}
    for e in d["layout"]:
        strides[e["slot"]] = strides.get(e["slot"], 0) + e["format"][2]
    pipe["vertex_buffers"] = []
    for slot in range(max(d["vbufs"]) + 1 if d["vbufs"] else 0):
        vb = d["vbufs"].get(slot)
        pipe["vertex_buffers"].append({"stride": strides.get(slot, 0),
                                       "floats": [bits(x, vb.format[1]) for x in (vb.data if vb else [])]})


def write_case9(folder, line, d, decl):
    """The rest of a Direct3D 9 draw: constants, textures by sampler,
    targets, geometry."""
    pipe = {"vs": {"shader": "vs.o"}, "ps": {"shader": "ps.o"}}
    if d["uniforms"]:
        regs = d["uniforms"] + ["0x00000000"] * (-len(d["uniforms"]) % 4)
        pipe["ps"]["constants"] = {"c": [regs[i:i + 4] for i in range(0, len(regs), 4)]}
    res, smp = {}, {}
    one = bits(1.0, "float")
    for r in sorted(decl):
        if not (r.startswith("s") and r[1:].isdigit()):
            continue
        slot = int(r[1:])
        t = d["textures"].get(slot)
        if t is None:
            line["skip"] = f"the pixel shader samples {r}, to which the test binds no texture"
            return line
        texels = t.texels()
        if t.format[0] == "R32_FLOAT":
            texels = [[x[0], one, one, one] for x in texels]
        elif t.format[0] != "R32G32B32A32_FLOAT":
            line["skip"] = f"texture {slot}: {t.format[0]}, which the Direct3D 9 runner does not create"
            return line
        res[r] = {"width": t.width, "height": t.height, "data": texels}
        smp[r] = d["samplers"].get(slot, {"filter": "linear", "address": "clamp"})
    if res:
        pipe["ps"]["resources"] = res
        pipe["ps"]["samplers"] = smp
    rts = dict(d["targets"])
    if 0 not in rts:
        r = Resource()
        r.width, r.height = WIDTH, HEIGHT
        rts[0] = r
    pipe["width"], pipe["height"] = rts[0].width, rts[0].height
    pipe["targets"] = [{"format": rts[i].format[0]} if i in rts else {"format": "R32G32B32A32_FLOAT"}
                       for i in range(max(rts) + 1)]
    usage = {"sv_position": "POSITION", "position": "POSITION", "texcoord": "TEXCOORD"}
    bad = [e["semantic"] for e in d["layout"] if e["semantic"].lower() not in usage]
    if bad and not d["draw"].startswith("draw quad"):
        line["skip"] = f"input layout semantic {bad[0]}, which the Direct3D 9 runner does not translate"
        return line
    geometry(pipe, d, lambda n: usage.get(n.lower(), n), "POSITION")
    json.dump(pipe, open(os.path.join(folder, "pipeline.json"), "w"), indent=1)
    line["todo"] = d["todo"]
    return line


def main():
    global D3D9
    args = sys.argv[1:]
    if args and args[0] == "--d3d9":
        D3D9, args = True, args[1:]
    src, out = args[0], args[1]
    os.makedirs(out, exist_ok=True)
    files = [f for f in sorted(os.listdir(src)) if f.endswith(".shader_test")]
    every = [cases(os.path.join(src, f)) for f in files]
    global PLAN
    PLAN = []
    for name, draws in every:
        for k, d in enumerate(draws):
            write_case(out, name, k, d)
    manifest = os.path.join(out, "compile.txt")
    with open(manifest, "w") as f:
        f.write("\n".join(PLAN) + "\n")
    print(f"compiling {len(PLAN)} shaders", file=sys.stderr)
    subprocess.run([ORACLE, "batch", manifest], capture_output=True, text=True)
    os.unlink(manifest)
    PLAN = None
    index = []
    for name, draws in every:
        for k, d in enumerate(draws):
            line = write_case(out, name, k, d)
            if "skip" in line:
                # What the batch compiled for a case not drawn.
                shutil.rmtree(os.path.join(out, name, str(k)), ignore_errors=True)
            index.append(line)
            print(line["case"], line.get("skip", "ok"), file=sys.stderr)
        if os.path.isdir(os.path.join(out, name)) and not os.listdir(os.path.join(out, name)):
            os.rmdir(os.path.join(out, name))
    with open(os.path.join(out, "index.jsonl"), "w") as f:
        for line in index:
            f.write(json.dumps(line, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
