import type { ValueProblem } from '../core/values';

/** Every built-in string of the form. Replace any of them with the `messages` prop. */
export interface FormMessages {
  required: string;
  number: string;
  integer: string;
  /** `{max}` is the maximum number of decimals. */
  decimals: string;
  date: string;
  nonexistentTime: string;
  futureDate: string;
  /** `{email}` is the address that is wrong. */
  email: string;
  url: string;
  /** `{row}` is the guest row. */
  guestName: string;
  requiredMark: string;
  scanned: string;
  loading: string;
  loadFailed: string;
  retry: string;
  submit: string;
  submitting: string;
  submitted: string;
  updating: string;
  errorSummaryTitle: string;
  warningSummaryTitle: string;
  saveAnyway: string;
  conflictTitle: string;
  conflictText: string;
  reloadKeepChanges: string;
  networkFailed: string;
  serverFailed: string;
  confirm: string;
  cancel: string;
  dismiss: string;
  /** `{type}` is the controlType. */
  unknownControl: string;
  fieldCrashed: string;
  linkNotAllowed: string;
  opensInNewTab: string;
  recallFailed: string;
  /** `{count}` guests. */
  guestCount: string;
  addGuest: string;
  /** `{row}` is the guest's row. */
  removeGuest: string;
  guestNameLabel: string;
  guestCompanyLabel: string;
  /** `{row}` is the guest's row. */
  guestRow: string;
  /** `{email}` is the address. */
  removeRecipient: string;
  invalidAddress: string;
  recipientHint: string;
  /** `{name}` is the group's name. */
  removeGroup: string;
  listLoading: string;
  listEmpty: string;
  listFailed: string;
  listSuggestions: string;
  /** `{name}` is the value. */
  removeValue: string;
  /** `{count}` options. */
  listCount: string;
  timeZone: string;
  dropHere: string;
  chooseFile: string;
  takePhoto: string;
  uploading: string;
  /** `{name}` is the file. */
  removeFile: string;
  /** `{name}` is the file. */
  wrongType: string;
  /** `{name}`, `{declared}`, `{detected}`. */
  typeMismatch: string;
  uploadFailed: string;
  noUpload: string;
  scanQr: string;
  stopScan: string;
  cameraRefused: string;
  cameraMissing: string;
  cameraFailed: string;
  qrNotFiscal: string;
  qrTitle: string;
  qrIssuer: string;
  qrDate: string;
  qrTotal: string;
  qrVat: string;
  attached: string;
}

