"""Seeded random hands for the tests, written as MPSZ text the way people
write it: groups in any order, digits unsorted, sometimes a red five (``0``)
or spaces between groups."""

from __future__ import annotations

import random
import re

SUITS = "mpsz"
ALL_KINDS = list(range(34))


def kind_text(kind: int) -> str:
    return f"{kind % 9 + 1}{SUITS[kind // 9]}"


def dealt_counts(rng: random.Random, tiles: int, kinds: list[int] = ALL_KINDS) -> list[int]:
    """``tiles`` tiles dealt from a wall holding four of each kind in ``kinds``."""
    wall = [kind for kind in kinds for _ in range(4)]
    counts = [0] * 34
    for kind in rng.sample(wall, tiles):
        counts[kind] += 1
    return counts


def complete_counts(rng: random.Random, melds: int, kinds: list[int] = ALL_KINDS) -> list[int]:
    """``melds`` random melds (sequences or triplets) and a pair over ``kinds``,
    never more than four of a kind."""
    kind_set = set(kinds)
    while True:
        counts = [0] * 34
        for _ in range(melds):
            start = rng.choice(kinds)
            if rng.random() < 0.6 and start < 27 and start % 9 <= 6 and start + 2 in kind_set:
                for offset in range(3):
                    counts[start + offset] += 1
            else:
                counts[start] += 3
        counts[rng.choice(kinds)] += 2
        if max(counts) <= 4:
            return counts


def seven_pairs_counts(rng: random.Random) -> list[int]:
    counts = [0] * 34
    for kind in rng.sample(ALL_KINDS, 7):
        counts[kind] = 2
    return counts


ORPHANS = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33]


def thirteen_orphans_counts(rng: random.Random, tiles: int = 14) -> list[int]:
    counts = [0] * 34
    for kind in ORPHANS:
        counts[kind] = 1
    counts[rng.choice(ORPHANS)] += 1
    while sum(counts) > tiles:
        kind = rng.choice([k for k in ORPHANS if counts[k]])
        counts[kind] -= 1
    return counts


def remove_random(rng: random.Random, counts: list[int], tiles: int = 1) -> list[int]:
    counts = list(counts)
    for _ in range(tiles):
        kind = rng.choice([k for k in range(34) if counts[k]])
        counts[kind] -= 1
    return counts


def add_random(rng: random.Random, counts: list[int]) -> list[int]:
    counts = list(counts)
    kind = rng.choice([k for k in range(34) if counts[k] < 4])
    counts[kind] += 1
    return counts


def to_text(rng: random.Random, counts: list[int], messy: bool = True) -> str:
    """The hand as MPSZ text; ``messy`` shuffles digits and suits, writes some
    fives red and sometimes separates the groups with spaces."""
    groups = []
    for suit in range(4):
        digits = []
        for rank in range(9 if suit < 3 else 7):
            digits += [str(rank + 1)] * counts[suit * 9 + rank]
        if not digits:
            continue
        if messy and suit < 3 and "5" in digits and rng.random() < 0.15:
            digits[digits.index("5")] = "0"
        if messy:
            rng.shuffle(digits)
        groups.append("".join(digits) + SUITS[suit])
    if messy:
        rng.shuffle(groups)
        return (" " if rng.random() < 0.1 else "").join(groups)
    return "".join(groups)


def chinitsu_kinds(rng: random.Random) -> list[int]:
    suit = rng.randrange(3)
    return list(range(suit * 9, suit * 9 + 9))


def sized(rng: random.Random, tiles: int) -> list[int]:
    """A hand of ``tiles`` tiles of one of several kinds of randomness."""
    melds, extra = divmod(tiles, 3)
    choice = rng.random()
    if choice < 0.4:
        return dealt_counts(rng, tiles)
    if choice < 0.55:
        return dealt_counts(rng, tiles, chinitsu_kinds(rng))
    # Near-complete hands: a complete hand with tiles taken out or added.
    if extra == 2:
        base = complete_counts(rng, melds, chinitsu_kinds(rng) if choice < 0.7 else ALL_KINDS)
        if choice > 0.9:
            return remove_random(rng, add_random(rng, base), 1)
        return base
    if extra == 1:
        base = complete_counts(rng, melds, chinitsu_kinds(rng) if choice < 0.7 else ALL_KINDS)
        return remove_random(rng, base, 1)
    if melds == 0:
        return dealt_counts(rng, tiles)
    base = complete_counts(rng, melds - 1, chinitsu_kinds(rng) if choice < 0.7 else ALL_KINDS)
    return add_random(rng, base)


