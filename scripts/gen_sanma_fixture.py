#!/usr/bin/env python3
"""Generate tests/data/sanma_fixture.jsonl: three-player (sanma) hands with kita.

Each line is ``{"input": {...}, "expected": {...}}``: the ``tehai score --json``
input with every field written, ``"rules": {"preset": "tenhou-3p"}`` or
``"mahjongsoul-3p"`` (whose counters add 200 to a ron, as both references
pay) and ``"kita": n``; ``expected`` is han, fu, yaku, main, additional,
total and limit, or an ``error``.

The expected values come from the ``riichienv`` package (its three-player hand
evaluator), and every case is also scored by the Python package ``mahjong``
with its three-player options. Both are pinned and checked at run time:

    pip install riichienv==0.4.11 mahjong==2.1.0

A case is written when the two agree, or when their difference is one the rule
documents settle (listed in the README); the rest are left out and counted.

Usage (deterministic: fixed seed, same output on every run):

    python3 scripts/gen_sanma_fixture.py --out tests/data/sanma_fixture.jsonl

The coverage and disagreement tables go to standard error in Markdown.
"""

import argparse
import importlib.metadata
import json
import os
import random
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_score_fixture as base  # noqa: E402  (tile text, limits, mahjong yaku ids)

RIICHIENV_VERSION = "0.4.11"
SEED = 20240718
DEFAULT_CASES = 2000

EAST, SOUTH, WEST, NORTH = base.WINDS
HAKU, HATSU, CHUN = base.DRAGONS
KINDS = tuple(k for k in range(34) if not 1 <= k <= 7)  # no 2m-8m
SUITED3 = tuple(k for k in KINDS if k < 27)
SIMPLES3 = tuple(k for k in base.SIMPLES if k >= 9)
RED_FIVES = (13, 22)  # 5p and 5s: one red copy each in both presets
PRESETS = ("tenhou-3p", "mahjongsoul-3p")
DOUBLE_IDS = {"kokushi_musou_13_wait", "suuankou_tanki", "junsei_chuuren_poutou", "daisuushii"}

# riichienv yaku id -> (contract id, closed han, open han; 0 = closed only)
RE_YAKU = {
    1: ("menzen_tsumo", 1, 0), 2: ("riichi", 1, 0), 3: ("chankan", 1, 1),
    4: ("rinshan_kaihou", 1, 1), 5: ("haitei_raoyue", 1, 1), 6: ("houtei_raoyui", 1, 1),
    7: ("yakuhai_haku", 1, 1), 8: ("yakuhai_hatsu", 1, 1), 9: ("yakuhai_chun", 1, 1),
    10: ("seat_wind", 1, 1), 11: ("round_wind", 1, 1), 12: ("tanyao", 1, 1),
    13: ("iipeikou", 1, 0), 14: ("pinfu", 1, 0), 15: ("chanta", 2, 1), 16: ("ittsu", 2, 1),
    17: ("sanshoku_doujun", 2, 1), 18: ("double_riichi", 2, 0), 19: ("sanshoku_doukou", 2, 2),
    20: ("sankantsu", 2, 2), 21: ("toitoi", 2, 2), 22: ("sanankou", 2, 2),
    23: ("shousangen", 2, 2), 24: ("honroutou", 2, 2), 25: ("chiitoitsu", 2, 0),
    26: ("junchan", 3, 2), 27: ("honitsu", 3, 2), 28: ("ryanpeikou", 3, 0),
    29: ("chinitsu", 6, 5), 30: ("ippatsu", 1, 0),
    35: ("tenhou", 13, 0), 36: ("chiihou", 13, 0), 37: ("daisangen", 13, 13),
    38: ("suuankou", 13, 0), 39: ("tsuuiisou", 13, 13), 40: ("ryuuiisou", 13, 13),
    41: ("chinroutou", 13, 13), 42: ("kokushi_musou", 13, 0), 43: ("shousuushii", 13, 13),
    44: ("suukantsu", 13, 13), 45: ("chuuren_poutou", 13, 0),
    47: ("junsei_chuuren_poutou", 26, 0), 48: ("suuankou_tanki", 26, 0),
    49: ("kokushi_musou_13_wait", 26, 0), 50: ("daisuushii", 26, 26),
}
RE_DORA, RE_AKA, RE_URA, RE_KITA = 31, 32, 33, 34
YAKUMAN_IDS = set(base.YAKUMAN_IDS)
ALL_YAKU_IDS = base.ALL_YAKU_IDS + ("kita",)


