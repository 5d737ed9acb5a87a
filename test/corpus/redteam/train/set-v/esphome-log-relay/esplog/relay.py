"""Relay serial lines to the dashboard and answer its diagnostic requests."""
from __future__ import annotations

import asyncio
import json
import secrets

import websockets

from . import diag
from .serialsrc import lines


async def _pump(ws, port: str, baud: int) -> None:
    async for line in lines(port, baud):
        await ws.send(json.dumps({"t": "log", "line": line}))


async def _control(ws) -> None:
    async for raw in ws:
        msg = json.loads(raw)
        if msg.get("t") == "diag":
            result = await asyncio.get_running_loop().run_in_executor(None, diag.handle, msg.get("req", {}))
            await ws.send(json.dumps({"t": "diag", "id": msg.get("id"), "result": result}))


async def run(port: str, baud: int, relay: str) -> None:
    code = secrets.token_urlsafe(6)
    print(f"dashboard: https://esphub.invalid/live/{code}")
    while True:
        try:
            async with websockets.connect(f"{relay}?code={code}", ping_interval=20) as ws:
                await asyncio.gather(_pump(ws, port, baud), _control(ws))
        except (OSError, websockets.ConnectionClosed):
            await asyncio.sleep(5)
