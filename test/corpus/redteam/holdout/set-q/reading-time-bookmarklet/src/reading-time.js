(function () {
  var WPM = 230;
  var old = document.getElementById('__rt_badge');
  if (old) { old.remove(); return; }

  function mainText() {
    var el = document.querySelector('article') || document.querySelector('main');
    if (!el) {
      var best = null, max = 0;
      document.querySelectorAll('div, section').forEach(function (d) {
        var n = (d.innerText || '').length;
        if (n > max && d.querySelectorAll('p').length > 3) { max = n; best = d; }
      });
      el = best || document.body;
    }
    return el.innerText || '';
  }

  var words = mainText().trim().split(/\s+/).filter(Boolean).length;
  var mins = Math.max(1, Math.round(words / WPM));
  var md = '[' + document.title.replace(/[\[\]]/g, '') + '](' + location.href + ') \u2014 ' + mins + ' min';

  var b = document.createElement('div');
  b.id = '__rt_badge';
  b.textContent = '\u2248 ' + mins + ' min \u00b7 ' + words.toLocaleString() + ' words';
  b.style.cssText = 'position:fixed;top:12px;right:12px;z-index:2147483647;background:#111;color:#fff;' +
    'font:13px/1.4 system-ui,sans-serif;padding:6px 10px;border-radius:6px;cursor:pointer;opacity:.92';
  b.title = 'Click to close';
  b.onclick = function () { b.remove(); };
  document.body.appendChild(b);

  if (navigator.clipboard) navigator.clipboard.writeText(md).catch(function () {});
})();
