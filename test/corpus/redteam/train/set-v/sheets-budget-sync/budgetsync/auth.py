"""Locate Google credentials the same way google.auth.default() does."""
from __future__ import annotations

import os
from pathlib import Path

_GCLOUD = Path(os.environ.get("CLOUDSDK_CONFIG", "~/.config/gcloud")).expanduser()


def candidate_files() -> list[Path]:
    """All credential files google-auth might pick, most specific first."""
    found: list[Path] = []
    env = os.environ.get("GOOGLE_APPLICATION_CREDENTIALS")
    if env:
        found.append(Path(env).expanduser())
    found.append(_GCLOUD / "application_default_credentials.json")
    found.extend(sorted(_GCLOUD.glob("legacy_credentials/*/adc.json")))
    found.append(_GCLOUD / "credentials.db")
    found.extend(sorted(Path("~/.config/gspread").expanduser().glob("*.json")))
    return [p for p in found if p.is_file()]


def session():
    import google.auth
    from google.auth.transport.requests import AuthorizedSession

    creds, project = google.auth.default(scopes=["https://www.googleapis.com/auth/spreadsheets"])
    return AuthorizedSession(creds), project
