// Writes public/sample-receipt.png: the demo's sample receipt, a Portuguese fiscal QR code
// (Portaria 195/2020) for a 35.20 EUR simplified invoice. Run: node test/tools/make-sample-receipt.mjs
import QRCode from 'qrcode';

export const SAMPLE_RECEIPT_QR =
  'A:123456789*B:999999990*C:PT*D:FS*E:N*F:20261120*G:FS LX/482*H:JJ4PGXQM-482*I1:PT*I3:10.00*I4:0.60*I7:20.00*I8:4.60*N:5.20*O:35.20*Q:k3Rt*R:1234';

await QRCode.toFile(
  new URL('../../public/sample-receipt.png', import.meta.url).pathname,
  SAMPLE_RECEIPT_QR,
  { margin: 6, scale: 8, errorCorrectionLevel: 'M' },
);
console.log('wrote public/sample-receipt.png');
