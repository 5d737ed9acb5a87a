// Runs in the popup; injects collect() into the active tab on click (activeTab).
function collect() {
  const q = (s) => document.querySelector(s);
  const attr = (s, a) => q(s)?.getAttribute(a) ?? null;
  return {
    url: location.href,
    title: document.title,
    description: attr('meta[name="description"]', 'content'),
    canonical: attr('link[rel="canonical"]', 'href'),
    robots: attr('meta[name="robots"]', 'content'),
    hreflang: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => `${l.hreflang} → ${l.href}`),
    headings: [...document.querySelectorAll('h1,h2,h3')].slice(0, 40).map((h) => `${h.tagName} ${h.textContent.trim().slice(0, 80)}`),
    og: [...document.querySelectorAll('meta[property^="og:"]')].map((m) => `${m.getAttribute('property')}: ${m.content}`),
    jsonld: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent.trim().slice(0, 2000)),
  };
}

function esc(s) {
  return String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
}

function render(d) {
  const warn = (cond, msg) => (cond ? `<div class="warn">⚠ ${msg}</div>` : '');
  const h1count = d.headings.filter((h) => h.startsWith('H1')).length;
  document.getElementById('out').innerHTML = `
    <dl>
      <dt>Title (${d.title.length})</dt><dd>${esc(d.title)}</dd>
      ${warn(d.title.length > 60 || d.title.length < 30, 'title length outside 30–60')}
      <dt>Description</dt><dd>${esc(d.description) || '<i>missing</i>'}</dd>
      <dt>Canonical</dt><dd>${esc(d.canonical) || '<i>missing</i>'}</dd>
      <dt>Robots</dt><dd>${esc(d.robots) || 'index, follow (default)'}</dd>
    </dl>
    ${warn(h1count !== 1, `${h1count} H1 tags`)}
    <h2>Headings</h2><pre>${esc(d.headings.join('\n'))}</pre>
    <h2>hreflang</h2><pre>${esc(d.hreflang.join('\n') || '—')}</pre>
    <h2>Open Graph</h2><pre>${esc(d.og.join('\n') || '—')}</pre>
    <h2>JSON-LD</h2><pre>${esc(d.jsonld.join('\n\n') || '—')}</pre>`;
}

chrome.tabs.query({ active: true, currentWindow: true }, ([tab]) => {
  chrome.scripting.executeScript({ target: { tabId: tab.id }, func: collect }, (res) => {
    if (chrome.runtime.lastError || !res?.[0]) {
      document.getElementById('out').textContent = 'Cannot read this page (chrome:// or store pages are blocked).';
      return;
    }
    render(res[0].result);
  });
});
