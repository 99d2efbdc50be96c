// How the owner laid out the header, read once from the parameters with their defaults.
import type { FrameData } from './frame-data';
import { chosen, isOn } from './parameters';

export interface HeaderOptions {
  logoPosition: 'TOP' | 'LEFT' | 'CENTER';
  /** BURGER: the menu lives in the drawer at every width. */
  burgerOnly: boolean;
  alignment: 'LEFT' | 'CENTER' | 'RIGHT';
  activeType: 'TEXT_COLOR' | 'UNDERLINE' | 'BACKGROUND';
  hoverTransition: 'BOTTOM_LINE' | 'FADE' | 'NONE';
  fixed: boolean;
  showSearch: boolean;
  showCart: boolean;
  /** SEE_CART_ON_HOVER: the cart's preview under the desktop header's cart icon. */
  cartPreview: boolean;
  showAccount: boolean;
  showLanguages: boolean;
}

export function headerOptions(frame: FrameData): HeaderOptions {
  return {
    logoPosition: chosen(frame.parameters, 'LOGO_POSITION'),
    burgerOnly: chosen(frame.parameters, 'MENU_TYPE') === 'BURGER',
    alignment: chosen(frame.parameters, 'MENU_ALIGNMENT'),
    activeType: chosen(frame.parameters, 'MENU_ACTIVE_TYPE'),
    hoverTransition: chosen(frame.parameters, 'MENU_HOVER_TRANSITION'),
    fixed: isOn(frame, 'IS_MENU_FIXED'),
    showSearch: isOn(frame, 'SHOW_SEARCHBAR'),
    showCart: frame.site.isECommerce && isOn(frame, 'SHOW_CART_ICON'),
    cartPreview: isOn(frame, 'SEE_CART_ON_HOVER'),
    showAccount: isOn(frame, 'SHOW_ACCOUNT_ICON'),
    showLanguages: isOn(frame, 'SHOW_LANGUAGE_MENU'),
  };
}
