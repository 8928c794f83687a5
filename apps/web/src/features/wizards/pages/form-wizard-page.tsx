import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { WizardAccountForm } from '../components/wizard-account-form'
import { WizardAccountSubmissions } from '../components/wizard-account-submissions'

/** /forms/form-wizard-numbered and /forms/form-wizard-icons: the account wizard with either stepper. */
export function formWizardPage(variant: 'numbered' | 'icons') {
  return function FormWizardPage() {
    const { t } = useTranslation()
    return (
      <>
        <PageHeader
          title={t(variant === 'numbered' ? 'nav.formWizardNumbered' : 'nav.formWizardIcons')}
          subtitle={t('wizards.account.subtitle')}
        />
        <WizardAccountForm wizard={`form-wizard-${variant}`} variant={variant} />
        <WizardAccountSubmissions />
      </>
    )
  }
}
