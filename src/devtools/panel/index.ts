// The devtools panel's views: timeline, exchange detail, JSON tree, messages, save state, fault switches.
export { CopyButton } from './CopyButton';
export { DevtoolsPanel } from './DevtoolsPanel';
export type { DevtoolsPanelProps } from './DevtoolsPanel';
export { ExchangeDetail } from './ExchangeDetail';
export { ExchangeTimeline } from './ExchangeTimeline';
export { formFieldLine, FieldLines } from './FieldLines';
export { JsonTree } from './JsonTree';
export { MessageList } from './MessageList';
export { MockFaultSwitches } from './MockFaultSwitches';
export { SaveState } from './SaveState';
export { SaveValues } from './SaveValues';
export { devtoolsStyles } from './devtoolsStyles';
