// `/admin/roles`: the operator roles; an operator with the roles permission makes and changes them.
import { createFileRoute } from '@tanstack/react-router';
import { Roles } from '../features/console/index.ts';

export const Route = createFileRoute('/_auth/admin/roles')({ component: Roles });
