"""The package gives the command line's answers: for every question, on
100,000 seeded random hands (``TEHAI_RANDOM_HANDS`` changes the number),
``to_dict()`` equals the object ``tehai <question> --json`` prints, and every
error is the same message. The batch calls are checked on the same hands."""

from __future__ import annotations

import os
import random

import numpy as np
import pytest

import tehai
from conftest import answered
from hands import (
    add_random,
    garbage,
    remove_random,
    seven_pairs_counts,
    sized,
    thirteen_orphans_counts,
    to_text,
)

HANDS = int(os.environ.get("TEHAI_RANDOM_HANDS", "100000"))

# Tile counts each question is asked about, with weights: mostly the sizes
# it answers, some it refuses (the error lines must agree too).
SIZES = {
    "decompose": {14: 40, 11: 8, 8: 6, 5: 4, 2: 3, 12: 3, 9: 2, 6: 1, 3: 1, 13: 3, 10: 1},
    "agari": {14: 40, 11: 8, 8: 6, 5: 4, 2: 3, 13: 5, 10: 2, 7: 1, 4: 1, 1: 1, 12: 2, 9: 1},
    "waits": {13: 40, 10: 8, 7: 6, 4: 4, 1: 3, 14: 3, 11: 1, 12: 2, 2: 1},
    "shanten": {13: 30, 14: 30, 10: 5, 11: 5, 7: 3, 8: 3, 4: 2, 5: 2, 1: 1, 2: 1, 12: 2, 9: 1},
}


def random_lines(question: str, seed: int, count: int = HANDS) -> list[str]:
    rng = random.Random(seed)
    sizes, weights = zip(*SIZES[question].items())
    lines = []
    for _ in range(count):
        roll = rng.random()
        if roll < 0.01:
            append_answered(lines, garbage(rng))
            continue
        if roll < 0.03:
            counts = seven_pairs_counts(rng) if roll < 0.02 else thirteen_orphans_counts(rng)
            if question in ("waits",) or (question == "shanten" and rng.random() < 0.5):
                counts = remove_random(rng, counts)
            elif question == "agari" and rng.random() < 0.3:
                counts = remove_random(rng, add_random(rng, counts))
        else:
            counts = sized(rng, rng.choices(sizes, weights)[0])
        lines.append(to_text(rng, counts))
    return lines


def append_answered(lines: list[str], line: str) -> None:
    """Appends a line unless the command line skips it (blank or a comment):
    only answered lines can be compared. Python's answer for a blank string
    is an error, tested in test_hand.py."""
    if answered(line):
        lines.append(line)


def python_answer(question, line: str) -> dict:
    try:
        return question(line).to_dict()
    except tehai.TehaiError as error:
        return {"input": line, "error": str(error)}


def assert_same(lines: list[str], expected: list[dict], actual: list[dict]) -> None:
    differences = [
        (line, want, got) for line, want, got in zip(lines, expected, actual) if want != got
    ]
    assert not differences, (
        f"{len(differences)} of {len(lines)} answers differ; first ones:\n"
        + "\n".join(f"{line!r}\n  cli:    {want}\n  python: {got}" for line, want, got in differences[:5])
    )


def valid_counts(expected: list[dict]) -> np.ndarray:
    return np.array(
        [tehai.Hand(answer["hand"]).counts() for answer in expected if "error" not in answer],
        dtype=np.uint8,
    ).reshape(-1, 34)


@pytest.mark.parametrize(
    "question, seed",
    [("decompose", 1), ("agari", 2), ("waits", 3), ("shanten", 4)],
)
def test_same_answers_as_the_cli(cli, question: str, seed: int) -> None:
    lines = random_lines(question, seed)
    expected = cli.run(question, lines)
    function = getattr(tehai, question)
    assert_same(lines, expected, [python_answer(function, line) for line in lines])
    errors = sum("error" in answer for answer in expected)
    # The mix holds both kinds of lines.
    assert 0 < errors < len(lines) // 5


def test_is_win_and_its_batch_agree_with_cli_agari(cli) -> None:
    lines = random_lines("agari", 5)
    expected = cli.run("agari", lines)
    for line, answer in zip(lines, expected):
        if "error" in answer:
            with pytest.raises(tehai.TehaiError) as raised:
                tehai.is_win(line)
            assert str(raised.value) == answer["error"]
        else:
            assert tehai.is_win(line) is answer["agari"]
    valid = [answer for answer in expected if "error" not in answer]
    wins = tehai.is_win_batch(valid_counts(expected))
    assert wins.tolist() == [answer["agari"] for answer in valid]
    assert any(wins) and not all(wins)


