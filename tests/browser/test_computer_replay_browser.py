"""The computer's turn shown step by step does not give its result away beforehand.

=Pari= (its steps in the banner) and Summy (its tiles laid one by one): while the computer's
turn is shown, the scores, the counts, the move list and the game-over box are those of
before that turn, and the live region says nothing of its result; when the showing ends
(or is skipped) they are those of after it. The speed is "slow" so the page can be read
half-way; no timing is asserted.
"""

from __future__ import annotations

import json

import frontend_kit as kit
import pytest
from frontend_kit import kernel_json
from test_summy_computer_browser import play_best_move_by_clicking

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

# records every text the live regions of `root` are given, in order, with whether the widget
# was still showing the computer's steps at that moment
WATCH_LIVE = """([root, live]) => {
  const w = document.querySelector(root);
  window.__said = [];
  new MutationObserver(() => {
    const now = [...w.querySelectorAll(live)].map((e) => e.textContent).join(' | ');
    window.__said.push({text: now, animating: w.hasAttribute('data-animating')});
  }).observe(w, {childList: true, characterData: true, subtree: true});
}"""
SAID = "() => window.__said"


def said_new(page, live_texts_before: set[str]) -> list[dict]:
    """The live texts recorded, each once, in order."""
    out, seen = [], set(live_texts_before)
    for entry in page.evaluate(SAID):
        if entry["text"] not in seen:
            seen.add(entry["text"])
            out.append(entry)
    return out


# -- =Pari= -----------------------------------------------------------------------------------
PARI = ".pari-widget"
PARI_NOTEBOOK = "tests/browser/notebooks/pari_play.ipynb"
# seed 22, first to 5 points: You play, then draw; the computer answers with 9 points (a play,
# a laid card, a draw), which ends the game
PARI_SETUP = """
from summy_widget import pari
me = pari.get_player('greedy')
w.speed = 'off'
w.session = pari.Session(['You', 'computer:greedy'], seed=22, rules=pari.Rules(target=5))
w.session.act(me.choose(w.session.game, 0)); w._refresh()
"""
PARI_DRAW = """
import json
w.speed = 'slow'
_n = len(w.session.log)
w.session.act(me.choose(w.session.game, 0)); w._refresh()
_ev = [e for e in w.view['events'] if e['n'] > w.session.log[_n - 1]['n'] and e['computer']]
print(json.dumps({'play': _ev[0], 'kinds': [e['kind'] for e in _ev], 'scores': w.view['scores'],
                  'over': w.view['over']}))
"""


def pari_score(page, seat: int) -> str:
    return page.inner_text(f"{PARI} .pari-scores tr[data-player='{seat}'] td")


