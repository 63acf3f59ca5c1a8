import { describe, expect, it } from 'vitest';
import { eur } from '../../../domain/money';
import { buildNotice } from '../../test/booking-notices';
import { renderChatAlert, renderNewRequestText } from './booking-texts';

describe("the operator's new-request text", () => {
  it.each([
    [
      'en',
      'Dear Partner, You have a new booking request for Levada do Caldeirão Verde walk on Tuesday, 1 December 2026 at 09:00 WET (2 × Adult, 1 × Child). Please visit your Levada inbox to accept it: https://levada.example/inbox/sales',
    ],
    [
      'pt',
      'Caro Parceiro, tem um novo pedido de reserva para Levada do Caldeirão Verde walk em terça-feira, 1 de dezembro de 2026 às 09:00 WET (2 × Adulto, 1 × Criança). Visite a sua caixa de entrada Levada para o aceitar: https://levada.example/inbox/sales',
    ],
    ['de', 'Lieber Partner, Sie haben eine neue Buchungsanfrage'],
    ['es', 'Estimado socio, tiene una nueva solicitud de reserva'],
    ['fr', 'Cher partenaire, vous avez une nouvelle demande de réservation'],
  ] as const)('is written in the operator’s language (%s)', (language, text) => {
    const plain = buildNotice();
    const body = renderNewRequestText(
      buildNotice({ provider: { ...plain.provider, language } }),
      'https://levada.example',
    );
    expect(body.startsWith(text)).toBe(true);
    expect(body).toContain('https://levada.example/inbox/sales');
  });
});

describe('the chat alert', () => {
  it('reports a sale with its amounts and the sale page', () => {
    const text = renderChatAlert(buildNotice(), 'https://levada.example');
    expect(text).toContain('New sale: Levada do Caldeirão Verde walk');
    expect(text).toContain('Tuesday, 1 December 2026 at 09:00 WET');
    expect(text).toContain('traveller Ana Silva · operator Rui Gomes');
    expect(text).toContain('€123.45 (operator €86.42)');
    expect(text).toContain(`https://levada.example/sale/${buildNotice().transactionId}/details`);
  });

  it('reports a cancellation with its refund and a reschedule with both times', () => {
    expect(
      renderChatAlert(
        buildNotice({ transition: 'cancel-by-customer', refund: eur(12345) }),
        'https://x.example',
      ),
    ).toMatch(/^Booking cancelled by the traveller \(full refund\)[\s\S]*refund €123\.45/);
    const moved = renderChatAlert(
      buildNotice({
        transition: 'update-accepted-booking',
        previousBooking: {
          start: new Date('2026-11-28T14:30:00Z'),
          end: new Date('2026-11-28T18:30:00Z'),
        },
      }),
      'https://x.example',
    );
    expect(moved).toContain(
      'When: Saturday, 28 November 2026 at 14:30 WET → Tuesday, 1 December 2026 at 09:00 WET',
    );
  });
});
