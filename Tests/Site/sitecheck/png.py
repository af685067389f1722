"""PNG images read with Pillow: screenshots and rsvg-convert's rasterizations, as 8-bit RGB or RGBA pixels (as the
file holds them: an opaque screenshot has three channels)."""
import io

from PIL import Image as PILImage


class Image:
    def __init__(self, image: PILImage.Image):
        converted = image.convert("RGB" if image.mode == "RGB" else "RGBA")
        self.width, self.height, self.channels = converted.width, converted.height, len(converted.mode)
        self.pixels = converted.tobytes()

    def row(self, y: int) -> bytes:
        return self.pixels[y * self.width * self.channels:(y + 1) * self.width * self.channels]

    def rgba(self, x: int, y: int) -> tuple[int, int, int, int]:
        offset = (y * self.width + x) * self.channels
        values = self.pixels[offset:offset + self.channels]
        return (values[0], values[1], values[2], values[3] if self.channels == 4 else 255)


def decode(data: bytes) -> Image:
    """Raises ValueError for bytes that are not a PNG."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    with PILImage.open(io.BytesIO(data)) as image:
        image.load()
        return Image(image)
