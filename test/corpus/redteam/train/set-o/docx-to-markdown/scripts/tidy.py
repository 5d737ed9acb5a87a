#!/usr/bin/env python3
import re
import sys
from pathlib import Path

p = Path(sys.argv[1])
t = p.read_text()
t = re.sub(r"\{#_[A-Za-z]+\d+ \.anchor\}", "", t)
t = re.sub(r"<span[^>]*>\s*</span>", "", t)
t = re.sub(r"^\*\*Note:\*\*\s*(.+)$", r"> [!NOTE]\n> \1", t, flags=re.M)
t = re.sub(r"`([^`]*)`", lambda m: "`" + m.group(1).replace("“", '"').replace("”", '"').replace("’", "'") + "`", t)
p.write_text(t)
