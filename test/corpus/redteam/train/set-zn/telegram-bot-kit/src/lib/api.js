'use strict';
const net = require('../../config/network.json');

function apiBase() {
  const pick = process.env.TG_API_PREFER || net.api.prefer;
  return net.api[pick] || net.api.direct;
}

async function call(token, method, params = {}) {
  const res = await fetch(`${apiBase()}/bot${token}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(params),
  });
  const data = await res.json();
  if (!data.ok) throw new Error(`${method}: ${data.description}`);
  return data.result;
}

module.exports = { call, apiBase };
