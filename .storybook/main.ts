import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // vite.config.ts is shared with the library build: Storybook must not build a library
  // nor emit .d.ts files into the static site (ARCHITECTURE.md "Toolchain").
  async viteFinal(viteConfig) {
    if (viteConfig.build) delete viteConfig.build.lib;
    viteConfig.plugins = (viteConfig.plugins ?? []).filter((plugin) => {
      const name = plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : '';
      return !String(name).includes('dts') && !String(name).includes('styles-asset');
    });
    // The shadcn look's stories: Tailwind generates the utilities its classes name
    // (stories/support/shadcnTheme.css).
    const { default: tailwindcss } = await import('@tailwindcss/vite');
    viteConfig.plugins.push(tailwindcss());
    return viteConfig;
  },
};

export default config;
