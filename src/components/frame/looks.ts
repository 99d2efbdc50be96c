// Class lists the frame's components share (Tailwind utilities), so that each look has one source.

/** A panel popping up from the header (submenu, language menu, search), in the header's colours. */
export const popupPanel =
  'absolute z-40 rounded-lg bg-header text-on-header shadow-[0_18px_40px_-12px_rgb(0_0_0/0.25),0_0_0_1px_color-mix(in_srgb,currentColor_8%,transparent)]';

/** A chevron icon that turns over when its button's panel is open. */
export const chevron = 'transition-[rotate] duration-200 in-aria-expanded:rotate-180';
