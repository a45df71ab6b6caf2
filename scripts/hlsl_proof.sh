#!/usr/bin/env bash
# The decompiler's proof: every binary under the given folders is
# decompiled (`dxsm hlsl`), compiled back by Microsoft's compiler (the
# oracle's `compile`, the original's profile, entry `main`) and compared
# with the original (`dxsm compare`). Prints, per stage, how many
# decompiled / compiled / compared equal, and each failure's reason.
# Needs the oracle (../shared/oracle/oracle.sh setup); the test suite
# does not.
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
for dir in "$@"; do
  for f in "$dir"/*.o; do
    [ -f "$f" ] || continue
    name=$(basename "$f" .o)
    if ! "$dxsm" hlsl "$f" -o "$out/$name.hlsl" --force 2> "$out/$name.why"; then
      echo "$name: decompile: $(head -c 300 "$out/$name.why")" >> "$out/failures.txt"
      continue
    fi
    profile=$(head -1 "$out/$name.hlsl" | sed -n 's/.*from \([a-z]*_[0-9]_[0-9]\) code.*/\1/p')
    echo "compile $out/$name.hlsl main $profile $out/$name.re.o" >> "$out/manifest.txt"
    echo "$f" > "$out/$name.src"
  done
done
ORACLE_TIMEOUT=${ORACLE_TIMEOUT:-3000} "$oracle" batch "$out/manifest.txt" > "$out/oracle.log" 2>&1
python3 - "$out" "$dxsm" "$@" <<'PY'
import os, subprocess, sys, collections
out, dxsm, dirs = sys.argv[1], sys.argv[2], sys.argv[3:]
count = collections.defaultdict(lambda: [0, 0, 0, 0])
fail = open(os.path.join(out, "failures.txt"), "a")
for d in dirs:
    for f in sorted(os.listdir(d)):
        if not f.endswith(".o"):
            continue
        name = f[:-2]
        stage = name[:2]
        c = count[stage]
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
        if r.returncode == 0:
            c[3] += 1
        else:
            fail.write(f"{name}: compare: {(r.stdout + r.stderr).strip()[:300]}\n")
print(f"{'stage':6} {'files':>6} {'decompiled':>11} {'compiled':>9} {'equal':>6}")
for s in sorted(count):
    n, dc, cc, eq = count[s]
    print(f"{s:6} {n:6} {dc:11} {cc:9} {eq:6}")
t = [sum(c[i] for c in count.values()) for i in range(4)]
print(f"{'all':6} {t[0]:6} {t[1]:11} {t[2]:9} {t[3]:6}")
PY
echo "failures: $out/failures.txt"