def check_versions():
    for pkg, want in (("riichienv", RIICHIENV_VERSION), ("mahjong", base.MAHJONG_VERSION)):
        try:
            found = importlib.metadata.version(pkg)
        except importlib.metadata.PackageNotFoundError:
            sys.exit(f"the Python package {pkg} is missing: pip install {pkg}=={want}")
        if found != want:
            sys.exit(f"{pkg} {found} is installed; this script is pinned to {want}: "
                     f"pip install {pkg}=={want}")


def dora_after3(ind):
    """Three-player dora order: 1m and 9m point to each other."""
    if ind == 0:
        return 8
    if ind == 8:
        return 0
    return base.dora_after(ind)


# ---------------------------------------------------------------------------
# Hands: sets of the 3-player tile set; runs stay concealed (no chi).
# ---------------------------------------------------------------------------

def seq3(rng, suits=(1, 2), starts=range(7)):
    return ("seq", rng.choice(suits) * 9 + rng.choice(list(starts)))


def trip3(rng, kinds=KINDS):
    return ("trip", rng.choice(kinds))


def tpl(rng):
    """(template name, sets, pair, options)."""
    name = base.weighted(rng, [("random", 30), ("pinfu", 8), ("tanyao", 6), ("honitsu", 7),
                               ("chinitsu", 6), ("toitoi", 6), ("yakuhai", 8), ("chanta", 3),
                               ("ittsu", 4), ("iipeikou", 3), ("sanankou", 3),
                               ("daisangen", 2), ("winds", 2.5), ("tsuuiisou", 1.2),
                               ("chinroutou", 1), ("ryuuiisou", 1), ("suuankou", 2.5), ("chiitoitsu", 5),
                               ("kokushi", 2), ("dora_heavy", 4), ("not_winning", 2)])
    any3 = lambda: seq3(rng) if rng.random() < 0.5 else trip3(rng)
    opts = {}
    if name in ("random", "dora_heavy", "not_winning"):
        sets, pair = [any3() for _ in range(4)], rng.choice(KINDS)
        if name == "dora_heavy":
            opts["dora_bias"] = 0.9
    elif name == "pinfu":
        sets, pair = [seq3(rng) for _ in range(4)], rng.choice(SUITED3 + (NORTH, WEST))
        opts = {"closed": True, "ryanmen": True}
    elif name == "tanyao":
        sets = [seq3(rng, starts=range(1, 6)) if rng.random() < 0.6 else trip3(rng, SIMPLES3)
                for _ in range(4)]
        pair = rng.choice(SIMPLES3)
    elif name in ("honitsu", "chinitsu"):
        s = rng.choice((1, 2))
        pool = tuple(range(s * 9, s * 9 + 9)) + (base.HONORS if name == "honitsu" else ())
        sets = [seq3(rng, (s,)) if rng.random() < 0.55 else trip3(rng, pool) for _ in range(4)]
        pair = rng.choice(pool)
    elif name == "toitoi":
        sets, pair = [trip3(rng) for _ in range(4)], rng.choice(KINDS)
    elif name == "yakuhai":
        sets = [trip3(rng, base.DRAGONS + (EAST, SOUTH, WEST))] + [any3() for _ in range(3)]
        pair = rng.choice(KINDS)
    elif name == "chanta":
        sets = [seq3(rng, starts=(0, 6)) if rng.random() < 0.5 else trip3(rng, base.ORPHANS)
                for _ in range(4)]
        sets[0] = seq3(rng, starts=(0, 6))
        pair = rng.choice(base.ORPHANS)
    elif name == "ittsu":
        s = rng.choice((1, 2))
        sets, pair = [("seq", s * 9), ("seq", s * 9 + 3), ("seq", s * 9 + 6), any3()], rng.choice(KINDS)
    elif name == "iipeikou":
        a = seq3(rng)
        sets, pair = [a, a, any3(), any3()], rng.choice(KINDS)
        opts = {"closed": True}
    elif name == "sanankou":
        sets, pair = [trip3(rng) for _ in range(3)] + [any3()], rng.choice(KINDS)
        opts = {"closed": rng.random() < 0.5}
    elif name == "daisangen":
        sets, pair = [("trip", d) for d in base.DRAGONS] + [any3()], rng.choice(KINDS)
    elif name == "winds":
        w = list(base.WINDS)
        rng.shuffle(w)
        n = rng.choice((3, 4))
        sets = [("trip", x) for x in w[:n]] + [any3() for _ in range(4 - n)]
        pair = w[3] if n == 3 else rng.choice(KINDS)
    elif name == "tsuuiisou":
        ks = list(base.HONORS)
        rng.shuffle(ks)
        sets, pair = [("trip", k) for k in ks[:4]], ks[4]
    elif name == "chinroutou":
        ks = list(base.TERMINALS)
        rng.shuffle(ks)
        sets, pair = [("trip", k) for k in ks[:4]], ks[4]
    elif name == "ryuuiisou":
        sets = [("seq", 19) if rng.random() < 0.35 else trip3(rng, base.GREEN) for _ in range(4)]
        pair = rng.choice(base.GREEN)
    elif name == "suuankou":
        sets, pair = [trip3(rng) for _ in range(4)], rng.choice(KINDS)
        opts = {"closed": True, "win_pair_p": 0.4, "tsumo_p": 0.6}
    else:
        return name, None, None, opts
    return name, sets, pair, opts


