// The audience-measurement and advertising tools the owner configured through the site parameters
// (the one place their ids live), and the consent each one needs before it may load. Read by the
// frame on the server and by the loader in the browser.

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

const value = (parameters: Record<string, string | null>, type: string) => parameters[type]?.trim() || null;

export function analyticsConfig(parameters: Record<string, string | null>): AnalyticsConfig {
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
