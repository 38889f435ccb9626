"""The one shape of the three games, played through the protocol alone."""

from __future__ import annotations

import json

import pytest

import summy_widget as sw
from summy_widget import pari, summa, summy
from summy_widget.protocol import GameProtocol

GAMES = {"summy": summy, "summa": summa, "pari": pari}
#: keys a view must never hold: the bag's or piles' order, the seed, all racks or hands
FORBIDDEN = {"seed", "bag", "deck", "piles", "racks", "hands", "rng", "order"}


def _keys(value, found=None):
    found = set() if found is None else found
    if isinstance(value, dict):
        for k, v in value.items():
            found.add(k)
            _keys(v, found)
    elif isinstance(value, list):
        for v in value:
            _keys(v, found)
    return found


@pytest.fixture(params=sorted(GAMES))
def module(request):
    return GAMES[request.param]


def test_same_constructor_and_properties(module):
    g = module.Game(players=["Ann", "Ben"], seed=7, rules=None)
    assert isinstance(g, GameProtocol)
    assert g.names == ["Ann", "Ben"]
    assert isinstance(g.to_act, list) and g.to_act
    assert g.scores == [0, 0]
    assert g.over is False and g.winners == []
    assert g.current in (None, 0, 1)


def test_play_to_the_end_through_the_protocol(module):
    g = module.Game(players=["Ann", "Ben"], seed=7)
    player = module.get_player("greedy")
    for step in range(5000):
        if g.over:
            break
        seat = g.to_act[0]
        before = g.to_json()
        text = player.choose(g, seat)
        assert g.to_json() == before, "choose changed the game"
        assert isinstance(text, str)
        if step % 7 == 0:
            for s in range(2):
                view = g.view(s)
                json.dumps(view)
                assert not (_keys(view) & FORBIDDEN), _keys(view) & FORBIDDEN
            assert module.Game.from_json(g.to_json()) == g
        turn = g.play(text, seat=seat)
        assert turn.player == seat
        assert not isinstance(turn.action, str)
        assert isinstance(turn.text, str) and isinstance(turn.score, int)
    assert g.over
    assert g.current is None and g.to_act == [], "nobody is to move once the game is over"
    assert g.view(0)["current"] is None and g.view(None)["current"] is None
    assert g.winners and set(g.winners) <= {0, 1}
    record = json.loads(g.to_json())
    assert record["game"] == module.__name__.rsplit(".", 1)[1]
    assert isinstance(record["version"], int)
    assert module.Game.from_json(g.to_json()) == g


@pytest.mark.parametrize("level", ["beginner", "greedy", "strong"])
def test_the_three_games_know_the_same_computer_levels(module, level):
    """A teacher who writes ``"computer:beginner"`` for one game can write it for the others:
    each level plays a whole game, its choices legal, the same seed the same game."""
    records = []
    for _ in range(2):
        g = module.Game(players=["Ann", "Ben"], seed=5)
        players = [module.get_player(level, seed=3), module.get_player(level, seed=4)]
        while not g.over:
            seat = g.to_act[0]
            g.play(players[seat].choose(g, seat), seat=seat)
        records.append(g.to_json())
    assert records[0] == records[1]


def test_refused_action_changes_nothing(module):
    g = module.Game(players=["Ann", "Ben"], seed=7)
    before = g.to_json()
    for bad in ("", "nonsense !!", "swap", "J13> 9+9(=)3"):
        with pytest.raises(sw.GameError):
            g.play(bad)
    for bad in (42, None, ["a"]):
        with pytest.raises(TypeError):
            g.play(bad)
    assert g.to_json() == before


def test_out_of_turn_is_refused(module):
    g = module.Game(players=["Ann", "Ben"], seed=7)
    with pytest.raises((sw.GameError, TypeError)):
        g.play(module.get_player("greedy").choose(g, g.to_act[0]), seat=5)


def test_records_of_another_game_are_refused(module):
    for other in GAMES.values():
        if other is module:
            continue
        with pytest.raises(sw.RecordError) as info:
            module.Game.from_json(other.Game(players=["A", "B"], seed=1).to_json())
        assert info.value.code == "record-game"
    with pytest.raises(sw.RecordError):
        module.Game.from_json("not json")


