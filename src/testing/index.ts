/**
 * `expense-fields/testing`: one driver for the forms of this library in jsdom or happy-dom with
 * Testing Library, in Playwright, and in Storybook play functions (issue 26).
 */
export {};
