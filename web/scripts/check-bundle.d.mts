// Types of check-bundle.mjs, for its test.
export declare const ADMIN_SOURCES: RegExp[];
export declare function firstLoadFiles(
  manifest: Record<string, { file: string; isEntry?: boolean; imports?: string[] }>,
): string[];
export declare function adminSourcesIn(sources: string[]): string[];
export declare const BUDGET_BYTES: number;
export declare function overBudget(bytes: number, budget?: number): string | undefined;
export declare const MAX_FILES: number;
export declare function tooManyFiles(count: number, max?: number): string | undefined;
export declare function outsideCore(sources: string[], dist: string): string[];
export declare function firstMessagesSize(
  manifest: Record<string, { file: string }>,
  dist: string,
): { language: string; size: number } | undefined;
