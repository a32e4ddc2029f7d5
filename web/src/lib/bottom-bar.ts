// A bar fixed to the bottom of a phone's screen (the product page's add-to-cart bar) says how tall it is while it
// shows, as a CSS variable on the document, so that what else floats at the bottom (the chat button) moves up over
// it instead of under it. A transform reads the variable: the button moves without shifting the page's layout.
// The chat button in turn says it shows, so that the footer leaves room for it below the page's last line.

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

/**
 * The room the page leaves below its last line (the footer's) for the floating chat button while it shows, so
 * that the end of every page can be read and tapped beside it: the button's height and its distance from the edge.
 */
export const CHAT_ROOM_VARIABLE = '--lemari-chat-room';

/** The footer's bottom padding: its own, plus the chat button's room while it shows. */
export const WITH_CHAT_ROOM = (padding: string) => `calc(${padding} + var(${CHAT_ROOM_VARIABLE}, 0px))`;

/** The chat button shows (true) or is gone (false). */
export function setChatRoom(shows: boolean): void {
  const style = document.documentElement.style;
  if (shows) style.setProperty(CHAT_ROOM_VARIABLE, '4.5rem');
  else style.removeProperty(CHAT_ROOM_VARIABLE);
}
