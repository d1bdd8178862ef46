"""What every result type promises, whichever question made it: immutable,
compared by value, unhashable, not made from Python, documented."""

from __future__ import annotations

import copy
import pickle

import pytest

import tehai

# A result of every type, and a different one of the same type.
RESULTS = {
    "Decompositions": (tehai.decompose("123m456p789s11122z"), tehai.decompose("123m456p789s11133z")),
    "Agari": (tehai.agari("123m456p789s11122z"), tehai.agari("123m456p789s11123z")),
    "Waits": (tehai.waits("23m456p789s11122z"), tehai.waits("24m456p789s11122z")),
    "Shanten": (tehai.shanten("23m456p789s11122z"), tehai.shanten("29m456p789s11122z")),
    "UsefulTiles": (tehai.useful_tiles("23m456p789s11122z"), tehai.useful_tiles("29m456p789s11122z")),
    "DiscardTable": (tehai.discards("23m456p789s111222z"), tehai.discards("29m456p789s111222z")),
    "Discard": (tehai.discards("23m456p789s111222z").discards[0], tehai.discards("23m456p789s111222z").discards[1]),
    "Score": (tehai.score("234567m23455p888s", win="5p"), tehai.score("234567m23455p888s", win="5p", riichi=True)),
    "FuItem": (tehai.score("123456789m12355p", win="2p").fu_items[2], tehai.score("123456789m12355p", win="2p").fu_items[3]),
    "YakuItem": (tehai.score("234567m23455p888s", win="5p").yaku_items[0], tehai.score("234567m23455p888s", win="5p", riichi=True).yaku_items[0]),
    "OtherReading": (
        tehai.score("45666m123p789s678p", win="6m", riichi=True).other_readings[0],
        tehai.score("45666m123p789s678p", win="6m", tsumo=True).other_readings[0],
    ),
}

PROPERTIES = {
    "Decompositions": ["hand", "decompositions", "seven_pairs", "thirteen_orphans"],
    "Agari": ["hand", "agari", "regular", "seven_pairs", "thirteen_orphans"],
    "Waits": ["hand", "waits", "fifth_tile", "tenpai", "mask"],
    "Shanten": ["hand", "min", "regular", "seven_pairs", "thirteen_orphans"],
    "UsefulTiles": ["hand", "shanten", "useful", "useful_count", "mask"],
    "DiscardTable": ["hand", "shanten", "discards"],
    "Discard": ["tile", "shanten", "useful", "useful_count", "mask"],
    "Score": ["han", "fu", "yaku", "main", "additional", "total", "limit", "reading", "wait", "payments", "fu_items", "yaku_items", "other_readings"],
    "FuItem": ["reason", "fu", "tiles", "detail", "text"],
    "YakuItem": ["id", "han", "tenhou", "mahjong_soul", "japanese", "romaji", "english", "chinese"],
    "OtherReading": ["han", "fu", "yaku", "total", "limit", "reading", "wait"],
}


@pytest.mark.parametrize("name", sorted(RESULTS))
def test_the_type_is_the_module_s(name):
    result, _ = RESULTS[name]
    kind = getattr(tehai, name)
    assert type(result) is kind
    assert (kind.__module__, kind.__name__, kind.__qualname__) == ("tehai", name, name)
    assert kind.__doc__ and kind.to_dict.__doc__
    assert kind.to_dict.__text_signature__ == "($self, /)"
    for attribute in PROPERTIES[name]:
        assert isinstance(getattr(kind, attribute), property.__class__) or getattr(kind, attribute).__doc__
        assert getattr(kind, attribute).__doc__, attribute


@pytest.mark.parametrize("name", sorted(RESULTS))
def test_not_made_nor_subclassed_from_python(name):
    kind = getattr(tehai, name)
    with pytest.raises(TypeError, match=f"cannot create 'tehai.{name}' instances"):
        kind()
    with pytest.raises(TypeError, match=f"cannot create 'tehai.{name}' instances"):
        kind.__new__(kind)
    with pytest.raises(TypeError):
        object.__new__(kind)
    with pytest.raises(TypeError):
        type("Sub", (kind,), {})


