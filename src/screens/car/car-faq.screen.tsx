// "I want to ask": common questions, and a form that sends a question to the car's consultant.
// A failed send keeps everything typed so the visitor can simply send again. Asked to be told when a
// reserved car is back on sale (?topic=notify), the form needs a number to reach the visitor at: an
// anonymous visitor could never receive the answer otherwise.

import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { LazyImage } from '../../platform/lazy-image';
import { alertText } from '../../platform/presenter';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { Section } from '../../ui/section';
import { AskCarQuestionDocument, CarFaqDocument } from './car-faq.generated';
import { CarChildHeader, CarColumn } from '../common/car/car-page';
import { useCarQuery } from '../common/car/use-car-query';
import * as styles from './car-child.module.css';
import { carMessages } from './messages';
import { settings } from '../../config/env';
import { mobileNumberError, normalizeMobile } from '../../domain/phone';
import * as panelStyles from '../../ui/panel.module.css';

const QUESTIONS = [
  ['q1', 'a1'],
  ['q2', 'a2'],
  ['q3', 'a3'],
  ['q4', 'a4'],
  ['q5', 'a5'],
] as const;

function QuestionForm({ carId }: { carId: string }) {
  const t = useMessages(carMessages);
  const ids = useId();
  const [params] = useSearchParams();
  const topic = params.get('topic');
  const initial = topic === 'book' ? t('topicBook') : topic === 'notify' ? t('topicNotify') : '';
  const [question, setQuestion] = useState(initial);
  const [phone, setPhone] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [ticket, setTicket] = useState<string | null>(null);
  const [ask, { loading }] = useMutation(AskCarQuestionDocument);

  const needsContact = topic === 'notify';
  const questionMissing = question.trim() === '';
  const phoneMissing = needsContact && phone.trim() === '';
  // The booking's rules: +86, spaces and dashes are one number.
  const phoneWrong = phone.trim() !== '' && mobileNumberError(phone) !== null;
  const phoneError = touched && (phoneMissing || phoneWrong);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (questionMissing || phoneMissing || phoneWrong || loading) return;
    setFailure(null);
    try {
      const result = await ask({
        variables: { input: { carId, question: question.trim(), phone: phone.trim() ? normalizeMobile(phone) : null } },
      });
      const id = result.data?.askCarQuestion.ticketId;
      if (!id) throw result.error ?? new Error('—');
      setTicket(id);
      setQuestion('');
      setTouched(false);
    } catch (error) {
      setFailure(alertText(error));
    }
  };

  if (ticket) {
    return (
      <div className={styles.form}>
        <p className={styles.sent} role="status">
          <Icon name="check" /> {t('sent', { ticket })}
        </p>
        <Button variant="secondary" onClick={() => setTicket(null)}>
          {t('askAnother')}
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className={styles.sectionTitle}>
        {t('askTitle')}
      </h2>
      <div className={styles.field}>
        <label htmlFor={`${ids}-question`}>{t('yourQuestion')}</label>
        <textarea
          id={`${ids}-question`}
          value={question}
          maxLength={500}
          placeholder={t('questionPlaceholder')}
          onChange={(event) => setQuestion(event.target.value)}
          aria-invalid={(touched && questionMissing) || undefined}
          aria-describedby={touched && questionMissing ? `${ids}-question-error` : undefined}
          required
        />
        {touched && questionMissing && (
          <p id={`${ids}-question-error`} className={styles.fieldError}>
            {t('questionRequired')}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${ids}-phone`}>{needsContact ? t('phoneRequiredLabel') : t('phone')}</label>
        <input
          id={`${ids}-phone`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          autoFocus={topic === 'notify'}
          onChange={(event) => setPhone(event.target.value)}
          aria-invalid={phoneError || undefined}
          aria-describedby={`${ids}-phone-hint`}
          required={needsContact}
        />
        <p id={`${ids}-phone-hint`} className={phoneError ? styles.fieldError : styles.hint}>
          {touched && phoneMissing
            ? t('notifyPhoneMissing')
            : touched && phoneWrong
              ? needsContact
                ? t('notifyPhoneInvalid')
                : t('phoneInvalid')
              : needsContact
                ? t('notifyPhoneHint')
                : t('phoneHint')}
        </p>
      </div>
      {failure && (
        <p className={styles.failed} role="alert">
          <Icon name="warning" /> {t('sendFailed', { message: failure })}
        </p>
      )}
      <Button type="submit" block size="lg" loading={loading} loadingLabel={t('sending')}>
        {t('send')}
      </Button>
    </form>
  );
}

export function CarFaqScreen() {
  const t = useMessages(carMessages);
  const { car, fallback } = useCarQuery(CarFaqDocument, { hero: false });

  if (!car) return fallback;
  const consultant = car.consultant;

  return (
    <CarColumn>
      <CarChildHeader carId={car.id} title={t('faqTitle')} />
      <div className={styles.stack}>
        <section className={panelStyles.panel} aria-label={car.title}>
          <p className={styles.carTitle}>{car.title}</p>
          {consultant && (
            <div className={styles.person}>
              <LazyImage
                src={consultant.avatar || settings.consultantFallbackUrl}
                alt=""
                ratio={1}
                className={styles.avatar}
              />
              <div>
                <p className={styles.personName}>{consultant.name}</p>
                <p className={styles.muted}>
                  {[consultant.title, consultant.substationName].filter(Boolean).join(' · ')}
                </p>
              </div>
            </div>
          )}
        </section>
        <div className={panelStyles.panel}>
          <QuestionForm carId={car.id} />
        </div>
        <Section title={t('commonQuestions')} className={panelStyles.panel}>
          <div className={styles.faq}>
            {QUESTIONS.map(([q, a]) => (
              <details key={q}>
                <summary>
                  {t(q)}
                  <Icon name="chevron-down" size={16} />
                </summary>
                <p>{t(a)}</p>
              </details>
            ))}
          </div>
        </Section>
      </div>
    </CarColumn>
  );
}
