#!/usr/bin/env bash
# The decompiler's proof: every binary under the given folders is
# decompiled (`dxsm hlsl`), compiled back by Microsoft's compiler (the
# oracle's `compile`, the original's profile, entry `main`) and compared
# with the original (`dxsm compare`). Prints, per set (folder) and
# stage, how many files / decompiled / compiled / have the original's
# interface / compare equal, and writes each failure's reason.
# Needs the oracle (../shared/oracle/oracle.sh setup); the test suite
# does not. With KEEP_DIR set, each pair found equal (the HLSL and what
# the compiler made of it) is copied to KEEP_DIR/SET/, SET being the
# folder's name: how tests/corpus/hlsl/ is made. With RECURSE=1 the
# binaries in the folders' subfolders count too (tests/corpus/shader-tests
# holds NAME/K/vs.o), each named by its folder and path
# (`shader-tests__NAME__K__vs`).
#
#   scripts/hlsl_proof.sh OUT_DIR FOLDER...
set -u
out=${1:?usage: scripts/hlsl_proof.sh OUT_DIR FOLDER...}
shift
oracle=${ORACLE:-$(dirname "$0")/../../shared/oracle/oracle.sh}
dxsm=${DXSM:-target/release/dxsm}
mkdir -p "$out"
: > "$out/manifest.txt"
: > "$out/failures.txt"
declare -A stage_of
binaries() {
  if [ "${RECURSE:-0}" = 1 ]; then find "$1" -name '*.o' -type f | sort; else ls "$1"/*.o 2>/dev/null; fi
}
for dir in "$@"; do
  for f in $(binaries "$dir"); do
    [ -f "$f" ] || continue
    rel=${f#"$dir"/}
    rel=${rel//\//__}
    name=${rel%.o}
    # Subfolders' names repeat from set to set (`abs/0/vs.o`).
    [ "${RECURSE:-0}" = 1 ] && name="$(basename "$dir")__$name"
    if ! "$dxsm" hlsl "$f" -o "$out/$name.hlsl" --force 2> "$out/$name.why"; then
      echo "$name: decompile: $(head -c 300 "$out/$name.why")" >> "$out/failures.txt"
      continue
    fi
    profile=$(head -1 "$out/$name.hlsl" | sed -n 's/.*from \([a-z]*_[0-9]_[0-9a-z]*\) code.*/\1/p')
    echo "compile $out/$name.hlsl main $profile $out/$name.re.o" >> "$out/manifest.txt"
    echo "$f" > "$out/$name.src"
  done
done
ORACLE_TIMEOUT=${ORACLE_TIMEOUT:-3000} "$oracle" batch "$out/manifest.txt" > "$out/oracle.log" 2>&1
python3 - "$out" "$dxsm" "$@" <<'PY'
import os, shutil, struct, subprocess, sys, collections
out, dxsm, dirs = sys.argv[1], sys.argv[2], sys.argv[3:]
keep = os.environ.get("KEEP_DIR")

def stage(path):
    """The stage of a DXBC container's program or a Direct3D 9 token stream."""
    b = open(path, "rb").read()
    if b[:4] == b"DXBC" and len(b) >= 32:
        n = struct.unpack_from("<I", b, 28)[0]
        for k in range(min(n, 64)):
            if 32 + 4 * k + 4 > len(b):
                break
            at = struct.unpack_from("<I", b, 32 + 4 * k)[0]
            if b[at:at + 4] in (b"SHDR", b"SHEX") and at + 12 <= len(b):
                kind = struct.unpack_from("<I", b, at + 8)[0] >> 16
                return ["ps", "vs", "gs", "hs", "ds", "cs"][kind] if kind < 6 else "?"
        return "?"
    if len(b) >= 4:
        kind = struct.unpack_from("<I", b, 0)[0] >> 16
        return {0xFFFE: "vs9", 0xFFFF: "ps9"}.get(kind, "?")
    return "?"

# files, decompiled, compiled, same interface, equal: per set and stage
count = collections.defaultdict(lambda: [0, 0, 0, 0, 0])
fail = open(os.path.join(out, "failures.txt"), "a")
for d in dirs:
    # The folder's name; `out` (sm1-3/hlsl/out) by its parents' names.
    parts = os.path.normpath(d).split(os.sep)
    set_name = parts[-1] if parts[-1] != "out" or len(parts) < 3 else f"{parts[-3]}-{parts[-2]}"
    if os.environ.get("RECURSE") == "1":
        found = sorted(os.path.relpath(os.path.join(r, x), d)
                       for r, _, xs in os.walk(d) for x in xs if x.endswith(".o"))
    else:
        found = sorted(x for x in os.listdir(d) if x.endswith(".o"))
    for f in found:
        name = f[:-2].replace(os.sep, "__")
        if os.environ.get("RECURSE") == "1":
            name = f"{parts[-1]}__{name}"
        c = count[(set_name, stage(os.path.join(d, f)))]
        c[0] += 1
        h = os.path.join(out, name + ".hlsl")
        if not os.path.exists(h):
            continue
        c[1] += 1
        re = os.path.join(out, name + ".re.o")
        if not os.path.exists(re):
            err = open(re + ".err", errors="replace").read()[:300] if os.path.exists(re + ".err") else "?"
            fail.write(f"{name}: compile: {err.strip()}\n")
            continue
        c[2] += 1
        r = subprocess.run([dxsm, "compare", os.path.join(d, f), re], capture_output=True, text=True)
        if "interfaces differ" not in r.stdout + r.stderr:
            c[3] += 1
        if r.returncode == 0:
            c[4] += 1
            if keep:
                k = os.path.join(keep, set_name)
                os.makedirs(k, exist_ok=True)
                shutil.copy(h, os.path.join(k, name + ".hlsl"))
                shutil.copy(re, os.path.join(k, name + ".o"))
        else:
            fail.write(f"{name}: compare: {(r.stdout + r.stderr).strip()[:300]}\n")
print(f"{'set':18} {'stage':5} {'files':>6} {'decompiled':>11} {'compiled':>9} {'interface':>10} {'equal':>6}")
for (s, st) in sorted(count):
    n, dc, cc, si, eq = count[(s, st)]
    print(f"{s:18} {st:5} {n:6} {dc:11} {cc:9} {si:10} {eq:6}")
for s in sorted({s for s, _ in count}):
    t = [sum(c[i] for (x, _), c in count.items() if x == s) for i in range(5)]
    print(f"{s:18} {'all':5} {t[0]:6} {t[1]:11} {t[2]:9} {t[3]:10} {t[4]:6}")
PY
echo "failures: $out/failures.txt"
