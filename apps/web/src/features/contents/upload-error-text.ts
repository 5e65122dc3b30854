import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../ui/feedback/api-notify';
import { classifyUploadError } from './upload-error';

/** The text of a failed upload or replacement, with the 412 reason and the 420/426 advice. */
export function useUploadErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    const problem = classifyUploadError(error);
    switch (problem.kind) {
      case 'fileTooLarge':
        return problem.megabytes === null
          ? describeApiError(error).message
          : t('contentAdmin.errors.fileTooLarge', { mb: problem.megabytes });
      case 'invalidFile': {
        const generic = describeApiError(error).message;
        // Without a reason of its own the server repeats the catalogue text; once is enough.
        return problem.reason && problem.reason !== generic
          ? t('contentAdmin.errors.invalidFile', { reason: problem.reason })
          : generic;
      }
      case 'maxContentReached':
        return t('contentAdmin.errors.maxContentReached');
      case 'maxContentExceeded':
        return t('contentAdmin.errors.maxContentExceeded');
      case 'other':
        return describeApiError(problem.error).message;
    }
  };
}
