/** The company's branding parts (api-catalogue.md §7 "Layout and search administration"). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminCompanySchema,
  bannerSettingSchema,
  bodySettingSchema,
  customLoginSettingSchema,
  footerLinkSchema,
  footerSettingSchema,
  headerSettingSchema,
  inputSettingSchema,
  layoutSettingSchema,
  pageTitleSchema,
  searchButtonSchema,
  tabSettingSchema,
} from '@hondana/contract';
import { apiClient } from '../../api/api-client';
import type { CamelCasedDeep } from '../../api/case-conversion';
import { searchSettingsQueryKey } from '../search-config/search-settings-api';

const tabSettingDetailsSchema = tabSettingSchema.extend({ buttons: z.array(searchButtonSchema) });

type Camel<T extends z.core.$ZodType> = CamelCasedDeep<z.output<T>>;
export type HeaderPart = Camel<typeof headerSettingSchema>;
export type BodyPart = Camel<typeof bodySettingSchema>;
export type InputPart = Camel<typeof inputSettingSchema>;
export type FooterPart = Camel<typeof footerSettingSchema>;
export type FooterLink = Camel<typeof footerLinkSchema>;
export type FooterLinkBody = Omit<FooterLink, 'id'>;
export type BannerPart = Camel<typeof bannerSettingSchema>;
export type LoginPart = Camel<typeof customLoginSettingSchema>;
export type TabsPart = Camel<typeof tabSettingDetailsSchema>;
export type PageTitlePart = Camel<typeof pageTitleSchema>;

/** Every part, as the screen edits them. */
export interface Branding {
  header: HeaderPart;
  body: BodyPart;
  input: InputPart;
  tabs: TabsPart;
  banner: BannerPart;
  footer: FooterPart;
  layout: { viewPage: number };
  login: LoginPart;
  pageTitle: PageTitlePart;
}

const brandingQueryKey = ['company', 'branding'] as const;

async function fetchBranding(signal: AbortSignal): Promise<Branding> {
  const get = <T extends z.core.$ZodType>(path: string, schema: T) =>
    apiClient.get(path, { schema, signal });
  const [header, body, input, tabs, banner, footer, layout, login, pageTitle] = await Promise.all([
    get('/header/detail', headerSettingSchema),
    get('/body/detail', bodySettingSchema),
    get('/input/detail', inputSettingSchema),
    get('/tab-setting/detail', tabSettingDetailsSchema),
    get('/banner', bannerSettingSchema),
    get('/footer/detail', footerSettingSchema),
    get('/layout-setting/detail', layoutSettingSchema),
    get('/custom-login/detail', customLoginSettingSchema),
    get('/page-title/detail', pageTitleSchema),
  ]);
  return { header, body, input, tabs, banner, footer, layout, login, pageTitle };
}

export function useBranding() {
  return useQuery({ queryKey: brandingQueryKey, queryFn: ({ signal }) => fetchBranding(signal) });
}

/**
 * After a change: this screen reloads its parts, and the site's own settings (header, footer,
 * theme) and the search settings (tabs) reload, so the administrator's tabs show it too.
 */
function refreshAfterChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['company'] });
  void queryClient.invalidateQueries({ queryKey: searchSettingsQueryKey });
}

/** The parts saved whole with one PUT; the banner (multipart) and links have their own calls. */
const savers = {
  header: (body: HeaderPart) =>
    apiClient.put('/header/update', { body, schema: headerSettingSchema }),
  body: (body: BodyPart) => apiClient.put('/body/update', { body, schema: bodySettingSchema }),
  input: (body: InputPart) => apiClient.put('/input/update', { body, schema: inputSettingSchema }),
  tabs: ({ buttons: _buttons, ...body }: TabsPart) =>
    apiClient.put('/tab-setting/update', { body, schema: tabSettingDetailsSchema }),
  footer: ({ links: _links, ...body }: FooterPart) =>
    apiClient.put('/footer/update', { body, schema: footerSettingSchema }),
  layout: (body: { viewPage: number }) =>
    apiClient.put('/layout-setting/update', { body, schema: layoutSettingSchema }),
  login: (body: LoginPart) =>
    apiClient.put('/custom-login/update', { body, schema: customLoginSettingSchema }),
  pageTitle: (body: PageTitlePart) =>
    apiClient.put('/page-title/update', { body, schema: pageTitleSchema }),
};
export type SavedPart = keyof typeof savers;

export function useSavePart<K extends SavedPart>(part: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Parameters<(typeof savers)[K]>[0]) =>
      (savers[part] as (values: unknown) => Promise<unknown>)(values),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

/** The banner: its settings as a content-data JSON part, and a new image when one was chosen. */
export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ banner, image }: { banner: BannerPart; image: File | null }) => {
      const { image: _url, ...settings } = banner;
      const form = new FormData();
      form.append(
        'content-data',
        JSON.stringify({
          type_banner: settings.typeBanner,
          background_color: settings.backgroundColor,
          text_color: settings.textColor,
          message: settings.message,
          link: settings.link,
          is_show: settings.isShow,
          height_banner: settings.heightBanner,
          font_size: settings.fontSize,
        }),
      );
      if (image) form.append('file', image);
      return apiClient.put('/banner', { body: form, schema: bannerSettingSchema });
    },
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

export function useResetPart(part: 'banner' | 'layout') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<unknown> =>
      part === 'banner'
        ? apiClient.put('/banner/reset-banner', { schema: bannerSettingSchema })
        : apiClient.put('/layout-setting/reset-layout-setting', { schema: layoutSettingSchema }),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

export function useSaveFooterLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: FooterLinkBody }) =>
      id === null
        ? apiClient.post('/footer/add', { body, schema: footerLinkSchema })
        : apiClient.put(`/footer/update/${id}`, { body, schema: footerLinkSchema }),
    // The dialog shows the refusal under its field.
    meta: { errorToast: false },
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

export function useDeleteFooterLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`/footer/delete/${id}`),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

/** The company administrator replaces their own company's logo or favicon. */
export function useUploadCompanyImage(kind: 'logo' | 'favicon') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, file }: { companyId: number; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return apiClient.post(`/company/upload-${kind}`, {
        query: { id: companyId },
        body: form,
        schema: adminCompanySchema,
      });
    },
    onSuccess: () => refreshAfterChange(queryClient),
  });
}
