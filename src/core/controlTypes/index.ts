// One definition per control type, grouped by kind in subfolders; defineControlType and the built-in list.
export { defineControlType } from './defineControlType';
export { defaultControlTypes } from './defaultControlTypes';
