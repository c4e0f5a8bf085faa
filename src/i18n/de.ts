import type { FormMessages } from './messages';

/**
 * The built-in German strings (also for `de-AT`, `de-CH`), loaded on demand (`loadMessages`): a
 * chunk of their own, so an app in another language does not download them.
 *
 * @example
 * await loadMessages('de-CH'); // then resolveMessages('de-CH') gives these
 */
export const de: FormMessages = {
  required: 'Dieses Feld ist ein Pflichtfeld.',
  number: 'Geben Sie eine Zahl ein.',
  integer: 'Geben Sie eine ganze Zahl ein.',
  decimals: 'Verwenden Sie höchstens {max} Nachkommastellen.',
  date: 'Geben Sie ein gültiges Datum ein.',
  nonexistentTime:
    'Diese Uhrzeit gibt es an diesem Tag in Ihrer Zeitzone nicht (die Uhr wird umgestellt).',
  futureDate: 'Das Datum darf nicht nach dem heutigen Tag liegen.',
  email: '{email} ist keine gültige E-Mail-Adresse.',
  url: 'Geben Sie einen Link ein, der mit http:// oder https:// beginnt.',
  guestName: 'Gast {row} braucht einen Namen.',
  requiredMark: '(Pflichtfeld)',
  scanned: 'Vom Beleg',
  loading: 'Formular wird geladen …',
  loadFailed: 'Das Formular konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  submit: 'Speichern',
  submitting: 'Wird gespeichert …',
  submitted: 'Gespeichert.',
  updating: 'Formular wird aktualisiert …',
  draftFound: 'Sie haben nicht gespeicherte Änderungen (Stand: {time}).',
  draftVersionMoved:
    'Die Abrechnung wurde seitdem auf dem Server geändert: Beim Wiederherstellen werden Ihre Änderungen auf die neue Version angewendet.',
  draftRestore: 'Meine Änderungen wiederherstellen',
  draftDiscard: 'Verwerfen',
  draftElsewhere:
    'Diese Abrechnung ist auch in einem anderen Tab geöffnet, der einen Entwurf gespeichert hat ({time}). Behalten wird der neueste Entwurf.',
  fieldAdded: '{name} hinzugefügt.',
  fieldRemoved: '{name} entfernt.',
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  undid: 'Rückgängig gemacht: {name}',
  redid: 'Wiederholt: {name}',
  historySaved: 'Gespeichert: frühere Änderungen können nicht mehr rückgängig gemacht werden.',
  historyCommand:
    'Nach dieser Aktion können frühere Änderungen nicht mehr rückgängig gemacht werden.',
  historyReloaded: 'Neu geladen: frühere Änderungen können nicht mehr rückgängig gemacht werden.',
  errorSummaryTitle: 'Bitte korrigieren Sie diese Felder',
  unseenProblems:
    'Nicht gespeichert: {count, one {# Feld braucht} other {# Felder brauchen}} Aufmerksamkeit, die diese Ansicht nicht zeigt: {names}.',
  warningSummaryTitle: 'Prüfen Sie diese Punkte vor dem Speichern',
  saveAnyway: 'Trotzdem speichern',
  conflictTitle: 'Jemand anderes hat diese Abrechnung geändert',
  conflictText:
    'Die Abrechnung wurde an anderer Stelle gespeichert, seit Sie sie geöffnet haben. Ihre Eingaben sind noch da. Laden Sie die neueste Version; Ihre Änderungen werden darauf angewendet.',
  reloadKeepChanges: 'Neu laden und meine Änderungen behalten',
  saveUnconfirmed:
    'Wir konnten nicht bestätigen, dass die Abrechnung gespeichert wurde. Prüfen Sie Ihre Abrechnungen, bevor Sie sie erneut speichern.',
  saveAgain: 'Erneut speichern',
  checkSaveAgain: 'Erneut prüfen',
  checkingSave: 'Es wird geprüft, ob die Abrechnung gespeichert wurde …',
  alreadySaved: 'Ihre Änderungen waren bereits gespeichert.',
  saveQueued:
    'Auf diesem Gerät gespeichert. Die Abrechnung wird gesendet, sobald Sie wieder online sind.',
  saveQueuedFound: 'Eine Speicherung dieser Abrechnung ({time}) wartet auf diesem Gerät.',
  sendQueuedNow: 'Jetzt senden',
  networkFailed:
    'Der Dienst war nicht erreichbar. Es ist nichts verloren gegangen: Versuchen Sie es erneut.',
  serverFailed:
    'Der Dienst konnte nicht speichern. Es ist nichts verloren gegangen: Versuchen Sie es erneut.',
  authRequired:
    'Ihre Anmeldung ist abgelaufen. Melden Sie sich erneut an und versuchen Sie es dann noch einmal: Es ist nichts verloren gegangen.',
  throttled:
    'Der Dienst ist ausgelastet. Warten Sie einen Moment und versuchen Sie es dann erneut: Es ist nichts verloren gegangen.',
  confirm: 'Bestätigen',
  cancel: 'Abbrechen',
  dismiss: 'Schließen',
  unknownControl:
    'Dieser Feldtyp ({type}) kann hier nicht bearbeitet werden; sein Wert bleibt erhalten.',
  fieldCrashed: 'Dieses Feld konnte nicht angezeigt werden; sein Wert bleibt erhalten.',
  linkNotAllowed: 'Dieser Link wurde nicht geöffnet: Nur http- und https-Links sind erlaubt.',
  opensInNewTab: '(öffnet in einem neuen Tab)',
  recallFailed: 'Das Formular konnte nicht aktualisiert werden. Ihre Eingaben bleiben erhalten.',
  guestCount: '{count, one {# Gast} other {# Gäste}}',
  addGuest: 'Gast hinzufügen',
  removeGuest: 'Gast {row} entfernen',
  guestNameLabel: 'Name',
  guestCompanyLabel: 'Firma',
  guestRow: 'Gast {row}',
  removeRecipient: '{email} entfernen',
  invalidAddress: 'keine gültige Adresse',
  recipientHint: 'Trennen Sie mehrere Adressen durch ein Komma oder ein Leerzeichen.',
  removeGroup: '{name} entfernen',
  listLoading: 'Werte werden geladen …',
  listOpen: 'Optionen anzeigen',
  listEmpty: 'Keine passenden Werte.',
  listFailed: 'Die Werte konnten nicht geladen werden.',
  listSuggestions: 'Vorschläge',
  removeValue: '{name} entfernen',
  listCount: '{count, one {# Wert} other {# Werte}}',
  timeZone: 'Zeitzone',
  dropHere: 'Legen Sie einen Beleg (Bild oder PDF) hier ab, oder:',
  chooseFile: 'Datei auswählen',
  takePhoto: 'Foto aufnehmen',
  replaceFile: 'Datei ersetzen',
  fileActionName: '{action}, {field}',
  uploading: 'Wird hochgeladen …',
  removeFile: '{name} entfernen',
  wrongType: '{name} wurde nicht hochgeladen: Nur Bilder und PDF-Dateien werden angenommen.',
  typeMismatch:
    '{name} wurde nicht hochgeladen: Die Datei gibt sich als {declared} aus, ihr Inhalt ist aber {detected}.',
  unknownContents: 'kein erkanntes Bild und kein PDF',
  uploadFailed: 'Die Datei konnte nicht hochgeladen werden. Versuchen Sie es erneut.',
  shrunk: 'Vor dem Senden verkleinert: {before} → {after}.',
  cancelUpload: 'Hochladen abbrechen',
  uploadCancelled: 'Das Hochladen wurde abgebrochen.',
  retryFile: '{name} erneut senden',
  tooLarge: 'Der Dienst hat die Datei als zu groß abgelehnt.',
  sendSmaller: 'Kleinere Version senden',
  noPreview: 'Dieses Foto kann hier nicht angezeigt werden.',
  noPreviewQr:
    'Dieses Foto kann hier nicht angezeigt werden, daher kann ein Steuer-QR-Code darin nicht gelesen werden: Scannen Sie den Code mit der Kamera.',
  openFile: '{name} öffnen',
  noUpload: 'Dieses Formular kann keine Dateien hochladen.',
  scanQr: 'QR-Code scannen',
  stopScan: 'Scannen beenden',
  cameraRefused:
    'Die Kamera wurde nicht zugelassen. Erlauben Sie sie im Browser oder wählen Sie stattdessen ein Foto des Belegs.',
  cameraMissing: 'Es wurde keine Kamera gefunden. Wählen Sie stattdessen ein Foto des Belegs.',
  cameraFailed: 'Die Kamera konnte keinen QR-Code lesen.',
  qrNotFiscal:
    'Ein QR-Code wurde gefunden, aber es ist kein portugiesischer Steuercode. Der Beleg wird ohne ihn hochgeladen.',
  qrTitle: 'Steuer-QR-Code',
  qrIssuer: 'NIF des Ausstellers',
  qrDate: 'Datum',
  qrTotal: 'Bruttobetrag',
  qrVat: 'MwSt.',
  attached: 'Angehängt',
  chooseDate: 'Datum auswählen',
  previousMonth: 'Vorheriger Monat',
  nextMonth: 'Nächster Monat',
  emptySegment: 'Leer',
  noFileAttached: 'Keine Datei angehängt.',
};
