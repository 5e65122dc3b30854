import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MoreLessText } from '../../ui/text/more-less-text';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session';
import { ContentCover } from './content-cover';
import { detailFieldsOf } from './detail-fields';
import type { DetailParam } from './detail-fields';
import { FavoriteStar } from './favorite-star';
import type { Content } from './library-types';
import { OpenAfterLogin } from './open-after-login';
import { chooseRibbon } from './ribbon';
import { viewerPath } from './view-book';
import type { ViewBookButtonStyle } from './view-book';
import { useViewBookAction, ViewBookButton } from './view-book-button';
import { AccessTickChip } from './access-tick-chip';
import { useLocalized } from '../../i18n/localized';

/**
 * A content's detail (product.md §2 Content detail screen): cover with ribbon, title, the
 * favourite star for signed-in readers, the subscribed or free tick, the configured fields and
 * the View Book button.
 */
export function ContentDetailView({
  content,
  contentGroupId,
  showFavorite,
  detailParams,
  showCover = true,
  viewButtonStyle,
  actions,
}: {
  content: Content;
  contentGroupId: number | null;
  /** Favourites are on: the company has a default favourite group. */
  showFavorite: boolean;
  /** The company's content-detail params (public search settings); none: the defaults. */
  detailParams: readonly DetailParam[] | null | undefined;
  showCover?: boolean;
  /** The search layout's View Book button (content search-result setting). */
  viewButtonStyle?: Partial<ViewBookButtonStyle>;
  /** More buttons under the View Book button (the search layout's). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const pick = useLocalized();
  const fields = detailFieldsOf(
    content,
    detailParams?.map((param) => ({ ...param, title: pick(param.title, param.titleEn) || null })),
  );
  const viewBookAction = useViewBookAction(content);
  return (
    <Box
      component="article"
      aria-labelledby="content-title"
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 4 },
        gridTemplateColumns: showCover ? { xs: '1fr', sm: '220px 1fr', md: '280px 1fr' } : '1fr',
        alignItems: 'start',
      }}
    >
      {showCover ? (
        <Box sx={{ maxWidth: 280, width: '100%', mx: { xs: 'auto', sm: 0 } }}>
          <ContentCover
            src={content.coverLargeUrl ?? content.coverUrl}
            ribbon={chooseRibbon(content)}
            eager
          />
        </Box>
      ) : null}
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography
            id="content-title"
            component="h1"
            variant="h4"
            sx={{ flex: 1, wordBreak: 'break-word' }}
          >
            {content.title}
          </Typography>
          {showFavorite && user ? (
            <FavoriteStar content={content} contentGroupId={contentGroupId} />
          ) : null}
        </Box>
        <AccessTickChip content={content} />
        <ViewBookButton
          content={content}
          contentGroupId={contentGroupId}
          styleOverride={viewButtonStyle}
        />
        {actions}
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, 1fr)', gap: 2, m: 0 }}
        >
          {fields.map((field) => (
            <Box
              key={field.field}
              sx={{ gridColumn: { xs: 'span 12', md: `span ${field.size}` }, minWidth: 0 }}
            >
              <Typography component="dt" variant="subtitle2" color="text.secondary">
                {field.title ?? t(`library.detail.fields.${field.field}`)}
              </Typography>
              <Typography
                component="dd"
                sx={{
                  m: 0,
                  wordBreak: 'break-word',
                  ...(field.multiline
                    ? { border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }
                    : {}),
                }}
              >
                {field.multiline ? <MoreLessText text={field.value} /> : field.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <OpenAfterLogin
        title={content.title}
        href={viewerPath(content.id, contentGroupId)}
        canOpen={viewBookAction === 'open'}
      />
    </Box>
  );
}
