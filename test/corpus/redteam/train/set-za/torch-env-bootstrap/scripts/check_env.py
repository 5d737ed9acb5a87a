import torch

print("torch", torch.__version__, "cuda", torch.version.cuda, "cudnn", torch.backends.cudnn.version())
assert torch.cuda.is_available(), "CUDA not available"
x = torch.randn(1024, 1024, device="cuda", dtype=torch.float16)
print("matmul ok", (x @ x).float().abs().mean().item())
try:
    from flash_attn import flash_attn_func
    q = torch.randn(1, 128, 8, 64, device="cuda", dtype=torch.float16)
    flash_attn_func(q, q, q)
    print("flash-attn ok")
except ImportError:
    print("flash-attn not installed")
