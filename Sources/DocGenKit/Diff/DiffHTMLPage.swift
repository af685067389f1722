import Mustache
/// The visual report's page: verdict, counts, new failures, then one card per changed cell, then the token tables.
struct DiffHTMLPage {
    var diff: SiteDiff
    var cards: String

    func render() -> String {
        let e = HTMLEscaping.text
        let failing = diff.exitStatus != 0
        var body = "<header class=\"top \(failing ? "bad" : "good")\"><p class=\"eyebrow\">docgen diff</p><h1>\(e(diff.plainVerdict))</h1>"
        body += "<p class=\"sides\"><b>BASE</b> \(e(diff.base.name)) <span>\(e(diff.base.description))</span> → <b>HEAD</b> \(e(diff.head.name)) <span>\(e(diff.head.description))</span></p></header>\n"
        body += "<dl class=\"counts\">" + [("tokens changed", diff.changedTokenCount), ("cells look different", diff.cells.count),
                                           ("new failures", diff.newFailures.count), ("fixed", diff.fixed.count), ("moved", diff.moved.count)]
            .map { "<div><dt>\($0.0)</dt><dd>\($0.1)</dd></div>" }.joined() + "<div><dt>version bump</dt><dd>\(diff.bump.level.rawValue)</dd></div></dl>\n"
        body += "<p class=\"bump\">\(e(diff.bump.reason))</p>\n"
        for note in diff.notes { body += "<p class=\"note\">\(e(note))</p>\n" }
        for problem in diff.errors {
            body += "<p class=\"problem\"><b>\(e(problem.code.rawValue))</b> \(e(problem.message)) \(e(problem.hint)) <code>\(e(problem.location.description))</code></p>\n"
        }
        if !diff.newFailures.isEmpty { body += "<h2>New failures</h2>\n" + checkTable(diff.newFailures) }
        if !diff.cells.isEmpty { body += "<h2>Cells that look different (\(diff.cells.count))</h2>\n<div class=\"cards\">\n\(cards)</div>\n" }
        if diff.cells.isEmpty, diff.impactComputed, !diff.tokens.isEmpty {
            body += "<h2>Cells</h2>\n<p class=\"note\">No cell of any state matrix looks different: the changed tokens reach no button.</p>\n"
        }
        if !diff.fixed.isEmpty { body += "<h2>Fixed</h2>\n" + checkTable(diff.fixed) }
        if !diff.moved.isEmpty { body += "<h2>Values that moved</h2>\n" + checkTable(diff.moved) }
        for tokens in diff.tokens {
            body += "<h2>Tokens · \(e(tokens.system.isEmpty ? "" : tokens.system + " · "))\(e(tokens.theme))</h2>\n<table><thead><tr><th>Token</th><th>Change</th><th>BASE</th><th>HEAD</th><th>Cause</th></tr></thead><tbody>\n"
            for change in tokens.changed {
                body += row(change.path.description, "changed", change.before, change.after, change.cause.from.map { "inherits \($0)" } ?? "edited")
            }
            for rename in tokens.renamed { body += row("\(rename.from) → \(rename.to)", "renamed (\(rename.method.rawValue))", rename.before, rename.after, "") }
            for entry in tokens.added { body += row(entry.path.description, "added", nil, entry.state, "") }
            for removal in tokens.removed { body += row(removal.path.description, removal.isError ? "removed ✗" : "removed", removal.before, nil, "") }
            for entry in tokens.deprecationsAdded { body += row(entry.path.description, "deprecated", nil, entry.state, entry.reason ?? "") }
            body += "</tbody></table>\n"
        }
        if diff.isEmpty { body += "<p class=\"empty\">Nothing differs.</p>\n" }
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
            <title>docgen diff: \(e(diff.base.name)) → \(e(diff.head.name))</title>
            <style>\(DiffHTMLPage.style)</style></head>
            <body><main>
            \(body)</main></body></html>

            """
    }

    private func row(_ name: String, _ kind: String, _ before: TokenState?, _ after: TokenState?, _ cause: String) -> String {
        let e = HTMLEscaping.text
        func value(_ state: TokenState?) -> String {
            guard let state else { return "<span class=\"none\">—</span>" }
            let chip = state.value.hasPrefix("#") ? "<i class=\"chip\" style=\"background:\(HTMLEscaping.attribute(state.value))\"></i>" : ""
            return chip + "<code>\(e(state.value))</code>" + (state.aliases.isEmpty ? "" : "<small> via \(e(state.aliases.map(\.description).joined(separator: " → ")))</small>")
        }
        return "<tr><th scope=\"row\"><code>\(e(name))</code></th><td>\(e(kind))</td><td>\(value(before))</td><td>\(value(after))</td><td>\(e(cause))</td></tr>\n"
    }

    /// The first rows as a table, the rest folded under it.
    private func checkTable(_ checks: [CheckChange], visible: Int = 12) -> String {
        let head = "<table><thead><tr><th>Check</th><th>Cell</th><th>Colors</th><th>BASE</th><th>HEAD</th><th>Needs</th></tr></thead><tbody>\n"
        var out = head + checks.prefix(visible).map(checkRow).joined() + "</tbody></table>\n"
        if checks.count > visible {
            out += "<details><summary>\(checks.count - visible) more</summary>\n" + head + checks.dropFirst(visible).map(checkRow).joined()
                + "</tbody></table></details>\n"
        }
        return out
    }

    private func checkRow(_ check: CheckChange) -> String {
        let e = HTMLEscaping.text
        let cell = "\(check.cell.system) · \(check.cell.path)"
        func measure(_ m: CheckMeasure?) -> String { m.map { "<span class=\"\($0.passed ? "pass" : "fail")\">\($0.text)</span>" } ?? "—" }
        let side = check.after ?? check.before
        let colors = [side?.foreground, side?.background].compactMap { $0 }
            .map { "<i class=\"chip\" style=\"background:\(HTMLEscaping.attribute($0))\"></i><code>\(e($0))</code>" }.joined(separator: " on ")
        return "<tr><td><code>\(e(check.rule))</code> <small class=\"sev \(check.severity.rawValue)\">\(check.severity.rawValue)</small></td><td>\(e(cell))</td>"
            + "<td>\(colors)</td><td>\(measure(check.before))</td><td>\(measure(check.after))</td>"
            + "<td>\(side.map { $0.required.truncatedForDisplay(places: 2) } ?? "")</td></tr>\n"
    }

    static let style = """
        :root{--ink:#1f2328;--muted:#59636e;--line:#d1d9e0;--bg:#f6f8fa;--good:#1a7f37;--bad:#cf222e;--warn:#9a6700}
        *{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--ink);background:#fff}
        main{max-width:1200px;margin:0 auto;padding:24px 32px 64px}
        .top{border-left:6px solid var(--good);padding:8px 16px;margin-bottom:16px}.top.bad{border-color:var(--bad)}
        .eyebrow{margin:0;color:var(--muted);font-size:13px;text-transform:uppercase;letter-spacing:.06em}
        h1{font-size:22px;margin:4px 0}h2{font-size:18px;margin:32px 0 12px;border-bottom:1px solid var(--line);padding-bottom:6px}
        h3{font-size:15px;margin:0}h4{margin:0 0 6px;font-size:12px;color:var(--muted);letter-spacing:.06em}
        .sides span{color:var(--muted);font-size:13px}
        .counts{display:flex;flex-wrap:wrap;gap:12px;margin:0}.counts div{background:var(--bg);border:1px solid var(--line);border-radius:8px;padding:8px 14px;min-width:120px}
        .counts dt{font-size:12px;color:var(--muted)}.counts dd{margin:0;font-size:22px;font-weight:600}
        .bump,.note{color:var(--muted)}.problem{border-left:4px solid var(--bad);background:#ffebe9;padding:8px 12px;border-radius:4px}
        .cards{display:grid;gap:16px}.card{border:1px solid var(--line);border-radius:10px;padding:14px 16px;background:#fff}
        .card header{display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin-bottom:10px}
        .cause{background:#ddf4ff;border-radius:6px;padding:1px 6px;font-size:12px}.tag{background:#fff8c5;border-radius:6px;padding:1px 6px;font-size:12px}
        .card .sides{display:grid;grid-template-columns:1fr 1fr;gap:14px}
        .stage{display:flex;align-items:center;justify-content:center;min-height:110px;border:1px solid var(--line);border-radius:8px;padding:20px}
        .stage img{max-width:100%;height:auto}
        .checks{list-style:none;margin:8px 0 0;padding:0;display:flex;flex-wrap:wrap;gap:6px}
        .checks li{font-size:12px;border-radius:6px;padding:2px 8px;background:var(--bg);display:flex;gap:6px;align-items:baseline}
        .checks li.pass{color:var(--good)}.checks li.fail{color:var(--bad);background:#ffebe9}.checks li.warn{color:var(--warn);background:#fff8c5}
        .checks small{color:var(--muted)}
        table{border-collapse:collapse;width:100%;font-size:13px;margin-top:10px}th,td{text-align:left;padding:5px 8px;border-bottom:1px solid var(--line);vertical-align:top}
        thead th{color:var(--muted);font-weight:600}.values th[scope=row]{font-weight:500;width:140px}
        .chip{display:inline-block;width:14px;height:14px;border-radius:3px;border:1px solid rgba(0,0,0,.25);vertical-align:-2px;margin-right:6px}
        .pass{color:var(--good)}.fail{color:var(--bad);font-weight:600}.none{color:var(--muted)}
        .sev{font-size:11px;border-radius:4px;padding:0 5px;background:var(--bg);color:var(--muted)}.sev.error{background:#ffebe9;color:var(--bad)}
        details>summary{cursor:pointer;color:var(--muted);margin:8px 0}
        code{font:12px ui-monospace,SFMono-Regular,Menlo,monospace}
        """
}
