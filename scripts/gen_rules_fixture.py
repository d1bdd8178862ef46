#!/usr/bin/env python3
"""Generate tests/data/rules_fixture.jsonl: hands scored under varied rule options.

Each line is ``{"input": {...}, "expected": {...}}``. ``input`` is the
``tehai score --json`` input with every field written, a ``rules`` object that
names the ``tenhou`` preset and then writes every option explicitly, and the
win-context keys ``renhou``, ``open_riichi``, ``sashikomi``, ``paarenchan``,
``kita``, ``liable`` and ``discarder``. ``expected`` is han, fu, yaku, main,
additional, total, limit and ``fu_items`` (mahjong's own fu reasons), or an
``error``; see tests/data/README.md.

The expected values come from the Python scorer ``mahjong``, pinned to exactly
this version and checked at run time:

    pip install mahjong==2.1.0

The hands, situations and the legality checks are those of
scripts/gen_score_fixture.py (imported, not copied); this script adds the rule
options, the local yaku (renhou, open riichi, sashikomi, paarenchan,
daisharin, daichisei) and their situations. Where mahjong's behaviour differs
from the option's meaning, the script works around it (see WORKAROUNDS below
and the README) instead of writing mahjong's answer.

Usage (deterministic: fixed seed, same output on every run):

    python3 scripts/gen_rules_fixture.py --out tests/data/rules_fixture.jsonl

The coverage tables go to standard error in Markdown.
"""

import argparse
import json
import os
import random
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_score_fixture as base  # noqa: E402  (the 4-player generator and its checks)

SEED = 20240717
DEFAULT_CASES = 6000

DOUBLE_FORMS = ["suuankou_tanki", "kokushi_13_wait", "junsei_chuuren", "daisuushii"]
EXTRA_YAKU_IDS = ("renhou", "open_riichi", "daisharin", "daichisei", "sashikomi", "paarenchan")
ALL_YAKU_IDS = base.ALL_YAKU_IDS + EXTRA_YAKU_IDS
LIMITS = base.LIMITS[:-1] + ("6x yakuman", "7x yakuman", "kazoe 2x yakuman")

# mahjong yaku ids that this script maps by hand (the rest go through base.PY_YAKU_ID)
PY_OPEN_RIICHI, PY_DOUBLE_OPEN_RIICHI, PY_NAGASHI, PY_RENHOU = 2, 9, 10, 11
PY_EXTRA = {109: "daisharin", 110: "daichisei", 117: "renhou", 118: "sashikomi",
            119: "paarenchan"}

WORKAROUNDS = """
* open hands are scored with fu_for_pinfu_tsumo=True: mahjong gives no tsumo fu to an
  open tsumo that earned no other fu, then labels the 2 fu 'hand_without_fu' (or,
  with fu_for_open_pinfu=False, leaves the hand at 20 fu); an open hand cannot be
  pinfu, so the option changes nothing else there
* pinfu_tsumo_fu 30: mahjong's fu_for_pinfu_tsumo=True removes pinfu from a tsumo
  (it recognises pinfu by 'one fu item'); the script scores with False and turns
  every pinfu-tsumo reading into 30 fu (items tsumo 2 + base 20) itself
* daisharin only on closed hands: mahjong also gives it to an open hand of the shape
* paarenchan is passed as 1: mahjong pays paarenchan=N as N yakuman
"""


# ---------------------------------------------------------------------------
# Rules and the new situations.
# ---------------------------------------------------------------------------

def draw_rules(rng, legacy):
    """Every option of the contract, the four legacy ones taken from the base case."""
    daisharin = rng.random() < 0.5
    return {
        "preset": "tenhou",
        "players": 4,
        "red_fives": [1, 1, 1] if legacy["aka_dora"] else [0, 0, 0],
        "open_tanyao": legacy["open_tanyao"],
        "kiriage": legacy["kiriage"],
        "kazoe": base.weighted(rng, [("yakuman", 45), ("sanbaiman", 25), ("multiple", 30)]),
        "double_yakuman": list(DOUBLE_FORMS) if legacy["double_yakuman"] else [],
        "yakuman_stacking": True,
        "max_yakuman": 6 if rng.random() < 0.6 else 0,
        "renhou": rng.choice(("off", "mangan", "yakuman")),
        "open_pinfu_fu": 30 if rng.random() < 0.55 else 20,
        "pinfu_tsumo_fu": 20 if rng.random() < 0.55 else 30,
        "double_wind_pair_fu": 4,
        "pao": ["daisangen", "daisuushii"],
        "pao_ron": "split",
        "honba_ron": 300,
        "honba_tsumo": 100,
        "three_player_tsumo": "loss",
        "daisharin": daisharin,
        # other_suits alone is left out: what it means without daisharin is not settled
        "daisharin_other_suits": daisharin and rng.random() < 0.5,
        "daichisei": rng.random() < 0.5,
        "sashikomi_yakuman": rng.random() < 0.5,
        "paarenchan": rng.random() < 0.65,
        "paarenchan_needs_yaku": rng.random() < 0.5,
        "open_riichi": rng.random() < 0.7,
        "nagashi_mangan": True,
    }


