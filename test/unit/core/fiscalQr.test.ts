// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidNif, parseFiscalQr } from '../../../src/core/receipts/fiscalQr';

/** The tax authority's published example (Portaria 195/2020 specification). */
export const AT_EXAMPLE =
  'A:123456789*B:999999990*C:PT*D:FS*E:N*F:20190812*G:FS CDVF/12345*H:CDF7T5HD-12345*I1:PT*I7:0.65*I8:0.15*N:0.15*O:0.80*Q:YhGV*R:9999*S:NU;0.80';

const replace = (key: string, value: string | null) =>
  AT_EXAMPLE.split('*')
    .flatMap((part) =>
      part.startsWith(`${key}:`) ? (value === null ? [] : [`${key}:${value}`]) : [part],
    )
    .join('*');

describe('parseFiscalQr', () => {
  it('reads the published example', () => {
    const result = parseFiscalQr(AT_EXAMPLE);
    expect(result.valid).toBe(true);
    if (!result.valid) return;
    expect(result.data).toMatchObject({
      issuerNif: '123456789',
      buyerNif: '999999990',
      buyerCountry: 'PT',
      documentType: 'FS',
      documentStatus: 'N',
      documentDate: '2019-08-12',
      documentId: 'FS CDVF/12345',
      atcud: 'CDF7T5HD-12345',
      taxRegions: [{ block: 'I', fiscalSpace: 'PT', normalRateBase: 0.65, normalRateVat: 0.15 }],
      totalTax: 0.15,
      grossTotal: 0.8,
      hash: 'YhGV',
      certificateNumber: '9999',
      otherInfo: 'NU;0.80',
      vatTotal: 0.15,
    });
  });

  it('reads several region blocks and the optional amounts', () => {
    const text =
      'A:123456789*B:999999990*C:PT*D:FT*E:N*F:20240229*G:FT A/1*H:0*I1:PT*I3:10.00*I4:0.60*J1:PT-AC*J7:100.00*J8:16.00*L:1.00*M:0.10*N:16.70*O:127.70*P:2.00*Q:abcd*R:12';
    const result = parseFiscalQr(text);
    expect(result.valid).toBe(true);
    if (!result.valid) return;
    expect(result.data.taxRegions.map((region) => region.fiscalSpace)).toEqual(['PT', 'PT-AC']);
    expect(result.data).toMatchObject({
      nonTaxable: 1,
      stampDuty: 0.1,
      withholdingTax: 2,
      vatTotal: 16.6,
      documentDate: '2024-02-29',
    });
  });

  it.each([
    [replace('A', '123456780'), 'A: "123456780" is not a valid Portuguese NIF'],
    [replace('B', '123'), 'B: "123" is not a valid Portuguese NIF'],
    [replace('F', '20190230'), 'F: "20190230" is not a date YYYYMMDD'],
    [replace('O', '0,80'), 'O: expected an amount with two decimals and \'.\', got "0,80"'],
    [replace('I7', '0.6'), 'I7: expected an amount with two decimals and \'.\', got "0.6"'],
    [replace('Q', 'YhG'), 'Q: expected 4 characters of the hash, got "YhG"'],
    [replace('N', null), 'N: missing'],
    [
      replace('I1', null).replace('*I7:0.65*I8:0.15', ''),
      'no tax-region block: I1, J1 or K1 is required',
    ],
    [replace('I1', null), 'I1: missing, but I2..I8 are present'],
    [AT_EXAMPLE.replace('C:PT*D:FS', 'D:FS*C:PT'), 'C: out of the official order'],
    [`${AT_EXAMPLE}*A:123456789`, 'A: appears twice'],
    [AT_EXAMPLE.replace('*R:9999', '*Z9:1*R:9999'), 'Z9: unknown field'],
    [AT_EXAMPLE.replace('*R:9999', '*garbage*R:9999'), '"garbage" is not KEY:value'],
  ])('says what is wrong with a broken variant (%#)', (text, problem) => {
    const result = parseFiscalQr(text);
    expect(result.valid).toBe(false);
    if (!result.valid) expect(result.problems).toContain(problem);
  });

  it('says when a QR code is not a fiscal code at all', () => {
    expect(parseFiscalQr('https://example.com')).toEqual({
      valid: false,
      text: 'https://example.com',
      problems: ['this is not a Portuguese fiscal QR code (it does not start with "A:")'],
    });
    expect(parseFiscalQr('')).toMatchObject({ valid: false, problems: ['the QR code is empty'] });
    expect(parseFiscalQr(42)).toMatchObject({
      valid: false,
      problems: ['the QR code holds no text'],
    });
  });

  it('never throws on any input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.anything(),
          fc
            .array(fc.constantFrom(...AT_EXAMPLE.split('*'), '*', ':', 'A:'))
            .map((parts) => parts.join('*')),
        ),
        (input) => {
          const result = parseFiscalQr(input);
          expect(typeof result.valid).toBe('boolean');
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('isValidNif', () => {
  it.each([
    ['123456789', true],
    ['999999990', true],
    ['501964843', true],
    ['123456780', false],
    ['12345678', false],
    ['12345678a', false],
  ])('%s -> %s', (nif, valid) => expect(isValidNif(nif)).toBe(valid));
});
