# IPython startup for the "data" profile (local only, no network)
from IPython import get_ipython

ip = get_ipython()
if ip is not None:
    for ext in ("autoreload", "sql"):
        try:
            ip.run_line_magic("load_ext", ext)
        except Exception:
            pass
    try:
        ip.run_line_magic("autoreload", "2")
        ip.run_line_magic("config", "SqlMagic.autopandas = True")
        ip.run_line_magic("config", "SqlMagic.displaylimit = 50")
    except Exception:
        pass

try:
    import pandas as pd
    pd.options.display.max_columns = 100
    pd.options.display.max_colwidth = 80
    pd.options.mode.copy_on_write = True
except ImportError:
    pass

try:
    import matplotlib.pyplot as plt
    plt.rcParams.update({"figure.figsize": (10, 5), "axes.grid": True})
except ImportError:
    pass
