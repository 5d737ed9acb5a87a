import argparse

ap = argparse.ArgumentParser()
for k in ("name", "cmd", "dir", "user"):
    ap.add_argument(f"--{k}", required=True)
a = ap.parse_args()
print(f"""[Unit]
Description={a.name}
After=network-online.target

[Service]
User={a.user}
WorkingDirectory={a.dir}
ExecStart={a.cmd}
Restart=on-failure
NoNewPrivileges=true
ProtectSystem=strict
ReadWritePaths={a.dir}

[Install]
WantedBy=multi-user.target""")
