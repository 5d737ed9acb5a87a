#!/usr/bin/env bash
# fetch.sh lichess|chesscom <user> [n]
site="$1"; user="$2"; n="${3:-10}"
case "$site" in
  lichess) curl -s -H 'Accept: application/x-chess-pgn' "https://lichess.org/api/games/user/$user?max=$n&evals=false&clocks=false" > games.pgn;;
  chesscom)
    arch=$(curl -s "https://api.chess.com/pub/player/$user/games/archives" | python3 -c 'import sys,json;print(json.load(sys.stdin)["archives"][-1])')
    curl -s "$arch/pgn" > games.pgn;;
esac
echo "saved $(grep -c '^\[Event ' games.pgn) games to games.pgn"
