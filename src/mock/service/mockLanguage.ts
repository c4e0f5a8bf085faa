import type { JsonValue } from '../../core/wire/model/types';
import type { MockReply } from './mockContext';

/** The languages the mock answers in: its own texts are written in English, Swedish is given. */
export type MockLanguage = 'en' | 'sv';

/** The mock's own English texts and their Swedish, as the service would word them. */
const SWEDISH: Readonly<Record<string, string>> = {
  // Field labels, notices and commands of the scenarios.
  'Report name': 'Rapportens namn',
  'Expense type': 'Utgiftstyp',
  Guests: 'Gäster',
  'Number of guests': 'Antal gäster',
  'Includes alcohol': 'Inklusive alkohol',
  'Travel date': 'Resdatum',
  'Car type': 'Biltyp',
  'Distance (km)': 'Sträcka (km)',
  Route: 'Färdväg',
  Trip: 'Resa',
  Departure: 'Avresa',
  Return: 'Hemkomst',
  Destination: 'Resmål',
  Comment: 'Kommentar',
  'Send a copy to': 'Skicka en kopia till',
  'Purchase date': 'Inköpsdatum',
  Amount: 'Belopp',
  Currency: 'Valuta',
  'VAT amount': 'Momsbelopp',
  Category: 'Kategori',
  Receipt: 'Kvitto',
  Description: 'Beskrivning',
  'Split rows': 'Delade rader',
  'Split expense': 'Dela upp utgiften',
  'Split this amount into two rows with their own categories?':
    'Dela upp beloppet på två rader med var sin kategori?',
  'No rows left: the amount is not split.': 'Inga rader kvar: beloppet är inte uppdelat.',
  Allowances: 'Traktamenten',
  Breakfast: 'Frukost',
  Lunch: 'Lunch',
  'Hidden allowance': 'Dolt traktamente',
  'Hologram (unknown type)': 'Hologram (okänd typ)',
  'Last updated': 'Senast uppdaterad',
  'Meals provided': 'Bjudna måltider',
  'Meeting starts': 'Mötet börjar',
  'Paid with the company card': 'Betald med företagskortet',
  'Per diems are paid with the next salary.': 'Traktamenten betalas ut med nästa lön.',
  'Project code (custom)': 'Projektkod (egen)',
  'Reports are sent to your manager.': 'Rapporter skickas till din chef.',
  Tags: 'Taggar',
  'The card transaction was rejected.': 'Korttransaktionen avvisades.',
  'The receipt was read.': 'Kvittot har lästs in.',
  'This amount is over the meal limit.': 'Beloppet är över gränsen för måltider.',
  'Travel policy': 'Resepolicy',
  'No allowances apply to this trip.': 'Inga traktamenten gäller för den här resan.',
  // Validation messages.
  'This field is required.': 'Fältet är obligatoriskt.',
  'Enter a number.': 'Ange ett tal.',
  'Enter a whole number.': 'Ange ett heltal.',
  'The amount cannot be negative.': 'Beloppet kan inte vara negativt.',
  'Enter a valid date.': 'Ange ett giltigt datum.',
  'The date cannot be later than today.': 'Datumet kan inte vara senare än i dag.',
  'One of the addresses is not a valid e-mail address.':
    'En av adresserna är inte en giltig e-postadress.',
  'Every guest needs a name.': 'Varje gäst behöver ett namn.',
  'The return is before the departure.': 'Hemkomsten är före avresan.',
  'The VAT amount is larger than the amount.': 'Momsbeloppet är större än beloppet.',
  'No receipt is attached.': 'Inget kvitto är bifogat.',
  // List values and their sections.
  Mileage: 'Milersättning',
  'Per diem': 'Traktamente',
  Representation: 'Representation',
  Common: 'Vanliga',
  Other: 'Övriga',
  'SEK – Swedish krona': 'SEK – svensk krona',
  'EUR – Euro': 'EUR – euro',
  'USD – US dollar': 'USD – amerikansk dollar',
  'NOK – Norwegian krone': 'NOK – norsk krona',
  Food: 'Mat',
  Travel: 'Resor',
  Meals: 'Måltider',
  Coffee: 'Kaffe',
  Train: 'Tåg',
  Hotel: 'Hotell',
  'Own car': 'Egen bil',
  'Company car': 'Förmånsbil',
  'Petrol car': 'Bensinbil',
  'Diesel car': 'Dieselbil',
  'Electric car': 'Elbil',
  'Hybrid car': 'Hybridbil',
  'Company car, petrol': 'Förmånsbil, bensin',
  'Company car, electric': 'Förmånsbil, el',
};