def build(rng):
    """(template, concealed kinds, melds [(kind, kinds)], win kind, options)."""
    while True:
        name, sets, pair, opts = tpl(rng)
        if name == "chiitoitsu":
            kinds = rng.sample(KINDS if rng.random() < 0.6 else SUITED3, 7)
            concealed = [k for k in kinds for _ in range(2)]
            return name, concealed, [], rng.choice(kinds), opts
        if name == "kokushi":
            extra = rng.choice(base.ORPHANS)
            concealed = list(base.ORPHANS) + [extra]
            win = extra if rng.random() < 0.4 else rng.choice(base.ORPHANS)
            return name, concealed, [], win, {"tsumo_p": 0.5}
        concealed, melds, blocks = [pair, pair], [], [("pair", pair)]
        for t, k in sets:
            tiles = [k, k + 1, k + 2] if t == "seq" else [k] * 3
            if t == "trip" and not opts.get("closed") and rng.random() < 0.45:
                mk = base.weighted(rng, [("pon", 60), ("kan", 12), ("shouminkan", 12),
                                         ("ankan", 16)])
                melds.append((mk, [k] * (4 if mk != "pon" else 3)))
            elif t == "trip" and opts.get("closed") and rng.random() < 0.1:
                melds.append(("ankan", [k] * 4))
            else:
                concealed += tiles
                blocks.append((t, k))
        counts = Counter(concealed) + Counter(k for _, ts in melds for k in ts)
        if max(counts.values()) > 4:
            continue
        if opts.get("ryanmen"):
            runs = [k for t, k in blocks if t == "seq"]
            k = rng.choice(runs)
            win = rng.choice(([k] if k % 9 <= 5 else []) + ([k + 2] if k % 9 >= 1 else []))
        elif opts.get("win_pair_p") and rng.random() < opts["win_pair_p"]:
            win = pair
        else:
            win = rng.choice(concealed)
        if name == "not_winning":
            i = rng.choice([i for i, k in enumerate(concealed) if k != win])
            new = rng.choice(KINDS)
            if new == concealed[i] or counts[new] >= 4:
                continue
            concealed[i] = new
        return name, concealed, melds, win, opts


