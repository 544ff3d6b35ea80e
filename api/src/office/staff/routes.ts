import {
  CreateStaffSchema,
  type StaffListResponse,
  type StaffMember,
  UpdateStaffSchema,
} from '@uaeaf/contracts';
import { Hono } from 'hono';
import { requirePermission } from '../../access/require-permission';
import type { PasswordHashing } from '../../auth/passwords';
import { requireSession, type SessionEnv } from '../../auth/require-session';
import type { Database } from '../../db/client';
import { parseJsonBody } from '../../http/body';
import { idParam, notFound } from '../../http/path';
import { changeStaffRole, createStaff, listStaff } from './staff';

/** Staff accounts, for administrators only ('staff.manage'). */
export function officeStaffRoutes(db: Database, now: () => Date, hashing: PasswordHashing): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  routes.use('/office/staff/*', requireSession(db, now), requirePermission('staff.manage'));

  routes.get('/office/staff', async (c) => c.json<StaffListResponse>({ items: await listStaff(db) }));

  routes.post('/office/staff', async (c) => {
    const input = await parseJsonBody(c, CreateStaffSchema);
    return c.json<StaffMember>(await createStaff(db, input, hashing, now()), 201);
  });

  routes.patch('/office/staff/:id', async (c) => {
    const id = idParam(c);
    const { officeRole } = await parseJsonBody(c, UpdateStaffSchema);
    const staff = await changeStaffRole(db, id, officeRole);
    if (!staff) throw notFound(c);
    return c.json<StaffMember>(staff);
  });

  return routes;
}
