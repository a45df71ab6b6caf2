#!/bin/sh
# Runs the fuzz targets one after another from their prebuilt binaries
# (build first: RUSTC_BOOTSTRAP=1 cargo fuzz build -O -a).
# Usage: fuzz/run_all.sh [seconds per target] [target...]
# Logs go to fuzz/logs/<target>.log, crashes to fuzz/artifacts/<target>/.
cd "$(dirname "$0")"
secs=${1:-600}
[ $# -gt 0 ] && shift
targets=${*:-"disassemble sm4_decode container sm1_decode sm4_parse header_parse sm1_parse run_input run_batch spdb sdbg hlsl lsp edit draw"}
bin=target/x86_64-unknown-linux-gnu/release
mkdir -p logs
for t in $targets; do
    mkdir -p corpus/$t artifacts/$t
    start=$(date +%s)
    $bin/$t corpus/$t -artifact_prefix=artifacts/$t/ \
        -max_total_time=$secs -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
        > logs/$t.log 2>&1
    echo "$t: exit $? after $(( $(date +%s) - start )) s" >> logs/summary.txt
done
