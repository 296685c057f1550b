import type { NotificationType } from '../../../machines/notifications.types';

// What a notification says, in the person's language (persons.language), for push and mail alike.
// Placeholders {{name}} take the event's parameters; the app's locale files hold the screen's texts,
// these are the api's own because the api writes the message when the app is closed.

export const TEXT_LANGUAGES = ['en', 'de', 'deAt', 'fr', 'es', 'nl', 'cy'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** The office's answers have two outcomes each; everything else has one text. */
export type TextKey =
  | Exclude<NotificationType, 'vacationAnswered' | 'receiptAnswered' | 'profilePictureAnswered'>
  | 'vacationApproved'
  | 'vacationDeclined'
  | 'receiptApproved'
  | 'receiptRejected'
  | 'profilePictureApproved'
  | 'profilePictureRejected';

/** Each text, and `reason`: the line added when the office gave one ({{reason}}). */
type Texts = Record<TextKey, { title: string; body: string }> & { reason: string };

const en: Texts = {
  jobOffered: {
    title: 'New job offered',
    body: '{{project}} on {{day}}: open the app to confirm.',
  },
  jobChanged: {
    title: 'Job changed',
    body: '{{project}} on {{day}} has changed. Check the details.',
  },
  jobConfirmed: { title: 'Job confirmed', body: 'You confirmed {{project}} on {{day}}.' },
  jobReminder: { title: 'Shift reminder', body: '{{project}} starts at {{time}}.' },
  documentToSign: {
    title: 'Document to sign',
    body: '{{document}} is waiting for your signature.',
  },
  payrollReady: { title: 'Payroll ready', body: 'Your payroll {{period}} is ready to view.' },
  vacationApproved: {
    title: 'Vacation approved',
    body: 'Your vacation {{from}} – {{to}} was approved.',
  },
  vacationDeclined: {
    title: 'Vacation declined',
    body: 'Your vacation {{from}} – {{to}} was declined.',
  },
  crewItemStatusChanged: {
    title: 'Crew status changed',
    body: '{{person}} on {{project}}: {{status}}.',
  },
  receiptApproved: {
    title: 'Receipt approved',
    body: 'Your receipt {{number}} ({{total}}) was approved.',
  },
  receiptRejected: {
    title: 'Receipt rejected',
    body: 'Your receipt {{number}} ({{total}}) was rejected: correct it and hand it in again.',
  },
  profilePictureApproved: {
    title: 'Profile picture approved',
    body: 'Your new profile picture was approved.',
  },
  profilePictureRejected: {
    title: 'Profile picture rejected',
    body: 'Your new profile picture was rejected: upload another one.',
  },
  reason: 'The office says: {{reason}}',
};

const de: Texts = {
  jobOffered: {
    title: 'Neuer Job angeboten',
    body: '{{project}} am {{day}}: Öffne die App, um zuzusagen.',
  },
  jobChanged: {
    title: 'Job geändert',
    body: '{{project}} am {{day}} hat sich geändert. Prüfe die Details.',
  },
  jobConfirmed: { title: 'Job bestätigt', body: 'Du hast {{project}} am {{day}} bestätigt.' },
  jobReminder: { title: 'Schicht-Erinnerung', body: '{{project}} beginnt um {{time}}.' },
  documentToSign: {
    title: 'Dokument zu unterschreiben',
    body: '{{document}} wartet auf deine Unterschrift.',
  },
  payrollReady: { title: 'Abrechnung bereit', body: 'Deine Abrechnung {{period}} ist bereit.' },
  vacationApproved: {
    title: 'Urlaub genehmigt',
    body: 'Dein Urlaub {{from}} – {{to}} wurde genehmigt.',
  },
  vacationDeclined: {
    title: 'Urlaub abgelehnt',
    body: 'Dein Urlaub {{from}} – {{to}} wurde abgelehnt.',
  },
  crewItemStatusChanged: {
    title: 'Crew-Status geändert',
    body: '{{person}} bei {{project}}: {{status}}.',
  },
  receiptApproved: {
    title: 'Beleg genehmigt',
    body: 'Dein Beleg {{number}} ({{total}}) wurde genehmigt.',
  },
  receiptRejected: {
    title: 'Beleg abgelehnt',
    body: 'Dein Beleg {{number}} ({{total}}) wurde abgelehnt: Korrigiere ihn und reiche ihn erneut ein.',
  },
  profilePictureApproved: {
    title: 'Profilbild genehmigt',
    body: 'Dein neues Profilbild wurde genehmigt.',
  },
  profilePictureRejected: {
    title: 'Profilbild abgelehnt',
    body: 'Dein neues Profilbild wurde abgelehnt: Lade ein anderes hoch.',
  },
  reason: 'Das Büro schreibt: {{reason}}',
};

const deAt: Texts = {
  ...de,
  jobOffered: {
    title: 'Neuer Job angeboten',
    body: '{{project}} am {{day}}: Öffne die App, um zuzusagen.',
  },
  payrollReady: { title: 'Lohnzettel bereit', body: 'Dein Lohnzettel {{period}} ist bereit.' },
  vacationApproved: {
    title: 'Urlaub genehmigt',
    body: 'Dein Urlaub {{from}} – {{to}} wurde bewilligt.',
  },
  receiptApproved: {
    title: 'Beleg genehmigt',
    body: 'Dein Beleg {{number}} ({{total}}) wurde bewilligt.',
  },
};

const fr: Texts = {
  jobOffered: {
    title: 'Nouvelle mission proposée',
    body: '{{project}} le {{day}} : ouvrez l’app pour confirmer.',
  },
  jobChanged: {
    title: 'Mission modifiée',
    body: '{{project}} le {{day}} a changé. Vérifiez les détails.',
  },
  jobConfirmed: { title: 'Mission confirmée', body: 'Vous avez confirmé {{project}} le {{day}}.' },
  jobReminder: { title: 'Rappel de service', body: '{{project}} commence à {{time}}.' },
  documentToSign: { title: 'Document à signer', body: '{{document}} attend votre signature.' },
  payrollReady: {
    title: 'Fiche de paie disponible',
    body: 'Votre fiche de paie {{period}} est disponible.',
  },
  vacationApproved: {
    title: 'Congé accepté',
    body: 'Votre congé du {{from}} au {{to}} a été accepté.',
  },
  vacationDeclined: {
    title: 'Congé refusé',
    body: 'Votre congé du {{from}} au {{to}} a été refusé.',
  },
  crewItemStatusChanged: {
    title: 'Statut d’équipe modifié',
    body: '{{person}} sur {{project}} : {{status}}.',
  },
  receiptApproved: {
    title: 'Justificatif accepté',
    body: 'Votre justificatif {{number}} ({{total}}) a été accepté.',
  },
  receiptRejected: {
    title: 'Justificatif refusé',
    body: 'Votre justificatif {{number}} ({{total}}) a été refusé : corrigez-le et remettez-le.',
  },
  profilePictureApproved: {
    title: 'Photo de profil acceptée',
    body: 'Votre nouvelle photo de profil a été acceptée.',
  },
  profilePictureRejected: {
    title: 'Photo de profil refusée',
    body: 'Votre nouvelle photo de profil a été refusée : envoyez-en une autre.',
  },
  reason: 'Le bureau indique : {{reason}}',
};

const es: Texts = {
  jobOffered: {
    title: 'Nuevo trabajo ofrecido',
    body: '{{project}} el {{day}}: abre la app para confirmar.',
  },
  jobChanged: {
    title: 'Trabajo modificado',
    body: '{{project}} el {{day}} ha cambiado. Revisa los detalles.',
  },
  jobConfirmed: { title: 'Trabajo confirmado', body: 'Has confirmado {{project}} el {{day}}.' },
  jobReminder: { title: 'Recordatorio de turno', body: '{{project}} empieza a las {{time}}.' },
  documentToSign: { title: 'Documento para firmar', body: '{{document}} espera tu firma.' },
  payrollReady: { title: 'Nómina disponible', body: 'Tu nómina {{period}} ya está disponible.' },
  vacationApproved: {
    title: 'Vacaciones aprobadas',
    body: 'Tus vacaciones del {{from}} al {{to}} fueron aprobadas.',
  },
  vacationDeclined: {
    title: 'Vacaciones rechazadas',
    body: 'Tus vacaciones del {{from}} al {{to}} fueron rechazadas.',
  },
  crewItemStatusChanged: {
    title: 'Estado del equipo cambiado',
    body: '{{person}} en {{project}}: {{status}}.',
  },
  receiptApproved: {
    title: 'Recibo aprobado',
    body: 'Tu recibo {{number}} ({{total}}) fue aprobado.',
  },
  receiptRejected: {
    title: 'Recibo rechazado',
    body: 'Tu recibo {{number}} ({{total}}) fue rechazado: corrígelo y entrégalo de nuevo.',
  },
  profilePictureApproved: {
    title: 'Foto de perfil aprobada',
    body: 'Tu nueva foto de perfil fue aprobada.',
  },
  profilePictureRejected: {
    title: 'Foto de perfil rechazada',
    body: 'Tu nueva foto de perfil fue rechazada: sube otra.',
  },
  reason: 'La oficina dice: {{reason}}',
};

const nl: Texts = {
  jobOffered: {
    title: 'Nieuwe klus aangeboden',
    body: '{{project}} op {{day}}: open de app om te bevestigen.',
  },
  jobChanged: {
    title: 'Klus gewijzigd',
    body: '{{project}} op {{day}} is gewijzigd. Bekijk de details.',
  },
  jobConfirmed: { title: 'Klus bevestigd', body: 'Je hebt {{project}} op {{day}} bevestigd.' },
  jobReminder: { title: 'Herinnering dienst', body: '{{project}} begint om {{time}}.' },
  documentToSign: {
    title: 'Document om te tekenen',
    body: '{{document}} wacht op je handtekening.',
  },
  payrollReady: { title: 'Loonstrook klaar', body: 'Je loonstrook {{period}} staat klaar.' },
  vacationApproved: {
    title: 'Verlof goedgekeurd',
    body: 'Je verlof {{from}} – {{to}} is goedgekeurd.',
  },
  vacationDeclined: {
    title: 'Verlof afgewezen',
    body: 'Je verlof {{from}} – {{to}} is afgewezen.',
  },
  crewItemStatusChanged: {
    title: 'Crewstatus gewijzigd',
    body: '{{person}} bij {{project}}: {{status}}.',
  },
  receiptApproved: {
    title: 'Bon goedgekeurd',
    body: 'Je bon {{number}} ({{total}}) is goedgekeurd.',
  },
  receiptRejected: {
    title: 'Bon afgewezen',
    body: 'Je bon {{number}} ({{total}}) is afgewezen: verbeter hem en dien hem opnieuw in.',
  },
  profilePictureApproved: {
    title: 'Profielfoto goedgekeurd',
    body: 'Je nieuwe profielfoto is goedgekeurd.',
  },
  profilePictureRejected: {
    title: 'Profielfoto afgewezen',
    body: 'Je nieuwe profielfoto is afgewezen: upload een andere.',
  },
  reason: 'Het kantoor zegt: {{reason}}',
};

const cy: Texts = {
  jobOffered: {
    title: 'Swydd newydd wedi’i chynnig',
    body: '{{project}} ar {{day}}: agorwch yr ap i gadarnhau.',
  },
  jobChanged: {
    title: 'Swydd wedi newid',
    body: 'Mae {{project}} ar {{day}} wedi newid. Gwiriwch y manylion.',
  },
  jobConfirmed: {
    title: 'Swydd wedi’i chadarnhau',
    body: 'Rydych wedi cadarnhau {{project}} ar {{day}}.',
  },
  jobReminder: { title: 'Nodyn atgoffa shifft', body: 'Mae {{project}} yn dechrau am {{time}}.' },
  documentToSign: {
    title: 'Dogfen i’w llofnodi',
    body: 'Mae {{document}} yn aros am eich llofnod.',
  },
  payrollReady: {
    title: 'Slip cyflog yn barod',
    body: 'Mae eich slip cyflog {{period}} yn barod.',
  },
  vacationApproved: {
    title: 'Gwyliau wedi’u cymeradwyo',
    body: 'Cafodd eich gwyliau {{from}} – {{to}} eu cymeradwyo.',
  },
  vacationDeclined: {
    title: 'Gwyliau wedi’u gwrthod',
    body: 'Cafodd eich gwyliau {{from}} – {{to}} eu gwrthod.',
  },
  crewItemStatusChanged: {
    title: 'Statws criw wedi newid',
    body: '{{person}} ar {{project}}: {{status}}.',
  },
  receiptApproved: {
    title: 'Derbynneb wedi’i chymeradwyo',
    body: 'Cafodd eich derbynneb {{number}} ({{total}}) ei chymeradwyo.',
  },
  receiptRejected: {
    title: 'Derbynneb wedi’i gwrthod',
    body: 'Cafodd eich derbynneb {{number}} ({{total}}) ei gwrthod: cywirwch hi a’i chyflwyno eto.',
  },
  profilePictureApproved: {
    title: 'Llun proffil wedi’i gymeradwyo',
    body: 'Cafodd eich llun proffil newydd ei gymeradwyo.',
  },
  profilePictureRejected: {
    title: 'Llun proffil wedi’i wrthod',
    body: 'Cafodd eich llun proffil newydd ei wrthod: llwythwch un arall i fyny.',
  },
  reason: 'Mae’r swyddfa’n dweud: {{reason}}',
};

export const NOTIFICATION_TEXTS: Record<TextLanguage, Texts> = { en, de, deAt, fr, es, nl, cy };

/** persons.language ('en', 'de', 'de-AT', 'deAt' …) to one of the seven; English when unknown. */
export function textLanguage(language: string): TextLanguage {
  const key = language.trim().toLowerCase().replace(/[-_]/g, '');
  if (key === 'deat') return 'deAt';
  const short = key.slice(0, 2);
  return (TEXT_LANGUAGES as readonly string[]).includes(short) ? (short as TextLanguage) : 'en';
}

/** The title and body of one notification, parameters filled in (a missing one stays visible as '…'). */
export function notificationText(
  key: TextKey,
  language: string,
  params: Record<string, string>,
): { title: string; body: string } {
  const texts = NOTIFICATION_TEXTS[textLanguage(language)];
  const text = texts[key];
  const fill = (template: string) =>
    template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '…');
  // The office's reason, when it gave one, follows the answer in the same language.
  const reason = params.reason ? ` ${fill(texts.reason)}` : '';
  return { title: fill(text.title), body: `${fill(text.body)}${reason}` };
}
