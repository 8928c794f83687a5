// A form resolver for forms whose fields are not the request's shape (local times sent as instants,
// labels typed as one line, fields nested under a key): the values become the body first, and the
// shared schema the server validates with checks that body, so both refuse the same things. Each
// issue lands on the form field its path ends in; the resolved values are the parsed body.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'
// The error map that writes issue codes into messages, as the forms' zodResolver installs it.
import './zod-error-map'

export function bodyResolver<TForm extends FieldValues, TBody>(
  schema: z.ZodType<TBody>,
  toBody: (values: TForm) => unknown,
): Resolver<TForm, unknown, TBody> {
  return (values) => {
    const parsed = schema.safeParse(toBody(values))
    if (parsed.success) return { values: parsed.data, errors: {} }
    const errors: Record<string, { type: string; message: string }> = {}
    for (const issue of parsed.error.issues) {
      // An item of a list field (one label) is shown under the list's field.
      const field = [...issue.path].reverse().find((part) => typeof part === 'string')
      if (field === undefined || field in errors || !(field in values)) continue
      errors[field] = { type: issue.code, message: issue.message }
    }
    // An issue of no field of the form still refuses the values.
    if (Object.keys(errors).length === 0)
      errors.root = { type: 'body', message: parsed.error.issues[0]?.message ?? '' }
    return { values: {}, errors: errors as FieldErrors<TForm> }
  }
}
