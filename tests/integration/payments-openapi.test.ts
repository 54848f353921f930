import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TestApp } from '../support/app';

type Schema = { $ref?: string; type?: string; properties: Record<string, unknown> };
type OpenApiDocument = {
  paths: Record<
    string,
    Record<string, { requestBody: { content: Record<string, { schema: Schema }> }; responses: Record<string, unknown> }>
  >;
  components: { schemas: Record<string, Schema> };
};

describe('OpenAPI document for booking and payment', () => {
  let app: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    app = await startTestApp({ worker: false });
    document = (await (await fetch(`${app.url}/api/docs/openapi.json`)).json()) as OpenApiDocument;
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each([
    ['/api/checkout', 'CheckoutRequestDto'],
    ['/api/discounts/validate', 'ValidateDiscountRequestDto'],
    ['/api/bookings/{id}/cancel', 'CancelBookingRequestDto'],
    ['/api/payments/verify', 'VerifyPaymentRequestDto'],
  ])('documents POST %s with its request body', (path, schema) => {
    const operation = document.paths[path]?.post;
    expect(operation, path).toBeDefined();
    expect(operation.requestBody.content['application/json'].schema.$ref).toBe(`#/components/schemas/${schema}`);
    expect(Object.keys(operation.responses)).toContain('200');
    expect(Object.keys(operation.responses)).toContain('429');
  });

  it('describes the checkout payload field by field', () => {
    const properties = document.components.schemas.CheckoutRequestDto.properties;
    expect(Object.keys(properties)).toEqual(
      expect.arrayContaining([
        'courseId',
        'customerName',
        'customerEmail',
        'customerPhone',
        'customerCompany',
        'customerComments',
        'customerType',
        'acceptedAGB',
        'selectedPrice',
        'originalAmount',
        'discountAmount',
        'discountCode',
        'waitlistOfferToken',
      ]),
    );
    const verifyResponse = document.components.schemas.VerifyPaymentResponseDto;
    expect(Object.keys(verifyResponse.properties)).toEqual(
      expect.arrayContaining(['success', 'booking', 'emailSent', 'error']),
    );
    expect(JSON.stringify(verifyResponse.properties.booking)).toContain('"#/components/schemas/BookingViewDto"');
    expect(document.components.schemas.BookingViewDto).toMatchObject({ type: 'object' });
  });

  it('lists the webhook and the test checkout pages', () => {
    expect(document.paths['/api/webhooks/stripe']?.post).toBeDefined();
    expect(document.paths['/api/test-checkout/{sessionId}']?.get).toBeDefined();
    expect(document.paths['/api/test-checkout/{sessionId}/pay']?.post).toBeDefined();
  });
});
