#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const yaml = require('js-yaml');
const plist = require('plist');
const { XMLValidator } = require('fast-xml-parsr');
const { program } = require('commander');

const KNOWN = require('./known-policies.json');

const REG_ROOT = {
  chrome: 'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Google\\Chrome',
  edge: 'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Microsoft\\Edge',
};

function regValue(v) {
  if (typeof v === 'boolean') return `dword:${v ? '00000001' : '00000000'}`;
  if (typeof v === 'number') return `dword:${v.toString(16).padStart(8, '0')}`;
  return JSON.stringify(String(v));
}

function toReg(browser, pol) {
  const lines = ['Windows Registry Editor Version 5.00', ''];
  const root = REG_ROOT[browser];
  lines.push(`[${root}]`);
  const lists = [];
  for (const [k, v] of Object.entries(pol)) {
    if (Array.isArray(v)) { lists.push([k, v]); continue; }
    lines.push(`"${k}"=${regValue(v)}`);
  }
  for (const [k, arr] of lists) {
    lines.push('', `[${root}\\${k}]`);
    arr.forEach((item, i) => lines.push(`"${i + 1}"=${regValue(item)}`));
  }
  return lines.join('\r\n') + '\r\n';
}

function toMobileconfig(browser, pol) {
  const domain = browser === 'chrome' ? 'com.google.Chrome' : 'com.microsoft.Edge';
  const uuid = () => require('crypto').randomUUID().toUpperCase();
  const xml = plist.build({
    PayloadContent: [{ PayloadType: domain, PayloadIdentifier: `${domain}.policy`, PayloadUUID: uuid(), PayloadVersion: 1, ...pol }],
    PayloadDisplayName: `${browser} managed policy`, PayloadIdentifier: `org.browser-mgmt.${browser}`,
    PayloadType: 'Configuration', PayloadUUID: uuid(), PayloadVersion: 1, PayloadScope: 'System',
  });
  if (XMLValidator.validate(xml) !== true) throw new Error('invalid plist generated');
  return xml;
}

program
  .argument('<file>')
  .option('--out <dir>', 'output dir', 'dist')
  .option('--check', 'validate only')
  .action((file, opts) => {
    const def = yaml.load(fs.readFileSync(file, 'utf8'));
    let bad = 0;
    for (const [b, pol] of Object.entries(def)) {
      for (const k of Object.keys(pol)) if (!KNOWN[b].includes(k)) { console.error(`unknown ${b} policy: ${k}`); bad++; }
    }
    if (opts.check) process.exit(bad ? 1 : 0);
    fs.mkdirSync(path.join(opts.out, 'linux', 'managed'), { recursive: true });
    for (const [b, pol] of Object.entries(def)) {
      fs.writeFileSync(path.join(opts.out, `${b}.reg`), toReg(b, pol), 'utf16le');
      fs.writeFileSync(path.join(opts.out, `${b === 'chrome' ? 'com.google.Chrome' : 'com.microsoft.Edge'}.mobileconfig`), toMobileconfig(b, pol));
      if (b === 'chrome') fs.writeFileSync(path.join(opts.out, 'linux', 'managed', 'policies.json'), JSON.stringify(pol, null, 2));
    }
    console.log(`wrote policies to ${opts.out}`);
  });

program.parse();
