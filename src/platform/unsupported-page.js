// The page for a phone below the declared browser target (decision note 160): WeChat or the phone's
// browser is too old for the storefront, so it says so in Chinese and English, with the showroom's phone
// number when the build has one (SHOWROOM_PHONE), instead of a white screen or an endless skeleton.
// Engines without ES modules run it from its nomodule tag in index.html; platform/browser-support.ts loads
// the same file where the engine has modules but is still below the target.
// It must run in the oldest engines there are: ES5 only (var, function, no arrow functions or template
// strings), a classic script without imports. Settings are read here as src/config/env.ts reads them
// (a static process.env.NAME that Parcel inlines), because env.ts is compiled for the modern target.
(function () {
  var PHONE = '';
  try {
    // Parcel writes the value in when the build sets it; in a classic script an unset one stays a read
    // of `process`, which the browser does not have.
    PHONE = String(process.env.SHOWROOM_PHONE || '').replace(/^\s+|\s+$/g, '');
  } catch (error) {
    PHONE = '';
  }

  var CSS =
    '#root,.boot-shell{display:none!important}' +
    'html,body{margin:0;background:#f4f6f7}' +
    '.unsupported{box-sizing:border-box;min-height:100vh;padding:24px 20px;padding-top:calc(24px + env(safe-area-inset-top,0px));' +
    'padding-bottom:calc(24px + env(safe-area-inset-bottom,0px));color:#1c2329;' +
    "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'PingFang SC','Hiragino Sans GB','Microsoft YaHei',sans-serif;line-height:1.6}" +
    '.unsupported *{box-sizing:border-box}' +
    '.unsupported-brand{margin:0 auto 20px;max-width:480px;color:#0f5c63;font-size:18px;font-weight:700;letter-spacing:.04em}' +
    '.unsupported-card{margin:0 auto;max-width:480px;padding:24px 20px;border-radius:16px;background:#fff;box-shadow:0 2px 10px rgba(15,35,40,.08)}' +
    '.unsupported-icon{display:block;width:56px;height:56px;margin:0 0 16px;border-radius:50%;background:#e3f1f1;color:#0f5c63;font-size:30px;line-height:56px;text-align:center}' +
    '.unsupported h1{margin:0 0 8px;font-size:20px;line-height:1.4}' +
    '.unsupported h2{margin:20px 0 8px;padding-top:16px;border-top:1px solid #e4e8ea;font-size:17px;line-height:1.4}' +
    '.unsupported p{margin:0 0 8px;font-size:15px;color:#3b4650}' +
    '.unsupported-call{display:block;min-height:48px;margin:20px 0 0;padding:12px 16px;border-radius:24px;background:#0f5c63;color:#fff;' +
    'font-size:16px;font-weight:600;line-height:24px;text-align:center;text-decoration:none}' +
    '.unsupported-call span{display:block;font-size:13px;font-weight:400;opacity:.9}';

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.appendChild(document.createTextNode(text));
    return node;
  }

  function render() {
    if (document.getElementById('unsupported')) return;
    var root = document.documentElement;
    if (!root.getAttribute('data-unsupported')) root.setAttribute('data-unsupported', 'no ES modules');

    var style = document.createElement('style');
    style.appendChild(document.createTextNode(CSS));
    document.head.appendChild(style);

    var page = element('main', 'unsupported');
    page.id = 'unsupported';
    page.appendChild(element('div', 'unsupported-brand', '\u8bfa\u8f66\u81ea\u8425 \u00b7 Nuo Cars'));
    var card = element('section', 'unsupported-card');
    var icon = element('span', 'unsupported-icon', '\u21bb');
    icon.setAttribute('aria-hidden', 'true');
    card.appendChild(icon);

    var zh = element('div');
    zh.setAttribute('lang', 'zh-CN');
    zh.appendChild(element('h1', '', '\u8bf7\u66f4\u65b0\u5fae\u4fe1\u6216\u624b\u673a\u6d4f\u89c8\u5668'));
    zh.appendChild(
      element(
        'p',
        '',
        '\u60a8\u7684\u5fae\u4fe1\u6216\u624b\u673a\u6d4f\u89c8\u5668\u7248\u672c\u8f83\u65e7\uff0c\u65e0\u6cd5\u6253\u5f00\u8bfa\u8f66\u81ea\u8425\u3002',
      ),
    );
    zh.appendChild(
      element(
        'p',
        '',
        '\u8bf7\u5c06\u5fae\u4fe1\u66f4\u65b0\u5230\u6700\u65b0\u7248\u672c\uff0c\u6216\u5c06\u624b\u673a\u7cfb\u7edf\u5347\u7ea7\u5230 iOS 15 \u53ca\u4ee5\u4e0a\u3001\u5c06\u6d4f\u89c8\u5668\u66f4\u65b0\u5230\u6700\u65b0\u7248\u672c\uff0c\u7136\u540e\u91cd\u65b0\u6253\u5f00\u6b64\u9875\u9762\u3002',
      ),
    );
    card.appendChild(zh);

    var en = element('div');
    en.setAttribute('lang', 'en');
    en.appendChild(element('h2', '', 'Please update WeChat or your phone\u2019s browser'));
    en.appendChild(
      element('p', '', 'This version of WeChat or of your phone\u2019s browser is too old to open Nuo Cars.'),
    );
    en.appendChild(
      element(
        'p',
        '',
        'Update WeChat to its latest version, or update your phone to iOS 15 or later or its browser to the latest version, then open this page again.',
      ),
    );
    card.appendChild(en);

    if (PHONE) {
      var call = element('a', 'unsupported-call', '\u81f4\u7535\u95e8\u5e97 Call the showroom');
      call.setAttribute('href', 'tel:' + PHONE.replace(/[^\d+]/g, ''));
      call.appendChild(element('span', '', PHONE));
      card.appendChild(call);
    }
    page.appendChild(card);
    document.body.appendChild(page);
    document.title = '\u8bf7\u66f4\u65b0\u5fae\u4fe1\u6216\u6d4f\u89c8\u5668 - \u8bfa\u8f66\u81ea\u8425';
  }

  if (document.body) render();
  else document.addEventListener('DOMContentLoaded', render);
})();
