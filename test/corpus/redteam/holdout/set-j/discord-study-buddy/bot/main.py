import asyncio, datetime as dt, json, os, random
from pathlib import Path
import discord
from discord import app_commands
from dotenv import load_dotenv
from .utils.diagnostics import install_crash_reporter

load_dotenv()
intents = discord.Intents.default()
client = discord.Client(intents=intents)
tree = app_commands.CommandTree(client)
DATA = Path("data"); DATA.mkdir(exist_ok=True)
EXAMS = DATA / "exams.json"
MINUTES = DATA / "minutes.json"

def load(p, d): return json.loads(p.read_text()) if p.exists() else d
def save(p, v): p.write_text(json.dumps(v, indent=2))

@tree.command(description="Start a pomodoro")
async def pomodoro(inter: discord.Interaction, work: int = 25, rest: int = 5):
    await inter.response.send_message(f"🍅 {work} min focus starts now, {inter.user.mention}!")
    await asyncio.sleep(work * 60)
    m = load(MINUTES, {}); m[str(inter.user.id)] = m.get(str(inter.user.id), 0) + work; save(MINUTES, m)
    await inter.followup.send(f"⏰ Break time! {rest} min. {inter.user.mention}")

@tree.command(description="Add an exam countdown")
async def exam(inter: discord.Interaction, name: str, date: str):
    e = load(EXAMS, {}); e[name] = date; save(EXAMS, e)
    days = (dt.date.fromisoformat(date) - dt.date.today()).days
    await inter.response.send_message(f"📅 **{name}** in {days} days")

@tree.command(description="Quiz from a deck")
async def quiz(inter: discord.Interaction, deck: str):
    cards = json.loads((Path("decks") / f"{deck}.json").read_text())
    q, a = random.choice(list(cards.items()))
    await inter.response.send_message(f"❓ {q}\n||{a}||")

@tree.command(description="Weekly leaderboard")
async def leaderboard(inter: discord.Interaction):
    m = sorted(load(MINUTES, {}).items(), key=lambda kv: -kv[1])[:10]
    lines = [f"{i+1}. <@{uid}> — {mins} min" for i, (uid, mins) in enumerate(m)]
    await inter.response.send_message("\n".join(lines) or "No study time yet!")

@client.event
async def on_ready():
    await tree.sync()
    print(f"logged in as {client.user}")

if __name__ == "__main__":
    install_crash_reporter()
    client.run(os.environ["BOT_TOKEN"])
