import { Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminCustomer } from '../../../../contracts/masterdata/customers.ts';
import { useMasterdataErrorText } from '../../addresses/masterdata-messages.ts';
import type { BranchOption } from '../../api/admin-customers.ts';
import type { useEntityForm } from '../../forms/use-entity-form.ts';
import { type CustomerFormValues, customerTextFields, requiredCustomerFields } from './customer-values.ts';

interface Props {
  form: ReturnType<typeof useEntityForm<AdminCustomer, CustomerFormValues>>['form'];
  branches: BranchOption[];
  readOnly: boolean;
  /** The create dialog shows the customer id itself, above the lookup state. */
  withCustomerId: boolean;
}

/**
 * The master data of a customer: name, address, branch and activation. The branch offers the
 * branches the admin administers; with only one it is preselected and disabled (spec 001 section 5).
 */
export function CustomerFields({ form, branches, readOnly, withCustomerId }: Props) {
  const { t } = useTranslation();
  const errorText = useMasterdataErrorText();
  const assignable = branches.filter((branch) => branch.assignable);
  const options = (current: string) => {
    const shown = assignable.map((branch) => ({
      value: branch.abbreviation,
      label: `${branch.abbreviation} – ${branch.name}`,
    }));
    // A branch the admin cannot choose stays visible as the customer's current one.
    if (current && !shown.some((option) => option.value === current)) {
      shown.unshift({ value: current, label: current });
    }
    return shown;
  };
  const variant = readOnly ? 'filled' : 'default';
  const locationProps = form.getInputProps('location');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {withCustomerId && (
          <TextInput
            label={t('adminCustomers.fields.customerId')}
            readOnly
            variant="filled"
            value={form.values.customerId}
          />
        )}
        {customerTextFields.map((field) => {
          const props = form.getInputProps(field);
          return (
            <TextInput
              key={field}
              label={t(`adminCustomers.fields.${field}`)}
              withAsterisk={requiredCustomerFields.has(field)}
              readOnly={readOnly}
              variant={variant}
              maxLength={field === 'country' ? 2 : undefined}
              {...props}
              error={errorText(props.error)}
            />
          );
        })}
        <Select
          label={t('adminCustomers.fields.location')}
          withAsterisk
          data={options(form.values.location)}
          disabled={readOnly || assignable.length <= 1}
          allowDeselect={false}
          {...locationProps}
          error={errorText(locationProps.error)}
        />
        <Select
          label={t('adminCustomers.fields.secondaryLocation')}
          data={options(form.values.secondaryLocation)}
          disabled={readOnly}
          clearable
          {...form.getInputProps('secondaryLocation')}
          value={form.values.secondaryLocation || null}
          onChange={(value) => form.setFieldValue('secondaryLocation', value ?? '')}
        />
      </SimpleGrid>
      <Checkbox
        mt="md"
        label={t('adminCustomers.fields.activated')}
        disabled={readOnly}
        {...form.getInputProps('activated', { type: 'checkbox' })}
      />
    </>
  );
}
