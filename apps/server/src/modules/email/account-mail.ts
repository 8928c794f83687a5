// The mails of the account flows. Their links are built from PUBLIC_URL by the caller, never from
// a request's Host header. The reset and verification mails go to an address that may have no
// account yet, so they are in English; the notices of an administrator's change go to a known
// user and are written in that user's language.
import { FALLBACK_LANGUAGE, USER_LANGUAGE_CODES } from '@aurum/shared'

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function passwordResetMailHtml(link: string): string {
  return (
    `<p>Someone asked to reset the password of your Aurum account.</p>` +
    `<p><a href="${escape(link)}">Choose a new password</a> (the link works once, for one hour).</p>` +
    `<p>If it was not you, ignore this mail: your password stays as it is.</p>`
  )
}

export function verifyEmailMailHtml(link: string): string {
  return (
    `<p>Welcome to Aurum.</p>` +
    `<p><a href="${escape(link)}">Confirm your email address</a> (the link works once, for 24 hours).</p>` +
    `<p>If you did not create an account, ignore this mail.</p>`
  )
}

/** The four interface languages; a user's stored language (English, Spanish…) picks one. */
type MailLanguage = 'es' | 'en' | 'fr' | 'ar'

function mailLanguageOf(storedLanguage: string): MailLanguage {
  return (
    (USER_LANGUAGE_CODES as Record<string, MailLanguage | undefined>)[storedLanguage] ?? FALLBACK_LANGUAGE
  )
}

export type AccountNotice = { subject: string; html: string }

/** An Arabic mail reads right to left; the addresses inside keep their own direction. */
const wrap = (language: MailLanguage, paragraphs: string[]) => {
  const body = paragraphs.map((text) => `<p>${text}</p>`).join('')
  return language === 'ar'
    ? `<div dir="rtl" lang="ar">${body}</div>`
    : `<div lang="${language}">${body}</div>`
}

const address = (email: string) => `<bdi>${escape(email)}</bdi>`

/**
 * To the old address, when an administrator moved the account's login to another one: the owner
 * learns of it even if the change was not theirs to make, in their own language.
 */
export function emailChangedByAdminMail(
  storedLanguage: string,
  emails: { previous: string; next: string },
): AccountNotice {
  const language = mailLanguageOf(storedLanguage)
  const [from, to] = [address(emails.previous), address(emails.next)]
  const texts: Record<MailLanguage, { subject: string; paragraphs: string[] }> = {
    en: {
      subject: 'The email address of your Aurum account was changed',
      paragraphs: [
        `An administrator changed the email address of your Aurum account from ${from} to ${to}.`,
        'You were signed out on every device; from now on you sign in with the new address.',
        'If you did not expect this change, contact your administrator at once.',
      ],
    },
    es: {
      subject: 'Se ha cambiado el correo electrónico de tu cuenta de Aurum',
      paragraphs: [
        `Un administrador ha cambiado el correo electrónico de tu cuenta de Aurum de ${from} a ${to}.`,
        'Se ha cerrado tu sesión en todos los dispositivos; a partir de ahora inicias sesión con la nueva dirección.',
        'Si no esperabas este cambio, ponte en contacto con tu administrador cuanto antes.',
      ],
    },
    fr: {
      subject: 'L’adresse e-mail de votre compte Aurum a été modifiée',
      paragraphs: [
        `Un administrateur a remplacé l’adresse e-mail de votre compte Aurum ${from} par ${to}.`,
        'Vous avez été déconnecté de tous vos appareils ; vous vous connectez désormais avec la nouvelle adresse.',
        'Si vous n’attendiez pas ce changement, contactez votre administrateur sans tarder.',
      ],
    },
    ar: {
      subject: 'تم تغيير البريد الإلكتروني لحسابك في Aurum',
      paragraphs: [
        `غيّر أحد المسؤولين البريد الإلكتروني لحسابك في Aurum من ${from} إلى ${to}.`,
        'تم تسجيل خروجك من جميع الأجهزة؛ من الآن فصاعدًا تسجّل الدخول بالعنوان الجديد.',
        'إذا لم تكن تتوقع هذا التغيير، فاتصل بالمسؤول فورًا.',
      ],
    },
  }
  const { subject, paragraphs } = texts[language]
  return { subject, html: wrap(language, paragraphs) }
}

/** To the user, when an administrator set a new password for them. */
export function passwordSetByAdminMail(storedLanguage: string): AccountNotice {
  const language = mailLanguageOf(storedLanguage)
  const texts: Record<MailLanguage, { subject: string; paragraphs: string[] }> = {
    en: {
      subject: 'The password of your Aurum account was changed',
      paragraphs: [
        'An administrator set a new password for your Aurum account.',
        'You were signed out on every device. Ask your administrator for the new password, or choose your own with “Forgot password?” on the sign-in page.',
        'If you did not expect this change, contact your administrator at once.',
      ],
    },
    es: {
      subject: 'Se ha cambiado la contraseña de tu cuenta de Aurum',
      paragraphs: [
        'Un administrador ha establecido una nueva contraseña para tu cuenta de Aurum.',
        'Se ha cerrado tu sesión en todos los dispositivos. Pide la nueva contraseña a tu administrador o elige la tuya con «¿Olvidaste tu contraseña?» en la página de inicio de sesión.',
        'Si no esperabas este cambio, ponte en contacto con tu administrador cuanto antes.',
      ],
    },
    fr: {
      subject: 'Le mot de passe de votre compte Aurum a été modifié',
      paragraphs: [
        'Un administrateur a défini un nouveau mot de passe pour votre compte Aurum.',
        'Vous avez été déconnecté de tous vos appareils. Demandez le nouveau mot de passe à votre administrateur, ou choisissez le vôtre avec « Mot de passe oublié ? » sur la page de connexion.',
        'Si vous n’attendiez pas ce changement, contactez votre administrateur sans tarder.',
      ],
    },
    ar: {
      subject: 'تم تغيير كلمة مرور حسابك في Aurum',
      paragraphs: [
        'عيّن أحد المسؤولين كلمة مرور جديدة لحسابك في Aurum.',
        'تم تسجيل خروجك من جميع الأجهزة. اطلب كلمة المرور الجديدة من المسؤول، أو اختر كلمة مرورك عبر «نسيت كلمة المرور؟» في صفحة تسجيل الدخول.',
        'إذا لم تكن تتوقع هذا التغيير، فاتصل بالمسؤول فورًا.',
      ],
    },
  }
  const { subject, paragraphs } = texts[language]
  return { subject, html: wrap(language, paragraphs) }
}
