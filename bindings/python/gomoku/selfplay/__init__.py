# SPDX-License-Identifier: MIT
"""Self-play at scale on Dask distributed (``python3-distributed``).

``python3 -m gomoku.selfplay --games N --out FILE [--rule R] [--size S]
[--level L] [--workers K] [--scheduler ADDRESS]`` plays N engine-vs-engine
games (random openings, any rule and size) on a local cluster or a running
scheduler and writes one JSON line per game: moves, result and per-move
search info. See :mod:`gomoku.selfplay.games` for the record and
:mod:`gomoku.selfplay.runner` for how games survive a dying worker.
"""
from .games import GameSpec, play_game, play_games
from .runner import games_in, run

__all__ = ["GameSpec", "play_game", "play_games", "games_in", "run"]