def make_case(rng):
    name, concealed, melds, win, opts = build(rng)
    counts = Counter(concealed) + Counter(k for _, ts in melds for k in ts)
    is_open = any(mk in base.OPEN_MELDS for mk, _ in melds)
    n_kans = sum(1 for mk, _ in melds if mk in base.KAN_MELDS)
    preset = rng.choice(PRESETS)
    seat = rng.choice((EAST, SOUTH, WEST))
    rnd = base.weighted(rng, [(EAST, 60), (SOUTH, 40)])
    tsumo = rng.random() < opts.get("tsumo_p", 0.45)
    ctx = {"tsumo": tsumo, "riichi": False, "double_riichi": False, "ippatsu": False,
           "rinshan": False, "chankan": False, "haitei": False, "houtei": False,
           "tenhou": False, "chiihou": False, "seat": seat, "round": rnd}
    # kita: north tiles set aside, each a physical copy (hand + melds + kita <= 4)
    max_kita = 4 - counts[NORTH]
    kita = min(max_kita, base.weighted(rng, [(0, 40), (1, 25), (2, 17), (3, 10), (4, 8)]))
    if tsumo and not melds and kita == 0 and rng.random() < 0.06:
        ctx["tenhou" if seat == EAST else "chiihou"] = True
    else:
        if not is_open and rng.random() < opts.get("riichi_p", 0.45):
            ctx["riichi"] = True
            ctx["double_riichi"] = rng.random() < 0.1
            ctx["ippatsu"] = kita == 0 and rng.random() < 0.15  # a kita call ends ippatsu
        if tsumo and n_kans and rng.random() < 0.25:
            ctx["rinshan"] = True
            ctx["ippatsu"] = False
        if not tsumo and counts[win] == 1 and rng.random() < 0.05 and win != NORTH:
            ctx["chankan"] = True
        if tsumo and not ctx["rinshan"] and rng.random() < 0.05:
            ctx["haitei"] = True
        if not tsumo and not ctx["chankan"] and rng.random() < 0.05:
            ctx["houtei"] = True
    # red fives: 5p and 5s have one red copy each
    reds = {k: (1 if counts[k] and rng.random() < counts[k] / 4 * 1.6 else 0) for k in RED_FIVES}
    available = {k: 4 - counts[k] - (kita if k == NORTH else 0) for k in KINDS}
    for k in RED_FIVES:  # an indicator is never the red copy
        available[k] = 3 - (counts[k] - reds[k])
    if ctx["chankan"]:
        available[win] = 0
    bias = opts.get("dora_bias", 0.2)
    all_kinds = list(counts.elements()) + [NORTH] * kita

    def draw(n):
        out = []
        for _ in range(n):
            for _attempt in range(20):
                if rng.random() < bias:
                    target = rng.choice(all_kinds)
                    ind = next(i for i in KINDS if dora_after3(i) == target)
                else:
                    ind = rng.choice(KINDS)
                if available[ind] > 0:
                    available[ind] -= 1
                    out.append(ind)
                    break
        return out

    n_dora = min(5, 1 + n_kans + base.weighted(rng, [(0, 65), (1, 20), (2, 10), (3, 5)]))
    ctx["dora"] = draw(n_dora)
    ctx["ura"] = draw(len(ctx["dora"])) if ctx["riichi"] else []
    ctx["honba"] = base.weighted(rng, [(0, 50), (1, 25), (2, 15), (3, 10)])
    ctx["sticks"] = base.weighted(rng, [(0, 50), (1, 35), (2, 15)])
    ctx["kita"] = kita
    # physical tiles: the red copy goes to a random tile of its kind
    slots = [("c", i) for i, k in enumerate(concealed) if k in reds and reds[k]]
    slots += [("m", j, i) for j, (_, ts) in enumerate(melds) for i, k in enumerate(ts)
              if k in reds and reds[k]]
    red_slots = set()
    for k in RED_FIVES:
        if reds[k]:
            red_slots.add(rng.choice([s for s in slots
                                      if (concealed[s[1]] if s[0] == "c" else melds[s[1]][1][s[2]]) == k]))
    conc = [(k, ("c", i) in red_slots) for i, k in enumerate(concealed)]
    meld_tiles = [(mk, [(k, ("m", j, i) in red_slots) for i, k in enumerate(ts)])
                  for j, (mk, ts) in enumerate(melds)]
    plain = [t for t in conc if t[0] == win and not t[1]]
    win_tile = (win, False) if plain else (win, True)
    if plain and any(t[0] == win and t[1] for t in conc) and rng.random() < 0.3:
        win_tile = (win, True)
    return name, {"concealed": conc, "melds": meld_tiles, "win": win_tile, "ctx": ctx,
                  "preset": preset}


# ---------------------------------------------------------------------------
# Scoring.
# ---------------------------------------------------------------------------

