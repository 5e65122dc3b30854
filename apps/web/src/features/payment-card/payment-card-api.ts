/**
 * The card calls of the payment screens (api-catalogue §7 Payment): where the browser tokenizes
 * a card, and the reader's card on file. Only tokens travel to our server.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cardOnFileWireSchema, paymentTokenSettingSchema } from '@hondana/contract';
import { apiClient } from '../../api/api-client';
import { tokenizeCard, type CardFields, type TokenSetting } from './tokenize-card';

const tokenSettingQueryKey = ['payment', 'token-setting'] as const;
export const cardOnFileQueryKey = ['payment', 'card'] as const;

/** `GET veritrans/token-setting` (846 when the company takes no card payments). */
export function useTokenSetting(enabled = true) {
  return useQuery({
    queryKey: tokenSettingQueryKey,
    queryFn: ({ signal }) =>
      apiClient.get('/veritrans/token-setting', { schema: paymentTokenSettingSchema, signal }),
    enabled,
    retry: false,
    staleTime: 10 * 60_000,
  });
}

/**
 * A token for the card fields, from the gateway itself. Each call is a new token: a token pays
 * (or updates the card) once.
 */
export function tokenOf(setting: TokenSetting, card: CardFields, language: string) {
  return tokenizeCard(setting, card, language);
}

/** `GET veritrans/card`: the reader's card on file, masked (null when none is saved). */
export function useCardOnFile() {
  return useQuery({
    queryKey: cardOnFileQueryKey,
    queryFn: ({ signal }) =>
      apiClient.get('/veritrans/card', { schema: cardOnFileWireSchema, signal }),
  });
}

/** `POST veritrans`: replaces the card on file with the card behind a new token (858 refused). */
export function useUpdateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiClient.post('/veritrans', { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardOnFileQueryKey }),
    meta: { errorToast: false },
  });
}
