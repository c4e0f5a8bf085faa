import type { Preview } from '@storybook/react-vite';
import preview from '../../preview';

// Every story starts in this look: a test project of its own runs the stories so (vite.config.ts).
const inLook: Preview = { ...preview, initialGlobals: { ...preview.initialGlobals, look: 'mui' } };

export default inLook;
