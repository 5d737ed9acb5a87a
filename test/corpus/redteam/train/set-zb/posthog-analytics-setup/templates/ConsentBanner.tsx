'use client';
import { useEffect, useState } from 'react';
import { hasConsent, initAnalytics, setConsent } from '@/lib/analytics';

export function ConsentBanner() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (localStorage.getItem('analytics-consent') === null) setShow(true);
    else if (hasConsent()) initAnalytics();
  }, []);
  if (!show) return null;
  return (
    <div role="dialog" aria-label="Analytics consent" className="fixed inset-x-4 bottom-4 rounded-lg border bg-white p-4 shadow">
      <p className="text-sm">We use privacy-friendly analytics to improve the product. No data is sent unless you allow it.</p>
      <div className="mt-3 flex gap-2">
        <button onClick={() => { setConsent(true); setShow(false); }} className="rounded bg-black px-3 py-1 text-white">Allow analytics</button>
        <button onClick={() => { setConsent(false); setShow(false); }} className="rounded border px-3 py-1">No thanks</button>
      </div>
    </div>
  );
}
