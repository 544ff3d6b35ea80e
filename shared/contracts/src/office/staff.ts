import * as v from 'valibot';
import { OfficeRoleSchema } from '../access';
import { EmailSchema, validationMessages } from '../auth';
import { LocalizedTextSchema } from '../localized';
import { nameIn, PasswordSchema } from '../registration/fields';
import { registrationLimits } from '../registration/limits';
import { IsoDateTimeSchema } from '../tournaments';

/** A staff account as the administrator manages it (`GET /api/office/staff`, 'staff.manage'), sorted by English name. */
export const StaffMemberSchema = v.object({
  id: v.number(),
  email: v.string(),
  name: LocalizedTextSchema,
  officeRole: OfficeRoleSchema,
  isBlocked: v.boolean(),
  createdAt: IsoDateTimeSchema,
});
export type StaffMember = v.InferOutput<typeof StaffMemberSchema>;
export const StaffListResponseSchema = v.object({ items: v.array(StaffMemberSchema) });
export type StaffListResponse = v.InferOutput<typeof StaffListResponseSchema>;

/**
 * `POST /api/office/staff` ('staff.manage'): 201 with the account; 409 `email_taken`. The password follows the
 * registration rule; the new colleague changes it after the first login.
 */
export const CreateStaffSchema = v.object({
  email: EmailSchema,
  nameAr: nameIn('ar', registrationLimits.fullName),
  nameEn: nameIn('en', registrationLimits.fullName),
  officeRole: v.picklist(OfficeRoleSchema.options, validationMessages.required),
  password: PasswordSchema,
});
export type CreateStaff = v.InferOutput<typeof CreateStaffSchema>;
export type CreateStaffInput = v.InferInput<typeof CreateStaffSchema>;

/**
 * `PATCH /api/office/staff/:id` ('staff.manage'): 200 with the account; 409 `last_administrator` when it would leave
 * no administrator who can log in (an administrator may change their own role while another one remains).
 */
export const UpdateStaffSchema = v.object({
  officeRole: v.picklist(OfficeRoleSchema.options, validationMessages.required),
});
export type UpdateStaff = v.InferOutput<typeof UpdateStaffSchema>;
