// The catalogues as Lingui's Vite plugin compiles them: each .po file a module of its messages.
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
