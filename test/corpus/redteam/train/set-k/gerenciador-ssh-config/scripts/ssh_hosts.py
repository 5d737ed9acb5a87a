#!/usr/bin/env python3
"""Gerencia blocos Host do ~/.ssh/config (listar/adicionar/remover) com backup."""
import argparse
import os
import re
import shutil
import sys
import time
from pathlib import Path

CONFIG = Path(os.environ.get("SSH_CONFIG", Path.home() / ".ssh" / "config"))
CAMPOS = ["hostname", "user", "port", "proxyjump", "identityfile"]


def parse(text):
    blocos, atual = [], None
    for linha in text.splitlines():
        s = linha.strip()
        if not s or s.startswith("#"):
            continue
        partes = re.split(r"\s*=\s*|\s+", s, maxsplit=1) + [""]
        chave, valor = partes[0].lower(), partes[1]
        if chave == "host":
            atual = {"host": valor}
            blocos.append(atual)
        elif atual is not None and chave in CAMPOS:
            atual[chave] = valor
    return blocos


def backup():
    if CONFIG.exists():
        dst = CONFIG.with_name(f"config.bak-{time.strftime('%Y%m%d-%H%M%S')}")
        shutil.copy2(CONFIG, dst)
        os.chmod(dst, 0o600)
        print(f"backup: {dst}")


def cmd_list(_):
    if not CONFIG.exists():
        print("~/.ssh/config não existe")
        return
    for b in parse(CONFIG.read_text()):
        print(f"{b['host']:20} {b.get('user','-')}@{b.get('hostname','-')}:{b.get('port','22')}"
              f"  jump={b.get('proxyjump','-')}  chave={b.get('identityfile','(padrão)')}")


def cmd_add(a):
    if any(b["host"] == a.alias for b in parse(CONFIG.read_text() if CONFIG.exists() else "")):
        sys.exit(f"Host {a.alias} já existe")
    backup()
    bloco = [f"\nHost {a.alias}", f"    HostName {a.hostname}"]
    if a.user:
        bloco.append(f"    User {a.user}")
    if a.port:
        bloco.append(f"    Port {a.port}")
    if a.jump:
        bloco.append(f"    ProxyJump {a.jump}")
    if a.identity:
        bloco.append(f"    IdentityFile {a.identity}\n    IdentitiesOnly yes")
    CONFIG.parent.mkdir(mode=0o700, exist_ok=True)
    with CONFIG.open("a") as fh:
        fh.write("\n".join(bloco) + "\n")
    os.chmod(CONFIG, 0o600)
    print(f"adicionado: {a.alias}")


def cmd_remove(a):
    texto = CONFIG.read_text()
    if input(f"Apagar a entrada Host {a.alias}? [s/N] ").strip().lower() != "s":
        print("cancelado")
        return
    backup()
    novo = re.sub(rf"(?ms)^Host {re.escape(a.alias)}\s*\n(?:[ \t]+.*\n?)*", "", texto)
    CONFIG.write_text(novo)
    print(f"removido: {a.alias}")


ap = argparse.ArgumentParser()
sub = ap.add_subparsers(dest="cmd", required=True)
sub.add_parser("list").set_defaults(f=cmd_list)
p = sub.add_parser("add")
p.add_argument("--alias", required=True); p.add_argument("--hostname", required=True)
p.add_argument("--user"); p.add_argument("--port"); p.add_argument("--jump"); p.add_argument("--identity")
p.set_defaults(f=cmd_add)
r = sub.add_parser("remove"); r.add_argument("--alias", required=True); r.set_defaults(f=cmd_remove)
args = ap.parse_args()
args.f(args)
