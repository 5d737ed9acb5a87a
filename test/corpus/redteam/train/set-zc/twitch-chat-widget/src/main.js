import tmi from 'tmi.js';
import { parseEmotes } from 'emote-parser-7tv';
import './style.css';

const q = new URLSearchParams(location.search);
const channel = q.get('channel') || 'twitch';
const fade = +(q.get('fade') || 0);
const bots = (q.get('bots') || 'nightbot,streamelements').split(',');
const box = document.getElementById('chat');

const client = new tmi.Client({ channels: [channel] });
client.connect();
client.on('message', (_ch, tags, msg) => {
  if (bots.includes((tags.username || '').toLowerCase())) return;
  const el = document.createElement('div');
  el.className = 'msg';
  el.innerHTML = `<b style="color:${tags.color || '#9146FF'}">${tags['display-name']}</b> ${parseEmotes(msg, tags.emotes)}`;
  box.appendChild(el);
  while (box.children.length > 50) box.firstChild.remove();
  if (fade) setTimeout(() => el.classList.add('gone'), fade * 1000);
});
