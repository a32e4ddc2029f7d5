// A bar fixed to the bottom of a phone's screen (the product page's add-to-cart bar) says how tall it is while it
// shows, as a CSS variable on the document, so that what else floats at the bottom (the chat button) moves up over
// it instead of under it. A transform reads the variable: the button moves without shifting the page's layout.

/** The CSS variable: the bottom bar's height while it shows (unset: no bar). */
export const BOTTOM_BAR_VARIABLE = '--lemari-bottom-bar';

/** How far a floating element moves up: the bar's height, 0 when there is none. */
export const ABOVE_BOTTOM_BAR = `translateY(calc(-1 * var(${BOTTOM_BAR_VARIABLE}, 0px)))`;

/** The bar shows `height` pixels tall (0: it is gone). */
export function setBottomBarHeight(height: number): void {
  const style = document.documentElement.style;
  if (height > 0) style.setProperty(BOTTOM_BAR_VARIABLE, `${Math.ceil(height)}px`);
  else style.removeProperty(BOTTOM_BAR_VARIABLE);
}
