// Graph tab: type an operation against the local schema and run it through the app's own client
// (network-only, so resolvers and the mocked REST calls really run).

import type { ApolloClient } from '@apollo/client';
import { useState } from 'react';
import { useMessages } from '../i18n/i18n';
import { JsonTree } from './json-tree';
import { runGraphQuery, type GraphRunResult } from './graph-runner';
import { qaMessages, type QaMessageKey } from './messages';
import * as styles from './qa-studio.module.css';

export const exampleQueries: ReadonlyArray<{ label: QaMessageKey; query: string; variables: string }> = [
  {
    label: 'exampleHomeList',
    query: `query QaCars($page: Int) {
  cars(page: $page, pageSize: 5) {
    total
    hasMore
    items { id title city price { current } status { label kind } }
  }
}`,
    variables: '{ "page": 1 }',
  },
  {
    label: 'exampleOneCar',
    query: `query QaCar($id: ID!) {
  car(id: $id) {
    id
    title
    status { label kind }
    price { current original }
    meta { __typename }
  }
}`,
    variables: '{ "id": "C10001" }',
  },
  {
    label: 'exampleSellCarOptions',
    query: `query QaSellCarOptions {
  sellCarOptions {
    registrationYears { value label }
    mileageBands { value label }
    serviceSubstations { value label }
  }
}`,
    variables: '{}',
  },
  {
    label: 'exampleArticles',
    query: `query QaArticles {
  articles(page: 1, pageSize: 3) { total items { id title publishedAt } }
}`,
    variables: '{}',
  },
];

export function GraphTab({ client }: { client: ApolloClient }) {
  const t = useMessages(qaMessages);
  const first = exampleQueries[0];
  const [query, setQuery] = useState(first?.query ?? '');
  const [variables, setVariables] = useState(first?.variables ?? '{}');
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<GraphRunResult | null>(null);

  const run = async () => {
    setRunning(true);
    setResult(await runGraphQuery(client, query, variables, t));
    setRunning(false);
  };

  return (
    <div>
      <div className={styles.row}>
        <label className={styles.row}>
          <span>{t('example')}</span>
          <select
            className={styles.input}
            defaultValue=""
            onChange={(event) => {
              const example = exampleQueries.find((item) => item.label === event.target.value);
              if (!example) return;
              setQuery(example.query);
              setVariables(example.variables);
              setResult(null);
            }}
          >
            <option value="" disabled>
              {t('choose')}
            </option>
            {exampleQueries.map((example) => (
              <option key={example.label} value={example.label}>
                {t(example.label)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label htmlFor="qa-graph-query">{t('query')}</label>
      <textarea
        id="qa-graph-query"
        className={`${styles.input} ${styles.textarea}`}
        style={{ minHeight: 200 }}
        spellCheck={false}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void run();
        }}
      />
      <label htmlFor="qa-graph-variables">{t('variablesJson')}</label>
      <textarea
        id="qa-graph-variables"
        className={`${styles.input} ${styles.textarea}`}
        style={{ minHeight: 60 }}
        spellCheck={false}
        value={variables}
        onChange={(event) => setVariables(event.target.value)}
      />
      <div className={styles.row}>
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          onClick={() => void run()}
          disabled={running}
        >
          {running ? t('running') : t('run')}
        </button>
        <span className={styles.hint}>{t('runHint')}</span>
      </div>
      <section aria-label={t('result')} aria-live="polite" className={styles.section}>
        {result?.errors.length ? (
          <ul className={styles.error} aria-label={t('errors')}>
            {result.errors.map((error, index) => (
              <li key={index}>{error}</li>
            ))}
          </ul>
        ) : null}
        {result && result.data !== undefined ? <JsonTree value={result.data} label={t('data')} openDepth={4} /> : null}
      </section>
    </div>
  );
}