def garbage(rng: random.Random) -> str:
    """Text that is usually not valid notation."""
    return rng.choice(
        [
            "",
            "123",
            "m",
            "123mm",
            "8z",
            "0z",
            "11111m",
            "123456789m123456p",
            "12x",
            "1 m",
            "12M",
            "000m",
            "1m\u00e9",
            "".join(rng.choice("0123456789mpsz ") for _ in range(rng.randrange(1, 20))),
        ]
    )


# ------------------------------------------------------------- scoring ----

MELD_KINDS_FOR_TRIPLETS = ["pon", "kan", "shouminkan", "ankan"]


def block_tiles(kind: str, start: int) -> list[int]:
    return [start, start + 1, start + 2] if kind == "sequence" else [start] * 3


def tiles_text(rng: random.Random, tiles: list[int], red: bool = True) -> str:
    counts = [0] * 34
    for tile in tiles:
        counts[tile] += 1
    text = to_text(rng, counts, messy=False)
    if red and rng.random() < 0.2:
        # A red five in place of the first plain five of a number suit.
        groups = re.findall(r"[0-9]+[mpsz]", text)
        fives = [index for index, group in enumerate(groups) if group[-1] != "z" and "5" in group]
        if fives:
            index = rng.choice(fives)
            groups[index] = groups[index].replace("5", "0", 1)
            return "".join(groups)
    return text


