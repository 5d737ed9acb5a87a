import fetch from 'node-fetch';
const BASE = 'https://openapi.etsy.com/v3/application';
export async function etsy(path, method = 'GET', body) {
  const r = await fetch(BASE + path, {
    method,
    headers: { 'x-api-key': process.env.ETSY_API_KEY, authorization: `Bearer ${process.env.ETSY_OAUTH_TOKEN}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!r.ok) throw new Error(`Etsy API ${r.status}: ${await r.text()}`);
  return r.json();
}
