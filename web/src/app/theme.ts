// Chakra's default system with the platform's own fonts: the app loads nothing from font services or CDNs.
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, ' +
  '"Apple Color Emoji", "Segoe UI Emoji"';

export const system = createSystem(
  defaultConfig,
  defineConfig({
    theme: {
      tokens: {
        fonts: { heading: { value: SYSTEM_FONTS }, body: { value: SYSTEM_FONTS } },
      },
    },
  }),
);
