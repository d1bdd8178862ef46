#!/usr/bin/env python3
"""Generate tests/data/score_fixture.jsonl: scored hands for testing tehai's scorer.

Every line of the fixture is one JSON object ``{"input": {...}, "expected": {...}}``
where ``input`` is the input contract of ``tehai score --json`` and ``expected``
the output contract (han, fu, yaku, main, additional, total, limit, or an
``error``); see tests/data/README.md for the exact semantics.

The expected values come from the independent Python scorer ``mahjong``
(PyPI), pinned to exactly this version and checked at run time:

    pip install mahjong==2.1.0

Every case is also scored by a small contract-level reference scorer written in
this file; a case is written only when both scorers agree on every compared
field and the best reading is unambiguous (see the README for the exclusions).
Eighteen hand-computed cases are asserted before generation starts, so a wrong
mapping between the two fails loudly.

Usage (deterministic: fixed seed, same output on every run):

    python3 scripts/gen_score_fixture.py > tests/data/score_fixture.jsonl
    python3 scripts/gen_score_fixture.py --out tests/data/score_fixture.jsonl

The coverage table (how often each yaku id, limit and error occurs) goes to
standard error in Markdown, ready for tests/data/README.md.
"""

import argparse
import importlib.metadata
import json
import random
import sys
from collections import Counter

MAHJONG_VERSION = "2.1.0"
SEED = 20240611
DEFAULT_CASES = 24000
NO_YAKU_DROP = 0.6

# ---------------------------------------------------------------------------
# Tiles: kinds 0..33 (0-8 m, 9-17 p, 18-26 s, 27-33 z = E S W N Wh Gr Rd).
# ---------------------------------------------------------------------------

EAST, SOUTH, WEST, NORTH, HAKU, HATSU, CHUN = range(27, 34)
WINDS = (EAST, SOUTH, WEST, NORTH)
DRAGONS = (HAKU, HATSU, CHUN)
HONORS = tuple(range(27, 34))
SUITED = tuple(range(27))
TERMINALS = (0, 8, 9, 17, 18, 26)
ORPHANS = TERMINALS + HONORS
SIMPLES = tuple(k for k in SUITED if k % 9 not in (0, 8))
GREEN = (19, 20, 21, 23, 25, HATSU)
FIVES = (4, 13, 22)
SUIT_LETTERS = "mpsz"


def suit_of(k):
    return k // 9


def rank_of(k):
    return k % 9


def is_honor(k):
    return k >= 27


def is_orphan(k):
    return k >= 27 or k % 9 in (0, 8)


def dora_after(indicator):
    """The dora kind an indicator kind points to."""
    if indicator < 27:
        return indicator - indicator % 9 + (indicator % 9 + 1) % 9
    if indicator <= NORTH:
        return EAST + (indicator - EAST + 1) % 4
    return HAKU + (indicator - HAKU + 1) % 3


def indicator_before(dora):
    """The indicator kind that makes ``dora`` a dora."""
    for ind in range(34):
        if dora_after(ind) == dora:
            return ind
    raise AssertionError(dora)


def tile_text(k):
    return f"{k % 9 + 1}{SUIT_LETTERS[k // 9]}"


