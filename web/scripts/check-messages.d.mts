// Types of check-messages.mjs, for its test.
export declare const INDONESIAN_WORDS: { not: RegExp; say: string }[];
export declare function untranslated(text: string): string[];
export declare function differentlyTranslated(files: Map<string, string>): string[];
export declare function otherWords(messages: { where: string; text: string }[]): string[];
export declare function indonesianMessages(
  files: Map<string, string>,
  repository?: string,
): { where: string; text: string }[];