def test_a_record_already_read_as_a_dict_replays_too(module):
    g = module.Game(players=["Ann", "Ben"], seed=5)
    g.play(module.get_player("greedy").choose(g, g.to_act[0]), seat=g.to_act[0])
    assert module.Game.from_json(json.loads(g.to_json())) == g


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "the record's set-up (its rules, seed or players) is wrong: its 'seed' should be a "
           "whole number, not 'x'"),
    ("de", "der Spielaufbau der Aufzeichnung (Regeln, Startwert oder Spieler) ist falsch: "
           "'seed' sollte eine ganze Zahl sein, nicht 'x'"),
    ("nl", "de opzet van het spelverslag (regels, startwaarde of spelers) klopt niet: "
           "'seed' zou een geheel getal moeten zijn, niet 'x'"),
])
def test_a_wrong_set_up_in_a_record_is_named_in_the_same_words(module, lang, words):
    record = json.loads(module.Game(players=["Ann", "Ben"], seed=5).to_json())
    with pytest.raises(sw.RecordError) as info:
        module.Game.from_json(json.dumps({**record, "seed": "x"}))
    assert info.value.text(lang) == words


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("record", ["", "[]", '{"version": 2}', '{"game": "GAME", "version": 99}',
                                    '{"game": "chess"}'])
def test_the_three_games_refuse_a_bad_record_in_the_same_words(record, lang):
    said = {}
    for name, module in GAMES.items():
        with pytest.raises(sw.RecordError) as info:
            module.Game.from_json(record.replace("GAME", name))
        title = sw.protocol.GameTitle(name).reason_in(lang)
        said[name] = info.value.text(lang).replace(title, "<this game>")
    assert len(set(said.values())) == 1, said
    with pytest.raises(TypeError) as caught:
        pari.Game.from_json(5)
    assert str(caught.value) == "text must be the JSON text of a game record, not int 5"


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "'gredy' is not a computer level (did you mean 'greedy'?): use one of beginner, "),
    ("de", "'gredy' ist keine Spielstärke des Computers (meintest du 'greedy'?): nimm eine von "),
    ("nl", "'gredy' is geen niveau van de computer (bedoel je 'greedy'?): kies uit beginner, "),
])
def test_a_misspelt_computer_level_is_named_in_the_same_words(module, lang, words):
    for make in (lambda: module.get_player("gredy"),
                 lambda: module.Session(seats=["Ann", "computer:gredy"], seed=1)):
        with pytest.raises(sw.GameError) as info:
            make()
        assert info.value.code == "unknown-level" and info.value.text(lang).startswith(words)


def test_a_view_is_asked_for_by_seat_and_names_its_game(module):
    g = module.Game(players=["Ann", "Ben"], seed=7)
    name = module.__name__.rsplit(".", 1)[1]
    assert g.view(seat=1) == g.view(1)
    assert g.view(seat=1)["seat"] == 1 and g.view(seat=1)["game"] == name
    assert g.view() == g.view(None)  # a spectator
    assert g.view()["seat"] is None and g.view()["game"] == name


def test_a_spectator_sees_the_same_fields_as_a_seat_with_no_tiles_or_cards_in_them(module):
    g = module.Game(players=["Ann", "Ben"], seed=7)
    assert sorted(g.view()) == sorted(g.view(0)) == sorted(g.view(1))
    own = {"summy": "rack", "summa": "unplaced", "pari": "hand"}[module.__name__.rsplit(".")[-1]]
    assert g.view()[own] == [] and isinstance(g.view(0)[own], list)


def _levels(module) -> list[str]:
    """Every computer level of a game (Summy has two more than the levels all three share)."""
    more = ["expert", "coach"] if module is summy else []
    return ["beginner", "greedy", "strong", *more]


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "there is no seat 2: seats are 0 to 1"),
    ("de", "Platz 2 gibt es nicht: die Plätze sind 0 bis 1"),
    ("nl", "Plaats 2 bestaat niet: de plaatsen zijn 0 tot en met 1"),
])
def test_a_seat_that_is_not_there_is_named_in_the_same_words(module, lang, words):
    g = module.Game(players=["Ann", "Ben"], seed=7)
    text = module.get_player("greedy").choose(g, g.to_act[0])
    players = [module.get_player(level) for level in _levels(module)]
    for seat in (2, -1, "1", True):
        asks = [lambda s=seat: g.view(s), lambda s=seat: g.play(text, seat=s),
                *[lambda s=seat, p=p: p.choose(g, s) for p in players]]
        for ask in asks:
            before = g.to_json()
            if isinstance(seat, int) and not isinstance(seat, bool):
                with pytest.raises(sw.IllegalMoveError) as info:
                    ask()
                words_for = words.replace("2", str(seat), 1)
                assert (info.value.code, info.value.text(lang)) == ("bad-seat", words_for)
            else:
                with pytest.raises(TypeError, match="^seat must be a seat number"):
                    ask()
            assert g.to_json() == before


