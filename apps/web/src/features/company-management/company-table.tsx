import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CompanySummary } from './company-api';
import { formatDisplayDate } from '../../ui/format/display-date';

/** The path of a company's detail screen. */
export function getCompanyDetailPath(id: number): string {
  return `/admin/${id}`;
}

/** The column headings of the company list. */
export function CompanyTableHead() {
  const { t } = useTranslation();
  return (
    <TableRow>
      <TableCell>{t('admin.fields.name')}</TableCell>
      <TableCell>{t('admin.fields.domain')}</TableCell>
      <TableCell>{t('admin.fields.email')}</TableCell>
      <TableCell>{t('admin.fields.accountType')}</TableCell>
      <TableCell>{t('admin.companies.created')}</TableCell>
    </TableRow>
  );
}

/**
 * A company's row. A click anywhere on it opens the company; the name is also a real link, so
 * keyboard and screen-reader users reach the detail the usual way.
 */
export function CompanyTableRow({ company }: { company: CompanySummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <TableRow
      hover
      onClick={() => void navigate(getCompanyDetailPath(company.id))}
      sx={{ cursor: 'pointer' }}
    >
      <TableCell sx={{ fontWeight: 500 }}>
        <Link
          component={RouterLink}
          to={getCompanyDetailPath(company.id)}
          underline="hover"
          // The row handles mouse clicks too; one navigation is enough.
          onClick={(event) => event.stopPropagation()}
        >
          {company.name}
        </Link>
      </TableCell>
      <TableCell>{company.domain}</TableCell>
      <TableCell
        // Phones scroll the table sideways rather than break an address letter by letter.
        sx={{
          whiteSpace: { xs: 'nowrap', md: 'normal' },
          wordBreak: { xs: 'normal', md: 'break-all' },
        }}
      >
        {company.email}
      </TableCell>
      <TableCell>{t(`admin.accountTypes.${company.accountType}`)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(company.createdAt)}</TableCell>
    </TableRow>
  );
}
