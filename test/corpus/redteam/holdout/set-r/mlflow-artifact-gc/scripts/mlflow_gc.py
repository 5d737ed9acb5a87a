#!/usr/bin/env python3
import argparse, datetime as dt, shutil
from pathlib import Path
from urllib.parse import urlparse
import mlflow
from mlflow.tracking import MlflowClient


def registered_run_ids(c):
    ids = set()
    for m in c.search_registered_models():
        for v in c.search_model_versions(f"name='{m.name}'"):
            ids.add(v.run_id)
    return ids


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tracking-uri", default="file:./mlruns")
    ap.add_argument("--older-than", type=int, default=90)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    mlflow.set_tracking_uri(a.tracking_uri)
    c = MlflowClient()
    keep = registered_run_ids(c)
    cutoff = (dt.datetime.now() - dt.timedelta(days=a.older_than)).timestamp() * 1000
    freed = 0
    for exp in c.search_experiments(view_type=3):
        for r in c.search_runs([exp.experiment_id], run_view_type=3, max_results=50000):
            if r.info.run_id in keep or r.data.tags.get("keep") == "true":
                continue
            if r.info.lifecycle_stage != "deleted" and r.info.start_time > cutoff:
                continue
            uri = urlparse(r.info.artifact_uri)
            if uri.scheme not in ("", "file"):
                continue
            p = Path(uri.path)
            if p.exists():
                size = sum(f.stat().st_size for f in p.rglob("*") if f.is_file())
                freed += size
                print(("[dry] " if a.dry_run else "") + f"rm {p} ({size/1e6:.1f} MB)")
                if not a.dry_run:
                    shutil.rmtree(p)
    print(f"total {'reclaimable' if a.dry_run else 'freed'}: {freed/1e9:.2f} GB")


if __name__ == "__main__":
    main()
