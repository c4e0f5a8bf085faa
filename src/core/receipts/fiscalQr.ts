/**
 * Parser of the Portuguese fiscal QR code (Portaria n.º 195/2020): fields `KEY:value` joined by
 * `*`, in the official order A..S. Never throws on user data: anything that is not a valid code
 * gives a result saying what is wrong.
 */

/** One tax-region block: I (mainland), J (Azores) or K (Madeira). */
export interface FiscalTaxRegion {
  block: 'I' | 'J' | 'K';
  /** I1/J1/K1: fiscal space, e.g. `PT`, `PT-AC`, `PT-MA`, or `0` when no VAT is stated. */
  fiscalSpace: string;
  /** x2: VAT-exempt taxable base. */
  exemptBase?: number;
  /** x3, x4: base and VAT at the reduced rate. */
  reducedRateBase?: number;
  reducedRateVat?: number;
  /** x5, x6: base and VAT at the intermediate rate. */
  intermediateRateBase?: number;
  intermediateRateVat?: number;
  /** x7, x8: base and VAT at the normal rate. */
  normalRateBase?: number;
  normalRateVat?: number;
}

/** A valid fiscal QR code, typed. */
export interface FiscalQrData {
  /** A: issuer's NIF. */
  issuerNif: string;
  /** B: buyer's NIF (`999999990` for a final consumer). */
  buyerNif: string;
  /** C: buyer's country. */
  buyerCountry: string;
  /** D: document type, e.g. `FS`, `FT`, `FR`, `NC`. */
  documentType: string;
  /** E: document status, e.g. `N` (normal), `A` (cancelled). */
  documentStatus: string;
  /** F: document date as `yyyy-MM-dd`. */
  documentDate: string;
  /** G: unique document id. */
  documentId: string;
  /** H: ATCUD. */
  atcud: string;
  taxRegions: FiscalTaxRegion[];
  /** L: not subject to VAT. */
  nonTaxable?: number;
  /** M: stamp duty. */
  stampDuty?: number;
  /** N: total tax. */
  totalTax: number;
  /** O: gross total, taxes included. */
  grossTotal: number;
  /** P: withholding tax. */
  withholdingTax?: number;
  /** Q: four characters of the document hash. */
  hash: string;
  /** R: software certificate number. */
  certificateNumber: string;
  /** S: other information. */
  otherInfo?: string;
  /** Sum of the VAT amounts of every region block. */
  vatTotal: number;
  /** Every field as read, by key. */
  fields: Record<string, string>;
}

/** Result of {@link parseFiscalQr}. */
export type FiscalQrResult =
  | { valid: true; text: string; data: FiscalQrData }
  | { valid: false; text: string; problems: string[] };

const REGION_KEYS = (['I', 'J', 'K'] as const).flatMap((block) =>
  [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `${block}${n}`),
);

/**
 * The official order of the fields.
 *
 * @example
 * FISCAL_QR_ORDER.indexOf('N') < FISCAL_QR_ORDER.indexOf('O'); // true
 */
export const FISCAL_QR_ORDER: readonly string[] = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  ...REGION_KEYS,
  'L',
  'M',
  'N',
  'O',
  'P',
  'Q',
  'R',
  'S',
];
const REQUIRED = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'N', 'O', 'Q', 'R'];
const MONEY = /^-?\d{1,15}\.\d{2}$/;
const MONEY_KEYS = new Set([
  ...REGION_KEYS.filter((key) => !key.endsWith('1')),
  'L',
  'M',
  'N',
  'O',
  'P',
]);
const REGION_FIELDS = [
  'exemptBase',
  'reducedRateBase',
  'reducedRateVat',
  'intermediateRateBase',
  'intermediateRateVat',
  'normalRateBase',
  'normalRateVat',
] as const;

/**
 * True when a Portuguese NIF has 9 digits and a valid mod-11 check digit.
 *
 * @example
 * isValidNif('123456789'); // true
 */
export function isValidNif(nif: string): boolean {
  if (!/^\d{9}$/.test(nif)) return false;
  const digits = [...nif].map(Number);
  const sum = digits.slice(0, 8).reduce((total, digit, index) => total + digit * (9 - index), 0);
  const remainder = sum % 11;
  return digits[8] === (remainder < 2 ? 0 : 11 - remainder);
}

function checkField(key: string, value: string, fields: Record<string, string>): string | null {
  if (MONEY_KEYS.has(key))
    return MONEY.test(value)
      ? null
      : `${key}: expected an amount with two decimals and '.', got "${value}"`;
  switch (key) {
    case 'A':
      return isValidNif(value) ? null : `A: "${value}" is not a valid Portuguese NIF`;
    case 'B':
      if (value === '' || value.length > 30) return 'B: the buyer NIF must have 1 to 30 characters';
      return fields.C === 'PT' && !isValidNif(value)
        ? `B: "${value}" is not a valid Portuguese NIF`
        : null;
    case 'C':
      return /^([A-Z]{2}|Desconhecido)$/.test(value) ? null : `C: "${value}" is not a country code`;
    case 'D':
      return /^[A-Z]{2}$/.test(value) ? null : `D: "${value}" is not a document type`;
    case 'E':
      return /^[A-Z]$/.test(value) ? null : `E: "${value}" is not a document status`;
    case 'F':
      return toIsoDate(value) ? null : `F: "${value}" is not a date YYYYMMDD`;
    case 'G':
      return value.length >= 1 && value.length <= 60
        ? null
        : 'G: the document id must have 1 to 60 characters';
    case 'H':
      return value.length >= 1 && value.length <= 70
        ? null
        : 'H: the ATCUD must have 1 to 70 characters';
    case 'I1':
    case 'J1':
    case 'K1':
      return /^(0|PT|PT-AC|PT-MA|[A-Z]{2}(-[A-Z0-9]{1,3})?)$/.test(value)
        ? null
        : `${key}: "${value}" is not a fiscal space`;
    case 'Q':
      return value.length === 4 ? null : `Q: expected 4 characters of the hash, got "${value}"`;
    case 'R':
      return /^\d{1,4}$/.test(value) ? null : `R: "${value}" is not a certificate number`;
    case 'S':
      return value.length <= 65 ? null : 'S: other information is longer than 65 characters';
    default:
      return null;
  }
}

