// Control type definitions for choices and lists: LIST, RECIPIENT_LIST, GUEST_LIST, SWITCH.
export { guestListType } from './guestList';
export { listType } from './list';
export { recipientListType } from './recipientList';
export { switchType } from './switch';
