import type { UseFormRegisterReturn } from 'react-hook-form'

/** react-hook-form's register() for an MUI TextField: the ref goes to the inner input. */
export function muiRegister<Name extends string>(registration: UseFormRegisterReturn<Name>) {
  const { ref, ...rest } = registration
  return { ...rest, inputRef: ref }
}
