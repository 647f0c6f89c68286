import { Button, Slider } from "antd-mobile";
import { type PointerEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./SquareCropper.module.css";

/** The cropped avatar is uploaded at this size; the server makes its own sizes from it. */
export const CROP_OUTPUT_SIZE = 512;
const MAX_ZOOM = 4;

interface View {
  zoom: number;
  x: number;
  y: number;
}

/** Keeps the picture covering the square: no empty edge can be dragged into view. */
export function clampView(view: View, image: { width: number; height: number }, size: number): View {
  const scale = (size / Math.min(image.width, image.height)) * view.zoom;
  const minX = size - image.width * scale;
  const minY = size - image.height * scale;
  return { zoom: view.zoom, x: Math.min(0, Math.max(minX, view.x)), y: Math.min(0, Math.max(minY, view.y)) };
}

/** The part of the picture inside the square, in the picture's own pixels. */
export function cropRect(view: View, image: { width: number; height: number }, size: number) {
  const scale = (size / Math.min(image.width, image.height)) * view.zoom;
  return { sx: -view.x / scale, sy: -view.y / scale, side: size / scale };
}

/** Drag to move and slide to zoom; the round guide shows what the avatar will show. */
export function SquareCropper(props: { src: string; onCancel: () => void; onCrop: (blob: Blob) => void }) {
  const { t } = useTranslation("profile");
  const viewport = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const [image, setImage] = useState<{ width: number; height: number } | null>(null);
  const [size, setSize] = useState(300);
  const [view, setView] = useState<View>({ zoom: 1, x: 0, y: 0 });

  useEffect(() => {
    const measure = () => setSize(viewport.current?.clientWidth || 300);
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, []);

  const loaded = () => {
    const img = imageRef.current;
    if (!img) return;
    const natural = { width: img.naturalWidth, height: img.naturalHeight };
    setImage(natural);
    const scale = size / Math.min(natural.width, natural.height);
    setView({ zoom: 1, x: (size - natural.width * scale) / 2, y: (size - natural.height * scale) / 2 });
  };

  const move = (event: PointerEvent) => {
    if (!drag.current || !image) return;
    const dx = event.clientX - drag.current.x;
    const dy = event.clientY - drag.current.y;
    drag.current = { x: event.clientX, y: event.clientY };
    setView((v) => clampView({ ...v, x: v.x + dx, y: v.y + dy }, image, size));
  };

  const zoomTo = (zoom: number) => {
    if (!image) return;
    setView((v) => {
      const base = size / Math.min(image.width, image.height);
      const centreX = (size / 2 - v.x) / (base * v.zoom);
      const centreY = (size / 2 - v.y) / (base * v.zoom);
      return clampView(
        { zoom, x: size / 2 - centreX * base * zoom, y: size / 2 - centreY * base * zoom },
        image,
        size,
      );
    });
  };

  const crop = () => {
    const img = imageRef.current;
    if (!img || !image) return;
    const { sx, sy, side } = cropRect(view, image, size);
    const canvas = document.createElement("canvas");
    canvas.width = CROP_OUTPUT_SIZE;
    canvas.height = CROP_OUTPUT_SIZE;
    canvas.getContext("2d")?.drawImage(img, sx, sy, side, side, 0, 0, CROP_OUTPUT_SIZE, CROP_OUTPUT_SIZE);
    canvas.toBlob((blob) => blob && props.onCrop(blob), "image/jpeg", 0.9);
  };

  const scale = image ? (size / Math.min(image.width, image.height)) * view.zoom : 1;
  return (
    <div className={styles.cropper}>
      <div
        ref={viewport}
        className={styles.viewport}
        onPointerDown={(event) => {
          drag.current = { x: event.clientX, y: event.clientY };
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }}
        onPointerMove={move}
        onPointerUp={() => {
          drag.current = null;
        }}
        onPointerCancel={() => {
          drag.current = null;
        }}
      >
        <img
          ref={imageRef}
          src={props.src}
          alt={t("cropPreview")}
          onLoad={loaded}
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${scale})` }}
        />
        <div className={styles.frame} aria-hidden />
      </div>
      <div className={styles.zoom}>
        <span>{t("zoom")}</span>
        <Slider
          min={1}
          max={MAX_ZOOM}
          step={0.05}
          value={view.zoom}
          onChange={(value) => zoomTo(value as number)}
        />
      </div>
      <div className={styles.actions}>
        <Button onClick={props.onCancel}>{t("common:cancel")}</Button>
        <Button color="primary" disabled={!image} onClick={crop}>
          {t("useThisPhoto")}
        </Button>
      </div>
    </div>
  );
}
