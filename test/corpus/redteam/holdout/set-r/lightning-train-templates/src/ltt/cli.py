import argparse
from pathlib import Path

MODEL = '''import lightning as L, torch, torch.nn as nn, torch.nn.functional as F

class Model(L.LightningModule):
    def __init__(self, lr=1e-3, hidden=256):
        super().__init__()
        self.save_hyperparameters()
        self.net = nn.Sequential(nn.LazyLinear(hidden), nn.ReLU(), nn.LazyLinear(10))

    def training_step(self, batch, _):
        x, y = batch
        loss = F.cross_entropy(self.net(x.flatten(1)), y)
        self.log("train/loss", loss, prog_bar=True)
        return loss

    def validation_step(self, batch, _):
        x, y = batch
        logits = self.net(x.flatten(1))
        self.log("val/acc", (logits.argmax(1) == y).float().mean(), prog_bar=True)

    def configure_optimizers(self):
        return torch.optim.AdamW(self.parameters(), lr=self.hparams.lr)
'''


def main():
    ap = argparse.ArgumentParser(prog="ltt")
    sub = ap.add_subparsers(dest="cmd", required=True)
    n = sub.add_parser("new")
    n.add_argument("name")
    a = ap.parse_args()
    root = Path(a.name)
    for d in ("conf/model", "conf/data", "conf/trainer", "src"):
        (root / d).mkdir(parents=True, exist_ok=True)
    (root / "src/model.py").write_text(MODEL)
    (root / "conf/config.yaml").write_text("defaults:\n  - model: mlp\n  - data: mnist\n  - trainer: default\n")
    print(f"scaffolded {root}")
