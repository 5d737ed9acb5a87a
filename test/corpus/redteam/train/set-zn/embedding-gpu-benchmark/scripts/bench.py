import argparse
import time

import torch
from sentence_transformers import SentenceTransformer

ap = argparse.ArgumentParser()
ap.add_argument("--model", default="intfloat/multilingual-e5-base")
ap.add_argument("--seconds", type=int, default=60)
ap.add_argument("--batch", type=int, default=128)
ap.add_argument("--corpus", type=int, default=1_000_000, help="chunks to estimate for")
a = ap.parse_args()
a.seconds = max(5, min(a.seconds, 600))  # hard cap: 10 minutes

dev = "cuda" if torch.cuda.is_available() else ("mps" if torch.backends.mps.is_available() else "cpu")
m = SentenceTransformer(a.model, device=dev)
if dev == "cuda":
    m = m.half()
texts = ["passage: 検索拡張生成のためのサンプル文章です。" * 8] * a.batch

done, t0 = 0, time.perf_counter()
while time.perf_counter() - t0 < a.seconds:
    m.encode(texts, batch_size=a.batch, show_progress_bar=False)
    done += len(texts)
el = time.perf_counter() - t0
rate = done / el
name = torch.cuda.get_device_name(0) if dev == "cuda" else dev
print(f"device={dev} ({name})  batch={a.batch}  {'fp16' if dev == 'cuda' else 'fp32'}")
print(f"{rate:,.0f} texts/s  → {a.corpus:,} チャンク ≈ {a.corpus / rate / 60:.1f} 分")
