// @vitest-environment node
// Indonesian says one word for each thing in every package (issue 32): the catalogues' check (check-messages.mjs)
// fails on "tautan", "email" and "kata sandi" in any Indonesian catalogue, the servers' included.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { indonesianMessages, otherWords } from '../../scripts/check-messages.mjs';

const locales = fileURLToPath(new URL('../locales', import.meta.url));

/** The web app's .po files as check-messages reads them. */
function poFiles() {
  const files = new Map<string, string>();
  for (const language of ['en', 'id']) {
    for (const file of readdirSync(path.join(locales, language))) {
      if (file.endsWith('.po'))
        files.set(`${language}/${file}`, readFileSync(path.join(locales, language, file), 'utf8'));
    }
  }
  return files;
}

describe('Indonesian word choice', () => {
  it('says link, e-mail and password in every Indonesian catalogue (web, REST API, gateway)', () => {
    const messages = indonesianMessages(poFiles());
    expect(messages.some(({ where }) => where.startsWith('rest-api/'))).toBe(true);
    expect(messages.some(({ where }) => where.startsWith('gateway/'))).toBe(true);
    expect(messages.some(({ where }) => where.startsWith('web/'))).toBe(true);
    expect(otherWords(messages)).toEqual([]);
  });

  it('fails on tautan, email and kata sandi, but not on e-mail, placeholders or the spec’s own sign-in text', () => {
    const at = (text: string) => ({ where: 'id.json x', text });
    expect(
      otherWords([
        at('Buka tautan ini'),
        at('Email wajib diisi'),
        at('Ubah kata sandi'),
        at('Alamat e-mail akunmu {email}.'),
        at('Konfirmasi telah kami kirim ke: <0>{email}</0>'),
        at('Login gagal. Periksa email atau password.'),
      ]),
    ).toEqual([
      'id.json x: "Buka tautan ini" (say "link")',
      'id.json x: "Email wajib diisi" (say "e-mail")',
      'id.json x: "Ubah kata sandi" (say "password")',
    ]);
  });
});