@pytest.mark.parametrize("odd", [None, "game", {}, 7])
def test_a_computer_player_asked_about_something_else_than_a_game_says_so(module, odd):
    name = module.__name__.rsplit(".", 1)[1]
    for player in (module.get_player(level) for level in _levels(module)):
        with pytest.raises(TypeError, match=f"^game must be a {name}.Game, not "):
            player.choose(odd)


@pytest.mark.parametrize("seed", ["7", 1.5, [1], True])
def test_a_computer_players_seed_is_a_whole_number(module, seed):
    with pytest.raises(TypeError, match="^seed must be a whole number, not "):
        module.get_player("greedy", seed=seed)


def test_error_family_is_shared():
    assert issubclass(sw.GameError, ValueError)
    for cls in (sw.IllegalMoveError, sw.NotationError, sw.RecordError):
        assert issubclass(cls, sw.GameError)
    for module in GAMES.values():
        assert issubclass(module.RecordError, sw.RecordError)
        assert issubclass(module.IllegalMoveError, sw.IllegalMoveError)


def test_session_per_game(module, tmp_path):
    s = module.Session(seats=["You", "computer:greedy"], seed=3)
    assert s.viewer == 0
    view = s.view()
    json.dumps(view)
    path = s.save(tmp_path)
    loaded = module.Session.load(path)
    assert loaded.game == s.game
    assert [seat.level for seat in loaded.seats] == [None, "greedy"]


@pytest.mark.parametrize("odd", [5, None, b"summy.json", ["summy.json"]])
def test_a_session_loads_from_a_file_name_only(module, odd):
    name = module.__name__.rsplit(".", 1)[1]
    with pytest.raises(TypeError, match=f"^path must be the name of a saved game's file, "
                                        f"like '{name}-2026-11-23-1512.json', not "):
        module.Session.load(odd)


def test_a_session_continues_a_game_of_its_own_kind_only(module):
    name = module.__name__.rsplit(".", 1)[1]
    others = [m.Game(players=["Ann", "Ben"], seed=1) for m in GAMES.values() if m is not module]
    for odd in [5, "game", {}, *others]:
        with pytest.raises(TypeError, match=f"^game must be a {name}.Game \\(or None for a new "):
            module.Session(seats=["Ann", "Ben"], game=odd)


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "it is not {waiting}'s turn: {mover} is to move"),
    ("de", "{waiting} ist nicht am Zug: {mover} ist dran"),
    ("nl", "{waiting} is niet aan de beurt: {mover} is aan de beurt"),
])
def test_out_of_turn_is_said_in_the_same_words_naming_who_is_to_move(module, lang, words):
    """It said "it is not your turn: Ann is to move" in Summy, "it is not Ben's turn: wait until
    it is" in the other two; a computer player asked for the wrong seat says it too."""
    g = module.Game(players=["Ann", "Ben"], seed=7)
    if module is summa:  # both write at once: Ann's set-up first, then Ben alone may act
        g.play("black A1 C2 E3 B6", seat=0)
    seat = g.to_act[0]
    other = 1 - seat
    names = {"waiting": g.view()["names"][other], "mover": g.view()["names"][seat]}
    action = module.get_player("greedy").choose(g, seat)
    before = g.to_json()
    for attempt in (lambda: g.play(action.split(" ", 1)[1] if module is summa else action,
                                   seat=other),
                    lambda: module.get_player("greedy").choose(g, other)):
        with pytest.raises(sw.GameError) as caught:
            attempt()
        assert caught.value.code == "out-of-turn"
        assert caught.value.text(lang) == words.format(**names)
    assert g.to_json() == before
