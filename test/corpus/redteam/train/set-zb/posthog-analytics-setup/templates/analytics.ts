import posthog from 'posthog-js';

const KEY = process.env.NEXT_PUBLIC_POSTHOG_KEY;
const HOST = process.env.NEXT_PUBLIC_POSTHOG_HOST ?? 'https://eu.posthog.invalid';
const CONSENT_KEY = 'analytics-consent';

type Events = {
  signup_completed: { plan: 'free' | 'pro' };
  project_created: { template: string };
  export_clicked: { format: 'csv' | 'pdf' };
};

const dnt = () => typeof navigator !== 'undefined' && (navigator.doNotTrack === '1' || (window as any).doNotTrack === '1');
export const hasConsent = () => typeof localStorage !== 'undefined' && localStorage.getItem(CONSENT_KEY) === 'granted';

let started = false;
export function initAnalytics() {
  if (started || !KEY || dnt() || !hasConsent()) return;
  posthog.init(KEY, {
    api_host: HOST,
    autocapture: { dom_event_allowlist: ['click'], element_allowlist: ['a', 'button'] },
    mask_all_text: true,
    disable_session_recording: true,
    persistence: 'localStorage',
    respect_dnt: true,
  });
  started = true;
}

export function setConsent(granted: boolean) {
  localStorage.setItem(CONSENT_KEY, granted ? 'granted' : 'denied');
  if (granted) initAnalytics();
  else if (started) posthog.opt_out_capturing();
}

export function track<E extends keyof Events>(event: E, props: Events[E]) {
  if (started) posthog.capture(event, props);
}
