function onOpen() {
  SpreadsheetApp.getUi().createMenu('Availability').addItem('Find slots', 'findSlots').addToUi();
}

function readSetup_() {
  const sh = SpreadsheetApp.getActive().getSheetByName('Setup');
  if (!sh) throw new Error('Create a sheet named "Setup" first (see instructions).');
  const v = sh.getRange('B1:B6').getValues().map(r => r[0]);
  const [startH, endH] = String(v[4] || '09:00-17:00').split('-');
  return {
    calendars: String(v[0]).split(',').map(s => s.trim()).filter(Boolean),
    minutes: Number(v[1]) || 60,
    from: new Date(v[2]), to: new Date(v[3]),
    startH, endH, tz: v[5] || Session.getScriptTimeZone()
  };
}

function busyBlocks_(cfg) {
  const resp = Calendar.Freebusy.query({
    timeMin: cfg.from.toISOString(), timeMax: cfg.to.toISOString(), timeZone: cfg.tz,
    items: cfg.calendars.map(id => ({ id }))
  });
  const blocks = [];
  Object.keys(resp.calendars).forEach(id => {
    (resp.calendars[id].busy || []).forEach(b => blocks.push([new Date(b.start), new Date(b.end)]));
  });
  return blocks.sort((a, b) => a[0] - b[0]);
}

function at_(day, hhmm, tz) {
  const d = Utilities.formatDate(day, tz, 'yyyy-MM-dd');
  return new Date(Utilities.formatDate(new Date(d + 'T' + hhmm + ':00'), tz, "yyyy-MM-dd'T'HH:mm:ssXXX"));
}

function findSlots() {
  const cfg = readSetup_();
  const busy = busyBlocks_(cfg);
  const out = [];
  for (let day = new Date(cfg.from); day <= cfg.to; day.setDate(day.getDate() + 1)) {
    const dow = day.getDay();
    if (dow === 0 || dow === 6) continue;
    let cursor = at_(day, cfg.startH, cfg.tz);
    const end = at_(day, cfg.endH, cfg.tz);
    while (cursor.getTime() + cfg.minutes * 60000 <= end.getTime()) {
      const slotEnd = new Date(cursor.getTime() + cfg.minutes * 60000);
      const clash = busy.find(b => b[0] < slotEnd && b[1] > cursor);
      if (clash) { cursor = new Date(clash[1]); continue; }
      out.push([cursor, slotEnd, Utilities.formatDate(cursor, cfg.tz, 'EEEE')]);
      cursor = new Date(cursor.getTime() + 30 * 60000);
    }
  }
  const ss = SpreadsheetApp.getActive();
  const sh = ss.getSheetByName('Options') || ss.insertSheet('Options');
  sh.clearContents().appendRow(['Start', 'End', 'Day']);
  if (out.length) sh.getRange(2, 1, out.length, 3).setValues(out);
  SpreadsheetApp.getUi().alert(out.length + ' possible slots written to "Options".');
}
