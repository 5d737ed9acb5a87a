"""Minimal RRDBNet definition compatible with Real-ESRGAN weights."""
import torch
from torch import nn
from torch.nn import functional as F

from .paths import WEIGHTS

FILES = {"photo": "RealESRGAN_x4plus.pth", "anime": "RealESRGAN_x4plus_anime_6B.pth",
         "document": "pf_document_x2.pth", "general-x2": "RealESRGAN_x2plus.pth"}


class RDB(nn.Module):
    def __init__(self, nf=64, gc=32):
        super().__init__()
        self.c = nn.ModuleList([nn.Conv2d(nf + i * gc, gc if i < 4 else nf, 3, 1, 1) for i in range(5)])

    def forward(self, x):
        feats = [x]
        for i, conv in enumerate(self.c):
            y = conv(torch.cat(feats, 1))
            if i < 4:
                y = F.leaky_relu(y, 0.2)
                feats.append(y)
        return x + y * 0.2


class RRDB(nn.Module):
    def __init__(self, nf=64):
        super().__init__()
        self.b = nn.Sequential(RDB(nf), RDB(nf), RDB(nf))

    def forward(self, x):
        return x + self.b(x) * 0.2


class RRDBNet(nn.Module):
    def __init__(self, nb=23, nf=64, scale=4):
        super().__init__()
        self.scale = scale
        self.conv_first = nn.Conv2d(3, nf, 3, 1, 1)
        self.body = nn.Sequential(*[RRDB(nf) for _ in range(nb)])
        self.conv_body = nn.Conv2d(nf, nf, 3, 1, 1)
        self.up1 = nn.Conv2d(nf, nf, 3, 1, 1)
        self.up2 = nn.Conv2d(nf, nf, 3, 1, 1)
        self.hr = nn.Conv2d(nf, nf, 3, 1, 1)
        self.last = nn.Conv2d(nf, 3, 3, 1, 1)

    def forward(self, x):
        f = self.conv_first(x)
        f = f + self.conv_body(self.body(f))
        f = F.leaky_relu(self.up1(F.interpolate(f, scale_factor=2, mode="nearest")), 0.2)
        if self.scale == 4:
            f = F.leaky_relu(self.up2(F.interpolate(f, scale_factor=2, mode="nearest")), 0.2)
        return self.last(F.leaky_relu(self.hr(f), 0.2))


def load_model(name: str, scale: int, device, half=False):
    nb = 6 if name == "anime" else 23
    net = RRDBNet(nb=nb, scale=scale)
    sd = torch.load(WEIGHTS / FILES[name], map_location="cpu", weights_only=True)
    net.load_state_dict(sd.get("params_ema", sd), strict=False)
    net.eval().to(device)
    return net.half() if half else net
