const fs = require('fs');
const path = require('path');
const os = require('os');
const { authenticate } = require('@google-cloud/local-auth');

const DIR = path.join(os.homedir(), '.gdocs-md');
const SCOPES = ['https://www.googleapis.com/auth/documents.readonly', 'https://www.googleapis.com/auth/drive.readonly'];

(async () => {
  const client = await authenticate({ keyfilePath: path.join(DIR, 'credentials.json'), scopes: SCOPES });
  fs.mkdirSync(DIR, { recursive: true });
  fs.writeFileSync(path.join(DIR, 'token.json'), JSON.stringify(client.credentials), { mode: 0o600 });
  console.log('saved token');
})();