def test_shanten_batch_agrees_with_cli_shanten(cli) -> None:
    lines = random_lines("shanten", 6)
    expected = cli.run("shanten", lines)
    valid = [answer for answer in expected if "error" not in answer]
    numbers = tehai.shanten_batch(valid_counts(expected))
    assert numbers.tolist() == [answer["shanten"] for answer in valid]
    assert len(set(numbers.tolist())) >= 5


def require_subcommand(cli, subcommand: str) -> None:
    """Skips (with the reason shown by `pytest -rs`) while the program lacks
    the subcommand; the comparison runs as soon as it has it."""
    from conftest import cli_supports

    if not cli_supports(cli, subcommand):
        pytest.skip(f"the tehai program at {cli.path} has no {subcommand} subcommand")


EFFICIENCY_SIZES = {13: 35, 14: 35, 10: 5, 11: 5, 7: 3, 8: 3, 4: 2, 5: 2, 1: 1, 2: 1, 12: 1, 9: 1}


def efficiency_lines(seed: int, count: int, three_players: bool = False) -> list[str]:
    rng = random.Random(seed)
    sizes, weights = zip(*EFFICIENCY_SIZES.items())
    kinds = [k for k in range(34) if not 1 <= k <= 7] if three_players else list(range(34))
    lines = []
    for _ in range(count):
        roll = rng.random()
        if roll < 0.01:
            append_answered(lines, garbage(rng))
            continue
        tiles = rng.choices(sizes, weights)[0]
        if three_players and roll < 0.98:
            from hands import dealt_counts

            counts = dealt_counts(rng, tiles, kinds)
        else:
            counts = sized(rng, tiles)
        lines.append(to_text(rng, counts))
    return lines


