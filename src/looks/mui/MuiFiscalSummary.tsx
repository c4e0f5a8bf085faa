import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import type { FiscalSummary } from '../../receipts/fiscalSummary';

/**
 * A fiscal QR code's summary (issuer, date, gross total, VAT) in the Material UI look: an
 * outlined `Paper` section named by its title, the rows a description list.
 *
 * @example
 * {receipt.fiscal ? <MuiFiscalSummary summary={receipt.fiscal} /> : null}
 */
export function MuiFiscalSummary({ summary }: { summary: FiscalSummary }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 1.5, mt: 1 }} aria-label={summary.title}>
      <Typography component="h3" variant="subtitle2">
        {summary.title}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0 }}
      >
        {summary.rows.map((row, index) => (
          <Fragment key={index}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {row.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {row.value}
            </Typography>
          </Fragment>
        ))}
      </Box>
    </Paper>
  );
}
