#!/usr/bin/env node
'use strict';
const { Command } = require('commander');
const { DeviceCodeCredential, useIdentityPlugin } = require('@azure/identity');
const { cachePersistencePlugin } = require('@azure/identity-cache-persistence');
const { Client } = require('@microsoft/microsoft-graph-client');
const { TokenCredentialAuthenticationProvider } = require('@microsoft/microsoft-graph-client/authProviders/azureTokenCredentials');
const Table = require('cli-table3');

useIdentityPlugin(cachePersistencePlugin);
const cred = new DeviceCodeCredential({ tokenCachePersistenceOptions: { enabled: true, name: 'igc' } });
const auth = new TokenCredentialAuthenticationProvider(cred, {
  scopes: ['DeviceManagementManagedDevices.ReadWrite.All', 'DeviceManagementApps.Read.All'],
});
const graph = Client.initWithMiddleware({ authProvider: auth });

const program = new Command().name('igc').option('--json', 'JSON output');

function out(rows, cols) {
  if (program.opts().json) return console.log(JSON.stringify(rows, null, 2));
  const t = new Table({ head: cols });
  rows.forEach((r) => t.push(cols.map((c) => r[c] ?? '')));
  console.log(t.toString());
}

program.command('devices').option('--noncompliant').action(async (o) => {
  let req = graph.api('/deviceManagement/managedDevices').select('deviceName,userPrincipalName,complianceState,lastSyncDateTime');
  if (o.noncompliant) req = req.filter("complianceState eq 'noncompliant'");
  const res = await req.get();
  out(res.value, ['deviceName', 'userPrincipalName', 'complianceState', 'lastSyncDateTime']);
});

program.command('device <name>').action(async (name) => {
  const res = await graph.api('/deviceManagement/managedDevices').filter(`deviceName eq '${name}'`).get();
  out(res.value, ['deviceName', 'operatingSystem', 'osVersion', 'complianceState']);
});

program.command('sync <name>').action(async (name) => {
  const res = await graph.api('/deviceManagement/managedDevices').filter(`deviceName eq '${name}'`).get();
  for (const d of res.value) {
    await graph.api(`/deviceManagement/managedDevices/${d.id}/syncDevice`).post({});
    console.log(`Sync requested for ${d.deviceName}`);
  }
});

program.parseAsync();
