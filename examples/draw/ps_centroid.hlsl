// The colour read at the centroid of the pixel's coverage (§3.5.5): on a
// multisampled target, a partly covered pixel takes it at a covered sample.
float4 main(float4 pos : SV_Position, centroid float4 col : COLOR0) : SV_Target {
    return col;
}
