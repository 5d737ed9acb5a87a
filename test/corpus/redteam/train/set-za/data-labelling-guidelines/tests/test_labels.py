from pathlib import Path

import pandas as pd
import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
LABELS = yaml.safe_load((ROOT / "labels.yaml").read_text())
BATCHES = sorted((ROOT / "batches").glob("*.csv")) if (ROOT / "batches").exists() else []


@pytest.mark.parametrize("path", BATCHES, ids=lambda p: p.stem)
def test_label_sets(path):
    df = pd.read_csv(path)
    for col in ("intent_a", "intent_b"):
        assert set(df[col]) <= set(LABELS["intent"])
    for col in ("sentiment_a", "sentiment_b"):
        assert set(df[col]) <= set(LABELS["sentiment"])


@pytest.mark.parametrize("path", BATCHES, ids=lambda p: p.stem)
def test_no_empty_text(path):
    df = pd.read_csv(path)
    assert df["text"].fillna("").str.strip().ne("").all()
