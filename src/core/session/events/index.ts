/**
 * `core/session/events/` (ARCHITECTURE.md "The engine"): The exchange log, the event stream and the lent transport (whenSettled is a lazy chunk).
 */
export { createExchangeLog } from './exchangeLog';
export type { ExchangeLog } from './exchangeLog';
export { instrumentTransport } from './instrumentTransport';
export { unsettledText } from './unsettledText';
