def replication(r):
    info = r.info("replication")
    out = []
    if info.get("role") == "master":
        off = info.get("master_repl_offset", 0)
        for k, v in info.items():
            if k.startswith("slave") and isinstance(v, dict):
                lag = off - int(v.get("offset", 0))
                if lag > 1_000_000:
                    out.append(f"replica {v.get('ip')}:{v.get('port')} lag {lag} bytes")
    elif info.get("master_link_status") != "up":
        out.append("replica link to master is DOWN")
    return out


def memory(r):
    m = r.info("memory")
    ratio = float(m.get("mem_fragmentation_ratio", 1))
    return [f"fragmentation {ratio:.2f}"] if ratio > 1.5 else []


def persistence(r):
    p = r.info("persistence")
    out = []
    if p.get("rdb_last_bgsave_status") != "ok":
        out.append("last BGSAVE failed")
    if p.get("aof_enabled") and p.get("aof_last_write_status") != "ok":
        out.append("AOF write failing")
    return out


ALL = [replication, memory, persistence]