/** Texts with numbers or codes in them: English pattern, Swedish pattern, both ways. */
const PATTERNS: readonly (readonly [RegExp, string, RegExp, string])[] = [
  [/^Row (\d+)$/, 'Rad $1', /^Rad (\d+)$/, 'Row $1'],
  [
    /^Exchange rate to (\w+)$/,
    'Växelkurs till $1',
    /^Växelkurs till (\w+)$/,
    'Exchange rate to $1',
  ],
  [
    /^Use at most (\d+) decimals\.$/,
    'Använd högst $1 decimaler.',
    /^Använd högst (\d+) decimaler\.$/,
    'Use at most $1 decimals.',
  ],
  [
    /^Amounts over (\S+) (\w+) need your manager's approval\.$/,
    'Belopp över $1 $2 måste godkännas av din chef.',
    /^Belopp över (\S+) (\w+) måste godkännas av din chef\.$/,
    "Amounts over $1 $2 need your manager's approval.",
  ],
  [
    /^The amount is over the limit of (\S+) (\w+); your manager must approve it\.$/,
    'Beloppet är över gränsen på $1 $2; din chef måste godkänna det.',
    /^Beloppet är över gränsen på (\S+) (\w+); din chef måste godkänna det\.$/,
    'The amount is over the limit of $1 $2; your manager must approve it.',
  ],
];

const ENGLISH: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(SWEDISH).map(([english, swedish]) => [swedish, english]),
);

/** The attributes that hold the mock's own words (labels, messages, commands, list values). */
const WORDED = new Set([
  'name',
  'text',
  'errorText',
  'message',
  'confirmationText',
  'replacementText',
  'description',
]);

/**
 * The language a request asks for (its first `Accept-Language` entry that the mock knows),
 * English otherwise.
 *
 * @example
 * mockLanguage('sv-SE, sv;q=0.9'); // 'sv'
 */
export function mockLanguage(header: string | null): MockLanguage {
  for (const entry of (header ?? '').split(',')) {
    const language = entry.trim().split(/[-;]/)[0]?.toLowerCase();
    if (language === 'sv' || language === 'en') return language;
  }
  return 'en';
}

function translated(text: string, language: MockLanguage): string {
  const exact = (language === 'sv' ? SWEDISH : ENGLISH)[text];
  if (exact !== undefined) return exact;
  for (const [english, swedish, swedishPattern, englishText] of PATTERNS) {
    const from = language === 'sv' ? english : swedishPattern;
    if (from.test(text)) return text.replace(from, language === 'sv' ? swedish : englishText);
  }
  return text;
}

function worded(value: JsonValue, language: MockLanguage): JsonValue {
  if (Array.isArray(value)) return value.map((entry) => worded(entry, language));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, JsonValue> = {};
  for (const key in value) {
    const entry = value[key] as JsonValue;
    out[key] =
      typeof entry === 'string' && WORDED.has(key)
        ? translated(entry, language)
        : worded(entry, language);
  }
  return out;
}

/**
 * A reply in the language the request asked for: the mock's own labels, messages, commands and
 * list values (a service that localizes its envelope). Words it does not know (values, names
 * people typed) stay as they are; a Swedish envelope sent back and asked for in English is worded
 * in English again.
 *
 * @example
 * return respond(inLanguage(reply, mockLanguage(request.headers.get('Accept-Language'))));
 */
export function inLanguage(reply: MockReply, language: MockLanguage): MockReply {
  return reply.body === undefined ? reply : { ...reply, body: worded(reply.body, language) };
}
