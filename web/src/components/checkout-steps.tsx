// Where the shopper is in checkout (storefront.md §4): Cart, Information, Shipping, Payment. Steps already done
// link back; the current one carries aria-current="step". Fits a 360 px screen on one line.
import { Box, HStack, Link, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';

export const CHECKOUT_STEPS = ['Cart', 'Information', 'Shipping', 'Payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** Each step as people read it. */
const STEP_LABELS: Readonly<Record<CheckoutStep, MessageDescriptor>> = {
  Cart: msg`Cart`,
  Information: msg`Information`,
  Shipping: msg`Shipping`,
  Payment: msg`Payment`,
};

const STEP_PATHS: Partial<Record<CheckoutStep, string>> = {
  Cart: paths.cart,
  Information: paths.checkout,
  Shipping: paths.shipment,
};

export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { t, i18n } = useLingui();
  const currentIndex = CHECKOUT_STEPS.indexOf(current);
  return (
    <Box as="nav" aria-label={t`Checkout steps`} data-testid="checkout-steps">
      <HStack as="ol" listStyleType="none" gap={{ base: '1', sm: '2' }} fontSize={{ base: 'xs', sm: 'sm' }}>
        {CHECKOUT_STEPS.map((step, index) => {
          const path = STEP_PATHS[step];
          const done = index < currentIndex;
          const label = i18n._(STEP_LABELS[step]);
          return (
            <Fragment key={step}>
              {index > 0 ? (
                <Box as="li" aria-hidden="true" color="fg.subtle" display="flex">
                  <LuChevronRight />
                </Box>
              ) : null}
              <Box as="li" whiteSpace="nowrap">
                {index === currentIndex ? (
                  <Text as="span" fontWeight="semibold" aria-current="step">
                    {label}
                  </Text>
                ) : done && path ? (
                  <Link asChild color="fg.muted" minHeight="10" display="inline-flex" alignItems="center">
                    <RouterLink to={path}>{label}</RouterLink>
                  </Link>
                ) : (
                  <Text as="span" color="fg.muted">
                    {label}
                  </Text>
                )}
              </Box>
            </Fragment>
          );
        })}
      </HStack>
    </Box>
  );
}
