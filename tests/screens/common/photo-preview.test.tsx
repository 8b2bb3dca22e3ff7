import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markSdkReady, type WxSdk } from '../../../src/platform/wechat';
import { imageViewerPart, usePhotoPreview, type PhotoPreviewLabels } from '../../../src/screens/common/photo-preview';

const labels: PhotoPreviewLabels = {
  title: '图片浏览',
  close: '关闭',
  previous: '上一张',
  next: '下一张',
  slide: (index, total) => `第 ${index} 张，共 ${total} 张`,
  image: (index, total) => `图片 ${index} / ${total}`,
  opening: '正在打开图片',
  failed: '图片浏览没有加载出来',
};

afterEach(() => {
  vi.restoreAllMocks();
  delete window.wx;
});

describe('getting the photo viewer ready', () => {
  it('loads the in-page viewer’s code ahead of use in a browser', () => {
    const preload = vi.spyOn(imageViewerPart, 'preload').mockImplementation(() => undefined);
    const { result } = renderHook(() => usePhotoPreview(labels));
    result.current.prepare();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('leaves it alone inside WeChat with the SDK ready, where WeChat’s own viewer opens the photos', () => {
    window.wx = { config: vi.fn(), ready: vi.fn(), error: vi.fn(), previewImage: vi.fn() } as unknown as WxSdk;
    markSdkReady(true);
    const preload = vi.spyOn(imageViewerPart, 'preload').mockImplementation(() => undefined);
    const { result } = renderHook(() => usePhotoPreview(labels));
    result.current.prepare();
    expect(preload).not.toHaveBeenCalled();
  });
});
