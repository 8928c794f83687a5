// The page catalogue of the global search (spec section 2): groups of pages with url, icon name and
// title in the four languages. It lists the pages registered in the web app (a web test checks each
// url resolves to a route), so a page appears here when its area lands.
import type { Action, Subject } from '../abilities/index.js'
import type { LanguageCode } from '../constants/index.js'

export type LocalizedText = Record<LanguageCode, string>

export type CatalogueEntry = {
  url: string
  /** Icon name, resolved to an icon component by the web app. */
  icon: string
  title: LocalizedText
  /** The ability the page needs; omitted means any logged-in user. */
  action?: Action
  subject?: Subject
}

export const SEARCH_CATEGORIES = [
  'dashboards',
  'frontPages',
  'appsPages',
  'userInterface',
  'formsTables',
  'chartsMisc',
] as const
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number]

export type CatalogueGroup = {
  category: SearchCategory
  title: LocalizedText
  children: CatalogueEntry[]
}

const t = (en: string, es: string, fr: string, ar: string): LocalizedText => ({ en, es, fr, ar })

export const PAGE_CATALOGUE: CatalogueGroup[] = [
  {
    category: 'dashboards',
    title: t('Dashboards', 'Paneles', 'Tableaux de bord', 'لوحات المعلومات'),
    children: [
      {
        url: '/dashboards/crm',
        icon: 'dashboard-crm',
        title: t('CRM Dashboard', 'Panel CRM', 'Tableau de bord CRM', 'لوحة إدارة العملاء'),
        action: 'read',
        subject: 'Dashboard',
      },
    ],
  },
  {
    category: 'frontPages',
    title: t('Front Pages', 'Páginas públicas', 'Pages publiques', 'الصفحات الأمامية'),
    children: [],
  },
  {
    category: 'appsPages',
    title: t('Apps & Pages', 'Aplicaciones y páginas', 'Applications et pages', 'التطبيقات والصفحات'),
    children: [
      {
        url: '/apps/user/list',
        icon: 'users',
        title: t('User List', 'Lista de usuarios', 'Liste des utilisateurs', 'قائمة المستخدمين'),
        action: 'read',
        subject: 'User',
      },
      {
        url: '/apps/roles',
        icon: 'shield',
        title: t('Roles', 'Roles', 'Rôles', 'الأدوار'),
        action: 'read',
        subject: 'Role',
      },
      {
        url: '/apps/permissions',
        icon: 'key',
        title: t('Permissions', 'Permisos', 'Permissions', 'الصلاحيات'),
        action: 'read',
        subject: 'Permission',
      },
      {
        url: '/pages/misc/coming-soon',
        icon: 'clock',
        title: t('Coming Soon', 'Próximamente', 'Bientôt disponible', 'قريبًا'),
      },
      {
        url: '/pages/misc/under-maintenance',
        icon: 'settings',
        title: t('Under Maintenance', 'En mantenimiento', 'En maintenance', 'قيد الصيانة'),
      },
      {
        url: '/pages/misc/page-not-found',
        icon: 'alert',
        title: t(
          'Page Not Found - 404',
          'Página no encontrada - 404',
          'Page introuvable - 404',
          'الصفحة غير موجودة - 404',
        ),
      },
      {
        url: '/not-authorized',
        icon: 'lock',
        title: t('Not Authorized - 401', 'No autorizado - 401', 'Non autorisé - 401', 'غير مصرح - 401'),
      },
      {
        url: '/pages/misc/server-error',
        icon: 'error',
        title: t(
          'Server Error - 500',
          'Error del servidor - 500',
          'Erreur serveur - 500',
          'خطأ في الخادم - 500',
        ),
      },
      {
        url: '/pages/authentication/login-v1',
        icon: 'login',
        title: t('Login v1', 'Inicio de sesión v1', 'Connexion v1', 'تسجيل الدخول 1'),
      },
      {
        url: '/pages/authentication/login-v2',
        icon: 'login',
        title: t('Login v2', 'Inicio de sesión v2', 'Connexion v2', 'تسجيل الدخول 2'),
      },
      {
        url: '/pages/authentication/register-v1',
        icon: 'register',
        title: t('Register v1', 'Registro v1', 'Inscription v1', 'التسجيل 1'),
      },
      {
        url: '/pages/authentication/register-v2',
        icon: 'register',
        title: t('Register v2', 'Registro v2', 'Inscription v2', 'التسجيل 2'),
      },
      {
        url: '/pages/authentication/register-multi-steps',
        icon: 'register',
        title: t(
          'Register Multi-Steps',
          'Registro en varios pasos',
          'Inscription en plusieurs étapes',
          'التسجيل متعدد الخطوات',
        ),
      },
      {
        url: '/pages/authentication/forgot-password-v1',
        icon: 'key',
        title: t(
          'Forgot Password v1',
          'Contraseña olvidada v1',
          'Mot de passe oublié v1',
          'نسيت كلمة المرور 1',
        ),
      },
      {
        url: '/pages/authentication/forgot-password-v2',
        icon: 'key',
        title: t(
          'Forgot Password v2',
          'Contraseña olvidada v2',
          'Mot de passe oublié v2',
          'نسيت كلمة المرور 2',
        ),
      },
      {
        url: '/pages/authentication/reset-password-v1',
        icon: 'key',
        title: t(
          'Reset Password v1',
          'Restablecer contraseña v1',
          'Réinitialiser le mot de passe v1',
          'إعادة تعيين كلمة المرور 1',
        ),
      },
      {
        url: '/pages/authentication/reset-password-v2',
        icon: 'key',
        title: t(
          'Reset Password v2',
          'Restablecer contraseña v2',
          'Réinitialiser le mot de passe v2',
          'إعادة تعيين كلمة المرور 2',
        ),
      },
      {
        url: '/pages/authentication/verify-email-v1',
        icon: 'mail',
        title: t(
          'Verify Email v1',
          'Verificar correo v1',
          "Vérifier l'e-mail v1",
          'تأكيد البريد الإلكتروني 1',
        ),
      },
      {
        url: '/pages/authentication/verify-email-v2',
        icon: 'mail',
        title: t(
          'Verify Email v2',
          'Verificar correo v2',
          "Vérifier l'e-mail v2",
          'تأكيد البريد الإلكتروني 2',
        ),
      },
      {
        url: '/pages/authentication/two-steps-v1',
        icon: 'phone',
        title: t('Two Steps v1', 'Dos pasos v1', 'Deux étapes v1', 'خطوتان 1'),
      },
      {
        url: '/pages/authentication/two-steps-v2',
        icon: 'phone',
        title: t('Two Steps v2', 'Dos pasos v2', 'Deux étapes v2', 'خطوتان 2'),
      },
    ],
  },
  {
    category: 'userInterface',
    title: t('User Interface', 'Interfaz de usuario', 'Interface utilisateur', 'واجهة المستخدم'),
    children: [],
  },
  {
    category: 'formsTables',
    title: t('Forms & Tables', 'Formularios y tablas', 'Formulaires et tableaux', 'النماذج والجداول'),
    children: [],
  },
  {
    category: 'chartsMisc',
    title: t('Chart & Misc', 'Gráficos y varios', 'Graphiques et divers', 'الرسوم البيانية ومتفرقات'),
    children: [
      {
        url: '/access-control',
        icon: 'shield',
        title: t('Access Control', 'Control de acceso', "Contrôle d'accès", 'التحكم في الوصول'),
        action: 'read',
        subject: 'AclDemo',
      },
    ],
  },
]
