import shutil
import subprocess
import sys


def inject(pid: int, port: int) -> None:
    if not shutil.which("gdb") and sys.platform != "darwin":
        print("debugpy --pid needs gdb on Linux: sudo apt install gdb", file=sys.stderr)
        sys.exit(1)
    cmd = [sys.executable, "-m", "debugpy", "--listen", f"127.0.0.1:{port}", "--pid", str(pid)]
    subprocess.run(cmd, check=True)
    print(f"debugpy listening on 127.0.0.1:{port} in pid {pid}")
    print('connect with VS Code config "Attach (remote)"')
