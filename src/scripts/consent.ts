// The cookie banner of the frame: shown while the visitor has made no valid choice (or chose to
// review it from the footer's "Cookie settings"); accept all, deny all, or choose by purpose.
import type { ConsentPurpose } from '~/lib/analytics';
import { $consent, $consentBannerOpen, $consentDetailsOpen, decideConsent, openConsentSettings } from '~/stores/consent';

const banner = document.querySelector<HTMLElement>('[data-consent-banner]');

if (banner) {
  const details = banner.querySelector<HTMLElement>('[data-consent-details]')!;
  const boxes = [...banner.querySelectorAll<HTMLInputElement>('input[data-purpose]')];
  const customize = banner.querySelector<HTMLButtonElement>('[data-consent="customize"]')!;
  const save = banner.querySelector<HTMLButtonElement>('[data-consent="save"]')!;
  const heading = banner.querySelector<HTMLElement>('[data-consent-title]')!;
  let opener: HTMLElement | null = null;

  const purposes = (all: boolean | null): Record<ConsentPurpose, boolean> => {
    const chosen = (purpose: ConsentPurpose) => all ?? boxes.some((box) => box.dataset.purpose === purpose && box.checked);
    return { statistics: chosen('statistics'), advertising: chosen('advertising') };
  };

  const decide = (all: boolean | null) => {
    decideConsent(purposes(all));
    $consentDetailsOpen.set(false);
    $consentBannerOpen.set(false);
    opener?.focus();
    opener = null;
  };

  $consentBannerOpen.subscribe((open) => {
    banner.hidden = !open;
    if (open) {
      const current = $consent.get();
      for (const box of boxes) box.checked = current?.[box.dataset.purpose as ConsentPurpose] ?? false;
    }
  });
  $consentDetailsOpen.subscribe((open) => {
    details.hidden = !open;
    save.hidden = !open;
    customize.hidden = open;
  });

  banner.addEventListener('click', (event) => {
    const action = (event.target as Element).closest<HTMLElement>('[data-consent]')?.dataset.consent;
    if (action === 'accept') decide(true);
    else if (action === 'deny') decide(false);
    else if (action === 'save') decide(null);
    else if (action === 'customize') {
      $consentDetailsOpen.set(true);
      boxes[0]?.focus();
    }
  });

  for (const link of document.querySelectorAll<HTMLElement>('[data-consent-open]')) {
    link.addEventListener('click', () => {
      opener = link;
      openConsentSettings();
      heading.focus();
    });
  }

  if (!$consent.get()) $consentBannerOpen.set(true);
}
