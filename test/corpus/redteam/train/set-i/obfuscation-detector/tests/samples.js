// Harmless samples for rule regression tests. Each decodes to a console.log call.
/* OB1 + OB3 */ eval(atob('Y29uc29sZS5sb2coImhlbGxvIik='));
/* OB2 */ const s = String.fromCharCode(104, 101, 108, 108, 111, 32, 119, 111, 114, 108, 100);
/* OB5 */ const m = require(['p', 'ath'].join(''));
/* OB1 */ new Function('a', 'return a + 1')(1);
module.exports = { s, m };
