import '../i18n/screens/english.ts';
import { Button, Group, Pagination, Paper, Table, VisuallyHidden } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CargoItemTemplate } from '../../../contracts/masterdata/templates.ts';
import { cargoTemplateListQuery } from '../api/cargo-templates.ts';
import { hasLink } from '../api/hal.ts';
import { EmptyRow, ExpandableRow } from '../components/ListParts.tsx';
import { PageTitle } from '../pages/PageTitle.tsx';
import { CargoTemplateForm } from './CargoTemplateForm.tsx';

const columns = ['name', 'goods', 'colliQty', 'packingCode', 'weight', 'isDefault'] as const;

/** The cargo item templates (spec 000 section 2): a list whose rows open their form, a create button when offered. */
export function CargoTemplatesPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [creating, setCreating] = useState(false);
  const list = useQuery({ ...cargoTemplateListQuery(page), placeholderData: keepPreviousData });
  return (
    <>
      <PageTitle>{t('page.cargoTemplates')}</PageTitle>
      <Group justify="flex-end" mb="md">
        {hasLink({ _links: list.data?.links }, 'create') && (
          <Button onClick={() => setCreating(true)} disabled={creating}>
            {t('cargoTemplates.create')}
          </Button>
        )}
      </Group>
      {creating && (
        <Paper withBorder p="md" mb="md">
          <CargoTemplateForm onDone={() => setCreating(false)} />
          <Button variant="default" mt="xs" onClick={() => setCreating(false)}>
            {t('common.cancel')}
          </Button>
        </Paper>
      )}
      <Table.ScrollContainer minWidth={700}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <VisuallyHidden>{t('cargoTemplates.open')}</VisuallyHidden>
              </Table.Th>
              {columns.map((column) => (
                <Table.Th key={column}>{t(`cargoTemplates.columns.${column}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <EmptyRow
              show={list.data?.templates.length === 0}
              columnCount={columns.length + 1}
              text={t('cargoTemplates.empty')}
            />
            {list.data?.templates.map((template) => (
              <TemplateRow key={template.id} template={template} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {(list.data?.page.totalPages ?? 0) > 1 && (
        <Pagination
          mt="md"
          total={list.data?.page.totalPages ?? 0}
          value={page + 1}
          onChange={(next) => setPage(next - 1)}
        />
      )}
    </>
  );
}

function TemplateRow({ template }: { template: CargoItemTemplate }) {
  const { t } = useTranslation();
  return (
    <ExpandableRow
      toggleLabel={t('cargoTemplates.details', { name: template.name })}
      columnCount={columns.length + 1}
      cells={
        <>
          <Table.Td>{template.name}</Table.Td>
          <Table.Td>{template.goods}</Table.Td>
          <Table.Td>{template.colliQty}</Table.Td>
          <Table.Td>{template.packingCode}</Table.Td>
          <Table.Td>{template.weight}</Table.Td>
          <Table.Td>{template.isDefault ? t('cargoTemplates.yes') : t('cargoTemplates.no')}</Table.Td>
        </>
      }
    >
      <CargoTemplateForm template={template} />
    </ExpandableRow>
  );
}
