// What the FAQ and article dialogs share: a react-hook-form over the shared write schema, the
// language tab being written (English, or one of the translations), and a save through the
// area's mutation that puts a field's server reason under it (the rest goes to the snackbar).
import { useState } from 'react'
import { useForm, useWatch, type DefaultValues, type FieldValues, type Path } from 'react-hook-form'
import type { UseMutationResult } from '@tanstack/react-query'
import type { ZodType } from 'zod'
import type { ContentLanguage } from '@aurum/shared'
import { applyServerErrors } from '@/lib/form-server-errors'
import { zodResolver } from '@/lib/zod-resolver'

type SaveMutation<T> = UseMutationResult<unknown, Error, { id: number | null; body: T }>

export function useTranslatedForm<T extends FieldValues>({
  schema,
  defaultValues,
  id,
  save,
  fields,
  onSaved,
}: {
  schema: ZodType<T, T>
  defaultValues: DefaultValues<T>
  /** The record being edited, or null for a new one. */
  id: number | null
  save: SaveMutation<T>
  /** The fields a server's reasons may name. */
  fields: readonly Path<T>[]
  onSaved: () => void
}) {
  const [language, setLanguage] = useState<ContentLanguage>('en')
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues })
  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id, body },
      {
        onSuccess: onSaved,
        // A taken address or a vanished group shows under its field; the rest in the snackbar.
        onError: (error) => void applyServerErrors(error, form.setError, fields),
      },
    ),
  )
  const values = useWatch({ control: form.control })
  return {
    form,
    submit,
    /** The save is under way: the dialog waits. */
    saving: save.isPending,
    values,
    language,
    setLanguage,
    /** The translation being written, or null while English is. */
    translated: language !== 'en' ? language : null,
  }
}
