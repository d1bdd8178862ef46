"""``tehai.replay_file``: game records replayed, wins checked, decision rows
as NumPy columns, in agreement with ``tehai replay`` and the single calls."""

from __future__ import annotations

import csv
import gzip
import io
import os
import pathlib
import shutil
import subprocess

import numpy as np
import pytest

import tehai

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]
DATA = REPOSITORY / "tests" / "data" / "logs"
KINDS = [f"{rank}{suit}" for suit in "mps" for rank in range(1, 10)] + [f"{rank}z" for rank in range(1, 8)]


def sample_folder() -> pathlib.Path | None:
    """The real Tenhou records beside the repository, if there."""
    named = os.environ.get("TEHAI_SAMPLE_LOGS")
    if named:
        return pathlib.Path(named)
    for parent in REPOSITORY.parents:
        folder = parent / "shared" / "logs" / "tenhou"
        if folder.is_dir():
            return folder
    return None


def test_a_good_record() -> None:
    result = tehai.replay_file(DATA / "tenhou_small.xml")
    assert result["summary"] == {
        "files": 1, "games": 1, "rounds": 1, "wins": 1, "verified": 1,
        "disagreements": 0, "decisions": 0, "errors": 0, "bytes": result["summary"]["bytes"],
    }
    assert result["disagreements"] == [] and result["errors"] == []
    rows = result["rows"]
    assert rows["hand"].shape == (0, 34) and rows["hand"].dtype == np.uint8
    assert rows["useful"].dtype == np.uint64 and rows["shanten"].dtype == np.int8


def test_bad_games_are_named_and_skipped() -> None:
    path = DATA / "tenhou_bad_tile.xml"
    result = tehai.replay_file(str(path), verify=True, rows=False)
    assert result["errors"] == [f"{path}: game 1, byte 296 (line 1): not a tile (tag)"]
    assert result["summary"]["games"] == 1 and result["summary"]["verified"] == 1
    assert "rows" not in result
    with pytest.raises(OSError, match="no-such-file"):
        tehai.replay_file("no-such-file.xml")


def test_mjai_records() -> None:
    result = tehai.replay_file(DATA / "mjai_game.json")
    assert (result["summary"]["verified"], result["summary"]["decisions"]) == (2, 80)
    assert len(result["rows"]["rank"]) == 80


def test_tenhou6_records() -> None:
    result = tehai.replay_file(DATA / "tenhou6_small.json")
    summary = result["summary"]
    assert (summary["games"], summary["verified"], summary["decisions"]) == (1, 1, 5)
    assert result["rows"]["riichi"].tolist() == [True, False, False, False, False]
    path = DATA / "tenhou6_bad_meld.json"
    bad = tehai.replay_file(path)
    assert bad["errors"] == [f"{path}: game 1, byte 136 (line 1): not a meld (take)"]
    assert bad["summary"]["verified"] == 1


def test_expected_value_columns() -> None:
    plain = tehai.replay_file(DATA / "mjai_game.json")["rows"]
    assert np.isnan(plain["ev"]).all() and (plain["ev_rank"] == 0).all()
    rows = tehai.replay_file(DATA / "mjai_game.json", ev=1)["rows"]
    analysed = rows["ev_draws"] > 0
    # Every row at one shanten or less with a draw left, and no other.
    assert (analysed == ((rows["shanten"] <= 1) & (rows["wall_left"] >= 4))).all()
    assert analysed.any() and not analysed.all()
    assert np.isnan(rows["ev"][~analysed]).all()
    ev, best = rows["ev"][analysed], rows["ev_best_value"][analysed]
    assert (ev <= best).all() and (ev >= 0).all()
    assert ((rows["ev_rank"][analysed] == 1) == (ev == best)).all()
    assert ((rows["ev_win"][analysed] >= 0) & (rows["ev_win"][analysed] <= 1.5)).all()
    for column in ("game", "turn", "shanten", "discard", "rank"):
        assert (rows[column] == plain[column]).all()
    with pytest.raises(ValueError, match="0 to 3"):
        tehai.replay_file(DATA / "mjai_game.json", ev=4)


def test_gzip_reads_like_plain(tmp_path: pathlib.Path) -> None:
    packed = tmp_path / "game.mjlog"
    packed.write_bytes(gzip.compress((DATA / "tenhou_small.xml").read_bytes() * 2))
    result = tehai.replay_file(packed)
    assert (result["summary"]["games"], result["summary"]["verified"]) == (2, 2)


@pytest.mark.skipif(sample_folder() is None, reason="no sample Tenhou records beside the repository (TEHAI_SAMPLE_LOGS)")
def test_sample_records_agree_with_the_command_line_and_single_calls() -> None:
    folder = sample_folder()
    assert folder is not None
    files = sorted(folder.glob("*.xml"))
    results = [tehai.replay_file(path) for path in files]
    verified = sum(result["summary"]["verified"] for result in results)
    assert verified == 116 and all(not result["disagreements"] for result in results)
    columns = {name: np.concatenate([result["rows"][name] for result in results]) for name in results[0]["rows"]}
    assert len(columns["rank"]) == 6823
    cli = os.environ.get("TEHAI_CLI", str(REPOSITORY / "target" / "release" / "tehai"))
    if shutil.which(cli) is None and not pathlib.Path(cli).is_file():
        if os.environ.get("TEHAI_REQUIRE_CLI") == "1":
            pytest.fail(f"no tehai program at {cli}")
        pytest.skip(f"no tehai program at {cli}")
    out = subprocess.run([cli, "replay", "--rows", "-j", "1", *map(str, files)], capture_output=True, text=True, check=True).stdout
    table = list(csv.DictReader(io.StringIO(out)))
    assert len(table) == 6823
    for index, row in enumerate(table):
        assert int(row["shanten"]) == columns["shanten"][index]
        assert int(row["rank"]) == columns["rank"][index]
        assert int(row["useful_count"]) == columns["useful_count"][index]
        assert row["discard"][0:2].replace("0", "5") == KINDS[columns["discard"][index]]
        assert row["best"] == KINDS[columns["best"][index]]
        useful = int(columns["useful"][index])
        kinds = [KINDS[kind] for kind in range(34) if useful >> kind & 1]
        assert row["useful"] == "".join(kinds) or tehai.tiles(row["useful"], "mjai") == tehai.tiles("".join(kinds), "mjai")
    # Rows without melds: the shanten column is that of the hand.
    plain = np.flatnonzero(columns["meld_count"] == 0)[:300]
    hands = columns["hand"][plain]
    expected = np.maximum(tehai.shanten_batch(np.ascontiguousarray(hands)), 0)
    assert (columns["shanten"][plain] == expected).all()
