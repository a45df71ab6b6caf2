#!/usr/bin/env python3
"""Compile a folder of public HLSL sources with the oracle, for measuring
the decompiler on shaders nobody here wrote (docs/hlsl.md, "The proof").

    scripts/compile_samples.py SRC_DIR OUT_DIR

Each `*.hlsl` under SRC_DIR is compiled (d3dcompiler_47, flags 0, model
5.0) once per entry point found in it:
- `main`, with the stage its file name ends in (`...CS`, `...PS`,
  `...VS`, `...GS`, `...HS`, `...DS`, before a digit or `_`), or a
  compute shader where the file has `[numthreads`;
- each function defined at a line's start whose name begins with
  `VS`, `PS`, `CS`, `GS`, `HS` or `DS` before a capital, digit or `_`
  (`VSMain`, `PS_Render`), or ends with them (`RenderSceneVS`), as that
  stage. A hull shader's patch-constant function found so does not
  compile on its own and is reported.

Sources that use the `select` intrinsic of newer HLSL are compiled again
through a wrapper that defines it as `?:` (per component in model 5.0)
and includes the source: `.dxsm-select-NAME.hlsl` beside it, so that its
own includes are found, made only where no such file is and removed
afterwards.
What does not compile is reported and skipped. Outputs are
`OUT_DIR/PATH__ENTRY.PROFILE.o`, PATH being the source's path under
SRC_DIR with `/` as `__`. Needs the oracle (../shared/oracle/oracle.sh).
"""
import os
import re
import subprocess
import sys

src, out = sys.argv[1], sys.argv[2]
oracle = os.environ.get(
    "ORACLE", os.path.join(os.path.dirname(__file__), "../../shared/oracle/oracle.sh"))
os.makedirs(out, exist_ok=True)
STAGES = ["CS", "PS", "VS", "GS", "HS", "DS"]


def entries(path, text):
    """(entry, profile) pairs of one source."""
    found = []
    base = os.path.basename(path)[:-5]
    if re.search(r"\bmain\s*\(", text):
        stage = None
        for s in STAGES:
            # The last stage letters near the end of the name.
            if re.search(s + r"(\d|_|$)", base) and base.rfind(s) >= len(base) - 12:
                stage = s
        if stage is None and "[numthreads" in text:
            stage = "CS"
        if stage:
            found.append(("main", stage.lower() + "_5_0"))
    # Functions defined at a line's start whose name begins or ends with
    # a stage's letters (`VSMain`, `PS_Render`, `RenderSceneVS`).
    for m in re.finditer(r"^[\w<>]+[ \t]+(\w+)[ \t]*\(", text, re.M):
        name = m.group(1)
        tag = re.match(r"(VS|PS|CS|GS|HS|DS)(?=[A-Z_0-9]|$)", name) or re.search(
            r"(?<=[a-z0-9_])(VS|PS|CS|GS|HS|DS)$", name)
        if tag:
            found.append((name, tag.group(1).lower() + "_5_0"))
    return list(dict.fromkeys(found))


def batch(lines, name):
    manifest = os.path.join(out, name)
    with open(manifest, "w") as f:
        f.write("".join(lines))
    subprocess.run(["bash", oracle, "batch", manifest], capture_output=True)


jobs = []
for root, _, files in os.walk(src):
    for f in sorted(files):
        if not f.endswith(".hlsl") or f.startswith(".dxsm-select-"):
            continue
        path = os.path.join(root, f)
        text = open(path, errors="replace").read()
        stem = os.path.relpath(path, src)[:-5].replace(os.sep, "__")
        for entry, profile in entries(path, text):
            jobs.append((path, entry, profile, os.path.join(out, f"{stem}__{entry}.{profile}.o")))
batch([f"compile {p} {e} {pr} {o}\n" for p, e, pr, o in jobs], "manifest.txt")
# Again through a wrapper defining `select`, where that was the error.
again = []
wrappers = []
for p, e, pr, o in jobs:
    err = o + ".err"
    if os.path.exists(o) or not os.path.exists(err):
        continue
    if "undeclared identifier 'select'" in open(err, errors="replace").read():
        # The wrapper sits beside the source, so that the compiler finds
        # the source's own includes; it is never written over an existing
        # file, and removed afterwards.
        d, f = os.path.split(p)
        wrapper = os.path.join(d, ".dxsm-select-" + f)
        if wrapper not in wrappers:
            if os.path.exists(wrapper):
                continue
            with open(wrapper, "w") as w:
                w.write(f'#define select(c, a, b) ((c) ? (a) : (b))\n#include "{f}"\n')
            wrappers.append(wrapper)
        os.remove(err)
        again.append(f"compile {wrapper} {e} {pr} {o}\n")
try:
    if again:
        batch(again, "manifest-select.txt")
finally:
    for w in wrappers:
        os.remove(w)
made = sum(os.path.exists(o) for *_, o in jobs)
print(f"{len(jobs)} entry points, {made} compiled, {len(jobs) - made} not (see OUT_DIR/*.err)")
