// A message that may come translated or not (issue 23): a msg`` descriptor, translated as it is shown, or a string
// already in the reader's language (a server's message). Form checks answer them (components/form/validators.ts),
// and a descriptor's values may be descriptors themselves (a field's label inside its message), translated first.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { i18n as appI18n } from '@/lib/i18n';

export type Message = string | MessageDescriptor;

/** Whether `value` is a message descriptor (msg``), not text. */
export function isMessageDescriptor(value: unknown): value is MessageDescriptor {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}

/**
 * The text of `message` in `i18n`'s language (the app's by default: call it inside a component that uses
 * useLingui(), so a language switch re-renders it).
 */
export function messageText(message: Message, i18n: I18n = appI18n): string {
  if (typeof message === 'string') return message;
  const values = message.values
    ? Object.fromEntries(
        Object.entries(message.values).map(([key, value]) => [
          key,
          isMessageDescriptor(value) ? messageText(value, i18n) : value,
        ]),
      )
    : undefined;
  // The id with its values and English text apart (an object literal here would read to the extractor as a message).
  return i18n._(message.id, values, { message: message.message });
}
