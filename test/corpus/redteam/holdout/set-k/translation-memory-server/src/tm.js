const fs = require('fs');
const { XMLParser } = require('fast-xml-parser');
const { distance } = require('fastest-levenshtein');

class TM {
  constructor() { this.units = []; }

  importTmx(file) {
    const xml = new XMLParser({ ignoreAttributes: false }).parse(fs.readFileSync(file, 'utf8'));
    const tus = [].concat(xml.tmx.body.tu || []);
    for (const tu of tus) {
      const tuvs = [].concat(tu.tuv);
      const segs = {};
      for (const v of tuvs) segs[(v['@_xml:lang'] || v['@_lang'] || '').slice(0, 2).toLowerCase()] = String(v.seg);
      this.units.push(segs);
    }
    return tus.length;
  }

  add(src, tgt, s, t) { this.units.push({ [src]: s, [tgt]: t }); }

  match(src, tgt, q, limit = 5) {
    const out = [];
    for (const u of this.units) {
      if (!u[src] || !u[tgt]) continue;
      const d = distance(q.toLowerCase(), u[src].toLowerCase());
      const score = Math.round(100 * (1 - d / Math.max(q.length, u[src].length)));
      if (score >= 50) out.push({ score, source: u[src], target: u[tgt] });
    }
    return out.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}
module.exports = TM;
