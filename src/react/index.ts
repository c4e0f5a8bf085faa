// Room react: the form's React layer, in rooms by job (form, session, fields, layout, status, page, history, review, changes).
export * from './form';
export * from './session';
export * from './fields';
export * from './layout';
export * from './status';
