// The policy pages' names and addresses (issue 32): the footer links to them, the back office edits them. The pages'
// own titles and texts are staff's (shop data); these are the app's words for them.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { generatePath } from 'react-router';
import type { PolicySlug } from '@lemari/shop/policy-pages';
import { paths } from '@/lib/paths';

/** Each page's name in the footer and the back office's tabs, translated where drawn. */
export const POLICY_NAMES: Record<PolicySlug, MessageDescriptor> = {
  shipping: msg`Shipping Policy`,
  returns: msg`Return Policy`,
  privacy: msg`Privacy Policy`,
  terms: msg`Terms of Service`,
};

/** /policy/shipping … */
export const policyPath = (slug: PolicySlug) => generatePath(paths.policy, { slug });

/**
 * A phone number as a tel: link dials it from anywhere: the shop's numbers are written as Indonesians write them,
 * "(0274) 512345" or "0812-3456-7890", whose leading 0 is the country's +62.
 */
export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/\D/gu, '');
  if (!digits) return undefined;
  if (phone.trim().startsWith('+')) return `tel:+${digits}`;
  return `tel:${digits.startsWith('0') ? `+62${digits.slice(1)}` : digits}`;
}
