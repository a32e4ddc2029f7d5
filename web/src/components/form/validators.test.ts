import { PHONE_RULE } from '@lemari/shop/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, startLanguage } from '@/lib/i18n';
import { messageText } from '@/lib/message-text';
import { wholeNumber } from './number-validators';
import { all, email, phone, PHONE_MESSAGE, required } from './validators';

afterEach(() => i18n.activate('en'));

const text = (message: ReturnType<ReturnType<typeof required>>) =>
  message === undefined ? undefined : messageText(message);

describe('the form checks', () => {
  it("say the shop rule's phone sentence in English, as the server does", () => {
    expect(messageText(PHONE_MESSAGE)).toBe(PHONE_RULE.charAt(0).toUpperCase() + PHONE_RULE.slice(1));
    expect(text(phone()('0812'))).toBe(messageText(PHONE_MESSAGE));
    expect(phone()('0812 3456 7890')).toBeUndefined();
  });

  it('answer descriptors that read in the language of the moment they are shown', async () => {
    const check = all(required(), email());
    const empty = check('');
    expect(text(empty)).toBe('This field is required');
    expect(text(check('sari@'))).toBe('Enter a valid e-mail address');
    await startLanguage('id');
    expect(text(empty)).toBe('Kolom ini wajib diisi');
    expect(text(phone()('0812'))).toBe('Harus nomor HP Indonesia: 08… atau +628…, 10 sampai 13 digit');
  });

  it("keep a screen's own message, text or descriptor", () => {
    expect(required('Choose a city')('')).toBe('Choose a city');
  });

  it('name the field in whole-number messages, its label translated with them', async () => {
    expect(text(wholeNumber('Stock', { max: 1000 })(''))).toBe('Stock is required');
    expect(text(wholeNumber('Stock', { max: 1000 })('1001'))).toBe('Stock must be at most 1.000');
    expect(text(wholeNumber('Stock')('1.5'))).toBe('Stock must be a whole number');
    await startLanguage('id');
    expect(text(wholeNumber('Stok', { min: 1 })('0'))).toBe('Stok minimal 1');
  });
});
