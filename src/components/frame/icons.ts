// Line icons of the frame (24×24, drawn with currentColor strokes), inlined so that no icon font
// or request is needed. Social networks are simplified marks in the same line style.

export const ICONS = {
  search: '<circle cx="11" cy="11" r="7"/><path d="m20 20-3.5-3.5"/>',
  bag: '<path d="M5 8h14l-1 12H6L5 8Z"/><path d="M9 8V6a3 3 0 0 1 6 0v2"/>',
  user: '<circle cx="12" cy="8" r="4"/><path d="M4 21a8 8 0 0 1 16 0"/>',
  menu: '<path d="M4 7h16M4 12h16M4 17h16"/>',
  close: '<path d="M18 6 6 18M6 6l12 12"/>',
  chevron: '<path d="m6 9 6 6 6-6"/>',
  globe: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18"/>',
  phone: '<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z"/>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3 7 9 6 9-6"/>',
  pin: '<path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z"/><circle cx="12" cy="9.5" r="2.5"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>',
  external: '<path d="M14 4h6v6M20 4l-9 9"/><path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"/>',
  arrow: '<path d="M5 12h14M13 6l6 6-6 6"/>',
  facebook: '<path d="M15 3h-2.5A4.5 4.5 0 0 0 8 7.5V10H5.5v3.5H8V21h3.5v-7.5H14l.5-3.5h-3V7.8c0-.6.4-1.3 1.2-1.3H15V3Z"/>',
  instagram: '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><path d="M17.5 6.5h.01"/>',
  twitter: '<path d="M4 4h4.5L20 20h-4.5L4 4Z"/><path d="M4 20l6.5-6.5M13.5 10.5 20 4"/>',
  linkedin: '<rect x="3" y="3" width="18" height="18" rx="3"/><path d="M8 10.5V17M8 7.2v.01M12 17v-6.5M12 13.5c0-1.7 1.2-3 2.7-3s2.3 1 2.3 2.8V17"/>',
  tiktok: '<path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5"/><path d="M14 3c.4 2.6 2.3 4.5 5 4.8"/>',
  youtube: '<rect x="2.5" y="5.5" width="19" height="13" rx="4"/><path d="m10 9.2 5 2.8-5 2.8V9.2Z"/>',
  tripadvisor: '<circle cx="7" cy="13.5" r="3.5"/><circle cx="17" cy="13.5" r="3.5"/><path d="M3.5 9.5c2.4-2 5.3-3 8.5-3s6.1 1 8.5 3M10.5 14l1.5 3 1.5-3"/><path d="M7 13.5h.01M17 13.5h.01"/>',
  google: '<path d="M20.5 12.2c0 4.8-3.3 8.3-8.5 8.3a8.5 8.5 0 1 1 5.8-14.7"/><path d="M12.5 12.2h8"/>',
  telegram: '<path d="m21 4-18 7 6.5 2.2L18 7l-6.5 7.6V20l3.2-3.8L18.5 19 21 4Z"/>',
  discord: '<path d="M8.5 7.2A13 13 0 0 1 12 6.8c1.2 0 2.4.1 3.5.4M7.7 16.6c1.3.5 2.8.8 4.3.8s3-.3 4.3-.8"/><path d="M8.7 6.9 8 5.5a14 14 0 0 0-3.6 1.2C2.6 9.8 2 12.8 2.3 15.9A14 14 0 0 0 6.6 18l1-1.6M15.3 6.9l.7-1.4a14 14 0 0 1 3.6 1.2c1.8 3.1 2.4 6.1 2.1 9.2A14 14 0 0 1 17.4 18l-1-1.6"/><circle cx="9" cy="12.5" r="1.2"/><circle cx="15" cy="12.5" r="1.2"/>',
  link: '<path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1"/><path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"/>',
} as const;

export type IconName = keyof typeof ICONS;

const NETWORKS: Record<string, { icon: IconName; label: string }> = {
  facebook: { icon: 'facebook', label: 'Facebook' },
  instagram: { icon: 'instagram', label: 'Instagram' },
  twitter: { icon: 'twitter', label: 'X (Twitter)' },
  x: { icon: 'twitter', label: 'X (Twitter)' },
  linkedin: { icon: 'linkedin', label: 'LinkedIn' },
  tiktok: { icon: 'tiktok', label: 'TikTok' },
  youtube: { icon: 'youtube', label: 'YouTube' },
  tripadvisor: { icon: 'tripadvisor', label: 'Tripadvisor' },
  google: { icon: 'google', label: 'Google' },
  googlereview: { icon: 'google', label: 'Google' },
  telegram: { icon: 'telegram', label: 'Telegram' },
  discord: { icon: 'discord', label: 'Discord' },
};

/** The icon and display name of a social network, however the parameter spelled it ('FACEBOOK_URL', 'x'). */
export function socialNetwork(network: string): { icon: IconName; label: string } {
  const key = network.toLowerCase().replace(/_(url|at|server)$/, '').replace(/[^a-z]/g, '');
  return NETWORKS[key] ?? { icon: 'link', label: network.charAt(0).toUpperCase() + network.slice(1).toLowerCase() };
}
