const BASE = process.env.PIPELINEHQ_API || 'https://api.pipelinehq.invalid/v2';

async function call(method, path, body) {
  const res = await fetch(BASE + path, {
    method,
    headers: {
      authorization: `Bearer ${process.env.PIPELINEHQ_TOKEN}`,
      'content-type': 'application/json',
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) {
    const err = new Error(`${method} ${path} -> ${res.status}`);
    err.status = res.status;
    throw err;
  }
  return res.status === 204 ? null : res.json();
}

module.exports = {
  getDeal: (id) => call('GET', `/deals/${encodeURIComponent(id)}`).catch((e) => (e.status === 404 ? null : Promise.reject(e))),
  upsertDeal: (d) => call('PUT', `/deals/${encodeURIComponent(d.external_id)}`, d),
  listDeals: () => call('GET', '/deals?limit=500'),
};