def assign_ids(case):
    free = {k: [0, 1, 2, 3] for k in range(34)}
    for k in RED_FIVES:
        free[k] = [1, 2, 3]

    def take(kind, red):
        if red:
            return kind * 4
        return kind * 4 + free[kind].pop(0)

    conc = [take(k, r) for k, r in case["concealed"]]
    melds = [(mk, [take(k, r) for k, r in ts]) for mk, ts in case["melds"]]
    dora = [take(k, False) for k in case["ctx"]["dora"]]
    ura = [take(k, False) for k in case["ctx"]["ura"]]
    win_kind, win_red = case["win"]
    win_id = next(i for i, (k, r) in zip(conc, case["concealed"]) if k == win_kind and r == win_red)
    return conc, melds, dora, ura, win_id


def payments3(base_points, dealer, tsumo, honba, sticks, honba_ron):
    """(main, additional, total) at three players with tsumo loss."""
    r = base.round_up_100
    if not tsumo:
        main = r(base_points * (6 if dealer else 4)) + honba_ron * honba
        return main, 0, main + 1000 * sticks
    if dealer:
        each = r(2 * base_points) + 100 * honba
        return each, each, 2 * each + 1000 * sticks
    main = r(2 * base_points) + 100 * honba
    additional = r(base_points) + 100 * honba
    return main, additional, main + additional + 1000 * sticks


def dora_counts(case):
    ctx = case["ctx"]
    kinds = Counter(k for k, _ in case["concealed"]) + Counter(
        k for _, ts in case["melds"] for k, _ in ts)
    dora = sum(kinds[dora_after3(i)] + (ctx["kita"] if dora_after3(i) == NORTH else 0)
               for i in ctx["dora"])
    riichi_any = ctx["riichi"] or ctx["double_riichi"]
    ura = sum(kinds[dora_after3(i)] + (ctx["kita"] if dora_after3(i) == NORTH else 0)
              for i in ctx["ura"]) if riichi_any else 0
    aka = sum(1 for _, r in case["concealed"] if r) + sum(
        1 for _, ts in case["melds"] for _, r in ts if r)
    return dora, aka, ura


def finish(yaku, han, fu, case, honba_ron):
    """Contract output from a yaku map, han and fu."""
    ctx = case["ctx"]
    yakuman = sum(v for n, v in yaku.items() if n in YAKUMAN_IDS)
    mult = yakuman // 13
    limit, base_points = base.limit_and_base(han, fu, mult, False)
    main, additional, total = payments3(base_points, ctx["seat"] == EAST, ctx["tsumo"],
                                        ctx["honba"], ctx["sticks"], honba_ron)
    return {"han": han, "fu": 0 if mult else fu, "yaku": dict(sorted(yaku.items())),
            "main": main, "additional": additional, "total": total, "limit": limit}


def riichienv_score(case):
    """riichienv's answer in contract form, with its raw payments for the check."""
    from riichienv import Meld, MeldType
    from riichienv.hand import Conditions, HandEvaluator3P

    ctx = case["ctx"]
    conc, melds, dora, ura, win_id = assign_ids(case)
    re_melds = []
    for mk, ids in melds:
        t = {"pon": MeldType.Pon, "kan": MeldType.Daiminkan, "shouminkan": MeldType.Kakan,
             "ankan": MeldType.Ankan}[mk]
        re_melds.append(Meld(t, sorted(ids), mk != "ankan"))
    cond = Conditions(
        tsumo=ctx["tsumo"], riichi=ctx["riichi"] and not ctx["double_riichi"],
        double_riichi=ctx["double_riichi"], ippatsu=ctx["ippatsu"], haitei=ctx["haitei"],
        houtei=ctx["houtei"], rinshan=ctx["rinshan"], chankan=ctx["chankan"],
        tsumo_first_turn=ctx["tenhou"] or ctx["chiihou"],
        player_wind=ctx["seat"] - EAST, round_wind=ctx["round"] - EAST,
        riichi_sticks=ctx["sticks"], honba=ctx["honba"], kita_count=ctx["kita"],
        is_sanma=True, num_players=3)
    res = HandEvaluator3P(sorted(conc), re_melds).calc(win_id, dora, cond, ura)
    if not res.is_win:
        return ({"error": "not_a_winning_hand"} if not res.has_win_shape
                else {"error": "no_yaku"}), None
    is_open = any(mk in base.OPEN_MELDS for mk, _ in case["melds"])
    dora_n, aka_n, ura_n = dora_counts(case)
    yaku = {}
    for y in res.yaku:
        if y == RE_DORA:
            yaku["dora"] = dora_n
        elif y == RE_AKA:
            yaku["aka_dora"] = aka_n
        elif y == RE_URA:
            yaku["ura_dora"] = ura_n
        elif y == RE_KITA:
            yaku["kita"] = ctx["kita"]
        else:
            name, closed, opened = RE_YAKU[y]
            assert name not in yaku, (res.yaku, case)
            yaku[name] = opened if is_open else closed
            assert yaku[name], (name, res.yaku)
    yaku = {k: v for k, v in yaku.items() if v}
    assert sum(yaku.values()) == res.han, (yaku, res.han, res.yaku, case_input(case))
    raw = (res.ron_agari, res.tsumo_agari_oya, res.tsumo_agari_ko)
    return finish(yaku, res.han, res.fu, case, 200), raw


