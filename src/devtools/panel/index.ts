// The devtools panel's views: timeline, exchange detail, JSON tree, messages, save state, fault switches.
export { DevtoolsPanel } from './DevtoolsPanel';
