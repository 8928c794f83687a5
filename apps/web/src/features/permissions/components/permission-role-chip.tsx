// A role name on the permissions table and picker, in the role's colour (the same as on the users pages).
import { TonalChip, type TonalChipProps } from '@/components/tonal-chip'
import { useRoleName, userRoleLook } from '@/components/user-role-icon'

export type PermissionRoleChipProps = Omit<TonalChipProps, 'label' | 'color'> & { role: string }

export function PermissionRoleChip({ role, ...props }: PermissionRoleChipProps) {
  const roleName = useRoleName()
  return <TonalChip {...props} label={roleName(role)} color={userRoleLook(role).color} />
}
