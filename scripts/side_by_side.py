#!/usr/bin/env python3
"""Side-by-side speed: dxsm against Microsoft's d3dcompiler_47, both in
process, on the same files (docs/PERFORMANCE.md).

Microsoft's side is the oracle's `bench` (tools/oracle: every file read
first, then only D3DDisassemble / D3DAssemble calls timed, under Wine);
dxsm's side is `examples/bench.rs`, timed the same way. The two run in
turn, ROUNDS times per job; the medians and their ratio are printed.

Usage: scripts/side_by_side.py [--rounds N] [--public DIR [--public-listings LDIR]] [--only JOB]
  --public DIR   a folder of public binaries nobody here compiled (searched
                 recursively for *.o, *.cso, *.bin): adds the jobs "SM4/5
                 dis, public shaders" (DXBC), its checksum row and "SM1-3
                 dis, public shaders" (Direct3D 9 token streams).
  --public-listings LDIR
                 the listings those binaries were assembled from, at the
                 same relative paths (X.o from LDIR/X.txt or X.asm): adds
                 "SM1-3 asm, public listings" and "SM4/5 asm vs our dis,
                 public listings".
Needs the oracle set up (oracle.sh setup). The test suite never runs this.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ORACLE = os.path.join(ROOT, "..", "shared", "oracle", "oracle.sh")
CORPUS = os.path.join(ROOT, "tests", "corpus")


def files(dirs, exts):
    out = []
    for d in dirs:
        for base, _, names in os.walk(d):
            for n in sorted(names):
                if n.endswith(exts) and not n.endswith(".sv.o"):
                    out.append(os.path.join(base, n))
    return sorted(out)


def is_dxbc(path):
    with open(path, "rb") as f:
        return f.read(4) == b"DXBC"


def run_ours(kind, lst, repeat):
    exe = os.path.join(ROOT, "target", "release", "examples", "bench")
    r = subprocess.run([exe, kind, lst, str(repeat)], capture_output=True, text=True)
    return parse(r.stdout, r.stderr)


def run_ms(kind, lst, repeat):
    r = subprocess.run(
        ["bash", ORACLE, "bench", kind, lst, str(repeat)], capture_output=True, text=True
    )
    return parse(r.stdout, r.stderr)


def parse(stdout, stderr):
    for line in stdout.splitlines():
        if line.startswith("bench "):
            _, kind, n, calls, ok, secs, nbytes = line.split()
            return int(calls), int(ok), float(secs)
    sys.exit(f"no bench line: {stdout!r} {stderr!r}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--public")
    ap.add_argument("--public-listings")
    ap.add_argument("--only")
    a = ap.parse_args()
    subprocess.run(
        ["cargo", "build", "--release", "--quiet", "--example", "bench"], cwd=ROOT, check=True
    )
    sm1 = [os.path.join(CORPUS, "sm1-3", d) for d in ("hlsl/out", "asm-cases/own", "asm-cases/wine", "nesting")]
    jobs = [
        # name, our kind, Microsoft's kind (None: against our own dis), files
        ("SM4/5 dis, dev corpus", "dis", "disasm", files([os.path.join(CORPUS, "sm4-5")], (".o",))),
        # What verifying the container checksum costs: D3DDisassemble
        # verifies it too (one flipped byte gives 0x80004005, session 20),
        # so the row above is the like-for-like one.
        ("SM4/5 dis, dev corpus, checksum not verified", "dis-nocheck", "disasm",
         files([os.path.join(CORPUS, "sm4-5")], (".o",))),
        # The checksum alone against Microsoft's whole dis: the ceiling of
        # the dis ratio (were decoding and printing free), since MD5's
        # compression is one chain of dependent steps per container.
        ("SM4/5 checksum alone vs Microsoft's dis, dev corpus", "checksum", "disasm",
         files([os.path.join(CORPUS, "sm4-5")], (".o",))),
        ("SM4/5 dis, public corpora", "dis", "disasm",
         files([os.path.join(CORPUS, "public")], (".o",))),
        ("SM1-3 dis", "dis", "disasm", [f for f in files(sm1, (".o",)) if not is_dxbc(f)]),
        ("SM1-3 asm (validating)", "asm", "assemble", files(sm1, (".asm",))),
        ("SM4/5 asm vs our dis", "asm", None, files([os.path.join(CORPUS, "sm4-5")], (".asm",))),
    ]
    if a.public:
        bins = files([a.public], (".o", ".cso", ".bin"))
        dxbc = {f: is_dxbc(f) for f in bins}
        jobs.insert(2, ("SM4/5 dis, public shaders", "dis", "disasm", [f for f in bins if dxbc[f]]))
        jobs.insert(3, ("SM4/5 checksum alone vs Microsoft's dis, public shaders", "checksum", "disasm",
                        [f for f in bins if dxbc[f]]))
        jobs.append(("SM1-3 dis, public shaders", "dis", "disasm", [f for f in bins if not dxbc[f]]))
        if a.public_listings:
            pairs = {True: [], False: []}
            for b in bins:
                stem = os.path.splitext(os.path.relpath(b, a.public))[0]
                for ext in (".txt", ".asm"):
                    t = os.path.join(a.public_listings, stem + ext)
                    if os.path.exists(t):
                        pairs[dxbc[b]].append((t, b))
                        break
            jobs.append(("SM1-3 asm, public listings", "asm", "assemble", [t for t, _ in pairs[False]]))
            jobs.append(("SM4/5 asm vs our dis, public listings", "asm", None, pairs[True]))
    tmp = tempfile.mkdtemp()
    print(f"| job | files | dxsm per call | Microsoft per call | ratio (Microsoft ÷ dxsm) | ok dxsm / Microsoft |")
    print("|---|---|---|---|---|---|")
    for name, ours, ms, lst in jobs:
        if a.only and a.only not in name:
            continue
        # Against our own dis: (listing, binary) pairs, or listings with
        # their binary beside them.
        bins = None
        if ms is None:
            bins = [p[1] if isinstance(p, tuple) else p[:-4] + ".o" for p in lst]
            lst = [p[0] if isinstance(p, tuple) else p for p in lst]
        path = os.path.join(tmp, name.replace(" ", "_").replace("/", "") + ".txt")
        with open(path, "w") as f:
            f.write("\n".join(lst) + "\n")
        # Repeat so that one timed batch takes about a second or more.
        repeat = max(1, 2000 // max(1, len(lst)))
        t_ours, t_ms = [], []
        ok_ours = ok_ms = 0
        for _ in range(a.rounds):
            calls, ok_ours, s = run_ours(ours, path, repeat)
            t_ours.append(s / calls)
            if ms:
                calls, ok_ms, s = run_ms(ms, path, repeat)
            else:
                # SM4/5 asm: against our own dis of the binaries.
                bpath = path + ".bins"
                with open(bpath, "w") as f:
                    f.write("\n".join(bins) + "\n")
                calls, ok_ms, s = run_ours("dis", bpath, repeat)
            t_ms.append(s / calls)
        mo, mm = statistics.median(t_ours), statistics.median(t_ms)
        who = "Microsoft" if ms else "dxsm dis"
        print(
            f"| {name} | {len(lst)} | {mo * 1e6:.1f} µs | {mm * 1e6:.1f} µs ({who}) | "
            f"{mm / mo:.2f}× (range {min(t_ms) / max(t_ours):.2f}–{max(t_ms) / min(t_ours):.2f}) | "
            f"{ok_ours // repeat} / {ok_ms // repeat} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
