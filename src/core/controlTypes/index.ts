// One definition per control type, grouped by kind in subfolders; defineControlType and the built-in list.
export { defaultControlTypes } from './defaultControlTypes';
export { defineControlType } from './defineControlType';
export type { ControlTypeInit } from './defineControlType';
export { fieldAttributeRows } from './fieldAttributeRows';
export { shownParts } from './shownParts';