def pari_log(page) -> str:
    return page.inner_text(f"{PARI} .pari-log")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_pari_shows_the_computers_result_after_its_steps(frontend_notebook, theme):
    nb = kit.open_widget(frontend_notebook, PARI_NOTEBOOK, PARI, ".pari-hand [data-hand-index='0']",
                         theme=theme, viewport=(1280, 800))
    page = nb.page
    nb.run(PARI_SETUP)
    page.wait_for_selector(f"{PARI} .pari-log li:not(.pari-log-empty)")
    assert pari_score(page, 1) == "0 points"
    page.evaluate(WATCH_LIVE, [PARI, ".pari-live"])
    kit.hold_steps(page, "nextStep")  # the computer's first step stays shown while it is read
    turn = json.loads(nb.run(PARI_DRAW).strip().splitlines()[-1])
    play = turn["play"]
    assert turn["kinds"] == ["play", "lay", "draw"] and turn["over"], turn
    assert turn["scores"][1] == 9 and play["before"]["scores"] == [0, 0], turn

    # half-way: the banner shows the computer's play; the rest of the screen is as before it
    page.wait_for_selector(f"{PARI} .pari-banner[data-step='{play['n']}']", timeout=20_000)
    assert page.locator(f"{PARI}[data-animating]").count() == 1
    assert pari_score(page, 1) == "0 points"
    assert play["text"] not in pari_log(page)
    assert "You drew" in pari_log(page)  # the turns before it are there
    assert page.locator(f"{PARI} .pari-over").count() == 0
    to_move = f"{PARI} .pari-scores tr[data-player='1'][aria-current='true']"
    assert page.locator(to_move).count() == 1  # the computer is still the one to move
    kit.to_top(page, PARI)
    kit.shot(page, f"pari-{theme}-replay-mid-1280x800")
    mid = said_new(page, set())
    assert not any("game is over" in s["text"] for s in mid), mid

    if theme == "dark":
        # Skip by keyboard: the rest at once, the focus on a control of the widget
        page.focus(f"{PARI} .pari-banner [data-action='skip']")
        page.keyboard.press("Enter")
    kit.release_steps(page, run=theme != "dark")
    page.wait_for_selector(f"{PARI}:not([data-animating])", timeout=20_000)
    assert pari_score(page, 1) == "9 points"
    assert play["text"] in pari_log(page)
    assert "Winner: Computer" in page.inner_text(f"{PARI} .pari-over")
    if theme == "dark":
        assert page.evaluate("(s) => { const a = document.activeElement; return "
                             "document.querySelector(s).contains(a) && !!a.dataset.key; }", PARI)
    kit.to_top(page, PARI)
    kit.shot(page, f"pari-{theme}-replay-after-1280x800")

    # the live region, in order: the computer's play when it is shown, the end of the game
    # only once the steps are over
    page.wait_for_function("() => window.__said.some((s) => s.text.includes('game is over'))")
    said = said_new(page, set())
    over = [i for i, s in enumerate(said) if "game is over" in s["text"]]
    played = [i for i, s in enumerate(said) if "9 points" in s["text"]]
    assert over and played and played[0] < over[0], said
    assert not said[over[0]]["animating"], said
    assert all(not s["animating"] for s in said if "game is over" in s["text"]), said


# seed 30, a card passed at the end of each turn: You play, draw two cards and pass one; the
# computer answers with a play, a draw and a card passed to You
PARI_PASS = """
import json
from summy_widget import pari
w.speed = 'off'
w.session = pari.Session(['You', 'computer:greedy'], seed=30, rules=pari.Rules(pass_card=True))
w._refresh()
for _m in ({'action': 'place', 'equation': 1, 'gap': 2, 'hand_index': 0}, {'action': 'submit'},
           {'action': 'draw_card', 'pile': 'digit'}, {'action': 'draw_card', 'pile': 'operator'}):
    w.handle(_m)
w.speed = 'slow'
w.handle({'action': 'pass_card', 'hand_index': 0})
_ev = [e for e in w.view['events'] if e['computer']]
_hand = w.view['hand']
print(json.dumps({'hand': [c['card'] for c in _hand], 'arrives': _hand[-1]['arrives'],
                  'kinds': [e['kind'] for e in _ev], 'first': _ev[0]['n']}))
"""


def test_pari_card_passed_to_you_joins_your_hand_when_its_step_is_shown(frontend_notebook):
    nb = kit.open_widget(frontend_notebook, PARI_NOTEBOOK, PARI, ".pari-hand [data-hand-index='0']",
                         viewport=(1280, 800))
    page = nb.page
    turn = json.loads(nb.run(PARI_PASS).strip().splitlines()[-1])
    assert turn["kinds"] == ["play", "draw", "pass"] and turn["arrives"] > turn["first"], turn
    cards = f"{PARI} .pari-hand button[data-hand-index]"

    # while the computer's play is shown, the hand is as it was before its turn
    page.wait_for_selector(f"{PARI} .pari-banner[data-step='{turn['first']}']", timeout=20_000)
    shown = page.locator(cards).all_inner_texts()
    assert len(shown) == len(turn["hand"]) - 1, (shown, turn)
    kit.to_top(page, PARI)
    kit.shot(page, "pari-light-replay-pass-mid-1280x800")

    page.wait_for_selector(f"{PARI}:not([data-animating])", timeout=30_000)
    assert len(page.locator(cards).all_inner_texts()) == len(turn["hand"])
    kit.shot(page, "pari-light-replay-pass-after-1280x800")


