// The words of where an order, its payment and its parcel are (issue 32): one typed map each, which every screen
// reads — the member's orders, the guest's /order-status, staff's orders, shipping and dashboard, the payment
// pages — so that no two screens name one state differently. An order's headline is its stage (the shop rules'
// orderStage, answered as Order.stage): 'Delivered' once its parcel arrived, never 'Processing' beside it.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  ORDER_STATUSES,
  type OrderStage,
  type OrderStatus,
  type PaymentStatus,
  type ShipmentStatus,
} from '@lemari/shop/rules';
import { formatDate } from '@/lib/format';
import { i18n } from '@/lib/i18n';

export type { OrderStage, OrderStatus, PaymentStatus, ShipmentStatus };

/** An order's headline: its status, processing told apart by its parcel. */
export const ORDER_STAGE_WORDS: Readonly<Record<OrderStage, MessageDescriptor>> = {
  pending: msg`Pending`,
  paid: msg`Paid`,
  processing: msg`Processing`,
  shipped: msg`Shipped`,
  delivered: msg`Delivered`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
};

/**
 * An order's status itself, where the status is what is meant (the status filters, staff's moves on the
 * timeline): the stage's word for the same name.
 */
export const ORDER_STATUS_WORDS: Readonly<Record<OrderStatus, MessageDescriptor>> = ORDER_STAGE_WORDS;

/** Where a payment is (PaymentStatus). */
export const PAYMENT_STATUS_WORDS: Readonly<Record<PaymentStatus, MessageDescriptor>> = {
  pending: msg`Pending`,
  paid: msg`Paid`,
  failed: msg`Failed`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
  refunded: msg`Refunded`,
  partially_refunded: msg`Partially refunded`,
};

/** Where a parcel is, in a word (the tracking's badge, the shipping screen's stages). */
export const SHIPMENT_STATUS_WORDS: Readonly<Record<ShipmentStatus, MessageDescriptor>> = {
  pending: msg`Not shipped yet`,
  shipped: msg`On the way`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
};

/** 'Delivered' / 'Terkirim': the stage in the app's language now (call it in a component that uses useLingui()). */
export const orderStageText = (stage: OrderStage): string => i18n._(ORDER_STAGE_WORDS[stage]);

/** 'Processing' / 'Diproses', in the app's language now. */
export const orderStatusText = (status: OrderStatus): string => i18n._(ORDER_STATUS_WORDS[status]);

/** 'Not shipped yet' / 'Belum dikirim', in the app's language now. */
export const shipmentStatusWord = (status: ShipmentStatus): string => i18n._(SHIPMENT_STATUS_WORDS[status]);

/** 'bank_transfer' → 'Bank transfer'; an unpaid order has no method yet. */
export function humanize(value: string | null | undefined): string {
  const text = (value ?? '').replace(/[_-]+/gu, ' ').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : '-';
}

/** 'paid' → 'Paid' / 'Dibayar', in the app's language now; a status the app does not know reads as words. */
export function paymentStatusText(status: string): string {
  const words = PAYMENT_STATUS_WORDS[status as PaymentStatus] as MessageDescriptor | undefined;
  return words ? i18n._(words) : humanize(status);
}

/**
 * The shipment's state in a sentence, with its dates: 'Shipped — on its way since 3 Dec 2026' while the courier
 * has it, 'Delivered on 5 Dec 2026' once it arrived (the time its tracking gave). In the app's language now.
 */
export function shipmentStatusText(shipment: {
  status: ShipmentStatus;
  shipmentDate?: string | null | undefined;
  deliveredAt?: string | null | undefined;
}): string {
  switch (shipment.status) {
    case 'shipped': {
      const since = shipment.shipmentDate ? formatDate(shipment.shipmentDate) : '';
      return since ? i18n._(msg`Shipped — on its way since ${since}`) : i18n._(msg`Shipped — on its way`);
    }
    case 'delivered': {
      const on = shipment.deliveredAt ? formatDate(shipment.deliveredAt) : '';
      return on ? i18n._(msg`Delivered on ${on}`) : shipmentStatusWord('delivered');
    }
    case 'cancelled':
      return i18n._(msg`Cancelled — will not be sent`);
    default:
      return shipmentStatusWord(shipment.status);
  }
}

/**
 * Every status with its words, in the order an order moves through them: the status filters' options. Each label is
 * read when shown, so it is in the language of that moment.
 */
export const ORDER_STATUS_OPTIONS: readonly { readonly value: OrderStatus; readonly label: string }[] =
  ORDER_STATUSES.map((value) => ({
    value,
    get label() {
      return orderStatusText(value);
    },
  }));
