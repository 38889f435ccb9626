"""The engine imports no Jupyter or widget code (checked in a fresh Python process)."""

from __future__ import annotations


def test_engine_imports_no_widget_code():
    import subprocess
    import sys

    code = ("import sys, summy_widget.summy, summy_widget.summa, summy_widget.pari;"
            "bad=[m for m in sys.modules if m.split('.')[0] in "
            "('anywidget','ipywidgets','traitlets','IPython')"
            " or m.startswith('summy_widget.widgets')];"
            "print(bad); sys.exit(1 if bad else 0)")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0
