// The "Fields devtools" panel of every form story: a local addon. The panel draws the
// timeline and the bodies sent that the preview's decorator (stories/support/storyDevtools.tsx)
// sends over the channel (ARCHITECTURE.md "Devtools").
import { createElement } from 'react';
import { addons, types } from 'storybook/manager-api';
import { ADDON_ID, PANEL_ID } from './devtoolsAddon/addonEvents';
import { ConnectedPanel } from './devtoolsAddon/ConnectedPanel';

addons.register(ADDON_ID, () => {
  addons.add(PANEL_ID, {
    type: types.PANEL,
    title: 'Fields devtools',
    render: ({ active }) => createElement(ConnectedPanel, { active: active === true }),
  });
});
