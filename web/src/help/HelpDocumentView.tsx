import { Anchor, Box, Code, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Fragment, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Operator } from '../../../contracts/legal.ts';
import type { Block, HelpDocument, Inline, Section, Segment } from './document.ts';
import { parseInline } from './document.ts';
import { OperatorBlock } from './OperatorBlock.tsx';

/** Headings stop below the fixed header when a contents link scrolls to them. */
const HEADING_STYLE = { scrollMarginTop: 80 };

interface Context {
  values: Record<string, string>;
  operator?: Operator;
}

interface Props extends Partial<Context> {
  document: HelpDocument;
  /** Shows the table of contents; long texts want one, the imprint does not. */
  contents?: boolean;
}

/** A help text: its introduction, a table of contents with in-page links, and its sections. */
export function HelpDocumentView({ document, values = {}, operator, contents = true }: Props) {
  const context: Context = { values, ...(operator ? { operator } : {}) };
  // Opened with an anchor (a bookmark, a link from elsewhere): the text arrived after the router's
  // own scrolling, so scroll to the section now.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) window.document.getElementById(id)?.scrollIntoView();
  }, []);
  return (
    <Stack gap="lg" maw={880}>
      <Blocks blocks={document.intro} context={context} />
      {contents && <TableOfContents sections={document.sections} context={context} />}
      {document.sections.map((section) => (
        <SectionView key={section.id} section={section} level={2} context={context} />
      ))}
    </Stack>
  );
}

function TableOfContents({ sections, context }: { sections: Section[]; context: Context }) {
  const { t } = useTranslation();
  return (
    <Paper component="nav" withBorder p="md" aria-labelledby="help-contents">
      <Title order={2} size="h4" id="help-contents" mb="xs">
        {t('help.contents')}
      </Title>
      <ContentsList sections={sections} context={context} />
    </Paper>
  );
}

function ContentsList({ sections, context }: { sections: Section[]; context: Context }) {
  return (
    <List spacing={4} size="sm" listStyleType="none" withPadding={false}>
      {sections.map((section) => (
        <List.Item key={section.id}>
          <SectionLink id={section.id}>
            <InlineText text={section.title} context={context} />
          </SectionLink>
          {section.sections && (
            <Box pl="md" mt={4}>
              <ContentsList sections={section.sections} context={context} />
            </Box>
          )}
        </List.Item>
      ))}
    </List>
  );
}

/** A link to a section of this page; the router keeps the anchor in the address and scrolls to it. */
function SectionLink({ id, children }: { id: string; children: ReactNode }) {
  return <Anchor renderRoot={(props) => <Link to="." hash={id} {...props} />}>{children}</Anchor>;
}

function SectionView({ section, level, context }: { section: Section; level: 2 | 3 | 4; context: Context }) {
  return (
    <Box component="section" aria-labelledby={section.id}>
      <Title order={level} size={level === 2 ? 'h3' : 'h4'} id={section.id} style={HEADING_STYLE} mb="xs">
        <InlineText text={section.title} context={context} />
      </Title>
      <Stack gap="sm">
        <Blocks blocks={section.blocks} context={context} />
        {section.sections?.map((child) => (
          <SectionView key={child.id} section={child} level={level === 2 ? 3 : 4} context={context} />
        ))}
      </Stack>
    </Box>
  );
}

function Blocks({ blocks, context }: { blocks: Block[]; context: Context }) {
  return (
    <>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks are fixed text; their position is their identity
        <BlockView key={index} block={block} context={context} />
      ))}
    </>
  );
}

function BlockView({ block, context }: { block: Block; context: Context }) {
  const inline = (text: Inline) => <InlineText text={text} context={context} />;
  if ('p' in block) return <Text>{inline(block.p)}</Text>;
  if ('code' in block) {
    return (
      // A long example scrolls sideways; keyboard users reach it to scroll it.
      <Code block tabIndex={0} style={{ overflowX: 'auto', whiteSpace: 'pre' }}>
        {block.code}
      </Code>
    );
  }
  if ('note' in block) {
    return (
      <Paper withBorder p="sm" bg="blue.0" style={{ borderLeft: '4px solid var(--mantine-color-blue-6)' }}>
        <Text>{inline(block.note)}</Text>
      </Paper>
    );
  }
  if ('list' in block || 'steps' in block) {
    const items = 'list' in block ? block.list : block.steps;
    return (
      <List type={'steps' in block ? 'ordered' : 'unordered'} spacing={4} withPadding>
        {items.map((item) => (
          <List.Item key={item}>{inline(item)}</List.Item>
        ))}
      </List>
    );
  }
  if ('terms' in block) {
    return (
      <Box component="dl" m={0}>
        {block.terms.map(([term, description]) => (
          <Fragment key={term}>
            <Text component="dt" fw={600}>
              {inline(term)}
            </Text>
            <Text component="dd" ml="lg" mb="xs">
              {inline(description)}
            </Text>
          </Fragment>
        ))}
      </Box>
    );
  }
  return context.operator ? <OperatorBlock operator={context.operator} variant={block.operator} /> : null;
}

/** Inline text with its marks: emphasis, interface labels, links and configured values. */
export function InlineText({ text, context }: { text: Inline; context: Context }) {
  const { t } = useTranslation();
  const value = (name: string) => context.values[name] ?? `{{${name}}}`;
  const node = (segment: Segment): ReactNode => {
    switch (segment.kind) {
      case 'text':
        return segment.text;
      case 'strong':
        return <strong>{segment.text}</strong>;
      case 'code':
        return <Code>{segment.text}</Code>;
      case 'label':
        return <strong>{t(segment.key as 'app.name')}</strong>;
      case 'value':
        return value(segment.name);
      case 'link':
        return (
          <InlineLink
            href={segment.href.replace(/^\{\{(\w+)\}\}$/, (_, name: string) => value(name))}
            text={segment.text}
          />
        );
    }
  };
  return (
    <>
      {parseInline(text).map((segment, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the segments of a fixed text keep their order
        <Fragment key={index}>{node(segment)}</Fragment>
      ))}
    </>
  );
}

function InlineLink({ href, text }: { href: string; text: string }) {
  if (href.startsWith('#')) return <SectionLink id={href.slice(1)}>{text}</SectionLink>;
  if (href.startsWith('/')) {
    return <Anchor renderRoot={(props) => <Link to={href as '/help/manual'} {...props} />}>{text}</Anchor>;
  }
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </Anchor>
  );
}
