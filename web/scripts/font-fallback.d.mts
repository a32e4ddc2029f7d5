// Types of font-fallback.mjs, for its test.
export declare const FONT_FILE: string;
export interface LocalFace {
  unitsPerEm: number;
  widths: number[];
}
export declare const LOCAL_FACES: { arial: LocalFace; roboto: LocalFace };
export declare function characterCounts(localesDir?: string): Map<string, number>;
export declare function fallbackMetrics(
  local: LocalFace,
  fontFile?: string,
  counts?: Map<string, number>,
): { sizeAdjust: string; ascentOverride: string; descentOverride: string; lineGapOverride: string };
