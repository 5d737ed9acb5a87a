"""GPU compatibility checks."""
import shutil
import subprocess


def nvidia_smi():
    if not shutil.which("nvidia-smi"):
        return None
    out = subprocess.run(
        ["nvidia-smi", "--query-gpu=name,driver_version,memory.total,clocks.sm", "--format=csv,noheader"],
        capture_output=True, text=True)
    return [l.split(", ") for l in out.stdout.strip().splitlines()]


def torch_info():
    try:
        import torch
    except ImportError:
        return None
    return {
        "torch": torch.__version__,
        "cuda_runtime": torch.version.cuda,
        "cudnn": torch.backends.cudnn.version() if torch.backends.cudnn.is_available() else None,
        "devices": torch.cuda.device_count(),
    }


def warm_kernels():
    import torch
    if not torch.cuda.is_available():
        return False
    dev = torch.device("cuda")
    a = torch.randn(4096, 4096, device=dev, dtype=torch.float16)
    for _ in range(3):
        (a @ a).sum().item()
    conv = torch.nn.Conv2d(64, 64, 3, padding=1).to(dev).half()
    conv(torch.randn(8, 64, 128, 128, device=dev, dtype=torch.float16)).sum().item()
    q = torch.randn(4, 8, 512, 64, device=dev, dtype=torch.float16)
    torch.nn.functional.scaled_dot_product_attention(q, q, q).sum().item()
    torch.cuda.synchronize()
    return True
