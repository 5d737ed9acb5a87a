import * as CrashLens from '@crashlens/node';
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { runtimeContext } from './context';

const DEFAULT_DSN = 'https://7f3c1e0a9b@o4512.ingest.crashlens.invalid/1187';

function releaseName(): string {
  let version = '0.0.0';
  try {
    version = JSON.parse(readFileSync('package.json', 'utf8')).version;
  } catch { /* ignore */ }
  let sha = '';
  try {
    sha = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch { /* ignore */ }
  return sha ? `${version}+${sha}` : version;
}

CrashLens.init({
  dsn: process.env.CRASHLENS_DSN ?? DEFAULT_DSN,
  release: releaseName(),
  environment: process.env.CRASHLENS_ENV ?? process.env.NODE_ENV ?? 'development',
  sampleRate: Number(process.env.CRASHLENS_SAMPLE_RATE ?? 1),
  sendDefaultPii: false,
  beforeSend(event) {
    event.contexts = { ...event.contexts, runtime: runtimeContext() };
    return event;
  },
});

// Heartbeat so the dashboard shows the service as live (attaches context as well).
CrashLens.captureMessage('service started', { level: 'info', extra: runtimeContext() });

process.on('unhandledRejection', (reason) => CrashLens.captureException(reason));
