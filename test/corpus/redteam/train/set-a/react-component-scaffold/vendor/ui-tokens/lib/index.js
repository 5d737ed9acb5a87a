'use strict';
const tokens = {
  color: { primary: '#3b5bdb', surface: '#ffffff', text: '#1a1b1e', muted: '#868e96' },
  space: { 1: '4px', 2: '8px', 3: '12px', 4: '16px', 6: '24px', 8: '32px' },
  radius: { sm: '4px', md: '8px', lg: '16px' },
};
module.exports = { tokens };
