#!/usr/bin/env python3
"""A sample of public game shaders for the decompiler's proof, from a
clone of DarkStarSword/3d-fixes (its HEAD; a bare clone
will do) (listings that Helix Mod and 3Dmigoto
dumped from games, many edited by hand).

    scripts/listings_sample.py REPO OUT [N]

Takes the first N (default 400) listings of each kind, in the order of
the SHA-1 of their path (the same sample from the same checkout):
- SM1-3: `*/ShaderOverride/*.txt`, into OUT/sm1-3/;
- SM4/5: `*/ShaderFixes/*.txt` but the `_replace` files (3Dmigoto's
  HLSL), whose text has a `vs_5_0`-style version line, into OUT/sm4-5/;
assembles each with `dxsm asm` (target/release/dxsm, or $DXSM) and keeps
the binaries that assemble. Then:

    scripts/hlsl_proof.sh PROOF OUT/sm1-3 OUT/sm4-5
"""
import hashlib
import os
import re
import subprocess
import sys

repo, out = sys.argv[1], sys.argv[2]
n = int(sys.argv[3]) if len(sys.argv) > 3 else 400
dxsm = os.environ.get("DXSM", "target/release/dxsm")
files = subprocess.run(["git", "-C", repo, "ls-tree", "-r", "--name-only", "HEAD"],
                       capture_output=True, text=True, check=True).stdout.splitlines()
files.sort(key=lambda f: hashlib.sha1(f.encode()).hexdigest())
version = re.compile(rb"^\s*(vs|ps|gs|hs|ds|cs)_[45]_[01]\s*$", re.M)
kinds = [
    ("sm1-3", lambda f: "/ShaderOverride/" in f and f.endswith(".txt"), None),
    ("sm4-5", lambda f: "/ShaderFixes/" in f and f.endswith(".txt") and "_replace" not in f,
     version),
]
for kind, wanted, needs in kinds:
    dst = os.path.join(out, kind)
    os.makedirs(dst, exist_ok=True)
    kept = tried = 0
    for f in filter(wanted, files):
        if kept >= n:
            break
        text = subprocess.run(["git", "-C", repo, "show", "HEAD:" + f],
                              capture_output=True, check=True).stdout
        if needs is not None and not needs.search(text):
            continue
        tried += 1
        name = re.sub(r"[^A-Za-z0-9_.-]", "_", f.replace("/", "__"))[:-4]
        r = subprocess.run([dxsm, "asm", "-", "-o", os.path.join(dst, name + ".o"),
                            "--force"], input=text, capture_output=True)
        kept += r.returncode == 0
    print(f"{kind}: {kept} of {tried} assembled into {dst}")
