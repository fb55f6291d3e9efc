import { Button, Group, Text } from '@mantine/core';
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../components/Dialog.tsx';

export interface ConfirmOptions {
  title?: string;
  message: ReactNode;
  confirmLabel?: string;
  /** The answer that leaves things as they are ("Keep shipment"); the generic Cancel otherwise. */
  cancelLabel?: string;
  /** Red confirm button for what cannot be undone (delete, cancel). */
  danger?: boolean;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/**
 * Hosts the one confirmation dialog of the app. Section 8 asks for a confirmation before delete,
 * cancel, batch commission and deleting addresses or invoice recipients; callers await the answer.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>(
    (next) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setOptions(next);
      }),
    [],
  );

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog
        opened={options !== null}
        onClose={() => answer(false)}
        title={options?.title ?? t('confirm.title')}
      >
        <Text>{options?.message}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => answer(false)}>
            {options?.cancelLabel ?? t('common.cancel')}
          </Button>
          <Button color={options?.danger ? 'red' : undefined} onClick={() => answer(true)} data-autofocus>
            {options?.confirmLabel ?? t('common.confirm')}
          </Button>
        </Group>
      </Dialog>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider above it');
  return confirm;
}