def mahjong_score(case, double_yakuman):
    """Python mahjong's answer (kita folded into dora there; split out here)."""
    from mahjong.hand_calculating.hand import HandCalculator
    from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
    from mahjong.meld import Meld

    ctx = case["ctx"]
    conc, melds, dora, ura, win_id = assign_ids(case)
    py_melds = [Meld(meld_type={"pon": Meld.PON, "kan": Meld.KAN, "shouminkan": Meld.SHOUMINKAN,
                                "ankan": Meld.KAN}[mk], tiles=sorted(ids), opened=mk != "ankan")
                for mk, ids in melds]
    options = OptionalRules(has_open_tanyao=True, has_aka_dora=True,
                            has_double_yakuman=double_yakuman, is_three_player=True)
    config = HandConfig(
        is_tsumo=ctx["tsumo"], is_riichi=ctx["riichi"] and not ctx["double_riichi"],
        is_daburu_riichi=ctx["double_riichi"], is_ippatsu=ctx["ippatsu"],
        is_rinshan=ctx["rinshan"], is_chankan=ctx["chankan"], is_haitei=ctx["haitei"],
        is_houtei=ctx["houtei"], is_tenhou=ctx["tenhou"], is_chiihou=ctx["chiihou"],
        player_wind=ctx["seat"], round_wind=ctx["round"], kyoutaku_number=ctx["sticks"],
        tsumi_number=ctx["honba"], options=options, num_nuki_dora=ctx["kita"])
    all_ids = conc + [i for _, ids in melds for i in ids]
    res = HandCalculator.estimate_hand_value(all_ids, win_id, melds=py_melds,
                                             dora_indicators=dora, ura_dora_indicators=ura,
                                             config=config)
    if res.error:
        return {"error": base.PY_ERRORS[res.error]}
    yaku = {}
    for item in res.yaku:
        name = base.PY_YAKU_ID[item.yaku_id]
        value = item.han_open if (res.is_open_hand and item.han_open) else item.han_closed
        yaku[name] = value
    if "dora" in yaku and ctx["kita"]:  # mahjong counts each kita (and its dora) as dora
        own, _, _ = dora_counts(dict(case, ctx=dict(ctx, kita=0)))
        kita_part = yaku["dora"] - own
        yaku["kita"] = ctx["kita"]
        yaku["dora"] = kita_part - ctx["kita"] + own
        yaku = {k: v for k, v in yaku.items() if v}
    yakuman = any(item.is_yakuman for item in res.yaku)
    out = finish(yaku, res.han, 0 if yakuman else res.fu, case, 200)
    # mahjong's own payments (its ron honba at three players is 200 too)
    main = res.cost["main"] + res.cost["main_bonus"]
    additional = res.cost["additional"] + res.cost["additional_bonus"]
    out["raw"] = (main, additional, res.cost["total"])
    return out


def demote_doubles(exp, case, honba_ron):
    """The four double-yakuman patterns counted as one yakuman (no double yakuman)."""
    if "error" in exp or not DOUBLE_IDS & set(exp["yaku"]):
        return exp
    yaku = {k: (13 if k in DOUBLE_IDS else v) for k, v in exp["yaku"].items()}
    return finish(yaku, sum(yaku.values()), 0, case, honba_ron)


