import type { EmailTemplateType } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { emailTemplates, type EmailTemplateRow } from './mail-template.tables.js';

/** The only place that queries email_templates; every call takes the company id. */
export function createMailTemplateRepository(db: Executor) {
  const key = (companyId: number, type: EmailTemplateType, lang: 'ja' | 'en') =>
    and(
      eq(emailTemplates.companyId, companyId),
      eq(emailTemplates.sentEmailType, type),
      eq(emailTemplates.lang, lang),
    );
  return {
    async find(
      companyId: number,
      type: EmailTemplateType,
      lang: 'ja' | 'en',
    ): Promise<EmailTemplateRow | null> {
      const rows = await db
        .select()
        .from(emailTemplates)
        .where(key(companyId, type, lang))
        .limit(1);
      return rows[0] ?? null;
    },

    async upsert(values: typeof emailTemplates.$inferInsert): Promise<EmailTemplateRow> {
      const text = {
        subject: values.subject,
        body: values.body,
        terms: values.terms ?? null,
        sender: values.sender ?? null,
        inquiryForm: values.inquiryForm ?? null,
        privacyPolicy: values.privacyPolicy ?? null,
        updatedAt: new Date(),
      };
      const rows = await db
        .insert(emailTemplates)
        .values({ ...values, ...text })
        .onConflictDoUpdate({
          target: [emailTemplates.companyId, emailTemplates.sentEmailType, emailTemplates.lang],
          set: text,
        })
        .returning();
      return rows[0]!;
    },

    async delete(companyId: number, type: EmailTemplateType, lang: 'ja' | 'en'): Promise<void> {
      await db.delete(emailTemplates).where(key(companyId, type, lang));
    },
  };
}
