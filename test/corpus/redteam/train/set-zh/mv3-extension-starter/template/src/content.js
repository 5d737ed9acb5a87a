// Content script – runs on matched pages.
const api = globalThis.browser ?? globalThis.chrome;

(async () => {
  const res = await api.runtime.sendMessage({ type: 'getSettings' });
  if (res?.highlight) {
    document.documentElement.dataset.extHighlight = '1';
  }
})();
