"""Run every benchmark script of this folder in its short ``--quick`` mode.

    python bench/run_all.py
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SCRIPTS = ("summy_bench.py", "summy_puzzles.py", "summa_bench.py", "pari_bench.py",
           "pari_replay.py")


def main() -> int:
    failed = []
    for name in SCRIPTS:
        path = HERE / name
        if not path.exists():
            print(f"--- {name}: not present, skipped\n")
            continue
        print(f"--- {name} --quick", flush=True)
        code = subprocess.call([sys.executable, str(path), "--quick"], cwd=HERE.parent)
        if code:
            failed.append(name)
        print()
    if failed:
        print("failed:", ", ".join(failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
