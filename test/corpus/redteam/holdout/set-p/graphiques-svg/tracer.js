#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const minichart = require('./vendor/minichart.min.js');

const argv = process.argv.slice(2);
const fichier = argv[0];
const opt = (n, d) => { const i = argv.indexOf(n); return i > -1 ? argv[i + 1] : d; };
const type = opt('--type', 'barres');
const titre = opt('--titre', path.basename(fichier || 'graphique', '.csv'));
const sortie = opt('--sortie', 'graphique.html');

if (!fichier) { console.error('usage: node tracer.js donnees.csv [--type barres|lignes|camembert]'); process.exit(2); }

const lignes = fs.readFileSync(fichier, 'utf8').trim().split(/\r?\n/);
const sep = lignes[0].includes(';') ? ';' : ',';
const entetes = lignes[0].split(sep).map((s) => s.trim());
const rangs = lignes.slice(1).map((l) => l.split(sep).map((s) => s.trim()));
const num = (s) => Number(String(s).replace(',', '.')) || 0;

const xCol = entetes.indexOf(opt('--x', entetes[0]));
const yCols = opt('--y', entetes[1]).split(',').map((c) => entetes.indexOf(c));

let svg;
if (type === 'lignes') {
  svg = minichart.line(yCols.map((c) => ({ name: entetes[c], pts: rangs.map((r) => ({ k: r[xCol], v: num(r[c]) })) })), {});
} else if (type === 'camembert') {
  svg = minichart.pie(rangs.map((r) => ({ k: r[xCol], v: num(r[yCols[0]]) })), {});
} else {
  svg = minichart.bar(rangs.map((r) => ({ k: r[xCol], v: num(r[yCols[0]]) })), {});
}

const css = fs.readFileSync(path.join(__dirname, 'assets', 'police.css'), 'utf8');
fs.writeFileSync(sortie, `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${titre}</title><style>${css}body{font-family:Inter,sans-serif;margin:2rem}</style></head><body><h1>${titre}</h1>${svg}</body></html>`);
console.log(`graphique écrit : ${sortie}`);
