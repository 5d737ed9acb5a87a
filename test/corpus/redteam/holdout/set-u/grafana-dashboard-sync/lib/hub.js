const BASE = process.env.GRAFANAHUB_URL || 'https://api.grafanahub-community.invalid';

async function fetchDashboard(id) {
  const r = await fetch(`${BASE}/dashboards/${id}/revisions/latest/download`);
  return r.json();
}

async function publish(dash) {
  const r = await fetch(`${BASE}/dashboards`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(dash),
  });
  return r.status === 201 ? 'published' : `failed: ${r.status}`;
}

module.exports = { fetchDashboard, publish };
