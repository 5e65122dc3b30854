/** The company's mail-text calls (api-catalogue.md §7 "Sent email templates") as hooks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  mailTemplateWireSchema,
  renderedMailSchema,
  type EmailTemplateType,
  type MailTemplateInput,
} from '@hondana/contract';
import { apiClient } from '../../api/api-client';
import type { CamelCasedDeep } from '../../api/case-conversion';

export type MailTemplate = CamelCasedDeep<z.output<typeof mailTemplateWireSchema>>;
export type MailTemplateBody = CamelCasedDeep<MailTemplateInput>;
type Language = 'ja' | 'en';

const keys = { all: ['company', 'mail-templates'] as const };

export function useMailTemplate(type: EmailTemplateType, lang: Language) {
  return useQuery({
    queryKey: [...keys.all, type, lang],
    queryFn: ({ signal }) =>
      apiClient.get('/custom-sent-email', {
        query: { type, lang },
        schema: mailTemplateWireSchema,
        signal,
      }),
  });
}

export function useSaveMailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MailTemplateBody) =>
      apiClient.put('/custom-sent-email', { body, schema: mailTemplateWireSchema }),
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useResetMailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { sentEmailType: EmailTemplateType; lang: Language }) =>
      apiClient.put('/custom-sent-email/reset', { body, schema: mailTemplateWireSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function usePreviewMailTemplate() {
  return useMutation({
    mutationFn: (body: MailTemplateBody) =>
      apiClient.post('/custom-sent-email/preview', { body, schema: renderedMailSchema }),
    meta: { errorToast: false },
  });
}

export function useTestSendMailTemplate() {
  return useMutation({
    mutationFn: (body: { sentEmailType: EmailTemplateType; lang: Language }) =>
      apiClient.post('/custom-sent-email/test-send', {
        body,
        schema: z.object({ to: z.string() }),
      }),
  });
}
