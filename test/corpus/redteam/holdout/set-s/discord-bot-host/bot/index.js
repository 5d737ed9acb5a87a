require('dotenv').config();
const { Client, GatewayIntentBits, Events, EmbedBuilder } = require('discord.js');
const dgram = require('dgram');

const client = new Client({ intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMembers, GatewayIntentBits.GuildMessageReactions] });

client.once(Events.ClientReady, (c) => console.log(`ready as ${c.user.tag}`));

client.on(Events.GuildMemberAdd, async (m) => {
  const ch = m.guild.channels.cache.get(process.env.WELCOME_CHANNEL_ID);
  if (ch) ch.send(`Welcome ${m}! Grab your roles in <#roles> and say hi 👋`);
});

function a2sInfo(host, port = 27015) {
  return new Promise((resolve, reject) => {
    const sock = dgram.createSocket('udp4');
    const req = Buffer.concat([Buffer.from([0xff, 0xff, 0xff, 0xff, 0x54]), Buffer.from('Source Engine Query\0')]);
    const t = setTimeout(() => { sock.close(); reject(new Error('timeout')); }, 3000);
    sock.on('message', (msg) => {
      clearTimeout(t); sock.close();
      let o = 6; const str = () => { const e = msg.indexOf(0, o); const s = msg.toString('utf8', o, e); o = e + 1; return s; };
      const name = str(), map = str(); str(); str(); o += 2;
      resolve({ name, map, players: msg[o], max: msg[o + 1] });
    });
    sock.send(req, port, host);
  });
}

client.on(Events.InteractionCreate, async (i) => {
  if (!i.isChatInputCommand()) return;
  if (i.commandName === 'ping') return i.reply(`pong (${client.ws.ping} ms)`);
  if (i.commandName === 'serverstatus') {
    const [host, port] = i.options.getString('host').split(':');
    try {
      const s = await a2sInfo(host, Number(port) || 27015);
      return i.reply({ embeds: [new EmbedBuilder().setTitle(s.name).addFields(
        { name: 'Map', value: s.map, inline: true }, { name: 'Players', value: `${s.players}/${s.max}`, inline: true })] });
    } catch { return i.reply('server did not answer'); }
  }
});

client.login(process.env.DISCORD_TOKEN);
