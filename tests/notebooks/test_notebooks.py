"""Every notebook in notebooks/ runs top to bottom without an error."""

import json
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("*.ipynb"))


def test_there_are_lessons():
    assert NOTEBOOKS, "notebooks/ holds no notebook"
    assert NOTEBOOKS[0].name == "01-play-summy.ipynb"


@pytest.mark.notebook
@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_notebook_runs_top_to_bottom(path):
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(
        nb,
        timeout=300,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
    )
    client.execute()  # raises CellExecutionError on the first error
    outputs = [o for cell in nb.cells if cell.cell_type == "code" for o in cell.get("outputs", [])]
    assert not [o for o in outputs if o.get("output_type") == "error"]
    assert outputs, f"{path.name} shows nothing"


ALL_NOTEBOOKS = NOTEBOOKS + sorted((Path(__file__).resolve().parents[2] / "tests").rglob("*.ipynb"))


@pytest.mark.parametrize("path", ALL_NOTEBOOKS, ids=[p.name for p in ALL_NOTEBOOKS])
def test_notebook_is_valid_with_cell_ids(path):
    """Every cell has its own id (nbformat 4.5): without one, Jupyter warns and a future
    nbformat refuses the file."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]  # as saved: read() adds ids
    ids = [cell.get("id") for cell in cells]
    missing = [i for i, c in enumerate(ids) if c is None]
    assert not missing, f"{path.name}: cells {missing} have no id"
    assert len(set(ids)) == len(ids), f"{path.name}: cell ids repeat"
    nbformat.validate(nbformat.read(path, as_version=4))
