/// The overlay's stylesheet, scoped to `#docgen-error-overlay`, in light and dark.
enum ErrorOverlayStyle {
    static let css = """
    #docgen-error-overlay{--dg-bg:#ffffff;--dg-fg:#1f2328;--dg-muted:#59636e;--dg-red:#cf222e;--dg-red-bg:#ffebe9;\
    --dg-code-bg:#f6f8fa;--dg-line:#d1d9e0;--dg-hint:#0969da;--dg-shadow:0 24px 64px rgba(0,0,0,.25);\
    position:fixed;inset:0;z-index:2147483647;font:14px/1.5 system-ui,-apple-system,"Segoe UI",Inter,sans-serif;color:var(--dg-fg)}
    @media (prefers-color-scheme: dark){#docgen-error-overlay{--dg-bg:#181b20;--dg-fg:#e6edf3;--dg-muted:#9198a1;--dg-red:#ff7b72;\
    --dg-red-bg:rgba(248,81,73,.15);--dg-code-bg:#0d1117;--dg-line:#30363d;--dg-hint:#79c0ff;--dg-shadow:0 24px 64px rgba(0,0,0,.6)}}
    #docgen-error-overlay .dg-backdrop{position:fixed;inset:0;background:rgba(0,0,0,.55);backdrop-filter:blur(2px)}
    #docgen-error-overlay .dg-panel{position:relative;box-sizing:border-box;width:min(960px,calc(100% - 32px));max-height:calc(100% - 64px);\
    overflow:auto;margin:32px auto;background:var(--dg-bg);border-top:6px solid var(--dg-red);border-radius:10px;box-shadow:var(--dg-shadow);padding:24px 28px}
    #docgen-error-overlay .dg-header{display:flex;justify-content:space-between;align-items:flex-start;gap:16px}
    #docgen-error-overlay .dg-badge{display:inline-block;font-weight:600;font-size:12px;letter-spacing:.04em;text-transform:uppercase;\
    color:var(--dg-red);background:var(--dg-red-bg);border-radius:999px;padding:2px 10px}
    #docgen-error-overlay h2{margin:8px 0 4px;font-size:22px;line-height:1.3;color:var(--dg-fg)}
    #docgen-error-overlay .dg-sub{margin:0;color:var(--dg-muted)}
    #docgen-error-overlay .dg-close{font-size:24px;line-height:1;background:none;border:1px solid var(--dg-line);color:var(--dg-muted);\
    border-radius:8px;width:36px;height:36px;cursor:pointer}
    #docgen-error-overlay .dg-error{margin-top:22px;padding-top:18px;border-top:1px solid var(--dg-line)}
    #docgen-error-overlay .dg-where{display:flex;flex-wrap:wrap;gap:10px;align-items:baseline;font:13px/1.4 ui-monospace,"SF Mono",Menlo,"DejaVu Sans Mono",monospace}
    #docgen-error-overlay .dg-file{color:var(--dg-hint);font-weight:600}
    #docgen-error-overlay .dg-code{color:var(--dg-muted)}
    #docgen-error-overlay .dg-message{margin:6px 0 10px;font-size:16px;font-weight:600;color:var(--dg-red)}
    #docgen-error-overlay .dg-frame{margin:0;padding:12px 0;background:var(--dg-code-bg);border:1px solid var(--dg-line);border-radius:8px;\
    overflow-x:auto;font:13px/1.55 ui-monospace,"SF Mono",Menlo,"DejaVu Sans Mono",monospace;color:var(--dg-fg)}
    #docgen-error-overlay .dg-line{display:block;padding:0 14px;white-space:pre}
    #docgen-error-overlay .dg-marked{background:var(--dg-red-bg)}
    #docgen-error-overlay .dg-caret{color:var(--dg-red);font-weight:700}
    #docgen-error-overlay .dg-gutter{color:var(--dg-muted);user-select:none}
    #docgen-error-overlay .dg-marked .dg-gutter{color:var(--dg-red)}
    #docgen-error-overlay .dg-hint{margin:10px 0 0;color:var(--dg-fg)}
    #docgen-error-overlay .dg-hint span{font:600 12px/1 ui-monospace,monospace;color:var(--dg-hint);text-transform:uppercase;margin-right:6px}
    #docgen-error-overlay .dg-footer{margin-top:24px;color:var(--dg-muted);font-size:12px}
    """
}
