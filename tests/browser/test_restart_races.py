"""The console check lets through JupyterLab's cancelled subshell request only once for each
kernel restart the test asked for (:mod:`restart_races`)."""

from __future__ import annotations

from restart_races import CANCELED, RestartRaces

CANCELED_ERROR = f"page error: Error: {CANCELED}"
OTHER = "page error: Error: Canceled future for execute_request message before replies were done"


def test_without_a_restart_the_cancelled_request_stays_an_error() -> None:
    assert RestartRaces().drop_known([CANCELED_ERROR]) == [CANCELED_ERROR]


def test_each_restart_lets_through_one_cancelled_request() -> None:
    races = RestartRaces()
    races.asked()
    assert races.drop_known([CANCELED_ERROR]) == []
    assert races.drop_known([CANCELED_ERROR, CANCELED_ERROR]) == [CANCELED_ERROR]
    races.asked()
    assert races.drop_known([CANCELED_ERROR, CANCELED_ERROR]) == []


def test_another_error_at_a_restart_stays_an_error() -> None:
    races = RestartRaces()
    races.asked()
    assert races.drop_known([OTHER, "console error: boom (x.js)"]) == [
        OTHER, "console error: boom (x.js)"]


def test_a_new_test_starts_with_no_restart() -> None:
    races = RestartRaces()
    races.asked()
    races.clear()
    assert races.drop_known([CANCELED_ERROR]) == [CANCELED_ERROR]