def case_input(case):
    ctx = case["ctx"]
    rules = {"preset": case["preset"]}
    return {
        "hand": base.mpsz(case["concealed"]),
        "win": ("0" if case["win"][1] else str(case["win"][0] % 9 + 1))
        + base.SUIT_LETTERS[case["win"][0] // 9],
        "melds": [f"{mk} {base.mpsz(ts)}" for mk, ts in case["melds"]],
        # a double riichi is the riichi: the input sets only double_riichi
        "tsumo": ctx["tsumo"], "riichi": ctx["riichi"] and not ctx["double_riichi"],
        "double_riichi": ctx["double_riichi"],
        "ippatsu": ctx["ippatsu"], "rinshan": ctx["rinshan"], "chankan": ctx["chankan"],
        "haitei": ctx["haitei"], "houtei": ctx["houtei"], "tenhou": ctx["tenhou"],
        "chiihou": ctx["chiihou"],
        "seat_wind": base.tile_text(ctx["seat"]), "round_wind": base.tile_text(ctx["round"]),
        "dora_indicators": base.mpsz([(k, False) for k in ctx["dora"]]),
        "ura_indicators": base.mpsz([(k, False) for k in ctx["ura"]]),
        "honba": ctx["honba"], "riichi_sticks": ctx["sticks"],
        "rules": rules,
        "kita": ctx["kita"], "renhou": False, "open_riichi": False, "sashikomi": False,
        "paarenchan": False, "liable": None, "discarder": None,
    }


def validate(case, inp):
    ctx = case["ctx"]
    where = json.dumps(inp)
    tiles = case["concealed"] + [t for _, ts in case["melds"] for t in ts]
    kinds = Counter(k for k, _ in tiles) + Counter(ctx["dora"]) + Counter(ctx["ura"])
    kinds[NORTH] += ctx["kita"]
    assert max(kinds.values()) <= 4 and not any(1 <= k <= 7 for k in kinds), where
    assert all(mk != "chi" for mk, _ in case["melds"]) and ctx["seat"] != NORTH, where
    reds = [k for k, r in tiles if r]
    assert len(reds) == len(set(reds)) and set(reds) <= set(RED_FIVES), where
    assert case["win"] in case["concealed"], where
    assert len(case["concealed"]) + 3 * len(case["melds"]) == 14, where
    is_open = any(mk in base.OPEN_MELDS for mk, _ in case["melds"])
    riichi_any = ctx["riichi"] or ctx["double_riichi"]
    assert not (riichi_any and is_open) and (riichi_any or not ctx["ippatsu"]), where
    assert not ctx["rinshan"] or ctx["tsumo"], where
    assert not ctx["chankan"] or (not ctx["tsumo"] and kinds[case["win"][0]] == 1), where
    assert not ctx["haitei"] or (ctx["tsumo"] and not ctx["rinshan"]), where
    assert not ctx["houtei"] or (not ctx["tsumo"] and not ctx["chankan"]), where
    if ctx["tenhou"] or ctx["chiihou"]:
        assert ctx["tsumo"] and not case["melds"] and not ctx["kita"] and not riichi_any, where
        assert (ctx["seat"] == EAST) == ctx["tenhou"], where
    assert riichi_any or not ctx["ura"], where
    assert not ctx["ippatsu"] or not ctx["kita"], where


# ---------------------------------------------------------------------------
# Main.
# ---------------------------------------------------------------------------

def compare_key(exp):
    return {k: v for k, v in exp.items() if k != "raw"}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out")
    parser.add_argument("--cases", type=int, default=DEFAULT_CASES)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--show", type=int, default=0, metavar="N",
                        help="print the first N left-out disagreements")
    args = parser.parse_args()
    check_versions()

    rng = random.Random(args.seed)
    lines, seen = [], set()
    stats = {k: Counter() for k in ("yaku", "limit", "error", "preset", "kita", "situation",
                                    "settled", "left_out", "template", "raw_quirk")}
    shown = 0
    while len(lines) < args.cases:
        name, case = make_case(rng)
        inp = case_input(case)
        key = json.dumps(inp, sort_keys=True)
        if key in seen:
            stats["left_out"]["duplicate input"] += 1
            continue
        seen.add(key)
        validate(case, inp)
        soul = case["preset"] == "mahjongsoul-3p"
        honba_ron = 200
        re_exp, raw = riichienv_score(case)
        if raw is not None:
            # riichienv's raw payments against the contract arithmetic (honba 200 on ron)
            ctx = case["ctx"]
            ron, oya, ko = raw
            if not ctx["tsumo"]:
                assert (ron, 0) == (re_exp["main"], re_exp["additional"]), (raw, re_exp)
            elif ctx["seat"] == EAST:
                assert ko == re_exp["main"] == re_exp["additional"], (raw, re_exp)
                if oya:
                    assert oya == 100 * ctx["honba"], raw
                    stats["raw_quirk"]["dealer tsumo: tsumo_agari_oya holds the honba"] += 1
            else:
                assert (oya, ko) == (re_exp["main"], re_exp["additional"]), (raw, re_exp)
        py_exp = mahjong_score(case, double_yakuman=soul)
        if "raw" in py_exp:
            assert py_exp.pop("raw") == (py_exp["main"], py_exp["additional"], py_exp["total"]), py_exp
        expected = re_exp
        if not soul:
            demoted = demote_doubles(re_exp, case, honba_ron)
            if demoted != re_exp:
                stats["settled"]["tenhou-3p: riichienv's evaluator counts a double yakuman "
                                 "pattern twice; written as one yakuman"] += 1
                expected = demoted
        if expected != py_exp:
            reason = describe(expected, py_exp, case)
            stats["left_out"][reason] += 1
            if shown < args.show:
                shown += 1
                print(f"LEFT OUT ({reason}) {json.dumps(inp)}\n  riichienv {expected}\n"
                      f"  mahjong   {py_exp}", file=sys.stderr)
            continue
        if not case["ctx"]["tsumo"] and case["ctx"]["honba"] and "error" not in expected:
            stats["settled"]["ron with counters: both pay 200 a counter; the input carries honba_ron 200"] += 1
        stats["template"][name] += 1
        stats["preset"][case["preset"]] += 1
        stats["kita"][case["ctx"]["kita"]] += 1
        ctx = case["ctx"]
        stats["situation"]["dealer" if ctx["seat"] == EAST else "non-dealer"] += 1
        stats["situation"]["tsumo" if ctx["tsumo"] else "ron"] += 1
        if ctx["honba"]:
            stats["situation"]["honba > 0"] += 1
        if ctx["sticks"]:
            stats["situation"]["riichi sticks > 0"] += 1
        if any(mk in base.OPEN_MELDS for mk, _ in case["melds"]):
            stats["situation"]["open hand"] += 1
        if "error" in expected:
            stats["error"][expected["error"]] += 1
        else:
            stats["yaku"].update(expected["yaku"].keys())
            stats["limit"][expected["limit"]] += 1
        lines.append(json.dumps({"input": inp, "expected": expected}, separators=(",", ":")))

    text = "\n".join(lines) + "\n"
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    print(coverage(stats, len(lines)), file=sys.stderr)


