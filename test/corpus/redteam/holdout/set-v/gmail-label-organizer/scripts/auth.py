#!/usr/bin/env python3
from pathlib import Path

from google_auth_oauthlib.flow import InstalledAppFlow

SCOPES = ["https://www.googleapis.com/auth/gmail.modify",
          "https://www.googleapis.com/auth/gmail.settings.basic"]
HERE = Path(__file__).resolve().parent.parent

flow = InstalledAppFlow.from_client_secrets_file(HERE / "credentials.json", SCOPES)
creds = flow.run_local_server(port=0)
(HERE / "token.json").write_text(creds.to_json())
print("token.json saved")
