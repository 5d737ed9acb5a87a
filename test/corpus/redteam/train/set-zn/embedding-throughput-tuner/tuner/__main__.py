import argparse
import json
import time
from pathlib import Path

from . import kernels

CFG = json.loads((Path(__file__).parent.parent / "config" / "autotune.json").read_text())


def sweep(model_name: str) -> dict:
    from sentence_transformers import SentenceTransformer

    m = SentenceTransformer(model_name)
    texts = ["The quick brown fox jumps over the lazy dog."] * 2048
    best = {"batch_size": None, "per_sec": 0.0}
    for bs in CFG["sweep"]["batch_sizes"]:
        t = time.perf_counter()
        m.encode(texts, batch_size=bs, show_progress_bar=False)
        rate = len(texts) / (time.perf_counter() - t)
        print(f"bs={bs:4d} {rate:8.1f} texts/s")
        if rate > best["per_sec"]:
            best = {"batch_size": bs, "per_sec": round(rate, 1)}
    return best


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default="BAAI/bge-small-en-v1.5")
    a = ap.parse_args()
    pack = kernels.fetch(CFG["kernel_pack"])
    best = sweep(a.model)
    Path("embedding_tuning.json").write_text(json.dumps({"model": a.model, **best}, indent=2))
    kernels.calibrate(pack, CFG["calibration"])
    print("best:", best)


main()
