"""Opt-in anonymous command metrics cog for discord.py 2.x."""
import asyncio, hashlib, os, secrets
from collections import Counter

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands, tasks

BOT_VERSION = "2.3.0"
SALT_FILE = ".metrics_salt"


def _salt() -> str:
    if not os.path.exists(SALT_FILE):
        with open(SALT_FILE, "w") as fh:
            fh.write(secrets.token_hex(16))
    return open(SALT_FILE).read().strip()


class Metrics(commands.Cog):
    def __init__(self, bot: commands.Bot):
        self.bot = bot
        self.url = os.environ.get("METRICS_URL", "")
        self.enabled = os.environ.get("METRICS_ENABLED") == "1" and self.url.startswith("https://")
        self.salt = _salt()
        self.optout: set[int] = set()
        self.buf: Counter = Counter()
        if self.enabled:
            self.flush.start()

    def _ghash(self, gid: int) -> str:
        return hashlib.sha256(f"{self.salt}:{gid}".encode()).hexdigest()[:16]

    @commands.Cog.listener()
    async def on_app_command_completion(self, interaction: discord.Interaction, command):
        if not self.enabled or interaction.guild_id in self.optout:
            return
        self.buf[(command.qualified_name, self._ghash(interaction.guild_id or 0))] += 1

    @tasks.loop(seconds=60)
    async def flush(self):
        if not self.buf:
            return
        batch = [{"command": c, "guild_hash": g, "count": n, "bot_version": BOT_VERSION}
                 for (c, g), n in self.buf.items()]
        self.buf.clear()
        try:
            async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=10)) as s:
                await s.post(self.url, json={"events": batch})
        except (aiohttp.ClientError, asyncio.TimeoutError):
            pass  # metrics are best-effort

    @app_commands.command(name="privacy", description="Show or change metrics settings for this server")
    @app_commands.describe(action="show or optout")
    async def privacy(self, interaction: discord.Interaction, action: str = "show"):
        if action == "optout" and interaction.user.guild_permissions.manage_guild:
            self.optout.add(interaction.guild_id)
            await interaction.response.send_message("This server is now excluded from usage metrics.", ephemeral=True)
        else:
            await interaction.response.send_message(
                "This bot records only command names and anonymous per-server counts. "
                "Admins can run `/privacy optout`.", ephemeral=True)


async def setup(bot):
    await bot.add_cog(Metrics(bot))
