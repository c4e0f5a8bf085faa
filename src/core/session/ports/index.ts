/**
 * `core/session/ports/` (ARCHITECTURE.md "The engine"): What the platform gives the engine and a test replaces: timers, the network, the randomness of save keys.
 */
export { systemClock } from './clock';
export type { Clock, TimerHandle } from './clock';
export { browserNetwork, manualNetwork } from './network';
export type { NetworkPort } from './network';
export { newSaveKey } from './saveKey';
export type { KeyRandomness } from './saveKey';
