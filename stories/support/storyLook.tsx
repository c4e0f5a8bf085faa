import type { Decorator } from '@storybook/react-vite';
import { createTheme, CssBaseline, ThemeProvider } from '@mui/material';
import { muiControls } from '../../src/looks/mui';
import { shadcnControls } from '../../src/looks/shadcn';
import { ControlsProvider } from '../../src/registry/ControlsProvider';
import './shadcnTheme.css';

/**
 * The toolbar item of the `look` global (`globalTypes` in .storybook/preview.tsx): every story
 * re-renders in the library's own look, in Material UI (`muiControls` inside an MUI theme) or in
 * shadcn/ui (`shadcnControls` with shadcn's CSS variables and Tailwind's utilities).
 */
export const LOOK_GLOBAL_TYPE = {
  description: 'The design system every story is drawn in',
  toolbar: {
    title: 'Look',
    icon: 'paintbrush',
    items: [
      { value: 'default', title: 'Look: default' },
      { value: 'mui', title: 'Look: Material UI' },
      { value: 'shadcn', title: 'Look: shadcn/ui' },
    ],
    dynamicTitle: true,
  },
} as const;

const muiLight = createTheme();
const muiDark = createTheme({ palette: { mode: 'dark' } });

/**
 * Draws the story in the look the toolbar chose: a `ControlsProvider` with the look's controls
 * (every form of the story takes them) inside what an app of that design system puts around its
 * screens.
 *
 * @example
 * const preview: Preview = { decorators: [withStoryLook] };
 */
export const withStoryLook: Decorator = (Story, { globals }) => {
  const look = globals['look'];
  if (look === 'mui') {
    const dark = globals['backgrounds']?.value === 'dark';
    return (
      <ThemeProvider theme={dark ? muiDark : muiLight}>
        <CssBaseline />
        <ControlsProvider controls={muiControls}>
          <Story />
        </ControlsProvider>
      </ThemeProvider>
    );
  }
  if (look === 'shadcn') {
    return (
      <div className="ef-story-shadcn bg-background text-foreground">
        <ControlsProvider controls={shadcnControls}>
          <Story />
        </ControlsProvider>
      </div>
    );
  }
  return <Story />;
};
