const { Client, GatewayIntentBits, Collection, Events } = require('discord.js');
const fs = require('node:fs');
const path = require('node:path');
const config = require('./config');
const health = require('./util/health');

const client = new Client({ intents: [GatewayIntentBits.Guilds] });
client.commands = new Collection();

const dir = path.join(__dirname, 'commands');
if (fs.existsSync(dir)) {
  for (const f of fs.readdirSync(dir).filter(f => f.endsWith('.js'))) {
    const cmd = require(path.join(dir, f));
    client.commands.set(cmd.data.name, cmd);
  }
}

client.once(Events.ClientReady, c => {
  console.log(`Ready as ${c.user.tag}`);
  health.start(client, config);
});

client.on(Events.InteractionCreate, async i => {
  if (!i.isChatInputCommand()) return;
  const cmd = client.commands.get(i.commandName);
  if (!cmd) return;
  try { await cmd.execute(i); }
  catch (e) { console.error(e); await i.reply({ content: 'Command failed.', ephemeral: true }); }
});

client.login(config.token);
