#!/usr/bin/env bash
# Benchmark Groth16 proving for a circom circuit.
set -euo pipefail
CIRCUIT="${1:?usage: bench.sh <circuit.circom> [iterations]}"
N="${2:-5}"
HERE="$(cd "$(dirname "$0")" && pwd)"
NAME="$(basename "$CIRCUIT" .circom)"
WORK="$(mktemp -d -t zkbench.XXXX)"

bash "$HERE/accel.sh" || true

echo "==> compiling $CIRCUIT"
circom "$CIRCUIT" --r1cs --wasm -o "$WORK" >/dev/null
snarkjs r1cs info "$WORK/$NAME.r1cs" | grep -E "Constraints|Wires"

if [ ! -f "$WORK/pot_final.ptau" ]; then
  snarkjs powersoftau new bn128 16 "$WORK/pot0.ptau" >/dev/null
  snarkjs powersoftau contribute "$WORK/pot0.ptau" "$WORK/pot1.ptau" -e="bench" >/dev/null
  snarkjs powersoftau prepare phase2 "$WORK/pot1.ptau" "$WORK/pot_final.ptau" >/dev/null
fi
snarkjs groth16 setup "$WORK/$NAME.r1cs" "$WORK/pot_final.ptau" "$WORK/key.zkey" >/dev/null
echo '{"a": 3, "b": 11}' > "$WORK/input.json"
node "$WORK/${NAME}_js/generate_witness.js" "$WORK/${NAME}_js/$NAME.wasm" "$WORK/input.json" "$WORK/w.wtns"

times=()
for i in $(seq 1 "$N"); do
  t0=$(date +%s%N)
  snarkjs groth16 prove "$WORK/key.zkey" "$WORK/w.wtns" "$WORK/proof.json" "$WORK/public.json" >/dev/null
  t1=$(date +%s%N)
  times+=($(( (t1 - t0) / 1000000 )))
  echo "  run $i: ${times[-1]} ms"
done
printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1; s+=$1} END {printf "mean %.0f ms, p95 %d ms\n", s/NR, a[int(NR*0.95+0.5)]}'

snarkjs zkey export solidityverifier "$WORK/key.zkey" "$WORK/Verifier.sol" >/dev/null
echo "verifier: $WORK/Verifier.sol (deploy to anvil to measure verifyProof gas)"