def score_input(rng: random.Random) -> dict:
    """A `tehai score --json` input object: mostly winning hands, some with
    declared melds, random situations (some impossible), winds, indicators,
    sticks and rules."""
    while True:
        counts = [0] * 34
        blocks = []
        for _ in range(4):
            start = rng.randrange(34)
            if rng.random() < 0.55 and start < 27 and start % 9 <= 6:
                blocks.append(("sequence", start))
            else:
                blocks.append(("triplet", start))
            for tile in block_tiles(*blocks[-1]):
                counts[tile] += 1
        pair = rng.randrange(34)
        counts[pair] += 2
        if max(counts) <= 4:
            break
    if rng.random() < 0.05:
        # Seven pairs or thirteen orphans.
        special = seven_pairs_counts(rng) if rng.random() < 0.7 else thirteen_orphans_counts(rng)
        concealed = [k for k in range(34) for _ in range(special[k])]
        melds = []
        declared = 0
    else:
        declared = rng.choice([0, 0, 0, 1, 1, 2, 3, 4])
        melds = []
        concealed = [pair, pair]
        used = [0] * 34
        for index, (kind, start) in enumerate(blocks):
            if index < declared:
                if kind == "sequence":
                    melds.append("chi " + tiles_text(rng, block_tiles(kind, start)))
                    continue
                meld_kind = rng.choice(MELD_KINDS_FOR_TRIPLETS)
                size = 3 if meld_kind == "pon" else 4
                if size == 4 and counts[start] + used[start] >= 4:
                    meld_kind, size = "pon", 3
                used[start] += size - 3
                melds.append(f"{meld_kind} " + tiles_text(rng, [start] * size))
            else:
                concealed += block_tiles(kind, start)
    if rng.random() < 0.03:
        # Not a winning hand.
        concealed[rng.randrange(len(concealed))] = rng.randrange(34)
    win = rng.choice(concealed)
    fields: dict = {"hand": tiles_text(rng, concealed), "win": f"{win % 9 + 1}{SUITS[win // 9]}"}
    if melds:
        fields["melds"] = melds
    closed = all(meld.startswith("ankan") for meld in melds)
    for flag, chance in [
        ("tsumo", 0.5),
        ("riichi", 0.5 if closed else 0.02),
        ("double_riichi", 0.04 if closed else 0.01),
        ("ippatsu", 0.03),
        ("rinshan", 0.04),
        ("chankan", 0.03),
        ("haitei", 0.03),
        ("houtei", 0.03),
        ("tenhou", 0.01),
        ("chiihou", 0.01),
    ]:
        roll = rng.random()
        if roll < chance:
            fields[flag] = True
        elif roll < chance + 0.05:
            fields[flag] = False
    if rng.random() < 0.8:
        fields["seat_wind"] = f"{rng.randrange(1, 5)}z"
    if rng.random() < 0.6:
        fields["round_wind"] = f"{rng.randrange(1, 3)}z"
    if rng.random() < 0.7:
        fields["dora_indicators"] = tiles_text(rng, [rng.randrange(34) for _ in range(rng.randrange(1, 4))], red=False)
    if rng.random() < 0.3:
        fields["ura_indicators"] = tiles_text(rng, [rng.randrange(34) for _ in range(rng.randrange(0, 3))], red=False)
    if rng.random() < 0.4:
        fields["honba"] = rng.randrange(0, 6)
    if rng.random() < 0.3:
        fields["riichi_sticks"] = rng.randrange(0, 4)
    if rng.random() < 0.5:
        # Three-player presets only for hands without 2m-8m (the rest would
        # all be refused), so that most inputs still score.
        tiles = concealed + [tile for block in blocks[:declared] for tile in block_tiles(*block)]
        sanma = not any(1 <= tile <= 7 for tile in tiles)
        fields["rules"] = score_rules(rng, sanma)
        if fields["rules"].get("preset", "").endswith("-3p") and rng.random() < 0.5:
            fields["kita"] = rng.randrange(0, 5)
    if not fields.get("tsumo") and rng.random() < 0.3:
        # A discarder other than the winner (and than the absent north with
        # three players): the ron's payments by seat.
        seats = [f"{seat}z" for seat in range(1, 5) if f"{seat}z" != fields.get("seat_wind", "1z")]
        if fields.get("rules", {}).get("preset", "").endswith("-3p"):
            seats = [seat for seat in seats if seat != "4z"]
        fields["discarder"] = rng.choice(seats)
    return fields


# Values of some rule options, each drawn over a preset (or the default) so
# that Python and the command line are compared under varied rules.
RULE_VALUES: dict[str, list] = {
    "open_tanyao": [True, False],
    "aka_dora": [True, False],
    "red_fives": [[0, 0, 0], [1, 1, 1], [1, 2, 1], [0, 1, 1]],
    "kiriage": [True, False],
    "kazoe": ["yakuman", "sanbaiman"],
    "double_yakuman": [True, False, [], ["suuankou_tanki", "daisuushii"], ["kokushi_13_wait"]],
    "yakuman_stacking": [True, False],
    "max_yakuman": [0, 1, 2, 6],
    "renhou": ["off", "mangan", "yakuman"],
    "open_pinfu_fu": [30, 20],
    "pinfu_tsumo_fu": [20, 30],
    "double_wind_pair_fu": [4, 2],
    "honba_ron": [300, 200, 0],
    "honba_tsumo": [100, 0],
    "three_player_tsumo": ["loss", "split"],
}


def score_rules(rng: random.Random, sanma: bool = True) -> dict:
    """The ``rules`` of a score input: usually a preset (any of
    ``tehai.presets()``; the three-player ones only if ``sanma``), and a few
    options over it."""
    import tehai

    rules: dict = {}
    if rng.random() < 0.7:
        rules["preset"] = rng.choice([name for name in tehai.presets() if sanma or not name.endswith("-3p")])
    for name in rng.sample(sorted(RULE_VALUES), rng.randrange(0, 4)):
        rules[name] = rng.choice(RULE_VALUES[name])
    # aka_dora is another name of red_fives: both in one object are refused.
    if "red_fives" in rules:
        rules.pop("aka_dora", None)
    return rules