def new_context_keys():
    return {"renhou": False, "open_riichi": False, "sashikomi": False, "paarenchan": False}


def renhou_eligible(case):
    ctx = case["ctx"]
    return not case["melds"] and not ctx["tsumo"]


def make_renhou(rng, case):
    """A non-dealer's win on a discard before the first draw: nothing else declared."""
    ctx = case["ctx"]
    for key in ("riichi", "double_riichi", "ippatsu", "rinshan", "chankan", "haitei",
                "houtei", "tenhou", "chiihou"):
        ctx[key] = False
    ctx["ura"] = []
    if ctx["seat"] == base.EAST:
        ctx["seat"] = rng.choice((base.SOUTH, base.WEST, base.NORTH))
    ctx["renhou"] = True


def make_paarenchan(case):
    ctx = case["ctx"]
    if ctx["chiihou"] or ctx["renhou"]:
        raise base.Retry
    ctx["seat"] = base.EAST
    ctx["paarenchan"] = True


# ---------------------------------------------------------------------------
# Extra hand shapes (built with the base generator's context and red fives).
# ---------------------------------------------------------------------------

def build_daisharin(rng):
    s = base.weighted(rng, [(1, 55), (0, 22), (2, 23)]) * 9
    concealed = [s + r for r in range(1, 8) for _ in range(2)]
    melds = []
    if rng.random() < 0.15:  # the same tiles with a called run: never daisharin
        start = s + rng.randrange(1, 6)
        for k in (start, start + 1, start + 2):
            concealed.remove(k)
        melds = [("chi", [start, start + 1, start + 2])]
    win = rng.choice(concealed)
    return concealed, melds, win, {"tsumo_p": 0.45, "riichi_p": 0.55, "tenhou_p": 0.05}


def build_daichisei(rng):
    concealed = [k for k in base.HONORS for _ in range(2)]
    return concealed, [], rng.choice(base.HONORS), {"tsumo_p": 0.45, "riichi_p": 0.5,
                                                    "tenhou_p": 0.08}


def build_stacked(rng):
    """Several yakuman at once (with tenhou and paarenchan they pass six)."""
    if rng.random() < 0.3:  # closed daisuushii + tsuuiisou, won on the pair: up to 7x
        pair = rng.choice(base.DRAGONS)
        concealed = [w for w in base.WINDS for _ in range(3)] + [pair, pair]
        return concealed, [], pair, {"tsumo_p": 0.9, "tenhou_p": 0.8}
    name, fn = rng.choice((("multi_yakuman", base.tpl_multi_yakuman),
                           ("suuankou", base.tpl_suuankou)))
    concealed, melds, win, opts = base.build_block_hand(rng, name, fn)
    return concealed, melds, win, dict(opts, tenhou_p=0.5, tsumo_p=0.7)


EXTRA_SHAPES = {"daisharin": build_daisharin, "daichisei": build_daichisei,
                "stacked": build_stacked}

# what each generated case starts from, and the situation forced on it
PLANS = [("base", 52), ("daisharin", 8), ("daichisei", 6), ("renhou", 13),
         ("open_riichi", 11), ("paarenchan", 10), ("stacked", 4)]