# -- Summy ------------------------------------------------------------------------------------
SUMMY = ".summy-widget"
SUMMY_NOTEBOOK = "tests/browser/notebooks/summy_computer.ipynb"  # seed 4 against the computer
SUMMY_STATE = ("import json; print(json.dumps({'scores': [p['score'] for p in w.players], "
               "'bag': w.bag_count, 'history': w.history, 'before': w.last_move.get('before')}))")


def summy_score(page, seat: int) -> str:
    return page.inner_text(f"{SUMMY} [data-role='scores'] tr[data-player='{seat}'] .summy-score")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_summy_shows_the_computers_score_after_its_tiles(frontend_notebook, theme):
    nb = kit.open_widget(frontend_notebook, SUMMY_NOTEBOOK, SUMMY, "[data-rack-index='0']",
                         theme=theme, viewport=(1280, 800))
    page = nb.page
    nb.run("w.speed = 'slow'")
    page.wait_for_function(f"() => document.querySelector(\"{SUMMY} [data-role='speed']\")"
                           ".value === 'slow'")
    best = play_best_move_by_clicking(nb)
    page.evaluate(WATCH_LIVE, [SUMMY, "[data-role='live']"])
    kit.hold_steps(page, "layNext", after=1)  # the first tile is laid, the others wait
    page.click(f"{SUMMY} [data-action='submit']")

    # half-way: some of the computer's tiles are laid; the side is as before its move
    page.wait_for_selector(f"{SUMMY} .summy-arrive", timeout=20_000)
    assert page.locator(f"{SUMMY}[data-animating]").count() == 1
    state = kernel_json(nb, SUMMY_STATE)
    computer = state["history"][-1]
    assert computer["player"] == 1 and computer["score"] > 0, state
    assert state["before"]["scores"] == [best["score"], 0], state
    assert summy_score(page, 1) == "0 points"
    assert summy_score(page, 0) == f"{best['score']} points"
    bag = f"{SUMMY} [data-role='bag']"
    assert page.inner_text(bag) == f"Bag: {state['before']['bag_count']} tiles"
    entry = f"{SUMMY} [data-role='history'] [data-turn='{{}}']"
    assert page.locator(entry.format(computer["turn"])).count() == 0
    assert page.locator(entry.format(0)).count() == 1
    assert computer["text"] not in page.inner_text(f"{SUMMY} [data-role='explanation']")
    assert not page.is_visible(f"{SUMMY} [data-role='game-over']")
    kit.to_top(page, SUMMY)
    kit.shot(page, f"summy-{theme}-replay-mid-1280x800")
    spoken = computer["said"]  # the move in words for the live region, e.g. "61 − 37 = 24 ..."
    assert spoken and computer["text"] not in spoken
    assert not any(spoken in s["text"] for s in said_new(page, set()))

    # after: the new score, the bag and the move in the list
    kit.release_steps(page)
    page.wait_for_selector(f"{SUMMY}:not([data-animating])", timeout=20_000)
    assert summy_score(page, 1) == f"{computer['score']} points"
    assert page.inner_text(bag) == f"Bag: {state['bag']} tiles"
    assert computer["text"] in page.inner_text(f"{SUMMY} [data-role='history']")
    kit.to_top(page, SUMMY)
    kit.shot(page, f"summy-{theme}-replay-after-1280x800")
    page.wait_for_function("(t) => window.__said.some((s) => s.text.includes(t))", arg=spoken)
    said = said_new(page, set())
    assert all(not s["animating"] for s in said if spoken in s["text"]), said


