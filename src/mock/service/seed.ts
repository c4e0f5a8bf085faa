import type { ListSection, ListValue, Organization } from '../../core/wire/model/types';
import { COMPANY_CLASS, TEMPLATE_ORGANIZATION_CLASS } from '../../core/wire/model/types';
import type { ScenarioName } from '../scenarios';
import { mockId } from './ids';
import { MOCK_BASE_URL } from './baseUrl';

/** An organization of the end-user interface, with what the mock's rules need. */
export interface MockOrganization {
  id: string;
  name: string;
  /** ISO 3166-1 alpha-2 booking country; `PT` turns on fiscal QR codes (spec 2.7). */
  country: string;
  /** Home currency of reimbursements. */
  currency: string;
  /** Receipt amounts above this, in the home currency, get a warning. */
  amountLimit: number;
  /** Accounting numbers synced from an external system: account deletion gives 403 (spec 4.8). */
  accountsSynced: boolean;
  /**
   * The scenario this organization's fields endpoint serves first, built for it
   * (`scenarioFor`): an expense scenario (`receipt`, `receiptPortugal`, `mileage`, `perDiem`,
   * `representation`) keeps the mock's re-call rules and takes the organization's currency and
   * country (so `receipt` in a PT organization has the fiscal QR); `allControls`, `basic` and
   * `large200` are served as they are and echoed on a re-call.
   */
  scenario: ScenarioName;
}

/** An expense category; only the mileage type matters to the spec (spec 2.4, 4.1). */
export interface MockCategory {
  id: string;
  organizationId: string;
  name: string;
  type: 'MileageExpenseCategory' | 'ReceiptExpenseCategory' | 'PerDiemExpenseCategory';
}

/** A person behind a bearer token. */
export interface MockPerson {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Organizations of the end-user interface this person belongs to. */
  organizationIds: string[];
  /** V0 organizations this person administrates (internal ids). */
  administrates: string[];
}

/** An account of an organization's chart of accounts (spec 3.2). */
export interface MockAccount {
  id: string;
  organizationId: string;
  number: string;
  state: 'active' | 'inactive';
}

/** Everything the mock starts from; pass your own to `createMockService({ seed })`. */
export interface MockSeed {
  /** Bearer token to person id. */
  tokens: Record<string, string>;
  people: MockPerson[];
  organizations: MockOrganization[];
  categories: MockCategory[];
  accounts: MockAccount[];
  carTypes: { sections: ListSection[]; values: ListValue[]; suggestionIds: string[] };
  /** VAT rates (percent) per country for MULTI_VAT; SINGLE_VAT uses the first. */
  vatRates: Record<string, number[]>;
  /** Exchange rates to each home currency: `rates[home][foreign]`. */
  exchangeRates: Record<string, Record<string, number>>;
  /** V0 organizations (spec 2.2). */
  v0Organizations: Organization[];
  /** Extra lists served under `lists/{name}` of an organization. */
  lists: Record<string, { sections: ListSection[]; values: ListValue[]; suggestionIds?: string[] }>;
}

/**
 * Organization ids of the default seed.
 *
 * @example
 * <FieldsForm source={{ organizationId: MOCK_IDS.portugueseOrg, client }} />
 */
export const MOCK_IDS = {
  swedishOrg: mockId('a1', 1),
  portugueseOrg: mockId('a1', 2),
  controlsOrg: mockId('a1', 3),
  person: mockId('b1', 1),
  mileageCategory: mockId('c1', 1),
  receiptCategory: mockId('c1', 2),
  travelCategory: mockId('c1', 3),
  portugueseMileageCategory: mockId('c1', 4),
  account: mockId('d1', 1),
  syncedAccount: mockId('d1', 2),
} as const;

/**
 * The bearer token of the default seed's person.
 *
 * @example
 * createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });
 */
export const MOCK_TOKEN = 'mock-token';

const v0 = (
  overrides: Partial<Organization> & Pick<Organization, 'id' | 'name'>,
): Organization => ({
  externalSourceId: null,
  className: COMPANY_CLASS,
  classType: COMPANY_CLASS,
  lastUpdated: '2026-01-02T09:00:00Z',
  dateCreated: '2025-06-01T09:00:00Z',
  status: 'NORMAL',
  vat: 'SE556000000001',
  phone: '',
  clientApplicationId: 'client-app-1',
  supportAccessEndDate: '2027-01-01T00:00:00Z',
  sendEventToExternalSystem: false,
  iconUrl: `${MOCK_BASE_URL}/static/icons/org.png`,
  partnerId: 'partner-1',
  partnerName: 'Nordic Partner',
  ...overrides,
});

/**
 * The default seed: a Swedish and a Portuguese organization (fiscal QR), one with every control,
 * one person with the token {@link MOCK_TOKEN}.
 *
 * @example
 * const service = createMockService({ seed: { ...defaultSeed(), tokens: { 't': MOCK_IDS.person } } });
 */
