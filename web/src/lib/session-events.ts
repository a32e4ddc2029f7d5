/** Dispatched on window when sign-out clears localStorage, so stores that read it (the visitor cart) re-read. */
export const STORAGE_CLEARED = 'lemari:storage-cleared';
