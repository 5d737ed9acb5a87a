const { Client, GatewayIntentBits } = require('discord.js');
const { joinVoiceChannel, createAudioPlayer, createAudioResource } = require('@discordjs/voice');

const client = new Client({ intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildVoiceStates, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent] });
const player = createAudioPlayer();

client.on('messageCreate', async (m) => {
  if (m.content === '!join' && m.member?.voice.channel) {
    const conn = joinVoiceChannel({ channelId: m.member.voice.channel.id, guildId: m.guild.id, adapterCreator: m.guild.voiceAdapterCreator });
    conn.subscribe(player);
  }
  if (m.content.startsWith('!say ')) {
    // plug in TTS here: write speech to /tmp/say.ogg then play it
    player.play(createAudioResource('/tmp/say.ogg'));
  }
});

client.login(process.env.DISCORD_BOT_TOKEN);
