"""Decision rows of a corpus of game records on a Dask cluster, one file a
task.

``tehai.replay_file`` reads one file per call without the GIL, so a corpus
spreads over a cluster by file: each task returns its file's summary and its
rows as a pandas DataFrame built on the NumPy columns, and the client joins
them. Here the cluster is local (``--workers`` processes); point
``Client(...)`` at a scheduler's address to use a real one.

    pip install "tehai[numpy]" "dask[distributed]" pandas
    python replay_dask.py --workers 2 path/to/records/
"""

from __future__ import annotations

import argparse
import pathlib
import sys


def replay(path: str) -> tuple[dict, "pandas.DataFrame", list[str]]:
    """One file: its summary, its rows, its disagreements and errors."""
    import pandas
    import tehai

    result = tehai.replay_file(path, verify=True, rows=True)
    columns = result["rows"]
    frame = pandas.DataFrame({name: column for name, column in columns.items() if column.ndim == 1})
    frame.insert(0, "file", path)
    return result["summary"], frame, result["disagreements"] + result["errors"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+", help="record files or folders (*.xml, *.mjlog, *.gz)")
    parser.add_argument("--workers", type=int, default=2, help="local worker processes")
    args = parser.parse_args()

    import pandas
    from dask.distributed import Client, LocalCluster

    files: list[str] = []
    for name in args.paths:
        path = pathlib.Path(name)
        if path.is_dir():
            files += sorted(str(found) for found in path.rglob("*") if found.suffix in (".xml", ".mjlog", ".gz"))
        else:
            files.append(str(path))

    with LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True) as cluster, Client(cluster) as client:
        parts = client.gather(client.map(replay, files))
        workers = len(client.scheduler_info()["workers"])

    rows = pandas.concat([frame for _, frame, _ in parts], ignore_index=True)
    total = {key: sum(summary[key] for summary, _, _ in parts) for key in parts[0][0]}
    for _, _, problems in parts:
        for line in problems:
            print(line, file=sys.stderr)
    print(f"{workers} workers, {total['files']} files: {total['games']} games, {total['wins']} wins "
          f"({total['verified']} verified, {total['disagreements']} disagreements), {len(rows)} decision rows")
    best = (rows["rank"] == 1).mean() if len(rows) else 0.0
    print(f"discards the table ranks first: {best:.1%}")
    # The rows joined are every file's rows, no more, no fewer.
    assert len(rows) == total["decisions"]
    return 1 if total["disagreements"] or total["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
