// Types of i18n-parts.mjs, for lingui.config.ts and the bundle check's test.
export declare const CORE: string[];
export declare const ADMIN: string[];
export declare const NOT_SOURCES: string[];
export declare function patternToRegExp(pattern: string): RegExp;
export declare function inPart(file: string, patterns: string[]): boolean;
