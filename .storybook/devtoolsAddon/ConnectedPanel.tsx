// Storybook builds the manager with the classic JSX transform (`React.createElement`).
import React, { useEffect, useState } from 'react';
import { STORY_CHANGED } from 'storybook/internal/core-events';
import { useChannel } from 'storybook/manager-api';
import { ASK, HISTORY, WATCH, type AddonHistory, type AddonRow } from './addonEvents';
import { DevtoolsAddonPanel } from './DevtoolsAddonPanel';

/**
 * The panel on Storybook's channel: it tells the preview whether it is shown (`WATCH`, so a hidden
 * panel costs the story nothing), answers a story's form that asks (`ASK`), and draws the
 * history the preview sends (`HISTORY`); a new story starts empty.
 *
 * @example
 * addons.add(PANEL_ID, { type: types.PANEL, title, render: ({ active }) => <ConnectedPanel active={!!active} /> });
 */
export function ConnectedPanel({ active }: { active: boolean }) {
  const [rows, setRows] = useState<readonly AddonRow[]>([]);
  const emit = useChannel(
    {
      [HISTORY]: (history: AddonHistory) => setRows(history.rows),
      [ASK]: () => emit(WATCH, { watching: active }),
      [STORY_CHANGED]: () => setRows([]),
    },
    [active],
  );
  useEffect(() => {
    emit(WATCH, { watching: active });
  }, [emit, active]);
  return active ? <DevtoolsAddonPanel rows={rows} /> : null;
}
