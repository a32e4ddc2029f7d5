// How couriers read on screen (issue 23): their own names from the shared rules (JNE, J&T Express, SiCepat, POS
// Indonesia, TIKI), with the service where an order names it. Kept apart from lib/shipping (the rates query), so
// that order cards, tables and invoices name couriers without loading it.
import { courierName } from '@lemari/shop/rules';

/** A courier's name: its own (J&T Express), or its code in capitals for one the shop does not know. */
export { courierName };

/** A courier with its service, as orders, invoices and lists name them: 'J&T Express EZ', 'JNE REG'. */
export const courierService = (code: string, service: string) => `${courierName(code)} ${service}`.trim();
