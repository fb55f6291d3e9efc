import '../i18n/screens/english.ts';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';
import { queryKeys } from '../api/query-keys.ts';
import { notifySaved } from '../errors/notify.ts';
import { PageTitle } from '../pages/PageTitle.tsx';
import { OrderForm } from './OrderForm.tsx';
import { OrderWizard } from './OrderWizard.tsx';

const route = getRouteApi('/shipments/create');

/** /shipments/create: the form or the wizard; a saved shipment leads back to the list. */
export function ShipmentCreatePage() {
  const { t } = useTranslation();
  const { mode } = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const onSaved = async (shipment: Shipment) => {
    notifySaved(t('actions.saved', { numbers: shipment.shipmentNumber }));
    await queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all });
    await navigate({ to: '/shipments/list' });
  };
  return (
    <>
      <PageTitle>{t('page.shipmentCreate')}</PageTitle>
      {mode === 'wizard' ? <OrderWizard onSaved={onSaved} /> : <OrderForm onSaved={onSaved} />}
    </>
  );
}
