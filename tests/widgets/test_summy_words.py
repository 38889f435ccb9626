"""Summy's words the front end picks by count or by player: "1 tile", not "1 tiles"; "You won!",
not "You wins!" (the front end uses a key's "-one" form for a count of 1, and
``summy.over.winner-you`` when the one winner is the player called You)."""

from __future__ import annotations

import pytest

from summy_widget import SummyWidget, i18n

ONE = ("summy.label.tiles", "summy.label.bag", "summy.label.hints", "summy.computer.exchanged",
       "summy.computer.exchanged-by")
SINGULAR = {"en": ("tile", "hint"), "de": ("Stein", "Tipp"), "nl": ("fiche", "tip")}
PLURAL = {"en": ("tiles", "hints"), "de": ("Steine", "Tipps"), "nl": ("fiches", "tips")}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_count_of_one_has_its_own_words(lang):
    for key in ONE:
        one = i18n.t(f"{key}-one", lang, player="Ann")
        many = i18n.t(key, lang, count=3, player="Ann")
        assert "1 " in one and "{" not in one, (key, one)
        assert not any(f"1 {word}" in one for word in PLURAL[lang]), (key, one)
        assert any(f"1 {word}" in one for word in SINGULAR[lang]), (key, one)
        assert "3 " in many and one.replace("1 ", "3 ") != many, (key, one, many)


@pytest.mark.parametrize(("lang", "win"), [
    ("en", "You won!"), ("de", "Du hast gewonnen!"), ("nl", "Jij hebt gewonnen!")])
def test_you_win_is_a_sentence_of_its_own(lang, win):
    you = i18n.t("summy.player.you", lang)
    assert i18n.t("summy.over.winner-you", lang) == win
    # the same words as =Pari= at the end of a game, and a shared win the same way too
    assert win == i18n.t("pari.winner-you", lang)
    assert i18n.t("summy.over.tie", lang, players="A") == i18n.t("pari.winners", lang, names="A")
    assert win.startswith(you)
    # the sentence about a name stays for the others ("Computer wins!")
    assert i18n.t("summy.over.winner", lang, players="Ann") != win.replace(you, "Ann")
    # the widget sends the words to the browser, and names the player You so
    w = SummyWidget(seed=4, opponent="computer", lang=lang)
    assert w.messages["summy.over.winner-you"] == win and w.players[0]["name"] == you



@pytest.mark.parametrize(("lang", "said", "logged", "explained"), [
    ("en", "You exchanged 1 tile", "exchanged 1 tile", "You exchanged 1 tile (no points)"),
    ("de", "Du hast 1 Stein getauscht", "1 Stein getauscht", "Du hast 1 Stein getauscht"),
    ("nl", "Jij wisselde 1 fiche", "1 fiche gewisseld", "Jij wisselde 1 fiche"),
])
def test_the_python_side_says_one_tile_too(lang, said, logged, explained):
    """The command line's answer, the public move list and the explanation of an exchange
    of one tile (words built in Python, not in the front end)."""
    w = SummyWidget(seed=4, opponent="computer", lang=lang)
    assert w.session.command(f"swap {w.rack[0]}") == said
    assert w.session.log[0]["text"] == logged
    assert w.session.view()["history"][0]["text"] == logged
    assert explained in w.session.explanation(0)
