import subprocess

IMAGE = "agent-sandbox:py312"


def run_code(code: str, timeout: int = 10) -> dict:
    cmd = [
        "docker", "run", "--rm", "-i",
        "--network", "none",
        "--read-only",
        "--tmpfs", "/tmp:rw,size=64m,noexec",
        "--pids-limit", "64",
        "--memory", "512m", "--memory-swap", "512m",
        "--cpus", "1",
        "--cap-drop", "ALL",
        "--security-opt", "no-new-privileges",
        "--user", "65534:65534",
        IMAGE,
    ]
    try:
        p = subprocess.run(cmd, input=code, capture_output=True, text=True, timeout=timeout)
        return {"stdout": p.stdout[-10000:], "stderr": p.stderr[-4000:], "exit_code": p.returncode, "timed_out": False}
    except subprocess.TimeoutExpired:
        return {"stdout": "", "stderr": "timeout", "exit_code": -1, "timed_out": True}