def generate(rng):
    plan = base.weighted(rng, PLANS)
    while True:
        try:
            if plan in EXTRA_SHAPES:
                concealed, melds, win, opts = EXTRA_SHAPES[plan](rng)
                ctx, legacy, red_plan = base.make_context(rng, concealed, melds, win, opts)
                conc_tiles, meld_tiles, win_tile = base.materialize(rng, concealed, melds, win,
                                                                    red_plan)
                name = plan
                case = {"concealed": conc_tiles, "melds": meld_tiles, "win": win_tile,
                        "ctx": ctx, "rules": legacy}
            else:
                name, case = base.generate_case(rng)
            case["ctx"].update(new_context_keys())
            case["ctx"]["kita"] = 0
            ctx = case["ctx"]
            if plan == "renhou" or (plan != "base" and rng.random() < 0.04):
                if not renhou_eligible(case):
                    raise base.Retry
                make_renhou(rng, case)
            if plan == "open_riichi" and not (ctx["riichi"] or ctx["double_riichi"]):
                raise base.Retry
            if ctx["riichi"] or ctx["double_riichi"]:
                if plan == "open_riichi" or rng.random() < 0.15:
                    ctx["open_riichi"] = True
            if plan == "paarenchan" or (plan == "stacked" and rng.random() < 0.7) \
                    or rng.random() < 0.03:
                make_paarenchan(case)
            break
        except base.Retry:
            continue
    case["legacy_rules"] = case["rules"]
    case["rules"] = draw_rules(rng, case["legacy_rules"])
    if plan == "open_riichi":
        case["rules"]["open_riichi"] = rng.random() < 0.85
        case["rules"]["sashikomi_yakuman"] = rng.random() < 0.6
    if plan == "renhou" and case["rules"]["renhou"] == "off" and rng.random() < 0.6:
        case["rules"]["renhou"] = rng.choice(("mangan", "yakuman"))
    if plan == "stacked":
        case["rules"]["max_yakuman"] = 0 if rng.random() < 0.6 else 6
        case["rules"]["paarenchan"] = rng.random() < 0.85
    if plan == "daichisei":
        case["rules"]["daichisei"] = rng.random() < 0.75
    if plan == "daisharin" and rng.random() < 0.4:
        case["rules"]["daisharin"] = True
        case["rules"]["daisharin_other_suits"] = rng.random() < 0.6
    # sashikomi only where the open riichi is one (what it means otherwise is not settled)
    if ctx["open_riichi"] and not ctx["tsumo"] and case["rules"]["open_riichi"] \
            and rng.random() < 0.6:
        ctx["sashikomi"] = True
    return plan, name, case


# ---------------------------------------------------------------------------
# Scoring with mahjong.
# ---------------------------------------------------------------------------