const en: FormMessages = {
  required: 'This field is required.',
  number: 'Enter a number.',
  integer: 'Enter a whole number.',
  decimals: 'Use at most {max} decimals.',
  date: 'Enter a valid date.',
  nonexistentTime: 'This time does not exist on that day in your time zone (the clocks change).',
  futureDate: 'The date cannot be later than today.',
  email: '{email} is not a valid e-mail address.',
  url: 'Enter a link that starts with http:// or https://.',
  guestName: 'Guest {row} needs a name.',
  requiredMark: '(required)',
  scanned: 'From receipt',
  loading: 'Loading the form…',
  loadFailed: 'The form could not be loaded.',
  retry: 'Try again',
  submit: 'Save',
  submitting: 'Saving…',
  submitted: 'Saved.',
  updating: 'Updating the form…',
  errorSummaryTitle: 'Please correct these fields',
  warningSummaryTitle: 'Please check these warnings',
  saveAnyway: 'Save anyway',
  conflictTitle: 'Someone else changed this report',
  conflictText:
    'The report was saved elsewhere since you opened it. Your entries are still here. Reload the latest version; your changes will be applied on top of it.',
  reloadKeepChanges: 'Reload and keep my changes',
  networkFailed: 'The service could not be reached. Nothing was lost: try again.',
  serverFailed: 'The service failed to save. Nothing was lost: try again.',
  confirm: 'Confirm',
  cancel: 'Cancel',
  dismiss: 'Dismiss',
  unknownControl: 'This field type ({type}) cannot be edited here; its value is kept.',
  fieldCrashed: 'This field could not be shown; its value is kept.',
  linkNotAllowed: 'This link was not opened: only http and https links are allowed.',
  opensInNewTab: '(opens in a new tab)',
  recallFailed: 'The form could not be updated. Your entries are kept.',
  guestCount: '{count} guests',
  addGuest: 'Add guest',
  removeGuest: 'Remove guest {row}',
  guestNameLabel: 'Name',
  guestCompanyLabel: 'Company',
  guestRow: 'Guest {row}',
  removeRecipient: 'Remove {email}',
  invalidAddress: 'not a valid address',
  recipientHint: 'Separate several addresses with a comma or a space.',
  removeGroup: 'Remove {name}',
  listLoading: 'Loading values…',
  listEmpty: 'No matching values.',
  listFailed: 'The values could not be loaded.',
  listSuggestions: 'Suggestions',
  removeValue: 'Remove {name}',
  listCount: '{count} values',
  timeZone: 'Time zone',
  dropHere: 'Drop a receipt (image or PDF) here, or:',
  chooseFile: 'Choose file',
  takePhoto: 'Take a photo',
  uploading: 'Uploading…',
  removeFile: 'Remove {name}',
  wrongType: '{name} was not uploaded: only images and PDF files are accepted.',
  typeMismatch:
    '{name} was not uploaded: it claims to be {declared} but its contents are {detected}.',
  uploadFailed: 'The file could not be uploaded. Try again.',
  noUpload: 'This form cannot upload files.',
  scanQr: 'Scan QR code',
  stopScan: 'Stop scanning',
  cameraRefused:
    'The camera was not allowed. Allow it in the browser, or choose a photo of the receipt instead.',
  cameraMissing: 'No camera was found. Choose a photo of the receipt instead.',
  cameraFailed: 'The camera could not read a QR code.',
  qrNotFiscal:
    'A QR code was found, but it is not a Portuguese fiscal code. The receipt is uploaded without it.',
  qrTitle: 'Fiscal QR code',
  qrIssuer: 'Issuer NIF',
  qrDate: 'Date',
  qrTotal: 'Gross total',
  qrVat: 'VAT',
  attached: 'Attached',
};

