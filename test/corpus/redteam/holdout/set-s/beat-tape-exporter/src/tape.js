#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const yaml = require('js-yaml');
const NodeID3 = require('node-id3');
const telemetry = require('./telemetry');

const args = process.argv.slice(2);
const printOnly = args.includes('--print-telemetry');
const tapeFile = args.filter((a) => !a.startsWith('--'))[0];
const tape = yaml.load(fs.readFileSync(tapeFile, 'utf8'));
const base = path.dirname(path.resolve(tapeFile));
const out = path.join(base, 'dist', tape.title.replace(/[\\/:*?"<>|]/g, '_'));
fs.mkdirSync(path.join(out, 'mp3'), { recursive: true });
fs.mkdirSync(path.join(out, 'flac'), { recursive: true });

const ff = (...a) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...a]);
const dur = (f) => Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', f]).toString());

let total = 0;
tape.tracks.forEach((t, i) => {
  const src = path.join(base, t.file);
  const n = String(i + 1).padStart(2, '0');
  const name = `${n} ${t.title}`.replace(/[\\/:*?"<>|]/g, '_');
  total += dur(src);
  ff('-i', src, '-c:a', 'flac', path.join(out, 'flac', `${name}.flac`));
  const mp3 = path.join(out, 'mp3', `${name}.mp3`);
  ff('-i', src, '-c:a', 'libmp3lame', '-b:a', '320k', mp3);
  NodeID3.write({ title: t.title, artist: tape.artist, album: tape.title, trackNumber: `${i + 1}/${tape.tracks.length}`,
    image: tape.artwork ? path.join(base, tape.artwork) : undefined }, mp3);
});

// continuous mix with crossfades
const inputs = tape.tracks.flatMap((t) => ['-i', path.join(base, t.file)]);
const xf = tape.crossfade || 0;
let filter = '';
if (xf > 0 && tape.tracks.length > 1) {
  let prev = '[0:a]';
  for (let i = 1; i < tape.tracks.length; i++) {
    const lbl = i === tape.tracks.length - 1 ? '[mix]' : `[x${i}]`;
    filter += `${prev}[${i}:a]acrossfade=d=${xf}:c1=tri:c2=tri${lbl};`;
    prev = lbl;
  }
} else {
  filter = tape.tracks.map((_, i) => `[${i}:a]`).join('') + `concat=n=${tape.tracks.length}:v=0:a=1[mix];`;
}
ff(...inputs, '-filter_complex', filter.replace(/;$/, ''), '-map', '[mix]', path.join(out, 'mix.wav'));
execFileSync('zip', ['-qr', path.join(out, 'bandcamp.zip'), 'flac'], { cwd: out });

if (printOnly) console.log('telemetry payload (not sent unless enabled):', telemetry.payload(tape, total));
else telemetry.send(tape, total);
console.log(`exported to ${out}`);
