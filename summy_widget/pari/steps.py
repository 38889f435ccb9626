"""=Pari= turns as the screen shows them: the events of a turn grouped into steps.

After a person's turn the front end shows each computer's turn one step at a time.
A play (cards laid into an equation) is a step of its own, and so is a paid move.
The events that change no equation on the table (the draw, the card passed) join the
step before them in the same turn when it is a laid card (the table then shows that
card), or make one step together; a laid card starts a step (it changes the table).
Each step is shown for a share of the replay speed, its *pace*: a play is looked at
longest; a step of several events is said in one sentence and shown a little longer
than one of them alone.

>>> play = {"n": 1, "seat": 1, "kind": "play"}
>>> lay, draw, give = ({"n": n, "seat": 1, "kind": k} for n, k in
...                    ((2, "lay"), (3, "draw"), (4, "pass")))
>>> [[e["kind"] for e in g] for g in group([play, lay, draw, give])]
[['play'], ['lay', 'draw', 'pass']]
>>> [pace(g) for g in group([play, lay, draw, give])]
[1.0, 0.8]
"""

from __future__ import annotations

from typing import Any

__all__ = ["JOINS", "PACE", "group", "pace"]

#: kinds of event that change no equation on the table: they join the step before them
JOINS = ("draw", "pass")
#: kinds of step that others of :data:`JOINS` may join (a laid card, or such events)
OPEN = ("lay", *JOINS)
#: how long a step of one event is shown, as a share of the replay speed (1 when not named)
PACE = {"lay": 0.6, "draw": 0.4, "pass": 0.4, "time": 0.4, "time-up": 0.4}
#: the share added for each further event of a step (its words are longer)
MORE = 0.1


def group(events: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """``events`` (in order) as steps: lists of events shown together.

    >>> draw = {"n": 5, "seat": 2, "kind": "draw"}
    >>> give = {"n": 6, "seat": 2, "kind": "pass"}
    >>> other = {"n": 7, "seat": 3, "kind": "draw"}
    >>> [[e["n"] for e in g] for g in group([draw, give, other])]
    [[5, 6], [7]]
    >>> play = {"n": 8, "seat": 3, "kind": "play"}
    >>> [[e["n"] for e in g] for g in group([play, {"n": 9, "seat": 3, "kind": "draw"}])]
    [[8], [9]]
    """
    steps: list[list[dict[str, Any]]] = []
    for event in events:
        last = steps[-1] if steps else None
        if (last and event["kind"] in JOINS and last[0]["kind"] in OPEN
                and last[0]["seat"] == event["seat"]):
            last.append(event)
        else:
            steps.append([event])
    return steps


def pace(step: list[dict[str, Any]]) -> float:
    """How long ``step`` is shown, as a share of the replay speed.

    >>> pace([{"kind": "play"}]), pace([{"kind": "draw"}, {"kind": "pass"}])
    (1.0, 0.5)
    """
    return round(PACE.get(step[0]["kind"], 1.0) + MORE * (len(step) - 1), 2)