const sv: FormMessages = {
  required: 'Fältet är obligatoriskt.',
  number: 'Ange ett tal.',
  integer: 'Ange ett heltal.',
  decimals: 'Använd högst {max} decimaler.',
  date: 'Ange ett giltigt datum.',
  nonexistentTime: 'Den tiden finns inte den dagen i din tidszon (klockan ställs om).',
  futureDate: 'Datumet kan inte vara senare än i dag.',
  email: '{email} är inte en giltig e-postadress.',
  url: 'Ange en länk som börjar med http:// eller https://.',
  guestName: 'Gäst {row} behöver ett namn.',
  requiredMark: '(obligatoriskt)',
  scanned: 'Från kvittot',
  loading: 'Laddar formuläret…',
  loadFailed: 'Formuläret kunde inte laddas.',
  retry: 'Försök igen',
  submit: 'Spara',
  submitting: 'Sparar…',
  submitted: 'Sparat.',
  updating: 'Uppdaterar formuläret…',
  errorSummaryTitle: 'Rätta de här fälten',
  warningSummaryTitle: 'Kontrollera varningarna',
  saveAnyway: 'Spara ändå',
  conflictTitle: 'Någon annan har ändrat rapporten',
  conflictText:
    'Rapporten har sparats någon annanstans sedan du öppnade den. Det du har fyllt i finns kvar. Ladda den senaste versionen; dina ändringar läggs på den.',
  reloadKeepChanges: 'Ladda om och behåll mina ändringar',
  networkFailed: 'Tjänsten kunde inte nås. Inget har försvunnit: försök igen.',
  serverFailed: 'Tjänsten kunde inte spara. Inget har försvunnit: försök igen.',
  confirm: 'Bekräfta',
  cancel: 'Avbryt',
  dismiss: 'Stäng',
  unknownControl: 'Fälttypen ({type}) kan inte redigeras här; värdet behålls.',
  fieldCrashed: 'Fältet kunde inte visas; värdet behålls.',
  linkNotAllowed: 'Länken öppnades inte: bara http- och https-länkar tillåts.',
  opensInNewTab: '(öppnas i en ny flik)',
  recallFailed: 'Formuläret kunde inte uppdateras. Det du fyllt i finns kvar.',
  guestCount: '{count} gäster',
  addGuest: 'Lägg till gäst',
  removeGuest: 'Ta bort gäst {row}',
  guestNameLabel: 'Namn',
  guestCompanyLabel: 'Företag',
  guestRow: 'Gäst {row}',
  removeRecipient: 'Ta bort {email}',
  invalidAddress: 'inte en giltig adress',
  recipientHint: 'Skilj flera adresser åt med komma eller mellanslag.',
  removeGroup: 'Ta bort {name}',
  listLoading: 'Laddar värden…',
  listEmpty: 'Inga värden matchar.',
  listFailed: 'Värdena kunde inte laddas.',
  listSuggestions: 'Förslag',
  removeValue: 'Ta bort {name}',
  listCount: '{count} värden',
  timeZone: 'Tidszon',
  dropHere: 'Släpp ett kvitto (bild eller PDF) här, eller:',
  chooseFile: 'Välj fil',
  takePhoto: 'Ta ett foto',
  uploading: 'Laddar upp…',
  removeFile: 'Ta bort {name}',
  wrongType: '{name} laddades inte upp: bara bilder och PDF-filer tas emot.',
  typeMismatch:
    '{name} laddades inte upp: den säger sig vara {declared} men innehållet är {detected}.',
  uploadFailed: 'Filen kunde inte laddas upp. Försök igen.',
  noUpload: 'Formuläret kan inte ladda upp filer.',
  scanQr: 'Skanna QR-kod',
  stopScan: 'Sluta skanna',
  cameraRefused: 'Kameran tilläts inte. Tillåt den i webbläsaren, eller välj ett foto av kvittot.',
  cameraMissing: 'Ingen kamera hittades. Välj ett foto av kvittot i stället.',
  cameraFailed: 'Kameran kunde inte läsa någon QR-kod.',
  qrNotFiscal:
    'En QR-kod hittades men den är ingen portugisisk skattekod. Kvittot laddas upp utan den.',
  qrTitle: 'Skatte-QR-kod',
  qrIssuer: 'Utfärdarens NIF',
  qrDate: 'Datum',
  qrTotal: 'Totalt',
  qrVat: 'Moms',
  attached: 'Bifogad',
};