@pytest.mark.parametrize("name", sorted(RESULTS))
def test_immutable(name):
    result, _ = RESULTS[name]
    for attribute in PROPERTIES[name]:
        with pytest.raises(AttributeError):
            setattr(result, attribute, 1)
        with pytest.raises(AttributeError):
            delattr(result, attribute)
    with pytest.raises(AttributeError):
        result.anything_else = 1


@pytest.mark.parametrize("name", sorted(RESULTS))
def test_compared_by_value_and_unhashable(name):
    result, other = RESULTS[name]
    # Immutable: a copy is the object itself.
    assert copy.copy(result) is result and copy.deepcopy(result) is result
    assert result == result and not (result != result)
    assert result != other and not (result == other)
    assert result != result.to_dict() and result != 1 and result is not None
    with pytest.raises(TypeError):
        result < other  # noqa: B015 - the comparison raising is the point
    with pytest.raises(TypeError, match="unhashable"):
        hash(result)
    with pytest.raises(TypeError):
        pickle.dumps(result)


def test_equal_results_of_separate_calls():
    for make in (
        lambda: tehai.decompose("123m456p789s11122z"),
        lambda: tehai.agari("123m456p789s11122z"),
        lambda: tehai.waits("23m456p789s11122z"),
        lambda: tehai.shanten("23m456p789s11122z"),
        lambda: tehai.useful_tiles("23m456p789s11122z"),
        lambda: tehai.discards("23m456p789s111222z"),
        lambda: tehai.score("234567m23455p888s", win="5p"),
    ):
        first, second = make(), make()
        assert first is not second and first == second


# The to_dict() keys (the command line's JSON) read under another name.
ATTRIBUTES = {("Shanten", "shanten"): "min"}


@pytest.mark.parametrize("name", sorted(RESULTS))
def test_properties_and_repr_show_the_dict(name):
    result, _ = RESULTS[name]
    shown = result.to_dict()
    attributes = {key: ATTRIBUTES.get((name, key), key) for key in shown}
    for key, value in shown.items():
        if name in ("DiscardTable",) and key == "discards":
            assert [row.to_dict() for row in result.discards] == value
        elif name == "Score" and key in ("fu_items", "yaku_items", "other_readings"):
            # Typed objects on the result, their dicts in to_dict().
            assert [item.to_dict() for item in getattr(result, key)] == value, key
        elif isinstance(value, list) and name in ("Score", "FuItem"):
            # A tuple on the result (payments, detail), a list in JSON.
            assert list(getattr(result, key)) == value, key
        else:
            assert getattr(result, attributes[key]) == value, key
    shown_as = ", ".join(f"{attributes[k]}={v!r}" for k, v in shown.items())
    assert repr(result) == f"{name}({shown_as})"
    # A new object each time: changing one answer changes no other.
    assert result.to_dict() is not shown


def test_int_bool_and_len():
    assert int(tehai.shanten("23m456p789s11122z")) == 0
    assert int(tehai.shanten("19m19p19s1234567z")) == 0
    assert bool(tehai.agari("123m456p789s11122z")) is True
    assert bool(tehai.agari("123m456p789s11123z")) is False
    assert len(tehai.decompose("111222333m11122z")) == 2
    assert len(tehai.decompose("123m456p789s11123z")) == 0
    table = tehai.discards("23m456p789s111222z")
    assert len(table) == len(table.discards) > 0
    # The others have no int() or len() and are always true.
    waits = tehai.waits("23m456p789s11122z")
    with pytest.raises(TypeError):
        int(waits)
    with pytest.raises(TypeError):
        len(waits)
    assert bool(tehai.waits("19m19p19s1134567z")) is True


def test_mutable_parts_are_fresh_each_time():
    result = tehai.decompose("111222333m11122z")
    first = result.decompositions
    first.append("changed")
    first[0].append("changed")
    assert "changed" not in str(result.decompositions)
    score = tehai.score("234567m23455p888s", win="5p", riichi=True)
    score.yaku["riichi"] = 9
    score.reading.clear()
    assert score.yaku["riichi"] == 1 and len(score.reading) == 5