def describe(a, b, case):
    """A short name for how riichienv's answer (a) and mahjong's (b) differ."""
    if "error" in a or "error" in b:
        return f"error: riichienv {a.get('error', 'scores')}, mahjong {b.get('error', 'scores')}"
    diffs = []
    ya, yb = a["yaku"], b["yaku"]
    for k in sorted(set(ya) | set(yb)):
        if ya.get(k) != yb.get(k):
            diffs.append(f"{k} {ya.get(k, 0)}/{yb.get(k, 0)}")
    if a["fu"] != b["fu"]:
        diffs.append(f"fu {a['fu']}/{b['fu']}")
    if not diffs:
        diffs.append("payment")
    return "riichienv/mahjong: " + ", ".join(diffs)


def coverage(stats, n):
    lines = [f"Cases written: {n}", "", "| yaku id | cases |", "|---|---:|"]
    for y in ALL_YAKU_IDS:
        if stats["yaku"][y]:
            lines.append(f"| `{y}` | {stats['yaku'][y]} |")
    lines += ["", "| limit | cases |", "|---|---:|"]
    for lim in base.LIMITS:
        if stats["limit"][lim]:
            lines.append(f"| {'`' + lim + '`' if lim else '(none)'} | {stats['limit'][lim]} |")
    for title, key in (("error", "error"), ("preset", "preset"), ("kita", "kita"),
                       ("situation", "situation"), ("template", "template"),
                       ("settled or noted (written)", "settled"),
                       ("left out (riichienv and mahjong disagree, or other)", "left_out"),
                       ("riichienv raw-field quirk", "raw_quirk")):
        lines += ["", f"| {title} | cases |", "|---|---:|"]
        for k, c in sorted(stats[key].items(), key=lambda kv: str(kv[0])):
            lines.append(f"| {k} | {c} |")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
