// Taps on a server-rendered page's buttons before the app took it over. The page shows and can be tapped a second
// or two before its code has arrived on a slow phone, and a button does nothing on its own: a tiny script in
// index.html notes the taps on elements marked `data-early-tap`, main.tsx stops it just before hydrating (from then
// on React answers, replaying what arrives while it hydrates), and the components that own those buttons carry
// the taps out once they run. A tap is noted or answered by React, never both: nothing happens twice.

interface TapRecorder {
  /** The marks (`data-early-tap` values) of the elements tapped so far, in order. */
  taps: string[];
  /** Stops noting taps. */
  stop: () => void;
}

declare global {
  interface Window {
    /** Set by the script in index.html's head. */
    __lemariTaps?: TapRecorder;
  }
}

let taps: string[] = [];

/** Takes over the taps index.html's script noted, and stops it: React answers every tap from here on. */
export function collectEarlyTaps() {
  const recorder = window.__lemariTaps;
  if (!recorder) return;
  recorder.stop();
  taps = recorder.taps;
  delete window.__lemariTaps;
}

/** The noted taps `claims` recognises, in order, each given out once. */
export function takeEarlyTaps(claims: (tap: string) => boolean): string[] {
  const claimed = taps.filter(claims);
  taps = taps.filter((tap) => !claims(tap));
  return claimed;
}
