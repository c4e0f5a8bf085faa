// Values as the form edits and the service stores them: codecs, envelope and form values, the re-call merge, messages.
export { codecFor } from './codecs';
export { envelopeToValues } from './formValues';
export { mergeRecall } from './merge';
