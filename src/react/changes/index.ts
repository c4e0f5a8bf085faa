// What changed since the envelope came, shown: the change summary, its count and the hook behind them.
export { ChangeSummary } from './ChangeSummary';
export { ChangeCount } from './ChangeCount';
export { useChanges } from './useChanges';
