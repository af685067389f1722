"""A PNG decoder for the 8-bit RGB/RGBA images rsvg-convert writes (zlib from the standard library)."""
import struct
import zlib


class Image:
    def __init__(self, width: int, height: int, pixels: bytes, channels: int):
        self.width, self.height, self.pixels, self.channels = width, height, pixels, channels

    def row(self, y: int) -> bytes:
        return self.pixels[y * self.width * self.channels:(y + 1) * self.width * self.channels]

    def rgba(self, x: int, y: int) -> tuple[int, int, int, int]:
        offset = (y * self.width + x) * self.channels
        values = self.pixels[offset:offset + self.channels]
        return (values[0], values[1], values[2], values[3] if self.channels == 4 else 255)


def decode(data: bytes) -> Image:
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    position, idat, header = 8, b"", None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        chunk = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            idat += chunk
        position += 12 + length
    width, height, depth, color_type, _, _, interlace = header
    if depth != 8 or color_type not in (2, 6) or interlace:
        raise ValueError(f"unsupported PNG: depth {depth}, color type {color_type}, interlace {interlace}")
    channels = 4 if color_type == 6 else 3
    raw, stride = zlib.decompress(idat), width * channels
    pixels, previous = bytearray(), bytearray(stride)
    for row in range(height):
        start = row * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            up_left = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - up_left
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - up_left)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else up_left)
                line[i] = (line[i] + predictor) & 0xFF
        pixels += line
        previous = line
    return Image(width, height, bytes(pixels), channels)
