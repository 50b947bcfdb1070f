import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ScrollToTopOnNavigate } from './scroll-on-navigate';

afterEach(() => vi.restoreAllMocks());

describe('ScrollToTopOnNavigate', () => {
  it('leaves the loaded page where the reader scrolled it, and starts the next screen at its top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const loaded = window.location.pathname + window.location.search;
    const memory = memoryLocation({ path: loaded });
    render(
      <Router hook={memory.hook}>
        <ScrollToTopOnNavigate />
      </Router>,
    );
    // The reader scrolled down and pressed something before React adopted the page: nothing may move it.
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => memory.navigate('/articles'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});
