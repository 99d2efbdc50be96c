// The audience-measurement and advertising tools the owner configured through the site parameters
// (the one place their ids live), and the consent each one needs before it may load. Read by the
// frame on the server and by the loader in the browser.
import type { ParameterKey, ParameterMap } from './site-parameters';

export type ConsentPurpose = 'statistics' | 'advertising';

export interface AnalyticsConfig {
  googleAnalyticsId: string | null;
  googleAdsId: string | null;
  tagManagerId: string | null;
  pixelId: string | null;
  /** Plausible measures without cookies: it needs no consent. */
  plausibleDomain: string | null;
  matomo: { url: string; siteId: string } | null;
}

const value = (parameters: ParameterMap, key: ParameterKey) => parameters[key]?.trim() || null;

export function analyticsConfig(parameters: ParameterMap): AnalyticsConfig {
  const matomoUrl = value(parameters, 'MATOMO_URL');
  const matomoSiteId = value(parameters, 'MATOMO_SITE_ID');
  return {
    googleAnalyticsId: value(parameters, 'GOOGLE_ANALYTICS_ID'),
    googleAdsId: value(parameters, 'GOOGLE_ADS_ID'),
    tagManagerId: value(parameters, 'GOOGLE_TAG_MANAGER_ID'),
    pixelId: value(parameters, 'FACEBOOK_PIXEL_ID'),
    plausibleDomain: value(parameters, 'PLAUSIBLE_DOMAIN'),
    matomo: matomoUrl && matomoSiteId ? { url: matomoUrl.replace(/\/+$/, ''), siteId: matomoSiteId } : null,
  };
}

/** The tools configured for each purpose that the law makes wait for the visitor's consent. */
export function toolsByPurpose(config: AnalyticsConfig): Record<ConsentPurpose, string[]> {
  return {
    statistics: [
      ...(config.googleAnalyticsId ? ['Google Analytics'] : []),
      ...(config.tagManagerId ? ['Google Tag Manager'] : []),
      ...(config.matomo ? ['Matomo'] : []),
    ],
    advertising: [...(config.googleAdsId ? ['Google Ads'] : []), ...(config.pixelId ? ['Meta Pixel'] : [])],
  };
}

/** Whether the site must ask before loading anything: a cookie-free site shows no banner. */
export function needsConsent(config: AnalyticsConfig): boolean {
  const tools = toolsByPurpose(config);
  return tools.statistics.length > 0 || tools.advertising.length > 0;
}

/** What a page must let the browser load and reach for the tools configured (its Content-Security-Policy). */
export interface AnalyticsSources {
  script: string[];
  connect: string[];
  frame: string[];
}

// The hosts each provider documents for a site with a Content-Security-Policy.
const GOOGLE_TAG: AnalyticsSources = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  frame: [],
};
const GOOGLE_ADS: AnalyticsSources = {
  script: ['https://*.googletagmanager.com', 'https://googleads.g.doubleclick.net', 'https://*.googlesyndication.com', 'https://www.google.com'],
  connect: ['https://*.g.doubleclick.net', 'https://pagead2.googlesyndication.com', 'https://www.google.com', 'https://*.googletagmanager.com'],
  frame: ['https://td.doubleclick.net', 'https://www.googletagmanager.com'],
};
const META_PIXEL: AnalyticsSources = { script: ['https://connect.facebook.net'], connect: ['https://www.facebook.com', 'https://connect.facebook.net'], frame: [] };
const PLAUSIBLE: AnalyticsSources = { script: ['https://plausible.io'], connect: ['https://plausible.io'], frame: [] };

/** The origins the configured tools load their scripts from and send their measures to; none when none is configured. */
export function analyticsSources(config: AnalyticsConfig): AnalyticsSources {
  const matomoOrigin = config.matomo ? URL.parse(config.matomo.url)?.origin : undefined;
  const matomo: AnalyticsSources | null = matomoOrigin ? { script: [matomoOrigin], connect: [matomoOrigin], frame: [] } : null;
  const providers = [
    config.googleAnalyticsId || config.tagManagerId ? GOOGLE_TAG : null,
    config.googleAdsId ? GOOGLE_ADS : null,
    config.pixelId ? META_PIXEL : null,
    config.plausibleDomain ? PLAUSIBLE : null,
    matomo,
  ].filter((provider) => provider !== null);
  const all = (kind: keyof AnalyticsSources) => [...new Set(providers.flatMap((provider) => provider[kind]))];
  return { script: all('script'), connect: all('connect'), frame: all('frame') };
}