TWO_COMPUTERS = """
from summy_widget import summy
w.speed = 'off'
w.session = summy.Session(['You', 'computer:greedy', 'computer:strong'], seed=4)
w._refresh()
"""
# records, each time a computer's tile arrives on the board, what the page shows then: the
# arriving cell, the cells holding a tile, the scores, the preview and the list of moves
WATCH_ARRIVALS = """(root) => {
  const w = document.querySelector(root);
  window.__arrivals = [];
  let last = null;
  new MutationObserver(() => {
    const fresh = w.querySelector('.summy-arrive');
    if (!fresh || fresh.dataset.cell === last) return;
    last = fresh.dataset.cell;
    window.__arrivals.push({
      cell: last,
      tiles: [...w.querySelectorAll('[data-cell]')].filter((c) => c.textContent.trim())
        .map((c) => c.dataset.cell),
      scores: [...w.querySelectorAll("[data-role='scores'] .summy-score")]
        .map((e) => e.textContent),
      preview: w.querySelector("[data-role='preview']").textContent,
      history: w.querySelector("[data-role='history']").textContent,
    });
  }).observe(w, {attributes: true, childList: true, subtree: true});
}"""


def test_summy_lays_two_computers_moves_one_after_the_other(frontend_notebook):
    nb = kit.open_widget(frontend_notebook, SUMMY_NOTEBOOK, SUMMY, "[data-rack-index='0']",
                         viewport=(1400, 1000))
    page = nb.page
    nb.run(TWO_COMPUTERS)
    page.wait_for_selector(f"{SUMMY} [data-role='scores'] tr[data-player='2']")
    nb.run("w.speed = 'slow'")
    best = play_best_move_by_clicking(nb)
    page.evaluate(WATCH_ARRIVALS, SUMMY)
    page.click(f"{SUMMY} [data-action='submit']")
    page.wait_for_selector(f"{SUMMY} .summy-arrive", timeout=20_000)
    kit.to_top(page, SUMMY)
    kit.shot(page, "summy-light-two-computers-first-1400x1000")
    assert kit.run_axe(page, SUMMY) == []  # while the tiles are being laid
    page.wait_for_selector(f"{SUMMY}:not([data-animating])", timeout=30_000)
    moves = kernel_json(nb, "import json; print(json.dumps(w.computer_moves))")
    history = kernel_json(nb, "import json; print(json.dumps(w.history))")
    assert [m["turn"] for m in moves] == [1, 2], moves
    first, second = (history[m["turn"]] for m in moves)
    arrivals = page.evaluate("() => window.__arrivals")

    # every tile of both moves arrived, the first computer's tiles before the second's
    assert [a["cell"] for a in arrivals] == moves[0]["placed"] + moves[1]["placed"], arrivals
    for a in arrivals[:len(moves[0]["placed"])]:
        # the first computer's move: none of the second's tiles yet, both still at 0 points
        assert not set(moves[1]["placed"]) & set(a["tiles"]), a
        assert a["scores"][1:] == ["0 points", "0 points"], a
        assert a["preview"] == "Computer 1 lays its tiles...", a
        assert first["text"] not in a["history"], a
    for a in arrivals[len(moves[0]["placed"]):]:
        # the second's: the first's tiles all there, its points counted, its move in the list
        assert set(moves[0]["placed"]) <= set(a["tiles"]), a
        assert a["scores"][1:] == [f"{first['score']} points", "0 points"], a
        assert a["preview"] == "Computer 2 lays its tiles...", a
        assert first["text"] in a["history"] and second["text"] not in a["history"], a

    # at the end: both moves told, by name, in order, and the person's turn; when the
    # person's rack has no move on the board now, the line also says what to do instead
    assert summy_score(page, 2) == f"{second['score']} points"
    told = (f"Computer 1 played {first['text']} for {first['score']} points. "
            f"Computer 2 played {second['text']} for {second['score']} points. Your turn!")
    stuck = kernel_json(nb, "import json; from summy_widget import summy; g = w.session.game; "
                            "print(json.dumps(not summy.legal_moves(g.board, g.rack(0), g.rules)))")
    if stuck:
        told += (" No sum can be made with your tiles on this board. This turn, press Exchange "
                 "tiles and choose the tiles you want to change (they leave the game).")
    assert page.inner_text(f"{SUMMY} [data-role='preview']") == told
    assert best["score"] > 0
    kit.shot(page, "summy-light-two-computers-after-1400x1000")