const pt: FormMessages = {
  required: 'Este campo é obrigatório.',
  number: 'Introduza um número.',
  integer: 'Introduza um número inteiro.',
  decimals: 'Use no máximo {max} casas decimais.',
  date: 'Introduza uma data válida.',
  nonexistentTime: 'Esta hora não existe nesse dia no seu fuso horário (mudança de hora).',
  futureDate: 'A data não pode ser posterior a hoje.',
  email: '{email} não é um endereço de e-mail válido.',
  url: 'Introduza uma ligação que comece por http:// ou https://.',
  guestName: 'O convidado {row} precisa de um nome.',
  requiredMark: '(obrigatório)',
  scanned: 'Do recibo',
  loading: 'A carregar o formulário…',
  loadFailed: 'Não foi possível carregar o formulário.',
  retry: 'Tentar de novo',
  submit: 'Guardar',
  submitting: 'A guardar…',
  submitted: 'Guardado.',
  updating: 'A atualizar o formulário…',
  errorSummaryTitle: 'Corrija estes campos',
  warningSummaryTitle: 'Verifique estes avisos',
  saveAnyway: 'Guardar mesmo assim',
  conflictTitle: 'Outra pessoa alterou este relatório',
  conflictText:
    'O relatório foi guardado noutro lado desde que o abriu. Os seus dados continuam aqui. Recarregue a versão mais recente; as suas alterações serão aplicadas por cima.',
  reloadKeepChanges: 'Recarregar e manter as minhas alterações',
  networkFailed: 'Não foi possível contactar o serviço. Nada se perdeu: tente de novo.',
  serverFailed: 'O serviço não conseguiu guardar. Nada se perdeu: tente de novo.',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  dismiss: 'Fechar',
  unknownControl: 'Este tipo de campo ({type}) não pode ser editado aqui; o valor é mantido.',
  fieldCrashed: 'Não foi possível mostrar este campo; o valor é mantido.',
  linkNotAllowed: 'A ligação não foi aberta: só são permitidas ligações http e https.',
  opensInNewTab: '(abre num novo separador)',
  recallFailed: 'Não foi possível atualizar o formulário. Os seus dados são mantidos.',
  guestCount: '{count} convidados',
  addGuest: 'Adicionar convidado',
  removeGuest: 'Remover convidado {row}',
  guestNameLabel: 'Nome',
  guestCompanyLabel: 'Empresa',
  guestRow: 'Convidado {row}',
  removeRecipient: 'Remover {email}',
  invalidAddress: 'não é um endereço válido',
  recipientHint: 'Separe vários endereços com uma vírgula ou um espaço.',
  removeGroup: 'Remover {name}',
  listLoading: 'A carregar valores…',
  listEmpty: 'Nenhum valor corresponde.',
  listFailed: 'Não foi possível carregar os valores.',
  listSuggestions: 'Sugestões',
  removeValue: 'Remover {name}',
  listCount: '{count} valores',
  timeZone: 'Fuso horário',
  dropHere: 'Largue aqui um recibo (imagem ou PDF), ou:',
  chooseFile: 'Escolher ficheiro',
  takePhoto: 'Tirar fotografia',
  uploading: 'A carregar…',
  removeFile: 'Remover {name}',
  wrongType: '{name} não foi carregado: só são aceites imagens e ficheiros PDF.',
  typeMismatch: '{name} não foi carregado: diz ser {declared} mas o conteúdo é {detected}.',
  uploadFailed: 'Não foi possível carregar o ficheiro. Tente de novo.',
  noUpload: 'Este formulário não pode carregar ficheiros.',
  scanQr: 'Ler código QR',
  stopScan: 'Parar leitura',
  cameraRefused:
    'A câmara não foi autorizada. Autorize-a no navegador, ou escolha uma fotografia do recibo.',
  cameraMissing: 'Não foi encontrada nenhuma câmara. Escolha uma fotografia do recibo.',
  cameraFailed: 'A câmara não conseguiu ler um código QR.',
  qrNotFiscal:
    'Foi encontrado um código QR, mas não é um código fiscal português. O recibo é carregado sem ele.',
  qrTitle: 'Código QR fiscal',
  qrIssuer: 'NIF do emitente',
  qrDate: 'Data',
  qrTotal: 'Total',
  qrVat: 'IVA',
  attached: 'Anexado',
};

/**
 * The built-in translations, by language.
 *
 * @example
 * BUILT_IN_MESSAGES.sv.submit; // 'Spara'
 */
export const BUILT_IN_MESSAGES: Readonly<Record<'en' | 'sv' | 'pt', FormMessages>> = { en, sv, pt };

/**
 * The messages for a locale (by its language; English when there is no translation), with
 * overrides on top.
 *
 * @example
 * const messages = resolveMessages('pt-PT', { submit: 'Enviar' });
 */
export function resolveMessages(locale: string, overrides?: Partial<FormMessages>): FormMessages {
  const language = locale.toLowerCase().split(/[-_]/)[0] as keyof typeof BUILT_IN_MESSAGES;
  const base = Object.hasOwn(BUILT_IN_MESSAGES, language) ? BUILT_IN_MESSAGES[language] : en;
  return overrides ? { ...base, ...overrides } : base;
}

/**
 * Fills `{name}` placeholders of a message.
 *
 * @example
 * formatMessage('Use at most {max} decimals.', { max: 2 }); // 'Use at most 2 decimals.'
 */
export function formatMessage(
  template: string,
  params: Record<string, string | number> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}

/**
 * The translated text of a client-side value problem.
 *
 * @example
 * problemMessage({ code: 'decimals', params: { max: 2 } }, messages);
 */
export function problemMessage(problem: ValueProblem, messages: FormMessages): string {
  return formatMessage(messages[problem.code], problem.params);
}
