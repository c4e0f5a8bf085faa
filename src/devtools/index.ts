/**
 * `expense-fields/devtools`: what the server said, seen from inside the form (issue 27). Loaded
 * only where an app imports it: no byte of it is in the main entry.
 */
export {};
