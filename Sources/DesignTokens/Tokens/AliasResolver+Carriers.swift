import DocGenSupport

/// Members docgen does not read that could change a value (`UnreadMember`): a warning on the token that carries
/// one, and on every token whose value passes through it, naming the carrier.
extension AliasResolver {
    /// Records that `owner` carries `member`, reported once resolution is done.
    package mutating func markUnread(_ owner: Int, _ member: UnreadMember) {
        unread[owner, default: []].append(member)
        if !carriers[owner].contains(owner) { carriers[owner].insert(owner, at: 0) }
    }

    /// `token`'s value comes from `source` (an alias, or a value used inside its own): it passes through every
    /// carrier `source`'s value passes through.
    package mutating func inheritCarriers(_ token: Int, from source: Int) {
        guard !carriers[source].isEmpty, token != source else { return }
        for carrier in carriers[source] where !carriers[token].contains(carrier) { carriers[token].append(carrier) }
    }

    /// The warnings: on each carrier, one per member; on each token whose value passes through a carrier, one
    /// per carrier.
    package mutating func reportUnread(resolved: [Bool]) {
        for member in unread.sorted(by: { $0.key < $1.key }).flatMap(\.value) {
            errors.append(TokenError(.nonstandard(member.found, assumed: member.assumed, advice: member.advice), at: member.location))
        }
        for token in definitions.indices where resolved[token] {
            for carrier in carriers[token] where carrier != token {
                let names = (unread[carrier] ?? []).map(\.name).joined(separator: " and ")
                errors.append(TokenError(.nonstandard("the value comes through \(definitions[carrier].path), which has \(names) that docgen does not read",
                                                      assumed: "\(definitions[carrier].path)'s value without it: the team's own build may give another value",
                                                      advice: "see the warning on \(definitions[carrier].path)"),
                                         at: location(of: definitions[token].value, owner: token)))
            }
        }
    }

    /// The uncertainty of each unread member `token`'s value passes through, its own first.
    package func uncertainties(through token: Int) -> [ValueUncertainty] {
        carriers[token].flatMap { carrier in
            (unread[carrier] ?? []).map { member in
                ValueUncertainty(.unreadMember, reason: "\(definitions[carrier].path): \(member.found)",
                                 carrier: definitions[carrier].path, location: member.location)
            }
        }
    }
}
