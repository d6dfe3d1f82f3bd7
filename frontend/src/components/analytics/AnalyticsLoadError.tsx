import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { HOST_ANALYTICS_FAILED, TENANT_ANALYTICS_FAILED } from './analyticsTexts';

/** A failed analytics read, worded for each side (docs/product-rules.md §17). */
export function AnalyticsLoadError({ side }: { side: 'tenant' | 'host' }) {
  if (side === 'tenant')
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        {TENANT_ANALYTICS_FAILED}
      </Alert>
    );
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      <AlertTitle>{HOST_ANALYTICS_FAILED.title}</AlertTitle>
      {HOST_ANALYTICS_FAILED.text}
    </Alert>
  );
}
