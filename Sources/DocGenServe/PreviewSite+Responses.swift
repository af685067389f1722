import ButtonModel
import DocGenKit
import Foundation

extension PreviewSite {
    /// Answers one request from memory: the site's files, its 404 page, and the preview's script and event stream.
    public func respond(to request: HTTPRequest) async -> HTTPResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return .text(.methodNotAllowed, "Only GET and HEAD.", headers: ["Allow": "GET, HEAD"])
        }
        let raw = request.path
        if raw == LiveReloadScript.eventsPath { return await events(for: request) }
        if let own = [LiveReloadScript.scriptPath: LiveReloadScript.source, LiveReloadScript.overlayStylePath: LiveReloadScript.overlayStyle][raw] {
            let body = Data(own.utf8)
            return StaticResponse.make(for: request, body: body, hash: ContentHash.of(body), modified: Self.started,
                                       contentType: MediaType.of(path: raw))
        }
        if let response = compareResponse(raw, for: request) { return response }
        if snapshot.files.isEmpty { return notBuilt(request) }
        switch RequestPath.resolve(raw, exists: { snapshot[$0] != nil }) {
        case .file(let path):
            return file(path, for: request, status: .ok)
        case .redirect(let location):
            return HTTPResponse.text(.movedPermanently, "Moved to \(location)", headers: ["Location": location])
        case .badRequest:
            return HTTPResponse.text(.badRequest, "Bad request: the path must name a file of the site, without . or .. segments.")
        case .notFound:
            if snapshot[NotFoundPage.path] != nil { return file(NotFoundPage.path, for: request, status: .notFound) }
            return HTTPResponse.text(.notFound, "Not found.")
        }
    }

    private func file(_ path: String, for request: HTTPRequest, status: HTTPStatus) -> HTTPResponse {
        guard let file = snapshot[path] else { return HTTPResponse.text(.notFound, "Not found.") }
        let type = MediaType.of(path: path)
        guard path.hasSuffix(".html") else {
            return StaticResponse.make(for: request, body: file.data, hash: file.hash, modified: file.modified, contentType: type, status: status)
        }
        let page = LiveReloadScript.inject(into: file.data, overlay: currentOverlay, compare: options.compare != nil)
        return StaticResponse.make(for: request, body: page, hash: ContentHash.of(page), modified: file.modified, contentType: type, status: status)
    }

    /// Before any build succeeded there is no site: a page that says so, with the errors when the build failed; it
    /// reloads by itself once the site is built.
    private func notBuilt(_ request: HTTPRequest) -> HTTPResponse {
        let title = currentOverlay == nil ? "docgen serve: building the site…" : "docgen serve: the build failed"
        let page = Data("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>\(title)</title></head><body><p>\(title)</p></body></html>".utf8)
        let body = LiveReloadScript.inject(into: page, overlay: currentOverlay)
        var response = StaticResponse.make(for: request, body: body, hash: ContentHash.of(body), modified: Self.started,
                                           contentType: MediaType.of(path: "index.html"), status: .serviceUnavailable)
        response.headers["Retry-After"] = "1"
        return response
    }

    private func events(for request: HTTPRequest) async -> HTTPResponse {
        let headers = ["Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache"]
        if request.method == "HEAD" { return HTTPResponse(status: .ok, headers: headers) }
        let stream = await hub.subscribe(initial: currentOverlay.map { [.overlay(html: $0)] } ?? [])
        return HTTPResponse(status: .ok, headers: headers, events: stream)
    }

    /// `--compare`'s script and the marks of the last good build; nothing without `--compare`.
    private func compareResponse(_ raw: String, for request: HTTPRequest) -> HTTPResponse? {
        guard options.compare != nil, raw == CompareScript.scriptPath || raw == CompareScript.marksPath else { return nil }
        if raw == CompareScript.scriptPath {
            let script = Data(CompareScript.source.utf8)
            return StaticResponse.make(for: request, body: script, hash: ContentHash.of(script), modified: Self.started,
                                       contentType: MediaType.of(path: "compare.js"))
        }
        guard let marks else { return HTTPResponse.text(.serviceUnavailable, "The site is not built yet.") }
        let body = marks.json
        return StaticResponse.make(for: request, body: body, hash: ContentHash.of(body), modified: marksDate,
                                   contentType: MediaType.of(path: "compare.json"))
    }

    static let started = Date()
}
