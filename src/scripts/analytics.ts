// Starts the audience-measurement and advertising tools whose ids the owner configured, each only
// once the visitor agreed to its purpose (Plausible, cookie-free, needs no consent). Each tool
// counts the page view itself when it starts: one call per page view. Never mounted on the
// e-label pages (their layout does not include the frame that loads this).
import type { AnalyticsConfig } from '~/lib/analytics';
import { $consent } from '~/stores/consent';

type Queue = unknown[];
interface Trackers {
  dataLayer?: Queue;
  gtag?: (...args: unknown[]) => void;
  fbq?: ((...args: unknown[]) => void) & { queue?: Queue; callMethod?: (...args: unknown[]) => void; loaded?: boolean; version?: string; push?: unknown };
  _fbq?: unknown;
  _paq?: Queue;
}
const tracked = window as unknown as Window & Trackers;

function addScript(src: string, attributes: Record<string, string> = {}): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.append(script);
}

const id = encodeURIComponent;

function gtag(...args: unknown[]): void {
  tracked.dataLayer = tracked.dataLayer ?? [];
  // gtag.js reads the arguments object itself, not an array.
  tracked.gtag ??= function queue() {
    tracked.dataLayer!.push(arguments);
  };
  tracked.gtag(...args);
}

const started = new Set<string>();

/** Google's tag (Analytics and Ads share it): the script once, then one config per id. */
function googleTag(tagId: string): void {
  if (started.has(tagId)) return;
  if (![...started].some((key) => /^(G|AW)-/.test(key))) {
    addScript(`https://www.googletagmanager.com/gtag/js?id=${id(tagId)}`);
    gtag('js', new Date());
  }
  started.add(tagId);
  gtag('config', tagId);
}

function once(key: string, start: () => void): void {
  if (started.has(key)) return;
  started.add(key);
  start();
}

function tagManager(containerId: string): void {
  once(containerId, () => {
    tracked.dataLayer = tracked.dataLayer ?? [];
    tracked.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`https://www.googletagmanager.com/gtm.js?id=${id(containerId)}`);
  });
}

function metaPixel(pixelId: string): void {
  once(`pixel:${pixelId}`, () => {
    if (!tracked.fbq) {
      const fbq = ((...args: unknown[]) => (fbq.callMethod ? fbq.callMethod(...args) : fbq.queue!.push(args))) as NonNullable<Trackers['fbq']>;
      fbq.queue = [];
      fbq.push = fbq;
      fbq.loaded = true;
      fbq.version = '2.0';
      tracked.fbq = fbq;
      tracked._fbq = fbq;
      addScript('https://connect.facebook.net/en_US/fbevents.js');
    }
    tracked.fbq('init', pixelId);
    tracked.fbq('track', 'PageView');
  });
}

function matomo(server: { url: string; siteId: string }): void {
  once('matomo', () => {
    tracked._paq = tracked._paq ?? [];
    tracked._paq.push(['setTrackerUrl', `${server.url}/matomo.php`], ['setSiteId', server.siteId], ['trackPageView'], ['enableLinkTracking']);
    addScript(`${server.url}/matomo.js`);
  });
}

const holder = document.getElementById('analytics-config');

if (holder?.textContent) {
  const config = JSON.parse(holder.textContent) as AnalyticsConfig;
  if (config.plausibleDomain) addScript('https://plausible.io/js/script.js', { 'data-domain': config.plausibleDomain, defer: '' });

  let granted = { statistics: false, advertising: false };
  $consent.subscribe((choice) => {
    const now = { statistics: choice?.statistics === true, advertising: choice?.advertising === true };
    // A tool already running cannot be stopped: a fresh page starts without it.
    if ((granted.statistics && !now.statistics) || (granted.advertising && !now.advertising)) {
      location.reload();
      return;
    }
    granted = now;
    if (now.statistics) {
      if (config.googleAnalyticsId) googleTag(config.googleAnalyticsId);
      if (config.tagManagerId) tagManager(config.tagManagerId);
      if (config.matomo) matomo(config.matomo);
    }
    if (now.advertising) {
      if (config.googleAdsId) googleTag(config.googleAdsId);
      if (config.pixelId) metaPixel(config.pixelId);
    }
  });
}
