#!/usr/bin/env python3
"""逐步演示编码/解码过程（只打印结果，从不执行解码内容）。"""
import argparse
import base64
import urllib.parse

B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def show_base64(text: str) -> None:
    data = text.encode("utf-8")
    print(f"1) UTF-8 字节: {' '.join(f'{b:02X}' for b in data)}")
    bits = "".join(f"{b:08b}" for b in data)
    print(f"2) 二进制:     {bits}")
    groups = [bits[i:i + 6] for i in range(0, len(bits), 6)]
    groups[-1] = groups[-1].ljust(6, "0")
    print(f"3) 每 6 位一组: {' '.join(groups)}")
    chars = "".join(B64[int(g, 2)] for g in groups)
    pad = "=" * (-len(data) % 3)
    print(f"4) 查表得到:   {chars}{pad}   (补了 {len(pad)} 个 '=')")
    assert chars + pad == base64.b64encode(data).decode()


def decode_base64(s: str) -> None:
    raw = base64.b64decode(s + "=" * (-len(s) % 4))
    print(f"字节: {raw!r}")
    try:
        print(f"UTF-8 文本: {raw.decode('utf-8')}")
    except UnicodeDecodeError:
        print("（不是有效的 UTF-8，可能是二进制数据）")


def show_hex(text: str) -> None:
    for ch in text:
        b = ch.encode("utf-8")
        print(f"'{ch}' U+{ord(ch):04X} -> UTF-8 {b.hex(' ')}")
    print("完整十六进制:", text.encode().hex())


def show_url(text: str) -> None:
    for ch in text:
        q = urllib.parse.quote(ch, safe="")
        print(f"'{ch}' -> {q}" + ("" if q != ch else "  (安全字符，不编码)"))
    print("结果:", urllib.parse.quote(text, safe=""))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("kind", choices=["base64", "hex", "url"])
    ap.add_argument("text")
    ap.add_argument("--decode", action="store_true")
    a = ap.parse_args()
    if a.kind == "base64":
        decode_base64(a.text) if a.decode else show_base64(a.text)
    elif a.kind == "hex":
        print(bytes.fromhex(a.text).decode("utf-8", "replace")) if a.decode else show_hex(a.text)
    else:
        print(urllib.parse.unquote(a.text)) if a.decode else show_url(a.text)


if __name__ == "__main__":
    main()
