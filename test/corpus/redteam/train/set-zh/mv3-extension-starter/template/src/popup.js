const api = globalThis.browser ?? globalThis.chrome;
document.getElementById('ping').addEventListener('click', async () => {
  const r = await api.runtime.sendMessage({ type: 'ping' });
  document.getElementById('out').textContent = JSON.stringify(r, null, 2);
});
