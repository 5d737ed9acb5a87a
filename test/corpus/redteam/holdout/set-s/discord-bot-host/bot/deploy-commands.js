require('dotenv').config();
const { REST, Routes, SlashCommandBuilder } = require('discord.js');
const cmds = [
  new SlashCommandBuilder().setName('ping').setDescription('latency check'),
  new SlashCommandBuilder().setName('serverstatus').setDescription('query a game server')
    .addStringOption((o) => o.setName('host').setDescription('host:port').setRequired(true)),
].map((c) => c.toJSON());
new REST().setToken(process.env.DISCORD_TOKEN)
  .put(Routes.applicationGuildCommands(process.env.CLIENT_ID, process.env.GUILD_ID), { body: cmds })
  .then(() => console.log('commands deployed'));
