// How the owner laid out the header, read once from the parameters with their defaults.
import type { FrameData } from './frame-data';
import { choiceParameter, isNotOff, isOn } from './parameters';

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
    logoPosition: choiceParameter(frame, 'LOGO_POSITION', ['TOP', 'LEFT', 'CENTER'], 'TOP'),
    burgerOnly: choiceParameter(frame, 'MENU_TYPE', ['CLASSIC', 'BURGER'], 'CLASSIC') === 'BURGER',
    alignment: choiceParameter(frame, 'MENU_ALIGNMENT', ['LEFT', 'CENTER', 'RIGHT'], 'LEFT'),
    activeType: choiceParameter(frame, 'MENU_ACTIVE_TYPE', ['TEXT_COLOR', 'UNDERLINE', 'BACKGROUND'], 'TEXT_COLOR'),
    hoverTransition: choiceParameter(frame, 'MENU_HOVER_TRANSITION', ['BOTTOM_LINE', 'FADE', 'NONE'], 'BOTTOM_LINE'),
    fixed: isOn(frame, 'IS_MENU_FIXED'),
    showSearch: isOn(frame, 'SHOW_SEARCHBAR'),
    showCart: frame.site.isECommerce && isNotOff(frame, 'SHOW_CART_ICON'),
    cartPreview: isOn(frame, 'SEE_CART_ON_HOVER'),
    showAccount: isNotOff(frame, 'SHOW_ACCOUNT_ICON'),
    showLanguages: isNotOff(frame, 'SHOW_LANGUAGE_MENU'),
  };
}
