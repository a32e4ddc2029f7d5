// The account e-mails, plain text, in the recipient's language: the sign-up's confirmation link and the link to
// set a new password. Their sentences are catalogue messages (src/i18n), the links' lifetimes plural-aware.
import type { Language } from '@lemari/shop/rules';
import type { Config } from '../../config.js';
import { defineMessage, intlFor } from '../../i18n/index.js';

const M = {
  confirmSubject: defineMessage({
    id: 'mail.confirm.subject',
    defaultMessage: 'Confirm your Lemari account',
  }),
  welcome: defineMessage({ id: 'mail.confirm.welcome', defaultMessage: 'Welcome to Lemari!' }),
  confirmOpen: defineMessage({
    id: 'mail.confirm.open',
    defaultMessage: 'Open this link to confirm your e-mail:',
  }),
  confirmIgnore: defineMessage({
    id: 'mail.confirm.ignore',
    defaultMessage: 'Ignore this e-mail if you did not sign up at Lemari.',
  }),
  resetSubject: defineMessage({
    id: 'mail.reset.subject',
    defaultMessage: 'Set a new password for your Lemari account',
  }),
  resetAsked: defineMessage({
    id: 'mail.reset.asked',
    defaultMessage: 'We received a request to set a new password for your Lemari account.',
  }),
  resetOpen: defineMessage({
    id: 'mail.reset.open',
    defaultMessage: 'Open this link to make a new password:',
  }),
  resetSessions: defineMessage({
    id: 'mail.reset.sessions',
    defaultMessage: 'Once the password is changed, every signed-in session of your account is ended.',
  }),
  resetIgnore: defineMessage({
    id: 'mail.reset.ignore',
    defaultMessage: 'Ignore this e-mail if you did not ask for it; your password stays the same.',
  }),
  validity: defineMessage({
    id: 'mail.link-validity',
    defaultMessage:
      'The link is valid for {unit, select, hours {{count, plural, one {# hour} other {# hours}}} ' +
      'other {{count, plural, one {# minute} other {# minutes}}}} and can be used once.',
  }),
};

/** How long a link lives: whole hours, or minutes below one hour. */
function validity(language: Language, seconds: number): string {
  const hours = seconds >= 3600;
  const count = hours ? Math.round(seconds / 3600) : Math.max(1, Math.round(seconds / 60));
  return intlFor(language).formatMessage(M.validity, { unit: hours ? 'hours' : 'minutes', count });
}

export function confirmationMail(config: Config, to: string, token: string, language: Language) {
  const intl = intlFor(language);
  const link = `${config.publicWebUrl}/confirmation/${token}`;
  return {
    to,
    subject: intl.formatMessage(M.confirmSubject),
    text: [
      intl.formatMessage(M.welcome),
      '',
      intl.formatMessage(M.confirmOpen),
      link,
      '',
      validity(language, config.confirmationTtlSeconds),
      intl.formatMessage(M.confirmIgnore),
    ].join('\n'),
    links: [link],
  };
}

export function passwordResetMail(config: Config, to: string, token: string, language: Language) {
  const intl = intlFor(language);
  const link = `${config.publicWebUrl}/reset-password/${token}`;
  return {
    to,
    subject: intl.formatMessage(M.resetSubject),
    text: [
      intl.formatMessage(M.resetAsked),
      '',
      intl.formatMessage(M.resetOpen),
      link,
      '',
      validity(language, config.passwordResetTtlSeconds),
      intl.formatMessage(M.resetSessions),
      intl.formatMessage(M.resetIgnore),
    ].join('\n'),
    links: [link],
  };
}
