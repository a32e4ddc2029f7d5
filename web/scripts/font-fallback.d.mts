// Types of font-fallback.mjs, for its test.
export declare const FONT_FILE: string;
export declare const ARIAL: {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  widths: number[];
};
export declare function characterCounts(localesDir?: string): Map<string, number>;
export declare function fallbackMetrics(
  fontFile?: string,
  counts?: Map<string, number>,
): { sizeAdjust: string; ascentOverride: string; descentOverride: string; lineGapOverride: string };
