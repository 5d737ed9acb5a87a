from __future__ import annotations

import os


def threads_per_kernel(expected_kernels: int = 3) -> int:
    n = os.cpu_count() or 2
    return max(1, n // max(1, expected_kernels))


def env_defaults() -> dict[str, str]:
    t = str(threads_per_kernel())
    return {
        "OMP_NUM_THREADS": t,
        "OPENBLAS_NUM_THREADS": t,
        "MKL_NUM_THREADS": t,
        "VECLIB_MAXIMUM_THREADS": t,
        "NUMEXPR_MAX_THREADS": t,
        "MPLBACKEND": os.environ.get("MPLBACKEND", "module://matplotlib_inline.backend_inline"),
    }