def mpsz(tiles):
    """Canonical MPSZ text of physical tiles ``(kind, red)``.

    Suits in order m p s z, empty suits left out, digits by value with a red
    five (0) counted as 5 and placed before the plain fives.
    """
    out = []
    for suit in range(4):
        group = sorted(
            (t for t in tiles if t[0] // 9 == suit), key=lambda t: (t[0], not t[1])
        )
        if group:
            out.append(
                "".join("0" if red else str(k % 9 + 1) for k, red in group)
                + SUIT_LETTERS[suit]
            )
    return "".join(out)


def parse_mpsz(text):
    """Kinds and red flags of an MPSZ string (for the built-in checks)."""
    tiles, digits = [], []
    for ch in text:
        if ch.isdigit():
            digits.append(int(ch))
        else:
            suit = SUIT_LETTERS.index(ch)
            for d in digits:
                tiles.append((suit * 9 + (4 if d == 0 else d - 1), d == 0))
            digits = []
    assert not digits, text
    return tiles


# ---------------------------------------------------------------------------
# The contract: yaku ids and limits.
# ---------------------------------------------------------------------------

YAKUMAN_IDS = (
    "kokushi_musou", "kokushi_musou_13_wait", "chuuren_poutou",
    "junsei_chuuren_poutou", "suuankou", "suuankou_tanki", "daisangen",
    "shousuushii", "daisuushii", "ryuuiisou", "suukantsu", "tsuuiisou",
    "chinroutou", "tenhou", "chiihou",
)
REGULAR_IDS = (
    "menzen_tsumo", "riichi", "double_riichi", "ippatsu", "chankan",
    "rinshan_kaihou", "haitei_raoyue", "houtei_raoyui", "pinfu", "tanyao",
    "iipeikou", "yakuhai_haku", "yakuhai_hatsu", "yakuhai_chun", "seat_wind",
    "round_wind", "sanshoku_doujun", "ittsu", "chanta", "honroutou", "toitoi",
    "sanankou", "sankantsu", "sanshoku_doukou", "chiitoitsu", "shousangen",
    "honitsu", "junchan", "ryanpeikou", "chinitsu",
)
DORA_IDS = ("dora", "aka_dora", "ura_dora")
ALL_YAKU_IDS = REGULAR_IDS + YAKUMAN_IDS + DORA_IDS
LIMITS = (
    "", "mangan", "kiriage mangan", "haneman", "baiman", "sanbaiman",
    "kazoe yakuman", "yakuman", "2x yakuman", "3x yakuman", "4x yakuman",
    "5x yakuman", "6x yakuman",
)

# Python mahjong's yaku_id -> contract id (by numeric id, not by display name).
PY_YAKU_ID = {
    0: "menzen_tsumo", 1: "riichi", 3: "ippatsu", 4: "chankan",
    5: "rinshan_kaihou", 6: "haitei_raoyue", 7: "houtei_raoyui",
    8: "double_riichi", 12: "pinfu", 13: "tanyao", 14: "iipeikou",
    15: "yakuhai_haku", 16: "yakuhai_hatsu", 17: "yakuhai_chun",
    18: "seat_wind", 19: "seat_wind", 20: "seat_wind", 21: "seat_wind",
    22: "round_wind", 23: "round_wind", 24: "round_wind", 25: "round_wind",
    26: "sanshoku_doujun", 27: "ittsu", 28: "chanta", 29: "honroutou",
    30: "toitoi", 31: "sanankou", 32: "sankantsu", 33: "sanshoku_doukou",
    34: "chiitoitsu", 35: "shousangen", 36: "honitsu", 37: "junchan",
    38: "ryanpeikou", 39: "chinitsu",
    100: "kokushi_musou", 101: "chuuren_poutou", 102: "suuankou",
    103: "daisangen", 104: "shousuushii", 105: "ryuuiisou", 106: "suukantsu",
    107: "tsuuiisou", 108: "chinroutou", 111: "daisuushii",
    112: "kokushi_musou_13_wait", 113: "suuankou_tanki",
    114: "junsei_chuuren_poutou", 115: "tenhou", 116: "chiihou",
    120: "dora", 121: "aka_dora", 122: "ura_dora",
}
PY_ERRORS = {"no_yaku": "no_yaku", "hand_not_winning": "not_a_winning_hand"}


def round_up_100(x):
    return (x + 99) // 100 * 100


def limit_and_base(han, fu, yakuman_mult, kiriage):
    """The limit label and the base points of a scored hand."""
    if yakuman_mult:
        return ("yakuman" if yakuman_mult == 1 else f"{yakuman_mult}x yakuman"), 8000 * yakuman_mult
    if han >= 13:
        return "kazoe yakuman", 8000
    if han >= 11:
        return "sanbaiman", 6000
    if han >= 8:
        return "baiman", 4000
    if han >= 6:
        return "haneman", 3000
    if han == 5:
        return "mangan", 2000
    if kiriage and (han, fu) in ((4, 30), (3, 60)):
        return "kiriage mangan", 2000
    base = fu * 2 ** (han + 2)
    if base > 2000:
        return "mangan", 2000
    return "", base


def payments(base, dealer, tsumo, honba, sticks):
    """(main, additional, total) per the output contract, honba and sticks in."""
    if not tsumo:
        main = round_up_100(base * (6 if dealer else 4)) + 300 * honba
        return main, 0, main + 1000 * sticks
    if dealer:
        each = round_up_100(2 * base) + 100 * honba
        return each, each, 3 * each + 1000 * sticks
    main = round_up_100(2 * base) + 100 * honba
    additional = round_up_100(base) + 100 * honba
    return main, additional, main + 2 * additional + 1000 * sticks


# ---------------------------------------------------------------------------
# Reference scorer (contract rules, written from the rules, not from mahjong).
# A case: concealed tiles (kind, red) including the winning tile, melds
# [(meld_kind, [(kind, red)...])], the winning kind and a context dict.
# ---------------------------------------------------------------------------

OPEN_MELDS = ("chi", "pon", "kan", "shouminkan")
KAN_MELDS = ("kan", "shouminkan", "ankan")


def decompositions(counts):
    """Every (pair, blocks) split of a 34-count array; blocks are ("seq"|"trip", kind)."""
    found = []

    def rec(c, start, pair, blocks):
        k = start
        while k < 34 and c[k] == 0:
            k += 1
        if k == 34:
            if pair is not None:
                found.append((pair, tuple(blocks)))
            return
        if pair is None and c[k] >= 2:
            c[k] -= 2
            rec(c, k, k, blocks)
            c[k] += 2
        if c[k] >= 3:
            c[k] -= 3
            rec(c, k, pair, blocks + [("trip", k)])
            c[k] += 3
        if k < 27 and k % 9 <= 6 and c[k + 1] and c[k + 2]:
            for j in (k, k + 1, k + 2):
                c[j] -= 1
            rec(c, k, pair, blocks + [("seq", k)])
            for j in (k, k + 1, k + 2):
                c[j] += 1

    rec(list(counts), 0, None, [])
    return sorted(set(found))


def seq_wait(start, win):
    r = start % 9
    if win == start + 1:
        return "kanchan"
    if (win == start and r == 6) or (win == start + 2 and r == 0):
        return "penchan"
    return "ryanmen"


def ref_score(case):
    """Score a case by the contract; returns (expected, ambiguous)."""
    ctx, rules = case["ctx"], case["rules"]
    conc = [k for k, _ in case["concealed"]]
    win = case["win"][0]
    melds = case["melds"]
    counts = [0] * 34
    for k in conc:
        counts[k] += 1
    all_kinds = list(conc)
    for _, tiles in melds:
        all_kinds += [k for k, _ in tiles]
    all_counts = [0] * 34
    for k in all_kinds:
        all_counts[k] += 1
    is_open = any(mk in OPEN_MELDS for mk, _ in melds)
    tsumo = ctx["tsumo"]
    dealer = ctx["seat"] == EAST
    seat, rnd = ctx["seat"], ctx["round"]
    riichi_any = ctx["riichi"] or ctx["double_riichi"]
    dbl = rules["double_yakuman"]

    # dora, counted over every tile of the hand (melds included)
    dora = sum(all_counts[dora_after(i)] for i in ctx["dora"])
    aka = sum(1 for t in case["concealed"] if t[1]) + sum(
        1 for _, tiles in melds for t in tiles if t[1]
    )
    aka = aka if rules["aka_dora"] else 0
    ura = sum(all_counts[dora_after(i)] for i in ctx["ura"]) if riichi_any else 0

    def situational():
        y = {}
        if tsumo and not is_open:
            y["menzen_tsumo"] = 1
        if ctx["double_riichi"]:
            y["double_riichi"] = 2
        elif ctx["riichi"]:
            y["riichi"] = 1
        for flag, name in (
            ("ippatsu", "ippatsu"), ("chankan", "chankan"),
            ("rinshan", "rinshan_kaihou"), ("haitei", "haitei_raoyue"),
            ("houtei", "houtei_raoyui"),
        ):
            if ctx[flag]:
                y[name] = 1
        return y

    def context_yakuman():
        y = {}
        if ctx["tenhou"]:
            y["tenhou"] = 13
        if ctx["chiihou"]:
            y["chiihou"] = 13
        return y

    readings = []  # (yaku dict, han, fu, yakuman multiplier)

    # thirteen orphans
    if not melds and sum(counts) == 14 and all(counts[k] >= 1 for k in ORPHANS) \
            and sum(counts[k] for k in ORPHANS) == 14:
        y = context_yakuman()
        if counts[win] == 2:
            y["kokushi_musou_13_wait"] = 26 if dbl else 13
        else:
            y["kokushi_musou"] = 13
        readings.append((y, sum(y.values()), 0, sum(y.values()) // 13))

    suits_used = {suit_of(k) for k in all_kinds if k < 27}
    has_honor = any(is_honor(k) for k in all_kinds)
    one_suit = len(suits_used) == 1
    all_simple = all(not is_orphan(k) for k in all_kinds)
    all_orphan = all(is_orphan(k) for k in all_kinds)
    all_honor = all(is_honor(k) for k in all_kinds)
    all_terminal = all(k in TERMINALS for k in all_kinds)
    all_green = all(k in GREEN for k in all_kinds)

    def common_regular(y):
        """Yaku that depend only on the tiles (shared by both hand shapes)."""
        if all_simple and (not is_open or rules["open_tanyao"]):
            y["tanyao"] = 1
        if one_suit and not has_honor:
            y["chinitsu"] = 5 if is_open else 6
        elif one_suit and has_honor:
            y["honitsu"] = 2 if is_open else 3

    # seven pairs
    if not melds and sum(counts) == 14 and sum(1 for c in counts if c == 2) == 7:
        ym = context_yakuman()
        if all_honor:
            ym["tsuuiisou"] = 13
        if ym:
            readings.append((ym, sum(ym.values()), 0, sum(ym.values()) // 13))
        else:
            y = situational()
            y["chiitoitsu"] = 2
            common_regular(y)
            if all_orphan:
                y["honroutou"] = 2
            readings.append((y, sum(y.values()), 25, 0))

    # chuuren (closed, no melds at all): its tiles without the winning tile
    chuuren = None
    if not melds and one_suit and not has_honor and sum(counts) == 14:
        s = min(suits_used) * 9
        rel = [counts[s + r] for r in range(9)]
        base = [3, 1, 1, 1, 1, 1, 1, 1, 3]
        diff = [a - b for a, b in zip(rel, base)]
        if min(diff) >= 0 and sum(diff) == 1:
            c13 = list(rel)
            c13[win - s] -= 1
            chuuren = "junsei_chuuren_poutou" if c13 == base else "chuuren_poutou"

    value_of_pair = lambda p: (2 if p in DRAGONS else 0) + (2 if p == seat else 0) + (2 if p == rnd else 0)

    for pair, blocks in decompositions(counts):
        if len(blocks) + len(melds) != 4:
            continue
        win_groups = set()
        if pair == win:
            win_groups.add(("pair", win))
        for t, k in blocks:
            if t == "trip" and k == win:
                win_groups.add(("trip", k))
            if t == "seq" and k <= win <= k + 2:
                win_groups.add(("seq", k))
        for wg in sorted(win_groups):
            # sets: (type seq|trip|quad, kind, concealed?)
            sets = []
            for t, k in blocks:
                concealed = not (t == "trip" and wg == ("trip", k) and not tsumo)
                sets.append((t, k, concealed))
            for mk, tiles in melds:
                k = min(t[0] for t in tiles)
                if mk == "chi":
                    sets.append(("seq", k, False))
                elif mk == "pon":
                    sets.append(("trip", k, False))
                else:
                    sets.append(("quad", k, mk == "ankan"))
            if wg[0] == "pair":
                wait = "tanki"
            elif wg[0] == "trip":
                wait = "shanpon"
            else:
                wait = seq_wait(wg[1], win)
            seqs = [k for t, k, _ in sets if t == "seq"]
            trips = [k for t, k, _ in sets if t != "seq"]
            quads = [k for t, k, _ in sets if t == "quad"]
            concealed_trips = [k for t, k, c in sets if t != "seq" and c]

            # yakuman
            ym = context_yakuman()
            if chuuren:
                ym[chuuren] = 26 if (chuuren.startswith("junsei") and dbl) else 13
            if len(concealed_trips) == 4:
                if wait == "tanki":
                    ym["suuankou_tanki"] = 26 if dbl else 13
                else:
                    ym["suuankou"] = 13
            if all(d in trips for d in DRAGONS):
                ym["daisangen"] = 13
            wind_trips = [k for k in trips if k in WINDS]
            if len(wind_trips) == 4:
                ym["daisuushii"] = 26 if dbl else 13
            elif len(wind_trips) == 3 and pair in WINDS:
                ym["shousuushii"] = 13
            if all_green:
                ym["ryuuiisou"] = 13
            if len(quads) == 4:
                ym["suukantsu"] = 13
            if all_honor:
                ym["tsuuiisou"] = 13
            if all_terminal:
                ym["chinroutou"] = 13
            if ym:
                han = sum(ym.values())
                readings.append((ym, han, 0, han // 13))
                continue

            y = situational()
            common_regular(y)
            pair_fu = value_of_pair(pair)
            if not is_open and len(seqs) == 4 and pair_fu == 0 and wait == "ryanmen":
                y["pinfu"] = 1
            if not is_open:
                sc = Counter(seqs)
                twins = sum(v // 2 for v in sc.values())
                if twins >= 2:
                    y["ryanpeikou"] = 3
                elif twins == 1:
                    y["iipeikou"] = 1
            for d, name in zip(DRAGONS, ("yakuhai_haku", "yakuhai_hatsu", "yakuhai_chun")):
                if d in trips:
                    y[name] = 1
            if seat in trips:
                y["seat_wind"] = 1
            if rnd in trips:
                y["round_wind"] = 1
            for r in range(7):
                if all(s * 9 + r in seqs for s in range(3)):
                    y["sanshoku_doujun"] = 1 if is_open else 2
                    break
            for s in range(3):
                if all(s * 9 + r in seqs for r in (0, 3, 6)):
                    y["ittsu"] = 1 if is_open else 2
            groups_ok = all(is_orphan(k) or (t == "seq" and k % 9 in (0, 6)) for t, k, _ in sets) \
                and is_orphan(pair)
            if seqs and groups_ok:
                if has_honor:
                    y["chanta"] = 1 if is_open else 2
                else:
                    y["junchan"] = 2 if is_open else 3
            if all_orphan:
                y["honroutou"] = 2
            if len(trips) == 4:
                y["toitoi"] = 2
            if len(concealed_trips) == 3:
                y["sanankou"] = 2
            if len(quads) == 3:
                y["sankantsu"] = 2
            for r in range(9):
                if all(s * 9 + r in trips for s in range(3)):
                    y["sanshoku_doukou"] = 2
            if sum(1 for d in DRAGONS if d in trips) == 2 and pair in DRAGONS:
                y["shousangen"] = 2

            # fu
            if "pinfu" in y:
                fu = 20 if tsumo else 30
            else:
                fu = 20
                if not is_open and not tsumo:
                    fu += 10
                if wait in ("kanchan", "penchan", "tanki"):
                    fu += 2
                fu += pair_fu
                for t, k, c in sets:
                    if t == "seq":
                        continue
                    v = 4 if is_orphan(k) else 2
                    if c:
                        v *= 2
                    if t == "quad":
                        v *= 4
                    fu += v
                if tsumo:
                    fu += 2
                if is_open and fu == 20:
                    fu = 30
                fu = (fu + 9) // 10 * 10
            readings.append((y, sum(y.values()), fu, 0))

    if not readings:
        return {"error": "not_a_winning_hand"}, False
    scored = []
    for y, han, fu, mult in readings:
        if han == 0:
            continue
        y = dict(y)
        if not mult:
            for name, n in (("dora", dora), ("aka_dora", aka), ("ura_dora", ura)):
                if n:
                    y[name] = n
            han = sum(y.values())
        limit, base = limit_and_base(han, fu, mult, rules["kiriage"])
        main, additional, total = payments(base, dealer, tsumo, ctx["honba"], ctx["sticks"])
        exp = {
            "han": han, "fu": fu, "yaku": dict(sorted(y.items())), "main": main,
            "additional": additional, "total": total, "limit": limit,
        }
        scored.append(((total, bool(mult), han, fu), exp))
    if not scored:
        return {"error": "no_yaku"}, False
    best_key = max(k for k, _ in scored)
    top = [e for k, e in scored if k == best_key]
    distinct = {json.dumps(e, sort_keys=True) for e in top}
    return top[0], len(distinct) > 1


# ---------------------------------------------------------------------------
# Python mahjong adapter.
# ---------------------------------------------------------------------------

def check_mahjong_version():
    try:
        found = importlib.metadata.version("mahjong")
    except importlib.metadata.PackageNotFoundError:
        sys.exit(f"the Python package mahjong is missing: pip install mahjong=={MAHJONG_VERSION}")
    if found != MAHJONG_VERSION:
        sys.exit(f"mahjong {found} is installed; this script is pinned to "
                 f"{MAHJONG_VERSION}: pip install mahjong=={MAHJONG_VERSION}")


def assign_ids(case):
    """Give every physical tile a 136-format id (red fives take copy 0)."""
    used = {}
    next_free = {k: [0, 1, 2, 3] for k in range(34)}
    if case["rules"]["aka_dora"]:
        for k in FIVES:
            next_free[k] = [1, 2, 3]  # copy 0 is the red one

    def take(kind, red):
        if red:
            assert kind in FIVES and kind not in used.get("red", ()), "two red fives of a suit"
            used.setdefault("red", set()).add(kind)
            return kind * 4
        if not next_free[kind]:
            raise AssertionError(f"more than four of {tile_text(kind)}")
        return kind * 4 + next_free[kind].pop(0)

    conc = [take(k, r) for k, r in case["concealed"]]
    melds = [(mk, [take(k, r) for k, r in tiles]) for mk, tiles in case["melds"]]
    dora = [take(k, False) for k in case["ctx"]["dora"]]
    ura = [take(k, False) for k in case["ctx"]["ura"]]
    return conc, melds, dora, ura


def python_score(case):
    """Score a case with mahjong's HandCalculator; returns contract output."""
    from mahjong.constants import EAST as PY_EAST
    from mahjong.hand_calculating.hand import HandCalculator
    from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
    from mahjong.meld import Meld

    ctx, rules = case["ctx"], case["rules"]
    conc, melds, dora, ura = assign_ids(case)
    win_kind, win_red = case["win"]
    win_id = next(i for i, (k, r) in zip(conc, case["concealed"]) if k == win_kind and r == win_red)
    py_melds = []
    for mk, ids in melds:
        kind = {"chi": Meld.CHI, "pon": Meld.PON, "kan": Meld.KAN,
                "shouminkan": Meld.SHOUMINKAN, "ankan": Meld.KAN}[mk]
        py_melds.append(Meld(meld_type=kind, tiles=sorted(ids), opened=mk != "ankan"))
    options = OptionalRules(
        has_open_tanyao=rules["open_tanyao"],
        has_aka_dora=rules["aka_dora"],
        has_double_yakuman=rules["double_yakuman"],
        kazoe_limit=HandConstants.KAZOE_LIMITED,
        kiriage=rules["kiriage"],
        fu_for_open_pinfu=True,
        fu_for_pinfu_tsumo=False,
        renhou_as_yakuman=False,
        has_daisharin=False,
        has_daisharin_other_suits=False,
        has_sashikomi_yakuman=False,
        limit_to_sextuple_yakuman=True,
        paarenchan_needs_yaku=True,
        has_daichisei=False,
        is_three_player=False,
    )
    assert PY_EAST == EAST
    config = HandConfig(
        is_tsumo=ctx["tsumo"],
        # mahjong takes double riichi instead of riichi, not as well
        is_riichi=ctx["riichi"] and not ctx["double_riichi"],
        is_daburu_riichi=ctx["double_riichi"],
        is_ippatsu=ctx["ippatsu"],
        is_rinshan=ctx["rinshan"],
        is_chankan=ctx["chankan"],
        is_haitei=ctx["haitei"],
        is_houtei=ctx["houtei"],
        is_tenhou=ctx["tenhou"],
        is_chiihou=ctx["chiihou"],
        is_renhou=False,
        is_nagashi_mangan=False,
        is_open_riichi=False,
        player_wind=ctx["seat"],
        round_wind=ctx["round"],
        kyoutaku_number=ctx["sticks"],
        tsumi_number=ctx["honba"],
        paarenchan=0,
        options=options,
    )
    all_ids = conc + [i for _, ids in melds for i in ids]
    res = HandCalculator.estimate_hand_value(
        all_ids, win_id, melds=py_melds, dora_indicators=dora,
        ura_dora_indicators=ura, config=config,
    )
    if res.error:
        if res.error not in PY_ERRORS:
            raise AssertionError(f"unexpected mahjong error {res.error!r} for {case_input(case)}")
        return {"error": PY_ERRORS[res.error]}
    yaku = {}
    yakuman_han = 0
    for item in res.yaku:
        if item.yaku_id not in PY_YAKU_ID:
            raise AssertionError(f"unmapped mahjong yaku {item.yaku_id} {item.name}")
        name = PY_YAKU_ID[item.yaku_id]
        value = item.han_open if (res.is_open_hand and item.han_open) else item.han_closed
        assert name not in yaku, (name, res.yaku)
        yaku[name] = value
        if item.is_yakuman:
            yakuman_han += value
    assert sum(yaku.values()) == res.han or (yakuman_han and res.han == 78), (yaku, res.han)
    if yakuman_han:
        assert all(n in YAKUMAN_IDS for n in yaku), yaku
    mult = res.han // 13 if yakuman_han else 0
    limit, base = limit_and_base(res.han, res.fu, mult, rules["kiriage"])
    cost = res.cost
    main = cost["main"] + cost["main_bonus"]
    additional = cost["additional"] + cost["additional_bonus"]
    # cross-check mahjong's cost against the contract arithmetic
    exp_main, exp_add, exp_total = payments(base, ctx["seat"] == EAST, ctx["tsumo"],
                                            ctx["honba"], ctx["sticks"])
    assert (main, additional, cost["total"]) == (exp_main, exp_add, exp_total), (
        cost, exp_main, exp_add, exp_total, case_input(case))
    assert cost["kyoutaku_bonus"] == 1000 * ctx["sticks"]
    py_level = cost["yaku_level"]
    known_label_quirk = (
        # kazoe: mahjong sets "kazoe yakuman" then overwrites it with "yakuman"
        (limit == "kazoe yakuman" and py_level == "yakuman")
        # with kiriage on, 3-4 han hands over the mangan line get no label
        or (limit == "mangan" and rules["kiriage"] and res.han < 5 and py_level == "")
    )
    assert py_level == limit or known_label_quirk, (py_level, limit, res.han, res.fu)
    return {
        "han": res.han,
        # fu on yakuman hands is not meaningful; the fixture writes 0 (see README)
        "fu": 0 if yakuman_han else res.fu,
        "yaku": dict(sorted(yaku.items())),
        "main": main,
        "additional": additional,
        "total": cost["total"],
        "limit": limit,
    }


def case_input(case):
    """The ``tehai score --json`` input object of a case."""
    ctx, rules = case["ctx"], case["rules"]
    return {
        "hand": mpsz(case["concealed"]),
        "win": ("0" if case["win"][1] else str(case["win"][0] % 9 + 1)) + SUIT_LETTERS[case["win"][0] // 9],
        "melds": [f"{mk} {mpsz(tiles)}" for mk, tiles in case["melds"]],
        "tsumo": ctx["tsumo"],
        # A double riichi is the riichi: the input sets only double_riichi.
        "riichi": ctx["riichi"] and not ctx["double_riichi"],
        "double_riichi": ctx["double_riichi"],
        "ippatsu": ctx["ippatsu"],
        "rinshan": ctx["rinshan"],
        "chankan": ctx["chankan"],
        "haitei": ctx["haitei"],
        "houtei": ctx["houtei"],
        "tenhou": ctx["tenhou"],
        "chiihou": ctx["chiihou"],
        "seat_wind": tile_text(ctx["seat"]),
        "round_wind": tile_text(ctx["round"]),
        "dora_indicators": mpsz([(k, False) for k in ctx["dora"]]),
        "ura_indicators": mpsz([(k, False) for k in ctx["ura"]]),
        "honba": ctx["honba"],
        "riichi_sticks": ctx["sticks"],
        "rules": {
            "open_tanyao": rules["open_tanyao"],
            "aka_dora": rules["aka_dora"],
            "double_yakuman": rules["double_yakuman"],
            "kiriage": rules["kiriage"],
        },
    }


# ---------------------------------------------------------------------------
# Building cases from the contract's own input format (used by the checks).
# ---------------------------------------------------------------------------

def case_from_input(inp):
    rules = dict(inp.get("rules", {}))
    for key, default in (("open_tanyao", True), ("aka_dora", True),
                         ("double_yakuman", True), ("kiriage", False)):
        rules.setdefault(key, default)
    concealed = parse_mpsz(inp["hand"])
    win = parse_mpsz(inp["win"])[0]
    melds = []
    for text in inp.get("melds", []):
        mk, tiles = text.split()
        melds.append((mk, parse_mpsz(tiles)))
    ctx = {
        "tsumo": inp.get("tsumo", False),
        "riichi": inp.get("riichi", False) or inp.get("double_riichi", False),
        "double_riichi": inp.get("double_riichi", False),
        "ippatsu": inp.get("ippatsu", False), "rinshan": inp.get("rinshan", False),
        "chankan": inp.get("chankan", False), "haitei": inp.get("haitei", False),
        "houtei": inp.get("houtei", False), "tenhou": inp.get("tenhou", False),
        "chiihou": inp.get("chiihou", False),
        "seat": parse_mpsz(inp.get("seat_wind", "1z"))[0][0],
        "round": parse_mpsz(inp.get("round_wind", "1z"))[0][0],
        "dora": [k for k, _ in parse_mpsz(inp.get("dora_indicators", ""))],
        "ura": [k for k, _ in parse_mpsz(inp.get("ura_indicators", ""))],
        "honba": inp.get("honba", 0), "sticks": inp.get("riichi_sticks", 0),
    }
    return {"concealed": concealed, "win": win, "melds": melds, "ctx": ctx, "rules": rules}


# Hand-computed cases: (input, expected). The arithmetic is in the comments.
HAND_CHECKS = [
    # riichi + tanyao + pinfu, non-dealer ron: 30 fu 3 han, 30*2^5 = 960, x4 -> 3840 -> 3900
    ({"hand": "234567m234p45688s", "win": "4s", "riichi": True, "seat_wind": "2z"},
     {"han": 3, "fu": 30, "yaku": {"pinfu": 1, "riichi": 1, "tanyao": 1},
      "main": 3900, "additional": 0, "total": 3900, "limit": ""}),
    # same as dealer: 960 x6 = 5760 -> 5800
    ({"hand": "234567m234p45688s", "win": "4s", "riichi": True, "seat_wind": "1z"},
     {"han": 3, "fu": 30, "yaku": {"pinfu": 1, "riichi": 1, "tanyao": 1},
      "main": 5800, "additional": 0, "total": 5800, "limit": ""}),
    # with 2 honba and 1 riichi stick: 3900 + 600 = 4500 from the discarder, +1000 stick
    ({"hand": "234567m234p45688s", "win": "4s", "riichi": True, "seat_wind": "2z",
      "honba": 2, "riichi_sticks": 1},
     {"han": 3, "fu": 30, "yaku": {"pinfu": 1, "riichi": 1, "tanyao": 1},
      "main": 4500, "additional": 0, "total": 5500, "limit": ""}),
    # dealer tsumo, kanchan 3p: 20+2+2 = 24 -> 30 fu; riichi tsumo tanyao + 1 dora (1m -> 2m)
    # = 4 han; 30*2^6 = 1920, x2 = 3840 -> 3900 all, 11700
    ({"hand": "234567m234p45688s", "win": "3p", "tsumo": True, "riichi": True,
      "seat_wind": "1z", "dora_indicators": "1m"},
     {"han": 4, "fu": 30, "yaku": {"dora": 1, "menzen_tsumo": 1, "riichi": 1, "tanyao": 1},
      "main": 3900, "additional": 3900, "total": 11700, "limit": ""}),
    # same with kiriage: 4 han 30 fu becomes a dealer mangan, 4000 all
    ({"hand": "234567m234p45688s", "win": "3p", "tsumo": True, "riichi": True,
      "seat_wind": "1z", "dora_indicators": "1m", "rules": {"kiriage": True}},
     {"han": 4, "fu": 30, "yaku": {"dora": 1, "menzen_tsumo": 1, "riichi": 1, "tanyao": 1},
      "main": 4000, "additional": 4000, "total": 12000, "limit": "kiriage mangan"}),
    # chiitoitsu ron, non-dealer: 25 fu 2 han, 25*2^4 = 400, x4 = 1600
    ({"hand": "1133557799m22p44s", "win": "4s", "seat_wind": "3z"},
     {"han": 2, "fu": 25, "yaku": {"chiitoitsu": 2},
      "main": 1600, "additional": 0, "total": 1600, "limit": ""}),
    # riichi tsumo pinfu tanyao, non-dealer, 1 honba: 20 fu 4 han = 1280 base;
    # dealer 2560 -> 2600 + 100, others 1280 -> 1300 + 100; total 2700 + 2 x 1400
    ({"hand": "234567m234p45688s", "win": "4s", "tsumo": True, "riichi": True,
      "seat_wind": "2z", "honba": 1},
     {"han": 4, "fu": 20, "yaku": {"menzen_tsumo": 1, "pinfu": 1, "riichi": 1, "tanyao": 1},
      "main": 2700, "additional": 1400, "total": 5500, "limit": ""}),
    # open tanyao with a pinfu shape, ron: 20 fu rounded to the open minimum 30; 1 han = 1000
    ({"hand": "234567m45688s", "win": "4s", "melds": ["chi 234p"], "seat_wind": "2z"},
     {"han": 1, "fu": 30, "yaku": {"tanyao": 1},
      "main": 1000, "additional": 0, "total": 1000, "limit": ""}),
    # the same without open tanyao has no yaku
    ({"hand": "234567m45688s", "win": "4s", "melds": ["chi 234p"], "seat_wind": "2z",
      "rules": {"open_tanyao": False}},
     {"error": "no_yaku"}),
    # double-wind pair (East seat, East round), closed ron riichi, ryanmen:
    # 20 + 10 + 4 = 34 -> 40 fu, 1 han dealer: 40*8 = 320, x6 = 1920 -> 2000
    ({"hand": "234567m234p456s11z", "win": "4s", "riichi": True, "seat_wind": "1z",
      "round_wind": "1z"},
     {"han": 1, "fu": 40, "yaku": {"riichi": 1},
      "main": 2000, "additional": 0, "total": 2000, "limit": ""}),
    # double-wind triplet open pon: seat + round wind 2 han; open ron 20 + 4 (open honor pon)
    # + 2 (kanchan) = 26 -> 30; non-dealer? no, East seat = dealer: 30*16 = 480 x6 = 2880 -> 2900
    ({"hand": "234567m234p88s", "win": "3p", "melds": ["pon 111z"], "seat_wind": "1z",
      "round_wind": "1z"},
     {"han": 2, "fu": 30, "yaku": {"round_wind": 1, "seat_wind": 1},
      "main": 2900, "additional": 0, "total": 2900, "limit": ""}),
    # 4 han 40 fu is a mangan: non-dealer ron 8000 (closed kanchan ron with dora 2)
    ({"hand": "234567m234p45688s", "win": "3p", "riichi": True, "seat_wind": "2z",
      "dora_indicators": "7s"},
     {"han": 4, "fu": 40, "yaku": {"dora": 2, "riichi": 1, "tanyao": 1},
      "main": 8000, "additional": 0, "total": 8000, "limit": "mangan"}),
    # closed daisuushii won on the pair is also suuankou tanki: 4x yakuman, 128000
    ({"hand": "111222333444z55m", "win": "5m", "seat_wind": "2z"},
     {"han": 52, "fu": 0, "yaku": {"daisuushii": 26, "suuankou_tanki": 26},
      "main": 128000, "additional": 0, "total": 128000, "limit": "4x yakuman"}),
    # open daisuushii, non-dealer ron: 2x yakuman 64000 with double yakuman, 32000 without
    ({"hand": "222333444z55m", "win": "5m", "melds": ["pon 111z"], "seat_wind": "2z"},
     {"han": 26, "fu": 0, "yaku": {"daisuushii": 26},
      "main": 64000, "additional": 0, "total": 64000, "limit": "2x yakuman"}),
    ({"hand": "222333444z55m", "win": "5m", "melds": ["pon 111z"], "seat_wind": "2z",
      "rules": {"double_yakuman": False}},
     {"han": 13, "fu": 0, "yaku": {"daisuushii": 13},
      "main": 32000, "additional": 0, "total": 32000, "limit": "yakuman"}),
    # kokushi 13-sided wait, dealer ron: 2 x 48000
    ({"hand": "19m19p19s12345677z", "win": "7z", "seat_wind": "1z"},
     {"han": 26, "fu": 0, "yaku": {"kokushi_musou_13_wait": 26},
      "main": 96000, "additional": 0, "total": 96000, "limit": "2x yakuman"}),
    # kazoe: chinitsu 6 + riichi 1 + tsumo 1 + pinfu 1 + ryanpeikou 3 + tanyao 1 + dora 2
    # (6m -> 7m, held twice) = 15 han
    # -> non-dealer tsumo of a yakuman: 16000 / 8000
    ({"hand": "22334455667788m", "win": "2m", "tsumo": True, "riichi": True,
      "seat_wind": "2z", "dora_indicators": "6m"},
     {"han": 15, "fu": 20,
      "yaku": {"chinitsu": 6, "dora": 2, "menzen_tsumo": 1, "pinfu": 1, "riichi": 1,
               "ryanpeikou": 3, "tanyao": 1},
      "main": 16000, "additional": 8000, "total": 32000, "limit": "kazoe yakuman"}),
    # not a winning hand
    ({"hand": "234567m234p45689s", "win": "4s"}, {"error": "not_a_winning_hand"}),
]


def run_hand_checks():
    for inp, want in HAND_CHECKS:
        case = case_from_input(inp)
        got_py = python_score(case)
        got_ref, ambiguous = ref_score(case)
        if got_py != want or got_ref != want or ambiguous:
            raise AssertionError(
                f"hand check failed for {inp}\n  want      {want}\n  mahjong   {got_py}"
                f"\n  reference {got_ref} (ambiguous={ambiguous})")


# ---------------------------------------------------------------------------
# Random hand generator.
# ---------------------------------------------------------------------------

class Retry(Exception):
    """The random draw broke a constraint; draw again."""


def seq(rng, suits=(0, 1, 2), starts=range(7)):
    return ("seq", rng.choice(suits) * 9 + rng.choice(list(starts)))


def trip(rng, kinds=tuple(range(34))):
    return ("trip", rng.choice(kinds))


def any_set(rng, p_seq=0.55, suits=(0, 1, 2), trip_kinds=tuple(range(34))):
    return seq(rng, suits) if rng.random() < p_seq else trip(rng, trip_kinds)


def suit_kinds(s):
    return tuple(range(s * 9, s * 9 + 9))


def tpl_random(rng):
    return [any_set(rng) for _ in range(4)], rng.randrange(34), {}


def tpl_pinfu(rng):
    sets = [seq(rng) for _ in range(4)]
    pair = rng.choice(SUITED + (NORTH, WEST, SOUTH))
    return sets, pair, {"closed": True, "no_ankan": True, "ryanmen": True}


def tpl_tanyao(rng):
    simple_trips = SIMPLES
    sets = [seq(rng, starts=range(1, 6)) if rng.random() < 0.6 else trip(rng, simple_trips)
            for _ in range(4)]
    return sets, rng.choice(SIMPLES), {}


def tpl_honitsu(rng):
    s = rng.randrange(3)
    sets = [seq(rng, (s,)) if rng.random() < 0.5 else trip(rng, suit_kinds(s) + HONORS)
            for _ in range(4)]
    if rng.random() < 0.5:
        sets[rng.randrange(4)] = trip(rng, HONORS)
        pair = rng.choice(suit_kinds(s) + HONORS)
    else:
        pair = rng.choice(HONORS)
    return sets, pair, {}


def tpl_chinitsu(rng):
    s = rng.randrange(3)
    sets = [seq(rng, (s,)) if rng.random() < 0.65 else trip(rng, suit_kinds(s)) for _ in range(4)]
    return sets, rng.choice(suit_kinds(s)), {"melds_weights": [50, 25, 15, 6, 4]}


def tpl_toitoi(rng):
    return [trip(rng) for _ in range(4)], rng.randrange(34), {"melds_weights": [15, 25, 25, 20, 15]}


def tpl_yakuhai(rng):
    n = rng.choice((1, 1, 2))
    sets = [trip(rng, DRAGONS + WINDS) for _ in range(n)] + [any_set(rng) for _ in range(4 - n)]
    return sets, rng.randrange(34), {"wind_bias": True}


def tpl_sanshoku(rng):
    r = rng.randrange(7)
    sets = [("seq", s * 9 + r) for s in range(3)] + [any_set(rng)]
    return sets, rng.randrange(34), {}


def tpl_sanshoku_doukou(rng):
    r = rng.randrange(9)
    sets = [("trip", s * 9 + r) for s in range(3)] + [any_set(rng)]
    return sets, rng.randrange(34), {}


def tpl_ittsu(rng):
    s = rng.randrange(3)
    sets = [("seq", s * 9 + r) for r in (0, 3, 6)] + [any_set(rng)]
    return sets, rng.randrange(34), {}


def tpl_chanta(rng, honors=True):
    trip_kinds = ORPHANS if honors else TERMINALS
    sets = [seq(rng, starts=(0, 6)) if rng.random() < 0.55 else trip(rng, trip_kinds)
            for _ in range(4)]
    if sets[0][0] != "seq":
        sets[0] = seq(rng, starts=(0, 6))
    pair = rng.choice(trip_kinds)
    if honors and not any(is_honor(k) for t, k in sets if t == "trip") and not is_honor(pair):
        sets[3] = trip(rng, HONORS)
    return sets, pair, {}


def tpl_junchan(rng):
    return tpl_chanta(rng, honors=False)


def tpl_iipeikou(rng):
    a = seq(rng)
    return [a, a, any_set(rng), any_set(rng)], rng.randrange(34), {"closed": True}


def tpl_ryanpeikou(rng):
    a, b = seq(rng), seq(rng)
    if rng.random() < 0.4:  # one suit: often chinitsu, sometimes 4 equal runs
        s = rng.randrange(3)
        a, b = seq(rng, (s,)), seq(rng, (s,))
        return [a, a, b, b], rng.choice(suit_kinds(s)), {"closed": True}
    return [a, a, b, b], rng.randrange(34), {"closed": True}


def tpl_sanankou(rng):
    sets = [trip(rng) for _ in range(3)] + [any_set(rng)]
    return sets, rng.randrange(34), {"concealed_first": 3}


def tpl_sankantsu(rng):
    sets = [trip(rng) for _ in range(3)] + [any_set(rng)]
    return sets, rng.randrange(34), {"kans_first": 3}


def tpl_suukantsu(rng):
    pool = HONORS if rng.random() < 0.3 else tuple(range(34))
    return [trip(rng, pool) for _ in range(4)], rng.randrange(34), {"kans_first": 4}


def tpl_shousangen(rng):
    d = list(DRAGONS)
    rng.shuffle(d)
    sets = [("trip", d[0]), ("trip", d[1]), any_set(rng), any_set(rng)]
    return sets, d[2], {}


def tpl_daisangen(rng):
    sets = [("trip", d) for d in DRAGONS] + [any_set(rng)]
    return sets, rng.randrange(34), {"melds_weights": [45, 25, 15, 10, 5]}


def tpl_shousuushii(rng):
    w = list(WINDS)
    rng.shuffle(w)
    sets = [("trip", w[0]), ("trip", w[1]), ("trip", w[2]), any_set(rng)]
    return sets, w[3], {"melds_weights": [45, 25, 15, 10, 5]}


def tpl_daisuushii(rng):
    sets = [("trip", w) for w in WINDS]
    return sets, rng.randrange(34), {"melds_weights": [40, 25, 15, 10, 10]}


def tpl_tsuuiisou(rng):
    kinds = list(HONORS)
    rng.shuffle(kinds)
    return [("trip", k) for k in kinds[:4]], kinds[4], {"melds_weights": [40, 25, 15, 10, 10]}


def tpl_chinroutou(rng):
    kinds = list(TERMINALS)
    rng.shuffle(kinds)
    return [("trip", k) for k in kinds[:4]], kinds[4], {"melds_weights": [40, 25, 15, 10, 10]}


def tpl_honroutou(rng):
    kinds = list(ORPHANS)
    rng.shuffle(kinds)
    sets = [("trip", k) for k in kinds[:4]]
    return sets, kinds[4], {}


def tpl_ryuuiisou(rng):
    sets = [("seq", 19) if rng.random() < 0.35 else trip(rng, GREEN) for _ in range(4)]
    return sets, rng.choice(GREEN), {}


def tpl_suuankou(rng):
    pool = tuple(range(34))
    return [trip(rng, pool) for _ in range(4)], rng.randrange(34), {
        "closed": True, "tsumo_p": 0.6, "win_pair_p": 0.4, "tenhou_p": 0.12}


def tpl_multi_yakuman(rng):
    choice = rng.randrange(4)
    if choice == 0:  # daisuushii + tsuuiisou (+ suuankou / tanki when concealed)
        sets, pair = [("trip", w) for w in WINDS], rng.choice(DRAGONS)
    elif choice == 1:  # daisangen + tsuuiisou (+ shousuushii is impossible with 3 dragons)
        w = list(WINDS)
        rng.shuffle(w)
        sets, pair = [("trip", d) for d in DRAGONS] + [("trip", w[0])], w[1]
    elif choice == 2:  # shousuushii + tsuuiisou
        w = list(WINDS)
        rng.shuffle(w)
        sets, pair = [("trip", x) for x in w[:3]] + [("trip", rng.choice(DRAGONS))], w[3]
    else:  # chinroutou (+ suuankou)
        kinds = list(TERMINALS)
        rng.shuffle(kinds)
        sets, pair = [("trip", k) for k in kinds[:4]], kinds[4]
    opts = {"tsumo_p": 0.6, "win_pair_p": 0.55, "tenhou_p": 0.15,
            "melds_weights": [55, 15, 10, 10, 10], "closed_kans": rng.random() < 0.35}
    return sets, pair, opts


def tpl_kazoe(rng):
    sets, pair, _ = tpl_chinitsu(rng)
    return sets, pair, {"closed": True, "riichi_p": 0.95, "dora_bias": 0.95, "ippatsu_p": 0.4,
                        "max_dora": True}


def tpl_dora_heavy(rng):
    sets, pair, opts = tpl_random(rng)
    opts = dict(opts, dora_bias=0.9, max_dora=True, red_boost=True)
    return sets, pair, opts


def tpl_no_yaku(rng):
    # open, no yakuhai, at least one terminal block, so that nothing but luck scores
    sets = [any_set(rng, trip_kinds=SUITED) for _ in range(4)]
    sets[0] = ("seq", rng.randrange(3) * 9 + rng.choice((0, 6)))
    return sets, rng.choice(SUITED + (NORTH,)), {"melds_weights": [0, 40, 30, 20, 10], "plain": True}


TEMPLATES = [
    ("random", tpl_random, 30), ("pinfu", tpl_pinfu, 7), ("tanyao", tpl_tanyao, 6),
    ("honitsu", tpl_honitsu, 4), ("chinitsu", tpl_chinitsu, 4), ("toitoi", tpl_toitoi, 4),
    ("yakuhai", tpl_yakuhai, 5), ("sanshoku", tpl_sanshoku, 3),
    ("sanshoku_doukou", tpl_sanshoku_doukou, 2.5), ("ittsu", tpl_ittsu, 3),
    ("chanta", tpl_chanta, 3), ("junchan", tpl_junchan, 3), ("iipeikou", tpl_iipeikou, 3),
    ("ryanpeikou", tpl_ryanpeikou, 2), ("sanankou", tpl_sanankou, 3),
    ("sankantsu", tpl_sankantsu, 2.5), ("suukantsu", tpl_suukantsu, 1.2),
    ("shousangen", tpl_shousangen, 2), ("daisangen", tpl_daisangen, 1.2),
    ("shousuushii", tpl_shousuushii, 1.2), ("daisuushii", tpl_daisuushii, 1.2),
    ("tsuuiisou", tpl_tsuuiisou, 1), ("chinroutou", tpl_chinroutou, 1),
    ("honroutou", tpl_honroutou, 1.5), ("ryuuiisou", tpl_ryuuiisou, 1.2),
    ("suuankou", tpl_suuankou, 2.5), ("multi_yakuman", tpl_multi_yakuman, 2),
    ("kazoe", tpl_kazoe, 2), ("dora_heavy", tpl_dora_heavy, 3), ("no_yaku", tpl_no_yaku, 2),
    # raw shapes, built apart from the block templates
    ("chiitoitsu", None, 5), ("kokushi", None, 1.8), ("chuuren", None, 1.2),
    ("not_winning", None, 2.5),
]

MELD_COUNT_WEIGHTS = [42, 22, 16, 11, 9]
OPEN_TRIP_WEIGHTS = [("pon", 64), ("kan", 12), ("shouminkan", 12), ("ankan", 12)]


def weighted(rng, pairs):
    total = sum(w for _, w in pairs)
    x = rng.random() * total
    for item, w in pairs:
        x -= w
        if x < 0:
            return item
    return pairs[-1][0]


def declare_sets(rng, sets, opts):
    """Decide which sets are declared melds and of which kind; returns decl list."""
    decl = [None] * 4
    order = list(range(4))
    if opts.get("kans_first"):
        for i in range(opts["kans_first"]):
            if sets[i][0] != "trip":
                raise Retry
            decl[i] = weighted(rng, [("kan", 3), ("shouminkan", 3), ("ankan", 4)])
        order = list(range(opts["kans_first"], 4))
    elif opts.get("concealed_first"):
        for i in range(opts["concealed_first"]):
            decl[i] = "ankan" if rng.random() < 0.2 else "closed"
        order = list(range(opts["concealed_first"], 4))
    if opts.get("closed"):
        for i in order:
            if sets[i][0] == "trip" and not opts.get("no_ankan") and rng.random() < 0.12:
                decl[i] = "ankan"
        return [None if d == "closed" else d for d in decl]
    if opts.get("closed_kans"):
        for i in order:
            if sets[i][0] == "trip" and rng.random() < 0.6:
                decl[i] = "ankan"
        return [None if d == "closed" else d for d in decl]
    n = weighted(rng, list(enumerate(opts.get("melds_weights", MELD_COUNT_WEIGHTS))))
    free = [i for i in order]
    rng.shuffle(free)
    for i in free[:n]:
        if sets[i][0] == "seq":
            decl[i] = "chi"
        else:
            decl[i] = weighted(rng, OPEN_TRIP_WEIGHTS)
    return [None if d == "closed" else d for d in decl]


def set_kinds(t, k, d):
    if t == "seq":
        return [k, k + 1, k + 2]
    return [k] * (4 if d in KAN_MELDS else 3)


def build_block_hand(rng, name, fn):
    sets, pair, opts = fn(rng)
    decl = declare_sets(rng, sets, opts)
    counts = Counter()
    for (t, k), d in zip(sets, decl):
        counts.update(set_kinds(t, k, d))
    counts.update([pair, pair])
    if max(counts.values()) > 4:
        raise Retry
    concealed = [pair, pair]
    melds = []
    win_blocks = [("pair", pair)]
    for (t, k), d in zip(sets, decl):
        if d is None:
            concealed += set_kinds(t, k, d)
            win_blocks.append((t, k))
        else:
            melds.append((d, set_kinds(t, k, d)))
    # winning tile
    if opts.get("ryanmen"):
        t, k = rng.choice([b for b in win_blocks if b[0] == "seq"])
        ends = ([k] if k % 9 <= 5 else []) + ([k + 2] if k % 9 >= 1 else [])
        win = rng.choice(ends)
    elif opts.get("win_pair_p") and rng.random() < opts["win_pair_p"]:
        win = pair
    else:
        t, k = rng.choice(win_blocks)
        win = rng.choice(set_kinds(t, k, None)) if t != "pair" else k
    return concealed, melds, win, opts


def build_chiitoitsu(rng):
    style = rng.randrange(6)
    if style == 0:
        pool = SIMPLES
    elif style == 1:
        s = rng.randrange(3)
        pool = suit_kinds(s) + HONORS
    elif style == 2:
        pool = suit_kinds(rng.randrange(3))
    elif style == 3:
        pool = ORPHANS
    elif style == 4 and rng.random() < 0.4:
        pool = HONORS
    else:
        pool = tuple(range(34))
    kinds = rng.sample(pool, 7)
    concealed = [k for k in kinds for _ in range(2)]
    return concealed, [], rng.choice(kinds), {}


def build_kokushi(rng):
    extra = rng.choice(ORPHANS)
    concealed = list(ORPHANS) + [extra]
    win = extra if rng.random() < 0.4 else rng.choice(ORPHANS)
    return concealed, [], win, {"tsumo_p": 0.5, "tenhou_p": 0.12}


def build_chuuren(rng):
    s = rng.randrange(3) * 9
    extra = s + rng.randrange(9)
    concealed = [s] * 3 + [s + r for r in range(1, 8)] + [s + 8] * 3 + [extra]
    win = extra if rng.random() < 0.35 else s + rng.randrange(9)
    return concealed, [], win, {"tsumo_p": 0.5, "tenhou_p": 0.12}


def build_not_winning(rng):
    while True:
        try:
            name, fn, _ = weighted(rng, [((n, f, w), w) for n, f, w in TEMPLATES if f])
            concealed, melds, win, opts = build_block_hand(rng, name, fn)
            break
        except Retry:
            continue
    counts = Counter(concealed)
    for _, tiles in melds:
        counts.update(tiles)
    others = [i for i, k in enumerate(concealed) if k != win]
    if not others:
        raise Retry
    i = rng.choice(others)
    new = rng.randrange(34)
    if new == concealed[i] or counts[new] >= 4:
        raise Retry
    concealed = list(concealed)
    concealed[i] = new
    return concealed, melds, win, {}


RAW_BUILDERS = {"chiitoitsu": build_chiitoitsu, "kokushi": build_kokushi,
                "chuuren": build_chuuren, "not_winning": build_not_winning}


def make_context(rng, concealed, melds, win, opts):
    """A legal random situation for a hand; returns ctx and rules dicts."""
    all_kinds = list(concealed) + [k for _, tiles in melds for k in tiles]
    counts = Counter(all_kinds)
    has_melds = bool(melds)
    is_open = any(mk in OPEN_MELDS for mk, _ in melds)
    n_kans = sum(1 for mk, _ in melds if mk in KAN_MELDS)

    rules = {
        "open_tanyao": rng.random() < 0.7,
        "aka_dora": rng.random() < 0.65,
        "double_yakuman": rng.random() < 0.65,
        "kiriage": rng.random() < 0.3,
    }
    if opts.get("plain"):
        rules["open_tanyao"] = rng.random() < 0.3

    seat = rng.choice(WINDS)
    rnd = weighted(rng, [(EAST, 45), (SOUTH, 35), (WEST, 12), (NORTH, 8)])
    winds_held = [w for w in WINDS if counts[w] >= 2]
    if winds_held and (opts.get("wind_bias") or rng.random() < 0.35):
        w = rng.choice(winds_held)
        which = rng.randrange(3)
        if which in (0, 2):
            seat = w
        if which in (1, 2):
            rnd = w
    if opts.get("plain") and rng.random() < 0.8:
        seat, rnd = WEST, SOUTH  # no wind in no_yaku hands is valued then

    tsumo = rng.random() < opts.get("tsumo_p", 0.45)
    ctx = {"tsumo": tsumo, "riichi": False, "double_riichi": False, "ippatsu": False,
           "rinshan": False, "chankan": False, "haitei": False, "houtei": False,
           "tenhou": False, "chiihou": False, "seat": seat, "round": rnd}

    if tsumo and not has_melds and rng.random() < opts.get("tenhou_p", 0.05):
        if rng.random() < 0.5:
            ctx["tenhou"], ctx["seat"] = True, EAST
        else:
            ctx["chiihou"] = True
            if ctx["seat"] == EAST:
                ctx["seat"] = rng.choice((SOUTH, WEST, NORTH))
    else:
        if not is_open and not opts.get("plain") and rng.random() < opts.get("riichi_p", 0.5):
            ctx["riichi"] = True
            ctx["double_riichi"] = rng.random() < 0.12
            ctx["ippatsu"] = rng.random() < opts.get("ippatsu_p", 0.18)
        if tsumo and n_kans and rng.random() < 0.3:
            ctx["rinshan"] = True
            ctx["ippatsu"] = False  # the kan itself ends the ippatsu turn
        # chankan: the robbed tile is the 4th copy; the winner holds no other
        if not tsumo and counts[win] == 1 and rng.random() < 0.09:
            ctx["chankan"] = True
        if tsumo and not ctx["rinshan"] and rng.random() < 0.06:
            ctx["haitei"] = True
        if not tsumo and not ctx["chankan"] and rng.random() < 0.06:
            ctx["houtei"] = True

    # dora indicators: physical copies not in the hand (a red five is never an
    # indicator; with aka dora the red copy of each five exists once)
    red_plan = plan_reds(rng, concealed, melds, rules, opts)
    available = {}
    for k in range(34):
        held = counts[k]
        if k in FIVES and rules["aka_dora"]:
            available[k] = 3 - (held - red_plan.get(k, 0))
        else:
            available[k] = 4 - held
    if ctx["chankan"]:
        available[win] = 0  # the other three are in the robbed kan
    if ctx["tenhou"] or ctx["chiihou"]:
        n_dora = rng.choice((1, 1, 1, 0))
    elif rng.random() < 0.03 and not n_kans:
        n_dora = 0
    else:
        extra = weighted(rng, [(0, 60), (1, 22), (2, 10), (3, 5), (4, 3)])
        if opts.get("max_dora"):
            extra = rng.choice((1, 2, 3, 4))
        n_dora = min(5, 1 + n_kans + extra)
    bias = opts.get("dora_bias", 0.15)

    def draw_indicators(n):
        out = []
        for _ in range(n):
            for _attempt in range(20):
                if rng.random() < bias:
                    ind = indicator_before(rng.choice(all_kinds))
                else:
                    ind = rng.randrange(34)
                if available[ind] > 0:
                    available[ind] -= 1
                    out.append(ind)
                    break
        return out

    ctx["dora"] = draw_indicators(n_dora)
    riichi_any = ctx["riichi"] or ctx["double_riichi"]
    ctx["ura"] = draw_indicators(len(ctx["dora"])) if riichi_any else []
    ctx["honba"] = weighted(rng, [(0, 50), (1, 25), (2, 15), (3, 10)])
    ctx["sticks"] = weighted(rng, [(0, 50), (1, 35), (2, 15)])
    return ctx, rules, red_plan


def plan_reds(rng, concealed, melds, rules, opts):
    """How many red fives (0/1) of each five kind the hand holds."""
    plan = {}
    if not rules["aka_dora"]:
        return plan
    counts = Counter(concealed)
    for _, tiles in melds:
        counts.update(tiles)
    for k in FIVES:
        n = counts[k]
        if n == 0:
            continue
        p = n / 4 * (2.2 if opts.get("red_boost") else 1.6)
        plan[k] = 1 if (n == 4 or rng.random() < p) else 0
    return plan


def materialize(rng, concealed, melds, win, red_plan):
    """Turn kinds into physical tiles (kind, red) with the planned red fives."""
    slots = [("c", i) for i, k in enumerate(concealed)]
    slots += [("m", j, i) for j, (_, tiles) in enumerate(melds) for i in range(len(tiles))]
    red_slots = set()
    for k, n in red_plan.items():
        if not n:
            continue
        cands = [s for s in slots
                 if (concealed[s[1]] if s[0] == "c" else melds[s[1]][1][s[2]]) == k]
        red_slots.add(rng.choice(cands))
    conc_tiles = [(k, ("c", i) in red_slots) for i, k in enumerate(concealed)]
    meld_tiles = [(mk, [(k, ("m", j, i) in red_slots) for i, k in enumerate(tiles)])
                  for j, (mk, tiles) in enumerate(melds)]
    # winning tile: a plain copy when the hand has one, the red one otherwise
    reds = [t for t in conc_tiles if t[0] == win]
    win_tile = (win, False) if any(not r for _, r in reds) else (win, True)
    if any(r for _, r in reds) and any(not r for _, r in reds) and rng.random() < 1 / len(reds):
        win_tile = (win, True)
    return conc_tiles, meld_tiles, win_tile


def generate_case(rng):
    name = weighted(rng, [(n, w) for n, _, w in TEMPLATES])
    fn = dict((n, f) for n, f, _ in TEMPLATES)[name]
    while True:
        try:
            if fn is None:
                concealed, melds, win, opts = RAW_BUILDERS[name](rng)
            else:
                concealed, melds, win, opts = build_block_hand(rng, name, fn)
            break
        except Retry:
            continue
    ctx, rules, red_plan = make_context(rng, concealed, melds, win, opts)
    conc_tiles, meld_tiles, win_tile = materialize(rng, concealed, melds, win, red_plan)
    return name, {"concealed": conc_tiles, "melds": meld_tiles, "win": win_tile,
                  "ctx": ctx, "rules": rules}


def validate_input(inp, expected):
    """Fail loudly on an illegal situation or an input that does not round-trip."""
    case = case_from_input(inp)
    ctx, rules = case["ctx"], case["rules"]
    melds = case["melds"]
    is_open = any(mk in OPEN_MELDS for mk, _ in melds)
    n_kans = sum(1 for mk, _ in melds if mk in KAN_MELDS)
    riichi_any = ctx["riichi"] or ctx["double_riichi"]
    where = json.dumps(inp)
    assert case["win"] in case["concealed"], where
    assert len(case["concealed"]) + 3 * len(melds) == 14, where
    assert not (riichi_any and is_open), where
    assert ctx["riichi"] or not ctx["double_riichi"], where
    assert riichi_any or not ctx["ippatsu"], where
    assert not ctx["rinshan"] or (ctx["tsumo"] and n_kans and not ctx["ippatsu"]), where
    assert not ctx["chankan"] or not ctx["tsumo"], where
    assert not ctx["haitei"] or (ctx["tsumo"] and not ctx["rinshan"]), where
    assert not ctx["houtei"] or (not ctx["tsumo"] and not ctx["chankan"]), where
    for flag, dealer in (("tenhou", True), ("chiihou", False)):
        if ctx[flag]:
            assert ctx["tsumo"] and not melds and (ctx["seat"] == EAST) == dealer, where
            assert not riichi_any and not ctx["rinshan"] and not ctx["haitei"], where
    assert not (ctx["tenhou"] and ctx["chiihou"]), where
    assert riichi_any or not ctx["ura"], where
    assert len(ctx["dora"]) <= 5 and len(ctx["ura"]) <= 5, where
    tiles = list(case["concealed"]) + [t for _, ts in melds for t in ts]
    kinds = Counter(k for k, _ in tiles) + Counter(ctx["dora"]) + Counter(ctx["ura"])
    assert max(kinds.values()) <= 4, where
    reds = [k for k, r in tiles if r]
    assert len(reds) == len(set(reds)) and (rules["aka_dora"] or not reds), where
    if ctx["chankan"]:
        assert kinds[case["win"][0]] == 1, where
    for mk, ts in melds:
        ks = sorted(k for k, _ in ts)
        if mk == "chi":
            assert ks[0] < 27 and ks == [ks[0], ks[0] + 1, ks[0] + 2] and ks[0] % 9 <= 6, where
        else:
            assert len(set(ks)) == 1 and len(ks) == (3 if mk == "pon" else 4), where
    # the written input, parsed back, scores to the written expectation
    again, ambiguous = ref_score(case)
    assert again == expected and not ambiguous, where


# ---------------------------------------------------------------------------
# Main.
# ---------------------------------------------------------------------------

def coverage_table(yaku_counts, limit_counts, error_counts, excluded, n_cases, template_counts):
    lines = [f"Cases written: {n_cases}", "", "| yaku id | cases |", "|---|---:|"]
    for y in ALL_YAKU_IDS:
        lines.append(f"| `{y}` | {yaku_counts[y]} |")
    lines += ["", "| limit | cases |", "|---|---:|"]
    for lim in LIMITS:
        lines.append(f"| {'`' + lim + '`' if lim else '(none)'} | {limit_counts[lim]} |")
    lines += ["", "| error | cases |", "|---|---:|"]
    for e in ("no_yaku", "not_a_winning_hand"):
        lines.append(f"| `{e}` | {error_counts[e]} |")
    lines += ["", "| excluded (not written) | cases |", "|---|---:|"]
    for reason in ("ambiguous best reading", "mahjong and the reference scorer disagree",
                   "duplicate input", "no_yaku thinned out (generator balance)"):
        lines.append(f"| {reason} | {excluded[reason]} |")
    lines += ["", "| generator template | cases written |", "|---|---:|"]
    for n, _, _ in TEMPLATES:
        lines.append(f"| {n} | {template_counts[n]} |")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", help="write the fixture here instead of standard output")
    parser.add_argument("--cases", type=int, default=DEFAULT_CASES,
                        help=f"number of cases to write (default {DEFAULT_CASES})")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--show-disagreements", type=int, default=0, metavar="N",
                        help="print the first N disagreements between the scorers")
    args = parser.parse_args()

    check_mahjong_version()
    run_hand_checks()

    rng = random.Random(args.seed)
    lines = []
    seen = set()
    yaku_counts, limit_counts, error_counts = Counter(), Counter(), Counter()
    excluded, template_counts = Counter(), Counter()
    shown = 0
    while len(lines) < args.cases:
        name, case = generate_case(rng)
        inp = case_input(case)
        key = json.dumps(inp, sort_keys=True)
        if key in seen:
            excluded["duplicate input"] += 1
            continue
        seen.add(key)
        expected = python_score(case)
        # hands without a yaku come easily from open random hands; keep a few percent
        if expected.get("error") == "no_yaku" and rng.random() < NO_YAKU_DROP:
            excluded["no_yaku thinned out (generator balance)"] += 1
            continue
        reference, ambiguous = ref_score(case)
        if ambiguous:
            excluded["ambiguous best reading"] += 1
            continue
        if expected != reference:
            excluded["mahjong and the reference scorer disagree"] += 1
            if shown < args.show_disagreements:
                shown += 1
                print(f"DISAGREE [{name}] {json.dumps(inp)}\n  mahjong   {expected}\n"
                      f"  reference {reference}", file=sys.stderr)
            continue
        validate_input(inp, expected)
        template_counts[name] += 1
        if "error" in expected:
            error_counts[expected["error"]] += 1
        else:
            yaku_counts.update(expected["yaku"].keys())
            limit_counts[expected["limit"]] += 1
        lines.append(json.dumps({"input": inp, "expected": expected}, separators=(",", ":")))

    text = "\n".join(lines) + "\n"
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    print(coverage_table(yaku_counts, limit_counts, error_counts, excluded, len(lines),
                         template_counts), file=sys.stderr)


if __name__ == "__main__":
    main()