@pytest.mark.parametrize(
    "flags, seed, count, three_players",
    [
        ((), 11, HANDS, False),
        (("--players", "3"), 12, HANDS // 5, True),
        (("--seen", "1155m7z"), 13, HANDS // 5, False),
    ],
)
def test_efficiency_same_answers_as_the_cli(cli, flags, seed, count, three_players) -> None:
    require_subcommand(cli, "efficiency")
    lines = efficiency_lines(seed, count, three_players)
    expected = cli.run("efficiency", lines, *flags)
    keywords = {}
    if "--players" in flags:
        keywords["players"] = 3
    if "--seen" in flags:
        keywords["seen"] = flags[flags.index("--seen") + 1]
    actual = [python_answer(lambda line: tehai.efficiency(line, **keywords), line) for line in lines]
    assert_same(lines, expected, actual)


def test_useful_tiles_batch_agrees_with_cli_efficiency(cli) -> None:
    require_subcommand(cli, "efficiency")
    lines = efficiency_lines(14, HANDS // 5)
    expected = cli.run("efficiency", lines)
    useful = [answer for answer in expected if "useful" in answer]
    counts = np.array([tehai.Hand(answer["hand"]).counts() for answer in useful], dtype=np.uint8)
    masks = tehai.useful_tiles_batch(counts)
    assert masks.dtype == np.uint64
    assert [mask_text(mask) for mask in masks.tolist()] == [answer["useful"] for answer in useful]


def mask_text(mask: int) -> str:
    """A bit mask of kinds in canonical MPSZ notation."""
    text = ""
    for suit in range(4):
        digits = "".join(str(rank + 1) for rank in range(9) if suit * 9 + rank < 34 and mask >> (suit * 9 + rank) & 1)
        if digits:
            text += digits + "mpsz"[suit]
    return text


def test_score_same_answers_as_the_cli(cli) -> None:
    import json

    from hands import score_input

    require_subcommand(cli, "score")
    rng = random.Random(15)
    inputs = [score_input(rng) for _ in range(HANDS)]
    lines = [json.dumps(fields, separators=(",", ":")) for fields in inputs]
    expected = cli.run("score", lines)
    actual = []
    for line, fields in zip(lines, inputs):
        try:
            actual.append(tehai.score(fields).to_dict())
        except tehai.ScoreError as error:
            actual.append({"input": line, "error": error.id})
        except tehai.TehaiError as error:
            actual.append({"input": line, "error": str(error)})
    assert_same(lines, expected, actual)
    scored = sum("error" not in answer for answer in expected)
    assert scored > len(lines) // 2


@pytest.mark.parametrize(
    "question, flags, keywords, seed",
    [
        ("shanten", ("--players", "3"), {"players": 3}, 21),
        ("shanten", ("--seen", "1155m7z"), {"seen": "1155m7z"}, 22),
        ("shanten", ("--meld", "pon 777z"), {"melds": ["pon 777z"]}, 23),
        ("waits", ("--players", "3"), {"players": 3}, 24),
        ("waits", ("--seen", "1155m7z"), {"seen": "1155m7z"}, 25),
        ("waits", ("--meld", "pon 777z", "--meld", "chi 340m"), {"melds": ["pon 777z", "chi 340m"]}, 26),
        ("efficiency", ("--meld", "ankan 1111s"), {"melds": ["ankan 1111s"]}, 27),
        # The table in the other notations: ids and names as Python lists and
        # meld pairs, as text for the command line.
        ("waits", ("--seen", "0 1 16 17 132"), {"seen": [0, 1, 16, 17, 132]}, 28),
        ("shanten", ("--meld", "pon 132 133 134"), {"melds": [("pon", [132, 133, 134])]}, 29),
        ("efficiency", ("--seen", "1m 1m 5mr C"), {"seen": ["1m", "1m", "5mr", "C"]}, 30),
        ("waits", ("--meld", "chi 3m 4m 5mr"), {"melds": [("chi", ["3m", "4m", "5mr"])]}, 31),
    ],
)
def test_table_options_same_answers_as_the_cli(cli, question, flags, keywords, seed) -> None:
    require_subcommand(cli, "efficiency")  # the table options came with it
    count = HANDS // 5
    if question == "efficiency":
        lines = efficiency_lines(seed, count)
    else:
        lines = random_lines(question, seed, count)
        if keywords.get("players") == 3:
            # Mostly hands three players can hold.
            three = efficiency_lines(seed + 100, count // 2, three_players=True)
            lines = lines[: count // 2] + [line for line in three if line]
    expected = cli.run(question, lines, *flags)
    function = getattr(tehai, question)
    actual = [python_answer(lambda line: function(line, **keywords), line) for line in lines]
    assert_same(lines, expected, actual)
    assert any("error" not in answer for answer in expected)


def tiles_as_sequence(rng: random.Random, text: str) -> object:
    """MPSZ text as the command line's JSON also takes it: a list of 136-tile
    ids or of mjai names (now and then one bad item), or the text itself
    when it has no ids (bad text, four plain fives)."""
    try:
        hand = tehai.Hand(text)
        ids = hand.to_136()
    except tehai.TehaiError:
        return text
    tiles: list = ids if rng.random() < 0.5 else hand.to_mjai()
    if tiles and rng.random() < 0.03:
        tiles = list(tiles)
        tiles[rng.randrange(len(tiles))] = rng.choice([136, 1000, -1, "X", "123m", tiles[0]])
    return tiles


def test_score_with_tiles_as_ids_and_names_same_answers_as_the_cli(cli) -> None:
    """The same inputs with their tiles as arrays of ids or names: JSON
    arrays for the command line, Python lists (and pairs for melds) for the
    package; the same answers and the same error ids."""
    import json

    from hands import score_input

    require_subcommand(cli, "score")
    rng = random.Random(16)
    python_inputs, json_inputs = [], []
    for _ in range(HANDS // 10):
        fields = score_input(rng)
        python_fields, json_fields = dict(fields), dict(fields)
        for name in ("hand", "dora_indicators", "ura_indicators"):
            if name in fields and rng.random() < 0.7:
                python_fields[name] = json_fields[name] = tiles_as_sequence(rng, fields[name])
        if rng.random() < 0.5:
            win = tiles_as_sequence(rng, fields["win"])
            if isinstance(win, list) and len(win) == 1:
                python_fields["win"] = json_fields["win"] = win[0]
        if "melds" in fields and rng.random() < 0.7:
            python_fields["melds"], json_fields["melds"] = [], []
            for meld in fields["melds"]:
                kind, text = meld.split(" ", 1)
                tiles = tiles_as_sequence(rng, text)
                python_fields["melds"].append((kind, tiles))
                json_fields["melds"].append({"kind": kind, "tiles": tiles})
        python_inputs.append(python_fields)
        json_inputs.append(json_fields)
    lines = [json.dumps(fields, separators=(",", ":")) for fields in json_inputs]
    # The JSON reader's errors also say where in the line: compared by id.
    expected = [
        {"input": answer["input"], "error": answer["error"]} if "error" in answer else answer
        for answer in cli.run("score", lines)
    ]
    actual = []
    for line, fields in zip(lines, python_inputs):
        try:
            actual.append(tehai.score(fields).to_dict())
        except tehai.ScoreError as error:
            actual.append({"input": line, "error": error.id})
    assert_same(lines, expected, actual)
    assert sum("error" not in answer for answer in expected) > len(lines) // 2
    assert any("error" in answer for answer in expected)
