// What happens to the session outside React, shared by the code that notices it and the screens that react.

/** Dispatched on window when sign-out clears localStorage, so stores that read it (the visitor cart) re-read. */
export const STORAGE_CLEARED = 'lemari:storage-cleared';

/**
 * Set when the gateway said the session is over, until the sign-in screen has shown it. The app goes to
 * /sign-in?session=expired, but a guarded screen still on view (while the sign-in chunk loads) sees the session
 * gone first and would send the person to /sign-in without the flag: the guard reads this to keep it.
 */
let sessionExpired = false;

export function markSessionExpired(): void {
  sessionExpired = true;
}

export function isSessionExpiredPending(): boolean {
  return sessionExpired;
}

/** The sign-in screen has taken the notice over (it is in its address now), or the person signed in again. */
export function clearSessionExpired(): void {
  sessionExpired = false;
}
