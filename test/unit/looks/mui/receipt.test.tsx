import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { receiptInput, setupMockServer } from '../../../tools/formHarness';
import { renderMuiForm } from './muiForm';

const mock = setupMockServer();
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 7, 7, 7,
]);

describe('the receipt in the Material UI look', () => {
  it('shows an upload under way as a LinearProgress with a Cancel Button', async () => {
    const user = userEvent.setup();
    mock.faults.set('content', { latencyMs: 2000, times: 1 });
    renderMuiForm();
    await user.upload(await receiptInput(), new File([PNG], 'slow.png', { type: 'image/png' }));
    const progress = await screen.findByRole('progressbar');
    expect(progress).toHaveClass('MuiLinearProgress-root');
    const cancel = screen.getByRole('button', { name: 'Cancel upload' });
    expect(cancel).toHaveClass('MuiButton-root');
    await user.click(cancel);
    expect(await screen.findByText('The upload was cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    // The mock's XMLHttpRequest interception does not see the abort: end its latency now.
    mock.faults.clear();
  });

  it('shows a failed upload in an error Alert with its retry Button, then the file with Remove', async () => {
    const user = userEvent.setup();
    mock.faults.set('content', { failure: 'server', times: 1 });
    renderMuiForm();
    await user.upload(await receiptInput(), new File([PNG], 'r.png', { type: 'image/png' }));
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveClass('MuiAlert-root', 'MuiAlert-colorError');
    expect(problem).toHaveAttribute('data-ef-part', 'file-problem');
    const again = screen.getByRole('button', { name: 'Send r.png again' });
    expect(again).toHaveClass('MuiButton-root');
    await user.click(again);
    expect(await screen.findByText('Attached: r.png')).toBeInTheDocument();
    const file = screen.getByText('Attached: r.png').closest('[data-ef-part="file"]');
    expect(file).toHaveAttribute('data-ef-value');
    const remove = screen.getByRole('button', { name: /^Remove/ });
    expect(remove).toHaveClass('MuiButton-root');
    await user.click(remove);
    expect(screen.queryByText('Attached: r.png')).toBeNull();
  });
});
