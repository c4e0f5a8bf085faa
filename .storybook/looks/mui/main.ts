import type { StorybookConfig } from '@storybook/react-vite';
import main from '../../main.ts';

// Storybook's configuration for the stories' run in this look (the storybook-look-mui test
// project): the same as .storybook's, its paths from this folder.
const config: StorybookConfig = {
  ...main,
  stories: ['../../../stories/**/*.stories.@(ts|tsx)'],
  staticDirs: ['../../../public'],
};

export default config;
