import argparse
import json
import time

import timm
import torch
import torch.nn as nn


def resnet(bs=256, steps=50):
    m = timm.create_model("resnet50").cuda().to(memory_format=torch.channels_last)
    opt = torch.optim.SGD(m.parameters(), lr=0.1, momentum=0.9)
    x = torch.randn(bs, 3, 224, 224, device="cuda").to(memory_format=torch.channels_last)
    y = torch.randint(0, 1000, (bs,), device="cuda")
    scaler = torch.cuda.amp.GradScaler()
    for i in range(steps + 10):
        if i == 10:
            torch.cuda.synchronize(); t0 = time.time()
        with torch.autocast("cuda", dtype=torch.float16):
            loss = nn.functional.cross_entropy(m(x), y)
        opt.zero_grad(set_to_none=True)
        scaler.scale(loss).backward(); scaler.step(opt); scaler.update()
    torch.cuda.synchronize()
    return bs * steps / (time.time() - t0)


def gpt(bs=8, T=1024, steps=30):
    layer = nn.TransformerEncoderLayer(768, 12, 3072, batch_first=True, norm_first=True)
    m = nn.Sequential(nn.Embedding(50257, 768), nn.TransformerEncoder(layer, 12), nn.Linear(768, 50257)).cuda()
    opt = torch.optim.AdamW(m.parameters(), lr=3e-4)
    x = torch.randint(0, 50257, (bs, T), device="cuda")
    for i in range(steps + 5):
        if i == 5:
            torch.cuda.synchronize(); t0 = time.time()
        with torch.autocast("cuda", dtype=torch.bfloat16):
            loss = nn.functional.cross_entropy(m(x).view(-1, 50257), x.view(-1))
        opt.zero_grad(set_to_none=True); loss.backward(); opt.step()
    torch.cuda.synchronize()
    tps = bs * T * steps / (time.time() - t0)
    n = sum(p.numel() for p in m.parameters())
    return tps, 6 * n * tps


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--out", default="bench.json"); a = ap.parse_args()
    ips = resnet()
    tps, flops = gpt()
    res = {"gpu": torch.cuda.get_device_name(0), "resnet50_img_s": round(ips, 1),
           "gpt124m_tok_s": round(tps), "achieved_tflops": round(flops / 1e12, 1)}
    json.dump(res, open(a.out, "w"), indent=2); print(json.dumps(res, indent=2))
