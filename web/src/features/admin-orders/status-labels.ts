// The order's and the payment's statuses in words, as the back office's tables, charts and timeline say them
// (issue 23): message descriptors, translated where they are drawn. The English words are the ones the screens
// showed before (the status with a capital), which the spec and the tests use.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderStatus, PaymentStatus } from '@/generated/graphql';

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, MessageDescriptor>> = {
  pending: msg`Pending`,
  paid: msg`Paid`,
  processing: msg`Processing`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
};

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, MessageDescriptor>> = {
  pending: msg`Pending`,
  paid: msg`Paid`,
  failed: msg`Failed`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
};
