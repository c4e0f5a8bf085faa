// Undo and redo on screen: the buttons, the announcer, the keys and the hook that reads the history.
export { UndoButton } from './UndoButton';
export { RedoButton } from './RedoButton';
export { HistoryAnnouncer } from './HistoryAnnouncer';
export { historyKeys } from './historyKeys';
export { useFormHistory } from './useFormHistory';
