import { describe, expect, it } from '@jest/globals';
import { mailtoHref, telHref, websiteHref, websiteLabel } from './contact';

describe('telHref', () => {
  it.each([
    ['06 12 34 56 78', 'tel:0612345678'],
    ['+31 6 1234 5678', 'tel:+31612345678'],
    ['0031 20 123 4567', 'tel:+31201234567'],
    ['(020) 123-4567', 'tel:0201234567'],
  ])('%s → %s', (phone, href) => expect(telHref(phone)).toBe(href));

  it.each([null, undefined, '', 'geen', '12', 'javascript:alert(1)', '06-1234<script>'])('no link for %p', (phone) => {
    expect(telHref(phone)).toBeNull();
  });
});

describe('mailtoHref', () => {
  it('links a plain address', () => {
    expect(mailtoHref(' jan@bakker.nl ')).toBe('mailto:jan@bakker.nl');
    expect(mailtoHref('jan@bakker.nl', 'Je aanvraag & offerte')).toBe('mailto:jan@bakker.nl?subject=Je%20aanvraag%20%26%20offerte');
  });

  it.each([null, '', 'jan', 'jan@bakker', 'a@b.nl?cc=x@y.nl,z@q.nl', 'a b@c.nl', '<x>@y.nl'])('no link for %p', (email) => {
    expect(mailtoHref(email)).toBeNull();
  });
});

describe('websiteHref', () => {
  it.each([
    ['bakker.nl', 'https://bakker.nl/'],
    ['www.bakker.nl/diensten', 'https://www.bakker.nl/diensten'],
    ['http://bakker.nl', 'http://bakker.nl/'],
    ['HTTPS://Bakker.nl/x?y=1', 'https://bakker.nl/x?y=1'],
  ])('%s → %s', (website, href) => expect(websiteHref(website)).toBe(href));

  it.each([null, '', 'javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', 'ftp://bakker.nl', 'geen website', 'localhost'])(
    'no link for %p',
    (website) => expect(websiteHref(website)).toBeNull(),
  );

  it('labels a website as people say it', () => {
    expect(websiteLabel('https://www.bakker.nl/')).toBe('bakker.nl');
    expect(websiteLabel('http://bakker.nl/diensten/')).toBe('bakker.nl/diensten');
  });
});