export function defaultSeed(): MockSeed {
  const { swedishOrg, portugueseOrg, controlsOrg, person } = MOCK_IDS;
  return {
    tokens: { [MOCK_TOKEN]: person },
    people: [
      {
        id: person,
        firstName: 'Ana',
        lastName: 'Lindqvist',
        email: 'ana.lindqvist@example.se',
        organizationIds: [swedishOrg, portugueseOrg, controlsOrg],
        administrates: ['v0-org-1', 'v0-org-2', 'v0-template-1'],
      },
    ],
    organizations: [
      {
        id: swedishOrg,
        name: 'Nordvik AB',
        country: 'SE',
        currency: 'SEK',
        amountLimit: 5000,
        accountsSynced: false,
        scenario: 'receipt',
      },
      {
        id: portugueseOrg,
        name: 'Lisboa Lda',
        country: 'PT',
        currency: 'EUR',
        amountLimit: 500,
        accountsSynced: true,
        scenario: 'receiptPortugal',
      },
      {
        id: controlsOrg,
        name: 'Every Control Inc',
        country: 'SE',
        currency: 'SEK',
        amountLimit: 5000,
        accountsSynced: false,
        scenario: 'allControls',
      },
    ],
    categories: [
      {
        id: MOCK_IDS.mileageCategory,
        organizationId: swedishOrg,
        name: 'Mileage',
        type: 'MileageExpenseCategory',
      },
      {
        id: MOCK_IDS.receiptCategory,
        organizationId: swedishOrg,
        name: 'Meals',
        type: 'ReceiptExpenseCategory',
      },
      {
        id: MOCK_IDS.travelCategory,
        organizationId: swedishOrg,
        name: 'Travel',
        type: 'PerDiemExpenseCategory',
      },
      {
        id: MOCK_IDS.portugueseMileageCategory,
        organizationId: portugueseOrg,
        name: 'Quilometragem',
        type: 'MileageExpenseCategory',
      },
    ],
    accounts: [
      { id: MOCK_IDS.account, organizationId: swedishOrg, number: '5810', state: 'active' },
      {
        id: MOCK_IDS.syncedAccount,
        organizationId: portugueseOrg,
        number: '6221',
        state: 'active',
      },
    ],
    carTypes: {
      sections: [
        { id: 1, text: 'Own car' },
        { id: 2, text: 'Company car' },
      ],
      values: [
        {
          id: 'car-petrol',
          name: 'Petrol car',
          section: 1,
          icon: `${MOCK_BASE_URL}/static/icons/petrol.svg`,
        },
        {
          id: 'car-diesel',
          name: 'Diesel car',
          section: 1,
          icon: `${MOCK_BASE_URL}/static/icons/diesel.svg`,
        },
        {
          id: 'car-electric',
          name: 'Electric car',
          section: 1,
          icon: `${MOCK_BASE_URL}/static/icons/electric.svg`,
        },
        {
          id: 'car-hybrid',
          name: 'Hybrid car',
          section: 1,
          icon: `${MOCK_BASE_URL}/static/icons/hybrid.svg`,
        },
        { id: 'company-petrol', name: 'Company car, petrol', section: 2 },
        { id: 'company-electric', name: 'Company car, electric', section: 2 },
      ],
      suggestionIds: ['car-electric', 'car-petrol'],
    },
    vatRates: { SE: [25, 12, 6], PT: [23, 13, 6] },
    exchangeRates: {
      SEK: { EUR: 11.4, USD: 10.6, NOK: 1.01 },
      EUR: { SEK: 0.0877, USD: 0.93, NOK: 0.0886 },
    },
    v0Organizations: [
      v0({ id: 'v0-org-1', name: 'Nordvik AB', externalSourceId: 'ext-nordvik' }),
      v0({
        id: 'v0-org-2',
        name: 'Lisboa Lda',
        externalSourceId: 'ext-lisboa',
        vat: 'PT123456789',
        status: 'INCOMPLETE',
      }),
      (() => {
        const template = v0({
          id: 'v0-template-1',
          name: 'Template',
          className: TEMPLATE_ORGANIZATION_CLASS,
          classType: TEMPLATE_ORGANIZATION_CLASS,
          vat: '-',
        });
        delete template.partnerId;
        delete template.partnerName;
        return template;
      })(),
    ],
    lists: {
      expenseTypes: {
        sections: [],
        values: [
          { id: 'receipt', name: 'Receipt' },
          { id: 'mileage', name: 'Mileage' },
          { id: 'perDiem', name: 'Per diem' },
          { id: 'representation', name: 'Representation' },
        ],
      },
      currencies: {
        sections: [
          { id: 1, text: 'Common' },
          { id: 2, text: 'Other' },
        ],
        values: [
          { id: 'SEK', name: 'SEK – Swedish krona', section: 1 },
          { id: 'EUR', name: 'EUR – Euro', section: 1 },
          { id: 'USD', name: 'USD – US dollar', section: 2 },
          { id: 'NOK', name: 'NOK – Norwegian krone', section: 2 },
        ],
        suggestionIds: ['SEK', 'EUR'],
      },
      categories: {
        sections: [
          { id: 1, text: 'Food' },
          { id: 2, text: 'Travel' },
        ],
        values: [
          { id: MOCK_IDS.receiptCategory, name: 'Meals', section: 1 },
          { id: mockId('c2', 1), name: 'Coffee', section: 1 },
          { id: mockId('c2', 2), name: 'Taxi', section: 2 },
          { id: mockId('c2', 3), name: 'Train', section: 2 },
          { id: mockId('c2', 4), name: 'Hotel', section: 2 },
        ],
      },
    },
  };
}

/**
 * A deep copy, so a service never shares state with its seed.
 *
 * @example
 * const seed = cloneSeed(defaultSeed());
 */
export function cloneSeed(seed: MockSeed): MockSeed {
  return JSON.parse(JSON.stringify(seed)) as MockSeed;
}
