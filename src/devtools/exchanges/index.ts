// An exchange as text: cURL, envelope diffs, bodies, redaction and where each message came from.
export { curlCommand } from './curlCommand';
export { envelopeDiff } from './envelopeDiff';
export { exchangeText } from './exchangeText';
