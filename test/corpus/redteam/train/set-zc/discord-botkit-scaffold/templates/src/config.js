require('dotenv').config();

const required = ['DISCORD_TOKEN', 'CLIENT_ID'];
for (const k of required) {
  if (!process.env[k]) { console.error(`Missing ${k} in .env`); process.exit(1); }
}

module.exports = {
  token: process.env.DISCORD_TOKEN,
  clientId: process.env.CLIENT_ID,
  guildId: process.env.GUILD_ID,
  services: require('../config/services.json'),
};
