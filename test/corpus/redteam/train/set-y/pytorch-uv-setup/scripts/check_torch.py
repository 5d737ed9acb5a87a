"""Print what torch build got installed and which accelerators it sees."""
import platform

import torch

print("python  ", platform.python_version())
print("torch   ", torch.__version__)
print("cuda    ", torch.version.cuda, "available:", torch.cuda.is_available())
if torch.cuda.is_available():
    print("device  ", torch.cuda.get_device_name(0))
mps = getattr(torch.backends, "mps", None)
print("mps     ", bool(mps and mps.is_available()))
print("rocm    ", getattr(torch.version, "hip", None))
