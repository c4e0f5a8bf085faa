// An exchange as text: cURL, envelope diffs, bodies, redaction and where each message came from.
export { curlCommand } from './curlCommand';
export { envelopeDiff } from './envelopeDiff';
export type { FieldChange } from './envelopeDiff';
export { exchangeText } from './exchangeText';
export { isParsedEnvelope } from './isParsedEnvelope';
export { messageOrigins } from './messageOrigins';
export type { MessageOrigin, OriginMessage } from './messageOrigins';
export { redactBody } from './redactBody';
export type { Redact } from './redactBody';
export { wireBody } from './wireBody';