def limit_and_base(han, fu, mult, rules):
    """Limit label and base points under the case's kazoe, kiriage and yakuman cap."""
    if mult:
        if rules["max_yakuman"]:
            mult = min(mult, rules["max_yakuman"])
        return ("yakuman" if mult == 1 else f"{mult}x yakuman"), 8000 * mult
    if han >= 13:
        if rules["kazoe"] == "sanbaiman":
            return "sanbaiman", 6000
        if rules["kazoe"] == "multiple" and han >= 26:
            return f"kazoe {han // 13}x yakuman", 8000 * (han // 13)
        return "kazoe yakuman", 8000
    return base.limit_and_base(han, fu, 0, rules["kiriage"])


class Recorder:
    """Collects every reading mahjong scores (it ranks each one through _hand_priority)."""

    def __init__(self):
        import mahjong.hand_calculating.hand as hand_module
        self.module = hand_module
        self.original = hand_module._hand_priority
        self.seen = {}

    def __enter__(self):
        def recording(hand):
            self.seen[id(hand)] = hand
            return self.original(hand)
        self.module._hand_priority = recording
        return self

    def __exit__(self, *exc):
        self.module._hand_priority = self.original
        return False


def mahjong_config(case):
    from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules

    ctx, rules = case["ctx"], case["rules"]
    is_open = any(mk in base.OPEN_MELDS for mk, _ in case["melds"])
    open_riichi = ctx["open_riichi"] and rules["open_riichi"]
    options = OptionalRules(
        has_open_tanyao=rules["open_tanyao"],
        has_aka_dora=rules["red_fives"] == [1, 1, 1],
        has_double_yakuman=bool(rules["double_yakuman"]),
        kazoe_limit={"yakuman": HandConstants.KAZOE_LIMITED,
                     "sanbaiman": HandConstants.KAZOE_SANBAIMAN,
                     "multiple": HandConstants.KAZOE_NO_LIMIT}[rules["kazoe"]],
        kiriage=rules["kiriage"],
        fu_for_open_pinfu=rules["open_pinfu_fu"] == 30,
        # see WORKAROUNDS: open hands always get their tsumo fu; closed pinfu
        # tsumo is raised to 30 fu by adjust_pinfu_tsumo()
        fu_for_pinfu_tsumo=is_open,
        renhou_as_yakuman=rules["renhou"] == "yakuman",
        has_daisharin=rules["daisharin"] and not is_open,
        has_daisharin_other_suits=rules["daisharin_other_suits"] and not is_open,
        has_sashikomi_yakuman=rules["sashikomi_yakuman"] and ctx["sashikomi"],
        limit_to_sextuple_yakuman=rules["max_yakuman"] == 6,
        paarenchan_needs_yaku=rules["paarenchan_needs_yaku"],
        has_daichisei=rules["daichisei"],
        is_three_player=False,
    )
    return HandConfig(
        is_tsumo=ctx["tsumo"],
        is_riichi=ctx["riichi"] and not ctx["double_riichi"],
        is_daburu_riichi=ctx["double_riichi"],
        is_ippatsu=ctx["ippatsu"],
        is_rinshan=ctx["rinshan"],
        is_chankan=ctx["chankan"],
        is_haitei=ctx["haitei"],
        is_houtei=ctx["houtei"],
        is_tenhou=ctx["tenhou"],
        is_chiihou=ctx["chiihou"],
        is_renhou=ctx["renhou"] and rules["renhou"] != "off",
        is_nagashi_mangan=False,
        is_open_riichi=open_riichi,
        player_wind=ctx["seat"],
        round_wind=ctx["round"],
        kyoutaku_number=ctx["sticks"],
        tsumi_number=ctx["honba"],
        paarenchan=1 if (rules["paarenchan"] and ctx["paarenchan"]) else 0,
        options=options,
    )


def fu_items_of(details):
    return [[d["fu"], d["reason"]] for d in sorted(details, key=lambda d: d["fu"], reverse=True)]


def map_yaku(hand_yaku, is_open):
    """mahjong's yaku list -> contract yaku map (values as counted for this hand)."""
    yaku = {}
    yakuman = 0

    def put(name, value):
        assert name not in yaku, (name, hand_yaku)
        yaku[name] = value

    for item in hand_yaku:
        value = item.han_open if (is_open and item.han_open) else item.han_closed
        if item.yaku_id == PY_OPEN_RIICHI:
            put("riichi", 1)
            put("open_riichi", value - 1)
        elif item.yaku_id == PY_DOUBLE_OPEN_RIICHI:
            put("double_riichi", 2)
            put("open_riichi", value - 2)
        elif item.yaku_id == PY_RENHOU:
            put("renhou", value)
        elif item.yaku_id in PY_EXTRA:
            put(PY_EXTRA[item.yaku_id], value)
        elif item.yaku_id in base.PY_YAKU_ID:
            put(base.PY_YAKU_ID[item.yaku_id], value)
        else:
            raise AssertionError(f"unmapped mahjong yaku {item.yaku_id} {item.name}")
        if item.is_yakuman:
            yakuman += value
    return dict(sorted(yaku.items())), yakuman


def python_score(case):
    """(expected, note) for a case; note names an exclusion reason or is None."""
    from mahjong.hand_calculating.hand import HandCalculator
    from mahjong.hand_calculating.scores import ScoresCalculator
    from mahjong.meld import Meld

    ctx, rules = case["ctx"], case["rules"]
    # base.assign_ids reads the legacy aka flag to reserve copy 0 for red fives
    ids_case = dict(case, rules=case["legacy_rules"])
    conc, melds, dora, ura = base.assign_ids(ids_case)
    win_kind, win_red = case["win"]
    win_id = next(i for i, (k, r) in zip(conc, case["concealed"]) if k == win_kind and r == win_red)
    py_melds = []
    for mk, ids in melds:
        kind = {"chi": Meld.CHI, "pon": Meld.PON, "kan": Meld.KAN,
                "shouminkan": Meld.SHOUMINKAN, "ankan": Meld.KAN}[mk]
        py_melds.append(Meld(meld_type=kind, tiles=sorted(ids), opened=mk != "ankan"))
    config = mahjong_config(case)
    all_ids = conc + [i for _, ids in melds for i in ids]
    with Recorder() as rec:
        res = HandCalculator.estimate_hand_value(all_ids, win_id, melds=py_melds,
                                                 dora_indicators=dora, ura_dora_indicators=ura,
                                                 config=config)
    if res.error:
        if res.error not in base.PY_ERRORS:
            raise AssertionError(f"unexpected mahjong error {res.error!r} for {case_input(case)}")
        return {"error": base.PY_ERRORS[res.error]}, None
    is_open = bool(res.is_open_hand)
    readings = [h for h in rec.seen.values() if not h["error"]]

    # pinfu_tsumo_fu 30: the pinfu reading of a tsumo keeps pinfu and counts its 2 tsumo fu
    adjusted = False
    if rules["pinfu_tsumo_fu"] == 30 and ctx["tsumo"] and not is_open:
        new = []
        for h in readings:
            if any(y.yaku_id == 12 for y in h["hand_yaku"]) and not any(
                    y.is_yakuman for y in h["hand_yaku"]):
                assert h["fu"] == 20 and [d["reason"] for d in h["fu_details"]] == ["base"], h
                h = dict(h, fu=30, fu_details=[{"fu": 2, "reason": "tsumo"},
                                               {"fu": 20, "reason": "base"}])
                h["cost"] = ScoresCalculator.calculate_scores(h["han"], 30, config, False)
                adjusted = True
            new.append(h)
        readings = new

    def priority(h):
        return (h["cost"]["total"], any(y.is_yakuman for y in h["hand_yaku"]), h["han"], h["fu"])

    top_key = max(priority(h) for h in readings)
    top = [h for h in readings if priority(h) == top_key]
    # the contract ranks readings by total, yakuman, han, fu: a tie that differs in yaku
    # has no single answer
    shapes = {tuple(sorted(y.yaku_id for y in h["hand_yaku"])) for h in top}
    if len(shapes) > 1:
        return None, "ambiguous best reading (yaku)"
    best_sum = max(sum(d["fu"] for d in h["fu_details"]) for h in top)
    top = [h for h in top if sum(d["fu"] for d in h["fu_details"]) == best_sum]
    items = {json.dumps(fu_items_of(h["fu_details"])) for h in top}
    if len(items) > 1:
        return None, "ambiguous best reading (fu items)"
    best = top[0]
    fu_tie = len({json.dumps(fu_items_of(h["fu_details"])) for h in readings
                  if priority(h) == top_key}) > 1

    if not adjusted:  # the selection above must be mahjong's own
        assert (best["han"], best["fu"], best["cost"]["total"]) == (res.han, res.fu, res.cost["total"])
        assert fu_items_of(best["fu_details"]) == fu_items_of(res.fu_details or []), (
            best["fu_details"], res.fu_details)

    yaku, yakuman_han = map_yaku(best["hand_yaku"], is_open)
    han = best["han"]
    if yakuman_han:
        assert all(n in base.YAKUMAN_IDS + ("daisharin", "daichisei", "renhou", "sashikomi",
                                            "paarenchan") for n in yaku), yaku
        assert han == yakuman_han or (rules["max_yakuman"] == 6 and han == 78 < yakuman_han)
        mult = yakuman_han // 13
    else:
        assert sum(yaku.values()) == han, (yaku, han)
        mult = 0
    limit, base_points = limit_and_base(han, best["fu"], mult, rules)
    cost = best["cost"]
    main = cost["main"] + cost["main_bonus"]
    additional = cost["additional"] + cost["additional_bonus"]
    exp = base.payments(base_points, ctx["seat"] == base.EAST, ctx["tsumo"], ctx["honba"],
                        ctx["sticks"])
    assert (main, additional, cost["total"]) == exp, (cost, exp, case_input(case))
    check_label(cost["yaku_level"], limit, han, rules)
    expected = {
        "han": han,
        "fu": 0 if yakuman_han else best["fu"],
        "yaku": yaku,
        "main": main,
        "additional": additional,
        "total": cost["total"],
        "limit": limit,
        "fu_items": [] if yakuman_han else fu_items_of(best["fu_details"]),
    }
    return expected, ("fu items tie broken by unrounded fu" if fu_tie else None)


LABEL_QUIRKS = Counter()


def check_label(py_level, limit, han, rules):
    """mahjong's yaku_level against the limit; its known mislabels are counted."""
    if py_level == limit:
        return
    quirk = None
    if limit == "kazoe yakuman" and py_level == "yakuman":
        quirk = "kazoe yakuman labelled 'yakuman'"
    elif limit.startswith("kazoe ") and py_level == limit[len("kazoe "):]:
        quirk = "multiple kazoe labelled as a yakuman multiple"
    elif limit == "mangan" and rules["kiriage"] and han < 5 and py_level == "":
        quirk = "kiriage on: 3-4 han mangan labelled ''"
    elif limit == "7x yakuman" and py_level == "6x yakuman":
        quirk = "7x yakuman (no cap) labelled '6x yakuman'"
    else:
        raise AssertionError((py_level, limit, han))
    if quirk:
        LABEL_QUIRKS[quirk] += 1


# ---------------------------------------------------------------------------
# Input, legality, reference cross-check.
# ---------------------------------------------------------------------------

def case_input(case):
    inp = base.case_input(dict(case, rules=case["legacy_rules"]))
    ctx = case["ctx"]
    inp["rules"] = dict(case["rules"])
    inp.update({
        "kita": 0,
        "renhou": ctx["renhou"],
        "open_riichi": ctx["open_riichi"],
        "sashikomi": ctx["sashikomi"],
        "paarenchan": ctx["paarenchan"],
        "liable": None,
        "discarder": None,
    })
    return inp


def validate(case, inp):
    """The base generator's legality checks, plus those of the new situations."""
    legacy = base.case_input(dict(case, rules=case["legacy_rules"]))
    reference, ambiguous = base.ref_score(base.case_from_input(legacy))
    if ambiguous:
        return None
    base.validate_input(legacy, reference)  # legal situation, tile counts, round trip
    ctx = case["ctx"]
    where = json.dumps(inp)
    riichi_any = ctx["riichi"] or ctx["double_riichi"]
    if ctx["renhou"]:
        assert not ctx["tsumo"] and not case["melds"] and ctx["seat"] != base.EAST, where
        assert not riichi_any and not any(ctx[k] for k in (
            "ippatsu", "rinshan", "chankan", "haitei", "houtei", "tenhou", "chiihou")), where
    assert riichi_any or not ctx["open_riichi"], where
    assert not ctx["sashikomi"] or (ctx["open_riichi"] and not ctx["tsumo"]), where
    assert not ctx["paarenchan"] or ctx["seat"] == base.EAST, where
    r = case["rules"]
    assert r["daisharin"] or not r["daisharin_other_suits"], where
    return reference


def options_matter(case, expected):
    """Names of the varied options that could move this case away from the default
    contract of scripts/gen_score_fixture.py (an empty list: the reference scorer
    there must give the same answer)."""
    r, ctx = case["rules"], case["ctx"]
    is_open = any(mk in base.OPEN_MELDS for mk, _ in case["melds"])
    kinds = Counter(k for k, _ in case["concealed"])
    seven_pairs_shape = not case["melds"] and set(kinds.values()) == {2}
    yakuman = "error" not in expected and expected["limit"].endswith("yakuman") \
        and not expected["limit"].startswith("kazoe")
    matter = []
    if r["kazoe"] != "yakuman" and "error" not in expected and not yakuman \
            and expected["han"] >= 11:
        matter.append("kazoe")
    if r["open_pinfu_fu"] != 30 and is_open and not ctx["tsumo"]:
        matter.append("open_pinfu_fu")
    if r["pinfu_tsumo_fu"] != 20 and not is_open and ctx["tsumo"]:
        matter.append("pinfu_tsumo_fu")
    if r["max_yakuman"] != 6 and yakuman and expected["han"] > 78:
        matter.append("max_yakuman")
    if (r["daisharin"] or r["daichisei"]) and seven_pairs_shape:
        matter.append("daisharin/daichisei")
    if ctx["renhou"] and r["renhou"] != "off":
        matter.append("renhou")
    if ctx["open_riichi"] and r["open_riichi"]:
        matter.append("open_riichi")
    if ctx["paarenchan"] and r["paarenchan"]:
        matter.append("paarenchan")
    return matter


# ---------------------------------------------------------------------------
# Main.
# ---------------------------------------------------------------------------

def option_value(rules, key):
    v = rules[key]
    if key == "double_yakuman":
        return "all" if v else "none"
    if key == "red_fives":
        return ",".join(map(str, v))
    return str(v).lower() if isinstance(v, bool) else str(v)


VARIED = ("red_fives", "open_tanyao", "kiriage", "kazoe", "double_yakuman", "max_yakuman",
          "renhou", "open_pinfu_fu", "pinfu_tsumo_fu", "daisharin", "daisharin_other_suits",
          "daichisei", "sashikomi_yakuman", "paarenchan", "paarenchan_needs_yaku", "open_riichi")


def coverage(stats):
    n = stats["written"]
    lines = [f"Cases written: {n}", "", "| yaku id | cases |", "|---|---:|"]
    for y in ALL_YAKU_IDS:
        lines.append(f"| `{y}` | {stats['yaku'][y]} |")
    lines += ["", "| limit | cases |", "|---|---:|"]
    for lim in LIMITS:
        lines.append(f"| {'`' + lim + '`' if lim else '(none)'} | {stats['limit'][lim]} |")
    lines += ["", "| error | cases |", "|---|---:|"]
    for e in ("no_yaku", "not_a_winning_hand"):
        lines.append(f"| `{e}` | {stats['error'][e]} |")
    lines += ["", "| option = value | cases |", "|---|---:|"]
    for (k, v), c in sorted(stats["option"].items()):
        lines.append(f"| `{k}` = `{v}` | {c} |")
    lines += ["", "| context | cases |", "|---|---:|"]
    for k, c in sorted(stats["context"].items()):
        lines.append(f"| {k} | {c} |")
    lines += ["", "| fu item reason | cases |", "|---|---:|"]
    for k, c in sorted(stats["fu_reason"].items()):
        lines.append(f"| `{k}` | {c} |")
    lines += ["", "| plan (what the case was built for) | cases written |", "|---|---:|"]
    for p, _ in PLANS:
        lines.append(f"| {p} | {stats['plan'][p]} |")
    lines += ["", "| excluded or noted | cases |", "|---|---:|"]
    for k, c in sorted(stats["excluded"].items()):
        lines.append(f"| {k} | {c} |")
    lines += ["", "| mahjong label quirk (limit written correctly) | cases |", "|---|---:|"]
    for k, c in sorted(LABEL_QUIRKS.items()):
        lines.append(f"| {k} | {c} |")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", help="write the fixture here instead of standard output")
    parser.add_argument("--cases", type=int, default=DEFAULT_CASES)
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args()

    base.check_mahjong_version()
    base.run_hand_checks()  # the default-rule mapping still holds

    rng = random.Random(args.seed)
    lines, seen = [], set()
    stats = {"written": 0, "yaku": Counter(), "limit": Counter(), "error": Counter(),
             "option": Counter(), "context": Counter(), "plan": Counter(),
             "excluded": Counter(), "fu_reason": Counter()}
    while len(lines) < args.cases:
        plan, _name, case = generate(rng)
        inp = case_input(case)
        key = json.dumps(inp, sort_keys=True)
        if key in seen:
            stats["excluded"]["duplicate input"] += 1
            continue
        seen.add(key)
        expected, note = python_score(case)
        if expected is None:
            stats["excluded"][note] += 1
            continue
        if expected.get("error") == "no_yaku" and rng.random() < base.NO_YAKU_DROP:
            stats["excluded"]["no_yaku thinned out (generator balance)"] += 1
            continue
        reference = validate(case, inp)
        if reference is None:
            stats["excluded"]["ambiguous under the default-rule reference scorer"] += 1
            continue
        if not options_matter(case, expected):
            stripped = {k: v for k, v in expected.items() if k != "fu_items"}
            if stripped != reference:
                raise AssertionError(f"mahjong and the reference scorer disagree on a "
                                     f"default-rule case\n{json.dumps(inp)}\n{expected}\n{reference}")
            stats["excluded"]["(noted) cross-checked against the reference scorer"] += 1
        if note:
            stats["excluded"][f"(noted) {note}"] += 1
        stats["written"] += 1
        stats["plan"][plan] += 1
        for k in VARIED:
            stats["option"][(k, option_value(case["rules"], k))] += 1
        for k in ("renhou", "open_riichi", "sashikomi", "paarenchan"):
            if case["ctx"][k]:
                stats["context"][f"`{k}` true"] += 1
        if "error" in expected:
            stats["error"][expected["error"]] += 1
        else:
            stats["yaku"].update(expected["yaku"].keys())
            stats["limit"][expected["limit"]] += 1
            stats["fu_reason"].update({r for _, r in expected["fu_items"]})
        lines.append(json.dumps({"input": inp, "expected": expected}, separators=(",", ":")))

    text = "\n".join(lines) + "\n"
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    print(coverage(stats), file=sys.stderr)


if __name__ == "__main__":
    main()
