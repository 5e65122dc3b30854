import type { companyOwnerSchema } from '@hondana/contract';
import type { z } from 'zod';
import type { CompanyWithOwner } from './company-admin.service.js';
import { presentPaymentSetting } from '../company/company-payment.js';
import { presentAdminCompany } from '../company/company.presenter.js';
import type { UserRow } from '../user/user.tables.js';

export function presentCompanyOwner(user: UserRow): z.infer<typeof companyOwnerSchema> {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    full_name: user.fullName,
    role_level: user.roleLevel,
    account_status: user.accountStatus,
    lang: user.lang,
  };
}

export function presentDetail({ company, owner }: CompanyWithOwner) {
  return {
    company: presentAdminCompany(company),
    user: owner ? presentCompanyOwner(owner) : null,
    payment_setting: presentPaymentSetting(company),
  };
}