function toIsoDate(value: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/**
 * Parses the text of a Portuguese fiscal QR code.
 *
 * @example
 * const result = parseFiscalQr('A:123456789*B:999999990*C:PT*D:FS*E:N*F:20190812*G:FS CDVF/12345*H:CDF7T5HD-12345*I1:PT*I7:0.65*I8:0.15*N:0.15*O:0.80*Q:YhGV*R:9999*S:NU;0.80');
 * if (result.valid) console.log(result.data.grossTotal); // 0.8
 * else console.log(result.problems);
 */
export function parseFiscalQr(text: unknown): FiscalQrResult {
  const raw = typeof text === 'string' ? text : '';
  const fail = (problems: string[]): FiscalQrResult => ({ valid: false, text: raw, problems });
  if (typeof text !== 'string') return fail(['the QR code holds no text']);
  const trimmed = raw.trim();
  if (trimmed === '') return fail(['the QR code is empty']);
  if (!/^A:/.test(trimmed))
    return fail(['this is not a Portuguese fiscal QR code (it does not start with "A:")']);

  const problems: string[] = [];
  const fields: Record<string, string> = {};
  let lastOrder = -1;
  for (const part of trimmed.split('*')) {
    const colon = part.indexOf(':');
    if (colon <= 0) {
      problems.push(`"${part.slice(0, 40)}" is not KEY:value`);
      continue;
    }
    const key = part.slice(0, colon);
    const value = part.slice(colon + 1);
    const order = FISCAL_QR_ORDER.indexOf(key);
    if (order < 0) {
      problems.push(`${key.slice(0, 10)}: unknown field`);
      continue;
    }
    if (Object.hasOwn(fields, key)) {
      problems.push(`${key}: appears twice`);
      continue;
    }
    if (order < lastOrder) problems.push(`${key}: out of the official order`);
    lastOrder = Math.max(lastOrder, order);
    fields[key] = value;
  }
  for (const key of REQUIRED) if (!Object.hasOwn(fields, key)) problems.push(`${key}: missing`);
  for (const [key, value] of Object.entries(fields)) {
    const problem = checkField(key, value, fields);
    if (problem) problems.push(problem);
  }
  const taxRegions: FiscalTaxRegion[] = [];
  for (const block of ['I', 'J', 'K'] as const) {
    const has = [2, 3, 4, 5, 6, 7, 8].some((n) => Object.hasOwn(fields, `${block}${n}`));
    const space = fields[`${block}1`];
    if (space === undefined) {
      if (has) problems.push(`${block}1: missing, but ${block}2..${block}8 are present`);
      continue;
    }
    const region: FiscalTaxRegion = { block, fiscalSpace: space };
    REGION_FIELDS.forEach((name, index) => {
      const value = fields[`${block}${index + 2}`];
      if (value !== undefined && MONEY.test(value)) region[name] = Number(value);
    });
    taxRegions.push(region);
  }
  if (taxRegions.length === 0) problems.push('no tax-region block: I1, J1 or K1 is required');
  if (problems.length > 0) return fail(problems);

  const money = (key: string) => (fields[key] === undefined ? undefined : Number(fields[key]));
  const vatTotal = taxRegions.reduce(
    (sum, region) =>
      sum +
      (region.reducedRateVat ?? 0) +
      (region.intermediateRateVat ?? 0) +
      (region.normalRateVat ?? 0),
    0,
  );
  const data: FiscalQrData = {
    issuerNif: fields.A as string,
    buyerNif: fields.B as string,
    buyerCountry: fields.C as string,
    documentType: fields.D as string,
    documentStatus: fields.E as string,
    documentDate: toIsoDate(fields.F as string) as string,
    documentId: fields.G as string,
    atcud: fields.H as string,
    taxRegions,
    totalTax: money('N') as number,
    grossTotal: money('O') as number,
    hash: fields.Q as string,
    certificateNumber: fields.R as string,
    vatTotal: Math.round(vatTotal * 100) / 100,
    fields,
  };
  if (fields.L !== undefined) data.nonTaxable = money('L') as number;
  if (fields.M !== undefined) data.stampDuty = money('M') as number;
  if (fields.P !== undefined) data.withholdingTax = money('P') as number;
  if (fields.S !== undefined) data.otherInfo = fields.S;
  return { valid: true, text: raw, data };
}
