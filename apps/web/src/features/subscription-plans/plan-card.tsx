import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatYen } from '../../ui/format/yen';
import { durationUnitKey } from './plan-format';
import { cardPriceOf } from './plan-price';
import type { Plan } from './plan-types';
import { visuallyHidden } from '../../ui/text/visually-hidden';

/** The address of a plan's detail, where a reader registers it. */
export function planDetailPath(planId: number): string {
  return `/subscription/${planId}`;
}

export function PlanImage({ src }: { src: string | null }) {
  const { t } = useTranslation();
  const frame = { aspectRatio: '16 / 9', bgcolor: 'grey.100', display: 'block', width: '100%' };
  if (src)
    return (
      <Box component="img" src={src} alt="" loading="lazy" sx={{ ...frame, objectFit: 'cover' }} />
    );
  return (
    <Box sx={{ ...frame, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <ImageOutlinedIcon color="disabled" fontSize="large" aria-hidden="true" />
      <Box component="span" sx={visuallyHidden}>
        {t('subscription.card.noImage')}
      </Box>
    </Box>
  );
}

/**
 * A plan's facts as a description list: price without tax (the listed price struck through
 * beside a discount price), duration, free days and the groups it unlocks. The card and the
 * plan's detail show the same.
 */
export function PlanFacts({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const { price, struckPrice } = cardPriceOf(plan);
  const duration = t(`subscription.duration.${durationUnitKey(plan.durationType)}`, {
    count: plan.duration,
  });
  const groups = plan.subscriptionContentGroups.map((group) => group.contentGroupName);
  const term = { color: 'text.secondary', typography: 'body2' } as const;
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
    >
      <Box component="dt" sx={term}>
        {t('subscription.card.price')}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {struckPrice !== null ? (
          <Box component="s" sx={{ color: 'text.secondary', mr: 1 }}>
            <Box component="span" sx={visuallyHidden}>
              {t('subscription.card.originalPrice')}
            </Box>
            {formatYen(struckPrice)}
          </Box>
        ) : null}
        <Box component="strong" sx={{ fontSize: '1.25rem' }}>
          {formatYen(price)}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {` / ${duration}`}
        </Box>
      </Box>
      <Box component="dt" sx={term}>
        {t('subscription.card.duration')}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {duration}
      </Box>
      <Box component="dt" sx={term}>
        {t('subscription.card.freeDays')}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {plan.numberFreeTerm > 0
          ? t('subscription.duration.day', { count: plan.numberFreeTerm })
          : t('subscription.none')}
      </Box>
      <Box component="dt" sx={term}>
        {t('subscription.card.contentGroups')}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {groups.length > 0 ? (
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
          >
            {groups.map((name, index) => (
              <li key={`${index}-${name}`}>
                <Chip size="small" variant="outlined" label={name} />
              </li>
            ))}
          </Box>
        ) : (
          t('subscription.none')
        )}
      </Box>
    </Box>
  );
}

/** The "registered" mark of a plan the reader holds. */
export function RegisteredChip() {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color="success"
      icon={<CheckCircleIcon aria-hidden="true" />}
      label={t('subscription.card.registered')}
    />
  );
}

/**
 * A plan as a card (product.md §2 Purchase Subscription modal; also /subscription's plans to
 * register): image, name, its facts and Detail.
 */
export function PlanCard({
  plan,
  headingLevel = 'h3',
}: {
  plan: Plan;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const headingId = `plan-card-${plan.id}`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <PlanImage src={plan.imageUrl} />
      <CardContent sx={{ flex: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography
            id={headingId}
            component={headingLevel}
            variant="h6"
            sx={{ flex: 1, wordBreak: 'break-word' }}
          >
            {plan.name}
          </Typography>
          {plan.isRegistered ? <RegisteredChip /> : null}
        </Box>
        <PlanFacts plan={plan} />
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={planDetailPath(plan.id)}
          variant="contained"
          aria-label={t('subscription.card.detailOf', { name: plan.name })}
        >
          {t('subscription.card.detail')}
        </Button>
      </CardActions>
    </Card>
  );
}
