module.exports.needsRepro = `Thanks for the report! Could you add:

- the version you are running
- minimal steps to reproduce
- what you expected vs what happened

We'll take another look once we have those details.`;
