// Locations: the places the store ships from, exactly one of them the default.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Grid from '@mui/material/Grid'
import IconButton from '@mui/material/IconButton'
import Radio from '@mui/material/Radio'
import Tooltip from '@mui/material/Tooltip'
import AddOutlined from '@mui/icons-material/AddOutlined'
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined'
import { useFieldArray, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { storeLocationsSchema, type StoreLocations } from '@aurum/shared'
import { FormCountryField } from '../../../components/form-country-field'
import { FormTextField } from '../../../components/form-text-field'
import { SettingsSectionCard, useSettingsSubmit } from './settings-section-form'
import { useErrorText } from '../../../lib/error-text'
import { zodResolver } from '../../../lib/zod-resolver'

const LOCATION_FIELDS = ['name', 'address', 'city'] as const

export function SettingsLocationsForm({ saved }: { saved: StoreLocations }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const form = useForm<StoreLocations>({ resolver: zodResolver(storeLocationsSchema), defaultValues: saved })
  const { control, formState, reset, setValue } = form
  const locations = useFieldArray({ control, name: 'locations' })
  const values = useWatch({ control, name: 'locations' })
  const { onSubmit, pending } = useSettingsSubmit('locations', form)
  const listError = formState.errors.locations?.message ?? formState.errors.locations?.root?.message

  const makeDefault = (index: number) =>
    values.forEach((_location, position) =>
      setValue(`locations.${position}.isDefault`, position === index, {
        shouldDirty: true,
        shouldValidate: formState.isSubmitted,
      }),
    )

  return (
    <SettingsSectionCard
      title={t('ecommerce.settings.sections.locations')}
      subheader={t('ecommerce.settings.locations.subheader')}
      onSubmit={() => void onSubmit()}
      dirty={formState.isDirty}
      pending={pending}
      onDiscard={() => reset()}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        {locations.fields.map((location, index) => {
          const label =
            values[index]?.name || t('ecommerce.settings.locations.locationNumber', { number: index + 1 })
          return (
            <Box
              key={location.id}
              component="section"
              aria-label={label}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
            >
              <Grid container spacing={2}>
                {LOCATION_FIELDS.map((name) => (
                  <Grid key={name} size={{ xs: 12, sm: 6 }}>
                    <FormTextField
                      control={control}
                      name={`locations.${index}.${name}`}
                      label={t(`ecommerce.settings.locations.fields.${name}`)}
                      errorText={errorText}
                      size="small"
                      fullWidth
                      slotProps={{ htmlInput: { dir: 'auto' } }}
                    />
                  </Grid>
                ))}
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormCountryField
                    control={control}
                    name={`locations.${index}.country`}
                    label={t('ecommerce.settings.locations.fields.country')}
                    errorText={errorText}
                    size="small"
                  />
                </Grid>
              </Grid>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
                <FormControlLabel
                  control={
                    <Radio
                      checked={Boolean(values[index]?.isDefault)}
                      onChange={() => makeDefault(index)}
                      name="default-location"
                    />
                  }
                  label={t('ecommerce.settings.locations.default')}
                />
                <Tooltip title={t('ecommerce.settings.locations.remove', { name: label })}>
                  <span>
                    <IconButton
                      onClick={() => locations.remove(index)}
                      disabled={locations.fields.length === 1}
                      aria-label={t('ecommerce.settings.locations.remove', { name: label })}
                    >
                      <DeleteOutlineOutlined />
                    </IconButton>
                  </span>
                </Tooltip>
              </Box>
            </Box>
          )
        })}
        {listError ? <FormHelperText error>{errorText(listError)}</FormHelperText> : null}
        <Box>
          <Button
            variant="outlined"
            startIcon={<AddOutlined />}
            onClick={() =>
              locations.append({
                name: '',
                address: '',
                city: '',
                country: '',
                isDefault: values.length === 0,
              })
            }
          >
            {t('ecommerce.settings.locations.add')}
          </Button>
        </Box>
      </Box>
    </SettingsSectionCard>
  )
}
